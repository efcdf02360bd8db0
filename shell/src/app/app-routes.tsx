import { paths } from '@agency/platform/routes';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from '@agency/platform/router';
import { markInteractive } from '../features/composition/marks';
import { renderWholePageWhenIdle } from '../features/composition/whole-page';
import { RemoteSection } from '../features/federation/remote-section';
import { SectionLoading } from '../features/federation/section-fallback';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';

// Home is the landing page and the LCP: it ships in the main bundle. Other shell pages are lazy,
// each in a chunk named by pageChunkName() so the route's HTML preloads it.
const companyPages = [
  {
    path: paths.about.story,
    Page: lazy(() => import(/* webpackChunkName: "page-about-story" */ '../pages/our-story-page')),
  },
  {
    path: paths.about.values,
    Page: lazy(() => import(/* webpackChunkName: "page-about-values" */ '../pages/our-values-page')),
  },
  {
    path: paths.about.whatSetsUsApart,
    Page: lazy(() => import(/* webpackChunkName: "page-about-what-sets-us-apart" */ '../pages/why-choose-us-page')),
  },
  {
    path: paths.about.office,
    Page: lazy(() => import(/* webpackChunkName: "page-about-office" */ '../pages/our-office-page')),
  },
  {
    path: paths.privacyPolicy,
    Page: lazy(() => import(/* webpackChunkName: "page-privacy-policy" */ '../pages/privacy-policy-page')),
  },
  {
    path: paths.termsConditions,
    Page: lazy(() => import(/* webpackChunkName: "page-terms-conditions" */ '../pages/terms-conditions-page')),
  },
  { path: paths.faq, Page: lazy(() => import(/* webpackChunkName: "page-faq" */ '../pages/faq-page')) },
];

/**
 * Marks the page interactive once the route's own content has committed (hydrated or rendered),
 * and then has the page rendered whole. Rendered last inside the route's Suspense boundary: a lazy
 * page hydrates when its chunk has arrived, which can be after the shell's first commit.
 */
function ContentCommitted() {
  useEffect(() => {
    markInteractive();
    renderWholePageWhenIdle();
  }, []);
  return null;
}

const committed = (content: ReactNode) => (
  <>
    {content}
    <ContentCommitted />
  </>
);

const notFound = committed(<NotFoundPage />);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={committed(<HomePage />)} />
      {companyPages.map(({ path, Page }) => (
        <Route
          key={path}
          path={path}
          element={<Suspense fallback={<SectionLoading />}>{committed(<Page />)}</Suspense>}
        />
      ))}
      <Route
        path="/services/*"
        element={committed(<RemoteSection key="services" name="services" notFound={notFound} />)}
      />
      <Route path="/blog/*" element={committed(<RemoteSection key="blog" name="blog" notFound={notFound} />)} />
      <Route
        path="/portfolio/*"
        element={committed(<RemoteSection key="portfolio" name="portfolio" notFound={notFound} />)}
      />
      <Route
        path="/contact/*"
        element={committed(<RemoteSection key="contact" name="contact" notFound={notFound} />)}
      />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
