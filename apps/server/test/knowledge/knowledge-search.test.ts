import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../../src/modules/knowledge/knowledge-entry';
import {
  KNOWLEDGE_MATCH_THRESHOLD,
  createKnowledgeIndex,
  searchKnowledge,
} from '../../src/modules/knowledge/knowledge-search';

/** Plain-English questions and the entry that must answer them first. */
const QUESTIONS: [question: string, entryId: string][] = [
  ['How do I get a drilling permit in Texas?', 'rrc-w1-drilling-permit'],
  ['What is a W1?', 'rrc-w1-drilling-permit'],
  ["What's the fee for an expedited drilling permit?", 'rrc-w1-drilling-permit'],
  ['What is form P-5 and when do I renew it?', 'rrc-p5-organization-report'],
  ['Do I need a permit to flare gas from my oil well in Texas?', 'rrc-swr32-flaring'],
  ['Rule 32 exception for casinghead gas', 'rrc-swr32-flaring'],
  ['What does §3.32 say about venting?', 'rrc-swr32-flaring'],
  ['Who regulates air emissions from flares in Texas?', 'tceq-air-permits-oil-gas'],
  ['How many days do I have to file a completion report in Texas?', 'rrc-completion-w2-g1'],
  ['What is FracFocus and who has to report to it?', 'rrc-swr29-fracfocus'],
  ['How do I change the operator of a lease?', 'rrc-p4-certificate-of-compliance'],
  ['monthly production report Texas', 'rrc-pr-production-report'],
  ['How do I permit a saltwater disposal well?', 'rrc-w14-disposal-well'],
  ['Do I need an H-1 for a waterflood?', 'rrc-h1-injection-productive'],
  ['How often is an H-5 mechanical integrity test required?', 'rrc-h5-mechanical-integrity'],
  ['When is the H-10 due?', 'rrc-h10-annual-injection-report'],
  ['What does Statewide Rule 36 require for H2S?', 'rrc-swr36-h2s'],
  ['What form do I file before plugging a well? W-3A?', 'rrc-swr14-plugging'],
  ['When must an inactive well be plugged?', 'rrc-swr15-inactive-wells'],
  ['What are the new Texas rules for reserve pits?', 'rrc-waste-pits-swr8'],
  ['What do I need to drill on BLM land?', 'blm-apd-3160-3'],
  ['3160-5 sundry notice', 'blm-sundry-completion-reports'],
  ['BLM gas measurement under 43 CFR 3175', 'blm-measurement-3173-3175'],
  ['Can I flare gas royalty-free on a federal lease?', 'blm-venting-flaring-3179'],
  ['How do I report federal royalties to ONRR?', 'onrr-royalty-reporting'],
  ['What does 30 CFR 250.1160 allow?', 'bsee-flaring-venting'],
  ['How often is a SEMS audit needed?', 'bsee-sems'],
  ['What is OOOOb?', 'epa-nsps-oooo-methane'],
  ['Do pneumatic controllers have to be zero emission?', 'epa-oooob-well-site-requirements'],
  ['What is the subpart W reporting threshold?', 'epa-ghgrp-subpart-w'],
  ['Is the methane waste emissions charge still in effect?', 'epa-waste-emissions-charge'],
  ['Do I need an SPCC plan for my tank battery?', 'epa-spcc'],
  ['What is a UIC Class II well?', 'epa-uic-class-ii'],
  ['Can I discharge produced water to a creek?', 'epa-npdes-produced-water'],
  ['What causes calcium carbonate scale?', 'chem-carbonate-scale'],
  ['How do I keep barium sulfate from forming?', 'chem-sulfate-scale'],
  ['How do scale inhibitors work?', 'chem-scale-inhibitors'],
  ['CO2 corrosion in flowlines', 'chem-co2-corrosion'],
  ['Which materials are OK for sour service under NACE MR0175?', 'chem-h2s-corrosion-sour-service'],
  ['How do I tell if bacteria are causing corrosion?', 'chem-oxygen-corrosion-mic'],
  ['glutaraldehyde vs THPS', 'chem-biocides-fifra'],
  ['Do biocides need EPA registration?', 'chem-biocides-fifra'],
  ['Is triazine causing scale in my water system?', 'chem-h2s-scavengers'],
  ['How do I remove wax from tubing?', 'chem-paraffin'],
  ['asphaltene deposition', 'chem-asphaltenes'],
  ['How do I run an emulsion breaker bottle test?', 'chem-emulsion-breakers'],
  ['What goes in an SDS?', 'chem-sds-osha-hcs'],
  ['Tier II reporting deadline', 'chem-epcra-tier-ii'],
  ['Is the scale in my tubing radioactive?', 'chem-norm'],
  ['hydrate prevention with methanol', 'chem-hydrate-inhibition'],
  ['Which artificial lift should I use?', 'lift-selection'],
  ['rod pump design', 'lift-rod-pump-basics'],
  ['Why do I keep getting rod parts and tubing leaks?', 'lift-rod-pump-failures'],
  ['How do I read a dynamometer card?', 'lift-dynamometer-cards'],
  ['How do I shoot a fluid level?', 'lift-fluid-level'],
  ['Why is my ESP tripping on underload?', 'lift-esp-failures'],
  ['gas lift valve troubleshooting', 'lift-gas-lift-troubleshooting'],
  ['How does continuous gas lift work?', 'lift-gas-lift'],
  ['How much gas does plunger lift need?', 'lift-plunger-lift'],
  ['PCP elastomer swelling', 'lift-pcp'],
  ['jet pump cavitation', 'lift-jet-pump'],
  ['How do I know if my gas well is loading up?', 'lift-liquid-loading'],
  ['three phase separator retention time', 'fac-separators'],
  ['separator carrying liquid over to the compressor', 'fac-separator-carryover'],
  ['bit balling and low ROP in the shale', 'drill-low-rop-bit-balling'],
  ['GOR keeps rising on my oil well', 'ops-gor-rising'],
  ['the well got worse after the workover', 'ops-worse-after-workover'],
  ['Why does my disposal well need more pressure every month?', 'ops-injection-pressure-rising'],
  ['How hot should a heater treater run?', 'fac-heater-treaters'],
  ['Why are my thief hatches leaking?', 'fac-storage-tanks'],
  ['Is a VRU worth it?', 'fac-vapor-recovery'],
  ['How do I prove a LACT meter?', 'fac-lact-units'],
  ['flare pilot requirements', 'fac-flares-combustors'],
  ['What compression ratio per stage?', 'fac-compressors'],
  ['erosional velocity API 14E', 'fac-line-sizing'],
  ['relief valve sizing for gas blowby', 'fac-pressure-relief'],
  ['What water content does pipeline gas need?', 'fac-gas-dehydration'],
  ['What is Class 1 Div 2?', 'fac-hazardous-area-classification'],
  ['Explain the Arps hyperbolic decline', 'ops-arps-decline'],
  ['Vogel IPR', 'ops-ipr-nodal-analysis'],
  ['How do I calculate NRI?', 'econ-interests-nri'],
  ['Texas severance tax rate', 'econ-texas-severance-tax'],
  ["What's PV10?", 'econ-npv-irr-payout'],
  ['Difference between proved and probable reserves', 'econ-reserves-prms-sec'],
  ['stuck pipe while tripping out', 'drill-stuck-pipe'],
  ['how do I free differentially stuck pipe', 'drill-stuck-pipe'],
  ['we are losing returns while drilling', 'drill-lost-circulation'],
  ['what LCM should I use for partial losses', 'drill-lost-circulation'],
  ['cavings at the shakers and tight hole', 'drill-wellbore-instability'],
  ['hole took less fill than calculated on the trip', 'drill-kick-while-tripping'],
  ['shallow gas flow in surface hole', 'drill-shallow-gas'],
  ['no cement returns to surface on the surface casing', 'drill-cementing-problems'],
  ['well is producing sand', 'comp-sand-control'],
  ['gravel pack design', 'comp-sand-control'],
  ['how much load recovery is normal after a frac', 'comp-frac-flowback'],
  ['crystallization temperature of calcium bromide brine', 'comp-workover-fluids-well-kill'],
  ['how do I kill a well before a workover', 'comp-workover-fluids-well-kill'],
  ['offset frac hit on my producing well', 'comp-frac-hits'],
  ['what does a half slope on the derivative mean', 'ops-pressure-buildup-test'],
  ['gas well will not come back after shut-in', 'ops-well-dies-after-shut-in'],
  ['water cut rising after the frac', 'ops-water-cut-rising'],
  ['bradenhead pressure on the surface casing', 'ops-sustained-casing-pressure'],
  ['trapped pressure behind a plug', 'ops-trapped-pressure'],
  ['gas lift casing pressure swinging', 'lift-gas-lift-troubleshooting'],
  ['rods pitted and tubing worn on one side', 'lift-rod-tubing-corrosion-wear'],
  ['confined space rescue of an unconscious worker', 'ops-person-down'],
  ['what to do at a tank battery fire', 'ops-fire-wellhead-tank'],
  ['high pressure injection injury from a hydraulic hose', 'ops-injection-injury'],
  ['pipeline rupture near houses', 'ops-line-release'],
  ['volumetric method for gas migration', 'ops-gas-migration-shut-in'],
  ['perforating gun misfire', 'comp-perforating-misfire'],
  ['thief hatch venting on the oil tank', 'fac-tank-venting-hatch'],
  ['well flowing during the workover', 'comp-well-flowing-workover'],
  ['flowline keeps plugging, hydrate or wax?', 'ops-flowline-plugs-repeatedly'],
  ['hot work permit for welding near the tank battery', 'ops-hot-work-near-hydrocarbons'],
  ['produced water spill on the lease', 'ops-spill-on-land'],
  ['nipple down the BOP with pressure on the casing', 'drill-nipple-down-with-pressure'],
  ['losing returns while running casing', 'drill-losses-running-casing'],
  ['PSV keeps lifting on the separator', 'fac-psv-lifting'],
  ['heater treater burner flame out, how to relight', 'fac-burner-flame-out'],
];

