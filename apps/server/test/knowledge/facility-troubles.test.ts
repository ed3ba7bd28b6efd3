import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../../src/modules/knowledge/knowledge-search';
import { engine } from '../tools/offline-engine';
import {
  bodyOf,
  expectEntryAnswer,
  expectWellFormedEntry,
  titleOf,
  type EntryAnswer,
} from './entry-answers';

/**
 * Facility and well-work troubles asked every week — a flare smoking or raining burning liquid, a glycol
 * dehydrator letting wet gas through, a pipeline that does not balance — each asked briefly and as a field report with figures, and
 * answered from the entry written to troubleshoot them rather than from the entry that describes
 * the equipment; the flare's answer opens with its immediate actions.
 */

const FLARE: EntryAnswer = {
  title: /^Flare smoking, raining burning liquid/,
  says: /Clear people and vehicles from under/,
  immediate: true,
};

const DEHY: EntryAnswer = {
  title: /^Glycol \(TEG\) dehydrator off spec/,
  says: /\*\*Likely causes\*\*[\s\S]*reboiler[\s\S]*\*\*What to check, in this order\*\*/,
  immediate: false,
};

const LINE_BALANCE: EntryAnswer = {
  title: /^A pipeline that does not balance/,
  says: /Treat it as a leak/,
  immediate: true,
};

const QUESTIONS: [question: string, expected: EntryAnswer][] = [
  [
    'our crude line from the station to the terminal has been running about 2% short between the receipt and delivery meters since yesterday, and the far-end pressure is lower than normal. meter problem or a leak?',
    LINE_BALANCE,
  ],
  ['pipeline leak detection alarm, flow in and out not matching - what do we do?', LINE_BALANCE],
  ['little flaming drops keep falling off the flare tip onto the pad, what now?', FLARE],
  [
    'Since the booster compressor went down at 2 am the flare has been burning liquid — raining burning droplets on the gravel around the stack and smoking black. About 3 MMcf/d going to it. What do we do?',
    FLARE,
  ],
  ['we keep losing glycol on the dehy, what should I check?', DEHY],
  [
    'Sales meter shows 11 lb/MMscf against a 7 lb spec out of our TEG unit. Reboiler reads 370 °F, pump stroking like always, inlet gas is hotter since summer came. Why?',
    DEHY,
  ],
];

describe('facility troubles are answered from the entry written to troubleshoot them', () => {
  it.each(QUESTIONS)('%s', async (question, expected) => {
    await expectEntryAnswer(question, expected);
  });

  it('still answers a question about the equipment itself from the equipment entry', async () => {
    const { markdown } = await engine.answer('how does a TEG dehydrator work?');
    expect(titleOf(markdown)).toMatch(/^Gas dehydration with glycol/);
    const { markdown: flare } = await engine.answer('what do the air rules require of a flare?');
    expect(titleOf(flare)).toMatch(/^Flares and enclosed combustors/);
  });

  it('keeps the flare lit while gas still goes to it', async () => {
    const { markdown } = await engine.answer('flare raining burning liquid, should we put it out?');
    expect(bodyOf(markdown)).toMatch(/Keep the flare lit/);
  });

  it('ranks a troubleshooting entry before an equipment entry for a problem', () => {
    const [best] = searchKnowledge('glycol dehydrator water content went up, losing glycol');
    expect(best?.entry.id).toBe('fac-glycol-dehy-off-spec');
    const [topic] = searchKnowledge('What water content does pipeline gas need?');
    expect(topic?.entry.id).toBe('fac-gas-dehydration');
  });
});

describe('the facility trouble entries', () => {
  it.each([
    ['fac-flare-smoking-liquid', true],
    ['fac-glycol-dehy-off-spec', false],
    ['fac-pipeline-line-balance', true],
  ])('%s is cited, reviewed and well formed', (id, critical) => {
    expectWellFormedEntry(id, critical);
  });
});

const PACKER: EntryAnswer = {
  title: /^A retrievable packer that will not release/,
  says: /\*\*Ask first\*\*[\s\S]*equalize/i,
  immediate: false,
};

describe('a packer that will not release', () => {
  it.each([
    "packer won't come free on the workover, what do we try?",
    'Rotated the 5-1/2" tension packer to the right and pulled 40k over string weight, still set. It has been in the well since 2015. Options before we cut?',
  ])('is answered from its entry: %s', async (question) => {
    await expectEntryAnswer(question, PACKER);
  });

  it('is not mistaken for a release of gas', async () => {
    const { markdown } = await engine.answer(
      'trying to release the hydraulic packer, what is the usual procedure?',
    );
    expect(bodyOf(markdown)).not.toMatch(/^\*\*Immediate actions/);
  });

  it('is cited, reviewed and well formed', () => {
    expectWellFormedEntry('comp-packer-will-not-release', false);
    expectWellFormedEntry('comp-matrix-acid-selection', false);
  });
});

