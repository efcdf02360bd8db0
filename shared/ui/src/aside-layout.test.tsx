import { screen } from '@testing-library/react';
import { AsideLayout } from './aside-layout';
import { renderWithProviders } from './testing/testing';

function renderLayout(asidePlacement: 'start' | 'end') {
  return renderWithProviders(
    <AsideLayout
      asideComponent="nav"
      asideLabelledBy="contents-heading"
      asidePlacement={asidePlacement}
      columns={{ aside: '260px', main: 'minmax(0, 1fr)' }}
      stickyTop={88}
      aside={<h2 id="contents-heading">Contents</h2>}
    >
      <article>The document</article>
    </AsideLayout>,
  );
}

describe('AsideLayout', () => {
  it('renders the aside as a landmark named by its heading', () => {
    renderLayout('start');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toHaveTextContent('Contents');
  });

  it.each([
    ['start', ['NAV', 'ARTICLE']],
    ['end', ['ARTICLE', 'NAV']],
  ] as const)('puts an aside placed at the %s in that place in the source order', (placement, order) => {
    renderLayout(placement);
    const grid = screen.getByRole('navigation').parentElement;
    expect(Array.from(grid?.children ?? [], (child) => child.tagName)).toEqual(order);
  });
});
