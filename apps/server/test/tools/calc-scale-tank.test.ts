import { describe, expect, it } from 'vitest';
import { engine, resultValue } from './offline-engine';

/*
 * The offline engine on a tank run between two gauges and on the Stiff–Davis index of a brine.
 * Each expected number is worked out here from the formula (API MPMS ch. 2.2A/12.1.1 for the
 * tank: V = Δh × bbl/ft, bbl/ft = π·D²/4 ÷ 5.614583; Stiff & Davis 1952 for the index), never
 * from the calculator under test; metric inputs are converted here with the usual factors.
 */

const FT_PER_M = 3.280839895;
const FT3_PER_BBL = 5.614583333;

async function calculated(question: string) {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  return markdown;
}

async function asked(question: string, need: string) {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  expect(markdown).toContain('I still need');
  expect(markdown).toContain(need);
  expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
}

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

  it('asks for the diameter or the strapping factor rather than guess from "a 12 ft tank"', async () => {
    await asked(
      'tank run from a 12 ft tank: opening gauge 12 ft 4-1/2 in, closing gauge 3 ft 1/4 in',
      'strapping factor',
    );
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
