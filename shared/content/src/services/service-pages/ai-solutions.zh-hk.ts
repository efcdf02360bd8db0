/** Traditional Chinese (Hong Kong) of ./ai-solutions.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const aiSolutionsPage: ServicePageContent = {
  slug: 'ai-solutions',
  hero: {
    lead: '圍繞您的數據和流程打造務實的人工智能（AI）方案——AI 助理、智能文件處理和預測模型，先由可量度成效的試行項目開始，證明價值後再擴大規模。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '真正為業務創造價值的 AI',
    paragraphs: [
      '自2023年起，我們一直協助企業從試用公開的聊天機械人，走到把 AI 應用於自身營運之中。最困難的地方很少是模型本身，而是選對應用場景、準備好數據，並讓成果融入員工現有的工作方式。',
      '我們先進行短期探索，找出回報明確的應用場景，再以您的數據建立試行方案，過程中充分顧及私隱保障和《個人資料（私隱）條例》的責任；在更大範圍推行之前，會先對照議定的基準衡量成效。',
    ],
    atAGlance: [
      '應用場景探索工作坊及投資回報估算',
      '能以英語、廣東話及普通話回答的 AI 助理',
      '表格、發票及合約的文件處理',
      '如有需要，可部署於您自己的雲端租戶環境',
      '以議定基準衡量試行成果',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-build',
      title: '我們以 AI 打造的方案',
      intro: '度身訂造的方案，而非現成的訂閱服務：每個方案都針對一個明確的業務成果而設計。',
      cards: [
        {
          title: '度身訂造的 AI 助理',
          description:
            '以您的政策、產品資料和知識庫為依據，在您的網站、WhatsApp 或 Microsoft Teams 上以中英文解答員工或客戶的問題，並註明資料來源。',
          icon: 'smart-toy',
        },
        {
          title: '智能文件處理',
          description: '從發票、申請表、合約和報告中擷取及分類資料——包括中英夾雜的文件——再傳送至您的系統以供審核。',
          icon: 'document-scanner',
        },
        {
          title: '預測分析',
          description:
            '以您的歷史數據建立模型，預測需求、為潛在客戶評分、標示可能流失的客戶或偵測異常情況，並以管理人員可據以行動的方式解釋結果。',
          icon: 'insights',
        },
        {
          title: 'AI 策略及管治',
          description:
            '制定按優先次序排列的路線圖、評估數據準備程度，並訂立涵蓋私隱、保安及人工監督的使用政策，確保企業採用 AI 時安全合規，並由業務部門主導。',
          icon: 'policy',
        },
      ],
    },
  ],
  cta: {
    title: '找出能收回成本的 AI 應用',
    text: '預約免費諮詢。我們會與您探討現有流程和數據，找出兩三個具潛力的應用場景，並概述一個短期、可量度成效的試行項目涉及哪些工作。',
    action: { label: '探索 AI 業務應用', href: paths.contact.consultation },
  },
};
