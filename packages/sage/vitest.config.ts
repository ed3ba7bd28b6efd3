import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'sage', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