describe('field words for symptoms reach the entry about them', () => {
  it.each([
    [
      'our SWD injection pressure keeps climbing at the same rate, now near the permit max',
      /^Injection or disposal well pressure rising/,
    ],
    [
      'second-stage scrubber dumps all the time since the separator started carrying liquid over',
      /^Separator liquid carryover/,
    ],
    ['standpipe pressure fell 250 psi over the tour at constant strokes', /^Pump pressure falling/],
    ['how can we tell whether we are swabbing on trips out?', /^Kick while tripping/],
    [
      '650 psi on the B annulus that was zero last year, bleed it?',
      /^Pressure on a casing annulus/,
    ],
    ['plunger stopped arriving last week, what do I look at?', /^Plunger lift/],
    [
      'plug bumped on the 5-1/2, we bled back and the floats are not holding, it keeps flowing back',
      /^Cementing problems/,
    ],
    ['explain the drillers method against wait and weight for our kill', /^Killing a kick/],
    ['we want to pump plain 15% HCl into a sandstone producer, good idea?', /^Matrix acidizing/],
    [
      'oil well was off three days for a compressor change-out and now it will not flow back, what do we try?',
      /^A well that will not come back after a shut-in/,
    ],
    ['how can we tell the lateral is not cleaning properly?', /^Hole cleaning/],
    [
      'third leak this year on the gas gathering line, pits along the bottom at low spots, the gas carries CO2 and makes water',
      /^CO2 \(sweet\) corrosion/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('a question about doing it safely', () => {
  it('opens with the entry’s safety section', async () => {
    const { markdown } = await engine.answer(
      'is it safe for the pumper to hand gauge the oil tanks through the thief hatch?',
    );
    expect(bodyOf(markdown)).toMatch(/^\*\*(?:Safety|Immediate actions)/);
  });
});

describe('H2S showing up in a sweet field', () => {
  it.each([
    'our waterflood was sweet for years and now two producers read 60 ppm H2S, what does it mean?',
    'seeing H2S on wells that never had any since we started injecting seawater. real or lab error?',
  ])('opens with treating the field as sour: %s', async (question) => {
    await expectEntryAnswer(question, {
      title: /^H2S showing up in a sweet field/,
      says: /Treat the affected wells/,
      immediate: true,
    });
  });

  it('is cited, reviewed and well formed', () => {
    expectWellFormedEntry('chem-reservoir-souring', true);
  });
});

describe('a flare whose pilot blows out', () => {
  it('is answered from the flare entry without the burning-liquid actions', async () => {
    const { markdown } = await engine.answer(
      'flare pilot keeps going out when the wind picks up, risk?',
    );
    expect(titleOf(markdown)).toMatch(/^Flare smoking, raining burning liquid or blown out/);
    const body = bodyOf(markdown);
    expect(body).not.toMatch(/^\*\*Immediate actions/);
    expect(body).toMatch(/Pilot or flame out/);
  });
});

describe('pressure upstream of a blockage', () => {
  it('opens with the immediate actions for a plug in a line', async () => {
    const { markdown } = await engine.answer(
      'flowline iced up after the restart, 1,400 psi upstream of the blockage and 150 downstream, we plan to bleed the low side',
    );
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions/);
  });
});

describe('a rod-pumped well making less', () => {
  it('is answered from its entry, asking where the fluid level is', async () => {
    await expectEntryAnswer(
      'beam well fell from 80 to 30 bopd this week, the card still looks normal and the unit is running fine. where is it going?',
      {
        title: /^A rod-pumped well making less/,
        says: /\*\*Ask first\*\*: where is the fluid level[\s\S]*tubing leak/,
        immediate: false,
      },
    );
  });

  it('does not ask for the fluid level a shot already gave', async () => {
    await expectEntryAnswer(
      'rod pump well: fluid level shot shows 2,500 ft over the pump now and the rate is half what it was',
      { title: /^A rod-pumped well making less/, says: /tubing leak/, immediate: false },
    );
    const { markdown } = await engine.answer(
      'rod pump well: fluid level shot shows 2,500 ft over the pump now and the rate is half what it was',
    );
    expect(markdown).not.toMatch(/\*\*Ask first\*\*: where is the fluid level/i);
  });

  it('is cited, reviewed and well formed', () => {
    expectWellFormedEntry('lift-rod-pump-rate-drop', false);
  });
});
