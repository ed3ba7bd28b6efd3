import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';
import { bodyOf, expectEntryAnswer, expectWellFormedEntry, titleOf } from './entry-answers';

/**
 * Emergencies the knowledge base had no entry for — well-control equipment failing during a kill,
 * electricity on the lease, an old well flowing at surface, a cracked or leaking vessel — and
 * emergencies a neighbour took: a kick with the pipe out of the hole, a kick while running casing.
 * Each is asked long with its figures and briefly, in our own words; the answer opens with the
 * Immediate actions for the event told.
 */

interface Emergency {
  id: string;
  title: RegExp;
  /** What its opening Immediate actions say. */
  says: RegExp;
  questions: readonly string[];
}

const NEW_EMERGENCIES: readonly Emergency[] = [
  {
    id: 'drill-well-control-equipment-failure',
    title: /^Well-control equipment failing/,
    says: /next barrier/,
    questions: [
      'Shut in on a 25 bbl gain with SICP 780 psi, and the koomey gauge has fallen from 3,000 to 1,400 psi with its pumps running nonstop; the annular is weeping mud at the bell nipple. What do we do?',
      'annular not holding on a shut-in kick',
      "Second circulation of the driller's method at 30 spm: gas reached surface and there is gas at the shakers, the poor boy is overloaded. Slow down?",
    ],
  },
  {
    id: 'ops-electrical-hazard',
    title: /^Electrical hazards on the lease/,
    says: /35 ft/,
    questions: [
      "After last night's storm a power line is down across the lease road about 200 ft from the 14-2 pumping unit, and the pumper is parked next to it. What should he do?",
      'hand got shocked opening the VSD door',
      'a downed power line on the tank battery fence',
    ],
  },
  {
    id: 'ops-old-well-flowing-at-surface',
    title: /^An old, abandoned or offset well leaking or flowing at surface/,
    says: /nearby injection/,
    questions: [
      'Landowner called: an old plugged well 1,200 ft from our SWD (injecting 8,000 bbl/d at 900 psi) is bubbling saltwater and gas out of the ground. What do we do?',
      'abandoned well flowing saltwater at surface near our injector',
    ],
  },
  {
    id: 'fac-pressure-vessel-leak',
    title: /^A leak, crack or bulge on a pressure vessel/,
    says: /depressure/,
    questions: [
      'Found a crack near a weld on the 3-phase separator shell, weeping oil; the vessel runs at 450 psi with an MAWP of 1,440 psi. Can it run until the shutdown next week?',
      'pinhole in the separator, ok to put a clamp on it?',
    ],
  },
  {
    id: 'ops-safety-valve-failed-test',
    title: /^A safety valve that fails its test/,
    says: /lost a barrier/,
    questions: [
      'Monthly ESD test on the 22-7: the SSV did not close when we hit the button, well making 3.5 MMcf/d at 1,650 psi FTP. Keep it flowing till the valve tech comes Thursday?',
      'SSV failed its leak test',
    ],
  },
  {
    id: 'ops-loss-of-well-control-surface',
    title: /^Loss of well control at surface/,
    says: /upwind/,
    questions: [
      'A water truck backed into the 3-12 wellhead, the wing valve broke off and gas and oil are flowing uncontrolled, about 900 psi on the tubing before. What do we do?',
      'well blowing out at the wellhead, not on fire',
    ],
  },
  {
    id: 'comp-frac-annulus-pressure',
    title: /^Annulus pressure rising during a frac stage/,
    says: /Stop pumping/,
    questions: [
      'Stage 17 of 40, pumping down the 5-1/2 at 85 bpm and 9,200 psi, and the intermediate annulus went from 250 to 2,600 psi in under a minute while treating pressure dropped 700 psi. What now?',
      'backside pressure jumped during the frac',
    ],
  },
];

describe('emergencies that had no entry', () => {
  it.each(NEW_EMERGENCIES.map((topic) => [topic.id] as const))(
    '%s is cited, reviewed and well formed',
    (id) => {
      expectWellFormedEntry(id, true, '2026-11-30');
    },
  );

  const cases = NEW_EMERGENCIES.flatMap((topic) =>
    topic.questions.map((question) => [topic.id, question, topic] as const),
  );
  it.each(cases)('%s: %s', async (_id, question, topic) => {
    await expectEntryAnswer(question, { title: topic.title, says: topic.says, immediate: true });
  });
});

