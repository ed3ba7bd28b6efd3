import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { langelierSaturationIndex } from './water-chemistry';

describe('Langelier saturation index (Wikipedia worked example, mirrored at poolwaterexperts.com)', () => {
  it('pH 7.5, TDS 320, Ca 150, alkalinity 34 at 25 °C → A 0.15, B 2.09, C 1.78, D 1.53, pHs 8.23, LSI −0.7', () => {
    const result = langelierSaturationIndex({
      ph: 7.5,
      temperature_degF: 77,
      tds_mg_per_l: 320,
      calcium_hardness_mg_per_l_as_caco3: 150,
      alkalinity_mg_per_l_as_caco3: 34,
    });
    expect(Math.abs(result.values.a_factor.value - 0.15)).toBeLessThan(0.005);
    expect(Math.abs(result.values.b_factor.value - 2.09)).toBeLessThan(0.005);
    expect(Math.abs(result.values.c_factor.value - 1.78)).toBeLessThan(0.005);
    expect(Math.abs(result.values.d_factor.value - 1.53)).toBeLessThan(0.005);
    expect(Math.abs(result.values.saturation_ph.value - 8.231)).toBeLessThan(5e-4);
    expect(Math.abs(result.values.lsi.value + 0.7)).toBeLessThan(0.05);
    expect(result.notes[0]).toMatch(/corrosive/);
  });

  it('refuses brines above 4,000 mg/L TDS and points to Stiff–Davis', () => {
    const call = () =>
      langelierSaturationIndex({
        ph: 6.8,
        temperature_degF: 150,
        tds_mg_per_l: 85000,
        calcium_hardness_mg_per_l_as_caco3: 8000,
        alkalinity_mg_per_l_as_caco3: 300,
      });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(/tds_mg_per_l = 85,000 mg\/L is above the 4,000 mg\/L limit.*Stiff–Davis/);
  });

  it('shows scaling tendency for hard, alkaline, warm water', () => {
    const result = langelierSaturationIndex({
      ph: 8.2,
      temperature_degF: 140,
      tds_mg_per_l: 1500,
      calcium_hardness_mg_per_l_as_caco3: 400,
      alkalinity_mg_per_l_as_caco3: 250,
    });
    expect(result.values.lsi.value).toBeGreaterThan(0.5);
    expect(result.notes[0]).toMatch(/scale-forming/);
  });
});
