import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { SearchBox } from '#src/features/search/components/search-box';
import { AppShell } from '#src/features/shell/components/app-shell';
import { NotFoundPage } from '#src/features/shell/components/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

// AppShell also scrolls to the top on every path change (spec 000 §2).
export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell search={<SearchBox />}>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFoundPage,
});
