import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../features/auth/auth-guard';
import { AuthPending } from '../features/auth/components/auth-pending';
import { AuthenticatedLayout } from '../features/auth/components/authenticated-layout';

/** Every signed-in route sits under this pathless layout (spec 000 §2 "signed in"). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireUser,
  pendingComponent: AuthPending,
  component: AuthenticatedLayout,
});
