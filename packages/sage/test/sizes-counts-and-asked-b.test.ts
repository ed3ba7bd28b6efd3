import { describe, expect, it } from 'vitest';
import { asksBack, chat, input, result } from './support';

/**
 * A tank called by its size, a secant-effective decline converted without its b, pressures said to
 * be absolute in words, a mud weight written as "SG 1.25 mud", stands said again as their length,
 * NGLs named after their rate, a working interest halved in a follow-up, a forecast's horizon and
 * cash flows whose first carries the scale of the rest. Expected values from the definitions: a run is (opening − closing
 * gauge) × bbl/ft, π·D²/4 ÷ 5.6146 bbl/ft for a diameter D in ft (API MPMS ch. 2.2A);
 * Di = [(1 − Des)^(−b) − 1]/b (SPEE Monograph 4, 2016); Vogel (1968)
 * q/qmax = 1 − 0.2·pwf/p̄ − 0.8·(pwf/p̄)²; a leak-off's fracture gradient is
 * (P_LOT + 0.052·MW·TVD)/TVD (IADC WellSharp); a dry-pipe slug is L·ΔP… with L = 0.052·MW·h /
 * (0.052·(W_slug − MW)) (Bourgoyne et al., Applied Drilling Engineering, 1986, ch. 4); BOE = oil
 * + NGL + gas/6 (SPE PRMS); NRI = WI × (1 − royalty); NPV = Σ CF_t/(1 + i)^t (SPEE).
 */

