import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_SPLASH_MS, INTRO_SPLASH_MS, INTRO_SPLASH_SEEN_KEY, Splash } from './splash';

// index.html draws the brand splash and its script marks when (e2e/splash.spec.ts covers that part in Chromium);
// these tests cover how the app takes it over.
function pageSplash() {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="brand-splash" class="brand-splash" data-shown-at="${performance.now()}"></div>`,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  document.getElementById('brand-splash')?.remove();
  vi.useRealTimers();
});

const brandSplash = () => document.getElementById('brand-splash');
const intro = () => screen.queryByRole('complementary', { name: 'Welcome to Kirana' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Splash', () => {
  it("hands the page's brand splash over 2000 ms after it was first shown", () => {
    pageSplash();
    // The app's code took 700 ms to arrive and run: the splash has been up that long already.
    advance(700);
    render(<Splash appDrawn />);
    advance(BRAND_SPLASH_MS - 700 - 1);
    expect(brandSplash()).not.toBeNull();
    advance(1);
    expect(brandSplash()).toBeNull();
  });

  it('keeps it up until the first screen is drawn under it, however late', () => {
    pageSplash();
    const { rerender } = render(<Splash appDrawn={false} />);
    advance(BRAND_SPLASH_MS + 1500);
    expect(brandSplash()).not.toBeNull();
    expect(intro()).toBeNull();
    rerender(<Splash appDrawn />);
    advance(0);
    expect(brandSplash()).toBeNull();
  });

  it('then shows the intro once, which hides itself after 3 s', () => {
    pageSplash();
    render(<Splash appDrawn />);
    expect(intro()).toBeNull();
    advance(BRAND_SPLASH_MS);
    expect(intro()).not.toBeNull();
    expect(sessionStorage.getItem(INTRO_SPLASH_SEEN_KEY)).not.toBeNull();

    advance(INTRO_SPLASH_MS - 1);
    expect(intro()).not.toBeNull();
    advance(1);
    expect(intro()).toBeNull();
  });

  it('shows the intro even when the page showed no brand splash (a reload while it was up)', () => {
    render(<Splash appDrawn />);
    expect(intro()).not.toBeNull();
  });

  it('shows no intro again in the same browser session, reloads included', () => {
    const first = render(<Splash appDrawn />);
    advance(INTRO_SPLASH_MS);
    first.unmount();

    // A reload: the same sessionStorage, a fresh app (and index.html's script has removed its splash).
    render(<Splash appDrawn />);
    expect(intro()).toBeNull();
  });

  it('can be skipped with a tap or any key, even before the first screen is drawn, and the intro with its button', () => {
    pageSplash();
    render(<Splash appDrawn={false} />);
    fireEvent.click(brandSplash() as Element);
    expect(brandSplash()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(intro()).toBeNull();
  });

  it('can be skipped with a key', () => {
    pageSplash();
    render(<Splash appDrawn />);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(brandSplash()).toBeNull();
    expect(intro()).not.toBeNull();
  });
});
