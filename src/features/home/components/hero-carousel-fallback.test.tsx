import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { HeroCarousel } from './hero-carousel';

// Swiper's code never arrives: what the shopper sees on a slow connection until it does.
vi.mock('./hero-swiper', () => new Promise(() => {}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HeroCarousel before Swiper has loaded', () => {
  it('shows the first banner, its picture fetched first, its button a real link', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<HeroCarousel />);
    const region = await screen.findByRole('region', { name: 'Offers' });

    expect(within(region).getByText('Fresh groceries in 15 minutes')).toBeTruthy();
    const link = within(region).getByRole('link', { name: 'Shop Groceries' });
    expect(link.getAttribute('href')).toBe('/category/Groceries');
    const image = region.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/banners/groceries.svg');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(region.querySelectorAll('.banner')).toHaveLength(1);
    expect(region.querySelector('.swiper')).toBeNull();
  });
});