/** Questions outside the knowledge base: no entry may be offered. */
const OFF_TOPIC = [
  "what's the best pizza in Houston",
  'explain quantum chromodynamics',
  'who won the super bowl',
  "what's the weather in Midland",
  'tell me a joke',
  'how do I bake sourdough bread',
  'what is the capital of France',
  'how do I file my taxes',
  'python list comprehension',
  'best oil change for my car',
  'how do I reset my password',
  'what is bitcoin',
  'is it safe to eat raw fish',
  'hi',
  'what can you do',
  'How do I connect a language model?',
  '',
  '   ',
  '???',
];

describe('searchKnowledge: plain-English questions find the right entry', () => {
  it('has a table of at least 30 questions', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUESTIONS)('"%s" → %s', (question, entryId) => {
    const results = searchKnowledge(question);
    expect(results[0]?.entry.id).toBe(entryId);
    expect(results[0]?.score).toBeGreaterThanOrEqual(KNOWLEDGE_MATCH_THRESHOLD);
    expect(results[0]?.score).toBeLessThanOrEqual(1);
  });
});

describe('searchKnowledge: a method being set up', () => {
  it('is about the method, whatever trouble the well has', () => {
    for (const question of [
      'First plunger install on this gas well, it makes 300 mcfd and keeps loading up — how do we set up the cycle?',
      'putting a plunger on a loaded-up gas well next week, any tips on setting up the controller?',
    ]) {
      expect(searchKnowledge(question)[0]?.entry.id, question).toMatch(/^lift-plunger/);
    }
  });
});

