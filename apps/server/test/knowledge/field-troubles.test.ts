import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { focusedBody } from '../../src/modules/knowledge/knowledge-focus';
import { expandQuestion } from '../../src/modules/knowledge/knowledge-thesaurus';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf } from './entry-answers';

/**
 * Field problems that were answered from a neighbouring entry, the reply's "Ask first" line when
 * the message already holds the fact, the decision an entry settles when it is what is asked, and
 * the evidence of a case weighed against the card it came with.
 */

interface Topic {
  id: string;
  title: RegExp;
  says: RegExp;
  questions: readonly string[];
}

const TOPICS: readonly Topic[] = [
  {
    id: 'lift-stuffing-box-leak',
    title: /^Stuffing box leaking/,
    says: /alignment|aligned/i,
    questions: [
      'the stuffing box on our beam well weeps oil no matter how much we crank down on the gland',
      'polished rod is running hot and the packing only lasts a week, what should we look at?',
    ],
  },
  {
    id: 'lift-pumping-unit-overload',
    title: /^Pumping unit over its rating/,
    says: /rebalance/i,
    questions: [
      'torque analysis says the gearbox is loaded to 112% of rating since we put in the bigger pump. can we leave it running for a month?',
      'unit out of balance after the pump change, gearbox groaning on the upstroke',
    ],
  },
  {
    id: 'lift-gas-lift-gas-allocation',
    title: /^Sharing lift gas/,
    says: /equal-slope|slope/i,
    questions: [
      'not enough lift gas for all 25 wells on the header, how do we decide who gets what?',
      'compressor limited on our gas lift field, which wells should get the injection gas?',
    ],
  },
  {
    id: 'cement-plug-soft-or-low',
    title: /^A cement plug that tags soft/,
    says: /viscous|bridge plug/i,
    questions: [
      'set a kickoff plug, waited 12 hours and tagged it 150 ft deeper than where we spotted it and soft. why?',
      'plugging a well and the cement plug tagged soft; the state inspector wants a firm tag',
    ],
  },
  {
    id: 'ops-injector-injectivity-jump',
    title: /^Injection well suddenly taking more water/,
    says: /annulus/i,
    questions: [
      'our water injector pressure fell by half last week and it is taking twice the water at the same pump setting',
      'injection rate jumped overnight on a flood injector and the pressure dropped, what happened?',
    ],
  },
  {
    id: 'fac-tank-overflow-recurring',
    title: /^A tank that overflows again and again/,
    says: /high-high level shutdown/i,
    questions: [
      'the water tank at the battery ran over again, second time in two weeks, the level switch hung up',
      'tank keeps running over at night when the transfer pump does not come on',
    ],
  },
  {
    id: 'res-child-well-underperforming',
    title: /^A child \(infill\) well/,
    says: /depletion/i,
    questions: [
      'our infill well is falling off much faster than the type curve; it sits 500 ft from an older producer',
      'child well declining faster than the offsets, same frac design as the parent. why?',
    ],
  },
];

