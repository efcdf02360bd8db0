import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'First question?', answer: ['First answer, paragraph one.', 'First answer, paragraph two.'] },
  { question: 'Second question?', answer: ['Second answer.'] },
  { question: 'Third question?', answer: ['Third answer.'] },
  { question: 'Fourth question?', answer: ['Fourth answer.'] },
];

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<FaqAccordion items={items} />);
  const header = (name: string) => screen.getByRole('button', { name });
  const expanded = () =>
    screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'true')
      .map((button) => button.textContent);
  return { user, header, expanded };
}

describe('FaqAccordion', () => {
  it('puts each question button inside a heading and wires it to its region', () => {
    const { header } = setup();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    items.forEach((item, index) => {
      const button = header(item.question);
      expect(button.parentElement?.tagName).toBe('H3');
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('id', `faq-${index + 1}-header`);
      expect(button).toHaveAttribute('aria-controls', `faq-${index + 1}-panel`);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(`faq-${index + 1}-panel`);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', `faq-${index + 1}-header`);
      expect(panel).not.toBeVisible();
    });
  });

  it('opens one answer at a time and closes the open one when it is clicked again', async () => {
    const { user, header, expanded } = setup();
    expect(expanded()).toEqual([]);

    await user.click(header('First question?'));
    expect(expanded()).toEqual(['First question?']);
    const firstPanel = screen.getByRole('region', { name: 'First question?' });
    expect(firstPanel).toBeVisible();
    expect(
      within(firstPanel)
        .getAllByText(/^First answer/)
        .map((p) => p.textContent),
    ).toEqual(['First answer, paragraph one.', 'First answer, paragraph two.']);

    await user.click(header('Third question?'));
    expect(expanded()).toEqual(['Third question?']);
    expect(screen.getByRole('region', { name: 'Third question?' })).toBeVisible();
    expect(document.getElementById('faq-1-panel')).not.toBeVisible();

    await user.click(header('Third question?'));
    expect(expanded()).toEqual([]);
    expect(document.getElementById('faq-3-panel')).not.toBeVisible();
  });

  it('opens and closes with Enter and Space like any button', async () => {
    const { user, header, expanded } = setup();
    header('Second question?').focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Second question?']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it('moves focus with ArrowDown and ArrowUp, wrapping at both ends, without opening anything', async () => {
    const { user, header, expanded } = setup();
    header('First question?').focus();

    await user.keyboard('{ArrowDown}');
    expect(header('Second question?')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(header('Fourth question?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('First question?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Fourth question?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Third question?')).toHaveFocus();
    expect(expanded()).toEqual([]);
  });

  it('moves focus to the first question with Home and the last with End', async () => {
    const { user, header } = setup();
    header('Second question?').focus();
    await user.keyboard('{End}');
    expect(header('Fourth question?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('First question?')).toHaveFocus();
  });

  it('leaves other keys to the browser', async () => {
    const { user, header } = setup();
    header('Second question?').focus();
    await user.keyboard('{ArrowRight}');
    expect(header('Second question?')).toHaveFocus();
    await user.tab();
    expect(header('Third question?')).toHaveFocus();
  });

  it('uses the given heading level and id prefix', () => {
    renderWithProviders(<FaqAccordion items={items.slice(0, 1)} headingLevel="h2" idPrefix="help" />);
    const button = screen.getByRole('button', { name: 'First question?' });
    expect(button.parentElement?.tagName).toBe('H2');
    expect(button).toHaveAttribute('aria-controls', 'help-1-panel');
    expect(document.getElementById('help-1-panel')).toHaveAttribute('aria-labelledby', 'help-1-header');
  });
});
