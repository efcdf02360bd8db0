import { faqItems } from '../company-pages/faq';
import { faqPageData, organizationData } from './structured-data';

describe('structured data', () => {
  it('describes the organisation with its Wan Chai address and office hours', () => {
    expect(organizationData()).toEqual({
      '@type': ['Organization', 'ProfessionalService'],
      name: 'Harbourline Digital',
      url: 'https://www.harbourline.example/',
      email: 'info@harbourline.example',
      telephone: '+852 3001 2468',
      slogan: 'Boosting Your Business’s Success',
      foundingDate: '2017',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '17/F, Harbourline House, 168 Hennessy Road',
        addressLocality: 'Wan Chai',
        addressRegion: 'Hong Kong',
        addressCountry: 'HK',
      },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:30',
        closes: '18:30',
      },
      areaServed: ['Hong Kong', 'Asia'],
    });
  });

  it('lists every FAQ question with its whole answer', () => {
    const data = faqPageData(faqItems) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(8);
    expect(data.mainEntity[0]?.name).toBe(faqItems[0]?.question);
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(faqItems[0]?.answer.join('\n\n'));
  });
});
