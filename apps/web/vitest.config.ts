import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Test files about what the page loads the first time (module-level state of a fresh page):
 * they run in the `web-first-load` project (root `vitest.config.ts`), one fresh worker each.
 */
export const FIRST_LOAD_TESTS = ['src/features/messages/components/reply-extras.test.tsx'];

/** The web suite; the root config derives `web-first-load` from it. */
export const webProject: UserWorkspaceConfig = {
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Runs in Node before any test: starts the real server variants the tests talk to.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...FIRST_LOAD_TESTS],
    // Threads start faster than processes; the worker count is set for all projects at the root.
    pool: 'threads',
    // Files share a worker's loaded modules (React, the app) instead of importing them again for
    // each one; `test/setup.ts` unmounts what each test rendered.
    isolate: false,
    // Many tests talk to the real servers; a loaded machine may take a few times longer.
    testTimeout: 15_000,
    // Through Vite's pipeline, so a test can hand supabase-js the build's stand-ins for its
    // realtime, storage and functions packages (src/lib/supabase-unused-parts.test.ts).
    server: { deps: { inline: ['@supabase/supabase-js'] } },
  },
};

export default defineProject(webProject);
