/** Traditional Chinese (Hong Kong) of ./linkedin-marketing.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

// Both of this page's buttons read the same, on purpose.
const startLinkedInStrategy = { label: '開展 LinkedIn 策略', href: paths.contact.consultation };

export const linkedinMarketingPage: ServicePageContent = {
  slug: 'linkedin-marketing',
  hero: {
    lead: '讓貴公司和管理層出現在您想接觸的決策者眼前——憑藉優化的個人檔案、不斷擴展的人脈網絡、展現思想領導力的內容，以及以銷售商機衡量成效的廣告活動。',
    action: startLinkedInStrategy,
  },
  intro: {
    title: '善用全球最大的專業人士網絡',
    paragraphs: [
      '據 LinkedIn 公布，平台上有超過9.5億名專業人士，當中包括在香港、新加坡以至亞洲各地審批 B2B 採購的董事、採購主管和創辦人。他們在這裏追蹤行業動態、查證供應商的信譽，並接受業務引介。',
      '大部分公司只把 LinkedIn 當作告示板，我們則把它變成真正的業務渠道：令人信服的管理層個人檔案、清楚講述公司故事的專頁、圍繞目標客戶建立的人脈網絡，以及能為銷售團隊開啟實質對話的內容和廣告。',
    ],
    atAGlance: [
      '管理層個人檔案及公司專頁優化',
      '以 Sales Navigator 研究目標客戶',
      '每星期發佈思想領導力帖文及文章',
      '贊助內容、訊息廣告及潛在客戶開發表格（Lead Gen Forms）',
      '每月匯報觸及人數、互動、潛在客戶及銷售商機',
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'linkedin-services',
      title: '我們的 LinkedIn 服務',
      intro: '您可選擇個別服務或完整計劃；每項服務均由每天在 LinkedIn 上工作的專家負責。',
      columns: 3,
      cards: [
        {
          title: '公司專頁管理',
          description:
            '建立資料完整、易於被搜尋的公司專頁：定位清晰，為主要服務設立展示專頁，定期更新，視覺形象統一，經得起潛在客戶仔細查看。',
          icon: 'storefront',
        },
        {
          title: '高層思想領導力',
          description:
            '透過簡短訪談，把管理層的見解轉化為帖文、文章及 LinkedIn 通訊，以他們本人的口吻撰寫，並按穩定的時間表發佈，使他們成為業界耳熟能詳的名字。',
          icon: 'record-voice-over',
        },
        {
          title: 'LinkedIn 廣告',
          description:
            '贊助內容、訊息廣告、對話廣告及潛在客戶開發表格，按職銜、職級、行業及公司名單精準投放，並以每個合資格潛在客戶的成本管理預算。',
          icon: 'campaign',
        },
        {
          title: 'Sales Navigator 客戶開發',
          description:
            '在 Sales Navigator 為您的銷售團隊建立目標公司及潛在客戶名單，配合個人化的連線邀請和跟進訊息，開啟對話之餘，絕不濫發訊息騷擾任何人。',
          icon: 'person-search',
        },
        {
          title: '員工品牌大使計劃',
          description:
            '一套簡單易行的計劃，加上隨時可分享的內容庫，協助員工發佈公司消息和專業知識，透過大家本已信任的人脈網絡擴大觸及面。',
          icon: 'people-alt',
        },
        {
          title: 'LinkedIn 活動及通訊',
          description: '透過直播、網上活動和公司通訊，邀請追蹤者參與持續的交流，也讓銷售團隊有順理成章的理由跟進。',
          icon: 'event',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'why-linkedin',
      title: '為何 LinkedIn 營銷如此重要',
      items: [
        {
          title: '決策者匯聚一處',
          text: '高級管理人員和企業東主都會透過 LinkedIn 追蹤行業動態，讓您直接接觸批核預算的人，而不是替他們把關的人。',
        },
        {
          title: '按職位定位，不靠猜測',
          text: '廣告活動可按職銜、職級、職能、行業、公司規模定位，甚至直接鎖定您希望爭取的指定公司名單。',
        },
        {
          title: '未通電話，先建信譽',
          text: '潛在客戶在回覆電郵之前，會先查看您的公司專頁和團隊成員的個人檔案；有出色的形象，便能更快爭取到會面機會。',
        },
        {
          title: '潛在客戶質素更高',
          text: '潛在客戶開發表格會自動填入個人檔案資料，對話亦在專業環境中展開，因此查詢的質素往往比消費者平台上的更高。',
        },
        {
          title: '思想領導力日積月累',
          text: '定期發佈實用的帖文，知名度便會逐月累積；當買家出現需要時，首先想到的就是您。',
        },
        {
          title: '更強的僱主品牌',
          text: '能吸引客戶的形象，同樣能吸引人才——在競爭激烈的香港招聘市場，這是一大優勢。',
        },
      ],
    },
    {
      kind: 'features',
      id: 'approach',
      title: '我們的做法',
      intro: '四個環環相扣的工作範疇，每月與您一同檢討。',
      cards: [
        {
          title: '個人檔案優化',
          description:
            '我們為您的主要人員和公司專頁重寫標題、「關於」部分及精選內容，讓它們切中買家的痛點、出現在 LinkedIn 搜尋結果中，並把檔案瀏覽轉化為連線邀請。',
          icon: 'badge',
        },
        {
          title: '人脈網絡拓展',
          description:
            '我們先界定您的理想目標公司和職位，再透過針對性的連線邀請、參與群組討論和活動後跟進，建立切合業務的人脈網絡——重質不重量，不追求虛有其表的數字。',
          icon: 'hub',
        },
        {
          title: '內容營銷',
          description:
            '每星期按固定節奏發佈英文帖文、文章、文件輪播和短片（如受眾偏好中文，亦會以中文發佈），展現專業實力，吸引合適的人留言互動。',
          icon: 'article',
        },
        {
          title: '數據分析及投資回報',
          description:
            '我們追蹤個人檔案瀏覽次數、目標客戶的互動、潛在客戶及已預約的會議，把 LinkedIn 與您的 CRM 連接，並以管理層慣用的指標匯報投資回報。',
          icon: 'leaderboard',
        },
      ],
    },
  ],
  cta: {
    title: '讓 LinkedIn 成為您最有價值的銷售渠道',
    text: '預約免費諮詢。我們會檢視您的公司專頁及管理層個人檔案，估算您在 LinkedIn 上的目標受眾規模，並擬定一份90日計劃。',
    action: startLinkedInStrategy,
  },
};
