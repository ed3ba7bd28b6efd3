import { describe, expect, it } from 'vitest';
import { conversation, engine, resultValue } from './offline-engine';

/**
 * Readings of field messages that once gave a wrong figure or none: names of wells and plant
 * written with numbers, gauge-sheet abbreviations, a result asked of a calculation named by what it
 * lacks, and follow-ups that change one part of what was given.
 */

/** 1 bbl = 0.158987294928 m³; 1 psi = 6,894.757293168 Pa (NIST SP 811). */
const M3_PER_BBL = 0.158987294928;
const PA_PER_PSI = 6894.757293168;
const PSI_PER_BAR = 1e5 / PA_PER_PSI;

describe('a number that names a well, a site or a unit is no quantity', () => {
  it('reads "Battery 3" as a name: the GOR is the day’s gas over its oil', async () => {
    // GOR = qg/qo (Ahmed, Reservoir Engineering Handbook): 388,000 scf / 212 bbl = 1,830.19 scf/bbl.
    const { markdown } = await engine.answer(
      'Battery 3 yday — oil 212 bbl, gas 388 mcf, water 1 040 bbl. GOR?',
    );
    expect(resultValue(markdown, /^Gas-oil ratio/)).toBeCloseTo(388_000 / 212, 2);
  });

  it('reads "Well P-12" as a name, not a reservoir pressure of 12', async () => {
    // J = q/(Pr − Pwf) (Craft and Hawkins, Applied Petroleum Reservoir Engineering, ch. 6):
    // 45 m³/d = 283.04 bbl/d over 38 bar = 551.14 psi → 0.51356 bbl/d/psi.
    const { markdown } = await engine.answer(
      'Well P-12 made 45 m3/d oil with 38 bar drawdown. PI in bbl/d/psi?',
    );
    expect(resultValue(markdown, /^Productivity index/)).toBeCloseTo(
      45 / M3_PER_BBL / (38 * PSI_PER_BAR),
      4,
    );
  });

  it('reads "the 640 unit" as a pumping unit’s size, not a volume', async () => {
    // q = 0.1166 D² S N E (Brown, The Technology of Artificial Lift Methods, vol. 2a):
    // 0.1166 × 2.25² × 168 × 5.2 × 0.78 = 402.23 bbl/d.
    const { markdown } = await engine.answer(
      'Pumper note: 2-1/4 pump on the 640 unit, 168" stroke @ 5.2 spm, fillage ~78%. Expected fluid?',
    );
    expect(markdown).toMatch(/^\*\*Expected rate at 78 % volumetric efficiency: 402\.2 bbl\/d\*\*/);
  });
});

describe('gauge-sheet abbreviations and a gravity in degrees', () => {
  it('reads "145 bo, 610 bw" as the oil and the water', async () => {
    // Water cut = qw/(qo + qw): 610/(145 + 610) = 80.795 %.
    const { markdown } = await engine.answer(
      "Pumper report 14-Nov: 145 bo, 610 bw, 210 mcf, tbg 85, csg 40. What's the water cut?",
    );
    expect(resultValue(markdown, /^Water cut/)).toBeCloseTo((100 * 610) / 755, 2);
  });

  it('reads each fluid named right before its rate: "oil 35 m3/d water 140 m3/d gas 6200 m3/d"', async () => {
    // GOR = qg/qo: 6,200/35 = 177.14 m³/m³ = 994.58 scf/STB (1 m³/m³ = 35.3147/6.28981 scf/bbl).
    const { markdown } = await engine.answer(
      'oil 35 m3/d water 140 m3/d gas 6200 m3/d, GOR in m3/m3?',
    );
    expect(resultValue(markdown, /^Gas-oil ratio/)).toBeCloseTo(
      (6200 / 35) * (35.3146667 / 6.28981077),
      1,
    );
  });

  it('reads "34° crude" as its API gravity, not a temperature', async () => {
    // Q = ṁ cp ΔT, 350.18 lb/bbl of water (GPSA Engineering Data Book, sec. 8): oil SG
    // 141.5/(131.5 + 34) = 0.85498, 1,200 × 350.18 × 0.85498 lb/d × 0.5 Btu/lb·°F and
    // 300 × 350.18 lb/d × 1.0, over 70 °F, per 24 h → 830,352 Btu/h.
    const { markdown } = await engine.answer(
      'Treater: 1,200 BOPD of 34° crude + 300 BWPD, heat from 70 to 140 °F. Duty in Btu/hr?',
    );
    const oilSg = 141.5 / (131.5 + 34);
    const duty = ((1200 * 350.18 * oilSg * 0.5 + 300 * 350.18 * 1.0) * 70) / 24;
    expect(resultValue(markdown, /^Heat duty absorbed/) / duty).toBeCloseTo(1, 3);
  });

  it('takes a completion brine’s SG as the column’s weight', async () => {
    // P = ρ g h: 1,150 kg/m³ × 9.80665 × 2,450 m = 276.30 bar; the field factor 0.052 gives 0.1 % more.
    const { markdown } = await engine.answer(
      'Completion brine SG 1.15, perfs at 2 450 m TVD (2 780 m MD). Hydrostatic in bar?',
    );
    const bar = resultValue(markdown, /^Hydrostatic pressure/) / PSI_PER_BAR;
    expect(Math.abs(bar / 276.3 - 1)).toBeLessThan(0.002);
  });
});

