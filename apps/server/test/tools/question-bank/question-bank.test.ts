import { describe, expect, it } from 'vitest';
import { bank } from './bank';
import { type Graded, runCase } from './grade';

/**
 * The question bank through the offline engine: every question is asked (chats turn by turn),
 * graded right (the number within tolerance), asked (a question back), wrong (a number that is
 * not the answer, or an answer where a question was due) or unanswered. Wrong answers fail the
 * test; so does accuracy below the floor measured when the bank was written.
 */

/** Right answers plus due questions back, as a share of all questions (measured: 99.1 %). */
const ACCURACY_FLOOR = 0.985;

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
}

function summary(results: readonly Graded[]) {
  const correct = results.filter(
    (r) => r.verdict === 'right' || (r.wants === 'ask' && r.verdict === 'asked'),
  ).length;
  const asked = results.filter((r) => r.verdict === 'asked').length;
  const wrong = results.filter((r) => r.verdict === 'wrong').length;
  return { total: results.length, correct, asked, wrong, accuracy: correct / results.length };
}

describe('the question bank', () => {
  it('has at least 200 questions across every calculator family, each case in paraphrases', () => {
    const questions = bank.reduce((n, c) => n + c.questions.length, 0);
    expect(questions).toBeGreaterThanOrEqual(200);
    expect(new Set(bank.map((c) => c.id)).size).toBe(bank.length);
  });

  it('through the offline engine: no wrong numbers, above the floor', async () => {
    const results: Graded[] = [];
    for (const bankCase of bank) results.push(...(await runCase(bankCase)));

    const families = [...new Set(results.map((r) => r.family))];
    const rows = [...families, 'all'].map((family) => {
      const s = summary(family === 'all' ? results : results.filter((r) => r.family === family));
      return {
        family,
        questions: s.total,
        accuracy: percent(s.correct, s.total),
        'asked back': percent(s.asked, s.total),
        wrong: percent(s.wrong, s.total),
      };
    });
    console.table(rows);
    const missed = results.filter(
      (r) => r.verdict === 'unanswered' || (r.verdict === 'asked' && r.wants === 'number'),
    );
    console.log(
      `Not answered (${missed.length}):\n${missed.map((r) => `  [${r.id}] ${r.verdict}: ${r.question}`).join('\n')}`,
    );

    const wrong = results.filter((r) => r.verdict === 'wrong');
    expect(wrong.map((r) => `[${r.id}] ${r.question} — ${r.detail}`)).toEqual([]);
    expect(summary(results).accuracy).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
  }, 120_000);
});
