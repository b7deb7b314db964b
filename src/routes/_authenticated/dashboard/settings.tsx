import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/account/components/settings-page';

export const Route = createFileRoute('/_authenticated/dashboard/settings')({
  component: SettingsPage,
});
