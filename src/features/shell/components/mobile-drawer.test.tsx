import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { MobileDrawer } from './mobile-drawer';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Shop by category' });
  // Its content's code arrives the first time it opens.
  await within(drawer).findByRole('button', { name: 'Close menu' });
  return drawer;
}

describe('MobileDrawer', () => {
  it('opens from the hamburger with the three category groups collapsed', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<MobileDrawer />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const drawer = await openDrawer();
    const groups = within(drawer).getAllByRole('button', { expanded: false });
    expect(groups.map((group) => group.textContent)).toEqual([
      'Groceries & Food Staples',
      'Personal & Beauty Care',
      'Home & Cleaning Essentials',
    ]);
    expect(within(drawer).queryByRole('link', { name: /Hair Care/ })).toBeNull();
  });

  it('keeps one group open at a time, and tapping the open one collapses it', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<MobileDrawer />);
    const drawer = await openDrawer();
    const food = within(drawer).getByRole('button', { name: 'Groceries & Food Staples' });
    const care = within(drawer).getByRole('button', { name: 'Personal & Beauty Care' });

    fireEvent.click(food);
    expect(food.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: /Cooking Oils/ })).toBeTruthy();

    fireEvent.click(care);
    expect(care.getAttribute('aria-expanded')).toBe('true');
    expect(food.getAttribute('aria-expanded')).toBe('false');
    expect(within(drawer).queryByRole('link', { name: /Cooking Oils/ })).toBeNull();
    expect(within(drawer).getByRole('link', { name: /Hair Care/ })).toBeTruthy();

    fireEvent.click(care);
    expect(care.getAttribute('aria-expanded')).toBe('false');
    expect(within(drawer).queryByRole('link', { name: /Hair Care/ })).toBeNull();
  });

  it("shows each subcategory's server count, 0 for one the server did not count", async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/user/product/getCategoryCount': { Groceries: 1234, Snacks: 0 } }));
    renderWithProviders(<MobileDrawer />);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Groceries & Food Staples' }));

    const groceries = within(drawer).getByRole('link', { name: /Groceries/ });
    await within(groceries).findByText('1,234 items');
    expect(decodeURIComponent(groceries.getAttribute('href') ?? '')).toBe('/category/Groceries');
    expect(within(within(drawer).getByRole('link', { name: /Snacks/ })).getByText('0 items')).toBeTruthy();
    expect(within(within(drawer).getByRole('link', { name: /Cooking Oils/ })).getByText('0 items')).toBeTruthy();
  });

  it('logs "Failed to fetch item counts" and shows 0 when the server cannot be reached (spec 000 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<MobileDrawer />);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Home & Cleaning Essentials' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch item counts', expect.any(Error)));
    // Never the spec's static 240: a number the shop cannot vouch for.
    expect(within(within(drawer).getByRole('link', { name: /Home Essentials/ })).getByText('0 items')).toBeTruthy();
    log.mockRestore();
  });

  it('links Payment Methods and Settings, and closes when one is chosen', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    const { router } = renderWithProviders(<MobileDrawer />);
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Payment Methods' }).getAttribute('href')).toBe(
      '/dashboard/payment-methods',
    );
    fireEvent.click(within(drawer).getByRole('link', { name: 'Settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
  });

  it('closes with the close button, with Escape and when a category is chosen', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    const { router } = renderWithProviders(<MobileDrawer />);
    const trigger = await screen.findByRole('button', { name: 'Open menu' });

    let drawer = await openDrawer();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    drawer = await openDrawer();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Personal & Beauty Care' }));
    fireEvent.click(within(drawer).getByRole('link', { name: /Baby Care/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toBe('/category/Baby Care'));
  });
});
