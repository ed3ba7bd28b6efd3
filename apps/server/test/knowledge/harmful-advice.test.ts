import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';

/**
 * Advice that would do harm if given blind: acid on a scale acid does not dissolve, and methanol
 * or hot oil on a plug whose kind nobody checked. The answer asks for the fact that decides,
 * beside the advice, before any treatment.
 */

/** The reply's text after the title, up to the sources. */
function bodyOf(markdown: string): string {
  return (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n').trim();
}

/** The text before the first mention of `treatment` in `body`. */
function before(body: string, treatment: RegExp): string {
  const at = body.search(treatment);
  return at < 0 ? body : body.slice(0, at);
}

describe('scale after seawater breakthrough: carbonate or sulfate before acid', () => {
  it.each([
    'We have been injecting seawater for two years and the producers have started to scale up. Which acid should we pump to clean out the tubing?',
    'seawater broke through, scale on the pumps, can we acidize?',
    'white scale on the rods, should we just acid it?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown);
    expect(body).toMatch(/^\*\*Ask first\*\*/);
    // Before any acid is prescribed, the answer says sulfate scale does not dissolve in it.
    const first = body.split('\n\n')[0] ?? '';
    expect(first).toMatch(/barium or strontium sulfate/i);
    expect(first).toMatch(/acid does not dissolve/);
    expect(first).toMatch(/analysis/);
  });
});

describe('a line that plugs again and again: hydrate or wax before methanol or hot oil', () => {
  it.each([
    'The flowline from our gas well plugs every cold night and clears up again by noon. Should we start pumping methanol?',
    'Every morning this winter the line to the battery is plugged off and the wellhead is up to 700 psi. Hot oiler or methanol?',
    'flowline keeps plugging when it gets cold',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown);
    const asked = before(body, /\*\*What to do\*\*/);
    expect(asked).toMatch(/^\*\*Ask first\*\*: is it hydrate or wax/);
    expect(asked).toMatch(/cloud point/);
    expect(asked).toMatch(/free water and gas/);
    expect(body).toMatch(/methanol does nothing for wax/);
  });
});

describe('gas through an ESP', () => {
  it.each([
    'ESP on a gassy well cycling 28-44 A every few minutes, flow surging at surface, PIP 160 psi, 55 Hz. Gas locking?',
    'ESP gas locking, amps swinging',
  ])('keeps the casing vented rather than shut in: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/keep the casing vented/);
    expect(markdown).not.toMatch(/more backpressure on the casing/);
  });
});

describe('losses across the reservoir: no cement and no damaging LCM without a plan', () => {
  it.each([
    'Losing about 35 bbl/hr in the 6-1/8 section, fractured dolomite, this is the pay zone. Two LCM pills did nothing and the operator will not allow cement. What now?',
    'losses in the reservoir section, client says no cement - options?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/acid-soluble/);
    expect(markdown).toMatch(/mud cap/);
  });
});

describe('an emulsion that got worse with more demulsifier: an overdose, not too little', () => {
  it.each([
    'Since the new wells came on, oil off the treater is 3 % BS&W. We raised the dose from 20 to 40 ppm and the treating got worse. Add more?',
    'upped the chemical on the treater and the emulsion got worse',
  ])('says to cut back and bottle test before adding more: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/^### Emulsion breakers/);
    expect(markdown).toMatch(/If more chemical made it worse, stop adding it/);
  });
});

describe('a kill before pulling tubing on a well with no H2S', () => {
  it.each([
    'We will kill the well with 9.6 ppg brine before pulling the completion. Reservoir pressure about 4,300 psi at 8,400 ft TVD. Is that heavy enough?',
    "what's the kill plan for pulling the rods and tubing on the 4-12?",
  ])('is answered by the kill-fluid entry, not the sour-well one: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).not.toMatch(/^### Pulling tubing or a workover on a sour/);
    expect(markdown).toMatch(/^### Completion and workover fluids/);
  });
});

describe('an ESP cable losing insulation while the string is run in', () => {
  it.each([
    'running a new ESP in, cable meggered 150 megohm on the spool and 4 megohm after 2,500 ft in the hole. keep running?',
    'megger dropped from 500 to 10 megohm while running the ESP in the hole, do we keep going?',
  ])('stops the run and finds the damage before any advice to run on: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown);
    const stop = body.search(/being run in the hole, stop/);
    expect(stop).toBeGreaterThanOrEqual(0);
    expect(before(body, /not on its own a reason to pull/).length).toBeGreaterThan(stop);
  });
});

describe('a well flowing on a trip is shut in, never diverted as shallow gas', () => {
  it.each([
    'POOH with 4-1/2 DP, well flowing at the bell nipple',
    'pulling out of the hole at 6,500 ft and the well started flowing, what do we do',
    'tripping out and the hole is flowing back, crew asking whether to keep pulling',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).not.toMatch(/do not shut in/i);
    expect(bodyOf(markdown)).toMatch(
      /^\*\*Immediate actions\*\*[\s\S]*safety valve[\s\S]*shut it in/,
    );
  });

  it('keeps diverting for a shallow flow before the BOP is on', async () => {
    const { markdown } = await engine.answer(
      'shallow gas flow while drilling the 17-1/2 surface hole, no BOP yet',
    );
    expect(markdown).toMatch(/^### Shallow gas while drilling surface hole/);
  });
});

