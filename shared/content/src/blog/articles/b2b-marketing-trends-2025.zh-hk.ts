/** Traditional Chinese (Hong Kong) of ./b2b-marketing-trends-2025.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'b2b-marketing-trends-2025',
  title: '2025年 B2B 營銷趨勢：亞太區買家如何改寫遊戲規則',
  excerpt:
    '亞太區 B2B 買家私下做足功課、由採購小組集體決策，並期望內容切合本地需要。以下七大趨勢，助您規劃2025年的營銷部署。',
  tags: ['B2B 營銷', '目標客戶營銷', '買家旅程', '亞太區', '第一方數據', 'AI 搜尋'],
  imageAlt: '抽象插圖：多個代表人群、互相重疊的圓圈以線條相連，環繞中央一個標靶，以藍色及橙色為主',
  serviceLink: { label: '了解我們的 B2B 營銷服務', href: paths.services.service('b2b-marketing') },
};
