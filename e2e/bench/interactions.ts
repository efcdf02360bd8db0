/**
 * The visitor's first interaction with each kind of island (a menu, a FAQ item, a form field, the
 * date picker), timed with the Event Timing API from input to next paint. Each is measured on a
 * cold load (new context) in Playwright Chromium with the CPU slowed 4× through CDP (a mid-range
 * phone), once the load event has fired and 300 ms have passed: a visitor who acts as soon as
 * the page looks ready, while its islands may still be starting.
 *
 * The pages are being rewritten, so each control is found by its role or label with a fallback,
 * and a control that is not found is that row's measurement failure, not the bench's.
 */
import type { Browser, Page } from '@playwright/test';
import { faqItems } from '@agency/content/company-pages/faq';
import { DURATION_THRESHOLD_MS, KEY_EVENTS, medianDuration, pickInteraction, POINTER_EVENTS } from './event-timing';
import type { EventTimingEntry, InteractionSample } from './event-timing';
import { DEVICES } from './first-load';
import type { Device } from './first-load';

/** Cold loads per interaction, their median reported. */
export const INTERACTION_RUNS = 3;
export const CPU_SLOWDOWN = 4;
const SETTLE_MS = 300;
/** How long a control may take to be there and ready for input. */
const FIND_TIMEOUT_MS = 5_000;
const CALENDAR_TIMEOUT_MS = 10_000;
/** How long to wait for an interaction's entry (the observer reports after the next paint). */
const ENTRY_TIMEOUT_MS = 5_000;

interface Step {
  interaction: string;
  /** The control, as the failure message names it. */
  control: string;
  events: readonly string[];
  act: (page: Page) => Promise<void>;
}

/** One cold load of a route and the interactions made on it, in order. */
interface Scenario {
  route: string;
  device: Device;
  steps: Step[];
}

const firstQuestion = faqItems[0]?.question ?? 'What services do you offer?';

/** The menu needs the desktop: on the phone, Services sits in the collapsed menu. */
const SCENARIOS: Scenario[] = [
  {
    route: '/about/story',
    device: 'desktop',
    steps: [
      {
        interaction: 'open a menu',
        control: 'the banner’s “Services” menu button',
        events: POINTER_EVENTS,
        act: (page) =>
          page
            .getByRole('banner')
            .getByRole('button', { name: 'Services', exact: true })
            .click({ timeout: FIND_TIMEOUT_MS }),
      },
    ],
  },
  {
    route: '/faq',
    device: 'mobile',
    steps: [
      {
        interaction: 'open a FAQ item',
        control: `the first question (“${firstQuestion}”)`,
        events: POINTER_EVENTS,
        act: (page) =>
          page
            .locator('main details > summary, #faq-1-header')
            .or(page.getByRole('main').getByText(firstQuestion, { exact: true }))
            .first()
            .click({ timeout: FIND_TIMEOUT_MS }),
      },
    ],
  },
  {
    route: '/contact/quote',
    device: 'mobile',
    steps: [
      {
        interaction: 'focus a form field',
        control: 'the field labelled “First Name”',
        events: POINTER_EVENTS,
        // A required field's label may end with an asterisk, which its accessible name leaves out.
        act: (page) =>
          page
            .getByLabel('First Name', { exact: true })
            .or(page.getByRole('textbox', { name: 'First Name', exact: true }))
            .first()
            .click({ timeout: FIND_TIMEOUT_MS }),
      },
      {
        interaction: 'type in a form field',
        control: 'the key “A” in that field',
        events: KEY_EVENTS,
        act: (page) => page.keyboard.press('A'),
      },
    ],
  },
  {
    route: '/contact/schedule-consultation',
    device: 'mobile',
    steps: [
      {
        interaction: 'pick a date',
        control: 'the first enabled day of the form’s calendar',
        events: POINTER_EVENTS,
        act: async (page) => {
          // The calendar renders as its form nears the viewport: a visitor scrolls to it first.
          await page.locator('form').first().scrollIntoViewIfNeeded({ timeout: FIND_TIMEOUT_MS });
          const day = page.locator('form [role="gridcell"]:not([disabled])').first();
          await day.waitFor({ timeout: CALENDAR_TIMEOUT_MS });
          await day.click({ timeout: FIND_TIMEOUT_MS });
        },
      },
    ],
  },
];

export interface InteractionRow {
  interaction: string;
  route: string;
  device: Device;
  /** One per cold load, in order. */
  samples: InteractionSample[];
  /** The median over the loads that measured; null when none did. */
  medianMs: number | null;
}

/** Every interaction, INTERACTION_RUNS cold loads each; `onRow` hears of each row when done. */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  onRow: (row: InteractionRow) => void = () => undefined,
): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = [];
  for (const scenario of SCENARIOS) {
    const samples: InteractionSample[][] = scenario.steps.map(() => []);
    for (let run = 0; run < INTERACTION_RUNS; run++) {
      const measured = await measureScenario(browser, origin, scenario);
      measured.forEach((sample, step) => samples[step]?.push(sample));
    }
    scenario.steps.forEach((step, index) => {
      const stepSamples = samples[index] ?? [];
      const row = {
        interaction: step.interaction,
        route: scenario.route,
        device: scenario.device,
        samples: stepSamples,
        medianMs: medianDuration(stepSamples),
      };
      rows.push(row);
      onRow(row);
    });
  }
  return rows;
}

declare global {
  interface Window {
    __benchEventTiming?: EventTimingEntry[];
  }
}

/** One cold load: every step of the scenario in turn; a step that fails leaves the rest unmeasured. */
async function measureScenario(browser: Browser, origin: string, scenario: Scenario): Promise<InteractionSample[]> {
  const context = await browser.newContext(DEVICES[scenario.device]);
  const samples: InteractionSample[] = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const response = await page.goto(new URL(scenario.route, origin).href, { waitUntil: 'load', timeout: 60_000 });
    if (response?.status() !== 200) throw new Error(`${scenario.route} answered HTTP ${response?.status()}`);
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate((threshold) => {
      window.__benchEventTiming = [];
      // The cast: durationThreshold is Event Timing's own option, which TypeScript's DOM types lack.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          window.__benchEventTiming?.push({
            name: entry.name,
            interactionId: entry.interactionId,
            startTime: entry.startTime,
            duration: entry.duration,
            processingStart: entry.processingStart,
            processingEnd: entry.processingEnd,
          });
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    }, DURATION_THRESHOLD_MS);

    for (const step of scenario.steps) {
      const before = await page.evaluate(() => performance.now());
      try {
        await step.act(page);
      } catch (error) {
        const reason = firstLine(error);
        samples.push({ timing: null, error: `${step.control} not found or not usable: ${reason}` });
        break;
      }
      samples.push({ timing: await awaitInteraction(page, step.events, before), error: null });
    }
  } catch (error) {
    samples.push({ timing: null, error: firstLine(error) });
  } finally {
    await context.close();
  }
  // Steps after a failure measured nothing.
  const failure = samples.at(-1)?.error;
  while (samples.length < scenario.steps.length)
    samples.push({ timing: null, error: `not measured: an earlier step failed (${failure})` });
  return samples;
}

/**
 * Waits for the interaction's entry, then a little more for the rest of its entries (a click's
 * pointerdown may be reported a frame before its click), and picks it; null when none came.
 */
async function awaitInteraction(page: Page, events: readonly string[], after: number) {
  const entries = () => page.evaluate(() => window.__benchEventTiming ?? []);
  const deadline = Date.now() + ENTRY_TIMEOUT_MS;
  while (pickInteraction(await entries(), events, after) === null && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  return pickInteraction(await entries(), events, after);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
