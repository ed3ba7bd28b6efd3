import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AuthGate } from './routes/auth-gate';
import { DashboardRedirect } from './routes/dashboard-redirect';
import { EmailLinkRoute } from './routes/email-link-route';
import { LandingRoute } from './routes/lazy-landing-route';
import { RouteError } from './routes/route-error';

/** The workspace is its own chunk: the landing page does not load it. */
const loadChatRoute = () => import('./routes/chat-route');

const ChatRoute = lazy(() => loadChatRoute().then((module) => ({ default: module.ChatRoute })));

/** Routes of docs/product.md §2 (plus the payment return path). */
const appRoutes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={<FullScreenSpinner />}>
            <LandingRoute />
          </Suspense>
        ),
      },
      {
        path: 'chat/*',
        element: (
          <Suspense fallback={<FullScreenSpinner />}>
            <ChatRoute />
          </Suspense>
        ),
      },
      { path: 'dashboard', element: <DashboardRedirect /> },
      { path: 'confirm-email', element: <EmailLinkRoute purpose="confirm" /> },
      { path: 'reset-password', element: <EmailLinkRoute purpose="reset-password" /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Every route, inside a `BrowserRouter` (the app) or a `MemoryRouter` (tests). React Router's
 * declarative mode: the app has no loaders or actions, so the data router's code stays out of
 * the bundle (decision 045).
 */
export function AppRouteTree() {
  const routes = useRoutes(appRoutes);
  return (
    <ErrorBoundary label="A page" fallback={<RouteError />}>
      {routes}
    </ErrorBoundary>
  );
}
