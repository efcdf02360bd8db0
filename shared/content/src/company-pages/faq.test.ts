import { paths } from '@agency/platform/routes';
import { company } from '../site/company';
import { routeHeads } from '../site/route-heads';
import { faqAnswerText, faqItems, faqPage } from './faq';

describe('FAQ content', () => {
  it('has the title, subtitle and the invitation to write to us', () => {
    expect(faqPage.intro).toEqual({
      title: 'Frequently Asked Questions',
      lead: 'Common questions about our services and process',
    });
    expect(routeHeads[paths.faq]?.title).toBe('Frequently Asked Questions');
    expect(faqPage.ask.title).toBe('Get Your Questions Answered');
    expect(faqPage.ask.text).toContain(company.replyPromise);
  });

  it('has the eight questions in order', () => {
    expect(faqItems.map((item) => item.question)).toEqual([
      'What services do you offer?',
      'How long does it take to see results?',
      'Do you work with businesses of all sizes?',
      'What makes your AI solutions different?',
      'Do you provide training for our internal team?',
      'How do you measure the success of a campaign or project?',
      'How do you handle data privacy and security?',
      'Do you serve clients outside Hong Kong?',
    ]);
  });

  it('answers each question with its required points', () => {
    const answers = faqItems.map(faqAnswerText);
    const expected: readonly (readonly string[])[] = [
      ['twelve services', 'AI solutions', 'training'],
      ['Paid advertising', 'immediately', 'SEO and content marketing', '3–6 months', 'regular reports'],
      ['startups', 'SMEs', 'large enterprises'],
      ['custom-built', 'measurable ROI', '24/7'],
      ['workshops', 'certification programmes', 'ongoing support'],
      ['traffic', 'leads', 'conversion', 'revenue'],
      ['encryption', 'authorised team members', 'never share', 'without your consent'],
      ['Hong Kong', 'Asia', 'international'],
    ];
    expected.forEach((phrases, index) => {
      for (const phrase of phrases) expect(answers[index]).toContain(phrase);
    });
  });

  it('keeps answers plain text and joins paragraphs with a blank line', () => {
    for (const item of faqItems) {
      expect(item.answer.length).toBeGreaterThan(0);
      for (const paragraph of item.answer) expect(paragraph).not.toMatch(/[<>[\]]/);
    }
    expect(faqAnswerText({ question: 'Q?', answer: ['One.', 'Two.'] })).toBe('One.\n\nTwo.');
  });
});
