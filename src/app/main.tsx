import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as authEndpoints from '#contract/endpoints/auth';
import { keepLanguageOnAccount } from '#src/domain/session/account-language';
import { revalidateSessionOnLoad } from '#src/domain/session/auth.queries';
import { call } from '#src/lib/api-client';
import { onDataSaverChange, savingData } from '#src/lib/data-saver';
import { toastWhenLanguageNeedsSignal, useLocale } from '#src/lib/i18n/locale';
import { Connection } from '#src/lib/online';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import {
  keepApartWhatTheCopyHeld,
  PhoneCopyProvider,
  requestPersistentStorage,
  startPhoneCopy,
} from '#src/lib/persister';
import { firstScreenSettled } from '#src/lib/pwa/first-screen-settled';
import { captureInstallOffer } from '#src/lib/pwa/install-prompt';
import { registerServiceWorker, reloadOnStaleChunk } from '#src/lib/pwa/register-service-worker';
import { Toasts, ToastsProvider } from '#src/lib/toast';
import { createAppRouter, preloadWhen } from './router';
import { createShopQueryClient } from './shop-query-client';
import '#src/styles/global.css';

// First: the read of the phone's copy then overlaps the rest of the start-up.
const phoneCopy = startPhoneCopy();
// The probe asks the network only (never the service worker's copy) whether the shop is reachable again.
new Connection(() => call(authEndpoints.getSession, { haveCopy: true })).watch();
captureInstallOffer();
reloadOnStaleChunk();
requestPersistentStorage();

const toasts = new Toasts();
toastWhenLanguageNeedsSignal(toasts);
const queryClient = createShopQueryClient({ toasts });
// Once the server has taken a change (through the outbox, or online only: a review, the profile) the
// phone's copy of the cache must keep up at once: a reload a moment later must not open on the old state.
// A change still waiting in the outbox is laid on top again after a reload and needs no hurry; an
// answered one stays in the outbox until this copy is written.
outboxOf(queryClient).onSettled(phoneCopy.savePromptlyForAWhile);
queryClient.getMutationCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'success') void phoneCopy.savePromptlyForAWhile();
});
keepLanguageOnAccount(queryClient);
// Made with the data saver's setting rather than updated with it at once: an update redoes the router's set-up
// (4–14 ms of the start-up's longest task on our machine).
const router = createAppRouter(queryClient, savingData());
onDataSaverChange((saving) => router.update({ ...router.options, defaultPreload: preloadWhen(saving) }));

/**
 * The router starts loading only once the persisted cache is back, so loaders find what the phone already knows.
 * A new language draws the pages afresh (keyed by it) without a reload: the cache, the outbox and the
 * route stay as they are.
 */
function App() {
  const isRestoring = useIsRestoring();
  const locale = useLocale();
  return isRestoring ? null : <RouterProvider key={locale} router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={phoneCopy.persistOptions}
      // The restored copies may predate the last changes: the outbox lays its waiting changes on top again,
      // and the session is asked of the server at once. Nothing here is awaited: the app opens on what
      // the phone has, whatever the network does.
      onSuccess={() => {
        keepApartWhatTheCopyHeld(queryClient);
        void outboxOf(queryClient).showWaiting();
        revalidateSessionOnLoad(queryClient);
      }}
    >
      <PhoneCopyProvider value={phoneCopy}>
        <ToastsProvider value={toasts}>
          <App />
        </ToastsProvider>
      </PhoneCopyProvider>
    </PersistQueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
// Fetched once the first screen has settled, as the worker is: the catalog's changes as they happen (decision 114).
void firstScreenSettled()
  .then(() => import('#src/domain/catalog/catalog-live'))
  .then((live) => live.default(queryClient));
