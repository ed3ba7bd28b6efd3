import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardEngine } from '../tools/offline-engine';
import { languageLayerEngine } from '../tools/language-layer-engine';
import { loadFrozen, runBlindCase, type BlindGrade } from './grade-blind';

/**
 * The held-out banks (README beside this file). The calculation bank is asked through both offline
 * engines and graded: the one the server runs today, and the one reading through the language
 * layer (decision 052). Each is held to what it was measured at: the share right or rightly asked
 * back may not fall, and wrong numbers may not grow — the language layer's must stay at none. The
 * troubleshooting set is graded by reading the replies against its points; here it is only held to
 * its frozen bytes.
 */

const BATCH_A = {
  file: 'calc-batch-a.json',
  sha256: '3f06ccb2980231efdcc726522e7a55d58bb9899f6902462e3f803152c7bf9c10',
};
const BATCH_B = {
  file: 'calc-batch-b.json',
  sha256: 'f31091730a42bae997d9ec63e69d4992ad6b23ec421cc4dc59035193f9a1844b',
};
const TROUBLESHOOTING = [
  {
    file: 'troubleshooting-a.json',
    sha256: 'b17fb74b1e847a419428aeb4f53756f11f15b62c0b6fa51680bdc02290d2d78b',
  },
  {
    file: 'troubleshooting-b.json',
    sha256: '1d55202c9a8f098eb6bc52e1d21801d92d3934b9696fc625a340c34f59702154',
  },
];

/**
 * Each engine's measured figures on calc-batch-a: right or rightly asked back (a floor) and wrong
 * numbers (a ceiling). README, "Sage's answers", reports them.
 */
const RUNS = [
  { ...BATCH_A, name: 'served engine', engine: cardEngine, floor: 0.3, maxWrong: 13 },
  { ...BATCH_A, name: 'language layer', engine: languageLayerEngine, floor: 0.62, maxWrong: 5 },
  { ...BATCH_B, name: 'served engine', engine: cardEngine, floor: 0.27, maxWrong: 7 },
  { ...BATCH_B, name: 'language layer', engine: languageLayerEngine, floor: 0.48, maxWrong: 12 },
];

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
    for (const { file, sha256 } of TROUBLESHOOTING) {
      const bytes = readFileSync(path(file));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
    }
    for (const bank of [BATCH_A, BATCH_B])
      expect(() => loadFrozen(path(bank.file), bank.sha256)).not.toThrow();
  });

  it.each(RUNS)(
    '$file through the $name: no more wrong numbers, no lower accuracy than measured',
    async ({ file, sha256, engine, floor, maxWrong }) => {
      const bank = loadFrozen(path(file), sha256);
      const results: BlindGrade[] = [];
      for (const blind of bank.cases) results.push(await runBlindCase(blind, engine));
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
      const wrong = results.filter((r) => r.verdict === 'wrong');
      if (maxWrong === 0) {
        // Ids only: the questions stay out of logs that engine writers read.
        expect(wrong.map((r) => `${r.id} (${r.area})`)).toEqual([]);
      } else {
        expect(wrong.length).toBeLessThanOrEqual(maxWrong);
      }
      const s = summary(results);
      expect(s.correct / s.total).toBeGreaterThanOrEqual(floor);
    },
    300_000,
  );
});
