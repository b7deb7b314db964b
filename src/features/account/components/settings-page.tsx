/** /dashboard/settings — a placeholder until the account screens are built. */
export function SettingsPage() {
  return (
    <div className="page">
      <h1>Settings</h1>
      <p>Your notification, language and privacy settings will be here.</p>
    </div>
  );
}
