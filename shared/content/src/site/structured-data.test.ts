import { faqItems } from '../company-pages/faq';
import { faqItems as chineseFaqItems } from '../company-pages/faq.zh-hk';
import { company } from './company';
import { company as chineseCompany } from './company.zh-hk';
import { faqPageData, organizationData } from './structured-data';

describe('structured data', () => {
  // The English organisation is pinned to the letter where search engines read it, in Home's HTML
  // (e2e/tests/home.spec.ts); here, what the Chinese Home changes in it and what it keeps.
  it('describes the organisation in Chinese on the Chinese Home, with the Chinese Home as its URL and the same facts', () => {
    expect(organizationData(chineseCompany, 'zh-HK')).toEqual({
      ...organizationData(company, 'en'),
      url: 'https://www.harbourline.example/zh-hk/',
      slogan: '助您的業務更上一層樓',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '軒尼詩道168號 Harbourline House 17樓',
        addressLocality: '灣仔',
        addressRegion: '香港',
        addressCountry: 'HK',
      },
      areaServed: ['香港', '亞洲'],
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

  it('lists the Chinese questions and answers for the Chinese FAQ', () => {
    const data = faqPageData(chineseFaqItems) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data.mainEntity).toHaveLength(8);
    expect(data.mainEntity[0]?.name).toBe('你們提供哪些服務？');
    expect(data.mainEntity[1]?.acceptedAnswer.text).toBe(chineseFaqItems[1]?.answer.join('\n\n'));
  });
});
