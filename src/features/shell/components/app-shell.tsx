import type { ReactNode } from 'react';
import { useScrollToTopOnPathChange } from '../hooks/use-scroll-to-top-on-path-change';
import { ConnectionBanner } from './connection-banner';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Splash } from './splash';
import { Toaster } from './toaster';
import { UpdatePrompt } from './update-prompt';
import '../shell.css';

/** Header, main and footer around every page, with the toasts, the phone's bottom bar and the splash on top. */
export function AppShell({ search, children }: { search: ReactNode; children: ReactNode }) {
  useScrollToTopOnPathChange();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader search={search} />
      <ConnectionBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <Toaster />
      <UpdatePrompt />
      <Splash />
    </div>
  );
}
