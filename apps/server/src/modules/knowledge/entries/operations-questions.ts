import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  OSHA_NIOSH_TANK_GAUGING,
  OSHA_H2S,
  OSHA_OIL_AND_GAS,
  apiStandard,
  cfrPart,
  cfrSection,
  cfrSubpart,
  spePaper,
  texasRule,
} from './sources';

/** The day these entries were checked against their sources. */
const OPERATIONS_QUESTIONS_REVIEWED = '2026-11-30';

const PETROWIKI_GAS_LIFT: KnowledgeSource = {
  title: 'PetroWiki: Gas lift',
  url: 'https://petrowiki.spe.org/Gas_lift',
};

const API_11V5 = apiStandard(
  'API RP 11V5, Operation, Maintenance, Surveillance, and Troubleshooting of Gas-lift Installations',
);

const PETROWIKI_PLUNGER: KnowledgeSource = {
  title: 'PetroWiki: Plunger lift',
  url: 'https://petrowiki.spe.org/Plunger_lift',
};

const PETROWIKI_PCP: KnowledgeSource = {
  title: 'PetroWiki: Progressing cavity pumps',
  url: 'https://petrowiki.spe.org/Progressing_cavity_pumps',
};

const PETROWIKI_PCP_ELASTOMERS: KnowledgeSource = {
  title: 'PetroWiki: Elastomers for PCP systems (NBR, HNBR, fluoroelastomers; swell testing)',
  url: 'https://petrowiki.spe.org/Elastomers_for_PCP_systems',
};

const PETROWIKI_ESP: KnowledgeSource = {
  title: 'PetroWiki: Electrical submersible pumps',
  url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
};

const PETROWIKI_PACKERS: KnowledgeSource = {
  title: 'PetroWiki: Packers',
  url: 'https://petrowiki.spe.org/Packers',
};

const HYDRAULIC_INSTITUTE: KnowledgeSource = {
  title:
    'Hydraulic Institute, ANSI/HI pump standards (ANSI/HI 9.6.1, Rotodynamic Pumps — Guideline for NPSH Margin; ANSI/HI 9.6.3, Allowable Operating Region)',
  url: 'https://www.pumps.org/',
};

const AMPP_MONITORING: KnowledgeSource = {
  title:
    'AMPP (NACE) SP0775, Preparation, Installation, Analysis, and Interpretation of Corrosion Coupons in Oilfield Operations; NACE SP0192, Monitoring Corrosion in Oil and Gas Production with Iron Counts; NACE SP0106, Control of Internal Corrosion in Steel Pipelines and Piping Systems',
  url: 'https://www.ampp.org/',
};

const IEEE_ESP_CABLE: KnowledgeSource = {
  title:
    'IEEE Std 1017, Recommended Practice for Field Testing Electric Submersible Pump Cable; IEEE Std 43, Recommended Practice for Testing Insulation Resistance of Electric Machinery',
  url: 'https://standards.ieee.org/',
};

const NATIONAL_RESPONSE_CENTER: KnowledgeSource = {
  title: 'U.S. Coast Guard, National Response Center (reporting oil discharges)',
  url: 'https://nrc.uscg.mil/',
};

const PETROWIKI_WATERFLOODING: KnowledgeSource = {
  title: 'PetroWiki: Waterflooding',
  url: 'https://petrowiki.spe.org/Waterflooding',
};

/**
 * Questions production and drilling engineers ask every week that the base answered badly or not
 * at all: which gas-lift valve a well lifts from, setting up a new plunger well, telling a tubing
 * leak from a packer leak, a cavitating centrifugal pump, a hydraulic-set packer that will not
 * set, a PCP whose torque climbs, a corrosion monitoring programme for wet-gas lines with CO2, a
 * LACT probe that diverts good oil, well tests that do not add up to the sales, an ESP megger
 * before start-up, pressure trapped in tubing being pulled, a leak reported by a landowner, an
 * acid flowback on a sour well, and a waterflood producer whose water cut jumps.
 */
