/** Traditional Chinese (Hong Kong) of ./blog.ts. */
import type { Translation } from '../locale/translation';
import type { ArticleAuthor, ArticleCategory, blogCopy as englishBlogCopy } from './blog';

/** The words around the articles: listing, article page chrome and sharing. */
export const blogCopy = {
  eyebrow: '網誌',
  listing: {
    title: '網誌：全部文章',
    lead: '為香港及亞洲各地的企業領袖提供實用洞見：人工智能（AI）在哪些方面真正帶來回報、B2B 採購模式如何轉變、優秀的工程實踐是甚麼模樣，以及如何衡量這一切的投資回報。',
    asiaFocusAction: '香港及亞洲焦點',
    asiaFocusCard: {
      eyebrow: '類別',
      title: '香港及亞洲焦點',
      text: '我們的區域研究團隊追蹤各地數碼市場的發展，由香港、大灣區以至新加坡、雅加達和胡志明市，涵蓋數碼技術的普及程度、法規、支付方式，以及 B2B 買家如何作出採購決定。',
      action: '瀏覽此類別',
      /** Visually hidden after the action, so the link names its destination. */
      actionSuffix: '香港及亞洲焦點',
    },
    cta: {
      title: '將文章中的構思化為實際計劃',
      text: '預約免費諮詢。我們的專家會檢視貴公司的現況，並為您列出最先要走的兩三步，連同時間表和預算。',
      action: '預約免費諮詢',
    },
  },
  card: {
    readMore: '閱讀全文',
    /** Visually hidden after Read More, so each card's link has its own accessible name. */
    readMoreSuffix: (title: string) => `：${title}`,
  },
  article: {
    backToAll: '返回全部文章',
    authorPrefix: '撰文',
    categoriesLabel: '類別',
    tagsLabel: '標籤',
    keyFiguresLabel: '關鍵數字',
    cta: {
      title: '與我們的團隊詳談',
      text: '每次合作都由免費諮詢開始：我們會了解您的目標和數據，無論最終是否合作，您都會帶着具體的下一步建議離開。',
      action: '預約免費諮詢',
    },
    relatedTitle: '相關文章',
  },
  share: {
    action: '分享',
    /** Accessible name of the share button. */
    label: '分享這篇文章',
    copied: '已複製連結至剪貼簿',
    copyFailed: '未能複製連結，請從瀏覽器的網址列直接複製網址。',
  },
} satisfies Translation<typeof englishBlogCopy>;

/** The categories as readers see them. */
export const articleCategoryLabels: Readonly<Record<ArticleCategory, string>> = {
  'hong-kong-asia-focus': '香港及亞洲焦點',
  'ai-digital-transformation': 'AI 及數碼轉型',
  'technical-insights': '技術洞察',
  'industry-insights': '行業洞察',
  'digital-marketing-trends': '數碼營銷趨勢',
  'business-innovation': '商業創新',
};

/** The bylines as readers see them. */
export const articleAuthorLabels: Readonly<Record<ArticleAuthor, string>> = {
  'strategy-team': 'Harbourline 策略團隊',
  'ai-lab': 'Harbourline AI 實驗室',
  'growth-team': 'Harbourline 增長團隊',
  'engineering-team': 'Harbourline 工程團隊',
};

export function readTimeLabel(minutes: number): string {
  return `閱讀時間約${minutes}分鐘`;
}
