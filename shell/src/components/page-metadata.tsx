import { company } from '@agency/shared/content/company';
import { findRoute } from '@agency/shared/routes';
import { useEffect } from 'react';
import { useLocation } from '@agency/shared/router';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function documentTitleFor(pathname: string): string {
  const route = findRoute(pathname);
  if (!route) return `${NOT_FOUND_TITLE} | ${company.name}`;
  return pathname === '/' ? `${company.name} | ${route.title}` : `${route.title} | ${company.name}`;
}

/** Sets the document title and meta description from the route table on every navigation. */
export function PageMetadata() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
    const description = findRoute(pathname)?.description ?? 'The page you were looking for does not exist.';
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [pathname]);
  return null;
}
