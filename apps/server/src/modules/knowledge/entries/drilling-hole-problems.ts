import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  apiStandard,
  cfrSection,
  NRC_LOGGING_AGREEMENT,
  NRC_LOST_SOURCE,
  OSHA_H2S,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const API_RP_49 = apiStandard(
  'API RP 49, Recommended Practice for Drilling and Well Servicing Operations Involving Hydrogen Sulfide',
);

const API_RP_13B_1 = apiStandard(
  'API RP 13B-1, Field Testing Water-Based Drilling Fluids (pH and alkalinity, soluble sulfides by the Garrett gas train)',
);

const CAENN_DRILLING_FLUIDS: KnowledgeSource = {
  title:
    'R. Caenn, H. C. H. Darley and G. R. Gray, Composition and Properties of Drilling and Completion Fluids, 7th ed. (Gulf Professional Publishing, 2017): hydrogen sulfide in drilling fluids, pH control and sulfide scavengers',
  url: 'https://www.sciencedirect.com/book/9780128047514/composition-and-properties-of-drilling-and-completion-fluids',
};

const YARIM_BACKREAMING = spePaper(
  'G. Yarim, G. M. Ritchie and R. B. May, "A Guide to Successful Backreaming: Real-Time Case Histories", SPE Drilling & Completion, 2010 (SPE-116555-PA)',
  '10.2118/116555-PA',
);

const TOMREN_CUTTINGS_TRANSPORT = spePaper(
  'P. H. Tomren, A. W. Iyoho and J. J. Azar, "Experimental Study of Cuttings Transport in Directional Wells", SPE Drilling Engineering, 1986 (SPE-12123-PA)',
  '10.2118/12123-PA',
);

const API_RP_7G = apiStandard(
  'API RP 7G, Recommended Practice for Drill Stem Design and Operating Limits (tension ratings by drill-pipe class, margin of overpull)',
);

const NEWMAN_CT_REACH = spePaper(
  'K. Newman, P. Kelleher and E. Smalley, "CT Extended Reach: Can We Reach Farther?", SPE/ICoTA Coiled Tubing & Well Intervention Conference, The Woodlands, 2014 (SPE-168235-MS)',
  '10.2118/168235-MS',
);

const HE_KYLLINGSTAD_LOCKUP = spePaper(
  'X. He and A. Kyllingstad, "Helical Buckling and Lock-Up Conditions for Coiled Tubing in Curved Wells", SPE Drilling & Completion, 1995 (SPE-25370-PA)',
  '10.2118/25370-PA',
);

const DAWSON_PASLAY_BUCKLING = spePaper(
  'R. Dawson and P. R. Paslay, "Drillpipe Buckling in Inclined Holes", Journal of Petroleum Technology, 1984 (SPE-11167-PA)',
  '10.2118/11167-PA',
);

const API_RP_5C7 = apiStandard(
  'API RP 5C7, Recommended Practice for Coiled Tubing Operations in Oil and Gas Well Services',
);

const SANTOS_KICK_TOLERANCE = spePaper(
  'H. Santos, E. Catak and S. Valluri, "Kick Tolerance Misconceptions and Consequences to Well Design", SPE/IADC Drilling Conference, Amsterdam, 2011 (SPE-140113-MS)',
  '10.2118/140113-MS',
);

const SANTOS_TRANSITIONAL_KT = spePaper(
  'H. Santos and P. Sonnemann, "Transitional Kick Tolerance", SPE Annual Technical Conference and Exhibition, San Antonio, 2012 (SPE-159175-MS)',
  '10.2118/159175-MS',
);

const IADC_KICK_TOLERANCE: KnowledgeSource = {
  title: 'IADC Drilling Matters glossary: kick tolerance (KT)',
  url: 'https://drillingmatters.iadc.org/glossary/kick-tolerance-kt/',
};

/**
 * Drilling-hole problems the neighbouring entries leave out: H2S coming up with the returns while
 * circulating, overpull on a wiper trip out of a lateral and when to backream, coiled tubing that
 * locks up before TD in a long lateral, kick tolerance worked out and kept current, and a
 * radioactive logging source stuck or lost in the hole.
 */
