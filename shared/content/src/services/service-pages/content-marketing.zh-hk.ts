/** Traditional Chinese (Hong Kong) of ./content-marketing.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const contentMarketingPage: ServicePageContent = {
  slug: 'content-marketing',
  hero: {
    lead: '以中英雙語內容吸引香港以至亞洲各地 B2B 買家的注意：圍繞他們關心的問題策劃，由專業撰稿人執筆，並發佈到決策者真正會閱讀的地方。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '未見面，內容已先替您推銷',
    paragraphs: [
      '大部分 B2B 買家早在與供應商接觸之前，已自行做足資料搜集：閱讀文章、比較個案研究，並在 LinkedIn 和 WhatsApp 上把有用的資料轉發給同事。如果您的專業實力在這個階段未被看見，最後便只能靠價格競爭。',
      '我們為您建立內容計劃，以英文及繁體中文（面向大灣區讀者時亦提供簡體中文）解答買家在採購各個階段提出的問題；衡量成效的標準是查詢數目和內容所帶動的銷售商機，而不只是瀏覽量。',
    ],
    atAGlance: [
      '編輯策略及90日內容日程表',
      '英文及繁體中文的文章、指南和個案研究',
      '短片、資訊圖表及簡報',
      '透過 LinkedIn、電郵、搜尋引擎及合作夥伴渠道發佈',
      '每月匯報互動、查詢及所帶動的銷售商機',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-do',
      title: '我們的內容營銷服務範圍',
      intro: '四個工作範疇一併規劃，確保每篇內容在動筆之前，已有明確的目的和對象讀者。',
      cards: [
        {
          title: '策略制定',
          description:
            '我們會訪問您的銷售團隊和客戶，整理買家在每個階段提出的問題，並審視您現有的內容。您將獲得一份完整的書面策略，涵蓋目標讀者、主題、內容形式、發佈日程，以及我們日後匯報成效所依據的指標。',
          icon: 'map',
        },
        {
          title: '網誌及文章撰寫',
          description:
            '由專業撰稿人以英文及繁體中文撰寫文章、詳盡指南、白皮書和個案研究——全部經過本地化處理，絕不採用機器翻譯；內容均針對搜尋引擎優化，並在發佈前交由您的業務專家審閱。',
          icon: 'edit-note',
        },
        {
          title: '影片及視覺內容',
          description:
            '解說影片、在香港拍攝的客戶訪談、為社交媒體剪輯的字幕版本、資訊圖表及簡報，把複雜的服務化繁為簡，讓採購委員會成員容易理解，也方便在內部傳閱。',
          icon: 'videocam',
        },
        {
          title: '內容發佈',
          description:
            '每篇內容都配有發佈計劃：LinkedIn 帖文及付費推廣、電郵通訊、搜尋引擎優化、行業協會渠道，以及改編成其他形式再度運用，確保優質內容送達原本設定的讀者手中。',
          icon: 'share',
        },
      ],
    },
  ],
  cta: {
    title: '讓專業知識轉化為源源不絕的查詢',
    text: '預約免費內容評估。我們會審視您現有的文章和發佈渠道，找出競爭對手佔上風的題目，並提出一份預算清晰的90日計劃。',
    action: { label: '規劃內容策略', href: paths.contact.consultation },
  },
};
