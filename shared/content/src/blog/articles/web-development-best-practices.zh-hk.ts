/** Traditional Chinese (Hong Kong) of ./web-development-best-practices.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'web-development-best-practices',
  title: '網站開發最佳實踐',
  excerpt:
    '效能預算、WCAG 2.2、雙語排版、安全標頭、SEO、CMS 選擇及尊重用戶同意的數據分析：一份為香港團隊而寫的實用指南。',
  tags: ['Core Web Vitals', 'WCAG 2.2', '雙語網站', '網站安全', '技術 SEO', 'Headless CMS'],
  imageAlt: '抽象插圖：一個瀏覽器視窗，內有程式碼括號、速度錶，以及英文和中文文字區塊，以深藍、藍色和橙色為主調',
  serviceLink: {
    label: '了解我們的網站開發服務',
    href: paths.services.service('website-development'),
  },
};
