import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrPart, cfrSection, OSHA_OIL_AND_GAS } from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const CRANE_GROUND = cfrSection(
  29,
  '1926.1402',
  'Cranes and derricks in construction: ground conditions (firm, drained, graded; blocking and mats; hazards below the set-up)',
);

const CRANE_OPERATION = cfrSection(
  29,
  '1926.1417',
  'Cranes and derricks in construction: operation (the load chart and the manufacturer’s procedures; wind, ice and snow)',
);

const CRANE_WORK_AREA = cfrSection(
  29,
  '1926.1424',
  'Cranes and derricks in construction: work area control (barricading the swing radius of the counterweight)',
);

const CRANE_CLEAR_OF_LOAD = cfrSection(
  29,
  '1926.1425',
  'Cranes and derricks in construction: keeping clear of the load (no one under a suspended load)',
);

const CRANE_POWER_LINES = cfrSection(
  29,
  '1926.1408',
  'Power line safety (up to 350 kV): equipment operations (20 ft clearance unless the voltage is known)',
);

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations (derrick ladders, fall protection, the derrickman’s emergency escape device)',
);

const FALL_PROTECTION_SYSTEMS = cfrSection(
  29,
  '1910.140',
  'Personal fall protection systems (full-body harness, 5,000 lb anchorage, 6 ft free fall, 1,800 lb arresting force, prompt rescue)',
);

const FALL_PROTECTION_DUTY = cfrSection(
  29,
  '1910.28',
  'Duty to have fall protection and falling object protection (4 ft in general industry; ladder safety systems on fixed ladders over 24 ft)',
);

const OSHA_FALL_PROTECTION: KnowledgeSource = {
  title: 'OSHA, Fall protection (standards, hazards and solutions)',
  url: 'https://www.osha.gov/fall-protection',
};

const API_RP_755 = apiStandard(
  'API RP 755, Fatigue Risk Management Systems for Personnel in the Refining and Petrochemical Industries (hours-of-service limits; extended shifts over 14 hours only for an unplanned safety-critical need, never over 16, at least 8 hours off after)',
);

const OSHA_WORKER_FATIGUE: KnowledgeSource = {
  title: 'OSHA, Long work hours, extended or irregular shifts, and worker fatigue',
  url: 'https://www.osha.gov/worker-fatigue',
};

const NIOSH_FATIGUED_DRIVING: KnowledgeSource = {
  title:
    'NIOSH, Oil and Gas Employers: How to Prevent Fatigued Driving at Work (DHHS (NIOSH) Publication 2018-125)',
  url: 'https://doi.org/10.26616/NIOSHPUB2018125',
};

const CSB_TEXAS_CITY: KnowledgeSource = {
  title:
    'U.S. Chemical Safety Board, BP America Texas City refinery explosion investigation (operators on 12-hour shifts for 29 or more consecutive days; the recommendation that led to API RP 755)',
  url: 'https://www.csb.gov/bp-america-refinery-explosion/',
};

const DAWSON_REID: KnowledgeSource = {
  title:
    'D. Dawson and K. Reid, Fatigue, alcohol and performance impairment, Nature 388, 235 (1997) (17 hours awake ≈ 0.05 % blood alcohol, 24 hours ≈ 0.10 %)',
  url: 'https://doi.org/10.1038/40775',
};

const HOURS_OF_SERVICE = cfrPart(
  49,
  '395',
  'Hours of Service of Drivers (commercial drivers; the oilfield provisions of §395.1(d))',
);

const API_RP_11ER = apiStandard('API RP 11ER, Recommended Practice for Guarding of Pumping Units');

const API_SPEC_11E = apiStandard('API Spec 11E, Specification for Pumping Units');

const LOCKOUT_TAGOUT = cfrSection(
  29,
  '1910.147',
  'The control of hazardous energy (lockout/tagout)',
);

const PETROWIKI_PUMPING_UNITS: KnowledgeSource = {
  title: 'PetroWiki: Sucker-rod pumping units (geometry, counterbalance, ratings)',
  url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
};

