import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { FIRST_LOAD_TESTS, webProject } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/oilfield',
      'packages/sage',
      'apps/server',
      'apps/web',
      // The documents written from the code (`npm run docs`) are current.
      { test: { name: 'docs', root: './scripts/docs', include: ['*.test.ts'] } },
      // The web files that need a page of their own (see FIRST_LOAD_TESTS).
      {
        ...webProject,
        root: './apps/web',
        test: {
          ...webProject.test,
          name: 'web-first-load',
          include: FIRST_LOAD_TESTS,
          exclude: configDefaults.exclude,
          isolate: true,
          // They need none of the servers the web suite starts.
          globalSetup: [],
        },
      },
    ],
    // Most test files wait on the servers' I/O more than on the CPU: run at least two at once,
    // even on a two-core machine (Vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
