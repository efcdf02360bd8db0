import { findRoute } from '@agency/shared/routes';
import { PageHero } from '@agency/shared/ui/page-hero';
import { useLocation } from '@agency/shared/router';

/** A shell-owned company page (About, legal, FAQ): heading and summary from the route table. */
export default function CompanyPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return null;
  return <PageHero eyebrow="Harbourline Digital" title={route.title} lead={route.description} />;
}
