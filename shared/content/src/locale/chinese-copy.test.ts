/** @jest-environment node */
import { chineseCopyProblems, mayStayTheSame, untranslated } from './chinese-copy';

describe('chineseCopyProblems', () => {
  it('passes written Hong Kong Chinese', () => {
    expect(chineseCopyProblems('我們為您的網站提供數據庫及軟件支援，並以「電郵」聯絡。')).toEqual([]);
    expect(chineseCopyProblems('香港灣仔軒尼詩道168號 Harbourline House 17樓')).toEqual([]);
  });

  it('finds Simplified characters, and names their Traditional form', () => {
    expect(chineseCopyProblems('这是网站')).toEqual(['Simplified 这: write 這', 'Simplified 网: write 網']);
  });

  it('keeps Traditional characters that OpenCC also lists as Simplified (峰, 群, 台, 干, 周, 里)', () => {
    expect(chineseCopyProblems('高峰、群組、一台電腦、干擾、周末、公里')).toEqual([]);
  });

  it.each([
    ['視頻', '影片'],
    ['信息', '資訊 or 訊息'],
    ['網路', '網絡'],
    ['軟體', '軟件'],
  ])('finds %s where Hong Kong writes %s', (wrong, right) => {
    expect(chineseCopyProblems(`我們的${wrong}`)).toEqual([`${wrong}: write ${right}`]);
  });

  it('finds curly quotes and ASCII punctuation beside Chinese', () => {
    expect(chineseCopyProblems('他說“你好”')).toEqual(expect.arrayContaining(['“: write 「', '”: write 」']));
    expect(chineseCopyProblems('我們的服務, 包括')).toEqual([
      'ASCII punctuation beside Chinese: write ，。：；！？（）',
    ]);
    expect(chineseCopyProblems('閱讀[全文](/blog/crm-evolution)。')).toEqual([]);
  });
});

describe('untranslated', () => {
  it('lists the English strings a translation left as they are, by their place', () => {
    expect(
      untranslated(
        { title: 'Our Story', items: [{ label: 'Home', href: '/' }, { label: 'About us' }] },
        { title: '我們的故事', items: [{ label: 'Home', href: '/' }, { label: '關於我們' }] },
      ),
    ).toEqual([{ path: 'items.0.label', text: 'Home' }]);
  });

  it('lets names, acronyms, figures and addresses stay the same', () => {
    for (const text of ['Harbourline Digital', 'HubSpot', 'CRM', '150%', 'HK$5,000', 'info@harbourline.example'])
      expect(mayStayTheSame(text)).toBe(true);
    expect(mayStayTheSame('Schedule a Free Consultation')).toBe(false);
  });
});
