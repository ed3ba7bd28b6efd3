import { describe, expect, it } from 'vitest';
import { engine, resultValue } from './offline-engine';

/*
 * The offline engine on the revenue-distribution, stepped-payout and decline-NPV calculators: each
 * question with the number it must give, worked out here by hand or from the textbook formula
 * (never from the calculator under test), and questions missing an input that must get a precise
 * question back, not a number.
 */

const BBL_PER_M3 = 6.28981077;

/** The card shows six significant figures: equal to within 5e-6 relative. */
function expectNear(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(5e-6 * Math.abs(expected));
}

async function ask(question: string): Promise<string> {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  return markdown;
}

async function expectQuestion(question: string, asked: string): Promise<void> {
  const markdown = await ask(question);
  expect(markdown).toContain('I still need');
  expect(markdown).toContain(asked);
  expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
}

describe('revenue distribution for a month', () => {
  it.each([
    'Revenue distribution for the month: 3,000 bbl of oil at $70/bbl and 6,000 Mcf at $3/Mcf, 20 % royalty, 2 % ORRI, 75 % WI, 4.6 % severance',
    "Break down this month's revenue: sold 3000 bbl oil @ $70/bbl, 6000 mcf gas @ $3/mcf; royalty 20%, ORRI 2%, WI 75%, severance tax 4.6%",
    'Gross to net for 3,000 bbl ($70/bbl) and 6,000 Mcf ($3/Mcf) with a 20% royalty, a 2% overriding royalty, 75% working interest and 4.6% production tax',
  ])('%s', async (question) => {
    const markdown = await ask(question);
    // By hand: gross 210,000 + 18,000 = 228,000; royalty 45,600; ORRI 4,560; 8/8ths 177,840;
    // 75 % WI share 133,380; severance 4.6 % × 133,380 = 6,135.48; net 127,244.52.
    expectNear(resultValue(markdown, /^Gross revenue \(8\/8ths\)$/), 228000);
    expectNear(resultValue(markdown, /^Royalty/), 45600);
    expectNear(resultValue(markdown, /^Overriding royalty/), 4560);
    expectNear(resultValue(markdown, /owner’s share/), 133380);
    expectNear(resultValue(markdown, /^Net revenue to the owner/), 127244.52);
  });

  it('oil only: how much do I net from 3,000 bbl at $70/bbl', async () => {
    const markdown = await ask(
      'How much do I net from 3,000 bbl at $70/bbl with a 20 % royalty, 2 % ORRI, 75 % WI and 4.6 % severance?',
    );
    // By hand: 210,000 × (1 − 0.22) × 0.75 = 122,850; × (1 − 0.046) = 117,198.90.
    expectNear(resultValue(markdown, /^Net revenue to the owner/), 117198.9);
  });

  it('asks for the royalty rather than assuming none', async () => {
    await expectQuestion(
      'Revenue distribution for 3,000 bbl at $70/bbl, 75 % WI, 4.6 % severance',
      'the royalty',
    );
  });

  it('asks for the oil price when only the volume is given', async () => {
    await expectQuestion(
      'Revenue distribution: 3,000 bbl of oil, 20 % royalty, 75 % WI',
      'the oil price',
    );
  });
});

describe('payout from a stepped schedule', () => {
  it.each([
    'Payout for $4 MM capex, $250k/month for 12 months, then $150k/month',
    'When will the well pay out? It cost $4,000,000 and nets 250,000 per month for the first 12 months then 150,000 a month.',
    'payback period with an investment of $4 million: $250k a month for 1 year, followed by $150k/month',
    // The first step said in words, and the money spent "all-in".
    '$4MM all-in on the well, it should net $250k/month the first year and $150k/month after that. payout?',
  ])('%s', async (question) => {
    const markdown = await ask(question);
    // By hand: −4,000,000 + 12 × 250,000 = −1,000,000; 1,000,000/150,000 = 6.667: 18.667 months.
    expectNear(resultValue(markdown, /^Payout time$/), 12 + 20 / 3);
  });

  it('yearly steps: $6 MM, then $2 MM/year for 2 years, then $1 MM per year pays out in 4 years', async () => {
    const markdown = await ask(
      'payback: investment $6 MM, net cash flow $2 MM/year for 2 years, then $1 MM per year',
    );
    // By hand: −6 + 2 + 2 = −2 after 2 years; 2/1 = 2 years more.
    expectNear(resultValue(markdown, /^Payout time$/), 4);
  });

  it('asks for the investment rather than paying out from nothing', async () => {
    await expectQuestion(
      'payout of $250k/month for 12 months, then $150k/month',
      'the investment at time 0',
    );
  });

  it('still reads a listed cash flow', async () => {
    const markdown = await ask('payout of monthly cash flows -100000, 30000, 30000, 30000, 30000');
    expectNear(resultValue(markdown, /^Payout time$/), 10 / 3);
  });
});

