import { describe, expect, it } from 'vitest';
import { conversation, resultValue } from './offline-engine';

const HYDROSTATIC = /^Hydrostatic pressure$/;

describe('a follow-up that changes one input re-runs the last calculation', () => {
  it('changes the mud weight, then the depth, keeping the other input', async () => {
    // P = 0.052 × MW × TVD (Bourgoyne et al., Applied Drilling Engineering, eq. 4.3, field units):
    // 0.052 × 9.5 × 8,000 = 3,952 psi; 0.052 × 12.5 × 8,000 = 5,200; 0.052 × 12.5 × 10,000 = 6,500.
    const [first, second, third] = await conversation([
      'What is the hydrostatic pressure of 9.5 ppg mud at 8000 ft?',
      'make it 12.5 ppg',
      'what about at 10,000 ft?',
    ]);
    expect(resultValue(first?.markdown ?? '', HYDROSTATIC)).toBeCloseTo(3952, 6);
    expect(second?.skill).toBe('calculator');
    expect(second?.markdown).toMatch(/^Recalculated with Mud weight = 12\.5 ppg \(was 9\.5 ppg\)/);
    expect(resultValue(second?.markdown ?? '', HYDROSTATIC)).toBeCloseTo(5200, 6);
    expect(third?.markdown).toMatch(/^Recalculated with TVD = 10,000 ft \(was 8,000 ft\)/);
    expect(resultValue(third?.markdown ?? '', HYDROSTATIC)).toBeCloseTo(6500, 6);
  });

  it('adds figures the last calculation lacked: "plus 10,000 Mcf at $3" after an oil tax', async () => {
    // Texas Tax Code §202.052 (oil 4.6 %) and §201.052 (gas 7.5 %); Natural Resources Code
    // §81.116–.117 fees of 5/8 ¢/bbl and 1/15 ¢/Mcf: 16,100 + 2,250 + 31.25 + 6.667 = 18,387.92.
    const [, both] = await conversation([
      'TX lease, 5,000 bbl oil at $70. severance tax?',
      'plus 10,000 Mcf at $3.00 of gas. total with the fees?',
    ]);
    expect(both?.markdown).toMatch(/^Recalculated with Gas volume = 10,000 Mscf \(added\)/);
    expect(resultValue(both?.markdown ?? '', /^Total taxes and fees$/)).toBeCloseTo(18_387.92, 1);
  });

  it('adds the water and the lean strength to a concentration worked out before: the dose a day', async () => {
    // Hammerschmidt (1934) as in Carroll, Natural Gas Hydrates, 3rd ed., ch. 6: W = 100·M·ΔT/(K +
    // M·ΔT) with MEG M = 62.07, K = 2,200 °F; ΔT = 58 − 30 = 28 °F → 1,737.96/3,937.96 = 44.13 wt %.
    // Lean rate = XR·mw/(XL − XR) = 0.4413 × (25 × 350.18 lb/d)/(0.80 − 0.4413) ≈ 10,772 lb/d.
    const [first, dose] = await conversation([
      'hydrate point at the separator pressure is 58 F and the line sees 30 F at night. MEG wt%?',
      'free water is 25 bwpd and we inject 80 wt% lean MEG. lb/d?',
    ]);
    expect(first?.markdown).toMatch(
      /^\*\*Inhibitor concentration needed in the water phase \(rich\): 44\.13 wt %\*\*/,
    );
    expect(dose?.skill).toBe('calculator');
    expect(dose?.markdown).toMatch(/^Recalculated with Water rate = 25 bbl\/d/);
    expect(dose?.markdown).toMatch(
      /\*\*Injection rate, 80 wt % MEG \(ethylene glycol\): 10,77\d lb\/d\*\*/,
    );
  });

  it('changes the mud in the hole, not the leak-off, when "the mud" goes up after a MAASP', async () => {
    // MAASP = (ρ_LOT − ρ_mud) × g × TVD (IWCF well-control formula sheet, metric):
    // (1,780 − 1,500) kg/m³ × 9.80665 m/s² × 1,850 m = 5,079,845 Pa = 50.80 bar.
    for (const change of ['what if the mud goes to 1.50', 'and with 1.50 SG mud?']) {
      const [, second] = await conversation([
        'Shoe at 1,850 m TVD, LOT 1.78 SG EMW, drilling with 1.45 SG. MAASP in bar?',
        change,
      ]);
      expect(second?.markdown, change).toMatch(/^Recalculated with Mud weight now = 1\.5 SG/);
      expect(second?.markdown, change).toMatch(/\*\*Maximum allowable .*: 50\.[89]\d bar\*\*/);
    }
  });

  it('re-runs a kill sheet with a new SIDPP, named or not', async () => {
    // KMW = OMW + SIDPP/(0.052 × TVD) (Lapeyrouse, 2nd ed., ch. 4): 10.2 + 600/520 = 11.353846 ppg.
    for (const change of [
      'what if SIDPP is 600 psi?',
      'SIDPP 600 psi instead',
      'use 600 psi SIDPP',
    ]) {
      const [, second] = await conversation([
        'kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
        change,
      ]);
      expect(second?.skill, change).toBe('calculator');
      expect(resultValue(second?.markdown ?? '', /^Kill mud weight$/), change).toBeCloseTo(
        11.3538,
        3,
      );
      expect(second?.markdown).toContain('well-control procedure and the approved kill sheet');
    }
  });

  it('takes a bare number for a named input in the unit the chat gave it, and says so', async () => {
    // KMW = OMW + SIDPP/(0.052 × TVD) (Lapeyrouse, 2nd ed., ch. 4): 10.2 + 600/520 = 11.353846 ppg;
    // 35 bar then 40 bar (1 bar = 14.503774 psi) at 3,000 m (9,842.52 ft) with 1.2 SG mud:
    // 1.2 × 8.345404 + 40 × 14.503774/(0.052 × 9,842.52) = 11.1480 ppg.
    const [, field] = await conversation([
      'kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      'what if SIDPP is 600?',
    ]);
    expect(field?.skill).toBe('calculator');
    expect(resultValue(field?.markdown ?? '', /^Kill mud weight$/)).toBeCloseTo(11.3538, 3);
    expect(field?.markdown).toContain('600 read as 600 psi.');

    const [, metric] = await conversation([
      'kill mud weight: SIDPP 35 bar, TVD 3,000 m, mud 1.2 SG',
      'and SIDPP 40?',
    ]);
    expect(resultValue(metric?.markdown ?? '', /^Kill mud weight$/)).toBeCloseTo(
      1.2 * 8.345404 + (40 * 14.503774) / (0.052 * (3000 / 0.3048)),
      3,
    );
    expect(metric?.markdown).toContain('40 read as 40 bar');
  });

  it('takes a metric change in a metric conversation', async () => {
    // In metric, ρ·g·h: 1.2 × 0.0980665 bar/m × 3,000 m = 352.94 bar = 5,118.9 psi.
    const [, second] = await conversation([
      'hydrostatic of 1.2 SG mud at 2500 m',
      'what about 3000 m?',
    ]);
    expect(resultValue(second?.markdown ?? '', HYDROSTATIC)).toBeCloseTo(
      1.2 * 0.0980665 * 3000 * 14.503774,
      0,
    );
  });

  it('changes an input named by its label alone: the economic limit after a decline forecast', async () => {
    const [first, second] = await conversation([
      'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
      'the economic limit is 20 bopd',
    ]);
    expect(second?.skill).toBe('calculator');
    expect(second?.markdown).toMatch(/^Recalculated with Economic limit = 20 \(was 10\)/);
    expect(second?.markdown).not.toContain('I still need');
    // A higher economic limit ends the forecast sooner: a smaller EUR.
    expect(resultValue(second?.markdown ?? '', /^Estimated ultimate recovery/)).toBeLessThan(
      resultValue(first?.markdown ?? '', /^Estimated ultimate recovery/),
    );
  });

  it('does not guess which input a bare pressure changes on a kill sheet (SIDPP or SICP?)', async () => {
    const [, second] = await conversation([
      'kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      'try 600 psi',
    ]);
    expect(second?.markdown).not.toContain('#### Kill mud weight');
  });

  it('does not re-run with a number that fits no input of the last calculation', async () => {
    const [, second] = await conversation([
      'What is the hydrostatic pressure of 9.5 ppg mud at 8000 ft?',
      'what about 35 API oil?',
    ]);
    expect(second?.markdown).not.toContain('Recalculated');
    expect(second?.markdown).not.toContain('#### Hydrostatic pressure');
  });

  it('answers a new calculation as new, not as a change to the last one', async () => {
    const [, second] = await conversation([
      'What is the hydrostatic pressure of 9.5 ppg mud at 8000 ft?',
      'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
    ]);
    expect(second?.markdown).not.toContain('Recalculated');
    expect(second?.markdown).toContain('z');
    expect(second?.markdown).not.toContain('#### Hydrostatic pressure');
  });
});

