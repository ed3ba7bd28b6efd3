import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, slbGlossary, spePaper, texasRule } from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-11-30';

const NHS_BURNS: KnowledgeSource = {
  title: 'NHS, Burns and scalds: first aid (cool the burn under running water for 20 minutes)',
  url: 'https://www.nhs.uk/conditions/burns-and-scalds/',
};

const ASME_B30_9: KnowledgeSource = {
  title: 'ASME B30.9, Slings',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/b30-9-slings',
};

const ASME_B30_10: KnowledgeSource = {
  title: 'ASME B30.10, Hooks',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/b30-10-hooks',
};

const NOAA_NHC: KnowledgeSource = {
  title: 'NOAA National Hurricane Center: forecasts and the arrival of tropical-storm-force winds',
  url: 'https://www.nhc.noaa.gov/',
};

const ISO_20816_3: KnowledgeSource = {
  title:
    'ISO 20816-3, Mechanical vibration — Measurement and evaluation of machine vibration — Part 3: Industrial machinery with a power rating above 15 kW (replaces ISO 10816-3)',
  url: 'https://www.iso.org/search.html?q=20816-3',
};

const ISCWSA: KnowledgeSource = {
  title:
    'ISCWSA (Industry Steering Committee on Wellbore Survey Accuracy): error models and collision avoidance',
  url: 'https://www.iscwsa.net/',
};

/**
 * Events on site and in the wells that a field week brings and the base had no entry for: a
 * person hurt when a line was opened, a lifting near miss, a storm coming to an offshore platform,
 * a pump whose vibration doubled, a lost MWD signal, a condensate well losing productivity below
 * the dew point and zones crossflowing in a commingled well.
 */
