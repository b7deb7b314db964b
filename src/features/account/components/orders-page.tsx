/** /dashboard/orders — a placeholder until the account screens are built. */
export function OrdersPage() {
  return (
    <div className="page">
      <h1>My Orders</h1>
      <p>Your orders and their status will be listed here.</p>
    </div>
  );
}
