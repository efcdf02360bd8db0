import { renderWithProviders } from '@agency/ui/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryFormByName } from '../../islands/enquiry-form';
import { enquiryFormProps } from '../../testing/enquiries';
import { fakeToday } from '../../testing/fake-today';
import { formQueries, lastMailto, recordHandoffs } from '../../testing/form-test-helpers';

jest.mock('@agency/platform/mailto', () => jest.requireActual('../../testing/form-test-helpers').mailtoModuleMock());
recordHandoffs();

jest.setTimeout(60_000);
// The calendar is a lazy chunk: its first import in a test run can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// "Today" is Monday 24 November 2025.
fakeToday(new Date(2025, 10, 24, 10, 30));

const { select, submit, fillIn } = formQueries('預約您的諮詢', '提交諮詢預約');
const day = (name: string) => screen.findByRole('gridcell', { name });
const selection = () => document.getElementById('consultation-date-selection');

/** The form on a Chinese page (its props in Chinese), once its lazily loaded calendar is there. */
async function renderForm() {
  renderWithProviders(<EnquiryFormByName {...enquiryFormProps('consultation', 'zh-HK', 'consultation')} />);
  return screen.findByRole('grid');
}

describe('the consultation calendar on a Chinese page', () => {
  it('names the month and the weekdays in Chinese, by Intl for zh-HK', async () => {
    const grid = await renderForm();
    expect(grid).toHaveAccessibleName('2025年11月');
    expect(screen.getByText('2025年11月')).toBeInTheDocument();
    const weekdays = within(grid).getAllByRole('columnheader');
    expect(weekdays.map((header) => header.textContent)).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect(weekdays.map((header) => header.getAttribute('aria-label'))).toEqual([
      '星期日',
      '星期一',
      '星期二',
      '星期三',
      '星期四',
      '星期五',
      '星期六',
    ]);
    expect(screen.getByRole('button', { name: '上個月' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下個月' })).toBeEnabled();
    expect(screen.getByText('首選日期')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of [
      'November',
      'Monday',
      'Previous month',
      'Next month',
      'Preferred Date',
      'No date selected',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('disables the days before today and keeps today and later days selectable', async () => {
    await renderForm();
    expect(await day('2025年11月1日星期六')).toBeDisabled();
    expect(await day('2025年11月23日星期日')).toBeDisabled();
    expect(await day('2025年11月24日星期一')).toBeEnabled();
    expect(await day('2025年11月30日星期日')).toBeEnabled();
  });

  it('says the chosen day in Chinese, clears it when chosen again, and turns to the next month in Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    expect(selection()).toHaveTextContent('未有選擇日期：我們會建議最早的可用時段。');
    await user.click(await day('2025年11月27日星期四'));
    expect(selection()).toHaveTextContent('已選日期：2025年11月27日');
    await user.click(await day('2025年11月27日星期四'));
    expect(selection()).toHaveTextContent('未有選擇日期');

    await user.click(screen.getByRole('button', { name: '下個月' }));
    expect(await screen.findByRole('grid', { name: '2025年12月' })).toBeInTheDocument();
    await user.click(await day('2025年12月5日星期五'));
    expect(selection()).toHaveTextContent('已選日期：2025年12月5日');
    await user.click(screen.getByRole('button', { name: '清除日期' }));
    expect(selection()).toHaveTextContent('未有選擇日期');
  });

  it('writes the chosen day into the mail in the long Chinese form, or 未有提供', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await fillIn(user, {
      名字: '志明',
      姓氏: 'Chan',
      電郵: 'cm.chan@example.com',
      電話號碼: '+852 6123 4567',
      職位: '創辦人',
    });
    await user.selectOptions(select('諮詢類型'), '策略諮詢（30至60分鐘）');
    await fillIn(user, { 您的目標: '制定 AI 路線圖' });

    await user.click(submit());
    expect(lastMailto().decodedBody).toContain('\r\n首選日期：未有提供\r\n');
    await user.click(await screen.findByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await day('2025年11月27日星期四'));
    await user.click(submit());
    const { decodedSubject, decodedBody, body } = lastMailto();
    expect(decodedSubject).toBe('諮詢預約：志明 Chan');
    expect(decodedBody).toContain(
      '\r\n諮詢詳情\r\n諮詢類型：策略諮詢（30至60分鐘）\r\n首選日期：2025年11月27日\r\n首選時段（香港時間）：未有提供\r\n',
    );
    // 首選日期：2025年11月27日, UTF-8 percent-encoded.
    expect(body).toContain('%E9%A6%96%E9%81%B8%E6%97%A5%E6%9C%9F%EF%BC%9A2025%E5%B9%B411%E6%9C%8827%E6%97%A5%0D%0A');
    // The form keeps what was entered (behind the modal dialog now).
    expect(document.getElementById('consultation-objectives')).toHaveValue('制定 AI 路線圖');
  });
});
