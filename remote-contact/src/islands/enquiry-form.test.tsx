import { contactCatalog } from '@agency/content/contact/contact-catalog';
import type { EnquiryFormName } from '@agency/platform/contracts';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { enquiryFormProps } from '../testing/enquiries';
import { documentWords, englishStrings } from '../testing/english-strings';
import { crlf, formQueries, lastMailto, recordHandoffs } from '../testing/form-test-helpers';
import { EnquiryFormByName } from './enquiry-form';

jest.mock('@agency/platform/mailto', () => jest.requireActual('../testing/form-test-helpers').mailtoModuleMock());
const { openMailtoMock, toasts } = recordHandoffs();

jest.setTimeout(60_000);

const { en, 'zh-HK': zh } = contactCatalog;
const forms: readonly EnquiryFormName[] = ['quote', 'consultation', 'training', 'partnership'];

/** The agreement's checkbox, by its name (jsdom puts spaces around the links in it, which a browser does not). */
const consent = () =>
  screen.getByRole('checkbox', { name: (name) => name.replace(/\s/g, '') === '我同意《私隱政策》及《條款及細則》' });

/**
 * The island's own modules: its module and the app's modules it imports, statically or as a lazy
 * chunk, however deep, with their source.
 */
function islandModules(entry: string): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const source = readFileSync(file, 'utf8');
    modules.set(file, source);
    const relative = /(?:from|import\()\s*(?:\/\*[^*]*\*\/\s*)?'(\.{1,2}\/[^']+)'/g;
    for (const [, specifier = ''] of source.matchAll(relative)) {
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['.ts', '.tsx']
        .map((extension) => base + extension)
        .find((candidate) => modules.has(candidate) || exists(candidate));
      if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(found);
    }
  };
  visit(entry);
  return modules;
}

