/** Traditional Chinese (Hong Kong) of ./blog-asia-focus.ts. */
import type { Translation } from '../locale/translation';
import type { AsiaFocusTopic, asiaFocus as englishAsiaFocus } from './blog-asia-focus';

/** The Hong Kong & Asia Focus category page (/blog/asia-focus). */
export const asiaFocus = {
  eyebrow: '網誌類別',
  title: '香港及亞洲焦點',
  lead: '為立足香港、拓展大中華及東南亞市場的企業提供區域分析：買家的行為模式、他們使用的渠道和支付方式，以及當地法規對貴公司數據和營銷工作的影響。',
  topicsTitle: '我們在區內關注的議題',
  topicsIntro:
    '我們的區域研究圍繞四大主題。每個主題都以一篇現已可閱讀的文章為起點，並會隨着分析師陸續發表市場簡報而不斷充實。',
  topics: [
    {
      title: '三語對話式 AI',
      description:
        '能在粵語、英語和普通話之間靈活切換，並以繁體或簡體中文書寫的客戶服務及銷售助理，直接在客戶已慣用的 WhatsApp 和微信對話中運作。',
      icon: 'forum',
      article: 'hong-kong-conversational-ai',
    },
    {
      title: '香港團隊的營銷自動化',
      description:
        '人手精簡的營銷團隊如何運用人工智能（AI）進行客戶分群、製作雙語內容和為潛在客戶評分，同時遵守《個人資料（私隱）條例》有關直接營銷的規定。',
      icon: 'hub',
      article: 'ai-marketing-hong-kong',
    },
    {
      title: '東南亞電子商務',
      description:
        '電商平台、社交電商與直播電商、電子錢包和貨到付款：在新加坡、馬來西亞、印尼、泰國、越南和菲律賓經營網上銷售，各有甚麼不同。',
      icon: 'storefront',
      article: 'southeast-asia-ecommerce',
    },
    {
      title: '逐個市場看數碼轉型',
      description:
        '亞洲各地的政府政策、基礎設施和人才，如何令轉型項目事半功倍或困難重重，以及區域企業應如何安排轉型計劃的先後次序。',
      icon: 'apartment',
      article: 'asia-digital-transformation',
    },
  ] satisfies readonly AsiaFocusTopic[],
  /** Each topic card's link; the card title is added for screen readers. */
  topicLinkLabel: '閱讀文章',
  progress: {
    title: '區域分析進行中',
    paragraphs: [
      '我們的區域研究團隊正為在香港統籌多個亞洲市場的決策者，籌備一系列市場簡報。每份簡報都以同一角度剖析一個市場：企業買家如何搜集資料和作出決定、能接觸他們的渠道和平台、當地的付款和物流習慣，以及影響營銷和 AI 項目的資料保障法規。',
      '我們引用的每個數字都會註明其公開來源，每份簡報在發表前亦會交由在當地主理項目的顧問審閱。每份簡報的結尾都會為進入或拓展該市場的企業提供實用步驟，並列出應向當地合作夥伴提出的問題。',
    ],
    briefingsTitle: '系列首批簡報',
    briefings: [
      {
        title: '大灣區',
        text: '跨境數據規則、內地的支付及社交平台，以及如何從香港向大灣區買家銷售。',
      },
      {
        title: '新加坡',
        text: '應否在當地設立區域總部：人才、資助、《個人資料保護法令》（PDPA）下的資料保障，以及覆蓋東盟市場的能力。',
      },
      {
        title: '印尼',
        text: '電商平台與社交電商、電子錢包、印尼語內容，以及新訂的個人資料保護法例。',
      },
      {
        title: '越南',
        text: '數碼化步伐急速的 B2B 市場：Zalo 與 Facebook、當地合作夥伴，以及數據本地化規定。',
      },
    ],
    subscribeIntro: '訂閱後，每份簡報發表時都會以電郵送到您手上，每月不多於兩封。',
  },
  articlesTitle: '區域文章',
  subscribe: {
    action: '訂閱區域動態',
    subject: '訂閱區域動態',
    body: [
      'Harbourline Digital 團隊您好：',
      '',
      '請將我加入「香港及亞洲焦點」區域動態的訂閱名單。',
      '',
      '姓名：',
      '公司：',
      '感興趣的市場：',
      '',
      '---',
      '此訂閱申請經「香港及亞洲焦點」網頁發出。',
    ].join('\n'),
    toast: '正在開啟您的電郵應用程式以訂閱區域動態……',
  },
} satisfies Translation<typeof englishAsiaFocus>;