describe('a plug with one side to be bled: both sides, first', () => {
  it.each([
    'Flowline plugged last night, 1,100 psi at the wellhead and 250 at the battery; the plan is to bleed the battery end down to blow it through. OK?',
    'ice plug in the gas line, want to open a bleed downstream to get it moving',
    'methanol pump quit and now the gas flowline is plugged, 900 psi at the well and 150 at the plant, how do we clear it?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const first = bodyOf(markdown).split('\n\n')[0] ?? '';
    expect(first).toMatch(/^\*\*Immediate actions\b/);
    expect(first).toMatch(/both sides|two sides/);
    expect(first).toMatch(/never (?:bleed )?only the low side|not bleed one side only/);
  });
});

describe('an asphaltene deposit named as such: never the wax treatments', () => {
  it.each([
    'lab confirmed the deposit in our tubing is asphaltene, not wax. pumper wants to hot oil it with condensate like the other wells. ok?',
    "we've got asphaltene plugging the flowline and the choke, what do we do? been hot oiling",
  ])('%s', async (question) => {
    const { markdown } = await engine.answer(question);
    expect(markdown).toMatch(/^### Asphaltene deposition and control/);
    expect(markdown).toMatch(/aromatic solvents \(xylene, toluene/);
  });

  it('the wax entry itself says what asphaltene needs instead', () => {
    expect(knowledgeEntry('chem-paraffin')?.body).toMatch(
      /condensate or other light solvents can precipitate more: an aromatic solvent does/,
    );
  });
});

describe('a plug tested from above before the tree comes off: from below too', () => {
  it.each([
    'plug set in the X nipple, pressure tested to 3000 from above ok. good to nipple down the tree?',
    'set a wireline plug in the tubing, want to take the tree off. how do we test the plug first?',
  ])('%s', async (question) => {
    const { markdown } = await engine.answer(question);
    expect(markdown).toMatch(
      /from below \(bleed above it to zero and watch for flow or build-up\)/,
    );
  });
});

describe('an ESP making little with its intake pressure rising: a leak before gas lock', () => {
  it('names the tubing leak and keeps gas-lock remedies for a low intake pressure', async () => {
    const { markdown } = await engine.answer(
      'ESP making almost nothing at surface, amps a bit low, PIP has been climbing all week. gas locked? should I lower the Hz',
    );
    expect(markdown).toMatch(/^### ESP trips and failures/);
    expect(markdown).toMatch(/a leak, not gas/);
    expect(markdown).toMatch(/a high or rising PIP with little at surface is a tubing leak/);
  });
});

describe('scale to be sandblasted off pulled tubing: NORM first', () => {
  it.each([
    'is it ok to let the contractor sandblast the scale off the tubing we pulled? Looks like barite-type scale.',
    'can we sandblast barium sulfate scale off old tubing in the yard',
  ])('%s', async (question) => {
    const { markdown } = await engine.answer(question);
    expect(markdown).toMatch(/^### NORM in oilfield scale, sludge and equipment/);
    expect(markdown).toMatch(/No dry cutting, grinding, sandblasting/);
  });
});

describe('a gas-lift well heading worse after more gas: cut back, never raise it further', () => {
  it('says to raise the gas rate only for a well under-injected, and to cut back one that heads worse', async () => {
    const { markdown } = await engine.answer(
      'Gas lift well is heading, casing pressure cycling 920-1,060 psi every 35 min. We raised injection from 800 to 1,100 mscfd and the heading got worse. What now?',
    );
    const body = bodyOf(markdown);
    expect(body).not.toMatch(/orifice[^.]*, raise the gas rate, or/);
    expect(knowledgeEntry('lift-gas-lift-troubleshooting')?.body).toMatch(
      /Raise the gas rate only for a well under-injected[^.]*; a well that heads worse after more gas is being lifted through an upper valve as well \(multipointing\) — cut the injection back/,
    );
  });
});

describe('a release from a line: the source shut in before a valve downstream', () => {
  it.each([
    'gas and condensate spraying from a pinhole on the flowline elbow just past the choke, what do we do right now?',
    'flowline ruptured near the road, gas blowing out, what do I close?',
  ])('%s', async (question) => {
    const { markdown } = await engine.answer(question);
    const body = bodyOf(markdown);
    // Closing only downstream of the leak would raise it to the full shut-in pressure.
    expect(body).toMatch(/shut the source in first/);
    expect(body).toMatch(/Never close only a valve downstream of the leak/);
  });
});

describe('a hydrate plug someone wants blown through from one side', () => {
  it.each([
    'Hydrate plug in the 4 inch gathering line, 900 psi behind it and 150 psi on the sales side. Operator wants to open the downstream drain wide and blow it to the flare. Safe?',
    'hydrate plug in the flowline, 60 bar upstream, 5 bar downstream — can we just open the bleed on the low side and push it through to the flare?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    // Whichever entry answers, its first lines say never to bleed only the low side.
    const first = bodyOf(markdown).split('\n\n')[0] ?? '';
    expect(first).toMatch(/^\*\*Immediate actions/);
    expect(first).toMatch(/never (?:bleed )?only the low side|bleed one side only/i);
  });

  it('answers a plug named as hydrate from the hydrate entry', async () => {
    const { markdown } = await engine.answer(
      'hydrate plug in the flowline, 60 bar upstream, 5 bar downstream — can we just open the bleed on the low side and push it through to the flare?',
    );
    expect(markdown.split('\n')[0]).toMatch(/Gas hydrates: clearing a plug safely/);
  });
});
