import { Link } from '@tanstack/react-router';
import { DocumentTitle } from '#src/components/ui/document-title';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <DocumentTitle title={m.shell_not_found_title()} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{m.shell_not_found_title()}</h1>
      <p>{m.shell_not_found_text()}</p>
      <Link to="/" className="button-primary">
        {m.shell_not_found_back()}
      </Link>
    </div>
  );
}
