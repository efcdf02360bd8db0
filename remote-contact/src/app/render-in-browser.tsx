import { paths } from '@agency/platform/routes';
import { renderStandaloneHost } from '@agency/ui/standalone-host';
import Section from '../section';

/** The contact section's page rendered in the browser: a development build has no HTML of its own. */
export default function render(container: HTMLElement) {
  renderStandaloneHost(container, { name: 'contact', Section, home: paths.contact.quote });
}