export const operationQuestionEntries: readonly KnowledgeEntry[] = [
  {
    id: 'lift-gas-lift-injection-point',
    title:
      'Which gas-lift valve is the well lifting from? Finding the point of injection without a survey: casing pressure against the valves’ surface closing pressures, gas rate against port throughput, the chart, a fluid shot and temperature',
    area: 'artificial-lift',
    aliases: [
      'point of injection',
      'injection point',
      'which valve is injecting',
      'which gas lift valve is open',
      'which valve is open',
      'which valve is it lifting from',
      'injection depth',
      'operating depth',
      'finding the operating valve',
      'locate the operating valve',
      'valve surface closing pressure',
      'surface opening pressure',
      'surface closing pressure',
      'test rack opening pressure',
      'dome pressure temperature correction',
      'valve throughput',
      'orifice throughput',
      'Thornhill-Craver',
      'gas passage chart',
      'injecting from an upper valve',
      'injecting too shallow',
    ],
    appliesWhen: [
      'injection point',
      'point of injection',
      'operating valve',
      'injection depth',
      'closing pressure',
      'opening pressure',
      'multipointing',
      'multi-pointing',
      'multipoint',
      'upper valve',
      'unloading valve',
      'orifice',
      'mandrel',
      'fluid shot',
      'acoustic',
      'survey',
      'shallow',
      'transfer',
      'valve open',
      'throughput',
    ],
    symptoms: [
      'do not know which mandrel the gas is going through',
      'casing pressure sits at an unloading valve closing pressure',
      'injection gas rate more than the orifice can pass',
      'gas going in shallower than the design valve',
      'casing pressure higher than the operating valve needs',
      'no flowing survey and need to know the injection depth',
    ],
    summary:
      'Without a flowing survey, the point of injection is read from the steady casing pressure against each valve’s surface closing pressure (corrected to its real temperature), the injection rate against what the orifice can pass, the casing pressure’s behaviour on the chart, an acoustic shot of the annulus liquid level, and temperature; gas above the design point or through two valves at once shows in all of them.',
    body: `**Ask first**: what does the casing (injection) pressure read while the well lifts steadily, and what are the design's surface opening and closing pressures for each mandrel — with the temperature each valve was set for?

**Signs — where the gas is going in**
- **Casing pressure below every unloading valve's surface closing pressure, and a gas rate the orifice can pass:** lifting from the orifice (operating valve), as designed.
- **Casing pressure flat at one unloading valve's closing pressure:** the well is lifting from that valve — it never transferred down, or the valve below is plugged.
- **Gas rate more than the orifice can pass at the casing pressure:** gas is also going in higher up — an unloading valve open (multipointing), a cut-out valve or a tubing hole.
- **Casing pressure cycling a few psi around an upper valve's closing pressure, tubing heading in step:** that valve opens and closes — valve interference, the classic sign of multipointing.
- **Casing pressure rising toward supply with little gas in:** the operating valve or orifice is plugged, or the tubing pressure at depth is too high for it to pass gas.

**Likely causes of lifting too shallow**
- Not enough injection pressure to uncover the next valve (supply pressure lower than the design, or a kill fluid heavier than planned).
- Valves running at a temperature other than their set temperature: a nitrogen dome's pressure rises roughly 2–2.5 psi per °F near 1,000 psi, so a valve colder than its design closes tens of psi lower and stays open at the operating casing pressure.
- An upper valve leaking or cut out by fast unloading; a failed reverse-flow check.
- The orifice or operating valve plugged with scale, wax or debris; a tubing hole above it.

**What to check, in this order**
1. **Casing pressure against the valve table:** list each valve's surface closing pressure corrected to its flowing temperature. The shallowest valve whose closing pressure is at or below the steady casing pressure is the highest point gas can enter.
2. **Gas rate against throughput:** compare the metered injection rate with what the orifice passes at the casing pressure and the estimated tubing pressure at its depth (the supplier's gas-passage or Thornhill-Craver chart). More than it can pass means another entry point; far less means a partly plugged port or a small pressure difference across it.
3. **The two-pen chart or electronic record:** the plateau the casing pressure stopped at while unloading, and whether it is steady or cycling now.
4. **An acoustic fluid shot down the annulus** with a gun rated for the casing pressure: in continuous lift the annulus is unloaded down to the point of injection, so the liquid level sits at or just below the valve passing gas.
5. **Temperature:** gas expanding through a port cools the fluid there — a temperature log, fibre or memory gauge shows a cooling spike at each entry point; at surface, flowing temperature falls when the well lifts from shallower.
6. **A bleed-down check:** stop injection briefly and watch the casing pressure fall; it stops at the closing pressure of the deepest unloading valve still passing gas, while with only the orifice open it keeps falling toward the tubing pressure at its depth.

**What to do**
- Lower the injection pressure or rate so the casing sits below the upper valves' closing pressures; the oil rate rising when it does confirms an upper valve was robbing gas.
- Replace leaking, cut-out or wrongly set valves by wireline, set with the right temperature correction; clear or replace a plugged orifice.
- Confirm with a flowing pressure–temperature survey before a large change, and record the new baseline (casing pressure, gas rate, oil and water rates) for the next time.

**Safety:** the annulus holds injection gas at full pressure — acoustic guns, gauges and wireline run only through equipment rated for it, bleed-offs go to a closed system, and hydrates at the injection choke are thawed with methanol or heat, never by hammering.`,
    sources: [
      API_11V5,
      PETROWIKI_GAS_LIFT,
      {
        title: 'SLB Energy Glossary: operating gas-lift valve (OGLV)',
        url: 'https://glossary.oilfield.slb.com/en/Terms/o/operating_gas-lift_valve_oglv.aspx',
      },
      apiStandard('API RP 11V6, Design of Continuous Flow Gas Lift Installations'),
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['lift-gas-lift-troubleshooting', 'lift-gas-lift-unloading', 'lift-fluid-level'],
  },
  {
    id: 'lift-plunger-first-setup',
    title:
      'Setting up a new plunger-lift well: the first trips, shut-in and afterflow times, arrival speed, load factor, plunger type, and tuning the cycle step by step',
    area: 'artificial-lift',
    aliases: [
      'plunger setup',
      'plunger set up',
      'setting up a plunger',
      'new plunger install',
      'new plunger installation',
      'plunger controller settings',
      'plunger timer settings',
      'plunger cycle settings',
      'optimising a plunger cycle',
      'optimizing the plunger cycle',
      'tuning the plunger',
      'shut-in time',
      'afterflow time',
      'close time',
      'open time',
      'load factor',
      'plunger load factor',
      'arrival time target',
      'target arrival speed',
      'plunger types',
      'pad plunger',
      'brush plunger',
      'bypass plunger',
      'two-piece plunger',
      'conventional plunger',
    ],
    symptoms: [
      'just installed plunger lift and do not know what times to set',
      'new plunger well will not cycle consistently',
      'plunger cycle settings not optimised and the well makes less than it should',
      'arrivals all over the place since the plunger was put in',
      'casing does not build enough between plunger trips',
    ],
    summary:
      'Start a new plunger well conservatively — tubing drifted, bumper spring set, a long shut-in and short afterflow — then tune one setting at a time toward arrivals of about 500–1,000 ft/min: longer afterflow and shorter shut-in while arrivals stay in the window, opening on a load factor below about 40–50 %. Some wells cannot lift a plunger at all.',
    body: `**Ask first**: what are the shut-in casing pressure, the line (sales) pressure, the tubing size and depth, the liquid per day and the gas rate — and is there a packer? Those decide whether the well can lift a plunger and where the cycle starts.

**Is the well a plunger well?**
- Rule of thumb: about 400 scf of gas per barrel of liquid for each 1,000 ft of lift, stored in an open annulus; a packer leaves only the tubing to store gas and needs more.
- The shut-in casing pressure should reach about 1.5 times the line pressure in a reasonable shut-in; a casing that cannot, a high liquid rate, heavy solids or scale, tubing of mixed sizes or with tight spots, or the end of tubing beyond about 60–70° of deviation make plunger lift a poor choice — look at gas lift, a velocity string, compression or a pump.

**Before the first trip**
1. Drift and broach the tubing to the bottom with a gauge the plunger's size; clear scale, wax and crimps.
2. Set the bottom-hole bumper spring (and a collar stop or standing valve) just above the perforations or at the end of tubing.
3. Fit a lubricator with a catcher and an arrival sensor, a full-opening master valve of the tubing's bore, and the controller with its pressure inputs.
4. Swab or unload a large liquid column first; a plunger falls fast in gas and slowly in liquid.

**Plunger types**
- **Pad or spring-blade plungers:** good seal, a sensible first plunger for most wells.
- **Solid bar or sealed-ring plungers:** robust, for clean tubing.
- **Brush plungers:** solids, fines and uneven tubing.
- **Bypass (flow-through) and two-piece (ball and sleeve) plungers:** fall against flow with little or no shut-in, for wells with higher rates.

**The cycle and the load factor**
- The cycle is a shut-in (the plunger falls to the spring, the casing builds), an open period while the plunger travels up, and afterflow while the gas sells until liquid loads the tubing again.
- **Load factor** = (casing pressure − tubing pressure) ÷ (casing pressure − line pressure), read at the moment of opening. Opening below about 40–50 % gives the casing enough energy to bring the plunger and its slug up; many controllers open on it rather than on a timer.
- **Arrival speed:** aim for about 500–1,000 ft/min (tubing depth ÷ travel time). Faster wastes energy and damages the plunger and lubricator; slower than about 500 ft/min risks stalling with a heavy slug.

**What to do — tuning step by step**
1. **First cycles:** shut in long enough for the plunger to reach bottom (fall time through gas plus through the liquid, with margin — often an hour or more at first) and for the load factor to fall below about 40 %; keep afterflow short.
2. **Change one setting at a time**, by small steps, and give each change several cycles or a day before judging it.
3. **Arrivals too fast:** too little liquid or too much pressure — lengthen afterflow or shorten shut-in.
4. **Arrivals too slow, or none:** too much liquid or too little pressure — shorten afterflow or lengthen shut-in; check the load factor and the line pressure.
5. **Arrivals in the window:** extend afterflow in steps while arrivals stay in the window, then shorten the shut-in to the least that still brings the plunger up — the lowest average casing pressure gives the most gas.
6. Switch to pressure- or flow-based control (open on load factor, close afterflow when the gas rate falls to about the critical rate) or a controller that adjusts to arrival speed, once the well is stable.

**Safety:** the plunger arrives at the lubricator at speed — dry arrivals can crack the lubricator cap or blow it off. Never remove the cap or the plunger with the tubing pressured: isolate, bleed to zero, confirm, and stand clear of the cap; set an arrival-speed limit on the controller.`,
    sources: [
      spePaper(
        'J. F. Lea, "Dynamic Analysis of Plunger Lift Operations", Journal of Petroleum Technology 34(11), 1982 (SPE-10253-PA)',
        '10.2118/10253-PA',
      ),
      PETROWIKI_PLUNGER,
      {
        title: 'SLB Energy Glossary: plunger lift',
        url: 'https://glossary.oilfield.slb.com/en/terms/p/plunger_lift',
      },
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['lift-plunger-lift', 'lift-plunger-troubleshooting', 'lift-liquid-loading'],
  },
  {
    id: 'ops-tubing-casing-communication',
    title:
      'Tubing leak, packer leak or wellhead seal? Locating tubing–casing communication on a flowing or pumping well: pressures, bleed-down and build-up, a fluid shot, tubing and annulus tests, and the annulus limits',
    area: 'operations',
    aliases: [
      'tubing leak or packer leak',
      'tubing leak vs packer leak',
      'packer leak or tubing leak',
      'is it the tubing or the packer',
      'find the tubing leak',
      'locating a tubing leak',
      'hole in the tubing',
      'tubing hanger seal leak',
      'hanger seal leak',
      'wellhead seal leak',
      'tubing head pack-off',
      'seal assembly leak',
      'communication between tubing and annulus',
      'annulus tracking tubing',
      'tubing pressure test',
      'pump-up test',
      'annulus pressure test',
    ],
    appliesWhen: [
      'tubing leak',
      'hole in the tubing',
      'hole in tubing',
      'packer leak',
      'packer leaking',
      'leaking packer',
      'tubing or packer',
      'packer or tubing',
      'wellhead seal',
      'hanger',
      'pack-off',
      'packoff',
      'seal assembly',
      'rod pump',
      'rod pumped',
      'pumping well',
      'pumping unit',
      'esp',
      'pcp',
      'flowing well',
      'fluid level',
      'fluid shot',
      'equal pressure',
      'same pressure',
      'locate the leak',
      'find the leak',
      'which is leaking',
    ],
    symptoms: [
      'casing and tubing pressures equal on a flowing well',
      'casing pressure follows the tubing when the well is opened and shut in',
      'annulus builds back to tubing pressure after a bleed-down',
      'pumping well making less with the fluid level high over the pump',
      'tubing will not hold pressure on a pump-up test',
      'packer fluid level dropping on the fluid shot',
    ],
    summary:
      'Communication between tubing and casing is found in order: the pressures and how the annulus follows the tubing, a bleed-down and build-up of the annulus, fluid-level shots, the wellhead seals, then a tubing test against a plug (or a pump-up test) and an annulus test within its limit — the pattern tells a tubing leak from a packer leak from a wellhead seal.',
    body: `**Ask first**: is there a packer (a flowing or gas-lift well) or is the annulus open to the tubing below (rod pump, ESP, PCP) — and does the casing pressure follow the tubing when the well is opened and shut in?

**Signs**
- **Packer well:** the casing (A-annulus) pressure rises to the tubing pressure and moves with it — up at shut-in, down when flowing; a bleed-off gives well gas or well fluid, not packer fluid, and builds back.
- **Pumping well (no packer):** the rate falls at the same speed with the fluid level high over the pump; the tubing will not pump up against a closed valve or bleeds off when the pump stops.
- **Wellhead:** pressure or bubbles at the tubing-head test port, a weep at the hanger flange, pressure in the annulus with no downhole path.

**Likely causes**
- **Tubing:** a connection leak (galled or under-torqued threads), a body hole from sweet or sour corrosion, rod wear in a pumping well, a split joint.
- **Completion accessories:** a leaking gas-lift valve or check, a circulating sleeve open or leaking, a cut-out mandrel.
- **Packer:** a damaged element, a seal assembly stroked out of its bore by tubing movement, a packer that moved or partly released.
- **Wellhead:** the hanger seal or the tubing-head pack-off.

**What to check, in this order**
1. **Pressures:** record tubing and every annulus, trend them against opening, shut-in and injection changes, and note each annulus's limit (MAWOP).
2. **Bleed-down and build-up:** bleed the annulus through a needle valve to a closed system, recording the volume and what comes out; shut in and record the build-up for 24 h. A small volume that stays off is thermal; a build-up to tubing pressure is communication, and its speed tells the size of the leak.
3. **Acoustic fluid shots:** on a packer well a packer-fluid level falling shot after shot shows the annulus losing fluid; on a pumping well, a high fluid level with a low rate points to a tubing leak or a worn pump.
4. **The wellhead first:** test the hanger seals and the pack-off through the test ports — a surface leak is repaired without a rig.
5. **Tubing test:** set a plug in the lowest nipple (or drop a standing valve) and pressure the tubing with the annulus open and watched. Tubing falling and annulus rising: a tubing, connection, gas-lift valve or sleeve leak above the plug. On a rod-pumped well, a pump-up test against the closed wing valve: the tubing that cannot be pumped up, or bleeds off with the unit stopped, has a hole or leaking pump valves — a standing valve test separates them.
6. **Annulus test** within its limit, the tubing holding: annulus falling with the tubing steady points to the packer, its seals or the casing; a plug set below the packer, or a temperature or noise log, separates them.
7. **Logs to find the depth:** temperature (cooling where gas enters), noise, a leak-detection or spinner log; on pulling, a tubing caliper and a hydrotest going back in.

**Annulus limits and the rules**
- Keep each annulus below its MAWOP (API RP 90-1 offshore, RP 90-2 onshore). Offshore federal wells follow 30 CFR 250.519–250.531 (a casing diagnostic test when a fixed-platform well's casing pressure exceeds 100 psig); onshore, state rules (Texas Statewide Rule 17 for bradenhead pressure).
- On an injection or disposal well, a tubing or packer leak is a failed mechanical integrity test: stop injecting and notify the regulator as the permit requires.

**What to do**
- **Wellhead seal:** re-energise or replace the pack-off.
- **Gas-lift valve or sleeve:** change it by wireline.
- **Tubing:** a workover to replace the leaking joints, hydrotesting the string going back in; treat the corrosion or the rod wear that caused it.
- **Packer or seal assembly:** redress the seals, reset or replace the packer, or set a patch or straddle.
- Until then keep the annulus below its limit by bleeding to a closed system, record every bleed, and shut the well in where it is sour or the pressure cannot be held — do not keep bleeding a sustained pressure to air.

**Safety:** the casing and wellhead now hold well pressure and fluids they were not meant to hold, perhaps sour gas. Bleed through a needle valve to a closed system with gas detection, and never remove a valve or plug from a pressured annulus.`,
    sources: [
      apiStandard('API RP 90-2, Annular Casing Pressure Management for Onshore Wells'),
      cfrSection(30, '250.519', 'What are the requirements for casing pressure management?'),
      cfrSection(40, '146.8', 'Mechanical integrity (underground injection control)'),
      texasRule(17, 'Pressure on Bradenhead'),
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: [
      'ops-sustained-casing-pressure',
      'ops-pressure-test-will-not-hold',
      'lift-rod-pump-failures',
    ],
  },
  {
    id: 'fac-centrifugal-pump-cavitation',
    title:
      'A centrifugal pump cavitating or eating mechanical seals: gravel noise, a surging discharge, NPSH available against required, running off the best efficiency point, gas in the suction, seal flush and alignment',
    area: 'facilities',
    aliases: [
      'centrifugal pump cavitation',
      'pump cavitating',
      'cavitation',
      'transfer pump cavitation',
      'charge pump cavitation',
      'NPSH',
      'NPSHa',
      'NPSHr',
      'net positive suction head',
      'NPSH margin',
      'best efficiency point',
      'BEP',
      'suction recirculation',
      'minimum flow',
      'mechanical seal failure',
      'short seal life',
      'seal flush plan',
      'API 682',
      'API 610',
      'pump alignment',
      'pump vibration',
    ],
    symptoms: [
      'pump sounds like it is pumping gravel',
      'discharge pressure fluctuating on the transfer pump',
      'mechanical seals failing every few weeks',
      'pump noisy and vibrating at low flow',
      'pitting on the impeller eye',
      'pump loses suction when the tank level is low',
    ],
    summary:
      'A centrifugal pump that rattles like gravel with a fluctuating discharge is cavitating — too little NPSH available for what the pump requires, running far off its best efficiency point, or gas in the suction — and the vibration, dry running and heat that come with it are the commonest reason its mechanical seals fail early, with the wrong flush plan, solids and misalignment.',
    body: `**Ask first**: where does the pump run on its curve (flow against its best efficiency point), and what suction pressure does it see against the liquid's vapor pressure at the pumping temperature?

**Signs**
- **Cavitation:** crackling or gravel noise at the suction and casing, discharge pressure and amps fluctuating, less flow and head than the curve, high-frequency vibration; pitting on the low-pressure side of the vanes near the impeller eye.
- **Recirculation (running at low flow):** noise and vibration at part load, damage on the pressure side of the vanes or at the impeller tips, the casing running hot.
- **Gas in the suction:** flow and pressure surging, the pump losing prime at low tank level, foam in the tank.
- **Seal failure:** a leak at the gland; on the faces heat checking, chipped carbon, blistering or dry-running marks, or solids packed around the springs.

**Likely causes**
- **NPSH available too low:** low tank level, a long or small suction line with elbows and reducers close to the pump, a plugged strainer, a suction valve partly shut, a hot liquid or live crude near its bubble point, a vortex at the tank outlet.
- **NPSH margin too thin:** the NPSHr on the curve is where the head has already dropped 3 % — the pump cavitates there; it needs margin above it (ANSI/HI 9.6.1).
- **Off the best efficiency point:** far right of the curve (low back-pressure, a bypass open) the NPSHr rises; far left (throttled) suction and discharge recirculation, heat and shaft deflection.
- **Gas or air:** gas carried from a separator or gun barrel, crude flashing in the tank, air drawn in at a suction flange or packing under vacuum.
- **Seal life:** dry running, a flush plan that does not suit the service (a discharge-return flush carrying grit to the faces), solids in oilfield water, misalignment or pipe strain, vibration from cavitation, worn bearings.

**What to check, in this order**
1. **A gauge at the suction flange:** NPSHa (ft) = (suction pressure absolute − vapor pressure, psi) × 2.31 ÷ specific gravity, plus the velocity head; compare with the NPSHr at the actual flow.
2. **The operating point:** flow and differential head on the curve, as a percentage of the best efficiency flow — about 70–120 % is the preferred region for most process pumps (API 610).
3. **The suction side:** strainer pressure drop, valves fully open, tank level and its low-level shutdown, a vortex breaker, suction line size and a straight run before the pump.
4. **Gas:** gas carryover upstream, foaming, air leaks on the suction side.
5. **The seals:** the flush plan and its flow, seal chamber pressure and temperature, and a teardown of the failed seal read face by face.
6. **Alignment and vibration:** laser alignment with the piping connected (loosen the flange bolts and watch for movement — pipe strain), soft foot, a vibration spectrum, bearing condition.

**What to do**
- **More NPSHa:** keep a higher tank level with a low-level trip, clean the strainer, a shorter or larger suction line with fewer fittings, a booster pump, a cooler liquid; slowing the pump (a VFD) also lowers the NPSHr.
- **Back to the best efficiency point:** trim the impeller or fit a VFD, add a minimum-flow recirculation line back to the tank (not into the suction), or change to a pump sized for the real duty.
- **Gas:** let the tank settle, raise the suction nozzle or add a vortex breaker, separate gas upstream, fix air leaks.
- **Seals:** a flush plan for the service (API 682 — a clean external flush or a cyclone separator for gritty water, dual seals with a barrier or buffer fluid for H2S or volatile service), faces suited to abrasives, dry-run protection (a power monitor or low-flow trip), and alignment after every seal change.

**Safety:** lock out and isolate the pump before opening it. A failed seal on crude, condensate or sour water releases flammable vapor and H2S; a pump run dead-headed or blocked in overheats and can rupture its casing.`,
    sources: [
      HYDRAULIC_INSTITUTE,
      apiStandard(
        'API Standard 610, Centrifugal Pumps for Petroleum, Petrochemical and Natural Gas Industries',
      ),
      apiStandard(
        'API Standard 682, Pumps — Shaft Sealing Systems for Centrifugal and Rotary Pumps (seal flush plans)',
      ),
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['chem-injection-program', 'fac-oil-in-water-treating'],
  },
  {
    id: 'comp-hydraulic-packer-will-not-set',
    title:
      'A hydraulic-set packer that will not set: the ball not on seat in a deviated well, shear values, a tubing leak above, the setting depth and the casing weight',
    area: 'completions',
    aliases: [
      'hydraulic set packer',
      'hydraulic-set packer will not set',
      'hydraulic packer will not set',
      'packer will not set',
      'packer did not set',
      'cannot set the packer',
      'packer not setting',
      'setting ball',
      'ball seat',
      'ball not on seat',
      'pump the ball down',
      'drop ball',
      'shear pins',
      'setting pressure',
      'pump-out ball seat',
      'expendable ball seat',
    ],
    symptoms: [
      'pressured up and the packer did not set',
      'cannot pressure up to set the packer',
      'ball not seated in the deviated well',
      'ball seat sheared before the packer set',
      'packer will not take weight after setting',
      'packer set but the annulus will not test',
    ],
    summary:
      'A hydraulic-set packer that will not set is read from the pressure chart: no pressure means the ball is not on seat (pump it down in a deviated well) or the tubing leaks above; pressure with no set means the setting pressure, the pins or the casing size are wrong; an early drop means the seat sheared first. The fallback is a wireline plug in a nipple below it, or pulling and re-running.',
    body: `**Ask first**: when you pressured up, did the tubing hold pressure or pump away — and what did the pressure do at the expected setting and seat-shear values?

**Signs — reading the chart**
- **Pumps away with no build:** the ball is not on seat, the seat leaks or is already expended, or the tubing leaks above.
- **Builds and holds, no set:** no pressure break, and the packer will not take weight or a pull — the setting pressure at the packer was not reached, the pins are wrong, or the slips and element cannot reach the casing.
- **Builds, then drops early:** the ball seat sheared (or something else sheared) before the packer's setting pressure.
- **Sets, but the annulus will not test:** a damaged element, or set across a collar, perforations or corroded casing.

**Likely causes**
- **The ball:** in a deviated or horizontal well it stops on the low side and does not reach the seat by gravity; the wrong size; debris on the seat; a viscous fluid.
- **A tubing or connection leak above the seat.**
- **Pins and pressures:** the wrong number or rating of setting pins, release pins mixed with setting pins, a seat-shear value too close to the setting pressure, a high annulus pressure (the setting force is the tubing pressure less the annulus pressure).
- **Depth and casing:** casing heavier or lighter than the packer's range (the slips do not bite), a tight spot or restriction, set at a collar, perforations or bad casing.
- **Pre-set while running:** run too fast, surges, or pressure while circulating.

**What to check, in this order**
1. **The packer's data sheet against the well:** casing size and weight from the well's own records, the setting pressure, the pins installed (number × rating) and the seat-shear value — the seat must shear well above the full setting pressure.
2. **The pressure chart:** pump-away, hold, or early drop (above).
3. **The ball:** its size against the seat, the deviation, and the volume pumped behind it against the tubing volume to the seat.
4. **The tubing above:** a tubing that will not hold with the ball confirmed on seat has a leak.
5. **The set indicators:** the pressure breaks as pins shear, the string-weight change as the packer sets, then a slack-off or pull test for the packer type and an annulus test.

**What to do**
1. **Ball not on seat:** pump it down at a low rate, counting the volume to the seat and slowing as it arrives; in a long lateral, circulate it down rather than waiting for it to fall.
2. **Setting pressure not reached:** raise it in steps to the maximum the packer, tubing (burst with its design factor), wellhead and seat allow, and hold at full pressure for the time the maker specifies.
3. **Tubing leak above:** find it (pressure against plugs set in stages, or pull and test) and replace the joint.
4. **Contingency:** run a wireline plug or standing valve into the nipple below the packer and set it against that; or pull, redress and re-run — a gauge ring or caliper run first where the casing is in doubt — or change to a mechanical- or wireline-set packer.
5. **Partly set:** release it as the maker's procedure says (straight-pull shear or rotation) within the tubing's limits, before anything else.

**Safety:** setting pressures approach the tubing's burst rating — exclusion zone around the lines, relief valves set, nobody on the wellhead while it is pressured. A seat that shears sends a surge down the well, and a packer set over a zone can trap pressure below it.`,
    sources: [
      apiStandard('API Specification 11D1, Packers and Bridge Plugs'),
      PETROWIKI_PACKERS,
      {
        title: 'SLB Energy Glossary: ball-operated',
        url: 'https://glossary.oilfield.slb.com/en/Terms/b/ball-operated.aspx',
      },
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['comp-bridge-plug-will-not-set', 'comp-packer-will-not-release'],
  },
  {
    id: 'lift-pcp-torque-sand',
    title:
      'PCP torque rising and rate falling — elastomer attacked by light oil or aromatics, sand, a tag or wear — and running a PCP longer in sand',
    area: 'artificial-lift',
    aliases: [
      'PCP torque rising',
      'PCP torque climbing',
      'PCP torque going up',
      'PCP torque increasing',
      'PCP rate falling',
      'PCP rate dropping',
      'PCP run life',
      'PCP in sand',
      'sandy PCP wells',
      'flush-by',
      'rotor spacing',
      'elastomer compatibility test',
      'aromatics in light oil',
    ],
    symptoms: [
      'PCP torque rising and the rate falling',
      'PCP torque climbed and the rate fell',
      'torque climbing while the rate drops at the same speed',
      'PCP losing rate at the same speed',
      'PCP torque spikes with sand',
      'stator swelled in light oil',
      'PCP failing early in a sandy well',
    ],
    summary:
      'Torque rising with rate falling on a PCP is, most often, the stator elastomer swelling in light oil, aromatics or CO2 (test it against the well’s own oil; NBR, high-nitrile NBR, HNBR or a fluoroelastomer), sand loading the pump or tubing, a rotor tagging, or wear. In sand, a PCP lasts longer run slower and steadier, with flush-bys and torque trending.',
    body: `**Ask first**: did the torque rise over weeks with the rate falling at the same speed, or jump in hours — and what is the oil (API gravity, aromatic content, CO2) against the stator's elastomer?

**Signs**
- **Torque up, rate down over days or weeks after start-up, the pump running hot:** the elastomer swelling — a tighter fit, more friction, then heat and chunking.
- **Rate down with torque flat or falling:** wear — slip past a worn rotor or stator, volumetric efficiency falling.
- **Torque spikes and an erratic trend:** sand slugs, the rotor tagging the tag bar, gas.
- **Torque high on restart after a shutdown:** sand settled on top of the pump.
- **Torque up with the fluid level at the pump:** pumped off and running dry — the stator is burning.

**Likely causes**
- **Elastomer incompatible with the fluid:** standard nitrile (NBR) swells in light oil, condensate and aromatics (benzene, toluene, xylene), and with CO2 and temperature; high-nitrile NBR resists aromatics better, HNBR takes heat and H2S, a fluoroelastomer (FKM) takes light aromatic oil at a cost in toughness and price.
- **Sand:** fill over the pump, sand settling in the tubing where the velocity is low, abrasive wear of rotor and stator.
- **Spacing:** the rotor landing on the tag bar when the rods stretch under load, or pulled partly out of the stator.
- **Discharge pressure:** wax or scale in the tubing, a closed or plugged flowline.
- **Dry running:** pump-off heats and hardens the elastomer within minutes.

**What to check, in this order**
1. **The trend since installation:** torque, speed, rate and fluid level (intake pressure); volumetric efficiency against the pump's displacement at that speed.
2. **Fluid level:** pumped off or well submerged.
3. **The fluid against the elastomer:** API gravity, aromatic content, CO2, H2S and temperature; an immersion test of the stator's elastomer in the well's own oil at bottomhole temperature (volume swell and hardness change) by the supplier.
4. **Spacing:** where the rotor sits against the tag bar with the rod stretch at operating load.
5. **Sand:** cut at surface, tag for fill, flush-by history.
6. **A pulled pump:** a bench test and teardown — swell, chunking, burning or wear.

**What to do**
- Slow the pump while the cause is found; flush sand off the pump with a flush-by unit (rotor lifted out of the stator, hot water or oil pumped down) instead of a rig.
- **Swell:** change to an elastomer that passed the compatibility test, or run a rotor with less interference sized for the swell expected.
- **Tag:** re-space with the rod stretch allowed for.
- **Wear:** replace the pump; look at the sand and the speed that wore it.

**Running longer in sand**
- **Speed:** run slower (fewer rpm) with a larger pump — wear grows fast with speed — but keep enough velocity in the tubing to carry the sand to surface.
- **Steady running:** avoid stops and starts (sand settles on the pump) and pump-off; lift the sand out steadily rather than trapping it.
- **Sand handling:** soft nitrile stators for abrasion, even-wall stators for less swell and heat, a tag bar that lets sand pass, tubing sized for velocity.
- **Flush-bys on the trend:** flush when torque at a given speed climbs a set margin above its baseline, not on failure.
- **Torque trending on the drive:** a baseline torque at each speed, alarms on the rate of rise, torque and underload limits, pump-off control.

**Safety:** a PCP's rods store torque and the tubing fluid column turns the pump backward when it stops — never work on the drive head until the backspin has stopped and the torque is released through the brake; lock out the drive.`,
    sources: [
      PETROWIKI_PCP,
      PETROWIKI_PCP_ELASTOMERS,
      {
        title: 'ISO 15136-1, Progressing cavity pump systems for artificial lift — Part 1: Pumps',
        url: 'https://www.iso.org/search.html?q=ISO%2015136',
      },
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['lift-pcp', 'comp-sand-control'],
  },
  {
    id: 'fac-co2-wet-gas-corrosion-monitoring',
    title:
      'Setting up a corrosion monitoring program for wet-gas flowlines with CO2: coupons and ER or LPR probes, a UT or ILI baseline, iron and manganese counts, inhibitor residuals, pigging and how often to review',
    area: 'facilities',
    aliases: [
      'corrosion monitoring program',
      'corrosion monitoring programme',
      'wet gas corrosion',
      'wet gas line corrosion',
      'CO2 wet gas flowline',
      'gas gathering line corrosion',
      'top of line corrosion',
      'TLC',
      'corrosion coupons in a gas line',
      'ER probe',
      'LPR probe',
      'UT baseline',
      'wall thickness survey',
      'ILI',
      'in-line inspection',
      'smart pig',
      'iron counts',
      'manganese counts',
      'NACE SP0192',
      'NACE SP0775',
      'inhibitor residual',
    ],
    appliesWhen: [
      'monitoring',
      'monitor',
      'program',
      'programme',
      'coupon',
      'coupons',
      'probe',
      'probes',
      'iron count',
      'iron counts',
      'manganese',
      'ili',
      'in-line inspection',
      'smart pig',
      'wall thickness',
      'baseline',
      'residual',
      'residuals',
      'top of line',
      'how fast',
    ],
    symptoms: [
      'no idea how fast our wet gas lines are corroding',
      'iron counts rising in the gas well water',
      'inhibitor residual not reaching the end of the gas line',
      'ER probe showing metal loss in the gas gathering line',
      'need to set up corrosion monitoring on new gas flowlines',
    ],
    summary:
      'A monitoring program for wet-gas lines with CO2 places coupons and ER probes where water collects (and at the top of line where it condenses), takes a UT or ILI baseline, trends iron and manganese counts and inhibitor residuals, pigs out water, and reviews the data on a fixed calendar with triggers for action.',
    body: `**Ask first**: what are the CO2 partial pressure, the temperature, the water (condensed only, or formation water with chlorides), the gas velocity and flow regime — and can the line be pigged?

**Where wet-gas CO2 corrosion happens**
- **Bottom of line:** water drops out and lies in low spots, at the foot of risers and in dead legs, worst at low velocity and in stratified flow.
- **Top of line:** water condenses on a cool pipe wall (uninsulated lines, hot gas, cold weather); inhibitor carried in the liquid never reaches it.
- **Condensed water** has little buffering and a low pH — more corrosive than formation water at the same CO2.
- A screening rule of thumb: CO2 partial pressure (mole fraction × absolute pressure) below about 7 psia is usually mild, 7–30 psia possibly corrosive, above 30 psia corrosive — temperature, water chemistry, velocity and protective scale change it (de Waard–Milliams).

**What to do — the program**
1. **Rank the lines and their worst points:** CO2 partial pressure, temperature, water rate, velocity, elevation profile; low spots, risers, dead legs, downstream of chokes and elbows, cool sections.
2. **Baseline:** an ultrasonic (UT) wall-thickness grid at those points now, and an in-line inspection (ILI) where the line is piggable; record the nominal and actual wall.
3. **Coupons and probes:** weight-loss coupons flush at the 6 o'clock position at the low points, set and read by NACE SP0775, exposed 60–90 days, reporting general and pitting rates; ER probes for a continuous metal-loss trend; LPR probes only where a continuous water phase wets them (they read poorly in wet gas); a top-of-line point where condensation is likely; one near the inlet and one near the far end to see inhibitor reach.
4. **Water analysis:** iron and manganese counts trended as pounds per day (NACE SP0192) — manganese, alloyed in the steel and scarce in most formation waters, tells corrosion iron from formation iron; with pH, bicarbonate, chlorides, organic acids, H2S, oxygen and bacteria.
5. **Inhibitor:** a CO2 inhibitor suited to wet gas, continuously injected at a dose set on the water and gas rates; residuals measured at the far end against the supplier's target; batch treatment behind pigs for the top of line; injection rates and tank draw-down logged daily.
6. **Pigging:** maintenance pigging to sweep water and solids from the low spots, at a frequency set by how fast liquid builds up; the returns weighed and analysed (solids, iron carbonate or sulfide, bacteria).
7. **Review calendar:** injection and tank levels daily to weekly; ER trends and water analyses monthly; coupons at every pull; a quarterly review of rates, residuals and inhibitor availability against targets; UT re-surveys yearly at the baseline points and ILI every few years.
8. **Triggers:** set them before the data come in — a general rate above about 0.1 mm/yr (4 mpy), a pitting rate several times that, iron counts climbing, residuals below target, availability below about 95 % — each with its response (dose, pigging, more inspection).

**Signs it is not working**
- Iron counts rising, ER slope steepening, pitted coupons, black or rust-coloured pig returns, leaks at 6 o'clock in low spots.

**Rules:** regulated gas gathering and transmission lines carrying corrosive gas are monitored with coupons or other means checked twice each calendar year at intervals of no more than 7½ months (49 CFR 192.477); keep every reading — a program is judged on its records.

**Safety:** retrieving coupons and probes from a pressured line uses a retriever through the access fitting's valve by trained people; gas at line pressure, possibly sour — pig launchers and receivers are opened only isolated, bled to zero and verified.`,
    sources: [
      AMPP_MONITORING,
      {
        title:
          'C. de Waard and D. E. Milliams, "Carbonic Acid Corrosion of Steel", Corrosion 31(5), 1975',
        url: 'https://doi.org/10.5006/0010-9312-31.5.177',
      },
      cfrSection(49, '192.477', 'Internal corrosion control: Monitoring'),
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['chem-co2-corrosion', 'ops-internal-corrosion-lines', 'chem-corrosion-inhibitors'],
  },
  {
    id: 'fac-lact-bsw-probe-diverting',
    title:
      'A LACT BS&W probe diverting oil while the shake-outs read low: probe coating, calibration and compensation, free-water slugs, gas, the sample point and the grind-out technique',
    area: 'facilities',
    aliases: [
      'BS&W probe diverting',
      'BS&W probe reading high',
      'BSW probe reading high',
      'LACT diverting',
      'LACT keeps diverting',
      'LACT divert',
      'probe reads higher than the shake out',
      'shake out',
      'shakeout',
      'shake-out',
      'grind out',
      'grindout',
      'grind-out',
      'centrifuge BS&W',
      'capacitance probe',
      'water cut probe',
      'probe calibration',
      'API MPMS chapter 10.4',
    ],
    symptoms: [
      'LACT keeps diverting but the shake outs are low',
      'BS&W probe reads high against the grind outs',
      'good oil sent back to the treater by the divert valve',
      'probe reading jumps around while the oil looks clean',
      'divert valve cycling on and off',
    ],
    summary:
      'A BS&W probe that diverts oil the centrifuge says is in spec is usually coated (paraffin, asphaltene, iron sulfide), calibrated or compensated for a different oil or temperature, seeing free-water slugs or gas that a proper mix would spread out, or being compared with a sample from the wrong place or ground out wrong — check the grind-out first, then the probe.',
    body: `**Ask first**: how far apart are the probe and the grind-outs, steadily or in spikes — and where and how is the grind-out sample taken (which tap, heated or not, with what solvent and demulsifier)?

**Likely causes**
- **A coated probe:** paraffin, asphaltene, iron sulfide or scale on a capacitance probe reads as water; it creeps up over weeks and recovers after cleaning.
- **Calibration and compensation:** zeroed on a different crude, the oil's dielectric or density changed (a new well, condensate blended in), the temperature compensation wrong or its sensor failed.
- **Free water and mixing:** water slugs from a gun barrel or a tank bottom pass the probe unmixed and spike it over the set point; a pump or static mixer upstream spreads them — the sample, drawn proportionally, averages them out.
- **Gas:** entrained gas or a failing air eliminator reads as noise and spikes.
- **The sample:** a manual sample from a tap at the bottom or top of a pipe, or from the tank, is not what the probe sees; a grind-out without heat, solvent or demulsifier reads low on an emulsion.

**What to check, in this order**
1. **The grind-out:** API MPMS Chapter 10.4 — sample from the LACT's proportional sampler or a proper probe tap, solvent and demulsifier, heated to the method's temperature, the right centrifuge speed and time; two technicians on the same sample.
2. **The probe's trend:** steady offset (calibration, coating) or spikes (slugs, gas).
3. **Pull and clean the probe;** note the coating; re-check its zero with the supplier's procedure on clean dry oil of this crude.
4. **Compensation:** temperature input, density or oil type set in the monitor, and the set point and time delay of the divert.
5. **Upstream:** treater and gun-barrel interface levels, tank-bottom water, the charge pump and mixer, the air eliminator.

**What to do**
- Clean the probe on a schedule set by how fast it coats; treat paraffin upstream.
- Recalibrate on the current crude and temperature; fix the compensation.
- Stop slugs: steady dumps from the treater, draw oil above the water in the tank, keep the mixer working; add a short time delay on the divert if the purchaser's tariff allows.
- Standardise the grind-out technique and the sample point; record both readings side by side at each proving.
- The purchaser's limit and the tariff decide what is sold — agree changes to set points with the purchaser.

**Safety:** oil samples and probe pulls are taken from pressured lines — isolate and bleed first; crude vapour can hold H2S and benzene, so sample with gas detection and never lean into an open tank hatch to take a sample.`,
    sources: [
      apiStandard(
        'API MPMS Chapter 6.1, Lease Automatic Custody Transfer (LACT) Systems; Chapter 8.2, Automatic Sampling of Petroleum and Petroleum Products',
      ),
      apiStandard(
        'API MPMS Chapter 10.4, Determination of Water and/or Sediment in Crude Oil by the Centrifuge Method (Field Procedure)',
      ),
      cfrSubpart(43, '3170', '3174', 'Measurement of Oil'),
      OSHA_NIOSH_TANK_GAUGING,
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['fac-lact-units', 'fac-heater-treaters', 'chem-emulsion-breakers'],
  },
  {
    id: 'ops-well-tests-vs-sales',
    title:
      'Well tests that do not add up to the sales: the allocation factor, test-separator meters and proving, test length and stabilisation, shrinkage and flash, tank gauging against the LACT — which to trust and how to reconcile',
    area: 'operations',
    aliases: [
      'well tests do not add up',
      'well tests do not match the sales',
      'well tests higher than sales',
      'test volumes versus sales',
      'allocation factor',
      'allocation factor below one',
      'battery allocation',
      'reconcile well tests',
      'production reconciliation',
      'volume balance',
      'shrinkage factor',
      'oil shrinkage',
      'flash losses',
      'test separator meter',
      'test meter proving',
      'tank gauging versus LACT',
      'API MPMS chapter 20.1',
    ],
    symptoms: [
      'well tests add up to more oil than the sales',
      'allocation factor keeps dropping',
      'sum of the well tests does not match the LACT',
      'tank gauges and LACT tickets disagree',
      'test separator oil higher than what we sell',
    ],
    summary:
      'Sales (a proved LACT or sales meter) are the most accurate number and the one paid on; well tests are the least. When the allocation factor (sales over the sum of the tests) sits far from one or drifts, look for uncorrected shrinkage and flash, unproved test meters, tests too short or unstabilised, and errors in the inventory and disposition terms — fix the tests, do not adjust the sales.',
    body: `**Ask first**: which product does not balance (oil, gas or water), by how much — the allocation factor, sales ÷ the sum of the well tests — and has it been steady, drifting, or did it step on a date?

**Which to trust**
- **Custody-transfer measurement** (a proved LACT or a sales gas meter) is the most accurate and the basis of payment and royalty.
- **Tank gauging** is next, with good strapping tables and technique.
- **Test-separator meters** are allocation measurement and the least accurate; the sales are allocated back on the tests, never corrected to them. A factor consistently far from one (outside about 0.95–1.05) means the tests are biased — and the wrong wells look good.

**Likely causes**
- **Shrinkage and flash:** test oil is metered live at separator pressure and temperature and shrinks as gas flashes in the treater and tanks — uncorrected tests read high, often 5–15 % on light oil at high separator pressure; on the gas side, tank flash gas is missed.
- **Test meters:** unproved or worn turbine or PD meters, the wrong K-factor, gas through a liquid meter, a water-cut device off, a dump valve leaking through.
- **The test itself:** too short, taken before the well stabilised after switching (the test line still purging), slugging or intermittent wells tested over part of a cycle, a test separator at a different pressure from the production header, tests months old on declining wells.
- **The other side of the balance:** the LACT meter factor and sampler, tank strapping and temperature corrections, stock change not counted, oil used on the lease (hot oiling, circulation), trucked loads, free water in tank bottoms.

**What to check, in this order**
1. **The factor by product and by month:** trend it; a step on a date points to a meter change, a new well, a dump valve or a procedure.
2. **The volume balance at the battery:** sales + closing − opening stock + trucked + used on lease + losses = production; check every term.
3. **The test separator:** prove the liquid meters (prover or a strapped test tank), check the water-cut device against grind-outs, the dump valves for leak-through, and the gas meter's configuration.
4. **The test procedure:** purge time after switching (at least the test line's volume, then stabilisation), test length (24 h, or whole cycles for plunger and intermittent wells), repeatability.
5. **Shrinkage:** a shrinkage factor from a flash test of separator oil to stock-tank conditions, applied to the test oil; flash gas added to the gas.
6. **The sales side:** LACT proving and sampler, tank gauging technique and tables (API MPMS Chapters 3 and 11.1), truck tickets.

**What to do**
- Fix the largest error first, re-test the big wells, apply shrinkage, and write a test standard (stabilisation, length, frequency).
- Track the allocation factor monthly with a tolerance band and investigate when it leaves it.
- On federal leases, commingling and allocation need approval and meet 43 CFR 3173; keep the records the state production reports rely on.

**Safety:** prefer automatic or remote gauging; manual gauging and sampling at open hatches has killed workers through hydrocarbon vapour and oxygen deficiency (the OSHA–NIOSH hazard alert).`,
    sources: [
      apiStandard('API MPMS Chapter 20.1, Production Allocation Measurement'),
      cfrSubpart(43, '3170', '3173', 'Requirements for Site Security and Production Handling'),
      OSHA_NIOSH_TANK_GAUGING,
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['ops-production-surveillance', 'fac-meter-imbalance', 'fac-lact-units'],
  },
  {
    id: 'lift-esp-megger-new-install',
    title:
      'ESP megger on a new installation before start-up: acceptance readings, phase to ground and phase to phase, polarization, the splices, penetrator and pothead — decide before the rig leaves',
    area: 'artificial-lift',
    aliases: [
      'megger before start-up',
      'megger before startup',
      'megger on a new ESP',
      'new ESP install megger',
      'ESP commissioning',
      'ESP start-up checks',
      'ESP startup checks',
      'pre-start megger',
      'acceptance megger',
      'install megger readings',
      'polarization index',
      'dielectric absorption',
      'low megger after running the ESP',
    ],
    appliesWhen: [
      'new install',
      'new installation',
      'newly installed',
      'just installed',
      'just ran',
      'just run',
      'before start',
      'before starting',
      'before startup',
      'before we start',
      'start-up',
      'startup',
      'first start',
      'commissioning',
      'rig leaves',
      'rig is still',
      'rig still',
      'rig on location',
      'before the rig',
      'energise',
      'energize',
      'energising',
      'energizing',
      'new ESP',
      'running in',
      'ran in',
    ],
    symptoms: [
      'low megger on the new ESP before start-up',
      'one phase reads low after running the ESP in',
      'megger dropped after the penetrator was made up',
      'not sure whether to energise the new ESP',
      'megger readings fell while running in the hole',
    ],
    summary:
      'A new ESP is meggered at each step of the install — motor and lead on the floor, after each splice, at the hanger, after the penetrator and surface cable — so a low reading can be placed before the rig leaves. Never energise a system below the supplier’s acceptance value or with one phase far below the others; find the fault by splitting surface from downhole, and pull while the rig is there.',
    body: `**Ask first**: what did each phase read to ground, at what test voltage and well temperature — and what did the motor read on the floor, after the splices and at the hanger before the penetrator?

**Acceptance readings**
- **The supplier's acceptance value rules.** A new motor and cable usually read hundreds to thousands of megohms at surface; the complete string in a hot well reads less, because insulation resistance falls with temperature and cable length — read it against the install record, not a single number.
- **Phase to ground:** the three phases should read alike; one phase far below the other two is a local fault — a splice, the penetrator, the pothead, or cable nicked or crushed while running (clamps, bands, the hanger).
- **Phase to phase (DC resistance with an ohmmeter):** balanced within a few percent and close to the cable-plus-motor value calculated from length and gauge; one high phase is a bad connection.
- **Polarization:** hold the test voltage and watch — sound dry insulation reads higher with time (a polarization index, 10-minute ÷ 1-minute reading, of about 2 or more); a reading flat or falling with time points to moisture or contamination.
- IEEE 43's old floor of 1 megohm per kV of rating plus 1 is a minimum for machines in service, not an acceptance value for a new ESP.

**What to check, in this order**
1. **The install record:** readings at each step — floor, each splice, every few thousand feet, the hanger, after the penetrator and the surface cable — to see where the drop happened.
2. **Split surface from downhole:** disconnect at the junction box and the wellhead penetrator; megger the surface cable alone, then the downhole side.
3. **The penetrator and pothead:** a low reading that appeared when the penetrator was made up, or moisture in the connector, is at the wellhead — re-terminate or replace it there.
4. **Repeat at the supplier's test voltage** with a polarization reading, on a clean and dry connection; a downhole gauge on the motor's star point is tested by its supplier's procedure.
5. **Phase-to-phase resistance and rotation** before the first start.

**Energise it, or pull it before the rig leaves?**
Do not energise a system that reads below the supplier's acceptance value or with a phase near zero or far below the others: full voltage on weak insulation usually finishes it, and a burnt system costs a second rig. A reading low but balanced, explained by temperature and length, that polarizes normally is usually accepted with the supplier's sign-off. Decide while the rig is on location; a downhole fault found now is pulled now.

**What to do**
- A surface fault: repair the surface cable, junction box or penetrator and re-test.
- A downhole fault: pull to the fault (usually a splice or damaged cable), repair or replace, and re-test as it goes back in.
- Record every reading, test voltage and temperature in the install report — it is the baseline every later megger is read against.

**Safety:** a megger applies up to several thousand volts DC — lock out the drive and transformer, test for absence of voltage, keep everyone off the conductors during the test, and discharge and ground the cable for several times the test duration afterwards.`,
    sources: [
      apiStandard('API RP 11S6, Testing of Electric Submersible Pump Cable Systems'),
      apiStandard('API RP 11S3, Electrical Submersible Pump Installations'),
      IEEE_ESP_CABLE,
      PETROWIKI_ESP,
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['lift-esp-electrical-readings', 'lift-esp-run-life', 'lift-esp-failures'],
  },
  {
    id: 'lift-esp-start-up',
    title:
      'Starting an ESP after a workover or a long shutdown: the checks before, a slow first start on kill fluid, and what to watch in the first 24 hours',
    area: 'artificial-lift',
    aliases: [
      'ESP start-up procedure',
      'ESP startup procedure',
      'starting an ESP',
      'starting up an ESP',
      'ESP start-up checklist',
      'ESP startup checklist',
      'bringing an ESP back on',
      'restarting an ESP after a shutdown',
      'first 24 hours after an ESP start',
    ],
    // A start that has gone wrong (a trip, an overload, a motor running hot) is the trips
    // entry's, not this procedure's.
    notWhen: ['trip', 'trips', 'tripped', 'tripping', 'overload', 'overcurrent', 'climbing', 'hot'],
    symptoms: [
      'new ESP to start after a workover',
      'ESP to restart after a long shutdown',
      'what to watch in the first hours after an ESP start',
    ],
    summary:
      'An ESP after a workover or a long shutdown starts on a column of kill fluid heavier than the well’s own: check the electricals and the drive settings first, start at low frequency with a slow ramp, confirm the rotation, and watch the intake pressure, motor temperature and amps until the kill fluid is back before raising the frequency.',
    body: `**Ask first**: what kill fluid is in the well and how much was lost, and what the downhole gauge read before the start.

**What to check, in this order** (before the start)
1. Megger and phase-to-phase readings from surface against the install record (the ESP megger entry gives the acceptance values).
2. The drive set from the motor nameplate and the design: ramp, current limit, underload and overload trips, and a restart delay longer than the pump's backspin.
3. The wellhead, flowline and separator valves lined up open; the downhole gauge's baseline (intake pressure, motor temperature, vibration).

**What to do**
1. **Start at a low frequency with a slow ramp:** the kill fluid is heavier than the well's own fluid, so the first hours load the motor more than the design.
2. **Confirm the rotation:** the discharge (tubing-head) pressure builds and fluid reaches surface within the time the tubing volume and the rate give. A pump turning backwards makes little head and little rate at normal amps — swap two phases and restart after the delay.
3. **Watch the first 24 hours:** the intake pressure falls as the annulus is pumped down and should level off above the design intake pressure, not keep falling (pumping off, gas); the motor temperature rises and levels (a steady climb is too little flow past the motor); the amps stay steady (swinging amps are gas or solids). Count the kill fluid recovered against the volume lost: the water cut stays high until it is back.
4. **Raise the frequency in steps** only once the intake pressure is stable and the kill fluid is back, keeping the pump in its operating range and the motor within its rating.
5. **After a trip, do not restart at once or repeatedly:** wait out the restart delay (the pump may still be spinning backwards), read the trip's cause from the drive log and fix it first.

**Safety:** the drive and the wellhead junction box carry lethal voltage — lock out before any work on them; keep the annulus within its rating while the well unloads.`,
    sources: [
      apiStandard(
        'API RP 11S, Operation, Maintenance and Troubleshooting of Electric Submersible Pump Installations',
      ),
      apiStandard('API RP 11S3, Electrical Submersible Pump Installations'),
      PETROWIKI_ESP,
    ],
    lastReviewed: '2026-12-03',
    related: ['lift-esp-megger-new-install', 'lift-esp-failures', 'lift-esp-basics'],
  },
  {
    id: 'comp-trapped-pressure-pulling-tubing',
    title:
      'Pressure or fluid trapped in the tubing while pulling it: a wet string, a plug or sand bridge in the string — stop, never break a connection under pressure, punch the tubing to equalise',
    area: 'completions',
    aliases: [
      'pulling a wet string',
      'wet string',
      'pulling wet',
      'tubing full of fluid',
      'pressure in the tubing while pulling',
      'trapped pressure in the tubing',
      'trapped pressure in the string',
      'sand bridge in the tubing',
      'plugged tubing while pulling',
      'tubing punch',
      'tubing puncher',
      'punch the tubing',
      'perforate the tubing to equalise',
      'hot tap the tubing',
      'mud bucket',
      'mud box',
      'drain the tubing',
      'pump-out sub',
    ],
    symptoms: [
      'pulling a wet string and fluid comes out at every connection',
      'pressure under the tubing when breaking out a joint',
      'gas spitting from the tubing as we break connections',
      'tubing plugged and will not drain while pulling',
      'pressure on the safety valve on top of the tubing while tripping',
    ],
    summary:
      'A tubing string that comes out full of fluid, or holding pressure under a plug, sand bridge or closed valve, is stopped: no connection is broken under pressure. Secure the well and the string, read the pressure on both sides, bleed through a valve — and where the string is plugged, punch or perforate it above the plug to equalise before pulling on with a mud bucket.',
    body: `**Immediate actions**
1. **Stop pulling.** Set the slips and make up a full-opening safety valve on the string; close it if the string may flow, and close the BOP around the tubing if the well may flow.
2. **Never break a connection that may hold pressure;** keep everyone out of the line of fire of the connection and the tongs and clear the floor of people not needed.
3. **Read the pressure on both sides** — the string (a gauge through the safety valve) and the annulus — and bleed only through a valve and a line to the tank or flare.
4. **Pressure that will not bleed** sits under a plug or bridge: plan a tubing punch above it, through a lubricator, with the well secured.
5. **Tell the supervisor;** H2S monitors on if the well is sour.

**Ask first**: is it fluid only (a wet string with no pressure) or pressure (gas or fluid trapped under a sand bridge, a plug, a closed sleeve or a check valve) — and is the well itself dead?

**Signs**
- **Wet string:** fluid over the floor at each break, string weight heavier than dry pipe, the fluid level in the tubing not falling.
- **Trapped pressure:** pressure on the safety valve, gas or fluid spitting as a joint is backed out, the string pulling wet far below where fluid should be.

**Likely causes**
- A rod pump's standing valve or an unseated pump holding the fluid; no drain valve, or it did not open.
- Sand, scale, wax, hydrate or junk bridged in the tubing, with gas or pressure trapped below it.
- A plug in a nipple, a closed sliding sleeve, a check valve or a collapsed joint.

**What to do**
- **Wet string, no pressure:** drain it — open the drain or pump-out sub (drop its bar or pressure it as designed), pull the standing valve with the rods; otherwise pull wet with a mud bucket (mud box) latched around every connection before it is broken, draining to the tank, slowly.
- **Pressure in the string:** bleed through the safety valve to a closed system; if it does not bleed, punch or perforate the tubing just above the plug with a wireline tubing punch run through a lubricator, equalise tubing and annulus, circulate the well dead, then pull.
- **A connection that must be opened and may hold pressure:** a hot tap — a clamp-on saddle and valve drilled through the tubing wall — by a trained crew, never a wrench on a pressured joint.
- **A bridge:** clean it out with coiled tubing or snubbing under pressure control, or circulate through the punch holes, before going on.

**Safety:** most injuries come from pressure released as a connection parts — the joint whips and the fluid jets from the tongs' height. Treat every string as pressured until proved otherwise: two indications of zero (a gauge and an open bleed with flow stopped) before a break.`,
    sources: [
      OSHA_OIL_AND_GAS,
      apiStandard(
        'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
      ),
      {
        title: 'SLB Energy Glossary: tubing puncher',
        url: 'https://glossary.oilfield.slb.com/en/Terms/t/tubing_puncher.aspx',
      },
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    safetyCritical: true,
    related: ['ops-trapped-pressure', 'comp-well-flowing-workover', 'comp-packer-will-not-release'],
  },
  {
    id: 'ops-flowline-leak-reported',
    title:
      'A flowline leak reported by someone else — oil in a creek, a rotten-egg smell, dead grass: shut in and isolate the line, approach upwind with a gas monitor, contain, report, then find the leak',
    area: 'operations',
    aliases: [
      'landowner reported a leak',
      'leak reported by a landowner',
      'third party reported a leak',
      'neighbor reported a smell',
      'neighbour reported a smell',
      'oil in the creek',
      'oil on the creek',
      'sheen on the creek',
      'oil sheen',
      'rotten egg smell',
      'H2S smell reported',
      'dead grass along the flowline',
      'find the flowline leak',
      'locating a flowline leak',
      'leak call',
    ],
    symptoms: [
      'a landowner says there is oil in the creek below our line',
      'a neighbour called about a rotten egg smell near the flowline',
      'dead grass and oil stain along the flowline right of way',
      'sheen on the pond downstream of our lease',
      'rancher reported a leak on our line',
    ],
    summary:
      'A leak someone else reports — oil in a creek, an H2S smell, dead vegetation — is answered as a release: shut in the wells and isolate the line, approach upwind with a gas monitor, keep the public away, contain the oil before it travels down the water, report it to the regulator and, if it reaches water, the National Response Center, and only then find and repair the leak.',
    body: `**Immediate actions**
1. **Shut in the wells and pumps feeding the line and close its block valves at both ends** — do it from the wellhead and the battery, not at the leak.
2. **Approach from upwind and uphill with a bump-tested H2S and LEL monitor on;** withdraw at an alarm — entry then only with SCBA and a standby.
3. **Keep the public, livestock and vehicles away;** no ignition near pooled oil or gas; call 911 if anyone is ill, or a road or houses are threatened.
4. **Contain it:** booms and absorbent across the creek downstream, underflow or earthen dams, culverts blocked; on land, a berm around the pool.
5. **Report:** the supervisor and the state regulator as the spill rules require; oil on or reaching water goes to the National Response Center (1-800-424-8802).

**Ask first**: has oil reached water (a creek, a pond, a stock tank), does the line carry sour gas or oil, and which lines run through the place reported?

**What to check, in this order**
1. **Whose line it is:** maps, right-of-way markers, the lines' pressures and volumes — a line whose pressure fell or whose well tests dropped is the first suspect; other operators' lines nearby too.
2. **How much and how far:** the volume from the line's pressure, rate and time; the extent on land and along the water.
3. **Receptors:** water wells, houses, stock, crops, the creek's users downstream.
4. **The leak itself, with the line isolated and depressured:** walk the line from the release upstream; look for stained soil, dead vegetation, bubbling in water; a pressure test of isolated sections, or a gas-detector or infrared survey for gas, narrows it.

**Reporting**
- Each state sets its own rules. In Texas, Statewide Rule 20 requires immediate notice of a leak or break to the RRC district office, and a loss of more than 5 bbl of crude is reported on Form H-8; tell the landowner the same day.
- Oil that reaches water or leaves a sheen is reported to the National Response Center (40 CFR 110); regulated gathering lines also report to PHMSA as the pipeline rules require.
- Keep records: the times, who was called, photos, volumes, samples.

**What to do**
- Recover free oil at once (vacuum truck, skimmers, absorbent), keep the booms maintained, and clean up to the regulator's standard (SWR 91 for crude on soil in Texas).
- Repair only with the line isolated, bled down and gas-tested; find the cause (internal corrosion at a low spot, external corrosion, third-party damage) before returning it to service; pressure test it.

**Safety:** a reported smell may be H2S at a lethal level in low ground or along the creek bed — nobody walks down to look without a monitor; oil on water gives off flammable vapour, and a sour spill keeps releasing H2S as it spreads.`,
    sources: [
      texasRule(20, 'Notification of fire breaks, leaks, or blow-outs'),
      cfrPart(40, '110', 'Discharge of oil'),
      NATIONAL_RESPONSE_CENTER,
      OSHA_H2S,
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    safetyCritical: true,
    related: ['ops-spill-on-land', 'ops-line-release', 'ops-h2s-exposure'],
  },
  {
    id: 'comp-sour-acid-flowback',
    title:
      'Flowing back an acid job on a sour well: H2S spikes from spent acid and iron sulfide, a closed flowback to the flare, scavenger, and pH, iron and H2S monitoring',
    area: 'completions',
    aliases: [
      'acid flowback on a sour well',
      'flowing back acid on a sour well',
      'sour acid flowback',
      'spent acid flowback',
      'H2S after the acid job',
      'H2S spike after acidizing',
      'H2S from spent acid',
      'iron sulfide and acid',
      'acid on iron sulfide',
      'flowback pH',
      'spent acid pH',
      'acid flowback monitoring',
      'closed flowback',
    ],
    symptoms: [
      'H2S readings spiked when the spent acid came back',
      'flowing back an acid job on a well with H2S',
      'black water and rotten egg smell in the acid returns',
      'H2S much higher in the flowback than in the sales gas',
      'low pH returns from the acid job on a sour well',
    ],
    summary:
      'Acid flowing back from a sour well can release far more H2S than the well normally makes — hydrochloric acid dissolves iron sulfide in the tubing and rock, and the gas breaks out of the spent acid at the separator and tanks. Flow back only into a closed system to a flare, with scavenger in the acid or returns, monitors on everyone, and pH, iron and H2S measured until the acid is spent and recovered.',
    body: `**Immediate actions**
1. **Flow back only into a closed system** — choke manifold to a separator or flowback tank vented to a lit flare — never to an open tank or pit.
2. **Everyone within the area wears a personal H2S monitor;** fixed monitors at the wellhead, separator, tank vents and flare knock-out; windsocks up, SCBA staged upwind.
3. **At an H2S alarm:** shut in at the choke or wing valve only if it can be done from upwind and safely; otherwise everyone goes upwind or crosswind to the briefing point; re-entry only with SCBA and a standby.
4. **Expect the peak when the spent acid arrives:** keep the choke small and the rate steady, and sample the returns only with SCBA or supplied air.

**Ask first**: how much H2S does the well make normally, how much iron sulfide is in the tubing and the rock, and was an H2S scavenger or sulfide control additive in the acid?

**Why H2S spikes on an acid flowback**
- Hydrochloric acid dissolves iron sulfide scale in the tubing and near the wellbore, and sulfide minerals in the rock, releasing H2S; at low pH the H2S stays in solution and breaks out when the pressure drops at the separator and tanks.
- The returns can carry many times the well's usual H2S for hours, in gas and in the water; when the acid spends and the pH rises, dissolved iron precipitates again as iron sulfide — black water and solids that plug chokes and turn pyrophoric when they dry.

**What to check, in this order**
1. **H2S in the flowback gas** with an analyser or length-of-stain tubes (diluted where the reading is over the tube's range), every sample time until it is back to the well's normal.
2. **The returns' pH** every 15–30 minutes until the acid is spent (pH above about 4–5) and **iron (ppm)** to see when the dissolved iron arrives.
3. **Load recovered against pumped,** chlorides, emulsion or sludge.
4. **The exposure zone:** the rule's radius-of-exposure figures and the H2S contingency plan (Texas Statewide Rule 36), the public nearby, the wind.

**What to do**
- Put H2S scavenger and an iron sulfide control or iron control additive in the acid design; add scavenger to the flowback stream or tank as the H2S readings require.
- Keep low-pH returns out of the treating system until neutralised or spent — they corrode treaters and lines and make emulsions; send them to a tank for neutralising and disposal.
- Keep the flare lit with a reliable pilot; flared H2S becomes SO2, itself toxic downwind.
- Record H2S, pH, iron and volumes through the flowback for the next job.

**Safety:** H2S at a few hundred ppm knocks a person down in a breath or two and deadens the sense of smell first; acid returns burn skin and eyes — acid-resistant gloves, face shield and goggles, and closed sampling points; no one climbs to a tank hatch during a sour flowback.`,
    sources: [
      OSHA_H2S,
      apiStandard(
        'API RP 55, Oil and Gas Producing and Gas Processing Plant Operations Involving Hydrogen Sulfide',
      ),
      apiStandard(
        'API RP 68, Oil and Gas Well Servicing and Workover Operations Involving Hydrogen Sulfide',
      ),
      texasRule(36, 'Oil, gas, or geothermal resource operation in hydrogen sulfide areas'),
      {
        title: 'PetroWiki: Carbonate acidizing',
        url: 'https://petrowiki.spe.org/Carbonate_acidizing',
      },
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    safetyCritical: true,
    related: ['comp-acid-sludge-emulsion', 'ops-h2s-exposure', 'ops-pyrophoric-iron-sulfide'],
  },
  {
    id: 'ops-waterflood-water-cut-jump',
    title:
      'A sudden water-cut jump in a waterflood producer: injection water through a thief zone or a fracture from injecting above parting pressure, or a casing or cement leak — find the injector and cut it back',
    area: 'operations',
    aliases: [
      'waterflood producer water cut jumped',
      'water cut jump in a waterflood',
      'injector breakthrough',
      'injection water breakthrough',
      'early breakthrough',
      'water breakthrough from an injector',
      'thief zone',
      'injection above parting pressure',
      'over-injection',
      'injector fractured to the producer',
      'interwell tracer',
      'tracer test',
      'injection profile',
      'conformance treatment',
      'polymer gel treatment',
      'cut back the injector',
    ],
    appliesWhen: [
      'waterflood',
      'water flood',
      'flood',
      'injector',
      'injectors',
      'injection',
      'injected',
      'injection well',
      'offset injector',
      'pattern',
    ],
    symptoms: [
      'water cut jumped on a waterflood producer in a few days',
      'producer watered out suddenly next to an injector',
      'offset injector rate went up and the producer water cut jumped',
      'the water from the producer now looks like the injection water',
      'producers along a line watering out one after another',
    ],
    summary:
      'A producer whose water cut jumps in days in a waterflood is usually taking injection water through a fracture grown by injecting above the parting pressure, or through a thief zone; a casing or cement leak brings a different water. Match the jump to an offset injector’s rate and pressure, confirm with water analysis and tracers, cut the injector back below parting pressure, then treat the conformance.',
    body: `**Ask first**: which injectors offset the producer, and did any of them change — rate up, pressure down, or injecting above the step-rate test's parting pressure — in the weeks before the jump?

**Signs**
- The water cut steps up in days rather than creeping; total fluid rises and the fluid level comes up over the pump.
- The producer's water chemistry moves toward the injection water's (salinity, sulfate, barium, bicarbonate).
- An offset injector's Hall plot bends down: more water at the same or lower pressure.
- Producers on a line along the field's fracture direction water out one after another.

**Likely causes**
- **Injection above the formation parting pressure:** a fracture grows from the injector, usually along the maximum horizontal stress, and reaches a producer.
- **A thief zone or high-permeability streak, natural fractures or a fault** carrying water straight through.
- **A mechanical path:** an injector with a tubing, packer or casing leak putting water into another zone; a producer with a casing leak or a cement channel to a water zone — then the water is formation water, not injection water.
- **The pattern:** a neighbour shut in, a producer converted to injection, or injection far above voidage on one side; a producer fracture-stimulated into a swept layer.

**What to check, in this order**
1. **Timing:** the producer's water cut and rate against each offset injector's daily rate and pressure; Hall plots of the injectors.
2. **Water analysis** of the producer's water against injection water and formation water — injection water means breakthrough; formation water points to a leak or a new zone.
3. **Injection pressure against parting pressure:** bottomhole pressure (surface plus hydrostatic minus friction) against the last step-rate test; run one if there is none recent.
4. **Tracers:** a chemical tracer in the suspect injector; arrival at the producer in hours or days means a fracture or channel, months means the matrix.
5. **Mechanical integrity:** the injector's annulus test; the producer's casing and cement (a temperature log, cement evaluation).
6. **Profiles:** an injection profile (spinner or tracer) in the injector and a spinner log in the producer to find the thief zone.

**What to do**
1. **Cut back the offending injector** below the parting pressure with a margin (or the permit limit, whichever is lower) and set the limit in the automation; an induced fracture often closes and the water cut falls back within days to weeks.
2. **Rebalance the pattern:** injection by pattern voidage, not by what the pumps will push.
3. **Conformance:** in the injector, isolate the thief zone mechanically (packer, straddle, squeeze) or with a gel — bulk gels for fractures and channels, particle gels or deep-diverting polymer for matrix streaks; in the producer, a water shut-off (squeeze, plug-back, gel).
4. **Mechanical leaks:** repair them; a failed injector MIT is reported to the regulator.

**Safety:** step-rate tests, squeezes and gel jobs run at high pressure — an exclusion zone and relief on the lines; an injector fracturing out of zone can reach old wellbores nearby, so watch offset and abandoned wells for flow at surface.`,
    sources: [
      PETROWIKI_WATERFLOODING,
      spePaper(
        'R. S. Seright, R. H. Lane and R. D. Sydansk, "A Strategy for Attacking Excess Water Production", SPE Production & Facilities 18(3), 2003 (SPE-84966-PA)',
        '10.2118/84966-PA',
      ),
      spePaper(
        'K. S. Chan, "Water Control Diagnostic Plots", SPE Annual Technical Conference and Exhibition, 1995 (SPE-30775-MS)',
        '10.2118/30775-MS',
      ),
      spePaper(
        'P. K. Singh, R. G. Agarwal and L. D. Krase, "Systematic Design and Analysis of Step-Rate Tests To Determine Formation Parting Pressure", SPE Annual Technical Conference and Exhibition, 1987 (SPE-16798-MS)',
        '10.2118/16798-MS',
      ),
    ],
    lastReviewed: OPERATIONS_QUESTIONS_REVIEWED,
    related: ['ops-injector-injectivity-jump', 'ops-water-cut-rising', 'ops-step-rate-test'],
  },
];
