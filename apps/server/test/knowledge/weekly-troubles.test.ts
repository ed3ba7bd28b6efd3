import { describe, expect, it } from 'vitest';
import { knowledgeEntries } from '../../src/modules/knowledge/knowledge-base';
import type { KnowledgeEntry } from '../../src/modules/knowledge/knowledge-entry';
import {
  createKnowledgeIndex,
  searchKnowledge,
} from '../../src/modules/knowledge/knowledge-search';
import { tokenize } from '../../src/modules/knowledge/tokenize';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * Problems engineers ask about every week that had no entry, or whose answer came from a
 * neighbouring one: a compressor running hot, a separator level that will not come down, stuck
 * or leaking coiled tubing, sludge after acid, a gathering line losing capacity, iron sulfide that
 * glows, oil in the water, killing a depleted well, working on a pumping unit, a plunger that does
 * not arrive, casing that will not go down. Each is asked briefly and as a field report with
 * figures; the safety-critical ones open with their immediate actions.
 */

const TOPICS: readonly NewTopic[] = [
  {
    id: 'fac-compressor-troubleshooting',
    title: /^Compressor troubleshooting/,
    says: /\*\*Valve failures:\*\*|leaking or broken suction or discharge valve/,
    safetyCritical: false,
    questions: [
      'compressor valve failure, one cylinder hot',
      'third stage on our recip is running 40 F hotter than last month at the same pressures, trips at 340 F — what is wrong?',
      'can we bump the discharge temperature shutdown up 15 degrees so the unit stops tripping?',
    ],
  },
  {
    id: 'fac-separator-high-level',
    reviewed: '2026-11-30',
    title: /^Separator or vessel level running high/,
    says: /Cut the inflow before the level reaches the high-high/,
    safetyCritical: true,
    questions: [
      'separator high level alarm, dump valve wide open',
      'Test separator at 400 psi: the LCV shows 100% output yet the liquid keeps climbing toward the LSHH. What do we do?',
    ],
  },
  {
    id: 'comp-coiled-tubing-trouble',
    reviewed: '2026-11-30',
    title: /^Coiled tubing trouble/,
    says: /fatigue|circulat/,
    safetyCritical: true,
    questions: [
      'stuck coiled tubing in the lateral',
      'Cleaning out sand with 2" coil at 12,000 ft MD, can only pull 30k over string weight and it will not come free, returns are normal. Next step?',
      'motor keeps stalling while we mill composite plugs on coil and almost no plug pieces are coming back',
    ],
  },
  {
    id: 'comp-acid-sludge-emulsion',
    title: /^Sludge and emulsions after an acid job/,
    says: /compatibility/i,
    safetyCritical: false,
    questions: [
      'black sludge in the flowback after an HCl job',
      'We acidized a dolomite oil producer with 20% HCl; the returns are a thick emulsion with dark solids and the well is making less than before. What happened?',
    ],
  },
  {
    id: 'fac-gathering-line-pressure-drop',
    title: /^Flowline or gathering line pressure drop rising/,
    says: /hold-up|Pig/,
    safetyCritical: false,
    questions: [
      'gathering line pressure drop has doubled at the same rate',
      'Our 4" gas gathering line, 6 miles long, used to run 80 psi of drop and is now at 140 at the same MMcf/d. Wells upstream make some water. Why?',
    ],
  },
  {
    id: 'ops-pyrophoric-iron-sulfide',
    title: /^Pyrophoric iron sulfide/,
    says: /Wet it/,
    safetyCritical: true,
    questions: [
      'pyrophoric iron sulfide in a filter',
      'We pulled the cartridges from the gas filter separator and the black deposits on them started glowing red after an hour in the sun. What is going on?',
    ],
  },
  {
    id: 'fac-oil-in-water-treating',
    reviewed: '2026-11-30',
    title: /^Oil in produced water too high/,
    says: /Sample in and out of each step/,
    safetyCritical: false,
    questions: [
      'hydrocyclone outlet oil in water over the limit',
      'Oil in water after our IGF unit has gone from 25 mg/L to 90 mg/L this week; what should I check?',
    ],
  },
  {
    id: 'comp-depleted-well-kill',
    title: /^Killing a depleted or low-pressure well/,
    says: /Keep the hole full and measure what it takes/,
    safetyCritical: true,
    questions: [
      'fluid loss pill for a depleted well before a workover',
      'Killed a 3,000 ft oil well with 8.6 ppg produced water and it has been taking 10 bbl/hr since, the level is falling. Can we nipple down and pull rods?',
    ],
  },
  {
    id: 'lift-pumping-unit-lockout',
    title: /^Working on a pumping unit/,
    says: /lock out the motor's disconnect/,
    safetyCritical: true,
    questions: [
      'lockout on a pumping unit before changing the horsehead',
      'We have to replace the carrier bar on a 456 unit; the brake is set and the crank is at 3 o’clock. Good to climb up?',
    ],
  },
  {
    id: 'lift-plunger-troubleshooting',
    reviewed: '2026-11-30',
    title: /^Plunger lift troubleshooting/,
    says: /\*\*Likely causes\*\*[\s\S]*\*\*What to do\*\*/,
    safetyCritical: false,
    questions: [
      'plunger coming up too fast',
      'Our plunger has missed four arrivals in a row on a 1.9" tubing gas well, casing builds to 180 psi against 140 psi line pressure. What should I look at?',
    ],
  },
  {
    id: 'comp-stuck-wireline-tools',
    title: /^Stuck slickline or wireline tools/,
    says: /pull limit/,
    safetyCritical: false,
    questions: [
      'slickline tools stuck in the tubing',
      'Gauge run on 0.092 slickline hung up at 4,300 ft below the X nipple; we have 600 lb over and the jars are not moving it. Keep pulling harder?',
    ],
  },
  {
    id: 'ops-pressure-test-will-not-hold',
    title: /^A pressure test that will not hold/,
    says: /flattens|which gauge moves/i,
    safetyCritical: false,
    questions: [
      'casing pressure test keeps bleeding off',
      'Tested the tubing to 2,500 psi against a plug at 6,000 ft and it fell 150 psi in 15 minutes, nothing on the casing gauge. Where is it leaking?',
    ],
  },
  {
    id: 'drill-casing-will-not-go-down',
    title: /^Casing will not go to bottom/,
    says: /slack-off/,
    safetyCritical: false,
    questions: [
      'casing taking weight and will not go down',
      'Running 7" 29# liner at 8,900 ft and it stopped at 8,350 ft with 60k set down; picks up free. Circulate and wash, or come out?',
    ],
  },
];

