import { createFileRoute } from '@tanstack/react-router';
import { finishCheckout, guardConfirmationStep } from '../../features/checkout/checkout-guards';
import { OrderConfirmationPage } from '../../features/checkout/components/order-confirmation-page';

export const Route = createFileRoute('/_authenticated/order-confirmation')({
  beforeLoad: () => guardConfirmationStep(),
  onLeave: () => finishCheckout(),
  component: OrderConfirmationPage,
});
