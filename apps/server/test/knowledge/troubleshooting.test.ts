import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';

/**
 * Troubleshooting asked in plain words, as field supervisors write it: each is answered from the
 * knowledge-base entry about it, never with the "needs a language model" reply.
 */
const CASES: [title: string, questions: string[]][] = [
  [
    'Kick warning signs and the first actions (drilling and tripping)',
    [
      'What are the warning signs of a kick?',
      'pit gain while drilling, what do I do',
      'how do I recognise a kick early',
    ],
  ],
  [
    // A short fill on a trip has its own entry: the trip sheet, swabbing, what to do first.
    'Kick while tripping: swabbing, short hole fill and the trip sheet',
    [
      'The hole took 6 bbl less than calculated on the trip out',
      'hole is not taking proper fill on the trip, is it swabbing?',
    ],
  ],
  ['Stuck pipe', ['stuck pipe while tripping out', 'we got stuck on a connection, what do I do']],
  ['Lost circulation', ['we are losing returns while drilling, what should I do']],
  ['Gas-lift troubleshooting', ['gas lift casing pressure swinging, what should I check']],
  ['Trapped pressure behind a plug', ['trapped pressure behind a plug, what do I do']],
  [
    'H2S exposure: limits, alarms, respirators and what to do at an alarm',
    [
      'H2S at 50 ppm, what do I do?',
      'what is the IDLH for hydrogen sulfide',
      'H2S alarm went off on location',
      'when do I need an SCBA for H2S',
    ],
  ],
  [
    'A flowing well that died or dropped off: what to check, in order',
    [
      'my well stopped flowing',
      'the well died overnight, what should I check',
      'well quit flowing',
    ],
  ],
  [
    'Rod pump knock or pound on the downstroke',
    ['Rod pump has a knock on the downstroke', 'pump is pounding on the downstroke'],
  ],
  ['Reading dynamometer cards', ['what does fluid pound look like on a dyno card']],
  ['Oil and gas separators', ['separator is carrying over liquid']],
  [
    // Carryover and blowby have their own entry, with what to check in order.
    'Separator liquid carryover and gas blowby',
    [
      'liquid carryover into the gas line from the separator',
      'gas blowing through the dump valve to the tanks',
    ],
  ],
  [
    'Injection or disposal well pressure rising',
    ['SWD well injection pressure keeps rising at the same rate, now 1,800 psi'],
  ],
  ['Compressor troubleshooting', ['compressor high discharge temperature alarm']],
  [
    'Scale after water breakthrough',
    ['we got scale after water breakthrough', 'scaling started after water breakthrough'],
  ],
  [
    // The figures of the case are in no entry: the question is answered by what it is about.
    'Barium, strontium and calcium sulfate scale',
    [
      'celestite scale risk, Sr 800 mg/L, SO4 2000 mg/L at 180 F',
      'is there a risk of barite scale with 250 mg/L Ba in the formation water and 2,800 mg/L sulphate in the injected seawater at 65 °C',
    ],
  ],
];

describe('troubleshooting questions get the entry about them', () => {
  for (const [title, questions] of CASES) {
    it.each(questions)(`"%s" → ${title}`, async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      const heading = markdown.split('\n')[0] ?? '';
      expect(heading.toLowerCase()).toContain(title.toLowerCase());
      expect(markdown).toContain('**Source:**');
    });
  }

  it('puts the safety note on well-control and H2S answers', async () => {
    for (const question of [
      'What are the warning signs of a kick?',
      'H2S at 50 ppm, what do I do?',
    ]) {
      const { markdown } = await engine.answer(question);
      expect(markdown, question).toMatch(/licensed|qualified/i);
    }
  });
});
