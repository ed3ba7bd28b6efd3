import type { KnowledgeEntry } from '../knowledge-entry';
import {
  OSHA_OIL_AND_GAS_HAZARDS,
  apiStandard,
  cfrPart,
  cfrSection,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

/** The day these entries were checked against their sources. */
const WEEKLY_QUESTIONS_REVIEWED = '2026-11-30';

/**
 * Questions a production engineer is asked every week that no entry answered as a whole: a
 * well's rate falling faster than its decline, meters that disagree, a toe sleeve that will not
 * open, casing damaged in an old well, a contaminated drilling mud, lines and controls freezing at
 * a battery, a bridge plug that will not set or hold.
 */
export const weeklyQuestionEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-rate-declining-faster',
    title: 'A well declining faster than expected (gas or oil): what to check, in order',
    area: 'operations',
    aliases: [
      'rate declining faster than expected',
      'production declining',
      'production decline',
      'steep decline',
      'decline steeper than the type curve',
      'rate dropping steadily',
      'production dropping',
      'production falling off',
      'beyond normal depletion',
      'more than depletion',
      'underperforming well',
    ],
    symptoms: [
      'rate dropping steadily over the last few months',
      'production falling faster than the decline curve',
      'rate and tubing pressure both dropping for months',
      'gas rate declining faster than expected',
      'the well is making less every month',
    ],
    summary:
      'A rate that falls faster than the well’s decline is, in order of how often it is the cause: liquid loading (gas wells), a restriction (scale, paraffin, fill, hydrates), higher back-pressure at surface, a tubing or casing leak or failed lift, near-wellbore damage, or the reservoir itself (depletion, water or gas encroachment, interference). The pressures and the decline plot tell them apart.',
    body: `**Ask first**: is it a gas or an oil well, how does it flow (natural, plunger, rod pump, gas lift), and what did the tubing and casing pressures and the water and gas rates do over the same months?

**Likely causes**
- **Liquid loading (gas wells):** the rate falls below the critical rate and liquid builds up in the tubing — casing pressure rising while tubing pressure falls, erratic rates, water production falling or coming in slugs.
- **A restriction in the tubing, the perforations or at surface:** scale (carbonate after the water chemistry changes; iron carbonate and corrosion products in CO2 wells), paraffin or asphaltene, fill over the perforations, hydrates at the choke — the flowing pressure drop grows while the reservoir has not changed.
- **Back-pressure at surface:** line or separator pressure up (a compressor down or overloaded, a new well on the gathering line, a partly closed valve or a plugged choke).
- **A leak or a lift problem:** a tubing leak (CO2 or H2S corrosion, wear) recirculating gas or liquid, casing and tubing pressures tracking together; a worn pump, a gas-lift valve failed, an ESP degrading.
- **Near-wellbore damage:** fines, scale, emulsion or a workover fluid — the skin grows; a build-up test shows it.
- **The reservoir:** depletion faster than booked (a smaller drainage area or a boundary), water or gas encroachment (water cut or GOR rising), interference from offset or child wells.

**What to check, in this order**
1. **The decline plot** (rate against time, on a log scale, with the type curve): a step or a bend on a date points to an event — a workover, a new offset, a compressor change; a smooth steeper decline points to the reservoir or a growing restriction.
2. **The pressures:** tubing, casing, line and separator over the same months; a rising casing-to-tubing difference on a gas well is loading; casing and tubing moving together is communication.
3. **Rate against the critical rate** for the tubing size and flowing pressure (Turner or Coleman).
4. **Water and gas:** water cut, GOR or yield changes, water analysis (scale tendency); in CO2 wells, iron counts for corrosion.
5. **A wireline gauge or broach run and tag** for restrictions, fill and the tubing's condition; a fluid level or a flowing gradient survey.
6. **A build-up test** when surface causes are excluded: skin against reservoir pressure and permeability separates damage from depletion.

**What to do**
- Loading: velocity string, plunger, foam, compression or a lower line pressure, gas lift — matched to the rate and the pressures.
- A restriction: the treatment for the deposit found (acid for carbonate, solvent or hot oil for paraffin, a chelant for sulfate, a cleanout for fill), then an inhibitor so it does not come back.
- Back-pressure: compression, a larger or looped line, the separator pressure lowered, the choke or valve cleared.
- A leak or a lift failure: a workover to repair it; in CO2 wells, inhibitor or corrosion-resistant tubing.
- Damage: a stimulation designed for the damage found; depletion: revise the forecast — no treatment restores pressure that is gone.

**Safety:** Wireline runs, build-up tests and cleanouts work on a live well — lubricators pressure-tested and bled down properly, and, in CO2 or H2S wells, materials and monitors for the gas.`,
    sources: [
      spePaper(
        'J. J. Arps, "Analysis of Decline Curves", Transactions of the AIME 160, 1945',
        '10.2118/945228-G',
      ),
      spePaper(
        'R. G. Turner, M. G. Hubbard and A. E. Dukler, "Analysis and Prediction of Minimum Flow Rate for the Continuous Removal of Liquids from Gas Wells", JPT, November 1969 (SPE-2198-PA)',
        '10.2118/2198-PA',
      ),
      slbGlossary('skin'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: [
      'lift-liquid-loading',
      'ops-well-stopped-flowing',
      'ops-pressure-buildup-test',
      'ops-arps-decline',
    ],
  },
  {
    id: 'fac-meter-imbalance',
    title:
      'Meters that disagree: a gas or oil meter reading differently from the check or sales meter, or a lease that will not balance — what to check, in order',
    area: 'facilities',
    aliases: [
      'meter imbalance',
      'meters do not agree',
      'meter reading low',
      'meter reading high',
      'check meter',
      'sales meter',
      'lost and unaccounted for gas',
      'LAUF',
      'gas balance',
      'orifice meter',
      'orifice plate',
      'flow computer',
      'EFM',
      'differential pressure transmitter',
      'meter calibration',
      'allocation does not balance',
    ],
    symptoms: [
      'our meter reads lower than the sales meter',
      'the check meter and the sales meter disagree',
      'gas lost between the wellhead meters and the sales meter',
      'the lease does not balance with the sales volumes',
      'allocated volumes do not add up to the sales',
    ],
    summary:
      'Two meters that disagree are compared on the same period and base conditions first; then the configuration (plate bore, tube size, gas analysis), the transmitters’ calibration, the plate itself, liquids or pulsation in the meter run, and every use between the meters (fuel, flare, vents, leaks).',
    body: `**Ask first**: what kind of meters are they (orifice, turbine, ultrasonic, Coriolis), over what period do you compare them, and what is used, flared or vented between them?

**Likely causes**
- **Different periods or bases:** contract day against calendar day, different pressure or temperature bases, a meter's volume not corrected to the same base.
- **Configuration:** the wrong orifice bore or tube diameter in the flow computer, an old gas analysis (specific gravity, CO2, N2, heating value), a wrong atmospheric pressure or a gauge entered as absolute.
- **Transmitters:** the differential-pressure cell drifted or zeroed wrong, a static-pressure or temperature transmitter off, impulse lines plugged, leaking or frozen.
- **The orifice plate:** dirty, bent, with a worn or rounded edge, installed backwards or off-centre — most read low.
- **The flow:** liquids in a wet gas meter run, pulsation from a reciprocating compressor, a differential too low for the meter's range, a flow outside the meter's range.
- **Between the meters:** fuel gas, flare and vents, a leak, an unmetered tie-in, line pack changing with the line pressure.

**What to check, in this order**
1. The same period and base on both: the hourly or daily volumes side by side, corrected to the same pressure and temperature base; a constant percentage points to a meter, a varying one to flow conditions or uses between.
2. The flow computer's configuration against the meter tube and the plate's stamped bore; the date and values of the gas analysis.
3. A calibration check of the differential, static and temperature transmitters against a test standard, and the impulse lines.
4. Pull and inspect the plate (edge, flatness, deposits, direction) and the meter tube for liquids and deposits.
5. Everything between the meters: fuel, flare, vents, unmetered connections, leaks; line-pack changes.

**What to do**
- Correct the configuration and the gas analysis, calibrate or replace the transmitters, replace a damaged plate, add liquid removal or a pulsation dampener, resize the plate for the flow range.
- Meter what is used between (fuel, flare) and fix leaks; agree with the purchaser how to correct past volumes under the contract.
- Set a routine: transmitter verifications and plate inspections at the intervals the contract and the rules require (on federal leases, 43 CFR 3175).

**Safety:** Pulling an orifice plate or working on a meter run is work on a pressured line — isolate, bleed to zero and verify before opening a fitting (a dual-chamber fitting only by its procedure).`,
    sources: [
      apiStandard('API MPMS Chapter 14.3 (AGA Report No. 3), Orifice Metering of Natural Gas'),
      apiStandard('API MPMS Chapter 21.1, Flow Measurement Using Electronic Metering Systems'),
      cfrPart(43, '3175', 'Measurement of gas (BLM)'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: ['blm-measurement-3173-3175', 'ops-production-surveillance', 'fac-lact-units'],
  },
  {
    id: 'comp-toe-sleeve-will-not-open',
    title:
      'A toe sleeve or frac sleeve that will not open, or no injection at the toe: pressure limits, pressure cycles, acid, and perforating with coiled tubing or a tractor',
    area: 'completions',
    aliases: [
      'toe sleeve',
      'toe sleeve will not open',
      'toe valve',
      'toe initiation',
      'pressure-activated sleeve',
      'frac sleeve will not open',
      'sleeve did not shift',
      'no injection at the toe',
      'cannot break down the toe',
      'first stage will not break down',
      'wet shoe sub',
    ],
    symptoms: [
      'the toe sleeve will not open at the test pressure',
      'pressured up on the toe and no break',
      'frac sleeve did not shift',
      'cannot establish injection at the toe',
      'first stage will not break down',
    ],
    summary:
      'A toe sleeve that does not open, or opens without injection, is most often cement or debris over it, an opening pressure too close to the casing test limit, or a hard formation: cycle pressure only within the casing and wellhead ratings, then spot acid or perforate with guns on coiled tubing or a tractor.',
    body: `**Ask first**: what is the sleeve's opening pressure (its rating plus or minus the hydrostatic at its depth) against the maximum allowable surface pressure, and did the cement job end with the plug bumped and no over-displacement?

**Likely causes**
- **Cement over the sleeve or the shoe track:** the wiper plug did not wipe, or the job was under-displaced, leaving cement inside the casing at the toe.
- **The opening pressure out of reach:** the sleeve's rating plus the casing test margin near the casing or wellhead limit; a lighter fluid in the casing than planned (less hydrostatic at the toe).
- **Debris or a damaged sleeve:** junk on the seat, a sleeve damaged while running.
- **It opened, but the rock does not take fluid:** no break on the chart, pressure holding like a closed system — a tight or damaged formation behind it.

**What to check, in this order**
1. The pressure charts: any break or small drop at the expected pressure (opened, not taking fluid) or a flat hold (not opened).
2. The limits: casing burst with its design factor, the wellhead and frac-tree rating, and the pressure the casing was tested to — the maximum the cycles may reach.
3. The cement job record: bumped plug, displacement volume against calculated, returns.
4. The sleeve's data: rating, the hydrostatic of the fluid in the well at its depth, whether it needs a number of cycles or a hold time.

**What to do**
1. **Pressure cycles within the limits:** pressure to the allowed maximum, hold, bleed, repeat as the sleeve's maker allows — never above the casing test pressure or the wellhead rating.
2. **Opened but no injection:** spot acid at the toe (by coiled tubing), then try again at a low rate.
3. **Not opened:** perforate the toe with guns on coiled tubing or a wireline tractor; clean out cement first if it is over the sleeve.
4. Next wells: review the cement job (wiper plugs, displacement), the sleeve rating against the test pressure, and the fluid left in the casing.

**Safety:** Pressure cycles run the casing and the wellhead near their limits — an exclusion zone around the wellhead and the lines, pressure relief set, and nobody on the wellhead while it is pressured.`,
    sources: [
      apiStandard('API RP 100-1, Hydraulic Fracturing — Well Integrity and Fracture Containment'),
      slbGlossary('sliding sleeve'),
      texasRule(13, 'Casing, cementing, drilling, well control, and completion requirements'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: ['drill-cementing-problems', 'comp-frac-screenout', 'comp-coiled-tubing-trouble'],
  },
  {
    id: 'comp-casing-damage-old-well',
    title:
      'Casing damaged or collapsed in an old well: tools will not pass, a tight spot or a hole — find it, then swage, patch, squeeze, liner or plug',
    area: 'completions',
    aliases: [
      'casing collapse',
      'collapsed casing',
      'casing damage',
      'damaged casing',
      'parted casing',
      'casing leak',
      'hole in the casing',
      'tight spot in the casing',
      'casing swage',
      'casing roller',
      'casing patch',
      'expandable patch',
      'scab liner',
      'casing inspection log',
      'impression block',
      'caliper log',
    ],
    symptoms: [
      'tools will not go past a tight spot in the casing',
      'a gauge ring stops in the casing',
      'the casing collapsed in an old well',
      'an impression block shows a deformed casing',
      'a hole in the casing found with a packer',
      'casing leak in an old well',
    ],
    summary:
      'Casing that stops tools or leaks in an old well is located and read first — impression block, caliper or camera, casing inspection log, a packer test for holes — then repaired by its kind: a swage or roller for a dent, a patch or squeeze for a hole, a scab liner across a long bad section, or plugging when it cannot be repaired.',
    body: `**Ask first**: what stops the tools — a tight spot (deformed casing) or a hole (fluid or pressure where there should be none) — at what depth, and is the well an injector or near fresh water?

**Likely causes**
- **Corrosion:** external (corrosive water zones behind poor cement) or internal (CO2, H2S, oxygen, bacteria) thinning the wall to a hole or a collapse.
- **Collapse or deformation:** salt or plastic shale creeping, formation compaction in a depleted reservoir, high external pressure after the annulus was emptied.
- **Wear:** rods or drill pipe rubbing the casing, worst at doglegs.
- **Damage from work:** perforating, milling, a tool stuck and jarred, pressure above the casing's rating.

**What to check, in this order**
1. **Shape and depth:** an impression block run gently to the tight spot, then a multi-finger caliper or a downhole camera (in clear fluid).
2. **Holes:** a packer (and a plug below) moved up the casing with pressure tests between them to find the leaking interval; a casing inspection log for wall loss along the string.
3. **The cement and the zones behind:** a bond log and the depth of fresh-water zones and of the surface casing shoe — a hole across them is a regulatory matter.
4. The well's history: previous leaks, the fluids, the injection pressures.

**What to do**
- **A dent or a collapse:** swage it open (a swage jarred down, or a casing roller turned through it), or mill it; then a patch or liner where it is weak.
- **A hole:** a cement squeeze, a casing patch (steel or expandable), or a scab liner across a long section; test it.
- **A long bad section or a collapse that cannot be opened:** a liner run inside it, a sidetrack above it, or plugging and abandoning the well.
- On an injection or disposal well, a failed mechanical-integrity test stops injection until it is repaired and retested (Form H-5 in Texas).

**Safety:** A casing hole can let fluids into fresh-water zones or pressure into an annulus that cannot hold it — monitor the annuli, report as the rules require, and keep well-control equipment on the well while it is worked on.`,
    sources: [
      apiStandard(
        'API TR 5C3, Calculating Performance Properties of Pipe Used as Casing or Tubing (collapse and burst)',
      ),
      slbGlossary('impression block'),
      texasRule(13, 'Casing, cementing, drilling, well control, and completion requirements'),
      cfrSection(40, '146.8', 'Mechanical integrity (underground injection control)'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: [
      'ops-sustained-casing-pressure',
      'rrc-h5-mechanical-integrity',
      'cement-plug-soft-or-low',
    ],
  },
  {
    id: 'drill-mud-contamination',
    title:
      'Drilling mud contaminated — anhydrite or gypsum, cement, salt, CO2 or carbonates: yield point and gels up, how to tell which, and the treatment',
    area: 'drilling',
    aliases: [
      'mud contamination',
      'contaminated mud',
      'anhydrite contamination',
      'gypsum contamination',
      'calcium contamination',
      'cement contamination',
      'cement contaminated mud',
      'salt contamination',
      'saltwater flow into the mud',
      'carbonate contamination',
      'CO2 contamination',
      'bicarbonate contamination',
      'mud went bad',
      'flocculated mud',
      'high gels',
      'yield point up',
    ],
    symptoms: [
      'yield point and gels climbing after drilling into anhydrite',
      'mud thick and high pH after drilling out cement',
      'chlorides up and the mud flocculated',
      'mud viscosity and gels rising with calcium in the filtrate',
      'progressive gels and high fluid loss with no obvious cause',
    ],
    summary:
      'A water-based mud that thickens (yield point and gels up, fluid loss up) after a formation or a job is contaminated: calcium from anhydrite or gypsum, cement (calcium and high pH), salt or a saltwater flow, or carbonates from CO2. The filtrate analysis tells which; each has its own treatment — and a saltwater flow is a kick to check for first.',
    body: `**Ask first**: what did the mud check show against the last one — pH, Pf/Mf, calcium (filtrate hardness), chlorides — and what was drilled just before it changed (anhydrite, cement, a salt section, a gas zone)?

**Likely causes, and how the mud check tells them apart**
- **Anhydrite or gypsum (calcium sulfate):** calcium in the filtrate up, pH and Pf down a little, yield point, gels and fluid loss up.
- **Cement (drilling out plugs, the shoe track, green cement):** calcium up **and** pH and Pf up sharply (lime from the cement), the mud flocculated and thick.
- **Salt or a saltwater flow:** chlorides up; a salt section drilled, or formation water coming in — check the pits for a gain: **a saltwater flow is a kick** until proved otherwise.
- **Carbonates and bicarbonates (CO2 from the formation, or overtreatment with soda ash or bicarbonate):** high, progressive gels and yield point with no calcium; Mf much higher than Pf.
- Solids building up (poor solids control) thickens the mud too — the solids content and MBT rise.

**What to check, in this order**
1. Pit volumes and flow: a gain with rising chlorides is a saltwater kick — flow-check.
2. A full mud check against the last: pH, Pf, Mf, calcium, chlorides, MBT, solids.
3. What was drilled (the lithology at the shakers, the depth of anhydrite, cement or salt) and the chemicals added.

**What to do**
- **Calcium from anhydrite or gypsum:** treat with soda ash to precipitate the calcium, add a deflocculant (thinner) and fluid-loss additive; for long anhydrite sections, convert to a gyp or lime mud built to tolerate it.
- **Cement:** sodium bicarbonate (and a little acid-pH control such as lignite) to remove calcium and bring the pH down; pre-treat before drilling out cement; dump the worst of it.
- **Salt:** dilute with fresh water or, through salt sections, use a salt-saturated mud or an oil-based mud; a saltwater kick is handled as a kick.
- **Carbonates:** lime (or gypsum) to precipitate them, watching pH, with pilot tests first.
- Pilot-test every treatment on a sample before treating the system, and keep the solids-control equipment running.

**Safety:** Mud chemicals (caustic, lime) burn skin and eyes — gloves, goggles, the SDS; a sour gas influx can bring H2S to the shakers with CO2.`,
    sources: [
      apiStandard('API RP 13B-1, Field Testing Water-Based Drilling Fluids'),
      slbGlossary('anhydrite'),
      {
        title:
          'A. T. Bourgoyne Jr., K. K. Millheim, M. E. Chenevert and F. S. Young Jr., Applied Drilling Engineering, SPE Textbook Series Vol. 2 (Society of Petroleum Engineers, 1986)',
        url: 'https://www.spe.org/',
      },
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: ['ops-kick-warning-signs', 'drill-wellbore-instability', 'drill-low-rop-bit-balling'],
  },
  {
    id: 'fac-freeze-protection',
    title:
      'Freezing at a battery or a well in a cold snap: water lines, dump valves, level controls, gauges, pilots and tanks — what freezes first and how to thaw it safely',
    area: 'facilities',
    aliases: [
      'freeze protection',
      'winterization',
      'winterizing',
      'cold weather',
      'cold snap',
      'frozen water line',
      'water lines freezing',
      'frozen dump valve',
      'dump valve froze',
      'frozen level control',
      'frozen pilot',
      'frozen gauge',
      'heat trace',
      'heat tracing',
      'burst pipe',
      'thawing a frozen line',
    ],
    symptoms: [
      'water lines freezing at the battery',
      'dump valve froze and the separator flooded',
      'level control frozen in the cold',
      'pilot gas and supply gas freezing',
      'a pipe burst after the freeze',
      'gauges and sight glasses frozen',
    ],
    summary:
      'In a cold snap the water side freezes first — water legs and dumps, water transfer lines, sight glasses, level controls and the wet supply gas to pilots — and a frozen dump floods a vessel or sends gas to a tank. Keep water moving or drained, heat and insulate dead legs, dry the supply gas, and thaw frozen lines slowly with heat that cannot ignite anything — never with a torch.',
    body: `**Ask first**: what froze — a water line, a dump valve, a level control or its supply gas, a gauge, a tank — and is the vessel it serves still under level control?

**What freezes first**
- Water legs, dump valves and water transfer lines that do not flow continuously; dead legs and drains.
- Instrument and pilot supply gas carrying water: level controls, pressure pilots and dump-valve actuators stop working, so a vessel floods (oil and water carried to the gas line or the flare) or blows gas through a dump stuck open to a tank.
- Sight glasses, gauges and their impulse lines; water in tank bottoms and in tank valves.
- Gas well chokes and flowlines: hydrates (see the hydrate and repeated-plug entries).

**What to check, in this order**
1. Vessel levels by an independent means (sight glass, a try-cock) — a frozen level control shows nothing is wrong while the vessel floods.
2. Dumps and water outlets: moving? the supply gas to their controllers wet or frozen?
3. Heaters, heat trace and insulation on dead legs and instrument lines; the supply-gas dryer or the methanol pot.
4. Tanks: water bottoms and valves, thief hatches frozen shut (a vent that cannot relieve).

**What to do**
- **Thaw slowly and safely:** steam, hot water, heat trace or a heating blanket — never an open flame or a torch on a line or a valve that holds or held hydrocarbons; a plug can hold pressure behind it — treat it as trapped pressure.
- Keep water moving or drained: circulate, bleed small flows on dead legs, drain lines that will stand idle; shut in and drain what cannot be kept warm.
- Dry or heat the supply gas (a dryer, a heated regulator, methanol in the supply), insulate and trace instrument lines.
- After the thaw: look for split pipe, cracked valve bodies and leaking fittings before pressuring up.

**Safety:** A frozen dump or level control can overpressure or flood a vessel and a frozen thief hatch or vent can leave a tank without relief — check them first in a cold snap; ice plugs trap pressure.`,
    sources: [
      OSHA_OIL_AND_GAS_HAZARDS,
      apiStandard('API Spec 12J, Oil and Gas Separators'),
      slbGlossary('hydrate'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: ['ops-flowline-plugs-repeatedly', 'chem-hydrate-inhibition', 'ops-trapped-pressure'],
  },
  {
    id: 'comp-bridge-plug-will-not-set',
    title:
      'A bridge plug or packer plug that will not set, set in the wrong place, or will not hold pressure: why, how to check, and what to do',
    area: 'completions',
    aliases: [
      'bridge plug',
      'bridge plug will not set',
      'bridge plug did not set',
      'bridge plug leaking',
      'CIBP',
      'cast iron bridge plug',
      'retrievable bridge plug',
      'RBP',
      'composite plug',
      'plug set prematurely',
      'plug went downhole',
      'plug will not hold',
      'setting tool',
    ],
    symptoms: [
      'the bridge plug did not set and went downhole',
      'the bridge plug will not hold pressure',
      'pressure building under the bridge plug',
      'the plug set high, above the planned depth',
      'setting tool fired but the plug did not set',
    ],
    summary:
      'A plug that will not set or hold is usually the casing (wrong weight or ID, wear, scale, a collar), the setting (tool not fully stroked, the wrong setting force or charge, run too fast), or debris; check the depth by tagging, test it from above, and reset or set another plug — with a cement cap where the plug is a permanent barrier.',
    body: `**Ask first**: what kind of plug (cast iron, composite, retrievable), set on wireline, tubing or coiled tubing, in what casing weight and ID, and was it tagged and tested after setting?

**Likely causes**
- **The casing:** a weight or ID other than the plug was sized for, wear, corrosion, scale or cement on the wall so the slips do not bite; a collar or a perforation at the setting depth.
- **The setting:** the setting tool not fully stroked (a weak or wrong charge, a hydraulic tool short of pressure), a plug run too fast and set prematurely on a restriction, the wrong shear value.
- **Debris or fill** on the plug, or a deviated hole holding it off centre.
- **Pressure below:** gas migrating under the plug, or a plug that has slipped.

**What to check, in this order**
1. Tag it: is it where it should be (a plug that went downhole, or set high)?
2. Test it from above (pressure on the casing) and watch the annuli; pressure building below it shows through a retrievable plug's equalizing valve or on the tubing.
3. The casing record and a gauge ring or caliper at the setting depth.
4. The setting record: charge, stroke, depth correlation (collar locator).

**What to do**
- Set a second plug above on a clean, gauged section of casing away from collars and perforations; scrape the casing first if it is scaled.
- A permanent barrier: a cast-iron bridge plug with cement on top (dump-bailed or spotted, the length the rules require — in Texas, Statewide Rule 14), tagged and tested.
- A retrievable plug that will not hold: pull it, redress it, and check its size against the casing.
- A plug with pressure under it is trapped pressure: equalize before unseating a retrievable plug, and never drill or mill a plug with unknown pressure below without well control in place.

**Safety:** Pressure trapped under a plug can push the string up or blow a plug uphole when it is released or drilled — keep the BOP and a full-opening safety valve ready and people out of the line of fire.`,
    sources: [
      slbGlossary('bridge plug'),
      texasRule(14, 'Plugging'),
      apiStandard('API Spec 11D1, Packers and Bridge Plugs'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: ['cement-plug-soft-or-low', 'ops-trapped-pressure', 'comp-packer-will-not-release'],
  },
];
