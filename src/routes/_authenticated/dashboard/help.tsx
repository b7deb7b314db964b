import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../../features/account/components/help-page';

export const Route = createFileRoute('/_authenticated/dashboard/help')({
  component: HelpPage,
});
