/** Traditional Chinese (Hong Kong) of ./ai-transformation.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'ai-transformation',
  title: '2025年 AI 轉型：亞洲企業的實用路線圖',
  excerpt:
    '亞洲大部分 AI 試點項目未及回本便已停滯。本文提出四階段路線圖，助您挑選應用場景、準備數據，並擴展行之有效的方案。',
  tags: ['AI 策略', '數碼轉型', 'AI 管治', '私隱條例', '大灣區', '中小企增長'],
  imageAlt: '抽象插圖：由相連節點組成的蜿蜒道路，向明亮的地平線延伸上升，以藍色和橙色為主',
  serviceLink: { label: '了解我們的 AI 人工智能方案', href: paths.services.service('ai-solutions') },
};
