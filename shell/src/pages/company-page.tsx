import { desktopMenus } from '@agency/shared/content/navigation';
import { useLocation } from '@agency/shared/router';
import { RouteSummaryPage } from '@agency/shared/ui/route-summary-page';

/** A shell-owned company page (About, legal, FAQ): heading and summary from the route table. */
export default function CompanyPage() {
  const { pathname } = useLocation();
  const menu = desktopMenus.find((candidate) => candidate.items.some((item) => item.href === pathname));
  return <RouteSummaryPage eyebrow={menu?.label} />;
}
