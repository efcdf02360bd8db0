import { faqItems } from '@agency/content/company-pages/faq';
import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from './faq-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, renderInLanguage, structuredData } from '../testing/render-in-language';

describe('FaqPage', () => {
  it('shows the title, the subtitle and the invitation to e-mail us', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    expect(routeHeads['/faq']?.title).toBe('Frequently Asked Questions');
    expect(screen.getByText('Common questions about our services and process')).toBeInTheDocument();
    const ask = screen.getByRole('region', { name: 'Get Your Questions Answered' });
    expect(within(ask).getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
  });

  it('lists the eight questions as closed h3 questions of one exclusive accordion, after the invitation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FaqPage />);
    const items = [...container.querySelectorAll('details')];
    expect(items.map((item) => item.querySelector('summary h3')?.textContent)).toEqual(
      faqItems.map((item) => item.question),
    );
    expect(items).toHaveLength(8);
    expect(items.every((item) => !item.open && item.getAttribute('name') === 'faq')).toBe(true);

    await user.click(screen.getByRole('heading', { level: 3, name: 'How long does it take to see results?' }));
    const opened = items.find((item) => item.open);
    expect(opened?.querySelector('summary')).toHaveTextContent('How long does it take to see results?');
    expect(opened).toHaveTextContent(
      'usually see meaningful growth in rankings, organic traffic and enquiries within 3–6 months',
    );
  });
});

describe('FaqPage in Chinese', () => {
  const { faq } = companyPagesCatalog['zh-HK'];

  it('asks and answers the eight questions in Chinese, under a Chinese h1', () => {
    const { container } = renderInLanguage('zh-HK', <FaqPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('常見問題');
    expect(screen.getByText('關於我們')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '為您解答疑問' })).toBeInTheDocument();
    expect([...container.querySelectorAll('details summary h3')].map((question) => question.textContent)).toEqual(
      faq.items.map((item) => item.question),
    );
    expect(container.querySelector('details')).toHaveTextContent(faq.items[0]?.answer[0] ?? 'no answer');
    const english = companyPagesCatalog.en.faq;
    expect(
      englishShown(container, [
        english.page.intro.title,
        english.page.intro.lead,
        english.page.ask.title,
        ...english.items.map((item) => item.question),
      ]),
    ).toEqual([]);
  });

  it('describes the same questions and answers in its FAQPage JSON-LD, in Chinese', () => {
    const { container } = renderInLanguage('zh-HK', <FaqPage />);
    const data = structuredData(container) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((question) => question.name)).toEqual(faq.items.map((item) => item.question));
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(faq.items[0]?.answer.join('\n\n'));
  });
});
