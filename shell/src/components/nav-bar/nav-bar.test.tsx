import type { MenuItem } from '@agency/content/site/navigation';
import { desktopMenus } from '@agency/content/site/navigation';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agency/platform/router';
import { NavBar } from './nav-bar';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderNavBar(route = '/') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <NavBar />
      <LocationProbe />
    </>,
    { route },
  );
  return { user, ...view };
}

const location = () => screen.getByTestId('location').textContent;
const menuButton = (label: string) => screen.getByRole('button', { name: label });

// The drop-downs and the mobile menu are lazily loaded components, so they appear asynchronously.
const findMenu = () => screen.findByRole('menu');
const findMobileNav = () => screen.findByRole('navigation', { name: 'Mobile' });

/** What the visitor sees in the open drop-down: each entry's text and where it links. */
function menuEntries(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => ({ label: item.textContent, href: item.closest('a')?.getAttribute('href') }));
}

const asEntries = (items: readonly MenuItem[]) => items.map(({ label, href }) => ({ label, href }));

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});

describe('NavBar — desktop', () => {
  it('links Home to / and Get Started to the consultation page', () => {
    renderNavBar();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
    expect(screen.getByRole('link', { name: 'Harbourline Digital — home' })).toHaveAttribute('href', '/');
  });

  it('shows the five menu buttons in order, all closed', () => {
    renderNavBar();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const buttons = within(main).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Services',
      'About Us',
      'Portfolio',
      'Blog',
      'Contact',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  describe.each(desktopMenus.map((menu) => [menu.label, menu] as const))('the %s menu', (label, menu) => {
    it('opens on click and lists every item with its exact label and link', async () => {
      const { user } = renderNavBar();
      await user.click(menuButton(label));

      const open = await findMenu();
      expect(open).toHaveAttribute('aria-labelledby', `nav-${menu.id}-button`);
      expect(menuEntries(open)).toEqual(asEntries(menu.items));
      expect(screen.getByRole('button', { name: label, hidden: true })).toHaveAttribute('aria-expanded', 'true');
    });

    it.each([
      ['Enter', '{Enter}'],
      ['Space', ' '],
      ['ArrowDown', '{ArrowDown}'],
    ])('opens from the keyboard with %s and focuses the first item', async (_key, keys) => {
      const { user } = renderNavBar();
      act(() => menuButton(label).focus());
      await user.keyboard(keys);

      const open = await findMenu();
      expect(menuEntries(open)).toEqual(asEntries(menu.items));
      const first = within(open).getAllByRole('menuitem')[0];
      await waitFor(() => expect(first).toHaveFocus());
    });

    it('closes on Escape and returns focus to its button', async () => {
      const { user } = renderNavBar();
      await user.click(menuButton(label));
      expect(await findMenu()).toBeInTheDocument();

      await user.keyboard('{Escape}');

      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(menuButton(label)).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton(label)).toHaveFocus();
      expect(location()).toBe('/');
    });
  });

  it('closes the menu and navigates when an item is chosen', async () => {
    const { user } = renderNavBar();
    await user.click(menuButton('Blog'));
    await user.click(within(await findMenu()).getByRole('menuitem', { name: 'CRM Evolution' }));

    expect(location()).toBe('/blog/crm-evolution');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton('Blog')).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an item from the keyboard', async () => {
    const { user } = renderNavBar();
    act(() => menuButton('Contact').focus());
    await user.keyboard('{ArrowDown}');
    await findMenu();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Get a Quote' })).toHaveFocus());

    await user.keyboard('{ArrowDown}{Enter}');

    expect(location()).toBe('/contact/schedule-consultation');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('marks the current page in its open menu', async () => {
    const { user } = renderNavBar('/about/office');
    await user.click(menuButton('About Us'));
    await findMenu();
    expect(screen.getByRole('menuitem', { name: 'Our Office' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'Our Story' })).not.toHaveClass('Mui-selected');
  });
});

describe('NavBar — scrolled look', () => {
  it('switches only once the page is scrolled more than 50 px', () => {
    renderNavBar();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');

    setScrollY(50);
    expect(bar).toHaveAttribute('data-scrolled', 'false');

    setScrollY(51);
    expect(bar).toHaveAttribute('data-scrolled', 'true');

    setScrollY(0);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  it('starts scrolled when the page is already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 400 });
    renderNavBar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('NavBar — mobile menu', () => {
  const expectedMobileEntries = [
    { label: 'Home', href: '/' },
    { label: 'Content Marketing', href: '/services/content-marketing' },
    { label: 'Digital Marketing', href: '/services/digital-marketing' },
    { label: 'Social Media Management', href: '/services/social-media-management' },
    { label: 'LinkedIn Marketing', href: '/services/linkedin-marketing' },
    { label: 'B2B Marketing', href: '/services/b2b-marketing' },
    { label: 'Email Marketing', href: '/services/email-marketing' },
    { label: 'View All', href: '/services' },
    { label: 'Our Story', href: '/about/story' },
    { label: 'Our Values', href: '/about/values' },
    { label: 'Why Choose Us', href: '/about/what-sets-us-apart' },
    { label: 'Our Office', href: '/about/office' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms & Conditions', href: '/terms-conditions' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Portfolio', href: '/portfolio' },
    { label: 'Blog', href: '/blog' },
    { label: 'Get a Quote', href: '/contact/quote' },
    { label: 'Schedule Consultation', href: '/contact/schedule-consultation' },
    { label: 'Training Inquiry', href: '/contact/training' },
    { label: 'Partnership', href: '/contact/partnership' },
    { label: 'Get Started', href: '/contact/schedule-consultation' },
  ];

  const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile' });
  const mobileEntries = () =>
    within(mobileNav())
      .getAllByRole('link')
      .map((link) => ({ label: link.textContent, href: link.getAttribute('href') }));

  it('starts closed', () => {
    renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('opens a list of exactly the mobile items, at most 24rem tall and scrolling', async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await findMobileNav();

    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mobileNav()).toHaveAttribute('id', 'mobile-menu');
    expect(mobileEntries()).toEqual(expectedMobileEntries);
    expect(
      within(mobileNav())
        .getAllByText(/^(Services|About Us|Portfolio|Blog|Contact)$/, { selector: '.MuiListSubheader-root' })
        .map((heading) => heading.textContent),
    ).toEqual(['Services', 'About Us', 'Portfolio', 'Blog', 'Contact']);

    const list = mobileNav().querySelector('.MuiList-root');
    expect(list).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
  });

  it('closes again with the toggle', async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await findMobileNav();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it.each([
    ['Our Values', '/about/values'],
    ['Get Started', '/contact/schedule-consultation'],
  ])('closes and navigates when %s is chosen', async (label, path) => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await findMobileNav()).getByRole('link', { name: label }));

    expect(location()).toBe(path);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it('closes on Escape from an item and returns focus to its button', async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await findMobileNav();
    act(() => within(nav).getByRole('link', { name: 'FAQ' }).focus());

    await user.keyboard('{Escape}');

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(location()).toBe('/');
  });

  it('gives focus back to its button when an item is chosen, since the item goes away', async () => {
    const { user } = renderNavBar();
    act(() => screen.getByRole('button', { name: 'Open menu' }).focus());
    await user.keyboard('{Enter}');
    act(() => within(mobileNav()).getByRole('link', { name: 'Our Office' }).focus());

    await user.keyboard('{Enter}');

    expect(location()).toBe('/about/office');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('folds away when focus moves on to the page, but not while it moves within the bar', async () => {
    const { user } = renderNavBar();
    const outside = document.createElement('button');
    outside.textContent = 'Page content';
    document.body.append(outside);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await findMobileNav();

    act(() => within(nav).getByRole('link', { name: 'Get Started' }).focus());
    act(() => screen.getByRole('button', { name: 'Close menu' }).focus());
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    act(() => outside.focus());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // At once, not after the 200 ms fold: meanwhile it would cover the control that has focus.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    outside.remove();
  });
});
