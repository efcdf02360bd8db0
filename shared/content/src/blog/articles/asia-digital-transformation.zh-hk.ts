/** Traditional Chinese (Hong Kong) of ./asia-digital-transformation.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'asia-digital-transformation',
  title: '亞洲數碼轉型的機遇',
  excerpt: '從香港樞紐、大灣區到數碼化步伐急速的東盟市場：區內機遇何在，拓展之前又要先做好甚麼。',
  tags: ['亞太區', '大灣區', '東盟', '跨境支付', '數據規管', '區域拓展'],
  imageAlt: '抽象插圖：由相連節點組成的網絡，從中央樞紐向外輻射，覆蓋一幅風格化的亞洲地圖，以深藍、藍色和橙色為主',
  serviceLink: { label: '了解 AI 人工智能方案', href: paths.services.service('ai-solutions') },
};
