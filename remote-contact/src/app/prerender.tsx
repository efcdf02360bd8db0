import { sectionPrerender } from '@agency/ui/section-prerender';
import { QuoteForm } from '../features/quote/quote-form';
import Section from '../section';

/** What the build renders: a fragment and a standalone page for each route, and the form Home embeds. */
export const prerender = sectionPrerender({ name: 'contact', Section, widgets: { 'contact/QuoteForm': QuoteForm } });
