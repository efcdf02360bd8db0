/** Traditional Chinese (Hong Kong) of ./email-marketing.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const emailMarketingPage: ServicePageContent = {
  slug: 'email-marketing',
  hero: {
    lead: '透過電子通訊和自動化客戶旅程，在漫長的採購週期中讓客戶時刻記得貴公司——分眾發送、中英雙語，並符合香港的直接促銷規定。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '善用完全由您掌握的渠道',
    paragraphs: [
      '電郵是少數能讓您同時掌控受眾和發送時機的渠道，B2B 買家至今仍依靠電郵獲取產品消息、活動邀請和行業洞見。不過，目標不清的大量群發，會損害您的寄件者信譽以至品牌形象。',
      '我們以「取得同意」和「內容相關」為核心建立電郵計劃：整潔而分眾的名單、按每位聯絡人所處階段撰寫的訊息，以及因應其行動而自動回應的流程。根據《個人資料（私隱）條例》，直接促銷必須取得同意，並提供清晰的拒收途徑——因此我們從一開始便把兩者納入設計。',
    ],
    atAGlance: [
      '平台設定或遷移：HubSpot、Mailchimp、Klaviyo 或 Salesforce',
      '符合《個人資料（私隱）條例》的同意收集及取消訂閱流程',
      '在手機上同樣清晰易讀的雙語範本',
      '歡迎、培育及重新互動的自動化流程',
      '送達率監察及每月報告',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-build',
      title: '我們為您建立的電郵方案',
      intro: '由您現有的名單出發，建立一套毋須任何人按下「發送」，也能向每位聯絡人傳送合適訊息的電郵計劃。',
      cards: [
        {
          title: '策略及分眾',
          description:
            '我們審視您的名單和數據，按行業、職位、客戶生命週期階段及行為劃分組別，並規劃每個組別應收到甚麼內容、多久發送一次——讓每次發送都有其理由。',
          icon: 'category',
        },
        {
          title: '自動化客戶旅程',
          description:
            '歡迎系列、潛在客戶培育、活動跟進、新客戶入門及挽回流失客戶等電郵序列，由登記、下載、瀏覽網站或 CRM 中的階段變更自動觸發。',
          icon: 'route',
        },
        {
          title: '電子通訊及推廣電郵',
          description:
            '定期以英文及繁體中文發送電子通訊和推廣電郵，由我們撰寫及設計，每次發送前均在 Outlook、Gmail 及手機上測試。',
          icon: 'newspaper',
        },
        {
          title: '合規及送達率',
          description:
            '符合《個人資料（私隱）條例》的同意紀錄、迅速處理取消訂閱要求、SPF、DKIM 及 DMARC 驗證，加上定期清理名單，讓您的電郵不會被當作垃圾電郵，也免惹法律麻煩。',
          icon: 'verified-user',
        },
      ],
    },
  ],
  cta: {
    title: '充分發揮現有聯絡人的價值',
    text: '預約免費諮詢。我們會檢視您的名單、平台和近期的電郵活動，並建議最值得率先建立的三個自動化流程。',
    action: { label: '評估電郵營銷計劃', href: paths.contact.consultation },
  },
};
