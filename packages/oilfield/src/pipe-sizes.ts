/**
 * API pipe by nominal size and weight: the wall that weight stands for, and so the bore.
 *
 * Casing and tubing from API Spec 5CT / ISO 11960 (dimensions and masses tables: outside
 * diameter, nominal linear mass, wall thickness); drill pipe from API Spec 5DP / ISO 11961 (pipe
 * body). The inside diameter is D − 2t, as the standards calculate it. A tubing size lists its
 * non-upset and external-upset weights together: one wall.
 */

export type PipeKind = 'tubing' | 'casing' | 'drill pipe';

export interface PipeSize {
  kind: PipeKind;
  /** Outside diameter, in. */
  odIn: number;
  /** The nominal weights (lb/ft) written for this wall. */
  weightsLbFt: readonly number[];
  /** Wall thickness, in. */
  wallIn: number;
}

const sizes = (
  kind: PipeKind,
  odIn: number,
  rows: readonly (readonly [number | readonly number[], number])[],
): PipeSize[] =>
  rows.map(([weights, wallIn]) => ({
    kind,
    odIn,
    weightsLbFt: typeof weights === 'number' ? [weights] : weights,
    wallIn,
  }));

export const API_PIPE_SIZES: readonly PipeSize[] = [
  ...sizes('tubing', 1.05, [[[1.14, 1.2], 0.113]]),
  ...sizes('tubing', 1.315, [[[1.7, 1.8], 0.133]]),
  ...sizes('tubing', 1.66, [[[2.3, 2.4], 0.14]]),
  ...sizes('tubing', 1.9, [[[2.75, 2.9], 0.145]]),
  ...sizes('tubing', 2.375, [
    [4.0, 0.167],
    [[4.6, 4.7], 0.19],
    [[5.8, 5.95], 0.254],
  ]),
  ...sizes('tubing', 2.875, [
    [[6.4, 6.5], 0.217],
    [[7.8, 7.9], 0.276],
    [[8.6, 8.7], 0.308],
  ]),
  ...sizes('tubing', 3.5, [
    [7.7, 0.216],
    [[9.2, 9.3], 0.254],
    [10.2, 0.289],
    [[12.7, 12.95], 0.375],
  ]),
  ...sizes('tubing', 4, [
    [9.5, 0.226],
    [11.0, 0.262],
  ]),
  ...sizes('tubing', 4.5, [[[12.6, 12.75], 0.271]]),
  ...sizes('casing', 4.5, [
    [9.5, 0.205],
    [10.5, 0.224],
    [11.6, 0.25],
    [13.5, 0.29],
    [15.1, 0.337],
  ]),
  ...sizes('casing', 5, [
    [11.5, 0.22],
    [13.0, 0.253],
    [15.0, 0.296],
    [18.0, 0.362],
    [21.4, 0.437],
  ]),
  ...sizes('casing', 5.5, [
    [14.0, 0.244],
    [15.5, 0.275],
    [17.0, 0.304],
    [20.0, 0.361],
    [23.0, 0.415],
  ]),
  ...sizes('casing', 6.625, [
    [20.0, 0.288],
    [24.0, 0.352],
    [28.0, 0.417],
    [32.0, 0.475],
  ]),
  ...sizes('casing', 7, [
    [17.0, 0.231],
    [20.0, 0.272],
    [23.0, 0.317],
    [26.0, 0.362],
    [29.0, 0.408],
    [32.0, 0.453],
    [35.0, 0.498],
    [38.0, 0.54],
  ]),
  ...sizes('casing', 7.625, [
    [24.0, 0.3],
    [26.4, 0.328],
    [29.7, 0.375],
    [33.7, 0.43],
    [39.0, 0.5],
  ]),
  ...sizes('casing', 8.625, [
    [24.0, 0.264],
    [28.0, 0.304],
    [32.0, 0.352],
    [36.0, 0.4],
    [40.0, 0.45],
    [44.0, 0.5],
    [49.0, 0.557],
  ]),
  ...sizes('casing', 9.625, [
    [32.3, 0.312],
    [36.0, 0.352],
    [40.0, 0.395],
    [43.5, 0.435],
    [47.0, 0.472],
    [53.5, 0.545],
  ]),
  ...sizes('casing', 10.75, [
    [32.75, 0.279],
    [40.5, 0.35],
    [45.5, 0.4],
    [51.0, 0.45],
    [55.5, 0.495],
  ]),
  ...sizes('casing', 11.75, [
    [42.0, 0.333],
    [47.0, 0.375],
    [54.0, 0.435],
    [60.0, 0.489],
  ]),
  ...sizes('casing', 13.375, [
    [48.0, 0.33],
    [54.5, 0.38],
    [61.0, 0.43],
    [68.0, 0.48],
    [72.0, 0.514],
  ]),
  ...sizes('casing', 16, [
    [65.0, 0.375],
    [75.0, 0.438],
    [84.0, 0.495],
  ]),
  ...sizes('casing', 18.625, [[87.5, 0.435]]),
  ...sizes('casing', 20, [
    [94.0, 0.438],
    [106.5, 0.5],
    [133.0, 0.635],
  ]),
  ...sizes('drill pipe', 2.375, [[6.65, 0.28]]),
  ...sizes('drill pipe', 2.875, [[10.4, 0.362]]),
  ...sizes('drill pipe', 3.5, [
    [9.5, 0.254],
    [13.3, 0.368],
    [15.5, 0.449],
  ]),
  ...sizes('drill pipe', 4, [
    [14.0, 0.33],
    [15.7, 0.38],
  ]),
  ...sizes('drill pipe', 4.5, [
    [16.6, 0.337],
    [20.0, 0.43],
  ]),
  ...sizes('drill pipe', 5, [
    [19.5, 0.362],
    [25.6, 0.5],
  ]),
  ...sizes('drill pipe', 5.5, [
    [21.9, 0.361],
    [24.7, 0.415],
  ]),
  ...sizes('drill pipe', 6.625, [
    [25.2, 0.33],
    [27.7, 0.362],
  ]),
];