describe('searchKnowledge: it says nothing rather than guess', () => {
  it.each(OFF_TOPIC)('"%s" → no entry', (question) => {
    expect(searchKnowledge(question)).toEqual([]);
  });

  it('does not answer single common words', () => {
    for (const word of ['water', 'gas', 'well', 'oil', 'permit', 'Texas']) {
      expect(searchKnowledge(word), word).toEqual([]);
    }
  });

  it('returns only results at or above the threshold, best first, within the limit', () => {
    const results = searchKnowledge('flaring permit Texas federal lease', { limit: 5 });
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(5);
    for (const result of results)
      expect(result.score).toBeGreaterThanOrEqual(KNOWLEDGE_MATCH_THRESHOLD);
    expect(searchKnowledge('flaring permit Texas federal lease', { limit: 1 })).toHaveLength(1);
    expect(searchKnowledge('flaring permit Texas federal lease', { limit: 0 })).toEqual([]);
  });

  it('honours a stricter threshold', () => {
    const lenient = searchKnowledge('do I have to pay the methane fee');
    expect(lenient[0]?.entry.id).toBe('epa-waste-emissions-charge');
    const score = lenient[0]?.score ?? 1;
    expect(
      searchKnowledge('do I have to pay the methane fee', { threshold: score + 0.01 }),
    ).toEqual([]);
  });
});

describe('createKnowledgeIndex', () => {
  const entries: KnowledgeEntry[] = [
    {
      id: 'pump-jack',
      title: 'Pumping unit counterbalance',
      area: 'artificial-lift',
      aliases: ['counterweights'],
      summary: 'Balancing a beam pumping unit.',
      body: 'Move the counterweights until upstroke and downstroke gearbox torques are equal.',
      sources: [{ title: 'Example', url: 'https://example.com/a' }],
      lastReviewed: '2026-01-01',
    },
    {
      id: 'tank-venting',
      title: 'Tank venting',
      area: 'facilities',
      aliases: ['thief hatch'],
      summary: 'Sizing tank vents.',
      body: 'Vents must pass flash gas and breathing losses.',
      sources: [{ title: 'Example', url: 'https://example.com/b' }],
      lastReviewed: '2026-01-01',
    },
  ];

  it('indexes any set of entries and finds by alias and body words', () => {
    const index = createKnowledgeIndex(entries);
    expect(index.search('counterweights on a pumping unit')[0]?.entry.id).toBe('pump-jack');
    expect(index.search('thief hatch')[0]?.entry.id).toBe('tank-venting');
    expect(index.search('quantum chromodynamics')).toEqual([]);
  });
});

describe('an entry written for one case, asked none of it', () => {
  it('is no answer to a calculation that shares its words (kick tolerance for a lag time)', () => {
    const ids = searchKnowledge(
      'lag time? 9,800 ft of 8-1/2 hole, 5" DP (ignore the BHA and casing), 450 gpm',
    ).map((result) => result.entry.id);
    expect(ids).not.toContain('drill-kick-tolerance');
  });
});

describe('an alias said as written', () => {
  it('does not make an entry the answer to a figure asked ("at what temperature will my gas hydrate")', () => {
    const ids = searchKnowledge('at what temperature will my gas hydrate at 800 psi?').map(
      (result) => result.entry.id,
    );
    expect(ids).not.toContain('chem-hydrate-inhibition');
  });
});