describeNewTopics('weekly problems that had no entry', TOPICS);

describe('what the problem is about ranks above a neighbouring word', () => {
  it.each([
    [
      'a hydrate plug in a gathering line is the hydrate entry, not the line pressure-drop one',
      'there is a hydrate plug in our 6" gathering line, 900 psi on one side and 100 on the other — how do we clear it?',
      'chem-hydrate-inhibition',
    ],
    [
      'white scale that acid does not touch is a sulfate',
      'pulled the rods, hard white scale on them and it does not fizz in 15% HCl — what is it?',
      'chem-sulfate-scale',
    ],
    [
      'a crew sent into a tank to dig out sludge is a confined-space entry, not a spill',
      'contractor wants to put two men into the 300 bbl water tank to dig out the bottoms this afternoon',
      'ops-confined-space-entry',
    ],
    [
      'no sign the TCP guns fired is the misfire entry',
      'dropped the bar on our tubing-conveyed guns half an hour ago and got no shot indication at all; how do we proceed?',
      'comp-perforating-misfire',
    ],
    [
      'a pump card that pounds is the fluid-pound entry, not the card-reading one',
      'card shows fluid pound on our 1.5" pump at 7 SPM, fluid level a few joints over the pump. What to change?',
      'lift-rod-pump-pound',
    ],
    [
      'a kick shut in with its pressures read is killed, not only watched',
      'shut the well in on a 15 bbl gain, SIDPP 300 and SICP 480 after it settled, 10.5 ppg mud at 9,800 ft. What now?',
      'drill-kill-methods',
    ],
  ])('%s', (_name, question, id) => {
    expect(searchKnowledge(question)[0]?.entry.id).toBe(id);
  });

  it('a well flowing on a connection with the pumps off is a kick question, not a rod-pump one', async () => {
    const { markdown } = await engine.answer('well flows on the connection w/ pumps off, shut in?');
    expect(titleOf(markdown)).toMatch(/^Kick|ballooning|kick/i);
    expect(titleOf(markdown)).not.toMatch(/dynamometer|Rod pump/);
  });
});

describe('field shorthand', () => {
  it('reads "w/" as with and "w/o" as without', () => {
    expect(tokenize('flowing w/ pumps off')).toEqual(tokenize('flowing with pumps off'));
    expect(tokenize('kill it w/o damage')).toEqual(tokenize('kill it without damage'));
  });
});

