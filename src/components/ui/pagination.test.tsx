import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { Pagination, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows five pages around the current one with the first and the last, and gaps where pages are skipped', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 'gap-after', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });

  it('leaves out a gap when no page is skipped', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps an out-of-range page within the pages that exist', () => {
    expect(pageItems(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(3, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with Previous, Next and the numbers', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={10} onPageChange={onPageChange} />);

    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByText('…')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });

  it('disables Next on the last page and hides itself for a single page', () => {
    const { rerender } = render(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    rerender(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks Hindi when the shopper chose it', () => {
    act(() => chooseLocale('hi'));
    render(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेज 2' }).getAttribute('aria-current')).toBe('page');
  });
});
