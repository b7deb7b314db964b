/** /dashboard/help — a placeholder until the account screens are built. */
export function HelpPage() {
  return (
    <div className="page">
      <h1>Help Center</h1>
      <p>Answers to common questions and a contact form will be here.</p>
    </div>
  );
}
