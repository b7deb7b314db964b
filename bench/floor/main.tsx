/**
 * The floor for bench/lighthouse.ts: the stack the shop is built on (React, TanStack Router, TanStack Query)
 * with nothing of the shop's own — two routes, one list fetched from the shop's API. What Lighthouse
 * gives this page on the same machine in the same run is the best the stack can do there.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

interface Product {
  id: number;
  name: string;
}

function Products() {
  const { data = [] } = useQuery({
    queryKey: ['featured'],
    queryFn: async () => {
      const answer = await fetch('/api/user/product/getFeaturedProducts');
      return ((await answer.json()) as { data: Product[] }).data;
    },
  });
  return (
    <ul>
      {data.map((product) => (
        <li key={product.id}>{product.name}</li>
      ))}
    </ul>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <h1>Floor</h1>
      <nav>
        <a href="/floor/">Home</a> <a href="/floor/about">About</a>
      </nav>
      <Outlet />
    </main>
  ),
});
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/floor/', component: Products }),
  createRoute({ getParentRoute: () => rootRoute, path: '/floor/about', component: () => <p>About</p> }),
]);
const router = createRouter({ routeTree });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
