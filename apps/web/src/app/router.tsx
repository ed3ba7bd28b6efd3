import { lazy, Suspense } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AuthGate } from './routes/auth-gate';
import { DashboardRedirect } from './routes/dashboard-redirect';
import { EmailLinkRoute } from './routes/email-link-route';
import { LandingRoute } from './routes/landing-route';
import { RouteError } from './routes/route-error';

/** The workspace is its own chunk: the landing page does not load it. */
export const loadChatRoute = () => import('./routes/chat-route');

const ChatRoute = lazy(() => loadChatRoute().then((module) => ({ default: module.ChatRoute })));

/** Routes of spec §2 (plus the payment return path), shared by the browser and memory routers. */
export const appRoutes: RouteObject[] = [
  {
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingRoute /> },
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
