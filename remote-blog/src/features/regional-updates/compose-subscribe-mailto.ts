import { asiaFocus } from '@agency/shared/content/blog-asia-focus';
import { company } from '@agency/shared/content/company';
import { buildMailto } from '@agency/shared/mailto';

/** The mailto: URL of a subscription to the regional updates, addressed to the company. */
export function composeSubscribeMailto(to: string = company.email): string {
  return buildMailto(to, asiaFocus.subscribe.subject, asiaFocus.subscribe.body);
}
