/** Traditional Chinese (Hong Kong) of ./navigation.ts. */
import { paths } from '@agency/platform/routes';
import type { Translation } from '../locale/translation';
import { services } from '../services/services.zh-hk';
import type { Menu, MenuItem, MobileMenuGroup, footerLinks as englishFooterLinks } from './navigation';

export const homeItem: MenuItem = { label: '主頁', href: paths.home };
export const getStartedItem: MenuItem = { label: '立即開始', href: paths.contact.scheduleConsultation };

const servicesMenu: Menu = {
  id: 'services',
  label: '服務',
  href: paths.services.root,
  items: [
    ...services.map((service) => ({ label: service.title, href: paths.services.service(service.slug) })),
    { label: '查看全部服務', href: paths.services.root },
  ],
};

const aboutMenu: Menu = {
  id: 'about',
  label: '關於我們',
  href: paths.about.story,
  items: [
    { label: '我們的故事', href: paths.about.story },
    { label: '我們的價值觀', href: paths.about.values },
    { label: '為何選擇我們', href: paths.about.whatSetsUsApart },
    { label: '我們的辦公室', href: paths.about.office },
    { label: '私隱政策', href: paths.privacyPolicy },
    { label: '條款及細則', href: paths.termsConditions },
    { label: '常見問題', href: paths.faq },
  ],
};

const portfolioMenu: Menu = {
  id: 'portfolio',
  label: '作品集',
  href: paths.portfolio.root,
  items: [
    { label: '電子商務', href: paths.portfolio.page('ecommerce') },
    { label: '醫療保健', href: paths.portfolio.page('healthcare') },
    { label: '企業網站', href: paths.portfolio.page('corporate') },
    { label: '保險', href: paths.portfolio.page('insurance') },
    { label: '網站開發', href: paths.portfolio.page('web-development') },
    { label: '個案研究', href: paths.portfolio.page('case-studies') },
    { label: '查看完整作品集', href: paths.portfolio.root },
  ],
};

const blogMenu: Menu = {
  id: 'blog',
  label: '網誌',
  href: paths.blog.root,
  items: [
    { label: '全部文章', href: paths.blog.root },
    { label: '2025年 AI 轉型路線圖', href: paths.blog.article('ai-transformation') },
    { label: '香港企業的 AI 營銷', href: paths.blog.article('ai-marketing-hong-kong') },
    { label: '2025年 B2B 營銷趨勢', href: paths.blog.article('b2b-marketing-trends-2025') },
    { label: '香港的對話式 AI', href: paths.blog.article('hong-kong-conversational-ai') },
    { label: '內容營銷的演變', href: paths.blog.article('content-marketing-evolution') },
    { label: '數碼轉型的投資回報', href: paths.blog.article('digital-transformation-roi') },
    { label: '2025年付費廣告投資回報', href: paths.blog.article('paid-marketing-roi-2025') },
    { label: '東南亞電子商務', href: paths.blog.article('southeast-asia-ecommerce') },
    { label: 'CRM 的演變', href: paths.blog.article('crm-evolution') },
    { label: '網站開發最佳實踐', href: paths.blog.article('web-development-best-practices') },
    { label: '亞洲數碼轉型', href: paths.blog.article('asia-digital-transformation') },
  ],
};

const contactMenu: Menu = {
  id: 'contact',
  label: '聯絡我們',
  href: paths.contact.quote,
  items: [
    { label: '索取報價', href: paths.contact.quote },
    { label: '預約諮詢', href: paths.contact.scheduleConsultation },
    { label: '培訓查詢', href: paths.contact.training },
    { label: '業務合作', href: paths.contact.partnership },
  ],
};

/** The desktop navigation bar's menus, in order. */
export const desktopMenus: readonly Menu[] = [servicesMenu, aboutMenu, portfolioMenu, blogMenu, contactMenu];

/** The small-screen menu: Home, six services + View All, About, Portfolio, Blog, Contact, Get Started. */
export const mobileMenu: readonly MobileMenuGroup[] = [
  { label: '主頁', items: [homeItem] },
  {
    label: '服務',
    items: [...servicesMenu.items.slice(0, 6), { label: '查看全部', href: paths.services.root }],
  },
  { label: '關於我們', items: aboutMenu.items },
  { label: '作品集', items: [{ label: '作品集', href: paths.portfolio.root }] },
  { label: '網誌', items: [{ label: '網誌', href: paths.blog.root }] },
  { label: '聯絡我們', items: contactMenu.items },
];

/** Footer link columns. */
export const footerLinks = {
  explore: [
    homeItem,
    { label: '服務', href: paths.services.root },
    { label: '作品集', href: paths.portfolio.root },
    { label: '網誌', href: paths.blog.root },
  ],
  company: aboutMenu.items.slice(0, 4),
  legal: [
    { label: '私隱政策', href: paths.privacyPolicy },
    { label: '條款及細則', href: paths.termsConditions },
    { label: '常見問題', href: paths.faq },
  ],
  contact: contactMenu.items,
} satisfies Translation<typeof englishFooterLinks>;
