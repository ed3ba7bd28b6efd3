import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { hasEmailLinkFragment, isBackendTest, isChatPath, isEmailLinkPath } from './paths';

const BackendTestRoute = lazy(() =>
  import('./backend-test-route').then((module) => ({ default: module.BackendTestRoute })),
);

/**
 * Root layout: nothing renders until the first auth check is done; then a signed-in user lives
 * under /chat (keeping the query string, e.g. `?payment=success`) and a signed-out user on /.
 */
export function AuthGate() {
  const { user, loading, initialized } = useAuth();
  const { pathname, search, hash } = useLocation();

  if (loading || !initialized) return <FullScreenSpinner />;
  if (isBackendTest(search)) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <BackendTestRoute />
      </Suspense>
    );
  }
  if (isEmailLinkPath(pathname)) return <Outlet />;
  // A link whose redirect fell back to the site's root still reaches its page.
  if (pathname === '/' && hasEmailLinkFragment(hash)) {
    // A reset or an invitation goes on to choose a password.
    const type = new URLSearchParams(hash.slice(1)).get('type');
    const choosesPassword = type === 'recovery' || type === 'invite';
    return (
      <Navigate
        to={{ pathname: choosesPassword ? '/reset-password' : '/confirm-email', hash }}
        replace
      />
    );
  }
  if (user && !isChatPath(pathname)) {
    return <Navigate to={{ pathname: '/chat', search }} replace />;
  }
  if (!user && pathname !== '/') return <Navigate to="/" replace />;
  return <Outlet />;
}
