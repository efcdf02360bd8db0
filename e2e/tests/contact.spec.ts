import type { Browser, Locator, Page, Request } from '@playwright/test';
import { expect, islandReady, longDate, pageHeading, test } from '../support/fixtures';
import { originOf } from '../support/ports';

// The four enquiry forms of the contact section, driven as a visitor would, against the
// production builds. Each form is an island (contact/EnquiryForm) that wakes when the visitor
// starts on it (the pointer over it, focus or typing in it); its fields are native and the
// browser validates them. Submitting hands a mailto: URL to the browser; Chromium reports it as
// a request, which is how these tests read exactly what the e-mail app would receive.

const MAILBOX = 'info@harbourline.example';

test.use({ viewport: { width: 1280, height: 800 } });

const isMailto = (request: Request) => request.url().startsWith('mailto:');

/** The subject and body of a mailto: URL, decoded; the URL must have exactly this shape. */
function decodeMailto(url: string) {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(url);
  if (!match) throw new Error(`Not a mailto URL with subject and body: ${url.slice(0, 200)}`);
  const [, to = '', subject = '', body = ''] = match;
  return { to, subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

/** Submits and returns the mailto: URL the browser was sent to. */
async function submitForMailto(page: Page, submit: Locator): Promise<string> {
  const mailto = page.waitForRequest(isMailto);
  await submit.click();
  return (await mailto).url();
}

/** Counts mailto: requests from now on. */
function watchMailto(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (isMailto(request)) count += 1;
  });
  return { count: () => count };
}

/** The names of the form's fields the browser holds invalid, in document order. */
const invalidNames = (form: Locator) =>
  form
    .locator('input:invalid, textarea:invalid, select:invalid')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')));

/** The hand-off dialog. While it is open the page behind is hidden from assistive technology. */
const handoffDialog = (page: Page) => page.getByRole('dialog');

interface FormCase {
  path: string;
  heading: string;
  form: string;
  submit: string;
  /** Required fields in document order, by name. */
  required: string[];
}

const forms: FormCase[] = [
  {
    path: '/contact/quote',
    heading: 'Tell us what you want to build',
    form: 'Request a Quote',
    submit: 'Send Quote Request',
    required: ['firstName', 'lastName', 'email', 'phone', 'company', 'description', 'privacy'],
  },
  {
    path: '/contact/schedule-consultation',
    heading: 'Schedule a Consultation',
    form: 'Book your consultation',
    submit: 'Request Consultation',
    required: ['firstName', 'lastName', 'email', 'phone', 'role', 'consultationType', 'objectives'],
  },
  {
    path: '/contact/training',
    heading: 'Build digital and AI skills across your team',
    form: 'Tell us about your training needs',
    submit: 'Send Training Inquiry',
    required: ['firstName', 'lastName', 'email', 'phone', 'company', 'role', 'objectives'],
  },
  {
    path: '/contact/partnership',
    heading: 'Partnership Opportunities',
    form: 'Start a partnership conversation',
    submit: 'Send Partnership Inquiry',
    required: ['firstName', 'lastName', 'email', 'phone', 'company', 'role', 'partnershipType', 'proposal'],
  },
];

