import type { Page } from '@playwright/test';

/**
 * Records every violation of the security policies on a page, in order: the
 * `securitypolicyviolation` event (CSP), and the browser's console messages about the CSP or the
 * Permissions-Policy. Call before the first navigation.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (violation: string) => problems.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}
