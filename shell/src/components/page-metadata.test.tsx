import { findRoute } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import type { NavigateFunction } from '@agency/platform/router';
import { useNavigate } from '@agency/platform/router';
import { PageMetadata } from './page-metadata';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const descriptionOf = (path: string) => findRoute(path)?.description;

afterEach(() => {
  document.title = '';
  document.head.innerHTML = '';
});

describe('PageMetadata', () => {
  it('writes title, description, canonical URL and Open Graph tags from the route table', () => {
    renderWithProviders(<PageMetadata />, { route: '/services/crm-solutions' });

    expect(document.title).toBe('CRM Solutions | Harbourline Digital');
    expect(content('meta[name="description"]')).toBe(descriptionOf('/services/crm-solutions'));
    expect(canonical()).toBe('https://www.harbourline.example/services/crm-solutions');
    expect(content('meta[property="og:title"]')).toBe('CRM Solutions | Harbourline Digital');
    expect(content('meta[property="og:url"]')).toBe('https://www.harbourline.example/services/crm-solutions');
    expect(content('meta[property="og:description"]')).toBe(descriptionOf('/services/crm-solutions'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('updates the tags the build wrote rather than adding more', () => {
    document.head.innerHTML =
      '<meta name="description" content="from the build"><link rel="canonical" href="https://www.harbourline.example/">';

    renderWithProviders(<PageMetadata />, { route: '/about/office/' });

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe(descriptionOf('/about/office'));
    expect(canonical()).toBe('https://www.harbourline.example/about/office');
  });

  it('marks an unknown path noindex and drops its canonical URL', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.harbourline.example/">';

    renderWithProviders(<PageMetadata />, { route: '/blog/all-articles' });

    expect(document.title).toBe('Page Not Found | Harbourline Digital');
    expect(content('meta[name="description"]')).toBe('The page you were looking for does not exist.');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('follows navigation', () => {
    let navigate: NavigateFunction = () => undefined;
    function NavigateCapture() {
      const captured = useNavigate();
      useEffect(() => {
        navigate = captured;
      }, [captured]);
      return null;
    }
    renderWithProviders(
      <>
        <PageMetadata />
        <NavigateCapture />
      </>,
      { route: '/nope' },
    );
    expect(content('meta[name="robots"]')).toBe('noindex');

    act(() => {
      void navigate('/');
    });

    expect(document.title).toBe('Harbourline Digital | AI, Digital Marketing & Web Development Agency in Hong Kong');
    expect(canonical()).toBe('https://www.harbourline.example/');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
