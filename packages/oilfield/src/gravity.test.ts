import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  apiFromSpecificGravity,
  apiToSpecificGravity,
  specificGravityFromApi,
  specificGravityToApi,
} from './gravity';
import { uniform } from './testing/arbitraries';

describe('API gravity ↔ specific gravity (API MPMS 11.1; reference vectors from Ahmed)', () => {
  it('water (SG 1.0) is 10 °API', () => {
    expect(specificGravityToApi({ specific_gravity: 1 }).values.api_gravity.value).toBeCloseTo(
      10,
      12,
    );
  });

  it('30 °API is SG 0.87616', () => {
    expect(apiToSpecificGravity({ api_gravity: 30 }).values.specific_gravity.value).toBeCloseTo(
      0.87616,
      5,
    );
  });

  it('47.1 °API is SG 0.79227 (Ahmed, Oil 1 of the chapter 2 examples)', () => {
    const result = apiToSpecificGravity({ api_gravity: 47.1 });
    expect(result.values.specific_gravity.value).toBeCloseTo(0.79227, 5);
    expect(result.values.density_lb_per_ft3.value).toBeCloseTo(0.79227 * 62.37, 2);
  });

  it('round-trips API → SG → API (property, 1e-9)', () => {
    fc.assert(
      fc.property(uniform(-10, 150), (api) => {
        expect(apiFromSpecificGravity(specificGravityFromApi(api))).toBeCloseTo(api, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('flags gravities outside 0–100 °API and refuses impossible ones', () => {
    expect(apiToSpecificGravity({ api_gravity: 120 }).warnings[0]).toMatch(
      /api_gravity = 120 °API is outside/,
    );
    expect(() => specificGravityToApi({ specific_gravity: -0.8 })).toThrow(OilfieldInputError);
    expect(() => apiToSpecificGravity({ api_gravity: -140 })).toThrow(/api_gravity = -140/);
  });
});
