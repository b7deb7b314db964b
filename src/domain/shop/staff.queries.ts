import { queryOptions } from '@tanstack/react-query';
import * as shopEndpoints from '#contract/endpoints/shop';
import type { BoardView } from '#contract/shop';
import { call } from '#src/lib/api-client';

/** The staff area's queries live in the staff's own query client (staff-client.tsx), apart from the shopper's. */
export const staffKeys = {
  all: ['staff'] as const,
  session: () => [...staffKeys.all, 'session'] as const,
  boards: () => [...staffKeys.all, 'board'] as const,
  board: (view: BoardView | 'all') => [...staffKeys.boards(), view] as const,
  orders: () => [...staffKeys.all, 'order'] as const,
  order: (orderId: string) => [...staffKeys.orders(), orderId] as const,
  riders: () => [...staffKeys.all, 'riders'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  settings: () => [...staffKeys.all, 'settings'] as const,
  money: () => [...staffKeys.all, 'money'] as const,
};

export const staffQueries = {
  /** The signed-in member, or null: the staff area shows the sign-in until there is one. */
  session: () =>
    queryOptions({
      queryKey: staffKeys.session(),
      queryFn: ({ signal }) => call(shopEndpoints.staffSession, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** One column of the board (a rider is answered only the orders handed to them); every column's count comes along. */
  board: (view: BoardView | 'all') =>
    queryOptions({
      queryKey: staffKeys.board(view),
      queryFn: ({ signal }) => call(shopEndpoints.board, { query: view === 'all' ? {} : { view }, signal }),
      // The live stream (use-live-board.ts) says when it changed; polling only when the stream is down.
      staleTime: 30_000,
    }),
  order: (orderId: string) =>
    queryOptions({
      queryKey: staffKeys.order(orderId),
      queryFn: ({ signal }) => call(shopEndpoints.staffOrder, { query: { orderId }, signal }),
      staleTime: 30_000,
    }),
  riders: () =>
    queryOptions({
      queryKey: staffKeys.riders(),
      queryFn: ({ signal }) => call(shopEndpoints.listRiders, { signal }),
    }),
  members: () =>
    queryOptions({
      queryKey: staffKeys.members(),
      queryFn: ({ signal }) => call(shopEndpoints.listStaff, { signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: staffKeys.settings(),
      queryFn: ({ signal }) => call(shopEndpoints.shopSettings, { signal }),
    }),
  money: () =>
    queryOptions({
      queryKey: staffKeys.money(),
      queryFn: ({ signal }) => call(shopEndpoints.riderMoney, { signal }),
      staleTime: 30_000,
    }),
};
