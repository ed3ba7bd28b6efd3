import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, OSHA_OIL_AND_GAS, slbGlossary } from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const ASME_B31_3: KnowledgeSource = {
  title:
    'ASME B31.3, Process Piping, para. 345 (leak testing: hydrostatic 345.4, pneumatic 345.5 — 1.1 × design pressure, a preliminary check at 25 psi or less, then steps)',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/b31-3-process-piping',
};

const ASME_PCC_2: KnowledgeSource = {
  title:
    'ASME PCC-2, Repair of Pressure Equipment and Piping, Article 501: Pressure and Tightness Testing of Piping and Equipment (stored energy and safe distances of a pneumatic test)',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/pcc-2-repair-pressure-equipment-piping',
};

/**
 * Servicing and testing jobs a field week brings that the base had no entry for: swabbing a well
 * in after a workover or a stimulation, and pressure testing a new line or vessel.
 */
export const servicingAndTestingEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-swabbing-well-in',
    title:
      'Swabbing a well in after a workover or a stimulation: the runs, the fluid level, gas on the cups, when it starts to flow, and swabbing after dark',
    area: 'completions',
    aliases: [
      'swabbing',
      'swabbing a well in',
      'swab the well in',
      'swab run',
      'swab runs',
      'swab cups',
      'swab report',
      'swabbing after dark',
      'swabbing at night',
      'sandline',
      'oil saver',
    ],
    symptoms: [
      'fluid level rising between runs',
      'gas on the swab cups',
      'the well is trying to flow while swabbing',
      'tubing pressure building between swab runs',
      'swabbing back load water with little oil',
    ],
    summary:
      'Swabbing lifts the fluid column with cups on the sandline until the well flows on its own. A fluid level that rises run after run, gassy pulls and tubing pressure between runs say the well is about to come in: line it up to flow through a choke to the tank or separator, shorten the pulls, keep the swab ready to pull into the lubricator, and do not start that stage at dusk.',
    body: `**Immediate actions (a well coming in on the swab: flowing, or gas and pressure between runs)**
1. **Stop swabbing and pull the swab into the lubricator**; close the master valve only to secure the line, not on the wire.
2. **Flow it through the choke** to the test tank or separator (not an open pit), gas to the flare or vent stack away from people and the rig's engine.
3. **H2S monitors on** if the zone may be sour; keep the crew off the wellhead while the swab comes up.

**Ask first**: is the well lined up to flow through a choke to a tank or separator, and what does the tubing read between runs?

**What the runs tell you**
- Keep a swab report for every run: depth to the fluid, depth pulled from, barrels recovered, oil cut and gas, tubing and casing pressure between runs.
- **A fluid level rising from run to run** is inflow outrunning the swab: the reservoir is feeding the well, and with gas coming it will soon lift itself.
- **Gas on the cups, gassy pulls, pressure on the tubing between runs** mean the well is close to kicking off. A pull through a gassy column can bring it in, and a swab pulled fast under a gas bubble can be blown up the hole and tangle the line.
- A level that stays put or falls with little oil is load water being recovered from a tight or damaged zone; count the load left to recover before judging the well.

**As it comes in**
- Line it up to flow before the next run (master and wing valves, an adjustable choke, the flowline to the tank or separator), shorten the pulls and slow the line through the gas, and watch the tubing pressure between runs.
- When it flows, let it flow through the choke; do not keep swabbing a flowing well. Have the wellhead ready to shut in: the oil saver and lubricator in good order, the master valve working, a way to kill the engine near the wellhead.

**Swabbing after dark: the sun going down, dusk, through the night**
- A well that may flow or is making gas is swabbed in daylight or under full lighting with a full crew: a well that kicks off in the dark, gas at the rig's engine and a swab line blown up the hole are hard to see and to handle. Many operators forbid swabbing at night outright; follow the company's rule and API RP 54.
- If the well is coming in at the end of the day, leave it shut in or flowing through the choke to the tank with someone on location, and resume swabbing in daylight.

**Safety:** the rig's engine upwind and with an air-intake shutoff (a gas-fed runaway is stopped by the air, not the fuel); the swab tank or test tank vented away from the crew.`,
    sources: [
      apiStandard(
        'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
      ),
      slbGlossary('swab'),
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['comp-well-flowing-workover', 'comp-frac-flowback'],
  },
  {
    id: 'fac-pressure-test-new-line',
    title:
      'Pressure testing a new line or vessel: water first, when a gas (nitrogen or air) test is allowed, test pressure and hold time, and the stand-off',
    area: 'facilities',
    aliases: [
      'hydrotest',
      'hydro test',
      'how long to hold the test',
      'hydrostatic test',
      'hydrostatic testing',
      'pneumatic test',
      'pneumatic testing',
      'nitrogen test',
      'test with nitrogen',
      'air test',
      'test with air',
      'pressure test a new line',
      'pressure testing a pipeline',
      'strength test',
      'test pressure',
      'hold time',
    ],
    symptoms: [
      'pressure test with nitrogen or air instead of water',
      'no water available to hydrotest',
      'the hydrotest will not hold pressure',
      'what test pressure and hold time for a new line',
    ],
    summary:
      'Test a new line or vessel with water: water stores almost no energy, so a failure leaks. Gas stores a great deal, and a failure under a nitrogen or air test is an explosion with fragments. A gas test is for when water cannot be used and the code allows it — lower test pressure, staged pressurising, an engineered stand-off and nobody near — not a way round waiting for water.',
    body: `**Ask first**: what is the line or vessel built and regulated to (a gas line under 49 CFR 192, a liquid line under 195, plant piping under ASME B31.3), and why can water not be used?

**Safety at any test, water or gas**
- An exclusion zone around the line during pressurising and the hold; the pressure read on a recorder or remotely, not by walking the line.
- Nobody hammers, tightens or repairs anything under test pressure: leaks are looked for only at the lower inspection pressure the procedure sets, and repaired only after bleeding to zero — then the test starts again from the beginning.
- Test heads and temporary lines restrained; every component (valves, fittings, hoses, the test pump's relief) rated for the test pressure.

**Why water first**
- Water is nearly incompressible: a line that fails at test pressure loses a few gallons and the pressure falls at once. Gas is compressible: the same line at the same pressure holds many times the energy, and a failure releases it as a blast, throwing pipe and fittings. A 1.5 mile, 4 in. line at 1,500 psi of nitrogen holds energy measured in pounds of TNT.
- So no water for a few days is a reason to truck water in (frac tanks, a water hauler) or to wait, not to switch to nitrogen.

**Gas as the test medium: what the codes allow (nitrogen, air)**
- **Plant and process piping (ASME B31.3):** a pneumatic test only where a hydrostatic test is impracticable (water would harm the system, could freeze, or the supports cannot carry it), at **1.1 × design pressure** (against about 1.5 × for water), with a preliminary check at 25 psi or less, then the pressure raised in steps, and the owner's approval.
- **Gas pipelines (49 CFR 192):** the regulation sets when air or gas may be the test medium, by class location and the hoop stress the test reaches (§192.505, §192.507); many lines must be tested with water.
- **Liquid pipelines (49 CFR 195):** a hydrostatic test of at least 125 % of the maximum operating pressure for 4 hours (and 4 more at 110 % where the line is not inspected visually for leaks during the test) (§195.304).

**If a gas test is the only way**
1. An engineered procedure: the stored energy and the **stand-off distance** worked out (ASME PCC-2 Article 501), the area barricaded and cleared, gauges and recorders read remotely.
2. Raise the pressure in steps and hold at each; nobody walks the line or tightens a fitting under test pressure — bleed down first.
3. Brittle fracture: not when the steel is cold, and only on material rated for the test temperature.
4. Depressure slowly and to a safe place at the end.

**A hydrotest that will not hold**: temperature changes the pressure of a full line (a few psi per °F in liquid-full pipe), so record the temperature with the pressure; air left in the line makes it wander; then look for a leaking valve seat, a flange, a fitting or a test head before the pipe.`,
    sources: [
      ASME_B31_3,
      ASME_PCC_2,
      cfrSection(
        49,
        '192.507',
        'Test requirements for pipelines to operate at a hoop stress less than 30 percent of SMYS and at or above 100 p.s.i. (689 kPa) gage',
      ),
      cfrSection(
        49,
        '192.505',
        'Strength test requirements for steel pipeline to operate at a hoop stress of 30 percent or more of SMYS',
      ),
      cfrSection(49, '195.304', 'Test pressure'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-pressured-equipment-work', 'fac-pigging-launch-receive'],
  },
];
