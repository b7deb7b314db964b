import { createFileRoute } from '@tanstack/react-router';
import { guardAddressStep } from '#src/features/checkout/checkout-guards';
import { AddressPage } from '#src/features/checkout/components/address-page';

export const Route = createFileRoute('/_authenticated/address')({
  beforeLoad: ({ context }) => guardAddressStep(context.queryClient, context.user.id),
  component: AddressPage,
});
