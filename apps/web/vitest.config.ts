import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Runs in Node before any test: starts the real server variants the tests talk to.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Threads start faster than processes; the worker count is set for all projects at the root.
    pool: 'threads',
    // Many tests talk to the real servers; a loaded machine may take a few times longer.
    testTimeout: 15_000,
    // Through Vite's pipeline, so a test can hand supabase-js the build's stand-ins for its
    // realtime, storage and functions packages (src/lib/supabase-unused-parts.test.ts).
    server: { deps: { inline: ['@supabase/supabase-js'] } },
  },
});
