import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import type { ProductCard } from '../../../../contract/catalog';

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

/** A product card with sensible values; override what a test is about. */
export function makeProduct(overrides: Partial<ProductCard> & Pick<ProductCard, 'id'>): ProductCard {
  return {
    name: `Product ${overrides.id}`,
    image: `/images/products/${overrides.id}/0.svg`,
    category: 'Groceries',
    brand: 'Aashirvaad',
    description: 'A product.',
    currentPrice: 100,
    originalPrice: 120,
    discount: 17,
    rating: 4,
    reviewCount: 10,
    status: 'in stock',
    date: '2025-01-01T00:00:00.000Z',
    popularity: 100,
    purchaseCount: 10,
    ...overrides,
  };
}

/** The search params the page last wrote, as the router parsed them. */
export function currentSearch(router: { state: { location: { search: unknown } } }): Record<string, unknown> {
  return router.state.location.search as Record<string, unknown>;
}

/** A signed-in shopper as getSession answers. */
export const TEST_SHOPPER = {
  id: '3f9b1c2e-8d4a-4b6e-9a1f-2c3d4e5f6a7b',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '+919812345678',
  alternatePhone: null,
};
