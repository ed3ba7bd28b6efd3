import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  API_RP_59,
  apiStandard,
  cfrSection,
  cfrSubpart,
  KELLAND,
  NRC_LOGGING_AGREEMENT,
  NRC_LOST_SOURCE,
  OSHA_CONFINED_SPACES,
  OSHA_H2S,
  OSHA_NIOSH_TANK_GAUGING,
  texasRule,
} from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const API_14A = apiStandard(
  'API Spec 14A / ISO 10432, Specification for Subsurface Safety Valve Equipment (valve classes, the flapper and flow tube, equalising features)',
);

const API_14B = apiStandard(
  'API RP 14B / ISO 10417, Design, Installation, Operation, Test, and Redress of Subsurface Safety Valve Systems (equalising and reopening after a test)',
);

const BELLARBY: KnowledgeSource = {
  title:
    'J. Bellarby, Well Completion Design, 1st ed. (Elsevier, Developments in Petroleum Science 56, 2009), chapter "Completion Equipment": subsurface safety valves, equalising, lock-open and insert valves',
  url: 'https://www.sciencedirect.com/book/9780444532107/well-completion-design',
};

const API_11B = apiStandard(
  'API Spec 11B, Specification for Sucker Rods, Polished Rods and Liners, Couplings, Sinker Bars, Polished Rod Clamps, Stuffing Boxes, and Pumping Tees (rod grades and minimum yield strength)',
);

const API_11BR = apiStandard(
  'API RP 11BR, Recommended Practice for the Care and Handling of Sucker Rods',
);

const API_11AX = apiStandard(
  'API Spec 11AX, Specification for Subsurface Sucker Rod Pump Assemblies, Components, and Fittings (seating nipples, cup and mechanical hold-downs)',
);

const HEIN_UNSEATING: KnowledgeSource = {
  title:
    'N. W. Hein Jr., B. J. Williams, R. Stevens and J. Patterson, "Design Your Rod String to Unseat the Pump and Not Overload the System", Southwestern Petroleum Short Course (maximum pull by rod size and grade, unseating loads converted to rod stretch, the rig hoisting equipment)',
  url: 'https://swpshortcourse.org/conference/abstract/design-your-rod-string-unseat-pump-not-overload-system',
};

const TAKACS_ROD: KnowledgeSource = {
  title:
    'G. Takacs, Sucker-Rod Pumping Handbook: Production Engineering Fundamentals and Long-Stroke Rod Pumping, 1st ed. (Gulf Professional Publishing, 2015), chapters on sucker rods and downhole pumps',
  url: 'https://www.sciencedirect.com/book/9780124172043/sucker-rod-pumping-handbook',
};

const GPSA_13: KnowledgeSource = {
  title:
    'GPSA Engineering Data Book, 14th ed. (Gas Processors Suppliers Association), Section 13, Compressors and Expanders: ratio per stage, discharge temperature T2 = T1 × r^((k−1)/k), interstage cooling',
  url: 'https://gpaglobal.org/',
};

const ARIEL_DISCHARGE_TEMPERATURE: KnowledgeSource = {
  title:
    'Ariel Corporation, Application Manual: Maximum Allowable Discharge Temperature (application limit and maximum shutdown by service; cylinder pre-heat)',
  url: 'https://www.arielcorp.com/support/application-manual/performance-application-limits/maximum_allowable_discharge_temp.html',
};

const API_11P = apiStandard(
  'API Spec 11P, Specification for Packaged Reciprocating Compressors for Oil and Gas Production Services',
);

const API_618 = apiStandard(
  'API Std 618, Reciprocating Compressors for Petroleum, Chemical, and Gas Industry Services',
);

const API_RP_55 = apiStandard(
  'API RP 55, Recommended Practices for Oil and Gas Producing and Gas Processing Plant Operations Involving Hydrogen Sulfide',
);

const API_MPMS_18_2 = apiStandard(
  'API MPMS Chapter 18.2, Custody Transfer of Crude Oil from Lease Tanks Using Alternative Measurement Methods (measuring without opening the thief hatch)',
);

/**
 * Downhole and surface equipment that will not do what it should, each the part its neighbours
 * leave out: a subsurface safety valve that will not open after a shut-in, a rod pump stuck in
 * its seating nipple, a reciprocating compressor read stage by stage on a hot day, a well flowing
 * with wireline logging tools in open hole, and produced-water tanks turned sour.
 */
