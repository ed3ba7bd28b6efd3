import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, OSHA_OIL_AND_GAS } from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const NIOSH_HEAT_CRITERIA: KnowledgeSource = {
  title:
    'NIOSH, Criteria for a Recommended Standard: Occupational Exposure to Heat and Hot Environments, DHHS (NIOSH) Publication 2016-106 (acclimatization, work/rest limits, heat stroke first aid)',
  url: 'https://doi.org/10.26616/NIOSHPUB2016106',
};

const OSHA_HEAT: KnowledgeSource = {
  title: 'OSHA, Heat: heat-related illness, water, rest, shade and acclimatization',
  url: 'https://www.osha.gov/heat-exposure',
};

const OSHA_TECHNICAL_MANUAL_HEAT: KnowledgeSource = {
  title: 'OSHA Technical Manual, Section III Chapter 4: Heat Stress (WBGT, work/rest regimens)',
  url: 'https://www.osha.gov/otm/section-3-health-hazards/chapter-4',
};

const NWS_HEAT_INDEX: KnowledgeSource = {
  title: 'National Weather Service, Heat index (chart, and up to 15 °F more in full sun)',
  url: 'https://www.weather.gov/safety/heat-index',
};

const NWS_LIGHTNING: KnowledgeSource = {
  title:
    'National Weather Service, Lightning safety ("when thunder roars, go indoors"; wait 30 minutes after the last thunder)',
  url: 'https://www.weather.gov/safety/lightning',
};

const OSHA_LIGHTNING: KnowledgeSource = {
  title: 'OSHA, Lightning safety when working outdoors',
  url: 'https://www.osha.gov/lightning',
};

const API_RP_545 = apiStandard(
  'API RP 545, Recommended Practice for Lightning Protection of Above Ground Storage Tanks for Flammable or Combustible Liquids',
);

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
);

const CRANE_OPERATION = cfrSection(
  29,
  '1926.1417',
  'Cranes and derricks in construction: operation (wind, ice and snow; the manufacturer’s procedures)',
);

const DROPS_ONLINE: KnowledgeSource = {
  title:
    'DROPS (Dropped Objects Prevention Scheme): the DROPS Calculator, Reliable Securing and dropped-object inspections',
  url: 'https://www.dropsonline.org/',
};

const OSHA_FALLING_OBJECTS = cfrSection(
  29,
  '1910.28',
  'Duty to have fall protection and falling object protection (toeboards, screens, barricaded areas)',
);

const OSHA_HEAD_PROTECTION = cfrSection(
  29,
  '1910.135',
  'Head protection (hard hats to ANSI/ISEA Z89.1)',
);

const OSHA_JHA: KnowledgeSource = {
  title: 'OSHA 3071, Job Hazard Analysis (2002 revision)',
  url: 'https://www.osha.gov/sites/default/files/publications/osha3071.pdf',
};

const NIOSH_HIERARCHY: KnowledgeSource = {
  title:
    'NIOSH, Hierarchy of controls (elimination, substitution, engineering, administrative, PPE)',
  url: 'https://www.cdc.gov/niosh/hierarchy-of-controls/about/index.html',
};

const SEMS_HAZARD_ANALYSIS = cfrSection(
  30,
  '250.1911',
  'SEMS hazards analysis criteria (job safety analysis for each job)',
);

const API_14C = apiStandard(
  'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities (safety analysis, SAFE charts, PSH/PSL/LSH settings)',
);

const API_520 = apiStandard(
  'API Std 520 Part I, Sizing, Selection, and Installation of Pressure-relieving Devices (set pressure at or below the MAWP)',
);

const BSEE_PLATFORM_OPERATIONS = cfrSection(
  30,
  '250.869',
  'General platform operations (safety devices bypassed only for start-up, maintenance or testing, flagged and monitored)',
);

const PSM_MOC = cfrSection(
  29,
  '1910.119',
  'Process safety management of highly hazardous chemicals (management of change, paragraph (l))',
);

/**
 * Field hazards to people on location that the emergency entries leave out: heat stress, lightning
 * and high wind, a dropped object from height, writing a job safety analysis, and a safety device
 * bypassed because it keeps tripping.
 */
