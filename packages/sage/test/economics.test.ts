import { describe, expect, it } from 'vitest';
import { calcCardsOf } from '@petrosage/contracts/calc';
import { asksBack, chat, input, result } from './support';

describe('revenue distribution, stepped payout, break-even price and the NPV of a decline', () => {
  it('reads "-500k then +80k for 8 months" as a level schedule, per month', () => {
    // −500k then 80k a month for 8 months: NPV at 1 %/month = −500 + 80 × (1 − 1.01^−8)/0.01 =
    // 112.18k (Mian, Project Economics, ch. 3).
    const [answer] = chat(['monthly cash flow -500k then +80k for 8 months, IRR?']);
    expect(input(answer, 'cash_flows_usd')).toEqual([
      -500000,
      ...Array.from({ length: 8 }, () => 80000),
    ]);
    expect(input(answer, 'period')).toBe('month');
  });

  it('reads "cfs" as the cash flows of an NPV', () => {
    // NPV = −2,000k + Σ CFt/1.15^t, the first flow at t = 0 (Mian, Project Economics, ch. 3).
    const [answer] = chat(['cfs -2MM, 700k, 650k, 600k, 500k → at 15%?']);
    const npv = [-2e6, 7e5, 6.5e5, 6e5, 5e5].reduce((sum, flow, t) => sum + flow / 1.15 ** t, 0);
    expect(result(answer, 'npv_usd')).toBeCloseTo(npv, 0);
  });

  it('reads scaled figures listed without spaces ("900k,800k,700k")', () => {
    const [answer] = chat(['IRR for -2.5MM then 900k,800k,700k,600k,500k annual']);
    expect(input(answer, 'cash_flows_usd')).toEqual([-2.5e6, 9e5, 8e5, 7e5, 6e5, 5e5]);
  });

  it('changes the one cash flow a follow-up names, keeping the others', () => {
    // Payout: cumulative −2.0, −1.4, −0.9, −0.5 then +0.3 in year 4: 3 + 0.5/0.8 = 3.625 years;
    // with year 2 at 0.9 instead of 0.5: −2.0, −1.4, −0.5, −0.1, +0.7: 3 + 0.1/0.8 = 3.125.
    const [first, second] = chat([
      'cash flows by year: -2.0MM, 0.6MM, 0.5MM, 0.4MM, 0.8MM. payout?',
      'what if year 2 comes in at 0.9MM?',
    ]);
    expect(result(first, 'payout_periods')).toBeCloseTo(3.625, 6);
    expect(input(second, 'cash_flows_usd')).toEqual([-2e6, 0.6e6, 0.9e6, 0.4e6, 0.8e6]);
    expect(result(second, 'payout_periods')).toBeCloseTo(3.125, 6);
  });

  it('a PV10 with the price "flat" and the life as "years of production"', () => {
    // Exponential, nominal D = 0.25/yr: each month's oil = qi·365.25/D·(e^(−D(m−1)/12) − e^(−Dm/12)),
    // × $60 × 75 % NRI, discounted at 10 %/yr as (1.1)^(m/12), months 1 to 60 (SPEE Monograph 4).
    const [answer] = chat([
      'PV10 of a well: qi 200 bopd, exponential decline 25%/yr nominal, $60 flat, NRI 75%, no LOE or capex, 5 years of production',
    ]);
    let npv = 0;
    for (let m = 1; m <= 60; m += 1) {
      const oil =
        ((200 * 365.25) / 0.25) * (Math.exp((-0.25 * (m - 1)) / 12) - Math.exp((-0.25 * m) / 12));
      npv += (oil * 60 * 0.75) / 1.1 ** (m / 12);
    }
    expect(input(answer, 'oil_price_usd_per_bbl')).toBe(60);
    expect(result(answer, 'npv_usd') / npv).toBeCloseTo(1, 4);
  });

  it('a list of thousands "per year" is yearly cash flows, not declines', () => {
    // NPV = −900k + Σ CFt/1.12^t for 300k, 280k, 250k, 220k (numpy-financial convention, the
    // first flow at t = 0; Mian, Project Economics, ch. 3).
    const [answer] = chat(['-900k now, then 300k, 280k, 250k, 220k per year. NPV12?']);
    expect(input(answer, 'cash_flows_usd')).toEqual([-9e5, 3e5, 2.8e5, 2.5e5, 2.2e5]);
    const npv = [3e5, 2.8e5, 2.5e5, 2.2e5].reduce(
      (sum, flow, year) => sum + flow / 1.12 ** (year + 1),
      -9e5,
    );
    expect(result(answer, 'npv_usd')).toBeCloseTo(npv, 0);
  });

  it('reads a dash before a volume as a dash, and a name asked after one as asked', () => {
    // 40 % WI less burdens to an NRI of 30 %: 30 % × 8,000 bbl × $62 = $148,800 to the owner.
    const [dashed] = chat(['WI 40%, NRI 30% — 8,000 bbl sold at $62, our revenue?']);
    expect(input(dashed, 'oil_volume_bbl')).toBe(8000);
    expect(result(dashed, 'net_revenue_usd')).toBeCloseTo(148800, 6);
    // "at 70 - net revenue?": the 70 is no NRI; it is asked for as the price it is.
    const [asked] = chat(['NRI 0.8, sold 2,500 bo at 70 - net revenue?']);
    expect(input(asked, 'oil_volume_bbl')).toBe(2500);
    expect(input(asked, 'royalty_pct')).toBeCloseTo(20, 9);
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toMatch(/the oil price/);
  });

  it('gross to net for oil and gas with royalty, ORRI, WI and severance', () => {
    const [answer] = chat([
      'Revenue distribution for the month: 3,000 bbl of oil at $70/bbl and 6,000 Mcf at $3/Mcf, 20 % royalty, 2 % ORRI, 75 % WI, 4.6 % severance',
    ]);
    // By hand: gross 210,000 + 18,000 = 228,000; less 20 % + 2 % = 177,840; × 75 % = 133,380;
    // less 4.6 % severance = 127,244.52.
    expect(input(answer, 'gas_price_usd_per_mcf')).toBe(3);
    expect(result(answer, 'net_revenue_usd')).toBeCloseTo(127244.52, 2);
  });

  it('asks for the royalty rather than assuming none', () => {
    const [answer] = chat([
      'Revenue distribution for 3,000 bbl at $70/bbl, 75 % WI, 4.6 % severance',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/the royalty/);
  });

  it('an NRI given stands for the burdens it leaves: NRI = WI × (1 − royalty − ORRI)', () => {
    // Mian (2002): the owner's share is NRI × gross. 5,000 bbl × $65 = $325,000; × 60 % =
    // $195,000. With 75 % WI an NRI of 60 % leaves burdens of 1 − 0.60/0.75 = 20 % of gross.
    const [answer] = chat(['75% WI, NRI 60%, sold 5,000 bbl at $65 - our revenue?']);
    expect(input(answer, 'royalty_pct')).toBeCloseTo(20, 9);
    expect(result(answer, 'net_revenue_usd')).toBeCloseTo(195000, 6);
    // A bare decimal NRI is a fraction of one: 0.8 is 80 %; 3,000 bbl × $70 × 0.8 = $168,000.
    const [decimal] = chat([
      "NRI 0.8, 3,000 bbl/month at $70/bbl, what's our net revenue for the month?",
    ]);
    expect(result(decimal, 'net_revenue_usd')).toBeCloseTo(168000, 6);
  });

  it('an NRI stated beside burdens that give another is asked about, never replaced', () => {
    // 100 % WI less a 20 % royalty is an NRI of 80 %, not the 75 % stated (an ORRI not given?).
    const [split, interest, above] = [
      'WI 100%, royalty 20%, 3,000 bbl at $70, NRI 75%. net revenue?',
      'WI 100%, royalty 20%, NRI 75%, 3,000 bbl at $70. our net?',
      // …nor above the WI it is a share of.
      'revenue distribution: WI 50%, NRI 60%, sold 3,000 bbl at $70',
    ].map((question) => chat([question])[0]);
    for (const answer of [split, interest, above]) {
      expect(answer?.status).not.toBe('computed');
      expect(calcCardsOf(answer?.markdown ?? '').flatMap((shown) => shown.results)).toEqual([]);
    }
    expect(split?.markdown).toMatch(/which is right: the NRI of 75 % or the 80 %/);
    expect(interest?.markdown).toMatch(/You gave the \*\*NRI\*\* \(75%\)/);
    expect(above?.markdown).toMatch(/NRI of 60 %.*cannot exceed the WI/);
  });

  it("a month's oil from a daily rate: rate × 365.25/12 days", () => {
    // 120 bopd × 30.4375 d = 3,652.5 bbl × $72 = $262,980 gross; NRI 80 % → $210,384.
    const [answer] = chat(['well makes 120 bopd, $72 oil, our NRI is 80%. monthly revenue to us?']);
    expect(input(answer, 'oil_volume_bbl')).toBeCloseTo(3652.5, 6);
    expect(result(answer, 'net_revenue_usd')).toBeCloseTo(210384, 4);
    // …never for a revenue of another period.
    for (const other of [
      'well makes 120 bopd, $72 oil, our NRI is 80%. annual revenue to us?',
      'well makes 120 bopd, $72 oil, NRI 80%. revenue per day to us?',
    ]) {
      expect(chat([other])[0]?.status, other).not.toBe('computed');
    }
  });

  it('a stepped payout: −4,000,000 + 12 × 250,000, then 1,000,000/150,000 more months', () => {
    for (const question of [
      'Payout for $4 MM capex, $250k/month for 12 months, then $150k/month',
      'When will the well pay out? It cost $4,000,000 and nets 250,000 per month for the first 12 months then 150,000 a month.',
      'payback period with an investment of $4 million: $250k a month for 1 year, followed by $150k/month',
    ]) {
      expect(result(chat([question])[0], 'payout_periods'), question).toBeCloseTo(12 + 20 / 3, 6);
    }
  });

  it('a stepped payout without the investment asks for it', () => {
    const [answer] = chat(['payout of $250k/month for 12 months, then $150k/month']);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/the investment at time 0/);
  });

  it('break-even price = WI·(LOE + capex/reserves)/NRI with royalty, ORRI and D&C cost', () => {
    const [answer] = chat([
      'What is the breakeven price with 50% WI, 25% royalty, 5% ORRI, LOE of $20/bbl, $2,000,000 D&C cost and 100 Mbbl EUR?',
    ]);
    // 0.5 × (20 + 2,000,000/100,000)/(0.5 × 0.70) = $57.1429/bbl.
    expect(input(answer, 'capex_usd')).toBe(2_000_000);
    expect(result(answer, 'break_even_price_usd_per_bbl')).toBeCloseTo(57.142857, 4);
  });

  it('reads an LOE "12/bbl" written without its sign as dollars a barrel', () => {
    // P = WI·(LOE + capex/R)/(NRI·(1 − s)) = (12 + 6,500,000/420,000)/(0.80 × 0.954) = $36.00/bbl.
    const [answer] = chat(['BE price: LOE 12/bbl, capex 6.5MM, EUR 420 Mbbl, NRI 80, sev 4.6']);
    expect(answer?.tool).toBe('break_even_price');
    expect(result(answer, 'break_even_price_usd_per_bbl')).toBeCloseTo(
      (12 + 6_500_000 / 420_000) / (0.8 * 0.954),
      4,
    );
  });

  it('reads "BE price" as the break-even, its NRI an input, not a figure to estimate', () => {
    // P = WI·(LOE + capex/R)/NRI = 1.0 × (9 + 3,600,000/240,000)/0.80 = $30/bbl (Mian, 2002).
    const [answer] = chat(['BE price: $3.6MM capex, 240,000 bbl reserves, LOE $9/bbl, NRI 80%']);
    expect(answer?.tool).toBe('break_even_price');
    expect(result(answer, 'break_even_price_usd_per_bbl')).toBeCloseTo((9 + 15) / 0.8, 4);
  });

  it('reads "sev 4.6" as a 4.6 % severance tax, and keeps it when the royalty changes', () => {
    // P = WI·(LOE + capex/R)/(NRI·(1 − s)) = (12 + 6.8e6/420,000)/(0.75 × 0.954) = $39.40/bbl;
    // with a 20 % royalty, /(0.80 × 0.954) = $36.94/bbl.
    const [first, second] = chat([
      'break even: LOE $12/bbl, capex 6.8MM, EUR 420 Mbo, 100% WI, 25% royalty, sev 4.6',
      'what if royalty was 20 instead',
    ]);
    const perBbl = 12 + 6.8e6 / 420_000;
    expect(input(first, 'severance_tax_pct')).toBe(4.6);
    expect(result(first, 'break_even_price_usd_per_bbl')).toBeCloseTo(perBbl / (0.75 * 0.954), 4);
    expect(result(second, 'break_even_price_usd_per_bbl')).toBeCloseTo(perBbl / (0.8 * 0.954), 4);
  });

  it('reads a bare price written after the volume sold ("3,000 bbl @ 65", "10,000 mcf @ 3.10")', () => {
    // Texas Tax Code §202.052 (oil 4.6 % of value) and §201.052 (gas 7.5 %), Natural Resources
    // Code §81.111 (oil-field cleanup fee: 5/8 ¢ a barrel, 1/15 ¢ an Mcf): oil 3,000 × 65 × 0.046
    // + 3,000 × 0.00625 = 8,988.75; gas 10,000 × 3.10 × 0.075 + 10,000 × 0.01/15 = 2,331.67.
    const [answer] = chat([
      'Texas lease sold 3,000 bbl @ 65 and 10,000 mcf @ 3.10 in May. severance tax and fees?',
    ]);
    expect(input(answer, 'oil_price_usd_per_bbl')).toBe(65);
    expect(input(answer, 'gas_price_usd_per_mcf')).toBe(3.1);
    expect(result(answer, 'total_usd')).toBeCloseTo(8988.75 + 2325 + 10000 * (0.01 / 15), 2);
  });

  it('break-even asks for the royalty or NRI', () => {
    const [answer] = chat([
      'break-even price for LOE $15/bbl, capex $6 MM and 400,000 bbl reserves',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/the royalty/);
  });

  it('PV10 of an exponential decline: capex at time 0, monthly net revenue discounted at 10 %', () => {
    const [answer] = chat([
      'PV10 of a well: qi 100 bopd, Di 12 %/yr nominal, exponential, $50/bbl, 20 % royalty, capex $1 MM, economic limit 10 bopd',
    ]);
    expect(answer?.tool).toBe('decline_npv');
    // Month m makes (qi/d)(e^(−d·t0) − e^(−d·t1)) to the limit t = ln(qi/q_el)/d; 80 % × $50 of
    // it, discounted by 1.1^(m/12) at the month's end.
    const d = 0.12 / 365.25;
    const month = 365.25 / 12;
    const limit = Math.log(10) / d;
    let npv = -1e6;
    for (let m = 1; (m - 1) * month < limit; m += 1) {
      const volume =
        (100 / d) * (Math.exp(-d * (m - 1) * month) - Math.exp(-d * Math.min(m * month, limit)));
      npv += (0.8 * 50 * volume) / 1.1 ** (m / 12);
    }
    expect(result(answer, 'npv_usd') / npv).toBeCloseTo(1, 5);
  });

  it('PV10 over a set life with no operating cost: the forecast ends there', () => {
    // Exponential, 30 %/yr nominal, 150 bopd, $60, NRI 75 %, capex $1.5 MM, 8 years (96 months).
    const [answer] = chat([
      'PV10? qi 150 bopd, 30%/yr nominal exponential, $60 oil, NRI 75%, no opex, 1.5MM capex, stop it at 8 years',
    ]);
    expect(input(answer, 'max_months')).toBe(96);
    const [ran] = chat([
      'PV10? qi 150 bopd, 30%/yr nominal exponential, $60 oil, NRI 75%, no opex, 1.5MM capex, run it 8 years',
    ]);
    expect(input(ran, 'max_months')).toBe(96);
    const d = 0.3 / 365.25;
    const month = 365.25 / 12;
    let npv = -1.5e6;
    for (let m = 1; m <= 96; m += 1) {
      const volume = (150 / d) * (Math.exp(-d * (m - 1) * month) - Math.exp(-d * m * month));
      npv += (0.75 * 60 * volume) / 1.1 ** (m / 12);
    }
    expect(result(answer, 'npv_usd') / npv).toBeCloseTo(1, 5);
  });

  it('a follow-up "capex 15 % over" raises the investment by that share', () => {
    // (9 + 3,600,000 × 1.15/240,000)/0.80 = (9 + 17.25)/0.8 = $32.8125/bbl.
    const [, over] = chat([
      'BE price: $3.6MM capex, 240,000 bbl reserves, LOE $9/bbl, NRI 80%',
      'what if capex runs 15% over',
    ]);
    expect(input(over, 'capex_usd')).toBeCloseTo(4_140_000, 0);
    expect(result(over, 'break_even_price_usd_per_bbl')).toBeCloseTo(32.8125, 4);
  });

  it('reads "-$1MM yr 0, then 400k, …" with its first period named, not as a yearly rate', () => {
    // NPV at 10 %: −1,000,000 + 400,000/1.1 + 350,000/1.1² + 300,000/1.1³ + 250,000/1.1⁴.
    const [answer] = chat(['NPV10: -$1MM yr 0, then 400k, 350k, 300k, 250k (yrs 1-4)']);
    const npv = -1e6 + 4e5 / 1.1 + 3.5e5 / 1.1 ** 2 + 3e5 / 1.1 ** 3 + 2.5e5 / 1.1 ** 4;
    expect(result(answer, 'npv_usd')).toBeCloseTo(npv, 0);
  });

  it('a list of returns with its scale written once, after the dollar sign, is millions', () => {
    // NPV at 12 %: −2.5 + 0.9/1.12 + 0.8/1.12² + 0.7/1.12³ + 0.6/1.12⁴ = −0.179116 $MM.
    const [answer] = chat([
      'outlay 2.5 $MM now, back 0.9, 0.8, 0.7 and 0.6 $MM in years 1-4. NPV at 12%?',
    ]);
    expect(result(answer, 'npv_usd')).toBeCloseTo(-179_116.45, 0);
  });

  it('a first flow labelled "up front (year 0)" and a list "in years 1 to 4" (no inches)', () => {
    // Cumulative −900, −650, −410, −180, +40 ($k): payout = 3 + 180/220 = 3.818 years.
    const [answer] = chat([
      'net cash by year: -900k up front (year 0), then 250k, 240k, 230k and 220k in years 1 to 4. payout?',
    ]);
    expect(result(answer, 'payout_periods')).toBeCloseTo(3 + 180 / 220, 6);
  });

  it('takes the money spent before a list of monthly returns as the first flow', () => {
    // Cumulative −300 + 50 + 48 + 46 + 44 + 42 + 40 = −30 after month 6; month 7 brings 38:
    // payout = 6 + 30/38 = 6.789 months.
    const [answer] = chat([
      'recompletion cost $300k. monthly net since: 50k, 48k, 46k, 44k, 42k, 40k, 38k, 36k. payout?',
    ]);
    expect(result(answer, 'payout_periods')).toBeCloseTo(6 + 30 / 38, 6);
  });

  it('never takes "NRI 10 % higher" for an NRI of 10 %', () => {
    const [, higher] = chat([
      'BE price: $3.6MM capex, 240,000 bbl reserves, LOE $9/bbl, NRI 80%',
      'what if NRI is 10% higher',
    ]);
    expect(calcCardsOf(higher?.markdown ?? '').some((card) => card.status === 'computed')).toBe(
      false,
    );
  });

  it('a percentage raised by a percentage is put as a share or points, and the answer recalculates', () => {
    // NRI = WI × (1 − royalty − ORRI): 0.8 × (1 − 0.1375 − 0.03) = 66.6 %.
    const [, which, share] = chat([
      'our WI is 80 %, lease royalty 12.5 %, ORRI 3 %: NRI?',
      'and if the royalty went up by 10%?',
      '13.75%',
    ]);
    expect(which?.status).toBe('clarify');
    expect(which?.markdown).toMatch(/13\.75 %[\s\S]*22\.5 %/);
    expect(result(share, 'nri_pct')).toBeCloseTo(66.6, 6);
  });

  it("the owner's check asked with no price is a revenue split that asks for the price", () => {
    const [asked, answered] = chat([
      'how much is our check this month? sold 2,400 bbl, royalty 3/16, we have 35% WI',
      '$68/bbl',
    ]);
    expect(asked?.tool).toBe('revenue_distribution');
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toMatch(/price/);
    // 2,400 bbl × $68 × 35 % WI × (1 − 3/16) = $46,410 to the owner before taxes.
    expect(answered?.markdown).toMatch(/46,410/);
  });

  it('a working interest said in words ("all of the working interest is ours") is 100 %', () => {
    // NRI = WI × (1 − royalty − ORRI) = 1 × (1 − 0.20 − 0.02) = 78 %.
    const [answer] = chat(['all of the working interest is ours, royalty 20%, ORRI 2%. NRI?']);
    expect(input(answer, 'working_interest_pct')).toBe(100);
    expect(result(answer, 'nri_pct')).toBeCloseTo(78, 6);
  });

  it('monthly cash flows under a "CF:" heading are money, not cubic feet', () => {
    // Cumulative −600, −480, −380, −300, −230, −170, −120, −75, −35, +5: 8 + 35/40 = 8.875 months.
    const [answer] = chat(['CF: -600k, 120k, 100k, 80k, 70k, 60k, 50k, 45k, 40k, 40k. payout?']);
    expect(result(answer, 'payout_periods')).toBeCloseTo(8.875, 6);
  });

  it('the NPV of a decline asks whether Di is nominal or effective, and never takes it for the discount rate', () => {
    const [answer] = chat([
      'NPV of a well with qi 500 bopd and Di 70 %/yr, oil at $70/bbl, capex $2.5 MM',
    ]);
    expect(answer?.tool).toBe('decline_npv');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/whether the decline Di is nominal or effective/);
    expect(input(answer, 'initial_decline_pct_per_year')).toBe(70);
    expect(input(answer, 'discount_rate_pct_per_year')).not.toBe(70);
  });

  it('an effective decline per month is asked for per year, not divided by twelve', () => {
    const [answer] = chat([
      'PV10: qi 100 bopd, Di 5 %/month effective, b 0.9, $50/bbl, 20 % royalty, capex $1 MM',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/the initial decline Di in %\/yr/);
  });
});

describe('the cash flow of a well from its monthly volumes, and lists of flows', () => {
  // Texas: oil tax 4.6 % of value and a cleanup fee of 0.625 ¢/bbl; gas tax 7.5 % and a fee of
  // 1/15 ¢/Mcf, all on the royalty-free share (Tax Code §§202.052, 201.052; NRC §§81.116–117).
  it('flat monthly volumes for a number of months: NPV10 and payout', () => {
    // 3,000 bbl × $70 × 80 % NRI = $168,000 − 4.6 % ($7,728) − 2,400 bbl × $0.00625 ($15) − LOE
    // $8,000 = $152,257 a month; NPV = −1.2MM + Σ 152,257/1.1^(m/12), m = 1…12 = $535,804.
    const [npv] = chat([
      'Texas well, flat 3,000 bbl/month for 12 months, $70 oil, 100% WI, 20% royalty, LOE $8,000/mo, capex $1.2MM. NPV10?',
    ]);
    expect(result(npv, 'npv_usd')).toBeCloseTo(535804, -1);
    // 1,800 bbl × $70 + 2,700 Mcf × $3 = $134,100 gross; × 75 % NRI = $100,575, less taxes and
    // fees $4,812.41 and LOE $9,000 = $86,762.59 a month: $2.2MM pays out in 25.357 months.
    const [payout] = chat([
      'Flat 1,800 bbl/mo and 2,700 Mcf/mo for 36 months, $70 oil, $3 gas, WI 100%, royalty 25%, LOE $9,000/mo, capex $2.2MM. Payout in months?',
    ]);
    expect(result(payout, 'payout_months')).toBeCloseTo(25.357, 2);
  });

  it('a list of monthly volumes, oil and gas, is the months of the forecast', () => {
    const [answer] = chat([
      'Oil by month: 3,000 / 2,400 / 2,000 bbl, gas 4,000, 3,000, 2,500 Mcf. $72 oil, $2.50 gas, 25% royalty, LOE $8k/month, capex $450k. Undiscounted cash flow?',
    ]);
    expect(input(answer, 'oil_bbl_per_month')).toEqual([3000, 2400, 2000]);
    expect(input(answer, 'gas_mcf_per_month')).toEqual([4000, 3000, 2500]);
    // Oil 7,400 bbl × $72 × 0.75 = $399,600, less 4.6 % and 5,550 × $0.00625 = $18,416.29; gas
    // 9,500 Mcf × $2.50 × 0.75 = $17,812.50, less 7.5 % and 7,125/1,500 = $1,340.69; LOE $24,000;
    // capex $450,000: −$76,344.48.
    expect(result(answer, 'undiscounted_cash_flow_usd')).toBeCloseTo(-76344.48, 0);
  });

  it('an operating cost per month is no net cash flow to pay back', () => {
    const [answer] = chat([
      'flat 1,800 bbl/mo for 36 months, LOE $9,000/mo, capex $2.2MM. Payout in months?',
    ]);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).not.toMatch(/Payout time: 244/);
  });

  it('"$400k yearly" closing a list is one of its flows, not left out', () => {
    // −2,200 + 900/1.1 + 750/1.1² + 600/1.1³ + 500/1.1⁴ + 400/1.1⁵ = $278,680.67k.
    const [answer] = chat(['NPV10 of: -$2.2MM now, then $900k, $750k, $600k, $500k, $400k yearly']);
    expect(input(answer, 'cash_flows_usd')).toEqual([-2.2e6, 9e5, 7.5e5, 6e5, 5e5, 4e5]);
    expect(result(answer, 'npv_usd')).toBeCloseTo(278680.67, 0);
  });

  it('flows "at the end of years 1 through 4" are all discounted, the first too', () => {
    // 450/1.1 + 380/1.1² + 300/1.1³ + 220/1.1⁴ = $1,098,797.90k.
    const [answer] = chat([
      'PV at 10% of $450k, $380k, $300k and $220k received at the end of years 1 through 4?',
    ]);
    expect(result(answer, 'npv_usd')).toBeCloseTo(1098797.9, 0);
  });

  it("millions written once after the last figure of a list are every figure's unit", () => {
    // −4.1 + 1.6/1.1 + 1.3/1.1² + 1.0/1.1³ + 0.8/1.1⁴ + 0.6/1.1⁵ = $0.099204MM (first flow at t = 0).
    const [npv] = chat([
      'NPV10: -$4.1MM today, then +1.6, +1.3, +1.0, +0.8, +0.6 MM in years 1-5.',
    ]);
    expect(input(npv, 'cash_flows_usd')).toEqual([-4.1e6, 1.6e6, 1.3e6, 1e6, 0.8e6, 0.6e6]);
    expect(result(npv, 'npv_usd')).toBeCloseTo(99203.98, 0);
    const [irr] = chat(['IRR on: -2.5MM, then 0.9, 0.8, 0.7, 0.6, 0.5 MM annual']);
    expect(input(irr, 'cash_flows_usd')).toEqual([-2.5e6, 0.9e6, 0.8e6, 0.7e6, 0.6e6, 0.5e6]);
  });

  it('"each one lands at the end of its year" discounts the first flow too', () => {
    // Σ CF_k/1.12^k, k = 1…5: −850/1.12 + 380/1.12² + 340/1.12³ + 300/1.12⁴ + 260/1.12⁵
    // = $124,196.79 (Excel's NPV convention).
    const [answer] = chat([
      'yearly cash flows -850k, 380k, 340k, 300k, 260k, each one lands at the end of its year. NPV at 12%?',
    ]);
    expect(result(answer, 'npv_usd')).toBeCloseTo(124196.79, 0);
  });
});

