import { createFileRoute } from '@tanstack/react-router';
import { finishCheckout, guardConfirmationStep } from '#src/features/checkout/checkout-guards';
import { OrderConfirmationPage } from '#src/features/checkout/components/order-confirmation-page';

export const Route = createFileRoute('/_authenticated/order-confirmation')({
  beforeLoad: () => guardConfirmationStep(),
  onLeave: () => finishCheckout(),
  component: OrderConfirmationPage,
});
