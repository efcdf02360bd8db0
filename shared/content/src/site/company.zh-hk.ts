/** Traditional Chinese (Hong Kong) of ./company.ts. */
import type { Translation } from '../locale/translation';
import type { company as englishCompany } from './company';
import { companyFacts as facts } from './company-facts';

/** The company's facts in Chinese: the words translated, around the facts every language writes alike (company-facts.ts). */
export const company = {
  ...facts,
  tagline: '助您的業務更上一層樓',
  address: {
    ...facts.address,
    /** Largest unit first, as a Hong Kong address is written in Chinese (香港灣仔軒尼詩道168號 Harbourline House 17樓). */
    lines: ['香港灣仔', '軒尼詩道168號', 'Harbourline House 17樓'],
    short: '香港灣仔 Harbourline House 17樓',
    street: '軒尼詩道168號 Harbourline House 17樓',
    district: '灣仔',
    region: '香港',
  },
  hours: {
    ...facts.hours,
    weekdays: '星期一至五：上午9:30至下午6:30（香港時間）',
    weekends: '星期六及日：休息',
  },
  areaServed: ['香港', '亞洲'],
  replyPromise: '我們會在24小時內回覆每一項查詢。',
} satisfies Translation<typeof englishCompany>;
