import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  apiStandard,
  cfrSection,
  cfrSubpart,
  FIELD_REVIEWED,
  OSHA_CONFINED_SPACES,
  OSHA_HAZARDOUS_ENERGY,
  slbGlossary,
  spePaper,
} from './sources';

const IADC_MISMATCHED_UNIONS: KnowledgeSource = {
  title: 'IADC Safety Alert 00-15: additional serious incidents with mismatched hammer unions',
  url: 'https://iadc.org/safety-alerts/alert-00-15-additional-serious-incidents-mismatched-hammer-unions/',
};

const IADC_EQUIPMENT_UNDER_PRESSURE: KnowledgeSource = {
  title: 'IADC Safety Alert 99-13: using equipment under pressure',
  url: 'https://iadc.org/safety-alerts/alert-99-13-using-equipment-pressure/',
};

const NIOSH_CONFINED_SPACES_GUIDE: KnowledgeSource = {
  title: 'NIOSH Publication 87-113, A Guide to Safety in Confined Spaces',
  url: 'https://stacks.cdc.gov/view/cdc/5830',
};

const OSHA_BENZENE: KnowledgeSource = {
  title: 'OSHA, Benzene: hazards and exposure limits',
  url: 'https://www.osha.gov/benzene',
};

const PETROWIKI_PERFORATING: KnowledgeSource = {
  title: 'PetroWiki: Perforating design',
  url: 'https://petrowiki.spe.org/Perforating_design',
};

const PETROWIKI_ESP: KnowledgeSource = {
  title: 'PetroWiki: Electrical submersible pumps',
  url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
};

const DOE_VOLTAGE_UNBALANCE: KnowledgeSource = {
  title: 'U.S. Department of Energy, Motor Systems Tip Sheet 7: Eliminate Voltage Unbalance',
  url: 'https://www.energy.gov/sites/prod/files/2014/04/f15/eliminate_voltage_unbalanced_motor_systemts7.pdf',
};

const NEMA_MG1: KnowledgeSource = {
  title: 'NEMA MG 1, Motors and Generators (voltage unbalance and derating)',
  url: 'https://www.nema.org/standards/view/motors-and-generators',
};

/**
 * Field work where people get hurt when a step is skipped — opening or tightening pressured
 * equipment, entering tanks and vessels — and the jobs engineers are asked about on location:
 * perforating, ESP electrical readings and killing a kick.
 */
