import { BackendTestPage } from '../../features/backend-test/components/backend-test-page';

/** `?test=backend` on any route (spec §2). */
export function BackendTestRoute() {
  return <BackendTestPage />;
}
