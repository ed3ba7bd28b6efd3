/**
 * A small seeded property-testing harness: draws `runs` random cases from generators and checks
 * a property on each; on failure it reports the seed and the failing case so the run can be
 * reproduced exactly. Deterministic by default, so a test never flickers.
 */

/** A generator draws one value from a seeded source of uniform numbers in [0, 1). */
export type Generator<T> = (random: () => number) => T;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform number in [min, max]. */
export function float(min: number, max: number): Generator<number> {
  return (random) => min + (max - min) * random();
}

/** Number whose logarithm is uniform in [log min, log max] (for quantities spanning decades). */
export function logFloat(min: number, max: number): Generator<number> {
  return (random) => Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * random());
}

/** Integer uniform in [min, max]. */
export function integer(min: number, max: number): Generator<number> {
  return (random) => min + Math.floor((max - min + 1) * random());
}

/** One of the given values. */
export function oneOf<T>(...values: readonly T[]): Generator<T> {
  return (random) => {
    const value = values[Math.floor(random() * values.length)];
    if (value === undefined) throw new Error('oneOf needs at least one value');
    return value;
  };
}

/** Array of `length` draws from `item`. */
export function arrayOf<T>(item: Generator<T>, length: Generator<number>): Generator<T[]> {
  return (random) => Array.from({ length: length(random) }, () => item(random));
}

/** Record of independent draws. */
export function record<T extends Record<string, unknown>>(generators: {
  [K in keyof T]: Generator<T[K]>;
}): Generator<T> {
  return (random) => {
    const out: Partial<T> = {};
    for (const key of Object.keys(generators) as (keyof T)[]) {
      out[key] = generators[key](random);
    }
    return out as T;
  };
}

/** Standard normal draw (Box–Muller), for noise in generated data. */
export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Checks `property` on `runs` cases drawn from `generator`. The property throws (e.g. a failed
 * `expect`) or returns false to fail; the error names the seed, the run and the case.
 */
export function checkProperty<T>(
  generator: Generator<T>,
  property: (value: T) => boolean | void,
  options: { runs?: number; seed?: number } = {},
): void {
  const runs = options.runs ?? 200;
  const seed = options.seed ?? 20_261_122;
  const random = seededRandom(seed);
  for (let run = 0; run < runs; run += 1) {
    const value = generator(random);
    let failure: unknown;
    try {
      if (property(value) === false) failure = new Error('property returned false');
    } catch (error: unknown) {
      failure = error;
    }
    if (failure !== undefined) {
      const reason = failure instanceof Error ? failure.message : JSON.stringify(failure);
      throw new Error(
        `Property failed (seed ${seed}, run ${run + 1} of ${runs}) for ${JSON.stringify(value)}: ${reason}`,
      );
    }
  }
}