describe('a follow-up keeps the units the conversation asked for', () => {
  it('answers "what about 3000 m?" in bar after "in bar"', async () => {
    // ρgh: 1.2 × 0.0980665 bar/m × 3,000 m = 353.04 bar (0.052 psi/ft/ppg gives 353.4).
    const [, second] = await conversation([
      'hydrostatic of 1.2 SG mud at 2500 m in bar',
      'what about 3000 m?',
    ]);
    const line = /- Hydrostatic pressure: \*\*([\d,.]+)\*\* bar/.exec(second?.markdown ?? '');
    expect(Number(line?.[1]?.replace(/,/g, ''))).toBeCloseTo(353.4, 0);
  });
});

describe('a result of the last calculation asked in words the knowledge base also knows', () => {
  it('answers "what pit gain should I expect when it falls?" from the slug just worked out', async () => {
    // Pit gain = slug volume × (slug weight / mud weight − 1) (Lapeyrouse 2002, ch. 2):
    // slug volume = 200 × 0.0178 × 11 / (12.5 − 11) = 26.107 bbl; gain = 26.107 × (12.5/11 − 1).
    const [, gain] = await conversation([
      'want 200 ft of dry pipe, MW 11.0, slug 12.5 ppg, DP capacity 0.0178 bbl/ft. slug volume?',
      'what pit gain should I expect when it falls',
    ]);
    const volume = (200 * 0.0178 * 11) / 1.5;
    expect(gain?.skill).toBe('calculator');
    expect(resultValue(gain?.markdown ?? '', /^Pit gain when the slug falls$/)).toBeCloseTo(
      volume * (12.5 / 11 - 1),
      2,
    );
  });

  it('"and for 15 min?" after a retention volume is the new time, not the benzene 15-minute limit', async () => {
    // API 12J retention: V = Q·t/1,440; 5,400 bbl/d for 15 min = 56.25 bbl.
    const [, longer] = await conversation([
      'separator sees 5,400 bbl/d of liquid, we want 12 minutes retention, liquid volume needed?',
      'and for 15 min?',
    ]);
    expect(longer?.skill).toBe('calculator');
    expect(resultValue(longer?.markdown ?? '', /^Liquid volume/)).toBeCloseTo(
      (5400 * 15) / 1440,
      2,
    );
  });
});

