import type { QueryClient } from '@tanstack/react-query';
import type { StaffMember } from '#contract/shop';
import type { Outbox } from '#src/lib/outbox/outbox';
import type { StaffChanges } from './staff.changes';
import { staffKeys } from './staff.queries';

/** The staff outbox travels with the staff's query client, as the shopper's does with theirs. */
const outboxes = new WeakMap<QueryClient, Outbox<StaffChanges>>();

export function attachStaffOutbox(queryClient: QueryClient, outbox: Outbox<StaffChanges>) {
  outboxes.set(queryClient, outbox);
}

export function staffOutboxOf(queryClient: QueryClient): Outbox<StaffChanges> {
  const outbox = outboxes.get(queryClient);
  if (!outbox) throw new Error('This query client has no staff outbox: make it with createStaffClient().');
  return outbox;
}

/** The member signed in on this phone, as last known. */
export const signedInMember = (queryClient: QueryClient) =>
  queryClient.getQueryData<StaffMember | null>(staffKeys.session()) ?? undefined;