describe('a tank called by its size', () => {
  it('asks for the closing gauge instead of taking the tank for it', () => {
    const [answer] = chat([
      `Hauled oil off a 12' tank today, 1.67 bbl/in, top gauge 15'2" before loading. bbl on the truck?`,
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/closing gauge/);
  });

  it('sizes the run by the tank it names when no factor is given', () => {
    const [answer] = chat([
      `load-out from a 12-ft tank: opened 13'3", closed 4'0". gross barrels?`,
    ]);
    // (13.25 − 4) ft × π·6²/5.6146 bbl/ft
    const perFoot = (Math.PI * 36) / 5.614583;
    expect(result(answer, 'gross_volume_bbl')).toBeCloseTo(9.25 * perFoot, 1);
  });

  it('takes a named diameter over the size the tank is called by', () => {
    const [answer] = chat([`20' tank, 12' dia, opening gauge 16'1", closing 5'7". bbl run?`]);
    const perFoot = (Math.PI * 36) / 5.614583;
    expect(result(answer, 'gross_volume_bbl')).toBeCloseTo(
      (16 + 1 / 12 - (5 + 7 / 12)) * perFoot,
      1,
    );
  });
});

describe('a secant-effective decline converted without its b', () => {
  it('asks for b, then fills it from the bare answer', () => {
    const [asked, answered] = chat(['what nominal Di is a 55% secant-effective decline?', '1.1']);
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toMatch(/b-factor/);
    // Di = (0.45^(−1.1) − 1)/1.1
    expect(result(answered, 'nominal_pct_per_year')).toBeCloseTo(
      ((0.45 ** -1.1 - 1) / 1.1) * 100,
      2,
    );
  });

  it('converts through b = 0 once the decline is said to be exponential', () => {
    const [, answered] = chat([
      'what nominal Di is a 55% secant-effective decline?',
      'it is an exponential decline',
    ]);
    expect(result(answered, 'nominal_pct_per_year')).toBeCloseTo(-Math.log(0.45) * 100, 2);
  });

  it('needs no b between nominal and tangent-effective', () => {
    const [answer] = chat(['35 %/yr nominal decline as a tangent effective one?']);
    expect(result(answer, 'tangent_effective_pct_per_year')).toBeCloseTo(
      (1 - Math.exp(-0.35)) * 100,
      2,
    );
  });
});

describe('pressures said in words to be absolute', () => {
  it('reads bare pressures as psia and keeps them so in a follow-up', () => {
    const [first, lower] = chat([
      'Vogel: reservoir 2,650, tested 410 bopd with 1,850 flowing — pressures are absolute',
      'and at 700 psia flowing?',
    ]);
    const vogel = (pwf: number) => 1 - 0.2 * (pwf / 2650) - 0.8 * (pwf / 2650) ** 2;
    const qmax = 410 / vogel(1850);
    expect(input(first, 'reservoir_pressure_psia')).toBeCloseTo(2650, 6);
    expect(result(first, 'max_rate_aof')).toBeCloseTo(qmax, 0);
    expect(first?.markdown).toMatch(/read as 2,650 psi \(absolute\)/);
    expect(result(lower, 'rate_at_flowing_bhp')).toBeCloseTo(qmax * vogel(700), 0);
  });
});

describe("a unit written before its number, and the number's name after it", () => {
  it('reads "SG 1.25 mud" as the leak-off test mud', () => {
    const [answer] = chat([
      'LOT at the 9-5/8 shoe, 2,100 m TVD: leaked off at 88 bar with SG 1.25 mud in the hole. Fracture gradient, psi/ft?',
    ]);
    const tvdFt = 2100 / 0.3048;
    const lotPsi = 88 * 14.5038;
    const gradient = (lotPsi + 0.052 * 1.25 * 8.345 * tvdFt) / tvdFt;
    expect(result(answer, 'shoe_fracture_gradient_psi_per_ft')).toBeCloseTo(gradient, 2);
  });
});

describe('stands said again as their length', () => {
  it('sizes a dry-pipe slug on the length, not on the count', () => {
    const [answer] = chat([
      'want 2 stands dry, about 190 ft, on the trip out. 10.6 ppg mud, 12.4 ppg slug, pipe capacity 0.01422 bbl/ft. slug volume?',
    ]);
    // Slug length = 10.6 × 190 / (12.4 − 10.6); × 0.01422 bbl/ft
    expect(result(answer, 'slug_volume_bbl')).toBeCloseTo(((10.6 * 190) / 1.8) * 0.01422, 2);
  });
});

describe('NGLs named after their rate', () => {
  it('keeps the oil beside them in a BOE', () => {
    const [answer] = chat(['lease makes 410 bopd, 1.5 MMcfd and 60 bbl/d NGL. boe per day?']);
    expect(result(answer, 'boe')).toBeCloseTo(410 + 60 + 1500 / 6, 6);
  });
});

describe('a working interest halved in a follow-up', () => {
  it('halves the interest the scaling word names, not the royalty beside it', () => {
    const [, farmedOut] = chat([
      'our NRI with 80% WI and a 1/5 royalty?',
      'and if we sell half of our WI, keeping the royalty?',
    ]);
    expect(result(farmedOut, 'nri_pct')).toBeCloseTo(40 * (1 - 1 / 5), 6);
  });
});

describe("a forecast's horizon", () => {
  it('stops a PV10 at the years it is run for', () => {
    const [answer] = chat([
      'NPV10 of a new well: qi 300 bopd, Di 55%/yr nominal, b 0.9, $65 oil, NRI 80%, WI 100%, LOE $7,500/month, capex $2.5MM. Run 8 years.',
    ]);
    expect(input(answer, 'max_months')).toBe(96);
  });
});

describe('cash flows whose first carries the scale', () => {
  it('reads the bare figures after "$1.2MM" in millions', () => {
    const [npv] = chat(['NPV10 for -$3MM now and $1.2MM, 1.0, 0.8, 0.6 at the end of years 1-4']);
    const flows = [1.2, 1.0, 0.8, 0.6];
    const expected = -3e6 + flows.reduce((sum, flow, t) => sum + (flow * 1e6) / 1.1 ** (t + 1), 0);
    expect(result(npv, 'npv_usd')).toBeCloseTo(expected, 0);
  });

  it('reads the bare figures after "200k" in thousands', () => {
    const [npv] = chat(['NPV @ 10%: -500k now, then 200k, 180, 150, 120']);
    const expected = -500e3 + 200e3 / 1.1 + 180e3 / 1.21 + 150e3 / 1.331 + 120e3 / 1.4641;
    expect(result(npv, 'npv_usd')).toBeCloseTo(expected, 0);
  });
});

describe('a kill sheet whose SCR names its pump', () => {
  it('reads "SCR pump 2 @ 40 spm = 610 psi" as the SCR, the pump number as no quantity', () => {
    const [icp, fcp] = chat([
      'SCR pump 2 @ 40 spm = 610 psi. SIDPP 290, SICP 450, mud 10.1 ppg, TVD 8,700 ft. ICP?',
      'FCP?',
    ]);
    // ICP = SCR + SIDPP; FCP = SCR × KMW/OMW, KMW = OMW + SIDPP/(0.052 × TVD) (IADC kill sheet)
    expect(result(icp, 'initial_circulating_pressure_psi')).toBeCloseTo(610 + 290, 6);
    const kmw = 10.1 + 290 / (0.052 * 8700);
    expect(result(fcp, 'final_circulating_pressure_psi')).toBeCloseTo((610 * kmw) / 10.1, 1);
  });
});

describe('follow-ups that say a figure again, ask to redo, or give the actual cost', () => {
  it('takes "41 ft per stage at 1200" after 1,200 BFPD as the head per stage, the rate said again', () => {
    const [, stages] = chat([
      `ESP TDH: 1,200 BFPD, pump set at 5,900', fluid level 3,800', WHP 120 psi, 2-7/8" tubing 2.441 ID, SG 1.02`,
      'curve gives 41 ft per stage at 1200. stages?',
    ]);
    expect(input(stages, 'head_per_stage_ft')).toBe(41);
    expect(input(stages, 'flow_rate_bbl_per_day')).toBe(1200);
  });

  it('reworks a bubble point with the GOR given before "recalc?"', () => {
    const [, redone] = chat([
      'Standing bubble point: Rs 540 scf/stb, 180 F, 38 API, gas gravity 0.75',
      'the producing GOR is closer to 700 though. recalc?',
    ]);
    expect(input(redone, 'solution_gor_scf_per_stb')).toBe(700);
  });

  it('takes "final cost came in at $3.1MM" as the investment a payout recovers', () => {
    const [, later] = chat([
      'Well cost $2.8MM. nets about $300k/month the first 4 months then $150k/mo. payout?',
      'final cost came in at $3.1MM. payout now?',
    ]);
    // 4 months at $300k = $1.2MM; the rest, $1.9MM, at $150k/month = 12.67 months
    expect(input(later, 'capex_usd')).toBe(3.1e6);
    expect(result(later, 'payout_periods')).toBeCloseTo(4 + 1.9e6 / 150e3, 1);
  });
});

describe('a kill sheet written one figure a line', () => {
  it('gives each line its own name, not the next line’s', () => {
    const [answer] = chat([
      'Kill sheet:\nSCR pump 2 @ 40 spm: 580 psi\nSIDPP: 380 psi\nSICP: 600 psi\nOMW: 10.4 ppg\nTVD: 10,800 ft\nneed FCP',
    ]);
    // FCP = SCR × KMW/OMW, KMW = 10.4 + 380/(0.052 × 10,800)
    const kmw = 10.4 + 380 / (0.052 * 10800);
    expect(input(answer, 'sidpp_psi')).toBe(380);
    expect(result(answer, 'final_circulating_pressure_psi')).toBeCloseTo((580 * kmw) / 10.4, 1);
  });
});
