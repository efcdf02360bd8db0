import type { MenuItem } from '@agency/content/site/navigation';
import { desktopMenus, getStartedItem, mobileMenu } from '@agency/content/site/navigation';
import { ThemeProvider } from '@mui/material/styles';
import type { Locale } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { theme } from '@agency/ui/theme';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { enhance } from '../../islands/nav-bar';
import { valueImports } from '../../testing/value-imports';
import { NavBar } from './nav-bar';
import { navBarProps } from './nav-bar-props';

/*
 * jsdom (26) has no Popover API. This is the part of it the bar relies on, as the HTML standard
 * has it, so the tests drive the bar the way a browser does:
 * - showPopover(), hidePopover(), togglePopover(); an auto popover that opens closes the other
 *   open auto popovers; hiding a popover that has focus gives focus back to where it was before;
 * - `toggle` is fired in a task of its own after the state has changed (never synchronously),
 *   carrying newState, and a second change before it fires updates the pending event;
 * - a button's popovertarget toggles its popover when the button is activated;
 * - `:popover-open` (which nwsapi does not know) is answered in Element.prototype.matches, the
 *   only way the bar asks, and a closed popover is display: none, as the UA style sheet has it;
 * - `:focus-visible` is answered there too, with the browsers' rule: it matches the focused
 *   element when the last thing the visitor did was a key press, not a pointer press (nwsapi
 *   matches every focused element).
 * No light dismiss (Escape, a click outside): that is the browser's alone, and the bar adds nothing to it.
 */
const open = new Set<HTMLElement>();
const focusedBeforeShowing = new Map<HTMLElement, Element | null>();
const pendingToggles = new Map<HTMLElement, { oldState: string; newState: string }>();
let lastInput: 'keyboard' | 'pointer' = 'keyboard';

function queueToggle(element: HTMLElement, oldState: string, newState: string) {
  const pending = pendingToggles.get(element);
  if (pending) {
    pending.newState = newState;
    return;
  }
  const toggle = { oldState, newState };
  pendingToggles.set(element, toggle);
  setTimeout(() => {
    pendingToggles.delete(element);
    element.dispatchEvent(Object.assign(new Event('toggle'), toggle));
  }, 0);
}

function showPopover(this: HTMLElement) {
  if (open.has(this)) return;
  if (this.getAttribute('popover') === 'auto') {
    for (const other of [...open]) if (other.getAttribute('popover') === 'auto' && !other.contains(this)) hide(other);
  }
  focusedBeforeShowing.set(this, document.activeElement);
  open.add(this);
  showOpenPopovers();
  queueToggle(this, 'closed', 'open');
}

function hide(element: HTMLElement) {
  if (!open.has(element)) return;
  open.delete(element);
  showOpenPopovers();
  queueToggle(element, 'open', 'closed');
  const before = focusedBeforeShowing.get(element);
  if (element.contains(document.activeElement) && before instanceof HTMLElement) before.focus();
}

const nativeMatches = Element.prototype.matches;
const popoverStyle = document.createElement('style');

/** The UA style of popovers, by id (every popover of the bar has one): a mark on the element would be a hydration mismatch. */
function showOpenPopovers() {
  const shown = [...open].map((element) => `#${CSS.escape(element.id)}`);
  popoverStyle.textContent = `[popover] { display: none; }${shown.length > 0 ? ` ${shown.join(', ')} { display: block; }` : ''}`;
}

function onActivate(event: MouseEvent) {
  const invoker = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
  const target = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
  if (!event.defaultPrevented && target) target.togglePopover();
}
const onKeyboard = () => (lastInput = 'keyboard');
const onPointer = () => (lastInput = 'pointer');

