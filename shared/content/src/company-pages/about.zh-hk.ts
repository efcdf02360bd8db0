/** Traditional Chinese (Hong Kong) of ./about.ts. */
import { paths } from '@agency/platform/routes';
import { company } from '../site/company.zh-hk';
import { services } from '../services/services.zh-hk';
import type { OfficeContent, StoryContent, ValuesContent, WhyChooseUsContent } from './about';

/** The eyebrow above the h1 of every page of the About Us menu (About, legal and FAQ). */
export const aboutEyebrow = '關於我們';

export const ourStory: StoryContent = {
  intro: {
    title: '我們的故事',
    lead: `${company.name} 於${company.foundedYear}年在灣仔成立，由一家數碼營銷工作室起步，至今已發展成一支包辦營銷、網站及 CRM 的團隊，並自${company.aiSinceYear}年起提供實用的人工智能（AI）方案，服務香港、亞洲以至世界各地的企業。`,
  },
  narrative: {
    title: '由灣仔工作室到亞洲企業的增長夥伴',
    paragraphs: [
      `${company.name} 於${company.foundedYear}年在灣仔開業，當時團隊人數不多，信念卻很簡單：香港企業應該得到能追溯至查詢及收入的數碼營銷，而不只是曝光和點擊。我們最早的客戶是本地中小企及專業服務公司，他們需要在搜尋結果中被找到，需要以可信的方式與 B2B 買家溝通，也需要清楚知道每一分預算買到了甚麼。`,
      '隨着這些客戶拓展至大中華及東南亞市場，我們亦與他們一同成長。我們陸續加入 LinkedIn 及 B2B 營銷、電郵計劃、CRM 實施及網站開發，讓同一支團隊對整個旅程負責到底——由潛在客戶第一次搜尋，直至簽訂合約。',
      `${company.aiSinceYear}年，我們成立了 AI 部門。當時生成式 AI 已由研究實驗室走進辦公室，客戶都想知道它能安全地為他們做些甚麼。今天，我們設計度身訂造的 AI 助理及 AI 代理工作流程，為忙碌的團隊卸下重複性工作，並培訓員工充滿信心地運用——而每個方案，都必定有一個可以量度的商業理據作依歸。`,
      '始終不變的是我們的工作方式：首次諮詢免費、專屬項目經理、坦誠的收費及時間表，以及淺白易明的報告。不少在我們創業初年已信任我們的企業，至今仍與我們合作；這份延續，正是我們最重視的衡量標準。',
    ],
  },
  atAGlance: {
    title: '公司概覽',
    facts: [
      { term: '成立', description: `${company.foundedYear}年，香港灣仔` },
      { term: 'AI 方案始於', description: `${company.aiSinceYear}年` },
      { term: '服務', description: `${services.length}項，由內容營銷到 AI 代理` },
      { term: '客戶', description: '初創企業、中小企及大型企業' },
      { term: '市場', description: '香港、亞洲及國際' },
    ],
  },
  milestones: {
    title: '里程碑',
    intro: '一家數碼營銷工作室，如何發展成提供全方位服務的數碼轉型夥伴。',
    items: [
      {
        year: company.foundedYear,
        title: '於灣仔成立',
        text: '以數碼營銷工作室起家，為香港中小企提供搜尋引擎優化（SEO）、搜尋廣告及內容服務。',
      },
      {
        year: 2019,
        title: 'B2B 及 LinkedIn 營銷',
        text: '為在亞洲各地銷售的專業服務及工業企業，增設目標客戶營銷、LinkedIn 推廣計劃及電郵培育流程。',
      },
      {
        year: 2020,
        title: '網站、電子商務及 CRM',
        text: '隨着採購轉移到網上，推出網站開發、電子商務及 CRM 實施服務，讓市場推廣與銷售團隊對每位客戶都掌握同一套資料。',
      },
      {
        year: 2022,
        title: '企業培訓',
        text: '開始為企業內部團隊提供數碼營銷及內容營銷培訓，讓客戶能充滿信心地自行處理日常推廣工作。',
      },
      {
        year: company.aiSinceYear,
        title: 'AI 方案業務',
        text: '成立 AI 部門，以每位客戶自己的數據，打造度身訂造的 AI 助理、文件智能處理及預測分析方案。',
      },
      {
        year: 2024,
        title: 'AI 工作流程自動化',
        text: '推出全天候處理受理、分流、報告及跟進工作的 AI 代理，同時為客戶團隊提供 AI 培訓及認證。',
      },
      {
        year: 2025,
        title: '十二項服務，一支團隊',
        text: '今天，我們為香港、亞洲以至國際的初創企業、中小企及大型企業，一站式提供十二項服務。',
      },
    ],
  },
  approach: {
    title: '我們的工作方式',
    intro: '無論是單一推廣活動，還是全公司的 AI 計劃，每次合作都依循同樣的四個步驟，讓您時刻清楚下一步是甚麼。',
    steps: [
      {
        title: '聆聽與評估',
        text: '在撰寫任何建議書之前，先提供免費諮詢，坦誠評估您的目標、渠道、數據及系統。',
      },
      {
        title: '共同規劃',
        text: '一份書面計劃，列明工作範圍、里程碑、分項預算，以及雙方同意用以評核成效的指標。',
      },
      {
        title: '建構與推出',
        text: '以短週期、進度清晰可見的方式交付，由一位專屬項目經理統籌，作為您唯一的聯絡人。',
      },
      {
        title: '量度與改進',
        text: '定期提交淺白易明的報告，並舉行檢討會議，與您一同決定哪些工作應擴大、修正或停止。',
      },
    ],
  },
  audiences: {
    title: '我們服務的客戶',
    intro:
      '我們的客戶由兩人初創公司到區域企業都有。大部分總部設於香港，不少業務遍及亞洲，亦有愈來愈多國際企業正進軍這個地區。',
    items: [
      {
        title: '初創企業',
        description:
          '在香港創業或擴展業務的創辦人：我們協助建立可信的網上形象，找出首批可持續複製的獲客渠道，並及早實現自動化，而毋須負擔一整支內部團隊的成本。',
        icon: 'rocket-launch',
      },
      {
        title: '中小企',
        description:
          '需要更多優質潛在客戶、希望減少人手工作的成熟企業：我們按您的預算及現金流，分階段更新網站、CRM 及推廣活動。',
        icon: 'storefront',
      },
      {
        title: '大型企業',
        description:
          '區域及跨國機構：我們與市場推廣、資訊科技及合規團隊並肩合作，推行 AI 試點、工作流程自動化，以及橫跨亞洲多個市場的推廣活動。',
        icon: 'corporate-fare',
      },
    ],
  },
  cta: {
    title: '了解我們如何助您的業務增長',
    text: '探索我們的十二項服務——由內容營銷、付費廣告，到 CRM、AI 方案及培訓——找出最適合您的起點。',
    action: { label: '探索我們的服務', href: paths.services.root },
  },
};

