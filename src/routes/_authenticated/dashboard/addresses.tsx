import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '#src/features/addresses/components/addresses-page';

export const Route = createFileRoute('/_authenticated/dashboard/addresses')({
  component: AddressesPage,
});
