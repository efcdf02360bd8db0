import type { Locator } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

// The quote form is rendered by the contact remote inside the shell's ThemeProvider: the
// theme (colours, defaultProps, styleOverrides) and MUI's form contexts must reach it.

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('light colour scheme', () => {
  test.use({ colorScheme: 'light' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/contact/quote');
    await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
  });

  test('theme colours, defaultProps and styleOverrides apply inside the remote', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Request a Quote' });
    const submit = form.getByRole('button', { name: 'Send Quote Request' });
    await expect(submit).toBeVisible();

    expect(await style(submit, 'background-color')).toBe('rgb(23, 70, 162)');
    expect(await style(submit, 'color')).toBe('rgb(255, 255, 255)');
    // MuiButton defaultProps { disableElevation: true } and styleOverrides (pill shape, no upper-casing).
    expect(await style(submit, 'box-shadow')).toBe('none');
    expect(await style(submit, 'border-radius')).toBe('999px');
    expect(await style(submit, 'text-transform')).toBe('none');
    // The field fills its grid cell.
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    const control = firstName.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    await expect(control).toHaveClass(/MuiFormControl-fullWidth/);
    // MuiCard defaultProps { variant: 'outlined' }.
    await expect(page.getByRole('main').locator('.MuiCard-root').first()).toHaveClass(/MuiPaper-outlined/);
  });

  test('a form field is one compound control: focus shrinks its label', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Request a Quote' });
    const input = form.getByRole('textbox', { name: 'First Name' });
    const id = await input.getAttribute('id');
    const label = form.locator(`label[for="${id}"]`);
    await expect(label).toHaveText(/^First Name/);

    const before = await style(label, 'transform');
    await expect(label).not.toHaveClass(/Mui-focused/);
    await expect(label).toHaveAttribute('data-shrink', 'false');

    await input.focus();
    await expect(label).toHaveClass(/Mui-focused/);
    await expect(label).toHaveAttribute('data-shrink', 'true');
    // The label moves up and scales to 0.75 (after a short transition).
    await expect.poll(() => style(label, 'transform')).toMatch(/^matrix\(0\.75, 0, 0, 0\.75, /);
    expect(await style(label, 'transform')).not.toBe(before);
    await expect(label).toHaveCSS('color', 'rgb(23, 70, 162)');

    await input.blur();
    await expect(label).not.toHaveClass(/Mui-focused/);
    await expect(label).toHaveAttribute('data-shrink', 'false');
  });

  test('submitting empty is stopped by the browser: required fields are :invalid', async ({ page }) => {
    let mailtoOpened = false;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailtoOpened = true;
    });
    const form = page.getByRole('form', { name: 'Request a Quote' });
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    await form.getByRole('button', { name: 'Send Quote Request' }).click();

    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveJSProperty('required', true);
    expect(await firstName.evaluate((element) => element.matches(':invalid'))).toBe(true);
    expect(await firstName.evaluate((element: HTMLInputElement) => element.validationMessage)).not.toBe('');
    const invalidNames = await form
      .locator('input:invalid, textarea:invalid')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')));
    expect(invalidNames).toEqual(['firstName', 'lastName', 'email', 'phone', 'company', 'description', 'privacy']);

    // A malformed e-mail is the browser's business too.
    await firstName.fill('Mei');
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    expect(await email.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);

    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(mailtoOpened).toBe(false);
  });
});

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the remote follows the system colour scheme through the theme', async ({ page }) => {
    await page.goto('/contact/quote');
    const submit = page
      .getByRole('form', { name: 'Request a Quote' })
      .getByRole('button', { name: 'Send Quote Request' });
    await expect(submit).toBeVisible();
    expect(await style(submit, 'background-color')).toBe('rgb(143, 179, 255)');
    expect(await style(submit, 'box-shadow')).toBe('none');
  });
});
