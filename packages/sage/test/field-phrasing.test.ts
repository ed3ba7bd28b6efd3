import { describe, expect, it } from 'vitest';
import { readQuantities } from '../src/read';
import type { CalculationAnswer } from '../src/engine';
import { asksBack, card, chat, input, result } from './support';

/**
 * How engineers write declines, cash flows and histories in reports: the well's fluid instead of
 * "qi", periods named before their numbers, thousands as "k", abbreviations of a decline's type.
 * Expected values from the textbook forms: Arps (1945) as in Lee & Wattenberger, Gas Reservoir
 * Engineering (SPE Textbook 5, 1996), ch. 10; NPV and payout as in Mian, Project Economics and
 * Decision Analysis, 2nd ed. (2011), ch. 3.
 */

const M3_PER_BBL = 0.158987294928;

describe('declines written as field reports', () => {
  it("takes the well's only rate as its initial rate, whatever fluid names it", () => {
    // Hyperbolic: q = qi/(1 + b·Di·t)^(1/b) = 120/(1 + 0.5·0.5·5)² = 23.70 m3/d.
    const [oil] = chat([
      'oil well 120 m3/d, hyperbolic b=0.5, Di 0.5/yr nominal. rate after 5 years',
    ]);
    expect(result(oil, 'rate_at_time') * M3_PER_BBL).toBeCloseTo(120 / 2.25 ** 2, 2);
    // Exponential: q = qi·e^(−Di·t) = 450,000·e^(−0.5) = 272,939 m3/d.
    const [gas] = chat([
      'Gas well 450,000 sm3/d, exponential decline 25 %/yr (nominal). Rate after 2 yrs?',
    ]);
    expect(input(gas, 'initial_rate_per_day')).toBeCloseTo(450_000 / 28.316_846_592, 0);
    expect(result(gas, 'rate_at_time') * 28.316_846_592).toBeCloseTo(450_000 * Math.exp(-0.5), -1);
  });

  it('reads "exp", "nom" and "eff" and the misspelt "nomial" as the decline they name', () => {
    // q = 500·e^(−0.3·2) = 274.41 bbl/d.
    const [nominal] = chat(['exp decline, qi 500 bopd, nomial Di 30%/yr. rate after 24 mo?']);
    expect(result(nominal, 'rate_at_time')).toBeCloseTo(500 * Math.exp(-0.6), 1);
    const [effective] = chat(['exp decline, qi 500 bopd, Di 30%/yr eff. rate after 24 mo?']);
    // An effective 30 %/yr exponential decline keeps 70 % a year: 500·0.7² = 245 bbl/d.
    expect(result(effective, 'rate_at_time')).toBeCloseTo(245, 1);
  });

  it('reads a time named before its number: "rate at month 24", "at year 12"', () => {
    // q = 1200/(1 + 0.8·0.75·2)^(1/0.8) = 447.9 bbl/d.
    const [month] = chat([
      'hyperbolic: qi 1,200 bopd, b 0.8, Di 75%/yr (nominal). rate at month 24?',
    ]);
    expect(input(month, 'time_months')).toBe(24);
    expect(result(month, 'rate_at_time')).toBeCloseTo(1200 / 2.2 ** 1.25, 1);
    const [year] = chat(['exponential, qi 300 bopd, Di 20%/yr nominal. what rate at year 3?']);
    expect(input(year, 'time_months')).toBe(36);
  });

  it('counts a gas cumulative to date into the EUR', () => {
    const [eur] = chat([
      'gas well: 4,500 Mcf/d, b 0.5, Di 55% effective (secant), econ limit 150 Mcf/d, already produced 380 MMcf. EUR?',
    ]);
    expect(input(eur, 'cumulative_to_date')).toBe(380_000);
    expect(result(eur, 'eur') - result(eur, 'remaining_reserves')).toBeCloseTo(380_000, 0);
  });

  it('a b written beside the decline\'s name ("harmonic (b=1)") is read, not left over', () => {
    const [harmonic] = chat([
      'harmonic decline (b=1) gas well 1200 Mcf/d, nominal Di 80%/yr. rate at 3 yrs?',
    ]);
    // q = qi/(1 + Di·t) = 1200/3.4 = 352.9 Mcf/d.
    expect(result(harmonic, 'rate_at_time')).toBeCloseTo(1200 / 3.4, 1);
    expect(harmonic?.markdown).not.toMatch(/Not used/);
  });
});

describe('rate histories with their times', () => {
  it('fits rates each written after its month, and answers the decline asked for', () => {
    // 1000·e^(−Di·t): 861 at 3 months is Di = −ln(0.861)·4 = 59.9 %/yr nominal.
    const [fit] = chat([
      "fit an exponential to this: month 0 1000 bopd, month 3 861, month 6 741, month 9 638, month 12 549. what's the nominal decline?",
    ]);
    expect(input(fit, 'times')).toEqual([0, 3, 6, 9, 12]);
    expect(input(fit, 'fixed_b')).toBe(0);
    expect(fit?.markdown.split('\n')[0]).toMatch(/nominal decline Di: 59\.\d+ %\/yr/);
  });

  it('gives a span of months one rate each', () => {
    const [fit] = chat(['fit monthly rates (bopd), months 0-4: 920, 888, 858, 828, 800. b?']);
    expect(input(fit, 'times')).toEqual([0, 1, 2, 3, 4]);
    expect(input(fit, 'rates_per_day')).toEqual([920, 888, 858, 828, 800]);
  });
});

