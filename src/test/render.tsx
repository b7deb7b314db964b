import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createShopQueryClient } from '../shop-query-client';

/**
 * Renders a component inside the providers the app gives it: a fresh query client and a
 * memory router, so Links and route hooks work without the whole route tree.
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  // The app's own client, with its outbox (in memory here), so changes go the way they do in the shop.
  const queryClient = createShopQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const rootRoute = createRootRoute({ component: Outlet });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

/** A fetch that answers like the shop's API: `{ success: true, data }` per path, 404 otherwise. */
export function fakeApi(routes: Record<string, unknown>): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname in routes) {
      return new Response(JSON.stringify({ success: true, data: routes[url.pathname] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
  };
}
