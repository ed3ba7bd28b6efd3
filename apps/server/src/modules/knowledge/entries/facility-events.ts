import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  FIELD_REVIEWED,
  OSHA_NIOSH_TANK_GAUGING,
  OSHA_OIL_AND_GAS_HAZARDS,
  apiStandard,
  cfrSection,
  cfrSubpart,
} from './sources';

const PHMSA_SCRAPER_TRAPS: KnowledgeSource = {
  title:
    'PHMSA interpretation PI-83-0101: safety standards for scraper (pig) traps on gas and liquid pipelines',
  url: 'https://www.phmsa.dot.gov/regulations/title49/interp/pi-83-0101',
};

/** Field studies of foaming in amine units and where it came from. */
const AMINE_FOAMING_OGJ: KnowledgeSource = {
  title:
    'Oil & Gas Journal, "Special report: Identifying sources key to detailed troubleshooting of amine foaming" (Saudi Aramco Berri and Shedgum gas plants), 27 August 2007',
  url: 'https://ogj.com/pipelines-transportation/article/17228460/special-report-identifying-sources-key-to-detailed-troubleshooting-of-amine-foaming',
};
const AMINE_FOAMING_CASES: KnowledgeSource = {
  title:
    'D. B. Engel, B. Spooner and M. Sheilan, "Case studies of troubleshooting amine treating foaming — Part 1", Gas Processing & LNG, June 2019',
  url: 'https://www.gasprocessingnews.com/articles/2019/06/case-studies-of-troubleshooting-amine-treating-foaming-part-1/',
};

/** A study of how far a TEG reboiler and stripping gas can dry the glycol. */
const TEG_REGENERATION: KnowledgeSource = {
  title:
    'V. Piemonte, M. Maschietti and F. Gironi, "A Triethylene Glycol–Water System: A Study of the TEG Regeneration Processes in Natural Gas Dehydration Plants", Energy Sources Part A 34(5), 2012',
  url: 'https://doi.org/10.1080/15567031003627930',
};

/**
 * Facility events where people get hurt when a step is skipped: opening a pig trap that still
 * holds pressure, a pig stuck in the line, a combustible-gas alarm, and a flare raining burning
 * liquid; and a glycol dehydrator that lets wet gas through.
 */
