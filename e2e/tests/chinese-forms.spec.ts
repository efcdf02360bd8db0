import type { Locator, Page } from '@playwright/test';
import { expect, islandReady, pageHeading, test } from '../support/fixtures';

/**
 * The enquiry forms on Chinese pages, driven as a visitor would (as contact.spec.ts drives the
 * English ones): each composes the exact Chinese e-mail, its subject, headings and field names in
 * Chinese, the choices by their Chinese names, and what was typed (Chinese, English, &, %, #, an
 * emoji, a line break) exactly as typed. The mailto: URL is UTF-8 percent-encoded per RFC 6068:
 * %20 for a space, never +, and %0D%0A line breaks. The consultation's calendar speaks Chinese:
 * Intl's month and weekday names for zh-HK, past days disabled, and the chosen day in the e-mail
 * in the Chinese long form. Chromium reports the mailto: hand-off as a request, which is how the
 * tests read what the e-mail app would receive.
 */

const MAILBOX = 'info@harbourline.example';

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Hong_Kong' });

/** Who writes: a Chinese name, a company written in three scripts with &, % and #. */
const SENDER = {
  名字: '大文',
  姓氏: '陳',
  電郵: 'tai.man@example.com',
  電話號碼: '+852 9123 4567',
};
const COMPANY = '陳大文 & Co. 100% #1';

/** The e-mail's lines about the sender, as a Chinese page writes them. */
const senderLines = [
  '聯絡資料',
  '姓名：大文 陳',
  '電郵：tai.man@example.com',
  '電話：+852 9123 4567',
  `公司：${COMPANY}`,
];

/**
 * The mailto: URL is exactly the address, the subject and the body, each percent-encoded as
 * encodeURIComponent does (UTF-8; a space is %20), with CRLF line breaks (%0D%0A) and no +.
 */
function expectMail(url: string, subject: string, lines: string[]): void {
  const body = lines.join('\r\n');
  expect(url).toBe(`mailto:${MAILBOX}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`);
  expect(url).not.toContain('+');
  expect(url).toContain('%20');
  expect(url.split('%0D%0A')).toHaveLength(lines.length);
  expect(url.replaceAll('%0D%0A', '')).not.toMatch(/%0D|%0A/);
}

/** A form's send button, and its e-mail's subject (before who writes), first line and last line. */
type Enquiry = readonly [send: string, subject: string, opening: string, closing: string];

const QUOTE: Enquiry = ['發送報價要求', '報價要求', '新報價要求', '此報價要求由網站的報價表格發出。'];
const CONSULTATION: Enquiry = ['提交諮詢預約', '諮詢預約', '新諮詢預約', '此諮詢預約由網站的諮詢預約表格發出。'];
const TRAINING: Enquiry = ['發送培訓查詢', '培訓查詢', '新培訓查詢', '此培訓查詢由網站的培訓查詢表格發出。'];
const PARTNERSHIP: Enquiry = [
  '發送合作查詢',
  '業務合作查詢',
  '新業務合作查詢',
  '此業務合作查詢由網站的業務合作查詢表格發出。',
];

/**
 * Sends the form and expects the e-mail the browser is handed, exactly: the subject with who
 * writes, the opening line, who writes, the form's own lines, and the closing line under a rule.
 */
async function sendExpectingMail(page: Page, form: Locator, enquiry: Enquiry, lines: string[]): Promise<void> {
  const [send, subject, opening, closing] = enquiry;
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: send }).click();
  expectMail((await mailto).url(), `${subject}：大文 陳 - ${COMPANY}`, [
    opening,
    '',
    ...senderLines,
    ...lines,
    '',
    '---',
    closing,
  ]);
}

/** Fills in who writes, by the fields' Chinese labels, and the company. */
async function fillSender(form: Locator): Promise<void> {
  for (const [label, value] of Object.entries(SENDER)) await form.getByRole('textbox', { name: label }).fill(value);
  await form.getByRole('textbox', { name: '公司名稱' }).fill(COMPANY);
}

