/** Traditional Chinese (Hong Kong) of ./hong-kong-conversational-ai.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'hong-kong-conversational-ai',
  title: '香港對話式 AI：打造客戶真正願意使用的三語助理',
  excerpt:
    '香港企業如何在 WhatsApp 及網站部署聊天助理，流暢處理廣東話、英文和普通話，同時遵守《個人資料（私隱）條例》。',
  tags: ['對話式 AI', '聊天機械人', 'WhatsApp Business', '廣東話 AI', '客戶服務', '私隱條例'],
  imageAlt: '抽象插圖：三種色調的對話氣泡層層相疊，連接至中央一個發光的節點，以藍色及橙色為主',
  serviceLink: { label: '了解我們的 AI 人工智能方案', href: paths.services.service('ai-solutions') },
};
