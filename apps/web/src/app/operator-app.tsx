import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { resolveSupabaseUrl, runtimeConfig } from '../config/runtime-config';
import { checkOperatorKey } from '../features/operator-console/api/check-operator-key';
import {
  createOperatorClients,
  OperatorClientsContext,
  type OperatorClients,
} from '../features/operator-console/api/operator-clients';
import { OperatorKeyForm } from '../features/operator-console/components/operator-key-form';
import { useOperatorKey } from '../features/operator-console/hooks/use-operator-key';
import { problemText } from '../features/operator-console/utils/format';
import { ApiError } from '../lib/api-client';
import { hasStoredSession, loadSupabaseClient } from '../lib/lazy-supabase';
import { createAppQueryClient } from './query-client';
import { RouteError } from './routes/route-error';

/** The console's screens: fetched only once the operator key has been accepted. */
const OperatorConsoleRoute = lazy(() =>
  import('./routes/operator-console-route').then((module) => ({
    default: module.OperatorConsoleRoute,
  })),
);

const REFUSED = 'That key does not open the console (403). Only the operator key does.';

const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The signed-in account of this browser, if any: its address and its access token. */
export interface AccountSession {
  email: string;
  getToken: () => Promise<string | null>;
}

export interface OperatorGateProps {
  appName: string;
  urls: { apiUrl: string; authUrl: string };
  /** This browser's signed-in account: an account marked operator opens the console. */
  accountSession?: () => Promise<AccountSession | null>;
}

/**
 * The console's door: the operator key, entered once per tab, is checked with the server
 * (`GET /api/admin/session`) before the console's own code is fetched. Anyone without it sees
 * the key form and a 403 for a wrong key.
 */
export function OperatorGate({ appName, urls, accountSession }: OperatorGateProps) {
  const queryClient = useQueryClient();
  // An account marked operator, signed in in this browser: checked once, before the key form.
  const [account, setAccount] = useState<
    { email: string; clients: OperatorClients } | 'checking' | null
  >(accountSession ? 'checking' : null);
  const { key, remember, forget } = useOperatorKey();
  const [accepted, setAccepted] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const clients = useMemo(() => (key ? createOperatorClients(key, urls) : null), [key, urls]);

  useEffect(() => {
    if (!clients || key === null || accepted === key) return;
    let current = true;
    checkOperatorKey(clients).then(
      () => {
        if (!current) return;
        setProblem(null);
        setAccepted(key);
      },
      (error: unknown) => {
        if (!current) return;
        if (isRefusal(error)) {
          forget();
          setProblem(REFUSED);
        } else {
          forget();
          setProblem(`The key could not be checked: ${problemText(error)}`);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [clients, key, accepted, forget]);

  useEffect(() => {
    if (!accountSession) return;
    let current = true;
    const check = async () => {
      const session = await accountSession();
      if (!session) return null;
      const accountClients = createOperatorClients(session.getToken, urls);
      try {
        await checkOperatorKey(accountClients);
        return { email: session.email, clients: accountClients };
      } catch (error: unknown) {
        if (current && isRefusal(error)) {
          setProblem(
            `Your account ${session.email} is not an operator (403): enter the operator key.`,
          );
        }
        return null;
      }
    };
    check().then(
      (found) => {
        if (current) setAccount(found);
      },
      () => {
        if (current) setAccount(null);
      },
    );
    return () => {
      current = false;
    };
  }, [accountSession, urls]);

  // Cached answers go with the key (or the account).
  const signOut = useCallback(
    (reason: string | null) => {
      forget();
      setAccount(null);
      setAccepted(null);
      setProblem(reason);
      queryClient.clear();
    },
    [forget, queryClient],
  );

  // A read refused later (the key was rotated on the server) closes the console.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') {
          if (isRefusal(event.action.error)) signOut(REFUSED);
        }
      }),
    [queryClient, signOut],
  );

  const keyOpens = clients !== null && accepted === key;
  if (!keyOpens && (account === null || account === 'checking')) {
    return (
      <OperatorKeyForm
        appName={appName}
        checking={key !== null || account === 'checking'}
        problem={problem}
        onSubmit={(next) => {
          setProblem(null);
          remember(next);
        }}
      />
    );
  }
  const opened = keyOpens
    ? clients
    : account !== null && account !== 'checking'
      ? account.clients
      : null;
  if (opened === null) return null;
  return (
    <OperatorClientsContext.Provider value={opened}>
      <Suspense fallback={<FullScreenSpinner />}>
        <OperatorConsoleRoute
          appName={appName}
          {...(keyOpens
            ? { onForgetKey: () => signOut(null) }
            : { signedInAs: account !== null && account !== 'checking' ? account.email : '' })}
        />
      </Suspense>
    </OperatorClientsContext.Provider>
  );
}

/** This browser's signed-in account, read only when supabase-js has stored a session. */
async function storedAccountSession(): Promise<AccountSession | null> {
  if (!hasStoredSession()) return null;
  const client = await loadSupabaseClient();
  const { data } = await client.auth.getSession();
  if (!data.session) return null;
  return {
    email: data.session.user.email ?? '',
    getToken: async () => (await client.auth.getSession()).data.session?.access_token ?? null,
  };
}

/** The operator console's app at `/admin`: its own query cache and router, no user session. */
export function OperatorApp() {
  const [queryClient] = useState(createAppQueryClient);
  const urls = useMemo(
    () => ({
      apiUrl: runtimeConfig.apiUrl,
      authUrl: `${resolveSupabaseUrl(runtimeConfig, window.location.origin)}/auth/v1`,
    }),
    [],
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/admin">
          <ErrorBoundary label="The operator console" fallback={<RouteError />}>
            <OperatorGate
              appName={runtimeConfig.appName}
              urls={urls}
              accountSession={storedAccountSession}
            />
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
