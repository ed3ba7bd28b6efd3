import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';
import type { AppSupabaseClient } from './supabase';

/**
 * The app's long-lived clients, provided once at the root (`App`) and by tests, so components and
 * hooks never build their own: the product API client and the supabase-js client.
 */
export interface AppServices {
  api: ApiClient;
  supabase: AppSupabaseClient;
  /**
   * Fetches the supabase-js client if it is not there yet: on the landing page it follows the
   * first paint (decision 041). Without it, `supabase` is already loaded.
   */
  loadSupabase?: () => Promise<AppSupabaseClient>;
}

export const AppServicesContext = createContext<AppServices | null>(null);

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (services === null) throw new Error('This component needs <AppServicesContext>.');
  return services;
}

export function useApiClient(): ApiClient {
  return useAppServices().api;
}

export function useSupabaseClient(): AppSupabaseClient {
  return useAppServices().supabase;
}

/**
 * The supabase-js client for a screen that can show before it has loaded (the landing page's
 * forms): call it when the client is needed.
 */
export function useSupabaseClientLoader(): () => Promise<AppSupabaseClient> {
  const services = useAppServices();
  return services.loadSupabase ?? (() => Promise.resolve(services.supabase));
}
