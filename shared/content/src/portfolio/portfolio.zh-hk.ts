/** Traditional Chinese (Hong Kong) of ./portfolio.ts. */
import { paths } from '@agency/platform/routes';
import type { PortfolioLabels, PortfolioOverview, PortfolioProject } from './portfolio';
import { featuredProjects, portfolioCtaHref } from './portfolio-facts';

export const projects: readonly PortfolioProject[] = [
  {
    slug: 'wine-importer-store',
    title: '葡萄酒網店',
    client: '葡萄酒進口商，香港',
    description:
      '這家進口商過往靠電話及 WhatsApp 接單，現在讓客戶自助選購。我們為其打造中英雙語的網上酒窖：可按產區、葡萄品種及年份篩選，附有自家侍酒師撰寫的品酒筆記，整箱購買另有折扣，結帳時須確認年齡，並提供港島及九龍的兩小時送貨時段。',
    tags: ['電子商務', 'Next.js', '轉數快及信用卡付款', '中英雙語'],
    imageAlt: '手提電腦顯示一家網上酒類商店：一排標有價格的酒瓶，側邊是產區篩選欄，另有一個橙色的「加入購物車」按鈕。',
  },
  {
    slug: 'clinic-patient-management',
    title: '醫療管理系統',
    client: '多專科診所集團，香港',
    description:
      '這個診所集團過往以電話及紙本預約簿安排應診，現已改用一套統一的病人管理系統：網上預約、電子登記表格、醫生當值表、短訊及 WhatsApp 提示，病歷按職能設定存取權限並設審計追蹤，整套設計以《個人資料（私隱）條例》為依歸。',
    tags: ['醫療保健', 'React', 'Node.js', 'PostgreSQL'],
    imageAlt: '診所數據儀表板：每週預約日曆以不同顏色標示各項預約，旁邊列出當天的病人名單。',
  },
  {
    slug: 'insurance-agent-portal',
    title: '保險代理人平台',
    client: '區域保險公司，香港',
    description:
      '為專屬代理人團隊而設的平台：保險公司推廣活動帶來的查詢統一進入共用的潛在客戶收件箱；需要分析及報價工具可在平板電腦上操作，代理人坐在客戶面前即可使用；支援電子簽署；單位經理亦可透過數據儀表板掌握銷售進度——每項建議均有紀錄，以備合規審查。',
    tags: ['保險', '代理人平台', 'CRM 整合', '電子簽署'],
    imageAlt: '平板電腦顯示代理人的銷售數據儀表板：潛在客戶漏斗由查詢逐步收窄至成交保單，旁邊是每月新造業務的棒形圖。',
  },
  {
    slug: 'health-products-store',
    title: '健康產品網店',
    client: '保健品零售商，香港及澳門',
    description:
      '以手機為先的維他命及健康產品網店：顧客可按健康目標或成分選購，訂閱自動補貨，透過即時對話向藥劑師查詢，會員積分與實體門市通用，並可在智能櫃或任何一間分店取貨。',
    tags: ['電子商務', '手機優先', '訂閱服務', '會員積分'],
    imageAlt:
      '兩部手機顯示一家健康產品網店：一部展示附有保健品瓶子圖像的產品卡，另一部是設有「訂閱更優惠」選項的購物車。',
  },
  {
    slug: 'business-conference-portal',
    title: '商務會議平台',
    client: '商會，香港',
    description:
      '一年一度區域商業峰會的官方網站：講者簡介、可篩選的多分組議程（與會代表可據此編排個人行程）、分級登記並設早鳥及團體優惠、現場憑二維碼名牌簽到，以及贊助商專頁。',
    tags: ['企業網站', '活動', '登記及票務', '雙語 CMS'],
    imageAlt: '手提電腦顯示會議議程：時間軸上並列三組同步進行的環節，頂部排列一行講者照片。',
  },
  {
    slug: 'ai-recruitment-platform',
    title: 'AI 招聘平台',
    client: '招聘顧問公司，香港及新加坡',
    description:
      '一個招聘工作平台：AI 解讀中英文履歷，為候選人配對空缺職位，配對分數附有清晰理據，並草擬候選名單供顧問審閱——同時具備重複資料偵測、面試安排，以及候選人個人資料的同意紀錄。',
    tags: ['AI', 'Python', '機器學習', '網頁應用程式'],
    imageAlt: '招聘數據儀表板上排列一張張候選人卡片，每張都附有圓形的配對分數，右邊是候選名單欄。',
  },
  {
    slug: 'food-distributor-ordering',
    title: 'B2B 訂貨平台',
    client: '海鮮及冷凍食品分銷商，香港',
    description:
      '為餐廳及酒店廚房而設的批發訂貨平台：每位客戶各有專屬價目表，根據過往發票輕按三下即可再次訂貨，並設信貸上限及每晚截單時間以安排翌日早上送貨，全部與分銷商的 ERP 系統同步。',
    tags: ['B2B 電子商務', 'ERP 整合', '漸進式網頁應用程式'],
    imageAlt: '平板電腦顯示一張批發訂貨單：每行產品設有數量加減按鈕，訂單總額即時更新，另有一條送貨截單時間橫額。',
  },
  {
    slug: 'physiotherapy-booking-app',
    title: '物理治療預約應用程式',
    client: '物理治療及復康連鎖機構，香港',
    description:
      '為連鎖復康中心而設的預約系統：按分店即時顯示各治療師的空檔，療程套票自動扣減次數，收據格式可直接用於保險索償，每次治療後更會指派家居運動影片。',
    tags: ['醫療保健', 'React Native', '網上預約'],
    imageAlt: '手機以方格列出可預約的時段，其中一格以橙色突出顯示，下方是「確認預約」按鈕。',
  },
  {
    slug: 'elderly-care-family-portal',
    title: '長者護理家屬平台',
    client: '安老院舍營運商，新界',
    description:
      '讓家屬緊貼院友護理情況的平台：在院舍探訪時間內預約探訪，經同意後分享每日護理紀錄及照片，查閱每月結單；介面採用大字體，並預設為繁體中文，方便年長家屬使用。',
    tags: ['醫療保健', '無障礙設計', '網頁應用程式'],
    imageAlt: '平板電腦顯示家屬專頁上的護理動態，每則更新都附有照片位置及文字紀錄，旁邊是探訪預約日曆。',
  },
  {
    slug: 'logistics-group-website',
    title: '物流企業網站',
    client: 'B2B 物流供應商，觀塘',
    description:
      '為一家服務亞洲各地製造商的合約物流供應商建立三語企業網站（英文、繁體中文及簡體中文）：訪客可按貨物類型及行業查找服務，網站設有各行業個案頁面，查詢表格直接匯入 CRM，市場推廣團隊亦可透過 Headless CMS 自行更新內容，無需開發人員協助。',
    tags: ['企業網站', 'Headless CMS', '三語', 'SEO'],
    imageAlt: '瀏覽器視窗顯示一個企業網站：亞洲地圖上的航線連接各個港口城市，下方排列多個服務圖塊。',
  },
  {
    slug: 'property-investor-relations',
    title: '投資者關係網站',
    client: '上市地產發展商，香港',
    description:
      '自動發佈交易所公告的投資者關係網站，設有歷年業績存檔、股價走勢圖、ESG 報告庫及電郵通知——按 WCAG 2.1 AA 標準建立，在手機上亦瀏覽流暢。',
    tags: ['企業網站', '投資者關係', 'WCAG 2.1 AA'],
    imageAlt: '瀏覽器視窗顯示投資者關係頁面：一條向上攀升的股價走勢線，以及可供下載的報告列表。',
  },
  {
    slug: 'sme-insurance-quotation',
    title: '中小企保險報價工具',
    client: '商業保險經紀，香港',
    description:
      '為購買辦公室綜合保險及僱員補償保險的小型企業而設的網上報價流程：五個簡短步驟，畫面即時顯示參考保費，特殊風險轉介核保人員處理，每個潛在客戶亦會自動分派至經紀公司 CRM 內合適的客戶主任。',
    tags: ['保險', '報價引擎', '潛在客戶分派'],
    imageAlt: '瀏覽器視窗顯示一份五個步驟的報價表格，目前正進行第三步，右邊是一張參考保費卡。',
  },
  {
    slug: 'medical-claims-self-service',
    title: '醫療索償自助服務',
    client: '醫療保險公司，香港',
    description:
      '門診索償不再需要紙本表格：會員只需拍下收據，文字識別技術便會預先填妥索償資料，由提交到以轉數快付款，每一步都有進度更新——保險公司的應用程式及網站均可使用。',
    tags: ['保險', 'OCR', '手機應用程式'],
    imageAlt: '手機正在掃描一張拍下的醫療收據，下方是由「已提交」到「已付款」的進度追蹤列。',
  },
  {
    slug: 'freight-tracking-dashboard',
    title: '貨運追蹤數據儀表板',
    client: '貨運代理，香港及深圳',
    description:
      '客戶專用平台把承運商及碼頭數據源的各個里程碑，整合成每批貨物的一條時間軸，在客戶開口查詢之前已主動標示異常情況，提單及報關文件亦集中一處存放。',
    tags: ['網頁應用程式', 'API 整合', 'TypeScript', 'PostgreSQL'],
    imageAlt:
      '數據儀表板上有一張貨件列表，以不同顏色的標籤顯示狀態，下方是一條由起運地到目的地、標有里程碑圓點的路線。',
  },
  {
    slug: 'training-provider-platform',
    title: '專業培訓平台',
    client: '專業培訓機構，香港',
    description:
      '為認可課程而設的學習平台：課程目錄及報名、企業團體報名、持續專業進修（CPD）時數追蹤、以二維碼點名，並在學員完成課程後自動發出證書。',
    tags: ['網頁應用程式', 'Next.js', 'Node.js', '網上付款'],
    imageAlt: '手提電腦顯示課程數據儀表板：一張張附有進度條的課程卡片，角落有一個證書徽章。',
  },
];

