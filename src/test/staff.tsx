/**
 * Test support for the staff area (/shop): members, board and order fixtures, a staff screen rendered in its frame,
 * and the staff's page (shop.html) whole.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { BoardOrder, BoardView, StaffMember, StaffOrder } from '#contract/shop';
import { StaffApp } from '#src/app/staff-app';
import { staffKeys } from '#src/domain/shop/staff.queries';
import { createStaffClient } from '#src/domain/shop/staff-client';
import { StaffFrame } from '#src/features/shop-frame/components/staff-frame';
import { StaffSignIn } from '#src/features/shop-sign-in/components/staff-sign-in';
import { Toasts } from '#src/lib/toast';
import { orderDetail } from './orders';
import { renderWithProviders } from './render';

export const OWNER: StaffMember = {
  id: '0b6f1d2e-0000-4000-8000-000000000001',
  name: 'Ramesh',
  phone: '+919800000001',
  role: 'owner',
};
export const PACKER: StaffMember = {
  id: '0b6f1d2e-0000-4000-8000-000000000002',
  name: 'Sunita',
  phone: '+919800000002',
  role: 'packer',
};
export const RIDER: StaffMember = {
  id: '0b6f1d2e-0000-4000-8000-000000000003',
  name: 'Vikram',
  phone: '+919800000003',
  role: 'rider',
};

export const ORDER_ID = '3f2a9c1b-1111-4222-8333-444455556666';

export function boardOrder(number: number, status: string, overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: `3f2a9c1b-1111-4222-8333-${String(number).padStart(12, '0')}`,
    number,
    status,
    customerName: 'Asha Verma',
    area: 'Indiranagar',
    lineCount: 3,
    total: 450,
    placedAt: '2025-04-12T15:45:00',
    deliverBy: '2025-04-12T10:30:00.000Z',
    rider: null,
    cancelReason: null,
    ...overrides,
  };
}

export function boardAnswer(orders: BoardOrder[], counts: Partial<Record<BoardView, number>> = {}) {
  return {
    orders,
    counts: { new: 0, accepted: 0, packed: 0, out_for_delivery: 0, delivered_today: 0, cancelled: 0, ...counts },
    lastEventId: 10,
  };
}

export function staffOrder(status: string, overrides: Partial<StaffOrder> = {}): StaffOrder {
  const detail = orderDetail({ id: ORDER_ID, status, number: 1042, total: 450 });
  return {
    ...detail,
    number: 1042,
    customer: {
      name: 'Asha Verma',
      phone: '+919876543210',
      address: { ...detail.customer.address, addressLine1: '12 MG Road', landmark: 'Shiv temple', city: 'Bengaluru' },
    },
    lines: [
      {
        productId: 7,
        name: 'Toor Dal 1 kg',
        nameHi: 'अरहर दाल 1 किलो',
        category: 'Dals & Pulses',
        image: '/i/7.webp',
        price: 160,
        quantity: 2,
        orderedQuantity: 2,
      },
      {
        productId: 9,
        name: 'Amul Butter 100 g',
        nameHi: 'अमूल मक्खन 100 ग्राम',
        category: 'Dairy',
        image: '/i/9.webp',
        price: 60,
        quantity: 1,
        orderedQuantity: 1,
      },
      {
        productId: 8,
        name: 'Moong Dal 500 g',
        nameHi: null,
        category: 'Dals & Pulses',
        image: '/i/8.webp',
        price: 70,
        quantity: 1,
        orderedQuantity: 1,
      },
    ],
    events: [{ id: 1, kind: 'placed', by: null, at: '2025-04-12T10:15:00.000Z', detail: {} }],
    upi: null,
    ...overrides,
  };
}

/** A live stream that never connects: the board polls, and tests say when events come. */
export class FakeEventSource {
  static last: FakeEventSource | undefined;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {}
}

/** A staff screen in its frame, with a staff client of its own signed in as `member` (null: signed out). */
export function renderStaffScreen(screen: (member: StaffMember) => ReactNode, member: StaffMember | null) {
  const client = staffClientForThisTest(member);
  const rendered = renderWithProviders(
    <StaffFrame client={client} signIn={<StaffSignIn />}>
      {screen}
    </StaffFrame>,
  );
  return { ...rendered, staff: client };
}

/**
 * The staff's page as shop.html's entry draws it, at `path` (the page's address is the window's), with a staff
 * client of its own: signed in as `member`, signed out (null), or left to ask the server (undefined).
 */
export function renderStaffPage(path: string, member?: StaffMember | null) {
  window.history.replaceState(null, '', path);
  onTestFinished(() => window.history.replaceState(null, '', '/'));
  const client = staffClientForThisTest(member);
  const toasts = new Toasts();
  return { ...render(<StaffApp toasts={toasts} client={client} />), staff: client, toasts };
}

/** A staff client in memory that stops with the test; a failed query fails at once. */
function staffClientForThisTest(member: StaffMember | null | undefined) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = createStaffClient({ toasts: new Toasts(), store: 'memory' });
  const defaults = client.queryClient.getDefaultOptions();
  client.queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (member !== undefined) client.queryClient.setQueryData(staffKeys.session(), member);
  onTestFinished(() => {
    client.outbox.stop();
    client.queryClient.clear();
  });
  return client;
}
