/** /payment — a placeholder until the checkout screens are built (issue 5). */
export function PaymentPage() {
  return (
    <div className="page">
      <h1>Payment</h1>
      <p>Cash on delivery (COD) is the only payment method.</p>
    </div>
  );
}
