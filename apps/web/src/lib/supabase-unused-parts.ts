/**
 * What the web build gives supabase-js in place of `@supabase/realtime-js`, `@supabase/storage-js`
 * and `@supabase/functions-js` (aliased in `vite.config.ts`; decision 042). The product uses the
 * client's auth and data API only, and the server offers no realtime, storage or edge functions;
 * yet `createClient` builds a realtime and a storage client on every page, so the three packages
 * (26 kB gzipped, over half of it realtime) were fetched by every signed-in page for nothing.
 * These stand-ins take the calls `SupabaseClient` makes by itself (the realtime token follows
 * the session) and refuse the rest with an error that names the missing capability.
 */

function unavailable(capability: string): Error {
  return new Error(`The ${capability} client is not part of this app's supabase-js build.`);
}

/** Stands for realtime-js's client: keeps the token it is handed, opens no socket. */
export class RealtimeClient {
  accessTokenValue: string | null = null;

  constructor(
    readonly endPoint: string,
    readonly options: unknown = {},
  ) {}

  setAuth(token: string | null = null): Promise<void> {
    this.accessTokenValue = token;
    return Promise.resolve();
  }

  channel(): never {
    throw unavailable('realtime');
  }

  getChannels(): [] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
}

/** Stands for storage-js's client. */
export class StorageClient {
  constructor(readonly url: string) {}

  from(): never {
    throw unavailable('storage');
  }
}

export class StorageApiError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }
}

/** Stands for functions-js's client. */
export class FunctionsClient {
  constructor(readonly url: string) {}

  invoke(): Promise<never> {
    return Promise.reject(unavailable('edge functions'));
  }

  setAuth(): void {}
}

export const FunctionRegion = { Any: 'any' } as const;

export class FunctionsError extends Error {
  constructor(message: string, name = 'FunctionsError') {
    super(message);
    this.name = name;
  }
}

export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
