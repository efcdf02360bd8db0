import { findRoute } from '../routes/routes';
import { PageHero } from './page-hero';
import { useLocation } from '@agency/shared/router';

/** A page's heading and summary straight from the route table. */
export function RouteSummaryPage({ eyebrow }: { eyebrow?: string }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return null;
  return <PageHero eyebrow={eyebrow} title={route.title} lead={route.description} />;
}
