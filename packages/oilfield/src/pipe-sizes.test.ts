import { describe, expect, it } from 'vitest';

import { API_PIPE_SIZES, apiPipeSize, insideDiameterIn } from './pipe-sizes';

// Inside diameters as the tables print them: API Spec 5CT (casing and tubing, dimensions and
// masses tables) and API Spec 5DP (drill pipe body), also in Halliburton's cementing tables and
// every service company's pipe data book.
const PUBLISHED: readonly [string, number, number, number][] = [
  ['2-3/8 in 4.70 lb/ft EUE tubing', 2.375, 4.7, 1.995],
  ['2-3/8 in 4.60 lb/ft non-upset tubing', 2.375, 4.6, 1.995],
  ['2-7/8 in 6.50 lb/ft EUE tubing', 2.875, 6.5, 2.441],
  ['2-7/8 in 8.70 lb/ft EUE tubing', 2.875, 8.7, 2.259],
  ['3-1/2 in 9.30 lb/ft EUE tubing', 3.5, 9.3, 2.992],
  ['4-1/2 in 12.75 lb/ft EUE tubing', 4.5, 12.75, 3.958],
  ['5-1/2 in 17 lb/ft casing', 5.5, 17, 4.892],
  ['7 in 26 lb/ft casing', 7, 26, 6.276],
  ['7 in 29 lb/ft casing', 7, 29, 6.184],
  ['9-5/8 in 40 lb/ft casing', 9.625, 40, 8.835],
  ['9-5/8 in 47 lb/ft casing', 9.625, 47, 8.681],
  ['13-3/8 in 68 lb/ft casing', 13.375, 68, 12.415],
  ['20 in 94 lb/ft casing', 20, 94, 19.124],
  ['3-1/2 in 13.30 lb/ft drill pipe', 3.5, 13.3, 2.764],
  ['4-1/2 in 16.60 lb/ft drill pipe', 4.5, 16.6, 3.826],
  ['5 in 19.50 lb/ft drill pipe', 5, 19.5, 4.276],
];

describe('API pipe sizes (API Spec 5CT, API Spec 5DP)', () => {
  it.each(PUBLISHED)('%s has the published bore', (_name, od, weight, bore) => {
    const size = apiPipeSize(od, weight);
    expect(size && insideDiameterIn(size)).toBe(bore);
  });

  it('reads a weight given in kg/m once converted: 38.69 kg/m is 26 lb/ft', () => {
    const size = apiPipeSize(7, 38.69 / 1.48816394);
    expect(size && insideDiameterIn(size)).toBe(6.276);
  });

  it('gives no bore for a weight or a size the tables do not list, never the nearest', () => {
    expect(apiPipeSize(7, 27)).toBeUndefined();
    expect(apiPipeSize(2.875, 7.0)).toBeUndefined();
    expect(apiPipeSize(6, 20)).toBeUndefined();
  });

  it('lists every size with a wall under half its diameter and no weight twice for one size', () => {
    for (const size of API_PIPE_SIZES) expect(size.wallIn).toBeLessThan(size.odIn / 2);
    for (const size of API_PIPE_SIZES)
      for (const weight of size.weightsLbFt) expect(apiPipeSize(size.odIn, weight)).toBeDefined();
  });
});
