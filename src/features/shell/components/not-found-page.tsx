import { Link } from '@tanstack/react-router';
import { DocumentTitle } from '#src/components/ui/document-title';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <DocumentTitle title="Page not found" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button-primary">
        Back to the shop
      </Link>
    </div>
  );
}