/** The bore of a pipe size, in: D − 2t. */
export function insideDiameterIn(size: PipeSize): number {
  return Math.round((size.odIn - 2 * size.wallIn) * 1000) / 1000;
}

/**
 * What the standard API drift mandrel is under a casing or tubing bore, in: 1/8 in for casing
 * under 9-5/8 in, 5/32 in from 9-5/8 to 13-3/8 in and 3/16 in above; 3/32 in for tubing to 2-7/8 in
 * and 1/8 in above (API Spec 5CT / ISO 11960, drift mandrel table). Drill pipe has no body drift:
 * undefined.
 */
export function driftAllowanceIn(size: PipeSize): number | undefined {
  if (size.kind === 'drill pipe') return undefined;
  if (size.kind === 'tubing') return size.odIn <= 2.875 ? 3 / 32 : 1 / 8;
  return size.odIn < 9.625 ? 1 / 8 : size.odIn <= 13.375 ? 5 / 32 : 3 / 16;
}

/** The nominal weights (lb/ft) the tables list for an outside diameter (in), lightest first. */
export function apiWeightsOf(odIn: number): number[] {
  return API_PIPE_SIZES.filter((size) => Math.abs(size.odIn - odIn) < 0.01)
    .flatMap((size) => size.weightsLbFt)
    .sort((a, b) => a - b);
}

/**
 * The API pipe of an outside diameter (in) and a nominal weight (lb/ft), when the tables list
 * exactly one wall for them; undefined for a size or weight they do not list — never the nearest.
 */
export function apiPipeSize(odIn: number, weightLbFt: number): PipeSize | undefined {
  const matches = API_PIPE_SIZES.filter(
    (size) =>
      Math.abs(size.odIn - odIn) < 0.01 &&
      size.weightsLbFt.some((weight) => Math.abs(weight - weightLbFt) < 0.06),
  );
  const walls = new Set(matches.map((size) => size.wallIn));
  return walls.size === 1 ? matches[0] : undefined;
}
