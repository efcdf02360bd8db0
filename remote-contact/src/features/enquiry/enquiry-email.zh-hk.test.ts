import type { EnquiryFormName } from '@agency/platform/contracts';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { enquiryIn } from '../../testing/enquiries';
import { crlf } from '../../testing/form-test-helpers';
import { mailtoParts } from '../../testing/mailto-parts';
import { composeEnquiryEmail, mailtoOf } from './enquiry-email';
import type { EnquiryValues } from './field-table';

/** Who writes, on a Chinese page: a Chinese name, an English company with & and an emoji. */
const sender = {
  firstName: '大文',
  lastName: '陳',
  email: 'tai.man@example.com',
  phone: '+852 9123 4567',
  company: 'Chan & Co. 🚀',
};

/** The e-mail's lines about the sender, as written, and as the link carries them (%0D%0A after each). */
const senderLines = `聯絡資料
姓名：大文 陳
電郵：tai.man@example.com
電話：+852 9123 4567
公司：Chan & Co. 🚀`;
const senderEncoded =
  '%E8%81%AF%E7%B5%A1%E8%B3%87%E6%96%99%0D%0A' +
  '%E5%A7%93%E5%90%8D%EF%BC%9A%E5%A4%A7%E6%96%87%20%E9%99%B3%0D%0A' +
  '%E9%9B%BB%E9%83%B5%EF%BC%9Atai.man%40example.com%0D%0A' +
  '%E9%9B%BB%E8%A9%B1%EF%BC%9A%2B852%209123%204567%0D%0A' +
  '%E5%85%AC%E5%8F%B8%EF%BC%9AChan%20%26%20Co.%20%F0%9F%9A%80%0D%0A';

interface Example {
  /** The form as a visitor might fill it in: Chinese, English, emoji, &, % and #. */
  filled: EnquiryValues;
  /** Its e-mail, exactly: the subject, headings and field names in Chinese, what was typed as typed. */
  subject: string;
  body: string;
  /** Its mailto: URL: UTF-8 percent-encoded per RFC 6068, %20 for a space (never +), %0D%0A line breaks. */
  url: string;
  /** The subject of a form submitted with nothing in it. */
  emptySubject: string;
  /** A line break typed into a text area: the text, its lines in the e-mail, and in the link. */
  lineBreak: { values: EnquiryValues; lines: string; encoded: string };
}