beforeAll(() => {
  Object.assign(HTMLElement.prototype, {
    showPopover,
    hidePopover(this: HTMLElement) {
      hide(this);
    },
    togglePopover(this: HTMLElement) {
      if (open.has(this)) hide(this);
      else showPopover.call(this);
      return open.has(this);
    },
  });
  Object.defineProperty(Element.prototype, 'matches', {
    configurable: true,
    writable: true,
    value: function matches(this: Element, selectors: string) {
      if (selectors === ':popover-open') return this instanceof HTMLElement && open.has(this);
      if (selectors === ':focus-visible') return this === document.activeElement && lastInput === 'keyboard';
      return nativeMatches.call(this, selectors);
    },
  });
  showOpenPopovers();
  document.head.append(popoverStyle);
  document.addEventListener('click', onActivate);
  document.addEventListener('keydown', onKeyboard, { capture: true });
  document.addEventListener('pointerdown', onPointer, { capture: true });
  document.addEventListener('mousedown', onPointer, { capture: true });
});

afterAll(() => {
  for (const name of ['showPopover', 'hidePopover', 'togglePopover'])
    Reflect.deleteProperty(HTMLElement.prototype, name);
  Element.prototype.matches = nativeMatches;
  popoverStyle.remove();
  document.removeEventListener('click', onActivate);
  document.removeEventListener('keydown', onKeyboard, { capture: true });
  document.removeEventListener('pointerdown', onPointer, { capture: true });
  document.removeEventListener('mousedown', onPointer, { capture: true });
});

// jsdom has no CSS.supports; the menus ask it whether the browser has CSS anchor positioning.
const supports = jest.fn((_condition: string) => true);
// jsdom cannot navigate: a chosen link leaves the page in a browser, and here it stays.
const stayOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
};

beforeEach(() => {
  open.clear();
  showOpenPopovers();
  focusedBeforeShowing.clear();
  lastInput = 'keyboard';
  supports.mockReturnValue(true);
  Object.assign(CSS, { supports });
  document.addEventListener('click', stayOnPage);
});

afterEach(async () => {
  // Let pending toggle events fire before the next test.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  document.removeEventListener('click', stayOnPage);
  Reflect.deleteProperty(CSS, 'supports');
});

/** Bars put in the document by a test, removed after it. */
const rendered: HTMLElement[] = [];
afterEach(() => {
  for (const container of rendered.splice(0)) container.remove();
});

/** The bar rendered by React with the site's theme: its look, which the tests read from computed styles. */
const renderStyled = (route: string) => renderWithProviders(<NavBar {...navBarProps(route, 'en')} />);

/** A page's bar as the server sends it, in the document before its island wakes: HTML, no React. */
function serverRendered(route = '/', locale: Locale = 'en') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <NavBar {...navBarProps(route, locale)} />
    </ThemeProvider>,
  );
  document.body.append(container);
  rendered.push(container);
  return container;
}

