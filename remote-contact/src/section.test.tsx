import { renderWithProviders } from '@agency/ui/testing';
import { configure, screen, within } from '@testing-library/react';
import Section from './section';

jest.setTimeout(30_000);
// The calendar is a lazy chunk: its first import in a test run can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string) {
  return renderWithProviders(<Section path={path} notFound={<p>Shell 404</p>} />);
}

const h1 = () => screen.getAllByRole('heading', { level: 1 });
const headings = (level: 2 | 3) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('the contact section', () => {
  it.each([
    ['/contact/quote', 'Tell us what you want to build', 'Request a Quote'],
    ['/contact/schedule-consultation', 'Schedule a Consultation', 'Book your consultation'],
    ['/contact/consultation', 'Schedule a Consultation', 'Book your consultation'],
    ['/contact/training', 'Build digital and AI skills across your team', 'Tell us about your training needs'],
    ['/contact/partnership', 'Partnership Opportunities', 'Start a partnership conversation'],
  ])('%s shows one h1, "%s", and the form "%s"', async (path, title, form) => {
    renderAt(path);
    if (path.includes('consultation')) await screen.findByRole('grid');
    expect(h1()).toHaveLength(1);
    expect(h1()[0]).toHaveTextContent(title);
    expect(screen.getByRole('form', { name: form })).toBeInTheDocument();
  });

  it('renders the same page at /contact/consultation and /contact/schedule-consultation', async () => {
    const pageAt = async (path: string) => {
      const { container, unmount } = renderAt(path);
      await screen.findByRole('grid');
      // React's useId values (MUI X's grid label) differ between two renders; every other id is ours.
      const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id.replace(/^_r_\w+_/, 'useId'));
      const page = { text: container.textContent, ids };
      unmount();
      return page;
    };
    const alias = await pageAt('/contact/consultation');
    expect(alias.text).toContain('Schedule a Consultation');
    expect(await pageAt('/contact/schedule-consultation')).toEqual(alias);
  });

  it.each(['/contact', '/contact/', '/contact/quote/extra', '/contact/booking'])(
    'hands %s to the shell 404',
    (path) => {
      renderAt(path);
      expect(screen.getByText('Shell 404')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
  );

  it('quote page: the 24-hour promise and what happens next', () => {
    renderAt('/contact/quote');
    expect(h1()[0]?.nextElementSibling).toHaveTextContent(
      'Share a few details about your project, budget and timeline. We reply to every enquiry within 24 hours. Every estimate is free and comes with a clear scope.',
    );
    expect(headings(2)).toEqual(['Request a Quote', 'What happens next', 'Prefer to talk?']);
    expect(headings(3)).toEqual(['A reply within 24 hours', 'A free scoping call', 'A fixed-scope proposal']);
    expect(screen.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    expect(screen.getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
  });

  it('consultation page: three session cards with their lengths, then the booking form', async () => {
    renderAt('/contact/schedule-consultation');
    await screen.findByRole('grid');
    expect(headings(2)).toEqual([
      'Choose the session that fits',
      'Book your consultation',
      'Good to know',
      'Prefer to talk?',
    ]);
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        within(card).getByText(/mins$/).textContent,
      ]),
    ).toEqual([
      ['Strategy Consultation', '30-60 mins'],
      ['Technical Deep Dive', '60-90 mins'],
      ['Project Planning', '90 mins'],
    ]);
    expect(screen.getByText(/in English, Cantonese or Mandarin/)).toBeInTheDocument();
  });

  it('training page: four programme cards, then the inquiry form', () => {
    renderAt('/contact/training');
    expect(headings(2)).toEqual([
      'Training programmes',
      'Tell us about your training needs',
      'Every programme includes',
      'Prefer to talk?',
    ]);
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Digital Marketing Training',
      'AI & Automation Workshops',
      'Corporate Training Programmes',
      'Certification Programmes',
    ]);
  });

  it('partnership page: four models, three reasons, then the inquiry form', () => {
    renderAt('/contact/partnership');
    expect(headings(2)).toEqual([
      'Partnership models',
      'Why partner with us',
      'Start a partnership conversation',
      'How we work with partners',
      'Prefer to talk?',
    ]);
    const section = (name: string) => screen.getByRole('region', { name });
    const cardTitles = (name: string) =>
      within(section(name))
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    expect(cardTitles('Partnership models')).toEqual([
      'Strategic Partnerships',
      'Channel Partnerships',
      'Technology Integration',
      'Joint Ventures',
    ]);
    expect(cardTitles('Why partner with us')).toEqual(['Innovation', 'Expert Team', 'Market Presence']);
  });
});
