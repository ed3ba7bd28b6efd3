import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { uniform } from './testing/arbitraries';
import { langelierSaturationIndex, stiffDavisIndex } from './water-chemistry';

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

describe('Stiff–Davis stability index (Stiff & Davis 1952; K by the USBR 2013 fit of ASTM D4582)', () => {
  /*
   * No published worked example could be recalled with certainty, so each case is the formula
   * evaluated by hand here, SI = pH − pCa − pAlk − K:
   *   Ca 4,000 mg/L = 4,000/40,078 = 0.099805 mol/L → pCa = 1.000846
   *   HCO3 300 mg/L = 300/61,016.8 = 0.0049167 eq/L → pAlk = 2.308328
   */
  it('with K given: pH 7.0, K 2.7 → SI = 7.0 − 1.000846 − 2.308328 − 2.7 = 0.990826', () => {
    const result = stiffDavisIndex({
      ph: 7,
      temperature_degF: 140,
      calcium_mg_per_l: 4000,
      bicarbonate_mg_per_l: 300,
      ionic_strength_mol_per_l: 1,
      k_value: 2.7,
    });
    expect(result.values.p_ca.value).toBeCloseTo(1.000846, 6);
    expect(result.values.p_alk.value).toBeCloseTo(2.308328, 6);
    expect(result.values.stability_index.value).toBeCloseTo(0.990826, 6);
    expect(result.notes[0]).toMatch(/scale is likely/);
  });

  it('with K read from the chart, needs neither the temperature nor the ionic strength', () => {
    // SI = 7.0 − 1.000846 − 2.308328 − 2.7 = 0.990826 (as above); nothing for the ionic strength.
    const result = stiffDavisIndex({
      ph: 7,
      calcium_mg_per_l: 4000,
      bicarbonate_mg_per_l: 300,
      k_value: 2.7,
    });
    expect(result.values.stability_index.value).toBeCloseTo(0.990826, 6);
    expect(result.values.ionic_strength).toBeUndefined();
    // Without K, the temperature it is read at is needed.
    expect(() =>
      stiffDavisIndex({
        ph: 7,
        calcium_mg_per_l: 4000,
        bicarbonate_mg_per_l: 300,
        ionic_strength_mol_per_l: 1,
      }),
    ).toThrow(/temperature/);
  });

  it('from a brine analysis, sodium by charge balance, K from the fit above I = 1.2', () => {
    /*
     * Cl 55,000, SO4 500, HCO3 300, Ca 4,000, Mg 1,000 mg/L, no Na given, 140 °F = 60 °C, pH 6.8.
     *   anions: 55,000/35.453 + 2 × 500/96.06 + 300/61.0168 = 1,551.35 + 10.41 + 4.92 = 1,566.68 meq/L
     *   cations: 2 × 4,000/40.078 + 2 × 1,000/24.305 = 199.61 + 82.29 = 281.90 meq/L
     *   Na = 1,284.78 meq/L = 29,537 mg/L
     *   I = ½ (1.28478 + 4 × 0.099805 + 4 × 0.041144 + 1.55135 + 4 × 0.005205 + 0.004917) = 1.712831
     *   K = −0.1 × 1.712831 − 0.0002 × 60² − 0.00097 × 60 + 3.887 = 2.937517
     *   SI = 6.8 − 1.000846 − 2.308328 − 2.937517 = 0.553309
     */
    const result = stiffDavisIndex({
      ph: 6.8,
      temperature_degF: 140,
      calcium_mg_per_l: 4000,
      magnesium_mg_per_l: 1000,
      chloride_mg_per_l: 55000,
      sulfate_mg_per_l: 500,
      bicarbonate_mg_per_l: 300,
    });
    expect(result.values.ionic_strength?.value).toBeCloseTo(1.712831, 5);
    expect(result.values.k_value.value).toBeCloseTo(2.937517, 5);
    expect(result.values.stability_index.value).toBeCloseTo(0.553309, 5);
    expect(result.assumptions.join(' ')).toMatch(
      /Sodium not given: 29,537 mg\/L by charge balance/,
    );
  });

  it('from TDS, K from the fit below I = 1.2, carbonate counted twice in the alkalinity', () => {
    /*
     * TDS 20,000 → I = 2.5e-5 × 20,000 = 0.5; 77 °F = 25 °C, pH 7.6, Ca 1,200, HCO3 250, CO3 20.
     *   (ln 0.5 + 7.544)²/102.6 = 0.457448; K = 2.022 × e^0.457448 − 0.0002 × 625 + 0.00097 × 25
     *     + 0.262 = 3.194795 − 0.125 + 0.02425 + 0.262 = 3.356085
     *   pCa = −log10(1,200/40,078) = 1.523725
     *   pAlk = −log10(250/61,016.8 + 2 × 20/60,008.9) = −log10(0.0047638) = 2.322046
     *   SI = 7.6 − 1.523725 − 2.322046 − 3.356085 = 0.398144
     */
    const result = stiffDavisIndex({
      ph: 7.6,
      temperature_degF: 77,
      calcium_mg_per_l: 1200,
      bicarbonate_mg_per_l: 250,
      carbonate_mg_per_l: 20,
      tds_mg_per_l: 20000,
    });
    expect(result.values.k_value.value).toBeCloseTo(3.356085, 5);
    expect(result.values.p_alk.value).toBeCloseTo(2.322046, 5);
    expect(result.values.stability_index.value).toBeCloseTo(0.398144, 5);
    expect(result.sources.join(' ')).toMatch(/2\.5 × 10⁻⁵ × TDS/);
  });

  it('refuses without any measure of ionic strength, and out-of-range inputs', () => {
    const base = {
      ph: 7,
      temperature_degF: 120,
      calcium_mg_per_l: 2000,
      bicarbonate_mg_per_l: 200,
    };
    expect(() => stiffDavisIndex(base)).toThrow(/K depends on the ionic strength/);
    expect(() => stiffDavisIndex({ ...base, ph: 15, tds_mg_per_l: 50000 })).toThrow(
      OilfieldInputError,
    );
    expect(() => stiffDavisIndex({ ...base, calcium_mg_per_l: 0, tds_mg_per_l: 50000 })).toThrow(
      OilfieldInputError,
    );
  });

  it('flags temperatures above the chart and ionic strengths near the fit’s break', () => {
    const hot = stiffDavisIndex({
      ph: 7,
      temperature_degF: 230,
      calcium_mg_per_l: 2000,
      bicarbonate_mg_per_l: 200,
      ionic_strength_mol_per_l: 1.25,
    });
    expect(hot.warnings.join(' ')).toMatch(/temperature_degF = 230 °F is outside/);
    expect(hot.warnings.join(' ')).toMatch(/changes branch at I = 1\.2/);
  });

  it('rises one for one with pH, and with temperature above 37 °F (property)', () => {
    fc.assert(
      fc.property(
        uniform(5, 9),
        uniform(0, 2),
        uniform(40, 193),
        uniform(0, 1),
        uniform(0.02, 3.5),
        uniform(100, 20000),
        (ph, dph, t, dt, ionicStrength, calcium) => {
          const run = (pH: number, temperature: number) =>
            stiffDavisIndex({
              ph: pH,
              temperature_degF: temperature,
              calcium_mg_per_l: calcium,
              bicarbonate_mg_per_l: 300,
              ionic_strength_mol_per_l: ionicStrength,
            }).values.stability_index.value;
          const si = run(ph, t);
          expect(run(ph + dph, t) - si).toBeCloseTo(dph, 9);
          expect(run(ph, t + dt)).toBeGreaterThanOrEqual(si - 1e-12);
        },
      ),
    );
  });
});