/** The bar of an English page as the visitor has it: its HTML, with its island's code woken on it. */
function renderNavBar(route = '/') {
  const user = userEvent.setup();
  const container = serverRendered(route);
  enhance(container);
  return { user, container };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = (label: string) => within(mainNav()).getByRole('button', { name: label });
/** A drop-down, open or closed (closed, it is display: none and so hidden from the accessibility tree). */
const menu = (label: string) => screen.getByRole('menu', { name: label, hidden: true });
const popoverOf = (label: string) => {
  const paper = menu(label).closest('[popover]');
  if (!(paper instanceof HTMLElement)) throw new Error(`The ${label} menu is in no popover`);
  return paper;
};
const items = (label: string) => within(menu(label)).getAllByRole('menuitem', { hidden: true });
const item = (label: string, name: string) => within(menu(label)).getByRole('menuitem', { name, hidden: true });

/** What a menu offers: each entry's text and where it links. */
const entries = (elements: HTMLElement[]) =>
  elements.map((element) => ({ label: element.textContent, href: element.getAttribute('href') }));
const asEntries = (list: readonly MenuItem[]) => list.map(({ label, href }) => ({ label, href }));

/** The small-screen menu's links, in order, open or closed. */
const mobileLinks = () =>
  within(document.getElementById('mobile-menu') as HTMLElement).getAllByRole('link', { hidden: true });

/** Lets a queued toggle event fire, and React handle it. */
const toggleEvents = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('NavBar — the bar', () => {
  it('is the site header', () => {
    renderNavBar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-site-header', '');
  });

  it('links the brand and Home to / and Get Started to the consultation page', () => {
    renderNavBar();
    expect(screen.getByRole('link', { name: 'Harbourline Digital — home' })).toHaveAttribute('href', '/');
    expect(entries(within(mainNav()).getAllByRole('link'))).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Get Started', href: '/contact/schedule-consultation' },
    ]);
  });

  it('shows the five menu buttons in order, each the native opener of its menu', () => {
    renderNavBar();
    const buttons = within(mainNav()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Services',
      'About Us',
      'Portfolio',
      'Blog',
      'Contact',
    ]);
    expect(
      buttons.map((button) => [
        button.id,
        button.getAttribute('popovertarget'),
        button.getAttribute('aria-haspopup'),
        button.hasAttribute('aria-expanded'),
      ]),
    ).toEqual(desktopMenus.map((data) => [`nav-${data.id}-button`, `nav-${data.id}-menu`, 'menu', false]));
    for (const data of desktopMenus) {
      const popover = popoverOf(data.label);
      expect(popover).toHaveAttribute('id', `nav-${data.id}-menu`);
      expect(popover).toHaveAttribute('popover', 'auto');
      expect(popover).not.toBeVisible();
    }
  });

  it.each(desktopMenus.map((data) => [data.label, data] as const))(
    'lists every item of the %s menu with its exact label and link',
    (label, data) => {
      renderNavBar();
      expect(menu(label)).toHaveAttribute('aria-labelledby', `nav-${data.id}-button`);
      expect(entries(items(label))).toEqual(asEntries(data.items));
    },
  );

  it('marks the current page in its menu, and only it', () => {
    renderNavBar('/about/office');
    const current = screen
      .getAllByRole('menuitem', { hidden: true })
      .filter((element) => element.matches('.Mui-selected'));
    expect(entries(current)).toEqual([{ label: 'Our Office', href: '/about/office' }]);
    expect(item('About Us', 'Our Office')).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('menuitem', { hidden: true }).filter((element) => element.hasAttribute('aria-current')),
    ).toEqual([item('About Us', 'Our Office')]);
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("colours the current page's menu button as active, and the others not", () => {
    renderStyled('/blog/crm-evolution');
    expect(desktopMenus.map((data) => [data.label, getComputedStyle(menuButton(data.label)).color])).toEqual([
      ['Services', 'var(--mui-palette-text-primary)'],
      ['About Us', 'var(--mui-palette-text-primary)'],
      ['Portfolio', 'var(--mui-palette-text-primary)'],
      ['Blog', 'var(--mui-palette-primary-main)'],
      ['Contact', 'var(--mui-palette-text-primary)'],
    ]);
    expect(getComputedStyle(within(mainNav()).getByRole('link', { name: 'Home' })).color).toBe(
      'var(--mui-palette-text-primary)',
    );
  });

  it('marks Home on the home page', () => {
    renderStyled('/');
    const home = within(mainNav()).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(getComputedStyle(home).color).toBe('var(--mui-palette-primary-main)');
    expect(
      screen.queryAllByRole('menuitem', { hidden: true }).filter((element) => element.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('marks no menu on a page that does not exist', () => {
    renderStyled('/blog/no-such-article');
    expect(getComputedStyle(menuButton('Blog')).color).toBe('var(--mui-palette-text-primary)');
  });
});

describe('NavBar — expanded state', () => {
  it('is left to the browser, in the HTML and once its island wakes: a popover’s button may carry no aria-expanded', async () => {
    const container = serverRendered();
    expect(container.querySelectorAll('[aria-expanded]')).toHaveLength(0);

    // The visitor opened the Blog menu before the island woke: it stays open.
    const blogMenu = container.querySelector<HTMLElement>('#nav-blog-menu');
    act(() => blogMenu?.showPopover());
    await toggleEvents();
    enhance(container);
    expect(container.querySelectorAll('[aria-expanded]')).toHaveLength(0);
    expect(blogMenu?.matches(':popover-open')).toBe(true);
  });
});

describe('NavBar — the tab order of a menu', () => {
  it('has every item in it in the HTML (no arrow keys without script), and once its island wakes only the one the arrow keys start from', () => {
    const container = serverRendered();
    const tabIndexes = () =>
      [...container.querySelectorAll('#nav-about-menu [role="menuitem"]')].map((item) => item.getAttribute('tabindex'));
    const count = tabIndexes().length;
    expect(count).toBeGreaterThan(3);
    expect(tabIndexes()).toEqual(Array<string>(count).fill('0'));

    enhance(container);
    expect(tabIndexes()).toEqual(['0', ...Array<string>(count - 1).fill('-1')]);
  });

  it('keeps the page’s own item as the one tab stop of its menu', () => {
    renderNavBar('/about/values');
    const tabIndexes = items('About Us').map((element) => [element.textContent, element.getAttribute('tabindex')]);
    expect(tabIndexes.filter(([, tabIndex]) => tabIndex === '0')).toEqual([['Our Values', '0']]);
  });
});

describe('NavBar — a menu from the keyboard and the pointer', () => {
  it('opened with the pointer, gives the list the focus so that it takes the arrow keys', async () => {
    const { user } = renderNavBar();
    await user.click(menuButton('About Us'));
    await waitFor(() => expect(menu('About Us')).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(item('About Us', 'Our Story')).toHaveFocus();
  });

  it('opened with Enter on its button, starts at its first item', async () => {
    const { user } = renderNavBar();
    act(() => menuButton('Contact').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(popoverOf('Contact').matches(':popover-open')).toBe(true));
    expect(item('Contact', 'Get a Quote')).toHaveFocus();
  });

  it.each([
    ['ArrowDown', '{ArrowDown}'],
    ['ArrowUp', '{ArrowUp}'],
  ])('opens on %s on its button', async (_key, keys) => {
    const { user } = renderNavBar();
    act(() => menuButton('Blog').focus());
    await user.keyboard(keys);
    await waitFor(() => expect(popoverOf('Blog').matches(':popover-open')).toBe(true));
    expect(screen.getByRole('menu', { name: 'Blog' })).toBeVisible();
  });

  it.each([
    ['ArrowDown', 'first', '{ArrowDown}', 'All Articles'],
    ['ArrowUp', 'last', '{ArrowUp}', 'Asia Digital Transformation'],
  ])('on %s on the button of an open menu, focuses its %s item', async (_key, _which, keys, expected) => {
    const { user } = renderNavBar();
    act(() => popoverOf('Blog').showPopover());
    await toggleEvents();
    act(() => menuButton('Blog').focus());
    await user.keyboard(keys);
    expect(item('Blog', expected)).toHaveFocus();
  });

  // The popover's `toggle` event comes after the item is focused (browsers fire it in a task of its
  // own): its handler must leave focus that is already inside the menu where it is.
  it.each([
    ['ArrowDown', 'first', '{ArrowDown}', 'All Articles'],
    ['ArrowUp', 'last', '{ArrowUp}', 'Asia Digital Transformation'],
  ])('on %s on the button of a closed menu, opens it at its %s item', async (_key, _which, keys, expected) => {
    const { user } = renderNavBar();
    act(() => menuButton('Blog').focus());
    await user.keyboard(keys);
    await waitFor(() => expect(popoverOf('Blog').matches(':popover-open')).toBe(true));
    await toggleEvents();
    expect(item('Blog', expected)).toHaveFocus();
  });

  it('moves between items with the arrow keys, wrapping, and Home and End', async () => {
    const { user } = renderNavBar();
    act(() => menuButton('Contact').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Contact', 'Get a Quote')).toHaveFocus());
    const focused = () => document.activeElement?.textContent;

    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Schedule Consultation');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Partnership');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Get a Quote');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Partnership');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Get a Quote');
    await user.keyboard('{End}');
    expect(focused()).toBe('Partnership');
  });

  it('has one tab stop, the item focused last: Tab from any item leaves the menu', async () => {
    const { user } = renderNavBar('/about/office');
    act(() => menuButton('About Us').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('About Us', 'Our Story')).toHaveFocus());
    const tabStops = () => items('About Us').filter((element) => element.tabIndex === 0);
    expect(tabStops()).toEqual([item('About Us', 'Our Story')]);
    await user.keyboard('{ArrowDown}');
    expect(tabStops()).toEqual([item('About Us', 'Our Values')]);
  });

  it('goes to the item a letter starts, in turn, and to the one letters typed together start', async () => {
    const { user } = renderNavBar();
    act(() => menuButton('About Us').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('About Us', 'Our Story')).toHaveFocus());
    const focused = () => document.activeElement?.textContent;

    const pause = () => new Promise((resolve) => setTimeout(resolve, 600));
    await user.keyboard('w');
    expect(focused()).toBe('Why Choose Us');
    await pause();
    await user.keyboard('o');
    expect(focused()).toBe('Our Office');
    await user.keyboard('o');
    expect(focused()).toBe('Our Story');
    await user.keyboard('o');
    expect(focused()).toBe('Our Values');
    await pause();
    await user.keyboard('our o');
    expect(focused()).toBe('Our Office');
    await user.keyboard('x');
    expect(focused()).toBe('Our Office');
  });

  it('closes when an item is chosen with the pointer', async () => {
    const { user } = renderNavBar();
    await user.click(menuButton('Blog'));
    await waitFor(() => expect(popoverOf('Blog').matches(':popover-open')).toBe(true));

    await user.click(item('Blog', 'CRM Evolution'));

    await waitFor(() => expect(popoverOf('Blog').matches(':popover-open')).toBe(false));
    expect(menu('Blog')).not.toBeVisible();
  });

  it('closes when an item is chosen with Enter', async () => {
    const { user } = renderNavBar();
    act(() => menuButton('Contact').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Contact', 'Get a Quote')).toHaveFocus());

    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(popoverOf('Contact').matches(':popover-open')).toBe(false));
    expect(menu('Contact')).not.toBeVisible();
  });

  it('closes when focus leaves it for the page, and stays open while focus moves within it or to its button', async () => {
    const { user } = renderNavBar();
    const outside = document.createElement('button');
    outside.textContent = 'Page content';
    document.body.append(outside);
    act(() => menuButton('Portfolio').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Portfolio', 'E-commerce')).toHaveFocus());

    act(() => item('Portfolio', 'Insurance').focus());
    act(() => menuButton('Portfolio').focus());
    await toggleEvents();
    expect(menu('Portfolio')).toBeVisible();
    expect(popoverOf('Portfolio').matches(':popover-open')).toBe(true);

    act(() => item('Portfolio', 'Insurance').focus());
    act(() => outside.focus());
    await toggleEvents();
    expect(menu('Portfolio')).not.toBeVisible();
    expect(popoverOf('Portfolio').matches(':popover-open')).toBe(false);
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('is placed under its button when it opens in a browser without CSS anchor positioning', async () => {
    supports.mockReturnValue(false);
    renderNavBar();
    jest.spyOn(menuButton('Blog'), 'getBoundingClientRect').mockReturnValue(new DOMRect(412.4, 20, 80, 40));
    act(() => popoverOf('Blog').showPopover());
    await toggleEvents();
    expect(supports).toHaveBeenCalledWith('position-area: block-end');
    expect(popoverOf('Blog').style.getPropertyValue('--menu-left')).toBe('412px');
    expect(popoverOf('Services').style.getPropertyValue('--menu-left')).toBe('');
  });

  it('leaves its place to CSS in a browser with anchor positioning', async () => {
    renderNavBar();
    act(() => popoverOf('Blog').showPopover());
    await toggleEvents();
    expect(popoverOf('Blog').style.getPropertyValue('--menu-left')).toBe('');
  });
});

describe('NavBar — mobile menu', () => {
  /** On Home: the link to the Chinese Home, the groups' entries as the site's navigation has them, then Get Started. */
  const expectedMobileEntries = [
    { label: '中文', href: '/zh-hk/' },
    ...asEntries(mobileMenu.flatMap((group) => group.items)),
    ...asEntries([getStartedItem]),
  ];

  const mobileButton = () => screen.getByRole('button', { name: 'Menu' });
  const mobilePopover = () => document.getElementById('mobile-menu') as HTMLElement;
  /** The mobile menu, open or closed (closed, it is display: none, and has no accessible name). */
  const mobileNav = () => {
    const nav = document.getElementById('mobile-menu');
    if (!nav) throw new Error('No mobile menu');
    return nav;
  };

  it('has a Menu button that opens the mobile menu natively, and starts closed', () => {
    renderNavBar();
    expect(mobileButton()).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(mobilePopover().matches(':popover-open')).toBe(false);
    expect(mobileNav().tagName).toBe('NAV');
    expect(mobileNav()).toHaveAttribute('aria-label', 'Mobile');
    expect(mobileNav()).toHaveAttribute('popover', 'auto');
    expect(mobileNav()).not.toBeVisible();
  });

  it('opens on its button with exactly the mobile entries, under their group headings', async () => {
    const { user } = renderNavBar();
    await user.click(mobileButton());
    await waitFor(() => expect(mobilePopover().matches(':popover-open')).toBe(true));

    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(entries(within(nav).getAllByRole('link'))).toEqual(expectedMobileEntries);
    expect([...nav.querySelectorAll('.MuiListSubheader-root')].map((heading) => heading.textContent)).toEqual([
      'Services',
      'About Us',
      'Portfolio',
      'Blog',
      'Contact',
    ]);
  });

  it('marks the current page', () => {
    renderNavBar('/about/values');
    const current = within(mobileNav())
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.hasAttribute('aria-current'));
    expect(entries(current)).toEqual([{ label: 'Our Values', href: '/about/values' }]);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
    expect(current[0]).toHaveClass('Mui-selected');
  });

  it.each(['Our Values', 'Get Started'])('closes when %s is chosen', async (label) => {
    const { user } = renderNavBar();
    await user.click(mobileButton());
    await waitFor(() => expect(mobilePopover().matches(':popover-open')).toBe(true));

    await user.click(within(mobileNav()).getByRole('link', { name: label }));

    await waitFor(() => expect(mobilePopover().matches(':popover-open')).toBe(false));
    expect(mobileNav()).not.toBeVisible();
  });

  it('folds away when focus moves on to the page, but not while it moves back to the bar', async () => {
    const { user } = renderNavBar();
    const outside = document.createElement('button');
    outside.textContent = 'Page content';
    document.body.append(outside);
    await user.click(mobileButton());
    await waitFor(() => expect(mobilePopover().matches(':popover-open')).toBe(true));

    act(() => within(mobileNav()).getByRole('link', { name: 'FAQ' }).focus());
    act(() => within(mobileNav()).getByRole('link', { name: 'Get Started' }).focus());
    act(() => mobileButton().focus());
    await toggleEvents();
    expect(mobileNav()).toBeVisible();
    expect(mobilePopover().matches(':popover-open')).toBe(true);

    act(() => within(mobileNav()).getByRole('link', { name: 'Blog' }).focus());
    act(() => outside.focus());
    await toggleEvents();
    expect(mobileNav()).not.toBeVisible();
    expect(mobilePopover().matches(':popover-open')).toBe(false);
    outside.remove();
  });
});

describe('NavBar — the link to the page in the other language', () => {
  const languageLinks = () =>
    screen.getAllByRole('link', { hidden: true }).filter((link) => link.hasAttribute('hreflang'));

  it('on an English page, reads 中文 in Chinese and leads to the same page in Chinese, on the bar and in the small-screen menu', () => {
    renderNavBar('/about/office');
    const links = languageLinks();
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.tagName).toBe('A');
      expect(link).toHaveTextContent('中文');
      expect(link).toHaveAttribute('href', '/zh-hk/about/office');
      expect(link).toHaveAttribute('hreflang', 'zh-HK');
      expect(link).toHaveAttribute('lang', 'zh-HK');
    }
    expect(mobileLinks()[0]).toBe(links[1]);
    expect(within(mainNav()).queryByRole('link', { name: '中文' })).toBeNull();
  });

  it('on a Chinese page, reads English in English and leads to the same page in English', () => {
    serverRendered('/about/office', 'zh-HK');
    const links = languageLinks();
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveTextContent('English');
      expect(link).toHaveAttribute('href', '/about/office');
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link).toHaveAttribute('lang', 'en');
    }
  });

  it('leads to the other language’s Home from a page that is no route', () => {
    const hrefs = (container: HTMLElement) =>
      [...container.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('href'));
    expect(hrefs(serverRendered('/404'))).toEqual(['/zh-hk/', '/zh-hk/']);
    expect(hrefs(serverRendered('/400', 'zh-HK'))).toEqual(['/', '/']);
  });

  it('is in the page’s HTML, a link that works without script', () => {
    const html = renderToString(<NavBar {...navBarProps('/faq', 'en')} />);
    expect(html).toMatch(/<a [^>]*href="\/zh-hk\/faq"[^>]*hrefLang="zh-HK"[^>]*lang="zh-HK"/i);
  });
});