export const ourValues: ValuesContent = {
  intro: {
    title: '我們的價值觀',
    lead: '六項原則指引我們如何提供意見、建構方案及匯報成果。它們不是掛在牆上的口號，而是每次合作中，您都可以要求我們兌現的承諾。',
  },
  values: {
    title: '我們的信念',
    intro: '每項價值觀都有具體做法配合，讓您清楚看到它對我們與您合作的方式有何意義。',
    detailsLabel: '實際做法',
    items: [
      {
        title: '創新為先',
        description:
          '我們及早探索新科技，由生成式 AI 到營銷自動化，讓客戶毋須冒險押注。每個新構思都會先經小型試點驗證，才大規模推行。',
        icon: 'lightbulb',
        details: ['在投入大筆預算前，先進行設有明確成功準則的試點', '定期檢視與您行業相關的新工具及平台'],
      },
      {
        title: '與客戶同行',
        description:
          '我們視您的目標為自己的目標，以您取得的成果而非收費時數衡量自己。對我們來說，長遠關係比任何單一項目都重要。',
        icon: 'handshake',
        details: ['一位熟悉您業務及團隊的專屬項目經理', '共同規劃會議及共同目標，而非單向交接'],
      },
      {
        title: '追求卓越',
        description:
          '由第一行程式碼到最後一句文案，我們都以高標準要求自己。質素檢查貫穿項目每個階段，而不是到最後才補上。',
        icon: 'workspace-premium',
        details: ['每項交付成果送到您手上之前，均經同事互相審核', '每個推出的網站都經過無障礙、效能及保安檢查'],
      },
      {
        title: '公開透明',
        description: '您隨時都知道我們在做甚麼、費用多少、成效如何。無論好消息還是壞消息，我們都用同樣淺白的語言匯報。',
        icon: 'visibility',
        details: ['開工前以書面確認分項報價及時間表', '您可全權存取自己的廣告帳戶、分析工具及數據儀表板'],
      },
      {
        title: '放眼國際',
        description:
          '我們扎根香港，結合對亞洲市場的深入了解與國際最佳實踐，既協助本地企業拓展區域業務，也協助國際企業在亞洲取得成功。',
        icon: 'public',
        details: ['為英語及中文受眾而設的推廣活動及內容', '為進軍大中華、東南亞及其他市場提供市場進入建議'],
      },
      {
        title: '持續學習',
        description:
          '數碼營銷與 AI 每個月都在變，因此我們每星期都投放時間學習。所學所得，我們會透過培訓及坦誠的建議與客戶分享。',
        icon: 'auto-stories',
        details: [
          '團隊持續考取主要廣告、CRM 及 AI 平台的認證',
          '透過工作坊，讓您的團隊有能力自行營運我們共同建立的成果',
        ],
      },
    ],
  },
  cta: {
    title: '與實踐這些價值觀的團隊合作',
    text: '看看我們的價值觀如何體現在十二項服務之中，由內容營銷、CRM，到 AI 方案、工作流程自動化及培訓。',
    action: { label: '探索我們的服務', href: paths.services.root },
  },
};

