/** Traditional Chinese (Hong Kong) of ./frame.ts. */
import { company } from './company.zh-hk';
import type { FrameCopy } from './frame';

export const frameCopy: FrameCopy = {
  languageName: '中文',
  skipLink: '跳至主要內容',
  navBar: {
    brandLink: `${company.name} 主頁`,
    mainNav: '主選單',
    mobileNav: '手機版選單',
    menuButton: '選單',
  },
  footer: {
    blurb: '為香港及亞洲各地銳意進取的企業，提供 AI 方案、數碼營銷、網站開發及培訓服務。',
    columns: { explore: '網站導覽', company: '公司', contact: '聯絡我們', legal: '法律資訊' },
    copyright: `${company.name} 版權所有`,
  },
  toasts: { close: '關閉' },
  notFound: {
    title: '抱歉，找不到這個網頁',
    text: '您要找的網頁可能已經搬遷，或從未存在。讓我們帶您重回正軌。',
    action: '返回主頁',
  },
  badRequest: {
    title: '無法讀取這個網址',
    text: '連結有部分格式錯誤，可能在複製時被截短或改動了。請從主頁重新開始，或使用上方的選單尋找您需要的內容。',
    action: '返回主頁',
  },
};