describe('NavBar — on a Chinese page', () => {
  const english = navBarProps('/about/office', 'en');
  const renderChinese = () => serverRendered('/about/office', 'zh-HK');

  it('names everything in Chinese: the navigations, the brand’s link, Home, the menus, Get Started and the Menu button', () => {
    renderChinese();
    const nav = screen.getByRole('navigation', { name: '主選單' });
    expect(screen.getByRole('link', { name: 'Harbourline Digital 主頁' })).toHaveAttribute('href', '/zh-hk/');
    expect(entries(within(nav).getAllByRole('link'))).toEqual([
      { label: '主頁', href: '/zh-hk/' },
      { label: '立即開始', href: '/zh-hk/contact/schedule-consultation' },
    ]);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['服務', '關於我們', '作品集', '網誌', '聯絡我們']);
    expect(screen.getByRole('button', { name: '選單' })).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).toHaveAttribute('aria-label', '手機版選單');
  });

  it('links every entry to its Chinese page, and marks the current one', () => {
    renderChinese();
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => !href.startsWith('/zh-hk/') && href !== '/about/office')).toEqual([]);
    expect(item('關於我們', '我們的辦公室')).toHaveAttribute('aria-current', 'page');
    expect(item('關於我們', '我們的辦公室')).toHaveAttribute('href', '/zh-hk/about/office');
    expect(entries(items('網誌'))[1]).toEqual({ label: '2025年 AI 轉型路線圖', href: '/zh-hk/blog/ai-transformation' });
  });

  it('shows none of the English words', () => {
    const container = renderChinese();
    const text = container.textContent ?? '';
    const labels = [...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    const englishWords = [
      english.home.label,
      english.getStarted.label,
      ...english.menus.flatMap((menu) => [menu.label, ...menu.items.map((entry) => entry.label)]),
      ...Object.values(english.labels),
    ];
    expect(englishWords.filter((word) => text.includes(word) || labels.includes(word))).toEqual([]);
  });
});