describeNewTopics('field problems that had only a neighbour to answer them', TOPICS, ({ id }) => {
  const entry = knowledgeEntry(id);
  expect(entry?.lastReviewed).toBe('2026-11-30');
  expect(entry?.sources.length ?? 0).toBeGreaterThanOrEqual(2);
  for (const source of entry?.sources ?? []) expect(source.url).toMatch(/^https:\/\//);
  expect(entry?.symptoms?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(entry?.body).toMatch(/\*\*What to check, in this order\*\*/);
  expect(entry?.body).toMatch(/\*\*Safety:\*\*/);
});

describe('problems routed to the entry written for them', () => {
  it.each([
    [
      'drive trips on overcurrent every time we try to start the new ESP, the well is full of heavy crude',
      /^ESP trips and failures/,
      /start-up torque/,
    ],
    [
      'ESP motor temperature keeps creeping up since the rate fell off, now 40F above normal',
      /^ESP trips and failures/,
      /temperature trip/,
    ],
    [
      'gas lift well: casing holding 1,050 psi, nothing on the injection meter and the well quit flowing. bad chart or bad valve?',
      /^Gas-lift troubleshooting/,
      /meter is wrong/,
    ],
    // A gas-lift well's injection that jumps is the lift's trouble, not a water injector's.
    [
      'Gas lift producer: lift gas went from 550 to 1,300 mcfd overnight without anyone touching the setting, casing pressure is 140 psi lower and the oil did not come up at all.',
      /^Gas-lift troubleshooting/,
      /./,
    ],
    [
      'gas lift well: injection gas rate doubled overnight, casing pressure down 150 psi, no more oil',
      /^Gas-lift troubleshooting/,
      /./,
    ],
    // The choice of shut-in asked: the kick entry says what each is and which is usual.
    [
      'hard vs soft shut in - which should we use and why',
      /^Kick warning signs/,
      /hard shut-in is the usual standing order/,
    ],
    // How to find out what a deposit is asks about the problem, whatever the depths and the
    // pump stages the story names: no ESP calculation.
    [
      'Pulled tubing and found hard white layers around the ESP intake and inside the pump stages, soft black stuff from 3,500 to 5,000 ft. How do I figure out what each one is?',
      /scale|deposit/i,
      /./,
    ],
    // A rate that fell overnight: the well that dropped off, checked from the surface down.
    [
      'Production on the Smith 4 dropped off overnight, nothing changed at surface that we know of. What is the first thing to check?',
      /^A flowing well that died or dropped off/,
      /./,
    ],
    [
      'gas well fell overnight from 2 MMcfd to 900 mcfd',
      /^A flowing well that died or dropped off/,
      /./,
    ],
    // Going into a vessel is a confined-space entry, whatever the vessel.
    [
      'Tomorrow the crew is going to enter the free-water knockout to inspect the internals. What has to be in place?',
      /^Confined-space entry/,
      /./,
    ],
    ['vessel entry on the heater treater tomorrow, what do we need?', /^Confined-space entry/, /./],
    // A radiation survey's reading is NORM's.
    [
      'pipe yard survey shows 60 uR/hr on some joints against 8 background, what now?',
      /^NORM/,
      /./,
    ],
    // An injector's wellhead pressure climbing at the same rate.
    [
      'Our water injector WHP went from 900 to 1,300 psi over six weeks at the same rate - plugging?',
      /^Injection or disposal well pressure rising/,
      /./,
    ],
    // A line that plugged after a cold shutdown is a hydrate, whatever bypass is proposed.
    [
      'The gas line plugged up after the overnight shutdown at -15 C, 1,100 psi upstream and 200 at the plant. Ops want to open the bypass and steam it. Best way?',
      /^Gas hydrates/,
      /./,
    ],
    // A water cut that went from one figure to another, and where the water comes from.
    [
      'WC went 25% -> 70% in two months on a well in the flood, where is the water coming from?',
      /^Water cut rising|^A sudden water-cut jump/,
      /./,
    ],
    // The beam pumping unit by its field names ("pumpjack", "beam unit").
    [
      'One of the hands wants to slide the counterweights out on the pumpjack while it is still going, just slowed down. Is that OK?',
      /counterweights/i,
      /./,
    ],
    [
      'Beam unit motor is hot to the touch: 52 A on the upstroke and 24 A on the downstroke.',
      /counterbalance|counterweights/i,
      /./,
    ],
    [
      'gas seeping out of a flange on the separator inlet and the lead operator wants to tighten the bolts live',
      /^Working on pressured equipment/,
      /Stop the job/,
    ],
    [
      'what is the proper way to space out a rod pump once the rods are landed?',
      /^Spacing out and seating a rod pump/,
      /Tag bottom/,
    ],
  ])('%s', async (question, title, says) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
    expect(bodyOf(markdown)).toMatch(says);
  });

  it.each([
    [
      'our HT is not separating like it used to: BS&W 2.5% vs 0.5% spec at 150F since the chemical switch',
      /^Emulsion breakers|^Heater treaters/,
    ],
    [
      'the 3rd stage discharge temp on our recip is alarming at 320F, it normally runs 275F, suction unchanged',
      /^Compressor troubleshooting/,
    ],
    [
      'hard black deposits in the tubing, xylene takes them off but hot oil does nothing; flowing bottomhole pressure is 3,000 psi against an 1,800 psi bubble point. how can it be dropping out?',
      /^Asphaltene/,
    ],
  ])('a problem told with figures is the base, not a calculator: %s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('field abbreviations', () => {
  it.each([
    ['inj pressure', 'inject'],
    ['the HT is not treating', 'treater'],
    ['GL well heading', 'lift'],
    ['PW line corrosion', 'produc'],
    ['WIW annulus', 'inject'],
    ['CTB tank overflow', 'battery'],
    ['CBL looks poor', 'bond'],
  ])('%s reads as %s', (text, word) => {
    expect(expandQuestion(text).terms.join(' ')).toContain(word);
  });
});

describe('the "Ask first" line asks only what the message does not say', () => {
  it('drops the questions a trip report already answers', () => {
    const entry = knowledgeEntry('drill-kick-while-tripping');
    expect(entry).toBeDefined();
    if (!entry) return;
    const body = focusedBody(
      entry,
      'pulling out at 8,000 ft and the trip tank says 9 bbl short after 12 stands, keep going?',
    );
    const ask = /\*\*Ask first\*\*: (.*)/.exec(body)?.[1] ?? '';
    expect(ask).toMatch(/flow check/);
    expect(ask).not.toMatch(/how many barrels|how many stands/);
    // The closing sentence spoke of the three questions together; it goes with them.
    expect(ask).not.toMatch(/A short fill with no flow/);
  });

  it('keeps the whole line when the message gives none of it', () => {
    const entry = knowledgeEntry('drill-kick-while-tripping');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(entry, 'hole not taking the right fill on the trip out');
    expect(body).toMatch(/\*\*Ask first\*\*: how many barrels short, over how many stands/);
  });

  it('leaves the line out when the message answers all of it', () => {
    const entry = knowledgeEntry('lift-gas-lift-troubleshooting');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(
      entry,
      'gas lift well: casing pressure is 100 psi over the design operating pressure and the meter says injection rate is 700 mcfd, production falling',
    );
    expect(body).not.toMatch(/\*\*Ask first\*\*/);
    expect(body).not.toMatch(/also covers: [^.]*Ask first/);
  });
});

describe('the questions of an "Ask first" list', () => {
  it('asks only for the figure of the list the message does not give', () => {
    const entry = knowledgeEntry('fac-psv-lifting');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(
      entry,
      'relief valve on the heater treater keeps popping: set at 125 psi and the normal operating pressure is 110 psi',
    );
    const ask = /\*\*Ask first\*\*: (.*)/.exec(body)?.[1] ?? '';
    expect(ask).toMatch(/MAWP/);
    expect(ask).not.toMatch(/set pressure|normal operating pressure/);
  });

  it('keeps a list of items named in one question together', () => {
    const entry = knowledgeEntry('lift-plunger-troubleshooting');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(entry, 'plunger quit arriving, casing is at 400 psi');
    expect(body).toMatch(/casing, tubing and line pressures at opening/);
  });
});

describe('a decision asked is answered first from the rule the entry gives for it', () => {
  it('a low megger on a running ESP: pull it or not', async () => {
    const { markdown } = await engine.answer(
      'ESP still pumping fine but the phase to ground megger dropped to 5 megohms from 800 at install. should we pull it now?',
    );
    expect(titleOf(markdown)).toMatch(/^ESP electrical readings/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Pull it now, or run it on\?\*\*/);
    // The diagnosis follows rather than hiding behind "the entry also covers".
    expect(bodyOf(markdown)).toMatch(/\*\*What to check, in this order\*\*/);
  });

  it('a poor bond log before a frac: squeeze or not', async () => {
    const { markdown } = await engine.answer(
      'bond log over the pay looks poor on the production string, frac is next month. do we squeeze?',
    );
    expect(bodyOf(markdown)).toMatch(/Squeeze a poor bond log, or not\?/);
    expect(bodyOf(markdown)).toMatch(/microannulus/);
  });

  it('a proposed course told, not asked, is weighed too', async () => {
    const { markdown } = await engine.answer(
      'GOR on the well has tripled this year and the reservoir is near the bubble point; the plan is to open the choke to get the oil back',
    );
    expect(titleOf(markdown)).toMatch(/^GOR rising/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Open the choke to make up the oil\?\*\*/);
  });

  it('a question about what a reading means is not a decision', async () => {
    const { markdown } = await engine.answer(
      'megger on the ESP went from 1,000 megohms at install to 40 this month. what does that mean?',
    );
    expect(bodyOf(markdown)).not.toMatch(/^\*\*Pull it now/);
  });
});

describe('a card weighed against the fluid level the user gave', () => {
  it('a pound-shaped card with fluid high over the pump is not treated as pumped off', async () => {
    const { markdown } = await engine.answer(
      'card shows a fluid pound, the load drops hard on the downstroke, but the sonolog has the fluid level 900 ft above the pump. what is going on?',
    );
    const body = bodyOf(markdown);
    expect(body).toMatch(/gas interference/i);
    expect(body).toMatch(/leaking (?:traveling|standing)|traveling or standing valve/i);
    expect(body).not.toMatch(/^[^\n]*Fix: slow down/m);
  });

  it('the pound entry acts on the high fluid level before slowing the unit', async () => {
    const { markdown } = await engine.answer(
      'rod pump knocking on the downstroke but the fluid level shot is way up, 1,200 ft over the pump. slow it down?',
    );
    expect(titleOf(markdown)).toMatch(/^Rod pump knock or pound/);
    expect(bodyOf(markdown)).toMatch(/Pound with a high fluid level:\*\* do not slow the unit/);
  });
});

describe('the way to go about a job, or a case told in figures, gets the whole diagnosis', () => {
  it('the proper way to do a job on a troubleshooting entry shows its checks in order', async () => {
    const { markdown } = await engine.answer(
      'what is the proper way to space out the pump after landing the rods? everyone on the crew does it their own way',
    );
    expect(titleOf(markdown)).toMatch(/^Spacing out and seating a rod pump/);
    expect(bodyOf(markdown)).toMatch(/\*\*What to check, in this order\*\*/);
    expect(bodyOf(markdown)).not.toMatch(/also covers: [^.]*What to check/);
  });

  it('a case reported with figures and no question shows what to do', async () => {
    const { markdown } = await engine.answer(
      'spotted a 150 ft balanced cement plug at 5,000 ft, tagged it 12 hrs later 300 ft low and soft',
    );
    expect(titleOf(markdown)).toMatch(/^A cement plug that tags soft/);
    expect(bodyOf(markdown)).toMatch(/\*\*What to do\*\*/);
  });
});

describe('asked whether a reading is really out of line', () => {
  it('"is it actually that high?" after a case in figures gets the diagnosis, with the figures worked', async () => {
    const { skill, markdown } = await engine.answer(
      'Two-stage recip. 1st-stage discharge temp alarm at 290 F. 1st-stage suction 90 F at 150 psig, discharge 420 psig, k ~1.28. Is it actually that high?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Compressor troubleshooting/);
    expect(markdown).toMatch(/A calculation from the figures you gave/);
  });
});

describe('asked whether the well is past a limit', () => {
  it('"are we below critical yet?" on a gas well making water is the liquid-loading answer', async () => {
    const { skill, markdown } = await engine.answer(
      'Gas well about 300 Mcf/d on 2-3/8 tubing, FTP 150 psi, 6 bbl water a day and the rate keeps sliding. Are we below critical yet?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Liquid loading in gas wells/);
  });
});

describe('a calculation nobody asked for', () => {
  it('is left out when the calculator only guesses at the figures of a case', async () => {
    const { skill, markdown } = await engine.answer(
      'Sand showing up on well B-4 after 4 yrs on production, chokes eroding, water cut from 10 to 30% this year, about 0.2% BS&W all sand.',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Sand production/);
    expect(markdown).not.toMatch(/A calculation from the figures you gave/);
  });
});

describe('a reference section about the case follows the diagnosis', () => {
  it('shows the section a problem names and whose text holds the case', () => {
    const entry = knowledgeEntry('chem-asphaltenes');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(
      entry,
      'hard black deposits in the tubing that xylene takes off; the flowing pressure is well above the bubble point, so how can it be depositing?',
    );
    expect(body).toMatch(/\*\*When they deposit/);
    expect(body).not.toMatch(/also covers: [^.]*When they deposit/);
  });

  it('shows what the cavings tell when a problem describes them', async () => {
    const { markdown } = await engine.answer(
      'tight hole and fill after every connection, blocky angular cavings coming over the shakers. should we go up on mud weight?',
    );
    expect(titleOf(markdown)).toMatch(/^Wellbore instability/);
    expect(bodyOf(markdown)).toMatch(/\*\*What the cavings tell you/);
  });

  it('does not list a decision rule as shown when it was not asked', () => {
    const entry = knowledgeEntry('drill-cementing-problems');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(
      entry,
      'lost returns halfway through the cement job on the surface casing',
    );
    expect(body).toMatch(/also covers: [^.]*Squeeze a poor bond log, or not\?/);
  });
});

describe('cutting tubing that will not take fluid above a stuck packer', () => {
  it('warns of pressure trapped below the plug before the cut', async () => {
    const { markdown } = await engine.answer(
      'packer will not release and the tubing is bridged off with scale, pumped to 1,800 psi with no rate. going to jet cut above the packer, what should we watch?',
    );
    expect(titleOf(markdown)).toMatch(/^A retrievable packer that will not release/);
    expect(bodyOf(markdown)).toMatch(/pressure can be trapped below the plug/);
  });
});

describe('asking for the options in a case', () => {
  it('is a decision about the case, so the fact it turns on is asked', async () => {
    const { markdown } = await engine.answer(
      'Retrievable packer will not release: 12 right-hand turns and 50k over the string weight, still set after ten years downhole. Any options left?',
    );
    expect(titleOf(markdown)).toMatch(/^A retrievable packer that will not release/);
    expect(bodyOf(markdown)).toMatch(/\*\*Ask first\*\*/);
  });
});

describe('an "Ask first" written for one case of the topic', () => {
  it('is the one asked when the question names the case', () => {
    const entry = knowledgeEntry('drill-cementing-problems');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(entry, 'the CBL across the pay looks bad, do we need to squeeze?');
    expect(body).toMatch(/\*\*Ask first\*\*: Was the log run with pressure held on the casing/);
    expect(body).not.toMatch(/Ask first \(/);
  });

  it('leaves the topic-wide question for the other cases', () => {
    const entry = knowledgeEntry('drill-cementing-problems');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(entry, 'no cement to surface on the surface casing job, what now?');
    expect(body).toMatch(/\*\*Ask first\*\*: did you keep full returns/);
    expect(body).not.toMatch(/Was the log run with pressure/);
  });
});

describe('"how to …" on an entry written to troubleshoot', () => {
  it('gets the method and what to do, not the checks alone', () => {
    const entry = knowledgeEntry('lift-gas-lift-gas-allocation');
    if (!entry) throw new Error('missing entry');
    const body = focusedBody(entry, 'how to share 12 MMcf/d of lift gas across 30 wells?');
    expect(body).toMatch(/equal-slope rule/);
    expect(body).toMatch(/\*\*What to do\*\*/);
  });
});
