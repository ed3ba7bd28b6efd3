/**
 * Finds a root of `f` in `[a, b]` by Brent's method (bisection, secant and inverse quadratic
 * interpolation). `f(a)` and `f(b)` must have opposite signs (or one of them be zero).
 * Returns `undefined` when the interval does not bracket a root.
 */
export function brentRoot(
  f: (x: number) => number,
  lower: number,
  upper: number,
  tolerance = 1e-12,
  maxIterations = 200,
): number | undefined {
  let a = lower;
  let b = upper;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (!Number.isFinite(fa) || !Number.isFinite(fb) || fa * fb > 0) return undefined;
  if (Math.abs(fa) < Math.abs(fb)) {
    [a, b] = [b, a];
    [fa, fb] = [fb, fa];
  }
  let c = a;
  let fc = fa;
  let d = b - a;
  let bisected = true;
  for (let i = 0; i < maxIterations; i += 1) {
    if (fb === 0 || Math.abs(b - a) <= tolerance * Math.max(1, Math.abs(b))) return b;
    let s: number;
    if (fa !== fc && fb !== fc) {
      s =
        (a * fb * fc) / ((fa - fb) * (fa - fc)) +
        (b * fa * fc) / ((fb - fa) * (fb - fc)) +
        (c * fa * fb) / ((fc - fa) * (fc - fb));
    } else {
      s = b - (fb * (b - a)) / (fb - fa);
    }
    const lo = (3 * a + b) / 4;
    const outside = lo < b ? s < lo || s > b : s > lo || s < b;
    if (
      outside ||
      (bisected && Math.abs(s - b) >= Math.abs(b - c) / 2) ||
      (!bisected && Math.abs(s - b) >= Math.abs(c - d) / 2)
    ) {
      s = (a + b) / 2;
      bisected = true;
    } else {
      bisected = false;
    }
    const fs = f(s);
    d = c;
    c = b;
    fc = fb;
    if (fa * fs < 0) {
      b = s;
      fb = fs;
    } else {
      a = s;
      fa = fs;
    }
    if (Math.abs(fa) < Math.abs(fb)) {
      [a, b] = [b, a];
      [fa, fb] = [fb, fa];
    }
  }
  return b;
}

/** Minimizes a unimodal `f` on `[a, b]` by golden-section search; returns the abscissa. */
export function goldenSectionMinimize(
  f: (x: number) => number,
  lower: number,
  upper: number,
  tolerance = 1e-6,
): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = lower;
  let b = upper;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (Math.abs(b - a) > tolerance) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}