describe('an alias of common words that names its entry as a phrase', () => {
  it('still names it after more entries are added to the base', () => {
    const filler = (n: number): KnowledgeEntry => ({
      id: `filler-${n}`,
      title: `Filler topic ${n}: stop the pump and the flow before work`,
      area: 'operations',
      aliases: [`filler ${n}`],
      summary: 'Stop the flow to the well before any work on it.',
      body: 'Stop the flow, stop the well, stop the work when the flow does not stop.',
      sources: [{ title: 'Example', url: 'https://example.com/' }],
      lastReviewed: '2026-11-29',
    });
    const index = createKnowledgeIndex([...knowledgeEntries, ...[1, 2, 3, 4, 5].map(filler)]);
    const [best] = index.search('my well stopped flowing');
    expect(best?.entry.id).toBe('ops-well-stopped-flowing');
    expect(best?.score).toBeGreaterThanOrEqual(0.9);
  });
});

describe('an alias of two words said as written', () => {
  it('keeps its entry an answer when other entries make its words common', () => {
    // Entries that use "plug", "line" and "pressure" everywhere lower what those words say;
    // "hydrate plug", said as a phrase, still names the hydrate entry.
    const filler = (n: number): KnowledgeEntry => ({
      id: `plug-filler-${n}`,
      title: `Plug topic ${n}: a plug in the line holding pressure`,
      area: 'operations',
      aliases: [`plug topic ${n}`],
      summary: 'A plug in a line with pressure on both sides of the plug.',
      body: 'Bleed the line on both sides of the plug; a plug holds pressure in the line.',
      sources: [{ title: 'Example', url: 'https://example.com/' }],
      lastReviewed: '2026-12-01',
    });
    const index = createKnowledgeIndex([
      ...knowledgeEntries,
      ...[1, 2, 3, 4, 5, 6, 7, 8].map(filler),
    ]);
    const [best] = index.search(
      'sounds like a hydrate plug in the 4 inch line off the wellhead: 700 psi one side and 80 the other. Now what?',
    );
    expect(best?.entry.id).toBe('chem-hydrate-inhibition');
    expect(best?.score).toBeGreaterThanOrEqual(0.5);
  });
});

