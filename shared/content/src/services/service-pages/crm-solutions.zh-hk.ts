/** Traditional Chinese (Hong Kong) of ./crm-solutions.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const crmSolutionsPage: ServicePageContent = {
  slug: 'crm-solutions',
  hero: {
    lead: '由 CRM 甄選、實施、數據遷移到自動化，讓銷售、營銷及客戶服務團隊對每位客戶都有一致而準確的全面了解——而且是團隊真正會用的系統。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '所有客戶關係，集中於同一個可靠來源',
    paragraphs: [
      '在不少香港公司，客戶資料分散在試算表、個人電郵收件匣，以及員工個人手機上的 WhatsApp 對話中。一旦有人離職，客戶關係便隨之流失，管理層亦無法可靠地掌握銷售管道的全貌。',
      '我們協助您按公司規模和流程選擇合適的 CRM，按您實際的銷售方式進行配置，妥善遷移數據，並把系統與您的網站、電郵、WhatsApp Business 及會計工具連接——再為團隊提供培訓，確保系統長期有人使用。',
    ],
    atAGlance: [
      '平台甄選：HubSpot、Salesforce、Zoho 或 Microsoft Dynamics 365',
      '按您的流程設計銷售管道、欄位及權限',
      '數據清理、去除重複及遷移',
      '與網站表格、電郵、WhatsApp Business 及會計系統整合',
      '按職能設計的培訓，以及上線後90日支援',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'selection-to-adoption',
      title: '由甄選到全面應用',
      intro: 'CRM 項目成功與否，在於團隊是否每天使用；我們從第一次工作坊起，便以此為目標規劃。',
      cards: [
        {
          title: 'CRM 甄選及規劃',
          description:
            '我們記錄您的銷售及服務流程，按您的需求和預算比較各個平台，並推薦最合適的一個——同時提供切合實際的總體擁有成本，已包括軟件授權費用。',
          icon: 'fact-check',
        },
        {
          title: '實施及自訂設定',
          description:
            '為每個團隊配置銷售管道、自訂欄位、權限、數據儀表板及雙語範本，並選擇符合您私隱及合規要求的數據託管方式。',
          icon: 'tune',
        },
        {
          title: '數據遷移及系統整合',
          description:
            '把聯絡人、公司、交易及往來紀錄清理並去除重複後匯入，再與您的網站、電郵平台、WhatsApp Business、日曆及會計軟件連接。',
          icon: 'sync',
        },
        {
          title: '自動化及推行應用',
          description:
            '潛在客戶分派、跟進提示、報價流程及報告，由第一星期起便節省時間；再配合實務培訓和支援，讓使用 CRM 成為日常習慣。',
          icon: 'bolt',
        },
      ],
    },
  ],
  cta: {
    title: '清楚掌握每宗交易的進度',
    text: '預約免費諮詢。我們會梳理您現時的銷售及客戶流程，並建議適合您團隊的 CRM 設定、遷移計劃和時間表。',
    action: { label: '規劃 CRM 項目', href: paths.contact.consultation },
  },
};
