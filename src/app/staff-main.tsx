import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as shopEndpoints from '#contract/endpoints/shop';
import { call } from '#src/lib/api-client';
import { toastWhenLanguageNeedsSignal } from '#src/lib/i18n/locale';
import { Connection } from '#src/lib/online';
import { registerServiceWorker, reloadOnStaleChunk } from '#src/lib/pwa/register-service-worker';
import { Toasts } from '#src/lib/toast';
import { StaffApp } from './staff-app';
import '#src/styles/global.css';

// shop.html's entry (decision 110): none of the shopper's app runs here. The probe asks the staff's own session.
new Connection(() => call(shopEndpoints.staffSession, { haveCopy: true })).watch();
reloadOnStaleChunk();
// Steps waiting in the staff outbox live in IndexedDB: asked not to be evicted (the browser may refuse).
void navigator.storage?.persist?.().catch(() => false);
const toasts = new Toasts();
toastWhenLanguageNeedsSignal(toasts);

const root = document.getElementById('root');
if (!root) throw new Error('shop.html has no #root');
createRoot(root).render(
  <StrictMode>
    <StaffApp toasts={toasts} />
  </StrictMode>,
);
registerServiceWorker();
