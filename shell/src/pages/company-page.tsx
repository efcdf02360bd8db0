import { desktopMenus } from '@agency/shared/content/navigation';
import { useLocation } from '@agency/shared/router';
import { findRoute } from '@agency/shared/routes';
import { PageHero } from '@agency/shared/ui/page-hero';

/** A shell-owned company page (About, legal, FAQ): heading and summary from the route table. */
export default function CompanyPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return null;
  const menu = desktopMenus.find((candidate) => candidate.items.some((item) => item.href === route.path));
  return <PageHero eyebrow={menu?.label} title={route.title} lead={route.description} />;
}
