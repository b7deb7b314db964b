import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '#src/routeTree.gen';

/** Prefetching a page on hover or touch spends data the shopper may never use: none while saving data. */
export function preloadWhen(savingData: boolean) {
  return savingData ? false : 'intent';
}

export function createAppRouter(queryClient: QueryClient, savingData = false) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: preloadWhen(savingData),
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
