import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'oilfield', environment: 'node', include: ['src/**/*.test.ts'] },
});
