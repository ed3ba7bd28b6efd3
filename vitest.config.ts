import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/oilfield', 'apps/server', 'apps/web'],
    // Most test files wait on the servers' I/O more than on the CPU: run at least two at once,
    // even on a two-core machine (Vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