describe('NavBar — the words it is given', () => {
  it('shows the words and addresses it is given, and nothing of its own', () => {
    renderWithProviders(
      <NavBar
        pathname="/x/b"
        brand={{ name: 'Brand', accent: 'Accent' }}
        home={{ label: 'Start', href: '/x/' }}
        getStarted={{ label: 'Go', href: '/x/go' }}
        menus={[{ id: 'things', label: 'Things', items: [{ label: 'Thing B', href: '/x/b' }] }]}
        mobileMenu={[{ id: 'things', label: 'Group', items: [{ label: 'Thing B', href: '/x/b' }] }]}
        language={{ label: 'Other', href: '/y/b', lang: 'fr' }}
        labels={{ brandLink: 'Brand home', mainNav: 'Top', mobileNav: 'Small', menuButton: 'Open' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Brand home' })).toHaveTextContent('Brand Accent');
    expect(entries(within(screen.getByRole('navigation', { name: 'Top' })).getAllByRole('link'))).toEqual([
      { label: 'Start', href: '/x/' },
      { label: 'Go', href: '/x/go' },
    ]);
    expect(item('Things', 'Thing B')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).toHaveAttribute('aria-label', 'Small');
    expect(document.getElementById('mobile-menu-things')).toHaveTextContent('Group');
    expect(screen.getAllByRole('link', { name: 'Other', hidden: true })[0]).toHaveAttribute('hreflang', 'fr');
  });

  it('has island code that imports neither copy nor React: it works on the page’s own HTML', () => {
    expect(valueImports(resolve(import.meta.dirname, '../../islands/nav-bar.ts'))).toEqual(
      new Set(['@agency/platform/build-id']),
    );
  });
});