for (const { path, heading, form: formName, submit, required } of forms) {
  test(`${path}: an empty submit is stopped by the browser and opens nothing`, async ({ page, consoleErrors }) => {
    const mailto = watchMailto(page);
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    const form = page.getByRole('form', { name: formName });
    await form.getByRole('button', { name: submit }).click();

    await expect(form.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    expect(await invalidNames(form)).toEqual(required);
    // The browser checks the address and the number by their types.
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    await expect(handoffDialog(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(path);
    expect(mailto.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('quote: the full request arrives exactly, and the dialog offers it to copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/contact/quote');
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('陳');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Siu Ming');
  await form.getByRole('textbox', { name: 'Email' }).fill('siuming@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 9876 5432');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Harbour & Hill 🚢');
  await form.getByRole('combobox', { name: 'Budget Range' }).selectOption('500k-1m+');
  await form.getByRole('combobox', { name: 'Timeline' }).selectOption('flexible');
  await form.getByRole('checkbox', { name: 'Training Services' }).check();
  await form.getByRole('checkbox', { name: 'Digital Marketing' }).check();
  await form.getByRole('checkbox', { name: 'Email Marketing' }).check();
  await form.getByRole('checkbox', { name: 'Email Marketing' }).uncheck();
  await form.getByRole('textbox', { name: 'Project Description' }).fill('新網站 + CRM?\n100% ready by Q3 #2026 a=b');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Service/ }).check();

  const url = await submitForMailto(page, form.getByRole('button', { name: 'Send Quote Request' }));
  const subject = 'Quote Request from 陳 Siu Ming - Harbour & Hill 🚢';
  const body = [
    'New Quote Request',
    '',
    'Contact Information',
    'Name: 陳 Siu Ming',
    'Email: siuming@example.com',
    'Phone: +852 9876 5432',
    'Company: Harbour & Hill 🚢',
    '',
    'Project Details',
    'Budget Range: $500,000 - $1,000,000+',
    'Services Required: Digital Marketing, Training Services',
    'Timeline: Timeline is flexible',
    '',
    'Project Description:',
    '新網站 + CRM?',
    '100% ready by Q3 #2026 a=b',
    '',
    '---',
    'This quote request was generated from the website quote form.',
  ].join('\r\n');
  expect(decodeMailto(url)).toEqual({ to: MAILBOX, subject, body });
  expect(url).toBe(`mailto:${MAILBOX}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`);

  // Nothing lost: the same message, ready to copy.
  const dialog = handoffDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your e-mail app is opening' })).toBeVisible();
  await expect(dialog).toContainText(`To${MAILBOX}`);
  await expect(dialog).toContainText(`Subject${subject}`);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(body.replaceAll('\r\n', '\n'));

  await dialog.getByRole('button', { name: 'Copy message' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Message copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.replaceAll('\r\n', '\n'));
  // The shell's toast confirms it too (outside the dialog, so hidden from the accessibility tree meanwhile).
  await expect(page.getByRole('alert', { includeHidden: true })).toHaveText('Message copied to the clipboard.');

  await dialog.getByRole('button', { name: 'Copy address' }).click();
  await expect(dialog.getByRole('status')).toHaveText('E-mail address copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MAILBOX);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // The form keeps every value.
  await expect(form.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Harbour & Hill 🚢');
  await expect(form.getByRole('checkbox', { name: 'Training Services' })).toBeChecked();
  await expect(form.getByRole('button', { name: 'Send Quote Request' })).toBeFocused();
});

test('quote: a message too long for a mailto: link is shown first, never truncated', async ({ page }) => {
  const mailto = watchMailto(page);
  await page.goto('/contact/quote');
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Mei');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Wong');
  await form.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('21234567');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Acme');
  const description = '我們的電子商務平台需要全面升級。'.repeat(40);
  await form.getByRole('textbox', { name: 'Project Description' }).fill(description);
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Send Quote Request' }).click();

  const dialog = handoffDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Copy your message to send it' })).toBeVisible();
  await expect(dialog).toContainText('longer than an e-mail link can safely carry (about 1,800 characters)');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(`\\n${description}\\n`));
  await expect(page.getByRole('alert', { includeHidden: true })).toHaveCount(0);
  expect(mailto.count()).toBe(0);

  // The e-mail app opens with the address and subject; the visitor pastes the copied message.
  const url = await submitForMailto(page, dialog.getByRole('button', { name: 'Open e-mail app' }));
  expect(url).toBe(`mailto:${MAILBOX}?subject=${encodeURIComponent('Quote Request from Mei Wong - Acme')}&body=`);
});

test('quote: an e-mail address without its @ is refused by the browser; corrected, the request goes', async ({
  page,
}) => {
  const mailto = watchMailto(page);
  await page.goto('/contact/quote');
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Mei');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Wong');
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('mei.example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('21234567');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Acme');
  await form.getByRole('textbox', { name: 'Project Description' }).fill('A portal.');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Send Quote Request' }).click();

  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(await invalidNames(form)).toEqual(['email']);
  await expect(handoffDialog(page)).toHaveCount(0);
  expect(mailto.count()).toBe(0);

  await email.fill('mei@example.com');
  const url = await submitForMailto(page, form.getByRole('button', { name: 'Send Quote Request' }));
  expect(decodeMailto(url).subject).toBe('Quote Request from Mei Wong - Acme');
  expect(decodeMailto(url).body).toContain('\r\nEmail: mei@example.com\r\n');
});

test('consultation: the calendar disables past days, toggles a day off and on, and the request arrives exactly', async ({
  page,
}) => {
  await page.goto('/contact/schedule-consultation');
  const form = page.getByRole('form', { name: 'Book your consultation' });
  const calendar = form.getByRole('grid');
  // The calendar needs today's date: it renders in the browser once the form wakes.
  await form.hover();
  await expect(calendar).toBeVisible();

  const today = new Date();
  await expect(form.getByRole('gridcell', { name: longDate(today) })).toBeEnabled();
  if (today.getDate() > 1) {
    const earlier = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await expect(form.getByRole('gridcell', { name: longDate(earlier) })).toBeDisabled();
  }
  await expect(form.getByRole('button', { name: 'Previous month' })).toBeDisabled();

  // The 15th of next month: always in the future, always one click away.
  await form.getByRole('button', { name: 'Next month' }).click();
  const chosen = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  const chosenDay = form.getByRole('gridcell', { name: longDate(chosen) });
  const selection = form.getByRole('status').filter({ hasText: /date/ });
  await chosenDay.click();
  await expect(chosenDay).toHaveAttribute('aria-selected', 'true');
  await expect(selection).toHaveText(`Selected date: ${longDate(chosen)}`);
  await chosenDay.click();
  await expect(chosenDay).toHaveAttribute('aria-selected', 'false');
  await expect(selection).toHaveText('No date selected: we will suggest the earliest available slot.');

  // Keyboard: from the 15th, one day on with the arrow key, chosen with Enter.
  await chosenDay.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const next = new Date(chosen.getFullYear(), chosen.getMonth(), 16);
  await expect(selection).toHaveText(`Selected date: ${longDate(next)}`);

  await form.getByRole('textbox', { name: 'First Name' }).fill('Wing');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Ho');
  await form.getByRole('textbox', { name: 'Email' }).fill('wing.ho@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 5555 0101');
  await form.getByRole('textbox', { name: 'Job Title' }).fill('Head of Digital');
  await form.getByRole('combobox', { name: 'Consultation Type' }).selectOption('strategy');
  await form.getByRole('combobox', { name: 'Preferred Time (Hong Kong time)' }).selectOption('morning');
  await form.getByRole('radio', { name: 'In person at our Wan Chai office' }).check();
  await form.getByRole('checkbox', { name: 'LinkedIn Marketing' }).check();
  await form.getByRole('checkbox', { name: 'AI Solutions' }).check();
  await form.getByRole('textbox', { name: 'Your Objectives' }).fill('粵語 please — 3 markets? 50% budget & #KPIs');

  const url = await submitForMailto(page, form.getByRole('button', { name: 'Request Consultation' }));
  expect(decodeMailto(url)).toEqual({
    to: MAILBOX,
    subject: 'Consultation Request from Wing Ho',
    body: [
      'New Consultation Request',
      '',
      'Contact Information',
      'Name: Wing Ho',
      'Email: wing.ho@example.com',
      'Phone: +852 5555 0101',
      'Company: Not provided',
      'Job Title: Head of Digital',
      '',
      'Consultation Details',
      'Consultation Type: Strategy Consultation (30-60 mins)',
      `Preferred Date: ${longDate(next)}`,
      'Preferred Time (Hong Kong time): Morning (9:30 AM - 1:30 PM)',
      'Meeting Preference: In person at our Wan Chai office',
      'Services of Interest: AI Solutions, LinkedIn Marketing',
      '',
      'Objectives:',
      '粵語 please — 3 markets? 50% budget & #KPIs',
      '',
      '---',
      'This consultation request was generated from the website consultation booking form.',
    ].join('\r\n'),
  });
  await expect(handoffDialog(page).getByRole('heading', { name: 'Your e-mail app is opening' })).toBeVisible();
});

test('training: the full inquiry arrives exactly', async ({ page }) => {
  await page.goto('/contact/training');
  const form = page.getByRole('form', { name: 'Tell us about your training needs' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Priya');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Nair');
  await form.getByRole('textbox', { name: 'Email' }).fill('priya.nair@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 3100 2200');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Kowloon Bay Insurance');
  await form.getByRole('textbox', { name: 'Job Title' }).fill('L&D Lead');
  await form.getByRole('combobox', { name: 'Team Size' }).selectOption('50+');
  await form.getByRole('combobox', { name: 'Training Timeline' }).selectOption('2-3-months');
  await form.getByRole('combobox', { name: 'Skill Level' }).selectOption('beginner');
  await form.getByRole('combobox', { name: 'Training Budget' }).selectOption('25k+');
  await form.getByRole('checkbox', { name: 'Hybrid Training' }).check();
  await form.getByRole('checkbox', { name: 'Custom Corporate Training' }).check();
  await form.getByRole('textbox', { name: 'Training Objectives' }).fill('AI 工作坊 for agents\r\nCantonese & English');

  const url = await submitForMailto(page, form.getByRole('button', { name: 'Send Training Inquiry' }));
  expect(decodeMailto(url)).toEqual({
    to: MAILBOX,
    subject: 'Training Inquiry from Priya Nair - Kowloon Bay Insurance',
    body: [
      'New Training Inquiry',
      '',
      'Contact Information',
      'Name: Priya Nair',
      'Email: priya.nair@example.com',
      'Phone: +852 3100 2200',
      'Company: Kowloon Bay Insurance',
      'Job Title: L&D Lead',
      '',
      'Training Details',
      'Team Size: 50+ people',
      'Training Timeline: Within 2-3 months',
      'Format Preference: Hybrid Training, Custom Corporate Training',
      'Skill Level: Beginner',
      'Training Budget: $25,000+',
      '',
      'Training Objectives:',
      'AI 工作坊 for agents',
      'Cantonese & English',
      '',
      '---',
      'This training inquiry was generated from the website training inquiry form.',
    ].join('\r\n'),
  });
});

test('partnership: the website must be a URL, and the full inquiry arrives exactly', async ({ page }) => {
  const mailto = watchMailto(page);
  await page.goto('/contact/partnership');
  const form = page.getByRole('form', { name: 'Start a partnership conversation' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Daniel');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Tsang');
  await form.getByRole('textbox', { name: 'Email' }).fill('daniel@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 2811 0000');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Tsang Cloud Ltd.');
  await form.getByRole('textbox', { name: 'Job Title' }).fill('CEO');
  await form.getByRole('combobox', { name: 'Partnership Type' }).selectOption('channel');
  await form.getByRole('textbox', { name: 'Partnership Proposal' }).fill('Resell your AI agents to 40 SMEs.');

  const website = form.getByRole('textbox', { name: 'Company Website' });
  await website.fill('not a url');
  await form.getByRole('button', { name: 'Send Partnership Inquiry' }).click();
  expect(await website.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(website).toBeFocused();
  expect(await invalidNames(form)).toEqual(['website']);
  await expect(handoffDialog(page)).toHaveCount(0);
  expect(mailto.count()).toBe(0);

  await website.fill('https://tsang-cloud.example/partners?ref=hk#apac');
  await form.getByRole('combobox', { name: 'Company Size' }).selectOption('201-1000');
  await form.getByRole('textbox', { name: 'Industry' }).fill('Cloud & IT services');
  const url = await submitForMailto(page, form.getByRole('button', { name: 'Send Partnership Inquiry' }));
  expect(decodeMailto(url)).toEqual({
    to: MAILBOX,
    subject: 'Partnership Inquiry from Daniel Tsang - Tsang Cloud Ltd.',
    body: [
      'New Partnership Inquiry',
      '',
      'Contact Information',
      'Name: Daniel Tsang',
      'Email: daniel@example.com',
      'Phone: +852 2811 0000',
      'Company: Tsang Cloud Ltd.',
      'Job Title: CEO',
      '',
      'Company Details',
      'Company Size: 201-1,000 employees',
      'Industry: Cloud & IT services',
      'Website: https://tsang-cloud.example/partners?ref=hk#apac',
      '',
      'Partnership Details',
      'Partnership Type: Channel Partnership',
      '',
      'Partnership Proposal:',
      'Resell your AI agents to 40 SMEs.',
      '',
      'Goals and Expectations:',
      'Not provided',
      '',
      '---',
      'This partnership inquiry was generated from the website partnership inquiry form.',
    ].join('\r\n'),
  });
});

/** The services offered for a quote and a consultation, in order. */
const SERVICE_OPTIONS = [
  'Digital Marketing',
  'AI Solutions',
  'Web Development',
  'Content Marketing',
  'Email Marketing',
  'LinkedIn Marketing',
  'CRM Solutions',
  'Training Services',
];

test('each form offers exactly its choices: values and labels of every list, box and button', async ({ page }) => {
  /** `value=label` of each select's options (its empty prompt first), and of each group of boxes or buttons. */
  const choicesOf = (form: Locator) =>
    form.evaluate((element: HTMLFormElement) => {
      const choices: Record<string, string[]> = {};
      for (const select of element.querySelectorAll('select'))
        choices[select.name] = [...select.options].map((option) => `${option.value}=${option.textContent}`);
      for (const input of element.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'))
        (choices[input.name] ??= []).push(`${input.value}=${input.labels?.[0]?.textContent ?? ''}`);
      return choices;
    });
  const same = (labels: string[]) => labels.map((label) => `${label}=${label}`);

  await page.goto('/contact/quote');
  expect(await choicesOf(page.getByRole('form', { name: 'Request a Quote' }))).toEqual({
    budget: [
      '=Select budget range',
      '5k-10k=$5,000 - $10,000',
      '10k-25k=$10,000 - $25,000',
      '25k-50k=$25,000 - $50,000',
      '50k-100k=$50,000 - $100,000',
      '100k-150k=$100,000 - $150,000',
      '150k-200k=$150,000 - $200,000',
      '200k-250k=$200,000 - $250,000',
      '250k-300k=$250,000 - $300,000',
      '300k-500k=$300,000 - $500,000',
      '500k-1m+=$500,000 - $1,000,000+',
    ],
    timeline: [
      '=Select timeline',
      'asap=As soon as possible',
      '1-month=Within 1 month',
      '2-3-months=2-3 months',
      'flexible=Timeline is flexible',
    ],
    services: same(SERVICE_OPTIONS),
    // The label ends with the required mark (hidden from assistive technology) after a thin space.
    privacy: ['on=I agree to the Privacy Policy and Terms of Service\u2009*'],
  });

  await page.goto('/contact/schedule-consultation');
  expect(await choicesOf(page.getByRole('form', { name: 'Book your consultation' }))).toEqual({
    consultationType: [
      '=Select consultation type',
      'strategy=Strategy Consultation (30-60 mins)',
      'technical=Technical Deep Dive (60-90 mins)',
      'planning=Project Planning (90 mins)',
    ],
    preferredTime: [
      '=Select preferred time',
      'morning=Morning (9:30 AM - 1:30 PM)',
      'afternoon=Afternoon (2:30 PM - 6:30 PM)',
      'evening=Evening (6:30 PM - 7:30 PM)',
    ],
    meetingPreference: ['video=Video call', 'phone=Phone call', 'in-person=In person at our Wan Chai office'],
    services: same(SERVICE_OPTIONS),
  });

  await page.goto('/contact/training');
  expect(await choicesOf(page.getByRole('form', { name: 'Tell us about your training needs' }))).toEqual({
    teamSize: [
      '=Select team size',
      '1-5=1-5 people',
      '6-15=6-15 people',
      '16-30=16-30 people',
      '31-50=31-50 people',
      '50+=50+ people',
    ],
    urgency: [
      '=Select timeline',
      'asap=As soon as possible',
      '1-month=Within 1 month',
      '2-3-months=Within 2-3 months',
      'flexible=Flexible',
    ],
    skillLevel: [
      '=Select skill level',
      'beginner=Beginner',
      'intermediate=Intermediate',
      'advanced=Advanced',
      'mixed=Mixed levels',
    ],
    budget: [
      '=Select budget',
      'under-5k=Under $5,000',
      '5k-10k=$5,000 - $10,000',
      '10k-25k=$10,000 - $25,000',
      '25k+=$25,000+',
    ],
    formats: same([
      'Online Training',
      'In-Person Workshop',
      'Hybrid Training',
      'Custom Corporate Training',
      'One-on-One Coaching',
      'Group Sessions',
    ]),
  });

  await page.goto('/contact/partnership');
  expect(await choicesOf(page.getByRole('form', { name: 'Start a partnership conversation' }))).toEqual({
    companySize: [
      '=Select company size',
      '1-10=1-10 employees',
      '11-50=11-50 employees',
      '51-200=51-200 employees',
      '201-1000=201-1,000 employees',
      '1000+=1,000+ employees',
    ],
    partnershipType: [
      '=Select partnership type',
      'strategic=Strategic Partnership',
      'channel=Channel Partnership',
      'technology=Technology Integration',
      'joint-venture=Joint Venture',
      'other=Other',
    ],
  });
});

test('the contact pages: the reply promise, session types and lengths, programmes, models and reasons', async ({
  page,
}) => {
  const cardTitles = (region: string) =>
    page
      .getByRole('main')
      .getByRole('region', { name: region })
      .getByRole('article')
      .getByRole('heading', { level: 3 });

  await page.goto('/contact/quote');
  await expect(page.getByRole('main')).toContainText(
    'Share a few details about your project, budget and timeline. We reply to every enquiry within 24 hours.',
  );

  await page.goto('/contact/schedule-consultation');
  await expect(cardTitles('Choose the session that fits')).toHaveText([
    'Strategy Consultation',
    'Technical Deep Dive',
    'Project Planning',
  ]);
  const sessions = page.getByRole('region', { name: 'Choose the session that fits' }).getByRole('article');
  await expect(sessions).toHaveText([/^30-60 mins/, /^60-90 mins/, /^90 mins/]);

  await page.goto('/contact/training');
  await expect(cardTitles('Training programmes')).toHaveText([
    'Digital Marketing Training',
    'AI & Automation Workshops',
    'Corporate Training Programmes',
    'Certification Programmes',
  ]);

  await page.goto('/contact/partnership');
  await expect(cardTitles('Partnership models')).toHaveText([
    'Strategic Partnerships',
    'Channel Partnerships',
    'Technology Integration',
    'Joint Ventures',
  ]);
  await expect(cardTitles('Why partner with us')).toHaveText(['Innovation', 'Expert Team', 'Market Presence']);
});

test('multi-line fields have their minimum heights from the HTML on, and keep them once the form wakes', async ({
  page,
}) => {
  const heights: [path: string, form: string, fields: Record<string, number>][] = [
    ['/contact/quote', 'Request a Quote', { description: 120 }],
    ['/contact/schedule-consultation', 'Book your consultation', { objectives: 120 }],
    ['/contact/training', 'Tell us about your training needs', { objectives: 120 }],
    ['/contact/partnership', 'Start a partnership conversation', { goals: 100 }],
  ];
  const heightOf = (name: string) =>
    page.locator(`main textarea[name="${name}"]:not([aria-hidden="true"])`).evaluate((element) => ({
      minHeight: getComputedStyle(element).minHeight,
      height: element.getBoundingClientRect().height,
    }));
  for (const [path, form, fields] of heights) {
    await page.goto(path);
    for (const [name, height] of Object.entries(fields))
      expect(await heightOf(name), `${path} ${name}`).toEqual({ minHeight: `${height}px`, height });
    await page.getByRole('form', { name: form }).hover();
    await islandReady(page, 'contact-EnquiryForm');
    for (const [name, height] of Object.entries(fields))
      expect(await heightOf(name), `${path} ${name}, woken`).toEqual({ minHeight: `${height}px`, height });
  }
});

test('/contact/consultation and /contact/schedule-consultation show the same page', async ({ page }) => {
  const snapshot = async (path: string) => {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText('Schedule a Consultation');
    await page.getByRole('form', { name: 'Book your consultation' }).hover();
    await expect(page.getByRole('grid')).toBeVisible();
    return {
      title: await page.title(),
      headings: await page.getByRole('main').getByRole('heading').allTextContents(),
      fields: await page
        .getByRole('form', { name: 'Book your consultation' })
        .locator('[name]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('name'))),
    };
  };
  const canonical = await snapshot('/contact/schedule-consultation');
  expect(canonical.title).toBe('Schedule a Consultation | Harbourline Digital');
  expect(canonical.headings.slice(0, 5)).toEqual([
    'Schedule a Consultation',
    'Choose the session that fits',
    'Strategy Consultation',
    'Technical Deep Dive',
    'Project Planning',
  ]);
  expect(await snapshot('/contact/consultation')).toEqual(canonical);
});

test.describe('the date picker loads only on the consultation page', () => {
  /**
   * The contact section's scripts a page fetches (by file name) once the visitor has started on
   * its form: pointer over it, the island awake, and the network quiet.
   */
  async function contactScriptsOnceWoken(
    browser: Browser,
    path: string,
    formName: string,
    ready?: (page: Page) => Promise<void>,
  ): Promise<string[]> {
    // A fresh context per page: nothing comes from another page's cache.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === originOf('contact') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto(path);
    await page.getByRole('form', { name: formName }).hover();
    await islandReady(page, 'contact-EnquiryForm');
    await ready?.(page);
    await page.waitForLoadState('networkidle');
    await context.close();
    return [...scripts].sort();
  }

  test('its chunks are fetched by /contact/schedule-consultation and by no other form, nor Home’s', async ({
    browser,
  }) => {
    // Five cold loads in fresh contexts: ample on 2 busy cores.
    test.setTimeout(60_000);
    const quote = await contactScriptsOnceWoken(browser, '/contact/quote', 'Request a Quote');
    const consultation = await contactScriptsOnceWoken(
      browser,
      '/contact/schedule-consultation',
      'Book your consultation',
      async (page) => {
        await expect(page.getByRole('grid')).toBeVisible();
      },
    );
    const calendarChunks = consultation.filter((script) => !quote.includes(script));
    // The lazy chunk itself, and the MUI X + dayjs code split out beside it.
    expect(calendarChunks.some((script) => /^consultation-calendar\.[0-9a-f]{12}\.js$/.test(script))).toBe(true);
    expect(calendarChunks.length).toBeGreaterThanOrEqual(2);
    test.info().annotations.push({ type: 'calendar chunks', description: calendarChunks.join(', ') });

    const others = {
      quote,
      training: await contactScriptsOnceWoken(browser, '/contact/training', 'Tell us about your training needs'),
      partnership: await contactScriptsOnceWoken(browser, '/contact/partnership', 'Start a partnership conversation'),
      home: await contactScriptsOnceWoken(browser, '/', 'Request a Quote'),
    };
    for (const [name, scripts] of Object.entries(others)) {
      expect(scripts, `${name} loads the form's code`).toContain('remoteEntry.js');
      expect(
        scripts.filter((script) => calendarChunks.includes(script)),
        `${name} must not load the calendar`,
      ).toEqual([]);
    }
  });
});
