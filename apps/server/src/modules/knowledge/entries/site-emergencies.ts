import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  apiStandard,
  cfrSection,
  cfrSubpart,
  OSHA_HAZARDOUS_ENERGY,
  OSHA_NIOSH_TANK_GAUGING,
  OSHA_OIL_AND_GAS,
  OSHA_OIL_AND_GAS_HAZARDS,
  slbGlossary,
  texasRule,
} from './sources';

/** The day these entries were checked against their sources. */
const SITE_EMERGENCIES_REVIEWED = '2026-11-30';

const OSHA_ELECTRICAL: KnowledgeSource = {
  title: 'OSHA, Electrical safety (overhead power lines, lockout, qualified persons)',
  url: 'https://www.osha.gov/electrical',
};

const NATIONAL_BOARD: KnowledgeSource = {
  title:
    'National Board of Boiler and Pressure Vessel Inspectors, National Board Inspection Code (NBIC): repairs and alterations of pressure-retaining items',
  url: 'https://www.nationalboard.org/',
};

const OSHA_BENZENE_PAGE: KnowledgeSource = {
  title: 'OSHA, Benzene: hazards, exposure limits and the standards',
  url: 'https://www.osha.gov/benzene',
};

const NIOSH_BENZENE: KnowledgeSource = {
  title: 'NIOSH Pocket Guide to Chemical Hazards: Benzene',
  url: 'https://www.cdc.gov/niosh/npg/npgd0049.html',
};

/**
 * Emergencies the earlier entries did not name: well-control equipment that fails during a
 * shut-in or a kill, electrical hazards on the lease, an old or offset well flowing at surface,
 * and a leak or crack on a pressure vessel or process piping in service. Each opens with the few
 * lines that protect people.
 */
