import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolve } from 'node:path';
import { FaqAccordion } from '../components/faq-accordion';
import type { FaqAccordionProps } from '../components/faq-accordion';
import { valueImports } from '../testing/value-imports';
import { enhance } from './faq-questions';

const items = [
  { question: 'First question?', answer: ['First answer.'] },
  { question: 'Second question?', answer: ['Second answer.'] },
  { question: 'Third question?', answer: ['Third answer.'] },
  { question: 'Fourth question?', answer: ['Fourth answer.'] },
];

/** The accordion as the page has it, and its island's code woken on it. */
function renderQuestions(questions: FaqAccordionProps['items']) {
  const view = renderWithProviders(<FaqAccordion items={questions} />);
  enhance(view.container);
  return view;
}

/** The summary holding a question: what the visitor focuses and clicks. */
function summary(question: string): HTMLElement {
  const found = screen.getByRole('heading', { name: question }).closest('summary');
  if (!found) throw new Error(`${question} is in no summary`);
  return found;
}

const details = () => [...document.querySelectorAll('details')];
const focusedQuestion = () => document.activeElement?.querySelector('h2, h3')?.textContent;

describe('FaqQuestions, the FAQ’s island: keyboard moves on the page’s own accordion', () => {
  it('moves focus with ArrowDown and ArrowUp, wrapping at both ends, without opening anything', async () => {
    const user = userEvent.setup();
    renderQuestions(items);
    act(() => summary('First question?').focus());

    await user.keyboard('{ArrowDown}');
    expect(focusedQuestion()).toBe('Second question?');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedQuestion()).toBe('Fourth question?');
    await user.keyboard('{ArrowDown}');
    expect(focusedQuestion()).toBe('First question?');
    await user.keyboard('{ArrowUp}');
    expect(focusedQuestion()).toBe('Fourth question?');
    await user.keyboard('{ArrowUp}');
    expect(focusedQuestion()).toBe('Third question?');
    expect(details().filter((element) => element.open)).toEqual([]);
  });

  it('moves focus to the first question with Home and the last with End', async () => {
    const user = userEvent.setup();
    renderQuestions(items);
    act(() => summary('Second question?').focus());

    await user.keyboard('{End}');
    expect(focusedQuestion()).toBe('Fourth question?');
    await user.keyboard('{End}');
    expect(focusedQuestion()).toBe('Fourth question?');
    await user.keyboard('{Home}');
    expect(focusedQuestion()).toBe('First question?');
    await user.keyboard('{Home}');
    expect(focusedQuestion()).toBe('First question?');
  });

  it.each(['ArrowDown', 'ArrowUp', 'Home', 'End'])('keeps %s from scrolling the page', (key) => {
    renderQuestions(items);
    const second = summary('Second question?');
    act(() => second.focus());
    expect(fireEvent.keyDown(second, { key })).toBe(false);
  });

  it.each(['ArrowLeft', 'ArrowRight', 'PageDown', 'PageUp', 'Tab', 'Escape', 'a'])(
    'leaves %s to the browser: no move, nothing prevented',
    (key) => {
      renderQuestions(items);
      const second = summary('Second question?');
      act(() => second.focus());
      expect(fireEvent.keyDown(second, { key })).toBe(true);
      expect(second).toHaveFocus();
    },
  );

  it('keeps focus on the only question of a one-question list', async () => {
    const user = userEvent.setup();
    renderQuestions(items.slice(0, 1));
    act(() => summary('First question?').focus());
    await user.keyboard('{ArrowDown}');
    expect(focusedQuestion()).toBe('First question?');
    await user.keyboard('{ArrowUp}');
    expect(focusedQuestion()).toBe('First question?');
  });

  it('moves between the Chinese questions of a Chinese page', async () => {
    const user = userEvent.setup();
    const chinese = companyPagesCatalog['zh-HK'].faq.items;
    renderQuestions(chinese);
    expect(chinese[0]?.question).toBe('你們提供哪些服務？');
    act(() => summary('你們提供哪些服務？').focus());
    await user.keyboard('{End}');
    expect(focusedQuestion()).toBe(chinese.at(-1)?.question);
  });

  it('imports neither copy nor React: the questions are the page’s', () => {
    expect(valueImports(resolve(import.meta.dirname, 'faq-questions.ts'))).toEqual(
      new Set(['@agency/platform/build-id']),
    );
  });
});
