import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';

/**
 * A gas material-balance plot read wrongly, and an ESP run faster than its motor allows: the
 * entries that answer them, with the point that decides.
 */

describe('a p/z plot whose OGIP grows every year', () => {
  it.each([
    'why would our p/z plot for a gas reservoir give a higher OGIP every year?',
    'material balance gas in place keeps growing with each new pressure survey, p/z points sitting above the line. aquifer?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/^### Reading a gas material-balance p\/z plot/);
    expect(markdown).toMatch(/Water influx/);
  });
});

describe('an ESP run faster than it runs now', () => {
  it('works the affinity-law load against the motor rating (power with the cube of speed)', async () => {
    // Affinity laws: (70/58)³ = 1.758 times the power; the motor's rating (constant torque, its
    // power in proportion to the frequency) grows 70/58 = 1.207 times: 88 % of its rating at 58 Hz
    // × 1.758/1.207 = 128 % of its rating at 70 Hz.
    const { markdown } = await engine.answer(
      'is it OK to run the ESP at 70 Hz for a few weeks? motor 150 HP at 60 Hz, now at 58 Hz pulling 88% of nameplate amps',
    );
    expect(markdown).toMatch(/^### Electrical submersible pumps \(ESP\)/);
    expect(markdown).toMatch(/power with the \*\*cube\*\*/);
    expect(markdown).toMatch(/about 128 % of its rating at 70 Hz/);
  });
});
