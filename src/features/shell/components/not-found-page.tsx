import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <h1>Page not found</h1>
      <p>We couldn't find the page you were looking for.</p>
      <Link to="/">Back to the shop</Link>
    </div>
  );
}
