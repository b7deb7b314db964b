import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedApi } from '#src/test/fake-api';
import { RIDER, renderStaffScreen, staffOrder } from '#src/test/staff';
import { CollectPayment } from './collect-payment';
import { qrPath } from './upi-qr';

afterEach(() => vi.unstubAllGlobals());

const LINK = 'upi://pay?pa=kirana@okaxis&pn=Kirana&am=450.00&cu=INR&tn=Order%20%231042';

describe('CollectPayment', () => {
  it('shows the amount, and for UPI a QR of the order’s own link for exactly that amount; delivered with the reference', async () => {
    const api = scriptedApi({ '/api/shop/orders/deliver': { data: staffOrder('delivered') } });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen(() => <CollectPayment order={staffOrder('out_for_delivery', { upi: { link: LINK } })} />, RIDER);

    expect((await screen.findByText('To collect', { exact: false })).textContent).toBe('To collect ₹450');
    fireEvent.click(screen.getByRole('button', { name: 'Pays by UPI' }));
    const qr = screen.getByRole('img', { name: 'UPI QR code for ₹450, order #1042' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(LINK).path);
    expect(qrPath(LINK).path).not.toBe(qrPath(LINK.replace('am=450.00', 'am=460.00')).path);
    expect(screen.getByText('Scan with any UPI app to pay ₹450')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delivered — UPI' }));
    expect(screen.getByRole('alert').textContent).toMatch(/UPI reference/);
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/UPI reference/), { target: { value: '412345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delivered — UPI' }));
    await waitFor(() =>
      expect(api.callsTo('/api/shop/orders/deliver')[0]?.body).toEqual({
        orderId: staffOrder('x').id,
        paidBy: 'upi',
        upiReference: '412345678901',
      }),
    );
  });

  it('without the shop’s UPI id offers cash only', async () => {
    const api = scriptedApi({ '/api/shop/orders/deliver': { data: staffOrder('delivered') } });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen(() => <CollectPayment order={staffOrder('out_for_delivery')} />, RIDER);
    fireEvent.click(await screen.findByRole('button', { name: 'Delivered — cash' }));
    expect(screen.queryByRole('button', { name: 'Pays by UPI' })).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('/api/shop/orders/deliver')[0]?.body).toEqual({ orderId: staffOrder('x').id, paidBy: 'cash' }),
    );
  });
});
