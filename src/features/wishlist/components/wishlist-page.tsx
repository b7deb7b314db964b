/** /wishlist — a placeholder until the wishlist screen is built (issue 5). */
export function WishlistPage() {
  return (
    <div className="page">
      <h1>Wishlist</h1>
      <p>The products you save for later will be listed here.</p>
    </div>
  );
}
