import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  FIELD_REVIEWED,
  apiStandard,
  cfrPart,
  cfrSection,
  cfrSubpart,
  slbGlossary,
  spePaper,
} from './sources';

/** The standard for recip compressors; their valves, packing and temperatures. */
const API_618 = apiStandard(
  'API Std 618, Reciprocating Compressors for Petroleum, Chemical, and Gas Industry Services',
);

/** The safety-system analysis behind level, pressure and temperature shutdowns on a vessel. */
const API_14C = apiStandard(
  'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities',
);

/** Tank entry and cleaning, including pyrophoric iron sulfide in sludge and scale. */
const API_2016 = apiStandard(
  'API RP 2016, Guidelines and Procedures for Entering and Cleaning Petroleum Storage Tanks',
);

const BEGGS_BRILL: KnowledgeSource = spePaper(
  'H. D. Beggs and J. P. Brill, "A Study of Two-Phase Flow in Inclined Pipes", Journal of Petroleum Technology 25(5), 1973 (SPE-4007-PA)',
  '10.2118/4007-PA',
);

/**
 * Problems engineers ask about every week that sit between the other areas' entries: a
 * compressor running hot or surging, a separator whose level will not come down, stuck or
 * leaking coiled tubing, sludge after an acid job, a gathering line losing capacity, iron
 * sulfide that glows when a vessel is opened, oil in the produced water, killing a depleted well
 * without losing it, and working on a pumping unit with its stored energy.
 */
