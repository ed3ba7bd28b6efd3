import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  apiStandard,
  cfrSection,
  HSE_HSG253,
  OSHA_CONFINED_SPACES,
  OSHA_HAZARDOUS_ENERGY,
  slbGlossary,
} from './sources';

/**
 * Isolation and shutdown valves: a shutdown valve (SDV, ESD valve) that fails its function test
 * while the plant runs, isolating a pump, compressor, vessel or line for maintenance (lockout,
 * process isolation, zero energy), and pulling a slickline plug with pressure below it.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const IEC_61511: KnowledgeSource = {
  title:
    'IEC 61511 (parts 1–3), Functional safety — Safety instrumented systems for the process industry sector (proof testing, operation with a fault, bypasses and compensating measures)',
  url: 'https://www.iec.ch/functionalsafety',
};

const API_RP_14C = apiStandard(
  'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities (shutdown valves, ESD, testing)',
);

const API_RP_14H = apiStandard(
  'API RP 14H, Installation, Maintenance and Repair of Surface Safety Valves and Underwater Safety Valves Offshore (actuators, closure and leakage tests)',
);

const API_6D = apiStandard(
  'API Spec 6D, Specification for Pipeline and Piping Valves (ball, gate and plug valves; seat tests; double block and bleed)',
);

const BSEE_SAFETY_SYSTEM_TESTING = cfrSection(
  30,
  '250.880',
  'Production safety system testing (test intervals and records for shutdown and safety valves)',
);

const OSHA_PSM = cfrSection(
  29,
  '1910.119',
  'Process safety management of highly hazardous chemicals (mechanical integrity: inspection and testing, equipment deficiencies)',
);

const OSHA_LOCKOUT = cfrSection(
  29,
  '1910.147',
  'The control of hazardous energy (lockout/tagout): energy-control procedure, application of locks, stored energy, verification of isolation, group lockout and shift change',
);

const OSHA_CONFINED_SPACE_RULE = cfrSection(
  29,
  '1910.146',
  'Permit-required confined spaces (isolation by blanking or blinding, misaligning or removing sections of line, double block and bleed)',
);

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations (wireline service, pressure control equipment)',
);

const API_14L = apiStandard(
  'API Spec 14L / ISO 16070, Lock Mandrels and Landing Nipples (wireline-set plugs, equalizing devices)',
);

const CRUMPTON_WELL_CONTROL: KnowledgeSource = {
  title:
    'H. Crumpton, Well Control for Completions and Interventions (Gulf Professional Publishing, 2018): wireline pressure control, lubricators and wireline valves, plugs and equalizing',
  url: 'https://www.sciencedirect.com/book/9780081001967/well-control-for-completions-and-interventions',
};

export const isolationAndShutdownValveEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-sdv-failed-function-test',
    title:
      'A shutdown valve (SDV, ESD valve, actuated emergency isolation valve) that fails its function test while the plant is running — closure time over the requirement, fails to close, or leaks through on the seat test: an impaired safety-critical element, the risk assessment and compensating measures, diagnosis, repair and retest, and the proof-test records',
    area: 'facilities',
    aliases: [
      'SDV',
      'SDV failed function test',
      'SDV closure time',
      'SDV slow to close',
      'SDV leak test',
      'SDV passing',
      'shutdown valve function test',
      'ESD valve',
      'ESDV',
      'ESD valve closure test',
      'ESD valve leak test',
      'emergency shutdown valve',
      'emergency isolation valve',
      'actuated isolation valve',
      'partial stroke test',
      'proof test failed',
      'failed proof test',
      'SIL proof test',
      'safety instrumented function',
      'impaired safety-critical element',
      'SCE impairment',
      'impairment register',
      'IEC 61511',
      'API 14H',
      'API RP 14H',
    ],
    symptoms: [
      'SDV took longer to close than its required closure time',
      'shutdown valve did not close when the trip was initiated',
      'ESD valve closed but failed the leak test',
      'valve closed slowly on the first stroke and passed on the second',
      'actuator vents but the valve only goes part way closed',
      'pressure keeps building downstream of the closed shutdown valve',
      'failed the SIL proof test and the plant is still running',
    ],
    summary:
      'An SDV or ESD valve that fails its function test — too slow, will not close, or passes — is an impaired safety-critical element: report it and log it as impaired at once, run on only under a risk assessment with compensating measures (another valve that closes, manual isolation with a person assigned, extra monitoring, reduced rates, or that section shut in), never bypass it or leave it unreported; record the as-found result, find the cause (solenoid and quick exhaust, supply air or hydraulics, actuator spring and seals, stem packing, seats, debris or wax, the logic and timers), repair, retest the whole function and feed the failure into the SIL proof-test records.',
    body: `**What to do**
1. **Report it and log it as an impaired safety-critical element** the same shift: the control room, the supervisor and the owner of the safety system, and the impairment (or defeat) register with the tag, how it failed and when. The safety function it serves is degraded or lost — it is not a work order for later.
2. **A risk assessment before the plant runs on**, approved by the person with that authority (area or facility manager): what the valve protects against (overpressure of the next system, the inventory feeding a fire, backflow from a pipeline), what else still protects against it, and for how long.
3. **Compensating measures** from that assessment, in place before running on: another valve that does the job — the upstream or downstream SDV or the next ESD valve on the same line, proven to close; a manual isolation valve that can be reached, with a named person to close it on a shutdown; extra monitoring (an operator on the variables the valve acted on, alarms set tighter); reduced rates or pressure; or **that section shut in** until the valve is fixed when nothing else covers the hazard.
4. **Never bypass, pin, jack or lock the valve open** or inhibit its trip to keep producing, and never leave it unreported or "stroke it until it passes": the first result is the as-found result.
5. **Repair, then retest the whole function** (trip, closure time, leak test) before the compensating measures are lifted and the impairment is closed — within the repair time the risk assessment (and the safety requirements specification) allows.

**Ask first**: how did it fail — closed too slowly (how slow against the required time), did not close at all, or closed and then leaked through on the seat test — what does it protect (which safety function, what SIL), and is there a second valve on the same line that closes?

**Likely causes, by how it failed**
- **Slow closure:** the actuator cannot vent fast enough — a sluggish or undersized solenoid, a quick-exhaust valve stuck or missing, exhaust ports blocked by insects, ice or dirt, a speed-control needle valve turned in, long or small tubing; a hydraulic actuator with a restricted return or cold, thick fluid; a weak or broken spring; dry or swollen actuator seals dragging; a stiff valve — stem packing overtightened, seats dry of sealant, wax, sand, scale or ice in the body, a higher differential than the actuator was sized for; or a **time delay in the logic** (a timer, an output card, an interposing relay), or limit switches out of adjustment so the timing itself is wrong.
- **Does not close:** the solenoid never lost power (the trip in bypass or forced in the logic, a jumper left from maintenance, a wiring fault) or is stuck; the supply did not vent; a manual override, handwheel or jacking screw left engaged, or a locking pin in; a broken spring, or an actuator too small for the break-out torque; the ball or gate seized by debris, wax, ice or corrosion.
- **Leaks through (fails the seat or leak-off test):** seats cut by sand, by chatter or by the valve used to throttle; debris or scale on the seat; a soft seat extruded or burnt; a ball short of fully closed (travel stop out of adjustment while the position switch says closed); a gate short of fully closed; a seat that seals with sealant run dry.

**What to check, in this order**
1. **The as-found record first:** the closure time (trip command to the closed limit switch, and the process response), the leak rate and the conditions — before anyone strokes, greases or adjusts it.
2. **The command:** did the SIS output drop and the solenoid lose power? Look for a bypass, force or override in the logic, and the timers against the cause-and-effect chart.
3. **The supply and exhaust:** air or hydraulic pressure at the actuator, the solenoid and quick exhaust venting freely, exhaust ports clear, the needle valve setting.
4. **The actuator:** spring and preload, seals, the manual override disengaged, the actuator's torque against the valve's break-out torque at today's differential.
5. **The valve:** stem packing, travel stops and position against the indicator, seats and body (debris, wax, sand, ice); sealant injected where it has fittings.
6. **The leak rate:** with the valve closed, bleed the downstream side to zero and time the pressure build in a known volume, against the allowance in the valve's safety requirements (for an SSV API RP 14H allows, for example, 400 cc/min of liquid or 15 scf/min).

**Fix and retest**
- Clean or replace the solenoid and quick exhaust, clear the exhausts, repair the supply; change a timer or the logic only under management of change and only to the cause-and-effect — never to a time that passes.
- Reseal or replace the actuator or its spring; free and repack the stem; flush and re-grease the seats, or replace seats, ball or gate (an API 6D valve is seat-tested in the shop before it goes back in).
- **Retest the whole function:** trip from the initiator where possible (sensor, logic, solenoid, valve), time the closure and repeat the leak test; record as-left beside as-found. A valve that passes only after several strokes has not passed.

**Records and the proof-test interval**
- Record it as a dangerous failure found by the proof test: the valve may not have been able to close since its last good test. The tag, the failure mode, as-found and as-left time and leak rate, the repair, who approved the compensating measures and when the impairment closed.
- The proof-test interval was chosen to give the function its SIL (IEC 61511): a repeat failure, or failures more frequent than the SIL calculation assumed, sends the interval, partial-stroke testing, the valve or actuator selection and the design back for review. Where the plant is covered by process safety management, the deficiency is corrected before further use or promptly with measures to keep it safe (29 CFR 1910.119(j)); offshore US, 30 CFR 250.880 sets the test intervals and records.

**Safety:** the valve fails on the test day; the event it is there for can come any day. Compensating measures are in place before the decision to run on, not after it.`,
    sources: [IEC_61511, API_RP_14C, API_RP_14H, API_6D, OSHA_PSM, BSEE_SAFETY_SYSTEM_TESTING],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'ops-safety-valve-failed-test',
      'fac-safety-device-bypass',
      'fac-valve-passing-isolation',
      'fac-restart-after-esd',
      'fac-instrument-air-loss',
    ],
  },
  {
    id: 'ops-equipment-isolation-loto',
    title:
      'Isolating a pump, compressor, vessel or line for maintenance (a mechanical seal change, valve or strainer work): the stop button is not isolation — electrical lockout at the breaker or MCC with personal locks and a try-start, closing and locking suction and discharge, double block and bleed or blinds, bleeding and draining, proving zero energy, stored energy, and the permit to work',
    area: 'operations',
    aliases: [
      'LOTO',
      'lockout tagout',
      'lock out tag out',
      'equipment isolation',
      'pump isolation',
      'MCC lockout',
      'lock out at the MCC',
      'breaker lockout',
      'try-start',
      'zero energy',
      'isolation certificate',
      'group lockout',
      'personal lock',
      'mechanical seal change',
      'double block and bleed',
      'positive isolation',
      'spectacle blind',
      'hazardous energy control',
      '1910.147',
    ],
    symptoms: [
      'pump stopped at the button and the crew wants to start on the seal',
      'pressure on the pump casing after the valves were closed',
      'the standby pump started while the other one was opened up',
      'discharge check valve leaking back into the pump being worked on',
      'liquid blocked in the isolated pump and the pressure went up',
      'wrong breaker locked out and the motor still started',
      'compressor needs isolating for valve work',
    ],
    summary:
      'A stopped machine is not an isolated one: lock out the power at the breaker or MCC with each worker’s own lock and tag and try-start it; close and lock the discharge and suction (and every seal, flush, bypass and drain line), with double block and bleed for high-pressure, hydrocarbon or toxic service and blinds for entry or hot work; bleed and drain to a safe place, prove zero energy (gauge at zero, bleed left open, no flow), deal with stored energy (springs, accumulators, trapped liquid that heats up), and work under a permit to work.',
    body: `**Immediate actions**
1. **The stop button is not isolation:** do not open a pump, compressor or line that is only stopped — auto-start, a controller, SCADA or another person can restart it.
2. **Lock out the power** at the breaker or MCC (the starter's disconnect), each worker's own lock and tag, then **try-start** it at the local station and return the control to off.
3. **Close and lock the discharge, then the suction** (and seal flush, bypass, minimum-flow and drain lines); double block and bleed for high-pressure, hydrocarbon or toxic service.
4. **Bleed and drain to a safe place and prove zero:** gauge at zero, bleed valve left open, no flow — before any bolt is loosened, under the permit to work.

**Ask first**: what is the service (pressure, temperature, fluid — hydrocarbon, H2S, benzene, hot water), what is the job (a seal change, a strainer, a valve, vessel entry or hot work), and does a standby or parallel machine keep running on the same suction and discharge headers?

**Every energy source, not only the motor**
- **Electrical:** the motor's supply at the breaker or MCC bucket; a VFD's DC bus (wait its discharge time); heaters, space heaters and cathodic protection; a second source or a generator.
- **Process:** the suction and discharge, and the small lines people forget — seal flush and quench (API 682 plans), balance and minimum-flow recycle, warm-up and bypass lines, vents, drains, instrument connections, the recycle and blowdown on a compressor.
- **Drivers:** on an engine-driven pump or compressor, the ignition grounded, the fuel supply closed and locked, the starting air isolated and bled, the flywheel barred or pinned.
- **Actuated valves in the isolation:** an air- or motor-operated valve is locked out closed (its air or power isolated and bled) — otherwise a command opens it.
- **Stored energy:** springs (actuators, spring-loaded checks), accumulators and seal pots charged with nitrogen, vapour pockets in the casing, rotating inertia (let it coast to a stop), gravity, and **trapped liquid that heats up**: a liquid-full section blocked in and warmed by the sun or tracing can gain tens of psi for every degree — keep a bleed open.

**The isolation, step by step**
1. **Plan:** the isolation list from the P&ID and a walk of the site — every point, its valve tag and position, lock and tag; the permit to work issued against it.
2. **Stop** the machine normally and let it coast down.
3. **Electrical:** open the breaker or rack out the MCC bucket, lock and tag it (a group lockbox with each worker's personal lock for a crew), and try-start at the local push-button to prove it is the right one.
4. **Process, by the degree of hazard:** close the discharge first, then the suction — the discharge side holds the higher pressure, and a leaking check valve would otherwise push it into a casing whose suction side may be rated lower. A check valve is never an isolation.
   - **Single valve, locked:** low pressure, non-hazardous fluid, a short job, by the site's rules.
   - **Double block and bleed:** two closed valves with a bleed open between them — for high pressure, hydrocarbons, H2S or hot service.
   - **Positive isolation:** a spectacle blind turned, a spade, or a spool removed and blind flanges fitted — for vessel entry (confined space), hot work, or a long job; fitted after a DBB has made the break safe.
5. **Bleed and drain** the isolated section to a closed drain, flare or tank — not to grade; LEL and H2S monitor on; flush or purge hydrocarbon service with water or nitrogen as the procedure says.
6. **Prove zero energy:** a gauge that works reading zero, the bleed valve left open and watched, no flow from it, no rotation; a pressure that comes back means a valve is passing — stop and re-isolate.
7. **Work**, with the bleed open the whole job; at shift change the locks and the permit are handed over person to person, never removed and re-applied blind.

**Likely causes of people hurt on "isolated" equipment**
- Stopped, not locked out: the standby pump on auto, a level or pressure controller, SCADA or a timer started it.
- The wrong breaker or MCC bucket locked (labels that do not match the field) — caught by the try-start.
- A passing valve or a check valve taken as isolation; a forgotten small line (seal flush, bypass, drain).
- A bleed closed or plugged so the gauge read zero while pressure stayed behind it.
- Stored energy left: a charged seal accumulator, a spring, liquid warming in a blocked-in section.

**What to do: putting it back in service**
1. The work complete, the casing closed and bolted, tools and people clear, blinds out and counted.
2. Close the bleeds and drains, then fill and vent the casing (a pump started dry loses its new seal).
3. Open the suction, then the discharge, slowly, watching for leaks.
4. Each lock removed by its owner; the permit closed; then start and check the seal, vibration and pressures.

**Safety:** OSHA's lockout standard covers production facilities; drilling and well-servicing rigs are outside it and use their own isolation procedures to the same end. One person, one lock, one key — nobody removes another's lock except by the employer's formal procedure. H2S or benzene service needs the atmosphere checks and the respiratory protection the permit sets before the first flange opens.`,
    sources: [
      OSHA_LOCKOUT,
      OSHA_HAZARDOUS_ENERGY,
      HSE_HSG253,
      OSHA_CONFINED_SPACE_RULE,
      OSHA_CONFINED_SPACES,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'ops-pressured-equipment-work',
      'fac-valve-passing-isolation',
      'ops-confined-space-entry',
      'lift-esp-electrical-isolation',
      'ops-trapped-pressure',
    ],
  },
  {
    id: 'comp-slickline-plug-pull-pressure-below',
    title:
      'Pulling a wireline-set tubing plug (PX, PR, XX or another lock mandrel plug) when the pressure below is unknown or higher than above: estimating it, equalizing before pulling (the equalizing prong first, pressuring the tubing above, the pressure response), the lubricator and wireline BOP, the line of fire, jarring up slowly, tools blown up the hole, and a plug that will not equalize',
    area: 'completions',
    aliases: [
      'pulling a wireline plug',
      'pull the wireline plug',
      'PX plug',
      'PR plug',
      'XX plug',
      'prong plug',
      'equalizing prong',
      'equalising prong',
      'pull the prong',
      'pulling the prong',
      'equalize the plug',
      'equalizing the plug',
      'equalize across the plug',
      'pressure under the plug',
      'pressure below the plug',
      'gas under the plug',
      'plug will not equalize',
      'lock mandrel plug',
      'GS pulling tool',
      'JDC pulling tool',
      'tools blown up the hole',
      'toolstring blown up the hole',
      'wire balled up',
      'birdnested wire',
      'wireline lubricator',
      'wireline BOP',
      'wireline valve',
    ],
    appliesWhen: [
      'slickline',
      'wireline',
      'prong',
      'px',
      'xx',
      'pr plug',
      'lock mandrel',
      'nipple',
    ],
    symptoms: [
      'no pressure change at surface after pulling the prong',
      'pressure below the plug unknown before pulling it',
      'weight dropped off suddenly as the plug let go',
      'toolstring came up the hole faster than the wire',
      'wire went slack and balled up after jarring the plug free',
      'plug will not equalize and the pulling tool will not latch',
    ],
    summary:
      'Never jar on a wireline plug until the pressure across it is known and equalized: estimate the pressure below (the shut-in pressure before it was set, the zone, a gas column), pull or run the equalizing prong first and watch the surface pressure answer, pressure the tubing above to about the pressure below, and only then latch and jar up slowly — with a rated, tested lubricator and wireline BOP and everyone out of the line of fire. A differential of a few hundred psi on the plug’s seal bore is more than the toolstring weighs and can blow the tools up the hole and ball the wire; a plug that will not equalize has sand, debris, scale or hydrate on it.',
    body: `**Immediate actions**
1. **Do not latch and jar up on a plug whose pressure below is unknown or higher than above:** stop, estimate it, and equalize first.
2. **Clear the line of fire:** only the operator at the unit; nobody beside the lubricator, under the sheaves or in line with the wire.
3. **Weight drops or the wire goes slack as the plug lets go:** the well is pushing the tools up — spool in to keep the wire tight and slow the unit before the lubricator.
4. **A leak at the stuffing box or the wire blown out:** close the wireline BOP on the wire and pump grease; wire parted and clear of the tree, close the swab or master valve and call the supervisor.

**Ask first**: what was the shut-in pressure below the plug before it was set (or the zone's pressure), is it gas or liquid below, what is in the tubing above it now and at what surface pressure, and which plug and lock is it — how it equalizes (a prong pulled, an equalizing sub punched) and which pulling tools it takes?

**Why it matters: the force on the plug**
- The differential acts on the full seal bore the plug sits in. A 2.313 in. X profile has 4.2 in² of bore: **1,000 psi below the plug pushes up about 4,200 lbf** — far more than the toolstring weighs (a few hundred pounds) and more than 0.108 in. slickline holds.
- Released unequalized, the plug and the toolstring are driven up the tubing faster than the unit can spool: the wire goes slack and balls or kinks, tools hit the stuffing box or jam in the tree, the wire can part or be blown out of the well, and the jars and plug may stick higher up.
- **Estimating the pressure below:** start from the shut-in tubing pressure before the plug went in, or the zone's pressure, and assume it has rebuilt to that. At the plug: 2,600 psi surface SITP on a gas well at 7,900 ft is about 2,600 + 0.1 × 7,900 ≈ 3,400 psi. Above: 400 psi of gas on the tubing is about 400 + 0.1 × 7,900 ≈ 1,200 psi at the plug — a 2,200 psi differential, over 9,000 lbf on the plug. Liquid above adds its hydrostatic (0.433 psi/ft for fresh water).

**What to check, in this order**
1. **Pressure control:** lubricator and wireline BOP rated above the highest pressure the well can see once the plug is out (the pressure below, not today's tubing pressure), pressure-tested on this rig-up against the swab valve; the lubricator long enough for the toolstring with the plug and prong; stuffing box or grease head and a tool trap or catcher.
2. **The plug's paperwork:** type, size, lock, how it equalizes, the prong length and pulling tool, when it was set and what has been done above it since.
3. **The pressures:** surface tubing pressure, what fluid is above the plug, and the estimate below; the annulus pressure as a check.
4. **Debris:** tag the plug gently with a gauge cutter or blind box first — sand, scale or junk on the plug stops the prong pulling and the pulling tool latching.

**What to do: equalize, then pull**
1. **Pressure the tubing above to about the pressure below** (worked back to surface: the estimate below minus the hydrostatic above) with a pump, or gas or nitrogen in a gas well — within the tubing, tree and lubricator ratings.
2. **Pull the equalizing prong first** (on a prong plug such as a PX or PR), or run the equalizing prong or probe to open the equalizing sub (on an XX-type plug). Then **watch the surface pressure**: a rise that levels off is the pressure below coming through; a drop means the zone below takes fluid (it was lower). Wait until it is steady — minutes for liquid, longer for gas.
3. **Latch the plug** with the right pulling tool and **jar up slowly**: light licks first, the weight indicator watched for a drop that says the well is pushing, not the jars working.
4. **Once it moves, pull slowly** for the first few hundred feet with the wire kept tight, then at normal speed; slow the unit well before surface and close the swab valve once the tools are in the lubricator; bleed the lubricator before breaking it.

**What to do if it will not equalize**
- **No response when the prong came out:** the ports are blocked by sand, scale, debris or hydrate, or the pressures were already equal — do not assume equal. Bail the sand or debris off the plug (a sand bailer, a hydrostatic bailer) or wash it with coiled tubing; treat a hydrate with methanol or glycol and time, or heat, before jarring — a hydrate plug with pressure below it is a projectile.
- **Prong will not pull or the pulling tool will not latch:** debris in the fishing neck — bail and brush, impression block if needed.
- **Still no response and the pressure below cannot be proven:** keep the well secure, and plan with the supervisor — a pressure-controlled intervention with the lubricator sized for the worst case, or coiled tubing.

**Safety:** pressure below a plug is trapped pressure — treat the tree and lubricator as live; no hammering or tightening of the lubricator under pressure; H2S monitor and ignition sources controlled when gas comes to surface.`,
    sources: [
      API_14L,
      API_RP_54,
      CRUMPTON_WELL_CONTROL,
      slbGlossary('slickline'),
      slbGlossary('lubricator'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'comp-tubing-test-plug-in-nipple',
      'comp-stuck-wireline-tools',
      'comp-wireline-parted-live-well',
      'ops-trapped-pressure',
      'chem-hydrate-inhibition',
    ],
  },
];