export const fieldWorkEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-pressured-equipment-work',
    title:
      'Working on pressured equipment: hammering unions or tightening fittings under pressure, isolation, bleed-down, lockout/tagout and permits',
    area: 'operations',
    aliases: [
      'hammering a union under pressure',
      'hammer on a pressured union',
      'hammering on a pressured line',
      'hit the union with a hammer',
      'tightening a fitting under pressure',
      'tighten a leaking union',
      'snug up a leaking fitting',
      'tighten the bolts on a leaking flange',
      'snug the flange bolts',
      'tighten it while it is live',
      'flange leak under pressure',
      'working on a pressured line',
      'working on live equipment',
      'line break',
      'opening a line',
      'positive isolation',
      'double block and bleed',
      'DBB',
      'block and bleed',
      'bleed down and verify zero',
      'verify zero pressure',
      'passing valve',
      'lockout/tagout',
      'lockout tagout',
      'lock out tag out',
      'LOTO',
      'energy isolation',
      'job safety analysis',
      'JSA for a quick job',
      'permit to work',
      'work permit',
      'quick job',
      'hammer union',
      'wing union',
      'mismatched hammer unions',
      '1502 union',
      'stop work authority',
      'pressure testing lines',
      'pressure test the treating iron',
      'treating iron',
      'frac iron',
      'exclusion zone',
      'whip check',
    ],
    symptoms: [
      'union weeping and a hand wants to hit it with a hammer',
      'fitting leaking under pressure and someone wants to snug it up',
      'flange leaking and someone wants to tighten the bolts live',
      'valve is closed but the gauge still shows pressure',
      'pressure creeps back up after we bled it off',
      'it is only a quick job so nobody wrote a JSA',
      'leaking hammer union on the pump line',
      'treating iron moving or whipping during the pressure test',
      'a line leaking while it is being pressure tested',
    ],
    summary:
      'Never hammer, tighten or loosen a union, fitting or plug under pressure: stop the job, keep people out of the line of fire, isolate (double block and bleed or blinds), bleed to zero and verify it two ways, lock and tag the isolation, and restart under a JSA or permit — the "quick" jobs are where isolation gets skipped.',
    body: `**Immediate actions**
1. **Stop the job.** Nobody hammers, tightens, loosens or strikes a union, fitting, clamp or plug that is under pressure — a leak that "only needs a snug" is still a pressured joint.
2. Clear everyone from the line of fire of the joint, its wing nut, caps and line ends; stop the pump or the flow from a safe place.
3. **Isolate** on every side, **bleed to zero** through a bleed valve into a tank or closed system, and **verify zero two ways** (a working gauge and an open bleed with no flow) before a wrench or hammer touches it.
4. Lock and tag the isolation valves and the pump or power, then restart the work under a JSA or permit that covers it.

**Ask first**: is the equipment isolated and bled to zero right now, and how was zero verified?

**Why it matters:** a hammer blow or a wrench on a pressured union can strip worn or mismatched threads (a 2-in. Figure 1502 wing nut makes up on a Figure 602 female half and can strip out at a fraction of either rating), crack an eroded body or unseat a seal, and the nut, cap or line hits the person holding the tool. Tightening does not cure a leak under pressure; it moves it or starts the failure.

**Likely causes of pressure where none was expected**
- A **passing valve** (cut gate or seat), so the isolated side repressures after the bleed.
- Pressure **trapped** between closed valves, in a valve body or behind a hydrate, sand or wax plug — see the trapped-pressure entry.
- A check valve holding pressure downstream; a pump, compressor or automated valve restarted remotely.
- Liquid blocked in a line and heated by the sun (thermal expansion).

**What to check, in this order**
1. Every energy source on the P&ID or the rig-up sketch: the well, pumps, other wells on the header, gas supply, accumulators, hydraulics, electrical.
2. Valve positions, and whether each one holds: watch the gauge on the isolated side for several minutes after bleeding.
3. The bleed path: open, not plugged, routed to a safe place; the gauge works (compare it with a second gauge).
4. Unions and fittings: figure number, size and pressure rating on both halves and the nut match each other and the line's working pressure.

**What to do**
- **Double block and bleed** on anything that stays connected to a live source: two closed valves with a bleed open between them, so a passing first valve vents instead of pressuring the work. Use **positive isolation** (blinds, spools removed) for vessel entry and long jobs.
- **Bleed down and verify zero**: bleed slowly, watch for pressure returning (a passing valve or a plug letting go), and leave the bleed open while the work goes on.
- **Lockout/tagout**: each worker's own lock on the isolation valves and energy sources, a tag saying who and why, removed only by the person who put it on. OSHA's lockout standard covers production facilities; drilling and well-servicing rigs are outside it and use their own isolation procedures (API RP 54) to the same end.
- **JSA and permit**: changing a gauge, a packing nut or a leaking union is where people skip isolation. A short JSA on the spot names the energy sources, the isolation, the bleed-down and the line of fire; line breaks, hot work and confined spaces go on a permit to work.
- Replace a leaking union or fitting instead of tightening it; use only identified, matched union parts of the right rating, and restrain temporary lines (whip checks, hose restraints).

**Pressure-testing lines and high-pressure iron (frac, cementing, flowback, test lines)**
- Before the test: every line restrained (whip checks, restraint systems, tie-downs at each end and at swivels), iron identified and inspected for its rating, and an **exclusion zone** set and kept — nobody inside it while the line is under pressure, and nobody walks the line to look for a leak.
- A line that **moves, jumps, whips or leaks** under test: stop the pump and bleed the line to zero from the pump or manifold, outside the zone; fix it only at zero, then test again — never tighten, hammer or restrain it under pressure.
- Test with water (or the job's liquid), at the low and then the high test pressure the job sets, and hold each long enough to read a drop; a test with gas stores far more energy.

**Safety:** everyone on location has stop-work authority. A leak that cannot be isolated (on a live wellhead that cannot be shut in) is a job for well-control or pressure-control specialists (hot tapping, freeze plugs, a lubricator), never a hammer job.`,
    sources: [
      OSHA_HAZARDOUS_ENERGY,
      cfrSection(29, '1910.147', 'The control of hazardous energy (lockout/tagout)'),
      IADC_MISMATCHED_UNIONS,
      IADC_EQUIPMENT_UNDER_PRESSURE,
      apiStandard(
        'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-trapped-pressure', 'ops-injection-injury', 'ops-confined-space-entry'],
  },
  {
    id: 'ops-confined-space-entry',
    title:
      'Confined-space entry in the oilfield (tanks, vessels, cellars, pits): permit, isolation, ventilation, gas testing, attendant and rescue',
    area: 'operations',
    aliases: [
      'confined space',
      'confined space entry',
      'permit-required confined space',
      'permit required confined space',
      'PRCS',
      'entry permit',
      'tank entry',
      'entering a tank',
      'sending a man into a tank',
      'tank cleaning',
      'cleaning out a tank',
      'vessel entry',
      'entering a vessel',
      'manway entry',
      'cleaning tank bottoms',
      'cellar entry',
      'working in the cellar',
      'pit entry',
      'atmospheric testing',
      'gas test before entry',
      'attendant',
      'hole watch',
      'entry supervisor',
      'rescue plan',
      'retrieval line',
      '29 CFR 1910.146',
      'air mover',
      'inside the tank',
    ],
    symptoms: [
      'planning to open the manway and go inside the tank',
      'gas readings in the cellar',
      'LEL reading inside the vessel after it was drained',
      'low oxygen reading at the manway',
      'reach inside the tank through the manway',
      'ventilate the tank with an air mover and go in',
      'go in with a four-gas monitor on the belt',
    ],
    summary:
      'Tanks, vessels, cellars and pits are permit-required confined spaces: isolate every line, empty and ventilate, test oxygen, LEL, H2S and benzene before and during entry, keep an attendant outside and a rescue plan ready — and never go in after someone without SCBA.',
    body: `**Immediate actions**
1. **Nobody enters** — or puts a head through the manway — until the space is isolated, ventilated, tested and the entry permit is signed.
2. **A reading out of range or a change inside** (oxygen low, LEL or H2S up, an entrant dizzy or confused): everyone gets out at once, the attendant orders it, and no one goes back until the air is retested and the cause found.
3. **Someone down inside: never go in after them without SCBA** and a trained rescue team. The attendant stays outside, calls the rescue and uses the retrieval line.
4. If ventilation cannot keep the readings within limits, stop the job and plan it again.

**Ask first**: will anyone's head or body go inside the opening, and what did the space last hold — crude, condensate, produced water, sour gas, a nitrogen purge?

**What makes a space permit-required:** large enough to enter, limited ways in and out, not built to be occupied — and it holds or may hold a hazardous atmosphere, material that can engulf (sludge, sand, liquid), a shape that can trap, or any other serious hazard. In the oilfield: stock, frac and gun-barrel tanks, separators and free-water knockouts, pig receivers, cellars below grade, pits and sumps, mud tanks.

**What to check, in this order (before entry)**
1. **Permit**: the space, the job, entrants, attendant and entry supervisor, the hazards, the isolation, the test results and the rescue arrangement — for this job and shift.
2. **Isolation**: every line blinded or disconnected (double block and bleed only where blinding is not practical), pumps, agitators and burners locked out; no way for oil, gas or nitrogen to get in.
3. **Empty, clean, ventilate**: drain, wash or steam, then forced-air ventilation blowing fresh air in, with the blower bonded, grounded and rated for the area.
4. **Test the atmosphere** with a calibrated, bump-tested gas detector, from outside first, at the top, middle and bottom (H2S and hydrocarbon vapour settle; methane rises): **oxygen 19.5–23.5 %**, **flammables below 10 % of the LEL**, **H2S** below the plan's limit (commonly under 10 ppm), **benzene** with a tube or PID against the plan's limit, CO where engines run. Keep monitoring while people are inside — disturbed sludge releases gas.
5. **Attendant** at the opening the whole time: counts the entrants, keeps in contact, calls the rescue, and never enters.
6. **Rescue**: a team that can reach the space in time (standing by for spaces that could turn deadly), a harness and retrieval line with a tripod for vertical entries, SCBA at hand.

**Hazards particular to oilfield spaces**
- **Sludge and tank bottoms** hold H2S and benzene that come off when disturbed; **iron sulfide** scale can ignite by itself as it dries in air — keep it wet.
- **NORM**: scale and sludge in tanks and vessels can carry radium; survey before entry, control dust, and handle the waste as the state requires.
- **Nitrogen purges** leave no oxygen and no smell to warn anyone.
- **Cellars and pits** collect heavy gases; a cellar around a leaking wellhead or bubbling casing is treated as deadly until tested.

**What to do when the readings are out of range:** keep ventilating and retest; find the source (a passing valve, sludge, a line not blinded). If the air cannot be made acceptable, entry is only by trained people on supplied air (SCBA or an airline with an escape bottle) under the permit — or clean the space from outside instead (vacuum truck, remote tank cleaning).

**Safety:** NIOSH found that over half of the workers who die in confined spaces were trying to rescue someone. The OSHA benzene standard exempts oil and gas production, but the vapour in tank bottoms is just as toxic — test for it anyway.`,
    sources: [
      OSHA_CONFINED_SPACES,
      cfrSection(29, '1910.146', 'Permit-required confined spaces'),
      NIOSH_CONFINED_SPACES_GUIDE,
      OSHA_BENZENE,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-person-down', 'ops-h2s-exposure', 'chem-norm', 'ops-pressured-equipment-work'],
  },
  {
    id: 'comp-perforating-underbalance',
    title:
      'Perforating: wireline or TCP, underbalance (static and dynamic), its limits, and what to watch after the guns fire',
    area: 'completions',
    aliases: [
      'perforating',
      'perforation',
      'perf job',
      'perforating guns',
      'perf guns',
      'shooting the well',
      'wireline perforating',
      'e-line perforating',
      'casing guns',
      'through-tubing perforating',
      'through tubing guns',
      'tubing-conveyed perforating',
      'tubing conveyed perforating',
      'TCP',
      'TCP guns',
      'underbalance',
      'underbalanced perforating',
      'perforate underbalanced',
      'static underbalance',
      'dynamic underbalance',
      'DUB',
      'overbalanced perforating',
      'cushion',
      'perforation damage',
      'crushed zone',
      'shot density',
      'SPF',
      'firing head',
      'radio silence while perforating',
      'explosives safety on a perforating job',
      'gun shock',
      'API RP 19B',
    ],
    symptoms: [
      'no pressure response at surface when the guns fired',
      'the well will not flow after perforating',
      'poor productivity after the perf job',
      'sand and debris came back after we shot underbalanced',
      'TCP guns stuck after firing',
    ],
    summary:
      'Wireline guns are quick and selective but are shot near balance; TCP shoots long intervals with a large underbalance and flows the well at once. Underbalance (static, or the dynamic drop just after firing) surges the crushed debris out of the tunnels; its size is capped by sanding, tubing and casing collapse, seal and gun ratings and gun shock. After firing, confirm the shot, watch the pressure and flow the well.',
    body: `**Ask first**: what is the reservoir pressure against the fluid column that will be at the guns, does the rock sand, and will the well flow right after firing (TCP, with the completion in place) or will the guns be pulled first (wireline)?

**Wireline or TCP**
- **Wireline casing guns:** fast, accurate on depth (gamma-ray and collar correlation), several intervals per run with select-fire switches; gun length per run limited by the lubricator and the cable. Shot at or near balance, because a large surge can blow the guns and cable up the hole.
- **Through-tubing guns** (wireline or coiled tubing): run through the completion with the tree in place, so the well can be shot underbalanced and flowed at once — but smaller charges penetrate less.
- **TCP (tubing-conveyed):** guns on tubing or drill pipe, sealed off in the casing above them — long intervals in one trip, large charges and high shot density, deviated and horizontal wells, and a large underbalance set by the cushion in the tubing; fired by a drop bar, applied pressure or an electronic head, then dropped or pulled.

**Why underbalance**
Shaped charges leave a crushed, low-permeability zone around each tunnel and fill it with charge debris. A surge of reservoir fluid into the well just after firing carries that debris out.
- **Static underbalance** = reservoir pressure − wellbore pressure at the guns before firing, set by a light cushion, nitrogen, or swabbing the level down.
- **Dynamic underbalance** = the sharp drop in wellbore pressure in the first fractions of a second after detonation, made by gun systems with empty chambers that take in wellbore fluid; it can clean the tunnels even from a balanced or slightly overbalanced start.

**How much:** tight rock needs more than permeable rock, and gas zones more than oil zones — from a few hundred psi in high-permeability oil sands to a few thousand psi in tight gas rock in the field data. Design it with the perforating company's model from permeability, porosity, charge and rock strength, then check it against the limits below.

**The limits**
- **Sanding:** weak or unconsolidated rock fails under a large surge — tunnels collapse, sand fills the well or sticks the guns. Keep the drawdown within what a rock-strength check allows, or use dynamic underbalance with sand control.
- **Collapse:** an empty or gas-filled tubing string, and the casing or tailpipe below the seal, see formation or annulus pressure from outside — check their collapse ratings with the cushion level and a design factor.
- **Seal and gun ratings:** the differential rating, from above and below, of the seal set above the guns; the guns', firing head's and explosives' pressure, temperature and time-at-temperature ratings.
- **Gun shock:** the detonation pulse and the surge can unseat the string's seals and anchors, buckle tubing and part tools — long TCP strings get a shock study and shock absorbers.
- **Well control:** an underbalanced well flows when the guns fire; the lubricator, tree or BOP must be rated for the shut-in pressure and the flow path ready.

**What to check, in this order (after firing)**
1. **Did the guns fire:** a shock or change in cable tension and a surface pressure blip on wireline; a tubing or annulus pressure response, or an acoustic signal from the firing head, on TCP.
2. **Pressure and flow:** tubing pressure rising and the well flowing (if underbalanced) shows open perforations; a flat response means no fire, plugged perforations or a tight zone.
3. **Flow the well promptly** at a controlled rate so the surge keeps carrying debris out; watch the choke for sand and gun debris.
4. **Tag for fill** before running lift equipment or tools; on surface, check which shots fired.

**What to do if the well will not flow:** confirm the firing first (signals, gun inspection). Fired: treat it as damaged or plugged perforations — reperforate with deeper-penetrating charges underbalanced, or a small acid wash. Not fired, or only partly: follow the misfire procedure.

**Safety:** explosives are handled only by the perforating company's qualified crew, to API RP 67 and the explosives rules. While detonators are armed, keep **radio silence** within the posted distance (radios, phones and transmitters off), no welding, cathodic protection off, check stray voltage on the rig and the unit, and stop for lightning. Arm the guns only at the wellhead with the area cleared; a gun that comes back unfired is live.

On a **sour well**, everything the well's fluid can reach — tubing, firing head, test tree, choke manifold, flowlines, separator — must be rated for sour service (NACE MR0175 / ISO 15156) and pressure-tested; a rental certified for "standard service" is not. Have the H2S plan in place before firing (monitors, breathing air, a briefed crew, upwind muster points, kill fluid) and fire and first flow in daylight where possible.`,
    sources: [
      spePaper(
        'G. E. King, A. Anderson and M. Bingham, "A Field Study of Underbalance Pressures Necessary To Obtain Clean Perforations Using Tubing-Conveyed Perforating", JPT, June 1986 (SPE-14321-PA)',
        '10.2118/14321-PA',
      ),
      spePaper(
        'L. A. Behrmann, "Underbalance Criteria for Minimum Perforation Damage", SPE Drilling & Completion, September 1996 (SPE-30081-PA)',
        '10.2118/30081-PA',
      ),
      PETROWIKI_PERFORATING,
      slbGlossary('perforate underbalanced'),
      apiStandard('API RP 67, Recommended Practice for Oilfield Explosives Safety'),
      apiStandard('API RP 19B, Evaluation of Well Perforators'),
      {
        title:
          'NACE MR0175 / ISO 15156, Materials for use in H2S-containing environments in oil and gas production',
        url: 'https://www.iso.org/search.html?q=ISO%2015156',
      },
    ],
    lastReviewed: '2026-11-30',
    related: ['comp-perforating-misfire', 'comp-sand-control', 'ops-worse-after-workover'],
  },
  {
    id: 'lift-esp-electrical-readings',
    title:
      'ESP electrical readings: current and voltage imbalance, megger (insulation) readings and amp charts',
    area: 'artificial-lift',
    aliases: [
      'ESP current imbalance',
      'ESP amp imbalance',
      'current imbalance',
      'current unbalance',
      'amp imbalance',
      'phase imbalance',
      'unbalanced amps',
      'voltage imbalance',
      'voltage unbalance',
      'unbalanced phases',
      'ESP megger',
      'megger reading',
      'insulation test on the ESP',
      'insulation resistance',
      'phase to ground',
      'phase-to-ground reading',
      'phase to phase resistance',
      'ground fault',
      'low megohm reading',
      'rolling the leads',
      'penetrator',
      'pothead',
      'motor lead extension',
      'MLE',
      'ESP cable test',
      'API RP 11S6',
      'reading an ESP amp chart',
    ],
    appliesWhen: [
      'megger',
      'meggered',
      'megohm',
      'megohms',
      'mohm',
      'imbalance',
      'unbalance',
      'unbalanced',
      'phase',
      'phases',
      'amp chart',
      'ammeter chart',
      'ground fault',
      'grounded',
      'volts',
      'voltage',
      'insulation resistance',
      'penetrator',
      'pothead',
      'cable',
      'leads',
      'splice',
    ],
    symptoms: [
      'current imbalance on the ESP is over 10 percent',
      'one phase pulling more amps than the other two',
      'megger readings dropping every month',
      'phase to ground reading went to zero',
      'ESP tripping on ground fault',
      'downhole gauge lost communication and the megohm readings dropped',
    ],
    summary:
      'Imbalance is the largest deviation of the three phase readings from their average, as a percentage of the average: keep voltage imbalance under about 1 % and find the cause when current imbalance passes about 10 %. Megger readings are read as a trend, phase by phase; a falling phase points to the cable, splice, penetrator, pothead or motor, and a phase near zero is a ground fault.',
    body: `**Ask first**: what do the three phases read now and at installation (amps, volts, megohms), and are the readings from the drive's output or the transformer secondary, at what temperature and test voltage?

**Current (amp) and voltage imbalance**
- **How to compute:** average the three phase readings; imbalance (%) = largest deviation from the average ÷ the average × 100. Amps of 48, 50 and 55 on the three phases average 51; the largest deviation is 4 amps, so 7.8 %. Line-to-line volts of 462, 463 and 455 average 460; the largest deviation is 5 V, so 1.1 %.
- **Voltage limit:** keep it under about 1 % — NEMA MG 1 derates motors above 1 % and advises against running them above 5 %. A small voltage imbalance drives a current imbalance several times larger, so check the volts first.
- **Current limit:** a few percent is normal on a healthy installation; above about 10 % (or the manufacturer's limit) find the cause, because the high phase overheats its winding. The drive's unbalance alarm and trip are set to the manufacturer's figures.
- **High current imbalance with balanced volts:** it points downhole or to a connection — insulation weakening on one phase in the cable, a splice, the wellhead penetrator, the pothead or the motor lead extension; a burnt or loose lug in the junction box; a damaged motor winding.
- **Unbalanced volts:** an unbalanced utility supply, single-phase loads on the same transformer bank, an open-delta bank, a blown fuse or a bad tap on one transformer, loose or corroded connections, a failing output stage on a drive.
- **Rolling the leads** (everything locked out while the connections are moved; roll all three one position so the rotation does not change): read the amps on each of the three hook-ups. If the high reading stays with the same supply terminal, the problem is the supply; if it follows one downhole phase, it is the cable, penetrator or motor.

**Ask first (megger)**: has the reading fallen steadily over months or stepped down at once, is it one phase or all three, and was the surface cable and penetrator meggered apart from the downhole string?

**Pull it now, or run it on?**
**While the string is being run in the hole, stop:** a megger reading that falls between checks as the cable goes in (hundreds of megohms at surface, a few after some thousands of feet) means the cable, a splice or a band has been damaged on the way in. Do not run on and hope: stop running, find the fault (megger and inspect the cable as it is pulled back, check the splices and the bands, look for a crushed or cut cable at the spooler and the rig floor sheave), repair or replace the damaged length and test again before running deeper — a fault found on the way in costs a splice, one found after landing costs a workover. The checks while running are the supplier's (API RP 11S3 installation; the acceptance reading and how often to test are in the running procedure).

A low megger reading on an ESP that is still running is not on its own a reason to pull it. First find where the fault is: megger the surface cable, the junction box and the wellhead penetrator apart from the downhole string (everything locked out) — a fault at surface is repaired without a rig. Then read the trend: a reading far below installation that has held steady for weeks is usually run on, trended weekly, with the replacement unit and a rig lined up so that the failure costs little time; a reading falling week on week, one phase well below the others, a rising leakage current or ground-fault alarms on the drive, or a phase near zero means the failure is close — plan the pull (in a well where a downhole failure is costly, before it fails). Weigh the cost of a pull now against a failure later: the workover, the lost production while it waits, and the chance the next run is shorter. Never restart a unit that has tripped with a phase near zero.

**Megger (insulation resistance) and phase-to-ground readings**
- A megohmmeter applies DC between each phase and ground through the surface cable, the downhole cable and the motor, at the test voltage the ESP supplier specifies (API RP 11S6 and IEEE 1017 cover cable testing). Record each phase, the temperature and the test voltage.
- **Read the trend, not one number:** readings fall with well temperature and cable length, so compare with installation and previous readings. A steady fall month after month, or one phase well below the other two, means insulation is going; a phase near zero is a ground fault.
- **Phase-to-phase resistance** (DC, with an ohmmeter) should match within a few percent; a high phase means a bad connection or splice, a low one a shorted winding.
- Drives and downhole sensors that report insulation or leakage online give the same trend daily; a gauge that loses communication often coincides with a ground fault, because its signal rides on the power cable.

**Amp chart basics** (motor current recorded through the day)
- **Steady line near the normal load:** a healthy, pumped-in-range well.
- **Gradual decline, underload trip, restart, repeat:** pump-off — the pump lifts more than the well makes.
- **Erratic, wavering line, then underload:** free gas at the intake (gas interference or gas lock).
- **Rising current to an overload trip:** solids, emulsion or heavier fluid, mechanical drag, or low voltage.
- **Spikes and dips in step with the voltage:** a supply problem (utility switching, lightning, a generator).
- Trips and their fixes: see the ESP failures entry.

**What to check, in this order**
1. Input and output voltages and currents on all three phases; compute both imbalances.
2. The junction box, transformer taps, fuses and lugs (locked out) for heat marks and loose connections.
3. Roll the leads where the installation allows, to put the problem on the supply or downhole.
4. Megger phase to ground and phase-to-phase resistance from the junction box; compare with the history, corrected for temperature.
5. A weak downhole phase: disconnect at the wellhead and test the surface cable and the downhole side separately to find it.

**What to do**
- Supply imbalance: the utility or the transformer bank fixed, single-phase loads rebalanced, connections remade.
- Downhole insulation going: keep the motor cool and in its range, avoid restarts, and plan the pull; a grounded phase is not restarted over and over. Send the cable, penetrator, pothead and motor for a teardown report (API RP 11S1) so the cause is trended.
- Keep a log of every reading with the date, temperature and test voltage — without it a megger reading means little.

**Safety:** ESP circuits carry hundreds to thousands of volts. Lock out and tag out the drive and the transformer, test for absence of voltage and ground the conductors before connecting a megger; discharge the cable after the test; and wait for a backspinning motor to stop — fluid falling back through the pump turns it and makes voltage at the surface terminals.`,
    sources: [
      apiStandard('API RP 11S, Operation, Maintenance and Troubleshooting of ESP Installations'),
      apiStandard('API RP 11S6, Testing of Electric Submersible Pump Cable Systems'),
      apiStandard(
        'API RP 11S3, Recommended Practice for Electrical Submersible Pump Installations',
      ),
      DOE_VOLTAGE_UNBALANCE,
      NEMA_MG1,
      PETROWIKI_ESP,
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-esp-failures', 'lift-esp-basics'],
  },
  {
    id: 'drill-kill-methods',
    title:
      "Killing a kick: Driller's method and Wait-and-Weight — which gauge to hold when, choke-line friction, and pressures that do not behave",
    area: 'drilling',
    aliases: [
      "driller's method",
      'drillers method',
      'wait and weight',
      'wait-and-weight',
      'W&W',
      "engineer's method",
      'kill method',
      'circulating out a kick',
      'circulate the kick out',
      'kill sheet',
      'kill rate',
      'slow circulating rate',
      'SCR',
      'slow pump rate',
      'bringing the pump up to kill rate',
      'initial circulating pressure',
      'ICP',
      'final circulating pressure',
      'FCP',
      'drillpipe pressure schedule',
      'constant bottomhole pressure',
      'hold casing pressure constant',
      'hold drill pipe pressure',
      'choke line friction',
      'CLF',
      'subsea BOP kill',
      'kill on a floater',
      'choke washed out',
      'plugged choke during the kill',
    ],
    // A kill that cannot circulate (nozzles or string plugged) is the volumetric method's.
    notWhen: [
      'unable to circulate',
      'nozzles plugged',
      'plugged nozzles',
      'bit plugged',
      'plugged bit',
      'string plugged',
      'plugged string',
    ],
    symptoms: [
      'well shut in on a kick and the pressures have stabilised',
      'shut in on a kick with SIDPP and SICP read',
      'drill pipe pressure not matching the kill sheet',
      'casing pressure climbing while we circulate the gas up',
      'pressures jumped when we brought the pump up',
      'choke keeps closing and the pressure will not hold',
      'drill pipe pressure shot up during the kill',
    ],
    summary:
      "Both methods keep bottomhole pressure constant: bring the pump up to kill rate holding casing pressure constant (less choke-line friction on a floater), then hold drillpipe pressure — at ICP for the driller's first circulation, on the ICP-to-FCP schedule for Wait-and-Weight. When the pressures do not behave, stop the pump holding casing pressure, shut in and find out why before going on.",
    body: `**Immediate actions**
1. Keep the well shut in until the kill is planned; record stabilised SIDPP, SICP and the pit gain with the time.
2. **Bringing the pump up to kill rate: hold casing pressure constant** at its shut-in value (on a floater, shut-in value minus the choke-line friction) by opening the choke as the pump comes up.
3. **At kill rate, hold drillpipe pressure** on the schedule — ICP for the driller's first circulation, ICP falling to FCP as kill mud goes down on Wait-and-Weight — with small choke moves, waiting for each to reach the drillpipe gauge.
4. **Pressures not behaving, a limit near, or the pump or choke acting up: stop the pump holding casing pressure constant, shut in, and reassess** — do not chase the gauges.

**Ask first**: surface or subsea BOP, and what are SIDPP, SICP, the slow-circulating-rate pressure at the kill rate and the maximum allowable annular surface pressure (MAASP)?

**A float in the string**
- It keeps SIDPP at zero or reading low. With the well shut in, pump very slowly down the drillpipe: the drillpipe pressure climbs, then levels off as the float opens — the moment the casing pressure starts to rise. The drillpipe pressure then, less that rise, is SIDPP; stop at once.
- SIDPP and SICP rising steadily after they stabilised is gas migrating: hold bottomhole pressure by the volumetric method (see gas migration), never by bleeding to zero. Keep SICP below MAASP = (leak-off equivalent mud weight − mud weight) × 0.052 × shoe TVD.

**What to do: the two methods**
- **Driller's method — two circulations.** First, circulate the influx out with the original mud, holding drillpipe pressure at ICP = SIDPP + slow-circulating-rate pressure. Shut in: SICP should now equal SIDPP (if higher, influx is left). Second, pump kill mud: while it fills the string, hold casing pressure constant; once it reaches the bit, hold drillpipe pressure at FCP until kill mud returns.
- **Wait-and-Weight (engineer's method) — one circulation.** Weigh up first, then pump kill mud: drillpipe pressure falls from ICP to FCP on the schedule as the string fills (FCP = slow-circulating-rate pressure × kill mud ÷ original mud), then hold FCP until kill mud is at surface.
- **Kill mud** = original mud + SIDPP ÷ (0.052 × TVD). Sage works out the kill sheet (ICP, FCP, strokes and the schedule) from your numbers.
- **Choosing:** the driller's method starts at once, is simpler and needs no weighting material to hand — use it when barite is short or the gas is migrating and the kill cannot wait; while the gas comes up it can put more pressure on the shoe and the choke than Wait-and-Weight. Wait-and-Weight gives lower casing and shoe pressures when the kill mud reaches the annulus before the gas reaches the shoe (open-hole annulus larger than the string volume) and one circulation, but waits while you weigh up.

**Which gauge, when**
- **Changing pump speed** (starting, stopping, changing rate): hold **casing** pressure constant — the drillpipe gauge changes with friction and misleads.
- **Steady kill rate:** hold **drillpipe** pressure to the schedule — it reads bottomhole pressure through a column of known mud.
- **Never hold casing pressure constant while gas is being circulated up the annulus:** the casing pressure has to rise as the gas expands; holding it flat lets bottomhole pressure fall and takes another kick.

**Choke-line friction on floaters (subsea BOP)**
- The long, narrow choke line adds friction on the well while circulating: starting up at full SICP over-pressures the shoe. During start-up, let casing pressure fall by the measured choke-line friction — or read the static kill line as the casing gauge. Measure choke-line friction at the slow circulating rates in each hole section.
- When gas reaches the stack and enters the choke line, the line's hydrostatic drops fast: slow the pump and close the choke quickly to hold pressure, then open it again as mud follows the gas.

**When pressures do not behave — likely causes**
- **Drillpipe and casing pressures both rise, choke unchanged:** the choke is plugging — switch chokes.
- **Both fall and the choke keeps closing to hold them:** the choke is washing out — switch chokes.
- **Drillpipe pressure jumps alone:** a plugged bit nozzle or string — stop, shut in, and establish a new circulating pressure (ICP = SIDPP + the new pump pressure).
- **Drillpipe pressure falls slowly alone, strokes up:** a washout in the string or a lost nozzle — stop, shut in and re-establish; a large hole may mean volumetric control.
- **Pit volume falling and pressures dropping:** losses — slow or stop, shut in, and plan for an underground flow.
- **Casing pressure nearing MAASP with the gas still below the shoe:** do not simply open the choke; call the well-control supervisor — shoe pressure falls once the gas is above the shoe.

**Safety:** a kill runs under the well-control plan and the supervisor's direction; non-essential people off the floor, H2S monitors on, and the mud-gas separator and flare lines checked before the gas reaches surface.`,
    sources: [
      API_RP_59,
      slbGlossary('kill line'),
      spePaper(
        'SPE-36380-MS, SPE Asia Pacific Drilling Technology Conference, 1996: the Wait & Weight drillpipe pressure schedule in deviated and horizontal wells',
        '10.2118/36380-MS',
      ),
      cfrSubpart(30, '250', 'O', 'Well Control and Production Safety Training (BSEE)'),
    ],
    checks: ['kill_sheet_circulating_pressures', 'kill_mud_weight', 'maasp'],
    lastReviewed: '2026-11-30',
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'ops-gas-migration-shut-in', 'drill-kick-while-tripping'],
  },
];
