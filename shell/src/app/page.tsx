/**
 * A page of the site as the shell renders it: the frame (skip link, navigation, main area,
 * footer) around the route's content. The build, and the development server on each request,
 * render every route's page into HTML (prerender.tsx).
 */
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BAD_REQUEST_PATH } from '@agency/content/site/page-head';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { serializeIslandProps } from '@agency/platform/islands';
import type { Locale } from '@agency/platform/routes';
import { appForPath, isKnownPath, localizedPath, paths } from '@agency/platform/routes';
import { EnhancedIsland } from '@agency/ui/island';
import { IslandNotices } from '@agency/ui/island-notices';
import { LocaleContext, theme } from '@agency/ui/theme';
import type { ComponentType, ReactNode } from 'react';
import { Footer } from '../components/footer';
import { NavBar } from '../components/nav-bar/nav-bar';
import { navBarProps } from '../components/nav-bar/nav-bar-props';
import { NAV_HEIGHT } from '../components/nav-bar/nav-dimensions';
import { otherLanguageLink } from '../components/other-language';
import { SectionSlot } from '../features/federation/slots';
import { BadRequestPage } from '../pages/bad-request-page';
import { FaqPage } from '../pages/faq-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { OurOfficePage } from '../pages/our-office-page';
import { OurStoryPage } from '../pages/our-story-page';
import { OurValuesPage } from '../pages/our-values-page';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';
import { TermsConditionsPage } from '../pages/terms-conditions-page';
import { WhyChooseUsPage } from '../pages/why-choose-us-page';
import type { ToastHostProps } from '../islands/toast-host';
import { TOAST_HOST_PROPS_ID } from './toasts';

/** The pages the shell owns, by path. */
const shellPages: Readonly<Record<string, ComponentType>> = {
  [paths.home]: HomePage,
  [paths.about.story]: OurStoryPage,
  [paths.about.values]: OurValuesPage,
  [paths.about.whatSetsUsApart]: WhyChooseUsPage,
  [paths.about.office]: OurOfficePage,
  [paths.privacyPolicy]: PrivacyPolicyPage,
  [paths.termsConditions]: TermsConditionsPage,
  [paths.faq]: FaqPage,
};

/** The path the build renders the not-found page at (404.html): no route. */
export const NOT_FOUND_PATH = '/404';
export { BAD_REQUEST_PATH };

/** A page: its route (the locale-neutral path), in a language. */
interface PageProps {
  route: string;
  locale: Locale;
}

/** The main area's content for a route: a shell page, a section's route (its slot), or an error page. */
function PageContent({ route, locale }: PageProps) {
  if (route === BAD_REQUEST_PATH) return <BadRequestPage />;
  const ShellPage = Object.hasOwn(shellPages, route) ? shellPages[route] : undefined;
  if (ShellPage) return <ShellPage />;
  const app = appForPath(route);
  if (app !== 'shell' && isKnownPath(localizedPath(route, locale)))
    return <SectionSlot name={app} route={route} locale={locale} />;
  return <NotFoundPage />;
}

/**
 * The frame of every page, in the page's language: skip link, navigation (an island), main area,
 * footer, each with the link to the page in the other language; the notices its islands show
 * where they cannot load, and the words of the toast host (created in the browser on the first toast).
 */
function Layout({ route, locale, children }: PageProps & { children: ReactNode }) {
  const { frame, notices } = siteCatalog[locale];
  const toastHost: ToastHostProps = { closeLabel: frame.toasts.close };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {frame.skipLink}
      </a>
      {/* Its menus open natively; its island adds their keyboard moves on the first sign of use. */}
      <EnhancedIsland name="shell/NavBar" when="intent" hold={['keys']}>
        <NavBar {...navBarProps(route, locale)} />
      </EnhancedIsland>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, pt: `${NAV_HEIGHT}px`, outline: 'none' }}>
        {children}
      </Box>
      <Footer language={otherLanguageLink(route, locale)} />
      <IslandNotices copy={notices.island} />
      <script
        type="application/json"
        id={TOAST_HOST_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: serializeIslandProps(toastHost) }}
      />
    </Box>
  );
}

/** A whole page, in its language and the theme, with the theme's CSS variables and the baseline. */
export function Page({ route, locale }: PageProps) {
  return (
    <LocaleContext value={locale}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <Layout route={route} locale={locale}>
          <PageContent route={route} locale={locale} />
        </Layout>
      </ThemeProvider>
    </LocaleContext>
  );
}