export const facilityEventEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-pigging-launch-receive',
    title:
      'Pipeline pigging: launching and receiving safely (isolation, bleed-down, zero before opening the closure door) and a stuck pig',
    area: 'facilities',
    aliases: [
      'pigging',
      'pigging a pipeline',
      'pig run',
      'running a pig',
      'pipeline pig',
      'pig launcher',
      'pig receiver',
      'pig trap',
      'scraper trap',
      'launching a pig',
      'receiving a pig',
      'closure door',
      'quick-opening closure',
      'opening the pig trap',
      'pig barrel',
      'kicker line',
      'pig signaller',
      'pig passage indicator',
      'stuck pig',
      'pig stuck',
      'pig will not move',
      'lodged pig',
      'overdue pig',
      'bidirectional pig',
      'foam pig',
      'cleaning pig',
      'gauge pig',
      'smart pig',
      'ILI tool',
      'pig tracker',
      'pig locator',
      'sphere launcher',
      'MAOP',
      'maximum allowable operating pressure',
    ],
    symptoms: [
      'pig has not arrived at the receiver',
      'pressure building behind the pig and nothing at the receiver',
      'the pig is overdue and the line pressure keeps climbing',
      'receiver gauge reads zero but we are not sure it is bled down',
      'the closure door is hard to open',
      'pig came in and the trap still has pressure on it',
    ],
    summary:
      'Open a pig launcher or receiver only when it is isolated, bled down and proven at zero two ways — a pig can trap pressure in the barrel behind it, and closure doors opened under pressure kill. A stuck pig is located and freed by raising the differential only within the pipeline’s MAOP, reversing the flow for a bidirectional pig, or re-sealing a bypassing pig; never by exceeding the line’s rating.',
    body: `**Immediate actions**
1. **Never open a closure door until the trap is isolated, bled down and proven at zero:** trap and kicker (bypass) valves closed, vent and drain open to a safe place, the gauge at zero and the vent no longer flowing.
2. **Use the door's pressure-warning or bleed device first** and stand to the side of the door, never in front of it; if anything vents, close up and bleed again.
3. **A pig can hold pressure behind it** (sealed in the barrel or the reducer): bleed through both the vent and the drain, from both sides of the pig, before trusting a zero.
4. Gas detector (LEL and H2S) at the trap, no ignition sources; keep pig debris wet — iron sulfide can ignite as it dries.

**Ask first**: gas or liquid line, what is its maximum allowable operating pressure (MAOP), and where was the pig last seen — did it leave the launcher?

**Launching, step by step**
1. Permit and JSA; the receiver end told and ready (slug catcher or tank space for the liquid the pig brings).
2. Isolate the launcher (trap and kicker valves closed), bleed to zero, verify, then open the door; load the pig against the reducer, check the seal and closure O-ring, close and lock the door.
3. Fill and pressure the barrel slowly through the kicker line to line pressure, check for leaks, open the trap valve fully, then throttle the mainline valve to push the pig out; confirm it left on the signaller.

**Receiving, step by step**
1. Receiver isolated from the line at first, then lined up before the pig is due: trap valve fully open, bypass set, vent closed.
2. When the pig arrives (signaller, pressure change), close the trap valve and bypass, bleed the barrel to zero through the vent to a flare or closed drain, drain the liquid, verify zero two ways, then open the door with the warning device.
3. Remove the pig and debris with the barrel still open to vent; keep the debris wet and sample it (wax, sand, scale, iron sulfide, NORM).

**Stuck pig — likely causes**
- **Debris or wax piling up ahead of the pig** until it cannot push the slug; the differential rises with no flow.
- **Geometry:** a valve not fully open or reduced-bore, tight bends, a dent or buckle, an unbarred tee, a change of diameter.
- **Lost seal:** worn or torn cups or discs let the flow bypass — the pig stalls while gas or liquid keeps moving.
- **Too little drive:** low gas rate, liquid hold-up on an uphill run, a pressure that cannot rise further inside the MAOP.
- **A hydrate at the pig** in a wet gas line in cold weather: the pressure drop across the pig chills the gas below its hydrate point.

**What to check, in this order**
1. Did it leave the launcher? Signallers and passage indicators along the route, and the run time against the expected pig speed.
2. Pressures upstream and downstream of the pig and the flow: a rising differential with no flow is a blockage; normal flow with little differential is a pig bypassing.
3. Locate it: a transmitter and tracker if fitted, pressure-wave or acoustic methods, or a receiver walked along the line at valves and bends.
4. The line records: valve positions and bores, bends, dents, earlier pig runs and what they brought in.

**What to do**
- **A wet gas line in cold weather: treat it as a hydrate first.** Do not raise the differential — a hydrate plug driven by pressure moves like a projectile; inject methanol or glycol upstream and lower the pressure on both sides evenly, as for any hydrate plug.
- **Raise the differential gradually and never above the MAOP** of the weakest part of the line (fittings, valves, the launcher); a freed pig can travel fast with a liquid slug behind it — have the receiver and slug catcher ready.
- **A bypassing pig:** more flow, let it rest so the cups recover, or send a foam pig behind it to re-seal.
- **Reverse the flow** where the system allows and the pig is **bidirectional**, to back it off and send it again; a cup pig that reverses can jam.
- **Wax or debris ahead:** solvent or hot oil ahead of the pig, then a smaller-step pigging programme (foam, then cleaning, then gauge pigs).
- **Last resort:** locate exactly, isolate, depressure and cut it out under permits, with the pipeline engineer.

**Safety:** on gas transmission lines, federal rules (49 CFR 192.750) require a device on every launcher and receiver that shows the barrel is depressured or stops the closure opening under pressure; liquid lines have the same requirement (49 CFR 195.426). Closure doors opened under pressure have killed people — the gauge alone is not proof of zero.`,
    sources: [
      cfrSection(49, '192.750', 'Launcher and receiver safety'),
      cfrSection(49, '195.426', 'Scraper and sphere facilities'),
      cfrSection(49, '192.619', 'Maximum allowable operating pressure: steel or plastic pipelines'),
      PHMSA_SCRAPER_TRAPS,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: [
      'ops-trapped-pressure',
      'chem-hydrate-inhibition',
      'ops-pressured-equipment-work',
      'chem-paraffin',
    ],
  },
  {
    id: 'fac-combustible-gas-alarm',
    title:
      'A combustible gas (LEL) alarm at a facility, separator skid or compressor building: stop work, remove ignition, evacuate upwind, then find the source',
    area: 'facilities',
    aliases: [
      'LEL alarm',
      'LEL reading',
      'high LEL',
      'percent LEL',
      '% LEL',
      'combustible gas alarm',
      'combustible gas detector',
      'flammable gas alarm',
      'flammable gas detector',
      'gas detector alarm',
      'fixed gas detector',
      'gas detection alarm',
      'lower explosive limit',
      'lower flammable limit',
      'LFL',
      'explosive gas',
      'methane alarm',
      'four-gas monitor',
      '4-gas monitor',
      'multi-gas monitor',
      'gas in the compressor building',
      'compressor building gas alarm',
      'muster point',
      'evacuate upwind',
      're-entry after a gas alarm',
    ],
    symptoms: [
      'LEL alarm going off in the compressor building',
      'my four-gas monitor alarmed on LEL at the separator',
      'gas detector reading 20 percent LEL at the skid',
      'fixed gas detector went to high alarm and shut the compressor down',
      'combustible gas alarm at the battery',
    ],
    summary:
      'A combustible-gas (LEL) alarm means a flammable mixture may be forming: stop work, remove ignition sources, leave upwind to the muster point and account for everyone, shut down by the site’s ESD procedure, and do not restart. Then find the source from upwind with calibrated portable detectors, and re-enter or restart only when readings are below the permit limit and the leak is isolated — testing for H2S too, which is deadly far below any LEL.',
    body: `**Immediate actions**
1. **Stop work and warn everyone nearby;** no hot work, and do not start or stop engines, vehicles, pumps or electrical switches inside the gas area.
2. **Leave upwind or crosswind to the muster point** and account for everyone — nobody walks into the building or toward the source to "take a look".
3. **Shut down by the site's ESD procedure** (ESD station outside the area or the control room); a compressor the detection system tripped is **not restarted** until the cause is found.
4. Call the supervisor and the emergency response in the site plan; **check for H2S too** — sour gas is toxic long before it is flammable.

**Ask first**: what did the detector read (% LEL, low or high alarm), fixed detector or a personal monitor, and is the gas sour?

**What the reading means: % LEL and H2S**
- **% LEL** is the share of the lower explosive limit: 100 % LEL of methane is about 5 % gas in air, so 10 % LEL is about 0.5 % gas. Fixed detectors commonly alarm at 10–20 % LEL (low) and 40–60 % LEL (high, often with automatic shutdown); the site sets its own values.
- **Relation to H2S:** an H2S alarm at 10 ppm is a different hazard — toxic, not flammable — and the H2S entry covers it. But a sour gas at an LEL alarm is already lethal: gas with 1 % H2S at 10 % LEL of methane carries about 50 ppm H2S.
- **Sensor limits:** catalytic-bead sensors calibrated on methane read heavier hydrocarbons low, need oxygen to work, and are poisoned by silicones and H2S; infrared sensors do not see hydrogen (battery rooms).

**Likely sources**
- Compressor rod packing and its vent, valve stem packing, flanges and gaskets, instrument tubing fittings, pneumatic controllers and pumps, starter or blowdown gas.
- A relief valve passing or lifting, a dump valve blowing gas to the tanks, a thief hatch open or leaking, a flare or combustor out.
- A false alarm — a drifting or poisoned sensor, water or dirt in the head — is concluded only after the area is proven clear.

**What to check, in this order (after the muster, from upwind)**
1. The alarm panel: which detectors, the trend, and whether more than one is rising — several rising together is a real release.
2. The wind; then approach from upwind in pairs with calibrated, bump-tested portable four-gas monitors (LEL, O2, H2S, CO), reading as you go and turning back at the site's limit.
3. The source: listen for it, soap-test fittings, use an optical gas-imaging camera where one is available; packing vents, flanges, relief valves, hatches.
4. A single detector with no source found: bump-test or calibrate it and compare with a portable instrument before accepting a false alarm.

**What to do**
- Isolate the leak from outside the gas area (block valves, ESD), depressure the section to the flare or blowdown, and ventilate an enclosed building with fans rated for the area.
- **Re-entry and restart only when portable readings across the area are below the permit limit** (commonly under 10 % LEL for entry; hot work needs a hot-work permit and a reading of zero at the work with continuous monitoring), the leak is repaired, and the detector that alarmed is back in service.
- Record the alarm, the readings and the cause; repeated leaks from the same equipment go into the leak-survey and maintenance programme.

**Safety:** a flammable cloud can reach an ignition source far from the leak — keep vehicles and engines outside it; only intrinsically safe or rated radios and instruments inside the area. A person down in the area is a rescue with SCBA and a trained team, never a solo one.`,
    sources: [
      OSHA_OIL_AND_GAS_HAZARDS,
      OSHA_NIOSH_TANK_GAUGING,
      cfrSection(29, '1910.38', 'Emergency action plans'),
      cfrSection(
        29,
        '1910.146',
        'Permit-required confined spaces (hazardous atmosphere above 10 % of the LFL)',
      ),
      apiStandard(
        'API RP 500, Classification of Locations for Electrical Installations at Petroleum Facilities',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: [
      'ops-h2s-exposure',
      'fac-compressors',
      'fac-hazardous-area-classification',
      'ops-line-release',
    ],
  },
  {
    id: 'fac-flare-smoking-liquid',
    title:
      'Flare smoking, raining burning liquid or blown out: liquid carryover to the flare, what to do first and what to check',
    area: 'facilities',
    aliases: [
      'flare smoking',
      'black smoke from the flare',
      'smoky flare',
      'burning liquid from the flare',
      'burning droplets from the flare',
      'flaming rain',
      'burning rain',
      'liquid carryover to the flare',
      'liquid in the flare',
      'flare knockout drum',
      'flare KO drum',
      'flare scrubber',
      'flare drum level',
      'visible emissions from the flare',
      'flare pilot out',
      'pilot blowing out',
      'flare blown out',
      'flare went out',
      'unlit flare',
    ],
    symptoms: [
      'flare is smoking black',
      'burning liquid falling around the flare stack',
      'droplets of fire coming off the flare tip',
      'flare smoking since the compressor went down',
      'grass burning under the flare',
      'flare pilot keeps blowing out in the wind',
    ],
    summary:
      'A flare that rains burning liquid is getting liquid it should never see — a full or undersized knockout drum, a dump or relief sending liquid to the flare header — and is a fire hazard below the stack: clear people from under it, cut the liquid, keep the flare lit. Black smoke is gas beyond the flare’s smokeless capacity or too heavy for it.',
    body: `**Immediate actions (flames, fire, drops or droplets of liquid, black smoke, or unburnt gas venting)**
1. **Clear people and vehicles from under and downwind of the stack** — burning droplets start ground fires and can pool as burning liquid; keep everyone out of that area and watch for grass fires with extinguishers ready; call emergency services if a fire is burning on the ground.
2. **Cut the liquid and the flow going to the flare:** drain or pump down the flare knockout (KO) drum, find the dump valve or relief sending liquid to the header and isolate it, restart the tripped compressor or choke back wells to cut the flared volume.
3. **Keep the flare lit** — do not snuff the pilot or isolate the flare while gas is still going to it: unburnt gas is a vapour cloud at grade.
4. **Flame or pilot out with gas still going to the flare:** unburnt gas — toxic if it is sour — is reaching grade downwind. Alarm, clear and keep people out of the area downwind, monitor H2S and LEL there; cut the gas going to the flare at its source (reduce the plant's inlet, shut in wells, stop the blowdown); relight from the ignition panel or flame-front generator at a safe distance — nobody walks to the stack without SCBA and a gas test.
5. Record the event and its duration: smoke, unburnt venting and flared volume are reportable under most air permits.

**Ask first**: is it smoke, liquid coming out of the tip (burning rain), or the flame or pilot going out — and what changed upstream (a compressor trip, a well put on, a plant upset)?

**Likely causes**
- **Burning liquid — liquid carryover:** the KO drum full (drain or pump failed, high level missed) or too small for today's flow; a separator or scrubber dump, a level control valve stuck open or a relief valve sending liquid to the flare header; condensate dropping out in a cold header with no drains at its low points.
- **Pilot or flame out:** wind above what the pilot is rated for, pilot gas pressure low or wet, a failed igniter, low-Btu or inert-rich gas, too much assist air — the flare then vents unburnt gas.
- **Black smoke:** more gas than the flare burns smokeless (a compressor trip, an emergency blowdown), heavy hydrocarbons or high-Btu gas, too little assist air or steam, or too little pressure at the tip.

**What to check, in this order**
1. KO drum level, its drain or pump, and its high-level switch.
2. What is going to the flare right now: relief valves lifting, blowdown valves open, a level control or dump valve open to the header, a compressor down.
3. The flared rate against the flare's smokeless capacity (flare meter, the compressor's rate before it tripped).
4. Assist air or steam, pilots and flame monitoring.

**What to do**
- Restore the upstream level control or compressor, drain the KO drum, and bring the flared rate back under the smokeless capacity.
- A pilot that blows out: a wind-rated pilot with a windshield, dry pilot gas at a steady pressure, flame monitoring with automatic reignition and an alarm; relight only after a gas detector shows no gas cloud around the stack.
- For good: a KO drum sized for the largest liquid relief case with a high-level switch (and shutdown where the hazard warrants), drains at the header's low points, heat tracing where condensate freezes or drops out, and the flare's capacity checked after new wells or compression are tied in.

**Safety:** burning liquid on the ground is a fire — treat it as one; a sour stream that is not burning completely releases H2S at grade; radiation under a large flare is dangerous at close range.`,
    sources: [
      apiStandard(
        'API Std 521, Pressure-relieving and Depressuring Systems (flare knockout drums, liquid carryover); API Std 537, Flare Details',
      ),
      cfrSection(40, '60.18', 'General control device and work practice requirements'),
      OSHA_OIL_AND_GAS_HAZARDS,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['fac-flares-combustors', 'ops-fire-wellhead-tank', 'fac-separator-carryover'],
  },
  {
    id: 'fac-glycol-dehy-off-spec',
    title:
      'Glycol (TEG) dehydrator off spec: wet gas at the outlet and glycol losses — what to check, in order',
    area: 'facilities',
    aliases: [
      'dehy off spec',
      'dehydrator off spec',
      'wet gas out of the dehy',
      'not making dew point',
      'water dew point off spec',
      'glycol losses',
      'losing glycol',
      'glycol carryover',
      'lean glycol concentration',
      'lean TEG purity',
      'reboiler temperature',
      'stripping gas',
      'glycol foaming',
      'contactor flooding',
      'glycol pump',
    ],
    symptoms: [
      'dehy outlet water content above the 7 lb/MMscf spec',
      'the buyer says our gas is wet',
      'losing more glycol than usual',
      'glycol foaming in the contactor',
      'water content went up with the same circulation rate',
    ],
    summary:
      'A TEG dehydrator lets wet gas through when the lean glycol is not dry enough (reboiler too cool, no stripping gas), too little of it circulates, the gas comes in hotter, faster or wetter than the design, or the contactor foams or floods — the last also carries glycol away. Check the lean glycol, the circulation, the inlet and the contactor, in that order.',
    body: `**Ask first**: did the water content rise with a change at the inlet (gas rate, temperature, pressure, a new well) or with a change in the unit (reboiler temperature, pump rate, glycol losses or foaming)?

**Likely causes**
- **Lean glycol not lean enough:** reboiler below about 375 °F, no or too little stripping gas, a fouled fire tube, or a flooded still column — the outlet water content follows the lean glycol's purity (roughly 98.5–99 wt % from a reboiler alone, more with stripping gas).
- **Too little glycol:** the circulation pump slowing or bypassing (worn seals on a gas-driven pump also let rich glycol into the lean), below the rule-of-thumb 2–5 gal of TEG per lb of water removed.
- **More water to remove:** inlet gas hotter (its water content rises steeply with temperature), at lower pressure or at a higher rate than the design; free water or condensate carried over from the inlet scrubber.
- **Contactor foaming or flooding:** hydrocarbon liquid, corrosion inhibitor or solids in the glycol, or a gas rate above the contactor's capacity — wet gas out **and** glycol carried over with it.
- **Glycol losses on their own:** carryover from the contactor (foaming, a damaged mist pad), a reboiler above about 400 °F degrading and boiling off glycol, too much stripping gas, leaks at the pump and exchangers.

**What to check, in this order**
1. **Lean glycol:** a sample's purity (lab or field test) and the real reboiler temperature (a calibrated thermometer, not only the controller).
2. **Circulation:** pump strokes per minute against the rate the water load needs.
3. **Inlet:** gas temperature, pressure and rate against the design; the inlet scrubber's dump and liquid carryover.
4. **Contactor:** differential pressure (high or erratic means foaming or flooding) and a glycol sample — colour, hydrocarbon layer, solids, pH, a shake (foam) test.
5. **Exchangers and pump seals:** rich glycol leaking into lean.

**What to do**
- Reboiler at 375–400 °F (not above about 400 °F, where TEG degrades), stripping gas on; circulation set to the water load, not "as much as possible" — more glycol raises emissions and fuel.
- Cool the inlet gas where it comes in hot, and fix the inlet scrubber before the contactor.
- Clean the glycol — filters, a carbon bed, pH kept in the supplier's range; antifoam only as a stopgap while the contamination is removed; replace a damaged mist pad.

**Safety:** the reboiler is a fired vessel (burner management, lockout before work on the fire tube); hot glycol burns; the still vent carries benzene and other BTEX — stay out of its plume, and sour gas units carry H2S in the flash and still gas.`,
    sources: [
      apiStandard('API Spec 12GDU, Glycol-Type Gas Dehydration Units'),
      TEG_REGENERATION,
      cfrSubpart(
        40,
        '63',
        'HH',
        'National Emission Standards for Hazardous Air Pollutants From Oil and Natural Gas Production Facilities',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['fac-gas-dehydration', 'fac-separator-carryover', 'chem-hydrate-inhibition'],
  },
  {
    id: 'fac-pipeline-line-balance',
    title:
      'A pipeline that does not balance — less out than in, a pressure profile that changed: a leak until the meters prove otherwise',
    area: 'facilities',
    aliases: [
      'line balance',
      'line balance off',
      'over short',
      'over/short',
      'meter mismatch',
      'flow in vs out',
      'in versus out',
      'volume balance',
      'leak detection',
      'computational pipeline monitoring',
      'CPM alarm',
      'API RP 1130',
      'API RP 1175',
    ],
    symptoms: [
      'less coming out of the line than going in',
      'flow in and flow out do not match on SCADA',
      'line balance short for several hours',
      'pressure drop along the line higher than usual',
      'leak detection alarm on the pipeline',
      'receipt meter reads more than the delivery meter',
    ],
    summary:
      "A shortfall between what enters and leaves a liquid line that lasts, with a pressure profile that changed, is treated as a leak until it is explained: compare it with the line's normal imbalance, correct both meters for temperature and line pack, check the meters and the pressure trend, and if it is not explained quickly, shut down, isolate, patrol the line and report as the rules require.",
    body: `**Immediate actions (a shortfall that persists, or one with a pressure change)**
1. **Treat it as a leak:** a lasting imbalance plus a changed pressure or pressure-drop profile is how leaks first show; do not wait for the meters to be blamed.
2. **If it is not explained within the time your leak-detection procedure allows, shut down the pumps, close the block valves and watch the isolated sections' pressures** — a section that keeps losing pressure holds the leak.
3. **Patrol the right of way** (ground or air): stains, dead vegetation, sheen on water, a smell; approach with a gas monitor where the crude is sour.
4. **Report** as the pipeline and spill rules require once a release is confirmed or likely.

**Ask first**: how large is the shortfall against the line's normal over/short, how long has it lasted, and did the pressures along the line change at the same time?

**What to check, in this order**
1. **The normal imbalance:** a line always runs slightly over or short; compare this shortfall with its usual range over the same time window, not with zero.
2. **Line pack:** a line whose pressure or temperature fell is emptying or shrinking its contents; correct the balance for the change of pack before calling it a loss.
3. **Meter corrections:** temperature and pressure correction (CTL, CPL) on both meters, the meter factors and when each meter was last proved; a recent proving or a changed factor explains a step change.
4. **Meter health:** trend each meter against the other and against tank strappings or a check meter; a meter that "has been acting up" is proved now, not assumed wrong.
5. **The pressure profile:** a leak lowers the pressures beyond it and steepens the gradient before it; a restriction (wax, a partly closed valve) raises the pressure before it without a shortfall.
6. **Operations:** batches changing, a tank transfer or a valve line-up that moves oil somewhere the balance does not count.

**What to do**
- Explained by pack, corrections or a proven meter fault: correct it, record why, and tighten the leak-detection thresholds if it took long to find.
- Not explained: keep the line shut in and isolated, pressure test the sections or walk them with the patrol, and restart only after the cause is found.
- Keep the records of every imbalance alarm and what explained it: the operator's leak-detection program (API RP 1175) reviews them.

**Safety:** a small, persistent shortfall on a buried line can be a large volume over days; a line near water, homes or roads is shut in sooner. Work at a suspected leak only with a gas monitor, and with the line isolated and depressured.`,
    sources: [
      apiStandard('API RP 1130, Computational Pipeline Monitoring for Liquids'),
      apiStandard('API RP 1175, Pipeline Leak Detection — Program Management'),
      cfrSection(49, '195.134', 'CPM leak detection'),
      cfrSection(49, '195.444', 'CPM leak detection (operation)'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-flowline-leak-reported', 'ops-line-release', 'fac-gathering-line-pressure-drop'],
  },
  {
    id: 'fac-amine-unit-off-spec',
    title:
      'Amine unit (gas sweetening) off spec or foaming: H2S or CO2 above spec in the treated gas, contactor differential pressure jumping, amine losses — what to check, in order',
    area: 'facilities',
    aliases: [
      'amine unit',
      'amine plant',
      'amine contactor',
      'amine absorber',
      'amine foaming',
      'amine losses',
      'amine carryover',
      'gas sweetening',
      'sweetening unit',
      'sour gas treating',
      'MDEA',
      'DEA',
      'MEA',
      'DGA',
      'lean amine',
      'rich amine',
      'lean loading',
      'amine regenerator',
      'amine still',
      'rich amine flash drum',
      'treated gas off spec',
      'H2S off spec in the sales gas',
    ],
    symptoms: [
      'contactor differential pressure jumped and the treated gas went off spec',
      'H2S in the treated gas above the 4 ppm spec',
      'hydrocarbon liquid in the rich amine flash drum',
      'losing amine, the makeup rate went up',
      'amine contactor level swinging and foaming',
      'CO2 slipping through the amine unit',
    ],
    summary:
      'An amine unit goes off spec because the amine foams (liquid hydrocarbon or surfactants carried in with the gas, hydrocarbon condensing when the lean amine is not warmer than the gas, solids), because the lean amine is not lean enough (too little regeneration), or because too little or too weak an amine meets more acid gas than before. A differential pressure that jumps across the contactor is foam; check the inlet separation, the lean amine temperature, the solution and the regenerator, in that order.',
    body: `**Ask first**: did the differential pressure across the contactor jump (foaming or flooding), or did the treated gas drift off spec with a steady one (the amine, its regeneration or more acid gas in the feed)?

**Signs**
- **Foaming:** contactor differential pressure jumping or erratic, the bottoms level swinging, amine carried over into the treated-gas scrubber, off-spec gas, rising amine makeup.
- **Hydrocarbons in the system:** a hydrocarbon layer in the rich amine flash drum or the regenerator reflux, dark or smelly amine.
- **Poor regeneration:** lean loading high on the lab report, regenerator overhead too cool, reboiler short of heat; off-spec gas with a steady differential pressure.

**Likely causes**
- **Liquid hydrocarbon or surfactants in the feed gas:** the inlet separator or filter-coalescer not removing condensate, compressor lube oil, corrosion or hydrate inhibitors, well-treating chemicals, liquids from pigging — the commonest source of foam in the field studies.
- **Hydrocarbon condensing in the contactor:** the lean amine fed at or below the gas temperature (it should be about 10 °F, 5–6 °C, warmer than the feed gas, so heavy ends do not condense on the trays).
- **Suspended solids:** iron sulfide and corrosion products, a spent or bypassed particulate filter or carbon bed — solids stabilise foam.
- **Lean amine not lean:** too little reboiler heat or reflux, so acid gas returns to the contactor with the lean amine.
- **Too little amine for the acid gas:** circulation not raised after new wells or a higher H2S/CO2 content, the amine strength fallen (dilution, losses), heat-stable salts tying up amine.
- **Contactor mechanics:** gas rate above the tower's capacity (flooding), damaged or fouled trays or packing.

**What to check, in this order**
1. **Contactor differential pressure trend** and the treated-gas scrubber for amine: foam or flooding against a steady tower.
2. **Inlet separation:** the inlet separator and filter-coalescer dumps and differential pressure; condensate or oil reaching the contactor; any new chemical injected upstream or a recent pig run.
3. **Lean amine temperature against the feed gas temperature** at the contactor.
4. **Amine samples:** strength, lean and rich loading, a foam test (height and break time) on the lean and the rich, suspended solids, heat-stable salts.
5. **Filters and carbon:** particulate filter differential pressure and change-out date; the carbon bed's age.
6. **Regeneration:** reboiler heat duty and temperature, regenerator overhead temperature and reflux rate.
7. **Feed against design:** gas rate and H2S/CO2 content now against when the unit last met spec; the circulation rate for that acid-gas load.

**What to do**
- **Foaming:** cut the gas rate to bring the differential pressure down; antifoam in small doses at the contactor as a stopgap only — overdosing antifoam stabilises foam and the carbon bed strips it; then remove the source: fix the inlet separation, skim the flash drum, change the filters and the carbon.
- Keep the lean amine about 10 °F (5–6 °C) above the feed gas.
- **Off spec with a steady tower:** raise the circulation to the acid-gas load, restore the amine strength, and give the regenerator the heat and reflux to bring the lean loading down; reclaim or purge when heat-stable salts are high.
- Divert or shut in off-spec gas by the sales contract and site procedure rather than sending H2S above the pipeline's limit (often 4 ppm, a quarter grain per 100 scf).

**Safety:** rich amine, the flash gas and the regenerator's acid gas carry H2S — sample and open equipment with an H2S monitor and the respiratory protection site rules require; hot amine burns skin and eyes; amine units crack and corrode in rich-amine and hot lean service (inspect as API RP 945 sets out).`,
    sources: [
      AMINE_FOAMING_OGJ,
      AMINE_FOAMING_CASES,
      apiStandard('API RP 945, Avoiding Environmental Cracking in Amine Units'),
    ],
    lastReviewed: '2026-12-02',
    related: ['fac-glycol-dehy-off-spec', 'ops-h2s-exposure', 'fac-separator-carryover'],
  },
];
