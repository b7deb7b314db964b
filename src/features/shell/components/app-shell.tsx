import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Header, main and footer around every page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <header className="site-header">
        <Link to="/" className="logo" aria-label="Kirana home">
          <img src="/icons/favicon.svg" alt="" width={32} height={32} />
          <span>Kirana</span>
        </Link>
        <span className="tagline">Save money , save time</span>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p>Delivery in about 15 minutes · Cash on delivery · Easy returns · Money-back guarantee</p>
        <p>© Kirana</p>
      </footer>
    </div>
  );
}
