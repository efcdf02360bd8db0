import { companyFacts } from '@agency/content/site/company-facts';
import { buildMailto } from '@agency/platform/mailto';

/** The mailto: URL of a subscription to the regional updates, in the page's words, addressed to the company. */
export function subscribeMailto(words: { subject: string; body: string }, to: string = companyFacts.email): string {
  return buildMailto(to, words.subject, words.body);
}
