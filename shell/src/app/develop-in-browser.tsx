import { createRoot } from 'react-dom/client';
import { Page } from './page';

/**
 * A development build has no pages from HTML: the browser renders the page for its location
 * whole, islands and sections included (each section through federation, from its dev server).
 */
export default function render(container: HTMLElement) {
  createRoot(container).render(<Page path={window.location.pathname} />);
}