export const weeklyTroubleEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-compressor-troubleshooting',
    title:
      'Compressor troubleshooting: high discharge temperature, valve failures, surge, scrubber high level and shutdowns',
    area: 'facilities',
    aliases: [
      'compressor high discharge temperature',
      'high discharge temp',
      'discharge temperature shutdown',
      'compressor valve failure',
      'compressor valves',
      'suction valve',
      'discharge valve',
      'broken valve plate',
      'compressor surge',
      'surge control',
      'anti-surge',
      'recycle valve',
      'compressor tripping',
      'compressor shutdown',
      'suction scrubber high level',
      'scrubber dumping',
      'rod load',
      'packing leak',
      'recip compressor',
      'reciprocating compressor',
      'screw compressor',
      'centrifugal compressor',
      'interstage temperature',
      'cylinder temperature',
      'compression ratio',
    ],
    symptoms: [
      'discharge temperature creeping up on one stage',
      'compressor keeps tripping on high discharge temperature',
      'one cylinder running hotter than the others',
      'interstage pressure has shifted',
      'compressor knocking or valve clatter',
      'suction scrubber dumping constantly or tripping on high level',
      'centrifugal compressor surging, flow reversing, noise and vibration',
      'can we raise the shutdown setpoint',
    ],
    summary:
      'A stage whose discharge temperature climbs at normal suction and discharge pressures is usually a leaking valve (or a ring or packing) recompressing hot gas; a shifted interstage pressure points to the stage that is leaking. Check temperatures and pressures by stage, then the valves, and fix the cause — never raise a temperature shutdown. Liquid in a suction scrubber and surge on a centrifugal each have their own checks.',
    body: `**Likely causes**
- **High discharge temperature on one stage:** a leaking or broken suction or discharge valve (hot gas leaks back and is compressed again — the valve cap runs hotter than the others), worn piston rings, a compression ratio on that stage above design (the interstage pressure has moved), a hotter suction (cooler fouled, fan belt, louvers), a gas heavier or lighter than the design gas, poor cylinder cooling or lubrication.
- **Valve failures:** liquid or solids carried in from the scrubber, wrong or worn valve springs and plates, lubrication too heavy, pulsation, a unit run far from its design pressures.
- **Suction scrubber high level:** more liquid than the scrubber's dump can handle (new wells, a slug, condensation in a cold suction line, an upstream separator carrying over), a dump valve or level controller failed, a plugged drain.
- **Surge (centrifugal):** flow through the machine below its surge line — a closed suction or discharge valve, a recycle (anti-surge) valve slow or failed, a higher discharge pressure, a lighter gas; heard as a roar or thump with flow reversal and vibration.

**What to check, in this order**
1. Pressures and temperatures stage by stage against the design sheet: suction, interstage and discharge, and the ratio per stage. A stage with its ratio up and the next down points to a leaking valve or ring in the stage whose pressure has moved.
2. Valve cap temperatures on the hot cylinder (infrared gun): a cap clearly hotter than the others marks the leaking valve; then the rod packing vent and the rings.
3. Suction temperature and the coolers: louvers, fan, fouled tubes, jacket water.
4. Liquid: scrubber levels and dump rates, liquid at the cylinder drains, and what came on upstream.
5. The shutdown sensors themselves (thermocouple, wiring) only after the process reads high on a second gauge.

**What to do**
- Change the leaking valve (and look at why it failed: liquids, debris, springs); adjust clearance pockets or unloaders, suction pressure or speed so that no stage exceeds its design ratio; clean the coolers.
- **Do not raise a high-temperature shutdown** above the manufacturer's limit: it protects the valves, packing, lube oil and the discharge piping's rating; lube oil can coke and a discharge line fire is possible.
- Scrubber liquid: confirm the dump opens and drains, raise the dump capacity or add upstream separation, drain cold suction lines; never bypass the high-level shutdown — liquid in a cylinder breaks rods and crossheads.
- Surge: open the recycle path, check the anti-surge controller and its valve stroke, keep the flow above the surge line; log each surge event for the vendor.

**Safety:** lock out and depressure the cylinder before pulling a valve cap — trapped gas behind a valve can blow the cap off; hot surfaces and rotating parts; a compressor building needs its gas detection working before anyone enters after a trip.`,
    sources: [
      API_618,
      apiStandard('API Std 617, Axial and Centrifugal Compressors and Expander-compressors'),
      apiStandard(
        'API Spec 11P, Specification for Packaged Reciprocating Compressors for Oil and Gas Production Services',
      ),
    ],
    checks: ['compression_ratio'],
    lastReviewed: FIELD_REVIEWED,
    related: ['fac-compressors', 'fac-separator-carryover', 'fac-combustible-gas-alarm'],
  },
  {
    id: 'fac-separator-high-level',
    title:
      'Separator or vessel level running high (or low): high-level alarm, level control valve wide open, LSHH, and gas blowby on low level',
    area: 'facilities',
    aliases: [
      'separator high level',
      'high level alarm',
      'level alarm',
      'LSHH',
      'LSH',
      'LSLL',
      'level control valve',
      'LCV',
      'dump valve',
      'level controller',
      'liquid level controller',
      'level float',
      'displacer',
      'sight glass',
      'separator flooding',
      'vessel flooding',
      'separator level',
      'separator low level',
    ],
    symptoms: [
      'level keeps rising with the dump valve wide open',
      'level control valve 100% open and the level still climbing',
      'separator high level alarm',
      'separator flooding liquid out the gas outlet',
      'level indicator does not match the sight glass',
      'dump valve not opening',
      'separator level low and gas going to the tank',
    ],
    safetyCritical: true,
    summary:
      'A separator level that keeps rising with its control valve open means more liquid coming in than can leave — a blocked or undersized outlet, a valve that is not really open, or a slug. Cut the inflow before the high-high shuts the vessel in, prove the level on the sight glass, then find the restriction. A low level lets gas blow through to the next vessel or tank.',
    body: `**Immediate actions**
1. Cut the inflow before the level reaches the high-high shutdown: choke back or shut in the wells (or divert to a test or spare vessel) — liquid out the gas outlet floods the scrubber, the compressor or the flare.
2. Prove the level: sight glass or a second transmitter against the controller; a stuck float or a fouled displacer reads wrong.
3. Check the dump route is really open: the valve's actual position (stem), block valves downstream, the tank or next vessel not full or at high pressure; open the bypass under control if the procedure allows.
4. Never bypass or jumper the LSHH to keep producing.

**Ask first**: is the level really rising (sight glass), and is the outlet actually flowing — is the valve stem moving and the downstream line and vessel open?

**Likely causes**
- **Outlet restricted:** a closed or partly closed block valve, a plugged strainer, sand, wax or scale in the dump valve or line, a hydrate or freeze in a cold line, a worn or eroded trim.
- **Not enough differential to dump:** the vessel pressure has dropped near the downstream pressure (a back-pressure valve set low, a tank or treater running high).
- **Controls:** the valve fails to follow the output (air supply, positioner, actuator), a controller out of calibration, a float or displacer stuck, foam or emulsion making the level read wrong.
- **An emulsion (rag) layer at the interface:** a thick rag — often from flowback chemicals, friction reducer, fines or a new treating chemical — has a density between oil and water, so a displacer set for a sharp interface reads it wrong and the water dump slams open and shut (snap action or a tight proportional band makes it worse); oil goes out with the water. Widen the controller's band or retune it, draw off or treat the rag (bottle-test a breaker), consider a guided-wave radar or profiler for the interface, and keep flowback out of the vessel until it cleans up.
- **More liquid than design:** a slug from the gathering line, new wells, a water breakthrough, a pig arriving.

**What to check, in this order**
1. Sight glass against the transmitter.
2. Valve stem position and supply air; listen for flow through the valve.
3. Downstream pressures and valve line-up; the receiving vessel's or tank's level.
4. Vessel pressure against the downstream pressure (is there enough differential to push liquid out?).
5. Inflow: new wells, slugs, a pig run.

**What to do**
- Clear or bypass the restriction under a procedure; restore the differential (back-pressure set point); repair the actuator or controller; add slug volume or a slug catcher if slugs are normal.
- A low level is the opposite hazard: gas blows by through the dump into a tank or low-pressure vessel that was not sized for it — close the dump and see tank venting and blowby.

**Safety:** liquid carried into a flare rains burning liquid; gas blown into a tank lifts the hatch and can split it — people off tank tops and catwalks. Shutdowns (LSHH, LSLL) are the last layer of protection (API RP 14C) and stay in service.`,
    sources: [
      API_14C,
      apiStandard('API Spec 12J, Specification for Oil and Gas Separators'),
      apiStandard(
        'API RP 14J, Recommended Practice for Design and Hazards Analysis for Offshore Production Facilities',
      ),
    ],
    checks: ['separator_retention'],
    lastReviewed: '2026-11-30',
    related: ['fac-separator-carryover', 'fac-tank-venting-hatch', 'fac-flare-smoking-liquid'],
  },
  {
    id: 'comp-coiled-tubing-trouble',
    title:
      'Coiled tubing trouble: stuck CT, a leak or pinhole at the reel or above the stripper, and motor stalls when drilling out plugs',
    area: 'completions',
    aliases: [
      'coiled tubing',
      'CT stuck',
      'stuck coiled tubing',
      'stuck coil',
      'coil stuck',
      'coiled tubing leak',
      'pinhole in the coil',
      'CT leak at the reel',
      'CT parted',
      'coil fatigue',
      'coiled tubing fatigue',
      'injector head',
      'stripper',
      'CT BOP',
      'shear seal',
      'plug drill-out',
      'drilling out frac plugs',
      'composite plugs',
      'motor stall',
      'motor stalling',
      'CT cleanout',
      'friction reducer',
      'lockup',
      'helical buckling',
      'dissolvable plugs',
      'dissolvable frac plugs',
    ],
    symptoms: [
      'coil stuck pulling out of the lateral',
      'cannot pick up the coiled tubing past its weight',
      'pinhole leak on the coil at the reel',
      'fluid spraying from the coil above the stripper',
      'motor stalls and pressure spikes drilling out plugs',
      'few plug parts coming back to surface',
      'cannot get to depth, coil locks up in the lateral',
      'coil will not come free',
      'pulling over string weight on the coil',
      'dissolvable plugs not dissolving',
      'chunks of plug mandrel in the flowback',
    ],
    safetyCritical: true,
    summary:
      'Stuck coiled tubing is worked only within its fatigue and tensile limits — circulate to clean the hole and cut friction before pulling harder. A leak at the reel or above the stripper is a well-control event: stop, keep it inside the well-control stack and pump down the coil. Motor stalls with few plug parts returned mean cuttings are not coming out: stop, short-trip and sweep before drilling on.',
    body: `**Immediate actions (leak at the reel or above the stripper)**
1. Stop the injector and the pumps; keep people away from the reel and the leak — a pinhole at pressure cuts skin and may carry gas or H2S.
2. If well fluid is coming up inside the coil, the check valves have failed: close the CT BOP rams that hold the well as the procedure sets out (pipe and slip rams), then pump down the coil to kill it.
3. A coil that parts above the stripper or a leak that cannot be isolated: shear-seal and secure the well, then plan fishing.

**Ask first**: was the coil moving when it stuck, can you still circulate at the normal rate and pressure, and what are the string's tensile limit and fatigue life left at that point?

**Likely causes**
- **Stuck while cleaning out:** sand or plug debris settling around the coil in the lateral (a pack-off); pulling into a dune above the BHA; a collapsed or damaged liner; differential sticking across a depleted zone.
- **Lockup:** friction and helical buckling in a long lateral — the coil cannot push further even though nothing holds it.
- **Motor stalls while drilling out plugs:** too much weight on the mill, cuttings and plug parts not being carried out (low annular velocity in the lateral, no sweeps, no short trips), a plug spinning, the motor worn.
- **Dissolvable plugs that have not dissolved:** magnesium- or aluminium-alloy and degradable plugs dissolve at a rate set by the temperature and the chlorides (salinity) of the fluid around them — in fresh or low-chloride water, or a cooler well than the vendor's curve assumes, the coil meets whole plugs and hard pieces of mandrel, the motor stalls and chunks come back in the flowback.
- **Leaks and parts:** fatigue from reel and gooseneck bending cycles, corrosion, acid and mechanical damage.

**What to check, in this order**
1. Circulation: pressure and returns compared with before. Full returns at normal pressure make a pack-off less likely.
2. Weights: pick-up and slack-off against the model; overpull available inside the coil's tensile rating (with the fatigue it carries) and the injector's rating.
3. What returns: sand, plug parts and their size count against the plugs drilled.
4. The coil's fatigue and inspection record at the stuck or leaking point.

**What to do**
- **Stuck:** keep circulating at the highest rate the coil allows, pump a gel or friction-reducer sweep, work the coil with moderate cycles (slack off, then pick up) — never straight to the maximum pull; nitrogen or a lighter fluid to reduce the hydrostatic where the well allows; the release (disconnect) in the BHA is the last resort before cutting the coil.
- **Drilling out plugs:** stop drilling when the motor stalls repeatedly or parts stop coming back; pick up, sweep and short-trip to the vertical to clean the lateral, then drill on with lighter weight; count the parts; run a junk basket or gauge trip if plugs are missing.
- **Dissolvable plugs:** compare the vendor's dissolution curve with the well's temperature and the chlorides of the fluid at the plugs; waiting, or spotting a brine of the salinity the plug needs, often costs less than milling metal. When milling, use a mill and motor suited to metal debris, sweeps and a junk basket, catch the debris at surface ahead of the choke, and keep the flowback pressures within the stack's limits; record the performance against the vendor's claim.
- **Lockup:** friction reducer or metal-to-metal lubricant, a larger coil, an agitator or tractor.
- After any leak or part: retire the section, check the fatigue model, and review the stripper, check valves and BOP before running again.

**Safety:** the reel and injector store energy; stand clear of the coil between reel and injector under load; treat returns as possibly gassy or sour; the CT well-control stack is tested before the job (API RP 16ST).`,
    sources: [
      apiStandard('API RP 16ST, Coiled Tubing Well Control Equipment Systems'),
      apiStandard('API RP 5C7, Coiled Tubing Operations in Oil and Gas Well Services'),
      slbGlossary('coiled tubing'),
    ],
    lastReviewed: '2026-11-30',
    related: ['drill-stuck-pipe', 'comp-frac-flowback', 'ops-trapped-pressure'],
  },
  {
    id: 'comp-acid-sludge-emulsion',
    title:
      'Sludge and emulsions after an acid job: asphaltene sludge, iron, spent-acid emulsions and a well that will not flow back',
    area: 'completions',
    aliases: [
      'acid sludge',
      'sludge after acid',
      'asphaltene sludge',
      'acid induced sludge',
      'emulsion after acid',
      'spent acid emulsion',
      'acid emulsion',
      'emulsion block',
      'iron control',
      'anti-sludge agent',
      'non-emulsifier',
      'acid compatibility test',
      'acid flowback',
    ],
    // One case of a well worse after acid: what came back or would not come back says it.
    appliesWhen: [
      'sludge',
      'emulsion',
      'emulsions',
      'mousse',
      'black',
      'solids',
      'iron',
      'asphaltene',
      'asphaltenes',
      'thick',
      'returns',
      'flowback',
      'flow back',
      'will not flow',
      'wont flow',
      "won't flow",
      'not flowing',
    ],
    symptoms: [
      'black sludge coming back after the acid job',
      'tight emulsion in the flowback after acidizing',
      'well will not flow after the acid treatment',
      'production worse after the acid job',
      'acid flowback looks like chocolate mousse',
      'thick emulsion and dark solids in the returns after acidizing',
      'making less oil after the acid job than before',
    ],
    summary:
      'Strong acid in contact with asphaltenic crude, especially with dissolved iron, precipitates a rigid asphaltene sludge and stabilises emulsions that can plug the near-wellbore and leave the well worse than before. Compatibility tests with the well’s own oil, iron control, anti-sludge additives and non-emulsifiers, solvent preflushes and a prompt flowback prevent it; aromatic solvent with mutual solvent treats it.',
    body: `**Likely causes**
- **Asphaltene sludge:** live HCl (15% and stronger) destabilises the asphaltenes of many crudes; dissolved iron (from rust and mill scale in the tubing, or iron minerals) makes it much worse.
- **Emulsions:** spent acid and crude mixed by the flow through perforations and chokes, stabilised by fines, sludge and iron; incompatible additives (corrosion inhibitor without a matching non-emulsifier).
- **Other damage:** spent-acid precipitates (iron hydroxide once the acid spends and pH rises), fines released, water block in a low-pressure zone.

**What to check, in this order**
1. Samples of the flowback: sludge (dark, rigid solids that do not dissolve in water or acid) against an emulsion (breaks with heat or solvent in a bottle), iron content and pH of the spent acid.
2. Whether a compatibility test with this well's oil and the acid as pumped (with the iron it would pick up) was run.
3. Tubing condition: was it pickled before the job?
4. Flowback delay: how long the spent acid sat in the formation.

**What to do**
- Treat the damage: aromatic solvent (xylene) with a mutual solvent soaked across the zone, then flow back; demulsifier chosen by bottle test on the actual returns; never another plain HCl stage on top of sludge.
- Next time: run acid–oil compatibility and emulsion tests with the well's crude and 1,000–5,000 ppm ferric iron added; pickle the tubing; add iron control, anti-sludge and a non-emulsifier picked by test; an aromatic solvent or mutual-solvent preflush ahead of the acid on asphaltenic crude; a lower-strength or organic acid where it suits; flow back promptly.

**Safety:** flowback of spent acid can carry H2S and is corrosive — handle it as hazardous, with gas detection at the tanks.`,
    sources: [
      spePaper(
        'I. C. Jacobs and M. A. Thorne, "Asphaltene Precipitation During Acid Stimulation Treatments", SPE Formation Damage Control Symposium, 1986 (SPE-14823-MS)',
        '10.2118/14823-MS',
      ),
      slbGlossary('formation damage'),
      {
        title: 'PetroWiki: Carbonate acidizing',
        url: 'https://petrowiki.spe.org/Carbonate_acidizing',
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['comp-matrix-acid-selection', 'chem-asphaltenes', 'chem-emulsion-breakers'],
  },
  {
    id: 'fac-gathering-line-pressure-drop',
    title:
      'Flowline or gathering line pressure drop rising at the same rate: liquid hold-up or deposits, and when to pig',
    area: 'facilities',
    aliases: [
      'gathering line pressure drop',
      'pressure drop rising',
      'flowline back pressure rising',
      'liquid holdup',
      'liquid hold-up',
      'water in the gas line',
      'low spots',
      'pigging frequency',
      'terrain slugging',
    ],
    symptoms: [
      'pressure drop across the line has gone up at the same flow rate',
      'flowline pressure creeping up over weeks',
      'wellhead pressure rising with the same rate',
      'line slugging and the separator surging',
      'gathering line losing capacity',
    ],
    summary:
      'A line whose pressure drop rises at the same flow has lost bore or gained liquid: water and condensate held up in low spots of a gas line, wax, scale or sand. Pressure profiles along the line, what pigs bring back and the fluid’s temperature against its cloud point tell which; pigging, inhibition or heat fix it.',
    body: `**Likely causes**
- **Liquid hold-up in a gas gathering line:** water and condensate collecting in low spots and uphill runs when the gas velocity is too low to sweep them — the pressure drop rises with the liquid inventory, and the line slugs.
- **Wax (paraffin) in an oil flowline:** crude cooling below its cloud point in a long, cold or uninsulated line; worse in winter, and worse the further the line runs.
- **Scale, corrosion products or sand** settling along the bottom.
- **Hydrates in a wet gas line:** a partial blockage in cold weather (pressure swings, sudden rises).
- **Downstream causes:** a separator or compressor suction pressure that has risen, a partly closed valve, a meter or strainer plugging.

**What to check, in this order**
1. Pressures along the line (wells, valve sites, the receiving end) at the same flow: where the drop sits narrows it to a section.
2. Receiving-end pressure and valves: is it the line, or the plant behind it?
3. Liquids: water and condensate rates, the last pig run and how much liquid and debris it brought.
4. Temperature of the fluid against its cloud point (wax) and the hydrate curve (gas).
5. Samples of debris: wax, scale, sand, iron sulfide.

**What to do**
- **Pig** to sweep the liquids and deposits out — start with a foam or low-risk pig when the line has not been pigged for a while, then increase; set a pigging interval from how fast the pressure drop comes back.
- Raise the gas velocity (consolidate flow, smaller line) where liquid hold-up is the cause; drip pots or separation at the wells.
- Wax: hot oiling or solvent, paraffin inhibitor, insulation; hydrates: methanol or glycol, dehydration.
- Scale: inhibitor upstream; corrosion products: inhibitor and a corrosion review.

**Safety:** a pig can push a large liquid slug — have the receiver and separator ready; stay within the line's MAOP when pushing a blockage.`,
    sources: [
      BEGGS_BRILL,
      apiStandard(
        'API RP 14E, Design and Installation of Offshore Production Platform Piping Systems',
      ),
      slbGlossary('cloud point'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['fac-pigging-launch-receive', 'chem-paraffin', 'chem-hydrate-inhibition'],
  },
  {
    id: 'ops-pyrophoric-iron-sulfide',
    title:
      'Pyrophoric iron sulfide: black deposits that smoke, glow or ignite when a vessel, filter, tank or pig trap is opened',
    area: 'operations',
    aliases: [
      'pyrophoric',
      'pyrophoric iron sulfide',
      'pyrophoric scale',
      'iron sulfide ignition',
      'iron sulphide',
      'self-heating deposits',
      'spontaneous ignition',
      'black crud smoking',
      'filter vessel glowing',
      'sour sludge',
    ],
    symptoms: [
      'black deposits started smoking when the vessel was opened',
      'crud glowing in the filter',
      'sludge got hot and ignited after drying out',
      'black powder from the pig smoking',
      'smouldering deposits in an open tank',
    ],
    safetyCritical: true,
    summary:
      'Black iron sulfide that forms in sour service heats up and can ignite on its own when it dries in air — in filters, separators, tanks, pig traps and their debris — and can light the hydrocarbon left with it. Keep it wet, close up or flood what is smoking, and open sour equipment only after washing, with water at hand.',
    body: `**Immediate actions**
1. Keep people back and upwind: the smoke is sulfur dioxide, and the vessel may still hold hydrocarbon vapour or H2S.
2. Wet it: flood the deposit with water (a fog or hose) and keep it wet; or close the vessel up again to starve it of air (nitrogen purge if available).
3. No ignition-prone work nearby; call out the fire response if flames appear or hydrocarbon is involved.
4. Gas test (LEL, H2S, O2, SO2) before anyone goes near or inside.

**Why it forms**
Iron (rust, scale) in contact with H2S in oxygen-poor service forms fine iron sulfide with a huge surface. Exposed to air as it dries, it oxidises fast and gives off heat — enough to glow and to ignite oil, condensate or vapours around it.

**What to do**
- Before opening sour equipment: wash it down, steam or water-flush, or treat chemically (an oxidising wash by a specialist), and keep the deposits wet; ventilate.
- Keep debris wet in a closed, water-filled container and dispose of it as the site's waste plan says; never leave it to dry in a pile or a dumpster.
- Check for it in filter housings, pig trap debris, separator and tank bottoms, and gas sweetening beds.

**Safety:** a confined space with iron sulfide is a confined space with a fire and H2S hazard — permit, gas test and standby person (API RP 2016).`,
    sources: [
      API_2016,
      apiStandard(
        'API Std 2015, Requirements for Safe Entry and Cleaning of Petroleum Storage Tanks',
      ),
      cfrSection(29, '1910.146', 'Permit-required confined spaces'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-confined-space-entry', 'ops-h2s-exposure', 'fac-pigging-launch-receive'],
  },
  {
    id: 'fac-oil-in-water-treating',
    title:
      'Oil in produced water too high: skim tanks, hydrocyclones, flotation, chemicals and sampling',
    area: 'facilities',
    aliases: [
      'oil in water',
      'OIW',
      'oil and grease',
      'produced water treating',
      'water treating',
      'hydrocyclone',
      'de-oiling hydrocyclone',
      'flotation',
      'IGF',
      'induced gas flotation',
      'DGF',
      'skim tank',
      'gun barrel',
      'water clarifier',
      'reverse emulsion breaker',
      'oil carryover in the water',
    ],
    symptoms: [
      'oil in the water leg too high',
      'oil in water rising after the IGF unit',
      'oily water going to disposal',
      'hydrocyclone outlet over the limit',
      'oil sheen on the water tank',
      'water samples cloudy with oil',
    ],
    summary:
      'Oil in produced water comes from the separators’ water legs and is removed in steps: skim tank or gun barrel, hydrocyclones, flotation, with a water clarifier (reverse breaker) chemical. Find which step lost efficiency by sampling in and out of each, in the same way each time; shear (chokes, pumps), solids, temperature and chemicals are the usual causes.',
    body: `**Likely causes**
- **Upstream:** an interface too low in the separator or treater, an emulsion pad, not enough retention time, more water than design.
- **A gun barrel or skim tank worse since it was cleaned or worked on:** its internals disturbed — the inlet spreader or flume damaged or left out, the water leg (the siphon that sets the oil–water interface) reset too low or too high, a baffle or downcomer off — so oil short-circuits to the water outlet; check the internals against the drawing and reset the water leg before blaming the chemicals.
- **Shear:** control valves, chokes and centrifugal pumps break oil into fine droplets that no downstream step can catch.
- **Hydrocyclones:** flow below their turndown, pressure drop ratio off its set point, reject line restricted, liners worn or plugged with solids.
- **Flotation:** gas rate, bubble size, level and skimming out of adjustment; chemicals off.
- **Chemicals:** a wrong or changed clarifier dose, incompatible chemicals from upstream (corrosion inhibitor, scale inhibitor, an acid job's flowback), solids stabilising the droplets.

**What to check, in this order**
1. Sample in and out of each step the same way, same time of day, with the same method (the reporting method of the permit, e.g. EPA Method 1664 for oil and grease where it applies): the step whose removal fell is the one to fix.
2. Separator and treater interfaces, and recent changes (new wells, acid jobs, chemical changes).
3. Hydrocyclone pressure drop ratio and reject rate; flotation gas and skim.
4. Droplet-shearing points between the separator and the treating.

**What to do**
- Restore each step to its operating window; bottle-test and re-optimise the clarifier; remove shear (lower-shear valves, progressive cavity pumps); keep solids out (sand removal ahead of the hydrocyclones).
- Reported discharges are limited by the permit (offshore, 40 CFR part 435); onshore, injected water oil content mostly matters for injectivity — see injection pressure rising.

**Safety:** skim tanks and flotation units vent hydrocarbon and sometimes H2S; gas test before opening hatches.`,
    sources: [
      spePaper(
        'N. Meldrum, "Hydrocyclones: A Solution to Produced-Water Treatment", SPE Production Engineering 3(4), 1988 (SPE-16642-PA)',
        '10.2118/16642-PA',
      ),
      cfrPart(40, '435', 'Oil and Gas Extraction Point Source Category'),
      {
        title: 'EPA, Oil and Gas Extraction Effluent Guidelines',
        url: 'https://www.epa.gov/eg/oil-and-gas-extraction-effluent-guidelines',
      },
    ],
    checks: ['separator_retention'],
    lastReviewed: '2026-11-30',
    related: [
      'chem-emulsion-breakers',
      'ops-injection-pressure-rising',
      'epa-npdes-produced-water',
    ],
  },
  {
    id: 'comp-depleted-well-kill',
    title:
      'Killing a depleted or low-pressure well for a workover: fluid loss, fluid-loss pills, light fluids, and not killing it at all',
    area: 'completions',
    aliases: [
      'depleted well kill',
      'killing a depleted well',
      'low pressure well kill',
      'low pressure gas well workover',
      'kill fluid for a depleted well',
      'fluid loss control pill',
      'fluid-loss pill',
      'sized salt pill',
      'calcium carbonate pill',
      'well on a vacuum',
      'losing kill fluid',
      'well taking fluid',
      'live well intervention',
      'snubbing',
      'nitrified fluid',
      'foam kill',
    ],
    symptoms: [
      'well is on a vacuum after the kill',
      'fluid level keeps dropping after bullheading',
      'losing kill brine to a depleted zone',
      'level falling after the kill',
      'cannot keep the hole full on the workover',
      'well will not come back after we killed it',
    ],
    safetyCritical: true,
    summary:
      'A depleted well takes kill fluid: the level falls, the hydrostatic drops and the well can kick while the zone is damaged. Measure the loss rate, keep the hole full, spot a fluid-loss pill that can be removed (sized calcium carbonate, sized salt, cross-linked polymer), use the lightest fluid that still controls the well — or work it live (coiled tubing, snubbing, a plug) without killing it.',
    body: `**Immediate actions**
1. Keep the hole full and measure what it takes (bbl/h): a falling level is a falling hydrostatic — the well can come back in.
2. Do not nipple down or pull tubing on a well whose level you cannot see or hold; set a barrier (plug, back-pressure valve) or spot a fluid-loss pill first.
3. Watch the annulus and tubing for flow between fills.

**Ask first**: what is the reservoir pressure (as an equivalent fluid density), and how fast is the well taking fluid now?

**Likely causes**
- The kill fluid's hydrostatic is well above a depleted zone's pressure, so it leaks into the formation — the more overbalance and the higher the permeability, the faster.
- Fractures or open perforations in a stimulated well.

**What to check, in this order**
1. Reservoir pressure and the fluid density that balances it (psi ÷ 0.052 ÷ TVD); a kill fluid only slightly heavier.
2. Loss rate static and while pumping.
3. The zone's sensitivity: clays (brine type), water block, the return to production expected.

**What to do**
- Use the lightest fluid that holds the well with a small margin (filtered brine, fresh water with KCl or a clay stabiliser, foam or nitrified fluid for very low pressure).
- Spot a fluid-loss pill across the perforations: sized calcium carbonate (acid-soluble), sized salt (dissolves in undersaturated water) or cross-linked polymer (broken with breaker), sized to the perforations or screens; plan how it is removed.
- Avoid killing: work the well live with coiled tubing or a snubbing unit, or set a plug or a downhole valve and work above it.
- After the workover, swab or lift the load back; see a well that will not come back.

**Safety:** barriers first; treat a well that took fluid as able to flow again when the losses seal.`,
    sources: [
      slbGlossary('completion fluid'),
      apiStandard('API RP 13J, Testing of Heavy Brines'),
      cfrSubpart(30, '250', 'F', 'Oil and Gas Well-Workover Operations'),
    ],
    checks: ['equivalent_mud_weight', 'hydrostatic_pressure'],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'comp-workover-fluids-well-kill',
      'ops-well-dies-after-shut-in',
      'comp-well-flowing-workover',
    ],
  },
  {
    id: 'lift-pumping-unit-lockout',
    title:
      'Working on a pumping unit: stored energy, brake, crank and counterweights, chaining the unit and locking out the motor',
    area: 'artificial-lift',
    aliases: [
      'pumping unit lockout',
      'pumping unit brake',
      'setting the brake',
      'lockout tagout',
      'LOTO',
      'chain the crank',
      'counterweights',
      'crank arms',
      'horsehead',
      'polished rod clamp',
      'carrier bar',
      'hanging off the rods',
      'pumping unit guard',
      'stored energy',
      'walking beam',
    ],
    symptoms: [
      'is setting the brake enough to work on the unit',
      'need to work on the horsehead or polished rod',
      'unit drifts when the brake is set',
      'counterweights out of balance and the crank moves',
    ],
    safetyCritical: true,
    summary:
      'A brake alone is not isolation: an out-of-balance crank or the rod load can drive the unit when the brake slips. Stop the unit, lock out the power (and any automatic restart), set the brake, then secure the crank or the counterweights so they cannot move — and take the rod load off with a polished rod clamp before working at the horsehead or carrier bar.',
    body: `**Immediate actions**
1. Stop the unit with its controller, then open and lock out the motor's disconnect (a pump-off controller or timer can restart it); tag it and try to start it.
2. Set the brake, then secure the crank or counterweights against movement (chain or pin as the maker provides) — the brake is a holding device, not an isolation.
3. Before working at the horsehead, bridle or carrier bar, take the rod load: clamp on the polished rod at the stuffing box and release it from the carrier bar as the procedure says.

**What to check, in this order**
1. Balance: where the crank stops and whether it drifts with the brake released slowly.
2. Brake linings and adjustment.
3. Guards and barriers back in place before the restart.

**What to do**
- Follow the written lockout procedure (29 CFR 1910.147) for every task inside the guard; one lock per person.
- Plan the crank position for the job (counterweights at the bottom where the task allows).
- Remove tools, unchain, remove locks and restart only with everyone clear.

**Safety:** the counterweights weigh tons and the unit can start, stop and reverse on its own; never stand under the counterweights or inside the guard while the unit can move.`,
    sources: [
      cfrSection(29, '1910.147', 'The control of hazardous energy (lockout/tagout)'),
      apiStandard('API RP 11ER, Recommended Practice for Guarding of Pumping Units'),
      apiStandard('API Spec 11E, Specification for Pumping Units'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-rod-pump-basics', 'ops-pressured-equipment-work'],
  },
  {
    id: 'lift-plunger-troubleshooting',
    title:
      'Plunger lift troubleshooting: plunger not arriving, arriving too fast or too slow, and a plunger well loading up',
    area: 'artificial-lift',
    aliases: [
      'plunger not arriving',
      'no plunger arrival',
      'plunger arrival speed',
      'fast arrival',
      'fast plunger',
      'slow arrival',
      'plunger stuck',
      'plunger controller',
      'arrival sensor',
      'lubricator',
      'bumper spring',
      'plunger catcher',
      'afterflow',
      'off time',
      'casing buildup',
      'dry trip',
      'dry arrival',
      'pulling the plunger',
      'retrieve the plunger',
      'inspect the plunger',
      'lubricator cap',
    ],
    symptoms: [
      'plunger has not arrived for several cycles',
      'plunger arriving too fast',
      'plunger arrival speed above 1,000 ft/min',
      'plunger coming up later every cycle',
      'plunger well loaded up',
      'plunger slamming into the lubricator',
      'plunger never made it to surface',
      'slow plunger arrivals',
      'well loads up between plunger cycles',
      'plunger came up dry and hit the lubricator',
      'lubricator cap cracked or blown off',
    ],
    summary:
      'A plunger that does not arrive has too little energy for its liquid load (casing pressure not built enough over line pressure, too much liquid), is stuck or worn, or the sensor misses it; one that arrives too fast (well above about 1,000 feet per minute) has too much energy or too little liquid and damages the lubricator. Read the arrival times and pressures, then adjust off time and afterflow.',
    body: `**Ask first**: what are the arrival times or speeds over the last cycles, and the casing, tubing and line pressures at opening?

**Likely causes**
- **No arrival or late arrivals:** too little casing pressure over line pressure for the liquid load (short off time, line pressure up, a compressor down); too much liquid let into the tubing (afterflow too long before, a load building up); a worn plunger losing seal; a tight spot, scale, paraffin or a hole in the tubing; the plunger stuck in the lubricator or catcher, or a failed arrival sensor. After the line pressure was lowered, the well flows harder after each cycle and the plunger (above all a two-piece one, which needs the flow slowed to fall) may not reach bottom before the next opening — retune the shut-in and afterflow to the new pressures, and look for the plunger in the tubing before calling it lost.
- **Arrivals too fast (above about 1,000 feet per minute; many operators aim for 500–1,000):** off time longer than needed — the casing builds too much pressure; too little liquid above the plunger (dry or near-dry trips).
- **Slow arrivals getting slower:** the liquid load growing cycle by cycle (afterflow too short to unload what came in, rate declining), or the plunger wearing.

**What to check, in this order**
1. The arrival sensor and the plunger itself: caught in the lubricator or catcher, visibly worn (measure its OD), sensor working.
2. Pressures at opening: casing against line pressure — a common rule of thumb is casing at least about 1.5 times line pressure for the load; the load factor if the controller reports it.
3. The controller's off time, afterflow and the trend of arrival times.
4. The tubing: a gauge or broach run for scale, paraffin, a tight spot or a collapsed bumper spring; a tubing leak if casing and tubing track together.

**What to do**
- **No arrival with the well loaded:** shut in longer to build casing pressure, lower the line pressure (compression, a lower separator pressure), or swab or soap the well to unload it; replace a worn plunger; then tune the controller.
- **Too fast:** shorten the off time (open sooner) and lengthen the afterflow so each trip carries more liquid; inspect the spring, catcher and lubricator.
- **Slow and getting slower:** lengthen afterflow or the shut-in as needed, check the plunger's seal, and watch the trend after each change.
- Change one setting at a time and give it several cycles.

**A dry or fast arrival that hit the lubricator hard:** take the well off cycle and keep people away; a cracked or bent lubricator, a damaged cap or broken bumper spring is replaced — not run — and the cause fixed (off time too long, too little liquid, a plunger that arrives without a load) before the well is put back on cycle.

**Taking the plunger out of the lubricator (to inspect or change it)**
1. Let the plunger arrive and hold it: set the catcher (or the controller's hold), then close the well in on the tubing — the master valve below the lubricator — and close the flow-line (wing) valve.
2. Bleed the lubricator to zero through its bleed valve to a safe place; watch the gauge for a few minutes — pressure that comes back is a valve leaking by, and the cap stays on.
3. Unscrew the cap only by hand or with the proper wrench, standing to the side, never over it; a slow leak at the threads means pressure is still behind it — tighten and bleed again. The bumper spring pushes up on the cap, so back it off slowly.
4. Inspect the plunger: its OD against a new one (worn pads, brushes or seals let liquid slip past), the bypass valve or the two pieces, and the spring and catcher; then reinstall, make up the cap, open the master slowly, release the catcher and watch the next arrivals.

**Safety:** fast or dry arrivals can damage or blow the lubricator off the wellhead — keep people clear of the lubricator while the well opens; bleed the lubricator to zero before removing the cap to inspect the plunger.`,
    sources: [
      spePaper(
        'J. F. Lea, "Dynamic Analysis of Plunger Lift Operations", Journal of Petroleum Technology 34(11), 1982 (SPE-10253-PA)',
        '10.2118/10253-PA',
      ),
      slbGlossary('plunger lift'),
      { title: 'PetroWiki: Plunger lift', url: 'https://petrowiki.spe.org/Plunger_lift' },
    ],
    checks: ['critical_rate_liquid_loading'],
    lastReviewed: '2026-11-30',
    related: ['lift-plunger-lift', 'lift-liquid-loading'],
  },
  {
    id: 'drill-casing-will-not-go-down',
    title:
      'Casing will not go to bottom: taking weight while running casing — ledges, fill, swelling hole, slack-off limits, washing down or pulling out',
    area: 'drilling',
    aliases: [
      'liner will not go down',
      'liner stuck running in',
      'stuck running the liner',
      'liner taking weight',
      'casing taking weight',
      'casing will not go down',
      'casing stopped going down',
      'casing hung up',
      'casing stuck running in',
      'washing casing down',
      'wash casing to bottom',
      'reaming casing down',
      'casing running tool',
      'casing fill-up tool',
      'slack-off limit',
      'casing buckling',
    ],
    symptoms: [
      'liner stuck running in the lateral',
      'taking weight running casing and it will not go',
      'casing set down weight and will not pass',
      'casing stopped at a ledge',
      'pick up is fine but the casing will not go down',
    ],
    summary:
      'Casing that takes weight and will not go is usually on a ledge or dogleg, in fill or a cuttings bed, or in swelling hole; do not slack off beyond the string’s buckling and connection limits or sit still across a permeable zone. Break circulation slowly, try to wash (and rotate only if the connections are rated), and decide early between pulling back to condition the hole and setting it higher.',
    body: `**Ask first**: is the casing free to pick up and can you circulate through it (fill-up or circulating tool), and how much rathole or setting-depth margin is there?

**Likely causes**
- **Geometry:** a ledge between hard and soft beds, a dogleg, or a stiffer casing string than the BHA that drilled the hole; casing centralisers digging in.
- **Fill or cuttings:** a cuttings bed in a deviated section, cavings, or fill settled since the last wiper trip.
- **Hole closing:** swelling shale, creeping salt, undergauge hole.
- **Differential sticking** if the casing stands still across a permeable sand.

**What to check, in this order**
1. Weights: pick-up against the model, how much weight is set down, and the allowed slack-off for the casing's buckling and connection ratings.
2. Where it stopped against the logs and the last trip's tight spots, doglegs and washouts.
3. Returns and fill: hole fill while running, flow on the trip tank, losses.

**What to do**
1. Do not spud it repeatedly or set down beyond the allowed slack-off; keep it moving — limit the time it stands still.
2. Break circulation slowly at a low rate and bring the rate up in steps (surge and ECD in the tight casing annulus can break the formation down); try to wash down at a low rate, with reciprocation.
3. Rotate only with a string and connections rated for the torque (a casing running tool makes it possible).
4. If it will not pass in a reasonable number of attempts, decide early: pull out and condition the hole (wiper or reaming trip, mud properties), or set and cement the casing higher if the setting depth, the zonal isolation and the next section's plan allow.
5. Keep the casing filled and watch returns: surge losses or a kick while stuck.

**Safety:** a casing string slacked off beyond its limit can buckle or part a connection; stand clear of the rotary while working it.`,
    sources: [
      slbGlossary('surge pressure'),
      apiStandard(
        'API TR 5C3, Calculating Performance Properties of Pipe Used as Casing or Tubing',
      ),
      apiStandard('API RP 65-2, Isolating Potential Flow Zones During Well Construction'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['drill-losses-running-casing', 'drill-wellbore-instability', 'drill-hole-cleaning'],
  },
  {
    id: 'comp-stuck-wireline-tools',
    title:
      'Stuck slickline or wireline tools: jarring, pull limits on the wire, releasing, cutting the wire and fishing',
    area: 'completions',
    aliases: [
      'stuck slickline',
      'slickline stuck',
      'stuck wireline tools',
      'wireline stuck',
      'toolstring stuck',
      'tool string stuck',
      'stuck in the nipple',
      'wire parted',
      'parted slickline',
      'wireline fishing',
      'cutter bar',
      'go-devil',
      'rope socket',
      'wire weak point',
      'spang jars',
      'wireline valve',
    ],
    // Logging tools stuck in open hole on a drilling rig have their own entry.
    notWhen: ['open hole', 'openhole'],
    symptoms: [
      'slickline toolstring stuck and jarring does nothing',
      'wireline tools will not come up past a nipple',
      'wire pulling over its weight and the tools not moving',
      'jarring on the wire with no movement',
    ],
    summary:
      'Work stuck wireline tools within the wire’s pull limit — set from its rated breaking strength, its condition and the weight of wire in the hole — because a parted wire leaves a worse fish than the tools. Jar in the direction that frees them, circulate or dissolve what holds them where you can, use the toolstring’s release, and cut the wire at the tools and fish them rather than pulling the wire apart.',
    body: `**Ask first**: slickline or braided/electric line, and were the tools going down or coming up when they stuck — at a nipple or restriction, or in fill, wax or scale?

**Likely causes**
- **Debris or deposits above the tools:** sand, scale, wax or junk settling on top of the toolstring, especially after a long time on depth or when the well was shut in or opened.
- **A restriction:** a nipple, a collapsed or scaled-up joint, a tubing joint with a tight ID, a tool hung in a side-pocket or a landing nipple profile.
- **The wire:** wire balled or bird-nested above the tools, wire key-seated in deviated tubing.
- **Pressure:** a differential across a plug or a tool being pulled against flow.

**What to check, in this order**
1. Weights: pull over the wire's weight at that depth against its pull limit (the service company's chart for this wire size and condition).
2. Which way it moves, if at all; whether jarring down is free.
3. Whether you can circulate or pump (tubing to annulus, or down the tubing) to move fill or wax.
4. Well pressure and flow: the wireline valve and lubricator ready to hold it.

**What to do**
1. Jar in the direction that frees it — often down first for a tool pulled into a restriction — with moderate, repeated licks; do not keep pulling straight on the wire.
2. Stay within the pull limit; a parted wire drops wire on top of the tools.
3. Where possible, pump to move fill, or spot hot oil or solvent for wax.
4. Use the toolstring's release (shear-release tools, the pulling tool's shear pin) to leave the tools and recover the wire cleanly.
5. Still stuck: drop a cutter bar to cut the wire at the rope socket, pull the wire out, then fish the tools with the right overshot or spear; plan the fishing string from the tools' top profile.

**Safety:** keep people clear of the wire and the sheaves under high pull — a parting wire whips; close the wireline valve on the wire if the well flows; bleed the lubricator to zero before opening it.`,
    sources: [slbGlossary('slickline'), slbGlossary('fishing'), slbGlossary('wireline')],
    lastReviewed: FIELD_REVIEWED,
    related: ['comp-coiled-tubing-trouble', 'drill-stuck-pipe', 'ops-trapped-pressure'],
  },
  {
    id: 'ops-pressure-test-will-not-hold',
    title:
      'A pressure test that will not hold: tubing, packer or casing tests losing pressure — surface leaks, temperature, and finding which barrier leaks',
    area: 'operations',
    aliases: [
      'pressure test failed',
      'failed pressure test',
      'tubing test',
      'tubing pressure test',
      'packer test',
      'casing test',
      'casing pressure test',
      'casing integrity test',
      'mechanical integrity test',
      'MIT',
      'test will not hold',
      'test fell off',
      'pressure fell off on the test',
      'losing pressure on the test',
      'tested against a plug',
      'where is the test leaking',
      'leak-off on the test',
      'standing valve leaking',
      'leak detection log',
    ],
    symptoms: [
      'tubing test losing pressure with the annulus steady',
      'pressure test will not hold',
      'casing test bleeding off',
      'packer test failed',
      'test pressure falls off then flattens',
    ],
    summary:
      'A test that loses pressure is first checked at surface (pump, lines, valves) and for temperature and trapped air — a curve that flattens is not a leak. Then which gauge moves tells where: the annulus rising is a tubing or packer leak; nothing moving is a leak below — the plug or standing valve, the tubing below the packer, or the formation. Isolate step by step; never raise the test pressure to seat something.',
    body: `**Ask first**: what holds the test below (plug, standing valve, packer), how long ago was the fluid pumped, and did any other gauge or the returns move during the test?

**Likely causes**
- **A leak at surface, not in the well:** the test pump, hoses, valves, the wellhead or the test manifold.
- **Temperature or air in the test, not a leak:** fluid pumped cold warming up (or warm fluid cooling) and air trapped in the string make the pressure drift and then flatten — a falling rate of loss, not a leak.
- **A tubing or packer leak:** the annulus rises during a tubing test (a connection, a hole or the packer element); on an annulus test, the tubing rises.
- **A leak below the test:** the plug or standing valve, the tubing below the packer, or the formation through open perforations — the pressure falls and no other gauge moves.
- **A casing leak under an annulus or casing test:** the pressure falls with the tubing steady; returns or pressure appear at the surface casing or bradenhead.

**What to check, in this order**
1. Surface: test the pump and lines against a closed wellhead valve on their own.
2. Repeat the test and plot pressure against time: a curve that flattens is temperature or air; a steady straight-line fall is a leak. Compare the volume pumped with the volume bled back (air comes back as extra).
3. Which gauge moves — tubing, annulus, outer casing — during each test.
4. Test the annulus against the packer on its own, with the tubing open to a gauge.
5. To find a tubing leak, set a plug or test tool at steps and test above it, or run a leak-detection log (temperature, noise, caliper).

**What to do**
- Fix the surface leak and retest; let temperatures settle before judging the test.
- Re-seat, replace or pull the plug or standing valve, or set one higher to split the string; re-set or replace a leaking packer; replace leaking joints.
- Accept only a stable test that meets the program's or the regulator's criteria (injection-well tests commonly allow no more than about 10 % loss over 30 minutes — check the rule that applies).
- Never raise the pressure above the tubing, packer, casing or wellhead rating to make a leak "seat".

**Safety:** keep people out of the test area and away from the test lines while pressured; bleed to zero and confirm before breaking any connection.`,
    sources: [
      cfrSection(40, '146.8', 'Mechanical integrity (underground injection wells)'),
      apiStandard('API RP 90-2, Annular Casing Pressure Management for Onshore Wells'),
      apiStandard('API RP 96, Deepwater Well Design and Construction'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'ops-sustained-casing-pressure',
      'comp-packer-will-not-release',
      'rrc-h5-mechanical-integrity',
    ],
  },
];
