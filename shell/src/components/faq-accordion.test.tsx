import { faqItems } from '@agency/content/company-pages/faq';
import { renderWithProviders } from '@agency/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'First question?', answer: ['First answer, paragraph one.', 'First answer, paragraph two.'] },
  { question: 'Second question?', answer: ['Second answer.'] },
  { question: 'Third question?', answer: ['Third answer.'] },
  { question: 'Fourth question?', answer: ['Fourth answer.'] },
];

const details = () => [...document.querySelectorAll('details')];

/** Each question as the page has it: its group, its heading, its answer. */
function questions() {
  return details().map((element) => {
    const summary = element.firstElementChild;
    const heading = summary?.querySelector('h2, h3');
    return {
      id: element.id,
      name: element.getAttribute('name'),
      open: element.open,
      summary: summary?.tagName,
      heading: heading?.tagName,
      question: heading?.textContent,
      answer: [...element.querySelectorAll(':scope > summary ~ * p')].map((paragraph) => paragraph.textContent),
    };
  });
}

/** The summary holding a question: what the visitor focuses and clicks. */
function summary(question: string): HTMLElement {
  const found = screen.getByRole('heading', { name: question }).closest('summary');
  if (!found) throw new Error(`${question} is in no summary`);
  return found;
}

const focusedQuestion = () => document.activeElement?.querySelector('h2, h3')?.textContent;

describe('FaqAccordion', () => {
  it('writes each question as a closed <details> of one group, its summary an h3 heading, then its answer', () => {
    renderWithProviders(<FaqAccordion items={items} />);
    expect(questions()).toEqual([
      {
        id: 'faq-1',
        name: 'faq',
        open: false,
        summary: 'SUMMARY',
        heading: 'H3',
        question: 'First question?',
        answer: ['First answer, paragraph one.', 'First answer, paragraph two.'],
      },
      {
        id: 'faq-2',
        name: 'faq',
        open: false,
        summary: 'SUMMARY',
        heading: 'H3',
        question: 'Second question?',
        answer: ['Second answer.'],
      },
      {
        id: 'faq-3',
        name: 'faq',
        open: false,
        summary: 'SUMMARY',
        heading: 'H3',
        question: 'Third question?',
        answer: ['Third answer.'],
      },
      {
        id: 'faq-4',
        name: 'faq',
        open: false,
        summary: 'SUMMARY',
        heading: 'H3',
        question: 'Fourth question?',
        answer: ['Fourth answer.'],
      },
    ]);
  });

  it('uses the given heading level and id prefix, the prefix naming the group', () => {
    renderWithProviders(<FaqAccordion items={items.slice(0, 2)} headingLevel="h2" idPrefix="help" />);
    expect(questions().map(({ id, name, heading, question }) => ({ id, name, heading, question }))).toEqual([
      { id: 'help-1', name: 'help', heading: 'H2', question: 'First question?' },
      { id: 'help-2', name: 'help', heading: 'H2', question: 'Second question?' },
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'First question?',
      'Second question?',
    ]);
  });

  it("writes the site's questions and answers exactly as the content has them", () => {
    renderWithProviders(<FaqAccordion items={faqItems} />);
    expect(questions().map(({ question, answer }) => ({ question, answer }))).toEqual(
      faqItems.map(({ question, answer }) => ({ question, answer })),
    );
  });

  it('moves focus with ArrowDown and ArrowUp, wrapping at both ends, without opening anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={items} />);
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
    renderWithProviders(<FaqAccordion items={items} />);
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
    renderWithProviders(<FaqAccordion items={items} />);
    const second = summary('Second question?');
    act(() => second.focus());
    expect(fireEvent.keyDown(second, { key })).toBe(false);
  });

  it.each(['ArrowLeft', 'ArrowRight', 'PageDown', 'PageUp', 'Tab', 'Escape', 'a'])(
    'leaves %s to the browser: no move, nothing prevented',
    (key) => {
      renderWithProviders(<FaqAccordion items={items} />);
      const second = summary('Second question?');
      act(() => second.focus());
      expect(fireEvent.keyDown(second, { key })).toBe(true);
      expect(second).toHaveFocus();
    },
  );

  it('keeps focus on the only question of a one-question list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={items.slice(0, 1)} />);
    act(() => summary('First question?').focus());
    await user.keyboard('{ArrowDown}');
    expect(focusedQuestion()).toBe('First question?');
    await user.keyboard('{ArrowUp}');
    expect(focusedQuestion()).toBe('First question?');
  });
});
