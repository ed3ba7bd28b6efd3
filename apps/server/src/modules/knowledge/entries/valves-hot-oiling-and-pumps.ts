import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  apiStandard,
  cfrSection,
  HSE_HSG253,
  KELLAND,
  OSHA_HAZARDOUS_ENERGY,
  OSHA_OIL_AND_GAS_HAZARDS,
} from './sources';

/**
 * Valves, hot oiling and pumps: an isolation valve that passes when a line must be opened, hot
 * oiling or hot watering a well or flowline safely (and whether it helps), a rod pump stuck in its
 * barrel or rods that will not move, and water hammer and surge in liquid lines.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const OSHA_LOCKOUT = cfrSection(
  29,
  '1910.147',
  'The control of hazardous energy (lockout/tagout): energy-isolating devices, release of stored energy, verification of isolation',
);

const PSM_LINE_OPENING = cfrSection(
  29,
  '1910.119',
  'Process safety management of highly hazardous chemicals (safe work practices for opening process equipment or piping, paragraph (f)(4))',
);

const API_6D = apiStandard(
  'API Spec 6D, Specification for Pipeline and Piping Valves (double block and bleed and double isolation and bleed valves; seat tests)',
);

const API_598 = apiStandard('API Std 598, Valve Inspection and Testing (seat leakage tests)');

const PETROWIKI_WAX: KnowledgeSource = {
  title:
    'PetroWiki: Asphaltenes and waxes (wax appearance temperature, deposition, thermal, chemical and mechanical removal)',
  url: 'https://petrowiki.spe.org/Asphaltenes_and_waxes',
};

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
);

const OSHA_FLAMMABLE_LIQUIDS = cfrSection(
  29,
  '1910.106',
  'Flammable liquids (flash point classification, control of ignition sources)',
);

const API_11AR = apiStandard(
  'API RP 11AR, Recommended Practice for Care and Use of Subsurface Pumps (running, pulling, teardown and inspection)',
);

const API_11AX = apiStandard(
  'API Spec 11AX, Specification for Subsurface Sucker Rod Pump Assemblies, Components, and Fittings (plunger fits, hold-downs, barrel and plunger materials)',
);

const TAKACS_ROD: KnowledgeSource = {
  title:
    'G. Takacs, Sucker-Rod Pumping Handbook: Production Engineering Fundamentals and Long-Stroke Rod Pumping (Gulf Professional Publishing, 2015), chapters on downhole pumps, dynamometer cards and pump failures',
  url: 'https://www.sciencedirect.com/book/9780124172043/sucker-rod-pumping-handbook',
};

const GHIDAOUI_WATER_HAMMER: KnowledgeSource = {
  title:
    'M. S. Ghidaoui, M. Zhao, D. A. McInnis and D. H. Axworthy, "A Review of Water Hammer Theory and Practice", Applied Mechanics Reviews 58(1), 2005 (Joukowsky pressure rise, pressure-wave velocity)',
  url: 'https://doi.org/10.1115/1.1828050',
};

const CHAUDHRY_TRANSIENTS: KnowledgeSource = {
  title:
    'M. H. Chaudhry, Applied Hydraulic Transients, 3rd ed. (Springer, 2014): valve closure, pump start and trip, check valves, surge control devices',
  url: 'https://doi.org/10.1007/978-1-4614-8538-4',
};

const PIPELINE_SURGE_LIMIT = cfrSection(
  49,
  '195.406',
  'Hazardous liquid pipelines, maximum operating pressure (surges not to exceed 110 percent of the operating pressure limit)',
);

const ASME_B31_4: KnowledgeSource = {
  title:
    'ASME B31.4, Pipeline Transportation Systems for Liquids and Slurries (pressure rise from surge in the design pressure)',
  url: 'https://www.asme.org/codes-standards',
};

export const valvesHotOilingAndPumpsEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-valve-passing-isolation',
    title:
      'A passing isolation valve that will not hold — a ball, gate or plug valve leaking through when a flange must be broken: prove it by bleeding to zero and watching the gauge, double block and bleed, sealant, a blind, or depressure the whole system',
    area: 'facilities',
    aliases: [
      'passing valve',
      'valve passing',
      'isolation valve passing',
      'valve leaking through',
      'valve leaking by',
      'valve leaking thru',
      'letting by',
      'let-by',
      'valve will not hold',
      'ball valve passing',
      'gate valve passing',
      'plug valve passing',
      'seat leak',
      'prove the isolation',
      'proving isolation',
      'double block and bleed',
      'DBB',
      'double isolation and bleed',
      'positive isolation',
      'spectacle blind',
      'valve sealant',
      'grease the valve',
      'sealant injection',
      'lubricated plug valve',
      'depressure the whole system',
    ],
    symptoms: [
      'gauge creeps back up after bleeding down the isolated section',
      'isolation valve will not hold to break the flange',
      'the bleed blows on and never dies off',
      'closed the valve and bled it off, and the pressure came back',
      'cannot get the line to zero with the valve shut',
    ],
    summary:
      'A valve that passes is no isolation: never break containment on a single passing valve. Prove isolation by bleeding the section to zero and watching a gauge with the bleed shut; if pressure comes back, cycle the valve, inject sealant where it has fittings, close a second valve and bleed between the two (double block and bleed), blind the line for longer or hot work — and when no nearby valve holds, shut in the source and depressure the whole system.',
    body: `**Immediate actions**
1. **Pressure comes back after bleed-down, or the bleed never dies:** the valve is passing — stop; do not loosen a flange, union or plug on it.
2. **Never trust a single passing valve** for a break of containment, however small the job or the leak looks.
3. People out of the line of fire of the flange or fitting; gas monitor on (H2S, LEL) and ignition sources out if gas or oil comes out of the bleed.
4. Close a **second valve upstream** and open the bleed between the two to a safe place (double block and bleed), or shut in the source and depressure the whole section.
5. Work only when the section is **proven at zero and stays at zero**, with the bleed left open and watched the whole job.

**Ask first**: what is behind the valve (pressure, fluid such as gas, oil, water or H2S, and volume), can the source be shut in and depressured back to another valve that holds, and is the job a quick flange break (changing out a dump valve, control valve or gauge at the battery) or hot work, vessel entry or work running past one shift?

**Symptoms of a passing valve**
- Pressure builds again on the isolated side after it was bled to zero and the bleed closed; the faster it builds, the bigger the leak.
- A bleed that never stops blowing or draining, fluid or gas arriving at a drain, flow noise or hiss through a closed valve, frost or warmth on the downstream pipe.
- Flow registering downstream, a tank filling, or a launcher or receiver that will not depressure with its valves shut.

**Likely causes**
- **Not fully closed:** a gear operator or actuator stop out of adjustment, a quarter-turn ball or plug valve short of 90°, a gate valve not run fully down (count the turns against the valve's number), a position indicator that lies.
- **Debris on the seat:** sand, scale, weld slag, mill scale, pigging debris between the ball, gate or plug and the seat.
- **Damaged seats:** sand-cut or wire-drawn by throttling with an isolation valve, soft seats (PTFE, nylon) extruded, burnt or swollen, seat springs fouled.
- **No sealant:** a lubricated plug valve, or a ball valve that seals with sealant, run dry for years.
- **Low differential:** floating-ball and slab-gate valves seal by line pressure pushing onto the downstream seat; some hold at 1,000 psi difference and pass at 20 psi.
- **Not the valve at all:** a bypass, drain, kicker line, check valve, instrument connection or the other end of the section feeding it; a body cavity bleeding down; liquid blocked in and warmed by the sun (a liquid-full section gains tens of psi for each °F) — which reads like a leak.

**What to check, in this order**
1. **Position:** is it fully closed? Operator stops, quarter-turn marks, turns counted on a gate valve (API 6A gates closed fully, then backed off about a quarter turn).
2. **The section's boundaries:** every valve, bypass, drain, check valve and small-bore line into the isolated section — on the drawing and on the ground. The leak is often the valve nobody listed.
3. **Bleed and watch:** bleed the section to zero through a needle or bleed valve to a safe place (closed drain, tank or flare), shut the bleed, and watch a gauge of the right range (a low-range gauge, not a 0–5,000 psi one) for a set time — commonly 15–30 minutes, longer for a big volume or a gas section. No rise = proven; a steady rise = passing.
4. **Thermal or cavity?** A slow rise that stops, in a liquid-full section in the sun, may be warming: bleed again and watch. On a trunnion ball valve with a body bleed, open the body bleed: flow there means a seat is passing.
5. **How fast it builds**, with the volume of the section, tells whether a second valve and an open bleed can carry it away safely — or the whole system must come down.

**What to do**
1. **Cycle the valve:** equalize if you can, open and close it fully two or three times to wipe debris off the seat, and close it firmly with its own handle or operator — a cheater bar breaks stems and gearboxes.
2. **Sealant (valve grease), on valves built for it:** ball and plug valves with sealant fittings — flush with valve cleaner, then inject seat sealant with a gun rated above line pressure until the leak stops, as the valve maker's procedure says. Lubricated plug valves need sealant to seal at all. Sealant is a temporary fix; mark the valve for repair.
3. **A second valve — double block and bleed:** close a valve upstream that holds, and open the bleed between the two to a safe place for the whole job, so a leak past the first valve goes out the bleed and not into the work. Both valves locked closed and the bleed locked open under the lockout procedure. A single closed valve with a bleed (single block and bleed) is not enough on a valve already known to pass.
4. **Positive isolation for anything more than a quick break:** once the section is proven at zero, install a blind (spade, spectacle blind) or pull a spool. Required for vessel or confined-space entry, hot work, H2S or toxic service, and long-term isolations.
5. **Depressure the whole system** — shut in the wells or the source and blow the section down to flare, tank or VRU back to a valve proven to hold — when the valve passes after cycling and sealant, when no second valve nearby holds, when gas or H2S at pressure is behind it, when the leak builds faster than the bleed can safely carry it away, or when the work is hot work or entry.
6. Repair or replace the valve under a proven isolation, and seat-test it (API 598) before relying on it again.

**Double block and bleed: what counts**
- **Two separate valves with a bleed between** them, the bleed open and watched, is double block and bleed in the sense that protects people.
- An API 6D **DBB or DIB valve** is one body with two seats and a body bleed: better than one seat, but both seats share a body, stem and operator — not the same as two valves for a high-hazard break.
- A blind or a removed spool is the only **positive isolation**; valves, however many, are proved isolation at best.

**Safety:** bleed through a bleed or needle valve, never by cracking a flange, union or plug; stand aside from the bleed and pipe it away from people and ignition. Never take a sealant fitting or its cap off a valve under pressure — its small check is the only barrier. Take the air or power off an actuated valve and lock it; do not rely on it failing closed. A passing valve can re-pressure a section behind a blind or a plug: leave the bleed open and watch the gauge until the job is finished and the section is back in service.`,
    sources: [HSE_HSG253, OSHA_LOCKOUT, API_6D, API_598, PSM_LINE_OPENING, OSHA_HAZARDOUS_ENERGY],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'ops-pressured-equipment-work',
      'ops-trapped-pressure',
      'ops-wellhead-valve-replacement',
      'ops-hot-work-near-hydrocarbons',
    ],
  },
  {
    id: 'ops-hot-oiling-safety',
    title:
      'Hot oiling or hot watering for paraffin (wax) deposits: hot oil unit safety, pressure limits, and formation damage',
    area: 'operations',
    aliases: [
      'hot oiling',
      'hot oil unit',
      'hot oil job',
      'hot watering',
      'hot oil down the casing',
      'hot oil down the backside',
      'hot oil down the tubing',
      'hot oiling a flowline',
      'does hot oiling work',
      'hot oiling formation damage',
      'hot oiling safety',
      'poly flowline temperature limit',
    ],
    symptoms: [
      'pressure climbing on the casing while hot oiling',
      'vapour at the hot oil unit while heating oil',
      'production drops for days after every hot oil job',
      'hot oil going into the formation and not coming back',
      'hot oiling more and more often and it gets worse',
      'gas blowing back up the pump-in line from the casing',
    ],
    summary:
      'Hot oiling heats oil (or water) on a hot oil unit with an open burner and pumps it down the casing, the tubing or a flowline to melt paraffin: the oil is heated far above its flash point, so vapour at the tank on the hot oil unit and at the lease tank meeting the burner is the hazard — spot the hot oil unit upwind, load with the burner off, set the pump pop-off below the weakest casing, wellhead or line rating, and isolate with a check valve. Pump no faster than the well can lift it back, and judge the job by the rod loads and production after it: hot oil pumped into a loaded-up well carries melted paraffin into the pump and the formation.',
    body: `**Immediate actions**
1. **Burning, a leak, hot oil spraying or vapour at the hot oil unit or the tank:** shut down the pump and the burner at once (engine kill), and close the wellhead valve on the pump-in line.
2. Everyone upwind and away from the hot oil unit; call 911 unless a hand-held extinguisher puts it out at once.
3. **Pressure at the limit** (the pop-off or the lowest rating of casing, wellhead or line): stop pumping, close the wellhead valve and bleed the pump line back to the hot oil unit.
4. **Gas or oil coming back up the pump-in line, or gas at the tank near the burner:** stop, burner off, close the wellhead valve and check valve; do not restart until the gas has cleared.
5. Hot oil or steam burns: cool with running water for at least 20 minutes, and get medical help.

**Ask first**: which way is the hot oil going (down the casing of a pumping well, down the tubing, or through a flowline), what is the lowest pressure and temperature rating on that path (old casing, the wellhead, a poly or fiberglass line), and is the well pumped down or is the fluid level already high?

**How a hot oil job works**
- The hot oil unit (the hot oiler) heats oil (or produced water) with a fired burner, commonly to 150–250 °F at the outlet, and a triplex pumps it at a fraction of a barrel to a few barrels a minute. Its pump can make several thousand psi — more than an old casing, a low-pressure wellhead or a flowline can take.
- **Down the casing of a rod-pumped well:** the hot fluid heats the tubing from outside, enters the pump and comes back up the tubing with the melted paraffin to the battery — it only works while the pump goes on lifting it.
- **Down the tubing:** through a flowing well or with the rods pulled; the fluid goes to the bottom and out the perforations unless it can circulate back.
- **Flowlines:** pumped in at the wellhead; the hot returns arrive at the battery tanks, flashing gas as they come.

**Hot water against hot oil**
- Heat per barrel per °F: oil about 350 lb × 0.85 × 0.5 ≈ 150 Btu; water about 350 lb × 1.0 = 350 Btu — hot water carries about 2.3 times the heat to the same temperature, but does not dissolve paraffin (it needs a surfactant or dispersant to carry it away) and can block the rock with water if it goes into the formation.
- Hot oil dissolves as well as melts, but lease oil carries its own paraffin and solids back into the well.
- Outlet temperature: hot enough to melt the deposit where it is (field paraffins commonly melt at about 110–180 °F; a lab melting point of the deposit is the number to use), and no hotter than the weakest line or fitting allows.

**Likely causes: why the pressure climbs or vapour gets to the burner**
- **Casing pressure climbing** while pumping down the backside: the rate is more than the pump lifts, so the annulus fills and the hot oil is being forced into the formation; the well stopped pumping (pumping unit down, pump-off controller, parted rods, stuck pump); a casing or flowline valve closed; paraffin bridging the annulus or the tubing; gas in the annulus heated and compressed.
- **Pump-in pressure climbing on a flowline:** paraffin or sand blocking the line ahead of the hot oil, a closed or half-open valve at the battery, a check valve stuck shut.
- **Vapour at the hot oil unit or the tank:** oil heated far above its flash point, the unit's tank overfilled or open, returns flashing gas and light ends at the lease tank, thief hatches lifting, a VRU overloaded.
- **Hot oil units burn** mostly from a leaking connection, union or pump packing spraying hot oil onto the burner or the exhaust, or with vapour drawn to the burner while the unit is being loaded.

**What to check, in this order**
1. **The path and its weakest rating:** casing size, grade, age and most recent test; the wellhead or casing head rating; the flowline material (steel, poly, fiberglass) and its pressure and temperature rating; the iron and flexible lines. That sets the maximum pressure and temperature.
2. **The well:** fluid level or pump-off state, the pump's displacement, casing pressure, gas and whether it is sour — that sets the rate and the volume.
3. **The hot fluid:** its flash point (condensate, a light crude, a blend), its paraffin and solids, or water with a dispersant.
4. **The hot oil unit:** spotted upwind at distance, burner off for loading, pop-off set and proved, check valve and wellhead valve on the pump-in line, flexible lines and unions inspected, extinguisher out.
5. **During the job:** pump-in pressure, casing pressure, returns temperature, rod loads and amps.
6. **After the job:** rod loads, production and fluid level a day and a week later.

**Safety at the hot oil unit and the tank: flash point, vapour and the burner**
- Light crude oils commonly flash below 100 °F (many below the day's temperature) and condensate far below 0 °F; heated to 180–250 °F almost any crude is above its flash point, so the vapour above the unit's tank, at the fill and at the lease tank hatch is in or near the flammable range.
- **Load with the burner off** — never draw oil from the lease tank, or fill the unit's tank, with the burner lit. Bond the loading line to the tank when loading.
- **Spacing:** spot the hot oil unit upwind of the wellhead and tanks, as far as the lines allow — commonly at least 100 feet, or more where the company procedure requires — with the burner on the far side from the tanks.
- Inspect and pressure-test the iron and flexible lines, no mismatched hammer unions, an extinguisher out and ready; watch the tank hatches and the VRU while hot returns arrive.

**Pressure and temperature limits, and isolation**
- The **maximum pumping pressure** is the lowest of: the casing's burst derated for age and corrosion, the wellhead or casing head working pressure, the flowline rating, the iron and flexible lines. Set the unit's pop-off and kick-out below it, and pressure-test the pump-in line against a closed wellhead valve before heating.
- **Temperature limits:** polyethylene (poly) flowlines are rated to about 140 °F, and many fiberglass lines to about 150–210 °F — hotter fluid softens and splits them; limit the outlet temperature or do not hot oil that line.
- A **check valve** on the pump-in connection at the wellhead and a valve that closes, so the well cannot flow back into the hot oil unit when it stops or disconnects.
- Never pump against a closed valve or a blocked line with heat on: liquid blocked in and heated rises in pressure fast. A flowline that will not take fluid is blocked — treat it as trapped pressure before pumping harder.
- **Gas at surface:** a gassy casing can blow back up the pump-in line; heating the annulus raises casing pressure. Bleed the pump-in line to the hot oil unit before breaking it.

**Does it help, or push paraffin into the formation?**
- **Rate against what the pump lifts:** a 1.5 in. pump at 86 in. and 8 spm lifts about 0.1166 × 1.5² × 86 × 8 ≈ 180 bbl/d — about 0.13 bbl/min. Hot oil pumped down the casing at 1–2 bbl/min is 8 to 16 times that: the annulus fills (5-1/2 in. × 2-7/8 in. holds about 0.016 bbl per foot, so 60 bbl raises the fluid about 3,800 feet), and the hot oil with the melted paraffin goes into the perforations and the formation.
- The heat goes fast: the fluid cools toward earth temperature within the first few hundred to a couple of thousand feet, depending on the rate, and the paraffin it melted shallow comes out again deeper — at the pump, the perforations or the rock face. Lease-tank oil used for hot oiling brings its own paraffin, solids and iron sulfide.
- **It is hurting when:** production down for days after each job and slow to return, hot oil needed more and more often, a stuck or fouled pump after the job, pump-off time growing. **It is working when:** peak polished-rod load, amps and flowline pressure back to the clean-well values, and production back within a day.
- Measure it: a dynamometer card or the rod loads, amps, pump fillage and production before, a day after and a week after each job.

**What to do: a better hot oil job**
1. Pump the well down first; pump slowly at first (melting the shallow paraffin), and hold the rate near what the pump lifts, with the well pumping throughout.
2. Use clean, low-paraffin oil or hot water with a paraffin dispersant; volume to fill the tubing and the interval with paraffin, not the annulus to surface.
3. Watch casing pressure, pump-in pressure, the returns' temperature at the wellhead and the rod loads during the job.
4. **Casing or pump-in pressure climbing:** slow down or stop; check the pumping unit is running and the pump is lifting (rod loads, warm returns at the flowline), and the casing and flowline valves are open. Never raise the pop-off to pump on.
5. **Stop a hot oil programme that does not pay:** if production falls after each job or the jobs come closer together, change to hot water with a dispersant, a paraffin inhibitor or scrapers.

**Alternatives to hot oiling**
- **Chemical:** paraffin inhibitors or crystal modifiers injected continuously down the annulus or into the flowline; solvent soaks (xylene or condensate blends — flammable, handle them like the hot oil).
- **Mechanical:** rod scrapers or guides for rod-pumped wells, wireline paraffin cutting for flowing wells, plunger lift, pigging flowlines.
- **Thermal without the hot oiler:** insulated or heat-traced flowlines, line heaters, hot water circulated at a lower rate.
- Treat the cause: find where in the well paraffin forms (its cloud point) and hold the fluid above it.

**Safety:** the hot oil hand runs the burner and pump; a lease hand watches the wellhead and the casing pressure, with a way to talk to the hot oil hand. Nobody stands by flexible lines and unions under pressure. Hot water above 212 °F flashes to steam when released — bleed hot lines slowly to a tank.`,
    sources: [PETROWIKI_WAX, KELLAND, OSHA_OIL_AND_GAS_HAZARDS, API_RP_54, OSHA_FLAMMABLE_LIQUIDS],
    notWhen: ['asphaltene', 'asphaltenes'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'chem-paraffin',
      'lift-stuck-rod-pump',
      'ops-trapped-pressure',
      'ops-fire-wellhead-tank',
    ],
  },
  {
    id: 'lift-stuck-rod-pump',
    title:
      'A rod pump stuck in the barrel, or rods that will not move — solids, scale, iron sulfide or trash in the plunger fit, or a pump stuck in the seating nipple: dyno and polished-rod symptoms, working, flushing and unseating it, a stripping job and rod backoff, the teardown, and prevention',
    area: 'artificial-lift',
    aliases: [
      'pump stuck in the barrel',
      'plunger stuck in the barrel',
      'stuck plunger',
      'sanded up pump',
      'pump sanded in',
      'rods will not move',
      'rods hung up',
      'polished rod will not go up or down',
      'pump seized',
      'iron sulfide in the pump',
      'trash in the pump',
      'pump teardown',
      'teardown report',
      'pump autopsy',
      'rod backoff',
      'unseat and flush',
      'pump fit',
      'plunger fit',
      'top hold-down pump',
      'sand-tolerant pump',
    ],
    symptoms: [
      'the unit bogs down on the upstroke and the rods will not move',
      'rod loads spiking and erratic before the pump locked up',
      'pump stuck after the well was shut in for a few days',
      'dyno card went to a thin sloping line',
      'plunger scored and grooved in the teardown',
    ],
    summary:
      'A plunger stuck in its barrel — sand, scale, iron sulfide, waxy solids or trash in the fit — shows as erratic, spiking loads and then a card collapsed to a thin sloping line with the polished rod stopped. Free it by working the rods within their limit, flushing (unseat, flush down the tubing, reseat) and hot water for waxy solids; if it will not free, a stripping job pulls rods and tubing together, with any rod backoff made at a known point in the string. The teardown names the cause, and sand screens, looser or sand-tolerant pump fits and chemical treatment stop the next one.',
    body: `**Ask first**: does the polished rod move at all (the unit cannot lift it, or it runs with high, ragged loads), what does the latest dyno card look like against a good one, and is it an insert pump that can be unseated or a tubing pump whose barrel is part of the tubing?

**Symptoms on the dyno card and at the polished rod**
- **Sticking, not yet stuck:** upstroke loads higher than normal and jagged (friction added to the fluid load), downstroke loads lower than normal and ragged (friction holding the plunger up), spikes where the plunger drags, a card getting taller in load from week to week.
- **Stuck plunger:** the surface card collapses to a **thin sloping line** — the rods only stretch and relax like a spring between a fixed pump and the unit; the downhole card shrinks to almost no plunger travel. Production stops.
- **At the polished rod:** the unit bogs down or stops on the upstroke, belts squeal, motor amps peg; the rods fall slowly on the downstroke and the polished-rod clamp lifts off the carrier bar; the polished rod will not come up at all when the unit is jogged.
- **Timing:** stuck after a shutdown of a day or more (sand settled on the plunger), after a frac nearby, after a hot oil job (melted waxy solids carried to the pump), or soon after a new pump in a new or dirty string (mill scale, pipe dope).

**Likely causes**
- **Sand or fines** in the plunger-to-barrel fit, or settled on top of the plunger and around the barrel when the well is shut down.
- **Scale:** calcium carbonate or sulfate in the barrel and on the plunger, often where the fluid warms or flashes in the pump.
- **Iron sulfide:** black, fine paste from sour water or SRB, packing the fit and the valves.
- **Waxy solids or asphaltene** packing the plunger or the rods above it.
- **Trash:** rubber, pipe dope, mill scale, rust and frac debris from the tubing; broken pump parts.
- **Mechanical:** a fit too tight for the temperature or the fluid, galling of plunger and barrel, a barrel bent in a dogleg or by a hold-down over-tightened, a pump crooked in a deviated section.
- **Stuck in the seating nipple:** the hold-down packed with sand or scale, or corroded in place — the pump works but will not unseat.

**What to check, in this order**
1. The dyno card now against the most recent good card; the pump-off controller's load and run-time history — gradual (sticking) or sudden (stuck)?
2. What happened first: a shutdown, a frac nearby, a hot oil or acid job, a new pump or tubing.
3. Sand, scale and iron in the previous pull and teardown; water analysis for scale and sulfide.
4. The rod-string limit before any pull or work (sizes, grades, age) — see the entry on a pump that will not unseat.

**What to do**
1. **Work it with the unit only briefly:** a unit that stops and is restarted again and again overloads the gearbox and the motor. Take the string on the pulling unit or a rig.
2. **Work the rods within their limit:** pick up to the agreed load, hold, slack off, repeat; a few light taps down on a sanded plunger (space the pump down a little) can knock sand loose — never stack the string hard on the pump.
3. **Flush:** unseat an insert pump a few feet and pump clean water (or treated water) down the tubing to wash sand off the pump and out of the seating nipple into the casing; reseat and test the pump by pressuring the tubing and watching it hold. Hot water or hot oil down the casing for waxy solids; acid or dissolver for scale or iron sulfide.
4. **Unseat and pull the pump** for the teardown once it is free.
5. **Will not free: a stripping job** — release the tubing anchor and pull rods and tubing together, breaking rods out as each tubing joint comes up: nothing is left in the hole. A **rod backoff** (turning the rods left to unscrew them) is made only as a planned step at a known point in the string, with torque held and counted — a blind backoff parts the string at its loosest coupling, often shallow, and leaves the rest to fish.
6. A tubing pump with its plunger stuck comes out only with the tubing — a stripping job from the start.

**What the pump teardown shows**
- **Lengthwise scoring and grooves** on plunger and barrel, sand in the valve cages: sand or fines.
- **Hard white or grey deposits** that fizz in acid: carbonate scale; hard and not fizzing: sulfate scale.
- **Black paste or powder**, rotten-egg smell when acid touches it: iron sulfide.
- **Waxy or tarry solids** in the barrel and the cages: paraffinic or asphaltic.
- **Galling** (torn metal), **polished bands** on one side: too tight a fit, a bent barrel, a crooked pump.
- Where the plunger stuck in the barrel: at the top of the stroke after a shutdown points to sand that settled; in one worn band points to a bend or a dogleg.
- Record it on a teardown report and file the pump's history: the same failure twice names the fix.

**Prevention**
- **Sand:** a sand screen, desander or gas-sand anchor below the pump; a **top hold-down** pump (sand cannot settle round the barrel) in shallower wells; sand-tolerant plungers (grooved, pin-end or with wiper rings) and a looser **pump fit** — API plunger fits run from about -1 (0.001 in. on diameter) to -5 (0.005 in.), looser for sand, viscous or hot fluid, tighter for light, thin fluid; a sand-check valve on top of the pump; no long shut-ins with the pump seated under sand; start slowly after a frac nearby.
- **Scale and iron sulfide:** scale inhibitor down the annulus or a squeeze; biocide and a sulfide scavenger where SRB and sour water make iron sulfide; iron control; clean the tubing before a new pump.
- **Waxy solids:** an inhibitor, rod scrapers, hot water done properly.
- **Trash:** drift and clean new tubing, pipe dope used sparingly, a strainer nipple or gas anchor below the pump.
- **Materials and fit:** hard-chrome or nickel-carbide barrels and spray-metal plungers in abrasive wells; the fit set for the well's temperature and fluid.

**Safety:** a rod string under overpull is a stretched spring — clear the floor and pull from the controls. Tubing pulled with a stuck pump comes out wet and can carry sour gas trapped under the pump: mud bucket, containment and gas monitors. Acid on iron sulfide gives off hydrogen sulfide.`,
    sources: [API_11AR, API_11AX, TAKACS_ROD, KELLAND],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'lift-stuck-pump-will-not-unseat',
      'lift-dynamometer-cards',
      'lift-rod-pump-failures',
      'ops-hot-oiling-safety',
    ],
  },
  {
    id: 'fac-water-hammer-surge',
    title:
      'Water hammer and surge in liquid lines — banging when a pump starts or stops or a valve closes fast (check-valve slam): the Joukowsky rise Δp = ρ·a·Δv, about 50–60 psi per ft/s for water in steel pipe, the checks and the fixes',
    area: 'facilities',
    aliases: [
      'water hammer',
      'waterhammer',
      'hydraulic shock',
      'pressure surge',
      'line surge',
      'line banging',
      'pipe banging',
      'check valve slam',
      'slamming check valve',
      'Joukowsky',
      'Joukowski',
      '2L/a',
      'surge relief valve',
      'surge vessel',
      'non-slam check valve',
      'surge analysis',
    ],
    symptoms: [
      'loud bang in the line when the pump shuts down',
      'check valve slams every time the transfer pump stops',
      'water line hammers when a valve snaps shut',
      'pressure spike trips the high pressure shutdown when the ESD valve closes',
      'pipe jumps on its supports when the valve closes',
    ],
    summary:
      'Stopping a flowing liquid column fast turns its velocity into pressure: the Joukowsky rise Δp = ρ·a·Δv is about 50–60 psi for each ft/s of velocity stopped for water in steel pipe (about 40–45 for crude), on top of the operating pressure, whenever a valve closes faster than 2L/a or a check valve slams after a pump trip. Find which event bangs, measure it with a fast logger, and fix it with slower valve closure, non-slam check valves, surge relief or a surge vessel, air let out at high points, and soft starts and stops (soft starter or VFD).',
    body: `**Ask first**: what makes the bang (the pump starting, the pump stopping or tripping, or which valve closing), how many feet of line, what rate does it carry, and what is its size and material?

**How big the surge is: the Joukowsky pressure spike**
- **Δp = ρ·a·Δv** — ρ the liquid's density, a the pressure-pressure-wave velocity in the pipe, Δv the velocity stopped. In field units Δp (psi) = ρ (lb/ft³) × a (ft/s) × Δv (ft/s) ÷ (32.174 × 144).
- **Pressure-wave velocity a:** water in steel pipe about 4,000–4,700 ft/s (1,200–1,400 m/s); crude oil about 3,300–4,000 ft/s; much lower in plastic — PVC about 1,200–1,500 ft/s, polyethylene about 700–1,100 ft/s. Free gas or air in the liquid lowers it sharply.
- **Rules of thumb:** water in steel pipe about **50–60 psi per ft/s** stopped (62.4 × 4,200 ÷ 4,633 ≈ 57); crude about 40–45 psi per ft/s; water in polyethylene about 10–15 psi per ft/s.
- **Worked figures:** 10,000 barrels a day of water in a 6 in. line (6.065 in. ID): v = 0.01192 × 10,000 ÷ 6.065² ≈ 3.24 ft/s → Δp ≈ 3.24 × 56.6 ≈ **183 psi** if it is stopped at once (about 200 psi for produced water of SG 1.1). With the pump at 900 psi, the valve sees about 1,080 psi.
- **Closure time:** the full rise comes when flow stops in less than **2L/a**, the time for the wave to run to the far end and back. A 10,560 ft line at 4,200 ft/s: 2L/a ≈ 5 s — any valve that closes in under 5 s gives the whole 183 psi. Closing much slower cuts it roughly as 2L/a ÷ closure time (Michaud: Δp ≈ 2ρLv ÷ t) — about 30 psi over 30 s here. But ball, plug and butterfly valves stop most of the flow in the final 10–20 % of their travel, so the effective closure time is far shorter than the stroke time.
- The wave reflects and repeats; a down-surge below vapour pressure (pump trip, high points) separates the column, and the collapse of that cavity can exceed the Joukowsky figure.

**Likely causes**
- **Fast-closing valves:** ESD and shutdown valves, snap-acting dump valves on vessels and free-water knockouts, control valves tuned too fast, a quarter-turn valve slammed shut by hand.
- **Pump trip or stop:** flow decelerates, pressure drops on the discharge, the column reverses and **slams a swing check valve** shut — worst with a tall static head or a long line downhill from the pump.
- **Pump start** into an empty or partly drained line: the liquid accelerates and hits a closed valve, a bend or a high point.
- **Air or gas pockets:** trapped at high points, expelled fast through an open valve or an air valve so the columns meet; filling a line too quickly.
- **Reciprocating pumps:** triplex and quintuplex pumps make pulsation every stroke — a dampener gone flat, without its precharge, makes it hammer.

**The damage it does**
- Pipe jumping off supports and anchors, bends and tees shifting, small-bore and threaded connections cracking by fatigue, flanges leaking and gaskets blown.
- Check-valve discs and hinge pins broken, pump seals and thrust bearings failing, Bourdon gauges wrecked, PSH trips and PSVs lifting on every event.
- Plastic and fiberglass lines split; thin pipe collapsed by the down-surge; in the worst case a rupture and a spill.

**What to check, in this order**
1. **When exactly it bangs** — pump start, pump stop or trip, which valve closing, the dump cycle, the line filling. Watch the pressure and listen during each event.
2. **Measure it:** a fast pressure transmitter or data logger (at least tens of samples a second) at the pump discharge and the closing valve — a SCADA point polled every second misses the peak; a gauge with a maximum pointer at least shows it happened.
3. **Work out the Joukowsky rise** from the velocity and the pressure-wave velocity, add it to the operating pressure, and compare with the line, flange and valve ratings.
4. **Time the valves:** stroke the ESD, shutdown, control and dump valves and time them against 2L/a.
5. **The check valves:** type (swing, lift, dual-plate, nozzle), size, condition of the disc and pin, and whether there is one at all on each pump.
6. **Air and gas:** high points with no way to let air out, a line draining back between pump runs, gas breaking out of produced water.
7. **The pump start and stop:** across-the-line starter or soft start, VFD ramp times, discharge valve position at start, dampener precharge on reciprocating pumps.

**What to do**
- **Slow the valve:** a closing-rate control on the actuator's air or hydraulic exhaust, a two-stage closure (fast to about 80 %, slow over the final part), a closure time several times 2L/a. An ESD valve's closure time belongs to the safety analysis — change it only with a surge study and management of change.
- **Dump valves:** a throttling (proportional) controller in place of snap action, a slower valve, a larger dump line.
- **Check valves:** non-slam checks — spring-assisted nozzle or dual-plate checks that close before reverse flow builds — in place of swing checks on pump discharges; a damped (dashpot) check where some reverse flow can be tolerated.
- **Surge protection:** a surge relief valve set above the operating pressure and below the design pressure, piped to a tank; a surge vessel or bladder accumulator near the pump; pulsation dampeners charged to the maker's setting on reciprocating pumps.
- **Pumps:** a soft starter or VFD ramping up and down over seconds to tens of seconds; start against a partly closed discharge valve and open it slowly; on a controlled stop, close the discharge valve slowly before stopping the pump.
- **Air:** let air out at high points, fill lines slowly (about 1 ft/s or less) with the high-point valves open, air valves of the anti-slam type, and lines held full between runs.
- **The piping:** anchor and restrain bends and tees; brace small-bore connections or replace them.

**Limits:** US liquid pipelines may not see surge above 110 % of the operating pressure limit (49 CFR 195.406), and ASME B31.4 allows surge up to 10 % above the design pressure; facility piping is designed for its surge cases too — a surge study is due for long lines, high velocities, fast-closing ESD valves and any change of pumps.

**Safety:** a line that hammers is working its supports, flanges and small-bore connections to failure: people stay away from flanges and small fittings during starts and stops until it is fixed, and do not tighten or hammer on a flange while the line is surging.`,
    sources: [GHIDAOUI_WATER_HAMMER, CHAUDHRY_TRANSIENTS, PIPELINE_SURGE_LIMIT, ASME_B31_4],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['fac-centrifugal-pump-cavitation', 'fac-pump-vibration', 'fac-pressure-relief'],
  },
];