describe('money as a lease statement writes it, with no dollar sign', () => {
  it('reads "LOE 12k/mo" beside other money as the monthly operating cost', () => {
    const [answer] = chat([
      'well econ, monthly: oil 3000, 2800, 2600 bbl at $70, 100% WI, 25% royalty, LOE 12k/mo, capex 400k. NPV10?',
    ]);
    expect(input(answer, 'fixed_opex_usd_per_month')).toBe(12000);
    expect(answer?.markdown).not.toMatch(/Not used: 12k/);
  });

  it('"and at 20 %" after a well\'s PV10 is the discount rate, not its decline', () => {
    const [, answer] = chat([
      'PV10: qi 400 bopd, Di 70% secant eff, b 1.0, 8% terminal, $65 flat, NRI 80% (100 WI), 4.6% sev, LOE $10/bbl, D&C 6MM',
      'and at 20%',
    ]);
    expect(input(answer, 'discount_rate_pct_per_year')).toBe(20);
    expect(answer?.markdown).toMatch(/PV20/);
  });
});

describe('sums, shares and prices as field messages give them', () => {
  it('reads "9 MUSD" as millions and a cost per m³ as its cost per barrel', () => {
    // P = WI (LOE + capex/R)/(NRI (1 − s)); 90 $/m³ = 90 × 0.158987 $/bbl, R = 95,000 × 6.289811 bbl.
    const [, taxed] = chat([
      'capex 9 MUSD, reserves 95,000 m3, LOE 90 USD/m3, NRI 82%, WI 100 - breakeven in $/bbl?',
      'with 4.6% severance?',
    ]);
    const reserves = 95000 * 6.289811;
    const loe = 90 * 0.158987295;
    expect(input(taxed, 'capex_usd')).toBe(9e6);
    expect(input(taxed, 'loe_usd_per_bbl')).toBeCloseTo(loe, 4);
    expect(result(taxed, 'break_even_price_usd_per_bbl')).toBeCloseTo(
      (loe + 9e6 / reserves) / (0.82 * 0.954),
      3,
    );
  });

  it('a share of the working interest farmed out leaves the rest of it', () => {
    // NRI = WI × (1 − royalty): 100 × 13/16, then 75 × 13/16.
    const [, farmed] = chat([
      'WI 100%, 3/16 royalty - NRI?',
      'if we farm out 25% of our WI, what is our NRI then',
    ]);
    expect(input(farmed, 'working_interest_pct')).toBe(75);
    expect(result(farmed, 'nri_pct')).toBeCloseTo(75 * (13 / 16), 6);
    // Keeping a share is the share itself: 100 × 0.6 = 60 % WI.
    const [, kept] = chat(['WI 100%, 3/16 royalty - NRI?', 'and if we keep only 60% of our WI?']);
    expect(input(kept, 'working_interest_pct')).toBe(60);
  });

  it('reads a scaled figure after a sum\'s name as dollars ("gross revenue 385k")', () => {
    // Net = WI × gross × (1 − royalty − ORRI) × (1 − severance) (a month's owner statement).
    const [answer] = chat([
      'gross revenue 385k this month, 1/8 royalty, 2% ORRI, our WI 40%, severance 4.6% - our net?',
    ]);
    expect(result(answer, 'net_revenue_usd')).toBeCloseTo(0.4 * 385000 * 0.855 * 0.954, 0);
  });

  it('sums the months listed when a total is asked', () => {
    // BOE = oil + gas/6 (6 Mcf per BOE) over the three months.
    const [answer] = chat([
      'Q1 sales:\nJan: 12,400 bbl oil, 38,500 Mcf\nFeb: 11,100 bbl, 35,200 Mcf\nMar: 11,900 bbl, 36,800 Mcf\nQ1 total BOE (6:1)?',
    ]);
    expect(result(answer, 'boe')).toBeCloseTo(35400 + 110500 / 6, 1);
  });
});

