import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppShell } from '../features/shell/components/app-shell';
import { NotFoundPage } from '../features/shell/components/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

// AppShell also scrolls to the top on every path change (spec 000 §2).
export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFoundPage,
});
