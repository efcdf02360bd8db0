/** Traditional Chinese (Hong Kong) of ./training.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const trainingPage: ServicePageContent = {
  slug: 'training',
  hero: {
    lead: '實務工作坊助您的團隊掌握 AI、數碼營銷及內容營銷的實用技能——以英語或廣東話授課，可在貴公司內部或網上進行，課後頒發證書並提供支援。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '星期一早上就用得上的技能',
    paragraphs: [
      '工具推陳出新的速度，大部分團隊都難以追上；一般的網上課程亦甚少反映香港企業的實際運作。員工上完課深受啟發，卻不知道如何把所學應用到工作上。',
      '我們的導師都是每星期親自主理客戶營銷活動和 AI 項目的業內人士。每個課程都按您的行業度身設計，盡可能採用貴公司的實例，最後由學員以自己的實際工作完成練習。',
    ],
    atAGlance: [
      '半日、全日及為期數星期的課程形式',
      '以英語或廣東話授課',
      '可在貴公司、我們的灣仔辦公室或網上直播進行',
      '課程教材及範本可供保留',
      '結業證書及30日跟進支援',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'programmes',
      title: '培訓課程',
      intro: '各課程可獨立舉辦，亦可組合成適合整個部門的學習路徑。',
      cards: [
        {
          title: 'AI 培訓',
          description:
            '由撰寫提示詞、運用生成式 AI 提升日常工作效率，到負責任使用 AI 的政策和建立簡單的自動化流程——適合管理團隊、營銷人員及營運員工。',
          icon: 'psychology',
        },
        {
          title: '數碼營銷培訓',
          description:
            '涵蓋 SEO、Google Ads、社交媒體廣告、數據分析及轉化優化，並以真實帳戶教學，讓學員完成課程後能自行規劃、執行和衡量營銷活動。',
          icon: 'campaign',
        },
        {
          title: '內容營銷培訓',
          description:
            '教授如何以中英文策劃、撰寫及重新運用 B2B 內容，如何在 LinkedIn 建立思想領導力，以及一套團隊在課後也能持續執行的編輯流程。',
          icon: 'edit-note',
        },
        {
          title: '認證',
          description:
            '學員完成實務評核後，可獲頒 Harbourline Digital 結業證書；其後亦設跟進輔導環節，由導師檢視學員的工作成果。',
          icon: 'workspace-premium',
        },
      ],
    },
  ],
  cta: {
    title: '以度身訂造的課程提升團隊技能',
    text: '預約免費諮詢。告訴我們團隊成員的職責和目標，我們便會建議合適的課程內容、形式及時間表，並按每個課程提供固定報價。',
    action: { label: '規劃團隊培訓', href: paths.contact.consultation },
  },
};
