import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onDataSaverChange } from './lib/data-saver';
import { startOnlineManagerFromNavigator } from './lib/online';
import { CACHE_BUSTER, persister, requestPersistentStorage, saveChangesPromptly } from './lib/persister';
import { captureInstallOffer } from './lib/pwa/install-prompt';
import { registerServiceWorker, reloadOnStaleChunk } from './lib/pwa/register-service-worker';
import { PERSIST_MAX_AGE } from './lib/query-client';
import { createAppRouter } from './router';
import { createShopQueryClient } from './shop-query-client';
import './styles/global.css';

startOnlineManagerFromNavigator();
captureInstallOffer();
reloadOnStaleChunk();
requestPersistentStorage();

const queryClient = createShopQueryClient();
saveChangesPromptly(queryClient);
const router = createAppRouter(queryClient);
// Prefetching on hover or touch spends data the shopper may never use.
onDataSaverChange((saving) => router.update({ ...router.options, defaultPreload: saving ? false : 'intent' }));

/** The router starts loading only once the persisted cache is back, so loaders find what the phone already knows. */
function App() {
  const isRestoring = useIsRestoring();
  return isRestoring ? null : <RouterProvider router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: CACHE_BUSTER }}
      // Changes queued while offline are sent once the cache (and its paused mutations) is restored.
      onSuccess={() => queryClient.resumePausedMutations()}
    >
      <App />
    </PersistQueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
