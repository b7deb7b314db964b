import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '#src/features/account/components/payment-methods-page';

export const Route = createFileRoute('/_authenticated/dashboard/payment-methods')({
  component: PaymentMethodsPage,
});
