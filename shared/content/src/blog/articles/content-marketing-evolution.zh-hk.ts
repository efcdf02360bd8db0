/** Traditional Chinese (Hong Kong) of ./content-marketing-evolution.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'content-marketing-evolution',
  title: '內容營銷的演變：從以量取勝到建立權威',
  excerpt: '多發文已不再是致勝之道。香港 B2B 團隊為何轉向更少、更深入的雙語內容：以 AI 輔助、由專人編輯，並妥善分發。',
  tags: ['內容策略', '思想領導力', '雙語內容', 'AI 輔助寫作', '影片營銷'],
  imageAlt: '抽象插圖：許多分散的小方塊匯聚成一根高大堅實的柱體，以深藍、藍色及橙色為主',
  serviceLink: { label: '了解內容營銷服務', href: paths.services.service('content-marketing') },
};