describe('emergencies a neighbour took', () => {
  it.each([
    'Bit out of the hole for a bit change at 8,900 ft TD with 10.1 ppg mud, and the flow line started flowing. First steps?',
    'well flowing with the pipe out of the hole',
  ])('a kick with no pipe in the hole closes the blind rams: %s', async (question) => {
    await expectEntryAnswer(question, {
      title: /^Kick warning signs/,
      says: /blind/,
      immediate: true,
    });
  });

  it.each([
    'Took a kick while running 7" casing at 5,600 ft of 9,000 with 11.0 ppg mud. What now?',
    'kick while running casing',
  ])('a kick while running casing is a kick on a trip: %s', async (question) => {
    await expectEntryAnswer(question, {
      title: /^Kick while tripping/,
      says: /safety valve/,
      immediate: true,
    });
  });
});

describe('an emergency told with no question opens with its Immediate actions', () => {
  it.each([
    'Downed power line on the fence by the tank battery after the storm.',
    'the separator shell is weeping at a weld, 300 psi',
    'pumper feels a tingle when touching the pumping unit on the 3-1',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\b/);
    expect(titleOf(markdown)).not.toBe('');
  });
});

describe('weekly jobs an entry now covers step by step', () => {
  it.each([
    'How do we pull the plunger out of the lubricator safely to check its wear? Tubing 180 psi, casing 260.',
    'retrieve the plunger from the lubricator',
  ])('taking a plunger out of the lubricator: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Plunger lift troubleshooting/);
    expect(bodyOf(markdown)).toMatch(/Bleed the lubricator to zero/);
  });

  it.each([
    'Pressure testing the frac iron to 10,000 psi and one line is jumping and whipping, crew standing close. What now?',
    'treating iron whipping during the pressure test',
  ])('a line moving under a pressure test: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Working on pressured equipment/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/exclusion zone/);
    expect(body.slice(0, 1200)).toMatch(/stop the pump/i);
  });
});

describe('exposure limits that had no entry', () => {
  it('ops-benzene-exposure is cited and reviewed', () => {
    const entry = knowledgeEntry('ops-benzene-exposure');
    expect(entry?.lastReviewed).toBe('2026-11-30');
    expect(entry?.sources.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it.each([
    'Our pumpers hand-gauge 6 condensate tanks twice a day and a PID at the hatch read 12 ppm VOC. What are the benzene exposure limits and do our 4-gas monitors catch it?',
    'benzene exposure limits',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Benzene and BTEX exposure/);
    expect(bodyOf(markdown)).toMatch(/1 ppm/);
  });
});

describe('what a thing is asks for no emergency steps', () => {
  it("how a safety valve works is its workings, not a failed test's first lines", async () => {
    const { skill, markdown } = await engine.answer('how does a subsurface safety valve work?');
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown);
    expect(body).toMatch(/^\*\*How the valves work\*\*/);
    expect(body).not.toMatch(/\*\*Immediate actions/);
  });
});

describe('emergencies told in the words people use on the radio', () => {
  it.each([
    ['the electric motor on the pumping unit at the 7-1 is on fire', /Raise the alarm, evacuate/],
    ['a roustabout fell into the reserve pit and is not answering', /SCBA/],
    ['H2S 18 ppm on my monitor in the water transfer pump building', /upwind or crosswind/],
    [
      'The 2-inch casing valve blew off the wellhead on the 31-4 and it is spraying salt water and gas, about 400 psi on the casing before',
      /upwind/,
    ],
    ['gauger has a headache after opening the thief hatch on the oil tanks', /upwind/],
    [
      'swab line parted on the swab rig and the tubing is flowing through the lubricator',
      /master valve/,
    ],
  ])('%s', async (question, says) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown);
    expect(body).toMatch(/^\*\*Immediate actions\b/);
    expect(body.split('\n\n')[0]).toMatch(says);
  });

  it('lightning near the tanks stops gauging', async () => {
    const { skill, markdown } = await engine.answer(
      'thunderstorm rolling in and two pumpers are up on the tanks gauging, 8 tanks left',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Production storage tanks/);
    expect(bodyOf(markdown)).toMatch(/lightning/);
  });
});

describe('a falling figure is not a fall', () => {
  it('"ROP fell from …" asks for no emergency steps', async () => {
    const { skill, markdown } = await engine.answer(
      'PDC in soft shale, ROP fell from 110 to 20 ft/hr over 40 ft and standpipe came up 120 psi. Balling?',
    );
    expect(skill).toBe('knowledge');
    expect(bodyOf(markdown)).not.toMatch(/^\*\*Immediate actions/);
  });
});