describe('cash flows as engineers write them', () => {
  it('reads "60k" as sixty thousand, and money spent "today" as the first flow', () => {
    expect(readQuantities('then 60k, 80k').map((mention) => mention.value)).toEqual([
      60_000, 80_000,
    ]);
    const npv = [-250, 60, 80, 90, 100].reduce((sum, flow, t) => sum + (flow * 1e3) / 1.12 ** t, 0);
    const [answer] = chat([
      '-$250k today then 60k, 80k, 90k, 100k at the end of years 1 to 4. NPV at 12%?',
    ]);
    expect(result(answer, 'npv_usd')).toBeCloseTo(npv, 0);
    // "years 1 to 4" are the flows' periods, not a number left over.
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('reads a level flow after money spent now, with its duration', () => {
    // Monthly rate (1.10)^(1/12) − 1; flows at the end of each month.
    const monthly = 1.1 ** (1 / 12) - 1;
    const annuity = (1 - (1 + monthly) ** -36) / monthly;
    const [answer] = chat([
      'workover $1.5MM today, then $60k/month net for 36 months. NPV at 10%/yr effective annual?',
    ]);
    expect(result(answer, 'npv_usd')).toBeCloseTo(-1.5e6 + 60e3 * annuity, -1);
    const [bare] = chat(['-500k now then +60k every month for 12 months. NPV at 10%/yr?']);
    const twelve = (1 - (1 + monthly) ** -12) / monthly;
    expect(result(bare, 'npv_usd')).toBeCloseTo(-500e3 + 60e3 * twelve, -1);
  });

  it('takes yearly flows as years, whatever unit the answer is asked in', () => {
    // Cumulative −1,000,000, −650,000, −250,000, +170,000: paid out 250/420 into year 3.
    const [answer] = chat([
      'yearly CF: -1,000,000 / 350,000 / 400,000 / 420,000. when do we pay out (years)?',
    ]);
    expect(input(answer, 'period')).toBe('year');
    expect(result(answer, 'payout_years')).toBeCloseTo(2 + 250 / 420, 3);
  });

  it("discounts as Excel's NPV or mid-year when asked", () => {
    const flows = [-500, 150, 200, 250, 100];
    const excel = flows.reduce((sum, flow, t) => sum + (flow * 1e3) / 1.15 ** (t + 1), 0);
    const [, again] = chat([
      'Excel-style NPV at 12%: -500k, 150k, 200k, 250k, 100k, each at the end of its year',
      'and at 15%?',
    ]);
    expect(result(again, 'npv_usd')).toBeCloseTo(excel, 0);
    const mid = [-2, 0.6, 0.8, 0.7, 0.5].reduce(
      (sum, flow, t) => sum + (flow * 1e6) / 1.08 ** (t + 0.5),
      0,
    );
    const [midYear] = chat([
      'NPV at 8% with mid-year discounting: -2.0MM, 0.6MM, 0.8MM, 0.7MM, 0.5MM',
    ]);
    expect(result(midYear, 'npv_usd')).toBeCloseTo(mid, 0);
  });
});

describe('volumes whose unit names the fluid', () => {
  it('adds the oil of a well that "makes" its bopd to its gas, a day’s BOE', () => {
    // 180 bbl/d + 2,400 Mcf/d ÷ 6 Mcf per BOE (SPE's 6:1 energy equivalence) = 580 BOE/d.
    const [answer] = chat(['well makes 180 bopd and 2.4 MMcfd, boe/d?']);
    expect(input(answer, 'oil_bbl')).toBe(180);
    expect(result(answer, 'boe')).toBe(580);
  });

  it('adds every stream of a BOE, oil written "bbl oil"', () => {
    // 12,500 + 84,000/6 + 3,200 = 29,700 BOE.
    const [answer] = chat(['Q3 volumes: 12,500 bbl oil, 84,000 mcf gas, 3,200 bbl NGL. BOE?']);
    expect(result(answer, 'boe')).toBe(29_700);
  });
});

describe('names with or without their article', () => {
  it('"depress hydrate temp 25F" is a depression of 25 °F', () => {
    const [answer] = chat([
      'methanol wt% needed to depress hydrate temp 25F? hammerschmidt is fine',
    ]);
    expect(input(answer, 'temperature_depression_degF')).toBe(25);
    expect(asksBack(answer)).toBe(false);
  });
});

describe('methods, comparisons and tests as written', () => {
  it('a named method routes to the calculator that offers it: a Colebrook friction factor', () => {
    // Colebrook (1939) for Re 250,000, ε/D 0.0003: f ≈ 0.0173 (Moody chart reads 0.017).
    const [answer] = chat(['Darcy f for Re 250k, relative roughness 0.0003 (Colebrook)']);
    expect(answer?.tool).toBe('friction_factor');
    expect(result(answer, 'darcy_friction_factor')).toBeCloseTo(0.0173, 3);
  });

  it('a bare pressure set at a test rate takes the pressure unit of the message', () => {
    const [answer] = chat([
      'Fetkovich from 2 flow-after-flow tests: Pr 2600 psia; 380 stb/d @ 2100, 610 stb/d @ 1500. AOF?',
    ]);
    expect(input(answer, 'tests')).toEqual([
      { rate_stb_per_day: 380, flowing_bhp_psia: 2100 },
      { rate_stb_per_day: 610, flowing_bhp_psia: 1500 },
    ]);
  });

  it("a later test's bare rate is in the unit of the test before it; no pressure unit is psi", () => {
    const [gas] = chat(['p-bar 2900 psia. tests: 1200 Mscf/d @ 2600 psia, 2100 @ 2200 psia. AOF?']);
    expect(input(gas, 'tests')).toEqual([
      { rate_mscf_per_day: 1200, flowing_bhp_psia: 2600 },
      { rate_mscf_per_day: 2100, flowing_bhp_psia: 2200 },
    ]);
    // Fetkovich (1973): n = ln(q2/q1)/ln((p̄² − pwf2²)/(p̄² − pwf1²)), every pressure in psig
    // made absolute (+14.696).
    const [oil] = chat(['Fetkovich, 2 tests: Pr 3000, 300 bopd @ 2400, 520 @ 1800. n?']);
    const [pr, p1, p2] = [3000, 2400, 1800].map((psig) => psig + 14.696) as [
      number,
      number,
      number,
    ];
    expect(lead(oil)).toMatch(/exponent n/);
    expect(result(oil, 'n_exponent')).toBeCloseTo(
      Math.log(520 / 300) / Math.log((pr ** 2 - p2 ** 2) / (pr ** 2 - p1 ** 2)),
      3,
    );
  });

  it('a pressure "below pb" is not the bubble point', () => {
    const [answer] = chat([
      "what's Rs at 1585.3 psig (below pb), T=160 F, oil 28 API, gas SG .72 — use Standing",
    ]);
    expect(answer?.tool).toBe('oil_solution_gor');
    expect(input(answer, 'pressure_psia')).toBeCloseTo(1600, 0);
  });

  it('a degree letter written onto its number is a temperature ("110F at wellhead")', () => {
    const [answer] = chat([
      'gas well making water, FTP 450 psia, 110F at wellhead, 2-3/8 tbg (1.995 ID), SG 0.65, z 0.93. Turner critical rate?',
    ]);
    expect(input(answer, 'temperature_degF')).toBe(110);
  });

  it('asks for the base oil density rather than cut with water', () => {
    const [oil] = chat([
      'need to drop 400 bbl of OBM from 12.0 to 11.5 ppg with base oil, how much oil?',
    ]);
    expect(asksBack(oil)).toBe(true);
    expect(oil?.markdown).toMatch(/density of the base oil/);
    // V·(12.0 − 11.5)/(11.5 − 6.9) = 43.48 bbl (Lapeyrouse, Formulas and Calculations for Drilling,
    // Production and Workover, 2nd ed., ch. 2).
    const [given] = chat(['drop 400 bbl of OBM from 12.0 to 11.5 ppg with base oil at 6.9 ppg']);
    expect(result(given, 'diluent_bbl')).toBeCloseTo((400 * 0.5) / 4.6, 1);
  });
});

describe('money, ratios and units asked as written', () => {
  it('uses the severance rate stated, sells at the price set at each volume, and adds the fees asked', () => {
    // Texas Tax Code §202.052: 2.3 % for approved EOR; cleanup fee 5/8 ¢/bbl (Nat. Res. Code
    // §81.116): 9,800 × 70.20 × 0.023 + 9,800 × 0.00625 = 15,884.3 $.
    const [eor] = chat([
      'EOR unit in TX, 2.3% rate: 9,800 bbl at $70.20. oil tax plus cleanup fee?',
    ]);
    expect(input(eor, 'oil_tax_rate_pct')).toBe(2.3);
    expect(result(eor, 'total_usd')).toBeCloseTo(9800 * 70.2 * 0.023 + 9800 * 0.00625, 1);
    const [both] = chat(['Texas sev tax + fees on 12,400 bbl @ $71.50 and 38,000 mcf @ $2.35']);
    expect([input(both, 'oil_price_usd_per_bbl'), input(both, 'gas_price_usd_per_mcf')]).toEqual([
      71.5, 2.35,
    ]);
  });

  it('reads the gas per BOE written "6:1" or "5.8 mcf per boe"', () => {
    // 2,100 m3 = 13,208.6 bbl; 1.2e6 Sm3 = 42,377.6 Mcf → /6 = 7,062.9: 20,271.5 BOE.
    const [metric] = chat(['Month: 2,100 m3 oil and 1.2 million Sm3 gas. How many BOE at 6:1?']);
    expect(input(metric, 'gas_mcf_per_boe')).toBe(6);
    expect(metric?.markdown).not.toMatch(/Not used/);
    const [, changed] = chat([
      'how many BOE is 84,000 mcf + 12,500 bbl oil + 3,200 bbl NGL',
      'use 5.8 mcf per boe instead',
    ]);
    // 12,500 + 84,000/5.8 + 3,200 = 30,182.8 BOE.
    expect(result(changed, 'boe')).toBeCloseTo(12_500 + 84_000 / 5.8 + 3_200, 0);
    // Named as its card names it, not by a role it borrows ("GLR").
    expect(changed?.markdown).toMatch(/^Recalculated with Gas Mcf per BOE = 5\.8 \(was 6\)/);
  });

  it('daily rates give a BOE per day, oil or condensate, field or metric', () => {
    // SPE PRMS 6 Mcf per BOE: 380 + 9,600/6 = 1,980 BOE/d; 1,500 m3/d = 9,434.7 bbl/d and
    // 250,000 m3/d = 8,828.7 Mcf/d → /6 = 1,471.4: 10,906.1 BOE/d.
    for (const question of [
      'gas well making 9.6 MMcf/d and 380 bcpd, BOE/d?',
      '9,600 Mcf/d and 380 bopd, how many boe per day is that',
    ]) {
      const [answer] = chat([question]);
      expect(result(answer, 'boe'), question).toBeCloseTo(1980, 6);
      expect(answer?.markdown, question).toMatch(
        /^\*\*Barrels of oil equivalent \(6:1\): 1,980 BOE\/d\*\*/,
      );
    }
    // Volumes beside a rate stay volumes: the rate is said to be unused, the sum is in BOE.
    const [mixed] = chat(['BOE of 500 bbl oil and 3,000 Mcf gas; the well now makes 40 bopd']);
    expect(result(mixed, 'boe')).toBeCloseTo(1000, 6);
    expect(mixed?.markdown).toMatch(/: 1,000 BOE\*\*[\s\S]*Not used: 40 bopd/);
    const [metric] = chat(['platform does 1,500 m3/d oil and 250,000 m3/d gas. BOE per day?']);
    expect(result(metric, 'boe')).toBeCloseTo(
      (1500 * 1e6) / 158987.294928 + (250000 * 35.3146667) / 1000 / 6,
      0,
    );
  });

  it('gives the brine weight that kills a well from its bottom-hole pressure', () => {
    // EMW = P / (0.052 × TVD) (Bourgoyne et al., Applied Drilling Engineering, SPE 1986, eq. 4.3):
    // 3,100 / (0.052 × 7,800) = 7.6430 ppg.
    for (const question of [
      'Need to kill a 7,800 ft well with 3,100 psi BHP for a tubing swap. What brine weight?',
      'what kill brine for 3100 psi at 7800 ft',
    ]) {
      const [answer] = chat([question]);
      expect(answer?.tool, question).toBe('equivalent_mud_weight');
      expect(result(answer, 'mud_weight_ppg'), question).toBeCloseTo(3100 / (0.052 * 7800), 3);
    }
    // With a shut-in drill-pipe pressure it is the kill mud weight of a kick.
    const [kick] = chat(['SIDPP 500, 12.4 ppg, 11200 TVD, kill brine?']);
    expect(kick?.tool).toBe('kill_mud_weight');
  });

  it('answers in the unit written in brackets after the quantity asked', () => {
    const [answer] = chat([
      'Reservoir pressure 412 bar at 3,520 m TVD — what mud density (SG) just balances it?',
    ]);
    expect(answer?.markdown.split('\n')[0]).toMatch(/^\*\*Equivalent mud weight: 1\.19\d SG\*\*/);
  });

  it('the calculation named outright asks for what it lacks rather than give way', () => {
    const [answer] = chat([
      'Revenue distribution for 3,000 bbl at $70/bbl, 75 % WI, 4.6 % severance',
    ]);
    expect(answer?.tool).toBe('revenue_distribution');
    expect(asksBack(answer)).toBe(true);
  });
});

describe('names and numbers in shorthand', () => {
  it('reads "name number" pairs with nothing between them, and "md" as a measured depth', () => {
    // KMW = OMW + SIDPP/(0.052 × TVD) = 11.4 + 450/(0.052 × 12,450) = 12.095 ppg (Lapeyrouse,
    // 2nd ed., ch. 4).
    const [answer] = chat(['kmw pls - sidpp 450 sicp 690 tvd 12450 md 13900 omw 11.4']);
    expect([
      input(answer, 'sidpp_psi'),
      input(answer, 'tvd_ft'),
      input(answer, 'original_mud_weight_ppg'),
    ]).toEqual([450, 12450, 11.4]);
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.4 + 450 / (0.052 * 12450), 3);
    expect(readQuantities('k 50 md, h 30 ft')[0]?.unit?.id).toBe('mD');
    expect(readQuantities('tvd 12450 md 13900')[0]?.unit).toBeUndefined();
  });

  it('a heading before a colon yields to the name written after the number', () => {
    // LOT EMW = MW + P/(0.052 × TVD) = 10.1 + 850/(0.052 × 4,200) = 13.992 ppg (Lapeyrouse, 2nd
    // ed., ch. 4): "LOT:" heads the test, "10.1 ppg mud" is the mud it was run with.
    const [answer] = chat(['LOT: 10.1 ppg mud, shoe at 4,200 ft TVD, leaked off at 850 psi. EMW?']);
    expect(input(answer, 'test_mud_weight_ppg')).toBe(10.1);
    expect(result(answer, 'leak_off_emw_ppg')).toBeCloseTo(10.1 + 850 / (0.052 * 4200), 2);
    // A heading that is the number's only name still names it.
    const [kmw] = chat(['SIDPP: 500 psi, OMW: 10.4 ppg, TVD: 9,800 ft. KMW?']);
    expect(input(kmw, 'sidpp_psi')).toBe(500);
  });

  it('reads a weight-up written "at 12.0, going to 13.2"', () => {
    // 1,470 × 850 × (13.2 − 12.0)/(35 − 13.2) = 68,780 lb (Lapeyrouse, 2nd ed., ch. 2).
    const [answer] = chat(['active system 850 bbl at 12.0, going to 13.2. barite in lbs?']);
    expect(result(answer, 'barite_lb')).toBeCloseTo((1470 * 850 * 1.2) / 21.8, 0);
  });
});

describe('the rest of a report', () => {
  it('a mud weight named for an input another number fills is free for the one left', () => {
    // MAASP = (LOT EMW − MW now) × 0.052 × shoe TVD; LOT EMW = 10.2 + 1,020/(0.052 × 5,200):
    // (10.2 + 3.7722 − 11.3) × 0.052 × 5,200 = 722.4 psi (Lapeyrouse, 2nd ed., ch. 4).
    const [answer] = chat([
      "LOT at shoe 5,200' TVD: leak off at 1,020 psi surface with 10.2 ppg mud. Now drilling with 11.3. MAASP?",
    ]);
    expect(input(answer, 'test_mud_weight_ppg')).toBe(10.2);
    expect(result(answer, 'maasp_psi')).toBeCloseTo((10.2 - 11.3) * 0.052 * 5200 + 1020, 0);
  });

  it('reads flows described before the list, and a level flow "at the end of each month"', () => {
    const npv = [-2.5e6, 900e3, 750e3, 600e3, 450e3, 350e3].reduce(
      (sum, flow, t) => sum + flow / 1.1 ** t,
      0,
    );
    const [listed] = chat([
      'NPV10: -2.5MM today, then year-end flows 900k, 750k, 600k, 450k, 350k',
    ]);
    expect(result(listed, 'npv_usd')).toBeCloseTo(npv, 0);
    const monthly = 1.12 ** (1 / 12) - 1;
    const [level] = chat([
      '-150,000 now, then 18,000 at the end of each month for 12 months. NPV @12%/yr effective?',
    ]);
    expect(result(level, 'npv_usd')).toBeCloseTo(
      -150e3 + (18e3 * (1 - (1 + monthly) ** -12)) / monthly,
      -1,
    );
  });
});

describe('follow-ups in field words', () => {
  it('"the influx is actually 800 ft tall" changes the influx height, and the gradient is answered', () => {
    // Influx gradient = 0.052 × MW − (SICP − SIDPP)/H = 0.4992 − 200/800 = 0.2492 psi/ft.
    const [, taller] = chat([
      "SIDPP 200, SICP 400, 9.6 ppg mud, influx height about 520 ft. What's the influx gradient - gas or water?",
      'and if the influx is actually 800 ft tall?',
    ]);
    expect(taller?.markdown).toMatch(/^\*\*Influx gradient: 0\.249 psi\/ft\*\*/m);
  });

  it('"our barite is only SG 4.1" changes the barite gravity', () => {
    // lb = 42 × ρb × V × (W2 − W1)/(ρb − W2), ρb = 8.33 × 4.1 ppg: 29,648 lb for 500 bbl 14.0 → 14.8
    // (Lapeyrouse, 2nd ed., ch. 2, the 1,470 rule with the barite density written out).
    const [, lighter] = chat([
      '500 bbl, 14.0 -> 14.8 ppg, how many lb of barite?',
      'our barite is only SG 4.1 this batch, recalc',
    ]);
    const barite = 8.33 * 4.1;
    expect(result(lighter, 'barite_lb')).toBeCloseTo(
      (42 * barite * 500 * 0.8) / (barite - 14.8),
      -1,
    );
  });
});

describe("a reply to Sage's own question", () => {
  it('is read with the question it answers when it does not compute alone', () => {
    // 0.000243 × 6.5² × 12 × 0.95 = 0.117054 bbl/stk; 180/0.117054 = 1,537.8 strokes.
    const [, pump] = chat([
      'how many strokes to displace 180 bbl with our triplex at 95%?',
      '6.5 x 12',
    ]);
    expect(result(pump, 'strokes_for_volume')).toBeCloseTo(
      180 / (0.000243 * 6.5 ** 2 * 12 * 0.95),
      0,
    );
    // (12.25² − 5²)/1029.4 × 10,500 = 1,275.7 bbl.
    const [, annulus] = chat([
      'what\'s the annular volume with 5" pipe in 12 1/4 hole?',
      '10,500 ft, all open hole, ignore BHA',
    ]);
    expect(result(annulus, 'annular_volume_bbl')).toBeCloseTo(
      ((12.25 ** 2 - 25) / 1029.4) * 10500,
      0,
    );
  });
});

describe('a value stated for what a calculator would estimate', () => {
  it('goes to the calculator that takes it, and the result asked is answered', () => {
    // Eg = 1/Bg = p·Tsc/(z·T·psc) = 3,045.8 × 519.67/(0.91 × 653.67 × 14.696) = 181.0 scf/ft3
    // (210 bara = 3,045.8 psia; Lee & Wattenberger, Gas Reservoir Engineering, ch. 1).
    const [eg] = chat(['Expansion factor Eg (scf/ft3): 210 bara, 90 deg C, z 0.91, SG 0.68']);
    expect(eg?.tool).toBe('gas_fvf_and_density');
    expect(eg?.markdown.split('\n')[0]).toMatch(/Eg = 1\/Bg: 181 scf\/ft³/);
  });
});

describe('bottoms up and surface to bit', () => {
  it('works bottoms up through the annulus of a well told casing, open hole and string', () => {
    const [answer] = chat([
      'Lag time check: 244.5 mm casing (ID 220.5 mm) to 1,800 m, then 215.9 mm open hole to 3,100 m. 127 mm DP all the way (ignore BHA). Pumping 2.2 m3/min. Bottoms-up in minutes?',
    ]);
    // V = π/4 [(0.2205² − 0.127²) × 1,800 + (0.2159² − 0.127²) × 1,300] m³; t = V / 2.2 m³/min.
    const annulus =
      (Math.PI / 4) * ((0.2205 ** 2 - 0.127 ** 2) * 1800 + (0.2159 ** 2 - 0.127 ** 2) * 1300);
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(annulus / 2.2, 1);
  });
});

describe('an ESP follow-up with the pump curve', () => {
  it('reads the horsepower per stage and answers the brake horsepower asked', () => {
    const [, curve] = chat([
      'ESP design: 1,500 bpd, pump 5,900 ft, fluid level 4,700 ft, 100 psig WHP, 2.441 ID tubing, SG 1.02',
      'pump curve says 46 ft/stage and 0.30 hp/stage at that rate - stages and BHP?',
    ]);
    expect(input(curve, 'hp_per_stage')).toBe(0.3);
    // BHP = stages × hp/stage × SG (Centrilift / Baker Hughes Submersible Pump Handbook).
    expect(result(curve, 'brake_hp_from_stages')).toBeCloseTo(
      result(curve, 'stages') * 0.3 * 1.02,
      6,
    );
  });
});

/** The first result a reply states, in bold. */
const lead = (answer: CalculationAnswer | undefined) =>
  answer?.markdown.split('\n').find((line) => line.startsWith('**')) ?? '';

describe('another result of the last calculation', () => {
  it('is answered from that calculation with every input it had', () => {
    // Mian (2011), ch. 2 (ownership interests): NRI = WI × (1 − royalty − ORRI)
    // = 75 % × (1 − 0.125 − 0.02) = 64.125 %.
    const [net, nri] = chat([
      'May sales 1,000 bbl at $70. Royalty 12.5%, ORRI 2%, WI 75%. What do we net?',
      'and the NRI?',
    ]);
    expect(result(net, 'net_revenue_usd')).toBeCloseTo(70_000 * 0.64125, 2);
    expect(nri?.tool).toBe('revenue_distribution');
    expect(lead(nri)).toContain('64.13 %');
  });

  it('reads a severance rate for each product written after its number', () => {
    // Severance on the owner's share: NRI 80 % × (4.6 % × $140,000 + 7.5 % × $30,000) = $6,952.
    const [net] = chat([
      '2,000 bbl @ $70 and 10,000 mcf @ $3, royalty 20%, sev 4.6% oil / 7.5% gas. net revenue?',
    ]);
    expect(input(net, 'severance_tax_pct')).toBe(4.6);
    expect(input(net, 'gas_severance_tax_pct')).toBe(7.5);
    expect(result(net, 'severance_tax_usd')).toBeCloseTo(
      0.8 * (0.046 * 140_000 + 0.075 * 30_000),
      2,
    );
  });
});

describe('a decline converted, then asked in another form', () => {
  it('keeps the form the decline was given in and answers the form asked', () => {
    // SPEE Monograph 4 (2016): Di = [(1 − Des)^(−b) − 1]/b = (0.55^(−0.8) − 1)/0.8 = 76.66 %/yr;
    // per month Di/12; tangent effective 1 − e^(−Di).
    const di = (0.55 ** -0.8 - 1) / 0.8;
    const [nominal, monthly, tangent] = chat([
      'convert a 45 %/yr secant-effective decline, b = 0.8, to nominal',
      'what is that per month?',
      'and the tangent effective?',
    ]);
    expect(result(nominal, 'nominal_pct_per_year')).toBeCloseTo(100 * di, 2);
    expect(lead(monthly)).toContain(`${((100 * di) / 12).toFixed(2)} %/month`);
    expect(lead(tangent)).toContain(`${(100 * (1 - Math.exp(-di))).toFixed(2)} %/yr`);
  });

  it('takes a decline no word gives the form of as secant-effective, and says so', () => {
    const [nominal] = chat(['convert 30 %/yr decline to nominal, b = 0.5']);
    expect(nominal?.tool).toBe('decline_conversion');
    expect(input(nominal, 'decline_type')).toBe('effective_secant');
    expect(nominal?.markdown).toContain('taken as secant-effective');
  });
});

describe('units and words engineers put before a number', () => {
  it('reads "mud SG 1.25" as a mud weight in SG', () => {
    // Lapeyrouse (2002), ch. 4: KMW = OMW + SIDPP/(0.052 × TVD), in ppg (SG × 8.33).
    const [kill] = chat(['shut in, SIDPP 30 bar, mud SG 1.25, TVD 3,000 m. KMW?']);
    expect(input(kill, 'original_mud_weight_ppg')).toBeCloseTo(1.25 * 8.33, 1);
    const kmw = 1.25 * 8.33 + (30 * 14.5038) / (0.052 * (3000 / 0.3048));
    expect(result(kill, 'kill_mud_weight_ppg')).toBeCloseTo(kmw, 1);
  });

  it('does not take a line size in inches for its length, and asks for the length', () => {
    const [flow] = chat([
      'Weymouth: 10" line (ID 10.02), 1,000 psia in, 700 psia out, SG 0.65, 60F',
    ]);
    expect(asksBack(flow)).toBe(true);
    expect(flow?.markdown).toContain('line length');
  });

  it('a correction with "is actually" names its input, and the unit asked now leads', () => {
    // Bourgoyne et al., Applied Drilling Engineering (1986), eq. 2.9: barite lb/bbl =
    // 42·ρb·(W2 − W1)/(ρb − W2), ρb = SG × 8.33 ppg: 4.1 SG → 42 × 34.153 × 1.0/(34.153 − 11.5).
    const [, corrected] = chat([
      'weight up 600 bbl from 10.5 to 11.5 ppg, how many sacks of barite?',
      'the barite is actually SG 4.1, give it in lb',
    ]);
    const perBbl = (42 * 4.1 * 8.33 * 1.0) / (4.1 * 8.33 - 11.5);
    expect(lead(corrected)).toContain('lb');
    expect(result(corrected, 'barite_lb')).toBeCloseTo(600 * perBbl, -2);
  });
});

describe('what the words say of the method and the fluid', () => {
  it('one test and a known n is a Fetkovich IPR', () => {
    // Fetkovich (1973), SPE-4529-MS; Ahmed, Reservoir Engineering Handbook, 4th ed., ch. 7:
    // q = q_test × [(p̄² − pwf²)/(p̄² − pwf_test²)]^n.
    const [ipr] = chat([
      'test 250 bopd at 1,800 psia, Pr 2,500 psia, n = 0.8. rate at 1,000 psia?',
    ]);
    expect(ipr?.tool).toBe('fetkovich_ipr');
    const expected = 250 * ((2500 ** 2 - 1000 ** 2) / (2500 ** 2 - 1800 ** 2)) ** 0.8;
    expect(result(ipr, 'rate_at_flowing_bhp')).toBeCloseTo(expected, 0);
  });

  it('water said to be absent leaves condensate to unload', () => {
    const [turner] = chat([
      'no free water, condensate only: WHP 500 psia, 100 F, tubing ID 1.995, gas SG 0.65, z 0.92. Turner rate?',
    ]);
    expect(input(turner, 'liquid')).toBe('condensate');
  });

  it('reads "sev" as the severance tax of a break-even', () => {
    // Mian (2011), ch. 3: break-even = (LOE + capex/EUR)/(NRI × (1 − severance))
    // = (12 + 5,000,000/400,000)/(0.8 × 0.954).
    const [even] = chat([
      'break-even oil price: LOE $12/bbl, capex $5MM, EUR 400 Mbbl, royalty 20%, sev 4.6%, 100% WI, undiscounted',
    ]);
    expect(result(even, 'break_even_price_usd_per_bbl')).toBeCloseTo(
      (12 + 12.5) / (0.8 * 0.954),
      2,
    );
  });

  it("an owner's share of a sale is the revenue split, which asks for the royalty", () => {
    const [share] = chat(['what is our share of 3,000 bbl at $65 with 50% WI? severance 4.6%']);
    expect(share?.tool).toBe('revenue_distribution');
    expect(asksBack(share)).toBe(true);
    expect(share?.markdown).toContain('royalty');
  });

  it('a gross revenue figure with the interests is split; "before taxes" leads with the share', () => {
    // Mian (2002) lease arithmetic: 250,000 × (1 − 3/16) × 0.40 = 81,250 $ before severance.
    const [share] = chat([
      'gross sales for the month were $250k. 3/16 royalty, we carry 40% WI, sev 4.6%. what do we get before taxes?',
    ]);
    expect(share?.tool).toBe('revenue_distribution');
    expect(lead(share)).toMatch(/share/i);
    expect(result(share, 'owner_revenue_usd')).toBeCloseTo(81_250, 2);
    expect(result(share, 'net_revenue_usd')).toBeCloseTo(81_250 * 0.954, 2);
    // A revenue share asked with no royalty: the split, asking for it.
    const [asked] = chat(['we sold 2,400 bbl at $68 in May and hold 35% WI. revenue share?']);
    expect(asked?.tool).toBe('revenue_distribution');
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toContain('royalty');
  });

  it('reads a gas formation volume factor asked in bbl/Mscf', () => {
    // Bg = 0.02827 z T/p ft3/scf = 0.02827 × 0.9 × 640/2000; in bbl/Mscf × 1000/5.6146.
    const [bg] = chat(['Bg in bbl/Mscf? z 0.9, 2000 psia, 180 F, gas SG 0.7']);
    const bgFt3 = (0.02827 * 0.9 * (180 + 459.67)) / 2000;
    expect(lead(bg)).toMatch(/\/Mscf/);
    expect(lead(bg)).toContain(((bgFt3 * 1000) / 5.614583).toFixed(2));
  });
});

describe('trips, condensate and follow-ups on the same basis', () => {
  it('reads stands of a length as their total, and a wet trip as the closed-end displacement', () => {
    // Closed-end displacement = π/4 × OD² × L = π/4 × 0.127² m² × (15 × 27.5 m).
    const [trip] = chat([
      'pulling wet, 127 mm DP (ID 108.6 mm), 15 stands of 27.5 m. trip tank m3?',
    ]);
    expect(input(trip, 'length_ft')).toBeCloseTo((15 * 27.5) / 0.3048, 0);
    expect(lead(trip)).toContain(`${((Math.PI / 4) * 0.127 ** 2 * 15 * 27.5).toFixed(3)} m³`);
    // A stand's length written later ("~93 ft/stand") counts them all; the pipe's size is no
    // stand's length. Closed end: OD²/1029.4 bbl/ft × 93 × 93 ft (Lapeyrouse, 2nd ed., ch. 1).
    const [stands] = chat([
      'pulling wet - closed end displacement for 93 stands of 5" DP (ID 4.276), ~93 ft/stand?',
    ]);
    expect(input(stands, 'length_ft')).toBe(93 * 93);
    expect(input(stands, 'pipe_od_in')).toBe(5);
    const [metric] = chat([
      'pulling 45 stands of 5in DP (ID 4.276), stands ~28.5 m. how many bbl to keep the hole full if we pull dry?',
    ]);
    expect(input(metric, 'length_ft')).toBeCloseTo((45 * 28.5) / 0.3048, 2);
  });

  it('reads "bcpd" as condensate, for a condensate-gas ratio', () => {
    // CGR = qc/qg = 300 bbl/d ÷ 7.5 MMscf/d = 40 bbl/MMscf (Ahmed, definitions).
    expect(readQuantities('300 bcpd')[0]?.unit?.flavour).toBe('condensate');
    const [cgr] = chat(['gas well 7.5 MMscfd making 300 bcpd, CGR?']);
    expect(result(cgr, 'condensate_gas_ratio_bbl_per_mmscf')).toBeCloseTo(40, 6);
  });

  it('takes a follow-up "psi" as absolute when the calculation was written in psia', () => {
    // Vogel (1968): q = qmax(1 − 0.2 p/p̄ − 0.8 (p/p̄)²), qmax = q/(1 − 0.2·x − 0.8·x²).
    const vogel = (p: number) => 1 - 0.2 * (p / 3000) - 0.8 * (p / 3000) ** 2;
    const [, at] = chat([
      'Pr 3000 psia, well tests 500 bopd at 2000 psia. Vogel qmax?',
      'and the rate at 1000 psi?',
    ]);
    expect(result(at, 'rate_at_flowing_bhp')).toBeCloseTo((500 / vogel(2000)) * vogel(1000), 1);
  });

  it('reads "250 psi over" as the overbalance of a kill weight', () => {
    // EMW = (P + overbalance)/(0.052 × TVD) = (3,900 + 250)/(0.052 × 8,100) = 9.853 ppg
    // (Lapeyrouse, 2nd ed., ch. 1); without it, 9.259 ppg.
    const [kill] = chat([
      'SBHP 3,900 psi at 8,100 ft TVD and we want about 250 psi over. What brine weight?',
    ]);
    expect(input(kill, 'pressure_psi')).toBe(4150);
    expect(kill?.markdown).toMatch(/^\*\*Equivalent mud weight: 9\.853 ppg\*\*/);
  });

  it('reads "if I drop pwf to 600 psi" as the pressure the rate is asked at, not the test\'s', () => {
    // Vogel (1968), gauge + 14.696: x = 1,214.7/2,014.7; qmax = 600/(1 − 0.2x − 0.8x²) = 1,019.4;
    // at 614.7 psia, q = 1,019.4 × (1 − 0.2 × 0.3051 − 0.8 × 0.3051²) = 881.2 STB/d.
    const [rate] = chat([
      'Well makes 600 bfpd at pwf 1,200 psi (from the ESP intake gauge), reservoir pressure ~2,000 psi. If I drop pwf to 600 psi with a bigger pump, how much will it make?',
    ]);
    expect(input(rate, 'test_flowing_bhp_psia')).toBeCloseTo(1214.696, 3);
    expect(input(rate, 'flowing_bhp_psia')).toBeCloseTo(614.696, 3);
    expect(result(rate, 'rate_at_flowing_bhp')).toBeCloseTo(881.2, 0);
  });

  it('answers another result of a sour-gas correction with its CO2 and H2S', () => {
    const [tpc, ppc] = chat([
      'gas SG 0.7 with 10% CO2 and 3% H2S: Wichert-Aziz corrected Tpc?',
      'and the Ppc?',
    ]);
    expect(input(ppc, 'co2_mol_pct')).toBe(10);
    expect(result(ppc, 'pseudo_critical_pressure')).toBeCloseTo(
      result(tpc, 'pseudo_critical_pressure'),
      6,
    );
    expect(lead(ppc)).toContain('P′pc');
  });

  it('answers "how much oil" with the oil, not the total liquid', () => {
    // Water cut = qw/(qo + qw): 10 % of 250 m3/d is oil.
    const [oil] = chat(['well makes 250 m3/d gross at 90 % water cut. how much oil?']);
    expect(lead(oil)).toContain('Oil rate = 25 m³/d');
  });
});

describe('how a field report writes its figures', () => {
  it('reads a dash between words as a dash, not a minus', () => {
    const [first] = readQuantities('quick one - 11.8 ppg mud');
    expect(first?.value).toBe(11.8);
    expect(readQuantities('flows: -1000, 300, - 200')[2]?.value).toBe(-200);
  });

  it('reads "MM" after a list of amounts as millions of dollars for the whole list', () => {
    // NPV = Σ CFt/1.1^t (Mian 2011, ch. 3), with CF in $MM: −3 today, then 1.5, 1.2, 1.0.
    const flows = [-3, 1.5, 1.2, 1.0];
    const [npv, irr] = chat([
      'spend $3MM today, then year-end CFs 1.5, 1.2, 1.0 MM. NPV10?',
      'IRR?',
    ]);
    const expected = flows.reduce((sum, flow, year) => sum + (flow * 1e6) / 1.1 ** year, 0);
    expect(result(npv, 'npv_usd')).toBeCloseTo(expected, 0);
    expect(irr?.tool).toBe('internal_rate_of_return');
    expect(input(irr, 'cash_flows_usd')).toEqual(flows.map((flow) => flow * 1e6));
  });

  it('reads mol % and "gamma" for a sour gas, and "gas visc" for its viscosity', () => {
    const [tpc] = chat(['Wichert-Aziz corrected Tpc for gamma 0.7, CO2 5 mol%, H2S 2 mol%?']);
    expect(input(tpc, 'gas_specific_gravity')).toBe(0.7);
    expect(input(tpc, 'co2_mol_pct')).toBe(5);
    const [visc] = chat(['gas visc? SG 0.65, 1500 psia, 180°F, z = 0.9']);
    expect(visc?.tool).toBe('gas_viscosity');
    expect(input(visc, 'z_factor')).toBe(0.9);
  });

  it('works a WOR from the rates given', () => {
    const [wor] = chat(['lease makes 12 m3/d oil and 60 m3/d water. WOR?']);
    expect(result(wor, 'water_oil_ratio')).toBeCloseTo(5, 6);
  });

  it('reads production a well "already made" as its cumulative to date', () => {
    const [, eur] = chat([
      'qi 500 bopd, b=0.5, Di 40%/yr nominal, economic limit 10 bopd. EUR?',
      'it already made 60,000 bbl before that, EUR including it?',
    ]);
    expect(input(eur, 'cumulative_to_date')).toBe(60_000);
  });
});

describe('figures set at a volume, a stated Z, and equipment sizes', () => {
  it('mixes two pits each written "volume @ weight"', () => {
    // Mass balance: (150 × 12.0 + 250 × 10.4)/400 = 11.0 ppg.
    const [mix] = chat(['combining pits: 150 bbl @ 12.0 and 250 bbl @ 10.4, resulting weight?']);
    expect(result(mix, 'final_mud_weight_ppg')).toBeCloseTo((150 * 12 + 250 * 10.4) / 400, 6);
  });

  it('works a gas density from the Z stated, not a Z of its own', () => {
    // ρ = p·Ma/(zRT), Ma = 28.9625 γ, R = 10.7316 (Ahmed, Reservoir Engineering Handbook, ch. 2).
    const [density] = chat(['gas at 2000 psia, 150F, z = 0.85, SG 0.7: density?']);
    expect(density?.tool).toBe('gas_fvf_and_density');
    const rho = (2000 * 0.7 * 28.9625) / (0.85 * 10.7316 * (150 + 459.67));
    expect(result(density, 'gas_density')).toBeCloseTo(rho, 1);
  });

  it('takes "a 500 bbl tank" for the tank, not for a volume stated as the answer', () => {
    // V = π/4 × D² × h ft³ ÷ 5.6146 ft³/bbl.
    const [tank] = chat(['500 bbl tank, 15.5 ft diameter, 10 ft of fluid. how many bbl in it?']);
    expect(result(tank, 'volume_bbl')).toBeCloseTo(((Math.PI / 4) * 15.5 ** 2 * 10) / 5.614583, 0);
  });

  it('reads a York K asked by "mesh pad K"', () => {
    const [york] = chat(['mesh pad K for a vertical separator at 800 psia (York)?']);
    expect(york?.tool).toBe('york_k_factor');
  });
});

describe('a pipe written by its size, then its ID', () => {
  it('takes the number after "ID" as the inside diameter', () => {
    // Capacity = ID²/1029.4 bbl/ft (Lapeyrouse 2002, ch. 2) = 2.441²/1029.4.
    const [capacity] = chat(['capacity of 2-7/8 tubing ID 2.441 in bbl/ft?']);
    expect(input(capacity, 'pipe_id_in')).toBe(2.441);
    expect(result(capacity, 'capacity_bbl_per_ft')).toBeCloseTo(2.441 ** 2 / 1029.4, 5);
  });

  it('reads an ESP with the tubing written "3-1/2 tubing ID 2.992" and the water SG', () => {
    const [tdh] = chat([
      'ESP at 6,000 ft, PIP 500 psi, casing 40 psi, water SG 1.02, 2,000 bpd, 3-1/2 tubing ID 2.992, WHP 100 psi. TDH?',
    ]);
    expect(input(tdh, 'tubing_inside_diameter_in')).toBe(2.992);
    expect(input(tdh, 'specific_gravity')).toBe(1.02);
  });

  it('times a sweep pumped at a rate', () => {
    // 50 bbl × 42 gal/bbl ÷ 400 gpm = 5.25 min.
    const [sweep] = chat(['how long to pump a 50 bbl hi-vis sweep at 400 gpm?']);
    expect(result(sweep, 'minutes_for_volume')).toBeCloseTo(5.25, 6);
  });
});

describe('a follow-up that changes the figure the answer depends on', () => {
  it('"pulling it down to" sets the flowing pressure a Vogel rate is asked at', () => {
    // Vogel (1968): q/qmax = 1 − 0.2 x − 0.8 x², x = pwf/p̄.
    const vogel = (p: number) => 1 - 0.2 * (p / 2500) - 0.8 * (p / 2500) ** 2;
    const [, lower] = chat([
      'Pr 2,500 psia, test 500 bopd at Pwf 1,800 psia. AOF by Vogel?',
      'what rate would we get pulling it down to 1000 psia?',
    ]);
    expect(result(lower, 'rate_at_flowing_bhp')).toBeCloseTo((500 / vogel(1800)) * vogel(1000), 1);
  });

  it('"what will it be once we weight up to" changes the mud of a MAASP', () => {
    // MAASP = (LOT EMW − MW) × 0.052 × shoe TVD, LOT EMW = 9.0 + 1,000/(0.052 × 4,000).
    const emw = 9.0 + 1000 / (0.052 * 4000);
    const [, heavier] = chat([
      'LOT at the 4,000 ft TVD shoe: 1,000 psi with 9.0 ppg. Now on 10.0 ppg. MAASP?',
      'what will it be once we weight up to 10.8?',
    ]);
    expect(heavier?.tool).toBe('maasp');
    expect(result(heavier, 'maasp_psi')).toBeCloseTo((emw - 10.8) * 0.052 * 4000, 0);
  });

  it('a figure said again after "sorry" replaces the first', () => {
    const [gor] = chat(['oil 100 bopd, gas 500 Mcf/d... sorry, gas is 600 Mcf/d. GOR?']);
    expect(result(gor, 'gas_oil_ratio_scf_per_bbl')).toBeCloseTo(6000, 6);
  });
});

describe('a pump rate from the output and the speed', () => {
  it('times bottoms up from bbl/stk at spm, and again when the pump slows', () => {
    // Rate = output × spm × 42 gpm; minutes = annular volume ÷ (output × spm).
    const [first, slower] = chat([
      'annular volume 500 bbl, pump 0.1 bbl/stk at 80 spm. bottoms up time?',
      'what if we slow to 60 spm?',
    ]);
    expect(result(first, 'bottoms_up_minutes')).toBeCloseTo(500 / (0.1 * 80), 6);
    expect(result(slower, 'bottoms_up_minutes')).toBeCloseTo(500 / (0.1 * 60), 6);
  });

  it('reads "HP" beside a mud weight and a depth as the hydrostatic pressure', () => {
    const [hp] = chat(['HP at 8,000 ft TVD with 10 ppg?']);
    expect(result(hp, 'pressure_psi')).toBeCloseTo(0.052 * 10 * 8000, 6);
  });

  it('"same thing at" another pressure changes the pressure', () => {
    const [first, again] = chat([
      'Standing Rs at 2,000 psia, 180 F, 35 API, gas SG 0.75?',
      'same thing at 1,500 psia?',
    ]);
    expect(input(again, 'pressure_psia')).toBe(1500);
    expect(result(again, 'solution_gor')).toBeLessThan(result(first, 'solution_gor'));
  });
});

describe('what a calculation does not need is not asked for', () => {
  it('works Bg from p, T and z without the gas gravity, and shows it in rb/Mcf when asked', () => {
    // Bg = (14.7/519.67) z T/p ft³/scf (Ahmed, ch. 2); × 1000/5.6146 for rb/Mscf.
    const [bg, inBbl] = chat(['Bg at 2500 psia 190F z=0.88?', 'in rb/Mcf']);
    const ft3 = ((14.7 / 519.67) * 0.88 * (190 + 459.67)) / 2500;
    expect(result(bg, 'gas_fvf_ft3_per_scf')).toBeCloseTo(ft3, 8);
    expect(lead(inBbl)).toContain(((ft3 * 1000) / 5.614583).toFixed(3));
  });

  it('reads "capex 600k" as money for a payout', () => {
    const [payout] = chat(['capex 600k, net cash flow 50k per month flat. payout in months?']);
    expect(result(payout, 'payout_periods')).toBeCloseTo(12, 6);
  });

  it('gives a laminar friction factor without a roughness', () => {
    const [laminar] = chat(['friction factor for Re 1600?']);
    expect(result(laminar, 'darcy_friction_factor')).toBeCloseTo(64 / 1600, 8);
  });
});

describe('a compression ratio and a temperature another calculation names', () => {
  it('asks for the basis of pressures written with no unit, for a ratio that depends on it', () => {
    const [ratio] = chat(['suction 100, discharge 900 — compression ratio?']);
    expect(asksBack(ratio)).toBe(true);
    expect(ratio?.markdown).toContain('psig');
  });

  it('takes a water "heated to 140°F" as the temperature of its scaling index', () => {
    const [lsi] = chat([
      'makeup water pH 8.0 heated to 150°F, TDS 1000, calcium hardness 250, alk 200 (as CaCO3). LSI?',
    ]);
    expect(input(lsi, 'temperature_degF')).toBe(150);
  });
});

describe('a figure the user stated earlier in the chat', () => {
  it('is carried to the next calculation instead of an estimate of its own', () => {
    // LGE with the density from the z stated (0.85), not a DAK z (Ahmed, ch. 2).
    const [, , viscosity] = chat([
      'Bg at 2500 psia 180F z=0.85?',
      'gas density if SG is .7',
      'and the viscosity (LGE)',
    ]);
    expect(input(viscosity, 'z_factor')).toBe(0.85);
  });

  it('but not into an input the next calculation names its own way', () => {
    const [, bo] = chat([
      'Rs at 3,000 psia, 200F, 40 API, 0.8 gas SG (Standing)?',
      'and the Bo that goes with it?',
    ]);
    expect(bo?.status).toBe('computed');
    expect(input(bo, 'separator_pressure_psia')).toBeNull();
  });
});

describe('a figure asked as what to expect', () => {
  it('"what pressure drop should we expect" and a bare "dP?" on a line ask for the figure', () => {
    const [expectIt] = chat([
      'We want to move 5,000 bbl/d of produced water (SG 1.05, 0.8 cP) through an existing 4" line, 4.026" ID, 9,000 ft long and flat. What pressure drop should we expect over the line?',
    ]);
    expect(expectIt?.tool).toBe('liquid_line_pressure_drop');
    expect(expectIt?.status).toBe('computed');
    expect(input(expectIt, 'length_ft')).toBe(9000);
    const [dp] = chat(['crude line, 8.071 ID, 2 miles, 20,000 bpd, SG 0.85, 5 cp, flat. dP?']);
    expect(dp?.tool).toBe('liquid_line_pressure_drop');
    expect(input(dp, 'length_ft')).toBeCloseTo(10_560, 6);
  });
});

describe('words that look like a calculation in a problem', () => {
  it('a separator carrying liquid into its gas line is no pipeline capacity', () => {
    const [carryover] = chat([
      'separator carrying liquid over into the gas line, 36" vertical, 200 psig, gas up from 8 to 12 MMscf/d',
    ]);
    expect(carryover?.tool).not.toBe('gas_pipeline_flow');
  });

  it('a way of doing something ("how do I safely…", "how to handle?") is not a calculation', () => {
    const [plunger, wax] = chat([
      'how do I safely pull a plunger out of the lubricator for a look?',
      'paraffin building in the tubing, 38 API crude, reservoir well above the bubble point. how to handle it?',
    ]);
    expect(plunger).toBeUndefined();
    expect(wax).toBeUndefined();
    // …while a way of working a figure out still is one.
    const [kmw] = chat([
      'how do I calculate the kill mud weight for SIDPP 500 psi, 10,000 ft TVD, 10 ppg?',
    ]);
    expect(result(kmw, 'kill_mud_weight_ppg')).toBeCloseTo(10 + 500 / (0.052 * 10000), 2);
  });

  it('a quantity compared with, or back-calculated, is not asked for', () => {
    const [above] = chat([
      'new well, 35 API oil, reservoir pressure well above the bubble point, rate falling',
    ]);
    expect(above === undefined || above.confidence < 0.6).toBe(true);
    const [drag] = chat([
      'torque and drag way over the model in the lateral: friction factor back-calc is 0.33 against 0.24 planned',
    ]);
    expect(drag).toBeUndefined();
  });

  it('a figure that only changed, told with no question, is a story, not its own conversion', () => {
    const [cut] = chat([
      'Producer on the flood: water cut went from 35 to 80% in three weeks. We raised rate on the nearby injector last month.',
    ]);
    expect(cut === undefined || cut.confidence <= 0.25).toBe(true);
    // …while the same figure with a question is converted.
    const [asked] = chat(['WOR is 7.5 — what is that as a cut']);
    expect(result(asked, 'water_cut_pct')).toBeCloseTo((100 * 7.5) / 8.5, 2);
  });

  it('a percentage comparing two figures ("15 % above the meter") fills no input', () => {
    const [meters] = chat([
      'Allocated well test oil runs about 15% above what the LACT shows each month. which number is right?',
    ]);
    expect(meters === undefined || meters.confidence <= 0.25).toBe(true);
    expect(meters?.status).not.toBe('computed');
    const [tests] = chat([
      'our well tests total about 20% more oil than the sales meter each month',
    ]);
    expect(tests?.status).not.toBe('computed');
  });

  it('"low volume" of gas asks for no pipe volume', () => {
    const [vent] = chat(['can we vent during flowback for a day? low volume, maybe 200 mcf/d']);
    expect(vent?.tool).not.toBe('pipe_capacity_displacement');
  });
});

describe('the answer leads with what was worked out, not a figure given back', () => {
  it('a line given its flow leads with the outlet pressure worked out', () => {
    const [line] = chat([
      'Weymouth, 12 in line ID 11.94, 30 miles, 900 psia inlet, flowing 60 MMscfd, gas SG 0.65, 70 F, Z 0.9. outlet pressure?',
    ]);
    expect(line?.markdown).toMatch(/^\*\*Downstream pressure P2: [\d,.]+ psia\*\*/);
  });

  it('an influx whose height is named leads with the density asked, not the height', () => {
    // ρi = MW − (SICP − SIDPP)/(0.052·h) (Grace, Blowout and Well Control Handbook, 2nd ed.,
    // 2017, ch. 2): 11.2 − 120/(0.052 × 400) = 5.43 ppg.
    const [kick] = chat([
      'SIDPP 400, SICP 520, 11.2 ppg mud, influx height 400 ft. density of the influx?',
    ]);
    expect(kick?.markdown).toMatch(/^\*\*Influx density: 5\.43\d? ppg/);
  });
});

describe('a measured dead-oil viscosity written short', () => {
  it('"dead oil visc" is the dead-oil viscosity of the live-oil correlation', () => {
    // Beggs & Robinson (1975): μo = A·μod^B, A = 10.715(Rs + 100)^−0.515, B = 5.44(Rs + 150)^−0.338.
    const [live] = chat(['dead oil visc 3.5 cp at reservoir temp, Rs = 500. live oil viscosity?']);
    const a = 10.715 * 600 ** -0.515;
    const b = 5.44 * 650 ** -0.338;
    expect(result(live, 'live_oil_viscosity_cp')).toBeCloseTo(a * 3.5 ** b, 3);
  });
});

describe('a result asked that shares its name with an input', () => {
  it('works out the slug weight a slug volume needs', () => {
    // Slug weight = MW + dry length × capacity × MW/slug volume (Lapeyrouse 2002, ch. 2).
    const [slug] = chat([
      '30 bbl slug, 11.0 ppg mud, want 200 ft dry, DP capacity 0.01776 bbl/ft. what slug weight?',
    ]);
    expect(result(slug, 'slug_weight_ppg')).toBeCloseTo(11 + (200 * 0.01776 * 11) / 30, 3);
  });
});

describe('several strings in one hole', () => {
  it('reads each string with its length, all in the one hole written before or after them', () => {
    // Σ (D² − d²)/1029.4 × L (Lapeyrouse 2002, ch. 2).
    const expected = (6000 * (12.25 ** 2 - 5 ** 2) + 500 * (12.25 ** 2 - 8 ** 2)) / 1029.4;
    const [before] = chat([
      'in 12-1/4 hole: 6,000 ft of 5" DP and 500 ft of 8" collars. annular volume?',
    ]);
    expect(result(before, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
    const [after] = chat([
      'annular volume, 6,000 ft of 5" DP and 500 ft of 8" collars, all in 12-1/4" hole',
    ]);
    expect(result(after, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
  });

  it('never reads an open hole below a casing as a pipe inside it', () => {
    const [sections] = chat([
      "annular vol: 9-5/8 csg ID 8.835 to 4000', then 8.5 OH to 9,000 TD. 4.5 DP with 300' of 6.5 DCs",
    ]);
    // Casing 0–4,000 ft and open hole to 9,000 ft, the collars the bottom 300 ft: (ID² − OD²)/1029.4
    // bbl/ft over each section (Lapeyrouse, 2nd ed., ch. 1).
    const expected =
      ((8.835 ** 2 - 4.5 ** 2) * 4000 +
        (8.5 ** 2 - 4.5 ** 2) * 4700 +
        (8.5 ** 2 - 6.5 ** 2) * 300) /
      1029.4;
    expect(result(sections, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
  });
});

describe('equipment named in a problem', () => {
  it('a treater with its figures asks for no duty: its form gives way to the knowledge base', () => {
    const [treater] = chat([
      'heater treater at 1,500 bopd, inlet 90F, treating at 130F, BS&W out 2%',
    ]);
    expect(treater?.confidence ?? 0).toBeLessThan(0.3);
  });
});

describe('fluids, kill weights and methods named the way a job report names them', () => {
  it('reads bare densities named by their fluid as a column of several fluids', () => {
    const [column] = chat([
      "TD 6,000' TVD. mud 9.4 ppg to 3,000', then 2,200' of 12.5 lead, 800' of 16.4 tail at the bottom. pressure at TD?",
    ]);
    // 0.052 × (9.4 × 3,000 + 12.5 × 2,200 + 16.4 × 800) = 3,578.6 psi (Lapeyrouse, 2nd ed., ch. 1).
    expect(result(column, 'pressure_psi')).toBeCloseTo(
      0.052 * (9.4 * 3000 + 12.5 * 2200 + 16.4 * 800),
      1,
    );
  });

  it('reads "kill with 12.7 ppg" as the kill mud weight of a kill sheet', () => {
    const [sheet] = chat([
      "FCP? SCR 480 psi with 12.0 ppg, we're going to kill with 12.7 ppg. SIDPP was 360",
    ]);
    // FCP = SCR × KMW/OMW (IADC surface-stack kill sheet).
    expect(result(sheet, 'final_circulating_pressure_psi')).toBeCloseTo((480 * 12.7) / 12, 1);
  });

  it('reads annular losses "from the hydraulics program" as the APL', () => {
    const [, ecd] = chat([
      'Need ECD. MW 10.6, annular losses from the hydraulics program 310 psi.',
      "bit's at 11,640 MD, 11,200 TVD",
    ]);
    expect(result(ecd, 'ecd_ppg')).toBeCloseTo(10.6 + 310 / (0.052 * 11200), 3);
  });

  it('asks for the bubble point when the composite IPR is named, never answers with Vogel', () => {
    const [named] = chat([
      'undersaturated oil, Pr 3,800 psia, test 1,100 bopd at 3,000 psia. qmax with the composite IPR?',
    ]);
    expect(named?.tool).toBe('composite_ipr');
    expect(asksBack(named)).toBe(true);
  });

  it('names the separator inputs as the card does when one of the pair is missing', () => {
    const [gor] = chat([
      'Rs by Vasquez-Beggs at 1800 psia, 170F, 28 API, gas gravity 0.80 at 100 psig sep conditions',
    ]);
    expect(gor?.markdown).toContain(
      'Give both Separator pressure (psia) and Separator temperature',
    );
  });
});

describe('a pressure drop, a pump and a critical rate in shorthand', () => {
  it('reads "friction dp?" of a crude line as its pressure drop, never "dp" alone', () => {
    const [line] = chat([
      '4,500 bbl/d of crude, SG 0.85, 3 cP, 4.026 in ID line 2 miles long, level. friction dp?',
    ]);
    expect(line?.tool).toBe('liquid_line_pressure_drop');
    const [pipe] = chat(['5 in DP, 19.5 ppf, 4.276 ID. capacity and displacement?']);
    expect(pipe?.tool).toBe('pipe_capacity_displacement');
  });

  it('reads "1-3/4 pump at 8 spm" as the plunger and the speed, and asks for the stroke', () => {
    const [pump] = chat(['1-3/4 pump at 8 spm - whats the displacement?']);
    expect(pump?.tool).toBe('rod_pump_displacement');
    expect(input(pump, 'plunger_diameter_in')).toBe(1.75);
    expect(asksBack(pump)).toBe(true);
  });

  it('"is it above critical?" asks the critical rate of a gas well', () => {
    const [well] = chat(['gas well, 0.65 gravity, 140F, z 0.9, 600 mcfd. above critical?']);
    expect(well?.tool).toBe('critical_rate_liquid_loading');
  });
});

describe('cement jobs and well tests as they are written on location', () => {
  it('reads "(all TVD)" after the last fluid as a qualifier, not the column total', () => {
    const [column] = chat([
      'end of job: 9.6 ppg mud top 6,800 ft, 11.5 spacer 400 ft, 16.2 tail 1,100 ft (all TVD). bottom pressure?',
    ]);
    expect(result(column, 'pressure_psi')).toBeCloseTo(
      0.052 * (9.6 * 6800 + 11.5 * 400 + 16.2 * 1100),
      1,
    );
  });

  it('never works a column with a second fluid named after its density as all one mud', () => {
    const [two] = chat(['hydrostatic at 9000 ft, 10.2 ppg mud and 15.8 tail']);
    expect(two?.status).not.toBe('computed');
  });

  it('uses a barite gravity stated apart from the word barite', () => {
    const [barite] = chat([
      'Barite on site is only SG 4.1. 300 bbl, 9.6 to 10.5 ppg. lb of barite?',
    ]);
    // lb = 42 × ρb × V × (W2 − W1)/(ρb − W2), ρb = 8.33 × 4.1 ppg (Lapeyrouse, 2nd ed., ch. 2).
    const rho = 8.33 * 4.1;
    expect(input(barite, 'barite_specific_gravity')).toBe(4.1);
    expect(result(barite, 'barite_lb')).toBeCloseTo(
      (42 * rho * 300 * (10.5 - 9.6)) / (rho - 10.5),
      -1,
    );
  });

  it('reads the displacement to bump the plug as the casing volume down to the float collar', () => {
    const [displacement] = chat([
      'displacement volume to bump plug: 5-1/2" 17# (ID 4.892) to float collar at 9,180 ft',
    ]);
    // 4.892²/1029.4 × 9,180 ft (Lapeyrouse, 2nd ed., ch. 1, capacity).
    expect(result(displacement, 'capacity_bbl')).toBeCloseTo((4.892 ** 2 / 1029.4) * 9180, 0);
    expect(displacement?.markdown.startsWith('**Pipe volume')).toBe(true);
  });

  it('answers "strokes to bump?" with the volume told just before', () => {
    const [, strokes] = chat([
      'displacing 212 bbl with the rig pumps',
      'pump output 0.098 bbl/stk (at eff). strokes to bump?',
    ]);
    expect(result(strokes, 'strokes_for_volume')).toBeCloseTo(212 / 0.098, 0);
  });

  it('takes two tests written "q @ p and q @ p" as a Fetkovich pair, not one Vogel test', () => {
    const [aof] = chat(['Pr 2800, tests 400 bopd @ 2200 psia and 650 @ 1600. AOF?']);
    expect(aof?.tool).toBe('fetkovich_ipr');
    expect(aof?.status).toBe('computed');
  });
});

describe('dilution, slow-pump statements and depths as the rig writes them', () => {
  it('reads "cut 400 bbl of 13.0 back to 12.2 with drill water" as a dilution', () => {
    const [water] = chat(['cut 350 bbl of 12.8 ppg back to 12.1 with drill water. bbls of water?']);
    // V × (W1 − W2)/(W2 − 8.33) (Lapeyrouse, 2nd ed., ch. 2, dilution).
    expect(result(water, 'diluent_bbl')).toBeCloseTo((350 * (12.8 - 12.1)) / (12.1 - 8.33), 1);
  });

  it('reads "250 bbl at 11.8, want 11.2", and "end up at 12.0" as the weight wanted', () => {
    const [oil, lower] = chat([
      'OBM 300 bbl at 12.0, want 11.4. diluting with base oil 6.9 ppg',
      'and if I want to end up at 11.0 instead?',
    ]);
    expect(result(oil, 'diluent_bbl')).toBeCloseTo((300 * (12 - 11.4)) / (11.4 - 6.9), 2);
    expect(input(lower, 'current_mud_weight_ppg')).toBe(12);
    expect(result(lower, 'diluent_bbl')).toBeCloseTo((300 * (12 - 11)) / (11 - 6.9), 2);
  });

  it('reads "SCR 40 spm = 900 psi" and "slow pump 30 spm 640 psi" as the kill-rate pressure', () => {
    const [fcp] = chat(['W&W: SCR 40 spm = 850 psi, SIDPP 480, OMW 10.4, TVD 9,600. FCP?']);
    const kmw = 10.4 + 480 / (0.052 * 9600);
    expect(result(fcp, 'final_circulating_pressure_psi')).toBeCloseTo((850 * kmw) / 10.4, 0);
    const [icp] = chat(['slow pump 30 spm 640 psi, SIDPP 390, MW 10.0, TVD 8,000 ft. ICP?']);
    expect(result(icp, 'initial_circulating_pressure_psi')).toBeCloseTo(640 + 390, 6);
  });

  it('reads "9,100 ft MD" as a measured depth, never millidarcies asked', () => {
    const [, emw] = chat([
      'formation pressure 5,600 psi, depth 10,200 ft MD',
      "sorry that's MD, TVD is 9,400 ft",
    ]);
    // EMW = P/(0.052 × TVD) (Lapeyrouse, 2nd ed., ch. 1).
    expect(result(emw, 'mud_weight_ppg')).toBeCloseTo(5600 / (0.052 * 9400), 2);
  });
});

describe('a fluid height written with TVD after it', () => {
  it('reads "16.4 ppg lead/tail 1,200 ft TVD" under 9,300 ft of fluids as its height', () => {
    const [column] = chat([
      'end of displacement: annulus 9.2 ppg mud 8,800 ft, 12.5 spacer 400 ft, 16.0 ppg tail 1,000 ft TVD. BHP?',
    ]);
    expect(result(column, 'pressure_psi')).toBeCloseTo(
      0.052 * (9.2 * 8800 + 12.5 * 400 + 16 * 1000),
      1,
    );
  });
});

describe('heaters, hydrates, payouts and in-place volumes in a few words', () => {
  it('"raise 60 F" is a heater\'s temperature rise, "from 70 F" its inlet', () => {
    const [rise] = chat(['line heater on 1,200 bopd, SG 0.86, raise 50 F']);
    expect(input(rise, 'temperature_rise_degF')).toBe(50);
    const [inlet] = chat(['heater treater on 1,200 bopd, SG 0.86, from 70 F raise to 130 F']);
    expect(input(inlet, 'inlet_temperature_degF')).toBe(70);
    expect(input(inlet, 'outlet_temperature_degF')).toBe(130);
  });

  it('"knock the hydrate temp down 25 F" is the depression wanted', () => {
    const [meoh] = chat(['methanol wt% in water to knock hydrate temp down 25 F, Hammerschmidt']);
    // W = 100 d M/(K + d M), K 2,335, M 32.04 for methanol (Hammerschmidt, 1934; GPSA sec. 20).
    expect(result(meoh, 'required_concentration_wt_pct')).toBeCloseTo(
      (100 * 25 * 32.04) / (2335 + 25 * 32.04),
      1,
    );
  });

  it('"$1.5MM well, nets $180k/mo" is the investment the payout pays back', () => {
    const [payout] = chat(['$2MM well, nets $250k/mo for 4 months then $200k/mo. payout months?']);
    // 4 × 250k = 1.0MM, then 1.0MM/200k = 5 more months.
    expect(result(payout, 'payout_periods')).toBeCloseTo(9, 6);
  });

  it('answers "how much will the volume go up?" after a barite weight-up', () => {
    const [, volume] = chat([
      'weight up active system 500 bbl, 11.5 -> 12.3 ppg',
      'how much will the volume go up?',
    ]);
    // V × (W2 − W1)/(35 − W2) (Lapeyrouse, 2nd ed., ch. 2).
    expect(result(volume, 'volume_increase_bbl')).toBeCloseTo((500 * 0.8) / (35 - 12.3), 2);
  });

  it('reads "J above Pb is 1.2 stb/d/psi" as the composite IPR\'s PI', () => {
    const [composite] = chat(['J above Pb is 1.5 stb/d/psi, Pr 4,000, Pb 2,800 psia. max rate?']);
    // qb = J (Pr − pb); qmax = qb + J pb/1.8 (Guo, Lyons & Ghalambor, 2007, ch. 3).
    expect(result(composite, 'max_rate_aof')).toBeCloseTo(1.5 * 1200 + (1.5 * 2800) / 1.8, 1);
  });

  it('"how many barrels in place?" asks the oil FVF of oil in place, never of gas', () => {
    const [oil] = chat([
      'volumetrics: 800 acres, 30 ft pay, 19% porosity, 28% water sat. How many barrels in place?',
    ]);
    expect(oil?.tool).toBe('volumetric_oil_in_place');
    expect(asksBack(oil)).toBe(true);
  });
});

describe('a result asked by name of a calculation named only by its inputs', () => {
  it('"our net?" after a month\'s sales, royalty, WI and severance is the revenue split', () => {
    const [net] = chat([
      'Nov: 3,000 bbl @ $70, 6,000 mcf @ $3.00, 1/8 royalty, we own 40% WI, sev 4.6%. our net?',
    ]);
    // Gross 210,000 + 18,000 = 228,000; owner = 0.40 × 0.875 × 228,000 = 79,800; less 4.6 %
    // severance on it = 76,129.2 (Mian, Project Economics and Decision Analysis, vol. 1).
    expect(net?.tool).toBe('revenue_distribution');
    expect(result(net, 'net_revenue_usd')).toBeCloseTo(79800 * 0.954, 0);
  });
});

describe('names and units as field reports write them', () => {
  it("reads a gravity written after a stream's rate as that stream's", () => {
    const [duty] = chat(['treater duty: 1500 bopd of 31 API, 700 bwpd SG 1.09, 40 F rise']);
    expect(input(duty, 'oil_api_gravity')).toBe(31);
    expect(input(duty, 'water_specific_gravity')).toBe(1.09);
    expect(input(duty, 'oil_specific_gravity')).toBeNull();
  });

  it('reads "severance rate" as the tax rate', () => {
    // Owner's net = 3,000 bbl × $65 × (1 − 0.20) × 0.40 × (1 − 0.046) = $59,529.60.
    const [net] = chat([
      '3,000 bbl sold at $65/bbl, royalty 20%, we have 40% working interest and the state severance rate is 4.6%. net revenue to us?',
    ]);
    expect(input(net, 'severance_tax_pct')).toBe(4.6);
    expect(result(net, 'net_revenue_usd')).toBeCloseTo(3000 * 65 * 0.8 * 0.4 * 0.954, 1);
  });

  it('takes the one number a name reaches only weakly, when nothing else could fill its input', () => {
    // J = q / (Pr − pwf) = 800 / (2,900 − 2,100) = 1.0 bbl/d/psi (Ahmed, Reservoir
    // Engineering Handbook, 4th ed., ch. 15).
    const [pi] = chat([
      "reservoir pressure is around 2,900 psi and with the well flowing the BHP drops to 2,100 psi at 800 bbl/d. what's the PI",
    ]);
    expect(result(pi, 'productivity_index')).toBeCloseTo(800 / 800, 3);
  });

  it('reads "SI BHP" as the static pressure, and "down to" only for the number right after it', () => {
    const [shutIn] = chat(['250 bopd at 1200 psi flowing bhp, SI BHP 2400 psi. what PI']);
    expect(result(shutIn, 'productivity_index')).toBeCloseTo(250 / 1200, 3);
    const [downTo] = chat(["Pr 2400, pwf down to 1200 psi at 250 bopd, what's J"]);
    expect(result(downTo, 'productivity_index')).toBeCloseTo(250 / 1200, 3);
  });

  it('reads a gauge that "went from … down to …" as the run\'s opening and closing gauges', () => {
    // V = π/4 · D² · (h1 − h2) = π/4 · 3.8² · (4.75 − 0.95) = 43.10 m³ (API MPMS ch. 2).
    const [run] = chat([
      'tank 3.8 m diameter; gauge went from 4.75 m down to 0.95 m. volume run in m3?',
    ]);
    expect(card(run).tool).toBe('tank_strapping_run');
    expect(result(run, 'gross_volume_bbl') * M3_PER_BBL).toBeCloseTo(
      (Math.PI / 4) * 3.8 ** 2 * 3.8,
      1,
    );
  });

  it('a change whose figure is only weakly named takes the input it names, not the question', () => {
    // NRI = WI × (1 − royalty − ORRI) = 37.5 % × (1 − 3/16 − 2 %) = 29.72 %.
    const [, changed] = chat([
      "WI 75%, lessor royalty 3/16, ORRI 2%. What's our net revenue interest?",
      "if we farm out half our WI (down to 37.5%), what's the NRI?",
    ]);
    expect(input(changed, 'working_interest_pct')).toBe(37.5);
    expect(result(changed, 'nri_pct')).toBeCloseTo(37.5 * (1 - 0.1875 - 0.02), 2);
  });

  it('answers a force in the unit asked', () => {
    // Fj = 0.01823 Cd q √(ρ Δpb) lbf (Bourgoyne et al., Applied Drilling Engineering, SPE
    // Textbook 2, 1986, ch. 4, jet impact force); 1 lbf = 4.4482216152605 N (NIST SP 811).
    const [force] = chat(['TFA 0.902 in2, 700 gpm, 9.6 ppg — jet impact force in kN?']);
    const lbf = result(force, 'impact_force_lbf');
    expect(force?.markdown).toContain(`${(lbf * 4.4482216152605e-3).toFixed(3)} kN`);
  });
});

describe('figures as rig and production reports write them', () => {
  it('reads a lone F before the word it qualifies as degrees ("110 F at the wellhead")', () => {
    expect(readQuantities('45 F rise').map((mention) => mention.unit?.id)).toEqual(['degF']);
    const [turner] = chat([
      'Gas well loading up. FTP 520 psia, 95 F at wellhead, 2-7/8 tbg (2.441 ID), SG 0.62, z 0.93. Turner critical rate?',
    ]);
    expect(input(turner, 'temperature_degF')).toBe(95);
    const [inhibitor] = chat([
      'Methanol needed in the free water for 18 F of hydrate suppression?',
    ]);
    expect(input(inhibitor, 'temperature_depression_degF')).toBe(18);
  });

  it('reads a bare cement yield per sack, "DC" as the collars, "intake" as the pump depth', () => {
    const [cement] = chat([
      '7" job: 8-1/2 hole, 2,200 ft of open hole, 30% excess, no shoe track. Class H yield 1.06. Sacks?',
    ]);
    expect(input(cement, 'slurry_yield_ft3_per_sk')).toBe(1.06);
    const [kick] = chat([
      'SIDPP 300, SICP 480, MW 10.5, gain 20 bbl. DC 600 ft, ann cap around DC 0.0291, around DP 0.0505 bbl/ft. Influx gradient?',
    ]);
    expect(input(kick, 'bottom_section_length_ft')).toBe(600);
    const [esp] = chat([
      '2000 bpd ESP, intake 6,800 ft, PIP 500 psig, casing 40 psig, fluid SG 1.02, tubing ID 2.441, WHP 150 psig. TDH?',
    ]);
    expect(input(esp, 'pump_depth_ft')).toBe(6800);
  });

  it('reads "liquid SG" as the liquid density a separator needs', () => {
    const [separator] = chat([
      'Min ID of a vertical scrubber for 18 MMscfd at 900 psia / 80 F? Gas SG 0.65, z 0.88, liquid SG 0.85, K 0.25 ft/s.',
    ]);
    // ρL = 0.85 × 62.428 lb/ft³ (water at 4 °C, 999.97 kg/m³ ≈ 1 g/cm³ as SG's base).
    expect(input(separator, 'liquid_density_lb_per_ft3')).toBeCloseTo(0.85 * 62.428, 1);
  });

  it('reads "SCR at 30 spm was 640 psi" and "SIDPP came up to 300" for the ICP, the FCP asked needs the KMW or TVD', () => {
    // ICP = 640 + 420 = 1,060 psi; 550 + 300 = 850 psi.
    const [scr] = chat(['SCR at 30 spm was 640 psi, SIDPP 420. ICP?']);
    expect(result(scr, 'initial_circulating_pressure_psi')).toBe(1060);
    const [came] = chat([
      'slow pump pressure 550 @ 40 spm, SIDPP came up to 300 and stabilised. MW 10.0. whats my ICP',
    ]);
    expect(result(came, 'initial_circulating_pressure_psi')).toBe(850);
    const [fcp] = chat(['SCR 540 psi, SIDPP 310, MW 10.2 ppg. FCP?']);
    expect(asksBack(fcp)).toBe(true);
    expect(fcp?.markdown).toMatch(/kill mud weight/);
  });

  it('works out the ICP from SCR and SIDPP alone, and asks for the mud weight for the FCP', () => {
    // ICP = SCR + SIDPP = 720 + 310 = 1,030 psi (Lapeyrouse, 2nd ed., ch. 4).
    const [icp] = chat(['SCR 720 psi at 30 spm, SIDPP 310. ICP?']);
    expect(result(icp, 'initial_circulating_pressure_psi')).toBe(1030);
    const [fcp] = chat(['SCR 720 psi at 30 spm, SIDPP 310. FCP?']);
    expect(asksBack(fcp)).toBe(true);
  });
});

describe('mud weights as the mud report writes them', () => {
  it("reads the active system's weight and the weight needed for a barite job", () => {
    // Barite (lb) = 1,470 × V × (W2 − W1)/(35 − W2) = 1,470 × 600 × 1.0/(35 − 11.8) = 38,017 lb
    // (Lapeyrouse, 2nd ed., ch. 2): 380.2 sacks of 100 lb.
    const [barite] = chat([
      'Have 600 bbl active @ 10.8 ppg, need 11.8 for the next section. How many 100-lb sx of barite?',
    ]);
    expect(input(barite, 'current_mud_weight_ppg')).toBe(10.8);
    expect(input(barite, 'desired_mud_weight_ppg')).toBe(11.8);
    expect(result(barite, 'barite_sacks')).toBeCloseTo((1470 * 600 * 1.0) / (35 - 11.8) / 100, 0);
  });

  it('reads a bare mud weight beside "mud", and adds the weight a follow-up gives to the MAASP', () => {
    // MAASP = LOT − (MW − test MW) × 0.052 × TVD = 980 − (10.6 − 9.4) × 0.052 × 4,100 = 724.16 psi
    // (Lapeyrouse, 2nd ed., ch. 4).
    const [, maasp] = chat([
      "LOT at the shoe 4,100' TVD leaked off at 980 psi with 9.4 mud. EMW?",
      "we'll be at 10.6 ppg by TD, what's MAASP then?",
    ]);
    expect(input(maasp, 'test_mud_weight_ppg')).toBe(9.4);
    expect(result(maasp, 'maasp_psi')).toBeCloseTo(980 - 1.2 * 0.052 * 4100, 1);
  });

  it('reads "-1.2M" in a money question as millions, and "850m" beside it as metres', () => {
    expect(
      readQuantities('IRR: capex -1.2M, TD 3000m, shoe 850m, then 400k').map((mention) => [
        mention.value,
        mention.unit?.id,
      ]),
    ).toEqual([
      [-1_200_000, 'USD'],
      [3000, 'm'],
      [850, 'm'],
      [400_000, undefined],
    ]);
  });

  it('reads a unit joined to its number by a hyphen ("100-lb sacks", "a 40-ft joint")', () => {
    expect(readQuantities('100-lb sx, a 40-ft joint').map((mention) => mention.unit?.id)).toEqual([
      'lb',
      'ft',
    ]);
  });

  it('reads "SG" before a number followed by words as its unit', () => {
    expect(readQuantities('EMW SG 1.75 at the shoe').map((mention) => mention.unit?.id)).toEqual([
      'SG',
    ]);
  });
});

describe("a day's production as the morning report gives it", () => {
  it("reads a day's volumes as the day's rates", () => {
    // Water cut = qw/(qo + qw) = 1,180/(420 + 1,180) = 73.75 %; GOR = 12,400/85 = 145.9 m³/m³.
    const [cut] = chat(['Daily: 420 BO, 1,180 BW, 700 mcf. Water cut?']);
    expect(result(cut, 'water_cut_pct')).toBeCloseTo((100 * 1180) / 1600, 2);
    const [gor] = chat(['yesterday the well made 85 m3 oil, 12,400 m3 gas and 30 m3 water. GOR?']);
    expect(result(gor, 'gas_oil_ratio_scf_per_bbl')).toBeCloseTo((12_400 / 85) * 5.614583, 0);
  });
});

describe('numbers in words', () => {
  it('reads "zero" as a number: "takes the skin to zero"', () => {
    const [, stimulated] = chat([
      'steady state radial flow: k 15 md, h 50 ft, pe 2,400 psia, pwf 1,600 psia, visc 1.8 cP, Bo 1.2, re 660 ft, rw 0.354 ft, skin 4. rate?',
      'and if the frac takes the skin to zero?',
    ]);
    // q = 0.00708 k h Δp / (μ Bo (ln(re/rw) + S)) (Ahmed, Reservoir Engineering Handbook, 4th
    // ed., ch. 6), S = 0: 0.00708 × 15 × 50 × 800 / (1.8 × 1.2 × ln(660/0.354)).
    expect(input(stimulated, 'skin')).toBe(0);
    expect(result(stimulated, 'oil_rate')).toBeCloseTo(
      (0.00708 * 15 * 50 * 800) / (1.8 * 1.2 * Math.log(660 / 0.354)),
      0,
    );
  });
});

describe("the rig's words for a mud weight", () => {
  it('reads "MW" as the mud weight asked, from a gradient and of a transfer between pits', () => {
    // MW = gradient / 0.052 = 0.62 / 0.052 = 11.92 ppg (Lapeyrouse, 2nd ed., ch. 1).
    const [balance] = chat(['pore pressure 0.62 psi/ft from the offset, what MW balances it?']);
    expect(result(balance, 'mud_weight_ppg')).toBeCloseTo(0.62 / 0.052, 2);
    // W = (V1 W1 + V2 W2)/(V1 + V2) = (150 × 14.0 + 350 × 10.6)/500 = 11.62 ppg.
    const [mix] = chat([
      'Transferring 150 bbl of 14.0 ppg from the reserve into 350 bbl of 10.6 active. Final MW?',
    ]);
    expect(result(mix, 'final_mud_weight_ppg')).toBeCloseTo((150 * 14 + 350 * 10.6) / 500, 2);
  });
});

describe('a percentage given is not a result asked', () => {
  it('"with 35 % water cut" does not make a heat duty question a ratio', () => {
    const [duty] = chat([
      'How much heat does the heater treater need for 2,000 bopd of 32 API with 35% water cut?',
    ]);
    expect(card(duty).tool).toBe('heater_duty');
    expect(asksBack(duty)).toBe(true);
  });
});

describe('a gas material balance told as surveys', () => {
  it('reads "pi … z …, survey after … Bcf: p, z" as the p/z data, and G as asked', () => {
    // G = Gp (pi/zi)/((pi/zi) − (p/z)) = 6 × (2,900/0.87)/((2,900/0.87) − (2,450/0.85)) Bscf
    // (Craft and Hawkins, Applied Petroleum Reservoir Engineering, 3rd ed., ch. 2).
    const [pz] = chat([
      'Dry gas pool. Pi 2900 psia z 0.87. BHP survey after 6.0 Bcf: 2450 psia, z 0.85. G?',
    ]);
    const initial = 2900 / 0.87;
    expect(card(pz).tool).toBe('gas_material_balance_pz');
    expect(result(pz, 'giip_bcf')).toBeCloseTo((6 * initial) / (initial - 2450 / 0.85), 2);
  });

  it('reads a plain kPa beside a kPa(a) on the same basis, and keeps it for the abandonment', () => {
    // All absolute: G = 800 × (25,000/0.90)/((25,000/0.90) − (20,000/0.87)) = 4,640 e6m3;
    // recoverable to 4,000 kPa, z 0.95: G × (1 − (4,000/0.95)/(25,000/0.90)) = 3,936.7 e6m3
    // (Craft and Hawkins, 3rd ed., ch. 2: p/z = (pi/zi)(1 − Gp/G)).
    const [pz, recoverable] = chat([
      'Gas pool, pi 25,000 kPa(a), zi 0.90; latest survey 20,000 kPa, z 0.87, after 800 e6m3 produced. GIIP from p/z?',
      'and recoverable down to 4,000 kPa abandonment, z 0.95?',
    ]);
    const e6m3 = 35.3147 / 1000; // Bcf per e6m3
    expect(result(pz, 'giip_bcf')).toBeCloseTo(4640 * e6m3, 2);
    expect(result(recoverable, 'recoverable_bcf')).toBeCloseTo(3936.67 * e6m3, 2);
  });
});

describe('economics as a finance question puts it', () => {
  it('reads an AFE, a flow "we expect for the first N months" and a well named "Kolb 1H"', () => {
    // $2.9MM: 10 months × $240k = $2.4MM, then $0.5MM / $150k = 3.33 months: payout 13.33 months.
    const [payout] = chat([
      'When does the Baker 2H pay out? AFE came in at $2.9MM. Netting $240k a month, which we expect for the first 10 months, then $150k/month. Payout in months?',
    ]);
    expect(result(payout, 'payout_periods')).toBeCloseTo(10 + 500 / 150, 2);
    expect(readQuantities('the Smith 3H made 400 bopd').map((mention) => mention.value)).toEqual([
      400,
    ]);
  });
});

describe('a well told from surface down', () => {
  // Annular capacity (ID² − OD²)/1029.4 bbl/ft (Lapeyrouse, 2nd ed., ch. 1).
  const capacity = (id: number, od: number) => (id ** 2 - od ** 2) / 1029.4;

  it('reads casing set to a depth, open hole down to TD and collars at the bottom', () => {
    const [volume] = chat([
      'Need the annular volume for the loggers. 9-5/8" casing (ID 8.835") set at 5,800 ft, then 8-1/2" open hole down to 11,200 ft. String is 5" DP except the bottom 540 ft which is 6-1/2" collars. Total annular volume in bbl?',
    ]);
    const expected =
      capacity(8.835, 5) * 5800 +
      capacity(8.5, 5) * (11200 - 5800 - 540) +
      capacity(8.5, 6.5) * 540;
    expect(result(volume, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
  });

  it('reads bare depths after "to" and collars written after their length', () => {
    const [volume] = chat([
      'hole: 9-5/8 47# csg (ID 8.681) to 5,200, 8-1/2 OH to 9,900. string 5" DP + 550\' 6-3/4 collars. annular volume?',
    ]);
    const expected =
      capacity(8.681, 5) * 5200 +
      capacity(8.5, 5) * (9900 - 5200 - 550) +
      capacity(8.5, 6.75) * 550;
    expect(result(volume, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
    expect(readQuantities("600' 6-3/4 collars").map((mention) => mention.value)).toEqual([
      600, 6.75,
    ]);
  });

  it('reads sections that follow one another, each with its length', () => {
    const [volume] = chat([
      'annular vol: 5" DP inside 9-5/8 47# (ID 8.681) to 4,900 ft, then 5" DP in 8.5 OH 3,200 ft, 6.5 collars 560 ft',
    ]);
    const expected = capacity(8.681, 5) * 4900 + capacity(8.5, 5) * 3200 + capacity(8.5, 6.5) * 560;
    expect(result(volume, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
  });

  it("reads a pipe size after a depth and its comma as the pipe, not the depth's inches", () => {
    const expected = capacity(8.681, 5) * 6200 + capacity(8.5, 5) * 3600;
    const [volume] = chat([
      'annular volume: 9-5/8 csg ID 8.681 to 6,200 ft, then 8-1/2 open hole to 9,800 ft, 5 in DP. bbl?',
    ]);
    expect(result(volume, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
    expect(readQuantities('TD 9,800 ft, 5 in DP').map((mention) => mention.value)).toEqual([
      9800, 5,
    ]);
    // Feet and inches with a comma between them are still one length.
    expect(readQuantities('a joint 31 ft, 4 in long').map((mention) => mention.value)).toEqual([
      31 + 4 / 12,
    ]);
  });

  it('reads metric depths and collars named after their length and a comma', () => {
    const m = 3.28084;
    const expected =
      capacity(8.681, 5) * 1890 * m +
      capacity(8.5, 5) * (3020 - 1890 - 180) * m +
      capacity(8.5, 6.5) * 180 * m;
    const [volume] = chat([
      'Annular volume: 9-5/8" 47# casing (ID 8.681") to 1,890 m, then 8-1/2" open hole to TD at 3,020 m. 5" DP all the way except the bottom 180 m, which is 6-1/2" collars. bbl?',
    ]);
    expect(result(volume, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
  });

  it('reads each hole from one depth to the next, and asks when the spans leave a gap', () => {
    const [volume] = chat([
      'annular volume with 5" DP: 8.681" casing ID 0-6200 ft, 8.5" open hole 6200-9800 ft. bbl?',
    ]);
    const expected = capacity(8.681, 5) * 6200 + capacity(8.5, 5) * 3600;
    expect(result(volume, 'annular_volume_bbl')).toBeCloseTo(expected, 1);
    const [gap] = chat([
      'annular volume, 5" DP: 8.681" casing 0-6200 ft, 8.5" open hole 7000-9800 ft',
    ]);
    expect(asksBack(gap)).toBe(true);
  });
});

describe('cutting a mud back with base oil', () => {
  it('reads "drop to … using base oil" as a dilution', () => {
    // V = V1 (W1 − W2)/(W2 − Wb) = 280 × (11.2 − 10.6)/(10.6 − 6.9) bbl (Lapeyrouse, 2nd ed., ch. 2).
    const [dilution] = chat([
      'OBM system, 280 bbl at 11.2 ppg, drop to 10.6 ppg using base oil (6.9 ppg). bbls of base oil?',
    ]);
    expect(card(dilution).tool).toBe('mud_dilution');
    expect(result(dilution, 'diluent_bbl')).toBeCloseTo((280 * 0.6) / 3.7, 1);
  });
});

describe('a kick with the collar annulus and its length', () => {
  it('reads "0.0292 bbl/ft around DCs for 450 ft" as the collar section', () => {
    // Height = 450 + (25 − 450 × 0.0292)/0.0459 ft; gradient = 0.052 × 9.8 − (560 − 300)/height
    // (Lapeyrouse, 2nd ed., ch. 4).
    const [kick] = chat([
      '25 bbl gain. SIDPP 300 SICP 560 MW 9.8. Annular cap around DCs 0.0292 bbl/ft for 450 ft, around DP 0.0459 above. influx gradient?',
    ]);
    const height = 450 + (25 - 450 * 0.0292) / 0.0459;
    expect(result(kick, 'influx_gradient_psi_per_ft')).toBeCloseTo(0.052 * 9.8 - 260 / height, 3);
  });
});

describe('a column of fluids in metric', () => {
  it('reads depth ranges and "sitting on" as the layers of a column', () => {
    // p = Σ ρ·g·h in metric (Lapeyrouse, 2nd ed., ch. 1, with the exact factor): brine 0–1,700 m
    // over cement 1,700–2,200 m; EMW = Σ(SG × h)/Σh.
    const [ranges] = chat([
      'Well full of 1.08 SG brine 0-1,700 m, 1.92 SG cement 1,700-2,200 m. Bottom pressure in bar?',
    ]);
    expect(card(ranges).tool).toBe('fluid_column_pressure');
    const psi = 0.0980665 * (1.08 * 1700 + 1.92 * 500) * 14.503773773;
    expect(result(ranges, 'pressure_psi')).toBeCloseTo(psi, 0);
    const [sitting] = chat([
      '1900 m of 1.12 sg brine sitting on 300 m of 1.90 sg cement. what EMW does the whole column give at the bottom?',
    ]);
    expect(result(sitting, 'equivalent_mud_weight_ppg') / 8.345404452).toBeCloseTo(
      (1.12 * 1900 + 1.9 * 300) / 2200,
      3,
    );
  });
});

describe('a list of inputs and no question', () => {
  it('works a calculation whose every input is named, "Bo 1.25" a name, "closed boundaries" pseudo-steady', () => {
    // q = 0.00708 k h Δp / (μ Bo (ln(re/rw) − 0.75 + s)) (Ahmed, Reservoir Engineering Handbook,
    // 4th ed., ch. 6).
    const [rate] = chat([
      'k=30md h=35ft p=3000 pwf=2300 visc 1.4 Bo 1.2 re 1320 rw .354 skin 1 (closed boundaries)',
    ]);
    expect(input(rate, 'formation_volume_factor_rb_per_stb')).toBe(1.2);
    expect(result(rate, 'oil_rate')).toBeCloseTo(
      (0.00708 * 30 * 35 * 700) / (1.4 * 1.2 * (Math.log(1320 / 0.354) - 0.75 + 1)),
      1,
    );
  });

  it('reads a result the last calculation gave from it ("so what\'s the PI?")', () => {
    const [rate, pi] = chat([
      'steady state, pe 2,500 psia at re 660 ft. k 80 md, h 30 ft, pwf 2,000 psia, visc 1.0 cp, Bo 1.2, rw 0.354 ft, no skin. q?',
      "so what's the PI?",
    ]);
    expect(card(pi).tool).toBe('darcy_radial_inflow');
    expect(result(pi, 'productivity_index')).toBeCloseTo(result(rate, 'oil_rate') / 500, 3);
  });
});

describe('what a string holds and displaces, as the rig asks it', () => {
  // Capacity ID²/1029.4 and steel displacement (OD² − ID²)/1029.4 bbl/ft (Lapeyrouse, 2nd ed., ch. 1).
  it('works the volume to fill a string and one set at a depth', () => {
    const [fill] = chat([
      'How much fluid to fill 2,500 m of 2-3/8 tubing, ID 1.995"? answer in m3',
    ]);
    expect(result(fill, 'capacity_m3')).toBeCloseTo(
      (Math.PI / 4) * (1.995 * 0.0254) ** 2 * 2500,
      2,
    );
    const [set] = chat(['2-3/8 tubing, ID 1.995 in, set at 2,400 m. How many m3 inside?']);
    expect(result(set, 'capacity_m3')).toBeCloseTo((Math.PI / 4) * (1.995 * 0.0254) ** 2 * 2400, 2);
  });

  it('answers what the hole takes for pipe pulled dry with its steel displacement', () => {
    const [dry] = chat([
      'Pulling 5,200 ft of 5" DP (ID 4.276) dry - how much should the hole take to keep it full?',
    ]);
    expect(lead(dry)).toMatch(/Open-end displacement/);
    expect(result(dry, 'open_end_displacement_bbl')).toBeCloseTo(
      ((25 - 4.276 ** 2) / 1029.4) * 5200,
      1,
    );
  });

  it("answers the drill pipe pressure drop per 100 strokes asked in the rig's words", () => {
    // (ICP − FCP)/strokes × 100 = (1,100 − 650 × 13.0/12.2)/1,700 × 100 (IADC kill sheet).
    const [drop] = chat([
      'SCR 650 psi, SIDPP 450, MW 12.2, KMW 13.0 ppg already mixed, 1,700 strokes to bit. how much does DPP drop per 100 strokes?',
    ]);
    expect(lead(drop)).toMatch(/per 100 strokes/);
    expect(result(drop, 'pressure_drop_per_100_strokes_psi')).toBeCloseTo(
      ((1100 - (650 * 13) / 12.2) / 1700) * 100,
      2,
    );
  });
});

describe('names, shifts and abbreviations in a field report', () => {
  it('reads a lease and its number opening a report as a name, not a pressure', () => {
    // MAASP = (LOT EMW − MW) × 0.052 × shoe TVD = (14.8 − 12.2) × 0.052 × 9,100 = 1,230.32 psi
    // (IADC WellSharp; API RP 59).
    const [answer] = chat([
      "Kestrel 2 update: LOT at the shoe (9,100' TVD) came in at 14.8 EMW, drilling with 12.2 now. MAASP?",
    ]);
    expect(result(answer, 'maasp_psi')).toBeCloseTo(1230.32, 1);
    expect(input(answer, 'leak_off_pressure_psi')).toBeNull();
  });

  it('reads a tour and a rig number as no figure', () => {
    // FCP = SCR pressure × KMW/OMW = 600 × 11.1/10.4 = 640.38 psi (API RP 59).
    const [answer] = chat([
      'tour 2 on H&P 212: slow pump 600 psi at 30 spm, OMW 10.4, kill mud 11.1 — FCP?',
    ]);
    expect(result(answer, 'final_circulating_pressure_psi')).toBeCloseTo(640.38, 1);
  });

  it('keeps a thousands comma after a capitalised word a number', () => {
    const [answer] = chat([
      'Pulling 4,500 ft of 5" DP (ID 4.276) dry, how much should the hole take?',
    ]);
    expect(JSON.stringify(card(answer).inputs)).toContain('4500');
  });

  it('reads "est." before a figure as part of its name', () => {
    // Influx gradient = mud gradient − (SICP − SIDPP)/H = 1.20 × 9.80665 − 900 kPa/150 m
    // = 11.768 − 6.0 = 5.768 kPa/m.
    const [answer] = chat([
      'SIDPP 18 bar, SICP 27 bar, mud 1.20 SG, influx height est. 150 m. Influx gradient in kPa/m?',
    ]);
    expect(answer?.markdown).toMatch(/^\*\*Influx gradient: 5\.7\d kPa\/m\*\*/);
  });

  it('"what FCP do I step down to?" asks the FCP, not the step-down schedule', () => {
    // FCP = 520 × KMW/OMW, KMW = 10.8 + 380/(0.052 × 10,450) = 11.4993 ppg: 553.7 psi.
    const [answer] = chat([
      "TVD 10,450' (11,900' MD), OMW 10.8, SIDPP 380, SCR 30 spm @ 520 psi. What FCP do I step down to?",
    ]);
    expect(result(answer, 'final_circulating_pressure_psi')).toBeCloseTo(
      (520 * (10.8 + 380 / (0.052 * 10450))) / 10.8,
      1,
    );
  });

  it('an "equivalent mud density" from a pressure and a depth', () => {
    // 412 bar = 41.2 MPa at 3,350 m: ρ = p/(g·h) = 41.2e6/(9.80665 × 3,350) = 1,254 kg/m³ = 1.254 SG.
    const [answer] = chat([
      'Formation tester point: 412 bar at 3 350 m TVD. Equivalent mud density in SG?',
    ]);
    expect(answer?.markdown).toMatch(/^\*\*Equivalent mud weight: 1\.25\d SG\*\*/);
  });
});

describe('"dP" written as engineers write a pressure difference', () => {
  it('asks the line pressure drop, while "DP" stays drill pipe', () => {
    const [line] = chat([
      '2,000 bopd through a 3" line (ID 3.068), SG 0.85, 3 cP, 1.5 mi long, dP?',
    ]);
    expect(line?.tool).toBe('liquid_line_pressure_drop');
    expect(line?.markdown).toMatch(/^\*\*Total pressure drop: [\d.,]+ psi\*\*/);
    const [pipe] = chat(['annular velocity, 8-1/2" hole, 5" DP, 450 gpm?']);
    expect(pipe?.tool).toBe('annular_velocity');
  });
});

describe('counts, names, dates and units of a field message', () => {
  it('"20 stands (93 ft each)" is 1,860 ft; "3 stands (279 ft)" is 279 ft', () => {
    // Open-end displacement (OD² − ID²)/1029.4 = (25 − 18.284)/1029.4 = 0.0065240 bbl/ft
    // (Lapeyrouse, ch. 1): × 1,860 ft = 12.135 bbl.
    const [each] = chat([
      'pulling 20 stands (93 ft each) of 5" DP, ID 4.276, dry. Open-end displacement in bbl?',
    ]);
    expect(input(each, 'length_ft')).toBe(1860);
    expect(result(each, 'open_end_displacement_bbl')).toBeCloseTo(12.135, 2);
    // Slug: 279 ft × 0.01776 bbl/ft × 10.8/(12.3 − 10.8) = 35.676 bbl (Lapeyrouse, ch. 2).
    const [total] = chat([
      'Want 3 stands (279 ft) dry. MW 10.8, slug 12.3 ppg, DP cap 0.01776 bbl/ft. How big a slug?',
    ]);
    expect(total?.markdown).toMatch(/^\*\*Slug volume: 35\.68 bbl\*\*/);
  });

  it('a survey section, a lease opening a sentence and a date are names, a quarter section an area', () => {
    // STOIIP = 7,758 × A × h × φ × (1 − Sw)/Boi = 7,758 × 320 × 25 × 0.15 × 0.70/1.25 = 5.2134 MMSTB
    // (Craft & Hawkins, ch. 1).
    const [section] = chat([
      'Section 22 lease: 320 acres, 25 ft net, 15% porosity, Sw 30%, Boi 1.25. STOIIP?',
    ]);
    expect(result(section, 'stoiip_stb') / 5.2134e6).toBeCloseTo(1, 3);
    // 7,758 × 160 × 25 × 0.16 × 0.65/1.18 = 2.735 MMSTB.
    const [quarter] = chat(['quarter section 160 ac, 25 ft pay, 16% por, Sw 35%, Bo 1.18 - OOIP?']);
    expect(result(quarter, 'stoiip_stb') / 2.7352e6).toBeCloseTo(1, 3);
    // Rod pump: 0.1166 × 1.5² × 100 × 9 × 0.85 = 200.70 bbl/d (API RP 11L).
    const [pump] = chat([
      'Bluejay 7 on the beam unit since 10/3: 1-1/2 plunger, 100" stroke, 9 spm, 85% eff. expected rate?',
    ]);
    expect(pump?.markdown).toMatch(/200\.7 bbl\/d/);
  });

  it('a molar mass in kg/kmol, the oil rate of "PI on oil", "bit dp"', () => {
    // ρ = pM/(zRT) = 55e5 × 18.2/(0.89 × 8,314.46 × 298.15) = 45.37 kg/m³.
    const [density] = chat([
      'sales gas: molar mass 18.2 kg/kmol, 55 bara, 25 degC, z 0.89. density in kg/m3?',
    ]);
    expect(density?.markdown).toMatch(/45\.3\d kg\/m³/);
    // J = q/(Pr − pwf) = 410/(2,850 − 1,930) = 0.4457 STB/d/psi.
    const [pi] = chat(['test: 410 bopd, 85 bwpd, Pr 2,850 psia, Pwf 1,930 psia. PI on oil?']);
    expect(result(pi, 'productivity_index')).toBeCloseTo(0.4457, 3);
    // ΔPbit = MW·Q²/(12,031·Cd²·A²), A = 3·π/4·(12/32)² + π/4·(13/32)² = 0.46096 in²:
    // 11.5 × 450²/(12,031 × 0.95² × 0.46096²) = 1,009.4 psi (Bourgoyne et al., ch. 4).
    const [bit] = chat(['bit dp for 3x12 + 1x13, 450 gpm, 11.5 ppg?']);
    expect(result(bit, 'bit_pressure_drop_psi')).toBeCloseTo(1009.4, 0);
  });

  it('a follow-up raising the mud changes the mud in use; "the GOR" changes a bubble point\'s Rs', () => {
    // LOT EMW = 10.0 + 1,240/(0.052 × 7,450) = 13.2009 ppg; MAASP at 12.4 ppg
    // = (13.2009 − 12.4) × 0.052 × 7,450 = 310.24 psi.
    const [, raised] = chat([
      'LOT 1,240 psi with 10.0 ppg, shoe 7,450 ft TVD. MW now 11.5. MAASP?',
      "we're going to raise the mud to 12.4 - new MAASP?",
    ]);
    expect(result(raised, 'maasp_psi')).toBeCloseTo(310.24, 1);
    const [, gor] = chat([
      'Rs 620 scf/STB, res temp 205 F, 38 API, gas gravity 0.80. Bubble point (psia)?',
      'and if the GOR is really 750?',
    ]);
    expect(gor?.tool).toBe('oil_bubble_point_pressure');
    expect(input(gor, 'solution_gor_scf_per_stb')).toBe(750);
  });
});

describe('a unit written before its number, and a line\'s "total dP"', () => {
  it('reads "base oil (SG 0.80)" as the oil added', () => {
    // Dilution: V_add = V·(ρ1 − ρ2)/(ρ2 − ρadd) = 80 × (1.45 − 1.38)/(1.38 − 0.82) = 10 m³.
    const [answer] = chat([
      'cut 80 m3 of 1.45 SG OBM to 1.38 SG with base oil (SG 0.82). How many m3 of base oil?',
    ]);
    expect(answer?.markdown).toMatch(/^\*\*Water \(or oil\) to add: 10 m³\*\*/);
  });

  it('answers "total dP in bar?" of a line with its figures, not a pump problem', () => {
    const [answer] = chat([
      'water transfer line: 1,500 m3/d, SG 1.03, 1 cP, 3" line (ID 3.068"), 900 m, discharge 20 m higher than the pump. Total dP in bar?',
    ]);
    expect(answer?.tool).toBe('liquid_line_pressure_drop');
    expect(answer?.confidence).toBeGreaterThan(0.6);
  });
});

describe('figures a report writes around its sizes, muds and laterals', () => {
  it('reads "6 ft 5 in this morning" as one gauge, not 6 ft', () => {
    // Vertical cylinder: V = π/4·D²·h = π/4 × 12² × (6 + 5/12) ft³ = 725.71 ft³ ÷ 5.614583 = 129.25
    // bbl (API MPMS ch. 2.2A, upright cylindrical tanks).
    const [answer] = chat(['12 ft diameter oil tank, gauged 6 ft 5 in this morning — bbl in it?']);
    expect(readQuantities('gauged 6 ft 5 in this morning')[0]?.value).toBeCloseTo(6 + 5 / 12, 6);
    expect(result(answer, 'volume_bbl')).toBeCloseTo(129.25, 1);
  });

  it('reads "12-1/4 section" as the hole size, not square miles of land', () => {
    // AV = 24.5·Q/(Dh² − Dp²) = 24.5 × 700/(12.25² − 5²) = 137.14 ft/min (Lapeyrouse, 2nd ed., ch. 2).
    const [answer] = chat(['in the 12 1/4 section with 5" DP at 700 gpm, what annular velocity?']);
    expect(result(answer, 'annular_velocity_ft_per_min')).toBeCloseTo(137.14, 1);
  });

  it('takes "PV 20 YP 16" for the mud\'s rheology, not a present value', () => {
    // Hydrostatic P = 0.052 × MW × TVD = 0.052 × 10.8 × 9,400 = 5,278.9 psi (Lapeyrouse, ch. 1).
    const [answer] = chat([
      'Mud check on rig 12: 10.8 ppg, PV 20 YP 16, bit at 10,300 MD / 9,400 TVD. Hydrostatic at TD?',
    ]);
    expect(answer?.tool).toBe('hydrostatic_pressure');
    expect(result(answer, 'pressure_psi')).toBeCloseTo(5278.9, 0);
  });

  it('takes the mud named by its kind ("14.2 ppg OBM") for the fluid of a gradient', () => {
    // Gradient = 0.052 × 14.2 = 0.7384 psi/ft.
    const [answer] = chat(['the packer hand wants the gradient of our 14.2 ppg OBM, psi/ft?']);
    expect(result(answer, 'gradient_psi_per_ft')).toBeCloseTo(0.7384, 4);
  });

  it('mixes a pill into the active system written "500 bbl active at 10.8"', () => {
    // Material balance: (150 × 15.0 + 500 × 10.8)/650 = 11.769 ppg (Lapeyrouse, ch. 2, mixing).
    const [answer] = chat([
      'pumping 150 bbl of 15.0 ppg pill into the 500 bbl active at 10.8, what does the system weigh after?',
    ]);
    expect(answer?.tool).toBe('mud_mixing');
    expect(result(answer, 'final_mud_weight_ppg')).toBeCloseTo(11.769, 2);
  });

  it('mixes two muds each written as a volume and its bare weight', () => {
    // Material balance: (320 × 10.2 + 180 × 14.6)/500 = 11.784 ppg (Lapeyrouse, ch. 2, mixing).
    const [answer] = chat(['mix 320 bbl 10.2 with 180 bbl 14.6 - resulting wt?']);
    expect(answer?.tool).toBe('mud_mixing');
    expect(result(answer, 'final_mud_weight_ppg')).toBeCloseTo(11.784, 6);
  });

  it('asks for the TVD rather than taking a length along the lateral for it', () => {
    const [answer] = chat([
      'kick in the horizontal: SIDPP 310, SICP 480, MW 11.6, bit at 15,200 ft MD, 5,500 ft into the lateral. KMW?',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toContain('true vertical depth');
  });
});

describe('a follow-up that says what changes in the words of the job', () => {
  it('"slow it down to 6 spm — rate then?" recalculates the pump', () => {
    // q = 0.1166·D²·S·N·Ev = 0.1166 × 1.5² × 100 × 6 × 0.85 = 133.80 bbl/d (API RP 11L).
    const [, slower] = chat([
      '1-1/2" pump, 100 in net stroke, 9 spm, 85% eff — what rate should it make?',
      "we'll slow it down to 6 spm so it stops pounding, rate then?",
    ]);
    expect(slower?.kind).toBe('changed');
    expect(result(slower, 'expected_rate')).toBeCloseTo(133.8, 1);
  });

  it('a kill mud said twice, once in ppg and once by name, is the kill mud', () => {
    // FCP = SCR × KMW/OMW = 600 × 12.0/11.0 = 654.5 psi (IADC kill sheet).
    const [, lighter] = chat([
      'SCR 600 @ 40 spm, SIDPP 380, OMW 11.0 ppg, TVD 10,200 ft. FCP?',
      'the mud plant can only get 12.0 ppg built in time - FCP with 12.0 kill mud?',
    ]);
    expect(input(lighter, 'kill_mud_weight_ppg')).toBe(12);
    expect(result(lighter, 'final_circulating_pressure_psi')).toBeCloseTo(654.5, 1);
  });
});

describe('a cost in two parts and a result asked at a condition', () => {
  it('reads "LOE $8k/month plus $2.50/bbl" as both parts of the LOE', () => {
    const [answer] = chat([
      'PV10 on a new well: qi 300 bopd, Di 55%/yr effective, b 1.0, $65 oil, WI 100%, NRI 75%, sev 4.6%, LOE $8k/month plus $2.50/bbl, capex $2.8MM',
    ]);
    expect(answer?.tool).toBe('decline_npv');
    expect(input(answer, 'loe_usd_per_month')).toBe(8000);
    expect(input(answer, 'loe_usd_per_bbl')).toBe(2.5);
  });

  it('leaves a price named after "and" its own ("LOE $8k/month and $70/bbl oil price")', () => {
    const [answer] = chat([
      'PV10: qi 300 bopd, Di 55%/yr effective, b 1.0, WI 100%, NRI 75%, sev 4.6%, LOE $8k/month and $70/bbl oil price, capex $2.8MM',
    ]);
    expect(input(answer, 'oil_price_usd_per_bbl')).toBe(70);
    expect(input(answer, 'loe_usd_per_month')).toBe(8000);
    expect(input(answer, 'loe_usd_per_bbl')).toBe(0);
  });

  it('answers "oil viscosity at the bubble point" with the live oil, not the dead oil', () => {
    // Beggs & Robinson (1975): μod = 10^x − 1, x = 10^(3.0324 − 0.02023·API)·T^−1.163 = 3.6047 cP;
    // μo = A·μod^B, A = 10.715(Rs + 100)^−0.515, B = 5.44(Rs + 150)^−0.338 → 1.0823 cP.
    const [answer] = chat(['oil viscosity at the bubble point, Rs 350 scf/stb, 32 API, 160 F?']);
    expect(answer?.tool).toBe('live_oil_viscosity');
    expect(answer?.markdown).toMatch(/1\.08\d* cP/);
  });
});

describe('money as a lease statement writes it', () => {
  it('reads "$600k spent today, then $50k/month net for 12 months" as the cash flows', () => {
    // NPV = −600,000 + Σ 50,000/(1.10)^(m/12), m = 1…12 = −30,437 (monthly discounting of an
    // annual rate, Mian, Project Economics and Decision Analysis, 2nd ed., ch. 3).
    const monthly = 1.1 ** (1 / 12);
    let expected = -600000;
    for (let month = 1; month <= 12; month += 1) expected += 50000 / monthly ** month;
    const [answer] = chat([
      'workover: $600k spent today, then $50k/month net for 12 months. NPV at 10%/yr?',
    ]);
    expect(answer?.tool).toBe('net_present_value');
    expect(result(answer, 'npv_usd')).toBeCloseTo(expected, 0);
  });

  it('prices each volume "bbl oil at $68.40 and Mcf gas at $2.10"', () => {
    // Texas Tax Code §202.052 (4.6 % of oil value) and §201.052 (7.5 % of gas value); RRC fees
    // 5/8 ¢/bbl and 1/15 ¢/Mcf: 0.046 × 9,800 × 68.40 + 0.075 × 27,000 × 2.10 + 61.25 + 18 =
    // 35,166.47.
    const [answer] = chat([
      'October on the lease: 9,800 bbl oil at $68.40 and 27,000 Mcf gas at $2.10. Texas taxes and RRC fees in total?',
    ]);
    expect(result(answer, 'total_usd')).toBeCloseTo(35166.47, 0);
  });
});

describe('a method named beside a result asked', () => {
  it('"Bo at the bubble point … Standing" is the Bo, the method no tie-breaker for the bubble point', () => {
    // Standing (1947): Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 +
    // API) = 0.8498 → 1.2845 rb/STB (McCain, The Properties of Petroleum Fluids, 2nd ed., ch. 19).
    const [answer] = chat([
      'Bo at the bubble point, Rs 500 scf/stb, 180 F, 35 API, gas gravity 0.75 — Standing',
    ]);
    expect(answer?.tool).toBe('oil_formation_volume_factor');
    expect(answer?.markdown).toMatch(/1\.28\d* rb\/STB/);
  });
});

describe('a gas decline in metric and a viscosity typed without its Greek letter', () => {
  it("a gas well's m3/d is a gas volume, whatever the words around the question (Arps, exponential)", () => {
    // q = qi·e^(−D·t) = 28,000 × e^(−0.40 × 1.5) = 15,366.7 m³/d (542.7 Mscf/d at 35.3147 scf/m³).
    for (const question of [
      'Gas well on exponential decline, making 28,000 m3/d now with a nominal decline of 40% per year. What rate should we plan on in 18 months? m3/d please.',
      'gas well 28,000 m3/d now, 40%/yr nominal exponential. rate in 18 months? m3/d please',
    ]) {
      const [answer] = chat([question]);
      expect(answer?.markdown).toMatch(
        /^\*\*Rate at 18 months: 15,367 m³\/d\*\* \(542\.7 Mscf\/d\)/,
      );
    }
  });

  it('"ug" is the gas viscosity μg, not a gas formation volume factor (Lee, Gonzalez & Eakin 1966)', () => {
    // M = 0.65 × 28.97 = 18.83; T = 679.67 °R; ρg = 1.4935e-3·p·M/(z·T) = 0.17990 g/cm³;
    // K = (9.4 + 0.02M)·T^1.5/(209 + 19M + T) = 138.98, X = 5.1390, Y = 1.3722;
    // μg = 1e-4·K·exp(X·ρ^Y) = 0.02265 cP.
    const [answer] = chat(['ug at 4,000 psia, 220F, SG 0.65, z 0.92?']);
    expect(answer?.tool).toBe('gas_viscosity');
    expect(result(answer, 'gas_viscosity_cp')).toBeCloseTo(0.02265, 4);
  });
});

describe('an index by its initials', () => {
  it('"SDI with K 1.8" is the Stiff–Davis index (Stiff & Davis 1952: SI = pH − pCa − pAlk − K)', () => {
    // pCa = −log(5,200/40,078) = 0.8869; pAlk = −log(280/61,017) = 2.3383;
    // SI = 7.1 − 0.8869 − 2.3384 − 1.8 = 2.075.
    const [answer] = chat(['SDI with K 1.8: pH 7.1, Ca 5,200 mg/L, bicarb 280 mg/L']);
    expect(answer?.tool).toBe('stiff_davis_index');
    expect(result(answer, 'stability_index')).toBeCloseTo(2.075, 2);
  });
});
