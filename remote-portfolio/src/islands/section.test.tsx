import { render, screen } from '@testing-library/react';
import SectionIsland from './section';

describe('portfolio/Section as a slot island', () => {
  it('renders a route in the language of its props', () => {
    render(<SectionIsland path="/portfolio/insurance" notFound={null} locale="zh-HK" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('保險項目');
    expect(screen.getByRole('link', { name: '商討您的保險項目' })).toHaveAttribute(
      'href',
      '/zh-hk/contact/schedule-consultation',
    );
  });

  it('renders it in English at its English address', () => {
    render(<SectionIsland path="/portfolio/insurance" notFound={null} locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Insurance Projects');
  });
});
