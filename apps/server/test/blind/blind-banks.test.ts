import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFrozen, runBlindCase, type BlindGrade } from './grade-blind';

/**
 * The held-out banks (README beside this file). The calculation bank is asked through the offline
 * engine and graded; the test fails on any wrong number and below the accuracy floor. The
 * troubleshooting set is graded by reading the replies against its points (README, "Sage's
 * answers"); here it is only held to its frozen bytes.
 */

const CALC_BANKS = [
  {
    file: 'calc-batch-a.json',
    sha256: '3f06ccb2980231efdcc726522e7a55d58bb9899f6902462e3f803152c7bf9c10',
  },
];
const TROUBLESHOOTING = {
  file: 'troubleshooting-a.json',
  sha256: 'b17fb74b1e847a419428aeb4f53756f11f15b62c0b6fa51680bdc02290d2d78b',
};

/** Right answers plus due questions back, as a share of all cases. */
const ACCURACY_FLOOR = 0.85;

const path = (file: string) => new URL(file, import.meta.url).pathname;

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
}

function summary(results: readonly BlindGrade[]) {
  const correct = results.filter(
    (r) => r.verdict === 'right' || (r.wants === 'ask' && r.verdict === 'asked'),
  ).length;
  return {
    total: results.length,
    correct,
    asked: results.filter((r) => r.verdict === 'asked').length,
    wrong: results.filter((r) => r.verdict === 'wrong').length,
  };
}

describe('the held-out banks', () => {
  it('are the frozen files', () => {
    const bytes = readFileSync(path(TROUBLESHOOTING.file));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(TROUBLESHOOTING.sha256);
    for (const bank of CALC_BANKS)
      expect(() => loadFrozen(path(bank.file), bank.sha256)).not.toThrow();
  });

  it.each(CALC_BANKS)(
    '$file is answered with no wrong numbers, above the accuracy floor',
    async ({ file, sha256 }) => {
      const bank = loadFrozen(path(file), sha256);
      const results: BlindGrade[] = [];
      for (const blind of bank.cases) results.push(await runBlindCase(blind));
      const areas = [...new Set(results.map((r) => r.area))].sort();
      console.table(
        [...areas, 'all'].map((area) => {
          const s = summary(area === 'all' ? results : results.filter((r) => r.area === area));
          return {
            area,
            cases: s.total,
            'right or rightly asked': percent(s.correct, s.total),
            'asked back': percent(s.asked, s.total),
            wrong: percent(s.wrong, s.total),
          };
        }),
      );
      const missed = results.filter(
        (r) => r.verdict === 'unanswered' || (r.verdict === 'asked' && r.wants === 'number'),
      );
      console.log(
        `Not answered (${missed.length}):\n${missed.map((r) => `  [${r.id}] ${r.verdict}: ${r.question}`).join('\n')}`,
      );
      const wrong = results.filter((r) => r.verdict === 'wrong');
      expect(wrong.map((r) => `[${r.id}] ${r.question} — ${r.detail}`)).toEqual([]);
      const s = summary(results);
      expect(s.correct / s.total).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
    },
    300_000,
  );
});