export const portfolioOverview: PortfolioOverview = {
  hero: {
    eyebrow: '我們的作品',
    title: '作品集',
    lead: '由網店、病人管理系統、代理人平台到 AI 驅動的平台，以下都是 Harbourline Digital 為香港及亞洲各地機構設計、開發並持續支援的項目。我們只按行業介紹客戶，不披露名稱：保密是每項合作的一部分。',
  },
  heroActions: {
    primary: { label: '開展您的項目', href: portfolioCtaHref },
    secondary: { label: '閱讀個案研究', href: paths.portfolio.page('case-studies') },
  },
  featured: {
    title: '精選項目',
    intro:
      '六個近期完成的項目，由葡萄酒進口商的網上酒窖到 AI 招聘工作平台。每個項目都始於一次免費諮詢及一份書面工作範圍。',
    projects: featuredProjects,
  },
  browse: {
    title: '按行業瀏覽',
    intro: '看看我們為與您相近的企業打造了甚麼，以及三個合作項目如何由需求簡報一步步走到成果。',
    linkLabel: '查看項目',
    pages: [
      {
        slug: 'ecommerce',
        title: '電子商務',
        description: '面向消費者及同業客戶的網店，提供香港顧客期望的付款及送貨選項。',
        icon: 'shopping-cart',
      },
      {
        slug: 'healthcare',
        title: '醫療保健',
        description: '預約系統、病歷系統及家屬平台，妥善保障個人健康資料。',
        icon: 'local-hospital',
      },
      {
        slug: 'corporate',
        title: '企業網站',
        description: '多語企業網站、投資者關係網站及活動網站，您的團隊可自行更新。',
        icon: 'business',
      },
      {
        slug: 'insurance',
        title: '保險',
        description: '代理人平台、報價流程及索償工具，內置完整的合規紀錄。',
        icon: 'shield',
      },
      {
        slug: 'web-development',
        title: '網站開發',
        description: '度身開發的網頁應用程式，以及我們開發時採用的技術組合。',
        icon: 'code',
      },
      {
        slug: 'case-studies',
        title: '個案研究',
        description: '深入剖析三個合作項目：當中的挑戰、我們建立的方案，以及帶來的改變。',
        icon: 'auto-stories',
      },
    ],
  },
  benefits: {
    title: '客戶為何選擇與我們展開項目',
    items: [
      {
        title: '30分鐘免費諮詢',
        text: '與資深顧問一同探討您的目標，即場取得坦誠的初步建議——毫無義務。',
      },
      {
        title: '度身訂造的方案',
        text: '我們不會把現成模板包裝成度身訂造：每項設計都圍繞您的客戶、流程及系統而定。',
      },
      {
        title: '專屬項目經理',
        text: '由一位駐港專人負責您的時間表，每星期匯報進度，並在一個工作天內回覆。',
      },
      {
        title: '收費透明',
        text: '動工前先為每個階段訂定固定的工作範圍及價格，到了推出之日，也不會收到意料之外的帳單。',
      },
    ],
  },
  cta: {
    title: '心中已有項目構思？',
    text: '預約30分鐘免費諮詢。我們會了解您想建立的方案，建議推出首個版本的最快途徑，並提供清晰的估算。',
    action: { label: '開展您的項目', href: portfolioCtaHref },
  },
};

export const portfolioLabels: PortfolioLabels = {
  tagsOf: (title) => `${title}：標籤`,
  technologiesOf: (group) => `${group}技術`,
};
