import { describe, expect, it } from 'vitest';

/** zod itself without the Function constructor: `packages/contracts/src/jitless.test.ts`. */
describe('the web app entry', () => {
  it('is imported before anything else by the entry', async () => {
    const { readFile } = await import('node:fs/promises');
    const entry = await readFile(`${import.meta.dirname}/main.tsx`, 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import '@petrosage/contracts/jitless';");
  });
});
