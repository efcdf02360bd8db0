import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import Section from './section';

/** Mounted under /portfolio/* as the shell mounts it. */
function renderAt(path: string) {
  return renderWithProviders(<Section path={path} notFound={<p>shell not found</p>} />);
}

describe('portfolio Section routes', () => {
  it.each([
    ['/portfolio', 'Portfolio'],
    ['/portfolio/ecommerce', 'E-commerce Projects'],
    ['/portfolio/healthcare', 'Healthcare Projects'],
    ['/portfolio/corporate', 'Corporate Websites'],
    ['/portfolio/insurance', 'Insurance Projects'],
    ['/portfolio/web-development', 'Web Development Projects'],
    ['/portfolio/case-studies', 'Case Studies'],
  ])('%s renders the h1 %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.queryByText('shell not found')).not.toBeInTheDocument();
  });

  it('renders the shell’s not-found element for an unknown sub-path', () => {
    renderAt('/portfolio/unknown');
    expect(screen.getByText('shell not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
