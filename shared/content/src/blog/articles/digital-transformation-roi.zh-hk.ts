/** Traditional Chinese (Hong Kong) of ./digital-transformation-roi.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'digital-transformation-roi',
  title: '如何衡量數碼轉型的投資回報',
  excerpt: '由基線、領先與滯後指標、延誤的代價到實事求是的歸因，以務實方法證明轉型計劃的真正回報。',
  tags: ['數碼轉型', 'ROI 衡量', 'KPI', '商業論證', '工作流程自動化'],
  imageAlt: '抽象插圖：天秤一邊是疊起的硬幣，另一邊是齒輪和向上攀升的折線圖，以海軍藍、藍色和橙色繪成',
  serviceLink: {
    label: '了解 AI 工作流程自動化',
    href: paths.services.service('ai-workflow-automation'),
  },
};
