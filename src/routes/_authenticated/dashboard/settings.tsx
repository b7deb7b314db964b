import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '#src/features/account/components/settings-page';

export const Route = createFileRoute('/_authenticated/dashboard/settings')({
  component: SettingsPage,
});
