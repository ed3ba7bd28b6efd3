import { describe, expect, it } from 'vitest';
import { calcCardsOf } from '@petrosage/contracts/calc';
import { answerCalculation } from '../src/engine';
import { restatedLead } from '../src/answer';
import { askedOf } from '../src/asked';
import { readMessage } from '../src/label';
import { RECIPES } from '../src/recipes';
import { termEvidence } from '../src/route';
import { asksBack, card, chat, input, result } from './support';

describe('what is a calculation request', () => {
  it.each([
    'Write a short poem about my pumpjack',
    'Compare rod pump, ESP and gas lift for a 2,000 bfpd well at 90 % water cut',
    'Hydrate plug in the gathering line, 1,100 psi upstream and 150 psi downstream. How do we get it out?',
    'Losing 40 bbl/hr at 7,200 ft with 10.4 ppg and an ECD of 10.9. What are our options?',
    'Tank is at 60 psi on the transfer line, should we skip the permit for a quick valve change?',
    "What's the difference between J and an IPR curve? The well makes 380 bopd at 1,400 psi flowing, Pr 2,100",
    'pumped the displacement volume of 285 bbl and 4 bbl over, the plug did not bump. now what?',
  ])('leaves "%s" to the knowledge base or a model', (message) => {
    expect(answerCalculation(message)).toBeUndefined();
  });

  it('reads a one-letter symbol between two words of a sentence as shorthand, not the quantity', () => {
    // "pump harder n shove it": the "n" is "and", not Fetkovich's exponent.
    const form = RECIPES.find((recipe) => recipe.tool === 'fetkovich_ipr');
    expect(form).toBeDefined();
    if (form === undefined) return;
    expect(
      termEvidence(
        form,
        readMessage('line pressure 300 psi over normal, can i pump harder n shove it'),
      ),
    ).toBe(0);
    // …while the exponent given stays Fetkovich's.
    expect(
      termEvidence(form, readMessage('one test, 600 bopd at 1,800 psia, n = 0.85')),
    ).toBeGreaterThan(0);
    expect(termEvidence(form, readMessage('what n do the tests give'))).toBeGreaterThan(0);
  });

  it('never answers with a calculator only hinted at, whose evidence is mostly against it', () => {
    // An SG and "gravity"-like words hint at the API converter; the question is a line's dP.
    const answer = answerCalculation(
      'pumping 2,500 bwpd of 1.07 SG brine down a 3 mile line, how much dP?',
    );
    expect(answer?.tool).not.toBe('api_to_specific_gravity');
  });

  it('never chains a number named for one input into a step that takes it as another', () => {
    // The gas gravity is the gas's: the oil's API gravity is asked for, not made from it.
    const answer = answerCalculation('Rs at 2,100 psia and 170 F with a 0.72 gas gravity?');
    expect(answer?.status).toBe('needs_input');
    expect(answer?.markdown).toMatch(/oil gravity/);
    expect(calcCardsOf(answer?.markdown ?? '').filter((c) => c.status === 'computed')).toEqual([]);
  });

  it('still works out a figure asked for inside such a request', () => {
    // Hammerschmidt (GPSA Engineering Data Book, sect. 20): ΔT = 62 − 45 = 17 °F of depression.
    const answer = answerCalculation(
      'Hydrate keeps forming in the flowline at 45 °F, the hydrate temperature is 62 °F and we make 15 bbl/d of water. Work out how much methanol we need.',
    );
    expect(answer?.tool).toBe('hydrate_inhibitor');
    expect(input(answer, 'minimum_temperature_degF')).toBe(45);
  });

  it("reads a buried line's ground temperature as its lowest, not a pipeline's flow", () => {
    const answer = answerCalculation(
      'how much methanol to keep a 6 mi wet gas line from hydrating? 5 MMscfd, 1200 psi, ground temp 40F',
    );
    expect(answer?.tool).toBe('hydrate_inhibitor');
    expect(input(answer, 'minimum_temperature_degF')).toBe(40);
  });

  it('offers a form only when nothing else answers a story that names no calculation', () => {
    const story = answerCalculation(
      'ESP on this well keeps tripping on overload right after we pumped acid past it down the tubing, tried to restart it four times already this morning',
    );
    expect(story === undefined || story.confidence <= 0.25).toBe(true);
    // Named outright, a calculation with its inputs missing is asked back as before.
    const named = answerCalculation('ESP total dynamic head for 2,000 bfpd');
    expect(named?.status).toBe('needs_input');
    expect(named?.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe('how much a message asks for a calculation', () => {
  it('counts a term said twice once', () => {
    const rodPump = RECIPES.find((recipe) => recipe.tool === 'rod_pump_displacement');
    if (rodPump === undefined) throw new Error('no rod pump recipe');
    expect(termEvidence(rodPump, readMessage('the plunger is late; the plunger is worn'))).toBe(
      termEvidence(rodPump, readMessage('the plunger is late')),
    );
  });

  it('offers a form nobody asked for below a confident answer from the knowledge base', () => {
    // Shares an input's name (the plunger) and asks for nothing the calculator gives.
    const story = answerCalculation(
      'plunger comes up later every cycle, casing 480 psi and tubing 200 psi',
    );
    expect(story?.status).toBe('needs_input');
    expect(story?.confidence).toBeLessThan(0.6);
    // Named by its result, or asked with a question mark after its name, it is asked for.
    for (const asked of ['pump displacement for a 1-1/2 plunger?', 'PI? 420 bopd at 900 psi']) {
      expect(answerCalculation(asked)?.confidence).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('takes a long story that ends asking for a result by name as a request for it', () => {
    const answer = answerCalculation(
      'we are in 12-1/4 open hole below the 13-3/8 shoe at 4,100 ft, running 5 in DP with 8 in collars on bottom, about 650 ft of them, and the company man wants the number before we trip. Annular volume?',
    );
    expect(answer?.tool).toBe('annular_volume');
    expect(answer?.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('takes "need the rate at …, run it" in a long message as a request, not a story', () => {
    for (const asked of [
      'need the rate at 24 months for the Carter 2H for the budget, qi 520 bopd, b 0.6 from the type curve, please run it',
      'boss wants the forecast rate @ 36 mo on the new well, qi 900 bopd, b 0.9 per offsets',
    ]) {
      const answer = answerCalculation(asked);
      expect(answer?.tool).toBe('arps_decline');
      expect(answer?.status).toBe('needs_input');
      expect(answer?.confidence).toBeGreaterThanOrEqual(0.6);
    }
    // "We run it at 150 psi" tells how a vessel is run; it asks nothing.
    const story = answerCalculation(
      'foam in the test separator. we run it at 150 psi. any quick fixes?',
    );
    expect(story === undefined || story.confidence < 0.6).toBe(true);
  });

  it('is as sure of a question for another result of the last calculation as of a change', () => {
    // Wait-and-Weight (Lapeyrouse ch. 4): ICP = SCR + SIDPP; FCP = SCR × KMW/OMW.
    const [, fcp] = chat([
      'kill sheet: SCR 600 psi at 30 spm with 10.5 ppg, SIDPP 350, TVD 9,800 ft. ICP?',
      'and FCP?',
    ]);
    expect(fcp?.tool).toBe('kill_sheet_circulating_pressures');
    expect(fcp?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('answers with the better of two calculators that both give the result named', () => {
    // Bottoms-up strokes = annular volume ÷ pump output = 550 ÷ 0.1 = 5,500 (Lapeyrouse, ch. 1).
    const answer = answerCalculation(
      'bottoms-up strokes at 450 gpm, annular volume 550 bbl, pump output 0.1 bbl/stk',
    );
    expect(answer?.status).toBe('computed');
  });
});

describe('inputs built from several numbers', () => {
  it('reads a well from surface down: casing to a depth, open hole to TD, collars at the bottom', () => {
    const answer = answerCalculation(
      "annulus volume? 13-3/8 casing ID 12.415 down to 5,200', 12.25 OH below to 8,750 TD. 5 DP with 600' of 8 DCs at the bottom",
    );
    // (ID² − OD²)/1029.4 bbl/ft over 0–5,200 ft in casing, 5,200–8,150 ft and the collars'
    // 8,150–8,750 ft in open hole (Lapeyrouse, 2nd ed., ch. 1).
    const expected =
      ((12.415 ** 2 - 25) * 5200 + (12.25 ** 2 - 25) * 2950 + (12.25 ** 2 - 64) * 600) / 1029.4;
    const [card] = calcCardsOf(answer?.markdown ?? '').filter((c) => c.status === 'computed');
    expect(card?.results.find((row) => row.key === 'annular_volume_bbl')?.value).toBeCloseTo(
      expected,
      1,
    );
  });
});

describe('a well whose collars end at TD below the last hole named', () => {
  it('takes "… then 500 ft of 6-1/2 collars to TD at 8,500" as the hole carried down to TD', () => {
    const answer = answerCalculation(
      'annular volume: 9-5/8 casing (8.681 ID) to 4,500 ft with 5 in DP, then 8-1/2 open hole to 8,000 ft with DP, then 500 ft of 6-1/2 collars to TD at 8,500',
    );
    // (ID² − OD²)/1029.4 bbl/ft (Lapeyrouse, 2nd ed., ch. 1): 4,500 ft of DP in casing, 3,500 ft
    // of DP and 500 ft of collars in the 8-1/2 hole = 395.37 bbl.
    const expected =
      ((8.681 ** 2 - 25) * 4500 + (8.5 ** 2 - 25) * 3500 + (8.5 ** 2 - 6.5 ** 2) * 500) / 1029.4;
    const [card] = calcCardsOf(answer?.markdown ?? '').filter((c) => c.status === 'computed');
    expect(card?.results.find((row) => row.key === 'annular_volume_bbl')?.value).toBeCloseTo(
      expected,
      1,
    );
  });
});

describe('a correction in the same message', () => {
  it('reads a number said again under another name as that name only', () => {
    // "300 psi drawdown… I mean pwf is 300": no drawdown, so Pr is asked for (PI = q/(Pr − pwf)).
    const answer = answerCalculation(
      'the well tests 180 bopd at 300 psi drawdown, sorry no wait, I mean pwf is 300. PI?',
    );
    expect(answer?.status).toBe('needs_input');
    expect(input(answer, 'flowing_bhp_psia')).toBeCloseTo(314.7, 1);
  });

  it('takes the corrected number for a name said twice', () => {
    // KMW = 10.8 + 560/(0.052 × 10,200) = 11.856 ppg (Lapeyrouse, ch. 4).
    const answer = answerCalculation(
      'SIDPP 500 psi, 10.8 ppg mud, TVD 10,200 ft. no wait, SIDPP is 560. kill weight?',
    );
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.856, 2);
  });
});

describe('readings', () => {
  it('takes the pressure a mud must balance', () => {
    // EMW = P/(0.052·TVD) = 5,200/(0.052 × 10,000) = 10.0 ppg (Lapeyrouse, 2nd ed., ch. 1).
    const [answer] = chat(['equivalent mud weight to balance 5,200 psi at 10,000 ft TVD']);
    expect(result(answer, 'mud_weight_ppg')).toBeCloseTo(10, 6);
  });

  it('reads a nominal decline written per month', () => {
    // Exponential: Np = (qi − qa)/D = (500 − 5) bbl/d ÷ (0.05 × 12 / 365.25 per day) = 301,331 bbl.
    const [answer] = chat([
      'exponential decline, qi 500 bopd, D = 0.05 per month nominal, EUR to an economic limit of 5 bopd',
    ]);
    expect(result(answer, 'eur')).toBeCloseTo((495 / 0.6) * 365.25, -1);
  });

  it('takes a produced water rate for a line pressure drop, and a named ID over the nominal size', () => {
    // Arnold & Stewart, Surface Production Operations vol. 1, ch. 9: Re = 92.1·SG·Q/(d·μ).
    const [water] = chat([
      'Pressure drop for 5,000 bbl/d of produced water (SG 1.07, 1 cP) through 10,560 ft of 4.026 in ID line',
    ]);
    expect(result(water, 'reynolds_number')).toBeCloseTo((92.1 * 1.07 * 5000) / 4.026, 3);
    expect(water?.markdown).toMatch(/^\*\*Total pressure drop: /);
    const [sized] = chat([
      'produced water line 6" (5.761 ID) 8000 ft, 10,000 bwpd, SG 1.05, 0.9 cp. pressure drop?',
    ]);
    expect(input(sized, 'inside_diameter_in')).toBe(5.761);
  });

  it('asks which rate when an oil and a water rate could each be the liquid rate', () => {
    const [answer] = chat([
      'pressure drop in a 4 in line, 2 miles, 600 bopd oil and 900 bwpd water, SG 1.0, 1 cp',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toContain('is the liquid rate?');
  });

  it('reads a gas gravity written "0.6 gas", not a gas rate of 0.6 Mcf/d', () => {
    const [answer] = chat(['Weymouth: 50 miles of 15.5 in ID, inlet 1,000 psia, 0.6 gas, 60 F']);
    expect(input(answer, 'gas_specific_gravity')).toBe(0.6);
    expect(input(answer, 'flow_rate_mmscf_per_day')).toBeNull();
  });
});

describe('conversations', () => {
  it('asks which input a bare number in a change is, rather than recalculating without it', () => {
    const [, changed] = chat([
      'hydrostatic pressure of 10.2 ppg mud at 9,000 ft TVD',
      'and 12.5 ppg at 11,200?',
    ]);
    expect(changed?.status).toBe('clarify');
    expect(changed?.markdown).toContain('**11,200**');
    expect(calcCardsOf(changed?.markdown ?? '')).toEqual([]);
  });

  it('continues the calculation whose question a reply answers, whatever else it names', () => {
    const [, second] = chat([
      'erosional velocity at 1,000 psia and 120 F with GLR 1,000 scf/bbl',
      'liquid SG 0.85, gas SG 0.65',
    ]);
    expect(second?.tool).toBe('erosional_velocity');
    expect(input(second, 'pressure_psia')).toBe(1000);
  });

  it('starts the calculation a follow-up names when it only repeats a value', () => {
    const [, dead] = chat([
      'live oil viscosity for 35 API at 180 F',
      'dead oil viscosity of a 35 API oil',
    ]);
    expect(dead?.tool).toBe('dead_oil_viscosity');
  });

  it('leads with the stages a follow-up asks for once the pump curve is given', () => {
    // Centrilift nine-step: stages = ⌈TDH/head per stage⌉.
    const [first, second] = chat([
      'ESP design: 2000 bfpd, pump at 6000 ft, PIP 600 psi, WHP 100 psi, 2-7/8 tbg 2.441 ID, SG 1.02. TDH?',
      'pump makes 44 ft/stage at that rate - how many stages?',
    ]);
    const tdh = result(first, 'total_dynamic_head_ft');
    expect(result(second, 'stages')).toBe(Math.ceil(tdh / 44));
    expect(second?.markdown).toMatch(/^Recalculated[^\n]*\n\n\*\*Stages/);
  });
});

describe('cash flows said with their years', () => {
  it.each([
    // NPV = Σ CFt/(1 + i)^t: 200 + 150/1.1 = 336.36.
    ['NPV of $200 today and $150 next year at 10%', 200 + 150 / 1.1],
    // −1,000,000 + 600,000/1.08 + 700,000/1.08³ (nothing in year 2) = 111,238.9.
    [
      'NPV at 8%: -$1MM now, $600k in year 1 and $700k in year 3',
      -1e6 + 600000 / 1.08 + 700000 / 1.08 ** 3,
    ],
  ])('are read year by year: "%s"', (question, npv) => {
    const [answer] = chat([question]);
    expect(answer?.tool).toBe('net_present_value');
    expect(result(answer, 'npv_usd')).toBeCloseTo(npv, 2);
  });

  it('are not read when a sum has no year', () => {
    const [answer] = chat(['NPV at 10% of $200 today, $150 next year and $90']);
    expect(asksBack(answer)).toBe(true);
  });
});

describe('the kind of quantity asked', () => {
  it('is not answered with a figure of another kind', () => {
    // Money asked is answered with money, never the NRI (a percentage): the month's split of
    // the gross sales, 200,000 × (1 − 12.5 %) × 75 % = 131,250 $ (no severance given).
    const answer = answerCalculation(
      '75 % WI with a 1/8 royalty, gross sales were $200k this month. What do we net?',
    );
    expect(answer?.tool).toBe('revenue_distribution');
    expect(result(answer, 'net_revenue_usd')).toBeCloseTo(131_250, 6);
    // With nothing that works out a sum of money, it says so rather than give the NRI.
    const nothing = answerCalculation(
      '75 % WI with a 1/8 royalty. What do we net this month in $?',
    );
    expect(nothing?.status).not.toBe('computed');
    expect(calcCardsOf(nothing?.markdown ?? '').filter((c) => c.status === 'computed')).toEqual([]);
    // Asked by name, the interest is worked out: NRI = 75 % × (1 − 12.5 %) = 65.625 %.
    const [nri] = chat(['NRI for 75 % WI with a 1/8 royalty']);
    expect(result(nri, 'nri_pct')).toBeCloseTo(65.625, 6);
  });
});

describe('a calculator that does not cover the case', () => {
  it('says so rather than give way to one the question hardly names', () => {
    const answer = answerCalculation(
      'gas capacity of a 36 in ID horizontal separator at 1000 psia, 100 F, 0.7 gas, liquid density 50 lb/ft3',
    );
    expect(answer?.status).toBe('refused');
    expect(answer?.markdown).toContain('rates a **vertical** vessel');
  });

  it('answers a sulfate scale question with no carbonate index', () => {
    const answer = answerCalculation(
      'gypsum scaling tendency of this water: Ca 2,000 mg/L, SO4 1,500 mg/L, 120 °F',
    );
    expect(answer?.status).toBe('refused');
    expect(answer?.markdown).toContain('No sulfate saturation index');
  });
});

describe('a recalculated card', () => {
  it('has its lead restated in the unit it was stated in, the rest of the words dropped', () => {
    const [answer] = chat(['hydrostatic pressure of 1.2 SG mud at 2500 m in bar']);
    const old = card(answer);
    const [changed] = chat(['hydrostatic pressure of 1.2 SG mud at 3000 m in bar']);
    const updated = card(changed);
    const before = `Recalculated with TVD = 2,500 m.\n\n${answer?.markdown.split('```')[0] ?? ''}`;
    const lead = restatedLead(before, old, updated);
    // ρ·g·h: 1.2 × 0.0980665 bar/m × 3,000 m = 352.9 bar (5,119 psi).
    expect(lead).toMatch(/^\*\*Hydrostatic pressure: 353 bar\*\* \(5,1\d\d psi\)$/);
    expect(restatedLead('Words without a lead.', old, updated)).toBe('Words without a lead.');
    expect(calcCardsOf(changed?.markdown ?? '')).toHaveLength(1);
  });
});

describe('"temp" for temperature', () => {
  it('asks a temperature with "what temp", so the calculation that gives one is read', () => {
    // The message names no calculation but the hydrate and the temperature asked.
    expect(askedOf(readMessage('what temp will this gas hydrate at?')).dimensions).toContain(
      'temperature',
    );
  });
});

describe('a figure the user does not have', () => {
  it('is an input to ask for, not the quantity asked', () => {
    const answer = answerCalculation(
      "ESP TDH for the new well: 1,400 bfpd target, pump at 7,200', producing fluid level 5,100', 2-7/8\" tubing ID 2.441, SG 1.03. The flowline ties into a new header, not sure what pressure it'll run at yet.",
    );
    expect(answer?.tool).toBe('esp_total_dynamic_head');
    expect(answer?.status).toBe('needs_input');
    expect(answer?.markdown).toMatch(/wellhead \(tubing\) pressure/);
  });
});

describe("a kind asked that the figures' calculation does not give", () => {
  it("asks back below the knowledge base's confident answer, which may answer it", () => {
    const answer = answerCalculation(
      'Planning a build-up on a tight gas well, k about 0.05 md. How many days until we see radial flow?',
    );
    expect(answer?.status).toBe('clarify');
    expect(answer?.confidence).toBeLessThan(0.6);
  });
});
