import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '#src/domain/session/auth-guard';
import { AuthPending } from '#src/features/auth/components/auth-pending';
import { AuthenticatedLayout } from '#src/features/auth/components/authenticated-layout';

/** Every signed-in route sits under this pathless layout (spec 000 §2 "signed in"). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireUser,
  pendingComponent: AuthPending,
  component: AuthenticatedLayout,
});
