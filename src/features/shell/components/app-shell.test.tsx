import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { SearchBox } from '#src/features/search/components/search-box';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { scrolledTo } from '#src/test/scroll';
import { AppShell } from './app-shell';
import { NotFoundPage } from './not-found-page';
import { INTRO_SPLASH_SEEN_KEY } from './splash';

beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': null }));
  sessionStorage.setItem(INTRO_SPLASH_SEEN_KEY, '1');
});

afterEach(() => {
  document.getElementById('brand-splash')?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it('puts the page between the header and the footer, with the toasts and the bottom bar', async () => {
    renderWithProviders(
      <AppShell search={<SearchBox />}>
        <h1>Page body</h1>
      </AppShell>,
    );
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer is below the first screen: it comes once the shopper starts using the page. It listens
    // from the drawn page's effects, which may run a moment after the page is in the document (on a busy
    // machine, a key pressed at once was missed): press again until it answers.
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'Tab' });
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    });
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it("names the tab after the shop in the shopper's language on pages that do not name it", async () => {
    const page = (
      <AppShell search={<SearchBox />}>
        <h1>Page body</h1>
      </AppShell>
    );
    const english = renderWithProviders(page);
    await waitFor(() => expect(document.title).toBe('Kirana — Save money , save time'));
    english.unmount();
    // The app draws every page afresh in the language chosen (its router is keyed by it), as here.
    act(() => chooseLocale('hi'));
    renderWithProviders(page);
    await waitFor(() => expect(document.title).toBe('Kirana — पैसे बचाएँ, समय बचाएँ'));
  });

  it('keeps the brand splash up while the shell is drawn under it, not handing over to the intro early', async () => {
    sessionStorage.clear();
    // index.html's splash, as its script leaves it on a session's first load.
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="brand-splash" data-testid="brand-splash" data-shown-at="${performance.now()}"></div>`,
    );
    renderWithProviders(
      <AppShell search={<SearchBox />}>
        <h1>Page body</h1>
      </AppShell>,
    );
    await screen.findByRole('main');
    expect(screen.getByTestId('brand-splash')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Welcome to Kirana' })).toBeNull();
  });

  it('scrolls to the top on every path change, but not on query changes nor on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The router resets the scroll with an options object; the shell's own reset is scrollTo(0, 0).
    const shellResets = () => scrollTo.mock.calls.filter((args) => args.length === 2 && args[0] === 0 && args[1] === 0);
    const { router } = renderWithProviders(
      <AppShell search={<SearchBox />}>
        <p>Page</p>
      </AppShell>,
      { path: '/search?keyword=atta' },
    );
    await screen.findByRole('main');
    expect(shellResets()).toHaveLength(0);

    await act(() => router.navigate({ to: '/search', search: { keyword: 'dal' } } as never));
    expect(shellResets()).toHaveLength(0);

    await act(() => router.navigate({ to: '/about-us' } as never));
    expect(shellResets()).toHaveLength(1);

    await act(async () => {
      router.history.back();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    });
    expect(shellResets()).toHaveLength(1);

    await act(() => router.navigate({ to: '/privacy-policy' } as never));
    expect(shellResets()).toHaveLength(2);
  });
});

describe('SiteFooter', () => {
  it('has the about text, quick links, contact details and three social links', async () => {
    renderWithProviders(
      <AppShell search={<SearchBox />}>
        <p>Page</p>
      </AppShell>,
    );
    await screen.findByRole('main');
    const footer = await scrolledTo(() => screen.getByRole('contentinfo'));
    expect(footer.textContent).toMatch(/about 15 minutes/);
    expect(footer.textContent).toMatch(/cash on delivery/);
    expect(footer.textContent).toMatch(/money-back guarantee/);

    const links = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about-us'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Help Center', '/dashboard/help'],
    ]);
    expect(within(footer).getByRole('link', { name: SHOP_CONTACT.email }).getAttribute('href')).toBe(
      'mailto:support@kirana.shop',
    );
    expect(within(footer).getByRole('link', { name: SHOP_CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+918045678900',
    );
    expect(footer.textContent).toContain('Bengaluru, Karnataka 560001');
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      expect(
        within(footer)
          .getByRole('link', { name: `Kirana on ${network}` })
          .getAttribute('href'),
      ).toMatch(/^https:\/\//);
    }
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and leads back to the shop', async () => {
    renderWithProviders(<NotFoundPage />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found — Kirana'));
  });
});
