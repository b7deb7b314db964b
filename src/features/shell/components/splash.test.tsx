import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_SPLASH_FADE_IN_MS,
  BRAND_SPLASH_MS,
  BRAND_SPLASH_SEEN_KEY,
  INTRO_SPLASH_MS,
  INTRO_SPLASH_SEEN_KEY,
  Splash,
} from './splash';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const brandSplash = () => document.querySelector('.brand-splash');
const brandContent = () => document.querySelector('.brand-splash__content');
const intro = () => screen.queryByRole('complementary', { name: 'Welcome to Kirana' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Splash', () => {
  it('shows the logo and tagline, fades the content in at 500 ms and hands over at 2000 ms', () => {
    render(<Splash />);
    expect(brandSplash()?.getAttribute('aria-hidden')).toBe('true');
    expect(brandSplash()?.querySelector('img')?.getAttribute('src')).toBe('/icons/favicon.svg');
    expect(brandSplash()?.textContent).toContain('Save money , save time');
    expect(brandSplash()?.querySelectorAll('.brand-splash__float').length).toBeGreaterThan(2);

    advance(BRAND_SPLASH_FADE_IN_MS - 1);
    expect(brandContent()?.classList.contains('is-visible')).toBe(false);
    advance(1);
    expect(brandContent()?.classList.contains('is-visible')).toBe(true);

    advance(BRAND_SPLASH_MS - BRAND_SPLASH_FADE_IN_MS - 1);
    expect(brandSplash()).not.toBeNull();
    advance(1);
    expect(brandSplash()).toBeNull();
  });

  it('then shows the intro once, which hides itself after 3 s', () => {
    render(<Splash />);
    expect(intro()).toBeNull();
    advance(BRAND_SPLASH_MS);
    expect(intro()).not.toBeNull();
    expect(sessionStorage.getItem(INTRO_SPLASH_SEEN_KEY)).not.toBeNull();

    advance(INTRO_SPLASH_MS - 1);
    expect(intro()).not.toBeNull();
    advance(1);
    expect(intro()).toBeNull();
  });

  it('shows neither again in the same browser session, reloads included', () => {
    const first = render(<Splash />);
    advance(BRAND_SPLASH_MS + INTRO_SPLASH_MS);
    first.unmount();

    // A reload: the same sessionStorage, a fresh app.
    render(<Splash />);
    expect(brandSplash()).toBeNull();
    expect(intro()).toBeNull();
  });

  it('does not come back after a reload while the splash was still up', () => {
    const first = render(<Splash />);
    advance(300);
    expect(sessionStorage.getItem(BRAND_SPLASH_SEEN_KEY)).not.toBeNull();
    first.unmount();

    render(<Splash />);
    expect(brandSplash()).toBeNull();
    // The intro had not been shown yet, so it still gets its one showing.
    expect(intro()).not.toBeNull();
  });

  it('can be skipped with a tap or any key, and the intro with its button', () => {
    render(<Splash />);
    fireEvent.click(brandSplash() as Element);
    expect(brandSplash()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(intro()).toBeNull();

    sessionStorage.clear();
    render(<Splash />);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(brandSplash()).toBeNull();
  });
});
