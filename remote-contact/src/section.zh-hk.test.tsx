import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { LocaleContext } from '@agency/ui/theme';
import { configure, screen, within } from '@testing-library/react';
import Section from './section';
import { documentWords, englishStrings } from './testing/english-strings';

jest.setTimeout(30_000);
// The calendar is a lazy chunk: its first import in a test run can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const { en, 'zh-HK': zh } = contactCatalog;

/** A contact route on a Chinese page: the section in the language the page's path gives it. */
async function renderAt(path: string) {
  const view = renderWithProviders(
    <LocaleContext value="zh-HK">
      <Section path={path} notFound={<p>Shell 404</p>} />
    </LocaleContext>,
  );
  if (path.includes('consultation')) await screen.findByRole('grid');
  return view;
}

const h1 = () => screen.getAllByRole('heading', { level: 1 });
const headings = (level: 2 | 3) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

/** Every English string of the catalog that Chinese says otherwise. */
const english = englishStrings(en, zh);

describe('the contact section on a Chinese page', () => {
  it.each([
    ['/contact/quote', zh.quotePage.hero.title, zh.forms.quote.title],
    ['/contact/schedule-consultation', zh.consultationPage.hero.title, zh.forms.consultation.title],
    ['/contact/consultation', zh.consultationPage.hero.title, zh.forms.consultation.title],
    ['/contact/training', zh.trainingPage.hero.title, zh.forms.training.title],
    ['/contact/partnership', zh.partnershipPage.hero.title, zh.forms.partnership.title],
  ])('%s shows the Chinese h1 "%s", the form "%s", and no English copy', async (path, title, form) => {
    await renderAt(path);
    expect(h1()).toHaveLength(1);
    expect(h1()[0]).toHaveTextContent(title);
    expect(screen.getByRole('form', { name: form })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '想直接與我們聯絡？' })).toBeInTheDocument();
    expect(english.length).toBeGreaterThan(150);
    const shown = documentWords();
    expect(english.filter((text) => shown.includes(text))).toEqual([]);
  });

  it('quote page: the Chinese promise, what happens next, the direct line and the Chinese legal pages', async () => {
    await renderAt('/contact/quote');
    expect(h1()[0]?.nextElementSibling).toHaveTextContent(
      '簡單介紹您的項目、預算及時間表。我們會在24小時內回覆每一項查詢。所有估價均免費，並附清晰的工作範圍。',
    );
    expect(headings(2)).toEqual(['申請報價', '接下來的步驟', '想直接與我們聯絡？']);
    expect(headings(3)).toEqual(['24小時內回覆', '免費商討項目範圍', '範圍清晰的固定建議書']);
    const aside = screen.getByRole('complementary');
    expect(aside).toHaveTextContent('辦公時間星期一至五：上午9:30至下午6:30（香港時間）星期六及日：休息');
    expect(within(aside).getByText('香港灣仔軒尼詩道168號 Harbourline House 17樓')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    expect(screen.getByRole('link', { name: '私隱政策' })).toHaveAttribute('href', '/zh-hk/privacy-policy');
    expect(screen.getByRole('link', { name: '條款及細則' })).toHaveAttribute('href', '/zh-hk/terms-conditions');
  });

  it('consultation page: the three sessions with their Chinese names and lengths', async () => {
    await renderAt('/contact/schedule-consultation');
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        within(card).getByText(/分鐘$/).textContent,
      ]),
    ).toEqual([
      ['策略諮詢', '30至60分鐘'],
      ['技術深入探討', '60至90分鐘'],
      ['項目規劃', '90分鐘'],
    ]);
    // The calendar's month, named by Intl for zh-HK: 2025年11月.
    expect(screen.getByRole('grid', { name: /^\d{4}年\d{1,2}月$/ })).toBeInTheDocument();
  });

  it('partnership page: the Chinese models and reasons', async () => {
    await renderAt('/contact/partnership');
    const cardTitles = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    expect(cardTitles('合作模式')).toEqual(['策略合作', '渠道合作', '技術整合', '合資企業']);
    expect(cardTitles('為何與我們合作')).toEqual(['創新', '專家團隊', '市場地位']);
  });

  it('hands an unknown path to the not-found element', async () => {
    await renderAt('/contact/booking');
    expect(screen.getByText('Shell 404')).toBeInTheDocument();
  });
});
