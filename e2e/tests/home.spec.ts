import type { Page } from '@playwright/test';
import { expect, mainArea, pageHeading, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const whyUs = (page: Page) => page.getByRole('region', { name: 'Why businesses in Hong Kong choose us' });

test('the hero shows the tagline and its two buttons lead on', async ({ page }) => {
  await page.goto('/');
  await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');

  await mainArea(page).getByRole('link', { name: 'Start Your Growth Journey' }).click();
  await expect(page).toHaveURL('/contact/schedule-consultation');

  await page.goBack();
  await mainArea(page).getByRole('link', { name: 'View Our Services' }).click();
  await expect(page).toHaveURL('/services');
  await expect(pageHeading(page)).toHaveText('Our Services');
});

test('why choose us: four benefits, three testimonials with their results, Explore More Services', async ({ page }) => {
  await page.goto('/');
  const section = whyUs(page);
  await section.scrollIntoViewIfNeeded();

  await expect(section.getByRole('listitem')).toHaveText([
    /^Free consultation and project assessment/,
    /^A dedicated project manager/,
    /^Transparent pricing and timelines/,
    /^Results you can trace/,
  ]);
  const testimonials = section.locator('figure');
  await expect(testimonials).toHaveCount(3);
  await expect(testimonials.nth(0)).toContainText('150% more conversions');
  await expect(testimonials.nth(1)).toContainText('300% more qualified leads');

  await section.getByRole('link', { name: 'Explore More Services' }).click();
  await expect(page).toHaveURL('/services');
});

test('the enquiry section sits at #contact with our details beside the quote form', async ({ page }) => {
  await page.goto('/#contact');
  const contact = page.locator('section#contact');
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Tell us about your project');
  await expect(contact).toBeInViewport();
  await expect(contact.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
    'href',
    'mailto:info@harbourline.example',
  );
  await expect(contact.getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
  await expect(contact).toContainText('17/F, Harbourline House, 168 Hennessy Road, Wan Chai, Hong Kong');
  await expect(contact).toContainText('Monday – Friday: 9:30 AM – 6:30 PM HKT');
  await expect(contact).toContainText('Saturday – Sunday: Closed');
  await expect(contact.getByRole('form', { name: 'Request a Quote' })).toBeVisible();
});

test('Home carries Organization structured data with the Wan Chai address and hours', async ({ page }) => {
  await page.goto('/');
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? '') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    name: 'Harbourline Digital',
    email: 'info@harbourline.example',
    telephone: '+852 3001 2468',
    address: { addressLocality: 'Wan Chai', addressRegion: 'Hong Kong', addressCountry: 'HK' },
    openingHoursSpecification: {
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:30',
      closes: '18:30',
    },
  });
});