describe('the part of an entry the problem asks about is shown, not cut to a heading', () => {
  it('crystals in the completion brine get the crystallization section', async () => {
    const { markdown } = await engine.answer(
      '11.8 ppg CaCl2 brine in the pits and it got down to 15 F last night, now there are white crystals in the tanks. Problem?',
    );
    expect(titleOf(markdown)).toMatch(/^Completion and workover fluids/);
    expect(bodyOf(markdown)).toMatch(/\*\*Crystallization temperature:\*\*/);
  });

  it('"safe to keep working" at a reading gets the exposure limits', async () => {
    const { markdown } = await engine.answer(
      'my H2S badge shows 8 ppm in the pump house — is it safe to keep working in there?',
    );
    expect(titleOf(markdown)).toMatch(/^H2S exposure/);
    expect(bodyOf(markdown)).toMatch(/\*\*Exposure limits and thresholds/);
  });

  it('a kick shut in gets the two kill methods as what to do', async () => {
    const { markdown } = await engine.answer(
      'we are shut in on a kick: SIDPP 420 psi, SICP 610 psi, 11.0 ppg mud, 11,200 ft TVD. What now?',
    );
    expect(titleOf(markdown)).toMatch(/^Killing a kick/);
    expect(bodyOf(markdown)).toMatch(/Driller's method — two circulations/);
  });

  it('an ESP that will not restart after a power loss is told about backspin', async () => {
    const { markdown } = await engine.answer(
      'after the lease lost power for 3 hours the ESP trips on overload at every start attempt',
    );
    expect(titleOf(markdown)).toMatch(/^ESP trips and failures/);
    expect(bodyOf(markdown)).toMatch(/backspin/);
  });

  it('a flare that went out with sour gas still going to it opens with the immediate actions', async () => {
    const { markdown } = await engine.answer(
      'the flare blew out and the relief header is still sending gas to it, about 1% H2S in the stream. What should we do?',
    );
    expect(titleOf(markdown)).toMatch(/^Flare smoking, raining burning liquid or blown out/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/^\*\*Immediate actions/);
    expect(body.split('\n\n')[0]).toMatch(/unburnt gas/);
  });
});

describe('a yes-or-no decision about the case is answered from the entry, not a calculator', () => {
  it('"do we raise the mud weight?" after a gas show with figures', async () => {
    const { skill, markdown } = await engine.answer(
      'Background gas went from 3 % to 15 % at 8,200 ft TVD on 10.2 ppg, with connection gas peaks of 30 %; shoe LOT is 13.0 ppg at 6,000 ft. Do we raise the mud weight?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Gas-cut mud/);
  });
});

describe('a compressor shutdown is not raised to keep running', () => {
  it('asked to raise the high-temperature setting, the answer says not to', async () => {
    const { markdown } = await engine.answer(
      'second stage discharge keeps hitting the 350 F trip on our 3-stage recip; can we set the trip at 370?',
    );
    expect(titleOf(markdown)).toMatch(/^Compressor troubleshooting/);
    expect(bodyOf(markdown)).toMatch(/Do not raise a high-temperature shutdown/);
  });
});

describe('how to stop a failure that keeps coming back', () => {
  it('a section on reducing failures is what to do, not a heading left at the end', async () => {
    const { markdown } = await engine.answer(
      'we keep parting 3/4 rods near 4,000 ft on the same well, fourth one since spring — how do we stop it?',
    );
    expect(titleOf(markdown)).toMatch(/^Rod pump failures/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/\*\*What to do\*\*/);
    expect(body).not.toMatch(/also covers: Reducing them/);
  });
});

describe('a denial in the question is read as one', () => {
  it('scale that fizzes in acid is carbonate', () => {
    expect(
      searchKnowledge(
        'white crust on the chokes and the treater fire tube, and a chip of it fizzes in HCl',
      )[0]?.entry.id,
    ).toBe('chem-carbonate-scale');
  });
});

describe('a problem told in words without a figure', () => {
  it('gets the entry, not a calculator asking for inputs nobody gave', async () => {
    const { skill, markdown } = await engine.answer(
      'GOR shooting up on our well closest to the gas cap, what is the plan?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^GOR rising/);
    expect(markdown).not.toMatch(/I still need/);
  });
});

describe('immediate actions written for another case', () => {
  it('are not shown as the actions for this problem', async () => {
    const { markdown } = await engine.answer(
      'coil stuck in the lateral while cleaning out sand at 11,000 ft, pulling 8k over, returns normal — what now?',
    );
    expect(titleOf(markdown)).toMatch(/^Coiled tubing trouble/);
    const body = bodyOf(markdown);
    expect(body).not.toMatch(/Immediate actions \(leak at the reel/);
    expect(body).toMatch(/also covers: Immediate actions/);
  });
});

describe('pressure climbing during a matrix acid job', () => {
  it('is told to hold below the fracture pressure by cutting the rate', async () => {
    const { markdown } = await engine.answer(
      'pumping 28% HCl into a limestone at 5 bpm, surface pressure up to 3,900 psi and rising, our limit below frac is 4,200 — keep going?',
    );
    expect(titleOf(markdown)).toMatch(/^Matrix acidizing/);
    expect(bodyOf(markdown)).toMatch(/cut the rate to hold the surface pressure under the maximum/);
  });
});

describe('a problem reported without a question or a quantity', () => {
  it('is answered from the base, not a calculator form', async () => {
    const { skill, markdown } = await engine.answer(
      'scrubber ahead of the compressor dumping nonstop since we tied in 3 new wells, liquid coming over from the 2-phase separator',
    );
    expect(skill).toBe('knowledge');
    expect(markdown).not.toMatch(/I still need/);
  });
});

describe('a build-up whose derivative never flattens', () => {
  it('is answered with the derivative shapes and how to get a test that answers', async () => {
    const { markdown } = await engine.answer(
      'our 36 hour build-up derivative keeps rising right to the end with no flat part — are the permeability and skin from the semilog plot good?',
    );
    expect(titleOf(markdown)).toMatch(/^Pressure build-up and well-test basics/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/\*\*Signs\*\*[\s\S]*infinite-acting \*\*radial flow\*\*/);
    expect(body).toMatch(/downhole shut-in tool/);
  });
});

describe('a gauge that reads zero before a fitting comes off', () => {
  it('is answered as possibly trapped pressure, with the immediate actions first', async () => {
    const { markdown } = await engine.answer(
      'going to unscrew the gauge and needle valve off the casing wing valve — the gauge shows zero, good to go?',
    );
    expect(titleOf(markdown)).toMatch(/^Trapped pressure/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\*\*[\s\S]*a gauge can read zero/);
  });
});
