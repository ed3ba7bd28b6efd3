import { describe, expect, it } from 'vitest';
import { asksBack, chat, input, result } from './support';

/**
 * A rod pump's net stroke said after its surface stroke, a clock time and a count of stages
 * written in words, a depth that is a directional well's
 * kick-off point, a decline whose name is denied, a list of
 * cash flows with their periods listed one by one, and NGLs beside the oil. Expected values from
 * the definitions: KMW = OMW + SIDPP/(0.052 × TVD) (IADC kill sheet), which needs the bit's TVD;
 * NPV = Σ CF_t/(1 + i)^t with the flows at the end of years 1…n (SPEE); BOE = oil + NGL + gas/6
 * (SPE PRMS, 6 Mcf = 1 BOE); PD = 0.1166 × d² × S × N bbl/d, S the net plunger stroke in inches
 * (API RP 11L; Takacs, Sucker-Rod Pumping Handbook, 2015, ch. 3).
 */

describe('the net stroke said after the surface stroke', () => {
  it('works the displacement on the net stroke, and keeps it when the speed changes', () => {
    const [first, faster] = chat([
      'PD for a 1.75" plunger, 144" stroke, net 126", 8 SPM?',
      'and at 10 spm?',
    ]);
    expect(result(first, 'pump_displacement')).toBeCloseTo(0.1166 * 1.75 ** 2 * 126 * 8, 0);
    expect(result(faster, 'pump_displacement')).toBeCloseTo(0.1166 * 1.75 ** 2 * 126 * 10, 0);
  });
});

describe('a kick-off point is no true vertical depth', () => {
  it('asks for the TVD of a directional well told by its MD and KOP', () => {
    const [answer] = chat([
      "Shut in on the 3H. SIDPP 420 psi, 11.6 ppg mud, bit at 12,900' MD, KOP at 5,500'. KMW?",
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/true vertical depth/);
  });

  it('still reads a TVD given beside the KOP', () => {
    const [answer] = chat([
      'SIDPP 420 psi, 11.6 ppg mud, TVD 9,800 ft, kick-off point 5,500 ft. Kill weight?',
    ]);
    // 11.6 + 420 / (0.052 × 9,800) = 12.424 ppg
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.6 + 420 / (0.052 * 9800), 3);
  });
});

describe('a decline named by what it is not', () => {
  it('asks for b when the decline is said not to be exponential', () => {
    const [answer] = chat([
      'qi 650 bopd, 60 %/yr effective secant decline, not exponential — cum after 3 years?',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/b-factor/);
  });

  it('still reads b = 0 from a decline called exponential', () => {
    const [answer] = chat(['qi 650 bopd, 40 %/yr nominal, exponential. Rate after 12 months?']);
    expect(input(answer, 'b_factor')).toBe(0);
  });
});

describe('cash flows with their periods listed one by one', () => {
  it('discounts each flow to the end of its year', () => {
    const [answer] = chat(['NPV @ 12% for 150k, 180k, 120k, 90k coming in years 1, 2, 3 and 4']);
    const npv = 150e3 / 1.12 + 180e3 / 1.12 ** 2 + 120e3 / 1.12 ** 3 + 90e3 / 1.12 ** 4;
    expect(result(answer, 'npv_usd')).toBeCloseTo(npv, 0);
  });
});

describe('NGLs beside the oil in a BOE', () => {
  it('counts both liquids and the gas at 6:1', () => {
    const [answer] = chat(['well makes 300 bopd, 80 bbl/d of NGLs and 1,500 mcf/d. BOE per day?']);
    expect(result(answer, 'boe')).toBeCloseTo(300 + 80 + 1500 / 6, 6);
  });
});

describe('a time of day and a count in words', () => {
  it('never reads a clock time as a pressure', () => {
    const [answer] = chat([
      'SCRs taken at 06:00: 420 psi @ 30 spm. SIDPP 380, TVD 10,100 ft, OMW 10.6. FCP?',
    ]);
    // KMW = 10.6 + 380 / (0.052 × 10,100); FCP = SCR × KMW / OMW
    const kmw = 10.6 + 380 / (0.052 * 10100);
    expect(result(answer, 'final_circulating_pressure_psi')).toBeCloseTo((420 * kmw) / 10.6, 1);
  });

  it('reads a two-stage compressor as two stages', () => {
    const [answer] = chat([
      'two-stage compressor, suction 45 psig, discharge 1,000 psig, ratio per stage?',
    ]);
    // (1,014.696 / 59.696)^(1/2), GPSA equal ratios per stage
    expect(result(answer, 'ratio_per_stage')).toBeCloseTo(Math.sqrt(1014.696 / 59.696), 3);
  });
});
