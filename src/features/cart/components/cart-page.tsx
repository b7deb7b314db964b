/** /cart — a placeholder until the cart screen is built (issue 5). */
export function CartPage() {
  return (
    <div className="page">
      <h1>Cart</h1>
      <p>The products you add to your cart will be listed here.</p>
    </div>
  );
}
