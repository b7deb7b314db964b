/** /order-confirmation — a placeholder until the checkout screens are built (issue 5). */
export function OrderConfirmationPage() {
  return (
    <div className="page">
      <h1>Thank you</h1>
      <p>The number, date and expected delivery of your order will be shown here.</p>
    </div>
  );
}
