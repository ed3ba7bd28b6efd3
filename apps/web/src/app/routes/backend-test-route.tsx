import { BackendTestPage } from '../../features/backend-test/components/backend-test-page';

/** `?test=backend` on any route (docs/product.md §2). */
export function BackendTestRoute() {
  return <BackendTestPage />;
}
