/** Traditional Chinese (Hong Kong) of ./ai-marketing-hong-kong.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'ai-marketing-hong-kong',
  title: '香港企業的 AI 營銷自動化：應先從哪些工作入手',
  excerpt:
    '人手精簡的雙語營銷團隊，可交由 AI 處理潛在客戶分流、文案草擬和報告。本文說明應先自動化哪些工作，以及如何符合《個人資料（私隱）條例》。',
  tags: ['營銷自動化', '生成式 AI', 'WhatsApp 營銷', '雙語內容', '私隱條例', '潛在客戶培育'],
  imageAlt: '抽象插圖：對話氣泡和信封穿過齒輪，匯成一條向上攀升的折線圖，以藍色和橙色為主',
  serviceLink: {
    label: '了解 AI 工作流程自動化',
    href: paths.services.service('ai-workflow-automation'),
  },
};
