/**
 * What the site says where a part of a page cannot load: an island whose code did not arrive (or
 * that failed to render), and a section the browser had to render itself and could not. The page
 * carries these words (the island runtime has none of its own), so they are in the page's language.
 */
import type { Localized } from '../locale/localized';

export interface NoticeCopy {
  island: {
    unavailable: string;
    tryAgain: string;
    /** Where only a reload can help: the section's files are gone (a retired version). */
    reload: string;
  };
  section: {
    title: string;
    /** `{email}` and `{phone}` become links to the company's e-mail and phone. */
    text: string;
    tryAgain: string;
    /** The accessible name of the bar shown while a section loads. */
    loading: string;
  };
}

export const noticeCopy: Localized<NoticeCopy> = {
  en: {
    island: {
      unavailable: 'This part of the page could not load.',
      tryAgain: 'Try again',
      reload: 'Reload the page',
    },
    section: {
      title: 'This section is temporarily unavailable',
      text: 'We could not load this part of the site just now. Please try again in a moment — or reach us directly at {email} or {phone}.',
      tryAgain: 'Try again',
      loading: 'Loading section',
    },
  },
  'zh-HK': {
    island: {
      unavailable: '網頁的這個部分未能載入。',
      tryAgain: '再試一次',
      reload: '重新載入網頁',
    },
    section: {
      title: '這部分暫時未能提供',
      text: '我們暫時未能載入網站的這個部分。請稍後再試，或直接透過電郵 {email} 或致電 {phone} 與我們聯絡。',
      tryAgain: '再試一次',
      loading: '正在載入',
    },
  },
};
