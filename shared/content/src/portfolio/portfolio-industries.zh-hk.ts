/** Traditional Chinese (Hong Kong) of ./portfolio-industries.ts. */
import { portfolioCtaHref } from './portfolio-facts';
import type { IndustryPage, TechnologyGroupName } from './portfolio-industries';

/** The labels visitors see for the technology groups, by their identifiers. */
export const technologyGroupLabels: Readonly<Record<TechnologyGroupName, string>> = {
  Frontend: '前端',
  Backend: '後端',
  Database: '數據庫',
};

const consultation = (label: string) => ({ label, href: portfolioCtaHref });

export const industryPages: readonly IndustryPage[] = [
  {
    slug: 'ecommerce',
    hero: {
      eyebrow: '作品集 · 電子商務',
      title: '電子商務項目',
      lead: '我們為進口商、零售商及分銷商打造網店，讓購物變得輕鬆，銷量自然上升：產品目錄清晰、手機結帳快捷、支援香港顧客真正慣用的付款方式，送貨承諾亦說到做到。',
    },
    features: {
      title: '我們為網上零售商打造的方案',
      intro: '每家網店都圍繞顧客的購物習慣及您團隊處理訂單的方式規劃，而不是遷就一套現成的佈景主題。',
      items: [
        {
          title: '以轉化為本的網店介面',
          description: '搜尋及篩選功能切合顧客的思路，產品頁面預先解答顧客的疑慮，結帳流程在一個手機畫面內即可完成。',
          icon: 'storefront',
        },
        {
          title: '顧客信賴的付款方式',
          description:
            '透過持牌支付閘道接受轉數快、PayMe、AlipayHK、WeChat Pay HK、八達通及信用卡付款，並在有助成交時提供分期付款及企業發票結算。',
          icon: 'payments',
        },
        {
          title: '庫存、ERP 與 CRM 同步',
          description: '存貨、價格及客戶紀錄在網店、倉存系統及 CRM 之間自動流通，不必再有人重新輸入訂單。',
          icon: 'inventory2',
        },
        {
          title: '送貨及取貨選項',
          description: '即日送貨時段、智能櫃、門市自取，以及寄往澳門及大灣區，每個選項都列明切實可行的截單時間。',
          icon: 'local-shipping',
        },
      ],
    },
    projects: {
      title: '精選電子商務項目',
      intro: '面向消費者的網上酒窖、健康產品網店及同業訂貨平台：三種截然不同的網上銷售模式。',
      items: ['wine-importer-store', 'health-products-store', 'food-distributor-ordering'],
    },
    cta: {
      title: '準備好提升網上銷售了嗎？',
      text: '告訴我們您的產品、客戶及現有系統。在免費諮詢中，我們會為您規劃最快建立高轉化網店的路線。',
      action: consultation('規劃您的網店'),
    },
  },
  {
    slug: 'healthcare',
    hero: {
      eyebrow: '作品集 · 醫療保健',
      title: '醫療保健項目',
      lead: '我們為診所集團、復康中心及護理服務營運商打造預約系統、病歷系統及家屬平台：病人用得更方便，前台團隊的工作更輕鬆，每一項個人健康資料都審慎處理。',
    },
    features: {
      title: '我們為醫療服務機構打造的方案',
      intro: '醫療軟件既要讓各年齡層的病人都用得順手，也要嚴格控制誰可查閱甚麼資料。我們由第一天起便兩者兼顧。',
      items: [
        {
          title: '網上預約及提示',
          description: '按醫生、治療師及分店即時顯示可預約時段，並透過短訊及 WhatsApp 發出提示，減少病人失約。',
          icon: 'event-available',
        },
        {
          title: '病歷及登記',
          description: '病人在求診前已填妥電子登記表格及同意書，病歷亦可隨病人在各分店之間調閱。',
          icon: 'assignment-ind',
        },
        {
          title: '由設計開始保障私隱',
          description: '按職能設定存取權限，數據在傳輸及儲存時均經加密，審計紀錄亦符合《個人資料（私隱）條例》的要求。',
          icon: 'verified-user',
        },
        {
          title: '多語及無障礙介面',
          description: '提供英文、繁體中文及簡體中文版本，觸控範圍大、字體清晰易讀，照顧年長病人及其家屬的需要。',
          icon: 'translate',
        },
      ],
    },
    projects: {
      title: '精選醫療保健項目',
      intro: '由診所集團的病人管理系統，到讓家屬緊貼長輩護理情況的平台。',
      items: ['clinic-patient-management', 'physiotherapy-booking-app', 'elderly-care-family-portal'],
    },
    cta: {
      title: '革新您的病人體驗',
      text: '預約免費諮詢，與我們一同檢視您的預約、病歷及溝通流程，找出數碼工具最能為團隊節省時間的環節。',
      action: consultation('商討您的醫療保健項目'),
    },
  },
  {
    slug: 'corporate',
    hero: {
      eyebrow: '作品集 · 企業網站',
      title: '企業網站',
      lead: '我們為企業集團、上市公司及商會打造企業網站、投資者關係網站及活動網站：以中英文清晰呈現架構複雜的機構，在任何裝置上都快速流暢，您的團隊亦可輕鬆保持內容最新。',
    },
    features: {
      title: '企業網站必須做好的幾件事',
      intro: '投資者、合作夥伴、求職者及記者在致電您之前，都會先瀏覽您的網站。',
      items: [
        {
          title: '雙語及三語內容',
          description: '英文、繁體中文及簡體中文版本保持同步，並為搜尋引擎設定正確的語言標籤。',
          icon: 'translate',
        },
        {
          title: '團隊可自行管理的 CMS',
          description:
            '結構化內容、審批流程及可重用的頁面區塊，讓市場推廣及投資者關係團隊無需等候開發人員，即可自行發佈內容。',
          icon: 'edit-note',
        },
        {
          title: '無障礙且快速',
          description:
            '按 WCAG 2.1 AA 標準建立，並針對 Core Web Vitals 優化，讓每位訪客無論使用哪款手機、哪個網絡，都能順暢閱讀您的故事。',
          icon: 'accessibility-new',
        },
        {
          title: '活動及投資者平台',
          description: '登記、議程、公告發佈及報告庫與主網站無縫連接，設計風格一致。',
          icon: 'co-present',
        },
      ],
    },
    projects: {
      title: '精選企業網站',
      intro: '峰會平台、物流集團的三語網站，以及投資者關係中心。',
      items: ['business-conference-portal', 'logistics-group-website', 'property-investor-relations'],
    },
    cta: {
      title: '您的網站能否說好您的故事？',
      text: '在免費諮詢中，我們會檢視您現有的網站、目標受眾及內容工作流程，並提出附有清晰時間表及預算的重新設計方案。',
      action: consultation('規劃您的企業網站'),
    },
  },
  {
    slug: 'insurance',
    hero: {
      eyebrow: '作品集 · 保險',
      title: '保險項目',
      lead: '我們為保險公司及保險經紀打造代理人平台、報價流程及索償工具：縮短銷售周期，減少紙本表格，並完整記錄每項建議，以備合規審查。',
    },
    features: {
      title: '我們為保險公司及經紀打造的方案',
      intro: '保險的銷售與服務，有賴信任，也有賴紀錄。我們的工具讓代理人、經紀及保單持有人在這兩方面都更得心應手。',
      items: [
        {
          title: '代理人及經紀平台',
          description:
            '潛在客戶、客戶、保單及佣金集中一處，無論在辦公室用手提電腦，還是在客戶面前用平板電腦，都一樣方便。',
          icon: 'support-agent',
        },
        {
          title: '報價及需要分析',
          description: '引導式客戶資料搜集及報價引擎，數分鐘內即可提供參考保費，特殊風險則轉介核保人員處理。',
          icon: 'calculate',
        },
        {
          title: '潛在客戶管理及分派',
          description: '推廣活動及網站帶來的查詢會自動評分，並在數分鐘內分派至合適的代理人或客戶主任，另設跟進提示。',
          icon: 'alt-route',
        },
        {
          title: '合規紀錄',
          description: '每項建議、披露及簽署均有紀錄，隨時可供翻查，符合保險業監管局的操守要求。',
          icon: 'fact-check',
        },
      ],
    },
    projects: {
      title: '精選保險項目',
      intro: '為銷售、報價及索償這三個關鍵時刻而設的工具。',
      items: ['insurance-agent-portal', 'sme-insurance-quotation', 'medical-claims-self-service'],
    },
    cta: {
      title: '為您的代理人配備更好的工具',
      text: '預約免費諮詢，向我們介紹您的分銷渠道及系統。我們會指出哪一個平台或報價流程能最快帶來回報。',
      action: consultation('商討您的保險項目'),
    },
  },
  {
    slug: 'web-development',
    hero: {
      eyebrow: '作品集 · 網站開發',
      title: '網站開發項目',
      lead: '為營運團隊、客戶及合作夥伴度身開發的網頁應用程式，包括 AI 輔助工作平台、追蹤數據儀表板及學習平台，全部由我們的香港團隊以現代、支援完善的技術組合開發。',
    },
    features: {
      title: '我們如何開發網頁應用程式',
      intro: '及早交付可運作的軟件，其後每兩星期推出更新，並以嚴謹的開發方法把關質素，讓系統多年後仍易於維護。',
      items: [
        {
          title: '產品探索及用戶體驗設計',
          description:
            '在編寫第一行正式程式碼之前，先與您的用戶舉行工作坊、製作可點擊的原型，並訂出按優先次序排列的待辦清單。',
          icon: 'design-services',
        },
        {
          title: '可擴展的架構',
          description: '在您需要的地區以雲端託管，部署全面自動化，架構設計亦可隨用戶及數據增長而擴展。',
          icon: 'layers',
        },
        {
          title: '系統整合及 API',
          description: '與 ERP、CRM、支付閘道及合作夥伴的 API 穩妥連接，並附完整文件，方便您的團隊日後自行擴充。',
          icon: 'api',
        },
        {
          title: '保安及支援',
          description: '程式碼審查、自動化測試、推出前的滲透測試，以及訂明回應時間的支援協議。',
          icon: 'security',
        },
      ],
    },
    projects: {
      title: '精選網頁應用程式',
      intro: '三個每天都有人使用的應用程式，用戶包括招聘顧問、貨運客戶，以及正在累積持續專業進修時數的專業人士。',
      items: ['ai-recruitment-platform', 'freight-tracking-dashboard', 'training-provider-platform'],
    },
    technologies: {
      title: '我們採用的技術',
      intro: '我們按每個項目的需要，選用成熟且廣獲支援的工具，讓您的應用程式日後無論招聘人手還是維護都不費力。',
      groups: [
        { name: 'Frontend', items: ['React', 'TypeScript', 'Next.js', 'Material UI', 'React Native'] },
        { name: 'Backend', items: ['Node.js', 'Python', 'NestJS', 'FastAPI', 'GraphQL'] },
        { name: 'Database', items: ['PostgreSQL', 'MongoDB', 'Redis', 'Elasticsearch'] },
      ],
    },
    cta: {
      title: '一起規劃您的應用程式',
      text: '帶同您的構想、工作流程或試算表前來。在免費諮詢中，我們會勾勒出首個版本、系統架構及切實可行的時間表。',
      action: consultation('商討您的網站開發項目'),
    },
  },
];
