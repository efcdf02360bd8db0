/** Traditional Chinese (Hong Kong) of ./paid-marketing-roi-2025.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'paid-marketing-roi-2025',
  title: '2025年如何將付費廣告的投資回報最大化',
  excerpt:
    '點擊成本上升、Cookie 逐漸失效、B2B 銷售週期漫長：香港廣告主在2025年如何令 Google、Meta 和 LinkedIn 的廣告開支物有所值。',
  tags: ['付費媒體', 'Google Ads', 'LinkedIn Ads', '轉化追蹤', '第一方數據', 'ROAS'],
  imageAlt: '抽象插圖：由彩色圓點組成的漏斗逐漸收窄，匯聚成一個向上的箭嘴，以深藍、藍色和橙色為主調',
  serviceLink: { label: '了解付費廣告服務', href: paths.services.service('paid-marketing') },
};
