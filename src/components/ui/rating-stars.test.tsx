import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { filledWidth, RatingStars, starFills } from './rating-stars';

describe('starFills', () => {
  it('draws whole stars, then half a star when the fraction is 0.5 or more', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(2.49)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
  });

  it('colours the row of stars as far as they are filled', () => {
    expect([0, 1, 2.5, 4.4, 4.5, 5, 9].map(filledWidth)).toEqual([
      '0px',
      '15px',
      '37px',
      '60px',
      '67px',
      '75px',
      '75px',
    ]);
  });

  it('stays within five stars', () => {
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

function stars(container: HTMLElement) {
  return container.querySelector<HTMLElement>('.rating-stars__stars')?.style.getPropertyValue('--filled');
}

describe('RatingStars', () => {
  it('names the rating and the review count for screen readers and shows the count', () => {
    const { container } = render(<RatingStars rating={3.5} reviewCount={1200} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5, 1,200 reviews' })).toBeTruthy();
    // Three whole stars of 14 px with their 1 px gaps, then half of the fourth.
    expect(stars(container)).toBe('52px');
    expect(screen.getByText('(1,200)')).toBeTruthy();
  });

  it('says "review" for one, and names the rating in Hindi when the shopper chose it', () => {
    const { unmount } = render(<RatingStars rating={4} reviewCount={1} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeTruthy();
    unmount();
    act(() => chooseLocale('hi'));
    render(<RatingStars rating={3.5} reviewCount={1200} />);
    expect(screen.getByRole('img', { name: '5 में से 3.5 रेटिंग, 1,200 राय' })).toBeTruthy();
  });
});
