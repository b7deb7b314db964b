import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { order } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const ORDERS = '/api/user/order/getAllOrders';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage(answer: FakeAnswer) {
  const api = scriptedApi({ [ORDERS]: answer });
  vi.stubGlobal('fetch', api.fetch);
  renderApp('/dashboard/payment-methods', { session: SHOPPER });
  await screen.findByRole('heading', { name: 'Payment Methods', level: 1 });
  return api;
}

describe('PaymentMethodsPage (/dashboard/payment-methods)', () => {
  it('offers cash on delivery as the one working method; cards, UPI and wallets are only "Coming soon"', async () => {
    await openPage({ data: [] });
    const methods = screen.getByRole('region', { name: 'How you can pay' });
    const cod = within(methods).getByRole('heading', { name: 'Cash on delivery (COD)' }).closest('li') as HTMLElement;
    expect(within(cod).getByText('Available')).toBeTruthy();
    expect(within(cod).getByText(/^Pay on delivery: cash or UPI\. Pay when your order arrives/)).toBeTruthy();
    for (const name of ['Credit and debit cards', 'UPI', 'Wallets']) {
      const card = within(methods).getByRole('heading', { name }).closest('li') as HTMLElement;
      expect(within(card).getByText('Coming soon')).toBeTruthy();
    }
    // Nothing pretends a card or account can be saved.
    expect(within(methods).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(methods).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/•••• \d{4}/)).toBeNull();
  });

  it('lists the shopper’s real payments from their orders: date, order, amount, method and status', async () => {
    const api = await openPage({
      data: [
        order('3f2a9c1b-1111-4222-8333-444455556666', 'confirmed', {
          number: 1042,
          total: 1290,
          placedAt: '2025-05-02T21:10:00',
        }),
        // Kept from before orders had short numbers: the first block of its id.
        order('7c1d2e3f-5555-4666-8777-888899990000', 'confirmed', { status: 'delivered', paymentStatus: 'paid' }),
      ],
    });
    const history = screen.getByRole('region', { name: 'Payment history' });
    const rows = await within(history).findAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '2 May 2025',
      '#1042',
      '₹1,290',
      'Cash on delivery',
      'Due on delivery',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual(['12 Apr 2025', '#7C1D2E3F', '₹350', 'Cash on delivery', 'Paid']);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/dashboard/orders/3f2a9c1b-1111-4222-8333-444455556666');
    expect(api.callsTo(ORDERS)[0]?.query).toEqual({ userId: SHOPPER.id });
  });

  it('says so honestly when there are no payments yet', async () => {
    await openPage({ data: [] });
    expect(await screen.findByText(/No payments yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the payments could not be loaded', async () => {
    await openPage({ status: 500, message: 'Something went wrong' });
    expect(await screen.findByText('Your payments could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
