import { createFileRoute } from '@tanstack/react-router';
import { SyncCentrePage } from '#src/features/sync/components/sync-centre-page';

/** The sync centre: what is still on this phone, reached from the connection banner. */
export const Route = createFileRoute('/_authenticated/sync')({
  component: SyncCentrePage,
});
