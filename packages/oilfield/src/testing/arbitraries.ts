import fc from 'fast-check';

/**
 * Arbitraries for physical quantities in property tests.
 *
 * `fc.double({ min, max })` draws uniformly over the representable doubles, not over the values:
 * on [0, 2] three draws in four are below 1e-60, so a b-factor or a level fraction would almost
 * never leave zero. These draw uniformly over the value (or its logarithm) on a 2³² grid, and
 * fast-check's bias still picks the bounds themselves now and then.
 */

const STEPS = 2 ** 32 - 1;

/** Number uniform in [min, max]; both bounds are reachable. */
export function uniform(min: number, max: number): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: STEPS }).map((step) => {
    const t = step / STEPS;
    return min * (1 - t) + max * t;
  });
}

/** Number whose logarithm is uniform in [log min, log max] (for quantities spanning decades). */
export function logUniform(min: number, max: number): fc.Arbitrary<number> {
  // exp(log x) can land one ulp outside [min, max]; clamp so range checks see the bounds exactly.
  return uniform(Math.log(min), Math.log(max)).map((x) =>
    Math.min(max, Math.max(min, Math.exp(x))),
  );
}

/**
 * Standard normal draw (Box–Muller) for noise in generated data. Unbiased, so the noise really is
 * Gaussian (fast-check's bias towards the bounds would make 6σ outliers common), and it shrinks
 * towards 0: a failing case is reported with the smallest noise that still fails.
 */
export const standardNormal: fc.Arbitrary<number> = fc
  .noBias(fc.tuple(fc.integer({ min: 0, max: STEPS }), uniform(0, 1)))
  .map(([step, v]) => {
    const u = 1 - step / (STEPS + 1); // in (0, 1], 1 at step 0
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  });
