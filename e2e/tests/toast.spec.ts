import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

const TOAST = 'Opening your e-mail app with your quote request…';

/** What the visitor types: Chinese text, and characters that must be escaped in a URL. */
const input = {
  firstName: '陳',
  lastName: 'Tai Man',
  email: 'taiman@example.com',
  phone: '+852 9123 4567',
  company: 'Harbour & Sons 100% #1',
  description: '我們需要一個新網站\nBudget: 50% now & 50% later #urgent',
};

/** The e-mail the visitor's mail app receives, line by line (CRLF in the URL). */
const expectedSubject = 'Quote Request from 陳 Tai Man - Harbour & Sons 100% #1';
const expectedBody = [
  'New Quote Request',
  '',
  'Contact Information',
  'Name: 陳 Tai Man',
  'Email: taiman@example.com',
  'Phone: +852 9123 4567',
  'Company: Harbour & Sons 100% #1',
  '',
  'Project Details',
  'Budget Range: $10,000 - $25,000',
  'Services Required: AI Solutions, Web Development',
  'Timeline: As soon as possible',
  '',
  'Project Description:',
  '我們需要一個新網站',
  'Budget: 50% now & 50% later #urgent',
  '',
  '---',
  'This quote request was generated from the website quote form.',
].join('\r\n');

async function fillQuoteForm(page: Page) {
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(input.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(input.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(input.email);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill(input.phone);
  await form.getByRole('textbox', { name: 'Company Name' }).fill(input.company);
  await form.getByRole('combobox', { name: 'Budget Range' }).selectOption('10k-25k');
  await form.getByRole('combobox', { name: 'Timeline' }).selectOption('asap');
  // Ticked out of order: the e-mail lists services in the order of the options.
  await form.getByRole('checkbox', { name: 'Web Development' }).check();
  await form.getByRole('checkbox', { name: 'AI Solutions' }).check();
  await form.getByRole('textbox', { name: 'Project Description' }).fill(input.description);
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Service/ }).check();
  return form;
}

const isMailto = (url: string) => url.startsWith('mailto:');

test.use({ viewport: { width: 1280, height: 800 } });

test('submitting the quote form opens the exact mailto URL and one bottom-right toast', async ({ page }) => {
  await page.goto('/contact/quote');
  await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
  const form = await fillQuoteForm(page);
  // The toast host is no part of the page until something raises a toast.
  await expect(page.locator('#toasts')).toHaveCount(0);

  const mailto = page.waitForRequest((request) => isMailto(request.url()));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  const url = (await mailto).url();

  expect(url).toBe(
    `mailto:info@harbourline.example?subject=${encodeURIComponent(expectedSubject)}&body=${encodeURIComponent(expectedBody)}`,
  );
  // The same, spelled out for the characters that matter.
  expect(url).toContain(
    '?subject=Quote%20Request%20from%20%E9%99%B3%20Tai%20Man%20-%20Harbour%20%26%20Sons%20100%25%20%231&body=',
  );
  expect(url).toContain(
    '%0D%0AProject%20Description%3A%0D%0A%E6%88%91%E5%80%91%E9%9C%80%E8%A6%81%E4%B8%80%E5%80%8B%E6%96%B0%E7%B6%B2%E7%AB%99%0D%0ABudget%3A%2050%25%20now%20%26%2050%25%20later%20%23urgent%0D%0A',
  );

  // The page stays; the hand-off dialog offers the same message to copy.
  await expect(page).toHaveURL('/contact/quote');
  const dialog = page.getByRole('dialog', { name: 'Your e-mail app is opening' });
  await expect(dialog).toBeVisible();

  // The toast shows bottom-right, alone, above the dialog's backdrop. While the modal dialog is
  // open the rest of the page (the toast included) is hidden from assistive technology, whose
  // users hear the dialog's title instead; hence includeHidden.
  const toast = page.getByRole('alert', { includeHidden: true });
  await expect(page.locator('#toasts')).toHaveCount(1);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveText(TOAST);
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('toast or viewport has no size');
  expect(box.x).toBeGreaterThanOrEqual(viewport.width / 2);
  expect(box.y).toBeGreaterThanOrEqual(viewport.height / 2);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(
    await page.evaluate(() => {
      const alert = document.querySelector('[role="alert"]');
      if (!alert) return false;
      const { x, y, width, height } = alert.getBoundingClientRect();
      return alert.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    }),
  ).toBe(true);

  // Closing the dialog gives the page, and the toast, back to assistive technology.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(TOAST);

  // A second submit replaces the toast rather than stacking a second one.
  const second = page.waitForRequest((request) => isMailto(request.url()));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  expect((await second).url()).toBe(url);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveText(TOAST);
});

test('a toast shows for five seconds, then goes', async ({ page, context }) => {
  await page.clock.install();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet; make that certain, so Share copies the link and says so.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/blog/crm-evolution');
  const share = page.getByRole('button', { name: 'Share this article' });
  // Focus wakes the button's island while time flows; then the page's time stops, well ahead of
  // now (a busy machine's seconds must not count, and a target already past would be refused), and
  // moves only as told from the press on.
  // (The fake clock's `performance` keeps no marks: the island's state attribute says it is ready.)
  await share.focus();
  await expect(page.locator('agency-island[data-island-id="blog-ShareButton"]')).toHaveAttribute(
    'data-island-state',
    'ready',
  );
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
  await share.click();

  const toast = page.getByRole('alert');
  await expect(toast).toHaveText('Link copied to clipboard');
  await expect(toast).toHaveCSS('opacity', '1');
  // Four seconds on (and a moment for a closing toast to start fading out), it is still fully shown.
  await page.clock.runFor(3_800);
  await page.waitForTimeout(300);
  await expect(toast).toHaveCSS('opacity', '1');
  await page.clock.runFor(1_700);
  // Time flows again, so its fade-out (animation frames) runs to the end and it leaves the page.
  await page.clock.resume();
  await expect(toast).toHaveCount(0);
});
