/** /dashboard/addresses — a placeholder until the account screens are built. */
export function AddressesPage() {
  return (
    <div className="page">
      <h1>Addresses</h1>
      <p>Your saved delivery addresses will be listed here.</p>
    </div>
  );
}
