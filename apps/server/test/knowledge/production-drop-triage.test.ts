import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * A well making less oil than it did, with no cause known yet — asked as a phone message, in
 * plain words and as a report with figures — and the neighbours that keep their own questions: a
 * rod pump named, a water cut that rose, and the oil rate worked from a gross and a water cut.
 */

const DROP = /^A well making less oil than it did, cause not known yet/;

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-production-drop-triage',
    title: DROP,
    says: /Gross about the same, water cut up/,
    safetyCritical: false,
    reviewed: '2026-12-05',
    questions: [
      'production on the Hatch 2 fell off a cliff, oil down 40%, what do I check',
      "well's underperforming its forecast by about a third. where would you start looking?",
      'Oil rate on the Jones 7 fell from 420 to 260 bopd in a month and nobody touched it. Where do we start?',
      'Oil dropped from 65 m3/d to 38 m3/d over three weeks on a well that had been steady for a year. What should we look at first?',
      'we lost production on one of our better wells, what should the pumper check before we call a rig',
    ],
  },
];

describeNewTopics('A production drop', NEW_TOPICS);

const ESP_RATE = /^ESP well making less fluid/;

describeNewTopics('An ESP well making less', [
  {
    id: 'lift-esp-rate-falling',
    title: ESP_RATE,
    says: /Reservoir decline never raises the intake pressure/,
    safetyCritical: false,
    reviewed: '2026-12-05',
    questions: [
      'ESP on the Lee 4 lost a third of its rate this month, PIP went from 500 to 820 psi and the amps are down 5 A, WHP unchanged. Decline?',
      'our submersible pump well is making less every week while the intake pressure climbs. what is going on',
      'ESP rate dropping from 180 m3/d to 120 m3/d, intake pressure up from 40 to 62 bar, amps sliding, same 55 Hz. Engineering wants a bigger pump. Agree?',
      'ESP amps dropping and PIP rising for a week, rate down. where do i start',
    ],
  },
]);

describe('the ESP neighbours keep their questions', () => {
  it.each([
    [
      'ESP amps swinging every few minutes, PIP 300 psi with the bubble point at 1,900, free gas at the intake. fix?',
      /^ESP trips and failures/,
    ],
    [
      'ESP keeps tripping on underload, intake pressure falls to 120 psi before each trip',
      /^ESP trips and failures/,
    ],
    [
      'ESP running with normal amps but nothing at surface, zero wellhead pressure',
      /^ESP running with normal amps but no flow/,
    ],
  ])('%s', async (question, title) => {
    expect(titleOf((await engine.answer(question)).markdown)).toMatch(title);
  });
});

describe('what the answer must say', () => {
  it('splits the drop by total fluid and water cut before anything is pulled', async () => {
    const { markdown } = await engine.answer(
      'Oil rate on the Jones 7 fell from 420 to 260 bopd in a month and nobody touched it. Where do we start?',
    );
    expect(titleOf(markdown)).toMatch(DROP);
    const body = bodyOf(markdown);
    expect(body).toMatch(/\*\*Ask first\*\*: did the total fluid \(gross\) fall/);
    expect(body).toMatch(/Gross about the same, water cut up \| More water, not less fluid/);
    expect(body).toMatch(/Retest before pulling anything/);
  });

  it('works the example: less fluid, or the same fluid with more water', () => {
    // 1,000 bfpd at 70 % water is 300 bopd; 600 bfpd at 70 % is 180; 1,000 at 82 % is 180.
    expect(1_000 * (1 - 0.7)).toBeCloseTo(300, 6);
    expect(600 * (1 - 0.7)).toBeCloseTo(180, 6);
    expect(1_000 * (1 - 0.82)).toBeCloseTo(180, 6);
    expect((1_000 - 600) / 1_000).toBeCloseTo(0.4, 6);
    expect(knowledgeEntry('ops-production-drop-triage')?.body).toMatch(
      /600 bfpd at 70 % now is 40 % less fluid/,
    );
  });
});

describe('the entries next to it keep their questions', () => {
  it.each([
    [
      'rod pumped well making less, dyno shows a full pump and the fluid level is high',
      /^A rod-pumped well making less/,
    ],
    ['water cut jumped from 40 to 75% in a month on this producer, why?', /^Water cut rising/],
  ])('%s', async (question, title) => {
    expect(titleOf((await engine.answer(question)).markdown)).toMatch(title);
  });

  it('leaves the oil rate from a gross and a water cut to the calculator', async () => {
    // The entry matches its words weakly; the calculator works out what was asked.
    const reply = await engine.answer(
      'our battery makes 2,400 bfpd gross at a 91% cut, how much oil is that',
    );
    expect(reply.skill).toBe('calculator');
    expect(reply.markdown).toMatch(/\*\*Oil rate = 216 bbl\/d\*\*/);
  });
});
