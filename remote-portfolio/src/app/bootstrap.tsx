import { StandaloneHost } from '@agency/shared/ui/standalone-host';
import { createRoot } from 'react-dom/client';
import Section from '../section';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<StandaloneHost name="portfolio" Section={Section} />);