export const whyChooseUs: WhyChooseUsContent = {
  intro: {
    title: '為何選擇我們',
    lead: '四項承諾，讓與我們合作變得簡單直接：在您花錢之前給予坦誠意見、按您的業務度身訂造方案、由專人負責交付，以及讓您可據以規劃的價格和日期。',
  },
  points: {
    title: '我們的與眾不同之處',
    intro: '無論您只需要一個推廣活動，還是要推行全公司的轉型，這些承諾都適用於每一位客戶。',
    detailsLabel: '您將獲得',
    items: [
      {
        title: '免費諮詢及項目評估',
        description:
          '在您花任何一分錢之前，資深顧問會檢視您的目標、渠道及系統，坦白告訴您最大的增長空間在哪裏。無論最終是否與我們合作，您都會得到一份清晰的評估。',
        icon: 'fact-check',
        details: [
          '在我們的灣仔辦公室，或透過電話、視像通話進行策略會議',
          '檢視您的網站、推廣活動、CRM 及人手工作流程',
          '一份列明機遇、優先次序及參考預算的書面總結',
        ],
      },
      {
        title: '靈活多變的數碼方案',
        description:
          '我們不會給兩家企業套用同一個範本。我們結合營銷、網站、CRM 及 AI，打造切合您市場、團隊及預算的方案，並按實際成果不斷調整。',
        icon: 'auto-awesome',
        details: [
          '模組化服務：先由一項開始，隨業務增長再逐步增加',
          '每月根據真實數據調整推廣活動及自動化流程',
          '盡可能建基於您團隊已在使用的平台',
        ],
      },
      {
        title: '專屬項目經理',
        description:
          '由一位指定人員負責您的項目，由啟動、推出到之後的工作。他會統籌我們的專家、讓您緊貼最新進展，並始終是您唯一的聯絡人。',
        icon: 'support-agent',
        details: [
          '舉行啟動會議，確定工作範圍、分工及里程碑',
          '定期匯報進度，並共用同一份項目時間表',
          '工作天內24小時回覆每一個問題',
        ],
      },
      {
        title: '收費及時間表清晰透明',
        description:
          '在任何工作開始之前，您會收到分項報價及切實可行的時間表，而我們會嚴格遵守。如工作範圍有變，我們會先說明對費用及進度的影響，待您批准後才繼續。',
        icon: 'request-quote',
        details: [
          '固定價格項目或按月服務費，每項收費清楚列明',
          '附有日期的里程碑，並以書面確認',
          '沒有隱藏收費，協定期限以外亦不設綁約',
        ],
      },
    ],
  },
  process: {
    title: '與我們聯絡之後',
    intro: '由初次對話到首批成果，只需四個清晰步驟。',
    steps: [
      {
        title: '預約免費諮詢',
        text: '選擇合適的時間，到灣仔與我們會面，或透過電話或視像通話進行。',
      },
      {
        title: '收取評估結果',
        text: '我們會總結評估所得、最快見效的環節，以及我們建議的做法。',
      },
      {
        title: '確定計劃',
        text: '一份附有里程碑及日期的分項建議書，並為您介紹負責的項目經理。',
      },
      {
        title: '開始交付',
        text: '項目啟動後，我們會定期向您更新進度，並按雙方共同訂立的目標匯報成效。',
      },
    ],
  },
  cta: {
    title: '由免費諮詢開始',
    text: '告訴我們您希望業務在一年後達到甚麼位置，我們會向您說明如何實現——完全免費，亦無任何義務。',
    action: { label: '預約免費諮詢', href: paths.contact.scheduleConsultation },
  },
};

