import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../../features/account/components/addresses-page';

export const Route = createFileRoute('/_authenticated/dashboard/addresses')({
  component: AddressesPage,
});