describe('what is asked, from what is given', () => {
  it('answers a kill weight from the reservoir pressure when no SIDPP is given, and says so', async () => {
    // KMW balances the formation: Pf/(0.052 × TVD) (Bourgoyne et al., Applied Drilling
    // Engineering, eq. 4.3): 5,200/(0.052 × 9,800) = 10.204 ppg.
    const { markdown } = await engine.answer(
      'Reservoir pressure is 5,200 psi at 9,800 ft TVD. What kill weight do I need?',
    );
    expect(markdown).toMatch(/^The kill mud weight needs the SIDPP and the mud weight/);
    expect(resultValue(markdown, /^Equivalent mud weight/)).toBeCloseTo(5200 / (0.052 * 9800), 3);
  });

  it('gives the ESP’s hydraulic horsepower when that is asked, with the one rate given', async () => {
    // HHP = Q × TDH × SG × 7.368 × 10⁻⁶ (Brown, The Technology of Artificial Lift Methods, vol. 2b):
    // 2,200 × 5,400 × 1.05 × 7.37 × 10⁻⁶ = 91.93 hp.
    const { markdown } = await engine.answer(
      'Hydraulic hp for 2,200 bpd against a 5,400 ft TDH, SG 1.05? (stage head 45 ft if you need it)',
    );
    expect(markdown).toMatch(/^\*\*Hydraulic horsepower/);
    expect(resultValue(markdown, /^Hydraulic horsepower/)).toBeCloseTo(
      2200 * 5400 * 1.05 * 7.37e-6,
      1,
    );
  });

  it('works the relative roughness of new steel from the pipe’s ID', async () => {
    // Colebrook (1939) with ε = 0.0018 in (new commercial steel): ε/D = 0.0018/(102.3/25.4) =
    // 4.4692 × 10⁻⁴; at Re 250,000, f = 0.018169 (iterated independently).
    const { markdown } = await engine.answer(
      'Darcy f for Re 250 000 in new steel pipe, ID 102.3 mm?',
    );
    expect(resultValue(markdown, /^Darcy \(Moody\) friction factor/)).toBeCloseTo(0.018169, 4);
  });

  it('reads an investment in MM named as capex as money, not millimetres', async () => {
    // Break-even = WI (LOE + capex/R)/(NRI (1 − s)), NRI = WI (1 − royalty): 0.5 × (11 + 2.6 MM /
    // 150,000)/(0.375 × 0.954) = 39.599 $/bbl; with 120,000 bbl, 45.656 $/bbl.
    const [first, second] = await conversation([
      'Non-op 50% WI, 25% royalty, sev 4.6. LOE $11/bbl, capex 2.6MM gross, EUR 150,000 bbl. What oil price just breaks even?',
      'Geology cut the EUR to 120k. New break-even?',
    ]);
    const breakEven = (reserves: number) =>
      (0.5 * (11 + 2.6e6 / reserves)) / (0.5 * 0.75 * (1 - 0.046));
    expect(resultValue(first?.markdown ?? '', /^Break-even oil price/)).toBeCloseTo(
      breakEven(150_000),
      2,
    );
    expect(resultValue(second?.markdown ?? '', /^Break-even oil price/)).toBeCloseTo(
      breakEven(120_000),
      2,
    );
  });

  it('asks the gas viscosity named, not the z-factor the asker says he lacks', async () => {
    const { markdown } = await engine.answer(
      'need gas viscosity for the nodal model: 3000 psia, 200F, SG .70 (no z handy, use DAK)',
    );
    expect(markdown).toMatch(/^\*\*Gas viscosity/);
  });
});

