/** Traditional Chinese (Hong Kong) of ./route-heads.ts. */
import type { RoutePath } from '@agency/platform/routes';
import type { RouteHead } from './route-heads';

/** Every route of the route table in Chinese (47, aliases included), by its path: the page's title and meta description. */
export const routeHeads: Readonly<Record<string, RouteHead>> = {
  // Shell (8)
  '/': {
    title: '香港 AI、數碼營銷及網站開發公司',
    description: '香港數碼轉型公司，提供 AI 方案、數碼營銷、網站開發及培訓，將 B2B 網站訪客轉化為優質潛在客戶。',
  },
  '/about/story': {
    title: '我們的故事',
    description: '由2017年灣仔的一家數碼營銷工作室，發展成亞洲企業的 AI 及自動化夥伴：Harbourline Digital 的成長歷程。',
  },
  '/about/values': {
    title: '我們的價值觀',
    description: '創新為先、與客戶同行、追求卓越、公開透明、放眼國際、持續學習：支撐我們工作的六項價值觀。',
  },
  '/about/what-sets-us-apart': {
    title: '為何選擇我們',
    description: '免費諮詢及項目評估、靈活多變的數碼方案、專屬項目經理，而且每個項目的收費及時間表都清晰透明。',
  },
  '/about/office': {
    title: '我們的辦公室',
    description:
      '歡迎蒞臨我們位於香港灣仔的17樓辦公室，由港鐵灣仔站步行數分鐘即達。辦公時間為星期一至五上午9:30至下午6:30（香港時間）。',
  },
  '/privacy-policy': {
    title: '私隱政策',
    description:
      'Harbourline Digital 如何根據香港《個人資料（私隱）條例》收集、使用及保護個人資料，以及如何要求查閱或更正資料。',
  },
  '/terms-conditions': {
    title: '條款及細則',
    description: '規管使用 Harbourline Digital 網站的條款：免責聲明、責任限制、彌償，以及適用的香港特別行政區法律。',
  },
  '/faq': {
    title: '常見問題',
    description: '解答有關我們的服務、見效所需時間、服務的企業規模、AI 方案、培訓、數據私隱及覆蓋市場的常見疑問。',
  },
  // Services (14)
  '/services': {
    title: '我們的服務',
    description:
      '十二項服務一站式提供：內容營銷、數碼營銷、社交媒體、LinkedIn、B2B、電郵營銷、付費廣告、CRM、AI、工作流程自動化、網站開發及培訓。',
  },
  '/services/all-services': {
    title: '全部服務',
    description: '瀏覽 Harbourline Digital 的所有服務，由 AI 工作流程自動化及 CRM，以至 SEO、付費媒體及香港企業培訓。',
  },
  '/services/content-marketing': {
    title: '內容營銷',
    description: '內容策略、中英雙語文章、影片及視覺內容，配合有效的發佈渠道，在香港及亞洲的 B2B 買家之間建立權威。',
  },
  '/services/digital-marketing': {
    title: '數碼營銷',
    description: '為香港企業提供 SEO、搜尋廣告、網上形象建立及成效追蹤，讓每一元開支都能追溯至查詢及收入。',
  },
  '/services/social-media-management': {
    title: '社交媒體管理',
    description: '在 LinkedIn、Instagram、Facebook、微信及小紅書上進行增長實驗、內容創作、社交廣告及社群管理。',
  },
  '/services/linkedin-marketing': {
    title: 'LinkedIn 營銷',
    description: '透過個人檔案優化、人脈拓展及專業內容，接觸 LinkedIn 逾9.5億專業人士中的決策者，投資回報清晰可量度。',
  },
  '/services/b2b-marketing': {
    title: 'B2B 營銷',
    description: '為進軍香港、大中華及東南亞市場的 B2B 企業，提供潛在客戶開發、目標客戶營銷及銷售支援。',
  },
  '/services/email-marketing': {
    title: '電郵營銷',
    description: '按客戶生命周期設計的電郵計劃，配合客群細分及自動化，持續培育潛在客戶，並符合香港的直接促銷規定。',
  },
  '/services/paid-marketing': {
    title: '付費廣告',
    description: '為香港及亞洲市場管理 Google、Meta、LinkedIn 及程式化廣告，以廣告投資回報為本，如實歸因，每週優化。',
  },
  '/services/crm-solutions': {
    title: 'CRM 客戶關係管理方案',
    description: 'CRM 系統甄選、實施、數據遷移及自動化，讓銷售與市場推廣團隊對每位客戶都掌握同一套準確資料。',
  },
  '/services/ai-solutions': {
    title: 'AI 人工智能方案',
    description: '圍繞您的數據度身打造 AI 助理、文件智能處理及預測分析，由首個試點項目起即可量度投資回報。',
  },
  '/services/ai-workflow-automation': {
    title: 'AI 工作流程自動化',
    description: 'AI 代理全天候執行受理、分流、報告及跟進等重複工作流程，並與您現有的工具無縫連接。',
  },
  '/services/website-development': {
    title: '網站開發',
    description: '快速、無障礙的中英雙語網站及網頁應用程式，為搜尋及轉化而設計，您的團隊亦可輕鬆自行編輯。',
  },
  '/services/training': {
    title: '企業培訓',
    description: '為香港團隊提供 AI、數碼營銷及內容營銷實戰培訓，以英語或粵語授課，設有認證及培訓後支援。',
  },
  // Blog (13)
  '/blog': {
    title: '網誌：全部文章',
    description: '為香港及亞洲企業領袖而寫，分享 AI、數碼轉型、B2B 營銷及網站開發的專業見解。',
  },
  '/blog/asia-focus': {
    title: '香港及亞洲焦點',
    description: '剖析香港、大中華及東南亞的數碼市場：電子商務、AI 應用及 B2B 採購行為。',
  },
  '/blog/ai-transformation': {
    title: '2025年 AI 轉型：亞洲企業的實用路線圖',
    description:
      '亞洲大部分 AI 試點項目未見回報便已停滯。本文提出四階段路線圖：揀選應用場景、準備數據，再擴展行之有效的做法。',
  },
  '/blog/ai-marketing-hong-kong': {
    title: '香港企業的 AI 營銷自動化：應先從哪些工作入手',
    description:
      '人手精簡的雙語營銷團隊，可交由 AI 分配潛在客戶、草擬內容及製作報告。本文說明應從何入手，以及如何符合《個人資料（私隱）條例》。',
  },
  '/blog/b2b-marketing-trends-2025': {
    title: '2025年 B2B 營銷趨勢：亞太區買家如何改寫遊戲規則',
    description:
      '亞太區 B2B 買家先自行研究，再由多人集體決策，並期望內容切合本地需要。規劃2025年營銷必須留意的七大趨勢。',
  },
  '/blog/hong-kong-conversational-ai': {
    title: '香港對話式 AI：打造客戶真正願意使用的三語助理',
    description:
      '香港企業如何部署能流暢處理粵語、英語及普通話的 WhatsApp 及網站聊天助理，同時遵守《個人資料（私隱）條例》。',
  },
  '/blog/content-marketing-evolution': {
    title: '內容營銷的演變：從以量取勝到建立權威',
    description:
      '單靠多發內容已不再奏效。香港 B2B 團隊正轉向數量較少但更有深度的雙語內容：AI 輔助、人手編輯，並妥善發佈。',
  },
  '/blog/digital-transformation-roi': {
    title: '如何衡量數碼轉型的投資回報',
    description: '基準、領先及滯後指標、延誤的代價與如實歸因：以務實方法證明轉型計劃帶來的回報。',
  },
  '/blog/paid-marketing-roi-2025': {
    title: '2025年如何將付費廣告的投資回報最大化',
    description:
      '點擊成本上升、Cookie 逐步退場、B2B 銷售周期漫長：香港廣告商如何在2025年令 Google、Meta 及 LinkedIn 廣告開支物有所值。',
  },
  '/blog/southeast-asia-ecommerce': {
    title: '東南亞電子商務的增長機遇',
    description: '六個市場，六種消費習慣：香港品牌如何揀選銷售渠道、付款方式及物流，並分階段拓展東南亞電子商務。',
  },
  '/blog/crm-evolution': {
    title: '現代企業的 CRM 演變',
    description:
      '由聯絡人數據庫到收入平台：數據質素、WhatsApp 與微信、AI 評分、《個人資料（私隱）條例》下的同意，以及香港團隊的遷移計劃。',
  },
  '/blog/web-development-best-practices': {
    title: '網站開發最佳實踐',
    description: '效能預算、WCAG 2.2、雙語排版、安全標頭、SEO、CMS 選擇及尊重用戶同意的數據分析：香港團隊的實用指南。',
  },
  '/blog/asia-digital-transformation': {
    title: '亞洲數碼轉型的機遇',
    description: '以香港為樞紐，連接大灣區及數碼化步伐急速的東盟市場：區內機遇何在，拓展前又必須做好哪些準備。',
  },
  // Portfolio (7)
  '/portfolio': {
    title: '作品集',
    description: 'Harbourline Digital 的項目：葡萄酒進口商網店、診所及保險平台、健康產品網店、峰會網站及 AI 招聘平台。',
  },
  '/portfolio/ecommerce': {
    title: '電子商務項目',
    description:
      '我們在香港打造的電子商務項目：葡萄酒進口商網上酒窖、健康產品網店及 B2B 訂貨平台，整合轉數快、PayMe 及 ERP。',
  },
  '/portfolio/healthcare': {
    title: '醫療保健項目',
    description: '我們打造的醫療平台：醫療集團的病人管理系統、物理治療預約及長者護理家屬平台，由設計之初已保障私隱。',
  },
  '/portfolio/corporate': {
    title: '企業網站',
    description: '中英雙語的企業、投資者關係及會議網站：無障礙、在任何裝置上都快速流暢，您的團隊亦可輕鬆更新。',
  },
  '/portfolio/insurance': {
    title: '保險項目',
    description: '保險項目：區域保險公司的代理人平台、中小企報價工具及醫療索償自助服務，全部附有完整的合規紀錄。',
  },
  '/portfolio/web-development': {
    title: '網站開發項目',
    description: '我們度身開發的網頁應用程式，由 AI 招聘到貨運追蹤，以及我們的前端、後端及數據庫技術組合。',
  },
  '/portfolio/case-studies': {
    title: '個案研究',
    description: '三個合作項目詳解，由葡萄酒進口商轉化率提升150%，到 B2B 潛在客戶增加300%：挑戰、方案與成果。',
  },
  // Contact (5)
  '/contact/quote': {
    title: '索取報價',
    description: '告訴我們您的項目及預算。每一項報價要求，我們都會在24小時內回覆，並附上下一步安排及估價。',
  },
  '/contact/schedule-consultation': {
    title: '預約諮詢',
    description: '與我們的香港團隊預約免費策略諮詢、技術深入探討或項目規劃會議。',
  },
  '/contact/consultation': {
    title: '預約諮詢',
    description: '與我們的香港團隊預約免費策略諮詢、技術深入探討或項目規劃會議。',
  },
  '/contact/training': {
    title: '培訓查詢',
    description: '查詢數碼營銷培訓、AI 及自動化工作坊、企業培訓課程，以及為您團隊而設的認證。',
  },
  '/contact/partnership': {
    title: '業務合作機會',
    description: '與香港數碼轉型公司建立策略、渠道、技術整合及合資等夥伴關係。',
  },
} satisfies Record<RoutePath<'zh-HK'>, RouteHead>;
