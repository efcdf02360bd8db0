import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. No rule is excluded. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Lets axe-core run in a page with JavaScript off. Chromium then runs no timers for the page, only
 * the code the test evaluates and its promise jobs; axe schedules its steps with setTimeout(…, 0)
 * and would wait for ever. Zero-delay timers run as promise jobs instead; longer ones are only
 * axe's guards for frames that never answer (the site has none) and are dropped. The page's own
 * scripts never run, so nothing of the site is changed.
 */
const letAxeRunWithoutScripts = (page: Page) =>
  page.evaluate(() => {
    const soon = (callback: () => void) => void Promise.resolve().then(callback);
    Object.assign(window, {
      setTimeout: (callback: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => {
        if (delay <= 1) soon(() => callback(...args));
        return 0;
      },
      clearTimeout: () => {},
      queueMicrotask: soon,
    });
  });

/**
 * One line per failing element: rule, impact, what it means, the element (selector and HTML) and
 * axe's own account (for contrast: the ratio, the colours and the font size).
 */
/**
 * Lays out, for axe, what the page lays out only as the visitor nears it (`content-visibility:
 * auto`: the footer, an article's blocks), and hands it back afterwards. axe reads colours from the
 * layout, and content skipped at that moment has none: on a busy machine it measured the footer's
 * light text against white. Laid out, it is what the visitor sees on reaching it.
 */
const layOutDeferredContent = (page: Page, laidOut: boolean) =>
  page.evaluate((on) => {
    const id = 'axe-lays-out-deferred-content';
    if (!on) return document.getElementById(id)?.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<style id="${id}">* { content-visibility: visible !important; }</style>`,
    );
  }, laidOut);

export async function axeViolations(page: Page, options: { scriptless: boolean; include?: string }): Promise<string[]> {
  if (options.scriptless) await letAxeRunWithoutScripts(page);
  await layOutDeferredContent(page, true);
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    // Passes and incomplete results are not reported: collecting them costs about a third of a run.
    .options({ resultTypes: ['violations'] })
    // The site has no frames, so axe.run in the page sees all of it. The default mode runs axe per
    // frame and merges the results in a second, blank page: over twice the time for the same answer.
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze().finally(() => layOutDeferredContent(page, false));
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      // The first line of a summary is "Fix any of the following:"; the rest says what is wrong.
      const reason = node.failureSummary?.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim() ?? '';
      return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} — ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${reason}`;
    }),
  );
}
