import { sectionPrerender } from '@agency/ui/section-prerender';
import Section from '../section';

/** What the build renders: a fragment and a standalone page for each route of the section. */
export const prerender = sectionPrerender({ name: 'portfolio', Section });
