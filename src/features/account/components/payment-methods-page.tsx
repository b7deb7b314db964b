/** /dashboard/payment-methods — a placeholder until the account screens are built. */
export function PaymentMethodsPage() {
  return (
    <div className="page">
      <h1>Payment Methods</h1>
      <p>Cash on delivery (COD) is the only payment method.</p>
    </div>
  );
}