export const drillingHoleProblemEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-h2s-in-returns-circulating',
    title:
      'H2S coming up with bottoms up on a rig (sour trip gas or gas from the cuttings at the shakers): muster upwind on SCBA, flow check, take the returns through the choke and mud-gas separator instead of the open shakers, then raise the mud pH and add sulfide scavenger',
    area: 'drilling',
    aliases: [
      'H2S on bottoms up',
      'H2S at the shakers',
      'H2S at the shale shakers',
      'H2S at the possum belly',
      'H2S in the mud',
      'sour gas in the returns',
      'sour gas on bottoms up',
      'sour trip gas',
      'sour kick',
      'H2S kick',
      'H2S in the returns on bottoms up',
      'keep circulating with H2S',
      'circulate through the choke',
      'circulate bottoms up through the mud-gas separator',
      'sulfide scavenger',
      'sulphide scavenger',
      'mud H2S scavenger',
      'zinc carbonate',
      'basic zinc carbonate',
      'zinc oxide scavenger',
      'iron oxide scavenger',
      'ironite sponge',
      'Garrett gas train',
      'soluble sulfides in the mud',
      'mud pH for H2S',
      'raise the mud pH',
      'lime for H2S',
    ],
    symptoms: [
      'H2S alarm at the shakers on bottoms up after the trip',
      'H2S showing at the shakers as bottoms up reaches surface',
      'rotten-egg smell at the shakers and the pits',
      'sulfides rising in the mud filtrate',
      'trip gas came back sour',
      'mud pH dropping and H2S showing at the flowline',
    ],
    summary:
      'H2S coming out with bottoms up on a rig is a people emergency and a possible sour kick: those not needed go upwind to the briefing area, the crew securing the well goes on SCBA, stops and flow-checks. Flowing, shut in and kill through the choke and mud-gas separator to a lit flare; not flowing, still take the rest of bottoms up through the choke and separator rather than the open shakers. Then high pH to hold the sulfide in the mud and a zinc- or iron-based scavenger to remove it, checked by sulfide tests.',
    body: `**Immediate actions**
1. Everyone not needed to secure the well goes **upwind** (or crosswind) to the safe briefing area and is counted; the driller and the crew named in the H2S plan put on **positive-pressure SCBA** first — nobody walks to the shakers, pits or cellar to look without it.
2. On air, the driller stops rotating, picks up to the shut-in space-out, **stops the pumps and flow-checks**.
3. Flowing, or in doubt: **shut in** by the rig's procedure and record SIDPP, SICP and the gain — it is a sour kick, circulated out through the choke and mud-gas separator (MGS) with the flare lit.
4. Not flowing: **do not keep pumping sour gas out of the open flowline** — close the annular and take the rest of bottoms up through the choke (held open) and the MGS to the flare.

**Ask first**: does the well flow with the pumps off, and is the H2S in this one bottoms up only (trip, connection or swabbed gas) or rising with every foot drilled (a sour zone now open)?

**Likely causes**
- **Trip, connection or swabbed gas** from a sour zone: one slug, arriving at the lag time after the pumps started.
- **Drilled gas:** gas in the cuttings of a sour zone, let out at the shakers; it follows the ROP.
- **An influx:** the mud below the pore pressure — gas, H2S and the pits rise together.
- **Sulfide already in the mud**, held at high pH and let go when the pH falls, or mud soured by bacteria in the tanks.

**What to check, in this order**
1. The flow check and pit volume; the trip sheet — did the last trip take the right fill?
2. Each fixed detector (flowline, shakers, pits, floor, cellar): how high, rising or falling; the wind.
3. The gas log: total gas against the lag, background, connection and trip gas; mud weight in and out.
4. The mud: pH, soluble sulfides by the Garrett gas train (API RP 13B-1), the scavenger left in it.
5. The MGS (gas capacity, liquid seal), the vent line to the flare, the igniter.

**Keep circulating? The well control side**
- Once H2S is at alarm, returns go through the choke and the MGS with the gas burned at the flare: a kick by the driller's or wait-and-weight method at constant bottomhole pressure; a slug of trip gas with no flow at the normal rate, choke open.
- Gas beyond the MGS's capacity (liquid seal blowing through): slow the pump. Where bringing a large sour influx to surface is the worse risk, many H2S plans keep bullheading as the option.
- Weight up for a kick, not for drilled or trip gas.
- Burning H2S makes SO2, toxic too (IDLH 100 ppm): watch the plume and monitor downwind.

**Treating the mud: raise the pH, then add a scavenger**
- **Raise the pH** of a water-based mud to about 10.5–11.5 with lime or caustic: dissolved sulfide then stays as bisulfide ions; near pH 7 about half of it is free H2S. High pH only holds it — a later drop releases it all.
- **Remove it with a scavenger:** zinc-based (zinc carbonate, basic zinc carbonate, zinc oxide, chelated zinc) forms insoluble zinc sulfide fast; iron-based (iron oxides such as a magnetite sponge) is slower and gentler on the mud. Dose from the sulfide tests and keep an excess while the zone is open (a few lb/bbl); zinc can flocculate a water-based mud, so pilot-test and watch YP and gels. Oil-based mud: an excess of lime plus a scavenger.
- Test filtrate sulfides every few hours across the zone: sulfides rising with no scavenger left means it is spent.

**Safety:** H2S is heavier than air — the cellar, pits, shaker house and low ground fill first. Rescue only on SCBA with a partner. High-strength drill pipe and BOP elastomers crack or degrade in sour service: keep the pH up, limit the exposure, inspect afterwards. API RP 49, Texas SWR 36 and offshore 30 CFR 250.490 set the contingency plan, sensors and drills.`,
    sources: [
      API_RP_49,
      API_RP_13B_1,
      CAENN_DRILLING_FLUIDS,
      OSHA_H2S,
      cfrSection(30, '250.490', 'Hydrogen sulfide'),
      texasRule(36, 'Oil, Gas, or Geothermal Resource Operation in Hydrogen Sulfide Areas'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    appliesWhen: [
      'bottoms up',
      'bottoms-up',
      'keep circulating',
      'trip gas',
      'shakers',
      'shaker',
      'scavenger',
      'scavengers',
      'sulfide',
      'sulfides',
      'zinc',
      'mud gas separator',
      'MGS',
      'pH',
      'flow check',
      'sour kick',
    ],
    related: [
      'ops-h2s-exposure',
      'ops-kick-warning-signs',
      'drill-gas-cut-mud',
      'drill-kill-methods',
    ],
  },
  {
    id: 'drill-lateral-wiper-trip-overpull',
    title:
      'Tight hole and overpull on a wiper or short trip out of a horizontal lateral: circulate clean before pulling, work the tight spot, when to backream and when not to, and the overpull limit',
    area: 'drilling',
    aliases: [
      'wiper trip',
      'short trip',
      'wiper trip in the lateral',
      'tight spot on the wiper trip',
      'tight spots in the lateral',
      'overpull on the trip out of the lateral',
      'overpull in the lateral',
      'backream',
      'backreaming',
      'back reaming',
      'back-reaming',
      'backream out of the lateral',
      'tight hole on the wiper trip',
      'tight hole on a short trip',
      'when to backream',
      'pumping out of hole',
      'pump out of the hole',
      'working a tight spot',
      'ream the tight spot',
      'trip limit',
      'overpull limit',
      'margin of overpull',
      'tripping out of a horizontal well',
    ],
    symptoms: [
      'overpull on the wiper trip in the lateral',
      'pulling tight at the same depth every trip',
      'drag building while pulling out of the horizontal',
      'pump pressure climbing while backreaming',
      'tight spot coming out of the lateral into the curve',
      'could only get out of the lateral by backreaming',
      'hole tight on the wiper trip or short trip',
    ],
    summary:
      'Overpull on a trip out of a lateral is a cuttings bed until circulation proves it is a ledge or a dogleg: go back below the spot, circulate and rotate at full rate until the shakers clean up, then pull on elevators. A spot still tight in a clean hole is reamed alone; backreaming is slow, at full flow and rpm, stopped the moment pressure climbs — never into a loaded hole, in caving shale or as the routine way out. Set the trip overpull limit before the trip, inside the string’s margin of overpull.',
    body: `**Ask first**: back below the spot with the pumps on, is the pressure normal and does it then pull free (cuttings, now cleared) — or is it tight at the same depth every time (a ledge, dogleg or swelling shale), or does the drag grow with the pressure as it is pulled (cuttings piling ahead of the BHA)?

**Likely causes**
- **A cuttings bed** on the low side of the lateral and, worst, in the curve at 35–65°: the BHA ploughs it into a dune as it is pulled — overpull growing over a stand, pressure and torque rising when pumping.
- **Geometry:** ledges at hard–soft interfaces, doglegs from slides and steering, stabilisers hanging up: the same depth every trip, often taking weight there going in too, with clean circulation.
- **Unstable or swelling shale:** worse with time open, cavings at the shakers, fill on bottom.
- **Differential sticking** across a depleted sand when the string stops; **swabbing** — the hole not taking its fill.

**What to check, in this order**
1. The overpull against the trend: the pick-up weight against the broomstick model for that depth, not against the last stand.
2. Pressure and torque when circulating at the spot (PWD or ECD where fitted): rising means a pack-off building.
3. The shakers: cuttings back against cuttings drilled, their size (small and reground means a long time in the hole), cavings.
4. The survey at that depth: slides, doglegs, a formation change, the top of the curve.
5. The trip tank: fill against displacement.

**What to do**
1. **Clean before pulling:** circulate at full drilling rate and rpm until the shakers clean up — three or more bottoms up is common in a lateral; only rotation with flow moves the bed.
2. **At the first overpull**, stop at the agreed limit, go back down a stand to where it was free, circulate and rotate until clean, then pull the stand again **without** pumps or rotation. Free now → it was cuttings; carry on and watch the trend. Tight at the same depth → a point restriction.
3. **Work a point restriction** alone: ream the spot up and down with flow and rotation, then drift it with the pumps off. One tight spot is no reason to ream the whole lateral.
4. **Backream when** a ledge, dogleg or swelling shale still holds in a clean hole, or each pull on elevators needs more overpull: full flow and drilling rpm, slowly (the annulus must carry what the BHA scrapes off), watching pressure, torque and ECD. Pressure climbing or torque erratic: stop, go back down, circulate clean, resume. Circulate bottoms up again before pulling into the curve and the shoe.
5. **Do not backream** into a loaded hole (shakers still full, ECD high), in caving shale (it enlarges and destabilises it), at low flow, or as the routine way out: a hole that can only be backreamed out packs off stand after stand and can break down. Pumping out without rotation pushes a dune ahead of the BHA in a lateral.
6. **The overpull limit:** set before the trip — a working limit over the trend (the programme's figure) well inside the string's margin of overpull (API RP 7G: the weakest component's rating for its class) and below the jar's firing load unless jarring is meant. Pulling past it into a pack-off or key seat sticks the pipe.

**Hole-cleaning and mud indicators:** torque and drag on trend; cuttings at the shakers matching the ROP; ECD near the clean-hole figure; a 6-rpm reading of about 1–1.5 times the hole size in inches; little fill back on bottom. When these say the hole is clean, many teams skip the wiper trip.

**Safety:** a pack-off raises the pressure below it at once — losses, then a kick: drop the pump rate first. Overpulling swabs: watch the trip tank. Clear the floor when pulling near the limits.`,
    sources: [YARIM_BACKREAMING, TOMREN_CUTTINGS_TRANSPORT, API_RP_7G, slbGlossary('wiper trip')],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    appliesWhen: [
      'wiper trip',
      'wiper',
      'short trip',
      'backream',
      'backreaming',
      'back ream',
      'back reaming',
      'back-ream',
      'back-reaming',
      'lateral',
      'horizontal',
      'pump out',
      'pumping out',
    ],
    related: [
      'drill-hole-cleaning',
      'drill-stuck-pipe',
      'drill-torque-drag-high',
      'drill-wellbore-instability',
    ],
  },
  {
    id: 'comp-ct-lockup-long-lateral',
    title:
      'Coiled tubing locking up before TD in a long lateral: helical buckling and friction, telling lockup from a tag, and extending reach — friction reducers and metal lubricants, larger or tapered coil, agitators, tractors, lighter fluid and pump rate, modelled first',
    area: 'completions',
    aliases: [
      'coiled tubing lockup',
      'coil lockup',
      'CT lockup',
      'helical lockup',
      'helical buckling of coiled tubing',
      'sinusoidal buckling',
      'coil will not reach TD',
      'coiled tubing reach',
      'CT reach',
      'extended reach coiled tubing',
      'extending coil reach',
      'metal-to-metal lubricant',
      'CT friction reducer',
      'friction reducer pill',
      'agitator on coil',
      'vibration tool',
      'CT tractor',
      'downhole tractor',
      'tapered coil',
      'tubing forces model',
      'CT friction factor',
    ],
    symptoms: [
      'coil stops gaining depth in the lateral with weight still going down',
      'weight indicator falling toward zero but the coil is not moving',
      'cannot reach the last plugs with the coil',
      'setting down weight on the coil and nothing happens downhole',
      'lockup earlier than the model predicted',
    ],
    summary:
      'Coiled tubing cannot rotate, so in a long lateral the push from the vertical section and the injector is spent on friction; past the helical buckling load the coil coils against the wall, the contact force grows with the compression and it locks up. Tell lockup (weight lost gradually, depth stops) from a tag, stop pushing with the injector, then lower friction (friction reducers, metal lubricants, agitators), raise stiffness (larger or tapered coil), cut the buoyed weight, add a tractor — each checked in the tubing-forces model.',
    body: `**Ask first**: what does the tubing-forces model predict for this string, BHA and well, with which friction factors — and does the surface weight fall away gradually while the depth stops gaining (lockup), or drop at once at one depth with a pressure change (a tag on fill, a plug or damaged casing)?

**Why it locks up: the forces**
- In the lateral the coil lies on the low side: pushing it costs friction × buoyed weight per foot (friction factors about 0.25–0.3 in cased hole with water), paid for by the coil's weight in the vertical and the injector's snubbing force.
- Compression grows toward the heel. Above the sinusoidal load the coil snakes; above the helical load it wraps against the wall and the contact force — and drag — rise with the square of the compression, so more push from surface goes into the wall, not forward: **lockup**.
- Horizontal hole: F_sin = 2 × √(EI × w ÷ r) (Dawson–Paslay), F_hel ≈ 1.41 × F_sin; EI in lbf·in², w the buoyed weight in lbf/in, r the radial clearance in inches.
- Worked figures: 2.00 in × 0.156 in coil in 5-1/2 in 20 lb/ft casing (ID 4.778 in). I = π ÷ 64 × (2.00⁴ − 1.688⁴) = 0.387 in⁴, EI = 30 × 10⁶ × 0.387 = 1.16 × 10⁷ lbf·in². Weight 3.07 lb/ft in air, 2.67 lb/ft in 8.6 ppg water = 0.223 lbf/in; r = (4.778 − 2.00) ÷ 2 = 1.39 in. F_sin = 2 × √(1.16 × 10⁷ × 0.223 ÷ 1.39) ≈ 2,730 lbf; F_hel ≈ 3,860 lbf. At a friction factor of 0.3 each foot of lateral costs 0.3 × 2.67 ≈ 0.80 lbf, so the coil at the heel reaches the helical load after about 3,860 ÷ 0.80 ≈ **4,800 ft** of lateral (less with a BHA or weight on a mill); at 0.2, about **7,200 ft**. The model adds the curve, residual bend, pressure and the BHA, but friction is the biggest lever.

**What to check: lockup or a tag**
- Lockup: weight lost steadily as the injector pushes, the depth slowing then stopping near the model's lockup depth, no stall or pressure change; pick-up weight normal once the helix straightens.
- A tag: weight lost at once at one depth, a motor stall or pressure spike, sand or debris in the returns.
- Either way, stop pushing: a helically buckled coil under high compression can yield or kink.

**What to do: stop pushing, then extend the reach (each option modelled first)**
- **Lower friction:** friction reducers and metal-to-metal lubricants, as pills ahead or continuously, in a clean hole (sand raises friction): 0.3 to 0.2 gains about half again.
- **Stiffer coil:** the buckling load rises with √EI — a larger OD (2-3/8 or 2-5/8 in) or a taper with heavier wall where the compression is, inside the injector, reel, crane, road and pump-pressure limits.
- **Vibration:** a flow-driven agitator or vibration tool in the BHA turns static friction into sliding; it costs rate and pressure.
- **A tractor** pulls the BHA past the coil's lockup, given the flow or line it runs on and a clean, known ID.
- **Buoyed weight:** heavier brine in the well, lighter fluid or nitrogen inside the coil: reach before helical buckling grows about as 1 ÷ √w.
- **Pump rate:** pressure inside the coil adds to its effective compression and returns drag against running in: near lockup, run in at the lowest rate that still cleans, pump hard on pick-ups and sweeps.
- **The string:** less residual bend reaches farther.
- On the job, plot weight against depth on the model and back out the friction: the trend warns before the injector does. Where nothing reaches, plan jointed pipe (snubbing or a workover rig) for the last plugs.

**Safety:** a coil in compression stores energy — a kinked or buckled coil can part at surface; stay inside the injector's and the coil's limits and keep people out from between the reel and the injector.`,
    sources: [
      NEWMAN_CT_REACH,
      HE_KYLLINGSTAD_LOCKUP,
      DAWSON_PASLAY_BUCKLING,
      API_RP_5C7,
      slbGlossary('coiled tubing'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    appliesWhen: [
      'lockup',
      'lock up',
      'locks up',
      'locked up',
      'locking up',
      'helical',
      'buckling',
      'buckled',
      'reach',
      'TD',
      'lateral',
      'agitator',
      'tractor',
      'friction reducer',
      'lubricant',
    ],
    related: [
      'comp-coiled-tubing-trouble',
      'comp-ct-drillout-pressure-kick',
      'drill-torque-drag-high',
    ],
  },
  {
    id: 'drill-kick-tolerance',
    title:
      'Kick tolerance: the largest kick the well can take and circulate out without breaking down the shoe — the inputs, a worked example in field units, and when to recalculate',
    area: 'drilling',
    aliases: [
      'kick tolerance',
      'KT',
      'kick tolerance calculation',
      'kick tolerance volume',
      'kick tolerance worked example',
      'maximum influx volume',
      'maximum kick volume',
      'maximum influx height',
      'kick intensity',
      'swabbed kick tolerance',
      'zero kick intensity',
      'influx gradient',
      'kick margin',
      'recalculate kick tolerance',
      'casing seat selection',
    ],
    symptoms: [
      'kick tolerance dropped after we weighted up',
      'kick tolerance below the company minimum',
      'LOT came in lower than planned with a long section still to drill',
      'not sure the shoe will take a kick near TD',
      'kick tolerance came out negative',
    ],
    summary:
      'Kick tolerance is the largest influx, of a stated intensity and type (usually gas), that can be shut in and circulated out without the pressure at the weakest point — usually the shoe — passing its LOT or FIT. It is the smaller of two volumes: the influx height the MAASP allows, around the BHA at shut-in, and the same height at the shoe while circulating, brought back to bottomhole pressure. Recalculate at every mud-weight change, new LOT or shoe, and as the hole deepens.',
    body: `**Ask first**: what kick intensity and influx type does the company standard require (a gas kick a set amount over the mud weight, or zero for a swabbed kick), and is the shoe really the weakest point in the open hole?

**What it is:** the largest influx, in bbl at bottomhole conditions, that can be shut in and circulated out at constant bottomhole pressure without the pressure at the weakest point passing its strength. Compare it with what the rig detects and shuts in on — the pit alarm setting plus the gain while closing in: if the kick tolerance is smaller, the well is not fit to drill on as it stands.

**What to check: the inputs, then the two limits (the smaller governs)**
- Inputs: shoe TVD and its LOT or FIT (EMW); mud weight; bit or section TD (TVD); expected pore pressure, so the kick intensity = pore pressure EMW − mud weight; influx gradient (gas about 0.1 psi/ft, oil about 0.3, water about 0.45); hole size, BHA and drill-pipe OD and lengths.
1. MAASP = (LOT EMW − MW) × 0.052 × shoe TVD.
2. Influx height allowed: H = [MAASP − intensity × 0.052 × TVD] ÷ (0.052 × MW − influx gradient).
3. At shut-in, on bottom: the volume of H around the BHA (then the drill pipe).
4. Circulating, with the top of the gas at the shoe: the volume of H around the pipe at the shoe, brought back to bottom by Boyle's law: V_bottom = V_shoe × shoe fracture pressure ÷ formation pressure.

Worked example in field units — 9-5/8 in shoe at 8,000 ft TVD, LOT 13.0 ppg; 11.0 ppg mud; 8-1/2 in hole to 10,500 ft TVD; gas kick of 0.5 ppg intensity (11.5 ppg pore pressure) at 0.1 psi/ft; 600 ft of 6-3/4 in BHA under 5 in drill pipe.
- MAASP = (13.0 − 11.0) × 0.052 × 8,000 = **832 psi**; intensity = 0.5 × 0.052 × 10,500 = 273 psi.
- H = (832 − 273) ÷ (0.572 − 0.1) = 559 ÷ 0.472 ≈ **1,184 ft**.
- Capacities: (8.5² − 6.75²) ÷ 1,029.4 = 0.0259 bbl/ft by the BHA; (8.5² − 5²) ÷ 1,029.4 = 0.0459 bbl/ft by the pipe.
- On bottom: 600 × 0.0259 + 584 × 0.0459 = 15.6 + 26.8 ≈ **42 bbl**.
- At the shoe: 1,184 × 0.0459 = 54.4 bbl at 13.0 × 0.052 × 8,000 = 5,408 psi; at bottom (11.5 × 0.052 × 10,500 = 6,279 psi), 54.4 × 5,408 ÷ 6,279 ≈ **47 bbl**.
- Kick tolerance ≈ **42 bbl**, the on-bottom case. At 1.0 ppg intensity: H = (832 − 546) ÷ 0.472 ≈ 606 ft — about **16 bbl**, nearly all around the BHA.

The hand method ignores temperature, gas compressibility and angle (a kick spread along a horizontal section has little height), and gas dissolved in oil-based mud hides a kick until it breaks out near surface; well-control software does better, the hand figure is the check.

**What to do: recalculate and update it at every change**
- Every mud-weight change: weighting up cuts the MAASP; cutting back raises the intensity against the same pore pressure.
- After every LOT or FIT and at each new shoe.
- As the hole deepens (the intensity term grows with TVD) and when pore-pressure signs change (connection and background gas, d-exponent, offsets) — and before drilling on to the planned casing point.
- A new BHA or hole size; losses or ballooning that show a weaker point than the shoe test.
- Too small: set casing sooner; catch smaller kicks (tighter pit alarms, flow-out sensors); review the mud weight against the pore pressure; managed pressure drilling where fitted.

**Safety:** post the MAASP and kick tolerance with the kill sheet and update them together; a kick bigger than the tolerance is for the shut-in plan agreed beforehand (bullheading, volumetric), not for improvising.`,
    sources: [
      SANTOS_KICK_TOLERANCE,
      SANTOS_TRANSITIONAL_KT,
      IADC_KICK_TOLERANCE,
      API_RP_59,
      cfrSection(30, '250.414', 'What must my drilling prognosis include? (safe drilling margins)'),
    ],
    checks: ['maasp'],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    appliesWhen: [
      'kick tolerance',
      'KT',
      'tolerance',
      'maximum influx',
      'influx volume',
      'kick intensity',
      'kick margin',
      'casing seat',
    ],
    related: ['drill-leak-off-test-fit', 'ops-kick-warning-signs', 'drill-kill-methods'],
  },
  {
    id: 'drill-radioactive-source-stuck-in-hole',
    title:
      'A radioactive logging source stuck or lost in the hole (an LWD string stuck with its nuclear sources, a logging tool lost): recover the source first, nothing that could rupture it, and if it cannot be recovered — the regulator’s notice, a cement plug, a deflection device and a plaque (10 CFR 39.77, Texas SWR 35)',
    area: 'drilling',
    aliases: [
      'radioactive source stuck in the hole',
      'radioactive source lost in the hole',
      'lost radioactive source',
      'source lodged downhole',
      'stuck nuclear source',
      'LWD sources stuck',
      'nuclear tool stuck',
      'density source',
      'neutron source',
      'cesium-137 source',
      'americium-beryllium source',
      'Am-Be source',
      'source retrieval through the drill pipe',
      'fishing the radioactive source',
      'irretrievable source',
      'abandoning a radioactive source',
      'radioactive source abandonment',
      'abandoned source plaque',
      'red dyed cement plug',
      'deflection device over the source',
      '10 CFR 39.77',
      '10 CFR 39.15',
      'SWR 35',
      'Statewide Rule 35',
    ],
    symptoms: [
      'LWD string stuck with the nuclear sources still in the tool',
      'fishing a logging tool that has a radioactive source in it',
      'cannot retrieve the source through the drill pipe',
      'logging company wants to abandon the source in the hole',
      'radioactive source left downhole after a twist-off',
    ],
    summary:
      'A sealed logging source in a stuck or lost tool is recovered first — through the drill pipe with the LWD retrieval tool where the tool allows, before any cut, shot or mill — and nothing may be tried that could rupture it; the licensee runs every step, surveys the returns, and notifies the regulator at once of any damage. When recovery fails, the licensee notifies the NRC or Agreement State and the source is cemented in place with a deflection device and a plaque within 30 days (10 CFR 39.15 and 39.77); in Texas the operator also notifies the RRC and follows SWR 35.',
    body: `**Ask first**: where is the source against the stuck point and the top of any fish — can it still be fished out through the drill pipe (many LWD density and neutron tools are built for it) — and could anything have damaged it (hard jarring across it, a twist-off or cut near it, milling)?

**What to do first**
1. **Call the logging company's radiation safety officer:** the licence holder runs every step that involves the source. The written agreement with the operator (10 CFR 39.15) already says who makes the recovery effort, who monitors and who pays.
2. **Nothing that could rupture it:** no string shot, chemical or jet cutter, back-off shot or mill where it could reach the source — the rule bars any recovery attempt the licensee thinks could rupture it.
3. **Fish the source before working the pipe hard:** where the tool allows, run the retrieval tool on wireline or slickline down the drill pipe and pull the sources into their shielded containers; then jar, back off or cut the string with the sources out. The bore above the tool must pass the fishing tool (floats, the MWD pulser, restrictions) — decided when the BHA is designed.
4. **Survey while recovering:** the licensee surveys the returns, shakers and recovered equipment for radiation and contamination (10 CFR 39.69). Any sign of contamination or a damaged source: stop, keep people away from the shakers, mud and cuttings, and the licensee notifies the regulator at once (39.77(a)).
5. **Fish for the tool** under a plan agreed with the licensee: a reasonable recovery effort comes before a source can be called irretrievable; agree beforehand how many days and what cost that means.

**If it cannot be recovered — managing the abandonment: notice, cement plug, deflection device, plaque**
- The licensee notifies the NRC Regional Office — or the Agreement State agency (in Texas the Department of State Health Services, 25 TAC §289.253) — by telephone and gets approval for the abandonment (or reports having gone ahead because of an immediate threat to public health and safety), and tells the operator what the abandonment must include (39.77(c)).
- Within 30 days (39.15): the source **immobilised and sealed in place with a cement plug**; a means to prevent inadvertent intrusion — in practice a **whipstock or other deflection device** on the plug — unless no later drilling could reach it; and a **permanent plaque** at the wellhead, at least 7 in. square and 1/8 in. thick in stainless steel, brass, bronze or monel, giving CAUTION, the radiation symbol, the date, the operator, the well name and number, the radionuclide and activity, the depths of the source and the top of the plug, and a warning not to re-enter.
- The licensee's written report follows within 30 days: the recovery attempts, the source, the well, the depths, the plug and the plaque.
- **Texas — SWR 35 (16 TAC §3.35):** the operator gives the RRC immediate notice with the well's location and the recovery procedure; a source at bottom is covered by a red-iron-oxide dyed cement plug with a whipstock or approved deflection device on it (the dye warns a re-entry crew); a source left behind casing above TD gets a dyed plug opposite it when the well is plugged; a standard surface marker records the source, its activity and depth, the plugback depth and a warning not to drill below it. Other states have similar rules.
- The sidetrack or later plugging is planned round the source: the deflection device sends the bit away; the directional plan keeps clear of it.

**Safety:** an intact source cemented in rock is shielded; the hazard is a damaged one or one brought up unshielded. Only the licensee's trained people handle a tool that may hold a source; survey before breaking out the BHA.`,
    sources: [
      NRC_LOST_SOURCE,
      NRC_LOGGING_AGREEMENT,
      cfrSection(10, '39.69', 'Radioactive contamination control'),
      texasRule(
        35,
        'Procedures for Identification and Control of Wellbores in Which Certain Logging Tools Have Been Abandoned',
      ),
      {
        title:
          '25 TAC §289.253, Radiation Safety Requirements for Well Logging Service Operations and Tracer Studies (Texas Department of State Health Services)',
        url: 'https://www.law.cornell.edu/regulations/texas/25-Tex-Admin-Code-SS-289-253',
      },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    appliesWhen: [
      'radioactive',
      'source',
      'sources',
      'nuclear',
      'density',
      'neutron',
      'cesium',
      'americium',
      'Am-Be',
      '39.77',
      'Rule 35',
      'SWR 35',
    ],
    related: ['drill-stuck-pipe', 'drill-fishing-parted-string', 'drill-kick-while-logging'],
  },
];
