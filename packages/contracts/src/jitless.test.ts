import { describe, expect, it } from 'vitest';

/**
 * Needs a zod that has not loaded yet, so it lives in a suite whose files each get a fresh
 * process (the web app's test files share loaded modules).
 */
describe('zod after the jitless setting, as the web app loads them', () => {
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
      const { z } = await import('zod/mini');
      const { util } = await import('zod/v4/core');
      // Set before zod loaded, without zod: zod took it over.
      expect(z.config().jitless).toBe(true);
      const Reading = z.object({ well: z.string(), rate: z.number().check(z.positive()) });
      expect(Reading.parse({ well: 'W-1', rate: 420 })).toEqual({ well: 'W-1', rate: 420 });
      expect(Reading.safeParse({ well: 'W-1', rate: -1 }).success).toBe(false);
      // The contracts give zod its English messages: that keeps the setting.
      const { RenameChatRequestSchema } = await import('@petrosage/contracts/chat');
      expect(RenameChatRequestSchema.parse({ title: ' Well test ' })).toEqual({
        title: 'Well test',
      });
      expect(RenameChatRequestSchema.safeParse({ title: 7 }).error?.issues[0]?.message).toBe(
        'Invalid input: expected string, received number',
      );
      expect(z.config().jitless).toBe(true);
      expect(util.allowsEval.value).toBe(false);
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(compiled).toEqual([]);
  });
});
