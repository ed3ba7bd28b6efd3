import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { inject } from 'vitest';
import { createApiClient, createSupabaseApiClient, type ApiClient } from '../src/lib/api-client';
import { AppServicesContext, type AppServices } from '../src/lib/app-services';
import type { Database } from '../src/lib/database-types';
import type { AppSupabaseClient } from '../src/lib/supabase';
import type { AuthServerName, SeedChatRequest } from './global-setup';

export const TEST_PASSWORD = 'pumpjack42';

export const uniqueEmail = () => `user-${crypto.randomUUID().slice(0, 12)}@example.com`;

/** A genuine supabase-js client for one of the real test servers, keeping its session in memory. */
export function testSupabaseClient(server: AuthServerName = 'standard'): AppSupabaseClient {
  const { url, anonKey } = inject('authServers')[server];
  return createClient<Database>(url, anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // Each test has its own client; a unique key keeps supabase-js from warning about it.
      storageKey: `sb-test-${crypto.randomUUID()}`,
    },
  });
}

export interface TestSession extends AppServices {
  email: string;
  userId: string;
  accessToken: string;
  /** The server's base URL (no `/api`). */
  serverUrl: string;
}

/** Signs a new user up on a real test server; the API client carries their session. */
export async function signedInSession(server: AuthServerName = 'standard'): Promise<TestSession> {
  const supabase = testSupabaseClient(server);
  const email = uniqueEmail();
  const { data, error } = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.session || !data.user) {
    throw new Error(`could not sign up ${email}: ${error?.message ?? 'no session'}`);
  }
  const serverUrl = inject('authServers')[server].url;
  return {
    supabase,
    api: createSupabaseApiClient(supabase, `${serverUrl}/api`),
    email,
    userId: data.user.id,
    accessToken: data.session.access_token,
    serverUrl,
  };
}

/**
 * A signed-up user with Standard access, taken the way the product grants it (the one-off 24-hour
 * provisional access, `POST /payments/grant-provisional-access`): prompts answer 402 without it.
 */
export async function subscribedSession(server: AuthServerName = 'standard'): Promise<TestSession> {
  const session = await signedInSession(server);
  await session.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
  return session;
}

/**
 * An API client for `session` whose calls can be held before they leave: between `hold()` and
 * `release()` every call waits for its token, so a test can look at the screen while a call runs.
 */
export function holdableApi(session: TestSession) {
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const api = createApiClient({
    baseUrl: session.api.baseUrl,
    getAccessToken: async () => {
      if (gate) await gate;
      return session.accessToken;
    },
  });
  return {
    api,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open?.();
      gate = undefined;
    },
  };
}

/** Services of a signed-out page on a real test server. */
export function signedOutServices(server: AuthServerName = 'standard'): AppServices {
  const supabase = testSupabaseClient(server);
  return {
    supabase,
    api: createSupabaseApiClient(supabase, `${inject('authServers')[server].url}/api`),
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function ServicesProvider({
  services,
  queryClient,
  children,
}: {
  services: AppServices;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppServicesContext value={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppServicesContext>
  );
}

/** Renders with the app's services (real API client, real supabase-js) and a fresh query cache. */
export function renderWithServices(
  ui: ReactElement,
  services: AppServices,
  options: RenderOptions = {},
) {
  const queryClient = testQueryClient();
  const view = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <ServicesProvider services={services} queryClient={queryClient}>
        {children}
      </ServicesProvider>
    ),
  });
  return { ...view, queryClient };
}

export type { ApiClient };

/**
 * Stores a past conversation of the session's user, alternating user and Sage messages from
 * `contents` (first a question), and answers its id.
 */
export async function seedChat(
  session: TestSession,
  title: string,
  contents: readonly string[],
): Promise<string> {
  const seed: SeedChatRequest = {
    userId: session.userId,
    title,
    messages: contents.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content })),
  };
  const response = await fetch(inject('seedUrl'), { method: 'POST', body: JSON.stringify(seed) });
  if (response.status !== 201) throw new Error(`seeding failed: ${await response.text()}`);
  return ((await response.json()) as { chat_id: string }).chat_id;
}
