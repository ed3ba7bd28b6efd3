import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * A build-up that humps, asked briefly and as field reports with figures, in field and metric
 * units: a bottomhole pressure that rose, fell back and built again (phase redistribution in the
 * wellbore), told apart from a gauge, a leak, temperature or an offset.
 */

const REVIEWED = '2026-12-04';

const PHASE_REDISTRIBUTION = /^Build-up \(PBU\) pressure rising, then pressure falling/;

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'res-buildup-phase-redistribution',
    title: PHASE_REDISTRIBUTION,
    says: /surface/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'gas humping on the PBU',
      'BHP humped during the build-up, gauge problem?',
      'bhp going down in the middle of a pbu, what causes that',
      'derivative goes negative early in the build up then comes back',
      'bottomhole pressure dropped 3 hrs into the buildup then started climbing again',
      'pressure came up then fell back 40 psi before building again on our PBU',
      'pressure dropping partway through a buildup - leak, gauge, or gas in the tubing?',
      'why would the shut-in BHP drop during a buildup? no offset changes, surface valves holding',
      'phase redistribution in a surface shut-in buildup, what can i still analyse',
      'shut in at surface, memory gauge at 9,500 ft (2,896 m) shows pressure rise to 3,210 psi (221.3 bar), fall to 3,170 psi (218.6 bar) by hour 4, then build again. gauge or phase redistribution?',
      'Gassy oil producer, GOR 1,800 scf/bbl (320 m3/m3), no packer, shut in at the wellhead for a 72 hr build-up with the gauge at 2,600 m (8,530 ft). BHP climbed to 24.1 MPa (3,495 psi) in 2 hours, dropped about 0.3 MPa (44 psi) over the next 6 hours while the THP kept rising, then built slowly again. The derivative looks like dual porosity. Is that real, and what can we use?',
    ],
  },
];

describeNewTopics('Build-up anomalies', NEW_TOPICS);

/** The reply to `question`: the entry it came from and its text. */
async function answered(question: string): Promise<{ title: string; body: string }> {
  const { markdown } = await engine.answer(question);
  return { title: titleOf(markdown), body: bodyOf(markdown) };
}

describe('what each answer must say', () => {
  it('explains the hump as gas rising in a well shut in at surface, and how to avoid it', async () => {
    const { title, body } = await answered(
      'Gassy oil producer, GOR 1,800 scf/bbl (320 m3/m3), no packer, shut in at the wellhead for a 72 hr build-up with the gauge at 2,600 m (8,530 ft). BHP climbed to 24.1 MPa (3,495 psi) in 2 hours, dropped about 0.3 MPa (44 psi) over the next 6 hours while the THP kept rising, then built slowly again. The derivative looks like dual porosity. Is that real, and what can we use?',
    );
    expect(title).toMatch(PHASE_REDISTRIBUTION);
    expect(body).toMatch(/the rising gas cannot expand/);
    expect(body).toMatch(/can look like \*\*dual porosity\*\*/);
    expect(body).toMatch(/changing-storage model/);
    expect(body).toMatch(/\*\*Shut in downhole\*\*/);
  });

  it('tells a gauge fault, a leaking valve and an offset from the hump', async () => {
    const { body } = await answered('BHP humped during the build-up, gauge problem?');
    expect(body).toMatch(/\*\*A gauge fault:\*\*/);
    expect(body).toMatch(/\*\*A leaking valve:\*\*/);
    expect(body).toMatch(/\*\*Interference from an offset:\*\*/);
  });
});

/** The figures the entries work by hand, worked again here. */
describe('the worked figures add up', () => {
  const body = (id: string): string => knowledgeEntry(id)?.body ?? '';

  it('the limiting case of an unexpanded gas bubble rising in the tubing', () => {
    expect(3000 + 0.35 * 8000).toBe(5800);
    expect(Math.round(3000 * 0.0689476)).toBe(207);
    expect(Math.round(5800 * 0.0689476)).toBe(400);
    expect(Math.round((8000 * 0.3048) / 10) * 10).toBe(2440);
    expect((0.35 * 6.894757) / 0.3048).toBeCloseTo(7.9, 1);
    expect(body('res-buildup-phase-redistribution')).toMatch(
      /3,000 \+ 0\.35 × 8,000 = 5,800 psi \(400 bar\)/,
    );
  });
});

/**
 * The neighbours keep their questions, beside a question of the new entry that shares their
 * words: reading the derivative, a late rise and how long to shut in keep the build-up entries.
 */
describe('the entries next to these keep their questions', () => {
  it.each([
    [
      'what does a half slope on the derivative mean',
      /^Pressure build-up and well-test basics/,
      'gas humping on the PBU',
      PHASE_REDISTRIBUTION,
    ],
    [
      'hump on the derivative after storage',
      /^Pressure build-up and well-test basics/,
      'derivative goes negative early in the build up then comes back',
      PHASE_REDISTRIBUTION,
    ],
    [
      'derivative rising at late time on the buildup, boundary or wellbore?',
      /^A build-up whose derivative rises at late time/,
      'bottomhole pressure dropped 3 hrs into the buildup then started climbing again',
      PHASE_REDISTRIBUTION,
    ],
    [
      'how long should a pressure build-up run in a tight gas well?',
      /^How long a pressure build-up must run/,
      'pressure came up then fell back 40 psi before building again on our PBU',
      PHASE_REDISTRIBUTION,
    ],
  ])('%s', async (neighbour, neighbourTitle, question, title) => {
    expect((await answered(neighbour)).title).toMatch(neighbourTitle);
    expect((await answered(question)).title).toMatch(title);
  });
});
