import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import {
  entrySections,
  focusedBody,
  isTroubleshootingQuestion,
} from '../../src/modules/knowledge/knowledge-focus';
import { engine } from '../tools/offline-engine';

/**
 * Knowledge answers are focused: a troubleshooting question gets the likely causes, what to check
 * in order, what to do and the safety notes of the entry about it — with only the causes about the
 * symptom asked, and every remedy, those it names first — and an informational question gets the
 * sections it asks about; never the whole article, never the parts about something else. Each
 * answer cites the entry's public source.
 */
interface FocusCase {
  topic: string;
  entryId: string;
  questions: string[];
  contains: (string | RegExp)[];
  /** Text of the entry's other sections or items, which must not be in the answer. */
  omits: string[];
}

const CASES: FocusCase[] = [
  {
    topic: 'ESP underload with falling intake pressure',
    entryId: 'lift-esp-failures',
    questions: [
      'ESP keeps tripping on underload and the intake pressure is dropping',
      'our ESP shuts down on low load, PIP falling every day',
      'underload trips on the ESP, pump intake pressure drifting down — what do I check?',
    ],
    contains: [
      '**Likely causes**',
      /pump-off/i,
      '**What to check, in this order**',
      /1\. \*\*Surface first/,
      'Amp chart and PIP trend',
      '**What to do**',
      'lower the VSD frequency',
      '**Safety**',
      'Lock out and tag out the switchboard',
    ],
    omits: [
      '**Overload trips:**',
      'High motor temperature',
      'tear down every failed unit',
      'seal-section leaks',
    ],
  },
  {
    topic: 'rod pump knock on the downstroke (fluid pound)',
    entryId: 'lift-rod-pump-pound',
    questions: [
      'rod pump knocks on the downstroke',
      'beam pump pounding every stroke, what should I check',
      'we hear a knock on the downstroke on a pumping unit, fluid pound?',
    ],
    contains: [
      '**Likely causes**',
      'Fluid pound (pumped off)',
      '**What to check, in this order**',
      /1\. \*\*Dynamometer card/,
      'Fluid-level shot',
      '**What to do**',
      'pump-off controller',
      '**Safety**',
      'set the brake',
    ],
    // The card-reading article's shapes for other problems.
    omits: ['Standing valve leak', 'Traveling valve / plunger leak', 'wave equation'],
  },
  {
    topic: 'hole took less fill than calculated',
    entryId: 'drill-kick-while-tripping',
    questions: [
      'the hole took 6 bbl less than calculated on the trip out',
      'trip tank shows the hole taking less fill than the pipe displacement',
      'pulling out of the hole and the fill is short by 5 bbl, what do we do',
    ],
    contains: [
      'less fill than the calculated pipe displacement',
      '**Likely causes**',
      'Swabbing',
      '**What to do**',
      'Stab a full-opening safety valve',
      'If it does not flow but the fill was short',
      '**Safety**',
      'When in doubt, shut in',
    ],
    omits: ['| Limit |', 'Turner', 'Kill planning'],
  },
  {
    topic: 'liquid loading symptoms',
    entryId: 'lift-liquid-loading',
    questions: [
      'gas well liquid loading symptoms',
      'how do I know if a gas well is loading up',
      'casing pressure rising and tubing pressure falling on a gas well, is it loaded up?',
    ],
    contains: [
      '**Signs**',
      'Casing pressure rising',
      '**What to check, in this order**',
      'Critical rate',
      '**What to do**',
      'velocity string',
      '**Safety**',
    ],
    // The theory section (critical velocity models) is not a symptom or a remedy.
    omits: ['Coleman et al. (1991)'],
  },
  {
    topic: 'scale after water breakthrough',
    entryId: 'chem-scale-after-breakthrough',
    questions: [
      'scale started showing up after water breakthrough, what do I do',
      'we got scale after water breakthrough',
      'since the water cut went up we have scale in the pump — what should we check?',
    ],
    contains: [
      '**Likely causes**',
      'Barium or strontium sulfate',
      '**What to check, in this order**',
      /1\. \*\*Identify the scale/,
      '**What to do**',
      'squeeze',
      '**Safety**',
      'NORM',
    ],
    // The carbonate and sulfate articles' own text is not dumped in.
    omits: ['heater-treater firetubes', 'nanofiltration'],
  },
  {
    topic: 'emulsion treating',
    entryId: 'chem-emulsion-breakers',
    questions: [
      'we have a tight emulsion at the treater, how do I treat it',
      'emulsion treating problem: BS&W is out of spec at the sales tank',
      'treater oil is off spec with high BS&W, what should I check?',
    ],
    contains: [
      '**Likely causes**',
      '**What to check, in this order**',
      /1\. \*\*Sample and grind-out/,
      '**What to do**',
      'raise the dose step by step',
      '**Safety**',
      'fired pressure vessels',
    ],
    omits: ['commonly in the range of 0.5–1 %'],
  },
  {
    topic: 'H2S thresholds and SCBA',
    entryId: 'ops-h2s-exposure',
    questions: [
      'H2S thresholds and when do we need SCBA',
      'what H2S level requires an SCBA',
      'at what ppm of hydrogen sulfide is SCBA required, and what are the exposure limits?',
    ],
    contains: ['IDLH', 'pressure-demand SCBA', 'At or above 10 ppm'],
    omits: ['staggering and collapse', 'wind socks'],
  },
];

