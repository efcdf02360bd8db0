import { paths } from '@agency/shared/routes';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@agency/shared/router';
import { RemoteSection } from '../features/federation/remote-section';
import { SectionLoading } from '../features/federation/section-fallback';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';

// Home is the landing page and the LCP: it ships in the main bundle. Other shell pages are lazy.
const CompanyPage = lazy(() => import('../pages/company-page'));

const companyPaths = [
  paths.about.story,
  paths.about.values,
  paths.about.whatSetsUsApart,
  paths.about.office,
  paths.privacyPolicy,
  paths.termsConditions,
  paths.faq,
];

const notFound = <NotFoundPage />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      {companyPaths.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<SectionLoading />}>
              <CompanyPage />
            </Suspense>
          }
        />
      ))}
      <Route path="/services/*" element={<RemoteSection name="services" notFound={notFound} />} />
      <Route path="/blog/*" element={<RemoteSection name="blog" notFound={notFound} />} />
      <Route path="/portfolio/*" element={<RemoteSection name="portfolio" notFound={notFound} />} />
      <Route path="/contact/*" element={<RemoteSection name="contact" notFound={notFound} />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
