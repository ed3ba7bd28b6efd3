import { describe, expect, it } from 'vitest';
import { findCalcBlocks, parseCalcCard } from '@petrosage/contracts/calc';
import { endangersPeople } from '../../src/modules/knowledge/knowledge-focus';
import { expandQuestion } from '../../src/modules/knowledge/knowledge-thesaurus';
import { cardEngine, engine } from '../tools/offline-engine';

/**
 * Emergencies told in plain words — someone down, a fire, fluid through the skin, a ruptured line,
 * gas rising in a shut-in well, a gun that did not fire, a hatch blowing, a well coming in on a
 * workover — reach the entry about them, and every answer about a person at risk, a fire or a
 * release opens with the actions that protect people, whatever entry answers it.
 */

/** The reply's title, its first line (`### …`). */
function titleOf(markdown: string): string {
  return (markdown.split('\n')[0] ?? '').replace(/^### /, '');
}

/** The reply's text after the title, up to the sources. */
function bodyOf(markdown: string): string {
  return (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n').trim();
}

const EMERGENCIES: [question: string, title: RegExp, says: RegExp][] = [
  // A person down, long and short.
  [
    'One of our roustabouts went up the stairs to gauge the oil tank an hour ago and the pumper just found him lying on the walkway, not moving. What do we do?',
    /^A person down or unconscious/,
    /second victim/,
  ],
  ['man down on the tank battery', /^A person down or unconscious/, /SCBA/],
  // A person down where another entry is about the place or its job (a disposal well's permit, a
  // sour water tank): the person comes first.
  [
    'Our pumper found the contract hand lying unconscious by the produced-water tank at the south battery. The field has H2S. What does he do now?',
    /^A person down or unconscious/,
    /second victim/,
  ],
  [
    'worker not moving on the walkway at the disposal well, his buddy wants to climb up and pull him off',
    /^A person down or unconscious/,
    /SCBA/,
  ],
  [
    'a hand passed out while cleaning the inside of a frac tank',
    /^A person down or unconscious/,
    /emergency services/,
  ],
  [
    'Half the flowback crew say they feel dizzy and sick since we opened the well up to the tanks this morning',
    /^A person down or unconscious/,
    /leave upwind/,
  ],
  // Fires.
  [
    'The wellhead caught fire while the rig was nippling up, there are flames 30 ft high',
    /^Fire at a wellhead/,
    /Never approach a burning wellhead/,
  ],
  ['our oil tank is on fire after a storm', /^Fire at a wellhead/, /evacuate everyone upwind/],
  [
    'there are flames coming from the bottom of the separator next to the flare',
    /^Fire at a wellhead/,
    /remote or safe points/,
  ],
  // A fire at a fired vessel is a fire, not a burner to relight.
  [
    "Fire rolling out of the firebox on our line heater and flames at the base of the stack, the fuel valve's right by the burner",
    /^Fire at a wellhead/,
    /walk into the radiant heat to close a valve/,
  ],
  [
    'the treater is on fire, flames from the burner door and oil burning under the firebox',
    /^Fire at a wellhead/,
    /evacuate everyone upwind/,
  ],
  // Of the entry about the equipment or the job and the fire's, answering as well, the fire's
  // leads.
  [
    'We are hot oiling a paraffin-plugged well and the hose on the hot oil truck caught fire',
    /^Fire at a wellhead/,
    /evacuate everyone upwind/,
  ],
  [
    'oil from the leaking stuffing box caught fire, small flames at the wellhead, what now',
    /^Fire at a wellhead/,
    /Never approach a burning wellhead/,
  ],
  // A high-pressure injection injury.
  [
    'A hose on the frac pump had a pinhole and it shot hydraulic fluid into his hand at about 4,000 psi. It is only a tiny mark and he says it does not hurt much, can he keep working?',
    /^High-pressure injection injury/,
    /medical emergency even when the wound looks small/,
  ],
  [
    'fluid injected into my finger from a leak',
    /^High-pressure injection injury/,
    /emergency department/,
  ],
  // A ruptured line or a release near people.
  [
    'The 4 in flowline ruptured about 200 yards from a house and the neighbours say they smell gas',
    /^A flowline or pipeline rupture or release/,
    /evacuate residents downwind/,
  ],
  [
    'oil spraying out of a buried line by the highway',
    /^A flowline or pipeline rupture or release/,
    /Keep ignition away/,
  ],
  // Gas migrating in a shut-in well.
  [
    'We shut the well in last night with gas in the hole and the pipe plugged; since then drill pipe and casing pressure have both kept rising, about 100 psi an hour. Should we bleed it back down?',
    /^Gas migrating in a shut-in well/,
    /Do not just bleed the pressure off/,
  ],
  [
    'shut-in well, pressure building on both sides',
    /^Gas migrating in a shut-in well/,
    /volumetric/i,
  ],
  // …while the kill mud is mixed: the pressures creep, the kick is already shut in.
  [
    'Shut in on a 20 bbl kick with SIDPP 300 and SICP 480; waiting on barite and both gauges have crept up 100 psi in the last half hour. What do we do?',
    /^Gas migrating in a shut-in well/,
    /Do not just bleed/,
  ],
  [
    'kick shut in, still mixing kill mud, both pressures creeping up every few minutes',
    /^Gas migrating in a shut-in well/,
    /Do not just bleed/,
  ],
  // A perforating gun that did not fire.
  [
    'The wireline crew pulled the perforating guns and several of the charges did not fire',
    /^A misfired or partly fired perforating gun/,
    /Radio silence/,
  ],
  ['perf gun misfire at surface', /^A misfired or partly fired perforating gun/, /Clear the area/],
  // A tank or vessel venting.
  [
    'Gas is blowing out of the thief hatch on the oil tank and the pressure relief keeps popping',
    /^A tank or vessel venting/,
    /no gauging/i,
  ],
  // A well flowing during a workover.
  [
    'While we were laying down tubing on the workover rig the well came in on us and started flowing up the tubing',
    /^A well that unloads or starts flowing during a workover/,
    /full-opening safety valve/,
  ],
  // Trapped pressure before breaking a connection (an entry that was there already; a guard).
  [
    'Before we nipple down the BOP, how do we make sure there is no pressure trapped below the plug?',
    /^Trapped pressure/,
    /line of fire/,
  ],
];

/** More plain words for the same emergencies. */
const IN_OTHER_WORDS: [question: string, title: RegExp, says: RegExp][] = [
  [
    'a worker fainted on the stairs of the produced water tank',
    /^A person down or unconscious/,
    /second victim/,
  ],
  ['there is a fire at the compressor station', /^Fire at a wellhead/, /call emergency services/],
  [
    'The gathering line split open in a pasture next to a subdivision and you can hear the gas roaring',
    /^A flowline or pipeline rupture or release/,
    /Keep ignition away/,
  ],
  [
    'SIDPP and SICP both rising since we shut in, and the bit is 2,000 ft off bottom',
    /^Gas migrating in a shut-in well/,
    /Do not just bleed/,
  ],
  [
    'Could there be pressure under the tree cap before we break it? How do we check?',
    /^Trapped pressure/,
    /Verify zero/,
  ],
  // A gas detector sounding: its actions first, whatever number it read.
  [
    'my personal H2S monitor started beeping at 15 ppm while I was on the tank stairs, what now?',
    /^H2S exposure/,
    /upwind/,
  ],
  [
    'drilling ahead and the H2S sensor at the bell nipple reads 25 ppm and climbing, we are circulating',
    /^H2S exposure/,
    /upwind/,
  ],
];

describe('emergencies told in plain words reach their entry', () => {
  it.each([...EMERGENCIES, ...IN_OTHER_WORDS])('%s', async (question, title, says) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
    const body = bodyOf(markdown);
    expect(body).toMatch(/^\*\*Immediate actions\b/);
    expect(body.split('\n\n')[0]).toMatch(says);
    expect(markdown).toMatch(/\*\*Source:\*\* .*last reviewed \d{4}-\d{2}-\d{2}/);
  });
});

describe('people first, whatever entry answers', () => {
  it.each([
    [
      'The vapor recovery unit is down and the tanks are venting gas with the pumper standing right beside them',
      /^A tank or vessel venting/,
    ],
  ])(
    'a topic entry still opens with the emergency entry’s immediate actions: %s',
    async (question, from) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions — people first\*\*\n1\. /);
      const cited = /\*\*Immediate actions from:\*\* ([^\n]+)/.exec(markdown)?.[1] ?? '';
      expect(cited).toMatch(from);
      expect(cited).toMatch(/last reviewed \d{4}-\d{2}-\d{2}/);
    },
  );

  it.each([
    // A guard: this one already opened with an entry's Immediate actions.
    'Gas is leaking out of a 1/2 in hole in the separator at 800 psi and two hands are standing right next to it, how much gas are we losing?',
    'A 3 in line burst at 1,200 psi next to the lease road where the crew was parked — estimate the release rate',
  ])('never a calculator form asking for inputs: %s', async (question) => {
    const reply = await cardEngine.answer(question, []);
    expect(reply.skill).toBe('knowledge');
    expect(bodyOf(reply.markdown)).toMatch(/^\*\*Immediate actions\b/);
    for (const block of findCalcBlocks(reply.markdown)) {
      const parsed = parseCalcCard(block.body);
      expect(parsed.ok && parsed.card.status).toBe('computed');
    }
  });

  it('tells a person at risk from the same words in a question about equipment', () => {
    expect(
      endangersPeople('the pumper is walking over to the tank where the gas alarm went off'),
    ).toBe(true);
    expect(endangersPeople('a hand collapsed on the catwalk')).toBe(true);
    expect(
      endangersPeople('the heater treater fire tube is scaled up, what should we check?'),
    ).toBe(false);
    expect(endangersPeople('what burst pressure rating do I need for 5-1/2 in casing?')).toBe(
      false,
    );
    expect(endangersPeople('the pumper says the tank level is near the top')).toBe(false);
    expect(endangersPeople('how often do we pressure test the blowout preventer?')).toBe(false);
    expect(endangersPeople('do I need an explosion-proof motor on the pump?')).toBe(false);
    expect(endangersPeople('we injected 2,000 bbl of brine into the disposal well')).toBe(false);
    expect(endangersPeople('will shutting the well in hurt production?')).toBe(false);
    expect(endangersPeople('one of the hands got hurt when the line parted')).toBe(true);
    expect(endangersPeople('the casing collapsed at 6,000 ft during the frac')).toBe(false);
    expect(endangersPeople('the string is not moving up or down, stuck at 9,000 ft')).toBe(false);
    expect(endangersPeople('the compressor engine keeps misfiring')).toBe(false);
    expect(endangersPeople('the burner on the heater treater did not fire this morning')).toBe(
      false,
    );
    expect(endangersPeople('the flare flames are smoky, is that a violation?')).toBe(false);
    expect(endangersPeople('my operator went into the cellar and collapsed')).toBe(true);
    expect(endangersPeople('our crew lead got burned when the heater treater flashed')).toBe(true);
    expect(endangersPeople('diesel got injected into his thumb from a leaking fitting')).toBe(true);
    expect(endangersPeople('gas blowing from a wellhead flange with hands working around it')).toBe(
      true,
    );
    // "Around" as "about" is not a person near a hazard.
    expect(
      endangersPeople('the operator reads the casing gas around 400 psi on the separator'),
    ).toBe(false);
  });

  it('counts the thesaurus phrases that tell of an emergency', () => {
    expect(expandQuestion('the line ruptured and we can smell gas').emergencies).toBeGreaterThan(0);
    expect(expandQuestion('he passed out on the stairs').emergencies).toBe(1);
    expect(expandQuestion('the gas well loads up every few days').emergencies).toBe(0);
  });
});

describe('a planned job is no emergency', () => {
  it('a gas leak at the hanger with people near gets emergency actions, not a two-way check procedure', async () => {
    const { markdown } = await engine.answer(
      'Wellhead leaking gas at the tubing hanger and the crew is standing right there. What first?',
    );
    expect(markdown).toMatch(
      /\*\*Immediate actions[^*]*\*\*\n1\. [^\n]*(?:people|upwind|line of fire)/i,
    );
    expect(markdown).not.toMatch(/Nothing is unbolted until/);
  });

  it('asked whether a worker is over the limit, the limits lead the answer', async () => {
    const { markdown } = await engine.answer(
      'The gauger wore a badge at the condensate tanks all week: 8-hour average 1.3 ppm benzene and a 15-minute peak of 6 ppm. Is he over the limit?',
    );
    expect(markdown).toMatch(/^### Benzene[^\n]*\n\n\*\*Exposure limits\*\*/);
  });
});
