import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  API_RP_59,
  apiStandard,
  cfrSection,
  OSHA_OIL_AND_GAS,
  OSHA_OIL_AND_GAS_HAZARDS,
  slbGlossary,
  spePaper,
} from './sources';

/**
 * Rig routines and pad safety: taking slow circulating rates for the kill sheet, simultaneous
 * operations next to live wells on a producing pad, sling angles and leg tension in rigging, and
 * the mud-gas separator's liquid seal and blow-through during a kill.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const IADC_WELLSHARP: KnowledgeSource = {
  title:
    'IADC WellSharp, drilling well-control training and assessment (kill sheet, slow circulating rates, shut-in and kill procedures)',
  url: 'https://iadc.org/wellsharp/',
};

const GRACE_WELL_CONTROL: KnowledgeSource = {
  title:
    'R. D. Grace, Blowout and Well Control Handbook, 2nd ed. (Gulf Professional Publishing, 2017): classic pressure control, kill procedures, surface equipment',
  url: 'https://www.sciencedirect.com/book/9780128126745/blowout-and-well-control-handbook',
};

const APPLIED_DRILLING_ENGINEERING: KnowledgeSource = {
  title:
    'A. T. Bourgoyne Jr., K. K. Millheim, M. E. Chenevert and F. S. Young Jr., Applied Drilling Engineering, SPE Textbook Series vol. 2 (SPE, 1986): drilling hydraulics and well-control pressure calculations',
  url: 'https://store.spe.org/Applied-Drilling-Engineering-P14.aspx',
};

const MACDOUGALL_MGS = spePaper(
  'G. R. MacDougall, "Mud/Gas Separator Sizing and Evaluation", SPE Drilling Engineering 6(4), 1991 (SPE-20430-PA): liquid seal, vent-line friction, peak gas rate, sizing worksheet',
  '10.2118/20430-PA',
);

const PATIL_MGS = spePaper(
  'H. Patil, K. Deshpande, T. L. Ponder and M. Arnone, "Advancing the Mud Gas Separator Sizing Calculation: The MPD Perspective", SPE/IADC-190008-MS, 2018 (vent-line friction and separator capacity)',
  '10.2118/190008-MS',
);

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
);

const API_RP_75 = apiStandard(
  'API RP 75, Safety and Environmental Management System for Offshore Operations and Assets (management of change, safe work practices, simultaneous operations)',
);

const CRANE_WORK_AREA = cfrSection(
  29,
  '1926.1424',
  'Cranes and derricks in construction: work area control (swing radius barricades)',
);

const DROPS: KnowledgeSource = {
  title: 'DROPS (Dropped Objects Prevention Scheme): recommended practice and reliable securing',
  url: 'https://www.dropsonline.org/',
};

const OSHA_SLINGS = cfrSection(
  29,
  '1910.184',
  'Slings (rated loads by hitch and sling angle, inspection, removal from service, identification tags)',
);

const OSHA_RIGGING_CONSTRUCTION = cfrSection(
  29,
  '1926.251',
  'Rigging equipment for material handling (slings, shackles, tags, rated capacities)',
);

const ASME_B30_9: KnowledgeSource = {
  title:
    'ASME B30.9, Slings (rated loads for vertical, choker and basket hitches and bridles; horizontal sling angles below 30° not used except as a qualified person directs)',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/b30-9-slings',
};

const ASME_B30_26: KnowledgeSource = {
  title: 'ASME B30.26, Rigging Hardware (shackles, links, rings, swivels; side loading)',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/b30-26-rigging-hardware',
};

export const rigRoutinesAndPadSafetyEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-slow-circulating-rates',
    title:
      'Taking slow circulating rates (SCRs, slow pump rates) on a rig: when — each tour, after a mud weight or BHA change, every 500–1,000 ft, after pump repairs — how — each pump at two or three slow rates, read at the choke panel as well as the standpipe, bit near bottom — and how they feed the kill sheet (ICP = SIDPP + SCR pressure)',
    area: 'drilling',
    aliases: [
      'slow circulating rates',
      'slow circulating rate',
      'slow circulation rate',
      'SCRs',
      'SCR',
      'slow pump rates',
      'slow pump rate',
      'slow pump pressure',
      'SPR',
      'SPRs',
      'taking SCRs',
      'take SCRs',
      'taking slow pump rates',
      'recording SCRs',
      'SCR pressure',
      'slow circulating rate pressure',
      'kill rate pressure',
      'reduced pump rate pressure',
      'pre-recorded kill sheet',
      'choke panel gauge',
    ],
    symptoms: [
      'SCRs not retaken after weighting up',
      'no slow pump rates on the new BHA',
      'SCR pressure at the choke panel does not match the standpipe gauge',
      'slow pump pressure falling tour after tour',
      'kill sheet SCRs are from two days and 1,500 ft ago',
    ],
    summary:
      'Slow circulating rates are the pump pressures at the planned kill rates, taken so the kill sheet has a true ICP (SIDPP + SCR pressure) and FCP. Take them every tour, after any mud weight or BHA change, every 500–1,000 ft and after pump repairs — each pump at two or three slow rates, bit near bottom, not rotating, read on the choke panel drillpipe gauge the kill will be run from as well as the standpipe. Stale or doubtful figures are checked at the start of a kill by bringing the pump up holding casing pressure constant.',
    body: `**Ask first**: which pumps and liners are lined up, what changed since the last set (mud weight or rheology, BHA, bit nozzles, depth, pump repairs), and is the stack surface or subsea?

**When to take SCRs**
- **Every tour** (each crew, usually at the start of the tour or as drilling resumes), each pump at the same two or three spm as the last set, and whenever the driller or company man asks.
- **After a mud weight or rheology change** — a weight-up, a displacement, heavy dilution — once the new mud is all the way round the system.
- **After a BHA change** or anything that changes the pressure drop in the string: bit nozzles, motor, MWD or LWD, reamer — the first set on bottom after the trip.
- **Every 500–1,000 ft drilled**, closer together in fast hole, on a narrow margin, or approaching a pressured zone or a casing point.
- **After pump repairs** (swabs, liners, valves, a pump changed out) or a liner size change, and after a trip.
- **Floating rigs:** also measure **choke-line (and kill-line) friction** at the same rates each hole section and after a mud change.

**How to take SCRs, in this order**
1. Bit on or near bottom (within a stand), drilling stopped, string **not rotating or reciprocating**, hole circulated clean and stable.
2. **Each pump on its own**, at **two or three slow rates (spm)** — for example 20, 30 and 40 spm; on a triplex giving about 0.1 bbl a stroke that is 2–4 bbl/min, well below the drilling rate. The kill rate must be slow enough for the choke operator to keep up, for the mud-gas separator to handle the gas and for the mixing crew to keep up with kill mud.
3. Hold each rate until the pressure is steady (a minute or two), then read the pressure on the **remote choke panel drillpipe gauge** — the gauge the kill is run from — **and the standpipe gauge** on the floor; write both down.
4. Record date, time, bit depth (MD and TVD), mud weight and viscosity, pump number, liner size, spm, strokes per barrel and each gauge's reading, on the kill sheet and the daily drilling report; post the current set at the choke panel.
5. A second, independent figure: the pump's own gauge or the driller's transducer — a spread of more than about 50 psi between gauges is a calibration or gauge problem to fix now, not during a kill.

**How SCRs feed the kill sheet**
- **ICP = SIDPP + SCR pressure** at the chosen kill rate, on the same gauge. **FCP = SCR pressure × kill mud weight ÷ original mud weight.** Kill mud = original mud + SIDPP ÷ (0.052 × TVD).
- **Worked figures:** pump 1 at 30 spm reads 520 psi at the choke panel (560 psi on the standpipe gauge); shut in with SIDPP 400 psi at 9,600 ft TVD in 10.5 ppg mud. ICP = 400 + 520 = **920 psi** on the choke panel gauge; kill mud = 10.5 + 400 ÷ (0.052 × 9,600) ≈ **11.3 ppg**; FCP = 520 × 11.3 ÷ 10.5 ≈ **560 psi**. Reading the ICP off the standpipe gauge against a choke-panel SCR puts a 40 psi error straight into bottomhole pressure.
- **Pressure goes roughly with rate squared:** P₂ ≈ P₁ × (Q₂ ÷ Q₁)^n with n about 1.8–2. Two or three measured rates give n (n = log(P₁ ÷ P₂) ÷ log(Q₁ ÷ Q₂)) and let a rate between them be estimated — a measured rate is still better.
- **Stale or doubtful SCRs:** at the start of the kill bring the pump up to kill rate **holding casing pressure constant** at SICP with the choke (on a floater, SICP less choke-line friction); the drillpipe pressure then is the true ICP, and true SCR = observed ICP − SIDPP. Use it, and recalculate FCP from it.

**Likely causes when SCRs do not make sense**
- **Higher than the last set:** more depth, heavier or thicker mud, a cuttings-loaded annulus, a partly plugged nozzle or motor, a different pump or liner.
- **Lower, tour after tour with the same mud and depth:** a **washout** in the string or a lost nozzle, worn pump swabs or valves (the strokes no longer give the rate), lighter mud.
- **Gauges disagree:** different ranges, a transducer out of calibration, air in a gauge line or a plugged gauge saver.
- **Erratic readings:** a pump valve or swab leaking, air drawn in at the suction (low suction tank level, charge pump), a pulsation dampener without its precharge.

**What to check, in this order**
1. Same pump, liner and spm as the last set, and a stroke counter that works.
2. Mud weight and rheology against the last set; bit depth and BHA.
3. The choke panel gauge against the standpipe and pump gauges.
4. A falling trend with nothing changed: treat it as a washout until shown otherwise — check pump efficiency and surface lines, and plan to find it before it parts the string.

**What to do**
- Keep one current, dated set per pump on the kill sheet at the choke panel; strike out the old set.
- Choose the kill rate before it is needed (usually the middle rate of pump 1), and the pump and liner to use.
- After a mud weight change, retake them and recalculate the pre-recorded kill sheet.

**Safety:** a wrong SCR puts its error into bottomhole pressure for the whole kill — too low and the well takes another influx, too high and the shoe can break down. When the figures are in doubt, confirm ICP at the start of the kill by the casing-pressure start-up rather than trusting the sheet.`,
    sources: [API_RP_59, IADC_WELLSHARP, GRACE_WELL_CONTROL, APPLIED_DRILLING_ENGINEERING],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'drill-kill-methods',
      'drill-pump-pressure-drop',
      'drill-mud-gas-separator-kill',
      'ops-kick-warning-signs',
    ],
  },
  {
    id: 'ops-simops-producing-pad',
    title:
      'Simultaneous operations (SIMOPS) on a producing pad — drilling, frac or workover next to live wells: the SIMOPS plan, shutting in or protecting the adjacent wellheads, crash barriers, dropped-object and crane zones, traffic, permit coordination, one person in charge, muster points and escape routes',
    area: 'operations',
    aliases: [
      'SIMOPS',
      'SimOps',
      'simultaneous operations',
      'SIMOPS plan',
      'SIMOPS matrix',
      'concurrent operations',
      'rig on a producing pad',
      'drilling next to producing wells',
      'frac next to producing wells',
      'workover next to live wells',
      'live wells on the pad',
      'adjacent wellheads',
      'offset wellhead protection',
      'wellhead crash barrier',
      'wellhead crash protection',
      'wellhead cage',
      'jersey barriers around the wellheads',
      'single point of authority',
      'person in charge of the pad',
      'permit coordination',
      'bridging document',
    ],
    symptoms: [
      'rig moving onto a pad with producing wells',
      'frac crew and production crew working on the same pad',
      'crane lifting over live wellheads',
      'trucks driving between producing wellheads',
      'two permits issued for the same area by different people',
      'nobody sure who is in charge on location',
    ],
    summary:
      'Drilling, fracturing or a workover next to producing wells puts two crews, two sets of hazards and often two chains of command on one pad. A written SIMOPS plan decides which wells are shut in (and behind which barriers) and which keep producing with protection, sets crash barriers, dropped-object and crane zones, the traffic plan, one permit system, one person in charge who can stop any work, and muster points and escape routes that every crew knows; anything that hits a live wellhead or releases stops the whole pad.',
    body: `**Immediate actions**
1. **A live wellhead struck, a release, a kick or a fire anywhere on the pad:** all-stop for every crew (the agreed alarm), engines and hot work off, vehicles stopped.
2. Shut in the affected well at its ESD or SSV, and the rig or frac crew secures its own well by its procedure — only where it can be done without walking into the release.
3. Everyone else to the **upwind muster point** (the alternate if the wind puts the first in the gas) by the escape routes; each crew lead gives a headcount to the **person in charge**.
4. The person in charge calls 911 and the emergency plan; nobody goes back in, and no crew restarts, until the pad is declared safe.

**Ask first**: which operations run at once (drilling, frac, flowback, workover, production, construction), which wells on the pad produce and how far they are from the rig, the frac iron and the crane, is the gas sour, and who holds authority over the pad?

**Likely causes: what goes wrong in SIMOPS**
- A vehicle, forklift, crane outrigger, pipe on the catwalk or frac iron **striking a live wellhead**, flowline or riser — the worst case on a producing pad.
- **Dropped objects** from the derrick, a crane or a lift over a live wellhead, flowline or the production crew.
- **Frac hits:** pressure and fluid from a well being fractured reaching a nearby producing well through the rock (see the offset frac hit entry).
- **Conflicting work:** hot work on one side while the production crew vents, bleeds or gauges tanks on the other; two lockouts on one system; rig engines and generators near the tanks and the flare.
- **Two chains of command:** the rig, the frac crew and production each issuing permits, nobody with the whole picture, and alarms one crew does not recognise.
- **Escape routes and access blocked** by the frac fleet, sand boxes or parked trucks; one road in and out.

**What to check, in this order**
1. **A written SIMOPS plan** (or bridging document) agreed by operator and contractors: every activity, a **SIMOPS matrix** (allowed, allowed with these controls, not allowed together), the person in charge, how crews talk to each other, and when the plan is reviewed.
2. **Each adjacent well's status:** shut in, and behind which barriers, or producing with protection — on a pad drawing everyone has seen.
3. **Physical protection:** crash barriers or cages around every wellhead in the work area, flowlines buried or bridged, everything marked and lit at night.
4. **Dropped-object and lift zones:** the derrick's drop zone and the crane's load path and counterweight swing kept clear of live wellheads and people.
5. **Traffic:** one route in, one out, spotters, speed limit, parking away from wellheads and tanks.
6. **Permits:** one permit-to-work system, one issuer, every permit checked against the others on the board.
7. **Emergency:** alarm heard by all crews, wind socks, gas detection, at least two muster points and two escape routes kept clear, emergency vehicle access, the production ESD reachable.

**What to do**
- **Shut-in and barriers:** shut in the producing wells within the agreed distance for rig moves and skids, rig-up, heavy lifts over them and fracturing nearby — commonly with the SSV and master valve closed and, under the rig footprint or the frac fleet, a backpressure valve or tubing plug as well as the valves (two tested barriers), flowlines isolated and bled down. Wells left producing: SSVs on an ESD that the rig or frac crew can trip, pressure alarms, and the production crew told before each change on the pad.
- **Crash protection:** concrete barriers or steel cages set far enough off each wellhead that a vehicle stops before touching it; nothing staged against a wellhead; valve handles chained or removed where they can be knocked.
- **Dropped objects and cranes:** secure tools and fittings at height (DROPS), no lifts over live wellheads unless planned as a critical lift with the well shut in, the counterweight swing barricaded.
- **Traffic:** a traffic plan with one-way routes, spotters for every backing truck, a low speed limit, and no vehicles or idling engines near wellheads, tanks and the flare.
- **Permits:** a daily SIMOPS meeting of all crew leads, one permit board, hot work only with a gas test and the production crew holding off venting, tank gauging and bleed-downs.
- **One person in charge:** a single named point of authority for the pad (usually the operator's drilling or completions supervisor while the job runs) who approves every simultaneous activity and can stop any of them; production answers to that person for the pad.
- **Muster and escape:** primary and alternate muster points upwind and crosswind, escape routes that never cross the frac iron or the live wellheads, a headcount system covering every contractor, and a drill early in the job.

**Safety:** anyone can stop the job on a SIMOPS pad, and a change — a new well producing, a crane arriving, the wind shifting onto the muster point — means stopping to update the plan before going on.`,
    sources: [
      API_RP_54,
      OSHA_OIL_AND_GAS,
      OSHA_OIL_AND_GAS_HAZARDS,
      API_RP_75,
      CRANE_WORK_AREA,
      DROPS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'comp-frac-hits',
      'ops-crane-lift-planning',
      'ops-dropped-object-from-height',
      'ops-job-safety-analysis',
      'ops-hot-work-near-hydrocarbons',
    ],
  },
  {
    id: 'ops-sling-angle-tension',
    title:
      'Sling angle and sling leg tension in rigging: leg tension = load ÷ (number of legs × sin of the angle from horizontal), why never below 30° and 60° is preferred, checking against the sling’s rated load (WLL) with the hitch reductions, and how many legs of a three- or four-leg bridle really carry the load',
    area: 'operations',
    aliases: [
      'sling angle',
      'sling angles',
      'sling tension',
      'sling leg tension',
      'leg tension',
      'load angle factor',
      'LAF',
      'sling angle factor',
      'tension factor',
      'angle from horizontal',
      'included angle',
      'bridle sling',
      'two-leg bridle',
      'four-leg bridle',
      'multi-leg sling',
      'sling WLL',
      'WLL',
      'working load limit',
      'sling rated load',
      'choker hitch',
      'basket hitch',
      'choker reduction',
      'spreader beam',
      'lifting beam',
    ],
    symptoms: [
      'slings rigged very flat across a long skid',
      'short slings spread wide to the lifting eyes',
      'one leg of the four-leg bridle hanging slack',
      'sling tag rating below the load per leg at that angle',
      'load tilting as it comes off the ground',
    ],
    summary:
      'Each leg of a sling carries load ÷ (legs × sin θ), θ measured from horizontal: at 60° that is 1.155 times its vertical share, at 45° 1.414, at 30° twice — so two legs at 30° each carry the whole load — and it climbs steeply below that, which is why angles under 30° are not used and 60° or more is preferred. Compare each leg’s tension with the tag’s rated load (WLL) for the hitch used, and rate a four-leg bridle as if only two legs carry unless the legs are equalised.',
    body: `**Ask first**: what does the load weigh and where is its centre of gravity, how many legs, how long are the slings and how far apart are the pick points (or the measured angle), and what hitch, sling type and tagged rated load?

**Sling leg tension at an angle: the formula**
- **Leg tension T = W ÷ (n × sin θ)** — W the load with any rigging below the legs, n the legs carrying it, θ the angle of each leg from horizontal. The same thing without trigonometry: T = (W ÷ n) × L ÷ H, with L the sling length and H the height from the pick point to the hook.
- **Load angle factor 1 ÷ sin θ:** 90° 1.000 · 75° 1.035 · **60° 1.155** · 50° 1.305 · **45° 1.414** · 40° 1.556 · **30° 2.000** · 20° 2.92 · 15° 3.86 · 10° 5.76.
- Angles given from vertical (or as the included angle between two legs): angle from horizontal = 90° − angle from vertical; an included angle of 120° is 30° from horizontal.
- **Worked figures:** a 12,000 lb skid on a two-leg bridle. At 60°: each leg 12,000 ÷ (2 × 0.866) ≈ **6,930 lb**. At 45°: **8,490 lb**. At 30°: 12,000 ÷ (2 × 0.5) = **12,000 lb** — each leg carries the whole load.
- The flat legs also pull inward: each leg's horizontal pull is T × cos θ — about 10,400 lb per leg at 30° here — squeezing the load and side-loading the lifting eyes and shackles.

**Why never below 30°, and 60° preferred**
- Below 30° the factor climbs steeply (2.9 at 20°, 5.8 at 10°) and a few degrees of error in the angle change the tension by a large share; the side pull on the eyes, shackles and the load grows with it. ASME B30.9 does not allow horizontal angles under 30° except as a qualified person directs.
- At **60° or more** a leg carries only 15 % above its vertical share and a misjudged angle barely matters. A two-leg bridle with each sling at least as long as the distance between the pick points is at 60° or steeper.

**Checking against the rated load (WLL)**
- The tag gives the rated load for a vertical hitch, and for bridles often at 60°, 45° and 30°. Each leg's tension at the actual angle must not exceed the leg's rated load for the hitch used.
- **Choker hitch:** about 75–80 % of the vertical rating for an ordinary choke, less when the choke angle is sharper than 120°.
- **Basket hitch:** up to twice the vertical rating only with both legs vertical; at an angle, 2 × vertical rating × sin θ — and less for wire rope bent round a small diameter (the D/d ratio).
- The master link, shackles, hook and the load's lifting eyes are rated too, and shackles and eyes lose capacity when side-loaded (ASME B30.26). No tag or an unreadable tag: the sling is out of service.

**Three and four legs: how many really carry it**
- A stiff load on four legs is statically indeterminate: small differences in leg length, stretch or pick-point height leave two diagonally opposite legs carrying nearly all of it while the other two hang almost slack.
- Common practice: **rate a four-leg bridle as if two legs carry the load** unless the legs are equalised (an equalising sheave or a spreader arrangement) or an engineer shows otherwise; published bridle tables rate three- and four-leg bridles at no more than three legs sharing, and only with the centre of gravity central.
- **Worked figures:** a 20,000 lb skid on a four-leg bridle at 50°: with two legs carrying, 20,000 ÷ (2 × 0.766) ≈ **13,050 lb** a leg; all four sharing equally would be about 6,530 lb. Choose legs rated for 13,050 lb.
- **Centre of gravity off centre:** the legs nearest the centre of gravity carry more, and sit steeper; work the share out by moments about the pick points, or rig to put the hook over the centre of gravity.

**Likely causes of an overloaded leg**
- Slings too short for the spread of the pick points; the angle guessed rather than measured.
- A four-leg bridle rated as if all four legs share; a centre of gravity off centre.
- A choker or basket hitch rated as vertical; a sling bent over a sharp edge without protection.

**What to check, in this order**
1. The load's weight and centre of gravity, and the rigging weight.
2. The angle at each leg — measured, or from sling length and height.
3. Leg tension from the formula against the tag for the hitch, with the two-legs-carry rule on four legs.
4. Shackles, master link, hook and lifting eyes against the same tension, including side load.
5. Sling condition and tags; edge protection.

**What to do**
- Use longer slings, or a **spreader or lifting beam** so the legs run vertical to the load.
- Choose higher-rated legs, or an equalising arrangement, for a four-leg lift.
- Make a test lift of a few inches: a load that tilts or a leg that goes slack means the centre of gravity or the leg lengths are not what was assumed — set it down and re-rig.

**Safety:** nobody under the load or between it and a fixed object; hands off the slings as they take up; stop and re-rig rather than lifting on a sling angle nobody has checked.`,
    sources: [OSHA_SLINGS, ASME_B30_9, OSHA_RIGGING_CONSTRUCTION, ASME_B30_26],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-crane-lift-planning', 'ops-lifting-near-miss', 'ops-dropped-object-from-height'],
  },
  {
    id: 'drill-mud-gas-separator-kill',
    title:
      'The mud-gas separator (poor boy, gas buster) during a kill: the liquid seal (U-tube) against vent-line friction, blow-through of gas to the shakers and the rig floor and what to do as it nears — slow the pump, cut the choke throughput, divert to the flare or overboard line — and sizing checks before drilling the section',
    area: 'drilling',
    aliases: [
      'mud-gas separator',
      'mud gas separator',
      'poor boy degasser',
      'poor-boy separator',
      'poor boy',
      'gas buster',
      'MGS',
      'liquid seal',
      'mud seal',
      'mud leg',
      'U-tube seal',
      'dip tube',
      'vent-line friction',
      'separator vent line',
      'separator blow-through',
      'blow-through',
      'blowthrough',
      'MGS sizing',
      'mud gas separator sizing',
      'overboard line',
    ],
    // A hydrostatic or a pressure difference asked with no separator named is not this case.
    appliesWhen: [
      'separator',
      'poor boy',
      'poorboy',
      'gas buster',
      'mgs',
      'degasser',
      'liquid seal',
      'mud seal',
      'blow through',
      'blowthrough',
      'vent line',
    ],
    symptoms: [
      'gas coming out at the shakers while circulating out the kick',
      'pressure on the poor boy gauge climbing as the gas gets to surface',
      'mud blowing out of the vent line at the flare',
      'gas at the rig floor from the gas buster',
      'separator gauge close to the liquid seal hydrostatic',
      'gas buster about to blow through',
    ],
    summary:
      'The mud-gas separator holds gas out of the mud returns only while the pressure in it — mostly the friction of gas in its vent line — stays below the hydrostatic of its liquid seal, often only 5–10 psi. As the gas reaches surface in a kill, slow the pump (the gas rate falls in proportion and the vent friction roughly with its square), cut the flow through the choke, or divert to the flare or overboard line before it blows through to the shakers. Check before drilling the section that the vent-line friction at the peak gas rate of the worst kick stays under the seal.',
    body: `**Immediate actions**
1. **Separator gauge nearing the seal's hydrostatic, or gas at the shakers:** slow the pump, holding casing pressure constant with the choke while the rate comes down.
2. **Still rising, or blown through:** cut the flow through the choke — stop the pump and shut in on the choke holding casing pressure — or divert the choke returns to the flare or overboard line, as the plan says.
3. Clear the shakers, pits and rig floor of everyone not needed; ignition sources off; H2S and gas monitors on.
4. Never close or valve off the vent line, and never send returns to the open shakers or the flowline.
5. Tell the well-control supervisor; record pump rate, casing pressure and separator pressure with the time.

**Ask first**: the separator's inside diameter and height, the liquid seal height and the mud in it, the vent line's inside diameter, length and bends, the planned kill rate, and the expected surface pressure when the gas arrives?

**How it works — the liquid seal against vent-line friction**
- Returns from the choke enter the vessel and hit baffles; gas breaks out and leaves by the **vent line** to the flare or a safe distance; mud drains from the bottom through a **U-tube (mud leg)** to the shakers or trip tank. The mud standing in that U-tube is the **liquid seal**.
- The pressure in the vessel is set by the gas flowing out of the vent line — mainly its friction. **Blow-through** comes when that pressure passes the seal's hydrostatic, 0.052 × mud weight × seal height: a 10 ft seal of 12 ppg mud holds only **about 6.2 psi**. Beyond it gas pushes the seal out and goes with the mud to the shakers, the pits and the rig floor.
- **Gas rate at surface:** while gas passes the choke, the choke lets out the volume the pump puts in, at the choke's upstream pressure; at the separator it expands. Gas rate (scf/d) ≈ pump rate (bbl/min) × 5.615 × 1,440 × (casing pressure + 14.7) ÷ 14.7. **Worked figures:** 3 bbl/min with 1,000 psi on the casing ≈ 24,260 × 69 ≈ **1.7 MMscf/d**; at 1.5 bbl/min, about 0.84 MMscf/d.
- **Vent-line friction** goes roughly with the square of the gas rate, with the line's length and bends, and with about the fifth power of one over its diameter: halving the pump rate cuts the friction to about a quarter; a 6 in. line has about four times the friction of an 8 in. line at the same rate.

**Likely causes of blow-through**
- **Pump rate too high** when the gas reaches surface, or a larger kick (more gas, higher casing pressure) than the separator was sized for.
- **Vent line** too small, too long, with too many bends, or partly blocked — mud, cuttings, hydrate or ice, a valve left in it.
- **Seal too short or lost:** U-tube drained since the last use, siphoned, filled with light or gas-cut mud, or low seal height for the mud tank.
- **Vessel flooding:** the mud outlet plugged with cuttings or barite so liquid rises into the vent line and comes out at the flare.
- Oil-based mud: gas in solution breaks out late and fast, near surface.

**What to check, in this order**
1. Separator pressure against the seal's hydrostatic — the gauge should be readable from the choke panel.
2. Gas or mud at the shakers; what comes out at the end of the vent line (gas, mud, or nothing).
3. Mud flowing from the separator outlet; pit volume.
4. Pump rate and casing pressure — the two that set the gas rate.

**What to do**
- **As it nears the seal:** slow the pump — the gas rate falls in proportion, the friction about with its square; let the casing pressure schedule follow the change in rate.
- **Cut the choke throughput:** at worst, stop the pump and shut in on the choke, holding casing pressure, let the separator clear and restart at a lower kill rate.
- **Divert:** line the choke manifold to the **flare line** (or the **overboard line** offshore) bypassing the separator, downwind, as the well-control plan allows — often while the gas peak passes.
- **After a blow-through:** refill the seal with mud before returns go back through the vessel; check the vessel, vent line and drain for damage or plugging.
- **Before drilling the section — sizing checks:** (1) take the worst kick of the kick-tolerance case and the planned kill rate, and work out the peak gas rate; (2) vent-line friction at that rate must stay under the seal's hydrostatic with the lightest mud, with margin; (3) vessel diameter and height enough to separate the gas at the liquid rate; (4) the seal full and its height known, the gauge working, the vent line straight, at least as large as the inlet, with no valve, and running to the flare at a safe distance; (5) the flare or overboard line lined up and its igniter working. If it fails, plan a lower kill rate, a larger vent line, a taller seal — or a larger separator.

**Safety:** gas at the shakers means flammable, possibly sour gas among people and motors: clear the area, H2S and LEL monitors on, and never "hold" the gas by closing the vent. The separator is a low-pressure vessel — it is not a place to hold well pressure.`,
    sources: [
      MACDOUGALL_MGS,
      API_RP_59,
      API_53,
      slbGlossary('mud-gas separator'),
      PATIL_MGS,
      GRACE_WELL_CONTROL,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'drill-well-control-equipment-failure',
      'drill-kill-methods',
      'drill-gas-cut-mud',
      'drill-slow-circulating-rates',
      'drill-kick-tolerance',
    ],
  },
];
