import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { runtimeConfig } from '../config/runtime-config';
import { AuthProvider, type LazyAuthClient } from '../features/auth/components/auth-provider';
import { useAuth } from '../features/auth/hooks/use-auth';
import { createSupabaseApiClient } from '../lib/api-client';
import { AppServicesContext, type AppServices } from '../lib/app-services';
import { loadedSupabaseClient } from '../lib/lazy-supabase';
import type { AppSupabaseClient } from '../lib/supabase';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Drops every cached answer when the signed-in user signs out or changes (spec §4). */
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

export interface AppProps {
  /** The client, or (on the landing page of a signed-out visitor) a way to fetch it. */
  client: AppSupabaseClient | LazyAuthClient;
}

function servicesFor(client: AppSupabaseClient | LazyAuthClient): AppServices {
  if (!('load' in client)) {
    return { supabase: client, api: createSupabaseApiClient(client, runtimeConfig.apiUrl) };
  }
  return {
    // Only signed-in screens use the client directly, and signing in fetched it.
    get supabase(): AppSupabaseClient {
      const loaded = loadedSupabaseClient();
      if (!loaded) throw new Error('The auth client has not been loaded yet.');
      return loaded;
    },
    api: createSupabaseApiClient(client.load, runtimeConfig.apiUrl),
  };
}

export function App({ client }: AppProps) {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createAppQueryClient);
  const [services] = useState<AppServices>(() => servicesFor(client));
  return (
    <AppServicesContext value={services}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider client={client}>
          <QueryCacheOwner>
            <RouterProvider router={router} />
          </QueryCacheOwner>
        </AuthProvider>
      </QueryClientProvider>
    </AppServicesContext>
  );
}
