import { homeWidgets } from '@agency/platform/contracts';
import { render, screen } from '@testing-library/react';
import { englishIn, linksOutsideChinese } from '../testing/in-language';
import { islands } from './islands';

/**
 * The section's islands are its slots' (the browser renders them only where the server could not
 * include the fragment): each renders in the language its props give, with nothing around it,
 * as it does in a page's slot.
 */
describe('the services islands', () => {
  it('Section renders a route in the language of its props', async () => {
    const { default: Section } = await islands.Section();
    const { container } = render(<Section path="/services/training" locale="zh-HK" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('企業培訓');
    expect(englishIn(container)).toEqual([]);
    expect(linksOutsideChinese(container)).toEqual([]);
  });

  it('ServiceGrid renders Home’s grid in the language of its props', async () => {
    const { default: ServiceGrid } = await islands.ServiceGrid();
    const { container } = render(<ServiceGrid {...homeWidgets['services/ServiceGrid']} locale="zh-HK" />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('內容營銷');
    expect(englishIn(container)).toEqual([]);
    expect(linksOutsideChinese(container)).toEqual([]);
  });

  it('ServiceGrid in English is the grid as before', async () => {
    const { default: ServiceGrid } = await islands.ServiceGrid();
    render(<ServiceGrid {...homeWidgets['services/ServiceGrid']} locale="en" />);
    expect(screen.getByRole('link', { name: 'Learn More about Content Marketing' })).toHaveAttribute(
      'href',
      '/services/content-marketing',
    );
  });
});