export const wellEquipmentTroubleEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-sssv-will-not-open',
    title:
      'A subsurface safety valve that will not open after a shut-in, or will not stay open: equalise across the flapper first, then the control line, deposits and piston seals',
    area: 'completions',
    aliases: [
      'SCSSV will not open',
      "SCSSV won't open",
      'SSSV will not open',
      'TRSCSSV will not open',
      'TRSV will not open',
      'WRSV will not open',
      'DHSV will not open',
      'safety valve will not open',
      'subsurface safety valve will not open',
      'downhole safety valve stuck closed',
      'flapper will not open',
      'flapper stuck closed',
      'equalise the flapper',
      'equalize the flapper',
      'equalizing the safety valve',
      'pump through the flapper',
      'SCSSV opening pressure',
      'safety valve opening pressure',
      'control line will not hold pressure',
      'control line bleeding off',
      'control line communication',
      'lock-open tool',
      'communication tool',
      'insert valve in the TRSV',
    ],
    symptoms: [
      'the well will not come back on after the shut-in with the safety valve closed',
      'control line pressured up but the well will not flow',
      'control line pressure keeps bleeding off and the valve closes',
      'control line takes fluid and never builds pressure',
      'full shut-in pressure below the flapper and nothing above it',
      'gas coming back up the control line',
    ],
    summary:
      'A subsurface safety valve that stays shut after a shut-in is most often not equalised: the tubing above the flapper was bled off and the flow tube cannot push the flapper open against the shut-in pressure below. Pressure the tubing from surface to the shut-in pressure, then apply control pressure of about that tubing pressure plus the valve’s opening pressure — not more to force it. Only then suspect the control line, piston seals or deposits, with a lock-open tool and an insert valve as the contingencies; until it works, the well has no downhole barrier.',
    body: `**Ask first**: what does the tubing read at surface above the closed valve against the well's shut-in pressure below it, and does the control line hold pressure and give back what was pumped into it?

**Likely causes**
- **Not equalised across the flapper** — the usual one after a shut-in: the tubing above the valve was bled down (a flowline or tree valve job, a blow-down, a surface leak), so the closed flapper carries the full shut-in pressure from below. The flow tube cannot push a flapper open against thousands of psi; a non-equalising valve is not built to, and a self-equalising valve's port is small, slow and plugs with debris.
- **Control pressure not reaching the piston:** a leak in the control line, its fittings, the panel or the hanger and tree penetration, which it may share with a chemical injection line or an ESP cable (the line takes fluid and never builds, or bleeds off when blocked in); a plugged or crushed line, or gelled or hydrate-filled control fluid (pressure builds at once on almost no volume and the valve never strokes).
- **Piston seals failed:** the control line communicates with the tubing — its pressure falls to the tubing pressure, or gas and well fluid come back when it is bled. The control line is now a path from the well to the panel.
- **Deposits and debris:** scale, asphaltene, paraffin or sand on the flapper or packed round the flow tube; a hydrate above the valve in a cold gas well.
- **A wireline-retrievable valve (WRSV):** its packing leaking control fluid into the tubing, the lock not fully located in the nipple, or the valve due for redress.

**What to check, in this order**
1. The pressures: tubing at surface above the valve, the casing, what the well read shut in before, and the control-line pressure and its history (when it fell, how fast).
2. The control line: pump it to the normal operating pressure, block in and watch it for the time the procedure sets; compare the volume pumped with the expected volume (the piston's swept volume plus the line's compression), and bleed back into a measured container — gas or well fluid in the returns means the piston seals are gone.
3. Equalise and try again, as below, before anything else is blamed.
4. Then slickline: tag the valve to confirm the flapper is closed and clear, and look for hydrate, fill or debris above it; bail or wash it.
5. Deposits: the scale, paraffin and asphaltene history, and a soak above the flapper with the dissolver that fits.

**What to do first: equalise, then open — the figures**
Equalise first: more control pressure does not open a flapper held shut by the well.
- Pressure the tubing from surface, through the kill wing or the swab valve, with a fluid that suits the well (glycol or methanol where hydrates are possible, treated water or diesel in an oil well, gas or nitrogen in a gas well) until the pressure above the flapper matches the pressure below. With gas above and below, that is about the well's shut-in tubing pressure at surface; with liquid above, its column adds to the surface pressure — the pressure at the valve's depth is what must match.
- Opening pressure at the panel ≈ the tubing pressure at the valve + the valve's full-open (spring) pressure from its data sheet − the control fluid's column down to the valve. With liquid in both the tubing and the control line the two columns roughly cancel, so it is about the surface tubing pressure + the full-open pressure; with gas in the tubing, somewhat less. Operate at the normal control pressure; API RP 14B's reopening practice takes the control line to the normal operating pressure, or at least 500 psi above the opening pressure.
- Worked figures: valve at 1,500 ft, SITP 2,600 psi below, tubing bled to 0 above, valve full-open pressure 1,200 psi. Pump the tubing to about 2,600 psi, then the control line to about 2,600 + 1,200 = 3,800 psi, and on to the normal operating pressure (say 4,300 psi) inside the line's and panel's rating. A tubing at 2,600 psi and a control line at 3,800 psi with no opening points to something else — more pressure on the control line will not fix it.
- It has opened when the control line takes the piston's volume and then holds, the tubing pressure steadies at the well's pressure after a small bleed, and the well flows when the wing is cracked.
- **Do not** pump the control line far above the operating pressure to force it, hold the flow tube against an unequalised flapper, or jar on the valve with wireline: that bends flappers and flow tubes and cuts piston seals, and turns a valve that would have opened into a workover.

**What to do**
- Opened: cycle it closed and open, then function and leak test it (API RP 14B) before calling it a barrier again. Find why the tubing was bled off above a closed valve and fix the procedure: close the surface valves first and the subsurface valve last; open the subsurface valve first, with the tubing pressured.
- Control line leaking at surface: repair the fitting, panel or penetration and retest. Leaking downhole or communicating with the tubing: the valve cannot be held open reliably and the line may carry well fluid to the panel — a failed barrier.
- Deposits: soak with the right dissolver (acid for carbonate, a chelant for sulfate, solvent for paraffin and asphaltene); hydrate with methanol or glycol and pressure; then try again.
- **Contingencies:** a WRSV is pulled and redressed on slickline. A tubing-retrievable valve that will not open or stay open: a lock-open tool on slickline locks the flow tube down (usually for good), then a wireline-retrievable insert valve is set in its profile and run off the same control line through a communication tool — only where the control line itself holds. Without a usable control line: a workover to replace the valve, or for a limited time and where the rules allow it, a subsurface-controlled valve.

**Safety:** until the valve is proven open and tested, or a replacement is set, the well has no downhole barrier: the regulator's rules (offshore, 30 CFR 250 subpart H — the SSSV, its testing, and any time it is out of service) and the company's well-integrity standard decide whether the well may flow, with what other barriers and for how long. Pump into the tubing only within the tree's and tubing's ratings. Control lines hold thousands of psi in a small bore — a pinhole jet injects fluid through skin; bleed them into a container through a valve, never by cracking a fitting.`,
    sources: [
      API_14B,
      API_14A,
      BELLARBY,
      cfrSection(30, '250.802', 'Requirements for SPPE (SSSVs to API Spec 14A and RP 14B)'),
      cfrSection(30, '250.812', 'Surface-controlled SSSVs—dry trees'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['ops-safety-valve-failed-test', 'chem-sulfate-scale', 'chem-hydrate-inhibition'],
  },
  {
    id: 'lift-stuck-pump-will-not-unseat',
    title:
      'A rod pump stuck in the seating nipple that will not unseat, or a stuck plunger: how hard to pull on the rods, freeing it, and a stripping job rather than a blind back-off',
    area: 'artificial-lift',
    aliases: [
      'stuck pump will not unseat',
      'stuck rod pump',
      'stuck downhole pump',
      'pump stuck in the seating nipple',
      'stuck in the seating nipple',
      'stuck plunger',
      'plunger stuck in the barrel',
      'maximum pull on the rods',
      'how hard can I pull on the rods',
      'rod pull limit',
      'overpull on the rods',
      'stripping job',
      'strip job',
      'stripping rods and tubing',
      'blind back-off',
      'back off the rods',
      'wet string',
    ],
    symptoms: [
      'the pump will not unseat on the pulling unit',
      'pulled over the rod weight and the pump did not move',
      'rods will not come up, the pump is stuck',
      'plunger stuck in the barrel and the unit stalls',
      'sand fell back on the pump and it is stuck',
      'paraffin stuck the rods and the pump',
    ],
    summary:
      'A pump that will not unseat is pulled only to the limit of the weakest taper — about 90 % of the minimum yield of the smallest rod for like-new rods, less for used ones, plus the weight of the rods above it — with paraffin freed by hot oil or water and the rods worked within that limit. Still stuck, pull the rods and tubing together (a stripping job) rather than backing off blind, which leaves rods and the pump in a tubing full of fluid. A string pulled over is a stretched spring: keep people clear.',
    body: `**Ask first**: what is the rod string (size, length and grade of each taper, new or used), and what does the weight indicator read with the string hanging free before the pull?

**Likely causes**
- **Sand:** formation or frac sand settled on top of the pump or between the plunger and the barrel, often after a shut-in, a pump change or a frac nearby.
- **Paraffin, asphaltene or scale:** paraffin or asphaltene plugging the tubing above the pump or the pump itself; scale (carbonate, sulfate, iron sulfide) in the barrel and the hold-down.
- **The hold-down:** long in the well — a mechanical lock in a corroded nipple, a cup hold-down swollen or packed with solids.
- **A tubing pump's plunger stuck in its barrel:** the barrel is part of the tubing, so it cannot be unseated — only pulled with the tubing.

**How hard can we pull, and when do we stop and strip it?**
The weakest taper decides how hard; at that limit stop pulling — free it with heat and by working the rods, then strip it out rather than back off blind.
- The load that counts is at the top of the smallest-diameter taper: it carries the weight of that taper and every pound of overpull on the least steel. Maximum weight-indicator reading = the allowed load for the smallest rod + the weight of all the rods above it.
- Keep the allowed load inside the elastic range: rod makers' pull charts use about **90 % of the grade's minimum yield strength for rods in like-new condition**, derated for used, pitted or unknown rods. Minimum yield (API Spec 11B): grades C and K 60,000 psi, grade D 85,000 psi; special high-strength rods per the maker.
- Worked figures (stress = load ÷ area): 7/8 in. × 3,200 ft over 3/4 in. × 4,300 ft, grade D, like new. 3/4 in. area 0.442 in²: 0.90 × 85,000 × 0.442 ≈ 33,800 lbf at the top of the 3/4 in. taper. Rods above it: 3,200 ft × 2.22 lb/ft ≈ 7,100 lb. Maximum on the indicator ≈ 33,800 + 7,100 = **40,900 lb**; the 7/8 in. at the polished rod (0.601 in²) allows about 46,000 lbf, so the 3/4 in. governs. With about 12,300 lb of free string weight in the fluid, that leaves roughly 28,500 lb of overpull — for used rods, a good deal less.
- The rig sets a limit too: the mast rating, the weight indicator's calibration, the rod elevators, hook and polished-rod clamp — the lowest of these and the rods is the limit.
- Stretch as a check: ΔL = F × L ÷ (A × E), E = 30 × 10⁶ psi, lengths in inches. For 10,000 lb over: the 3/4 in. × 4,300 ft stretches 10,000 × 51,600 ÷ (0.442 × 30 × 10⁶) ≈ 39 in., the 7/8 in. × 3,200 ft about 21 in. — about 60 in. per 10,000 lb. Much less stretch for the same pull says the rods are stuck higher (paraffin), not at the pump.

**What to check, in this order**
1. The rod records — sizes, grades, age, past failures — so the pull limit is written down before the first pull.
2. The free weight, then a slow, steady pull to a first limit with the stretch measured: where is it stuck?
3. The history: sand in the last pull, a frac nearby, paraffin and the hot-oil schedule, scale, time since the pump was last pulled.
4. Pressure on the tubing or the casing: a stuck pump's valves hold the fluid column, and gas or pressure can be held under it.

**What to do**
1. **Free paraffin first:** hot oil or hot water down the annulus with the rods worked gently; a solvent where heat will not reach it.
2. **Work the rods within the limit:** pull steadily to the agreed load, hold, slack off to the free weight, and repeat; no jerking or shock loads, and no stacking the string hard on the pump (it buckles the rods).
3. **Still stuck: a stripping job, not a blind back-off.** Release the tubing anchor and pull the tubing and rods together: the pump stays latched to the rods and comes up in its nipple with the tubing, and the rods are broken out at the floor as each tubing joint is stripped up over them. Nothing is left in the hole and the fish stays in hand.
4. **What a blind back-off leaves:** turning the rods to the left unscrews them at whichever connection is loosest — often shallow — and leaves the lower rods and the pump in tubing full of fluid: a strip job anyway, now with nothing to hold, or a rod fishing job. A back-off, if one is needed, is made at a known depth.
5. **The tubing comes out wet:** the pump's valves hold the column — mud bucket or wet-string shield, containment, gas and H2S monitors; gas or pressure held below the pump can come up with the tubing.
6. Tear the pump down and fix the cause: sand control or a desander, paraffin treatment, scale inhibitor, pump fits — and no long shut-ins with the pump seated under sand.

**Safety:** a rod string pulled over is a stretched spring. On the string above, 20,000 lb over stretches it about 120 in. (10 ft), storing ½ × F × ΔL ≈ ½ × 20,000 × 10 ≈ 100,000 ft·lbf — as much as a one-ton weight dropped 50 ft. If the pump pops free or a rod parts, the string jumps and the elevators, the clamp and the rods above the floor whip: keep everyone off the floor and out from under the rods during the pull, pull from the controls, and take the load off slowly.`,
    sources: [HEIN_UNSEATING, API_11B, API_11BR, API_11AX, TAKACS_ROD],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    appliesWhen: [
      'stuck',
      'pull',
      'pulled',
      'pulling',
      'overpull',
      'how hard',
      'back off',
      'backing off',
      'strip',
      'stripping',
      'free it',
    ],
    related: [
      'lift-rod-pump-failures',
      'comp-trapped-pressure-pulling-tubing',
      'chem-paraffin',
      'lift-pumping-unit-lockout',
    ],
  },
  {
    id: 'fac-compressor-stage-balance',
    title:
      'Reading a reciprocating compressor stage by stage: interstage pressure above design, a stage running hot on hot afternoons, and the ideal discharge temperature to compare against',
    area: 'facilities',
    aliases: [
      'interstage pressure high',
      'high interstage pressure',
      'interstage pressure above design',
      'interstage pressure climbing',
      'interstage pressure too high',
      'ideal discharge temperature',
      'theoretical discharge temperature',
      'adiabatic discharge temperature',
      'predicted discharge temperature',
      'compressor hot weather',
      'compressor in the summer heat',
      'compressor running hot on hot afternoons',
      'interstage cooler',
      'cooler approach temperature',
      'valve cap temperature',
      'compressor analyzer',
      'pressure-volume card compressor',
    ],
    symptoms: [
      'interstage pressure running above the design sheet',
      'first stage discharge temperature high every hot afternoon',
      'compressor shuts down on temperature in the afternoon heat and runs fine at night',
      'first stage ratio up and second stage ratio down',
      'discharge temperature well above the calculated value',
    ],
    summary:
      'On a fixed-speed recip the interstage pressure is a capacity gauge: when the next stage loses capacity (its valves or rings leaking, an unloader open, hotter gas from a fouled cooler) gas piles up between stages, the stage before takes a higher ratio and runs hotter. Compare each stage’s measured discharge temperature with the ideal T2 = T1 × r^((k−1)/k) at the pressures it runs at: well above ideal is a leaking valve recompressing gas; near ideal but hot is ratio and cooling, typical of hot afternoons.',
    body: `**Ask first**: what do the suction, interstage and final discharge pressures read against the design sheet or a good day's log, and what is the gas temperature into each stage?

**How the stages share the work**
- Each stage of a fixed-speed recip swallows a fixed volume per revolution; the interstage pressure settles where the mass the stage before delivers equals the mass the next stage takes. So the interstage pressure is a capacity gauge:
  - **Interstage above design:** the *next* stage has lost capacity — its suction or discharge valves leaking or broken, worn rings, an unloader or clearance pocket on it open — or it is fed hotter, lighter gas (a fouled interstage cooler), or more gas is coming in (first-stage suction above design). The stage before takes a higher ratio and runs hotter; the next takes less.
  - **Interstage below design:** the stage *before* has lost capacity (its valves or rings, an unloader open).
- **Ideal (adiabatic) discharge temperature** (GPSA section 13): T2 = T1 × r^((k−1)/k), with absolute temperatures (°R = °F + 460), r = discharge ÷ suction in psia, and k the gas's ratio of specific heats (about 1.26–1.28 for a lean natural gas, lower for a richer gas). The measured value runs a little above it — the gas picks up heat in the cylinder passages before it is compressed.

**Worked figures** (two stages, k = 1.26, so (k−1)/k = 0.206)
- **Design:** suction 50 psig (64.7 psia) at 90 °F, interstage 215 psig (229.7 psia), discharge 800 psig (814.7 psia): ratio 3.55 on each stage, 3.55^0.206 = 1.30. Stage 1: 550 °R × 1.30 = 714 °R ≈ **254 °F**. Stage 2, fed at 120 °F from the cooler: 580 × 1.30 = 753 °R ≈ **293 °F**.
- **A 105 °F afternoon:** the suction comes in at 110 °F and the cooler only gets the gas to 145 °F, so the second stage takes less mass and the interstage climbs to, say, 240 psig (254.7 psia). Stage 1 ratio 3.94: 570 × 3.94^0.206 = 570 × 1.33 = 756 °R ≈ **296 °F**. Stage 2 ratio 3.20: 605 × 1.27 = 769 °R ≈ **309 °F**. Both stages near the alarm, with no valve broken — a ratio and cooling problem.
- **A leaking valve** shows as a stage reading tens of degrees above the ideal for its pressures and suction temperature, at night as well as by day, and worse than its history.

**Likely causes**
- Interstage pressure above design: the next stage's valves or rings leaking, its unloader or pocket open, a fouled interstage cooler, first-stage suction pressure above design.
- Hot afternoons: every stage's suction temperature follows the coolers, so ratio and suction temperature rise together; fins fouled (dust, cottonwood, insects, oil mist), louvres still at winter settings, a slipping fan belt or a fan pitched too flat, jacket water running hot. A valve that was leaking a little shows up first on the hottest day, when the margin has gone.

**What to check, in this order**
1. Every stage against the design sheet and a good day's log: the ratio per stage (absolute pressures) and its ideal T2 against the measured discharge temperature.
2. The coolers: gas out against the air in for each section (the approach) compared with when they were clean; louvres, belts, fan speed and fins.
3. The suspect stage's valve caps with an infrared gun: a leaking discharge valve runs hotter than its neighbours, and a leaking suction valve's cap runs hot too (hot gas pushed back into the suction), compared with the other suction valves on that cylinder.
4. An analyser run — pressure–volume traces and ultrasonic valve traces per cylinder end — names the leaking valve or rings and the real position of the unloaders and pockets before a cap is opened.
5. Rod load and the pocket and unloader settings against today's pressures.

**What to do**
- Replace the leaking valve or rings (and find why: liquids, debris, springs, too much lube); the interstage pressure and temperatures should come back to design.
- Clean the coolers (air side, as the maker says), open the louvres, fix belts and fan pitch.
- Rebalance the stages with pockets, unloaders or speed so that no stage passes its design ratio or rod load at the hottest hour; take a little less gas in the afternoon rather than shut down every afternoon.
- Leave the high-temperature shutdown where the maker set it — one leading maker's application limit for lubricated service is 330 °F — and fix the ratio or the cooling; the setting protects the valves, packing, lube oil and discharge piping.

**Safety:** lock out, depressure and vent the cylinder before a valve cap comes off — a leaking valve can hold gas behind it; caps and cylinders are hot; lock out the cooler fans before cleaning fins.`,
    sources: [GPSA_13, ARIEL_DISCHARGE_TEMPERATURE, API_11P, API_618],
    checks: ['compression_ratio'],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    appliesWhen: [
      'interstage',
      'afternoon',
      'afternoons',
      'hot weather',
      'hot day',
      'hot days',
      'summer',
      'heat',
      'ambient',
      'ideal',
      'theoretical',
      'adiabatic',
      'calculated',
      'design sheet',
    ],
    related: ['fac-compressor-troubleshooting', 'fac-compressors'],
  },
  {
    id: 'drill-kick-while-logging',
    title:
      'A kick while logging — the well flowing or the trip tank gaining with wireline tools in open hole on a drilling rig: stop the winch, shut in on the cable, then strip out, kill with the cable in, or cut and drop it',
    area: 'drilling',
    aliases: [
      'kick while logging',
      'well flowing while logging',
      'kick during wireline logging',
      'kick during open hole logging',
      'well control while logging',
      'flow during the logging run',
      'trip tank gain while logging',
      'gain on the logging run',
      'logging tools in open hole',
      'triple combo',
      'formation tester',
      'wireline in the hole and the well flowing',
      'shut in on the wireline',
      'close the annular on the wireline',
      'annular on the cable',
      'cut and drop',
      'cut the wireline',
      'cut the logging cable',
      'cable cutter',
      'wireline pack-off',
      'strip out the cable',
      'logging tools swabbing',
      'swabbed in by the logging tools',
      'swabbed kick on the logging run',
      'hole fill while logging',
      'e-line logging kick',
    ],
    symptoms: [
      'trip tank gaining while logging',
      'well flowing with the logging tools in the hole',
      'gain on the trip tank with wireline in open hole',
      'mud flowing at the bell nipple during the logging run',
      'pit gain while the loggers were running the tools',
      'trip tank gained while the logging tools were coming up',
    ],
    summary:
      'A well that flows, or a trip tank that gains, with logging tools in open hole is shut in on the cable: stop the winch, close the annular (or the wireline rams or pack-off) on the wireline, read the casing pressure, keep people out of the line of the cable. Then the driller, the company representative and the logging engineer decide under the well-control bridging plan: strip the cable out, hold and kill with the cable in the hole, or cut and drop it and close the blind-shear rams.',
    body: `**Immediate actions**
1. **Stop the winch** — no more pulling: a tool pulled up the hole swabs, and faster swabs more. Tell the driller; the well is the rig's.
2. **Shut in on the cable** — close the annular on the wireline at reduced closing pressure (or the wireline rams or pack-off where one is rigged), by the rig's shut-in procedure; record the casing pressure and the gain.
3. **Clear the floor and the line of the cable** — nobody between the sheaves or under the upper sheave; the unit holds the tension steady.
4. If the annular will not seal on the cable and the well is unloading: **cut the cable and close the blind-shear rams** — the driller's call under the bridging plan.

**Ask first**: where are the tools against the shoe and the stack, how long would they take to pull out, and is there a radioactive source or explosives in the string?

**Likely causes**
- **Swabbing by the tool string:** large or long tool strings (a triple combo, formation testers, packers, calipers, sidewall coring) pulled in a tight or swelling hole, or pulled fast.
- **The hole not kept full:** the trip tank not lined up or not watched during logging, the hole fill not checked against what the cable and tools displace, or losses over a long logging job lowering the level.
- **A static hole for hours or days:** gas migrating and gas-cutting the mud, the trip margin lost, the mud thinned by temperature — a zone the circulating density was holding while drilling now flows.

**What to check, in this order**
1. The trip tank: the gain in barrels and its rate since the tools were last moving; flow at the bell nipple.
2. The mud weight against the open hole's pore pressure, the shoe depth and its leak-off (the kick tolerance with nothing in the hole to circulate).
3. The shut-in casing pressure and its trend (there is no drill pipe to read) — rising with a gas influx migrating.
4. The tool depth, the cable tension and the weak point at the head; what a cut would drop and how far it would fall.
5. The stack: which elements can close on a cable (pipe rams do not seal on it; blind-shear rams cut wireline — confirm the shear rating for that cable), the annular's closing pressure.

**What to do once shut in: the options, and who decides**
- **Who:** the driller shuts in; the toolpusher and the company representative decide the next step with the logging engineer, under the well-control bridging document agreed before the job.
- **Strip the cable out** through the closed annular at low closing pressure, slowly: only while cable passes — the tools cannot pass a closed annular, so it works only with the tools a few hundred ft below the stack, or with a wireline pressure-control rig-up (wireline BOP, pack-off or grease head, a lubricator long enough for a tool string that can be 60–100 ft long).
- **Hold and kill with the cable in:** there is no pipe to circulate, so the volumetric method (as for a kick with the pipe out of the hole), bullheading where the open hole allows, or drill pipe stripped in over the cable (side-entry sub, cut-and-thread) to circulate — specialist work.
- **Cut and drop:** close the blind-shear rams on the cable, or cut it at the floor and let it fall clear below the stack before the blind rams close; the cable and tools fall and the well becomes a kick with nothing in the hole — then kill, and fish the cable (it balls up above the tools) and the tools.
- Gas leaks along the cable's armour past a closed annular or ram: expect seepage, keep gas detection on the floor, and inject grease on a wireline BOP.

**Radioactive sources and explosives:** a sealed source in the hole stays licensed material: its recovery, or its abandonment cemented in place with a deflection device and a plaque, follows the NRC or Agreement State rules and the written agreement between the logging company and the operator (10 CFR 39.15, 39.77). Nobody cuts, mills or drills on a source without the licence holder.

**Safety:** the cable under tension is stored energy — a cable parting at the head or cut under load whips back over the sheaves; keep people out of the bight, check the lower sheave's anchor chain, and do not move the blocks holding the upper sheave with the cable closed in. Gas at the floor meets the logging unit's and the rig's ignition sources: shut down what is not needed, and H2S monitors on where the zone may be sour.`,
    sources: [
      API_RP_59,
      API_53,
      NRC_LOGGING_AGREEMENT,
      NRC_LOST_SOURCE,
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment (BSEE)'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    appliesWhen: [
      'logging',
      'logs',
      'loggers',
      'wireline',
      'e-line',
      'electric line',
      'logging cable',
      'logging tools',
      'formation tester',
      'cable',
    ],
    related: ['ops-kick-warning-signs', 'drill-kill-methods', 'comp-wireline-parted-live-well'],
  },
  {
    id: 'fac-sour-produced-water-tanks',
    title:
      'Produced-water tanks that have turned sour: H2S at the thief hatch, gauging them without exposure, and treating the tanks (biocide, cleaning, scavenger, vapour recovery)',
    area: 'facilities',
    aliases: [
      'sour water tanks',
      'sour produced water tank',
      'water tank turned sour',
      'H2S in the water tanks',
      'H2S at the water tank hatch',
      'H2S at the water tank thief hatch',
      'water tank smells like rotten eggs',
      'black water in the tanks',
      'SRB in the water tanks',
      'bacteria in the water tanks',
      'biocide for water tanks',
      'treating sour water tanks',
      'gauging sour tanks',
      'remote tank gauging',
      'API MPMS 18.2',
    ],
    symptoms: [
      'H2S monitor alarms when the water tank hatch is opened',
      'the produced water turned black and smells of rotten eggs',
      'H2S at the water tanks but the wells are sweet',
      'black slime and sludge in the water tank bottoms',
      'water haulers complaining of H2S when they load',
    ],
    summary:
      'Produced-water tanks go sour when sulfate-reducing bacteria grow in the warm water and bottom sludge: black water, iron sulfide and H2S that collects under the hatch. Nobody hand-gauges or samples them until the air is measured — gauge remotely or from the ground, upwind, with monitors and never alone — then kill the bacteria with a biocide, clean the bottoms, scavenge the H2S meanwhile and send the vapour to recovery or a combustor.',
    body: `**Immediate actions**
1. **No hand gauging or sampling at the water tanks until the air is measured** — personal H2S monitors on everyone, approach upwind, and treat the tank tops and walkways as an H2S area.
2. **A reading at the hatch or on the walkway above the action level** (commonly 10 ppm) — off the tank and upwind; gauge remotely or from the ground, or only on supplied air with a standby person — never alone.
3. Post the tanks and tell the pumpers, water haulers and contractors — the drivers loading at the tank are exposed at the hatch and the load line too.

**Ask first**: what does a monitor read (at the hatch, on the walkway, at the load line), and is the H2S also in the wells' gas or only in the tanks?

**Likely causes**
- **Sulfate-reducing bacteria (SRB) growing in the tanks:** warm, still water, sulfate in it, oil and organic acids to feed on, and a sludge bottom where a biofilm lives. Iron sulfide turns the water and sludge black; H2S comes off when the hatch opens or water is pumped in. Water from another source (trucked-in water, frac flowback) often seeds them.
- **The H2S is from the wells:** the field is souring — then it is in the gas and oil too, not only the tanks.
- **Chemicals:** a bisulfite oxygen scavenger feeding the SRB; an H2S scavenger that has run out.

**What to check, in this order**
1. H2S at the hatch, walkway, load line and vent (monitor or detector tube), and in the gas at the separator and the wellheads — tank-made or well-made.
2. The water: sulfide, sulfate, pH, iron, and bacteria counts (culture bottles, ATP or qPCR) in the water and in the bottom sludge.
3. The tank: depth of sludge (often 1 ft or more) and the oil pad, time since it was last cleaned, dead legs and low-flow lines feeding it.
4. The vents: vapour recovery or the combustor connected and running; hatches and pressure-vacuum vents seating.

**What to do**
1. **Gauge without opening the hatch:** automatic level gauges (radar or guided-wave), ground-level sample points; API MPMS Chapter 18.2 sets out measuring crude from lease tanks without opening the hatch, and the same equipment serves water tanks. Where a hatch must be opened: test first, stand upwind, let it vent, open it slowly, never put your face over it, a second person watching, and the respiratory protection the H2S plan sets.
2. **Kill the bacteria and clean out their home:** a batch of biocide at the label dose (glutaraldehyde, or THPS, which also dissolves some iron sulfide), then a continuous or periodic programme, rotated; clean the tank bottoms — sludge and biofilm left behind re-seed treated water; treat upstream where the water enters.
3. **Scavenge meanwhile:** triazine or another scavenger in the water, or on the vent gas, dosed from the measured sulfide, to bring the H2S down while the biocide works.
4. **Vapour:** tie the tanks to vapour recovery or a combustor so sour vapour does not vent at the hatch; keep hatches closed and gasketed.
5. **Rules and materials:** bring the battery into the company's H2S plan, and check whether the state's H2S rules now apply (in Texas, Statewide Rule 36, from 100 ppm in the gas); sour water pits tank floors and lines — inspect them.

**Safety:** cleaning a tank is a permit-required confined space — isolation, ventilation, continuous monitoring, supplied air and a rescue plan. Iron sulfide sludge self-heats and can ignite as it dries: keep it wet. H2S at 100 ppm is immediately dangerous to life and deadens the sense of smell; workers alone at tank hatches have died from hydrocarbon vapour and H2S (OSHA–NIOSH hazard alert).`,
    sources: [
      OSHA_NIOSH_TANK_GAUGING,
      API_RP_55,
      API_MPMS_18_2,
      OSHA_H2S,
      KELLAND,
      OSHA_CONFINED_SPACES,
      texasRule(36, 'Oil, Gas, or Geothermal Resource Operation in Hydrogen Sulfide Areas'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    appliesWhen: [
      'water tank',
      'water tanks',
      'produced water',
      'saltwater tank',
      'sour',
      'black water',
      'bacteria',
      'SRB',
      'biocide',
    ],
    related: [
      'chem-reservoir-souring',
      'chem-oxygen-corrosion-mic',
      'chem-biocides-fifra',
      'ops-h2s-exposure',
    ],
  },
];
