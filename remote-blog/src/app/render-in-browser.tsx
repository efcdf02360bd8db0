import { renderStandaloneHost } from '@agency/ui/standalone-host';
import Section from '../section';

/** The blog's page rendered in the browser: a development build has no HTML of its own. */
export default function render(container: HTMLElement) {
  renderStandaloneHost(container, { name: 'blog', Section });
}
