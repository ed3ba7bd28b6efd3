import { describe, expect, it } from 'vitest';
import { asksBack, chat, input, result } from './support';

const PSI_PER_BAR = 14.503773773;
const BBL_PER_M3 = 6.28981077;

/** Arps hyperbolic rate (Arps 1945; SPEE Monograph 4): Di nominal from the secant-effective De. */
function arpsRate(qi: number, de: number, b: number, years: number): number {
  const di = ((1 - de) ** -b - 1) / b;
  return qi / (1 + b * di * years) ** (1 / b);
}

describe('decline (Arps)', () => {
  it('reads a time written after it ("24 months out") and "exp" for exponential', () => {
    // Exponential at 18 %/yr effective: q = 95 × 0.82² m³/d after 2 years (Arps 1945).
    const [later] = chat([
      'Well makes 95 m3/d of oil, exponential decline, 18 % per year effective. What rate should we expect 24 months out?',
    ]);
    expect(input(later, 'time_months')).toBe(24);
    expect(result(later, 'rate_at_time')).toBeCloseTo(95 * 0.82 ** 2 * 6.289811, 0);
    // Np to the limit = (qi − qEL)/D × 365.25 days at a 25 %/yr nominal decline, plus 120,000 bbl.
    const [eur] = chat(['exp qi 450 bopd, 25% nominal → EUR to 15 b/d, already made 120,000 bbl']);
    expect(input(eur, 'b_factor')).toBe(0);
    expect(result(eur, 'eur')).toBeCloseTo(120000 + ((450 - 15) / 0.25) * 365.25, -1);
  });

  it('an exponential tail after a terminal decline is not the decline, and a b written wins', () => {
    // Modified hyperbolic (Robertson 1988, SPE-18731): Di 0.6/yr nominal, b 0.8, terminal 6 %/yr
    // effective (D = −ln 0.94 = 0.061875/yr). t_sw = (1/Dt − 1/Di)/b = 17.1175 yr, q_sw = 52.596
    // bopd; N_sw = qi^b/((1 − b)Di)·(qi^(1−b) − q_sw^(1−b)) = 1,188,015 bbl with D per day; tail
    // (q_sw − 10)/Dt = 251,440 bbl (Dt per day): EUR 1,438,455 bbl.
    const [tail] = chat([
      'qi 900 bopd, b 0.8, Di 60%/yr nominal, then exponential at 6%/yr terminal, EUR to 10 bopd?',
    ]);
    expect(input(tail, 'b_factor')).toBe(0.8);
    expect(result(tail, 'eur')).toBeCloseTo(1438455, -1);
    // A b written as a figure beside the word "exponential" is the figure meant, and said so:
    // 500/(1 + 0.5 × 0.3 × 2)^(1/0.5) = 295.86 bopd after 2 years.
    const [written] = chat([
      'exponential decline, qi 500 bopd, Di 30%/yr nominal, b = 0.5 - rate after 2 years?',
    ]);
    expect(input(written, 'b_factor')).toBe(0.5);
    expect(result(written, 'rate_at_time')).toBeCloseTo(295.86, 1);
    expect(written?.markdown).toMatch(/0\.5 taken as written for the b/);
    // "Then declined exponentially" is still the decline: 500 × e^(−0.3 × 2) = 274.41 bopd.
    const [then] = chat([
      'well came on at 500 bopd, then declined exponentially at 30%/yr nominal. rate after 2 years?',
    ]);
    expect(input(then, 'b_factor')).toBe(0);
    expect(result(then, 'rate_at_time')).toBeCloseTo(274.41, 1);
  });

  it('EUR, then "and after 3 years?" keeps every input and leads with the rate then', () => {
    const [, later] = chat([
      'hyperbolic decline: qi = 850 bopd, b = 0.9, Di 75 %/yr effective, abandon at 10 bopd. EUR?',
      'and after 3 years?',
    ]);
    expect(later?.kind).toBe('changed');
    expect(input(later, 'time_months')).toBe(36);
    expect(input(later, 'initial_decline_pct_per_year')).toBe(75);
    expect(result(later, 'rate_at_time')).toBeCloseTo(arpsRate(850, 0.75, 0.9, 3), 1);
    expect(later?.markdown).toMatch(/^Recalculated[^\n]*\n\n\*\*Rate at 36 months/);
  });

  it('a terminal decline is added beside the initial one, never over it', () => {
    const [, terminal] = chat([
      'hyperbolic decline: qi = 850 bopd, b = 0.9, Di 75 %/yr effective, abandon at 10 bopd. EUR?',
      'ok use 8% terminal decline',
    ]);
    expect(input(terminal, 'terminal_decline_pct_per_year')).toBe(8);
    expect(input(terminal, 'initial_decline_pct_per_year')).toBe(75);
  });

  it('exponential: t = ln(qi/qel)/D for a nominal decline, rates written "from … down to …"', () => {
    const [answer] = chat([
      'time for an exponential decline at 20 %/yr nominal to take 500 bopd down to 20 bopd',
    ]);
    expect(input(answer, 'initial_rate_per_day')).toBe(500);
    expect(input(answer, 'economic_limit_per_day')).toBe(20);
    expect(result(answer, 'time_to_economic_limit_years')).toBeCloseTo(Math.log(25) / 0.2, 3);
  });

  it('a gas decline in MMcf/d is forecast in Mscf', () => {
    const [answer] = chat([
      'exponential decline from 5 MMcf/d at 30 %/yr nominal, economic limit 200 Mcf/d: EUR?',
    ]);
    expect(input(answer, 'volume_unit')).toBe('Mscf');
    expect(input(answer, 'initial_rate_per_day')).toBeCloseTo(5000, 6);
    // Exponential cumulative to the limit: (qi − qel)/D × 365.25 d/yr.
    expect(result(answer, 'eur')).toBeCloseTo(((5000 - 200) / 0.3) * 365.25, -2);
  });

  it('"in metric" and a change keep a nominal decline without a note saying otherwise', () => {
    const [, metric, changed] = chat([
      'qi 500 bopd, Di 40 %/yr nominal, b 0.5, EL 10 bopd',
      'in metric',
      'what if b were 0.8?',
    ]);
    for (const answer of [metric, changed]) {
      expect(input(answer, 'decline_type')).toBe('nominal');
      expect(answer?.markdown).not.toMatch(/taken as secant-effective/);
    }
  });

  it('a follow-up keeps a nominal decline nominal', () => {
    const [eur, later] = chat([
      'qi 500 bopd, Di 40 %/yr nominal, b 0.5, EL 10 bopd',
      'and after 3 years?',
    ]);
    expect(eur?.markdown).toMatch(/^\*\*Estimated ultimate recovery/);
    expect(input(later, 'decline_type')).toBe('nominal');
    // q = qi/(1 + b·Di·t)^(1/b) with Di = 0.40/yr nominal.
    expect(result(later, 'rate_at_time')).toBeCloseTo(500 / (1 + 0.5 * 0.4 * 3) ** 2, 3);
  });

  it('a second decline question that names its own inputs is new, not a change to the first', () => {
    const [, first] = chat([
      'rate after 24 months: qi 950 bopd, harmonic, Di 55%/yr nominal',
      'how much will the well make in the first year? exponential, qi 800 bopd, D 30%/yr nominal',
    ]);
    expect(first?.kind).toBe('new');
    expect(input(first, 'b_factor')).toBe(0);
    // Exponential: Np = (qi − q)/D = qi·(1 − e^(−D·t))/D, in days.
    expect(result(first, 'cumulative_at_time')).toBeCloseTo(
      ((800 * (1 - Math.exp(-0.3))) / 0.3) * 365.25,
      0,
    );
  });

  it('converting a decline goes to the conversion, not a forecast', () => {
    const [answer] = chat(['convert 70% effective annual decline to nominal, b 0.8']);
    expect(answer?.tool).toBe('decline_conversion');
    // Secant-effective to nominal: Di = ((1 − De)^(−b) − 1)/b.
    expect(result(answer, 'nominal_pct_per_year')).toBeCloseTo((100 * (0.3 ** -0.8 - 1)) / 0.8, 3);
  });

  it('reads "secant eff" as the effective form of a decline, never an efficiency', () => {
    // Di = ((1 − De)^(−b) − 1)/b = (0.3^(−1) − 1)/1 (SPEE Monograph 4).
    const [answer] = chat(['convert 70% secant eff (b=1.0) to nominal']);
    expect(result(answer, 'nominal_pct_per_year')).toBeCloseTo(100 * (1 / 0.3 - 1), 3);
  });

  it('fits a gas history in m3/d and gives the decline it asks', () => {
    // Exponential at 3 %/month: 85,000 × e^(−0.03 t) m³/d, t = 0 … 6 months; Di = 36 %/yr nominal.
    const rates = Array.from({ length: 7 }, (_, t) => Math.round(85000 * Math.exp(-0.03 * t)));
    const [answer] = chat([
      `gas rates m3/d monthly: ${rates.join(', ')} -- assume straight exponential (b=0) what nominal decline %/yr does that give`,
    ]);
    expect(answer?.tool).toBe('decline_fit');
    expect(input(answer, 'volume_unit')).toBe('Mscf');
    expect(result(answer, 'nominal_decline_pct_per_year')).toBeCloseTo(36, 1);
    // An EUR adds the cumulative "cum'd" already.
    const [eur] = chat([
      "gas well EUR: qi 2.4 MMcfd, 55% secant eff Di, b 0.8, econ limit 75 mcfd, already cum'd 310 MMcf. EUR?",
    ]);
    expect(input(eur, 'cumulative_to_date')).toBe(310000);
  });

  it('a decline "as a nominal rate" is a conversion even when it says exponential', () => {
    // b = 0: Di = −ln(1 − De) = −ln(0.6) = 51.08 %/yr; per month 51.08/12 (SPEE Monograph 4).
    const [answer, monthly] = chat([
      '40% effective annual decline, exponential: what is it as a nominal rate?',
      'per month?',
    ]);
    expect(answer?.tool).toBe('decline_conversion');
    expect(result(answer, 'nominal_pct_per_year')).toBeCloseTo(-100 * Math.log(0.6), 3);
    expect(result(monthly, 'nominal_pct_per_month')).toBeCloseTo((-100 * Math.log(0.6)) / 12, 3);
    expect(monthly?.markdown).toContain('Input read as a secant-effective decline of 40 %/yr.');
  });

  it('a monthly decline is annualized only when it is nominal, and its stated form is kept', () => {
    // Nominal 4 %/month = 48 %/yr; tangent-effective 1 − e^(−0.48) = 38.12 % (SPEE Monograph 4).
    const [nominal] = chat([
      'if the nominal decline is 4% a month, what is the tangent effective per year?',
    ]);
    expect(result(nominal, 'tangent_effective_pct_per_year')).toBeCloseTo(
      100 * (1 - Math.exp(-0.48)),
      3,
    );
    // An effective decline per month is no twelfth of the year's: asked, never scaled.
    const [effective] = chat(['4%/month effective decline - nominal annual?']);
    expect(asksBack(effective)).toBe(true);
  });

  it('two unnamed rates in an EUR question: the decline runs from the higher to the lower', () => {
    const [answer] = chat([
      "well IP'd at 650 bopd, declining 55% per year hyperbolically (b=1.2) with a 7% terminal, EUR at 10 bopd?",
    ]);
    expect(input(answer, 'initial_rate_per_day')).toBe(650);
    expect(input(answer, 'economic_limit_per_day')).toBe(10);
    expect(input(answer, 'terminal_decline_pct_per_year')).toBe(7);
  });

  it('fits a decline to a monthly rate history listed with one unit', () => {
    const [answer] = chat([
      'fit a decline to these monthly rates: 520, 455, 404, 366, 331, 305, 281, 262, 244, 229, 215, 203 bopd',
    ]);
    expect(answer?.tool).toBe('decline_fit');
    expect(input(answer, 'time_unit')).toBe('months');
    expect(input(answer, 'rates_per_day')).toEqual([
      520, 455, 404, 366, 331, 305, 281, 262, 244, 229, 215, 203,
    ]);
    // The history starts at 520 bopd: the fitted qi is within 1 % of it.
    expect(Math.abs(result(answer, 'initial_rate_per_day') / 520 - 1)).toBeLessThan(0.01);
  });

  it('fits the rates at the times listed before them, and a list whose first rate has no unit', () => {
    // Exponential through (0, 1000), (3, 820), (6, 672), (9, 551), (12, 452) months: ln q falls
    // by 0.794 in a year, Di ≈ 79 %/yr nominal (Arps 1945, q = qi·e^(−Dt)).
    const [timed] = chat([
      'fit an exponential: months 0,3,6,9,12 -> 1000, 820, 672, 551, 452 bopd. Di?',
    ]);
    expect(input(timed, 'times')).toEqual([0, 3, 6, 9, 12]);
    const slope = Math.log(1000 / 452) / 1;
    expect(result(timed, 'nominal_decline_pct_per_year')).toBeCloseTo(100 * slope, 0);
    const [first] = chat(['decline fit: 610, 540, 482, 431, 390 bopd, monthly']);
    expect(input(first, 'rates_per_day')).toEqual([610, 540, 482, 431, 390]);
  });

  it("reads each month named before its rate, the month's number never joined to the rate", () => {
    // Exponential at 8 %/month: ln(310/262.06) = 0.168 over 2 months (Arps 1945, q = qi·e^(−Dt)).
    const rates = [310, 310 * Math.exp(-0.08), 310 * Math.exp(-0.16), 310 * Math.exp(-0.24)].map(
      (rate) => Math.round(rate * 10) / 10,
    );
    for (const message of [
      `fit decline to: month 1 ${rates[0]} bopd, month 2 ${rates[1]}, month 3 ${rates[2]}, month 4 ${rates[3]}. Di?`,
      `rates: Month 1: ${rates[0]}, 2: ${rates[1]}, 3: ${rates[2]}, 4: ${rates[3]} bopd. exponential decline - what's Di?`,
      `Can you fit a decline? Month 1: ${rates[0]}, 2: ${rates[1]}, 3: ${rates[2]}, 4: ${rates[3]} bopd.`,
    ]) {
      const [answer] = chat([message]);
      expect(answer?.tool).toBe('decline_fit');
      expect(input(answer, 'times')).toEqual([1, 2, 3, 4]);
      expect(input(answer, 'rates_per_day')).toEqual(rates);
      expect(result(answer, 'nominal_decline_pct_per_year')).toBeCloseTo(8 * 12, 0);
    }
  });

  it('reads a history pasted as a table, a time and a rate per row, tabs or spaces', () => {
    // Exponential at 5 %/month from 60 m³/d (Arps 1945, q = qi·e^(−Dt)): nominal Di = 60 %/yr.
    const rows = Array.from({ length: 8 }, (_, k) => [k + 1, 60 * Math.exp(-0.05 * k)] as const);
    for (const separator of ['\t', '   ']) {
      const table = rows.map(([t, q]) => `${t}${separator}${q.toFixed(2)}`).join('\n');
      const [answer] = chat([
        `oil rates off the daily reports:\nmonth${separator}m3/d\n${table}\nfit an exponential, Di?`,
      ]);
      expect(answer?.tool).toBe('decline_fit');
      expect(input(answer, 'times')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(input(answer, 'time_unit')).toBe('months');
      expect(result(answer, 'nominal_decline_pct_per_year')).toBeCloseTo(60, 0);
    }
  });

  it('reads the stream asked from a table of several: oil unless the words ask for gas', () => {
    // Arps (1945) exponential q = qi·e^(−Dt): oil from 1,000 bbl/d at 5 %/month (Di = 60 %/yr),
    // gas from 85 e3m3/d (3,001.75 Mcf/d at 35.3147 Mcf per e3m3) at 10 %/month (120 %/yr).
    const rows = Array.from({ length: 6 }, (_, k) => {
      const oil = (1000 * Math.exp(-0.05 * k)).toFixed(2);
      const water = (150 + 10 * k).toFixed(0);
      const gas = (85 * Math.exp(-0.1 * k)).toFixed(3);
      return `${k + 1} | ${oil} | ${water} | ${gas}`;
    });
    const table = `mo | oil bopd | water bwpd | gas e3m3/d\n${rows.join('\n')}`;
    const [oil] = chat([`decline fit on the 4-12:\n${table}\nDi?`]);
    expect(oil?.tool).toBe('decline_fit');
    expect(input(oil, 'times')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(input(oil, 'time_unit')).toBe('months');
    expect(result(oil, 'nominal_decline_pct_per_year')).toBeCloseTo(60, 0);
    expect(oil?.markdown).toContain('(the "oil bopd" column)');
    const [gas] = chat([`fit the gas decline:\n${table}`]);
    expect(input(gas, 'volume_unit')).toBe('Mscf');
    expect(result(gas, 'nominal_decline_pct_per_year')).toBeCloseTo(120, 0);
    expect(result(gas, 'initial_rate_per_day')).toBeCloseTo(3001.75, -1);
    // Words after the table ask for the stream as well as words before it; oil and gas both
    // named leave the stream to be asked.
    const [after] = chat([`${table}\nfit the gas decline on that, Di?`]);
    expect(result(after, 'nominal_decline_pct_per_year')).toBeCloseTo(120, 0);
    expect(asksBack(chat([`oil well, gas flared.\n${table}\nfit the decline`])[0])).toBe(true);
    // A heading that names no oil, liquid or gas column is no table of the stream: asked.
    const [unnamed] = chat([`decline fit:\nmonth | a | b | c\n${rows.join('\n')}`]);
    expect(asksBack(unnamed)).toBe(true);
  });

  it('asks how far apart the rates are rather than assuming months', () => {
    const [answer] = chat(['fit Arps to 520, 455, 404, 366 bopd']);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/monthly, daily or yearly/);
  });

  it('an answer to the question asked keeps qi and b from the first message', () => {
    const [asked, answered] = chat([
      'EUR for qi 850 bopd and b 0.9',
      'Di 65%/yr effective, EL 10 bopd',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(answered?.kind).toBe('continued');
    expect(input(answered, 'initial_rate_per_day')).toBe(850);
    expect(input(answered, 'b_factor')).toBe(0.9);
    expect(input(answered, 'economic_limit_per_day')).toBe(10);
  });

  it('asks for the decline when only qi and b are given', () => {
    expect(asksBack(chat(['EUR for qi 850 bopd and b 0.9'])[0])).toBe(true);
  });
});

describe('economics', () => {
  it('NRI = WI × (1 − royalty − ORRI) with a 1/8 royalty and an ORRI, not a BOE', () => {
    const [answer] = chat(['62.5 % WI, 1/8 royalty, 3 % ORRI']);
    expect(answer?.tool).toBe('net_revenue_interest');
    expect(result(answer, 'nri_pct')).toBeCloseTo(62.5 * (1 - 0.125 - 0.03), 6);
  });

  it('reads a royalty written as a fraction after its name: "lease royalty 3/16"', () => {
    const [answer] = chat(['our WI is 40%, lease royalty 3/16, override 1.5% — NRI?']);
    expect(input(answer, 'royalty_pct')).toBeCloseTo(18.75, 9);
    expect(result(answer, 'nri_pct')).toBeCloseTo(40 * (1 - 0.1875 - 0.015), 6);
  });

  it('NPV of "$420k/yr for 5 yrs" after an investment, and a follow-up rate', () => {
    const annuity = (rate: number) => (1 - (1 + rate) ** -5) / rate;
    const [npv, again] = chat([
      'NPV at 10% of capex $4.1MM then $420k/yr for 5 yrs',
      'what about at 12%?',
    ]);
    expect(result(npv, 'npv_usd')).toBeCloseTo(-4.1e6 + 420_000 * annuity(0.1), 0);
    expect(result(again, 'npv_usd')).toBeCloseTo(-4.1e6 + 420_000 * annuity(0.12), 0);
  });

  it('IRR of "invest 1000, get back 300, 400, 500, 600"', () => {
    const [answer] = chat(['rate of return: invest 1000, get back 300, 400, 500, 600']);
    const irr = result(answer, 'irr_periodic_pct') / 100;
    const npv = [-1000, 300, 400, 500, 600].reduce(
      (sum, flow, t) => sum + flow / (1 + irr) ** t,
      0,
    );
    expect(Math.abs(npv)).toBeLessThan(0.01);
  });

  it('IRR and NPV from "spend 1.2 MM" and "400k a year for 4 years" (no dollar signs)', () => {
    const [irr] = chat(['IRR if I spend 1.2 MM and get 400k a year for 4 years']);
    const rate = result(irr, 'irr_periodic_pct') / 100;
    const npv = -1.2e6 + [1, 2, 3, 4].reduce((sum, t) => sum + 400e3 / (1 + rate) ** t, 0);
    expect(Math.abs(npv)).toBeLessThan(1);
    const [pv] = chat(['NPV @ 12%: capex 3.5MM, then 900k/yr for 6 years']);
    expect(result(pv, 'npv_usd')).toBeCloseTo(-3.5e6 + (900e3 * (1 - 1.12 ** -6)) / 0.12, 0);
  });

  it('payout of an investment and a monthly flow: 2,000,000 / 60,000 months', () => {
    const [answer] = chat(['payout: invest $2MM, $60k per month for 4 years']);
    expect(result(answer, 'payout_periods')).toBeCloseTo(2e6 / 60e3, 3);
  });

  it('asks for the investment rather than paying out from nothing', () => {
    expect(asksBack(chat(['payout of $60k per month for 4 years'])[0])).toBe(true);
  });

  it('a new list of cash flows after an NPV is a new NPV, never the old flows at a new rate', () => {
    const [, second] = chat([
      'NPV10 for -5MM, 2MM, 1.5MM, 1.2MM, 1MM',
      'NPV at 10% of -1000, 300, 400, 500, 600',
    ]);
    const npv = [-1000, 300, 400, 500, 600].reduce((sum, flow, t) => sum + flow / 1.1 ** t, 0);
    expect(result(second, 'npv_usd')).toBeCloseTo(npv, 6);
  });

  it('reads "-$2MM" as money spent and "NPV10" as a 10 % discount rate', () => {
    const [spent] = chat(['NPV at 8% for -$2MM, $700k, $700k, $700k, $700k']);
    const annuity = (1 - 1.08 ** -4) / 0.08;
    expect(result(spent, 'npv_usd')).toBeCloseTo(-2e6 + 700e3 * annuity, 0);
    const [named] = chat(['NPV10 for -5MM, 2MM, 1.5MM, 1.2MM, 1MM']);
    const npv = [-5, 2, 1.5, 1.2, 1].reduce((sum, flow, t) => sum + (flow * 1e6) / 1.1 ** t, 0);
    expect(result(named, 'npv_usd')).toBeCloseTo(npv, 0);
  });

  it('asks rather than leave out a cash flow it could not place in the list', () => {
    expect(asksBack(chat(['NPV at 10%: 2MM, 1.5MM, 1.2MM back after we spend $5MM'])[0])).toBe(
      true,
    );
  });

  it('reads the money spent "upfront" or "today" as the first flow of the list', () => {
    const npv = [-5, 2, 1.5, 1.2].reduce((sum, flow, t) => sum + (flow * 1e6) / 1.1 ** t, 0);
    for (const question of [
      'NPV at 10%: -$5MM upfront; then 2MM, 1.5MM, 1.2MM',
      'NPV at 10%: -5MM today, then 2MM, 1.5MM, 1.2MM',
    ]) {
      expect(result(chat([question])[0], 'npv_usd')).toBeCloseTo(npv, 0);
    }
  });

  it('asks for the oil price rather than taxing a volume at no price', () => {
    const [answer] = chat(['Texas severance tax on 1000 bbl of oil']);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toContain('the oil price per barrel');
    // 4.6 % × 1,000 bbl × $70 (Texas Tax Code §202.052).
    expect(result(chat(['Texas severance tax on 1000 bbl at $70'])[0], 'oil_tax_usd')).toBeCloseTo(
      3220,
      6,
    );
  });

  it('a gas sale in Texas: 7.5 % × Mcf × price, led by the gas tax', () => {
    const [answer] = chat(['severance on 12,000 mcf gas at $2.80 in Texas']);
    expect(input(answer, 'gas_price_usd_per_mcf')).toBe(2.8);
    expect(result(answer, 'gas_tax_usd')).toBeCloseTo(0.075 * 12000 * 2.8, 6);
    expect(answer?.markdown).toMatch(/^\*\*Natural gas production tax: 2,520/);
  });

  it('asks for the discount rate of an NPV', () => {
    expect(asksBack(chat(['NPV of -1000, 300, 400, 500, 600'])[0])).toBe(true);
  });
});

describe('production ratios', () => {
  it('"WC?" after a sentence or a comma is the water cut (the abbreviation\'s words are one phrase)', () => {
    // WC = qw/(qo + qw) = 380/(220 + 380) = 63.33 %.
    for (const question of [
      'Well C-3 this morning: 220 bopd, 380 bwpd, 500 mcfd. WC?',
      'C-3 makes 220 bopd and 380 bwpd, wc?',
    ]) {
      const [answer] = chat([question]);
      expect(result(answer, 'water_cut_pct'), question).toBeCloseTo(63.33, 2);
    }
  });

  it('"if the water doubles, what\'s the WOR" recalculates with twice the water', () => {
    // WOR = 2 × 380/220 = 3.4545 bbl/bbl.
    const [, , answer] = chat([
      'Well C-3 this morning: 220 bopd, 380 bwpd, 500 mcfd. WC?',
      'and the GOR?',
      "if the water doubles, what's the WOR",
    ]);
    expect(input(answer, 'water_rate_bbl_per_day')).toBe(760);
    expect(result(answer, 'water_oil_ratio')).toBeCloseTo(3.4545, 3);
  });

  it('a metric separator test is never GOR 0: 9,800 m³/d gas over 62 m³/d oil', () => {
    const [answer] = chat(['separator test: 62 m³/d oil with 9,800 m³/d gas. GOR?']);
    expect(answer?.markdown).toMatch(/^\*\*Gas-oil ratio[^*]*: 158\.1 m³\/m³\*\*/);
    // scf/bbl = m³/m³ × 35.3147 ft³/m³ × 0.158987 m³/bbl.
    expect(result(answer, 'gas_oil_ratio_scf_per_bbl')).toBeCloseTo(
      (9800 / 62) * 35.3146667 * 0.158987295,
      1,
    );
  });

  it('takes bopd as the oil and bwpd as the water, whatever words are around them', () => {
    const [answer] = chat(['making 200 bopd with 1800 bwpd, what is the water cut?']);
    expect(input(answer, 'oil_rate_bbl_per_day')).toBe(200);
    expect(input(answer, 'water_rate_bbl_per_day')).toBe(1800);
    expect(result(answer, 'water_cut_pct')).toBeCloseTo(90, 6);
  });

  it('a CGR from condensate and gas, never a zero from a condensate read as oil', () => {
    const [answer] = chat(['condensate 45 bbl/d with 2.5 MMscf/d gas, CGR?']);
    expect(result(answer, 'condensate_gas_ratio_bbl_per_mmscf')).toBeCloseTo(45 / 2.5, 6);
  });

  it('splits a total by the water cut, and finds the water from the oil and the cut', () => {
    const [total] = chat([
      'the well makes 2,000 bfpd at 90% water cut and 500 Mcf/d, what is the GOR',
    ]);
    expect(result(total, 'gas_oil_ratio_scf_per_bbl')).toBeCloseTo(500_000 / 200, 6);
    expect(total?.markdown).toContain('200 bopd and 1,800 bwpd');
    const [water] = chat(['300 bopd at 85% water cut, what is the water rate']);
    expect(input(water, 'water_rate_bbl_per_day')).toBeCloseTo((300 * 0.85) / 0.15, 6);
  });

  it('a WOR with one stream gives the other: qw = WOR × qo (Ahmed, definitions)', () => {
    const [water] = chat(['WOR of 8 with 55 bopd. how much water do we make a day?']);
    expect(water?.markdown).toMatch(/^\*\*Water rate[^*]*= 440 bbl\/d/);
    const [oil] = chat(['2,100 bwpd of water at WOR 30 — oil rate?']);
    expect(oil?.markdown).toMatch(/^\*\*Oil rate[^*]*= 70 bbl\/d/);
    // The WOR stated is not given back as the answer: the total fluid is 55 × (1 + 8) = 495.
    const [total] = chat(['WOR 8, oil 55 bopd. total fluid?']);
    expect(total?.markdown).toMatch(/^\*\*Total liquid rate[^*]*: 495 bbl\/d\*\*\n/);
  });

  it('a comparison of lift methods is not a production-ratio calculation', () => {
    const [answer] = chat([
      'Compare rod pump, ESP and gas lift for a 2,000 bfpd well at 90 % water cut',
    ]);
    expect(answer?.tool).not.toBe('production_ratios');
  });

  it('water cut from daily volumes written with their fluid', () => {
    const [answer] = chat(["what's the watercut if I make 120 bbl oil and 880 bbl water a day"]);
    expect(result(answer, 'water_cut_pct')).toBeCloseTo(88, 6);
  });

  it('answers the water cut asked for from a WOR: fw = WOR/(1 + WOR)', () => {
    const [answer] = chat(['WOR 2.5 → water cut?']);
    expect(answer?.markdown).toMatch(/^\*\*Water cut: 71\.43 %\*\*/);
  });

  it('a GOR without a gas rate is asked for, never stated as 0', () => {
    const [answer] = chat(['GOR if the well makes 300 bopd']);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/the gas rate/);
  });

  it('water cut ↔ WOR both ways: WOR = fw/(1 − fw)', () => {
    expect(
      result(chat(['water cut 75 %, what is the water-oil ratio?'])[0], 'water_oil_ratio'),
    ).toBeCloseTo(3, 6);
    expect(result(chat(['what water cut is a WOR of 4?'])[0], 'water_cut_pct')).toBeCloseTo(80, 6);
  });
});

describe('inflow', () => {
  it('a PI asked with the rate at another flowing pressure gives both, on the straight line', () => {
    // J = 380/(2,614.7 − 1,464.7) = 0.330435 STB/d/psi; at 914.7 psia: 0.330435 × 1,700 = 561.74
    // STB/d (Guo et al., ch. 3, q = J(p̄ − pwf)).
    const [answer] = chat([
      "Pwf 1,450 psi, Pr 2,600, q 380 bopd. what's the PI? and what would we make at 900 psi flowing",
    ]);
    expect(result(answer, 'productivity_index')).toBeCloseTo(0.330435, 5);
    expect(result(answer, 'rate_at_flowing_bhp')).toBeCloseTo(561.74, 1);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('a PI asked of a test that also gives its water cut and GOR: those are given, not asked', () => {
    // J = q/(p̄ − pwf) = 520/(2,300 − 1,450) = 0.611765 STB/d/psi (Ahmed, ch. 6).
    const [answer] = chat([
      'test: 520 bopd at 1,450 psia flowing, static 2,300 psia, WC 20%, GOR 700. PI?',
    ]);
    expect(answer?.tool).toBe('productivity_index');
    expect(result(answer, 'productivity_index')).toBeCloseTo(520 / 850, 5);
  });

  it('PI from metric rates and pressures, answered in bbl/d/psi', () => {
    const [answer] = chat([
      'Well makes 95 m3/d liquid at a flowing BHP of 145 bar, static is 210 bar. PI in bbl/d/psi?',
    ]);
    expect(answer?.tool).toBe('productivity_index');
    expect(result(answer, 'productivity_index')).toBeCloseTo(
      (95 * BBL_PER_M3) / (65 * PSI_PER_BAR),
      3,
    );
  });

  it('reads a test rate "at" a bare pressure, and a static pressure named with its survey', () => {
    // Vogel (1968): qmax = q/(1 − 0.2 (pwf/pr) − 0.8 (pwf/pr)²) = 310/(1 − 0.125 − 0.3125).
    const [vogel] = chat(['vogel: pr 2400 psia, test 310 bopd at 1500. qmax?']);
    expect(input(vogel, 'test_flowing_bhp_psia')).toBe(1500);
    expect(result(vogel, 'max_rate_aof')).toBeCloseTo(310 / 0.5625, 1);
    // J = q/(p̄ − pwf) = 640/(3,150 − 2,280) STB/d/psi (Ahmed, ch. 6).
    const [pi] = chat([
      'Well test: 640 STB/d oil, gauge pwf 2,280 psia. Static from the October BHP survey 3,150 psia. FTP 310 psi. Oil PI?',
    ]);
    expect(result(pi, 'productivity_index')).toBeCloseTo(640 / 870, 3);
  });

  it('reads a test rate with its fluid "at pwf" as the test, and the pressure given next as Pr', () => {
    // Vogel (1968): qmax = q/(1 − 0.2 x − 0.8 x²), x = pwf/p̄ on absolute pressures (bar + 1.01325).
    const [asked, answered] = chat(['Vogel: test 300 m3/d oil at pwf 95 bar. qmax?', '165 bar']);
    expect(asksBack(asked)).toBe(true);
    const x = (95 + 1.01325) / (165 + 1.01325);
    expect(result(answered, 'max_rate_aof')).toBeCloseTo(
      (300 * 6.289811) / (1 - 0.2 * x - 0.8 * x * x),
      0,
    );
  });

  it('Darcy radial inflow from a drawdown, without the two pressures', () => {
    // q = 0.00708 k h Δp/(μ Bo (ln(re/rw) − 0.75 + s)) (Ahmed, ch. 6): 763.97 STB/d.
    const [answer] = chat([
      'pss darcy rate: k 35 md, h 60 ft, drawdown 450 psi, 0.9 cp, Bo 1.3, re 1,320 ft, rw 0.35 ft',
    ]);
    expect(input(answer, 'drawdown_psi')).toBe(450);
    expect(result(answer, 'oil_rate')).toBeCloseTo(763.97, 1);
    // Without a viscosity it asks, never answering another question in its place.
    const [asked] = chat([
      'Darcy rate: k 35 md, h 60 ft, drawdown 450 psi, Bo 1.3, re 1,320, rw 0.35, pss',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toMatch(/viscosity/);
  });

  it('Vogel: the answer to Sage’s own question keeps the rate, the test pressure and the pwf asked', () => {
    const [asked, answered] = chat([
      'Vogel: 320 bopd at 800 psi flowing BHP, what rate at 500 psi pwf?',
      'Pr = 2400 psi',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(input(answered, 'test_rate_stb_per_day')).toBe(320);
    expect(input(answered, 'test_flowing_bhp_psia')).toBeCloseTo(814.696, 6);
    expect(input(answered, 'reservoir_pressure_psia')).toBeCloseTo(2414.696, 6);
    // Vogel (1968): q/qmax = 1 − 0.2x − 0.8x², x = pwf/p̄.
    const vogel = (pwf: number) => 1 - 0.2 * (pwf / 2414.696) - 0.8 * (pwf / 2414.696) ** 2;
    expect(result(answered, 'rate_at_flowing_bhp')).toBeCloseTo(
      (320 / vogel(814.696)) * vogel(514.696),
      2,
    );
  });

  it('"static BHP" is the reservoir pressure', () => {
    const [answer] = chat(['Vogel: test 320 bopd at 800 psi, static BHP 2400 psi. AOF?']);
    expect(input(answer, 'reservoir_pressure_psia')).toBeCloseTo(2414.696, 6);
  });

  it('takes the wellbore radius from the hole size and asks the drainage radius', () => {
    const [answer] = chat([
      'what would it make? k 40 md, h 25 ft, 600 psi drawdown, 1.5 cp, Bo 1.2, 6-1/8 hole, no skin, pss',
    ]);
    expect(answer?.tool).toBe('darcy_radial_inflow');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/drainage radius/);
    expect(input(answer, 'wellbore_radius_ft')).toBeCloseTo(6.125 / 24, 6);
  });

  it('a pressure written before "flowing" is the flowing pressure, not a rate', () => {
    // Vogel (1968): qmax = q/(1 − 0.2·x − 0.8·x²), x = 1,500/2,800.
    const x = 1500 / 2800;
    const [answer] = chat(['Vogel qmax: reservoir 2,800 psia, 450 bopd at 1,500 flowing']);
    expect(input(answer, 'test_rate_stb_per_day')).toBe(450);
    expect(result(answer, 'max_rate_aof')).toBeCloseTo(450 / (1 - 0.2 * x - 0.8 * x * x), 1);
  });

  it('"flowing WHP" after a pressure names the wellhead pressure', () => {
    const [answer] = chat([
      'Turner critical rate, water: 650 psia flowing WHP, 120 F, 1.995 in tubing ID, SG 0.65, z 0.9',
    ]);
    expect(input(answer, 'wellhead_pressure_psia')).toBe(650);
  });

  it('Darcy radial inflow, pseudo-steady state: q = 0.00708·k·h·Δp/(μ·Bo·(ln(re/rw) − 0.75 + s))', () => {
    const [answer] = chat([
      'Darcy radial inflow: k 8.2 md, h 53 ft, Pr 5651 psia, pwf 3000 psia, mu 1.7 cp, Bo 1.1, re 1490 ft, rw 0.328 ft, pseudo steady state',
    ]);
    expect(answer?.tool).toBe('darcy_radial_inflow');
    const q = (0.00708 * 8.2 * 53 * (5651 - 3000)) / (1.7 * 1.1 * (Math.log(1490 / 0.328) - 0.75));
    expect(result(answer, 'oil_rate')).toBeCloseTo(q, 0);
  });

  it('"pr - pwf = 700 psi" is the drawdown of a steady-state radial inflow', () => {
    // Steady state (Craft & Hawkins): q = 0.00708·k·h·Δp/(μ·Bo·(ln(re/rw) + s)).
    const [answer] = chat([
      "steady state, k 35 md, h 30', pr - pwf = 700 psi, mu 1.2, Bo 1.25, re 1,200 ft, rw 0.35 ft, skin 3. rate?",
    ]);
    expect(input(answer, 'drawdown_psi')).toBe(700);
    const q = (0.00708 * 35 * 30 * 700) / (1.2 * 1.25 * (Math.log(1200 / 0.35) + 3));
    expect(result(answer, 'oil_rate')).toBeCloseTo(q, 0);
  });

  it('gas-well backpressure from two tests written "rate at pressure"', () => {
    const [answer] = chat([
      'backpressure test: reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia and 3,500 Mscf/d at 1,300 psia — C, n and AOF?',
    ]);
    // n = log(q2/q1)/log(Δ(p²)2/Δ(p²)1) (Rawlins & Schellhardt 1935).
    const n = Math.log(3500 / 2000) / Math.log((2000 ** 2 - 1300 ** 2) / (2000 ** 2 - 1700 ** 2));
    expect(result(answer, 'n_exponent')).toBeCloseTo(n, 4);
  });
});

describe('forecasts and fits asked in words', () => {
  it.each([
    'Well does 400 bopd now, b about 0.8. What will it be making in 2 years?',
    'the well makes 250 bopd today with b around 0.7 - what rate in 3 years?',
  ])(
    'a rate asked at a time, with a b and no decline, is a decline that asks its Di: %s',
    (question) => {
      const [asked] = chat([question]);
      expect(asked?.tool).toBe('arps_decline');
      expect(asksBack(asked)).toBe(true);
    },
  );

  it('"what will it make at 500 psi?" of a Vogel test leads with the rate at that pressure', () => {
    // Vogel (1968): qmax = 320/(1 − 0.2·(814.7/2,414.7) − 0.8·(814.7/2,414.7)²) = 380.29 STB/d;
    // at 514.7 psia, q = 380.29 × (1 − 0.2·0.21315 − 0.8·0.21315²) = 350.26 STB/d.
    const [made] = chat([
      'vogel: Pr 2400, test 320 bopd at 800 psi flowing; what will it make at 500 psi?',
    ]);
    expect(result(made, 'rate_at_flowing_bhp')).toBeCloseTo(350.26, 1);
    expect(made?.markdown).toMatch(/^\*\*Rate at pwf/);
  });

  it('fits rates listed after their unit named on its own ("monthly rates (Mcf/d) …: 800, …")', () => {
    // q = 800·e^(−0.025 t), t in months: a nominal decline of 0.025 × 12 = 30 %/yr.
    const [fit] = chat([
      'fit an exponential to these monthly rates (Mcf/d), month 0 to 5: 800, 780.2, 761.0, 742.2, 723.9, 706.0. nominal decline?',
    ]);
    expect(result(fit, 'nominal_decline_pct_per_year')).toBeCloseTo(30, 0);
  });
});

describe('ESP stages', () => {
  it('a casing head pressure ("CHP 50") is the casing pressure under the intake pressure', () => {
    // Centrilift nine-step method, step 3: fluid over the pump = (PIP − casing pressure) × 2.31/SG
    // = (650 − 50) × 2.31/1.06 = 1,307.55 ft; net vertical lift = 7,200 − 1,307.55 = 5,892.45 ft.
    const [answer] = chat([
      'Resizing the ESP: 2,500 bpd, pump depth 7,200 ft, PIP 650 psi, CHP 50, THP 180, 3-1/2 tbg (2.992 ID), mix SG 1.06. Pump curve 52 ft/stage - how many stages?',
    ]);
    expect(input(answer, 'casing_pressure_psi')).toBe(50);
    expect(result(answer, 'net_vertical_lift_ft')).toBeCloseTo(5892.45, 1);
    // The tubing's 3-1/2 in is a size, no figure to set beside the head in feet.
    expect(answer?.markdown).toMatch(
      /Not used: 3-1\/2 \(Pipe OD\) is not an input of this calculation\./,
    );
    expect(answer?.markdown).not.toMatch(/3-1\/2[^\n]*below the total dynamic head/);
  });

  it('a head already worked out gives the stages, and a follow-up the motor load, in metric too', () => {
    // Centrilift nine-step method, steps 6 and 7: ⌈5,200/42⌉ = 124 stages; 124 × 0.32 × 1.03 =
    // 40.87 hp. 1,600 m is 5,249.3 ft; at 12.8 m (41.99 ft) a stage, ⌈125.0⌉ = 125 stages.
    const [stages, power] = chat([
      'TDH works out to 5,200 ft and the curve gives 42 ft per stage at design rate. How many stages do I need?',
      'and the BHP if each stage draws 0.32 hp, fluid SG 1.03?',
    ]);
    expect(stages?.tool).toBe('esp_stages');
    expect(result(stages, 'stages')).toBe(124);
    expect(result(power, 'brake_hp_from_stages')).toBeCloseTo(40.87, 1);
    const [metric] = chat(['total dynamic head 1600 m, pump does 12.8 m a stage - stage count?']);
    expect(result(metric, 'stages')).toBe(125);
    // Brake horsepower written "bhp per stage": ⌈4,850/31⌉ = 157 stages; 157 × 0.42 × 1.0 = 65.94 hp.
    const [brake] = chat([
      'Need 4,850 ft of total dynamic head; the stage gives 31 ft and 0.42 bhp per stage, water SG 1.0. Stages and motor load?',
    ]);
    expect(result(brake, 'stages')).toBe(157);
    expect(result(brake, 'brake_hp_from_stages')).toBeCloseTo(65.94, 1);
    // A head said to work out at a figure is the head: ⌈6,450/52⌉ = 125; 125 × 1.9 × 1.06 = 251.75 hp.
    const [worked] = chat([
      'TDH worked out at 6,450 ft. Pump does 52 ft/stage and 1.9 hp/stage, fluid SG 1.06. Pump BHP?',
    ]);
    expect(result(worked, 'brake_hp_from_stages')).toBeCloseTo(251.75, 1);
    // "a head of 42 ft per stage" is the stage's head, never the total.
    const [perStage] = chat([
      'pump gives a head of 42 ft per stage, total dynamic head 5,200 ft - stages?',
    ]);
    expect(result(perStage, 'stages')).toBe(124);
  });

  it('stages for a TDH alone ask for the head per stage, and the answer finishes the count', () => {
    // Centrilift, step 6: stages = TDH/head per stage, rounded up: 6,100/48 = 127.08 → 128.
    const [ask, stages] = chat([
      'how many stages would I need for a TDH of 6,100 ft?',
      '48 ft per stage',
    ]);
    expect(ask?.tool).toBe('esp_stages');
    expect(asksBack(ask)).toBe(true);
    expect(input(ask, 'total_dynamic_head_ft')).toBe(6100);
    expect(result(stages, 'stages')).toBe(128);
  });

  it('before a pump is chosen, the head and the rate give the horsepower, and an efficiency the BHP', () => {
    // Centrilift, step 7: HHP = Q·TDH·SG × 350.36/(1,440 × 33,000). By hand: 1,800 × 5,600 × 1.03
    // = 10,382,400 × 7.3727e-6 = 76.55 hp; at 62 % 76.55/0.62 = 123.5 hp.
    const [hydraulic, brake] = chat([
      'ESP: TDH is 5,600 ft at 1,800 bpd, SG 1.03. hydraulic hp?',
      'and with a 62% efficient pump?',
    ]);
    expect(hydraulic?.tool).toBe('esp_stages');
    expect(result(hydraulic, 'hydraulic_hp')).toBeCloseTo(76.55, 1);
    expect(result(brake, 'brake_hp_from_efficiency')).toBeCloseTo(123.5, 1);
    // Metric: 350 m³/d is 2,201.4 bbl/d, 1,850 m is 6,069.6 ft: 2,201.4 × 6,069.6 × 1.02 ×
    // 7.3727e-6 = 100.48 hp, 74.93 kW.
    const [metric] = chat(['ESP needs 1850 m TDH at 350 m3/d, sg 1.02. hydraulic power in kW?']);
    expect(result(metric, 'hydraulic_hp')).toBeCloseTo(100.48, 1);
    expect(metric?.markdown).toMatch(/^\*\*Hydraulic horsepower[^\n]*74\.9\d kW/);
    // With a pump curve too, the BHP is the curve's: ⌈6,100/40⌉ = 153 stages × 0.6 × 1.05 = 96.39.
    const [curve] = chat([
      'ESP brake hp: 2200 bfpd against 6100 ft TDH, sg 1.05, 40 ft/stage 0.6 hp/stage',
    ]);
    expect(result(curve, 'brake_hp_from_stages')).toBeCloseTo(96.39, 1);
  });
});