describe('a follow-up that repeats a figure the last calculation had asks another of its results', () => {
  it('"and the cum thru month 24?" after the rate at 24 months is that cumulative', async () => {
    // Arps (1945) hyperbolic, nominal Di = 0.60/yr, b = 0.5, t = 24 months = 2 yr:
    // q = 500/(1 + 0.5 × 0.6 × 2)^2 = 195.3125 bbl/d; Np = qi/((1 − b)·Di)·[1 − (q/qi)^(1 − b)]
    // with Di per day 0.6/365.25 → 608,750 × (1 − 0.625) = 228,281.25 bbl.
    const [rate, cum] = await conversation([
      'qi 500 bopd, b 0.5, nominal Di 60%/yr. rate at 24 months?',
      'ok and cum thru month 24',
    ]);
    expect(resultValue(rate?.markdown ?? '', /^Rate at 24 months$/)).toBeCloseTo(195.3125, 2);
    expect(cum?.markdown).not.toMatch(/^Recalculated/);
    expect(resultValue(cum?.markdown ?? '', /^Cumulative .* to 24 months$/)).toBeCloseTo(
      228_281.25,
      0,
    );
  });

  it('reads a figure named for another input as that input, even at the same value', async () => {
    // Volumetric OOIP, N = 7,758 A h φ (1 − Sw)/Boi (Craft and Hawkins, ch. 1):
    // 7,758 × 160 × 30 × 0.2 × 0.75/1.25 = 4,468,608 STB (7,758 bbl per acre-ft, rounded);
    // a recovery factor of 25 % → 1,117,152.
    const [, recoverable] = await conversation([
      '160 acres, 30 ft net pay, 20% porosity, 25% Sw, Boi 1.25. OOIP?',
      'recoverable with a 25% RF?',
    ]);
    const value = resultValue(recoverable?.markdown ?? '', /^Recoverable oil/);
    expect(Math.abs(value / 1_117_152 - 1)).toBeLessThan(1e-4);
  });
});

