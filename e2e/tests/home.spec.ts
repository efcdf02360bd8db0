import type { Page } from '@playwright/test';
import { expect, hrefsOf, island, islandReady, mainArea, pageHeading, SERVICE_PAGES, test } from '../support/fixtures';
import { topBar } from '../support/nav-bar';
import { originOf } from '../support/ports';

test.use({ viewport: { width: 1280, height: 800 } });

const MAILBOX = 'info@harbourline.example';

const whyUs = (page: Page) => page.getByRole('region', { name: 'Why businesses in Hong Kong choose us' });
const contactSection = (page: Page) => page.locator('section#contact');
/** Home's service grid: the services section's fragment, in Home's HTML. */
const serviceGrid = (page: Page) => page.locator('section#services [data-slot="services/ServiceGrid"]');
/** Home's quote form: the contact section's fragment, holding the enquiry form island. */
const quoteWidget = (page: Page) => contactSection(page).locator('[data-slot="contact/QuoteForm"]');

/** The twelve service cards, in order, and where their Learn More goes. */
const services = SERVICE_PAGES;

test('the hero shows the tagline, its proof points, and its two buttons lead on', async ({ page }) => {
  await page.goto('/');
  await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  const hero = page.locator('header', { has: pageHeading(page) });
  await expect(hero.getByRole('listitem')).toHaveText([
    'Digital marketing since 2017',
    'AI solutions since 2023',
    'Reply within 24 hours',
  ]);
  const buttons = hero.getByRole('link');
  await expect(buttons).toHaveText(['Start Your Growth Journey', 'View Our Services']);

  await buttons.getByText('Start Your Growth Journey', { exact: true }).click();
  await expect(page).toHaveURL('/contact/schedule-consultation');
  await expect(pageHeading(page)).toHaveText('Schedule a Consultation');

  await page.goBack();
  await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  await buttons.getByText('View Our Services', { exact: true }).click();
  await expect(page).toHaveURL('/services');
  await expect(pageHeading(page)).toHaveText('Our Services');
});

test('the service grid: twelve cards with icon, title, description and Learn More, with no code of its own', async ({
  page,
}) => {
  const fromServices: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(originOf('services'))) fromServices.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Everything you need to grow, under one roof' })).toContainText(
    'Twelve services, one team and one plan',
  );
  const cards = serviceGrid(page).getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(services.map(([title]) => title));
  for (const card of await cards.all()) {
    await expect(card.locator('svg[aria-hidden="true"]').first()).toBeVisible();
    await expect(card.getByRole('paragraph')).toHaveText(/^\S.{40,}$/);
  }
  const links = serviceGrid(page).getByRole('link');
  // "Learn More", and the service's name for those who hear the link without its card.
  await expect(links).toHaveText(services.map(([title]) => `Learn More about ${title}`));
  for (const [index, [title]] of services.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(`Learn More about ${title}`);
    await expect(links.nth(index).getByText(`about ${title}`)).toHaveCSS('position', 'absolute');
  }
  expect(await hrefsOf(links)).toEqual(services.map(([, href]) => href));
  // Static: no island in it, and nothing from the services section is fetched to show it.
  await expect(serviceGrid(page).locator('agency-island')).toHaveCount(0);
  await serviceGrid(page).hover();
  await serviceGrid(page).evaluate((grid) => grid.scrollIntoView({ block: 'end' }));
  await page.waitForTimeout(300);
  expect(fromServices).toEqual([]);
});

test('why choose us: four benefits, three testimonials with their results, Explore More Services', async ({ page }) => {
  await page.goto('/');
  const section = whyUs(page);
  await expect(section.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
    'Free consultation and project assessment',
    'A dedicated project manager',
    'Transparent pricing and timelines',
    'Results you can trace',
  ]);
  const testimonials = section.getByRole('figure');
  await expect(testimonials).toHaveCount(3);
  await expect(testimonials.locator('> p')).toHaveText([
    '150% more conversions',
    '300% more qualified leads',
    '20 hours saved every week',
  ]);
  await expect(testimonials.nth(0)).toHaveAccessibleName('E-commerce Director Wine importer, Hong Kong');
  await expect(testimonials.nth(1)).toHaveAccessibleName('Head of Marketing B2B logistics provider, Kwun Tong');
  await expect(testimonials.nth(2)).toHaveAccessibleName('Operations Manager Regional insurance brokerage, Central');

  await section.getByRole('link', { name: 'Explore More Services' }).click();
  await expect(page).toHaveURL('/services');
  await expect(pageHeading(page)).toHaveText('Our Services');
});

