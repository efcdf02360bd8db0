import { siteCatalog } from '@agency/content/site/site-catalog';
import { useLocalized } from '@agency/ui/theme';
import { ErrorScreen } from '../components/error-screen';
import { NOT_FOUND_ATTRIBUTE } from './not-found-attribute';

/**
 * The one 404 screen, also rendered by sections for sub-paths they do not know. The page's script
 * writes the path asked for to the console (app/server-page.ts).
 */
export function NotFoundPage() {
  const copy = useLocalized(siteCatalog).frame.notFound;
  return <ErrorScreen status="404" copy={copy} attributes={{ [NOT_FOUND_ATTRIBUTE]: '' }} />;
}
