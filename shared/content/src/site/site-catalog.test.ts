import { isKnownPath } from '@agency/platform/routes';
import { keptNames } from '../locale/glossary';
import type { Menu, MenuItem, MobileMenuGroup } from './navigation';
import { siteCatalog } from './site-catalog';

const english = siteCatalog.en;
const chinese = siteCatalog['zh-HK'];

/** Every menu entry of a language, in order: bar, small-screen menu and footer. */
function entries({ navigation }: typeof english): MenuItem[] {
  const { homeItem, getStartedItem, desktopMenus, mobileMenu, footerLinks } = navigation;
  return [
    homeItem,
    getStartedItem,
    ...desktopMenus.flatMap((menu: Menu) => menu.items),
    ...mobileMenu.flatMap((group: MobileMenuGroup) => group.items),
    ...Object.values(footerLinks).flat(),
  ];
}

/** Chinese: a Han character in it, and no run of two English words once the names kept in Latin letters are left out. */
const readsChinese = (text: string) => {
  const words = keptNames.reduce((rest, name) => rest.replaceAll(name, ''), text);
  return /\p{Script=Han}/u.test(words) && !/[A-Za-z]{3,} [A-Za-z]{3,}/.test(words);
};

describe('the site catalog', () => {
  it('has the same menus in both languages: the same pages, in the same order, under the same ids', () => {
    expect(entries(chinese).map((entry) => entry.href)).toEqual(entries(english).map((entry) => entry.href));
    expect(chinese.navigation.desktopMenus.map((menu) => menu.id)).toEqual([
      'services',
      'about',
      'portfolio',
      'blog',
      'contact',
    ]);
    expect(chinese.navigation.mobileMenu.map((group) => group.id)).toEqual(
      english.navigation.mobileMenu.map((group) => group.id),
    );
    expect(entries(chinese).filter((entry) => !isKnownPath(entry.href.split('#')[0] ?? ''))).toEqual([]);
  });

  it('names every Chinese menu entry in Chinese', () => {
    const labels = [
      ...entries(chinese).map((entry) => entry.label),
      ...chinese.navigation.desktopMenus.map((menu) => menu.label),
      ...chinese.navigation.mobileMenu.map((group) => group.label),
    ];
    expect(labels.filter((label) => !readsChinese(label))).toEqual([]);
    expect(chinese.navigation.desktopMenus.map((menu) => menu.label)).toEqual([
      '服務',
      '關於我們',
      '作品集',
      '網誌',
      '聯絡我們',
    ]);
  });

  it('has the frame’s words in Chinese, each language naming itself in itself', () => {
    const { languageName, ...words } = chinese.frame;
    expect(languageName).toBe('中文');
    expect(english.frame.languageName).toBe('English');
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
    expect(strings(words).filter((text) => !readsChinese(text))).toEqual([]);
    expect(chinese.frame.skipLink).toBe('跳至主要內容');
    expect(chinese.notices.island.tryAgain).toBe('再試一次');
  });

  it('writes the address as each language does', () => {
    expect(english.address).toBe('17/F, Harbourline House, 168 Hennessy Road, Wan Chai, Hong Kong');
    expect(english.addressBlock).toEqual(['17/F, Harbourline House', '168 Hennessy Road', 'Wan Chai, Hong Kong']);
    expect(chinese.address).toBe('香港灣仔軒尼詩道168號 Harbourline House 17樓');
    expect(chinese.addressBlock).toEqual([chinese.address]);
  });

  it('describes the organisation in each language, at its Home', () => {
    expect(english.organization).toMatchObject({
      url: 'https://www.harbourline.example/',
      slogan: english.company.tagline,
    });
    expect(chinese.organization).toMatchObject({
      url: 'https://www.harbourline.example/zh-hk/',
      slogan: '助您的業務更上一層樓',
      areaServed: ['香港', '亞洲'],
    });
  });
});
