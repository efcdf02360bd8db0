/** Traditional Chinese (Hong Kong) of ./crm-evolution.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'crm-evolution',
  title: '現代企業的 CRM 演變',
  excerpt:
    '由聯絡人數據庫到收入平台：為香港團隊剖析數據質素、WhatsApp 與微信、AI 評分、《個人資料（私隱）條例》下的同意，以及系統遷移計劃。',
  tags: ['CRM', '數據質素', 'WhatsApp Business', '潛在客戶評分', '私隱條例合規', '變革管理'],
  imageAlt:
    '抽象插圖：一張張聯絡人卡片流向中央樞紐，再分支成對話氣泡和一條向上攀升的收入曲線，以海軍藍、藍色和橙色繪成',
  serviceLink: { label: '了解我們的 CRM 客戶關係管理方案', href: paths.services.service('crm-solutions') },
};
