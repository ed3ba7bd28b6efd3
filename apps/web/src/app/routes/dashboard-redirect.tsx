import { Navigate, useLocation } from 'react-router';

/** Old payment return path: `/dashboard?payment=…` continues at `/chat?payment=…`. */
export function DashboardRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/chat', search }} replace />;
}
