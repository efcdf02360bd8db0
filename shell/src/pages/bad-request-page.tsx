import { siteCatalog } from '@agency/content/site/site-catalog';
import { useLocalized } from '@agency/ui/theme';
import { ErrorScreen } from '../components/error-screen';

/**
 * The answer to an address the server cannot read (a broken percent-encoding such as `/blog/%FF`):
 * the site's own page, with its navigation, rather than a framework's error.
 */
export function BadRequestPage() {
  return <ErrorScreen status="400" copy={useLocalized(siteCatalog).frame.badRequest} />;
}
