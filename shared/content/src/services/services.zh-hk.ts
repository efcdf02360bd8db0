/** Traditional Chinese (Hong Kong) of ./services.ts. */
import { paths } from '@agency/platform/routes';
import type { Translation } from '../locale/translation';
import type {
  serviceCardLinkLabel as englishServiceCardLinkLabel,
  servicesOverview as englishServicesOverview,
  ServiceSummary,
} from './services';

/** The twelve service lines, in the order of the navigation menu. */
export const services: readonly ServiceSummary[] = [
  {
    slug: 'content-marketing',
    title: '內容營銷',
    description:
      '由內容策略到中英雙語文章、影片及視覺設計，贏取 B2B 買家的信任，並配合發佈計劃，確保內容送到合適的人眼前。',
    icon: 'article',
  },
  {
    slug: 'digital-marketing',
    title: '數碼營銷',
    description: 'SEO、搜尋廣告及與銷售管道掛鈎的成效追蹤，讓每一分開支都能追溯至查詢和收入。',
    icon: 'trending-up',
  },
  {
    slug: 'social-media-management',
    title: '社交媒體管理',
    description:
      '在 LinkedIn、Instagram、Facebook 及微信上進行增長實驗、製作令人駐足細看的內容、投放社交媒體廣告，並每日悉心打理社群。',
    icon: 'forum',
  },
  {
    slug: 'linkedin-marketing',
    title: 'LinkedIn 營銷',
    description: '憑藉優化的個人檔案、思想領導力內容和精準投放的廣告活動，在超過9.5億名專業人士之中接觸決策者。',
    icon: 'link',
  },
  {
    slug: 'b2b-marketing',
    title: 'B2B 營銷',
    description: '潛在客戶開發、目標客戶營銷（ABM）及銷售支援，專為亞洲漫長而由多人共同決策的採購週期而設。',
    icon: 'business-center',
  },
  {
    slug: 'email-marketing',
    title: '電郵營銷',
    description: '分眾電子通訊及自動化培育流程，推動潛在客戶逐步邁向成交，並遵守香港的直接促銷規定。',
    icon: 'mail',
  },
  {
    slug: 'paid-marketing',
    title: '付費廣告',
    description: '以廣告支出回報為目標管理 Google、Meta 及 LinkedIn 廣告活動，每星期測試廣告創意，如實進行成效歸因。',
    icon: 'ads-click',
  },
  {
    slug: 'crm-solutions',
    title: 'CRM 客戶關係管理方案',
    description: 'CRM 甄選、設定、數據遷移及自動化，讓銷售和營銷團隊對每位客戶都有一致而準確的全面了解。',
    icon: 'contacts',
  },
  {
    slug: 'ai-solutions',
    title: 'AI 人工智能方案',
    description: '以您的數據訓練的度身訂造 AI 助理、智能文件處理及預測模型，由首個試行項目起便衡量投資回報。',
    icon: 'auto-awesome',
  },
  {
    slug: 'ai-workflow-automation',
    title: 'AI 工作流程自動化',
    description: 'AI 代理全天候處理查詢接收、分流、報告及跟進工作，並與您團隊現有的系統連接。',
    icon: 'account-tree',
  },
  {
    slug: 'website-development',
    title: '網站開發',
    description: '快速、無障礙的雙語網站及網頁應用程式，專為搜尋排名和轉化而設計，您的團隊亦能輕鬆自行編輯。',
    icon: 'code',
  },
  {
    slug: 'training',
    title: '企業培訓',
    description: 'AI、數碼營銷及內容營銷實務工作坊，設有結業證書，課後亦繼續提供支援。',
    icon: 'school',
  },
];

/** The link at the foot of every service card. */
export const serviceCardLinkLabel = '了解更多' satisfies Translation<typeof englishServiceCardLinkLabel>;

/** /services and /services/all-services: the overview of the twelve services. */
export const servicesOverview = {
  eyebrow: '我們的服務',
  title: '我們的服務',
  lead: '營銷、AI 及技術開發專才，匯聚於同一支香港團隊。您可先選用目前最需要的服務，再隨業務增長逐步加入其他服務——每項合作都由免費諮詢和一份清晰透明的計劃開始。',
  cta: {
    title: '不知從何入手？',
    text: '預約免費諮詢。我們會了解您的目標，審視您現有的資源，並建議兩三項最能率先帶來明顯成效的服務。',
    action: { label: '立即開始', href: paths.contact.scheduleConsultation },
  },
} satisfies Translation<typeof englishServicesOverview>;
