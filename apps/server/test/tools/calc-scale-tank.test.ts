import { describe, expect, it } from 'vitest';
import { asked, calculated, resultValue } from './offline-engine';

/*
 * The offline engine on a tank run between two gauges and on the Stiff–Davis index of a brine.
 * Each expected number is worked out here from the formula (API MPMS ch. 2.2A/12.1.1 for the
 * tank: V = Δh × bbl/ft, bbl/ft = π·D²/4 ÷ 5.614583; Stiff & Davis 1952 for the index), never
 * from the calculator under test; metric inputs are converted here with the usual factors.
 */

const FT_PER_M = 3.280839895;
const FT3_PER_BBL = 5.614583333;

describe('tank strapping run between two gauges', () => {
  // Opening 12 ft 4-1/2 in = 148.5 in, closing 3 ft 1/4 in = 36.25 in: 112.25 in of level.
  const bblPerFt = (diameterFt: number) => (Math.PI * diameterFt ** 2) / 4 / FT3_PER_BBL;

  it.each([
    [
      'Tank run: opening gauge 12 ft 4-1/2 in, closing gauge 3 ft 1/4 in, tank factor 1.67 bbl/in. How many barrels?',
      112.25 * 1.67,
    ],
    [
      'gross volume sold from a 12 ft diameter tank, top gauge 12\' 4-1/2", bottom gauge 3\' 1/4"',
      (112.25 / 12) * bblPerFt(12),
    ],
    [
      'run ticket volume: opening 12 ft 4.5 in, closing 3 ft 0.25 in, 20.04 bbl/ft',
      (112.25 / 12) * 20.04,
    ],
    [
      'How many bbl between the gauges? Opening dip 3.77 m, closing dip 0.92 m, tank diameter 3.66 m',
      (3.77 - 0.92) * FT_PER_M * bblPerFt(3.66 * FT_PER_M),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Tank strapping run');
    expect(resultValue(markdown, /^Gross volume of the run$/)).toBeCloseTo(expected, 2);
  });

  it('applies a CTL only when given', async () => {
    const markdown = await calculated(
      'tank run: opening gauge 12 ft 4-1/2 in, closing gauge 3 ft 1/4 in, 1.67 bbl/in, CTL 0.9912',
    );
    expect(resultValue(markdown, /^Volume at 60 °F/)).toBeCloseTo(112.25 * 1.67 * 0.9912, 2);
  });

  it('reads "a 12 ft tank" as the diameter a lease tank is called by, and says so', async () => {
    // (12.375 − 3.0208) ft × π·6²/5.614583 bbl/ft (API MPMS ch. 2.2A, a right cylinder)
    const markdown = await calculated(
      'tank run from a 12 ft tank: opening gauge 12 ft 4-1/2 in, closing gauge 3 ft 1/4 in',
    );
    const perFoot = (Math.PI * 36) / 5.614583;
    expect(resultValue(markdown, /^Gross volume of the run/)).toBeCloseTo(
      (12.375 - (3 + 0.25 / 12)) * perFoot,
      1,
    );
    expect(markdown).toMatch(/read as 12 ft in diameter/);
  });

  it('asks for the closing gauge when only one gauge is given', async () => {
    await asked('tank run: opening gauge 12 ft 4-1/2 in, 1.67 bbl/in', 'the closing gauge');
  });

  it('leaves a single level to the vertical tank volume', async () => {
    const markdown = await calculated(
      'tank volume: 12 ft diameter, 20 ft tall, liquid level 15 ft',
    );
    expect(markdown).toContain('#### Vertical tank volume');
  });
});

describe('Stiff–Davis stability index of a brine', () => {
  /*
   * SI = pH − pCa − pAlk − K (Stiff & Davis 1952). pCa = −log10(Ca/40,078), pAlk =
   * −log10(HCO3/61,016.8 + 2 CO3/60,008.9); K from the USBR (2013) fit of the ASTM D4582 chart,
   * I < 1.2: 2.022·exp((ln I + 7.544)²/102.6) − 0.0002 T² + 0.00097 T + 0.262,
   * I ≥ 1.2: −0.1 I − 0.0002 T² − 0.00097 T + 3.887 (T in °C). Evaluated here, not by the engine.
   */
  const pCa = (ca: number) => -Math.log10(ca / 40078);
  const pAlk = (hco3: number, co3 = 0) => -Math.log10(hco3 / 61016.8 + (2 * co3) / 60008.9);
  const kFit = (i: number, t: number) =>
    i < 1.2
      ? 2.022 * Math.exp((Math.log(i) + 7.544) ** 2 / 102.6) - 0.0002 * t * t + 0.00097 * t + 0.262
      : -0.1 * i - 0.0002 * t * t - 0.00097 * t + 3.887;
  // Ionic strength of the analysis below with Na by charge balance (worked in water-chemistry.test.ts).
  const analysisI = 1.712831;

  it.each([
    [
      'Stiff-Davis index for a brine: pH 6.8, 140 °F, Ca 4,000 mg/L, Mg 1,000 mg/L, Cl 55,000 mg/L, SO4 500 mg/L, HCO3 300 mg/L',
      6.8 - pCa(4000) - pAlk(300) - kFit(analysisI, 60),
    ],
    [
      'Stiff and Davis stability index: pH 7.6 at 25 °C, calcium 1200 ppm, bicarbonate 250 ppm, carbonate 20 ppm, TDS 20,000 ppm',
      7.6 - pCa(1200) - pAlk(250, 20) - kFit(0.5, 25),
    ],
    [
      'S&DSI of produced water with pH 7.0 at 140 °F, Ca 4000 mg/l, HCO3 300 mg/l, ionic strength 1.0, K 2.7',
      7 - pCa(4000) - pAlk(300) - 2.7,
    ],
    [
      'What is the CaCO3 scaling tendency of this produced water? pH 6.8, 60 °C, calcium 4000 mg/L, magnesium 1000 mg/L, chloride 55000 mg/L, sulfate 500 mg/L, bicarbonate 300 mg/L',
      6.8 - pCa(4000) - pAlk(300) - kFit(analysisI, 60),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Stiff–Davis stability index');
    expect(resultValue(markdown, /^Stiff–Davis stability index SI$/)).toBeCloseTo(expected, 3);
  });

  it('asks for the ionic strength, the analysis or the TDS rather than guess K', async () => {
    await asked(
      'Stiff-Davis index: pH 7, 120 °F, Ca 2000 mg/L, HCO3 200 mg/L',
      'the ionic strength',
    );
  });

  it('does not read calcium hardness as CaCO3 as the calcium ion', async () => {
    await asked(
      'Stiff-Davis index: pH 7, 120 °F, calcium hardness 5000 mg/L, HCO3 200 mg/L, TDS 60,000 mg/L',
      'the calcium ion',
    );
  });

  it('leaves a fresh-water Langelier question to the Langelier index', async () => {
    const markdown = await calculated(
      'Langelier saturation index: pH 7.5, 77 °F, TDS 320 mg/L, calcium hardness 150 mg/L, alkalinity 34 mg/L',
    );
    expect(markdown).toContain('#### Langelier saturation index');
  });
});

describe('potassium written as K', () => {
  it('fills the potassium of the analysis, not K', async () => {
    const markdown = await calculated(
      'Stiff-Davis index: pH 6.8, 140 °F, Ca 4,000 mg/L, Mg 1,000 mg/L, Na 29,537 mg/L, K 500 mg/L, Cl 55,000 mg/L, SO4 500 mg/L, HCO3 300 mg/L',
    );
    // K⁺ 500 mg/L adds ½ × 500/39,098.3 = 0.006394 mol/L to the ionic strength of 1.712831.
    expect(resultValue(markdown, /^Ionic strength$/)).toBeCloseTo(1.712831 + 0.006394, 3);
  });
});
