import { Suspense, lazy, useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { StartupError } from '../components/startup-error';
import { useAuth } from '../features/auth/hooks/use-auth';
import { afterFirstPaint } from '../lib/after-first-paint';
import { AppProviders, type AppProvidersProps } from './app-providers';
import { LandingRoute } from './routes/lazy-landing-route';

/** The router, the query cache and every other route (React Router, TanStack Query, zod…). */
export const loadAppRoutes = () => import('./app');

const AppRoutes = lazy(() => loadAppRoutes().then((module) => ({ default: module.AppRoutes })));

/**
 * The landing page on its own until the visitor signs in (or another tab does): then the router
 * takes over at `/`, where its gate sends a signed-in user to `/chat`, with no page load. The
 * router's code is fetched once the landing page has painted, so it is usually there by then.
 */
function LandingStage() {
  const { user } = useAuth();
  const [routed, setRouted] = useState(false);
  if (user !== null && !routed) setRouted(true);

  useEffect(
    () =>
      afterFirstPaint(() => {
        // A failed fetch is tried again when the router is needed.
        loadAppRoutes().catch(() => undefined);
      }),
    [],
  );

  // The landing page's own chunk, or the router's once a user signs in: a fetch that fails
  // (offline, a new deploy) asks for a reload instead of leaving a blank page.
  return (
    <ErrorBoundary
      label="Loading the app"
      fallback={<StartupError message="The app could not load. Reload the page to continue." />}
    >
      <Suspense fallback={<FullScreenSpinner />}>
        {routed ? <AppRoutes /> : <LandingRoute />}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * `/` for a signed-out visitor (decision 041): the landing page with its sign-in and sign-up
 * form, painted with React alone; no router, query cache, schema library, dialog library or
 * auth client before the first paint.
 */
export function LandingApp({ client }: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders client={client}>
      <LandingStage />
    </AppProviders>
  );
}
