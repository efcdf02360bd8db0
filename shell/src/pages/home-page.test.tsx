import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { screen, within } from '@testing-library/react';
import { englishShown, internalHrefs, renderInLanguage, structuredData } from '../testing/render-in-language';
import { HomePage } from './home-page';

/** The contact detail under a heading: its text. */
const detail = (label: string) => screen.getByRole('heading', { level: 3, name: label }).nextElementSibling;

describe('HomePage', () => {
  it('has the tagline as its h1, the contact details beside the form and the Organization JSON-LD', () => {
    const { container } = renderInLanguage('en', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Boosting Your Business’s Success');
    expect(detail('Office')).toHaveTextContent(/^17\/F, Harbourline House, 168 Hennessy Road, Wan Chai, Hong Kong$/);
    expect(detail('Hours')).toHaveTextContent('Monday – Friday: 9:30 AM – 6:30 PM HKT');
    expect(within(detail('Email') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    expect(structuredData(container)).toMatchObject({
      url: 'https://www.harbourline.example/',
      name: 'Harbourline Digital',
    });
  });
});

describe('HomePage in Chinese', () => {
  const { home } = companyPagesCatalog['zh-HK'];

  it('reads in Chinese, from the h1 to the contact details, and links to Chinese pages', () => {
    const { container } = renderInLanguage('zh-HK', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('助您的業務更上一層樓');
    expect(screen.getByRole('link', { name: home.hero.primary.label })).toHaveAttribute(
      'href',
      '/zh-hk/contact/schedule-consultation',
    );
    expect(screen.getByRole('link', { name: home.hero.secondary.label })).toHaveAttribute('href', '/zh-hk/services');
    expect(detail('辦公室')).toHaveTextContent(/^香港灣仔軒尼詩道168號 Harbourline House 17樓$/);
    expect(detail('辦公時間')).toHaveTextContent('星期一至五：上午9:30至下午6:30（香港時間）');
    expect(within(detail('電郵') as HTMLElement).getByRole('link')).toHaveTextContent('info@harbourline.example');
    expect(within(detail('電話') as HTMLElement).getByRole('link')).toHaveAttribute('href', 'tel:+85230012468');
    expect(internalHrefs(container).filter((href) => !href.startsWith('/zh-hk/'))).toEqual([]);
    const english = companyPagesCatalog.en.home;
    expect(
      englishShown(container, [
        english.hero.eyebrow,
        english.hero.primary.label,
        english.hero.secondary.label,
        ...english.hero.highlights,
        english.services.title,
        english.whyUs.title,
        english.whyUs.testimonialsTitle,
        english.whyUs.action.label,
        english.contact.title,
        ...Object.values(english.contact.labels),
        'Wan Chai',
        'Boosting',
      ]),
    ).toEqual([]);
  });

  it('describes the company in Chinese in its Organization JSON-LD, at the Chinese Home', () => {
    const { container } = renderInLanguage('zh-HK', <HomePage />);
    expect(structuredData(container)).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Harbourline Digital',
      url: 'https://www.harbourline.example/zh-hk/',
      slogan: '助您的業務更上一層樓',
      address: {
        streetAddress: '軒尼詩道168號 Harbourline House 17樓',
        addressLocality: '灣仔',
        addressRegion: '香港',
      },
      areaServed: ['香港', '亞洲'],
    });
  });
});
