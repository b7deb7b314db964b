import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '#src/features/account/components/dashboard-layout';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardLayout,
});