export const siteAndReservoirEventEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-person-hurt-by-release',
    title:
      'Someone hurt by a release — sprayed with hot oil, chemical or produced water when a line was opened: first aid, make it safe, report, and find why the isolation failed',
    area: 'operations',
    aliases: [
      'worker injured',
      'injured worker',
      'someone got hurt',
      'first aid',
      'burned by hot oil',
      'sprayed with hot oil',
      'hot oil burn',
      'chemical burn',
      'chemical in the eyes',
      'incident response',
      'injury reporting',
      'recordable injury',
      'OSHA 1904.39',
    ],
    symptoms: [
      'got sprayed when he broke the flange',
      'burns on his arm from hot fluid',
      'chemical splashed in his eyes',
      'the line still had pressure when it was opened',
      'gauge said zero but it sprayed when we opened it',
      'he says he is fine after getting burned',
    ],
    summary:
      'When a release hurts someone: stop the release without adding a second victim, give first aid (a burn under cool running water for 20 minutes, chemical flushed from skin or eyes for 15–20 minutes), get medical care — a hot-oil burn or fluid forced under the skin is seen by a doctor even when the person says he is fine — then secure the scene, report, and find why the isolation failed before the work restarts.',
    body: `**Immediate actions**
1. **Stop the release and keep others out of it:** close the nearest valve upstream only if it can be reached safely; nobody else walks into the spray or vapour.
2. **First aid:** a thermal burn goes under cool running water for 20 minutes — no ice, no grease, blisters left whole, rings and soaked clothing off unless stuck; chemical on the skin or in the eyes is flushed with water for 15–20 minutes at the shower or eyewash.
3. **Medical care now, whatever he says:** a hot-oil burn larger than his palm, on the face, hands or joints, or blistering, and any fluid forced under the skin by pressure, go to a doctor or emergency department; take the SDS of any chemical.
4. **Stop the job and secure the scene:** nothing is reassembled except to make it safe; record the valve positions, the gauge and the bleed as found.

**Likely causes: how a line that reads zero still sprays**
- A gauge reads zero when its port or needle valve is plugged (a hydrate, sand, scale or a deposit) or closed, or when the pressure is below its range; a bleed through a plug relieves only one side.
- One closed valve that passes, a valve closed on the wrong line, or liquid trapped between closed valves warming in the sun: a full liquid-filled section gains hundreds of psi for a few degrees.
- Pressure held behind a plug, in a valve body cavity or in a dead leg.

**What to do before the work restarts**
- Isolation proven: double block and bleed or a blind, the bleed left open to a safe place, zero confirmed two ways (a second gauge, a bleed that stays open and dry), the valves locked and tagged.
- Break a flange by loosening the bolts on the far side first, so anything trapped vents away from the worker; nobody in the line of fire; a hot line cooled or drained first, with a face shield, FR clothing and gloves — fluid at 70 °C burns skin within seconds.

**What to do after: report and learn**
- In the US the employer reports to OSHA a fatality within 8 hours and an in-patient hospitalization, amputation or loss of an eye within 24 hours (29 CFR 1904.39); an injury treated beyond first aid is recordable.
- Investigate why the isolation failed (why the gauge read zero, what the permit asked for), not only what the person did, and tell every crew that breaks containment.`,
    sources: [
      cfrSection(
        29,
        '1904.39',
        'Reporting fatalities, hospitalizations, amputations and losses of an eye',
      ),
      cfrSection(29, '1910.147', 'The control of hazardous energy (lockout/tagout)'),
      cfrSection(29, '1910.151', 'Medical services and first aid'),
      NHS_BURNS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-trapped-pressure', 'ops-pressured-equipment-work', 'ops-injection-injury'],
  },
  {
    id: 'ops-lifting-near-miss',
    title:
      'A crane or lifting near miss — a load that swung, a sling that came off the hook, a dropped object: stop the lifts, make the load safe, inspect the rigging and report',
    area: 'operations',
    aliases: [
      'crane lift',
      'lifting operations',
      'slipped sling',
      'sling came off the hook',
      'dropped load',
      'dropped object',
      'swinging load',
      'hook latch',
      'safety latch',
      'rigging',
      'lift plan',
      'tag line',
      'offshore crane',
      'API RP 2D',
    ],
    symptoms: [
      'a sling leg slipped off the crane hook',
      'the load swung during the lift',
      'container swung and nearly hit someone',
      'dropped a load from the crane',
      'crane operator says it happens sometimes',
      'load landed hard on the deck',
    ],
    summary:
      'A lift in which a sling left the hook or the load swung out of control is a near miss that could have killed someone: stop the lifts, land and secure anything rigged, quarantine and inspect the hook, latch and slings, find why before lifting again, and report it as a high-potential near miss. "It happens sometimes" is the finding, not a reason to carry on.',
    body: `**Immediate actions**
1. **Stop all lifts with that crane** and land or secure any load still rigged; nobody under or beside a suspended load.
2. **Quarantine the rigging used** — slings, shackles, master link — and the hook, for inspection before any further use.
3. **Check nobody is hurt** and that the landed load and whatever it struck (handrails, process lines, other containers) are safe.
4. **Report it as a high-potential near miss** to the supervisor and the installation manager: the operator's "it happens sometimes" means the hazard has become routine.

**Likely causes**
- A hook safety latch missing, bent or held open; a sling eye too large for the hook, or sitting on the hook's tip instead of in its bowl.
- Slings slack at the start of the lift (no controlled take-up), unequal legs or a centre of gravity away from where it was assumed, so the load tilted and a leg unloaded.
- Side loading or a shock load from the crane's motion or a moving vessel; wind on a large container.
- No lift plan, or a "routine" lift made in weather or deck conditions that were not routine.

**What to check before lifting again**
- The hook and its latch (ASME B30.10); the slings and fittings — tags, rated load, damage (ASME B30.9, 29 CFR 1910.184); the container's lifting set and its certificate.
- The crane's inspection record and the operator's and rigger's qualifications (API RP 2D for offshore cranes).
- A lift plan for the lifts left: weight, rigging arrangement, tag lines, a clear landing area, the exclusion zone, the signalman's communication and the wind limit.

**What to do**
- Replace any latch, sling or link found damaged; rig through a master link or a shackle so that no sling eye sits loose on the hook.
- Brief every crew on the near miss; anyone may stop a lift that starts without its plan.`,
    sources: [
      apiStandard('API RP 2D, Operation and Maintenance of Offshore Cranes'),
      cfrSection(29, '1910.184', 'Slings'),
      ASME_B30_9,
      ASME_B30_10,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-hot-work-near-hydrocarbons'],
  },
  {
    id: 'ops-storm-shut-in-evacuation',
    title:
      'A hurricane or tropical storm coming to an offshore platform: shutting in the wells and the plant, securing the facility and getting the crew off in time',
    area: 'operations',
    aliases: [
      'hurricane',
      'tropical storm',
      'hurricane evacuation',
      'storm shut-in',
      'evacuation',
      'evacuate the platform',
      'demanning',
      'down-manning',
      'secure the platform',
      'hurricane plan',
      'named storm',
    ],
    symptoms: [
      'tropical storm forecast to hit the platform',
      'hurricane heading toward our field',
      'storm expected within a few days',
      'need to evacuate the platform before the storm',
      'shut in ahead of the hurricane',
    ],
    summary:
      'Plan back from the time helicopters or boats can no longer move safely — the arrival of tropical-storm-force winds, not landfall: the hurricane plan takes the non-essential people off first, then shuts in every well at its surface and subsurface safety valves, shuts down and depressures the plant, secures the deck, and flies the last crew off with margin. Production resumes only after an inspection shows the platform is sound.',
    body: `**Immediate actions**
1. **Open the hurricane plan and fix the times:** when tropical-storm-force winds (34 kn) reach the platform, the last safe flight or boat, and work back — the last crew leaves with margin, not at the limit.
2. **Take the non-essential people off first** (projects, contractors, visitors), keeping only the crew that shuts in and secures.
3. **Stop hot work, crane lifts and well work** that cannot be finished and made safe in time.
4. **Report** the evacuation and the shut-in as the regulator requires (in US federal waters, BSEE's reports under 30 CFR 250.192).

**What to do: shut in and secure, in the usual order**
1. **Wells:** shut in each well at the surface (wing and master valves) and close its subsurface safety valve, confirming each one; stop gas-lift injection; record tubing and annulus pressures.
2. **Process:** shut down the gas-lift compressors and the process by the shutdown procedure, isolate and depressure to flare or blowdown as the plan says, and close the pipeline boarding valves (and the pipeline's own valves as its operator requires).
3. **Utilities:** main power down last, or the emergency generator left as the plan says; navigation lights and any required monitoring on battery.
4. **Deck:** lash or stow loose equipment, containers and scaffolding; close doors and hatches; crane booms in their rests and tied down.
5. **Final walk-down** against the checklist, then the last flight.

**After the storm**
- Go back only when the weather allows, after a fly-over, and board to inspect structure, wells and any pollution first; restart under the start-up procedure, looking for damage and leaks before flowing.

**Ask first**: how many hours are left before the last safe flight, and does the plan keep any wells producing under remote control?`,
    sources: [
      cfrSection(
        30,
        '250.192',
        'Reports and statistics for hurricanes, earthquakes and other natural occurrences',
      ),
      apiStandard(
        'API RP 75, Safety and Environmental Management System for Offshore Operations and Assets',
      ),
      NOAA_NHC,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-safety-valve-failed-test'],
  },
  {
    id: 'fac-pump-vibration',
    title:
      'A pump or other rotating machine with rising vibration or bearing temperature: how bad it is, the likely causes, and whether to run, watch or stop it',
    area: 'facilities',
    aliases: [
      'pump vibration',
      'high vibration',
      'vibration alarm',
      'vibration trip',
      'bearing temperature',
      'bearing running hot',
      'vibration severity',
      'ISO 20816',
      'ISO 10816',
      'misalignment',
      'unbalance',
      'bearing failure',
      'rotating equipment',
      'condition monitoring',
    ],
    symptoms: [
      'vibration doubled since yesterday',
      'bearing temperature climbing on the pump',
      'pump vibrating more than usual',
      'vibration alarm on the export pump',
      'the standby is down and the running pump is vibrating',
      'noisy bearing on the pump',
    ],
    summary:
      'A vibration that has doubled, with a bearing temperature rising, is a machine failing — most often a bearing, misalignment or unbalance — and a bearing can go from there to seizing in hours. Judge the level against the zone limits (ISO 20816-3, the maker and API 610) and, more, against its trend; measure every bearing, find the cause from a spectrum, and either stop it for repair or run it under a written, watched limit with its trips in service while the spare is brought back.',
    body: `**Ask first**: what are the machine's alarm and trip limits, and can the standby be expedited or the duty reduced?

**What the reading indicates — how bad it is**
- Overall velocity (mm/s RMS) against the zones of ISO 20816-3 (formerly ISO 10816-3) for the machine's size and mounting. For a medium machine (15–300 kW) on a rigid base the zone boundaries are about 1.4 (newly commissioned), 2.8 (fit for long-term running) and 4.5 mm/s (restricted running: plan the repair); above 4.5 mm/s the vibration itself damages the machine. On a flexible base they are about 2.3, 4.5 and 7.1 mm/s. A new API 610 pump up to 300 kW per stage is accepted at about 3.0 mm/s overall.
- The trend matters more than the number: a step of a quarter of the zone B/C boundary or more, or a doubling, means something changed. Vibration that doubles within a day while a bearing runs hotter is an active failure, whatever zone it has reached.
- A rolling-element bearing temperature rising steadily with no change of load or ambient is a bearing failing or losing its lubrication.

**Likely causes**
- A bearing or its lubrication (low or contaminated oil, over-greasing): high-frequency noise and heat.
- Misalignment (after maintenance, pipe strain, soft foot): twice running speed, axial vibration, coupling wear.
- Unbalance (impeller fouled, eroded or damaged): once running speed, radial.
- Hydraulics: running far from the best-efficiency point (recirculation at low flow, run-out at high flow), cavitation (low NPSH), a blocked suction strainer.
- Looseness (foundation bolts, baseplate grout), a rub, a mechanical seal failing.

**What to check, in this order**
1. Readings on every bearing in three directions, and the bearing temperatures, against the machine's baseline; a second reading with a portable meter to confirm the instrument.
2. The process: suction pressure, flow against the pump curve, strainer differential pressure.
3. Lubrication: oil level and condition, bearing cooling.
4. A spectrum (1×, 2×, bearing defect frequencies) to name the cause.
5. Coupling, alignment and foundation bolts.

**What to do**
- In zone D, rising steeply, or with a bearing temperature still climbing: stop the machine. A seized bearing or a failed seal releases crude and can start a fire, and a wrecked pump costs more than the days of deferred production.
- If it must run until the standby is back: bring the duty toward the best-efficiency point, write the limits (vibration and bearing temperature) with the trips in service, take readings every few hours or online, have someone watch the seal and the bearing housings, and expedite the standby's repair.
- Never raise or bypass a vibration or temperature trip to keep it running.`,
    sources: [
      ISO_20816_3,
      apiStandard(
        'API Std 610, Centrifugal Pumps for Petroleum, Petrochemical and Natural Gas Industries',
      ),
      apiStandard('API RP 686, Machinery Installation and Installation Design'),
    ],
    lastReviewed: REVIEWED,
    related: ['fac-centrifugal-pump-cavitation'],
  },
  {
    id: 'drill-mwd-signal-loss',
    title:
      'Lost MWD signal while drilling (mud-pulse telemetry): LCM, flow rate, pump noise or the tool — and no drilling blind near another well',
    area: 'drilling',
    aliases: [
      'MWD signal',
      'lost MWD',
      'MWD pulses',
      'mud pulse telemetry',
      'lost decode',
      'no decode',
      'MWD not pulsing',
      'MWD failure',
      'pulser',
      'anti-collision',
      'separation factor',
      'gyro survey',
    ],
    symptoms: [
      'lost the MWD signal',
      'MWD stopped pulsing',
      'cannot decode the surveys',
      'no pulses at surface since we added LCM',
      'MWD signal weak and noisy',
      'last good survey was a stand ago',
    ],
    summary:
      'Most lost MWD signals are the system, not the tool: LCM or debris in the pulser, a flow rate outside the tool’s range, pump noise or an uncharged dampener, gas in the mud, or the decoder. Troubleshoot from surface first; where the well’s position matters — near an offset well — do not drill ahead without a survey and an anti-collision check.',
    body: `**Ask first**: how close is the nearest offset well and what was the separation factor at the last survey, and did the signal go with an LCM addition or a change of flow rate?

**Likely causes**
- LCM, cuttings or junk plugging the pulser screen or poppet — the most common cause after an LCM pill or background LCM above the tool's limit of size and concentration.
- A flow rate outside the tool's operating window, or a change of rate that moved the pulses into a noisy band.
- Surface noise: a pump with a worn valve, a pulsation dampener uncharged or leaking, two pumps beating against each other; a failing standpipe transducer or its cable.
- Gas-cut or aerated mud, or a viscous pill in the string, damping the pulses.
- The tool: battery, turbine or pulser failed.

**What to check, in this order**
1. Surface: the transducer and cable, the decoder's settings, the dampener's pre-charge, each pump on its own.
2. Flow: back inside the tool's range; cycle the pumps off and on to reset the tool and flush the pulser.
3. Mud: the LCM passing through the tool against its limit; stop background LCM while troubleshooting.
4. Downhole: the tool's fallback modes (lower data rate, surveys only); if nothing decodes, it is a trip.

**What to do**
- **Near an offset well (tens of feet centre to centre), stop drilling ahead:** get the next survey another way (a drop or wireline gyro, surveys on the trip out) and run the anti-collision check against the operator's minimum separation factor (ISCWSA error models) before drilling on; secure the offset well as the anti-collision procedure requires.
- Away from any collision risk, drill on the last surveys only as far as the directional plan allows in writing; otherwise trip for the tool.
- When losses are expected, keep the LCM within the tool's limit or run a tool or a bypass rated for it.`,
    sources: [
      slbGlossary('measurement while drilling'),
      slbGlossary('mud pulse telemetry'),
      spePaper(
        'S. J. Sawaryn et al., "Well-Collision-Avoidance Separation Rule", SPE Drilling & Completion 34(1), 2019 (SPE-187073-PA)',
        '10.2118/187073-PA',
      ),
      ISCWSA,
    ],
    lastReviewed: REVIEWED,
    related: ['drill-lost-circulation'],
  },
  {
    id: 'res-condensate-banking',
    title:
      'A gas-condensate well losing productivity below the dew point: condensate banking (condensate blockage) — how to tell it and what to do',
    area: 'operations',
    aliases: [
      'condensate banking',
      'condensate blockage',
      'condensate bank',
      'condensate dropout',
      'retrograde condensation',
      'dew point',
      'dewpoint',
      'gas condensate well',
      'condensate gas ratio',
      'CGR',
      'gas cycling',
    ],
    symptoms: [
      'productivity fell once the bottomhole pressure went below the dew point',
      'gas condensate well losing PI',
      'CGR falling at the wellhead',
      'flowing pressure below the dewpoint',
      'condensate well rate dropping faster than the reservoir pressure',
    ],
    summary:
      'When a gas-condensate well’s flowing bottomhole pressure falls below the dew point, liquid drops out near the wellbore and builds a bank that cuts the gas’s relative permeability — the productivity can halve while the reservoir is still above the dew point. Confirm it (FBHP against the dew point, a falling producing CGR, a build-up with a composite response and a skin that grows with rate), then fracture, treat the near-wellbore region, manage the drawdown, or keep the reservoir above the dew point by cycling gas.',
    body: `**Ask first**: is the flowing bottomhole pressure below the dew point, and is the average reservoir pressure still above it?

**Signs, and how to confirm it**
- FBHP below the dew point with the reservoir above it: the bank forms only near the well (region 1 of Fevang and Whitson's three regions), where the liquid saturation builds until the liquid moves.
- The productivity loss came as the FBHP crossed the dew point, not with the reservoir pressure; the producing CGR falls as liquid is held back in the bank.
- A build-up shows a composite response (lower mobility near the well) and an apparent skin that rises with rate (non-Darcy flow adds to it).
- Rule out the neighbours: liquid loading in the tubing (the rate against the critical rate), scale, fines migration, water.

**What to do**
- A hydraulic fracture spreads the drawdown over a larger area and is the most lasting remedy, above all in tight rock.
- Near-wellbore treatments — solvent or methanol — remove the bank for weeks to months and can be repeated; a chemical change of wettability (gas-wetting) lasts longer where it has been proven.
- Limit the drawdown where it keeps the FBHP near the dew point, accepting the lower rate; in a rich condensate the bank is usually designed for rather than avoided.
- Cycling dry gas back into the reservoir, or other pressure maintenance, keeps it above the dew point and recovers more condensate: a field decision, not a well one.
- Flow steadily: shut-ins and restarts rebuild and move the bank.`,
    sources: [
      spePaper(
        'Ø. Fevang and C. H. Whitson, "Modeling Gas-Condensate Well Deliverability", SPE Reservoir Engineering 11(4), 1996 (SPE-30714-PA)',
        '10.2118/30714-PA',
      ),
      spePaper(
        'Afidick, Kaczorowski and Bette, "Production Performance of a Retrograde Gas Reservoir: A Case Study of the Arun Field", SPE 28749, 1994',
        '10.2118/28749-MS',
      ),
      slbGlossary('retrograde condensation'),
    ],
    lastReviewed: REVIEWED,
    // A productivity loss in an oil or dry-gas well is the general case's.
    appliesWhen: ['condensate', 'dew point', 'dewpoint', 'retrograde', 'CGR'],
    related: ['ops-ipr-nodal-analysis', 'lift-liquid-loading', 'ops-pressure-buildup-test'],
  },
  {
    id: 'res-pz-plot-reading',
    title:
      'Reading a gas material-balance p/z plot: the OGIP estimate climbing year after year (water influx, a poorly connected volume, unstabilised pressures), a curve bending down in an overpressured reservoir, and what to check before booking the number',
    area: 'operations',
    aliases: [
      'p/z plot',
      'p/z',
      'p over z',
      'gas material balance',
      'material balance',
      'OGIP',
      'GIIP from material balance',
      'original gas in place',
      'Cole plot',
      'water drive gas reservoir',
      'aquifer support',
    ],
    symptoms: [
      'OGIP from the p/z plot goes up every year',
      'p/z points bending above the straight line',
      'material balance gas in place keeps growing',
      'p/z extrapolation bigger than the volumetric estimate',
      'p/z curve bending down late in an overpressured reservoir',
    ],
    summary:
      'A p/z plot is a straight line only for a closed (volumetric), normally pressured gas reservoir whose average pressure is measured well. An OGIP that grows each year means energy the straight line leaves out: most often water influx from an aquifer, or gas fed from a poorly connected or tight part of the reservoir; sometimes pressures that had not stabilised. Check the pressures, plot a Cole plot, compare the volumetric estimate and the water production, and do not book the early extrapolation.',
    body: `**Ask first**: how were the pressures measured (shut-in long enough to reach the average reservoir pressure, or short build-ups), and is the field producing more water or are wells watering out?

**Why the OGIP grows with time**
- **Water influx (water drive):** an aquifer replaces the produced gas volume, so pressure falls more slowly than a closed tank's — the p/z points bend above the straight line and each new extrapolation gives a larger OGIP. Early on the bend is slight and easy to miss; rising water production at the edge wells confirms it.
- **A poorly connected or tight volume feeding the main one:** a low-permeability region, a second compartment behind a leaky fault or a layered reservoir releases gas slowly; the apparent OGIP grows as more of it is felt.
- **Pressures not stabilised:** short shut-ins in tight rock read below the true average pressure early (the points fall low), so later, better points lift the line.
- **Wrong Z or gas gravity, condensate or water vapour not counted:** errors that change the slope.

**A curve that bends the other way**
- In an **overpressured (geopressured) reservoir** the formation and water compressibility give energy early: the first p/z points lie on a shallow line that extrapolates to too large an OGIP, and the curve bends **down** later — the early straight line overstates the gas in place.

**What to check, in this order**
1. The pressure data: shut-in times against the time to stabilise, gauge depth corrections to a datum, one consistent Z correlation and gas gravity.
2. A **Cole plot** (Gp·Bg/(Bg − Bgi) against Gp): flat for a closed tank; rising for water influx or a feeding volume; falling for overpressure with compressibility.
3. Water: production at the edge wells, water-gas ratio trends, salinity (formation water against condensed water).
4. The volumetric GIIP and the mapped aquifer against the material-balance figure.
5. Rate-transient or build-up analysis for boundaries or a second compartment.

**What to do**
- Fit a material balance with an aquifer model (e.g. Fetkovich or van Everdingen–Hurst) or a two-tank model rather than forcing the straight line; book reserves on the fitted model and its abandonment pressure — a water drive traps gas behind the front, so recovery is lower than a closed tank's at the same pressure.
- Keep measuring stabilised pressures on a schedule; the estimate firms up as depletion grows.`,
    sources: [
      spePaper(
        'J. L. Pletcher, "Improvements to Reservoir Material-Balance Methods", SPE Reservoir Evaluation & Engineering 5(1), 2002 (SPE-75354-PA)',
        '10.2118/75354-PA',
      ),
      spePaper(
        'J. R. Bruns, M. J. Fetkovich and V. C. Meitzen, "The Effect of Water Influx on p/z-Cumulative Gas Production Curves", Journal of Petroleum Technology 17(3), 1965 (SPE-898-PA)',
        '10.2118/898-PA',
      ),
      slbGlossary('material balance'),
    ],
    lastReviewed: '2026-12-02',
    checks: ['gas_material_balance_pz'],
    related: ['ops-pressure-buildup-test', 'res-condensate-banking'],
  },
  {
    id: 'res-crossflow-commingled',
    title:
      'Crossflow between zones in a commingled well at shut-in — a depleted zone taking fluid from the others: does it matter and what to do',
    area: 'operations',
    aliases: [
      'crossflow',
      'cross flow',
      'interzonal flow',
      'commingled well',
      'downhole commingling',
      'commingling',
      'shut-in pass',
      'zonal isolation',
      'depleted zone',
      'Statewide Rule 10',
    ],
    symptoms: [
      'spinner shows flow down into the lower zone on the shut-in pass',
      'one zone flowing into another when the well is shut in',
      'depleted zone taking fluid during the shut-in',
      'commingled well slow to come back after a shut-in',
    ],
    summary:
      'In a commingled well the zones sit at different pressures; when the well is shut in, the stronger zone flows into the depleted one. Short shut-ins move little, but long or repeated ones move reserves into a zone that may not give them back, can damage it (water block, fines, scale from incompatible waters) and leave the well slow to restart. Size it from the production log, shorten the shut-ins, and isolate or control the zones where it matters.',
    body: `**Ask first**: how long and how often is the well shut in, and what is crossing over — oil, gas or water?

**Signs that it matters**
- Volume: the spinner's rate on the shut-in pass times the hours shut in is what the depleted zone takes; a few barrels a shut-in is minor, hundreds again and again are reserves moved where the well may never recover them.
- Water or gas into an oil zone can block it (relative permeability), and one zone's water may be incompatible with another's (sulfate meeting barium: scale); the well may have to unload it at every restart.
- Rules: downhole commingling needs the regulator's approval or a rule that allows it (in Texas, Statewide Rule 10), often with a condition about crossflow; a log that shows it may need reporting or a new look at the approval.
- Sometimes it is wanted (a depleted zone recharged), but that is a decision, not an accident.

**What to do**
- Shorten and reduce the shut-ins and restart promptly; a build-up on the commingled well is hard to read anyway — each zone's own pressure is needed.
- Test each zone's pressure (a selective test, or stationary readings with the production-logging tool) to decide.
- Isolate the depleted zone (a plug, a straddle or a patch) if it is no longer worth producing, or install zonal control (sliding sleeves, inflow-control valves) to shut it in with the well.`,
    sources: [
      slbGlossary('crossflow'),
      slbGlossary('production log'),
      texasRule(10, 'Restriction of production of oil and gas from different strata'),
    ],
    lastReviewed: REVIEWED,
    related: ['ops-pressure-buildup-test', 'ops-water-cut-rising'],
  },
];
