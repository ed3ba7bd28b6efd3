import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { AuthGate } from './routes/auth-gate';
import { ChatRoute } from './routes/chat-route';
import { DashboardRedirect } from './routes/dashboard-redirect';
import { LandingRoute } from './routes/landing-route';
import { RouteError } from './routes/route-error';

/** Routes of spec §2 (plus the payment return path), shared by the browser and memory routers. */
export const appRoutes: RouteObject[] = [
  {
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'chat/*', element: <ChatRoute /> },
      { path: 'dashboard', element: <DashboardRedirect /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