export const hseFieldHazardEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-heat-stress',
    title:
      'Heat stress on location — crews working in high heat and humidity: heat index and work/rest/water schedules, acclimatization, heat exhaustion against heat stroke, first aid, and when to stop or reschedule the work',
    area: 'operations',
    aliases: [
      'heat stress',
      'heat illness',
      'heat-related illness',
      'heat stroke',
      'heatstroke',
      'heat exhaustion',
      'heat cramps',
      'heat rash',
      'heat syncope',
      'heat index',
      'WBGT',
      'wet bulb globe temperature',
      'work rest schedule',
      'work/rest cycle',
      'water rest shade',
      'hydration',
      'acclimatization',
      'acclimatisation',
      'heat acclimatization',
      'rule of 20 percent',
      'new hand in the heat',
      'hot weather work',
      'working in the heat',
      'too hot to work',
      'heat and humidity',
      'OSHA heat',
      'NIOSH heat',
      'overheated worker',
      'hand overheated',
    ],
    symptoms: [
      'a hand got dizzy and sick working in the sun',
      'worker confused and stumbling in the heat',
      'crew cramping up in the afternoon heat',
      'new hand quit sweating and acting strange',
      'heat index over 105 and heavy work planned',
      'guy collapsed on location in the heat',
      'heavy sweating, headache and nausea on a hot day',
    ],
    summary:
      'Heat stroke kills within hours and is told from heat exhaustion by the mind: a worker confused, slurring, collapsing or seizing in the heat is cooled at once — cold water, ice, shade — while EMS is called. Prevent it with water, rest and shade scheduled by the heat index or WBGT and the workload, acclimatization of new and returning hands (20 % the first day), a buddy watching, and heavy work moved to the cool hours.',
    body: `**Immediate actions**
1. **Confused, slurring, collapsed, seizing or not making sense in the heat = heat stroke:** call 911/EMS now.
2. **Cool immediately, on site, before transport:** into shade or A/C, coveralls off, cold-water immersion (a stock tank or tub of ice water) if you have it; otherwise soak with cold water, fan hard, ice packs or cold wet towels to the neck, armpits and groin.
3. **Keep cooling until EMS takes over** — cool first, transport second. Nothing to drink unless fully alert.
4. Not breathing: CPR and the AED. Someone stays with them the whole time.
5. **Heat exhaustion** (sweating, dizzy, sick, mind clear): shade, coveralls open, sips of water or electrolyte drink; worse or not better within an hour — to a clinic.
6. Stop that job, check the rest of the crew, and report it.

**Ask first**: is the worker's mind clear — do they know where they are and answer normally? That single fact separates heat exhaustion from heat stroke.

**Signs: heat exhaustion or heat stroke?**
- **Heat cramps / heat rash / fainting (syncope):** early warnings — rest, water and electrolytes, shade.
- **Heat exhaustion:** heavy sweating, cool clammy skin, headache, dizziness, nausea, weakness, thirst, fast pulse, little dark urine; body temperature raised but usually below 104 °F (40 °C); **the mind stays clear.**
- **Heat stroke:** confusion, slurred speech, odd behaviour, collapse, seizures, unconsciousness; skin hot — dry **or wet with sweat** (in a working man it is often wet); body temperature 104 °F (40 °C) or more. A medical emergency: the death rate rises with every minute it is not cooled.

**Heat index and the precautions (OSHA's heat-index guidance; NWS heat index)**
| Heat index | Risk | What the crew does |
| --- | --- | --- |
| below 91 °F | lower | water on site, shade, training, watch new hands |
| 91–103 °F | moderate | scheduled water (a cup every 15–20 min), rest in shade, buddy system, acclimatize |
| 103–115 °F | high | set work/rest cycles, heavy work to the cool hours, check on each other hourly |
| above 115 °F | very high to extreme | only essential heavy work, with strict work/rest and medical watch; reschedule the rest |
- Full sun adds up to 15 °F to the heat index; FR coveralls, hard hats and a chemical suit or respirator add more (a vapour-barrier suit behaves like a much hotter day).
- **WBGT** (wet bulb globe temperature) is the better measure and what the work/rest tables use. ACGIH/NIOSH limits for **acclimatized** workers at **moderate** work (walking with loads, rigging, shovelling lightly): continuous work to about 82 °F (28 °C) WBGT, 75 % work/25 % rest about 84 °F (29 °C), 50/50 about 86 °F (30 °C), 25/75 about 88–89 °F (31–31.5 °C). Heavy work (pipe handling, digging, hammering unions) is about 1.5 °C (3 °F) lower; unacclimatized workers about 2.5 °C (4–5 °F) lower.

**Water, rest and shade**
- Drink about 1 cup (8 oz) every 15–20 minutes while working — about a quart an hour — before thirst; not more than about 48 oz (1.5 qt) an hour. Electrolyte drinks on shifts over about 2 hours of sweating. Cool water close to the work, not in the truck.
- Rest in shade or an air-conditioned cab or doghouse; rest periods grow with the heat (the table above).
- Alcohol the night before, some medicines (diuretics, antihistamines, blood-pressure drugs), illness, obesity and poor sleep raise the risk.

**Acclimatization — new and returning workers**
- **New to the heat:** no more than **20 %** of a full day's heat exposure on day 1, and no more than 20 % more each day after (NIOSH "rule of 20 percent"); full acclimatization takes 7–14 days.
- **Returning** (back after 7 days or more away, or with earlier experience of the job): 50 % day 1, 60 % day 2, 80 % day 3, 100 % day 4.
- Most heat deaths are in the first days on the job: new hands and hitch-change crews flying in from a cool climate are the ones to watch.

**What to do: when to stop or reschedule**
- Move heavy work (rig-up and rig-down, pipe handling, tank cleaning, pad construction) to early morning or night when the forecast heat index is high or very high.
- Stop the job or rotate the crew when the work/rest cycle cannot be kept, when there is no shade or water at the work, or when anyone shows signs; a worker with heat exhaustion does not go back to work that day.
- Check new hands and anyone in a chemical suit or respirator every 15–30 minutes.
- A federal OSHA heat standard was proposed in 2024 (not in force as of this review); OSHA uses the General Duty Clause and its heat National Emphasis Program, and some states (California, Washington, Oregon and others) have their own heat rules.

**Safety:** the person with heat stroke rarely knows it — a buddy who notices confusion, stumbling or a change in behaviour is the control. Never send a worker who felt ill in the heat to sit alone in a hot truck or to drive himself.`,
    sources: [NIOSH_HEAT_CRITERIA, OSHA_HEAT, OSHA_TECHNICAL_MANUAL_HEAT, NWS_HEAT_INDEX],
    lastReviewed: REVIEWED,
    statusNote:
      'OSHA proposed a federal heat injury and illness prevention standard in 2024 (triggers at a heat index of 80 °F and 90 °F); confirm whether it has become final, and which state heat rules apply.',
    safetyCritical: true,
    related: ['ops-person-down', 'ops-job-safety-analysis'],
  },
  {
    id: 'ops-lightning-severe-weather',
    title:
      'Lightning and severe weather on a well site or facility: when to stop work (thunder heard, the 30-30 rule, strikes within 10 miles), which jobs stop first, where to shelter, when to resume, and high-wind limits for cranes',
    area: 'operations',
    aliases: [
      'lightning',
      'lightning strike',
      'lightning safety',
      'thunderstorm',
      'thunder',
      'thunder and lightning',
      'storm on location',
      'severe weather',
      'severe thunderstorm',
      '30-30 rule',
      '30/30 rule',
      'flash to bang',
      'lightning within 10 miles',
      'lightning detector',
      'lightning alert',
      'wait 30 minutes after thunder',
      'when thunder roars',
      'stop work for lightning',
      'high winds',
      'wind limit',
      'crane wind limit',
      'wind speed for crane',
      'too windy to lift',
      'wind on the derrick',
      'tornado warning',
      'hail',
    ],
    symptoms: [
      'thunder heard on location',
      'lightning getting closer to the rig',
      'storm cell moving toward the well site',
      'lightning alert within 10 miles',
      'wind picking up during a crane lift',
      'derrickman in the board with a storm coming',
      'crew on the tanks with lightning in the distance',
    ],
    summary:
      "When thunder can be heard, lightning can reach you: stop outdoor work at height, on tanks and with explosives, leave it safe and shelter in a substantial building or a hard-topped vehicle; resume 30 minutes after the last thunder or the last strike within about 10 miles. Crane lifts stop at the wind limit on the manufacturer's chart (commonly about 20 mph for many mobile-crane set-ups, less for loads with large sail area), measured at the boom tip.",
    body: `**Immediate actions**
1. **Thunder heard, or a strike within about 10 miles on the detector:** stop outdoor work at height and on tanks and send people to shelter now. Flash-to-bang of 30 seconds or less (about 6 miles) is already too close.
2. **Stop first:** crane lifts (land the load), the derrickman out of the board and off the mast, anyone on tank tops or catwalks (gauging, thief hatches), flowback to open tanks, hot work, and arming or running explosives.
3. **Leave each job safe:** load landed, pipe set in the slips or hung off, hatches and valves closed, transfers and loading stopped — never a suspended load or an open hatch.
4. **Shelter** in a substantial building (doghouse, control room, change house with wiring and plumbing) or a hard-topped vehicle with the windows up — not under the rig floor, tanks, trees or an open-sided shade.
5. **Resume only 30 minutes after the last thunder** (or last strike within 10 miles); each new thunder restarts the clock.
6. **Someone struck:** call EMS; a struck person carries no charge — start CPR and the AED at once.

**Ask first**: how far away is the lightning — seconds from flash to thunder, or the detector's distance — and what work is in progress at height, on tanks or under a load?

**When to stop: the rules**
- **"When thunder roars, go indoors"** (NWS): if you can hear thunder you are within striking distance — lightning strikes up to about 10 miles from the storm, often ahead of the rain.
- **30-30 rule:** count from flash to thunder; 30 seconds or less (sound travels about 1 mile in 5 seconds, so about 6 miles) means shelter now; wait **30 minutes** after the last thunder before anyone returns outside.
- **Lightning detection:** a service or app set to alarm at 10 miles (stop and shelter) and warn at 20–30 miles (prepare: finish or secure lifts, get people down) gives the time to leave jobs safe.
- Plan around forecast storms: do not start a lift, a derrick job or a tank job that cannot be finished or secured before the storm arrives.

**Which jobs stop first, and why**
- **Crane lifts and gin poles:** the boom is the tallest conductor on site; land the load, boom down or as the manufacturer says.
- **Derrick and monkey-board work, mast rig-up:** the derrickman is the highest person on location; get him down early, with the pipe secured in the fingers.
- **Tank tops, gauging, thief hatches, flowback:** vapour at vents and open hatches ignites — lightning is a leading cause of tank fires (API RP 545 covers tank lightning protection). Close hatches, stop loading and flowback to open tanks.
- **Hot work and fuel transfer.**
- **Perforating and explosives:** no arming or running guns during lightning; a gun already armed stays downhole or is made safe as the service company's procedure says (API RP 67).

**Where to shelter, and where not**
- Safe: fully enclosed buildings with wiring and plumbing; hard-topped metal vehicles, windows closed, not touching metal.
- Not safe: open-sided shelters and shade tents, the rig floor or substructure, under tanks or trees, near fences, pipe racks, flowlines and tall isolated objects, open pad.

**High wind and cranes**
- The **manufacturer's load chart and manual** set the wind limit for the configuration; many mobile cranes stop lifting at about **20 mph** (9 m/s) sustained wind, some configurations allow up to about 30 mph, and loads with large sail area (tanks, containers, panels) need less. Gusts count.
- Wind is stronger at the boom tip than at the ground: use the crane's anemometer, not the feel on the pad. The crane's competent person adjusts or stops the work for wind (29 CFR 1926.1417).
- Above the limit: land the load, boom down or weathervane as the manual says.
- Derrick work and mast raising follow the rig contractor's wind limits; a tornado warning means everyone to the designated shelter.

**Safety:** the decision to stop is made early — by the person in charge or anyone using stop-work authority — not by the man at the top waiting to finish the stand. Count the crew at the shelter.`,
    sources: [NWS_LIGHTNING, OSHA_LIGHTNING, API_RP_545, CRANE_OPERATION, API_RP_54],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-storm-shut-in-evacuation', 'ops-lifting-near-miss', 'comp-perforating-misfire'],
  },
  {
    id: 'ops-dropped-object-from-height',
    title:
      'A dropped object from height on a rig or facility — something fell from the derrick, mast or a structure: stop and make the area safe, secure everything at height, report it as a high-potential near miss, size it with the DROPS calculator, and prevent the next',
    area: 'operations',
    aliases: [
      'dropped objects',
      'dropped object near miss',
      'dropped object from height',
      'DROPS',
      'DROPS calculator',
      'dropped objects prevention',
      'dropped object prevention scheme',
      'falling object',
      'falling objects',
      'fell from the derrick',
      'fell out of the derrick',
      'fell from the mast',
      'fell from the monkey board',
      'something fell from height',
      'tool dropped from height',
      'dropped tool',
      'dropped wrench',
      'dropped hammer',
      'secondary retention',
      'secondary securing',
      'safety net on the lights',
      'tool lanyard',
      'tool tether',
      'tethered tools',
      'drops inspection',
      'derrick inspection',
      'red zone under the derrick',
      'high potential near miss',
      'HiPo',
    ],
    symptoms: [
      'a wrench fell from the monkey board',
      'a bolt came down from the derrick',
      'something fell out of the mast and landed near a hand',
      'a light fixture fell from the derrick',
      'dropped a tool from the pipe rack or the tank top',
      'found a loose part lying on the rig floor that came from above',
      'object fell and nobody was hurt',
    ],
    summary:
      'Any object that falls from height is a reportable high-potential near miss, whether or not it hit anyone: stop the work, keep people out of the drop zone, inspect and secure everything at that height before starting again, and report it the same day. Size its potential with the DROPS calculator (mass and fall height → slight, medical treatment, time off work (LTI) or fatal), find how it came loose, and prevent the next with secondary retention, tethered tools and regular drops inspections.',
    body: `**Ask first**: what fell, how much does it weigh, from what height, and was anyone in or near the area it landed in?

**What to do, now**
1. **Stop the work** at the height it came from and below; keep everyone out of the drop zone (barrier it) until it is checked.
2. **Check nobody is hurt**, and that what it struck (a line, a valve, a handrail, the floor) is sound.
3. **Inspect and secure everything at that height** before anyone works below again: whatever loosened one item — vibration, jarring, a knock from the blocks, corrosion, a job just finished up there — may have loosened others. A derrick or mast drops walk-round with a checklist, by someone tied off.
4. **Keep the evidence:** the object where it landed (photograph it first), where it came from, its fastening, who was working up there.
5. **Report it** — the same shift — as a high-potential near miss.
6. Restart only when the area is inspected, the cause is understood and the crew has been told.

**Reporting: always, injury or not**
- A dropped object is reported **regardless of injury**: whether it hit someone was luck, and the next one may. Most operators and drilling contractors class a drop with a serious or fatal DROPS potential as a high-potential (HiPo) incident, investigated like an injury.
- The **company representative** (company man) makes sure the work stopped, the area was inspected and the report goes to the operator — a contractor "handling it internally" is not enough — and the drilling contractor's report is filed too.
- **Stop-work authority:** anyone may stop the job when objects are coming down or someone is under work at height; nobody is penalised for using it.

**Investigate: the DROPS calculator**
- The **DROPS calculator** plots the object's mass against its fall height into consequence bands — slight/first aid, medical treatment, time-off-work injury (LTI), fatality — for a person in normal PPE. Read it, and report the potential, not only the outcome.
- The physics behind it: energy E = m × g × h (J = kg × 9.81 × m; ft·lb = lb × ft) and impact speed v = √(2gh). A hard hat is tested against about 54 J (an 8 lb striker from 5 ft, ANSI/ISEA Z89.1).
- Worked figures: a 2 lb (0.9 kg) wrench from a monkey board at 90 ft (27 m): E ≈ 0.9 × 9.81 × 27 ≈ **240 J**, about four times a hard hat's test energy, at about 51 mph (23 m/s) — in the calculator's fatal region. A 1/2 lb bolt from 100 ft carries about 68 J.
- Sharp or pointed objects are worse than the chart's blunt object; glancing blows and deflections spread the drop zone far beyond straight below.

**Likely causes**
- **Static drops** (the item fell from where it was, under its own weight): failed or missing fasteners and secondary retention, corrosion, vibration and jarring loosening bolts and pins, a tool or part left up after a job, ice, an item set down on a beam or the board.
- **Dynamic drops** (something struck or dragged it): the travelling blocks or top drive hitting a fixture, a stand swinging into the fingers, a tugger or air hoist line snagging, wind, pipe handling equipment.

**What to check, in this order**
1. Where exactly it came from, and whether others of the same kind (lights, sheaves, pins, cameras, signs) are loose or unsecured.
2. Its fastening: primary fixing and secondary retention (safety wire, net, cable) present and rated?
3. Work done at that height recently — tool and part counts before and after.
4. Equipment moving near it: block and top-drive clearances, pipe racking, hoist lines.
5. The drops inspection record and register for that area.

**Prevention**
- **Secondary retention** on every fixed item at height that can fall: safety nets on lights, safety wires on sheaves and pins, secondary cables on cameras, speakers, signs and fittings.
- **Tethered tools:** every hand tool used at height on a rated lanyard to the worker or the structure (ANSI/ISEA 121), tool bags, and a tool count up and down; nothing carried in pockets up a ladder.
- **Drops inspections** on a schedule — each tour's walk-round, after rig moves, jarring, high winds and work at height — with a register of items at height, and a **red zone** (exclusion zone) below work at height.
- Toeboards, screens or barricades where work is done above others (29 CFR 1910.28).

**Safety:** never send someone up to look for what came loose while work continues below, and never work beneath a derrickman or a man on a tank top.`,
    sources: [DROPS_ONLINE, API_RP_54, OSHA_FALLING_OBJECTS, OSHA_HEAD_PROTECTION],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-lifting-near-miss', 'ops-job-safety-analysis'],
  },
  {
    id: 'ops-job-safety-analysis',
    title:
      'Writing a job safety analysis (JSA / JHA) for a field job: the steps, the hazards of each step, controls by the hierarchy, who does what and the stop-work triggers, the tailgate meeting, with worked steps for a wireline lubricator rig-up and a crane lift',
    area: 'operations',
    aliases: [
      'JSA',
      'JSAs',
      'JHA',
      'job safety analysis',
      'job hazard analysis',
      'job safety analysis form',
      'how to write a JSA',
      'writing a JSA',
      'fill out a JSA',
      'JSA template',
      'JSA example',
      'hazard analysis for a job',
      'tailgate meeting',
      'tailgate safety meeting',
      'pre-job safety meeting',
      'pre-job meeting',
      'PJSM',
      'toolbox talk',
      'safety meeting before the job',
      'hierarchy of controls',
      'stop work triggers',
      'stop-work authority',
      'stop work authority',
      'SWA',
      'JSA for wireline',
      'JSA for a crane lift',
    ],
    symptoms: [
      'need a JSA for a new job',
      'the JSA is copied from an old job',
      'crew signs the JSA without reading it',
      'job changed halfway through and the JSA did not',
      'nobody on the crew has done this job before',
      'third-party hands show up after the safety meeting',
    ],
    summary:
      "A JSA breaks the job into its steps in order, names the hazards of each step (pressure, stored energy, lifting and dropped objects, H2S, pinch points, heat and weather), sets a control for each by the hierarchy — eliminate, engineer, then procedure and PPE — names who does what, and lists the conditions that stop the job. It is written for today's well and crew, walked through at the tailgate meeting with everyone on location, and changed when the job changes.",
    body: `**Ask first**: what is the job, step by step, and what is different today — well pressures and H2S, the crew and contractors, the weather, other work nearby (SIMOPS)?

**What to do: writing the JSA**
1. **Break the job into steps** — 8 to 15, each starting with a verb, in the order they are done ("spot the unit", "pressure test the lubricator"). Too few and the hazards hide; too many and nobody reads it.
2. **Hazards of each step** — go through the energies: **pressure** (trapped, test, well), **stored energy** (springs, tensioned lines, torque), **gravity** (lifting, **dropped objects**, falls from height), **motion** (**pinch points**, rotating equipment, vehicles backing), **electrical**, **chemical** (**H2S**, hydrocarbon vapour, acid, methanol), **thermal** (hot lines, heat stress), **environment** (lightning, wind, night, ground).
3. **Controls by the hierarchy** (strongest first): **eliminate** the hazard (do it from the ground, bleed to zero), **substitute**, **engineering** (guards, barriers, remote operation, a rated lubricator, whip checks), **administrative** (permit, procedure, exclusion zone, spotter, gas test), and **PPE** last. Write the control as something a person does and can check ("bleed lubricator to 0 psi and confirm on the gauge"), not "be careful".
4. **Who does what** — a name or role on each step, and who is in charge.
5. **Stop-work triggers** — specific conditions that stop the job: a leak on the pressure test, H2S alarm (10 ppm), pressure above the equipment rating, wind above the crane chart, thunder, a load swinging, a new person in the zone, anyone unsure.
6. Emergency information: muster point, wind direction, the nearest hospital and who calls.
7. **Revise it on location** when the job or conditions change, and re-brief; sign it after the meeting, not before.

**The tailgate meeting**
- At the job, before it starts, with **everyone** who will be on location — third-party hands included; late arrivals get it before they start.
- Walk the JSA step by step; each person says what his step is and its hazard; restate stop-work authority, the muster point and the wind direction; about 10–15 minutes.
- Ask "what is different today?" and "what could hurt you?" — the answers go on the JSA.

**Example: rigging up wireline and a lubricator on a producing well**
1. Review the well: shut-in wellhead pressure, H2S, the schematic, the tree valves and their condition — pressure, H2S.
2. Spot the units upwind, outside the fall zone of the mast — vehicles backing (spotter), ground.
3. Pick up the lubricator with the crane or gin pole — lifting, dropped objects, tag lines, nobody under the load.
4. Make up the lubricator and BOP to the tree on a **closed swab valve**, after bleeding the cap to zero — trapped pressure, pinch points.
5. **Pressure test** the lubricator and pressure-control equipment against the closed swab valve to at least the expected wellhead pressure (per procedure) — stored energy: exclusion zone, nobody at the connections, stop on any leak.
6. Equalize, then open the swab valve counting turns; run in — line tension, stuffing box or grease head leaks (H2S).
7. Rig down: close the swab valve, **bleed the lubricator to zero and confirm**, break the connection — trapped pressure, gas release.
Stop-work triggers: a leak on test, an H2S alarm, wellhead pressure above the lubricator rating, thunder within 10 miles during explosives work.

**Example: a crane lift**
1. Lift plan: load weight with rigging, radius, the chart capacity — a lift over about 75 % of chart capacity, a tandem lift or a lift over live equipment is usually treated as a critical lift.
2. Set-up: ground and outrigger pads, **power lines** — at least 20 ft when the voltage is unknown (29 CFR 1926.1408).
3. Rigging inspected and rated; tag lines; one signal person.
4. **Exclusion zone** below and around the load; nobody under a suspended load.
5. Test lift a few inches; then lift, travel, land, unhook.
Stop-work triggers: wind above the chart limit, the load swinging or tilting, signals cut off, anyone entering the zone.

**Safety:** a JSA filled in by habit is the warning sign — the same words every day, no names against steps, a crew that cannot say what stops the job. Stop-work authority belongs to everyone, without penalty.`,
    sources: [OSHA_JHA, NIOSH_HIERARCHY, SEMS_HAZARD_ANALYSIS, API_RP_54, OSHA_OIL_AND_GAS],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-lifting-near-miss', 'ops-pressured-equipment-work', 'ops-heat-stress'],
  },
  {
    id: 'fac-safety-device-bypass',
    title:
      'Bypassing, pinning or inhibiting a safety device that keeps tripping — a shutdown pilot, PSH or PSL, ESD, level safety or gas detector: never defeat it to keep producing; an authorized, time-limited, logged bypass with compensating measures, finding why it trips, and who may change a setpoint',
    area: 'facilities',
    aliases: [
      'bypass a safety device',
      'bypassing a safety device',
      'bypassed shutdown',
      'safety bypass',
      'override a shutdown',
      'shutdown override',
      'inhibit',
      'inhibited',
      'inhibiting a gas detector',
      'pinning a pilot',
      'pinned pilot',
      'pin the pilot',
      'block the pilot',
      'jumper the shutdown',
      'jumpered switch',
      'defeat a shutdown',
      'defeated safety device',
      'PSH keeps tripping',
      'PSL keeps tripping',
      'high pressure pilot keeps tripping',
      'shutdown pilot',
      'pressure pilot',
      'nuisance trip',
      'nuisance trips',
      'spurious trip',
      'raise the setpoint',
      'change the trip setpoint',
      'bypass log',
      'bypass permit',
      'override procedure',
      'SAFE chart',
      'safety analysis',
      'API 14C',
    ],
    symptoms: [
      'shutdown keeps tripping the wells',
      'high pressure pilot keeps shutting in the battery',
      'operator pinned the pilot to keep the wells on',
      'trips since the new wells were tied in',
      'gas detector keeps alarming so it was inhibited',
      'someone wants to raise the PSH setpoint',
      'shutdown put in bypass and left there',
    ],
    summary:
      'A shutdown that keeps tripping is telling you something — usually back pressure raised by new tie-ins, a setpoint too close to normal operating pressure, or a bad pilot. Never pin, jumper or inhibit it to keep producing; a bypass is authorized, flagged, logged, time-limited and covered by a person or another device watching the same hazard. Find why it trips, and let only engineering change a setpoint, under management of change, staying below the relief valve setting and the MAWP of the equipment it protects.',
    body: `**Immediate actions**
1. **Do not pin, jumper, block or inhibit the device to keep producing;** if one is already defeated, put the facility in a safe state (shut in, or a person watching with the shutdown in hand) and tell the supervisor.
2. A bypass only with **authorization** from the person the procedure names, for start-up, testing or repair — never for production.
3. **Flag it** at the device and the panel, and **log it**: who, which device, why, start time and a **time limit**.
4. **Compensating measures the whole time:** a person watching the gauge or level with the ESD in reach, or another device covering the same hazard; only one device bypassed, never the PSV or the ESD.
5. Remove the bypass when its reason ends, **function-test the device**, and close the log.
6. Find why it trips before restarting.

**Ask first**: where is the trip setpoint against the normal operating pressure (or level), the relief valve set pressure and the MAWP of the vessel or line it protects — and what changed before the trips started?

**Can we just bypass it until it is sorted out?**
No. A PSH, PSL, LSH, LSL, ESD or gas detector is the safety analysis's protection against a hazard (API RP 14C); defeating it to keep flowing leaves the next overpressure, overflow or leak with only the relief valve — or nothing. Bypasses are allowed only for start-up, maintenance and testing, flagged and monitored (offshore US: 30 CFR 250.869), and a pinned pilot found by an inspector or after an incident is a serious violation. The IOGP life-saving rule says the same: authorization before overriding a safety control.

**Likely causes of the trips**
- **A real high pressure — the device is working:** back pressure raised downstream — new wells or tie-ins into the same gathering line or separator, a higher sales-line pressure, a compressor down, a choked outlet, hydrate or paraffin, a control valve failing closed, slugs.
- **A setpoint too close to operating:** normal pressure crept up to within a few psi of the trip, so every surge trips it. A common margin: a PSH set about 10 % (at least 5 psi) above the highest normal operating pressure and about 5 % (at least 5 psi) below the relief valve set pressure, so the shutdown acts before the PSV lifts.
- **A bad device:** a pilot leaking or worn, its seat or diaphragm damaged, set incorrectly or drifted; a sensing line plugged, frozen or pulsating; wet or low supply gas; a transmitter out of calibration.
- **Level safety:** dump valves or the downstream route not keeping up with more liquid from new wells.
- **Gas detector:** a real leak until proven otherwise; then drift, a poisoned or aged sensor, calibration overdue, a head in a vent plume.

**What to check, in this order**
1. Is the trip real? A calibrated gauge at the device at the moment it trips, and the trip log.
2. What changed: tie-ins, line pressure, choke or compressor changes, the time of day (temperature, slugs).
3. The numbers: normal operating pressure, trip setpoint, PSV set pressure, MAWP of the protected equipment.
4. The device: bench-test the pilot or switch, check the sensing line and supply gas; calibrate the transmitter or detector.

Worked figures: separator MAWP 125 psig, PSV set 125, PSH 115; normal was 85 psig, and three new wells tied into the sales line raised it to 110 psig. The PSH is working — and there is no room to raise it (5 % below the PSV is about 119). The fix is the back pressure: a bigger or separate line, lower the downstream pressure, a compressor, or a vessel rated higher — not the setpoint.

**What to do**
- **Fix the process:** reduce back pressure (loop or re-route the line, split the new wells, compression), fix the dump or control valve, add slug capacity.
- **Fix the device:** repair or replace the pilot, clear and heat-trace the sensing line, dry the supply gas, recalibrate.
- **A setpoint change is engineering's, under management of change:** recalculated against the safety analysis, kept below the PSV set pressure and within the **MAWP** of the protected equipment (the PSV itself set at or below MAWP, API 520), documented on the SAFE chart and the drawings, and the device tested at the new setting. Operators do not reset trips in the field.
- When production needs more pressure than the equipment allows, the answer is new or re-rated equipment, not a higher trip.

**Safety:** the bypass log is reviewed every shift; a bypass older than its time limit is an incident. Compensating measures are real only if the person watching can shut in faster than the hazard develops.`,
    sources: [API_14C, BSEE_PLATFORM_OPERATIONS, API_520, PSM_MOC],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-safety-valve-failed-test', 'fac-combustible-gas-alarm'],
  },
];
