import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, expectWellFormedEntry, titleOf } from './entry-answers';

/**
 * A question a production engineer hears every week that no entry answered as a whole: a well
 * declining faster than expected. Asked long with figures and briefly, in our own words.
 */
describe('a well declining faster than expected', () => {
  it('is cited, reviewed and well formed', () => {
    expectWellFormedEntry('ops-rate-declining-faster', false, '2026-11-30');
  });

  it.each([
    'Gas well with 15% CO2 in a tight sand: rate has been dropping steadily for four months, 1.4 to 0.9 MMcf/d, and the flowing tubing pressure is down from 600 to 380 psi. What could it be other than depletion?',
    'our new horizontal gas wells are falling below the type curve after 4 months, 2-3/8 tubing at 9,500 ft, 1.1 MMcf/d',
    'production declining faster than expected, what to check',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^A well declining faster than expected/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/[Ll]iquid loading/);
    expect(body).toMatch(/build-up test/);
  });
});