test('quote: the Chinese request arrives exactly, its choices by their Chinese names and a typed line break kept', async ({
  page,
}) => {
  await page.goto('/zh-hk/contact/quote');
  await expect(pageHeading(page)).toHaveText('告訴我們您想打造甚麼');
  const form = page.getByRole('form', { name: '申請報價' });
  await fillSender(form);
  await form.getByRole('combobox', { name: '預算範圍' }).selectOption('25k-50k');
  await form.getByRole('combobox', { name: '時間表' }).selectOption('1-month');
  // Ticked out of order: the e-mail lists them in the form's order.
  await form.getByRole('checkbox', { name: '培訓服務' }).check();
  await form.getByRole('checkbox', { name: '數碼營銷' }).check();
  await form.getByRole('textbox', { name: '項目描述' }).fill('新網站，100% 雙語？\nGo-live by #Q3 🚀 a=b&c');
  await form.getByRole('checkbox', { name: /我同意《私隱政策》及《條款及細則》/ }).check();

  await sendExpectingMail(page, form, QUOTE, [
    '',
    '項目詳情',
    '預算範圍：HK$25,000 - HK$50,000',
    '所需服務：數碼營銷、培訓服務',
    '時間表：1個月內',
    '',
    '項目描述：',
    '新網站，100% 雙語？',
    'Go-live by #Q3 🚀 a=b&c',
  ]);
  await expect(page.getByRole('dialog', { name: '正在開啟您的電郵應用程式' })).toBeVisible();
});

test('Home’s quote form: the Chinese request arrives exactly, what was left unset said in Chinese', async ({
  page,
}) => {
  await page.goto('/zh-hk/');
  const form = page.locator('section#contact [data-slot="contact/QuoteForm"]').getByRole('form', { name: '申請報價' });
  await form.hover();
  await islandReady(page, 'contact-EnquiryForm');
  await fillSender(form);
  await form.getByRole('textbox', { name: '項目描述' }).fill('雙語網站 👩‍💻\r\nBy March: 50% off?');
  await form.getByRole('checkbox', { name: /我同意/ }).check();

  // Budget, timeline and services were left as they were.
  await sendExpectingMail(page, form, QUOTE, [
    '',
    '項目詳情',
    '預算範圍：未有提供',
    '所需服務：未有選擇',
    '時間表：未有提供',
    '',
    '項目描述：',
    '雙語網站 👩‍💻',
    'By March: 50% off?',
  ]);
  await expect(page).toHaveURL('/zh-hk/');
});

/** Intl's words for a day in Hong Kong: the calendar's and the e-mail's, in Chinese. */
const hongKong = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('zh-HK', { ...options, timeZone: 'Asia/Hong_Kong' });

/** A calendar day (month from 0) as an instant: noon in Hong Kong. */
const hongKongDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, 4));

test('consultation: the calendar names months and weekdays in Chinese, disables past days, and the request arrives exactly with the date in Chinese', async ({
  page,
}) => {
  await page.goto('/zh-hk/contact/schedule-consultation');
  const form = page.getByRole('form', { name: '預約您的諮詢' });
  // The calendar needs today's date: it renders in the browser once the form wakes.
  await form.hover();
  const calendar = form.getByRole('grid');
  await expect(calendar).toBeVisible();

  // Today in Hong Kong (the browser's time zone too, as a visitor's there).
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const today = hongKongDay(year, month - 1, date);
  const fullDay = (day: Date) => form.getByRole('gridcell', { name: hongKong({ dateStyle: 'full' }).format(day) });
  await expect(calendar).toHaveAccessibleName(hongKong({ year: 'numeric', month: 'long' }).format(today));
  // The weekdays from Sunday, as the grid's column headers: a letter, named in full.
  const sunday = hongKongDay(2026, 10, 1);
  const week = [0, 1, 2, 3, 4, 5, 6].map((offset) => hongKongDay(2026, 10, 1 + offset));
  expect(hongKong({ weekday: 'long' }).format(sunday)).toBe('星期日');
  const headers = calendar.getByRole('columnheader');
  await expect(headers).toHaveText(week.map((day) => hongKong({ weekday: 'narrow' }).format(day)));
  expect(await headers.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')))).toEqual(
    week.map((day) => hongKong({ weekday: 'long' }).format(day)),
  );
  await expect(fullDay(today)).toBeEnabled();
  if (date > 1) await expect(fullDay(hongKongDay(year, month - 1, date - 1))).toBeDisabled();
  await expect(form.getByRole('button', { name: '上個月' })).toBeDisabled();

  // The 15th of next month: always in the future, always one click away.
  await form.getByRole('button', { name: '下個月' }).click();
  const chosen = hongKongDay(year, month, 15);
  await expect(form.getByRole('grid')).toHaveAccessibleName(
    hongKong({ year: 'numeric', month: 'long' }).format(chosen),
  );
  await fullDay(chosen).click();
  await expect(fullDay(chosen)).toHaveAttribute('aria-selected', 'true');
  const long = hongKong({ dateStyle: 'long' }).format(chosen);
  expect(long).toMatch(/^\d{4}年\d{1,2}月15日$/);
  await expect(form.getByRole('status').filter({ hasText: '日期' })).toHaveText(`已選日期：${long}`);

  await fillSender(form);
  await form.getByRole('textbox', { name: '職位' }).fill('創辦人 Founder');
  await form.getByRole('combobox', { name: '諮詢類型' }).selectOption('planning');
  await form.getByRole('combobox', { name: '首選時段（香港時間）' }).selectOption('evening');
  await form.getByRole('radio', { name: '視像會議' }).check();
  await form.getByRole('checkbox', { name: '數碼營銷' }).check();
  await form.getByRole('textbox', { name: '您的目標' }).fill('三個月內推出？\nBudget ~HK$400k #board 🚀');

  await sendExpectingMail(page, form, CONSULTATION, [
    '職位：創辦人 Founder',
    '',
    '諮詢詳情',
    '諮詢類型：項目規劃（90分鐘）',
    `首選日期：${long}`,
    '首選時段（香港時間）：傍晚時段（下午6:30至晚上7:30）',
    '會面方式：視像會議',
    '有興趣的服務：數碼營銷',
    '',
    '目標：',
    '三個月內推出？',
    'Budget ~HK$400k #board 🚀',
  ]);
});

