import { lazy } from 'react';

/**
 * The landing page's sections and forms, a chunk of their own: a signed-in user's workspace does
 * not download them (decision 045). Render inside a `Suspense`.
 */
export const LandingRoute = lazy(() =>
  import('./landing-route').then((module) => ({ default: module.LandingRoute })),
);
