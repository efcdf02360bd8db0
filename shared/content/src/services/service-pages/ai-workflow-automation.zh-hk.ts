/** Traditional Chinese (Hong Kong) of ./ai-workflow-automation.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const aiWorkflowAutomationPage: ServicePageContent = {
  slug: 'ai-workflow-automation',
  hero: {
    lead: 'AI 代理全天候承擔重複而多步驟的工作——接收查詢、分流、數據輸入、編製報告及跟進——與團隊現有的工具連接，並由您的員工監督。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '瑣碎工作交給 AI 代理，判斷留給人',
    paragraphs: [
      '營運團隊每天花上數小時，在電郵、試算表、CRM 和會計系統之間複製數據、追趕審批，以及回覆千篇一律的查詢。這些工作費時、容易出錯，工作量一旦增加便難以應付。',
      'AI 代理可以閱讀收到的請求、判斷其性質、在您的系統中查找資料、執行下一步，並把特殊個案交由專人處理。我們設計的每個工作流程都有清晰規則，在關鍵環節設有人工審批，並保留完整的審計紀錄。',
    ],
    atAGlance: [
      '梳理流程，找出數量龐大、有規則可循的工作',
      '處理電郵、WhatsApp 及網站表格查詢的 AI 代理',
      '與您的 CRM、ERP、Microsoft 365 或 Google Workspace 整合',
      '人工參與審批及審計日誌',
      '每月報告節省的工時及已處理的特殊個案',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'workflows',
      title: '我們自動化的工作流程',
      intro: 'AI 代理全天候運作——香港公眾假期照常工作，其他時區的深夜查詢亦能及時處理。',
      cards: [
        {
          title: '查詢接收及分流',
          description:
            'AI 代理閱讀中文或英文的電郵、網站表格和 WhatsApp 訊息，加以分類、擷取詳情、在 CRM 中建立紀錄，再連同回覆草稿轉交合適的負責人。',
          icon: 'move-to-inbox',
        },
        {
          title: '後勤文件處理',
          description:
            '按您的規則核對發票、採購訂單、報銷申請及入職文件，輸入 ERP 或會計系統，只在資料不符時才轉交同事跟進。',
          icon: 'receipt-long',
        },
        {
          title: '報告及監察',
          description:
            '從您的系統自動編製每日及每週報告；AI 代理亦會留意逾期未辦、數字異常或停滯不前的個案，並通知負責人。',
          icon: 'dashboard',
        },
        {
          title: '跟進及預約安排',
          description: '在適當時候以電郵或 WhatsApp 發出提示、跟進報價、安排預約及發送續約通知，不會遺漏任何一位客戶。',
          icon: 'event-repeat',
        },
      ],
    },
  ],
  cta: {
    title: '看看哪些工作流程可交由 AI 代理負責',
    text: '預約免費諮詢。帶來一個最耗費團隊時間的流程，我們會為您勾畫 AI 代理將如何處理、需要連接哪些系統，以及可節省多少。',
    action: { label: '規劃首個自動化流程', href: paths.contact.consultation },
  },
};
