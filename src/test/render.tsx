/** The render helpers of the tests: a component in the app's providers, the whole app, or one route. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import type { UserProfile } from '#contract/user';
import { createShopQueryClient } from '#src/app/shop-query-client';
import { authQueries } from '#src/domain/session/auth.queries';
import { INTRO_SPLASH_SEEN_KEY } from '#src/features/shell/components/splash';
import { toastWhenLanguageNeedsSignal } from '#src/lib/i18n/locale';
import { Connection } from '#src/lib/online';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { type PhoneCopy, PhoneCopyProvider, startPhoneCopy } from '#src/lib/persister';
import { Toasts, ToastsProvider } from '#src/lib/toast';
import { routeTree } from '#src/routeTree.gen';

/**
 * A query client that ends with its test, as a closed page's does: its queries cancelled, retries and all. A retry
 * left waiting would fetch in a later test (or file: vitest.config.ts shares the module graph) against its stubs.
 */
export function endsWithTheTest<C extends QueryClient>(queryClient: C): C {
  onTestFinished(() => queryClient.clear());
  return queryClient;
}

/** The page's connection verdict, as src/app/main.tsx watches it, until the test ends. */
export function connectionForThisTest(): Connection {
  const connection = new Connection();
  onTestFinished(connection.watch());
  return connection;
}

/**
 * The app's own client, with its outbox (in memory, or in the file's fake IndexedDB), so changes go the way they do
 * in the shop, and the page's connection. Both stop with the test, as a closed page's do.
 */
export function shopClientForThisTest(toasts = new Toasts()) {
  connectionForThisTest();
  onTestFinished(toastWhenLanguageNeedsSignal(toasts));
  const queryClient = endsWithTheTest(createShopQueryClient({ toasts }));
  onTestFinished(() => outboxOf(queryClient).stop());
  return queryClient;
}

/** The app's client for a page under test: a query that fails fails at once, not after retries. */
function pageClientForThisTest(toasts: Toasts) {
  const queryClient = shopClientForThisTest(toasts);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

/** Draws `router` inside the providers src/app/main.tsx gives a page (the phone's copy where the page has one). */
function renderPage(router: AnyRouter, queryClient: QueryClient, toasts: Toasts, phoneCopy?: PhoneCopy) {
  const page = (
    <ToastsProvider value={toasts}>
      <RouterProvider router={router} />
    </ToastsProvider>
  );
  return render(
    <QueryClientProvider client={queryClient}>
      {phoneCopy ? <PhoneCopyProvider value={phoneCopy}>{page}</PhoneCopyProvider> : page}
    </QueryClientProvider>,
  );
}

/**
 * Renders a component inside the providers the app gives it: a fresh query client and a
 * memory router, so Links and route hooks work without the whole route tree.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', phoneCopy = startPhoneCopy() }: { path?: string; phoneCopy?: PhoneCopy } = {},
) {
  const toasts = new Toasts();
  const queryClient = pageClientForThisTest(toasts);
  const rootRoute = createRootRoute({ component: Outlet });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = renderPage(router, queryClient, toasts, phoneCopy);
  return { ...result, queryClient, router, phoneCopy, toasts };
}

/**
 * The whole app (the real route tree, guards included) in a memory history starting at `path`.
 * `session` seeds the cached session as a restored cache would (`sessionAgeMs` old); undefined
 * leaves it to the network. `phoneCopy` is the page's copy of the cache on the phone (a fresh one by default).
 */
export function renderApp(
  path: string,
  {
    session,
    sessionAgeMs = 0,
    phoneCopy = startPhoneCopy(),
  }: { session?: UserProfile | null; sessionAgeMs?: number; phoneCopy?: PhoneCopy } = {},
) {
  // The intro would sit over the page; these tests are about what is under it (the brand splash is index.html's).
  sessionStorage.setItem(INTRO_SPLASH_SEEN_KEY, '1');
  const toasts = new Toasts();
  const queryClient = pageClientForThisTest(toasts);
  if (session !== undefined) {
    queryClient.setQueryData(authQueries.session().queryKey, session, { updatedAt: Date.now() - sessionAgeMs });
  }
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree, context: { queryClient }, history });
  const result = renderPage(router, queryClient, toasts, phoneCopy);
  return { ...result, queryClient, router, history, phoneCopy, toasts };
}

interface RouteUnderTest {
  /** The route's path as the app's route tree has it, e.g. 'search' or 'category/$categoryId'. */
  path: string;
  validateSearch: AnyRoute['options']['validateSearch'];
  component: () => ReactNode;
}

/**
 * Renders one page of the app on its real path, with its URL validation, in a memory router, so a
 * test can read what the page writes to the URL (router.state.location) and go back and forth.
 */
export function renderRoute(route: RouteUnderTest, url: string) {
  const queryClient = endsWithTheTest(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: route.path,
    validateSearch: route.validateSearch,
    component: route.component,
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> });
  const other = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <h1>Other page</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, home, other]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const toasts = new Toasts();
  const result = renderPage(router, queryClient, toasts);
  return { ...result, queryClient, router, toasts };
}

/** The search params the page last wrote, as the router parsed them. */
export function currentSearch(router: { state: { location: { search: unknown } } }): Record<string, unknown> {
  return router.state.location.search as Record<string, unknown>;
}