function exists(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

describe('the contact/EnquiryForm island', () => {
  const modules = islandModules(path.join(__dirname, 'enquiry-form.tsx'));

  it('reaches the four forms, the hand-off dialog and the calendar', () => {
    const names = [...modules.keys()].map((file) => path.relative(path.join(__dirname, '..'), file));
    expect(names).toEqual(
      expect.arrayContaining([
        'features/quote/quote-enquiry.ts',
        'features/consultation/consultation-enquiry.ts',
        'features/consultation/consultation-calendar.tsx',
        'features/training/training-enquiry.ts',
        'features/partnership/partnership-enquiry.ts',
        'features/enquiry/mailto-handoff-dialog.tsx',
        'components/privacy-consent.tsx',
      ]),
    );
  });

  it.each([...modules.keys()].map((file) => [path.relative(path.join(__dirname, '..'), file), file]))(
    '%s imports no copy and no locale: its words are its props',
    (_name, file) => {
      const source = modules.get(file) ?? '';
      // Types of the content are fine; a value would ship copy with the island.
      expect(source).not.toMatch(/^import (?!type )[^;]*from '@agency\/content\//m);
      expect(source).not.toMatch(/\b(useLocale|useLocalized|LocaleContext|localizeHref)\b/);
    },
  );

  it.each(forms)('draws the %s form in the words of its props alone: Chinese props, Chinese form', (form) => {
    // No LocaleContext around it: the page's language reaches the island only through its props.
    renderWithProviders(<EnquiryFormByName {...enquiryFormProps(form, 'zh-HK')} />);
    const words = zh.forms[form];
    expect(screen.getByRole('form', { name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.submitLabel })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('textbox', { name: '名字' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: '電郵' })).toHaveAttribute('type', 'email');
    expect(screen.getByText(zh.formCommon.submitNote)).toBeInTheDocument();
    const english = [...englishStrings(en.forms[form], words), ...englishStrings(en.formCommon, zh.formCommon)];
    expect(english.length).toBeGreaterThan(20);
    const shown = documentWords();
    expect(english.filter((text) => shown.includes(text))).toEqual([]);
  });

  it('keeps the options’ values and shows their Chinese labels', () => {
    renderWithProviders(<EnquiryFormByName {...enquiryFormProps('quote', 'zh-HK')} />);
    const { optionsOf, group } = formQueries(zh.forms.quote.title, zh.forms.quote.submitLabel);
    expect(optionsOf('預算範圍')).toEqual([
      ['', '請選擇預算範圍'],
      ['5k-10k', 'HK$5,000 - HK$10,000'],
      ['10k-25k', 'HK$10,000 - HK$25,000'],
      ['25k-50k', 'HK$25,000 - HK$50,000'],
      ['50k-100k', 'HK$50,000 - HK$100,000'],
      ['100k-150k', 'HK$100,000 - HK$150,000'],
      ['150k-200k', 'HK$150,000 - HK$200,000'],
      ['200k-250k', 'HK$200,000 - HK$250,000'],
      ['250k-300k', 'HK$250,000 - HK$300,000'],
      ['300k-500k', 'HK$300,000 - HK$500,000'],
      ['500k-1m+', 'HK$500,000 - HK$1,000,000+'],
    ]);
    const services = within(group('所需服務'));
    expect(services.getByRole('checkbox', { name: '數碼營銷' })).toHaveAttribute('value', 'Digital Marketing');
    expect(services.getByRole('checkbox', { name: 'CRM 客戶關係管理方案' })).toHaveAttribute('value', 'CRM Solutions');
  });

  it('links the agreement to the Chinese Privacy Policy and Terms', () => {
    renderWithProviders(<EnquiryFormByName {...enquiryFormProps('quote', 'zh-HK')} />);
    expect(consent()).toBeRequired();
    expect(screen.getByRole('link', { name: '私隱政策' })).toHaveAttribute('href', '/zh-hk/privacy-policy');
    expect(screen.getByRole('link', { name: '條款及細則' })).toHaveAttribute('href', '/zh-hk/terms-conditions');
  });

  it('leaves validation to the browser, whose own language says what is wrong: no message of ours', () => {
    renderWithProviders(<EnquiryFormByName {...enquiryFormProps('partnership', 'zh-HK')} />);
    expect(screen.getByRole('form', { name: zh.forms.partnership.title })).not.toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: '公司網站' })).toHaveAttribute('type', 'url');
    for (const source of modules.values()) expect(source).not.toMatch(/setCustomValidity|validationMessage/);
  });

  it('sends a Chinese page’s quote request in Chinese, exactly as typed, with a Chinese toast and dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnquiryFormByName {...enquiryFormProps('quote', 'zh-HK')} />);
    const { select, checkbox, textbox, submit, fillIn } = formQueries(zh.forms.quote.title, zh.forms.quote.submitLabel);
    await fillIn(user, {
      名字: '大文',
      姓氏: 'Chan',
      電郵: 'david.chan@example.com',
      電話號碼: '+852 9123 4567',
      公司名稱: '陳氏 & Co. 🚀',
    });
    await user.selectOptions(select('預算範圍'), 'HK$25,000 - HK$50,000');
    await user.click(checkbox('CRM 客戶關係管理方案'));
    await user.click(checkbox('數碼營銷'));
    await user.type(textbox('項目描述'), '新網站，100% 雙語？{Enter}  #Q3 上線');
    await user.click(consent());
    await user.click(submit());

    expect(openMailtoMock).toHaveBeenCalledTimes(1);
    const url = openMailtoMock.mock.calls[0]?.[0] ?? '';
    expect(url).not.toContain('+');
    const { to, subject, decodedSubject, decodedBody } = lastMailto();
    expect(to).toBe('info@harbourline.example');
    expect(subject).toBe(
      '%E5%A0%B1%E5%83%B9%E8%A6%81%E6%B1%82%EF%BC%9A%E5%A4%A7%E6%96%87%20Chan%20-%20%E9%99%B3%E6%B0%8F%20%26%20Co.%20%F0%9F%9A%80',
    );
    expect(decodedSubject).toBe('報價要求：大文 Chan - 陳氏 & Co. 🚀');
    expect(decodedBody).toBe(
      crlf(`新報價要求

聯絡資料
姓名：大文 Chan
電郵：david.chan@example.com
電話：+852 9123 4567
公司：陳氏 & Co. 🚀

項目詳情
預算範圍：HK$25,000 - HK$50,000
所需服務：數碼營銷、CRM 客戶關係管理方案
時間表：未有提供

項目描述：
新網站，100% 雙語？
  #Q3 上線

---
此報價要求由網站的報價表格發出。`),
    );
    expect(toasts).toEqual([{ message: zh.forms.quote.toast, severity: 'info' }]);
    const dialog = await screen.findByRole('dialog', { name: '正在開啟您的電郵應用程式' });
    expect(dialog).toHaveAccessibleDescription(zh.forms.quote.handoff.opened.text);
    expect(within(dialog).getByRole('button', { name: '複製訊息' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '訊息' })).toHaveValue(decodedBody.replaceAll('\r\n', '\n'));
  });
});
