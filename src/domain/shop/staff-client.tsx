import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { indexedDbChangeStore, memoryChangeStore } from '#src/lib/outbox/change-store';
import { Outbox } from '#src/lib/outbox/outbox';
import { createQueryClient } from '#src/lib/query-client';
import { type Toasts, useToasts } from '#src/lib/toast';
import type { StaffChanges } from './staff.changes';
import { registerStaffChanges } from './staff.mutations';
import { staffKeys } from './staff.queries';
import { attachStaffOutbox, signedInMember } from './staff-outbox';

export { signedInMember, staffOutboxOf } from './staff-outbox';

/**
 * The staff area's own query client and outbox (decision 110): a staff call's 401 ends the staff session, never
 * the shopper's; nothing of the board goes into the shopper's copy on the phone; staff steps and shopper changes
 * wait in separate outboxes and never mix. Made on the first staff page, so none of it runs on a shopper's.
 */
export interface StaffClient {
  queryClient: QueryClient;
  outbox: Outbox<StaffChanges>;
}

export function createStaffClient({ toasts, store }: { toasts: Toasts; store?: 'memory' }): StaffClient {
  const queryClient = createQueryClient({
    onUnauthorized: (client) => client.setQueryData(staffKeys.session(), null),
    toasts,
  });
  const shared = store !== 'memory' && typeof indexedDB !== 'undefined';
  const outbox = new Outbox<StaffChanges>(shared ? indexedDbChangeStore('kirana-staff-outbox') : memoryChangeStore());
  attachStaffOutbox(queryClient, outbox);
  registerStaffChanges(outbox, queryClient);
  void outbox.start({
    shopperId: () => signedInMember(queryClient)?.id,
    channelName: 'kirana-staff-outbox',
    onRefused: (_change, refusal) => toasts.error(refusal.message),
  });
  // A member signing in (or the session check answering) may have steps waiting from before.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[1] === 'session') outbox.flush();
  });
  return { queryClient, outbox };
}

/** One for the page: made by the first staff page, kept while the app runs. */
let pageStaffClient: StaffClient | undefined;

/** Gives the staff pages their own client; a test passes one it made. */
export function StaffClientProvider({ client, children }: { client?: StaffClient; children: ReactNode }) {
  const toasts = useToasts();
  const [staff] = useState(() => {
    if (client) return client;
    pageStaffClient ??= createStaffClient({ toasts });
    return pageStaffClient;
  });
  useEffect(() => () => void (client && staff.outbox.stop()), [client, staff]);
  return <QueryClientProvider client={staff.queryClient}>{children}</QueryClientProvider>;
}
