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
} from '../features/operator-console/api/operator-clients';
import { OperatorKeyForm } from '../features/operator-console/components/operator-key-form';
import { useOperatorKey } from '../features/operator-console/hooks/use-operator-key';
import { problemText } from '../features/operator-console/utils/format';
import { ApiError } from '../lib/api-client';
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

export interface OperatorGateProps {
  appName: string;
  urls: { apiUrl: string; authUrl: string };
}

/**
 * The console's door: the operator key, entered once per tab, is checked with the server
 * (`GET /api/admin/session`) before the console's own code is fetched. Anyone without it sees
 * the key form and a 403 for a wrong key.
 */
export function OperatorGate({ appName, urls }: OperatorGateProps) {
  const queryClient = useQueryClient();
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

  // Cached answers go with the key.
  const signOut = useCallback(
    (reason: string | null) => {
      forget();
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

  if (!clients || accepted !== key) {
    return (
      <OperatorKeyForm
        appName={appName}
        checking={key !== null}
        problem={problem}
        onSubmit={(next) => {
          setProblem(null);
          remember(next);
        }}
      />
    );
  }
  return (
    <OperatorClientsContext.Provider value={clients}>
      <Suspense fallback={<FullScreenSpinner />}>
        <OperatorConsoleRoute appName={appName} onForgetKey={() => signOut(null)} />
      </Suspense>
    </OperatorClientsContext.Provider>
  );
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
            <OperatorGate appName={runtimeConfig.appName} urls={urls} />
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
