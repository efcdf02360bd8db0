import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolve } from 'node:path';
import { valueImports } from '../testing/value-imports';
import { FaqQuestions } from './faq-questions';

describe('FaqQuestions, the FAQ’s island', () => {
  it('shows the questions it is given, and nothing of its own', () => {
    const { container } = renderWithProviders(
      <FaqQuestions
        headingLevel="h2"
        items={[
          { question: 'First question?', answer: ['One.', 'Two.'] },
          { question: 'Second question?', answer: ['Three.'] },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'First question?',
      'Second question?',
    ]);
    expect(container.querySelector('details')).toHaveTextContent('First question?One.Two.');
  });

  it('asks in Chinese when the page gives it the Chinese questions, and moves between them with the keys', async () => {
    const user = userEvent.setup();
    const { items } = companyPagesCatalog['zh-HK'].faq;
    renderWithProviders(<FaqQuestions headingLevel="h3" items={items} />);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((question) => question.textContent)).toEqual(items.map((item) => item.question));
    expect(questions[0]).toHaveTextContent('你們提供哪些服務？');
    const summaries = questions.map((question) => question.closest('summary') as HTMLElement);
    summaries[0]?.focus();
    await user.keyboard('{End}');
    expect(summaries.at(-1)).toHaveFocus();
  });

  it('imports no copy: its module takes no value from @agency/content', () => {
    const imports = valueImports(resolve(import.meta.dirname, 'faq-questions.tsx'));
    expect(imports).toContain('@agency/ui/island');
    expect([...imports].filter((name) => name.startsWith('@agency/content'))).toEqual([]);
  });
});