describe('a well whose gas is given as a GOR', () => {
  it('"GOR runs about 1,200 scf/bbl" sells 1.2 Mcf of gas with each barrel (Texas taxes on both)', () => {
    // By month: gas = 1.2 Mcf/bbl × oil; CF = NRI·(70·Qo + 2.75·Qg) − NRI·(4.6 % of oil revenue +
    // 0.625 ¢/bbl + 7.5 % of gas revenue + 1/15 ¢/Mcf) − $9,000, NRI = 1 − 18.75 % = 81.25 %;
    // discounted at 10 %/yr to each month's end: Σ CF = $1,935,529, NPV10 = $354,699 after $1.5 MM.
    const [answer] = chat([
      'Quick economics, first 12 months only. Oil by month, bbl: 5,200, 4,300, 3,750, 3,350, 3,050, 2,800, 2,600, 2,450, 2,300, 2,180, 2,070, 1,970. GOR runs about 1,200 scf/bbl. $70 oil, $2.75 gas, 100% WI, 18.75% royalty, usual Texas severance and fees, LOE $9k/month, D&C $1.5MM. NPV10?',
    ]);
    expect(input(answer, 'gas_oil_ratio_scf_per_bbl')).toBe(1200);
    expect(result(answer, 'npv_usd')).toBeCloseTo(354_699, -1);
    expect(result(answer, 'undiscounted_cash_flow_usd')).toBeCloseTo(1_935_529 - 1_500_000, -1);
  });
});
