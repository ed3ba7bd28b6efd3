import type { createClient as CreateClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../test/services';
import type { Database } from './database-types';

/*
 * The web build gives supabase-js these stand-ins for its realtime, storage and functions
 * packages (vite.config.ts, decision 042). Here the genuine supabase-js gets them the same way
 * and talks to the real test server: auth, token refresh and the data API work as before, and
 * the three missing capabilities say so by name.
 */
vi.mock('@supabase/realtime-js', () => import('./supabase-unused-parts'));
vi.mock('@supabase/storage-js', () => import('./supabase-unused-parts'));
vi.mock('@supabase/functions-js', () => import('./supabase-unused-parts'));

// Files share loaded modules (decision 044): load a supabase-js of this file's own, which takes
// the stand-ins above.
let createClient: typeof CreateClient;
beforeAll(async () => {
  vi.resetModules();
  ({ createClient } = await import('@supabase/supabase-js'));
});
// …and leave the genuine packages to the files that follow.
afterAll(() => {
  for (const name of ['realtime-js', 'storage-js', 'functions-js'])
    vi.doUnmock(`@supabase/${name}`);
  vi.resetModules();
});

function client() {
  const { url, anonKey } = inject('authServers').standard;
  return createClient<Database>(url, anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `sb-test-${crypto.randomUUID()}`,
    },
  });
}

describe('supabase-js with the build’s stand-ins', { timeout: 20_000 }, () => {
  it('signs up, refreshes the session, writes through the data API and signs out', async () => {
    const supabase = client();
    const email = uniqueEmail();
    const signedUp = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    expect(signedUp.error).toBeNull();
    const userId = signedUp.data.user?.id ?? '';
    expect(supabase.realtime.accessTokenValue).toBe(signedUp.data.session?.access_token);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signedUp.data.session?.refresh_token);

    const updated = await supabase
      .from('user_profiles')
      .update({ display_name: 'Pat Driller' })
      .eq('id', userId);
    expect(updated.error).toBeNull();
    const { data, error } = await supabase
      .from('user_profiles')
      .select('display_name')
      .eq('id', userId)
      .single();
    expect(error).toBeNull();
    expect(data?.display_name).toBe('Pat Driller');

    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('refuses realtime, storage and edge functions by name', async () => {
    const supabase = client();
    expect(() => supabase.channel('prices')).toThrow(
      "The realtime client is not part of this app's supabase-js build.",
    );
    expect(() => supabase.storage.from('files')).toThrow(
      "The storage client is not part of this app's supabase-js build.",
    );
    await expect(supabase.functions.invoke('hello')).rejects.toThrow(
      "The edge functions client is not part of this app's supabase-js build.",
    );
    expect(supabase.getChannels()).toEqual([]);
  });
});
