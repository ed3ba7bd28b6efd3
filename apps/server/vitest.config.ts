import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The slow suites run in `npm run test:slow` (vitest.slow.config.ts).
    exclude: [...configDefaults.exclude, 'test/**/*.slow.test.ts'],
    // Each file builds its own app, database and servers and leaves no global state behind, so
    // files share a worker's loaded modules instead of importing the server again for each one
    // (about a third of the suite's CPU time).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
