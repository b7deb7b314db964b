import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_GROUPS } from '#contract/categories';
import { renderWithProviders } from '#src/test/render';
import { MEGA_MENU_CLOSE_DELAY_MS, MegaMenu } from './mega-menu';

afterEach(() => {
  vi.useRealTimers();
});

async function renderMenu() {
  renderWithProviders(<MegaMenu />);
  const trigger = await screen.findByRole('button', { name: 'All Categories' });
  const nav = screen.getByRole('navigation', { name: 'All categories' });
  return { trigger, nav };
}

const isOpen = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded') === 'true';

describe('MegaMenu', () => {
  it('opens on hover with one column per group linking to every subcategory', async () => {
    const { trigger, nav } = await renderMenu();
    expect(isOpen(trigger)).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.mouseEnter(nav);
    expect(isOpen(trigger)).toBe(true);
    const columns = CATEGORY_GROUPS.map((group) => screen.getByRole('list', { name: group.name }));
    expect(columns).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Personal & Beauty Care' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal Care', 'Hair Care', 'Baby Care', 'Beauty & Cosmetics']);
    const spices = screen.getByRole('link', { name: /Spices & Dry Fruits/ });
    expect(decodeURIComponent(spices.getAttribute('href') ?? '')).toBe('/category/Spices & Dry Fruits');
  });

  it('closes shortly after the pointer leaves, and stays open if it comes back in time', async () => {
    const { trigger, nav } = await renderMenu();
    vi.useFakeTimers();
    fireEvent.mouseEnter(nav);
    fireEvent.mouseLeave(nav);
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 50));
    fireEvent.mouseEnter(nav);
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS));
    expect(isOpen(trigger)).toBe(true);

    fireEvent.mouseLeave(nav);
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS));
    expect(isOpen(trigger)).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens on keyboard focus and closes on Escape, leaving the focus on the trigger', async () => {
    const { trigger } = await renderMenu();
    act(() => trigger.focus());
    expect(isOpen(trigger)).toBe(true);

    const babyCare = screen.getByRole('link', { name: /Baby Care/ });
    act(() => babyCare.focus());
    fireEvent.keyDown(babyCare, { key: 'Escape' });
    expect(isOpen(trigger)).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('toggles with Enter/Space and closes when the focus moves out', async () => {
    const { trigger, nav } = await renderMenu();
    // A keyboard "click" has detail 0.
    fireEvent.click(trigger, { detail: 0 });
    expect(isOpen(trigger)).toBe(true);
    fireEvent.click(trigger, { detail: 0 });
    expect(isOpen(trigger)).toBe(false);

    // A pointer click never closes a menu the hover has just opened.
    fireEvent.mouseEnter(nav);
    fireEvent.click(trigger, { detail: 1 });
    expect(isOpen(trigger)).toBe(true);

    fireEvent.blur(trigger, { relatedTarget: document.body });
    expect(isOpen(trigger)).toBe(false);
  });

  it('closes when a category is chosen', async () => {
    const { trigger, nav } = await renderMenu();
    fireEvent.mouseEnter(nav);
    fireEvent.click(screen.getByRole('link', { name: /Household Cleaning/ }));
    expect(isOpen(trigger)).toBe(false);
  });
});
