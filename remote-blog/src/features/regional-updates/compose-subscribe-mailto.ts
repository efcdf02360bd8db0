import { asiaFocus } from '@agency/content/blog/blog-asia-focus';
import { company } from '@agency/content/site/company';
import { buildMailto } from '@agency/platform/mailto';

/** The mailto: URL of a subscription to the regional updates, addressed to the company. */
export function composeSubscribeMailto(to: string = company.email): string {
  return buildMailto(to, asiaFocus.subscribe.subject, asiaFocus.subscribe.body);
}