describe('focused knowledge answers', () => {
  for (const focus of CASES) {
    it.each(focus.questions)(`${focus.topic}: "%s"`, async (question) => {
      const entry = knowledgeEntry(focus.entryId);
      if (!entry) throw new Error(`no entry ${focus.entryId}`);
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(markdown.split('\n')[0]).toBe(`### ${entry.title}`);
      for (const part of focus.contains) {
        if (typeof part === 'string') expect(markdown, part).toContain(part);
        else expect(markdown).toMatch(part);
      }
      for (const part of focus.omits) expect(markdown, part).not.toContain(part);
      // Shorter than the whole article, and cites its public source.
      expect(markdown).not.toContain(entry.body.trim());
      const [primary] = entry.sources;
      expect(primary.url).toMatch(/^https:\/\//);
      expect(markdown).toContain(`](${primary.url})`);
      expect(markdown).toContain('**Source:**');
    });
  }

  it('gives only the items about the symptom from an entry with causes alone', async () => {
    // The question itself now reaches the compressor-troubleshooting entry; the equipment
    // entry's focus is read directly.
    const equipment = knowledgeEntry('fac-compressors');
    expect(equipment).toBeDefined();
    const compressor = {
      markdown: equipment
        ? focusedBody(equipment, 'compressor high discharge temperature alarm')
        : '',
    };
    expect(compressor.markdown).toContain('**Likely causes**\n- **High discharge temperature**');
    expect(compressor.markdown).not.toContain('Liquids at suction');
    expect(compressor.markdown).not.toContain('Vibration and pulsation');
    expect(compressor.markdown).not.toContain('**Staging:**');

    const separator = await engine.answer('separator is carrying over liquid');
    expect(separator.markdown).toContain('**Likely causes**\nLiquid carryover (too much gas rate');
    expect(separator.markdown).not.toContain('Souders–Brown');
  });

  it('gives the exposure limits when the question asks for thresholds or limits', async () => {
    for (const question of [
      'H2S thresholds and when do we need SCBA',
      'at what ppm of hydrogen sulfide is SCBA required, and what are the exposure limits?',
    ]) {
      const { markdown } = await engine.answer(question);
      expect(markdown, question).toContain('**20 ppm ceiling**');
      expect(markdown, question).toContain('| NIOSH **IDLH** | **100 ppm** |');
    }
  });

  it('answers an informational question with the sections it asks about', async () => {
    const { markdown } = await engine.answer('what is the IDLH for hydrogen sulfide');
    expect(markdown).toContain('| NIOSH **IDLH** | **100 ppm** |');
    expect(markdown).not.toContain('wind socks');
    expect(markdown).toMatch(/_The entry also covers: .*Detection/);
  });

  it('answers a question about the whole topic with the whole entry', async () => {
    const entry = knowledgeEntry('lift-dynamometer-cards');
    const { markdown } = await engine.answer('How do I read a dynamometer card?');
    expect(markdown).toContain(entry?.body.trim());
  });

  it("asks the entry's first question without the dash it was cut at", async () => {
    const { markdown } = await engine.answer(
      'Set a 5-1/2 hydraulic packer by pressuring the tubing to 3,200 psi; annulus test to 800 psi now bleeds off 90 psi in 10 min. packer not set?',
    );
    expect(markdown).toContain(
      '**Ask first**: Did the tubing hold pressure or pump away, and what did the pressure do',
    );
  });

  it('tells troubleshooting from informational questions', () => {
    for (const question of [
      'ESP trips on underload',
      'the well died overnight',
      'what should I check first?',
      'separator is carrying over liquid',
      'H2S alarm went off',
    ]) {
      expect(isTroubleshootingQuestion(question), question).toBe(true);
    }
    for (const question of [
      'what is the IDLH for hydrogen sulfide',
      'how does a heater treater work',
      'explain the Arps hyperbolic decline',
      'what do I need to file for a W-1?',
    ]) {
      expect(isTroubleshootingQuestion(question), question).toBe(false);
    }
  });

  it('reads an entry into sections by their bold headings, with their roles', () => {
    const sections = entrySections(knowledgeEntry('chem-scale-after-breakthrough')?.body ?? '');
    expect(sections.map((section) => [section.heading, section.role])).toEqual([
      ['Ask first', 'other'],
      ['Likely causes', 'causes'],
      ['What to check, in this order', 'checks'],
      ['What to do', 'actions'],
      ['Safety', 'safety'],
    ]);
    expect(sections[4]?.content).toMatch(/^Barium and strontium scales/);
  });
});

describe('a case told with a word of an unrelated heading', () => {
  it('opens with the diagnosis, not a section that shares one word with the case', async () => {
    const { markdown } = await engine.answer(
      'ESP running at 55 Hz keeps tripping on underload, amps slid from 40 to 27 and the PIP is down to 180 psi. what is happening?',
    );
    const body = (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n').trim();
    expect(body).toMatch(/^\*\*Likely causes\*\*/);
    expect(body).not.toContain('**Run life');
  });

  it('answers a card described in words with the shapes of the card, as signs', async () => {
    const { markdown } = await engine.answer(
      'pump card on the 3-2: load holds up into the downstroke then falls off hard about halfway. what is it?',
    );
    expect(markdown.split('\n')[0]).toMatch(/dynamometer cards|Rod pump knock/);
    const body = (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n').trim();
    expect(body).toMatch(/^\*\*(?:Signs|Ask first|Likely causes|Immediate)/);
    expect(body).toMatch(/Fluid pound/);
  });
});

describe('a change in a well told as rising or climbing', () => {
  it('is a problem: the diagnosis and the actions, not the causes alone', async () => {
    const { markdown } = await engine.answer(
      'GOR climbing fast on an oil well close to the gas cap. what is the plan?',
    );
    expect(markdown.split('\n')[0]).toMatch(/GOR rising/);
    const body = (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n');
    expect(body).toContain('**Likely causes**');
    expect(body).toContain('**What to do**');
  });
});

describe('a remedy the question names', () => {
  it('comes first, with the other remedies after it: the named one is often the one tried', async () => {
    const { markdown } = await engine.answer(
      'Gas well keeps loading up and dying every few days. We already tried soap sticks for two weeks, no help. What are the other options?',
    );
    expect(markdown.split('\n')[0]).toMatch(/Liquid loading/);
    const actions = markdown.split('**What to do**')[1]?.split('\n\n')[0] ?? '';
    expect(actions).toMatch(/^- \*\*Foamers \/ soap sticks\*\*/m);
    expect(actions.indexOf('Foamers')).toBeLessThan(actions.indexOf('Plunger lift'));
    expect(actions).toContain('velocity string');
    expect(actions).toContain('compression');
  });
});

/**
 * A cause or a remedy written for the other way a quantity goes is another case: an intake
 * pressure that went up is no pump-off, amps that climbed are no gas lock, and a kick whose shut-in
 * pressures keep rising is not the case of pits and pressures falling. A remedy that says which way
 * to move a quantity ("Raise the pH") is not a case and stays.
 */
describe('causes and remedies for the way the case went', () => {
  const section = (markdown: string, heading: string): string =>
    markdown.split(`**${heading}**`)[1]?.split('\n\n')[0] ?? '';

  it('leaves out the causes written for the other way', async () => {
    const { markdown } = await engine.answer(
      'Our ESP has been drawing more current for a week, amps 40 to 47 at the same 60 Hz, and the intake pressure rose from 700 to 950 psi while the test rate fell from 1,200 to 950 bfpd. What is causing it?',
    );
    expect(markdown.split('\n')[0]).toMatch(/ESP trips and failures/);
    const causes = section(markdown, 'Likely causes');
    expect(causes).toContain('Overload trips');
    expect(causes).not.toContain('(PIP) falling — pump-off');
    expect(causes).not.toMatch(/erratic low amps/);
    expect(section(markdown, 'What to do')).not.toMatch(/Pump-off|Gas lock/);
  });

  it('keeps the causes written for the way it went', async () => {
    const { markdown } = await engine.answer(
      'ESP tripping on underload twice a night; before each trip the amps sag from 45 to 30 A and the intake pressure falls to 200 psi. Why?',
    );
    expect(section(markdown, 'Likely causes')).toContain('(PIP) falling — pump-off');
  });

  it('leaves out the falling case of a kick whose shut-in pressures keep climbing', async () => {
    const { markdown } = await engine.answer(
      'Shut in on a kick an hour ago, still waiting on barite. SIDPP went 350 -> 520 and SICP 500 -> 690 and both are still creeping up. Do we keep waiting?',
    );
    expect(markdown).toMatch(/Driller's method/);
    expect(markdown).not.toContain('Pit volume falling and pressures dropping');
  });

  it('keeps a remedy that says which way to move a quantity', async () => {
    const { markdown } = await engine.answer(
      'H2S monitor at the shakers read 15 ppm twice this hour while drilling at 9,000 ft, and the mud pH dropped from 10.8 to 9.7. What do we do?',
    );
    expect(markdown).toContain('Raise the pH');
  });
});