const examples: Readonly<Record<EnquiryFormName, Example>> = {
  quote: {
    filled: {
      ...sender,
      budget: '25k-50k',
      services: ['Digital Marketing', 'AI Solutions'],
      timeline: '1-month',
      description: '新網站，100% 雙語？ Go-live by #Q3 🚀',
    },
    subject: '報價要求：大文 陳 - Chan & Co. 🚀',
    body: `新報價要求

${senderLines}

項目詳情
預算範圍：HK$25,000 - HK$50,000
所需服務：數碼營銷、AI 人工智能方案
時間表：1個月內

項目描述：
新網站，100% 雙語？ Go-live by #Q3 🚀

---
此報價要求由網站的報價表格發出。`,
    url:
      'mailto:info@harbourline.example' +
      '?subject=%E5%A0%B1%E5%83%B9%E8%A6%81%E6%B1%82%EF%BC%9A%E5%A4%A7%E6%96%87%20%E9%99%B3%20-%20Chan%20%26%20Co.%20%F0%9F%9A%80' +
      '&body=%E6%96%B0%E5%A0%B1%E5%83%B9%E8%A6%81%E6%B1%82%0D%0A' +
      '%0D%0A' +
      senderEncoded +
      '%0D%0A' +
      '%E9%A0%85%E7%9B%AE%E8%A9%B3%E6%83%85%0D%0A' +
      '%E9%A0%90%E7%AE%97%E7%AF%84%E5%9C%8D%EF%BC%9AHK%2425%2C000%20-%20HK%2450%2C000%0D%0A' +
      '%E6%89%80%E9%9C%80%E6%9C%8D%E5%8B%99%EF%BC%9A%E6%95%B8%E7%A2%BC%E7%87%9F%E9%8A%B7%E3%80%81AI%20%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD%E6%96%B9%E6%A1%88%0D%0A' +
      '%E6%99%82%E9%96%93%E8%A1%A8%EF%BC%9A1%E5%80%8B%E6%9C%88%E5%85%A7%0D%0A' +
      '%0D%0A' +
      '%E9%A0%85%E7%9B%AE%E6%8F%8F%E8%BF%B0%EF%BC%9A%0D%0A' +
      '%E6%96%B0%E7%B6%B2%E7%AB%99%EF%BC%8C100%25%20%E9%9B%99%E8%AA%9E%EF%BC%9F%20Go-live%20by%20%23Q3%20%F0%9F%9A%80%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      '%E6%AD%A4%E5%A0%B1%E5%83%B9%E8%A6%81%E6%B1%82%E7%94%B1%E7%B6%B2%E7%AB%99%E7%9A%84%E5%A0%B1%E5%83%B9%E8%A1%A8%E6%A0%BC%E7%99%BC%E5%87%BA%E3%80%82',
    emptySubject: '報價要求：  - ',
    // A line break typed as \n, in the text area 項目描述.
    lineBreak: {
      values: { description: '新網站，100% 雙語？\nGo-live by #Q3 🚀' },
      lines: '項目描述：\r\n新網站，100% 雙語？\r\nGo-live by #Q3 🚀',
      encoded:
        '%E9%A0%85%E7%9B%AE%E6%8F%8F%E8%BF%B0%EF%BC%9A%0D%0A%E6%96%B0%E7%B6%B2%E7%AB%99%EF%BC%8C100%25%20%E9%9B%99%E8%AA%9E%EF%BC%9F%0D%0AGo-live%20by%20%23Q3%20%F0%9F%9A%80',
    },
  },
  consultation: {
    filled: {
      ...sender,
      role: '創辦人 Founder',
      consultationType: 'planning',
      preferredDate: '2026-11-27',
      preferredTime: 'evening',
      meetingPreference: 'video',
      services: ['Digital Marketing'],
      objectives: '三個月內推出？ Budget ~HK$400k #board',
    },
    subject: '諮詢預約：大文 陳 - Chan & Co. 🚀',
    body: `新諮詢預約

${senderLines}
職位：創辦人 Founder

諮詢詳情
諮詢類型：項目規劃（90分鐘）
首選日期：2026年11月27日
首選時段（香港時間）：傍晚時段（下午6:30至晚上7:30）
會面方式：視像會議
有興趣的服務：數碼營銷

目標：
三個月內推出？ Budget ~HK$400k #board

---
此諮詢預約由網站的諮詢預約表格發出。`,
    url:
      'mailto:info@harbourline.example' +
      '?subject=%E8%AB%AE%E8%A9%A2%E9%A0%90%E7%B4%84%EF%BC%9A%E5%A4%A7%E6%96%87%20%E9%99%B3%20-%20Chan%20%26%20Co.%20%F0%9F%9A%80' +
      '&body=%E6%96%B0%E8%AB%AE%E8%A9%A2%E9%A0%90%E7%B4%84%0D%0A' +
      '%0D%0A' +
      senderEncoded +
      '%E8%81%B7%E4%BD%8D%EF%BC%9A%E5%89%B5%E8%BE%A6%E4%BA%BA%20Founder%0D%0A' +
      '%0D%0A' +
      '%E8%AB%AE%E8%A9%A2%E8%A9%B3%E6%83%85%0D%0A' +
      '%E8%AB%AE%E8%A9%A2%E9%A1%9E%E5%9E%8B%EF%BC%9A%E9%A0%85%E7%9B%AE%E8%A6%8F%E5%8A%83%EF%BC%8890%E5%88%86%E9%90%98%EF%BC%89%0D%0A' +
      '%E9%A6%96%E9%81%B8%E6%97%A5%E6%9C%9F%EF%BC%9A2026%E5%B9%B411%E6%9C%8827%E6%97%A5%0D%0A' +
      '%E9%A6%96%E9%81%B8%E6%99%82%E6%AE%B5%EF%BC%88%E9%A6%99%E6%B8%AF%E6%99%82%E9%96%93%EF%BC%89%EF%BC%9A%E5%82%8D%E6%99%9A%E6%99%82%E6%AE%B5%EF%BC%88%E4%B8%8B%E5%8D%886%3A30%E8%87%B3%E6%99%9A%E4%B8%8A7%3A30%EF%BC%89%0D%0A' +
      '%E6%9C%83%E9%9D%A2%E6%96%B9%E5%BC%8F%EF%BC%9A%E8%A6%96%E5%83%8F%E6%9C%83%E8%AD%B0%0D%0A' +
      '%E6%9C%89%E8%88%88%E8%B6%A3%E7%9A%84%E6%9C%8D%E5%8B%99%EF%BC%9A%E6%95%B8%E7%A2%BC%E7%87%9F%E9%8A%B7%0D%0A' +
      '%0D%0A' +
      '%E7%9B%AE%E6%A8%99%EF%BC%9A%0D%0A' +
      '%E4%B8%89%E5%80%8B%E6%9C%88%E5%85%A7%E6%8E%A8%E5%87%BA%EF%BC%9F%20Budget%20~HK%24400k%20%23board%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      '%E6%AD%A4%E8%AB%AE%E8%A9%A2%E9%A0%90%E7%B4%84%E7%94%B1%E7%B6%B2%E7%AB%99%E7%9A%84%E8%AB%AE%E8%A9%A2%E9%A0%90%E7%B4%84%E8%A1%A8%E6%A0%BC%E7%99%BC%E5%87%BA%E3%80%82',
    emptySubject: '諮詢預約： ',
    // A line break typed as \n, in the text area 目標.
    lineBreak: {
      values: { objectives: '三個月內推出？\nBudget ~HK$400k #board' },
      lines: '目標：\r\n三個月內推出？\r\nBudget ~HK$400k #board',
      encoded:
        '%E7%9B%AE%E6%A8%99%EF%BC%9A%0D%0A%E4%B8%89%E5%80%8B%E6%9C%88%E5%85%A7%E6%8E%A8%E5%87%BA%EF%BC%9F%0D%0ABudget%20~HK%24400k%20%23board',
    },
  },
  training: {
    filled: {
      ...sender,
      role: 'HR Manager',
      teamSize: '6-15',
      urgency: '2-3-months',
      formats: ['Online Training', 'Group Sessions'],
      skillLevel: 'mixed',
      budget: '10k-25k',
      objectives: '提升團隊的 AI 技能 & 100% 實戰 #AI 👩‍💻',
    },
    subject: '培訓查詢：大文 陳 - Chan & Co. 🚀',
    body: `新培訓查詢

${senderLines}
職位：HR Manager

培訓詳情
團隊人數：6至15人
培訓時間表：2至3個月內
偏好的培訓形式：網上培訓、小組課程
技能水平：程度不一
培訓預算：HK$10,000 - HK$25,000

培訓目標：
提升團隊的 AI 技能 & 100% 實戰 #AI 👩‍💻

---
此培訓查詢由網站的培訓查詢表格發出。`,
    url:
      'mailto:info@harbourline.example' +
      '?subject=%E5%9F%B9%E8%A8%93%E6%9F%A5%E8%A9%A2%EF%BC%9A%E5%A4%A7%E6%96%87%20%E9%99%B3%20-%20Chan%20%26%20Co.%20%F0%9F%9A%80' +
      '&body=%E6%96%B0%E5%9F%B9%E8%A8%93%E6%9F%A5%E8%A9%A2%0D%0A' +
      '%0D%0A' +
      senderEncoded +
      '%E8%81%B7%E4%BD%8D%EF%BC%9AHR%20Manager%0D%0A' +
      '%0D%0A' +
      '%E5%9F%B9%E8%A8%93%E8%A9%B3%E6%83%85%0D%0A' +
      '%E5%9C%98%E9%9A%8A%E4%BA%BA%E6%95%B8%EF%BC%9A6%E8%87%B315%E4%BA%BA%0D%0A' +
      '%E5%9F%B9%E8%A8%93%E6%99%82%E9%96%93%E8%A1%A8%EF%BC%9A2%E8%87%B33%E5%80%8B%E6%9C%88%E5%85%A7%0D%0A' +
      '%E5%81%8F%E5%A5%BD%E7%9A%84%E5%9F%B9%E8%A8%93%E5%BD%A2%E5%BC%8F%EF%BC%9A%E7%B6%B2%E4%B8%8A%E5%9F%B9%E8%A8%93%E3%80%81%E5%B0%8F%E7%B5%84%E8%AA%B2%E7%A8%8B%0D%0A' +
      '%E6%8A%80%E8%83%BD%E6%B0%B4%E5%B9%B3%EF%BC%9A%E7%A8%8B%E5%BA%A6%E4%B8%8D%E4%B8%80%0D%0A' +
      '%E5%9F%B9%E8%A8%93%E9%A0%90%E7%AE%97%EF%BC%9AHK%2410%2C000%20-%20HK%2425%2C000%0D%0A' +
      '%0D%0A' +
      '%E5%9F%B9%E8%A8%93%E7%9B%AE%E6%A8%99%EF%BC%9A%0D%0A' +
      '%E6%8F%90%E5%8D%87%E5%9C%98%E9%9A%8A%E7%9A%84%20AI%20%E6%8A%80%E8%83%BD%20%26%20100%25%20%E5%AF%A6%E6%88%B0%20%23AI%20%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      '%E6%AD%A4%E5%9F%B9%E8%A8%93%E6%9F%A5%E8%A9%A2%E7%94%B1%E7%B6%B2%E7%AB%99%E7%9A%84%E5%9F%B9%E8%A8%93%E6%9F%A5%E8%A9%A2%E8%A1%A8%E6%A0%BC%E7%99%BC%E5%87%BA%E3%80%82',
    emptySubject: '培訓查詢：  - ',
    // A line break typed as \r\n, in the text area 培訓目標.
    lineBreak: {
      values: { objectives: '提升團隊的 AI 技能 & 100% 實戰\r\n#AI 👩‍💻' },
      lines: '培訓目標：\r\n提升團隊的 AI 技能 & 100% 實戰\r\n#AI 👩‍💻',
      encoded:
        '%E5%9F%B9%E8%A8%93%E7%9B%AE%E6%A8%99%EF%BC%9A%0D%0A%E6%8F%90%E5%8D%87%E5%9C%98%E9%9A%8A%E7%9A%84%20AI%20%E6%8A%80%E8%83%BD%20%26%20100%25%20%E5%AF%A6%E6%88%B0%0D%0A%23AI%20%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB',
    },
  },
  partnership: {
    filled: {
      ...sender,
      role: 'CEO',
      companySize: '11-50',
      industry: '物流 Logistics',
      partnershipType: 'channel',
      website: 'https://chan.example/?a=1&b=2#x',
      proposal: '轉介客戶 & 共同推廣 100% 合作',
      goals: '首年取得5個共同客戶 🚀',
    },
    subject: '業務合作查詢：大文 陳 - Chan & Co. 🚀',
    body: `新業務合作查詢

${senderLines}
職位：CEO

公司資料
公司規模：11至50名員工
行業：物流 Logistics
網站：https://chan.example/?a=1&b=2#x

合作詳情
合作類型：渠道合作

合作建議：
轉介客戶 & 共同推廣 100% 合作

目標及期望：
首年取得5個共同客戶 🚀

---
此業務合作查詢由網站的業務合作查詢表格發出。`,
    url:
      'mailto:info@harbourline.example' +
      '?subject=%E6%A5%AD%E5%8B%99%E5%90%88%E4%BD%9C%E6%9F%A5%E8%A9%A2%EF%BC%9A%E5%A4%A7%E6%96%87%20%E9%99%B3%20-%20Chan%20%26%20Co.%20%F0%9F%9A%80' +
      '&body=%E6%96%B0%E6%A5%AD%E5%8B%99%E5%90%88%E4%BD%9C%E6%9F%A5%E8%A9%A2%0D%0A' +
      '%0D%0A' +
      senderEncoded +
      '%E8%81%B7%E4%BD%8D%EF%BC%9ACEO%0D%0A' +
      '%0D%0A' +
      '%E5%85%AC%E5%8F%B8%E8%B3%87%E6%96%99%0D%0A' +
      '%E5%85%AC%E5%8F%B8%E8%A6%8F%E6%A8%A1%EF%BC%9A11%E8%87%B350%E5%90%8D%E5%93%A1%E5%B7%A5%0D%0A' +
      '%E8%A1%8C%E6%A5%AD%EF%BC%9A%E7%89%A9%E6%B5%81%20Logistics%0D%0A' +
      '%E7%B6%B2%E7%AB%99%EF%BC%9Ahttps%3A%2F%2Fchan.example%2F%3Fa%3D1%26b%3D2%23x%0D%0A' +
      '%0D%0A' +
      '%E5%90%88%E4%BD%9C%E8%A9%B3%E6%83%85%0D%0A' +
      '%E5%90%88%E4%BD%9C%E9%A1%9E%E5%9E%8B%EF%BC%9A%E6%B8%A0%E9%81%93%E5%90%88%E4%BD%9C%0D%0A' +
      '%0D%0A' +
      '%E5%90%88%E4%BD%9C%E5%BB%BA%E8%AD%B0%EF%BC%9A%0D%0A' +
      '%E8%BD%89%E4%BB%8B%E5%AE%A2%E6%88%B6%20%26%20%E5%85%B1%E5%90%8C%E6%8E%A8%E5%BB%A3%20100%25%20%E5%90%88%E4%BD%9C%0D%0A' +
      '%0D%0A' +
      '%E7%9B%AE%E6%A8%99%E5%8F%8A%E6%9C%9F%E6%9C%9B%EF%BC%9A%0D%0A' +
      '%E9%A6%96%E5%B9%B4%E5%8F%96%E5%BE%975%E5%80%8B%E5%85%B1%E5%90%8C%E5%AE%A2%E6%88%B6%20%F0%9F%9A%80%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      '%E6%AD%A4%E6%A5%AD%E5%8B%99%E5%90%88%E4%BD%9C%E6%9F%A5%E8%A9%A2%E7%94%B1%E7%B6%B2%E7%AB%99%E7%9A%84%E6%A5%AD%E5%8B%99%E5%90%88%E4%BD%9C%E6%9F%A5%E8%A9%A2%E8%A1%A8%E6%A0%BC%E7%99%BC%E5%87%BA%E3%80%82',
    emptySubject: '業務合作查詢：  - ',
    // A line break typed as \r, in the text area 合作建議.
    lineBreak: {
      values: { proposal: '轉介客戶 & 共同推廣\r100% 合作' },
      lines: '合作建議：\r\n轉介客戶 & 共同推廣\r\n100% 合作',
      encoded:
        '%E5%90%88%E4%BD%9C%E5%BB%BA%E8%AD%B0%EF%BC%9A%0D%0A%E8%BD%89%E4%BB%8B%E5%AE%A2%E6%88%B6%20%26%20%E5%85%B1%E5%90%8C%E6%8E%A8%E5%BB%A3%0D%0A100%25%20%E5%90%88%E4%BD%9C',
    },
  },
};

