/** Traditional Chinese (Hong Kong) of ./b2b-marketing.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

// This page's call to action goes to the scheduling page, not the consultation alias.
const scheduleConsultation = { label: '預約諮詢', href: paths.contact.scheduleConsultation };

export const b2bMarketingPage: ServicePageContent = {
  slug: 'b2b-marketing',
  hero: {
    lead: '專為漫長且由多人共同決策的銷售週期而設的營銷：我們找出真正重要的目標客戶，接觸採購小組中的每一位持份者，並為您的銷售團隊提供成交所需的商機和資料。',
    action: scheduleConsultation,
  },
  intro: {
    title: '在亞洲做企業生意，不能只看潛在客戶數量',
    paragraphs: [
      '在香港、大灣區及東盟，B2B 採購通常牽涉多位持份者和正式的採購程序，關係亦要用上數個月建立。單看每個潛在客戶的成本，並不足以判斷營銷是否真正幫助銷售團隊贏得這些生意。',
      '我們先讓營銷和銷售團隊就目標客戶、交易須經歷的各個階段，以及何謂合資格商機達成共識，然後推行營銷計劃，推動指定目標客戶逐步向前，並以銷售管道和收入匯報成效。',
    ],
    atAGlance: [
      '理想客戶輪廓及目標客戶名單',
      '涵蓋 LinkedIn、搜尋、電郵及活動的營銷計劃',
      '適用於交易每個階段的銷售支援資料',
      'CRM 整合及統一的潛在客戶定義',
      '每季銷售管道及收入檢討',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'outcomes',
      title: '我們為 B2B 企業帶來的成果',
      intro: '四項成果在合作之初與您議定，並每季據此匯報。',
      cards: [
        {
          title: '優質銷售商機',
          description:
            '以銷售團隊認可的商機（而非表格填寫次數）衡量計劃成效，並與銷售團隊議定潛在客戶評分準則，讓他們把時間用在已準備好洽談的買家身上。',
          icon: 'filter-alt',
        },
        {
          title: '縮短銷售週期',
          description:
            '透過內容和培育流程，在會面前預先解答每位持份者的疑慮——無論是財務、資訊科技、營運部門還是最終用戶——減少交易在評估階段停滯不前。',
          icon: 'speed',
        },
        {
          title: '跨境拓展',
          description: '以香港為起點，把營銷活動延伸至大灣區及東南亞，並按各市場的語言、渠道和商業習慣作本地化調整。',
          icon: 'map',
        },
        {
          title: '收入匯報',
          description:
            '把營銷及 CRM 數據整合為單一視圖，呈現銷售管道、成交率和客戶獲取成本，每季與您的管理層一同檢討。',
          icon: 'auto-graph',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'why-choose-us',
      title: '為何 B2B 企業選擇 Harbourline Digital',
      items: [
        {
          title: '自2017年起專注 B2B 營銷',
          text: '自公司成立以來，企業對企業營銷一直是我們的專注所在，服務行業涵蓋專業服務、科技、物流、製造及金融。',
        },
        {
          title: '熟悉香港及亞洲市場',
          text: '我們以英文、繁體及簡體中文撰寫內容和推行營銷活動，亦了解香港、內地與東盟在採購方式上的差異。',
        },
        {
          title: '營銷與銷售同一計劃',
          text: '我們由第一天起便與您的銷售主管合作，議定各項定義和交接安排，並參與銷售管道檢討。',
        },
        {
          title: '專責項目經理',
          text: '由一位熟悉您業務的專人全權負責，統籌我們的專家團隊，確保每項時間表都按計劃推進。',
        },
        {
          title: '收費及匯報透明',
          text: '每月固定收費事先議定，媒體開支逐項列明，數據儀表板亦可隨時查閱。',
        },
        {
          title: '從設計之初已符合私隱規定',
          text: '數據收集、同意安排及電郵計劃，均按香港《個人資料（私隱）條例》及我們推行營銷活動的每個市場的私隱規定而設計。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'b2b-services',
      title: '我們的 B2B 營銷服務',
      columns: 3,
      cards: [
        {
          title: '潛在客戶開發',
          description:
            '結合搜尋、LinkedIn 及以內容主導的營銷活動，配合須登記才可下載的指南、網上研討會和著陸頁，從目標行業和職位中收集查詢。',
          icon: 'group-add',
        },
        {
          title: '目標客戶營銷',
          description:
            '為指定的高價值客戶名單度身訂造計劃：梳理各持份者的角色、製作專屬內容、精準投放廣告，並與銷售團隊協調主動接觸。',
          icon: 'gps-fixed',
        },
        {
          title: '銷售支援',
          description:
            '推介簡報、競爭對比卡、個案研究、建議書範本及電郵序列，幫助銷售團隊講述一致的故事，從容應對客戶的疑慮。',
          icon: 'handshake',
        },
        {
          title: '內容營銷',
          description: '以中英文撰寫行業報告、白皮書和文章，讓客戶一有項目，便想起您的專家。',
          icon: 'article',
        },
        {
          title: '電郵營銷',
          description:
            '在漫長的評估期內持續培育潛在客戶，讓他們保持關注，並按香港《個人資料（私隱）條例》處理同意及拒收安排。',
          icon: 'mail',
        },
        {
          title: '數據分析',
          description:
            '透過成效歸因、數據儀表板及 CRM 報告，顯示哪些渠道和營銷活動真正帶來銷售商機和收入，而不只是點擊。',
          icon: 'insights',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: '我們的流程',
      intro: '四個步驟每季循環一次；隨着我們更了解哪些做法適合您的市場，成效亦會不斷提升。',
      steps: [
        {
          title: '市場研究',
          text: '我們分析您的市場、競爭對手和最佳客戶，並訪問買家，了解他們實際上如何作出決定。',
        },
        {
          title: '策略制定',
          text: '我們界定目標客戶、針對每位持份者的訊息、渠道、預算，以及用以衡量我們表現的銷售管道目標。',
        },
        {
          title: '執行營銷活動',
          text: '由我們的專家推出並執行各項計劃——內容、廣告、電郵及銷售支援——並每星期匯報進度。',
        },
        {
          title: '成效優化',
          text: '我們每月對照銷售管道目標檢討成果，把預算轉投有效的做法，並不斷精煉訊息。',
        },
      ],
    },
  ],
  cta: {
    title: '建立銷售團隊可以倚靠的銷售管道',
    text: '預約免費諮詢。我們會檢視您的銷售漏斗、目標客戶和銷售流程，並指出營銷在哪些環節最能提升收入。',
    action: scheduleConsultation,
  },
};
