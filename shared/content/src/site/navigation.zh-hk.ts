/** Traditional Chinese (Hong Kong) of ./navigation.ts. */
import { services } from '../services/services.zh-hk';
import { siteNavigation } from './navigation';

export const navigation = siteNavigation(
  {
    home: '主頁',
    getStarted: '立即開始',
    services: { label: '服務', viewAll: '查看全部服務', viewAllShort: '查看全部' },
    about: {
      label: '關於我們',
      story: '我們的故事',
      values: '我們的價值觀',
      whatSetsUsApart: '為何選擇我們',
      office: '我們的辦公室',
      privacyPolicy: '私隱政策',
      termsConditions: '條款及細則',
      faq: '常見問題',
    },
    portfolio: {
      label: '作品集',
      pages: {
        ecommerce: '電子商務',
        healthcare: '醫療保健',
        corporate: '企業網站',
        insurance: '保險',
        'web-development': '網站開發',
        'case-studies': '個案研究',
      },
      viewAll: '查看完整作品集',
    },
    blog: {
      label: '網誌',
      allArticles: '全部文章',
      articles: {
        'ai-transformation': '2025年 AI 轉型路線圖',
        'ai-marketing-hong-kong': '香港企業的 AI 營銷',
        'b2b-marketing-trends-2025': '2025年 B2B 營銷趨勢',
        'hong-kong-conversational-ai': '香港的對話式 AI',
        'content-marketing-evolution': '內容營銷的演變',
        'digital-transformation-roi': '數碼轉型的投資回報',
        'paid-marketing-roi-2025': '2025年付費廣告投資回報',
        'southeast-asia-ecommerce': '東南亞電子商務',
        'crm-evolution': 'CRM 的演變',
        'web-development-best-practices': '網站開發最佳實踐',
        'asia-digital-transformation': '亞洲數碼轉型',
      },
    },
    contact: {
      label: '聯絡我們',
      quote: '索取報價',
      consultation: '預約諮詢',
      training: '培訓查詢',
      partnership: '業務合作',
    },
  },
  services,
);

export const { homeItem, getStartedItem, desktopMenus, mobileMenu, footerLinks } = navigation;
