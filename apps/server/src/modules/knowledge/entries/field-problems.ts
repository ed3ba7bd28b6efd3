import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  OSHA_NIOSH_TANK_GAUGING,
  OSHA_H2S,
  OSHA_OIL_AND_GAS,
  KELLAND,
  apiStandard,
  cfrSection,
  cfrSubpart,
  slbGlossary,
  spePaper,
} from './sources';

/** The day these entries were checked against their sources. */
const FIELD_PROBLEMS_REVIEWED = '2026-11-30';

const IADC_SHOE_TRACK: KnowledgeSource = {
  title: 'IADC Lexicon: shoe track (from API RP 96, Deepwater Well Design and Construction)',
  url: 'https://iadclexicon.org/shoe-track/',
};

const API_10F = apiStandard(
  'API RP 10F, Recommended Practice for Performance Testing of Cementing Float Equipment',
);

const PETROWIKI_ESP: KnowledgeSource = {
  title: 'PetroWiki: Electrical submersible pumps',
  url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
};

const API_11S = apiStandard(
  'API RP 11S, Recommended Practice for the Operation, Maintenance and Troubleshooting of Electric Submersible Pump Installations',
);

const API_16ST = apiStandard('API RP 16ST, Coiled Tubing Well Control Equipment Systems');

const OSHA_HCL: KnowledgeSource = {
  title: 'OSHA Occupational Chemical Database: hydrogen chloride (hydrochloric acid)',
  url: 'https://www.osha.gov/chemicaldata/620',
};

const PETROWIKI_SANDSTONE_ACIDIZING: KnowledgeSource = {
  title: 'PetroWiki: Sandstone acidizing',
  url: 'https://petrowiki.spe.org/Sandstone_acidizing',
};

const API_2000 = apiStandard('API Std 2000, Venting Atmospheric and Low-Pressure Storage Tanks');

/**
 * Problems production and drilling engineers bring every week that the base answered only in
 * passing: a cement plug that does not bump at the calculated displacement, an ESP running with
 * normal amps and nothing at surface, a pressure kick and the coil going light while drilling out
 * frac plugs, an acid cleanout of carbonate scale on an ESP or in the tubing, a sandstone acid job
 * that left the well worse, a build-up whose derivative rises at late time, locking out a pumping
 * unit that runs on a timer or pump-off controller, and thief hatches lifting with the vapour
 * recovery down.
 */
