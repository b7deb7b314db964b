import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#src/features/account/components/dashboard-page';

export const Route = createFileRoute('/_authenticated/dashboard/')({
  component: DashboardPage,
});
