/** /address — a placeholder until the checkout screens are built (issue 5). */
export function AddressPage() {
  return (
    <div className="page">
      <h1>Choose a delivery address</h1>
      <p>Pick one of your saved addresses for this order, or add a new one.</p>
    </div>
  );
}
