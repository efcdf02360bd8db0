/** Traditional Chinese (Hong Kong) of ./digital-marketing.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const digitalMarketingPage: ServicePageContent = {
  slug: 'digital-marketing',
  hero: {
    lead: '為香港企業提升搜尋曝光、管理搜尋廣告，並建立一致的網上形象；配合完善的追蹤設定，讓每一分開支都能對應到查詢和收入。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '買家搜尋時找到您，價值多少一清二楚',
    paragraphs: [
      '在香港，Google 是最主要的搜尋引擎；若您的客戶來自內地，百度亦不容忽視；而您的 Google 商家檔案、網上名錄資料和評價，則左右客戶對您的第一印象。買家通常會先在網上比較多家供應商，才挑選其中一家列入考慮名單。',
      '我們把技術 SEO、內容 SEO、搜尋引擎營銷及網上形象管理整合為同一個計劃，再設定數據分析，讓您清楚看到哪些關鍵字、廣告活動和網頁帶來查詢——並不再為毫無成效的部分付費。',
    ],
    atAGlance: [
      '技術 SEO 審核及中英文關鍵字研究',
      'Google Ads 搜尋廣告及 Performance Max 廣告管理',
      'Google 商家檔案、網上名錄及評價管理',
      '正確設定 GA4、Tag Manager 及轉化追蹤',
      '與查詢及收入掛鈎的每月數據儀表板',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'disciplines',
      title: '四大範疇，一個計劃',
      intro: '搜尋、廣告與聲譽管理由同一團隊負責並一併匯報，效果更理想。',
      cards: [
        {
          title: '搜尋引擎優化（SEO）',
          description:
            '技術修正、網站結構、雙語關鍵字研究，以及能在買家搜尋時取得排名的內容——包括為中英文網頁設定 hreflang，並為您的香港辦公室做好本地 SEO。',
          icon: 'manage-search',
        },
        {
          title: '搜尋引擎營銷（SEM）',
          description:
            '圍繞具購買意向的關鍵字建立 Google Ads 廣告活動，配合嚴謹的比對類型、否定關鍵字清單和專屬著陸頁，並以每個合資格潛在客戶的成本（而非每次點擊成本）管理出價。',
          icon: 'travel-explore',
        },
        {
          title: '網上形象管理',
          description:
            '確保公司資料在 Google 商家檔案、LinkedIn、行業名錄和評價平台上準確一致，並建立恆常機制，以中文或英文迅速回應評價和提問。',
          icon: 'public',
        },
        {
          title: '成效追蹤',
          description:
            '設定 GA4、Google Tag Manager 及 CRM 整合，把表格提交、來電和 WhatsApp 點擊記錄為轉化，並在每月數據儀表板中匯報，數字經得起財務團隊審視。',
          icon: 'query-stats',
        },
      ],
    },
  ],
  cta: {
    title: '看看您的搜尋流量值多少',
    text: '預約免費諮詢。我們會檢視您的搜尋曝光、廣告帳戶和追蹤設定，再告訴您哪些地方最快見效，以及所需的費用。',
    action: { label: '索取數碼營銷評估', href: paths.contact.consultation },
  },
};
