/// <reference types="@testing-library/jest-dom" />
// (The matchers are registered by the shared jest setup; this line only brings in their types.)
import { renderWithProviders } from '@agency/shared/testing';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import type { NavigateFunction } from '@agency/shared/router';
import { useNavigate } from '@agency/shared/router';
import { documentTitleFor, PageMetadata } from './page-metadata';

const metaDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.title = '';
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
});

describe('documentTitleFor', () => {
  it('puts the brand first on the home page', () => {
    expect(documentTitleFor('/')).toBe(
      'Harbourline Digital | AI, Digital Marketing & Web Development Agency in Hong Kong',
    );
  });

  it('puts the page title first elsewhere', () => {
    expect(documentTitleFor('/services/crm-solutions')).toBe('CRM Solutions | Harbourline Digital');
    expect(documentTitleFor('/services/crm-solutions/')).toBe('CRM Solutions | Harbourline Digital');
    expect(documentTitleFor('/blog')).toBe('Blog: All Articles | Harbourline Digital');
  });

  it('names unknown paths Page Not Found', () => {
    expect(documentTitleFor('/nope')).toBe('Page Not Found | Harbourline Digital');
    expect(documentTitleFor('/blog/all-articles')).toBe('Page Not Found | Harbourline Digital');
  });
});

describe('PageMetadata', () => {
  it('sets the title and creates the meta description from the route table', () => {
    renderWithProviders(<PageMetadata />, { route: '/services/crm-solutions' });

    expect(document.title).toBe('CRM Solutions | Harbourline Digital');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaDescription()).toBe(
      'CRM selection, implementation, data migration and automation so sales and marketing share one accurate view of every customer.',
    );
  });

  it('updates the existing meta description rather than adding another', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'from index.html';
    document.head.append(existing);

    renderWithProviders(<PageMetadata />, { route: '/about/office' });

    expect(document.title).toBe('Our Office | Harbourline Digital');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(existing.content).toBe(
      'Visit us on 17/F in Wan Chai, Hong Kong. Office hours Monday to Friday 9:30 AM–6:30 PM HKT, with phone and e-mail contact details.',
    );
  });

  it('describes an unknown path as missing', () => {
    renderWithProviders(<PageMetadata />, { route: '/nope' });

    expect(document.title).toBe('Page Not Found | Harbourline Digital');
    expect(metaDescription()).toBe('The page you were looking for does not exist.');
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
      { route: '/' },
    );
    expect(document.title).toBe('Harbourline Digital | AI, Digital Marketing & Web Development Agency in Hong Kong');

    act(() => {
      void navigate('/blog/crm-evolution');
    });

    expect(document.title).toBe('CRM Evolution in Modern Business | Harbourline Digital');
    expect(metaDescription()).toBe(
      'How CRM grew from contact lists to AI-assisted revenue platforms, and how to choose and roll out one your team will use.',
    );
  });
});