describe('NPV of a well from its decline', () => {
  /**
   * PV10 of an exponential decline with no operating cost, by the textbook formula: month m
   * produces (qi/d)(e^(−d·t0) − e^(−d·t1)), t1 cut at the economic limit t_el = ln(qi/q_el)/d;
   * cash NRI·P·volume, discounted at the end of month m by 1.1^(m/12); capex at time 0.
   */
  function pv10(qi: number, nominal: number, limit: number, price: number, nri: number): number {
    const d = nominal / 365.25;
    const month = 365.25 / 12;
    const tel = Math.log(qi / limit) / d;
    let npv = -1e6;
    for (let m = 1; (m - 1) * month < tel; m += 1) {
      const t0 = (m - 1) * month;
      const t1 = Math.min(m * month, tel);
      const volume = (qi / d) * (Math.exp(-d * t0) - Math.exp(-d * t1));
      npv += (nri * price * volume) / 1.1 ** (m / 12);
    }
    return npv;
  }

  it.each([
    [
      'PV10 of a well: qi 100 bopd, Di 12 %/yr nominal, exponential, $50/bbl, 20 % royalty, capex $1 MM, economic limit 10 bopd',
      100,
      10,
    ],
    [
      'What is the NPV at 10 % of a well with qi 100 bbl/d declining 12 % per year nominal, b 0, oil $50/bbl, NRI 80 %, $1,000,000 well cost, economic limit 10 bopd?',
      100,
      10,
    ],
    [
      'NPV10 for qi 15.9 m3/d, Di 12 %/yr nominal, exponential decline, $50/bbl, 20 % royalty, capex $1 MM, economic limit 1.59 m3/d',
      15.9 * BBL_PER_M3,
      1.59 * BBL_PER_M3,
    ],
  ])('%s', async (question, qi, limit) => {
    const markdown = await ask(question);
    expect(markdown).toContain('NPV of a well from its decline');
    expectNear(resultValue(markdown, /^NPV at 10 %\/yr/), pv10(qi, 0.12, limit, 50, 0.8));
    // By hand: (qi − q_el)/d = 90 × 365.25/0.12 = 273,937.5 bbl to the limit.
    expectNear(resultValue(markdown, /^Gross \(8\/8ths\) oil/), ((qi - limit) * 365.25) / 0.12);
  });

  it('asks for the royalty or NRI rather than assuming one', async () => {
    await expectQuestion(
      'NPV of a well with qi 100 bopd, Di 12 %/yr nominal, b 0, $50/bbl, capex $1 MM',
      'the royalty',
    );
  });

  it('asks for an annual decline when an effective decline is given per month', async () => {
    await expectQuestion(
      'PV10: qi 100 bopd, Di 5 %/month effective, b 0.9, $50/bbl, 20 % royalty, capex $1 MM',
      'the initial decline Di in %/yr',
    );
  });

  it('leaves a plain decline forecast to the Arps calculator', async () => {
    const markdown = await ask(
      'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
    );
    expect(markdown).not.toContain('NPV of a well from its decline');
  });
});

describe('the decline type of an NPV question', () => {
  it('asks whether Di is nominal or effective rather than assuming one', async () => {
    await expectQuestion(
      'PV10 of a well: qi 100 bopd, Di 12 %/yr, exponential, $50/bbl, 20 % royalty, capex $1 MM',
      'whether the decline Di is nominal or effective',
    );
  });
});

describe('the tail of a decline NPV', () => {
  it('asks for an economic limit or an operating cost rather than running 50 years', async () => {
    await expectQuestion(
      'NPV of a well: qi 300 bopd, Di 60 %/yr effective, b 0.9, $70/bbl, 20 % royalty, capex $3 MM',
      'the economic limit rate',
    );
  });

  it('reads the LOE per month and per barrel apart from the price and the capex', async () => {
    const monthly = await ask(
      'NPV of a well: qi 300 bopd, Di 60 %/yr effective, b 0.9, $70/bbl, 20 % royalty, 4.6 % severance, LOE $5,000/month, capex $3 MM',
    );
    expect(monthly).toContain('| LOE (US$/month) | 5,000 |');
    expect(monthly).toContain('| Capex (US$) | 3,000,000 |');
    expect(monthly).toContain('| Oil price (US$/bbl) | 70 |');
    const perBarrel = await ask(
      'PV10 for qi 300 bopd, Di 60% effective, b 0.9, oil $70/bbl, NRI 75%, LOE $12/bbl, $3 MM well, economic limit 5 bopd',
    );
    expect(perBarrel).toContain('| LOE (US$/bbl) | 12 |');
    expect(perBarrel).toContain('| Net revenue interest (%) | 75 |');
  });
});