export const siteEmergencyEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-well-control-equipment-failure',
    title:
      'Well-control equipment failing during a shut-in or a kill: a BOP that will not seal, accumulator pressure falling, a choke washed out or plugged, the mud-gas separator blowing through',
    area: 'drilling',
    aliases: [
      'annular leaking',
      'annular will not seal',
      'annular not holding',
      'BOP leaking',
      'BOP will not close',
      'BOP failed to close',
      'ram leaking',
      'rams not holding',
      'accumulator pressure low',
      'accumulator pressure falling',
      'koomey pressure dropping',
      'closing unit',
      'BOP control unit',
      'choke washed out',
      'washed out choke',
      'choke plugged',
      'plugged choke',
      'choke manifold leak',
      'mud gas separator blowthrough',
      'mud gas separator blowing through',
      'poor boy degasser overloaded',
      'gas buster blowing through',
      'gas at the shakers during the kill',
    ],
    symptoms: [
      'the annular will not hold and the well leaks past it',
      'accumulator pressure dropping while the well is shut in',
      'the choke washed out and casing pressure cannot be held',
      'drill pipe and casing pressure jumped together, choke plugged',
      'gas blowing out of the mud-gas separator to the shakers',
      'the BOP failed to close on the kick',
    ],
    summary:
      'When a BOP element leaks, the accumulator loses pressure, the choke washes out or plugs, or the mud-gas separator blows through during a well-control event, hold the well on the next barrier, switch to the standby choke, slow the kill to what the separator handles, and never bleed the well off because the equipment is in doubt.',
    body: `**Immediate actions**
1. **Hold the well on the next barrier:** an annular leaking — close the pipe rams below it with no tool joint in them; a ram leaking — the annular or another set of rams. Keep people off the floor and out of the cellar.
2. **Accumulator pressure falling:** stop every BOP function not needed, start the backup pumps (electric, air, nitrogen bottles) and find the hydraulic leak; never open the choke to relieve the well because the BOP is in doubt.
3. **Choke washed out or plugged:** line up the standby choke on the other leg of the manifold; a plugged choke (drill-pipe and casing pressures jumping together) — stop the pump first.
4. **Gas at the shakers from the mud-gas separator:** slow the pump (less gas at once) or divert to the flare line as the plan says; clear the shakers and pits of people and ignition sources.
5. Tell the well-control supervisor; record pressures, volumes and times.

**Ask first**: which piece is failing, is the string in the hole and spaced out, and what are the drill-pipe and casing pressures against the MAASP now?

**Signs**
- **Annular or ram leaking:** flow at the bell nipple or flow line with the well shut in, gas at the rotary, casing pressure that will not build or falls with no pump running.
- **Accumulator:** pressure falling on the unit's gauge, its pumps running without stopping, hissing or fluid at a hydraulic line or a function's hose.
- **Choke washing out:** the choke has to be closed further and further to hold the schedule, then casing and drill-pipe pressure fall although it is nearly shut.
- **Choke plugging:** drill-pipe and casing pressures rising together at a constant pump rate, returns falling.
- **Mud-gas separator overloaded:** gas with the mud at the shakers (the liquid seal blown), the separator's pressure gauge climbing toward the seal's hydrostatic.

**Likely causes**
- Annular element worn or cut (stripping, age), closing pressure too low for the well pressure and pipe size, a tool joint in the element; ram seals worn, the wrong ram size, a tool joint in the rams.
- Accumulator: a leaking line or function, precharge lost in the bottles, pumps without power or air, too many functions operated.
- Choke: sand, cuttings, barite or cement eroding it; gas at high rate cutting the trim; hydrate or ice plugging it as gas reaches surface; rubber or debris.
- Mud-gas separator: a gas rate above its capacity as the gas reaches surface (vent line too small, pump rate too high), or a liquid seal too short.

**What to do**
1. **Switching chokes:** note the pressure being held, open the standby choke's line, close the failed one's isolation valves, and bring the standby choke to the same pressure; repair the failed one only isolated on both sides and bled to zero.
2. **After a plugged choke:** with the pump stopped, keep the casing pressure below the MAASP, line up the other choke, bleed back to the last shut-in pressures, and restart the pump holding casing pressure constant as in any start-up.
3. **Mud-gas separator:** the gas rate it handles is limited where the friction in its vent line equals the hydrostatic of its liquid seal; slow the kill rate while the gas is at surface, and send the returns to the flare through the choke manifold's bypass when the plan allows.
4. **Accumulator:** restore the pumps and recharge, check the bottles' precharge, and confirm the usable volume still closes the BOP functions with the pumps off (API Standard 53); test the repaired element or line before relying on it.
5. **A leaking annular:** hold the well on the rams, hang off on them if the string must be supported, and replace the element at the first safe chance; strip only through an element that holds.

**Safety:** Never bleed a well off to atmosphere because its BOP is in doubt — it brings in a larger influx. Keep non-essential people off the floor and away from the shakers and pits while gas comes through; H2S monitors on until the influx is known.`,
    sources: [
      apiStandard('API Standard 53, Well Control Equipment Systems for Drilling Wells'),
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment (BSEE)'),
      slbGlossary('mud-gas separator'),
      slbGlossary('choke manifold'),
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: ['drill-kill-methods', 'ops-kick-warning-signs', 'drill-bop-pressure-test'],
  },
  {
    id: 'ops-electrical-hazard',
    title:
      'Electrical hazards on the lease: a downed power line, someone shocked, a line touched by a mast or boom, an arc flash or a fire at a panel, VSD or switchboard',
    area: 'operations',
    aliases: [
      'downed power line',
      'power line down',
      'power line on the ground',
      'live wire',
      'electrical shock',
      'electric shock',
      'electrocution',
      'got shocked',
      'arc flash',
      'electrical fire',
      'VSD fire',
      'switchboard fire',
      'control panel fire',
      'transformer fire',
      'overhead power line',
      'power line clearance',
      'mast touched the power line',
      'boom contacted the power line',
      'stray voltage',
      'ground fault',
      'energized equipment',
    ],
    symptoms: [
      'a downed power line',
      'a power line lying on the ground or across a flowline',
      'a hand got shocked at the control panel',
      'an arc flash when the switchboard was opened',
      'smoke coming out of the VSD or the switchboard',
      'the gin pole or a truck boom touched the overhead line',
      'a tingle when touching the pumping unit or the wellhead',
    ],
    summary:
      'Treat a downed or touched power line as live: stay at least 35 ft away, never touch a person still in contact, have the utility or an electrician cut the power, and fight an electrical fire only de-energized and with CO2 or dry chemical. Approach distances to overhead lines, lockout and test-before-touch prevent it.',
    body: `**Immediate actions**
1. **Treat every downed or sagging line as live:** stay at least 35 ft (10 m) away, keep people and vehicles back, call the power company and 911. The ground around it may be live — move away with short shuffling steps, feet together, never run.
2. **Someone in contact with a live line or equipment: do not touch them.** Get the power cut at the disconnect or by the utility, then first aid (CPR, an AED); everyone shocked goes to hospital, even if they feel fine.
3. **A vehicle or a mast touching a line:** stay in the cab unless it is on fire; to get out, jump clear with feet together, touching the vehicle and the ground never at once, and shuffle away.
4. **Fire at a panel, VSD, switchboard or transformer:** cut the power upstream if it is safe to reach; CO2 or dry chemical only — never water — and stay out of the arc-flash boundary.

**Ask first**: is anyone in contact with the line or the equipment, and has the utility or a qualified electrician confirmed it is dead?

**Likely causes**
- Storms, wind, ice and vehicles bring lines down; a line lying on a fence, a flowline, a tank or a pumping unit can energize it far from where it fell.
- Contact with overhead lines by rig masts, gin poles, cranes, vacuum-truck and picker booms, and by pipe or rods being stood up.
- Failed insulation, water in a junction box, a damaged or corroded cable, a missing ground at a pumping unit, an ESP switchboard or a VSD.
- Work on live equipment: no lockout, no test before touch, an unqualified person opening a panel.

**What to check, in this order**
1. Nothing is approached until the utility or a qualified electrician says it is de-energized and grounded.
2. Everything the line or the fault touches — fences, flowlines, tanks, pumping units and the ground around them — is treated as live.
3. Before equipment is restarted: the cause found and fixed (a damaged cable, a broken ground, water), insulation tested (megger), grounds and bonds intact.

**What to do**
- **Overhead lines:** keep at least 10 ft (3 m) from lines up to 50 kV and more above it — 20 ft when the voltage is not known (29 CFR 1926.1408); use a spotter when raising masts, booms and gin poles, and plan rig-up and lay-down positions away from the lines.
- **Lockout and test before touch:** only qualified persons open panels, VSDs and switchboards, in arc-rated PPE inside the arc-flash boundary on the label; lock out every source and test for absence of voltage.
- **Stored energy:** a VSD's capacitors hold a charge after it is switched off — wait the time on its label and test; a permanent-magnet ESP motor turned by flowing fluid makes voltage on its cable with the drive off.
- **A tingle at a pumping unit, wellhead or tank** is a ground fault or stray voltage: keep people off and get an electrician.

**Safety:** Electricity gives no warning and a rescuer who touches a victim still in contact becomes the next one. Power lines near a well are part of every rig-up, crane lift and truck job plan.`,
    sources: [
      cfrSection(
        29,
        '1910.333',
        'Selection and use of work practices (approach to overhead lines)',
      ),
      cfrSection(29, '1926.1408', 'Power line safety (up to 350 kV) — equipment operations'),
      OSHA_ELECTRICAL,
      OSHA_HAZARDOUS_ENERGY,
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: [
      'ops-fire-wellhead-tank',
      'lift-pumping-unit-lockout',
      'lift-esp-electrical-readings',
    ],
  },
  {
    id: 'ops-old-well-flowing-at-surface',
    title:
      'An old, abandoned or offset well leaking or flowing at surface (saltwater, gas or oil): often pressure from nearby injection, disposal or a frac',
    area: 'operations',
    aliases: [
      'orphan well',
      'orphaned well',
      'abandoned well leaking',
      'abandoned well flowing',
      'old well flowing',
      'old well leaking',
      'plugged well leaking',
      'plugged and abandoned well flowing',
      'legacy well',
      'saltwater flowing at surface',
      'water coming out of the ground',
      'saltwater geyser',
      'area of review',
      'AOR',
      'offset well blowout',
      'frac communication with an old well',
    ],
    symptoms: [
      'an old plugged well started flowing saltwater at the surface',
      'water and gas bubbling up around an abandoned well',
      'saltwater coming out of the ground near a disposal well',
      'an offset well blew out while a nearby well was fracked',
      'an inactive well building pressure it never had',
    ],
    summary:
      'A plugged, abandoned or inactive well that starts flowing at surface is a release: keep people away and upwind, test for H2S and LEL, stop nearby injection, disposal or fracturing, contain the water and notify the regulator; then the well is controlled and plugged properly and the pressure source found.',
    body: `**Immediate actions**
1. Keep people, livestock and vehicles away and upwind; test for H2S and LEL before approaching — the gas may be sour and collects in low ground and cellars.
2. No ignition sources near it; flowing gas near people is a release — call emergency services.
3. **Stop what may be pressuring it:** shut in or cut back nearby injection and disposal wells, and stop a frac stage pumping nearby; record their pressures and rates from the time the flow was seen.
4. Contain the water with berms (produced saltwater kills soil and vegetation) and notify the regulator — in Texas the RRC district office — and the landowner.

**Ask first**: is there injection, disposal or fracturing within a mile or two, and whose well is it — yours, another operator's, or an orphan?

**Likely causes**
- **Injection or disposal pressure:** a zone repressured above its original pressure pushes water up an old wellbore with poor plugs or no cement behind the casing — the wells an injection permit's area of review should have found.
- **Frac communication:** a stage reaching an old or offset wellbore, which flows or blows out at surface.
- **Failed plugs or casing** in wells plugged decades ago (mud or short cement plugs, corroded casing), or a well never plugged.
- A shallow zone charged by an earlier leak.

**What to check, in this order**
1. The well's operator and plugging record (the regulator's well records, W-3 plugging report), and whether it lies in the area of review of a nearby injection well.
2. Nearby injection and disposal wells: pressure and rate histories, any rise before the flow began; offset operators' frac schedules.
3. What comes out: chlorides, oil, gas composition and H2S, the rate, and whether it falls when nearby injection is shut in.

**What to do**
- **Control the well:** a well-control crew re-enters it — a wellhead or BOP on the old casing if it is sound, kill it, then plug it to the current rules; an orphan is referred to the regulator's plugging program, though an operator whose injection or frac caused the flow may be required to remediate.
- Keep the injection shut in or reduced until the well is controlled, and review the zone's pressure and the permit.
- **Before injecting or fracturing near old wells:** check the area of review for wellbores that could carry fluid up, and watch them (pressure, flow) during the job.

**Safety:** An uncontrolled old well is a release: gas monitors, no ignition, nobody in its cellar or in low ground around it, and no one works on the old wellhead without well-control equipment.`,
    sources: [
      texasRule(14, 'Plugging'),
      texasRule(9, 'Disposal wells'),
      cfrSection(40, '146.6', 'Area of review (underground injection control)'),
      OSHA_OIL_AND_GAS_HAZARDS,
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: ['ops-line-release', 'comp-frac-hits', 'ops-spill-on-land'],
  },
  {
    id: 'fac-pressure-vessel-leak',
    title:
      'A leak, crack or bulge on a pressure vessel or process piping in service (a weep at a weld, a pinhole, a thin wall): depressure, isolate, and an inspector’s fitness-for-service call before any repair',
    area: 'facilities',
    aliases: [
      'vessel leak',
      'vessel leaking',
      'separator leaking',
      'crack in a vessel',
      'crack in the separator',
      'crack at a weld',
      'weeping weld',
      'pinhole leak',
      'pinhole in the vessel',
      'leaking nozzle',
      'bulge in a vessel',
      'blister on the vessel',
      'thin wall',
      'wall loss',
      'fitness for service',
      'API 579',
      'API 510',
      'API 570',
      'leak clamp',
      'composite wrap',
      'piping leak',
    ],
    symptoms: [
      'the separator shell is weeping at a weld',
      'a pinhole leak on the vessel',
      'a crack found on a pressure vessel in service',
      'process piping leaking at an elbow',
      'a bulge or blister on the vessel wall',
      'thickness readings below the minimum on the vessel',
    ],
    summary:
      'A crack or weep on a pressurized vessel or piping may run to a rupture: clear people, shut in the inflow and depressure to a closed system or flare, isolate and lock out, and have an inspector and engineer assess fitness for service (API 510/570, API 579) before any repair or return to service.',
    body: `**Immediate actions**
1. **Treat a crack or a weep on a pressurized vessel or line as a possible rupture:** clear people from around it and from the line of fire of its heads and nozzles; no hammering, tightening or probing at the leak.
2. **Shut in the inflow and depressure** through the normal outlet or the blowdown to a flare or closed system — a crack can run suddenly under pressure; check for H2S and LEL at the leak.
3. Isolate it (valves closed, then blinds) and lock out before anyone inspects it closely.
4. Call the pressure-equipment inspector or engineer before any repair, clamp or restart.

**Ask first**: is it a crack (at a weld, a nozzle, a support) or metal loss (a corrosion pinhole), and what does it hold — sour gas, oil, water — at what pressure against its MAWP?

**Likely causes**
- **Internal corrosion:** CO2 or H2S with water — at the water boot, the oil–water interface, under sand and sludge — makes pits that become pinholes.
- **Erosion** at inlets, elbows and downstream of chokes and control valves, worst with sand.
- **Cracking:** sulfide stress or hydrogen-induced cracking in sour service (hard welds, material not rated for it), fatigue from vibration or pressure cycles at nozzles and supports, weld defects.
- **External corrosion** under insulation, at supports and at the soil line.

**What to check, in this order**
1. The nameplate and the file: MAWP, material, corrosion allowance, the last inspection and thickness readings (API 510 for vessels, API 570 for piping).
2. Once depressured and cleaned: ultrasonic thickness around the leak, magnetic-particle or dye-penetrant testing for cracks, any bulge or blister (hydrogen blistering in sour service).
3. The cause: water analysis, H2S and CO2, sand, the inhibitor program, vibration.

**What to do**
- **An inspector and an engineer decide:** a fitness-for-service assessment (API 579-1/ASME FFS-1) says whether it may run, at what reduced pressure and for how long; weld repairs on a vessel follow its code and the National Board Inspection Code, out of service.
- Leak clamps and composite wraps are engineered, temporary repairs for piping under management of change with a removal date — not a fix for a crack in a vessel.
- Fix the cause: inhibitor or material, sand removal, supports and vibration, sour-service welds and hardness.

**Safety:** A cracked vessel under pressure stores the energy of its gas — never tighten, hammer or weld on it live; hot work on it waits until it is isolated, cleaned and gas-free.`,
    sources: [
      apiStandard('API 510, Pressure Vessel Inspection Code'),
      apiStandard('API 570, Piping Inspection Code'),
      apiStandard('API 579-1/ASME FFS-1, Fitness-For-Service'),
      NATIONAL_BOARD,
      cfrSection(29, '1910.119', 'Process safety management (mechanical integrity)'),
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: ['ops-pressured-equipment-work', 'ops-internal-corrosion-lines', 'fac-psv-lifting'],
  },
  {
    id: 'ops-safety-valve-failed-test',
    title:
      'A safety valve that fails its test — a surface safety valve (SSV), a subsurface safety valve (SCSSV, DHSV) or the ESD will not close or leaks: a lost barrier',
    area: 'operations',
    aliases: [
      'SSV failed',
      'SSV will not close',
      'SSV leaking',
      'surface safety valve',
      'SCSSV will not close',
      'subsurface safety valve test',
      'ESD test failed',
      'ESD did not shut in the well',
      'shutdown valve failed',
      'SSV actuator',
      'control line',
      'lock open the safety valve',
      'insert safety valve',
    ],
    symptoms: [
      'the SSV will not close on the ESD test',
      'the safety valve failed its leak test',
      'ESD pushed and the well kept flowing',
      'control line bled off but the valve stayed open',
    ],
    summary:
      'A surface or subsurface safety valve that will not close, or leaks past its seat on test, is a lost barrier: report it, shut the well in on the valves that work unless a risk assessment lets it flow with other barriers, never bypass the safety system, and repair and retest before normal production.',
    body: `**Immediate actions**
1. **The well has lost a barrier:** tell the supervisor and the well-integrity engineer now; until the valve is repaired the well runs only under a risk assessment — often shut in on the wing and master valves, or flowing with extra barriers and someone in attendance.
2. If no assessment lets it flow, shut it in on the valves that work (wing, then master), by hand if need be.
3. **Never bypass, pin open or jumper** the shutdown system to keep producing; a defeated safety device is approved, recorded and time-limited, or not done.

**Ask first**: which valve failed — the surface safety valve on the tree or the subsurface valve — and did it fail to close, or close but leak past its seat?

**How the valves work**
- **SSV:** a gate valve on the tree held open by an actuator (hydraulic or pneumatic pressure on a piston or diaphragm against a spring); the shutdown system vents that pressure and the spring closes the gate — it fails closed.
- **SCSSV:** a flapper (or ball) valve in the tubing, held open by hydraulic pressure in a control line from surface pushing a flow tube down against a spring; bleeding the control line lets the spring lift the flow tube and the flapper closes on its seat. Tubing-retrievable valves are part of the tubing; wireline-retrievable ones sit in a nipple profile.

**Likely causes**
- **SSV:** the actuator stuck (spring, piston or diaphragm), the gate held by hydrate, ice, sand, paraffin or dried grease, a pilot or solenoid that did not vent the control pressure, a plugged or kinked control line, worn gate and seats.
- **SCSSV:** scale, asphaltene, paraffin or sand on the flapper and the flow tube (barium sulfate where seawater breaks through), control-line fluid that cannot bleed back, a seat eroded so the closed valve leaks, a hydrate above it.
- **The ESD logic:** a sensor, relay, pilot or fusible loop that did not trip, or was left bypassed after maintenance.

**What to check, in this order**
1. The control pressure at the valve: did it bleed to zero when the ESD was pushed?
2. The closing time and the leak rate measured on the test against the acceptance limits of the standard and the company's procedure.
3. Deposits and the chemicals: scale, paraffin and hydrate history, whether the inhibitor reached the valve.
4. For an SSV: the actuator, gate, seats and the grease and service record.

**What to do**
- **SSV:** service or replace the actuator and the gate, clean and grease the valve, and repeat the function and leak tests before the well returns to normal service.
- **Scale in the valve:** carbonate dissolves in HCl; **barium or strontium sulfate** (where seawater or a sulfate water meets a barium water) does not — it needs a chelant (DTPA or EDTA based) soak or mechanical removal, a NORM survey of what comes out, and a squeeze or continuous inhibitor placed to protect the valve (see sulfate scale).
- **SCSSV:** cycle it with control pressure; clean it with a solvent, acid or chelant pumped down the tubing; if it still fails, lock it open and run a wireline-retrievable insert valve in its profile, or replace a tubing-retrievable valve by workover — with the regulator's approval where required (offshore, BSEE).
- Fix the cause (inhibition, hydrate control, cleaner control fluid) and keep the test interval the rules and the company set.

**Safety:** A safety valve is tested because it will be needed when something else fails. Production with a failed valve is a decision for management under a risk assessment, not a shift's workaround.`,
    sources: [
      apiStandard(
        'API RP 14B, Design, Installation, Operation, Test, and Redress of Subsurface Safety Valve Systems',
      ),
      apiStandard(
        'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities',
      ),
      cfrSection(30, '250.880', 'Production safety system testing (BSEE)'),
      slbGlossary('subsurface safety valve'),
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: ['chem-sulfate-scale', 'ops-wellhead-valve-replacement'],
  },
  {
    id: 'ops-loss-of-well-control-surface',
    title:
      'Loss of well control at surface: a blowout or uncontrolled flow, not on fire — through the tree or a valve, or around the casing out of the ground',
    area: 'operations',
    aliases: [
      'blowout',
      'well blowing out',
      'well blowing wild',
      'wild well',
      'uncontrolled flow',
      'flowing uncontrolled',
      'lost control of the well',
      'loss of well control',
      'wellhead knocked off',
      'wellhead blowout',
      'broaching',
      'cratering',
      'well control specialists',
    ],
    symptoms: [
      'the well is blowing out at the wellhead',
      'gas and fluid flowing uncontrolled from the well',
      'the well is flowing uncontrolled through the casing valve',
      'a truck hit the wellhead and the well is flowing',
      'gas coming out of the ground around the wellhead',
      'a valve blew off the wellhead and the well is spraying',
    ],
    summary:
      'A well flowing out of control at surface: evacuate upwind and uphill, remove ignition from outside the cloud, shut it in only from remote points, call emergency services and well-control specialists, warn and evacuate the public downwind, and keep the site closed until the specialists take over.',
    body: `**Immediate actions**
1. **Evacuate everyone upwind and uphill** to the muster point and account for them; call emergency services, the operator's emergency line and well-control specialists.
2. **Keep ignition away:** shut down engines from outside the cloud (a diesel racing on gas needs its air-intake shutoff), start no vehicles and switch nothing inside it.
3. **Shut in only from a remote or safe point** — the ESD, the SSV or SCSSV from the panel, the accumulator's remote — never by walking into the flow to reach a valve.
4. **Warn and evacuate people downwind** (roads, houses) with emergency services; monitor H2S and LEL at the perimeter.

**Ask first**: is it on fire, is anyone hurt or missing, and where is it coming from — through the tree or an open valve, or around the casing out of the ground?

**Likely causes**
- A kick on a drilling or workover rig not shut in in time, or a BOP or valve that failed.
- A wellhead or tree damaged (a vehicle, corrosion, erosion) or a valve left open — a tubing part with the casing valve open sends the well up the annulus.
- Casing or cement failure sending flow around the wellhead and out of the ground (broaching), or a frac or injection reaching the well.

**What to do**
- The capping and kill are planned by well-control specialists; the area stays closed until they take over. Keep a perimeter, control traffic, and monitor the air.
- Water spray from a distance can cool equipment and disperse gas; only under the emergency plan.
- Report it to the regulator at once (in Texas the RRC district office; offshore BSEE, federal land BLM) and keep records of times, rates and people.
- **Flow around the casing out of the ground:** keep rigs, trucks and people well back — the ground can crater.

**Safety:** A gas cloud can ignite at any moment; nobody goes back in for tools or vehicles. If it ignites, follow the fire entry's actions.`,
    sources: [
      API_RP_59,
      texasRule(13, 'Casing, cementing, drilling, well control, and completion requirements'),
      OSHA_OIL_AND_GAS_HAZARDS,
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: ['ops-fire-wellhead-tank', 'ops-line-release', 'comp-well-flowing-workover'],
  },
  {
    id: 'comp-frac-annulus-pressure',
    title:
      'Annulus pressure rising during a frac stage: a casing, packer, frac-string or wellhead-seal leak — stop pumping and protect the casing',
    area: 'completions',
    aliases: [
      'annulus pressure during the frac',
      'backside pressure during the frac',
      'backside pressure came up',
      'intermediate casing pressure during the frac',
      'casing failure during the frac',
      'frac string leak',
      'packer failure during the frac',
      'annulus pop-off',
      'backside pressure',
      'annulus pressure jumped',
    ],
    symptoms: [
      'annulus pressure climbing during the frac stage',
      'backside pressure jumped while pumping the frac',
      'intermediate casing pressure came up on the stage',
      'treating pressure dropped as the annulus pressure rose',
      'pressure on the surface casing during the frac',
    ],
    summary:
      'An annulus that pressures up during a frac stage is a leak in the casing, the packer or frac string, or a wellhead seal until proven otherwise: stop pumping, keep the annulus below its rating through the pop-off or a choke to the flowback tank, and find the leak before pumping again.',
    body: `**Immediate actions**
1. **Stop pumping** and watch the treating and annulus pressures; with a frac string and packer, hold the backside pressure the design called for.
2. **Keep the annulus below its rating** and its casing's burst: bleed it through the pop-off or a choke to the flowback tank, never to air near people; clear everyone from the wellhead and the lines.
3. Tell the frac supervisor and the company representative; no more pumping until the cause is known.

**Ask first**: is the stage pumped down the casing (plug and perf) or down a frac string with a packer, and which annulus came up — by a jump or a slow climb?

**Likely causes**
- **Down a frac string:** the packer or its seal assembly leaking or unseated (the string shrinks as cold fluid cools it and balloons under pressure), a tubing leak or part, a sliding sleeve opened.
- **Down the casing:** the production casing split or a connection leaking (burst, wear, corrosion), a liner top leaking — pressure then reaches the next annulus; fluid coming up behind poor cement into the next annulus.
- **At the wellhead:** a casing-hanger or pack-off seal leaking.
- **A slow, steady rise** with no jump can be the trapped annulus heating or ballooning; a step is a leak.

**What to check, in this order**
1. The pressure chart: a step at a moment (and the treating pressure falling with it) or a slow climb.
2. What bleeds back from the annulus and how much: frac fluid, sand, gas, or only a little liquid from expansion.
3. With pumping stopped: a pressure test of the casing or the tubing–annulus, and a log (temperature, noise, caliper) to find the leak.

**What to do**
- Do not pump again through a casing that failed: isolate the leak with a frac string and packer, a patch or a liner, by the engineer's design.
- A packer leak: reset or replace it, and review the tubing-movement and backside-pressure design.
- A wellhead seal: energise or replace the pack-off, then test it.
- Record it, and report a casing failure to the regulator as the rules require.

**Safety:** A surface or intermediate casing pressured past its rating can rupture at the wellhead; people stay out of the exclusion zone while any annulus is above its normal pressure.`,
    sources: [
      apiStandard('API RP 100-1, Hydraulic Fracturing — Well Integrity and Fracture Containment'),
      texasRule(13, 'Casing, cementing, drilling, well control, and completion requirements'),
      slbGlossary('annulus'),
      OSHA_OIL_AND_GAS_HAZARDS,
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    safetyCritical: true,
    related: ['ops-sustained-casing-pressure', 'comp-frac-screenout', 'comp-frac-hits'],
  },
  {
    id: 'ops-benzene-exposure',
    title:
      'Benzene and BTEX exposure at tanks, glycol stills, condensate and flowback: limits, where it is found, monitoring and protection',
    area: 'operations',
    aliases: [
      'benzene',
      'benzene exposure',
      'benzene limits',
      'benzene PEL',
      'benzene monitoring',
      'BTEX',
      'BTEX exposure',
      'condensate vapour',
      'glycol still vent',
      'PID',
      'photoionization detector',
    ],
    summary:
      'Benzene in condensate, light-oil and produced-water vapours, glycol still vents and flowback is a carcinogen: OSHA’s general-industry limit is 1 ppm (8 h) and 5 ppm (15 min), NIOSH recommends 0.1 ppm; ordinary four-gas monitors do not read it, so it is measured with tubes, a PID or badges, and controlled by remote gauging, standing upwind, vapour control and respirators.',
    body: `**Exposure limits**
- **OSHA** (29 CFR 1910.1028): 1 ppm over 8 hours, 5 ppm over 15 minutes, action level 0.5 ppm. The standard exempts oil and gas drilling, production and servicing, but the vapour is as toxic there, and many operators apply its limits anyway.
- **NIOSH** recommends 0.1 ppm over 10 hours and 1 ppm over 15 minutes; 500 ppm is immediately dangerous to life or health. ACGIH's guideline is lower than OSHA's — check the current edition.
- Benzene causes leukaemia over years of exposure; at hundreds of ppm it causes dizziness, headache and loss of consciousness.

**Where it is found**
Condensate and light-oil tank vapour at thief hatches (gauging, sampling, loading trucks), glycol dehydrator still vents, flowback tanks and separators, produced-water tanks carrying condensate, tank bottoms and sludge when disturbed.

**Monitoring**
A four-gas monitor does not read benzene: use benzene-specific colorimetric tubes or a photoionization detector (PID, which reads total VOCs — with a benzene tube or a benzene-specific PID to separate it), and personal sampling badges for a worker's 8-hour exposure.

**Reducing exposure**
- Gauge and sample remotely or from the ground; stand upwind and keep the head away from an open hatch; vapour recovery or closed loading.
- Route glycol still vents to a condenser or combustor; keep flowback tanks vented away from the work area.
- Respirators where measured levels require them — air-purifying with organic-vapour cartridges at low levels, supplied air above their limit or where H2S or oxygen deficiency is possible; nitrile gloves, since benzene passes through the skin.

**Safety:** The same hatch that releases benzene releases hydrocarbon vapour that displaces oxygen and has killed gaugers — no one gauges alone on a tank top.`,
    sources: [
      cfrSection(29, '1910.1028', 'Benzene'),
      OSHA_BENZENE_PAGE,
      NIOSH_BENZENE,
      OSHA_NIOSH_TANK_GAUGING,
    ],
    lastReviewed: SITE_EMERGENCIES_REVIEWED,
    related: ['fac-storage-tanks', 'ops-person-down', 'fac-gas-dehydration'],
  },
];
