import { faqItems } from '@agency/content/company-pages/faq';
import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
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
});