test('training: the Chinese inquiry arrives exactly', async ({ page }) => {
  await page.goto('/zh-hk/contact/training');
  const form = page.getByRole('form', { name: '告訴我們您的培訓需要' });
  await fillSender(form);
  await form.getByRole('textbox', { name: '職位' }).fill('HR Manager');
  await form.getByRole('combobox', { name: '團隊人數' }).selectOption('6-15');
  await form.getByRole('combobox', { name: '培訓時間表' }).selectOption('2-3-months');
  await form.getByRole('checkbox', { name: '網上培訓' }).check();
  await form.getByRole('checkbox', { name: '小組課程' }).check();
  await form.getByRole('combobox', { name: '技能水平' }).selectOption('mixed');
  await form.getByRole('combobox', { name: '培訓預算' }).selectOption('10k-25k');
  await form.getByRole('textbox', { name: '培訓目標' }).fill('提升團隊的 AI 技能 & 100% 實戰\n#AI 👩‍💻');

  await sendExpectingMail(page, form, TRAINING, [
    '職位：HR Manager',
    '',
    '培訓詳情',
    '團隊人數：6至15人',
    '培訓時間表：2至3個月內',
    '偏好的培訓形式：網上培訓、小組課程',
    '技能水平：程度不一',
    '培訓預算：HK$10,000 - HK$25,000',
    '',
    '培訓目標：',
    '提升團隊的 AI 技能 & 100% 實戰',
    '#AI 👩‍💻',
  ]);
});

test('partnership: the Chinese inquiry arrives exactly, an optional field left blank said in Chinese', async ({
  page,
}) => {
  await page.goto('/zh-hk/contact/partnership');
  const form = page.getByRole('form', { name: '展開合作洽談' });
  await fillSender(form);
  await form.getByRole('textbox', { name: '職位' }).fill('CEO');
  await form.getByRole('combobox', { name: '公司規模' }).selectOption('11-50');
  await form.getByRole('textbox', { name: '行業' }).fill('物流 Logistics');
  await form.getByRole('textbox', { name: '公司網站' }).fill('https://chan.example/?a=1&b=2#x');
  await form.getByRole('combobox', { name: '合作類型' }).selectOption('channel');
  await form.getByRole('textbox', { name: '合作建議' }).fill('轉介客戶 & 共同推廣\n100% 合作');

  await sendExpectingMail(page, form, PARTNERSHIP, [
    '職位：CEO',
    '',
    '公司資料',
    '公司規模：11至50名員工',
    '行業：物流 Logistics',
    '網站：https://chan.example/?a=1&b=2#x',
    '',
    '合作詳情',
    '合作類型：渠道合作',
    '',
    '合作建議：',
    '轉介客戶 & 共同推廣',
    '100% 合作',
    '',
    '目標及期望：',
    '未有填寫',
  ]);
});
