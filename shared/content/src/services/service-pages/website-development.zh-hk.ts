/** Traditional Chinese (Hong Kong) of ./website-development.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const websiteDevelopmentPage: ServicePageContent = {
  slug: 'website-development',
  hero: {
    lead: '快速、無障礙的雙語網站及網頁應用程式，專為搜尋排名和轉化而構建——採用現代框架開發，您的團隊亦可輕鬆自行更新。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '與銷售團隊一樣賣力的網站',
    paragraphs: [
      '對大部分 B2B 企業而言，網站是潛在客戶認真考察的第一站。網頁載入緩慢、設計過時，或中文版的內容落後於英文版，都會令您在不知不覺間流失查詢——在手機上尤其明顯，而不少訪客正是首次以手機瀏覽。',
      '我們圍繞買家的決策旅程進行設計和開發：訊息清晰、載入迅速、符合 WCAG 2.2 AA 無障礙標準、中英文網站結構利於搜尋，並配備營銷團隊毋須求助開發人員也能自行使用的內容管理系統。',
    ],
    atAGlance: [
      '需求探索、資訊架構及用戶體驗（UX）設計',
      '英文、繁體及簡體中文內容結構',
      '無頭 CMS（headless CMS）或 WordPress，視乎哪個最適合您的團隊',
      '內建 Core Web Vitals 效能優化、無障礙設計及 SEO',
      '網站寄存、維護及支援計劃',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-deliver',
      title: '我們的服務內容',
      intro: '由首次工作坊到網站上線以至之後，都由同一團隊負責，工作範圍和時間表事先議定。',
      cards: [
        {
          title: '用戶體驗及介面設計',
          description:
            '以研究為本的資訊架構、線框圖和視覺設計，體現您的品牌特色，引導訪客採取下一步行動，並適用於各種螢幕尺寸。',
          icon: 'draw',
        },
        {
          title: '雙語網站開發',
          description:
            '以 React、Next.js 或 WordPress 開發網站及網頁應用程式，配備完善的語言切換、hreflang 標籤，以及能清晰呈現中文字的排版。',
          icon: 'translate',
        },
        {
          title: '效能及無障礙設計',
          description:
            '優化圖片、程式碼和寄存設定，在手機網絡上也能快速載入，並符合 WCAG 2.2 AA 無障礙標準，讓每位訪客——以至每個搜尋引擎——都能順暢使用您的網站。',
          icon: 'speed',
        },
        {
          title: '系統整合及維護',
          description:
            '把網站表格連接至您的 CRM，設定數據分析及同意管理工具，並提供維護計劃，涵蓋保安更新、備份、運作時間監察及小型修改。',
          icon: 'integration-instructions',
        },
      ],
    },
  ],
  cta: {
    title: '規劃能把瀏覽轉化為查詢的網站',
    text: '預約免費諮詢。我們會檢視您現有網站的速度、搜尋曝光和用戶旅程，並就改版或重建概述工作範圍、時間表及預算。',
    action: { label: '規劃網站', href: paths.contact.consultation },
  },
};
