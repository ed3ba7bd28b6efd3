import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, petroWiki, slbGlossary } from './sources';

/**
 * Lift isolation and downhole motors: isolating an ESP electrically before work on the wellhead,
 * the junction box or the cable (backspin voltage, drive capacitors, gas in the cable), a PCP rod
 * string backing off or parting (backspin, the drive brake, torque against the connection), a
 * hydraulic jet pump losing production, and a mud motor (PDM) stalling while drilling.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const OSHA_LOCKOUT = cfrSection(
  29,
  '1910.147',
  'The control of hazardous energy (lockout/tagout): stored and residual energy, verification of isolation',
);

const OSHA_ELECTRICAL_WORK_PRACTICES = cfrSection(
  29,
  '1910.333',
  'Selection and use of work practices (deenergizing, lockout and verifying that circuit parts are deenergized before work)',
);

const NFPA_70E: KnowledgeSource = {
  title:
    'NFPA 70E, Standard for Electrical Safety in the Workplace (electrically safe work condition, absence-of-voltage testing, temporary protective grounding)',
  url: 'https://www.nfpa.org/70E',
};

const API_11S3 = apiStandard(
  'API RP 11S3, Recommended Practice for Electrical Submersible Pump Installations (surface cable, vented junction box, wellhead feedthrough)',
);

const API_11S9 = apiStandard(
  'API RP 11S9 (1st ed., 2023), permanent magnet motors in artificial lift: safety in handling, installation, troubleshooting, operation and pulling (voltage generated whenever the shaft turns, backspin)',
);

const PETROWIKI_ESP = petroWiki('Electrical_submersible_pumps');

const PETROWIKI_PCP = petroWiki(
  'Progressing_cavity_pumps',
  'surface drives, backspin control, rod string torque, tubing anchors',
);

const ISO_15136: KnowledgeSource = {
  title:
    'ISO 15136-1 and ISO 15136-2, Progressing cavity pump systems for artificial lift: pumps, and surface-drive systems (backspin retarders and brakes)',
  url: 'https://www.iso.org/search.html?q=ISO%2015136',
};

const API_11BR = apiStandard(
  'API RP 11BR, Recommended Practice for the Care and Handling of Sucker Rods (make-up by circumferential displacement)',
);

const API_11B = apiStandard(
  'API Spec 11B, Specification for Sucker Rods, Polished Rods and Liners, Couplings, Sinker Bars, Polished Rod Clamps, Stuffing Boxes, and Pumping Tees (rod grades and minimum yield strength)',
);

const PETROWIKI_HYDRAULIC_PUMPING = petroWiki(
  'Hydraulic_pumping_in_oil_wells',
  'jet pumps: nozzle and throat, cavitation, power fluid, free pumps',
);

const BROWN_1982: KnowledgeSource = {
  title: 'K. E. Brown, "Overview of Artificial Lift Systems", JPT, October 1982 (SPE-9979-PA)',
  url: 'https://doi.org/10.2118/9979-PA',
};

const GUO_PRODUCTION_ENGINEERING: KnowledgeSource = {
  title:
    'B. Guo, X. Liu and X. Tan, Petroleum Production Engineering, 2nd ed. (Gulf Professional Publishing, 2017): other artificial lift methods — hydraulic piston and jet pumping',
  url: 'https://www.sciencedirect.com/book/9780128093740/petroleum-production-engineering',
};

const APPLIED_DRILLING_ENGINEERING: KnowledgeSource = {
  title:
    'A. T. Bourgoyne Jr., K. K. Millheim, M. E. Chenevert and F. S. Young Jr., Applied Drilling Engineering, SPE Textbook Series Vol. 2 (Society of Petroleum Engineers, 1986): ch. 8, Directional Drilling and Deviation Control (downhole motors)',
  url: 'https://doi.org/10.2118/9781555630010',
};

const FUNDAMENTALS_OF_DRILLING_ENGINEERING: KnowledgeSource = {
  title:
    'R. F. Mitchell and S. Z. Miska (eds.), Fundamentals of Drilling Engineering, SPE Textbook Series Vol. 12 (Society of Petroleum Engineers, 2011): downhole motors and drillstring dynamics',
  url: 'https://store.spe.org/Fundamentals-of-Drilling-Engineering-P468.aspx',
};

export const liftIsolationAndDownholeMotorEntries: readonly KnowledgeEntry[] = [
  {
    id: 'lift-esp-electrical-isolation',
    title:
      'Isolating an ESP electrically before work on the wellhead, the junction box or the cable — lockout at the switchboard or VSD, the drive capacitors’ discharge time, backspin voltage from fluid falling back through the pump, testing for zero voltage, grounding the phases, and gas that has come up the cable into the junction box',
    area: 'artificial-lift',
    aliases: [
      'ESP lockout',
      'ESP lock out',
      'locking out the ESP',
      'ESP isolation',
      'isolating the ESP',
      'ESP electrical isolation',
      'ESP LOTO',
      'ESP junction box',
      'junction box',
      'vent box',
      'ESP vent box',
      'VSD capacitors',
      'VSD capacitor discharge',
      'drive capacitor discharge',
      'DC bus discharge',
      'backspin voltage',
      'ESP backspin voltage',
      'permanent magnet motor',
      'PMM',
      'test before touch',
      'absence of voltage test',
      'live-dead-live',
      'temporary protective grounds',
      'grounding the ESP cable',
      'gas in the junction box',
      'gas up the ESP cable',
      'gas migrating up the cable',
      'API RP 11S9',
    ],
    symptoms: [
      'voltage on the ESP cable with the drive locked out',
      'ESP still backspinning after shutdown',
      'gas blowing out of the junction box',
      'gas detector alarms when the junction box is opened',
      'need to work on the ESP wellhead and the cable',
    ],
    summary:
      'An ESP is isolated only when the supply is locked out at the switchboard or VSD, the drive’s capacitors have had their discharge time, backspin has stopped (fluid falling back through the pump turns the motor into a generator — a permanent magnet motor always, an induction motor sometimes), zero voltage is proven phase to phase and phase to ground at the point of work with a rated detector, and the three phases are grounded. The junction box vents gas that migrates up the cable from the well: approach it with a gas monitor and let it vent before opening it.',
    body: `**Immediate actions**
1. Stop the ESP at the VSD or switchboard, open its disconnect, lock and tag it yourself — a drive on auto-restart or a SCADA command will start it again.
2. Wait out the drive's **capacitor discharge time** on its label (commonly 5 minutes on small drives, 15 minutes or more on large and medium-voltage ones), and measure the DC bus below 50 V before touching inside.
3. Treat the cable as live until **backspin** has stopped: fluid falling back through the pump turns the motor, and a turning motor generates voltage on the cable whatever the disconnect says.
4. Gas alarm or gas smell at the junction box: no ignition, stand upwind, and let it vent before the cover comes off; H2S means SCBA.
5. Prove zero voltage at the point of work with a detector rated for the cable voltage (test it on a live source before and after), then ground all three phases before touching.

**Ask first**: what is the work (the wellhead, hanger or penetrator, the junction box, the surface cable, or inside the drive), is the motor a permanent magnet motor (PMM) or an induction motor, is there a check valve above the pump, and is the well sour?

**Where the energy is — five sources, not one**
- **The supply:** utility or generator, through the switchboard or VSD, then the step-up transformer — the cable and junction box run at the transformer's output, commonly 1,000–4,000 V or more, not the 480 V of the drive's input.
- **The drive's DC bus capacitors:** they hold a lethal charge after the power is off, for minutes.
- **The motor as a generator (backspin):** with no check valve (or a leaking one), the fluid column in the tubing falls back through the pump and spins it backwards — for minutes to more than an hour, depending on the column and the pump, at speeds that can approach running speed. A **permanent magnet motor** generates voltage in proportion to its speed every time the shaft turns, locked out or not (API RP 11S9); an induction motor usually generates little from residual magnetism, but backspinning induction motors are known to have produced hazardous voltage.
- **The cable's own charge:** thousands of feet of cable are a capacitor, charged further by a megger test at 1,000–5,000 V DC.
- **Gas and pressure:** well gas travels up inside the cable (between strands, under the jacket and armour) from the wellhead feedthrough, and the wellhead holds tubing and casing pressure behind the penetrator.

**Likely causes of voltage or a flash on a "locked-out" ESP**
- Locked out at the wrong point: the drive stopped but its disconnect or supply breaker not open, a bypass contactor, a second source (generator and utility), or the wrong well's drive on a shared pad.
- Work started inside the drive before the capacitors discharged.
- **Backspin** still turning the motor — a PMM especially, or a check valve that leaks.
- A cable left charged after a megger test, with no discharge to ground.
- Gas at the junction box ignited by a tool, a light or a static spark; or a junction box sealed or bypassed, so gas reached the switchboard and its contacts.

**What to check, in this order**
1. **The isolation point:** the right well and drive; the disconnect open and locked, every source (utility, generator, bypass) isolated; try-start with the controls returned to off afterwards.
2. **The drive:** the discharge time passed and the DC bus measured below 50 V.
3. **Backspin:** the drive's backspin or speed reading (many drives read the back-EMF at the transformer output), voltage on the motor side, flow or pressure at the wellhead reversing, the fluid level falling — and whether there is a check valve and drain valve above the pump.
4. **The junction box:** gas monitor (LEL and H2S) at the vent before anyone is near it; the vent open and unobstructed.
5. **Zero voltage at the point of work:** phase to phase (A–B, B–C, C–A) and each phase to ground, with a detector rated for the voltage, tested on a known live source before and after (live–dead–live).
6. **Pressure at the wellhead**, if the penetrator, hanger or wellhead will be opened: tubing and casing pressure bled and proven, or the well killed — the feedthrough is a pressure barrier.

**What to do**
1. **Lock out** at the switchboard or VSD disconnect (and the supply breaker on a drive you will open); each worker's own lock and tag.
2. **Wait for backspin to end** before any work on the cable, junction box or wellhead side: watch the drive's backspin reading or measure voltage on the motor side until it stays at zero; with a PMM follow the maker's and API RP 11S9's practice — no cable work while the shaft can turn, and the phases shorted and grounded at the surface once it is stopped. Never start into backspin — it breaks shafts.
3. **Open the junction box carefully:** gas monitor on, stand upwind, no ignition sources (Class I area around the box and the wellhead); loosen the cover and let the box vent before taking it off. Gas coming steadily means the wellhead feedthrough or the cable is leaking — plan its repair.
4. **Test for absence of voltage** at the point of work, live–dead–live.
5. **Ground all three phases** with a temporary grounding set rated for the fault current: the ground clamp on first, then each phase with an insulated stick; leave it on for the whole job. A cable just meggered is grounded for at least four times the test duration before handling (IEEE 43 practice).
6. **Opening the junction box links** gives a visible break between surface and downhole — but the downhole side stays live while the motor can turn, so it is tested and grounded too.
7. **Before re-energizing:** grounds off and counted, covers on, the junction box vent clear, people clear, each lock removed by its owner, backspin confirmed stopped; then megger and phase-to-phase readings as the start-up procedure requires.

**The junction box (vent box): why it is there**
- Gas in the well migrates up the cable inside its jacket and armour. The junction box breaks the cable run and lets that gas vent to the atmosphere, away from the switchboard and the drive, where arcing contacts would ignite it.
- It stands commonly at least 15 ft (about 5 m) from the wellhead and raised off the ground, with its vent open; never seal it, plug the vent, or run the cable straight from the wellhead to the switchboard.
- Treat the box and its surroundings as a classified (gas) area: hot work, lights and tools only as the permit and the area classification allow.

**Safety:** only qualified electrical workers open the drive, switchboard or transformer (arc-flash PPE to the rating on the label); the lease crew's lock goes on the disconnect, not a switch on the panel door. A PMM ESP being pulled generates voltage as the cable and motor are moved and the shaft turns — keep its cable ends shorted and grounded. For pressure work on the wellhead (penetrator, hanger), the electrical isolation and the pressure isolation are both needed.`,
    sources: [
      OSHA_LOCKOUT,
      OSHA_ELECTRICAL_WORK_PRACTICES,
      NFPA_70E,
      API_11S9,
      API_11S3,
      PETROWIKI_ESP,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'lift-esp-failures',
      'lift-esp-electrical-readings',
      'ops-electrical-hazard',
      'ops-pressured-equipment-work',
    ],
  },
  {
    id: 'lift-pcp-rod-backoff-backspin',
    title:
      'PCP rod string backed off or parted — backspin on shutdown (stored rod torque and the fluid column), the drive brake or backspin retarder, rod torque against the rod and connection rating, the signs (torque to zero, no flow, the drive still turning), fishing, and prevention (torque anchor, make-up, rod guides)',
    area: 'artificial-lift',
    aliases: [
      'PCP backspin',
      'PCP back spin',
      'PCP back-spin',
      'PCP rod part',
      'PCP rods parted',
      'PCP parted rods',
      'PCP rods backed off',
      'PCP rod backoff',
      'PCP rod back-off',
      'rods backed off',
      'backspin brake',
      'backspin retarder',
      'PCP drive brake',
      'PCP drive head',
      'torque anchor',
      'no-turn tool',
      'anti-rotation tool',
      'rod make-up torque',
      'circumferential displacement',
      'PCP rod guides',
      'PCP rod fishing',
    ],
    // Rods that part on a beam-pumped well are the rod-pump failure entry's case.
    appliesWhen: [
      'pcp',
      'progressing cavity',
      'progressive cavity',
      'drive head',
      'rotor',
      'stator',
    ],
    symptoms: [
      'PCP torque dropped to almost nothing and no flow',
      'drive head turning but nothing at surface',
      'torque went to zero and the speed went up',
      'drive head spun backwards after the power went off',
      'PCP rods parted again',
      'backspin brake smoking',
    ],
    summary:
      'A PCP rod string stores tens of turns of torque, and the fluid column in the tubing drives the pump backwards on shutdown: the drive’s brake or backspin retarder must release both slowly, and nobody goes near a drive head that is turning. Torque falling to the no-load value with no flow while the drive turns means the rods parted or backed off (or the tubing backed off). Fish with a flush-by or rig, inspect and re-make the connections, and prevent the next one with running torque well under the rod and connection rating, proper make-up, a torque anchor on the tubing and rod guides.',
    body: `**Immediate actions**
1. **Drive head spinning backwards or the brake smoking:** stay clear of the drive head, sheaves, belts and polished rod clamp — never try to stop it by hand, with a bar or by the belts.
2. Keep people out of the line of fire until the rotation stops: backspin ends when the rods have unwound and the fluid in the tubing has fallen to the annulus level.
3. Lock out the drive motor at its VSD or disconnect before any work on the drive head or polished rod; confirm zero rotation and zero torque on the drive's reading.
4. Never unclamp the polished rod or remove the drive with torque still in the rods — release it through the drive's brake as the maker's procedure says.

**Ask first**: what did the drive show at the moment of failure — torque, speed and flow before and after — and was it a shutdown (power loss, a trip, a stop for work) with backspin just before, or a failure while running?

**Backspin: where the energy comes from**
- **Rod windup:** the rods twist like a torsion spring. Turns stored ≈ T·L ÷ (G·J·2π): 7/8 in. rods (J = 0.0575 in.⁴) at 4,000 ft and 500 ft·lbf store about 70 turns; 1 in. rods at 3,000 ft and 800 ft·lbf about 50.
- **The fluid column:** on shutdown the head the pump was making pushes fluid back down the tubing through the pump, turning it as a hydraulic motor until the tubing and annulus levels meet — which can take many minutes and, unbraked, reach speeds above the running speed.
- **The brake (backspin retarder):** hydraulic, centrifugal or viscous brakes in the drive head, or a VSD that controls reverse speed, limit backspin speed and let the energy out slowly. A brake that fails or is undersized lets the drive overspeed — sheaves and belts have flown apart and rods have backed off.

**Likely causes**
- **Overtorque:** sand, a swollen stator, a tag of the rotor on the tag bar or a pumped-off pump raising torque past the rating of the rod body or its connection — the rod twists off (a spiral fracture) or the pin yields.
- **Connections backing off:** rods made up short of their make-up (circumferential displacement per API RP 11BR, or the maker's figure for PCP service) lose preload under cyclic torque and come undone when the torque reverses on a shutdown or a violent backspin.
- **Fatigue and wear:** rod-on-tubing wear in deviated wells or doglegs wearing couplings and pins, corrosion pits, bending stress with the torque.
- **Tubing backing off, not the rods:** the stator's reaction torque turns the tubing to the left, which unscrews it — without a torque anchor (no-turn tool) the tubing unscrews and the rotor falls out of its stator.
- **Shock loads:** hard starts without a ramp, repeated restarts into a stuck pump, an uncontrolled backspin stopped suddenly.

**Signs**
- **Parted or backed-off rods:** the torque falls to the no-load value (polished rod and stuffing box only), no flow, the speed rises on a drive with a torque limit, and the fluid level rises in the annulus.
- **Backed-off tubing:** the same, but the rods pick up normal weight, and on the pull the tubing is loose at a connection.
- **Before the part:** torque spikes and trips, rising torque over weeks (sand, swelling), torque near the limit at start-ups.

**What to check, in this order**
1. **The drive's trend:** torque, speed and current before and at the failure, and any shutdown or backspin event just before.
2. **The running torque against the limits:** the rod body's torque rating — in pure torsion a rod starts to yield at its surface at about 0.577 × minimum yield × π·d³ ÷ 16, about 540 ft·lbf for 7/8 in. and 800 ft·lbf for 1 in. grade D rods (85,000 psi minimum yield), less with the axial load — and the connection's rating from the maker; hold the running torque to about 75–80 % of the lower, and the drive's torque limit below it.
3. **The pick-up weight** with the rig against the calculated rod weight in fluid — it gives the depth of the part.
4. **The brake:** tested, sized for the pump's head and the string, and working before restarting.

**What to do**
1. **Fish with a flush-by unit or a rig:** pull the rods; at the break, run a rod overshot (or a fishing tool for the connection) on the fish and pull it out; a clean backed-off connection can be screwed back into only after the pin and coupling are inspected — a stretched or galled pin is replaced.
2. **Inspect the string:** the parted rod and several above and below it, every connection broken, cleaned and gauged; replace worn couplings and pins, and rods with pits or spiral marks.
3. **Re-make-up every connection** to the displacement or torque specified, with clean, doped threads.
4. **Re-space the rotor** (tag and pick up as the pump maker says) so it neither tags nor sits short of the stator.
5. **Restart slowly** on a ramp, watching torque; set the drive's torque limit and the backspin control before leaving the well.

**Prevention**
- A **torque anchor** (no-turn tool) on the tubing below the stator; set it with the tubing in tension or as the maker specifies.
- Rods sized for the torque with margin — larger rods, higher-grade rods, hollow or continuous rods or high-torque connections for heavy oil and sandy wells.
- Proper make-up on every connection, on every run.
- **Rod guides or centralizers** where the rods rub the tubing (deviated wells, doglegs), and a slower speed in them.
- A VSD with a soft start and stop, a torque limit, and controlled backspin; a brake inspected and tested on schedule.
- Sand and swelling managed (flush-bys, the right elastomer) so the torque stays down.

**Safety:** backspin energy has thrown sheaves and belts from drive heads — guards stay on, and nobody stands by the drive head during a shutdown. On the rig, the rods carry torque until proven otherwise: release it through the drive, not by unclamping.`,
    sources: [PETROWIKI_PCP, ISO_15136, API_11BR, API_11B, OSHA_LOCKOUT],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'lift-pcp',
      'lift-pcp-torque-sand',
      'lift-rod-pump-failures',
      'lift-esp-electrical-isolation',
    ],
  },
  {
    id: 'lift-jet-pump-production-loss',
    title:
      'A hydraulic jet pump losing production — power-fluid rate and pressure, a worn or plugged nozzle or throat, cavitation from low intake pressure, the pump not seated in its cavity, dirty or gassy power fluid, and when to reverse the pump out and change the nozzle and throat',
    area: 'artificial-lift',
    aliases: [
      'jet pump losing production',
      'jet pump production dropping',
      'jet pump production falling',
      'jet pump losing rate',
      'jet pump rate dropping',
      'jet pump nozzle worn',
      'jet pump nozzle plugged',
      'jet pump throat worn',
      'nozzle and throat combination',
      'nozzle throat ratio',
      'jet pump area ratio',
      'reverse out the jet pump',
      'reverse circulate the jet pump',
      'surface the jet pump',
      'jet pump not seated',
      'jet pump cavity',
      'power fluid quality',
      'power fluid solids',
      'power oil',
    ],
    symptoms: [
      'jet pump making less oil at the same power fluid pressure',
      'power fluid rate up and pressure down',
      'power fluid pressure climbing and the rate falling',
      'more power fluid pressure but no more production',
      'only power fluid coming back after dropping the jet pump',
      'jet pump production dropped over the last few weeks',
    ],
    summary:
      'A jet pump that loses production is told apart by its power fluid: more rate at the same pressure is a worn nozzle or a leak past the pump (not seated, seals gone); less rate at higher pressure is a plugged nozzle; the same power fluid with less production is a worn throat, cavitation at a low intake pressure, a plugged intake, more back-pressure on the returns or the well itself. Reverse the pump out and change the nozzle and throat when the signs show wear or plugging, or when the intake pressure has fallen so the old combination cavitates.',
    body: `**Ask first**: what have the power-fluid rate and pressure done against the last good test (a meter, not strokes), what is the pump intake pressure now (gauge or fluid level), and did the drop follow a pump change, a change in the power fluid or a change at the battery?

**Read the power fluid first**
- **The nozzle equation:** the nozzle passes q ≈ 1,214 × Aₙ × √((pₙ − pₛ) ÷ G) bbl/d (Aₙ in in.², pₙ the nozzle pressure = surface power-fluid pressure + hydrostatic − friction, pₛ the intake pressure, G the power fluid's gravity). Example: 3,000 psi surface, pump at 8,000 ft, water (G 1.03, 0.446 psi/ft) → pₙ ≈ 3,000 + 3,570 − 200 ≈ 6,370 psi; with pₛ 1,000 psi and Aₙ 0.0177 in.², q ≈ 1,214 × 0.0177 × √(5,370 ÷ 1.03) ≈ 1,550 bbl/d.
- **Rate higher than the equation at the same pressure** (commonly 10 % or more above the last test): a worn, enlarged nozzle — or power fluid bypassing: the pump not seated, its seals cut, a leak in the cavity or tubing.
- **Rate lower and pressure higher:** a nozzle partly plugged with scale, sand, paraffin or trash.
- **Power fluid normal, production down:** a worn or cavitation-damaged throat or diffuser, a plugged intake screen or standing valve, higher back-pressure on the returns, or less inflow from the well (declining, or gas).

**Likely causes**
- **Nozzle wear:** solids in the power fluid eroding the nozzle's sharp edge and bore.
- **Nozzle or throat plugging:** scale, iron sulfide, sand, paraffin or rubber and trash from the surface system.
- **Cavitation:** the throat entry's annular area (throat minus nozzle) passes production at high velocity; when the intake pressure falls (the well drawn down), the pressure there reaches the fluid's vapour pressure and the bubbles collapse on the throat — production stops rising with more power fluid, and the throat pits and erodes. A pumped-off well also cavitates the jet at low production.
- **The pump not in its cavity:** a free pump hung up high (paraffin, scale, a tight spot), landed on debris, in the wrong sleeve or cavity, or the wrong configuration (standard against reverse circulation) for the bottom-hole assembly — the power fluid short-circuits to the returns.
- **Power fluid quality:** solids (sand, scale, iron sulfide, corrosion products) from a settling tank or vessel with too little retention; free gas or emulsion carried into the power fluid, which starves the surface pump and lightens the jet.
- **The surface pump:** a triplex or multiplex losing volumetric efficiency (valves, packing, plungers), a pressure-control or relief valve passing power fluid back to the tank.
- **Back-pressure:** each 100 psi more at the wellhead or battery adds 100 psi to the pump's discharge — less production at the same power fluid.

**What to check, in this order**
1. **Surface:** the power-fluid meter against the triplex strokes, the bypass and relief valves, the suction and the power-fluid tank or vessel; return (flowline) pressure against the last test.
2. **The nozzle equation** at today's pressures against the measured rate.
3. **The intake pressure** (gauge, fluid shot or the pump model) against the pressure the nozzle and throat were chosen for.
4. **The power fluid:** a sample for solids (amount and size), gas and emulsion; the retention and cleaning in the power-fluid system.
5. **The returns:** water cut, gas, sand; is formation fluid coming back at all, or only power fluid?
6. **The last pump pulled:** nozzle and throat condition — pitting at the throat entry (cavitation), a washed, bell-mouthed nozzle (erosion), deposits (plugging).

**What to do**
1. **Fix the surface first:** meter, triplex repairs, a passing relief or bypass valve, back-pressure at the battery.
2. **Clean up the power fluid:** more settling or retention, a desander or cyclones and filters, gas separated ahead of the suction. Piston pumps need it very clean (commonly under about 10–20 ppm solids); jet pumps tolerate more, but solids still erode the nozzle.
3. **Reverse the pump out** (pump down the return side so the free pump comes up the power-fluid string into the lubricator or catcher) when the nozzle equation shows wear or plugging, the intake pressure has fallen below what the nozzle and throat were sized for, cavitation is suspected (production flat or falling as power-fluid pressure is raised), or the pump is not seated.
4. **Change the nozzle and throat** with the maker's model at today's intake pressure and production: a larger throat for the same nozzle (a smaller area ratio) or a smaller nozzle moves away from cavitation at a low intake pressure; a larger nozzle only if the surface pump and the intake pressure can carry it. Lower the power-fluid pressure rather than raise it on a cavitating pump.
5. **Land it properly:** pump the new pump down at a steady rate and watch for the pressure rise as it seats; the volume to land is about the power-fluid string's capacity to the cavity (2-7/8 in., 6.5 lb/ft tubing holds 0.00579 bbl/ft — about 46 bbl to 8,000 ft). If it will not seat, clean the string (hot oil, scale treatment) or run the standing valve and check the cavity.
6. **Record** each pump's combination, power-fluid rate and pressure, intake pressure and production so wear shows as a trend.

**Safety:** the power-fluid system runs at thousands of psi — relief valves set and proved, lines restrained, no work on pressured lines or the lubricator; bleed the catcher or lubricator to zero before opening it to take the pump out. Returns and power fluid can carry H2S.`,
    sources: [PETROWIKI_HYDRAULIC_PUMPING, BROWN_1982, GUO_PRODUCTION_ENGINEERING],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['lift-jet-pump', 'lift-selection', 'fac-centrifugal-pump-cavitation'],
  },
  {
    id: 'drill-mud-motor-stall',
    title:
      'A mud motor (PDM) stalling while drilling — standpipe pressure jumping, no rotation or torque at the bit, differential at or past the motor’s limit: pick up off bottom, cut the weight, do not keep stalling it; stator chunking from heat, oil-based mud aromatics and repeated stalls, and when to pull the motor',
    area: 'drilling',
    aliases: [
      'mud motor stall',
      'mud motor stalling',
      'motor stall',
      'motor stalled',
      'PDM stall',
      'PDM stalling',
      'stalled the motor',
      'stalling the motor',
      'positive displacement motor',
      'PDM',
      'power section',
      'stator chunking',
      'chunked stator',
      'stator elastomer',
      'rubber at the shakers',
      'motor differential pressure',
      'stall pressure',
      'off-bottom pressure',
      'aniline point',
      'even-wall stator',
    ],
    // Slow or erratic drilling with no motor or stall named is the slow-drilling entry's case.
    appliesWhen: [
      'motor',
      'pdm',
      'stall',
      'stalls',
      'stalling',
      'stalled',
      'stator',
      'slide',
      'sliding',
    ],
    symptoms: [
      'standpipe pressure jumped and the ROP went to zero',
      'motor stalls every time weight goes on',
      'pressure spikes on bottom and the toolface jumps',
      'rubber pieces over the shakers',
      'motor stalling at a lower differential than earlier in the run',
      'off-bottom pressure dropped after the stalls',
    ],
    summary:
      'A PDM stalls when the bit needs more torque than the power section can give: the standpipe pressure jumps by hundreds of psi to or past the motor’s maximum differential, the bit stops turning and the ROP goes to zero. Pick up off bottom at once, let the pressure come back to the off-bottom value, and bring weight back slowly with the differential well below the limit — each stall forces mud past the rotor and tears the stator rubber. Heat, aromatic oil-based mud and repeated stalls chunk the stator; rubber at the shakers, a lower off-bottom pressure or stalls at a lower differential say pull it.',
    body: `**Ask first**: what are the motor's maximum recommended differential and the differential you drill at (on-bottom minus off-bottom standpipe pressure at the same flow), how many stalls so far this run, and what are the mud (oil- or water-based, the base oil's aniline point) and the circulating temperature against the stator's rating?

**How a stall shows**
- **Standpipe pressure jumps** in seconds — commonly by hundreds of psi — to or past the motor's maximum differential; the pumps may hit their relief or trip.
- **No rotation or torque at the bit:** ROP drops to zero; while sliding, the toolface jumps or stops responding; while rotating, surface torque spikes and the string may wind up.
- **Differential pressure** is torque: the motor's torque is roughly proportional to the differential, so a differential at its limit is a motor at its torque limit.
- **Off bottom** the pressure falls back to the off-bottom value when the stall clears; if it stays high, the bit or motor is plugged or locked.

**Likely causes**
- **Too much weight too fast:** weight stacking while sliding in a lateral and releasing onto the bit all at once, or weight brought on quickly at the start of a stand.
- **Drilling too near the limit:** a differential at 90–100 % of the maximum leaves no room for a hard streak, a ledge or torque from the bit's cutters biting.
- **An aggressive bit** for the motor's torque (PDC with many sharp cutters, high depth of cut).
- **A worn or damaged stator:** chunked or swollen rubber seals less, so the motor stalls at a lower differential than its rating.
- **Junk or a tight hole:** a ledge, a dogleg, junk or cuttings beds holding the bit.
- **Flow out of range:** less flow than the motor's range makes less speed and power; more flow than its range erodes and heats it.

**Why repeated stalls kill the stator**
- Stalled, the rotor stops but the pumps keep pushing mud: it is forced past the rotor–stator seal lines at high velocity and tears the elastomer; the rubber flexes hard under the peak differential and heats.
- **Heat:** the stator's elastomer heats from hysteresis as it flexes, on top of the well's temperature — NBR stators are commonly limited to about 250–300 °F (120–150 °C) circulating, HNBR and special compounds higher; the rotor–stator fit is chosen for the temperature, and too tight a fit runs hot.
- **Oil-based mud aromatics:** aromatics swell the rubber, which tightens the fit, heats it and lets it chunk. The base oil's **aniline point** measures it: lower means more aromatic — motor makers commonly want about 150 °F (65 °C) or more; diesel is at the low end, mineral and synthetic base oils higher.
- **Chunking:** pieces of the rubber lobes tearing out — seen as rubber over the shakers, a motor that stalls easily, and less pressure and power.

**What to check, in this order**
1. **Off-bottom pressure** at the drilling flow now against the start of the run: a fall without a washout or lost nozzle points to stator wear (check the string for a washout too).
2. **The stall count and the differential** at each stall, and the differential you are drilling at against the maximum.
3. **The shakers** for rubber.
4. **Weight transfer** when sliding: weight stacking and releasing, hook-load swings.
5. **The mud:** oil-water ratio and base-oil aniline point in OBM, temperature in and out, solids and LCM.
6. **Bit, hole and flow:** bit type against motor torque, ledges and doglegs, the flow against the motor's range.

**What to do**
1. **At a stall: pick up off bottom at once** — the pressure should fall back to the off-bottom value. If the pick-up is slow or the pressure stays up, cut the pump rate. On a rotating string, hold the torque and let it unwind under control.
2. **Do not keep stalling it:** no more flow to "push through", no stacking weight back onto a stalled motor; every stall costs stator life.
3. **Restart:** confirm the off-bottom pressure, tag bottom gently and bring weight on slowly, watching the differential; drill at a differential well below the maximum (commonly about 70–80 % of it) and let the ROP come from steady weight.
4. **Cut the stalls:** better weight transfer while sliding (an agitator or friction tool, lubricant, rocking the string, rotating between slides), a less aggressive bit or depth-of-cut control, a higher-torque power section for the next run.
5. **Pull the motor** when rubber comes over the shakers, the off-bottom pressure at the same flow has fallen with no other cause, it stalls at a clearly lower differential or weight than earlier in the run, a stall does not clear off bottom (plugged bit or locked motor), the ROP has fallen with the same parameters, or the stall count or hours pass the company's or maker's limit — before chunks plug the bit or the MWD.
6. **Next motor:** an elastomer and fit for the temperature and the mud (HNBR or a high-temperature compound, an even-wall stator, a looser fit for heat or aromatics), a motor with its torque matched to the bit.

**Safety:** torque trapped in the string by a stall is released when the stall clears — the string can spin back: keep the rotary area clear and release it slowly. A pressure spike near the pumps' relief or the standpipe rating is a line-of-fire hazard at the pumps and manifold.`,
    sources: [
      APPLIED_DRILLING_ENGINEERING,
      FUNDAMENTALS_OF_DRILLING_ENGINEERING,
      slbGlossary('mud motor'),
      slbGlossary('aniline point'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'drill-low-rop-bit-balling',
      'drill-motor-not-building',
      'drill-downhole-vibration-stick-slip-whirl',
      'drill-pump-pressure-drop',
    ],
  },
];
