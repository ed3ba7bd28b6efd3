import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sage',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The engine holds no global state the tests change: files share a worker's loaded modules
    // instead of importing the engine again for each one.
    isolate: false,
  },
});
