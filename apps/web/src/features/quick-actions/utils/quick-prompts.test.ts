import { calcBlocksAsText } from '@petrosage/contracts/calc';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../../../test/services';
import { QUICK_PROMPTS } from './quick-prompts';

/*
 * Every quick prompt, sent as the panel sends it, to the real server running the offline engine
 * (no language model; the "standard" test server): each is answered — a calculation with its
 * inputs, formula and result, or the knowledge-base entry on the subject — never with a request
 * for missing inputs or the "needs a language model" reply.
 */

/** What each answer must contain; the numbers follow from the prompt's own inputs. */
const EXPECTED: Record<string, (string | RegExp)[]> = {
  // P = 0.052 × 12.4 ppg × 10,500 ft = 6,770.4 psi, shown whole
  'hydrostatic-pressure': ['Hydrostatic pressure', '**Formula:**', '**6,770** psi'],
  'decline-eur': ['EUR', '**Formula:**'],
  // Dranchuk–Abou-Kassem with Sutton pseudo-criticals: z ≈ 0.87
  'gas-z-factor': ['Z-factor', '**Formula:**', /\b0\.87\d*/],
  'line-pressure-drop': ['Liquid line pressure drop', '**Formula:**', '10,560'],
  // NRI = 75 % × (1 − 20 % − 2 %)
  'net-revenue-interest': ['Net revenue interest', '**Formula:**', '58.5'],
  'texas-drilling-permit': ['Form W-1'],
  'scale-control': ['Calcium carbonate scale'],
  'artificial-lift': ['Choosing an artificial lift method'],
};

describe('the quick prompts with the offline engine', () => {
  it('cover every prompt in this table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(QUICK_PROMPTS.map((p) => p.id).sort());
  });

  it.each(QUICK_PROMPTS.map((prompt) => [prompt.id, prompt] as const))(
    '%s is answered',
    async (id, { prompt }) => {
      const session = await signedInSession();
      await session.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
      const answer = (await session.api.requestUnknown('/prompt', {
        method: 'POST',
        body: { messages: [{ role: 'user', content: prompt }] },
      })) as { response: string };
      // A calculation comes as a card; its text form is the calculation sheet.
      const text = calcBlocksAsText(answer.response);
      for (const expected of EXPECTED[id] ?? []) {
        if (typeof expected === 'string') expect(text).toContain(expected);
        else expect(text).toMatch(expected);
      }
      expect(answer.response).not.toMatch(/I still need|needs a language model/);
    },
  );
});
