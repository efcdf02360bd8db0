import { createRoot } from 'react-dom/client';
// The production build links it at the end of each page; a development page takes it from here.
import './enhancements.css';
import { Page } from './page';

/**
 * A development build has no pages from HTML: the browser renders the page for its location
 * whole, islands and sections included (each section through federation, from its dev server).
 */
export default function render(container: HTMLElement) {
  createRoot(container).render(<Page path={window.location.pathname} />);
}