describe("an owner's net", () => {
  it('asks the royalty for "our net after severance", then works it from every figure given', async () => {
    // Gross 3,000 × 75 + 5,000 × 3 = 240,000; WI revenue after a 20 % royalty 192,000; 50 % WI
    // share 96,000 (oil 90,000, gas 6,000); severance 4.6 % on oil and 7.5 % on gas (Texas Tax
    // Code §202.052, §201.052): 4,140 + 450 → net 91,410.
    const [asked, net] = await conversation([
      '3,000 bbl at $75 and 5,000 Mcf at $3. we have 50% WI, severance 4.6% oil and 7.5% gas. our net?',
      'royalty is 20%',
    ]);
    expect(asked?.markdown).toMatch(/I still need:\s+- the royalty/);
    expect(resultValue(net?.markdown ?? '', /^Net revenue to the owner/)).toBeCloseTo(91_410, 0);
  });
});

describe('payouts and conversions', () => {
  it('takes the capex before a list of monthly net flows as the investment', async () => {
    // Cumulative 60 + 58 + … + 44 = 413k after 8 months; the 37k left of 450k at 42k/month →
    // 8 + 37/42 = 8.881 months.
    const { markdown } = await engine.answer(
      'Payout? capex 450k, monthly net: 60k, 58k, 55k, 52k, 50k, 48k, 46k, 44k, 42k, 40k',
    );
    expect(resultValue(markdown, /^Payout time/)).toBeCloseTo(8 + 37 / 42, 2);
  });

  it('changes the step of a schedule the follow-up names, keeping the others', async () => {
    // 2.4 MM less 6 × 280k = 720k left: at 160k/month 4.5 months (10.5); at 120k/month 6 (12.0);
    // then the first six at 200k leave 1.2 MM at 120k, 10 more months (16.0).
    const [first, second, third] = await conversation([
      'Frac job $2.4MM. Expect $280k/mo net for the first 6 months, then $160k/mo. When do we pay out?',
      'and if the tail is only 120k/mo?',
      'what if the first 6 months only net 200k/mo?',
    ]);
    expect(resultValue(first?.markdown ?? '', /^Payout time/)).toBeCloseTo(10.5, 3);
    expect(resultValue(second?.markdown ?? '', /^Payout time/)).toBeCloseTo(12, 3);
    expect(resultValue(third?.markdown ?? '', /^Payout time/)).toBeCloseTo(16, 3);
  });

  it('converts a productivity index into the unit someone else wants', async () => {
    // 2.4 bbl/d/psi × 0.158987 m³/bbl × 14.5038 psi/bar = 5.5342 m³/d/bar.
    const { skill, markdown } = await engine.answer(
      'PI came out 2.4 bbl/d/psi; partner wants m3/d/bar',
    );
    expect(skill).toBe('unit-conversion');
    expect(markdown).toMatch(/^\*\*2\.4 bbl\/d\/psi = 5\.534\d* m³\/d\/bar\*\*/);
    expect(2.4 * M3_PER_BBL * PSI_PER_BAR).toBeCloseTo(5.5342, 4);
  });

  it.each([
    "need this for the report: what's 3,400 of water in m3? from the haul tickets",
    'ok so 820 of gas to e3m3 please, partner asked',
  ])('asks what a bare number is in, amid other words: "%s"', async (text) => {
    const { skill, markdown } = await engine.answer(text);
    expect(skill).toBe('unit-conversion');
    expect(markdown).toMatch(/\*\*What unit is the [\d,]+ in\?\*\*$/);
    expect(markdown).not.toMatch(/=/);
  });

  it('gives a gauge pressure asked of an absolute result against the atmosphere', async () => {
    // r = (1,247.5/72.71)^(1/3) = 2.5792 for 3 stages under 4:1 (GPSA sec. 13); stage 1 discharge
    // 72.71 × 2.5792 = 187.54 psia = 172.84 psig = 11.917 barg.
    const { markdown } = await engine.answer(
      'Gas lift compressor: 4 barg in, 85 barg out, max 4:1 per stage. 1st stage discharge in barg?',
    );
    const suction = 4 * PSI_PER_BAR + 14.696;
    const discharge = 85 * PSI_PER_BAR + 14.696;
    const first = suction * Math.cbrt(discharge / suction);
    expect(resultValue(markdown, /^Discharge of stage 1/)).toBeCloseTo(first, 1);
    expect(markdown).toContain(
      `**Discharge of stage 1 (interstage pressure): ${((first - 14.696) / PSI_PER_BAR).toFixed(2)} barg**`,
    );
  });
});