const SWPSC_COUNTERBALANCING: KnowledgeSource = {
  title:
    'C. D. Richards, Counterbalancing Beam-Type Pumping Units, Southwestern Petroleum Short Course',
  url: 'https://swpshortcourse.org/paper/counterbalancing-beam-type-pumping-units',
};

/**
 * Lifting and height work on location and the people doing it: planning a mobile-crane lift
 * (percent of chart, ground, wind, the lift plan), climbing the derrick or mast, crew fatigue on
 * long shifts and night work, and balancing a beam pumping unit and moving its counterweights.
 */
export const liftingHeightAndFatigueEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-crane-lift-planning',
    title:
      'Planning a crane lift on location: the load with its rigging as a percent of the load chart at the radius, 75 % critical-lift and 85–90 % limits, outriggers, mats and ground bearing, wind and sail area, tag lines, the lift plan and who signs it, and the exclusion zone',
    area: 'operations',
    aliases: [
      'crane lift planning',
      'planning a crane lift',
      'lift plan',
      'critical lift',
      'critical lift plan',
      'percent of chart',
      'percentage of capacity',
      'load chart',
      'crane chart',
      'rated capacity at radius',
      'radius of the lift',
      'rigging weight',
      'spreader bar',
      'outriggers',
      'outrigger pads',
      'outrigger mats',
      'crane mats',
      'ground bearing pressure',
      'ground bearing',
      'soft ground under the crane',
      'sail area',
      'wind speed for lifting',
      'exclusion zone',
      'signal person',
      'picking the BOP',
      'setting the BOP with a crane',
      'tandem lift',
      'ASME B30.5',
    ],
    symptoms: [
      'load is close to the crane chart at that radius',
      'nobody knows what the load really weighs',
      'crane set up on a soft or wet pad without mats',
      'wind gusting at the boom tip before the pick',
      'no written lift plan for a heavy pick',
      'crane has to reach over the wellhead or a live line',
      'supervisor asking if we are good to lift',
    ],
    summary:
      'A lift is planned from the total hook load — the object plus the spreader, shackles, slings, hook block and any stowed jib the chart says to deduct — against the chart capacity at the longest radius of the lift in the crane’s actual configuration. Over about 75 % of chart it is a critical lift with a written plan signed by the lift supervisor, operator and site supervisor; most companies forbid going over 85–90 % at all. Outriggers fully set on mats sized for the ground, wind within the manufacturer’s limit for the load’s sail area, tag lines, one signal person and a barricaded exclusion zone complete it; the operator may refuse any lift.',
    body: `**Ask first**: what does the load weigh, from a nameplate, manifest or scale — not a guess — and what is the radius at the pick and at the set, in the crane's configuration today (boom length, outriggers, counterweight, over the side or the rear)?

**Are we good to lift? The go/no-go before a BOP or tank pick**
Say yes only when every line is true; one "no" means the lift waits.
1. **Total load is known**: object weight plus rigging (spreader bar, shackles, slings), the hook block or ball, and whatever the chart note says to deduct (stowed jib, load line). A tank carries what is left in it — 10 bbl of sludge or water is about 3,500–4,000 lb.
2. **Percent of chart is worked out** at the longest radius the load will travel to, for the boom length and outrigger set-up in use: **75 % or less** is a routine lift; **over 75 %** is a critical lift with a written, signed plan; **over 85–90 %** (the company's cap) is not lifted with this crane — bring a bigger one or shorten the radius.
3. **Outriggers fully extended** (or as the chart used), on mats sized for the ground, crane level within the manufacturer's tolerance (often 1 %), nothing soft, filled or hollow under a float (cellar, old pit, buried flowlines).
4. **Wind** measured at the boom tip below the manufacturer's limit for this load's sail area, and no thunder.
5. **Rigging inspected and tagged**, rated for its angle; tag lines on; **one qualified signal person** the operator can see or hear.
6. **Exclusion zone** barricaded: the counterweight swing radius and the area under and around the load path; nobody under the load, including the hand at the BOP.
7. **Power lines**: at least 20 feet from lines up to 350 kV (50 feet beyond) unless the utility's voltage allows less (29 CFR 1926.1408).
8. The **lift plan is signed** and everyone who will be near the lift heard it at the pre-job meeting.

**Working out the percent of chart — worked figures**
- BOP stack 13,500 lb + spreader bar 600 lb + four slings and shackles 250 lb + hook block 1,100 lb (the chart says deduct it) = **15,450 lb** total load.
- Chart at a 35-foot radius with 60 feet of boom, over the side on full outriggers: 19,800 lb → 15,450 ÷ 19,800 = **78 %** → a critical lift: written plan, signed, and a check that the set radius is not longer than the pick radius (at a 40-foot radius the same chart may give 16,000 lb → 97 % — no lift).
- The chart itself already sits below tipping (for outrigger-supported mobile cranes the ratings are at most 85 % of the tipping load), so the margin is for the unknowns — wind, a swing, a snag, a wrong weight — not spare capacity.
- Read the right column: over the side, over the rear and over the front differ; the radius grows as the boom deflects under load and when a load swings out.

**Outriggers and ground bearing**
- An outrigger float can carry most of crane plus load when the boom swings over it. 60,000 lb on a float 2 feet square (4 square feet) bears 15,000 lb per square foot (psf); on a mat 4 feet square (16 square feet) 3,750 psf; on a stiff 4 × 8 foot mat about 1,900 psf. Compare with what the pad can carry — soft clay or a rain-soaked lease pad can be well under 2,000 psf; compacted caliche or gravel several times that. The outrigger reaction comes from the crane's manufacturer or its app.
- Ground firm, drained and graded, with mats or blocking where it is not (29 CFR 1926.1402); the site owner tells the crane crew what lies beneath — cellars, pits filled in, buried lines, tanks.

**Wind and sail area**
- The manufacturer's limit rules, measured at the boom tip; many mobile-crane manuals set about 20 mph (9 m/s) for ordinary loads, and less for loads with a large flat face: a 400 bbl tank, a skid building or a container catches wind like a sail. Gusts count, and the competent person adjusts or stops for wind (29 CFR 1926.1417).
- Tag lines on every load that can spin, held by hands standing clear — never wrapped around a hand, never under the load.

**The lift plan and who signs it**
- A routine lift: the operator and the rigger confirm weight, radius, chart and rigging; it goes on the JSA.
- A **critical lift** (over 75 % of chart, a tandem lift, a lift over live wellheads or process lines, a personnel lift, a load of unknown centre of gravity): a written plan with the load, rigging, crane configuration, radius, percent of chart, ground and mats, wind limit, the exclusion zone and the signal person, signed by the **lift supervisor (appointed person)**, the **crane operator** and the **site supervisor (company man or foreman)** — and an engineer where company rules say (tandem lifts, over 90 %).
- The **operator may refuse** any lift he thinks is unsafe, whatever the plan says, and any person may stop the lift.

**Likely causes when lifts go wrong on location**
- A load weight guessed or taken from memory; rigging and block left out of the total.
- The radius measured at the pick and not at the set, or the wrong chart column.
- Outriggers half out or on soft ground, a float over a cellar or old pit.
- Wind on a tank or skid; no tag lines; a hand under or beside the load to guide it.
- Two people signalling, or the operator blind to the set point.

**What to check, in this order**
1. The load's weight and centre of gravity, and the rigging added up.
2. The crane's configuration and the chart: radius at pick, travel and set; percent of chart.
3. The ground and mats under each outrigger, and the crane level.
4. Wind at the boom tip against the limit for this load.
5. Rigging tags and condition, the hook latch, tag lines.
6. Power lines, the exclusion zone and the signal person; the plan signed and briefed.

**What to do**
- Make a **test lift**: raise the load a few inches, hold, check the brakes, the outriggers and mats, the level and the rigging; set it down and fix anything that moved.
- Move the crane closer or turn the set so the radius shortens before going to a bigger crane; re-plan when anything changes (a different crane, a heavier load, the wind).
- Stop and land the load when the wind rises past the limit, the load starts to spin, the signal is lost or anyone enters the zone.

**Safety:** nobody under a suspended load, ever (29 CFR 1926.1425), and the swing radius of the counterweight barricaded (29 CFR 1926.1424). "We've lifted heavier" is not a lift plan.`,
    sources: [
      CRANE_OPERATION,
      CRANE_GROUND,
      CRANE_WORK_AREA,
      CRANE_CLEAR_OF_LOAD,
      CRANE_POWER_LINES,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-lifting-near-miss', 'ops-lightning-severe-weather', 'ops-job-safety-analysis'],
  },
  {
    id: 'ops-work-at-height-derrick',
    title:
      'Climbing the derrick or mast and working at height — greasing the crown sheaves, working in the board, going up in high wind or in the dark: full-body harness, climb assist, 100 % tie-off, wind and lighting limits, tethered tools, a rescue plan and stop-work authority',
    area: 'operations',
    aliases: [
      'work at height',
      'working at height',
      'climbing the derrick',
      'climbing the mast',
      'derrick climb',
      'mast climb',
      'grease the crown',
      'greasing the crown',
      'crown sheaves',
      'crown block',
      'monkey board',
      'the board',
      'derrickman',
      'fall protection',
      'fall arrest',
      'full body harness',
      'harness',
      'climb assist',
      'climbing assist',
      'ladder safety device',
      'rope grab',
      'controlled descent',
      'self-retracting lifeline',
      'SRL',
      'lanyard',
      '100 % tie-off',
      '100 percent tie off',
      'tie off',
      'tied off',
      'fall rescue',
      'rescue plan',
      'suspension trauma',
      'Geronimo line',
      'derrick escape',
    ],
    symptoms: [
      'hand wants to climb the mast in high wind',
      'going up the derrick at night to grease the crown',
      'derrickman not tied off in the board',
      'climb assist not working so he free-climbs',
      'no one on the floor knows how to get a hanging man down',
      'he has done it a hundred times',
      'tools carried up the ladder in his pockets',
    ],
    summary:
      'Nobody climbs the derrick or mast in wind above the rig’s limit, in lightning, on ice or without light on the ladder and the work, and a missed crown greasing can wait for daylight. Every climb is in a full-body harness on the climb assist or ladder safety device from the first rung, with 100 % tie-off at the top, tools tethered and the area below cleared, and a rescue plan that brings a suspended worker down within minutes. Experience is not a control; anyone may stop the climb.',
    body: `**Immediate actions**
1. **Nobody goes up** in wind above the rig's written limit, with thunder, on ice, or without light on the ladder and the work — the crown grease can wait for daylight.
2. **Harness on and checked, clipped to the climb assist or ladder safety device before the first rung**, and 100 % tie-off at the top — never unclipped to move.
3. **Tools tethered, pockets empty**, and the area under the climb cleared and barricaded — nobody works below.
4. **Rescue ready before the climb**: the plan, the kit on the floor, a person watching with a radio.
5. **Stop the job** if any of this is missing — "he's done it a hundred times" is not a control.

**Ask first**: what is the wind at the crown (not on the floor), what light is there on the ladder and at the work, and is the climb needed now — is there a remote grease line, or can it wait for daylight or the next rig-down?

**Does it have to be done now?**
Usually not. Crown sheaves greased a few hours late will not fail; a man falling from 90–100 feet does not survive. Eliminate the climb first: grease through remote lines run to the floor if the rig has them, grease the crown with the mast down at rig-up or rig-down on a workover rig, or wait for daylight and the wind to drop. Work in the board while tripping is planned work with its own limits; a non-routine climb at night or in a blow is not.

**Limits before anyone climbs**
- **Wind**: the rig contractor's written limit, read at the crown or from the rig's anemometer — commonly in the 30–40 mph range for derrick work, lower for climbing than for racking pipe; gusts count. No written limit means nobody climbs in a wind that moves the stands or makes a man hold on to stand.
- **Lightning**: thunder heard means everyone out of the derrick until 30 minutes after the last thunder.
- **Light**: derrick lights working on the ladder, the platforms and the crown, plus a headlamp — both hands stay on the ladder; no torch in the hand.
- **Ice, snow, mud or grease** on the rungs and platforms: clear it or do not climb.
- **Fitness**: rested, not sick or medicated, not at the end of a 16-hour day; the fatigue entry applies.

**Fall protection — what it must be**
- **Full-body harness** inspected before each use (webbing, stitching, D-ring, buckles, the fall indicator), fitted snug; a body belt is never fall arrest.
- **On the ladder**: a climb assist, ladder safety device (rope grab or cable sleeve) or self-retracting lifeline connected from the ground; on fixed ladders over 24 feet OSHA requires a ladder safety system or personal fall arrest, replacing cages (29 CFR 1910.28).
- **At the top and in the board — 100 % tie-off**: a personal fall arrest anchor rated 5,000 lb per person (or designed by a qualified person with a safety factor of 2), free fall no more than 6 feet and arresting force no more than 1,800 lb; a positioning line in the board limits free fall to 2 feet (29 CFR 1910.140). Twin lanyards or an SRL so that one is always connected when moving past obstructions.
- **The derrickman's emergency escape device** (Geronimo line, trolley and brake) rigged, inspected and its landing area clear (API RP 54).

**Dropped objects**
- Every tool on a rated tether, grease gun and fittings in a tool bag hoisted on a line, nothing loose on the platforms; count tools up and down.
- The area below the derrick or mast (the red zone) cleared and barricaded while anyone is above; the floor crew stops work under him.

**Rescue plan**
- A worker hanging in a harness can lose consciousness within minutes from suspension (orthostatic) intolerance: rescue is planned, equipped and practised on this rig — a rescue or descent kit, a trained person and a route — not a call to the fire department (prompt rescue, 29 CFR 1910.140).
- Once down, keep him seated or semi-upright, call EMS, and report the fall or the near miss.

**Likely causes of falls and near misses in the derrick**
- Climbing unclipped because the climb assist is broken, too slow, or "it's a quick job".
- Unclipping to pass a platform or reach the crown; anchoring to a handrail or sheave guard that is not rated.
- Wind, ice and darkness on a non-routine climb; fatigue at the end of a long tour.
- Tools and grease guns carried in pockets or hands.
- Nobody watching, no rescue plan, no radio.

**What to check, in this order**
1. Is the climb needed now, or can it be eliminated or postponed?
2. Wind at the crown, weather, light and the ladder's condition.
3. Harness, climb assist or ladder safety device, lanyards or SRL, anchor points.
4. Tools tethered, red zone barricaded, work below stopped.
5. Rescue kit and person on the floor, radio check, escape line inspected.

**What to do**
- Brief the climb like any job on the JSA, with the stop-work triggers: wind over the limit, thunder, loss of light, a fall-protection fault.
- Fix a broken climb assist before the next climb; until then, no climb that can wait.
- Put remote grease lines to the crown on the repair list if the rig does not have them.

**Safety:** stop-work authority belongs to every person on the rig, including the man who was told to climb; nobody is penalised for refusing a climb in wind, lightning or the dark.`,
    sources: [
      FALL_PROTECTION_SYSTEMS,
      FALL_PROTECTION_DUTY,
      API_RP_54,
      OSHA_FALL_PROTECTION,
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'ops-dropped-object-from-height',
      'ops-lightning-severe-weather',
      'ops-fatigue-long-shifts',
    ],
  },
  {
    id: 'ops-fatigue-long-shifts',
    title:
      'Crew fatigue and long shifts on a rig or workover — a crew at 16 hours, night work on a critical step (jarring, a kill, a crane lift), short-handed tours: fitness for duty, hour limits and rest (API RP 755), postpone the step or bring relief, who decides, and the drive home',
    area: 'operations',
    aliases: [
      'crew fatigue',
      'fatigue',
      'fatigued crew',
      'tired crew',
      'worn out crew',
      'long shifts',
      'long hours',
      'extended shift',
      'double tour',
      'working a double',
      'hours of work',
      'hour limits',
      'shift length',
      'night tour',
      'night work',
      'short-handed',
      'short handed crew',
      'short a hand',
      'fitness for duty',
      'fit for duty',
      'fatigue risk management',
      'FRMS',
      'API RP 755',
      'RP 755',
      'sleep debt',
      'rest between shifts',
      'relief crew',
      'hitch',
      'drive home after a long shift',
      'hours awake',
      'up all night',
      'hrs awake',
      'hours on tour',
      'work hours limit',
      'how many hours can a crew work',
      'hours a day a hand can work',
      'rest before the next tour',
      'tired crew on a kill',
    ],
    symptoms: [
      'crew has been working 16 hours or more',
      'hands nodding off on the floor',
      'driller making mistakes late in the night tour',
      'want to finish the job tonight with the same crew',
      'short a hand for the night tour',
      'critical step coming up at 3 in the morning',
      'crew has to drive two hours home after a double',
      'crew has been awake 20 hours with a kill still to do',
    ],
    summary:
      'A crew at 16 hours or on the early-morning low (about 02:00–06:00) is impaired like a crew with alcohol in it — 17 hours awake is roughly 0.05 % blood alcohol. Keep shifts to the company limit (API RP 755, written for refineries and widely used as a benchmark, allows over 14 hours only for an unplanned safety-critical need, never over 16, and at least 8 hours off after); make the well safe and postpone a critical step such as jarring, a kill or a lift to a rested crew, or bring relief. The company representative and the rig manager decide together, anyone may stop the job, and nobody drives home exhausted.',
    body: `**Ask first**: how long has each person on this step been awake and working (hours on tour and since their last real sleep), what is the critical step and when does it fall, and can the well be held safe while a rested crew or relief comes out?

**Push through, or stop and bring relief?**
Make the well safe and stop, unless stopping is itself the greater risk. A crew past about 14–16 hours, or one working through the early-morning low (roughly 02:00–06:00), misses steps, fixes on one idea and reacts slowly — after 17 hours awake performance is about that of 0.05 % blood alcohol, after 24 hours about 0.10 %. So:
- **Jarring or fishing, a crane lift, rigging up pressure equipment, a cement job or a pressure test** can almost always wait: leave the well secure (circulating, string in the slips or hung off, pressure bled or isolated) and start it with a rested crew in daylight.
- **A kill or a well-control event cannot simply stop**: keep the well shut in and monitored, bring relief for the key people (driller, choke operator, company man) and the well-control specialist, hand over with the kill sheet and the pressures written down, and do the kill with people who can think.
- **A short-handed tour** does not double up on a critical step: one person cannot run the brake, watch the pits and work the choke.

**Hour limits and rest (API RP 755 as the benchmark)**
API RP 755 was written after the 2005 Texas City refinery explosion (operators on 12-hour shifts for 29 or more days in a row) for refineries and petrochemical plants; rigs and workovers follow the drilling contractor's and operator's own policy, which should be at least as strict. Its benchmark figures:
- A shift extended past **14 hours** only for an **unplanned** safety-critical task or an open safety-critical position — not to finish the job.
- Never more than **16 hours** in a shift, and at least **8 hours off** before the next one; holdovers on a regular shift kept to about 2 hours.
- Limits on consecutive shifts in a work set, with a long break (a day and a half or more) after it, and longer after a run of nights.
- Plus a fatigue risk management system: training, reporting of fatigue without penalty, and investigation of fatigue in incidents.

**Signs of a fatigued crew**
- Nodding off, long blinks, staring; slow to answer the radio; irritability.
- Missed steps, a valve left in the wrong position, repeating a task already done, forgetting the last instruction.
- Near misses rising late in the tour, at the end of a hitch or after the switch to nights.

**Likely causes**
- A job that ran long (stuck pipe, a fishing job, waiting on equipment) and a plan to "just finish it".
- Short-handed crews: a hand sick or gone, nobody to relieve.
- Night tours and crew changes that put the drive home after a night shift; long hitches (14 days and more).
- Poor sleep in camp: noise, heat, shared rooms, phones.

**What to check, in this order**
1. Hours worked and awake for each person on the critical step, and the time of day the step will fall.
2. Whether the step can wait with the well safe, and what holding it costs against the risk.
3. Who is available: the off tour, a relief crew, a second company man or a specialist.
4. The handover: what the next crew needs to know, written down.
5. How the tired crew gets home or to camp.

**What to do**
- **Fitness for duty** at the start of each tour and before each critical step: the supervisor asks, and a hand who says he is too tired is taken off the step, not shamed.
- Postpone the critical step to a rested crew in daylight when the well allows; bring relief when it does not.
- Keep to the company's hour limits; an exception over 14 hours is authorised by the rig manager and the company representative, written down with its reason and its mitigations (a second person checking each step, more breaks, no driving after).
- **Journey management after the shift**: no driving after a double or a night tour without sleep — camp, a ride with a rested driver, or a crew bus; commercial drivers fall under the hours-of-service rules (49 CFR part 395, with oilfield provisions).

**Who decides**
The **rig manager or toolpusher** owns the crew's hours and assigns the relief; the **company representative** decides whether the well operation goes ahead now or waits, and must be told of fatigue; **every person has stop-work authority** and the duty to say when he is not fit. Neither side pushes a tired crew through a critical step to save rig time.

**Safety:** a worn-out crew is most dangerous on the road home — motor-vehicle crashes are the leading cause of death in oil and gas extraction. Plan the drive before the double, not after.`,
    sources: [
      API_RP_755,
      OSHA_WORKER_FATIGUE,
      CSB_TEXAS_CITY,
      DAWSON_REID,
      NIOSH_FATIGUED_DRIVING,
      HOURS_OF_SERVICE,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-driving-fatigue', 'ops-work-at-height-derrick', 'ops-crane-lift-planning'],
  },
  {
    id: 'lift-pumping-unit-counterweights',
    title:
      'Balancing a beam pumping unit and moving its counterweights — the amp test (upstroke against downstroke peak amps, within about 10–15 %), rod-heavy or weight-heavy, a motor running hot, and the safe way to move the weights: unit stopped with the crank positioned, brake set and crank chained, prime mover locked out — never running or "running slow"',
    area: 'artificial-lift',
    aliases: [
      'counterweights',
      'counter weights',
      'moving counterweights',
      'move the counterweights',
      'adjusting the counterweights',
      'counterbalance',
      'balancing a pumping unit',
      'balance the unit',
      'balancing the pumping unit',
      'amp test',
      'amp check',
      'amperage balance',
      'amp balance',
      'upstroke amps',
      'downstroke amps',
      'peak amps',
      'clamp-on ammeter',
      'rod heavy',
      'rod-heavy',
      'weight heavy',
      'weight-heavy',
      'crank weights',
      'crank counterweights',
      'beam weights',
      'air balanced unit',
      'motor running hot',
      'pumping unit motor hot',
      'chain the crank',
      'crank chain',
    ],
    symptoms: [
      'amps much higher on the upstroke than the downstroke',
      'amps higher on the downstroke than the upstroke',
      'pumping unit motor running hot or tripping on overload',
      'unit slows and labours on one half of the stroke',
      'cranks roll back when the unit is stopped',
      'pumper wants to slide the weights with the unit running slow',
      'gearbox knocks after a pump change',
    ],
    summary:
      'Balance a beam unit by comparing the peak motor amps on the upstroke and the downstroke: within about 10–15 % is balanced. Higher on the upstroke is rod-heavy (move the weights out or add weight); higher on the downstroke is weight-heavy (move them in). An unbalanced unit runs the motor hot and overloads the gearbox. Weights are moved only with the unit stopped, the crank at the position the manufacturer gives, the brake set and the crank chained or pinned, and the prime mover locked and tagged out — never with the unit running or creeping.',
    body: `**Immediate actions**
1. **Never move, loosen or adjust the weights with the unit running**, "running slow", creeping on the brake or in its timer off cycle.
2. **Stop the unit with the crank at the position the manufacturer gives** for moving weights, and set the brake.
3. **Open the disconnect, lock and tag it** (engine: ignition off, fuel shut and locked), then try a start to prove it dead.
4. **Chain or pin the crank** (or the brake drum with the pawl) so it cannot turn; everyone out of the crank's swing path.
5. Move the weights, torque the bolts, clear tools and people, remove chains and locks, restart and **repeat the amp test**.

**Ask first**: what are the peak amps on the upstroke and the downstroke, read over several strokes — and is the unit electric with a controller or VSD, or engine-driven?

**The amp test — how to read it**
- Clamp an ammeter on one motor lead (or read the controller's or VSD's current trace) and note the **peak on the upstroke** (horsehead rising, lifting the rods and fluid) and the **peak on the downstroke**, over 5–10 strokes.
- Imbalance = (higher peak − lower peak) ÷ higher peak. **Within about 10 %** is balanced; many operators accept up to **15 %**.
- **Upstroke peak higher = rod-heavy** (not enough counterbalance): move the crank weights **out**, away from the crankshaft, or add weight. On a beam-balanced unit move the beam weights farther out along the tail, away from the centre bearing; on an air-balanced unit add air.
- **Downstroke peak higher = weight-heavy** (too much counterbalance): move the weights **in**, toward the crankshaft, or take weight off; bleed air on an air-balanced unit.
- Worked figures: upstroke 62 A, downstroke 45 A → (62 − 45) ÷ 62 = 27 % → rod-heavy; move the weights out a few inches each side, equally, and test again.
- The limits of the test: a clamp-on meter cannot tell the motor driving from the motor being driven (generating), fluid pound distorts the downstroke, and amps say nothing about the gearbox's torque rating. When the two peaks will not come within 15 % or the gearbox is near its rating, balance from a **dynamometer card and torque analysis**, which gives the counterbalance moment and the weight position to use. On an engine-driven unit, read the engine's load (speed drop or manifold vacuum) on each stroke, or use the dynamometer.

**Why the motor runs hot**
- **Out of balance**: one stroke does most of the work, so the motor's RMS current — its heating — rises well above what a balanced unit would draw.
- **Overloaded or undersized motor** for the pump, stroke and speed; fluid pound or a sticking pump adding load.
- **Electrical**: low voltage or unbalanced phases (more than about 1–2 % voltage unbalance heats a motor fast), a loose or burnt connection, a single phase.
- **Belts** slipping or too tight; a dragging brake.

**Likely causes of imbalance**
- A pump change, a deeper pump or a rod-string change; a fluid level that fell (more fluid load on the upstroke) or rose.
- Weights never moved after the unit was set on a new well; weights shifted because their bolts loosened.
- A stroke-length change, which changes the counterbalance needed.

**What to check, in this order**
1. Peak amps on both strokes and the imbalance percent; the motor's nameplate current and temperature.
2. A dynamometer card: fluid pound, pump condition, peak and minimum loads, and the torque analysis against the gearbox rating.
3. The weights: bolts tight, weights on both cranks at the same position, keepers and locks in place.
4. Voltage and current on each phase, connections, belts and brake.

**What to do**
- Move weights in small steps (a few inches), both cranks the same, each weight bolted to the manufacturer's torque with its locks before the next is touched; use the counterweight jack or wrench the maker supplies, not a bar and a hammer.
- After each move: unchain, remove the locks in the lockout order, restart, read the amps over several strokes, and repeat until within about 10–15 %.
- Record the final weight position and the amps; recheck after any pump, rod or stroke change.

**Safety:** crank weights weigh up to a ton or more each, and an out-of-balance crank turns on its own the moment the brake slips — the brake alone is not isolation, and neither is the controller's stop, the hand-off-auto switch or the timer. Nobody stands in the crank's swing path or inside the guard while the unit can move (API RP 11ER guarding). Keep the unit at least 10 feet from overhead power lines when working around it.`,
    sources: [
      LOCKOUT_TAGOUT,
      API_RP_11ER,
      API_SPEC_11E,
      PETROWIKI_PUMPING_UNITS,
      SWPSC_COUNTERBALANCING,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'lift-pumping-unit-overload',
      'lift-pumping-unit-timer-lockout',
      'lift-dynamometer-cards',
    ],
  },
];
