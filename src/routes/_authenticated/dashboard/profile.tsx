import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '#src/features/account/components/profile-page';

export const Route = createFileRoute('/_authenticated/dashboard/profile')({
  component: ProfilePage,
});
