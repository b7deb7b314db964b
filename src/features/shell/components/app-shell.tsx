import { type ReactNode, useDeferredValue } from 'react';
import { BelowTheFold } from '#src/components/ui/below-the-fold';
import { ShopTitle } from '#src/components/ui/document-title';
import { lazyComponent } from '#src/lib/lazy-component';
import { useScrollToTopOnPathChange } from '../state/use-scroll-to-top-on-path-change';
import { ConnectionBanner } from './connection-banner';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteHeader } from './site-header';
import { Splash } from './splash';
import { Toaster } from './toaster';
import { UpdatePrompt } from './update-prompt';
import '../shell.css';
import { m } from '#src/lib/i18n/paraglide/messages.js';

// Below the first screen on every page: its code comes once the page has settled.
const SiteFooter = lazyComponent(() => import('./site-footer'), 'SiteFooter');

/** Header, main and footer around every page, with the toasts, the phone's bottom bar and the splash on top. */
export function AppShell({ search, children }: { search: ReactNode; children: ReactNode }) {
  useScrollToTopOnPathChange();
  // The router draws a page in one go: on a slow phone the first page was one task of over a second
  // (its state comes through useSyncExternalStore, whose renders React cannot slice). Drawn as a
  // deferred value, the shell is drawn in slices between which the phone answers a tap; the splash
  // shows meanwhile and stays up as long as it would have.
  const drawn = useDeferredValue(true, false);
  return (
    <>
      {drawn && (
        <div className="app-shell">
          <ShopTitle title={`Kirana — ${m.shell_tagline()}`} />
          <a className="skip-link" href="#main">
            {m.shell_skip_to_content()}
          </a>
          <SiteHeader search={search} />
          <ConnectionBanner />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <BelowTheFold minHeight="20rem">
            <SiteFooter />
          </BelowTheFold>
          <MobileBottomBar />
          <Toaster />
          <UpdatePrompt />
        </div>
      )}
      {/* In the same place whether the shell is drawn yet or not: moved, it would start over. */}
      <Splash appDrawn={drawn} />
    </>
  );
}
