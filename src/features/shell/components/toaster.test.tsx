import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts, ToastsProvider } from '#src/lib/toast';
import { Toaster } from './toaster';

let toast: Toasts;
beforeEach(() => {
  toast = new Toasts();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderToaster = () =>
  render(
    <ToastsProvider value={toast}>
      <Toaster />
    </ToastsProvider>,
  );

describe('Toaster', () => {
  it('renders toasts from anywhere in a polite live region that exists before them', () => {
    renderToaster();
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.children).toHaveLength(0);

    act(() => {
      toast.success('Added to cart');
      toast.error('Could not remove the item');
    });
    expect(within(region).getByText('Added to cart').closest('.toast')?.classList).toContain('toast--success');
    expect(within(region).getByText('Could not remove the item').closest('.toast')?.classList).toContain(
      'toast--error',
    );
  });

  it('removes a toast when its dismiss button is pressed', () => {
    renderToaster();
    act(() => {
      toast.loading('Placing your order…');
      toast.show('Prices updated');
    });
    const loading = screen.getByText('Placing your order…').closest('.toast') as HTMLElement;
    fireEvent.click(within(loading).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Placing your order…')).toBeNull();
    expect(screen.getByText('Prices updated')).toBeTruthy();
  });

  it('lets a success toast go after 2 s while a loading one stays', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast.success('Saved');
      toast.loading('Syncing your cart…');
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Syncing your cart…')).toBeTruthy();
  });
});
