import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { useAuth } from '../features/auth/hooks/use-auth';
import { AppProviders, type AppProvidersProps } from './app-providers';
import { createAppQueryClient } from './query-client';
import { AppRouteTree } from './router';

/** Drops every cached answer when the signed-in user signs out or changes (docs/product.md §4). */
export function QueryCacheOwner({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) queryClient.clear();
    previousUserId.current = userId;
  }, [userId, queryClient]);
  return children;
}

/** The router with the query cache: every route of docs/product.md §2, inside `AppProviders`. */
export function AppRoutes() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <QueryCacheOwner>
        <BrowserRouter>
          <AppRouteTree />
        </BrowserRouter>
      </QueryCacheOwner>
    </QueryClientProvider>
  );
}

export type AppProps = Omit<AppProvidersProps, 'children'>;

export function App({ client }: AppProps) {
  return (
    <AppProviders client={client}>
      <AppRoutes />
    </AppProviders>
  );
}
