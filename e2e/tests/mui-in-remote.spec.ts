import type { Locator, Page } from '@playwright/test';
import { expect, island, islandReady, islandsMarked, pageHeading, test } from '../support/fixtures';

// The quote form is the contact section's: its HTML comes in the section's fragment, and its
// island (contact/EnquiryForm) runs the section's code in the shell's page, on the page's one
// theme (@agency/ui/theme, a shared singleton). The theme (colours, defaultProps, styleOverrides)
// shows in the HTML and stays once the section's code has taken the form over, and MUI's
// compound controls (a TextField's FormControl, label and input) work as one.

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Request a Quote' });

/** Wakes the form's island (the pointer over the form) and waits until the section's code has it. */
async function wakeForm(page: Page): Promise<void> {
  await quoteForm(page).hover();
  await islandReady(page, 'contact-EnquiryForm');
  // The HTML was the section's build's, so the code hydrated it: the same theme drew both.
  expect(await islandsMarked(page, 'agency:island-afresh')).toEqual([]);
  expect(await islandsMarked(page, 'agency:island-mismatch')).toEqual([]);
}

/** The field's input, its label and its outline (MUI's notched fieldset). */
async function fieldParts(page: Page, name: string) {
  const input = quoteForm(page).getByRole('textbox', { name });
  const id = await input.getAttribute('id');
  return {
    input,
    label: quoteForm(page).locator(`label[for="${id}"]`),
    outline: input.locator('xpath=following-sibling::fieldset'),
  };
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('light colour scheme', () => {
  test.use({ colorScheme: 'light' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/contact/quote');
    await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
  });

  test('theme colours, defaultProps and styleOverrides apply inside the section, in its HTML and with its code', async ({
    page,
  }) => {
    const form = quoteForm(page);
    const submit = form.getByRole('button', { name: 'Send Quote Request' });
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    const control = firstName.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    for (const stage of ['HTML', 'code'] as const) {
      if (stage === 'code') await wakeForm(page);
      await expect(submit, stage).toBeVisible();
      expect(await style(submit, 'background-color'), stage).toBe('rgb(23, 70, 162)');
      expect(await style(submit, 'color'), stage).toBe('rgb(255, 255, 255)');
      // MuiButton defaultProps { disableElevation: true } and styleOverrides (pill shape, no upper-casing).
      expect(await style(submit, 'box-shadow'), stage).toBe('none');
      expect(await style(submit, 'border-radius'), stage).toBe('999px');
      expect(await style(submit, 'text-transform'), stage).toBe('none');
      // MuiTextField defaultProps { fullWidth: true }: the field fills its grid cell.
      await expect(control, stage).toHaveClass(/MuiFormControl-fullWidth/);
      // MuiCard defaultProps { variant: 'outlined' }, styleOverrides (rounder corners).
      const card = page.getByRole('main').locator('.MuiCard-root').first();
      await expect(card, stage).toHaveClass(/MuiPaper-outlined/);
      expect(await style(card, 'border-radius'), stage).toBe('20px');
    }
  });

  test('a form field is one compound control: focus floats its label, and with the code MUI marks it focused', async ({
    page,
  }) => {
    const { input, label, outline } = await fieldParts(page, 'First Name');
    await expect(label).toHaveText(/^First Name/);
    await wakeForm(page);
    await expect(label).toHaveAttribute('data-shrink', 'false');
    expect(await style(label, 'transform')).toBe('matrix(1, 0, 0, 1, 14, 16)');
    await expect(outline).toHaveCSS('border-top-width', '1px');

    await input.focus();
    await expect(label).toHaveClass(/Mui-focused/);
    await expect(label).toHaveAttribute('data-shrink', 'true');
    // The label moves up and scales to 0.75 (after a short transition), in the theme's primary colour.
    await expect.poll(() => style(label, 'transform')).toMatch(/^matrix\(0\.75, 0, 0, 0\.75, /);
    await expect(label).toHaveCSS('color', 'rgb(23, 70, 162)');
    await expect(outline).toHaveCSS('border-top-color', 'rgb(23, 70, 162)');
    await expect(outline).toHaveCSS('border-top-width', '2px');

    await input.blur();
    await expect(label).not.toHaveClass(/Mui-focused/);
    await expect(label).toHaveAttribute('data-shrink', 'false');
    await expect.poll(() => style(label, 'transform')).toBe('matrix(1, 0, 0, 1, 14, 16)');
    await expect(outline).toHaveCSS('border-top-width', '1px');
  });

  test('a field focused before the section’s code arrives floats its label at once, and shows it has focus', async ({
    page,
  }) => {
    const { input, label, outline } = await fieldParts(page, 'First Name');
    // Focus (a Tab into the form) wakes the island: the field has focus before the code is there.
    await input.focus();
    await expect.poll(() => style(label, 'transform')).toMatch(/^matrix\(0\.75, 0, 0, 0\.75, /);
    await islandReady(page, 'contact-EnquiryForm');
    await expect(input).toBeFocused();
    // The focused field is drawn focused, as one focused after the code arrived is.
    const settled = { timeout: 2_000 };
    await expect.soft(label).toHaveClass(/Mui-focused/, settled);
    await expect.soft(label).toHaveCSS('color', 'rgb(23, 70, 162)', settled);
    await expect.soft(outline).toHaveCSS('border-top-color', 'rgb(23, 70, 162)', settled);
    await expect.soft(outline).toHaveCSS('border-top-width', '2px', settled);
  });

  test('submitting empty is stopped by the browser: required fields are :invalid', async ({ page }) => {
    let mailtoOpened = false;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailtoOpened = true;
    });
    const form = quoteForm(page);
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    await wakeForm(page);
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
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(mailtoOpened).toBe(false);
    await expect(island(page, 'contact-EnquiryForm').getByRole('status')).toHaveCount(0);
  });
});

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the section follows the system colour scheme through the theme, in its HTML and with its code', async ({
    page,
  }) => {
    await page.goto('/contact/quote');
    const submit = quoteForm(page).getByRole('button', { name: 'Send Quote Request' });
    for (const stage of ['HTML', 'code'] as const) {
      if (stage === 'code') await wakeForm(page);
      await expect(submit, stage).toBeVisible();
      expect(await style(submit, 'background-color'), stage).toBe('rgb(143, 179, 255)');
      expect(await style(submit, 'color'), stage).toBe('rgb(11, 18, 32)');
      expect(await style(submit, 'box-shadow'), stage).toBe('none');
    }
  });
});
