import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The slow server suites (kill-and-restart loops, large files under load): `npm run test:slow`,
 * run by CI beside `npm test`. They run one file at a time so their timings are not skewed by
 * each other.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-slow',
    environment: 'node',
    include: ['test/**/*.slow.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
