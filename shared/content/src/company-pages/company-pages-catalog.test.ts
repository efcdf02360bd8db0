import { companyPagesCatalog } from './company-pages-catalog';

const english = companyPagesCatalog.en;
const chinese = companyPagesCatalog['zh-HK'];

describe('the company pages catalog', () => {
  it('gives every page its copy in each language, each page’s h1 in Chinese', () => {
    expect(
      [chinese.ourStory, chinese.ourValues, chinese.whyChooseUs, chinese.ourOffice, chinese.faq.page].map(
        (page) => page.intro.title,
      ),
    ).toEqual(['我們的故事', '我們的價值觀', '為何選擇我們', '我們的辦公室', '常見問題']);
    expect([chinese.privacyPolicy.intro.title, chinese.termsConditions.intro.title]).toEqual([
      '私隱政策',
      '條款及細則',
    ]);
    expect(chinese.aboutEyebrow).toBe('關於我們');
    expect(chinese.home.contact.labels).toEqual({ email: '電郵', phone: '電話', office: '辦公室', hours: '辦公時間' });
  });

  it('has both legal documents in full in Chinese, each saying that the English version prevails', () => {
    for (const [document, original] of [
      [chinese.privacyPolicy, english.privacyPolicy],
      [chinese.termsConditions, english.termsConditions],
    ] as const) {
      expect(document.sections.map((section) => section.id)).toEqual(original.sections.map((section) => section.id));
      expect(document.sections.map((section) => section.blocks.length)).toEqual(
        original.sections.map((section) => section.blocks.length),
      );
      expect(document.preamble.join('')).toContain('概以英文版本為準');
      expect(document.lastUpdated).toEqual({ label: '最後更新', date: '2025年8月13日', iso: original.lastUpdated.iso });
    }
  });

  it('punctuates "Last updated: date" as each language does: no ASCII colon between Chinese words', () => {
    expect(
      `${english.privacyPolicy.lastUpdated.label}${english.labelSeparator}${english.privacyPolicy.lastUpdated.date}`,
    ).toBe('Last updated: 2025/8/13');
    expect(
      `${chinese.termsConditions.lastUpdated.label}${chinese.labelSeparator}${chinese.termsConditions.lastUpdated.date}`,
    ).toBe('最後更新：2025年8月13日');
  });

  it('carries the FAQ’s questions and its FAQPage JSON-LD in the same language', () => {
    for (const { faq } of [english, chinese]) {
      const data = faq.structuredData as { mainEntity: { name: string }[] };
      expect(data.mainEntity.map((question) => question.name)).toEqual(faq.items.map((item) => item.question));
    }
    expect(chinese.faq.items.map((item) => item.question)[0]).toBe('你們提供哪些服務？');
  });
});