describe('a change to the last calculation in words the knowledge base also knows', () => {
  it('answers "after the acid job skin -2, new rate?" from the inflow just worked out', async () => {
    // q = 0.00708 k h Δp / (μ Bo (ln(re/rw) − 0.75 + s)) (Ahmed, Reservoir Engineering Handbook,
    // 4th ed., ch. 6), pseudo-steady state, s = −2.
    const [, acid] = await conversation([
      'pseudo steady state: k 30 md, h 35 ft, p-bar 3000 psia, pwf 2300 psia, visc 1.4 cp, Bo 1.2, re 1320 ft, rw 0.354 ft, skin 3. rate?',
      'after the acid job skin -2, new rate?',
    ]);
    expect(acid?.skill).toBe('calculator');
    expect(resultValue(acid?.markdown ?? '', /^Oil rate/)).toBeCloseTo(
      (0.00708 * 30 * 35 * 700) / (1.4 * 1.2 * (Math.log(1320 / 0.354) - 0.75 - 2)),
      0,
    );
  });
});

describe('a figure named and worked out beside the guidance', () => {
  it('keeps the worked inhibitor concentration in an answer about hydrates', async () => {
    // W = 100·M·ΔT/(K + M·ΔT), MEG: M 62.07, K 2,200 °F, ΔT = 60 − 32 = 28 °F (Hammerschmidt,
    // 1934; GPSA Engineering Data Book, sect. 20).
    const [reply] = await conversation([
      'hydrate temp 60F at line pressure, line gets down to 32F. MEG concentration needed in water phase?',
    ]);
    const expected = (100 * 62.07 * 28) / (2200 + 62.07 * 28);
    expect(
      resultValue(reply?.markdown ?? '', /^Inhibitor concentration needed in the water phase/),
    ).toBeCloseTo(expected, 1);
  });
});

describe('a calculation asked by name with no figures, answered from the knowledge base first', () => {
  it('"erosional velocity for intermittent service?" keeps C = 125 when the density follows (API RP 14E)', async () => {
    // Ve = C/√ρm = 125/√7.8 = 44.76 ft/s; at C = 100 (continuous service) it would be 35.81.
    const [guidance, answer] = await conversation([
      'Erosional velocity for intermittent service per RP 14E?',
      'mixture density 7.8 lb/ft3',
    ]);
    expect(guidance?.skill).toBe('knowledge');
    expect(answer?.skill).toBe('calculator');
    expect(resultValue(answer?.markdown ?? '', /^Erosional velocity Ve$/)).toBeCloseTo(44.76, 2);
  });
});
