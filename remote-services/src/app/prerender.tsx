import { sectionPrerender } from '@agency/ui/section-prerender';
import { ServiceGrid } from '../components/service-grid';
import Section from '../section';

/** What the build renders: a fragment and a standalone page for each route, and the grid Home embeds. */
export const prerender = sectionPrerender({
  name: 'services',
  Section,
  widgets: { 'services/ServiceGrid': ServiceGrid },
});