export const fieldProblemEntries: readonly KnowledgeEntry[] = [
  {
    id: 'cement-plug-no-bump',
    title:
      'A cement plug that has not bumped: pump efficiency and the true volume pumped, stopping at half the shoe track past the plan (never a wet shoe), checking the floats, and what a late bump or no bump means',
    area: 'drilling',
    aliases: [
      'still no bump',
      'plug has not bumped',
      'no bump at the calculated displacement',
      'late bump',
      'bumped late',
      'bumped early',
      'how much over-displacement is allowed',
      'overdisplacement',
      'overdisplace',
      'overdisplaced the cement',
      'wet shoe',
      'shoe track',
      'shoe joint',
      'float joint',
      'half the shoe track',
      'pump efficiency',
      'mud pump efficiency',
      'stroke counter',
      'displacement by strokes',
      'displacement tanks',
    ],
    appliesWhen: [
      'no bump',
      'not bumped',
      'shoe track',
      'shoe joint',
      'float joint',
      'pump efficiency',
      'efficiency',
      'overdisplace',
      'overdisplaced',
      'overdisplacement',
      'wet shoe',
      'late bump',
      'bumped late',
      'bump late',
      'bumped early',
      'strokes',
      'stroke counter',
      'displacement tank',
      'top plug',
      'wiper plug',
      'plug release',
      'released the plug',
    ],
    symptoms: [
      'counting strokes on the rig pump and the plug has not landed',
      'bump came late, more strokes than the plan',
      'bump came early, well short of the displacement volume',
      'overdisplaced the cement and left a wet shoe',
      'soft cement or none in the shoe track on the drill-out',
    ],
    summary:
      'A plug that has not bumped at the calculated displacement is pumped no further than the calculated volume plus about half the shoe-track volume — pumping past it pushes mud to the shoe and leaves a wet shoe. Most late bumps are pump efficiency, a wrong casing capacity or a plug that left late; then bleed back to check the floats, hold pressure if they leak, and prove the shoe before drilling ahead.',
    body: `**Immediate actions**
1. **Stop pumping at the limit** — the calculated displacement plus about half the shoe-track volume — bump or no bump; never chase the bump past it.
2. **Check the floats** — bleed back slowly to the cement unit's tank and measure what returns; it should stop at about the fluid's compression volume (often a barrel or two).
3. **If the floats do not hold**, pump the bled volume back in, close the cement head and hold just enough pressure to hold the cement in place until it sets; watch the annulus for flow.
4. **If the pressure reaches the job's maximum first**, stop there — a plug is never forced down.

**Ask first**: how was the displacement measured — strokes at an assumed pump efficiency, or the cement unit's displacement tanks — and how many barrels does the shoe track (float collar to shoe) hold?

**Likely causes**
- **A late bump (within the limit):** pump efficiency lower than assumed (poor suction charging, gas or foam in the mud, worn valves and liners), mud and slurry compressibility, a casing weight lighter (larger ID) than assumed, the plug leaving the head late.
- **No bump:** the plug never left the head (check the indicator flag or release pin), a plug that bypasses (torn wipers, mixed casing weights, a stage tool), a miscalculated volume or the wrong float-collar depth, a casing leak.
- **An early bump:** the plug stopped on a restriction, debris or a stage-tool seat, or the tally is wrong — cement is left inside the casing above the collar.
- **Over-displacement:** a plug that bypasses while the count goes on pushes the shoe-track cement out of the shoe and mud in behind it — a **wet shoe**, no cement seal at the shoe and a failed shoe test.

**What to check, in this order**
1. **The limit:** the calculated displacement is the casing's internal capacity from the cement head to the float collar (not the shoe), from the tally's real weights and depths — capacity (bbl/ft) = ID² ÷ 1,029.4 — plus the surface line between the measuring point and the plug. The shoe track of 5-1/2 in 17 lb/ft casing (ID 4.892 in) holds 0.0232 bbl/ft, so 80 ft is about 1.9 bbl and half of it about 0.9 bbl; 9-5/8 in 40 lb/ft (ID 8.835 in) holds 0.0758 bbl/ft, about 6 bbl in two joints.
2. **The volume pumped two ways:** by strokes, barrels = strokes × output per stroke × volumetric efficiency — a triplex that really delivers 95 % when the count assumes 100 % shows the bump about 5 % late, 15 bbl on a 300 bbl job, far more than half a shoe track; check it against the displacement-tank count or the pits.
3. **The lift pressure:** the pressure rise as the cement turns the corner and fills the annulus against the simulation — final circulating pressure close to the plan says the cement is about where it should be, bump or no bump.
4. **The plug:** the indicator flag or release pin at the head, and whether the bottom plug's burst was seen.
5. **The float check:** bleed-back volume against the expected compression volume, and whether the flow stops.
6. **The returns through the job:** full, partial or lost, and any U-tube — they decide where the top of cement is.

**What to do**
- **Floats hold:** leave the casing open (no held pressure, which risks a microannulus) and wait on cement.
- **Floats leak:** hold pressure at the cement head — a little above the U-tube differential, well below the casing test — until the slurry has set, then bleed off and check again.
- **Log it:** pump rate and strokes, displacement-tank volumes, the efficiency used, the lift pressure, the bump pressure (or none), the bleed-back volume and the float result, and the time.
- **Before drilling ahead:** tag the top of cement inside the casing (found well above the collar: the plug stopped early; no cement in the shoe track: a wet shoe), then a shoe test (FIT or LOT); a shoe that fails it is squeezed before drilling on.
- **Next time:** calibrate the pump efficiency against a measured tank before the job, pump the final barrels from the cement unit's tanks, use the real casing weights, and design two shoe-track joints where the risk is high.

**Safety:** cement-head and line pressures approach the casing's ratings — stay outside the lines' exclusion zone during the bump and the bleed-back; a well that flows on after the floats are checked is a kick, not a float problem.`,
    sources: [
      IADC_SHOE_TRACK,
      slbGlossary('float joint'),
      slbGlossary('cementing plug'),
      API_10F,
      apiStandard('API Std 65-2, Isolating Potential Flow Zones During Well Construction'),
    ],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    safetyCritical: true,
    related: ['drill-cementing-problems', 'cement-plug-soft-or-low'],
  },
  {
    id: 'lift-esp-no-flow-normal-amps',
    title:
      'ESP running with normal amps but no flow at surface (zero wellhead pressure): a tubing hole or an open drain valve recirculating, a closed surface valve, reverse rotation after a phase swap, a check valve — the checks in order and a deadhead test against the pump curve',
    area: 'artificial-lift',
    aliases: [
      'ESP no flow',
      'ESP no flow at surface',
      'ESP not pumping',
      'ESP running but not pumping',
      'ESP running but no production',
      'ESP running no fluid to surface',
      'ESP normal amps no flow',
      'ESP amps normal but no production',
      'zero wellhead pressure on the ESP',
      'no tubing pressure with the pump running',
      'ESP recirculating',
      'recirculation through a tubing hole',
      'drain valve open',
      'bleeder valve',
      'drain sub sheared',
      'reverse rotation',
      'ESP running backwards',
      'phase rotation',
      'phase swap',
      'swap two phases',
      'deadhead test',
      'dead head test',
      'shut-in test on the ESP',
      'tubing pressure build test',
      'ESP check valve',
      'tubing fill-up time',
    ],
    appliesWhen: [
      'esp',
      'esps',
      'submersible',
      'amps',
      'amp',
      'amperage',
      'drive',
      'vsd',
      'vfd',
      'motor',
      'centrifugal',
    ],
    symptoms: [
      'ESP running with normal amps and no fluid at surface',
      'zero wellhead pressure with the pump running',
      'pump running but no fluid coming to the tank',
      'amps look normal but the well makes no fluid',
      'no flow after the drive was changed out',
      'fluid level stays high while the ESP runs with no production',
    ],
    summary:
      'An ESP drawing near-normal amps is doing work, so with nothing at surface the fluid is going somewhere else — back to the annulus through a tubing hole, a parted connection or an open drain valve — or the pump turns the wrong way after a phase swap, or a closed valve or wrong gauge hides the flow. Check the surface lineup, the tubing fill-up time, the intake pressure or fluid level, a short deadhead test against the pump curve, and the rotation, in that order.',
    body: `**Ask first**: what changed before it stopped making fluid — a workover, a drive, transformer or cable change (rotation), a shutdown with the drain valve dropped — and what do the intake pressure and the fluid level do while it runs?

**Signs**
- **Normal amps, zero wellhead pressure, intake pressure steady or rising:** the pump moves fluid but it returns to the annulus — a tubing hole or split, a connection backed off at the discharge, an open drain (bleeder) valve or sliding sleeve.
- **Amps normal or a little low, weak head, no flow, after electrical work:** reverse rotation — a centrifugal pump turning backwards makes only a fraction of its head.
- **Amps falling toward no-load:** not this case — a broken shaft or coupling, or gas lock (see ESP trips and failures).
- **Amps low and the motor heating, tubing pressure high behind a closed valve:** a deadheaded pump — a closed valve, a blocked choke, or a check valve stuck shut.

**Likely causes**
- **Recirculation downhole:** a tubing leak (corrosion, wear, a split joint), the pump discharge head or the first connection backed off, a drain valve sheared open (a dropped bar, or overpressure), a sliding sleeve left open.
- **Surface:** a closed wing, flowline or battery valve, a blocked choke or line, a gauge isolated or blocked so "zero" is false.
- **Rotation:** two phases swapped at the drive, the transformer or a splice.
- **The pump cannot lift the column:** a worn or scaled pump, the frequency too low, heavy kill fluid still in the tubing after a workover.
- **The tubing not yet full:** after a start with the tubing drained, it fills before anything reaches surface — 6,000 ft of 2-7/8 in tubing holds about 35 bbl, most of an hour at 1,200 bbl/d.

**What to check, in this order**
1. **The surface lineup:** every valve from the wellhead to the tank open, the choke clear, and the tubing pressure read on the well side of the valves with a live gauge.
2. **Time since start against the tubing fill-up time.**
3. **The intake pressure or fluid-level trend:** steady or rising with nothing at surface means the fluid goes back to the annulus or the pump cannot lift it; a shot that shows the level near static confirms it.
4. **A deadhead test:** with the pump running, close the wing valve briefly and watch the tubing pressure build. Expected shut-in pressure ≈ intake pressure + the pump's shut-off head at this frequency (scaled by (Hz ÷ 60)²) × the fluid gradient − the fluid gradient × the pump's vertical depth. A build far below it, or one that bleeds off when the pump stops with the check valve holding, is a tubing leak or an open drain valve; a low build on a pump that was fine before electrical work points to rotation.
5. **Rotation:** the drive's phase sequence; swap two phases and repeat the deadhead test — the direction that builds more pressure is forward.
6. **The tubing from surface (pump off):** pressure the tubing against the check valve with a pump truck; a tubing that will not hold has a hole, a leaking check or an open drain valve.

**What to do**
- **Lineup or gauge:** correct it and watch the well come back.
- **Reverse rotation:** stop, wait out the backspin, swap two phases at the drive output, restart and confirm with production and a deadhead test.
- **Heavy fluid in the tubing:** raise the frequency within the motor's limits or circulate lighter fluid.
- **A tubing hole, parted connection or open drain valve:** stop the pump — a jet of fluid through a hole can cut the casing — and plan the pull; hydrotest the tubing going back in, and find out why the drain valve opened.
- **A worn or scaled pump:** a scale cleanout where scale is proven, otherwise the pull and a teardown.

**Safety:** a deadhead test stays short — no flow passes the motor to cool it — and the tubing pressure must stay below the wellhead and flowline ratings; lock out and tag out the drive before any electrical work or phase swap, and never start into a backspinning pump.`,
    sources: [
      PETROWIKI_ESP,
      API_11S,
      apiStandard(
        'API RP 11S4, Recommended Practice for Sizing and Selection of Electric Submersible Pump Installations',
      ),
    ],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    related: [
      'lift-esp-failures',
      'lift-esp-electrical-readings',
      'ops-tubing-casing-communication',
    ],
  },
  {
    id: 'comp-ct-drillout-pressure-kick',
    title:
      'Coiled tubing drilling out frac plugs: the wellhead pressure jumps and the weight drops — pressure below a plug, the coil going pipe-light; stop milling, hold the coil, manage the choke and never let the coil be pushed out',
    area: 'completions',
    aliases: [
      'pressure kick drilling out plugs',
      'wellhead pressure jumped drilling out plugs',
      'pressure spike milling a frac plug',
      'pressure below the plug',
      'pressure under the plug on the drill-out',
      'coil going light',
      'coil went light',
      'pipe light',
      'pipe-light',
      'light pipe',
      'coil pushed out of the hole',
      'coil pushed up',
      'weight drop on the coil',
      'lost weight on the coil',
      'snubbing force',
      'injector holding',
      'slip rams',
      'flowback choke on the drill-out',
      'WHP spike on the drill-out',
      'plug drill-out well control',
    ],
    appliesWhen: [
      'wellhead pressure',
      'whp',
      'well head pressure',
      'pressure jumped',
      'pressure jump',
      'pressure spiked',
      'pressure spike',
      'pressure came up',
      'pressure went up',
      'pipe light',
      'pipe-light',
      'light',
      'pushed',
      'kick',
      'weight dropped',
      'weight drop',
      'lost weight',
      'weight fell',
      'surface weight',
      'below the plug',
      'under the plug',
      'choke',
    ],
    symptoms: [
      'wellhead pressure jumped while milling a plug',
      'weight indicator dropped as we drilled through the plug',
      'coil going light on the drill-out',
      'pressure kick below a frac plug',
      'returns surged with gas and plug parts after milling through',
      'coil being pushed up the hole',
    ],
    summary:
      'A jump in wellhead pressure with the weight falling as a frac plug is milled is pressure from below the plug (or an offset frac) pushing on the coil: stop milling, keep circulating, hold the coil with the injector and have the slip and pipe rams ready, bring the pressure down with the flowback choke inside the pipe-light limit and the stack ratings — and never let the coil be pushed out of the hole.',
    body: `**Immediate actions**
1. **Stop milling**, pick up only a few feet off the plug and keep circulating at the planned rate — it keeps the coil's check valves shut and the debris moving.
2. **Hold the coil with the injector** — raise the traction pressure, keep snubbing force in reserve, and have the slip and pipe rams ready; close them if the coil starts to move up on its own.
3. **Bring the wellhead pressure under control with the flowback choke**, in steps, inside the pipe-light limit and the stripper, BOP and flowback ratings.
4. **Clear everyone not needed** from the wellhead, the reel and the flowback iron.

**Ask first**: what are the wellhead pressure now and before, the surface weight before and after, how much coil is in the vertical section, and is an offset well being fracked?

**Signs**
- **Pressure from below the plug:** wellhead pressure jumps by hundreds to thousands of psi as the plug lets go, returns surge with gas and plug parts, the weight indicator falls.
- **An offset frac hit:** the pressure rises with no plug just milled, often in step with the offset's pumping.
- **A plugged choke or sand trap (not an influx):** the pressure rises while the returns fall.
- **A pack-off around the BHA:** the circulating pressure rises, returns fall, the coil drags on pick-up.

**Likely causes**
- A plug that held a higher-pressure stage, or gas collected below it, releasing as it is milled through.
- Communication from an offset frac or a neighbouring stage.
- Debris from the plug slugging the flowback — a plugged or eroded choke.

**What to check, in this order**
1. **Returns against what is pumped:** more out than in is the well flowing; less is a pack-off or a plugged choke.
2. **The pipe-light margin:** the upward force is the wellhead pressure × the coil's area at the stripper (π/4 × OD²: 3.14 in² for 2 in coil, 4.43 in² for 2-3/8 in), against the buoyed weight of the coil in the vertical section — coil lying in the lateral adds no weight. At 5,000 psi, 2 in coil is pushed up with about 15,700 lbf.
3. **The ratings:** wellhead pressure against the stripper, CT BOP, flowback iron and choke ratings, and the coil's collapse rating at this pressure with the pressure inside it.
4. **The choke and sand separator:** plugged, eroding or full of debris.
5. **Offset wells:** frac or flowback operations nearby.

**What to do**
1. With the pressure controlled and the weight steady, circulate bottoms-up to clear the gas and plug parts before milling on; mill the rest with less weight and a slower approach.
2. **Pull back above the plug just milled** (still in the lateral, below the heel) when debris keeps surging or the pressure keeps climbing, so the BHA is not packed off below a debris bed; keep circulating while you pull.
3. **Do not pull into the vertical** with the pressure near the pipe-light pressure — less coil in the vertical means less weight to hold it.
4. If the upward force approaches the injector's snubbing rating, close the slip rams, then the pipe rams, and bring the pressure down through the choke or the kill line as the well-control plan says; the shear-seal ram is the last resort.
5. Take the pressure down in steps — a wide-open choke sends a slug of debris that plugs or washes out the choke and the iron.

**Safety:** never let the coil be pushed out of the hole — a coil that goes pipe-light near surface can be ejected through the stripper. Keep the flowback iron inside its exclusion zone (debris erodes it fast), gas and H2S detectors at the choke and tanks, and the CT well-control stack tested before the job (API RP 16ST).`,
    sources: [API_16ST, slbGlossary('snubbing force'), slbGlossary('heavy pipe'), OSHA_OIL_AND_GAS],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    safetyCritical: true,
    related: ['comp-coiled-tubing-trouble', 'comp-frac-flowback', 'comp-frac-hits'],
  },
  {
    id: 'chem-acid-scale-cleanout-esp',
    title:
      'Acid cleanout of carbonate scale on an ESP or in the tubing: confirming the scale, acid volume by the scale and the pump and tubing volume, inhibited HCl with iron control, cable and elastomer compatibility, pumping through or around the pump, soak, flowback of spent acid and safety',
    area: 'production-chemicals',
    aliases: [
      'acid cleanout',
      'acid clean out',
      'acid wash the ESP',
      'acid wash the pump',
      'acid job on the ESP',
      'acidize the ESP',
      'acid treatment for scale in the tubing',
      'scale cleanout with acid',
      'HCl scale treatment',
      'pump acid through the ESP',
      'acid down the annulus',
      'acid down the tubing',
      'acid volume for scale',
      'inhibited HCl',
      'iron control agent',
      'acid soak',
      'scale dissolver',
      'chelant scale dissolver',
      'acid it without pulling',
      'acid the pump without pulling it',
      'acid additives',
      'acid down the tubing or the annulus',
      'calcium carbonate scale on the ESP',
      '15% HCl for ESP scale',
    ],
    appliesWhen: [
      'esp',
      'esps',
      'submersible',
      'stages',
      'scale in the tubing',
      'tubing scale',
      'calcium carbonate',
      'caco3',
      'scale cleanout',
      'scale clean out',
      'remove the scale',
      'scale removal',
      'dissolver',
    ],
    symptoms: [
      'ESP stages scaling up and want to acid it',
      'planning an acid job for carbonate scale in the tubing above the ESP',
      'carbonate scale in the ESP stages, how much acid',
      'amps climbing on the ESP from scale and want to clean it with acid',
      'want to acid the scale out of the ESP without pulling it',
      'which additives and how much HCl to clean the ESP',
    ],
    summary:
      'Acid removes only carbonate scale, so the sample is checked first; then inhibited HCl (commonly 7.5–15 %) with iron control and the additives the tests call for, sized to the scale (1,000 gal of 15 % HCl dissolves about 1,840 lb of calcium carbonate) and to fill the pump and tubing across it, placed through or around the pump with the ESP maker’s limits for the cable and elastomers, soaked, then flowed back to a closed system as spent acid that can carry H2S and iron.',
    body: `**Ask first**: is it carbonate (has a sample from the last pull or the tubing fizzed and dissolved in 15 % HCl), and what does a scale analysis say? Barium or strontium sulfate looks the same and acid does not dissolve it; iron sulfide dissolves but gives off H2S.

**What to check, in this order**
1. **The scale:** a sample and its analysis, and the water analysis (saturation index) — where it forms (intake, stages, tubing above the pump) and how thick.
2. **The completion:** the pump, motor, cable and packer metallurgy and elastomers, the check and drain valves, chrome tubulars, the wellhead and cable pack-off ratings — and the ESP maker's acid limits (strength, temperature, contact time).
3. **Lab tests:** dissolution of a scale sample, the acid against the crude for sludge and emulsion (with iron added), the inhibitor's protection time at the bottomhole temperature.

**What to do**
1. **Size the volume by the scale:** 1,000 gal of 15 % HCl dissolves about 1,840 lb of calcium carbonate. An eighth of an inch over 1,000 ft of 2-7/8 in tubing is about 6 ft³ — near 950 lb at a porous scale's density — or about 520 gal of 15 % acid, doubled for excess to about 1,000 gal.
2. **And by the volume to fill:** at least the pump and the tubing across the scaled interval, plus the flush to place it there (2-7/8 in tubing holds 0.0058 bbl/ft).
3. **Choose the acid:** inhibited HCl, commonly 7.5–15 %, with a corrosion inhibitor for the temperature and the contact time (a special package for chrome), iron control (the acid picks up rust from the tubing), a non-emulsifier or surfactant, a solvent pre-wash where oil or paraffin coats the scale, and an H2S scavenger where iron sulfide is present. Where the maker's limits or the elastomers rule out HCl, a slower organic acid or a chelant scale dissolver.
4. **Place it through or around the pump:**
   - Down the annulus with the pump running slowly: the pump draws the acid through the intake and stages and up the tubing. The whole cable and the motor are in the acid's path — keep the contact short, flush behind it, and never run the pump without fluid passing the motor.
   - Down the tubing through the pump: only with the check valve out or bypassed; the acid passes backwards through the stages and the pump backspins — never start it while it turns backwards. A drain valve opened with a dropped bar stays open until the next pull.
   - Coiled tubing, or a bypass (Y-tool) below the pump: for scale in the tubing, away from the motor.
5. **Soak** as long as the lab test needs and within the inhibitor's protection time, often 1–4 hours.
6. **Restart at low frequency**, watching the amps — loosened pieces can lock the stages, and the CO2 from the reaction can gas-lock it.
7. **Flow the spent acid back** to a tank or a closed system, measuring pH, iron and H2S until the returns are back to normal; neutralise it before it goes into the treating system, and dispose of it as the rules require.
8. **Stop the scale coming back:** a scale inhibitor injected below the intake or squeezed, and the pump kept in its operating range.

**Safety:** acid-resistant gloves, goggles and face shield, and a suit on everyone near the lines; an eyewash and shower on location; lines pressure-tested, check valves at the wellhead, the maximum pressure set below the tubing, wellhead and pack-off ratings, and people out of the lines' path. Acid on iron sulfide releases H2S — personal monitors on, and the returns handled as sour.`,
    sources: [slbGlossary('carbonate scale'), KELLAND, API_11S, OSHA_HCL, OSHA_H2S],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    related: ['chem-carbonate-scale', 'comp-sour-acid-flowback', 'chem-scale-inhibitors'],
  },
  {
    id: 'comp-sandstone-acid-made-worse',
    title:
      'A sandstone matrix acid (mud acid, HCl–HF) job that made the well worse: fines migration, spent-HF precipitates (fluosilicates, silica, calcium fluoride), iron hydroxide, emulsions and sludge, water blocks, spent acid left too long — returns analysis, remedy and the next design',
    area: 'completions',
    aliases: [
      'sandstone acid job made it worse',
      'worse after the mud acid',
      'mud acid job failed',
      'HF acid damage',
      'HCl HF job made the well worse',
      'sandstone acidizing damage',
      'secondary precipitation',
      'tertiary precipitation',
      'fluosilicate precipitate',
      'sodium fluosilicate',
      'potassium fluosilicate',
      'calcium fluoride precipitate',
      'silica gel precipitate',
      'iron hydroxide precipitate',
      'fines migration after acid',
      'acid returns analysis',
      'spent acid analysis',
      'overflush',
      'ammonium chloride preflush',
      'KCl overflush',
      'KCl after mud acid',
      'clay-rich sandstone',
    ],
    appliesWhen: [
      'sandstone',
      'mud acid',
      'hf',
      'hydrofluoric',
      'hcl-hf',
      'hcl hf',
      '12/3',
      '12-3',
      'fluosilicate',
      'fluoride',
      'silica',
      'clay',
      'fines',
    ],
    symptoms: [
      'well worse after the mud acid job',
      'production fell after the sandstone acid job',
      'HCl HF treatment left more skin than before',
      'fines and silt in the returns after the HF job',
      'rate dropped after acidizing the sandstone and the returns carry solids',
      'rate cut in half after the mud acid',
      'returns carried fines after the acid job',
    ],
    summary:
      'A sandstone acid job that leaves a well worse has usually precipitated or moved something: silica, fluosilicates or calcium fluoride from spent HF, iron hydroxide from iron the acid picked up, fines released by the HF, or emulsion, sludge and water blocks — made worse by leaving spent acid in the rock too long. Analyse the returns and solids, treat what they show, and design the next job to the mineralogy with the right preflush, HF strength, overflush and a prompt flowback.',
    body: `**Ask first**: what was pumped — the preflush, the HCl–HF blend and volume, the overflush and the brines — how long did the spent acid sit before flowback, and what does the rock's mineralogy (clays, feldspars, zeolites, carbonate) say?

**Likely causes**
- **Spent-HF precipitates:** HF that has reacted with clays and feldspars forms fluosilicic acid and aluminium fluorides; as the acid spends they react further and deposit silica gel, and with sodium or potassium from the formation water or a KCl or NaCl brine they precipitate **sodium or potassium fluosilicates** and fluoaluminates. HF that meets calcite deposits **calcium fluoride** — the reason for an HCl preflush.
- **Iron hydroxide:** iron picked up from rust and mill scale in the tubing, or from iron-rich chlorite and siderite, precipitates as the spent acid's pH rises.
- **Fines migration:** HF dissolves the clay that cements the grains, releasing quartz and clay fines that bridge in the pore throats, worse at high flowback rates.
- **Emulsions and sludge:** spent acid and crude with fines and iron; asphaltenic crude sludges with strong HCl.
- **Water blocks:** spent acid held in a low-pressure or low-permeability gas zone.
- **Spent acid left too long** before flowback gives the secondary and tertiary reactions time to precipitate near the wellbore.

**What to check, in this order**
1. **The returns, sampled through the flowback:** pH and acid strength, calcium, magnesium, total and ferric iron, silicon, aluminium, fluoride, sodium and potassium; emulsion and sludge by bottle test; the load recovered against pumped.
2. **The solids in the returns:** filtered and analysed (XRD or SEM) — quartz and clay fines point to migration, amorphous silica or fluosilicates to precipitation, iron compounds to iron.
3. **The job record against the design:** stages, volumes, rates and pressures, diversion, and the brines that touched the HF.
4. **A build-up or injectivity test for the skin now, and a production log for where the well flows.**
5. **The mineralogy from core or cuttings against the blend chosen.**

**What to do**
- **Emulsion, sludge or a water block:** mutual solvent with a surfactant or demulsifier picked by bottle test on the real returns; aromatic solvent for sludge; for a water block, a mutual solvent or alcohol treatment and gas lift or swabbing to unload it.
- **Iron hydroxide and carbonate fines:** a low-strength HCl with iron control and a reducing agent.
- **Fines:** a clay stabiliser and, where the fines are siliceous, a small retarded HF stage pumped slowly, then flowed back at a rate that does not move them again.
- **Silica and fluosilicate precipitates:** hard to dissolve; a fracture past the damaged zone often costs less than more acid.
- **Next job, designed to the mineralogy:** an HCl preflush (or an ammonium chloride brine) to remove carbonate and push sodium and potassium away; a weaker HF blend for clay-, feldspar- or chlorite-rich rock rather than 12 % HCl–3 % HF; iron control and a pickled tubing; an overflush (ammonium chloride or weak HCl) at least the HF volume to move spent acid away from the wellbore; lab core-flow tests; diversion; and flowback started as soon as the overflush is in.

**Safety:** HF burns penetrate the skin and bone without early pain — calcium gluconate gel on location and everyone trained to use it; returns are acidic and may carry H2S — flow back to a closed system with gas detection.`,
    sources: [
      spePaper(
        'H. O. McLeod, "Matrix Acidizing", Journal of Petroleum Technology 36(12), 1984 (SPE-13752-PA)',
        '10.2118/13752-PA',
      ),
      spePaper(
        'Y.-H. Li, J. D. Fambrough and C. T. Montgomery, "Mathematical Modeling of Secondary Precipitation From Sandstone Acidizing", 1998 (SPE-53001-PA)',
        '10.2118/53001-PA',
      ),
      PETROWIKI_SANDSTONE_ACIDIZING,
    ],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    related: [
      'comp-matrix-acid-selection',
      'comp-acid-sludge-emulsion',
      'ops-worse-after-workover',
    ],
  },
  {
    id: 'ops-buildup-late-derivative-rise',
    title:
      'A build-up whose derivative rises at late time: a boundary, or changing wellbore storage, phase redistribution, interference, the rate history and superposition — what a late unit slope does and does not prove, and what to check',
    area: 'operations',
    aliases: [
      'derivative rising at late time',
      'late time derivative rise',
      'late-time upturn on the derivative',
      'derivative turning up at the end',
      'derivative going up at late time',
      'late unit slope',
      'unit slope at late time',
      'late time unit slope in a build-up',
      'is it a boundary',
      'sealing fault on the derivative',
      'derivative doubling',
      'phase redistribution',
      'gas humping',
      'changing wellbore storage',
      'interference from an offset well',
      'superposition time',
      'producing time',
      'equivalent time',
      'Agarwal equivalent time',
      'rate history for the build-up',
      'radius of investigation',
      'closed boundary',
      'is it a closed boundary',
      'boundary or wellbore storage',
      'boundary or wellbore',
      'derivative rises after radial flow',
      'derivative rising after the flat',
      'buildup derivative rising at late time',
      'late-time rise on the buildup',
      'buildup boundary or wellbore effect',
      'surface shut-in build-up',
      'unit slope after radial flow',
    ],
    appliesWhen: [
      'late time',
      'late-time',
      'late',
      'end of the test',
      'end of the build',
      'upturn',
      'turns up',
      'turning up',
      'boundary',
      'boundaries',
      'fault',
      'unit slope',
      'interference',
      'offset',
      'phase redistribution',
      'superposition',
      'producing time',
    ],
    symptoms: [
      'derivative flattens then rises at late time',
      'late-time unit slope on the build-up derivative',
      'derivative turns up at the end of the build-up',
      'not sure if the late rise is a boundary or the wellbore',
      'derivative doubles after radial flow',
      'derivative flat then rising with a unit slope',
      'derivative goes up after radial flow',
      'derivative flat for a while, then rises with a unit slope to the end',
      'late rise on a build-up shut in at surface',
    ],
    summary:
      'A derivative that rises after radial flow can be a boundary (a sealing fault doubles it, a channel gives a half slope, lower mobility farther out steps it up) — or the wellbore, an offset well or the analysis: changing storage and phase redistribution, interference, a rate history or producing time entered wrongly, gauge drift or end effects. A late unit slope in a build-up does not prove a closed reservoir; confirm with the rate history, the offsets, the gauge and the geology.',
    body: `**Ask first**: was the well shut in downhole or at surface, where was the gauge, what was the full rate history (every change, not only the last rate), and were offset wells changing rate during the test?

**Likely causes — what a late rise can be**
- **A sealing fault:** the derivative steps up to double its radial-flow level and flattens there; two intersecting faults raise it by 360° ÷ the angle between them.
- **A channel or parallel faults:** a half slope at late time.
- **Lower mobility or thinner rock farther out** (a composite reservoir, a pinch-out, a fluid contact): the derivative steps up to a new level.
- **Changing wellbore storage and phase redistribution:** in a well shut in at surface with gas and liquid in the tubing, gas rises and liquid falls; the bottomhole pressure humps and the derivative swings up and down — it can last for hours in deep, gassy wells and look like a boundary. A pumping well shut in at surface with the annulus open keeps after-flowing as the annulus level moves.
- **Interference:** an offset well shut in during the test makes the pressure rise faster and the derivative rise; one opened makes it fall.
- **The analysis, not the reservoir:** a rate change before the shut-in left out, a producing time that is wrong (a short flow period distorts the late-time derivative unless superposition or equivalent time is used), a derivative smoothing window too wide at the end of the data, gauge drift or a temperature effect.

**Signs — what a late unit slope does and does not prove**
- In a **drawdown**, a late unit slope is pseudo-steady state: a closed drainage area, and its pore volume.
- In a **build-up**, a closed boundary makes the derivative **fall** as the pressure levels off at the average pressure — a late unit slope in a build-up does not prove a closed reservoir. It points to storage-type effects (fluid moving in the wellbore or annulus, a leaking valve), interference or a rate-history error.
- A boundary must also fit the physics: the radius of investigation, r = 0.029 √(k t ÷ (φ μ ct)) ft (k in md, t in hours, μ in cp, ct in 1/psi), must reach the distance the model puts it at, and the geology must allow a boundary there.

**What to check, in this order**
1. **The rate history:** every rate change over a period at least as long as the test, entered in the superposition; the derivative computed on superposition (or equivalent) time, not plain shut-in time.
2. **The wellbore:** downhole or surface shut-in, the tubing and casing pressures through the test (annulus level moving), gas and liquid in the tubing, a leaking valve; the early-time hump and its length.
3. **The gauge:** a second gauge, drift, temperature stabilisation, depth against the perforations.
4. **The offsets:** their rates and shut-ins through the test.
5. **The geology:** mapped faults, channel widths, contacts — at the distance the model gives.
6. **The whole history:** match the model to the full pressure record, not just the log-log plot; a model that fits the build-up but not the drawdown is wrong.

**What to do**
- Re-run the analysis with the full rate history and superposition time; vary the smoothing and see whether the late rise survives.
- Where the wellbore is suspected, repeat the test with a downhole shut-in and a gauge below the packer, or hold the offsets steady.
- Report a boundary only when the rate history, the wellbore, the offsets and the geology all allow it — otherwise report the radial-flow kh and skin, and the late rise as unresolved.`,
    sources: [
      spePaper(
        'D. Bourdet, J. A. Ayoub and Y. M. Pirard, "Use of Pressure Derivative in Well-Test Interpretation", SPE Formation Evaluation, June 1989 (SPE-12777-PA)',
        '10.2118/12777-PA',
      ),
      spePaper(
        'W. B. Fair, "Pressure Buildup Analysis With Wellbore Phase Redistribution", SPE Journal, April 1981 (SPE-8206-PA)',
        '10.2118/8206-PA',
      ),
      spePaper(
        'R. G. Agarwal, "A New Method To Account for Producing Time Effects When Drawdown Type Curves Are Used To Analyze Pressure Buildup and Other Test Data", SPE Annual Technical Conference, 1980 (SPE-9289-MS)',
        '10.2118/9289-MS',
      ),
      slbGlossary('wellbore storage effects'),
    ],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    related: ['ops-pressure-buildup-test', 'ops-ipr-nodal-analysis'],
  },
  {
    id: 'lift-pumping-unit-timer-lockout',
    title:
      'Lockout on a pumping unit that runs on a timer or pump-off controller: a stopped unit, a hand switch or an off cycle is not isolation — the disconnect locked and tagged, the brake and the crank or counterweights secured, stuffing-box pressure bled, H2S',
    area: 'artificial-lift',
    aliases: [
      'pumping unit on a timer',
      'pumping unit on timer',
      'unit on a timer',
      'unit on POC',
      'pump off controller lockout',
      'POC lockout',
      'timer off cycle',
      'off cycle',
      'down on its timer',
      'unit down on the POC',
      'hand off auto switch',
      'HOA switch',
      'hand switch',
      'automatic restart',
      'auto restart',
      'pumping unit starts by itself',
      'lockout before stuffing box work',
      'packing the stuffing box',
      'repacking the stuffing box',
      'bleed the stuffing box pressure',
      'polished rod BOP',
      'rod BOP',
    ],
    appliesWhen: [
      'timer',
      'poc',
      'pump off controller',
      'pump-off controller',
      'pumpoff controller',
      'off cycle',
      'down time',
      'hand switch',
      'hoa',
      'hand off auto',
      'auto',
      'automatic',
      'restart',
      'start up by itself',
      'starts by itself',
      'stuffing box',
      'packing',
    ],
    symptoms: [
      'unit is down on its timer, can we work on it',
      'pumping unit stopped on the POC while we work',
      'switch is in off, is that enough to change the packing',
      'pumping unit started up by itself while someone was working on it',
    ],
    safetyCritical: true,
    summary:
      'A pumping unit stopped by its timer or pump-off controller, or at a hand-off-auto switch, will start again on its own: control switches are not energy-isolating devices. Open and lock the disconnect, tag it and try a start, set the brake and chain or pin the crank or counterweights, hang the rod load off before horsehead work, close the rod BOP and bleed the stuffing-box pressure before repacking, and carry an H2S monitor.',
    body: `**Immediate actions**
1. **Treat a stopped unit as running** — a timer or pump-off controller restarts it without warning; stay out of the guard and the counterweights' path.
2. **Open the disconnect, lock and tag it** (your own lock), then try a start at the controller in hand to prove it is dead; on an engine-driven unit, ignition off, fuel shut and locked.
3. **Set the brake and secure the crank or counterweights** with the chain or pin the maker provides, in the position the job needs.
4. **Before the stuffing box or the horsehead**, close the rod BOP, bleed the pressure below the packing to zero, and clamp the polished rod to hang off the rod load; H2S monitor on.

**Ask first**: what controls the unit — a timer, a pump-off controller, a VSD with auto-restart, remote SCADA — and where is the disconnect that isolates the motor?

**Likely causes — how people get caught**
- The unit was off in its **timer or pump-off cycle** and started while someone was inside the guard or at the horsehead.
- The **hand-off-auto switch** or a stop button was taken as isolation; the controller, SCADA or another person restarted it. Push buttons, selector switches and other control-circuit devices are not energy-isolating devices (29 CFR 1910.147).
- The **brake** was the only hold, and an out-of-balance crank or the rod load drove the unit when it slipped.
- The **stuffing box** was opened with tubing pressure under it, or gas and H2S came out of the packing.

**What to check, in this order**
1. **The isolation:** the disconnect open and locked, every worker's own lock on it, the try-start done; a VSD's capacitors discharged before electrical work.
2. **The stored energy:** the crank and counterweights secured against rotation, the brake holding, the rod load hung off with the polished rod clamp where the job needs it.
3. **The pressure:** the flowline valve and the rod BOP closed, the pressure under the packing bled to zero through the bleeder, to a closed container.
4. **The atmosphere:** an H2S and gas monitor on each person, the wind, and no one downwind of a leaking stuffing box.

**What to do**
- Follow the written lockout procedure for every task inside the guard, at the horsehead, bridle or carrier bar, or at the stuffing box; group lockout with one lock per person when several work.
- Post an automatic-start warning at the unit and on the controller.
- **Restoring:** tools and people clear, guards on, crank unchained, brake released, the rod BOP open and the flowline lined up, each person removes their own lock — and everyone warned that the controller may start the unit the moment power returns.

**Safety:** counterweights weigh tons and a crank can turn on its own with the brake off; a stuffing box holds tubing pressure and may vent sour gas. Where H2S is above the action level, SCBA or a supplied breathing apparatus and a standby person, or the work waits.`,
    sources: [
      cfrSection(29, '1910.147', 'The control of hazardous energy (lockout/tagout)'),
      apiStandard('API RP 11ER, Recommended Practice for Guarding of Pumping Units'),
      OSHA_H2S,
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    related: ['lift-pumping-unit-lockout', 'lift-stuffing-box-leak', 'ops-h2s-exposure'],
  },
  {
    id: 'fac-thief-hatch-vru-down',
    title:
      'Thief hatches lifting with the VRU down: hatches and PV vents are the tank’s relief — never strap or weight them shut; cut the inflow, restore the vapour recovery or route to the combustor or flare, gas and H2S detection, upwind, no gauging',
    area: 'facilities',
    aliases: [
      'VRU down hatches lifting',
      'VRU down thief hatches popping',
      'vapour recovery down',
      'VRU tripped',
      'VRU shut down',
      'thief hatch lifting',
      'thief hatches popping',
      'strap the thief hatch shut',
      'weight the thief hatch',
      'chain the hatch down',
      'hold the hatch down',
      'tie down the thief hatch',
      'PV vent',
      'pressure vacuum vent',
      'tank overpressure relief',
      'route to the combustor',
      'route to the flare',
      'backup combustor',
      'weights on the thief hatches',
      'weighting the hatches down',
      'VRU down until the parts come',
    ],
    appliesWhen: [
      'strap',
      'strapped',
      'weight',
      'weighted',
      'chain',
      'chained',
      'tie down',
      'tied down',
      'hold down',
      'bolt',
      'shut the hatch',
      'keep the hatch',
      'combustor',
      'restart the vru',
      'vru back',
      'until the vru',
      'vru is fixed',
      'vru repaired',
      'pv vent',
    ],
    symptoms: [
      'thief hatches lifting since the VRU went down',
      'thief hatches popping with the vapour recovery off',
      'want to strap the hatches shut until the VRU is fixed',
      'hatches popping and the VRU will not stay running',
      'putting weights on the hatches while the VRU is off',
    ],
    safetyCritical: true,
    summary:
      'With the VRU down, flash and working vapours relieve through the thief hatches and pressure-vacuum vents — they are the tank’s overpressure relief, so they are never strapped, chained or weighted shut (a tank rated in ounces splits at a few psi). Keep people upwind with gas and H2S monitors and off the tank tops, cut what feeds the tanks, route the vapour to the combustor or flare, and get the VRU back.',
    body: `**Immediate actions**
1. **Approach upwind with an H2S and gas monitor on;** no one on the tank tops or stairs, and no gauging or sampling, while hatches are lifting.
2. **Never strap, chain or weight a thief hatch or PV vent shut** — they are the tank's overpressure relief.
3. **No ignition sources** in the vapour: vehicles, engines and hot work stay out.
4. **Cut what feeds the tanks** (choke back or shut in wells, stop transfers and truck loading) and route the vapour to the combustor or flare.

**Ask first**: how long will the VRU be down, is there a combustor or flare the tank vapour can be routed to, and does the gas carry H2S?

**Likely causes**
- **VRU off:** tripped on high discharge pressure, liquid in the suction scrubber, low suction pressure, power or a belt; the flash gas it normally takes now has only the hatches and vents.
- **More flash than usual:** a higher separator or treater pressure, a new or high-GOR well, a dump valve blowing gas through.
- **The vent path blocked:** liquid in a low spot of the vapour line, a frozen or plugged line, a closed valve, a blocked flame arrestor.
- **Worn hatches:** gaskets and seats that no longer seal, so they vent below their set pressure.

**What to check, in this order**
1. **The VRU's alarm and trip log, and what it takes to restart it.**
2. **The backup route:** the combustor or flare lined up, its pilot lit, its capacity against the flash gas.
3. **The vapour line:** drained at the low spots, valves open, the arrestor clear.
4. **The inflow:** the separator dump valves and pressures, what is being transferred or loaded.
5. **The hatches and vents:** seated, gaskets sound, set pressures correct for the tank.

**What to do**
- Restore the VRU and find why it tripped; until then keep the vapour going to the control device and the throughput down.
- Replace worn hatch gaskets and seats and keep hatches closed and latched when the pressure allows — an open or leaking hatch is also a deviation under the federal storage-vessel rules (40 CFR 60 subparts OOOOa and OOOOb) and the permit; record and report it as they require.
- Size the vapour control for the real flash gas, with a backup for VRU downtime.

**Safety:** a tank built for a few ounces per square inch ruptures at a few psi — a hatch held shut turns venting into a split roof or shell and a fire. Tank vapour has killed gaugers working alone at open hatches: use remote gauging, and where a hatch must be opened, test the atmosphere, keep upwind, open it slowly and let it vent first.`,
    sources: [
      API_2000,
      OSHA_NIOSH_TANK_GAUGING,
      cfrSubpart(
        40,
        '60',
        'OOOOb',
        'Standards of Performance for Crude Oil and Natural Gas Facilities (after 6 December 2022)',
      ),
      apiStandard(
        'API Spec 12F, Specification for Shop Welded Tanks for Storage of Production Liquids',
      ),
    ],
    lastReviewed: FIELD_PROBLEMS_REVIEWED,
    related: ['fac-tank-venting-hatch', 'fac-vapor-recovery', 'fac-storage-tanks'],
  },
];
