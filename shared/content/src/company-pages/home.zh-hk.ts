/** Traditional Chinese (Hong Kong) of ./home.ts. */
import { paths } from '@agency/platform/routes';
import { company } from '../site/company.zh-hk';
import type { HomeContent } from './home';

export const home: HomeContent = {
  hero: {
    eyebrow: '香港 · AI · 數碼營銷 · 網站',
    lead: `我們結合自${company.foundedYear}年起累積的數碼營銷經驗與實用的 AI 方案，把拖慢團隊的工作自動化，並將更多網站訪客轉化為優質潛在客戶。`,
    primary: { label: '開展您的增長之旅', href: paths.contact.scheduleConsultation },
    secondary: { label: '查看我們的服務', href: paths.services.root },
    highlights: [`${company.foundedYear}年起從事數碼營銷`, `${company.aiSinceYear}年起提供 AI 方案`, '24小時內回覆'],
  },
  services: {
    title: '業務增長所需，一站俱備',
    intro: '十二項服務、一支團隊、一份計劃：您可只選用單一專長，也可將多項服務組合成一套以收入目標衡量成效的方案。',
  },
  whyUs: {
    title: '香港企業為何選擇我們',
    intro: `自${company.foundedYear}年起，我們協助初創企業、中小企及區域企業把營銷開支轉化為銷售商機；自${company.aiSinceYear}年起，更引入 AI，為他們的團隊卸下重複性工作。我們的規模精簡，足以了解每一位客戶；我們的經驗資深，足以為成果負責。`,
    benefits: [
      {
        title: '免費諮詢及項目評估',
        text: '在您投入一分一毫之前，資深策略師會檢視您的目標、渠道及數據，並直言哪些措施能夠推動業績、哪些不能。',
      },
      {
        title: '專屬項目經理',
        text: '由一位熟悉您業務的專人掌管時間表，並在一個工作天內回覆——英語、粵語或普通話皆可溝通。',
      },
      {
        title: '收費及時間表清晰透明',
        text: '以港元報價、工作範圍固定並附有里程碑的建議書，讓財務部門清楚成本，您亦知道每星期會交付甚麼。',
      },
      {
        title: '成果有跡可尋',
        text: '數據儀表板把推廣活動及自動化流程與查詢、銷售商機及節省的工時直接掛鈎，並每月與您一同檢討。',
      },
    ],
    testimonialsTitle: '客戶心聲',
    testimonials: [
      {
        result: '轉化提升150%',
        quote:
          '他們重建了我們的產品頁面及結帳流程，並以利潤而非點擊為依歸，重新部署我們的付費廣告。不到兩個季度，轉化率已提升150%，我們亦終於知道哪些廣告真正能夠回本。',
        role: '電子商務總監',
        organisation: '葡萄酒進口商，香港',
      },
      {
        result: '優質潛在客戶增加300%',
        quote:
          '我們的 LinkedIn 公司專頁本來無人問津，現在卻成為與亞洲各地採購主管展開對話的穩定來源。首年的優質潛在客戶增至三倍，銷售團隊亦信賴這套評分機制。',
        role: '市場推廣主管',
        organisation: 'B2B 物流供應商，觀塘',
      },
      {
        result: '每星期節省20小時',
        quote:
          '現在 AI 助理會在 WhatsApp 上以英語及粵語分類和回答日常的保單查詢，其餘問題則連同相關背景資料轉交我們的同事跟進。團隊可以把時間花在客戶身上，而不是複製貼上。',
        role: '營運經理',
        organisation: '區域保險經紀公司，中環',
      },
    ],
    action: { label: '探索更多服務', href: paths.services.root },
  },
  contact: {
    title: '告訴我們您的項目',
    intro: `${company.replyPromise}想直接與我們對話？歡迎在辦公時間致電，或親臨我們的灣仔辦公室。`,
    formTitle: '索取報價',
    labels: { email: '電郵', phone: '電話', office: '辦公室', hours: '辦公時間' },
  },
};
