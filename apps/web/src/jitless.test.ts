import { describe, expect, it } from 'vitest';

describe('zod in the web app', () => {
  it('builds and runs schemas without ever calling the Function constructor (strict CSP)', async () => {
    const RealFunction = globalThis.Function;
    const compiled: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      // The entry's first import, then schemas and a parse, as the app does them.
      await import('@petrosage/contracts/jitless');
      const { z } = await import('zod');
      const { util } = await import('zod/v4/core');
      // Set before zod loaded, without zod: zod took it over.
      expect(z.config().jitless).toBe(true);
      const Reading = z.object({ well: z.string(), rate: z.number().positive() });
      expect(Reading.parse({ well: 'W-1', rate: 420 })).toEqual({ well: 'W-1', rate: 420 });
      expect(Reading.safeParse({ well: 'W-1', rate: -1 }).success).toBe(false);
      expect(util.allowsEval.value).toBe(false);
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(compiled).toEqual([]);
  });

  it('is imported before anything else by the entry', async () => {
    const { readFile } = await import('node:fs/promises');
    const entry = await readFile(`${import.meta.dirname}/main.tsx`, 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import '@petrosage/contracts/jitless';");
  });
});