export const ourOffice: OfficeContent = {
  intro: {
    title: '我們的辦公室',
    lead: '我們的團隊位於港島心臟地帶灣仔。歡迎預約到訪，亦可在辦公時間致電，或隨時以電郵與我們聯絡。',
  },
  contact: {
    title: '到訪或聯絡我們',
    intro: company.replyPromise,
    labels: { address: '地址', hours: '辦公時間', email: '電郵', phone: '電話' },
  },
  directions: {
    title: '交通指南',
    intro: '辦公室位於灣仔主要街道之一的軒尼詩道，乘搭公共交通工具前往十分方便。',
    items: [
      {
        title: '乘搭港鐵',
        description: '由港鐵港島綫灣仔站步行數分鐘即達，請依照往軒尼詩道的出口指示前往。',
        icon: 'subway',
      },
      {
        title: '乘搭電車',
        description: '電車沿軒尼詩道行駛，由灣仔各個電車站步行往大廈只需片刻。',
        icon: 'tram',
      },
      {
        title: '乘搭巴士或的士',
        description: '多條巴士路線途經軒尼詩道，的士亦可在附近落客。繁忙時間請預留額外時間。',
        icon: 'directions-bus',
      },
      {
        title: '抵達後',
        description: '請乘升降機到我們所在樓層，接待處職員會招待您。訪客或須在大堂登記。',
        icon: 'meeting-room',
      },
    ],
  },
  visiting: {
    title: '計劃到訪',
    points: [
      {
        title: '會面須預約',
        text: '請提前預約，讓合適的顧問能抽空與您會面，並預先就您的問題作好準備。',
      },
      {
        title: '親身或網上會面',
        text: '不想舟車勞頓？每次諮詢均可改以電話或視像通話進行。',
      },
      {
        title: '公眾假期',
        text: '辦公室在香港公眾假期休息；期間收到的電郵，會在下一個工作天回覆。',
      },
    ],
  },
  cta: {
    title: '到灣仔與我們見面',
    text: '預約免費諮詢，並選擇在我們的辦公室、透過電話或視像通話會面。',
    action: { label: '預約諮詢', href: paths.contact.scheduleConsultation },
  },
};
