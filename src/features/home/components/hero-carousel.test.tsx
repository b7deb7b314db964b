import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBCATEGORY_IDS } from '#contract/categories';
import { dataSaverChoiceAtom } from '#src/lib/data-saver';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { bannerTexts } from '../banner-texts';
import { BANNERS } from '../banners';
import { HeroCarousel } from './hero-carousel';

beforeEach(() => {
  // happy-dom lays nothing out; Swiper needs a width to place the looped slides.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(224);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matches && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function renderCarousel() {
  vi.stubGlobal('fetch', fakeApi({}));
  const view = renderWithProviders(<HeroCarousel />);
  const region = await screen.findByRole('region', { name: 'Offers' });
  // Swiper's code arrives after the first banner, when the shopper reaches for the carousel.
  fireEvent.pointerEnter(region);
  await waitFor(() => expect(region.querySelector('.swiper-initialized')).not.toBeNull());
  const swiper = (region.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
  return { ...view, region, swiper };
}

describe('HeroCarousel', () => {
  it('shows six slides, each with its title, subtitle, theme and a button linking to its category', async () => {
    reducedMotion(false);
    const { region } = await renderCarousel();
    const slides = region.querySelectorAll('.banner');
    expect(slides).toHaveLength(6);

    const expected = [
      ['Groceries', 'dark'],
      ['Baby Care', 'light'],
      ['Beauty & Cosmetics', 'dark'],
      ['Snacks', 'light'],
      ['Spices & Dry Fruits', 'dark'],
      ['Personal Care', 'light'],
    ];
    for (const [categoryId, theme] of expected) {
      const banner = BANNERS.find((b) => b.categoryId === categoryId);
      if (!banner) throw new Error(`no banner for ${categoryId}`);
      expect(SUBCATEGORY_IDS).toContain(categoryId);
      const link = within(region).getByRole('link', { name: bannerTexts(banner).ctaText });
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(`/category/${categoryId}`);
      const slide = link.closest('.banner');
      expect(slide?.classList.contains(`banner--${theme}`)).toBe(true);
      expect(within(slide as HTMLElement).getByText(bannerTexts(banner).title)).toBeTruthy();
      expect(within(slide as HTMLElement).getByText(bannerTexts(banner).subtitle)).toBeTruthy();
    }
  });

  it('speaks Hindi when the shopper chose it: the offers, their buttons and the controls', async () => {
    reducedMotion(false);
    act(() => chooseLocale('hi'));
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<HeroCarousel />);
    const region = await screen.findByRole('region', { name: 'ऑफ़र' });
    expect(region.getAttribute('aria-roledescription')).toBe('स्लाइड शो');
    expect(within(region).getByText('15 मिनट में ताज़ा किराना')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'किराना ख़रीदें' }).getAttribute('href')).toBe('/category/Groceries');
    fireEvent.pointerEnter(region);
    await waitFor(() => expect(region.querySelector('.swiper-initialized')).not.toBeNull());
    expect(within(region).getByRole('button', { name: 'स्लाइड 3: बड़े ब्रांड पर 40% तक छूट' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'अगली स्लाइड' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'स्लाइड रोकें' })).toBeTruthy();
  });

  it('carries the exact offer "Up to 40% off on top brands"', async () => {
    reducedMotion(false);
    const { region } = await renderCarousel();
    expect(within(region).getByText('Up to 40% off on top brands')).toBeTruthy();
  });

  it('loads the first picture at once and the others lazily, each with its size set', async () => {
    reducedMotion(false);
    const { region } = await renderCarousel();
    const images = BANNERS.map((banner) => region.querySelector(`img[src="${banner.image}"]`));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const img of images) {
      expect(img?.getAttribute('width')).toBe('1200');
      expect(img?.getAttribute('height')).toBe('400');
      // The words are HTML; the picture is decoration.
      expect(img?.getAttribute('alt')).toBe('');
    }
  });

  it('autoplays every 5 seconds in a loop', async () => {
    reducedMotion(false);
    const { swiper } = await renderCarousel();
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.autoplay).toMatchObject({ delay: 5000, pauseOnMouseEnter: true });
    expect(swiper.autoplay.running).toBe(true);
  });

  it('moves on by itself after 5 seconds, not before', async () => {
    reducedMotion(false);
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'],
    });
    const { region } = await renderCarousel();
    const dots = within(region).getAllByRole('button', { name: /^Slide \d:/ });
    // Room for the time the render itself took: the clock also runs in real time here.
    act(() => vi.advanceTimersByTime(4000));
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(1100));
    expect(dots[1]?.getAttribute('aria-current')).toBe('true');
  });

  it('does not autoplay when the shopper prefers reduced motion, until Play is pressed', async () => {
    reducedMotion(true);
    const { swiper } = await renderCarousel();
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(swiper.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeTruthy();
  });

  it('does not autoplay while the shopper saves data, until Play is pressed', async () => {
    getDefaultStore().set(dataSaverChoiceAtom, 'on');
    try {
      const { swiper } = await renderCarousel();
      expect(swiper.autoplay.running).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
      expect(swiper.autoplay.running).toBe(true);
    } finally {
      getDefaultStore().set(dataSaverChoiceAtom, RESET);
    }
  });

  it('stops while a slide link has keyboard focus and after Pause, and starts again after', async () => {
    reducedMotion(false);
    const { swiper, region } = await renderCarousel();
    const link = within(region).getByRole('link', { name: 'Shop Groceries' });

    act(() => link.focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => link.blur());
    expect(swiper.autoplay.running).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('moves with Next and Previous, marking the current slide', async () => {
    reducedMotion(false);
    const { region } = await renderCarousel();
    const dots = within(region).getAllByRole('button', { name: /^Slide \d:/ });
    // happy-dom runs no CSS transitions: end each slide's move by hand, as a browser would.
    const wrapper = region.querySelector('.swiper-wrapper') as HTMLElement;
    fireEvent.click(within(region).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(dots[1]?.getAttribute('aria-current')).toBe('true'));
    fireEvent.transitionEnd(wrapper);
    fireEvent.click(within(region).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(dots[0]?.getAttribute('aria-current')).toBe('true'));
    fireEvent.transitionEnd(wrapper);
    fireEvent.click(within(region).getByRole('button', { name: 'Previous slide' }));
    // It loops: before the first comes the last.
    await waitFor(() => expect(dots[5]?.getAttribute('aria-current')).toBe('true'));
  });

  it('moves to a slide from its dot and marks it current', async () => {
    reducedMotion(false);
    const { region } = await renderCarousel();
    const dots = within(region).getAllByRole('button', { name: /^Slide \d:/ });
    expect(dots).toHaveLength(6);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(region).getByRole('button', { name: 'Slide 3: Up to 40% off on top brands' }));
    await waitFor(() => expect(dots[2]?.getAttribute('aria-current')).toBe('true'));
    expect(dots[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('shows the first banner alone until the shopper reaches for the carousel, then fetches Swiper', async () => {
    reducedMotion(false);
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<HeroCarousel />);
    const region = await screen.findByRole('region', { name: 'Offers' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(region.querySelector('.swiper')).toBeNull();
    expect(within(region).getByText(bannerTexts({ categoryId: BANNERS[0]?.categoryId ?? '' }).title)).toBeTruthy();

    fireEvent.touchStart(region);
    await waitFor(() => expect(region.querySelector('.swiper-initialized')).not.toBeNull());
  });

  it("fetches Swiper when the first banner's 5 seconds are up, and moves on at once", async () => {
    reducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<HeroCarousel />);
    const region = await screen.findByRole('region', { name: 'Offers' });
    // The page settles (loaded, then a quiet moment); the first banner's 5 seconds count from there.
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    act(() => vi.advanceTimersByTime(4800));
    expect(region.querySelector('.swiper')).toBeNull();

    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(region.querySelector('.swiper-initialized')).not.toBeNull());
    const dots = within(region).getAllByRole('button', { name: /^Slide \d:/ });
    await waitFor(() => expect(dots[1]?.getAttribute('aria-current')).toBe('true'));
  });

  it('never fetches Swiper by itself while the slides stand still (reduced motion)', async () => {
    reducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<HeroCarousel />);
    const region = await screen.findByRole('region', { name: 'Offers' });
    act(() => vi.advanceTimersByTime(20_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region.querySelector('.swiper')).toBeNull();
  });
});
