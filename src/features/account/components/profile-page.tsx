/** /dashboard/profile — a placeholder until the account screens are built. */
export function ProfilePage() {
  return (
    <div className="page">
      <h1>Profile</h1>
      <p>Your name, e-mail and phone numbers will be shown and edited here.</p>
    </div>
  );
}
