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
