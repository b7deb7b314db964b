import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as shopEndpoints from '#contract/endpoints/shop';
import type { StaffMember, StaffOrder } from '#contract/shop';
import { ApiError, call } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { ChangeOf, Delivery } from '#src/lib/outbox/change';
import { newChangeId, type Outbox } from '#src/lib/outbox/outbox';
import { STAFF_CHANGES, type StaffChangeKind, type StaffChanges } from './staff.changes';
import { staffKeys } from './staff.queries';
import { signedInMember, staffOutboxOf } from './staff-outbox';

type StaffChange<N extends StaffChangeKind = StaffChangeKind> = ChangeOf<StaffChanges, N>;
const key = (change: { id: string }) => ({ [IDEMPOTENCY_KEY_HEADER]: change.id });

/** Teaches the staff outbox each step: sent with its key; once answered the board and the order are asked again. */
export function registerStaffChanges(outbox: Outbox<StaffChanges>, queryClient: QueryClient) {
  const afterOrderStep = (change: StaffChange, outcome: { status: string; data?: unknown }) => {
    if (outcome.status === 'applied' && 'orderId' in change.payload) {
      queryClient.setQueryData(staffKeys.order(change.payload.orderId), outcome.data as StaffOrder);
    }
    void queryClient.invalidateQueries({ queryKey: staffKeys.boards() });
    void queryClient.invalidateQueries({ queryKey: staffKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: staffKeys.money() });
  };
  const ordersStep = <N extends Exclude<StaffChangeKind, 'staff.cashReceived'>>(
    kind: N,
    send: (change: StaffChange<N>) => Promise<StaffOrder>,
    describe: (payload: StaffChanges[N]['payload']) => string,
  ) => outbox.define(kind, { send, describe, settled: afterOrderStep });

  ordersStep(
    STAFF_CHANGES.accept,
    (c) => call(shopEndpoints.acceptOrder, { body: { orderId: c.payload.orderId }, headers: key(c) }),
    (p) => m.shop_step_accept({ number: p.number }),
  );
  ordersStep(
    STAFF_CHANGES.cancel,
    (c) =>
      call(shopEndpoints.cancelOrderByShop, {
        body: { orderId: c.payload.orderId, reason: c.payload.reason },
        headers: key(c),
      }),
    (p) => m.shop_step_cancel({ number: p.number }),
  );
  ordersStep(
    STAFF_CHANGES.changeLine,
    (c) => {
      const { orderId, productId, quantity } = c.payload;
      return call(shopEndpoints.changeLine, { body: { orderId, productId, quantity }, headers: key(c) });
    },
    (p) => m.shop_step_change_line({ number: p.number, name: p.name, quantity: p.quantity }),
  );
  ordersStep(
    STAFF_CHANGES.pack,
    (c) => call(shopEndpoints.packOrder, { body: { orderId: c.payload.orderId }, headers: key(c) }),
    (p) => m.shop_step_pack({ number: p.number }),
  );
  ordersStep(
    STAFF_CHANGES.handToRider,
    (c) =>
      call(shopEndpoints.handToRider, {
        body: { orderId: c.payload.orderId, riderId: c.payload.riderId },
        headers: key(c),
      }),
    (p) => m.shop_step_hand_to_rider({ number: p.number, rider: p.riderName }),
  );
  ordersStep(
    STAFF_CHANGES.deliver,
    (c) => {
      const { orderId, paidBy, upiReference } = c.payload;
      const body = paidBy === 'upi' ? { orderId, paidBy, upiReference } : { orderId, paidBy };
      return call(shopEndpoints.deliverOrder, { body, headers: key(c) });
    },
    (p) => m.shop_step_deliver({ number: p.number }),
  );
  outbox.define(STAFF_CHANGES.cashReceived, {
    send: (c) => call(shopEndpoints.cashReceived, { body: { riderId: c.payload.riderId }, headers: key(c) }),
    describe: (p) => m.shop_step_cash_received({ rider: p.riderName }),
    settled: (_change, outcome) => {
      if (outcome.status === 'applied') queryClient.setQueryData(staffKeys.money(), outcome.data);
      void queryClient.invalidateQueries({ queryKey: staffKeys.money() });
    },
  });
}

/**
 * Takes a step: kept on the phone, then sent; resolves with the answer, or `queued` when it waits for a signal.
 * A refusal (409: too late, out of order) throws ApiError with the server's reason, for the screen to show.
 */
export function useStaffStep() {
  const queryClient = useQueryClient();
  return async <N extends StaffChangeKind>(
    kind: N,
    payload: StaffChanges[N]['payload'],
  ): Promise<Delivery<StaffChanges[N]['answer']>> => {
    const member = signedInMember(queryClient);
    if (!member) throw new ApiError(401, m.shop_signed_out());
    const outbox = staffOutboxOf(queryClient);
    const change = await outbox.add(kind, member.id, payload, newChangeId());
    return outbox.delivery(change);
  };
}

/** The steps still waiting to be sent (of this member), optionally about one order; re-renders as they move. */
export function useWaitingSteps(orderId?: string): StaffChange[] {
  const queryClient = useQueryClient();
  const outbox = staffOutboxOf(queryClient);
  const all = useSyncExternalStore(
    (onChange) => outbox.subscribe(onChange),
    () => outbox.list(),
    () => outbox.list(),
  );
  const memberId = signedInMember(queryClient)?.id;
  return useMemo(
    () =>
      all.filter(
        (change) =>
          change.state === 'waiting' &&
          change.userId === memberId &&
          (orderId === undefined || ('orderId' in change.payload && change.payload.orderId === orderId)),
      ),
    [all, memberId, orderId],
  );
}

/** The line the waiting list shows for a step. */
export function useDescribeStep() {
  const outbox = staffOutboxOf(useQueryClient());
  return (change: StaffChange) => outbox.describe(change);
}

/* Sign-in and the owner's pages: online only, shown beside their forms. */

const INLINE_ERRORS = { errorToast: false } as const;

export function useStaffSendOtp() {
  return useMutation({
    mutationFn: (phone: string) =>
      call(shopEndpoints.staffSendOtp, { body: { phone }, headers: { [IDEMPOTENCY_KEY_HEADER]: newChangeId() } }),
    meta: INLINE_ERRORS,
  });
}

export function useStaffVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; otp: string }) =>
      call(shopEndpoints.staffVerifyOtp, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: newChangeId() } }),
    onSuccess: async (member: StaffMember) => {
      await queryClient.cancelQueries({ queryKey: staffKeys.session() });
      queryClient.setQueryData(staffKeys.session(), member);
    },
    meta: INLINE_ERRORS,
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(shopEndpoints.staffLogout),
    onSuccess: () => {
      // The next person on the shop's phone sees nothing of this member's board.
      queryClient.removeQueries({ queryKey: staffKeys.all });
      queryClient.setQueryData(staffKeys.session(), null);
    },
  });
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; name: string; role: StaffMember['role'] }) =>
      call(shopEndpoints.addStaff, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
    meta: INLINE_ERRORS,
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) => call(shopEndpoints.removeStaff, { body: { staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
  });
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { upiId: string | null; upiName: string | null }) =>
      call(shopEndpoints.updateShopSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(staffKeys.settings(), settings),
    meta: INLINE_ERRORS,
  });
}