const forms = Object.keys(examples) as EnquiryFormName[];

describe.each(forms)('the %s e-mail on a Chinese page', (form) => {
  const enquiry = enquiryIn('zh-HK', form);
  const { filled, subject, body, url, emptySubject, lineBreak } = examples[form];
  checkEnquiryMail(enquiry, {
    filled,
    email: { to: 'info@harbourline.example', subject, body: crlf(body) },
    url,
    emptySubject,
  });

  it('keeps a typed line break as CRLF, %0D%0A in the link', () => {
    const link = mailtoParts(mailtoOf(composeEnquiryEmail(enquiry, { ...filled, ...lineBreak.values })));
    expect(link.decodedBody).toContain(`\r\n${lineBreak.lines}\r\n`);
    expect(link.body).toContain(`%0D%0A${lineBreak.encoded}%0D%0A`);
    expect(link.body.replace(/%0D%0A/g, '')).not.toMatch(/%0D|%0A/);
  });
});

/** The e-mail of a Chinese page's form, filled in as its example but for `values`. */
const compose = (form: EnquiryFormName, values: EnquiryValues) =>
  composeEnquiryEmail(enquiryIn('zh-HK', form), { ...examples[form].filled, ...values });

describe('what a Chinese page writes for what was left unset', () => {
  it('writes an unset choice as 未有提供 and no ticked service as 未有選擇', () => {
    const values = { budget: '', services: [], timeline: '' };
    expect(compose('quote', values).body).toContain(
      '\r\n預算範圍：未有提供\r\n所需服務：未有選擇\r\n時間表：未有提供\r\n',
    );
    expect(mailtoParts(mailtoOf(compose('quote', values))).body).toContain(
      '%E9%A0%90%E7%AE%97%E7%AF%84%E5%9C%8D%EF%BC%9A%E6%9C%AA%E6%9C%89%E6%8F%90%E4%BE%9B%0D%0A' +
        '%E6%89%80%E9%9C%80%E6%9C%8D%E5%8B%99%EF%BC%9A%E6%9C%AA%E6%9C%89%E9%81%B8%E6%93%87%0D%0A',
    );
    expect(compose('training', { teamSize: '', urgency: '', formats: [], skillLevel: '', budget: '' }).body).toContain(
      '\r\n團隊人數：未有提供\r\n培訓時間表：未有提供\r\n偏好的培訓形式：未有選擇\r\n技能水平：未有提供\r\n培訓預算：未有提供\r\n',
    );
  });

  it('writes the consultation’s unset date, time and meeting preference as 未有提供', () => {
    const values = { preferredDate: '', preferredTime: '', services: [], meetingPreference: '' };
    expect(compose('consultation', values).body).toContain(
      '\r\n諮詢類型：項目規劃（90分鐘）\r\n' +
        '首選日期：未有提供\r\n' +
        '首選時段（香港時間）：未有提供\r\n' +
        '會面方式：未有提供\r\n' +
        '有興趣的服務：未有選擇\r\n',
    );
  });

  it('writes optional text left blank as 未有填寫, and leaves an optional company out of the subject', () => {
    const { body } = compose('partnership', { companySize: '', industry: ' ', website: '', goals: '' });
    expect(body).toContain('\r\n公司規模：未有提供\r\n行業：未有填寫\r\n網站：未有填寫\r\n');
    expect(body).toContain('\r\n目標及期望：\r\n未有填寫\r\n');
    const consultation = compose('consultation', { company: '' });
    expect(consultation.subject).toBe('諮詢預約：大文 陳');
    expect(consultation.body).toContain('\r\n公司：未有填寫\r\n職位：創辦人 Founder\r\n');
  });
});

describe('what a Chinese page writes for a choice', () => {
  it('writes the budget bands in Hong Kong dollars and the services by their Chinese names', () => {
    expect(compose('quote', { budget: '500k-1m+' }).body).toContain('\r\n預算範圍：HK$500,000 - HK$1,000,000+\r\n');
    expect(compose('quote', { services: ['Training Services'] }).body).toContain('\r\n所需服務：培訓服務\r\n');
  });

  it.each([
    ['2025-11-24', '2025年11月24日'],
    ['2026-01-01', '2026年1月1日'],
    ['2028-02-29', '2028年2月29日'],
  ])('writes the consultation date %s in the long Chinese form, %s', (preferredDate, long) => {
    expect(compose('consultation', { preferredDate }).body).toContain(`\r\n首選日期：${long}\r\n`);
  });
});
