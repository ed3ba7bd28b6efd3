import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The slow suites run in `npm run test:slow` (vitest.slow.config.ts).
    exclude: [...configDefaults.exclude, 'test/**/*.slow.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
