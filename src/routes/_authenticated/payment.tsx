import { createFileRoute } from '@tanstack/react-router';
import { guardPaymentStep } from '#src/features/checkout/checkout-guards';
import { PaymentPage } from '#src/features/checkout/components/payment-page';

export const Route = createFileRoute('/_authenticated/payment')({
  beforeLoad: ({ context }) => guardPaymentStep(context.queryClient),
  component: PaymentPage,
});