test('the enquiry section sits at #contact with our details beside the quote form', async ({ page }) => {
  await page.goto('/#contact');
  const contact = contactSection(page);
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Tell us about your project');
  await expect(contact).toBeInViewport();
  // Scrolled to below the fixed navigation bar, not under it.
  const bar = await topBar(page).boundingBox();
  const heading = await contact.getByRole('heading', { level: 2 }).boundingBox();
  expect(heading?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? Infinity));
  await expect(contact).toContainText(
    'We reply to every enquiry within 24 hours. Prefer to talk? Call us or drop by our Wan Chai office during office hours.',
  );
  await expect(contact.getByRole('link', { name: MAILBOX })).toHaveAttribute('href', `mailto:${MAILBOX}`);
  await expect(contact.getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
  await expect(contact).toContainText('17/F, Harbourline House, 168 Hennessy Road, Wan Chai, Hong Kong');
  await expect(contact).toContainText('Monday – Friday: 9:30 AM – 6:30 PM HKT');
  await expect(contact).toContainText('Saturday – Sunday: Closed');
  // The form is the contact section's widget: its own heading (h3, under the section's), inside its slot.
  const widget = quoteWidget(page);
  await expect(widget.getByRole('heading', { level: 3 })).toHaveText('Request a Quote');
  await expect(widget.getByRole('form', { name: 'Request a Quote' })).toBeVisible();
  await expect(island(page, 'contact-EnquiryForm')).toHaveCount(1);
  await expect(widget.locator('agency-island[data-island-id="contact-EnquiryForm"]')).toHaveCount(1);
});

test('the quote form on Home wakes when the visitor starts on it and sends the exact request', async ({ page }) => {
  await page.goto('/');
  const form = quoteWidget(page).getByRole('form', { name: 'Request a Quote' });
  await form.hover();
  await islandReady(page, 'contact-EnquiryForm');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ka Yan');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Leung');
  await form.getByRole('textbox', { name: 'Email' }).fill('kayan@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 6123 0000');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Leung & Partners');
  await form.getByRole('textbox', { name: 'Project Description' }).fill('A bilingual site.\nBy March.');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Service/ }).check();

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  const subject = 'Quote Request from Ka Yan Leung - Leung & Partners';
  // Budget, timeline and services were left as they were: the e-mail says so.
  const body = [
    'New Quote Request',
    '',
    'Contact Information',
    'Name: Ka Yan Leung',
    'Email: kayan@example.com',
    'Phone: +852 6123 0000',
    'Company: Leung & Partners',
    '',
    'Project Details',
    'Budget Range: Not specified',
    'Services Required: None selected',
    'Timeline: Not specified',
    '',
    'Project Description:',
    'A bilingual site.',
    'By March.',
    '',
    '---',
    'This quote request was generated from the website quote form.',
  ].join('\r\n');
  expect((await mailto).url()).toBe(
    `mailto:${MAILBOX}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
  );
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog', { name: 'Your e-mail app is opening' })).toBeVisible();
});

test('Home carries Organization structured data with the Wan Chai address and hours', async ({ page }) => {
  await page.goto('/');
  const json = await mainArea(page).locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '') as Record<string, unknown>;
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    name: 'Harbourline Digital',
    url: 'https://www.harbourline.example/',
    email: MAILBOX,
    telephone: '+852 3001 2468',
    slogan: 'Boosting Your Business’s Success',
    foundingDate: '2017',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '17/F, Harbourline House, 168 Hennessy Road',
      addressLocality: 'Wan Chai',
      addressRegion: 'Hong Kong',
      addressCountry: 'HK',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:30',
      closes: '18:30',
    },
    areaServed: ['Hong Kong', 'Asia'],
  });
});
