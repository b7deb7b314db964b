import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAsOf, PricesAsOf } from './prices-as-of';

describe('PricesAsOf', () => {
  it('shows the age of cached prices only while offline', () => {
    const updatedAt = new Date(2026, 10, 23, 10, 42).getTime();
    render(<PricesAsOf updatedAt={updatedAt} />);
    expect(screen.queryByText(/Prices as of/)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(/^Prices as of/).textContent).toContain('10:42');
  });

  it('names the day when the copy is from an earlier day', () => {
    const now = new Date(2026, 10, 23, 9, 0);
    expect(formatAsOf(new Date(2026, 10, 23, 8, 5).getTime(), now)).toBe('08:05');
    expect(formatAsOf(new Date(2026, 10, 21, 18, 30).getTime(), now)).toMatch(/21 Nov.*18:30/);
  });
});
