import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'oilfield',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure calculations, no global state: files share a worker's loaded modules instead of
    // importing them again for each one.
    isolate: false,
  },
});
