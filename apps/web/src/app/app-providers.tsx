import { useState, type ReactNode } from 'react';
import { runtimeConfig } from '../config/runtime-config';
import { AuthProvider, type LazyAuthClient } from '../features/auth/components/auth-provider';
import { createSupabaseApiClient } from '../lib/api-client';
import { AppServicesContext, type AppServices } from '../lib/app-services';
import { loadedSupabaseClient } from '../lib/lazy-supabase';
import type { AppSupabaseClient } from '../lib/supabase';

export interface AppProvidersProps {
  /** The client, or (on the landing page of a signed-out visitor) a way to fetch it. */
  client: AppSupabaseClient | LazyAuthClient;
  children: ReactNode;
}

function servicesFor(client: AppSupabaseClient | LazyAuthClient): AppServices {
  if (!('load' in client)) {
    return { supabase: client, api: createSupabaseApiClient(client, runtimeConfig.apiUrl) };
  }
  return {
    // Signed-in screens use the client directly (signing in fetched it); the landing page's
    // forms through `loadSupabase`.
    get supabase(): AppSupabaseClient {
      const loaded = loadedSupabaseClient();
      if (!loaded) throw new Error('The auth client has not been loaded yet.');
      return loaded;
    },
    loadSupabase: client.load,
    api: createSupabaseApiClient(client.load, runtimeConfig.apiUrl),
  };
}

/**
 * The app's clients and its session: all the landing page needs (decision 041). The router, the
 * query cache and every other route come inside, with `AppRoutes`.
 */
export function AppProviders({ client, children }: AppProvidersProps) {
  // Created once: the root renders these providers once for the page's life.
  const [services] = useState<AppServices>(() => servicesFor(client));
  return (
    <AppServicesContext value={services}>
      <AuthProvider client={client}>{children}</AuthProvider>
    </AppServicesContext>
  );
}
