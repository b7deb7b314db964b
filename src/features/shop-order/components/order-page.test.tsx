import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember, StaffOrder } from '#contract/shop';
import { scriptedApi } from '#src/test/fake-api';
import { ORDER_ID, OWNER, PACKER, RIDER, renderStaffScreen, staffOrder } from '#src/test/staff';
import { OrderPage } from './order-page';

afterEach(() => vi.unstubAllGlobals());

function openOrder(order: StaffOrder, member: StaffMember, handlers: Parameters<typeof scriptedApi>[0] = {}) {
  const api = scriptedApi({
    '/api/shop/orders/detail': { data: order },
    '/api/shop/riders': { data: [RIDER] },
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderStaffScreen(
    (signedIn) => <OrderPage orderId={ORDER_ID} member={signedIn} collect={() => <p>Rider's collect part</p>} />,
    member,
  );
  return api;
}

describe('OrderPage', () => {
  it("gives a packer the pick list by aisle, Hindi beside English, and the accepted order's steps", async () => {
    openOrder(staffOrder('processing'), PACKER);
    const dals = await screen.findByRole('region', { name: 'Dals & Pulses' });
    expect(
      within(dals)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringMatching(/^2 ×Toor Dal 1 kg अरहर दाल 1 किलो₹320/),
      expect.stringMatching(/^1 ×Moong Dal 500 g₹70/),
    ]);
    expect(within(screen.getByRole('region', { name: 'Dairy' })).getByText('अमूल मक्खन 100 ग्राम')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Packed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Not available' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByText("Rider's collect part")).toBeNull();
  });

  it('marks a line not available through the outbox, with its key', async () => {
    const api = openOrder(staffOrder('processing'), PACKER, {
      '/api/shop/orders/changeLine': { data: staffOrder('processing') },
    });
    const dairy = await screen.findByRole('region', { name: 'Dairy' });
    fireEvent.click(within(dairy).getByRole('button', { name: 'Not available' }));
    await waitFor(() => expect(api.callsTo('/api/shop/orders/changeLine')).toHaveLength(1));
    const [sent] = api.callsTo('/api/shop/orders/changeLine');
    expect(sent?.body).toEqual({ orderId: ORDER_ID, productId: 9, quantity: 0 });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
  });

  it('hands a packed order to the rider picked', async () => {
    const api = openOrder(staffOrder('packed'), OWNER, {
      '/api/shop/orders/handToRider': { data: staffOrder('out_for_delivery') },
    });
    const hand = (await screen.findByRole('button', { name: 'Hand to rider' })) as HTMLButtonElement;
    expect(hand.disabled).toBe(true);
    fireEvent.change(await screen.findByLabelText('Rider'), { target: { value: RIDER.id } });
    fireEvent.click(hand);
    await waitFor(() =>
      expect(api.callsTo('/api/shop/orders/handToRider')[0]?.body).toEqual({ orderId: ORDER_ID, riderId: RIDER.id }),
    );
  });

  it("gives a rider no packer's steps, only the collect part once the order is out for delivery", async () => {
    openOrder(staffOrder('out_for_delivery'), RIDER);
    expect(await screen.findByText("Rider's collect part")).toBeTruthy();
    for (const name of ['Accept', 'Packed', 'Cancel', 'Reject', 'Not available', 'Hand to rider']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows why a step came too late (409), and takes it off the phone', async () => {
    const api = openOrder(staffOrder('processing'), PACKER, {
      '/api/shop/orders/pack': { status: 409, message: 'The shopper cancelled this order.' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Packed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not done: The shopper cancelled this order.');
    expect(api.callsTo('/api/shop/orders/pack')).toHaveLength(1);
    expect(screen.queryByText(/waiting to be sent/i)).toBeNull();
  });

  it('prints a slip with the number, the lines, the total to collect, the address with its landmark and the phone', async () => {
    const [dal, butter] = staffOrder('packed').lines;
    if (!dal || !butter) throw new Error('The fixture has two lines');
    openOrder(
      staffOrder('packed', {
        lines: [
          { ...dal, quantity: 1, orderedQuantity: 2 },
          { ...butter, quantity: 0 },
        ],
        total: 190,
      }),
      PACKER,
    );
    const slip = await screen.findByTestId('slip');
    const text = slip.textContent ?? '';
    expect(text).toContain('#1042');
    expect(text).toContain('1 ×Toor Dal 1 kg₹160');
    // A line the shop did not have is not on the slip.
    expect(text).not.toContain('Amul Butter');
    expect(text).toContain('Total to collect ₹190');
    expect(text).toContain('12 MG Road');
    expect(text).toContain('Near Shiv temple');
    expect(text).toContain('+919876543210');
    expect(slip.className).toBe('slip slip--thermal');
    fireEvent.click(screen.getByLabelText('A4'));
    expect(screen.getByTestId('slip').className).toBe('slip slip--a4');
  });
});
