import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, petroWiki, slbGlossary, spePaper } from './sources';

/**
 * Tests and string limits engineers ask about every week: how coiled tubing uses up its fatigue
 * life and when to cut or retire a string, gas-well deliverability tests and why a test on a well
 * still cleaning up gives a wrong C and n, how long a pressure build-up must run in a tight well,
 * and the most a stuck drill string may be pulled.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-04';

const API_RP_5C7 = apiStandard(
  'API RP 5C7, Recommended Practice for Coiled Tubing Operations in Oil and Gas Well Services (string inspection, fatigue, ovality and wall measurement, derating and retirement)',
);

const API_SPEC_5ST = apiStandard(
  'API Spec 5ST, Specification for Coiled Tubing — U.S. Customary and SI Units (grades, dimensions and tolerances, welds)',
);

const CT_DERATING_METHODS: KnowledgeSource = {
  title:
    'GOSCO Energy, Commonly used bend-cycle fatigue derating methods for coiled tubing: the running-feet method (250,000–750,000 ft to retirement), trip-based and model-based tracking, and their limits',
  url: 'https://goscoenergy.com/commonly-used-bend-cycle-fatigue-derating-methods',
};

const CT_STRING_RETIREMENT: KnowledgeSource = {
  title:
    'Aslan Energy, Coiled tubing string retirement: accumulated fatigue against the operator’s limit, running-feet and fatigue-model methods',
  url: 'https://aslanenergy.com/coiled-tubing-string-retirement/',
};

const AER_DIRECTIVE_034: KnowledgeSource = {
  title:
    'Alberta Energy Regulator, Directive 034: Gas Well Testing — Theory and Practice (Energy Resources Conservation Board, 1975): back-pressure (flow-after-flow), isochronal and modified isochronal tests, stabilisation, the deliverability exponent',
  url: 'https://www.aer.ca/regulating-development/rules-and-directives/directives/directive-034',
};

const PETROWIKI_DELIVERABILITY = petroWiki(
  'Gas_well_deliverability',
  'the Rawlins–Schellhardt back-pressure equation of USBM Monograph 7 (1935); flow-after-flow, isochronal and modified isochronal tests',
);

const POETTMANN_SCHILSON = spePaper(
  'F. H. Poettmann and R. E. Schilson, "Calculation of the Stabilized Performance Coefficient of Low Permeability Natural Gas Wells", Transactions of the AIME (SPE-1216-G)',
  '10.2118/1216-G',
);

const LEE_PRESSURE_TRANSIENT: KnowledgeSource = {
  title:
    'W. J. Lee, J. B. Rollins and J. P. Spivey, Pressure Transient Testing, SPE Textbook Series Vol. 9 (Society of Petroleum Engineers, 2003): the end of wellbore storage, radius of investigation, test design, gas wells',
  url: 'https://store.spe.org/',
};

const EARLOUGHER_MONOGRAPH_5: KnowledgeSource = {
  title:
    'R. C. Earlougher Jr., Advances in Well Test Analysis, SPE Monograph Vol. 5 (Society of Petroleum Engineers, 1977): wellbore storage, the start of the semilog straight line, designing a test',
  url: 'https://store.spe.org/',
};

const KUCHUK_RADIUS = spePaper(
  'F. J. Kuchuk, "Radius of Investigation for Reserve Estimation From Pressure Transient Well Tests", SPE conference paper, 2009 (SPE-120515-MS)',
  '10.2118/120515-MS',
);

const API_RP_7G = apiStandard(
  'API RP 7G, Recommended Practice for Drill Stem Design and Operating Limits (tensile capacity of drill pipe new, premium and class 2; the 0.9 design factor; margin of overpull; tension with torque)',
);

const API_RP_7G_2 = apiStandard(
  'API RP 7G-2, Recommended Practice for Inspection and Classification of Used Drill Stem Elements (premium class 80 % and class 2 70 % remaining wall)',
);

const OILFIELD_REVIEW_JARS: KnowledgeSource = {
  title:
    'B. Costo, L. W. Cunningham, G. J. Martin, J. Mercado, B. Mohon and L. Xie, "Working Out of a Tight Spot", Oilfield Review 24, no. 1 (Spring 2012): drilling jars and accelerators, their load limits and jarring practice',
  url: 'https://www.slb.com/resource-library/oilfield-review',
};

const IADC_DRILLING_MANUAL: KnowledgeSource = {
  title:
    'IADC Drilling Manual (International Association of Drilling Contractors): drill string, stuck pipe and fishing — hoisting equipment ratings and working a stuck string',
  url: 'https://iadc.org/',
};

export const testingAndStringLimitEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-ct-fatigue-string-life',
    title:
      'Coiled tubing fatigue and string life: bending cycles over the reel and gooseneck, pressure held while cycling, ovality, diameter growth and wall loss — tracking the fatigue, and when to cut or retire the string',
    area: 'completions',
    aliases: [
      'coil fatigue',
      'coiled tubing fatigue',
      'CT fatigue',
      'coil fatigue life',
      'CT fatigue life',
      'fatigue life of the coil',
      'coil string life',
      'CT string life',
      'coiled tubing string life',
      'coil life',
      'fatigue tracking',
      'CT fatigue tracking',
      'fatigue model',
      'CT life model',
      'coil fatigue percentage',
      'percent fatigue on the coil',
      'bending cycles',
      'bend cycles',
      'cycles over the gooseneck',
      'gooseneck cycles',
      'guide arch',
      'reel and gooseneck',
      'cycles per trip',
      'running feet',
      'running-feet method',
      'retire the coil',
      'retire the string',
      'retiring a coil string',
      'string retirement',
      'cut the coil',
      'cut the string',
      'cut off the fatigued end',
      'coil ovality',
      'CT ovality',
      'ovality',
      'diameter growth',
      'OD growth on the coil',
      'coil wall thickness',
      'wall loss on the coil',
      'CT inspection',
      'butt weld in the coil',
      'pumping while cycling',
      'pressure while bending',
      'API RP 5C7',
      'API Spec 5ST',
    ],
    // A coil stuck, locked up or leaking now is the coiled-tubing trouble entry's.
    notWhen: ['stuck', 'lockup', 'locked up', 'spraying', 'motor stall', 'stalling'],
    // Fatigue, ovality and wall loss of a flowline, a rod or a casing string are other entries'.
    appliesWhen: ['coil', 'coiled', 'CT', 'reel', 'gooseneck', 'guide arch', 'injector head'],
    symptoms: [
      'coil fatigue near the limit on the tracking model',
      'fatigue peak on the coil at the depth where we drilled out plugs',
      'ovality or OD growth over the limit on the coil inspection',
      'coil OD has grown and it drags through the stripper',
      'wall loss found on the coil inspection after acid jobs',
      'repeated pinholes in the same section of the coil string',
    ],
    summary:
      'Coil is bent past yield every time it comes off or goes onto the reel and over the gooseneck — six bending events per round trip for each length of coil that passes — so it has a life counted in trips; pressure held inside while it is bent shortens that life sharply and grows the diameter, and ovality, wall loss, corrosion, welds and damage shorten it more. Track the fatigue along the string with a life model fed the job’s depth and pressure, and cut or retire at the limit in the CT manual, on ovality, diameter or wall measured past its limit, or at a pinhole.',
    body: `**Ask first**: what does the string's fatigue tracking say at the point in question — the percent of life used there, where the peak sits on the string, and when it was last inspected — and what pressure was held inside the coil while that section was cycled over the gooseneck and reel? The answer turns on both; the string's average is no guide.

**How fatigue accumulates**
- Bending past yield: the coil is bent plastically every time it comes off the reel, goes over the gooseneck (guide arch) and is straightened into the injector — three bending events running in and three coming out, **six per round trip** for every length of coil that passes over the gooseneck. Worked by hand: the bending strain is about D ÷ 2R — 2-3/8 in. coil over a 72 in. radius gooseneck, 2.375 ÷ 144 ≈ 1.65 %; on a 48 in. radius reel core, 2.375 ÷ 96 ≈ 2.47 %; a 90,000 psi steel yields at 90,000 ÷ 30,000,000 = 0.30 % — each bend is 5 to 8 times the yield strain. That is why coil life is counted in trips, not in millions of cycles.
- Where the cycles land: the footage that sits between the reel and the injector while you reciprocate, short-trip, pull tests or drill out plug after plug at the same depths collects far more cycles than the rest. Fatigue is a profile along the string, with peaks.
- Pressure while bending: the hoop stress of the pressure inside adds to the bending strain. Life falls steeply as the pressure held while cycling rises, and each pressured bend grows the diameter a little and thins the wall. Pumping at high pressure while the coil moves over the gooseneck is the largest single thing that shortens a string's life.
- Ovality and diameter growth: plastic bending leaves the section slightly oval; with pressure the OD grows. An oval or grown tube has less collapse resistance, fatigues faster, and may not seal in the stripper or the BOP rams or be gripped properly by the injector blocks.
- Wall loss: corrosion (acid or brine left in the string, CO2 and H2S, stored wet), erosion by sand and proppant, and mechanical damage (block marks, gouges, slip marks). A pit or a gouge starts a crack early and cuts fatigue life far more than its depth suggests.
- Welds: a butt weld joining two tubes has a fraction of the parent tube's fatigue life; the models derate the string at each weld.

**Fatigue tracking**
- Running feet: the oldest method — the footage run into wells totalled, the string retired at a set total. It ignores size, wall, grade, pressure and where the cycles fell: a rough cross-check only.
- Cycles per trip: counting the bending events on each section of the string for each trip — better, but blind to pressure and diameter growth unless weighted for them.
- Life models (CIRCA, CoilLIFE, Achilles and their successors): strain-life models fitted to full-scale bending tests. Given the reel and gooseneck radii, the OD, wall, grade and welds, and the job's depth-and-pressure record, they track the percent of life used along the string, and the diameter growth, and predict what a planned job will use. They are only as good as the job records fed to them — log depth and pressure continuously, short trips included.

**When to cut or retire the string**
1. **The tracked fatigue:** at the limit set in your company's or the CT service company's manual. The models carry scatter, so the limit sits below 100 % of the predicted life, lower for sour, high-pressure or well-control-critical work. A peak near the downhole end: cut that length off. A peak mid-string: cut it out and join with a butt weld (derated), or retire the string.
2. **Ovality and diameter:** measured maximum and minimum OD against the limits for the string and the stripper, ram and injector-block sizes; over the limit, cut the section out or retire.
3. **Wall thickness:** the measured minimum wall from the inspection — recompute burst, collapse and tensile ratings with it, and retire when they no longer cover the job with its safety factors.
4. **Pinholes and cracks:** a pinhole says the tube there has used up its life, and the footage either side carries nearly the same fatigue: cut well past it or retire. Repeated pinholes in one section are a retirement signal, not a repair.
5. **Corrosion or mechanical damage** found on inspection: derate that section, or cut it out.

**What to check, in this order (before the next job)**
1. The model's profile: the peak percent and where it is, with the planned job's cycles and pressures added.
2. The last inspection: OD and ovality, wall, welds, damage; anything since — acid, sour service, a stuck-pipe pull.
3. The job's pressure and tension against the ratings derated for the measured wall and ovality.
4. The history: pinholes, leaks or parts on this string, and where on it.

**What to do: stretching the string's life**
- Keep the pressure inside the coil as low as the job allows whenever it is moving over the gooseneck; pump at rate while stationary where you can.
- Vary the depths of repeated work and short trips instead of cycling the same interval.
- Larger gooseneck and reel radii, a higher grade or thicker wall for work with many cycles.
- Flush acid and brine out after the job, blow the string dry with nitrogen and inhibit it for storage.

**Safety:** a pinhole found while pumping, or a string that parts at surface with pressure in it: stop the injector and the pumps, close the slips and pipe rams on the coil, and isolate — the well with the CT BOP, the coil with the reel and pump-line valves — then bleed down through the pump-in line. Keep everyone clear of the reel, the gooseneck and the leak: a jet at pressure cuts skin and may carry gas or H2S, and a coil that parts under tension whips. Then follow the coiled-tubing trouble entry's immediate actions.`,
    sources: [API_RP_5C7, CT_DERATING_METHODS, CT_STRING_RETIREMENT, API_SPEC_5ST],
    lastReviewed: REVIEWED,
    related: ['comp-coiled-tubing-trouble', 'comp-ct-lockup-long-lateral'],
  },
  {
    id: 'ops-gas-deliverability-test',
    title:
      'Gas-well deliverability tests — flow-after-flow (back-pressure), isochronal and modified isochronal: which is valid for the well, and why a test on a well still cleaning up or not stabilised gives a wrong C and n (n outside 0.5–1.0)',
    area: 'operations',
    aliases: [
      'deliverability test',
      'gas well deliverability test',
      'gas deliverability test',
      'back-pressure test',
      'backpressure test',
      'back pressure test',
      'multipoint test',
      'multi-point test',
      'four-point test',
      '4-point test',
      'four point test',
      'flow-after-flow test',
      'flow after flow',
      'isochronal test',
      'isochronal',
      'modified isochronal test',
      'modified isochronal',
      'extended flow period',
      'stabilized flow point',
      'stabilised flow point',
      'deliverability exponent',
      'back-pressure curve',
      'C and n',
      'n outside 0.5 to 1',
      'n greater than 1',
      'n less than 0.5',
      'AOF test',
      'Rawlins and Schellhardt',
      'Directive 034',
      'gas well testing',
    ],
    symptoms: [
      'n on the back-pressure test came out above 1',
      'n on the deliverability test came out below 0.5',
      'test points do not fall on a straight line on the log-log plot',
      'AOF much higher than the well makes on production',
      'well still making load water during the deliverability test',
      'flowing pressure still falling at the end of each flow period',
    ],
    summary:
      'q = C(p̄² − pwf²)ⁿ holds only for stabilised, clean flow, with n between 0.5 (turbulent) and 1.0 (laminar). Flow-after-flow is valid only where each rate stabilises in hours; tight gas needs an isochronal or modified isochronal test with an extended stabilised point. A well still cleaning up, rates not stabilised (the sequence increasing or decreasing) or liquid loading give a wrong C and n — n outside 0.5–1.0 flags a bad test: clean up first, then retest with longer or isochronal periods.',
    body: `**Ask first**: how long had the well flowed since the frac or workover, and was it still bringing back load water or liquids during the test? Then: the rate sequence (increasing or decreasing) and the length of each flow and shut-in period, and whether the pressures were measured downhole or converted from the wellhead.

**The equation and what C and n mean**
- Rawlins and Schellhardt's back-pressure equation: q = C (p̄² − pwf²)ⁿ. On log-log axes the test points fall on a straight line; n is its slope (rate against Δp²), C its position. The AOF is C (p̄² − 14.7²)ⁿ, at the regulator's base pressure.
- **n runs from 1.0 (laminar, Darcy flow) to 0.5 (fully turbulent flow near the well).** A value outside that range is not the reservoir speaking — it is the test.
- C depends on kh, skin and the drainage area — and on time, until the flow has stabilised. A C from transient points overstates what the well will deliver on production.
- At high pressures, pseudo-pressure m(p) replaces p²; the LIT form (Δ = a q + b q²) separates the Darcy and non-Darcy terms.

**Which test is valid when**

| Test | How it is run | Valid when |
|---|---|---|
| **Flow-after-flow** (conventional back-pressure, 4-point) | three or four rates in a row, each flowed until the flowing pressure is stable, no shut-ins between | each rate stabilises in hours — higher-permeability wells |
| **Isochronal** | equal-length flow periods at different rates, each followed by a shut-in back to the static pressure, then one extended flow to stabilisation | stabilisation takes days; shut-ins back to static are still affordable |
| **Modified isochronal** | equal flow and shut-in periods; each point's Δp² uses the shut-in pressure reached just before that flow, then one extended stabilised point | tight gas, where neither stabilisation nor a full build-up is practical |

The isochronal idea: points flowed for the same time have investigated the same distance, so they give the right n even though none is stabilised; the extended flow gives the stabilised point, and the deliverability line is drawn through it with that n.

**Can each rate stabilise? Work it out first**
A rate is stable once the pressure disturbance reaches the drainage boundary. From the radius of investigation, r = 0.029 √(k t ÷ (φ μ ct)), the time is t ≈ φ μ ct re² ÷ (0.000841 k) hours (k in md, μ in cp, ct in 1/psi, re in ft).
- Worked by hand: 40-acre spacing, re = √(40 × 43,560 ÷ π) ≈ 745 ft; φ = 0.08, μ = 0.02 cp, ct = 1.5 × 10⁻⁴ 1/psi → φ μ ct re² = 2.4 × 10⁻⁷ × 555,025 ≈ 0.133.
- k = 5 md: 0.133 ÷ (0.000841 × 5) ≈ 32 h a rate — a four-point flow-after-flow takes about five days.
- k = 0.05 md: 0.133 ÷ (0.000841 × 0.05) ≈ 3,170 h, about 130 days a rate — flow-after-flow is impossible; every "point" is transient.

**Likely causes of a wrong C and n**
- **A well still cleaning up** (load water, frac fluid, filtrate or liquids still coming back): the well gets better through the test. In an increasing-rate sequence the later, higher rates look too good — n comes out too high (it can pass 1.0) and so does the AOF; in a decreasing sequence the error runs the other way.
- **Rates not stabilised in a flow-after-flow test** (tight gas): each period carries the drawdown of the ones before it. In the usual increasing sequence the later, higher-rate points carry more of it — n too low (it can fall under 0.5); in a reverse, decreasing sequence the lower-rate points carry it — n too high. Either way C is a transient value, too optimistic.
- **Liquid loading at the low rates:** liquid builds in the tubing, the well heads, and the low-rate points fall off the line; pressures converted from the wellhead with a dry-gas gradient are wrong exactly there.
- **An isochronal test done loosely:** unequal flow periods, or shut-ins too short to return to static (then analyse it as modified isochronal, with the shut-in pressure before each flow).
- **The wrong static pressure p̄**, or rates mismeasured (a separator carrying over, a choke changed during a period).

**What to check, in this order**
1. Each period's pressure against time: was the flowing pressure flat at the end of each flow-after-flow period; did the shut-ins get back to static (isochronal)?
2. The rate sequence and the length of each period — equal lengths for an isochronal test.
3. Liquid: load recovered against load pumped, the water and condensate through the test, heading at the low rates, where the pressures were measured.
4. The log-log plot: n between 0.5 and 1.0, the points on one line — a point off the line at the low end, or a drift through the sequence, names the cause.
5. C against the extended stabilised point, and against the kh and skin of a build-up.

**What to do**
- **Clean the well up first:** flow it until the load is back (or the water and gas rates have levelled) before the test starts — never test a well that is still unloading.
- **Tight gas:** an isochronal or modified isochronal test with equal flow periods (and equal shut-ins) plus an extended flow to stabilisation, or as long as practical; take n from the equal-time points and C from the extended point.
- **Longer flow periods** where flow-after-flow is valid, rates in the normal increasing sequence after cleanup, the gauge downhole, the low rates above the well's critical rate for unloading liquid.
- Flag or reject a test with n outside 0.5–1.0 and do not report its AOF; where it cannot be repeated, build the deliverability from a build-up's kh and skin with the non-Darcy term from two rates (LIT).

**Safety:** test equipment, lines and flare are rated for the shut-in pressure; sand and frac debris erode chokes and bends (check them); hydrates form at the choke in cold weather; monitor H2S, and flare only as the permit allows.`,
    sources: [
      AER_DIRECTIVE_034,
      PETROWIKI_DELIVERABILITY,
      POETTMANN_SCHILSON,
      LEE_PRESSURE_TRANSIENT,
    ],
    lastReviewed: REVIEWED,
    checks: ['gas_well_backpressure'],
    related: ['ops-ipr-nodal-analysis', 'ops-buildup-test-duration', 'ops-pressure-buildup-test'],
  },
  {
    id: 'ops-buildup-test-duration',
    title:
      'How long a pressure build-up must run, above all in tight gas and low-permeability wells: the time to the end of wellbore storage and to a flat derivative (radial flow), the radius of investigation, downhole shut-in, designing the shut-in from the expected permeability, and what to do when it cannot run long enough',
    area: 'operations',
    aliases: [
      'how long to shut in for a build-up',
      'how long should a build-up be',
      'how long should the buildup run',
      'build-up duration',
      'buildup duration',
      'shut-in duration',
      'shut-in time for a build-up',
      'length of the build-up',
      'build-up test design',
      'buildup test design',
      'well test design',
      'designing a build-up',
      'end of wellbore storage',
      'end of wellbore storage time',
      'wellbore storage time',
      'end of storage',
      'time to radial flow',
      'radius of investigation',
      'depth of investigation',
      'tight gas build-up',
      'tight gas buildup',
      'low permeability build-up',
      'downhole shut-in',
      'downhole shut-in tool',
      'bottomhole shut-in',
      'DHSIT',
      'build-up too short',
      'buildup too short',
      'shut in long enough',
      'not shut in long enough',
      'derivative not flat in time',
      'low-perm gas well build-up',
      'options when the build-up cannot run long enough',
    ],
    // The derivative read for what it shows is the build-up basics or the late-rise entry's.
    appliesWhen: [
      'long',
      'longer',
      'long enough',
      'duration',
      'day',
      'days',
      'week',
      'weeks',
      'shut-in time',
      'tight',
      'low permeability',
      'low-perm',
      'low perm',
      'radius of investigation',
      'investigation',
      'end of storage',
      'end of wellbore storage',
      'design',
      'designing',
      'plan',
      'planning',
      'downhole shut-in',
      'too short',
      'cut short',
    ],
    symptoms: [
      'derivative still on the storage unit slope when the gauges came out',
      'build-up too short to reach radial flow',
      'no radial flow after days of shut-in on a tight gas well',
      'storage hump lasting days on a gas well shut in at surface',
      'need to pull the gauges before the derivative flattens',
      'only a few days of shut-in and the derivative will not be flat by then',
    ],
    summary:
      'A build-up answers only after wellbore storage ends — t ≈ (200,000 + 12,000 s) C μ ÷ (kh) hours — and radial flow then lasts about a log cycle, reaching r_inv = 0.029 √(k t ÷ (φ μ ct)) ft. Both clocks run as 1/k, so tight gas needs days to weeks, and a downhole shut-in that cuts the storage volume saves most of it. Design the shut-in from the expected k before the job, and when it cannot run that long, say what the test can and cannot give.',
    body: `**Ask first**: what must the test give — kh and skin (radial flow), the average pressure, or the distance to a boundary — what permeability do you expect (logs, cores, offsets, an earlier test), and can the well be shut in downhole? Those three set the duration.

**Why tight wells take days to weeks**
Two clocks run one after the other: wellbore storage must end, then radial flow (the flat derivative) must last about a log cycle and reach far enough. Both scale as 1 ÷ k: a 0.05 md well needs a hundred times the time of a 5 md well for the same answer.

**The end of wellbore storage (field units)**
- t_wbs ≈ (200,000 + 12,000 s) C μ ÷ (kh) hours — C the storage coefficient (bbl/psi), μ in cp, kh in md·ft. It marks roughly where the semilog straight line (the flat derivative) can begin.
- C = Vw × cw: the wellbore volume open to the sandface (bbl) times the compressibility of what fills it (1/psi). For gas cw ≈ 1/p, so a gas well shut in at surface has a large C.
- Worked by hand: 10,000 ft of 2-7/8 in. 6.5 lb/ft tubing (0.00579 bbl/ft) on a packer → Vw ≈ 57.9 bbl; gas at about 4,000 psi, cw ≈ 1 ÷ 4,000 = 2.5 × 10⁻⁴ 1/psi; C ≈ 57.9 × 2.5 × 10⁻⁴ ≈ 0.0145 bbl/psi. With k = 0.05 md, h = 50 ft (kh = 2.5 md·ft), μ = 0.02 cp, s = 0: t_wbs ≈ 200,000 × 0.0145 × 0.02 ÷ 2.5 ≈ **23 h** shut in at surface. A downhole shut-in leaving about 1 bbl below the valve: C ≈ 2.5 × 10⁻⁴ bbl/psi and t_wbs ≈ 200,000 × 0.00025 × 0.02 ÷ 2.5 = **0.4 h** — about 58 times sooner. A skin of +5 makes the first factor 260,000: 30 % longer.

**The radius of investigation**
- r_inv ≈ 0.029 √(k t ÷ (φ μ ct)) ft (k in md, t in hours, μ in cp, ct in 1/psi); turned round, the time to see a distance r is t ≈ φ μ ct r² ÷ (0.000841 k) hours.
- Worked by hand for the same well, φ = 0.08, ct = 1.5 × 10⁻⁴ 1/psi (φ μ ct = 0.08 × 0.02 × 1.5 × 10⁻⁴ = 2.4 × 10⁻⁷): after 72 h, r ≈ 0.029 × √(0.05 × 72 ÷ 2.4 × 10⁻⁷) = 0.029 × √(1.5 × 10⁷) ≈ 0.029 × 3,873 ≈ **112 ft**. To see 300 ft: t ≈ 2.4 × 10⁻⁷ × 90,000 ÷ (0.000841 × 0.05) ≈ 514 h, about **21 days**. At k = 5 md the same 72 h reaches about 1,120 ft.
- In metric: 1 m = 3.281 ft — 100 m is 328 ft, which in the 0.05 md example takes 2.4 × 10⁻⁷ × 328² ÷ (0.000841 × 0.05) ≈ 614 h, about 26 days.

**What to do: how long to run it — designing the shut-in**
1. Estimate k, h, φ, μ, ct and skin from logs, offsets or a DST, and C for a surface and for a downhole shut-in.
2. Work out the end of storage, t_wbs ≈ (200,000 + 12,000 s) C μ ÷ (kh) hours, and allow about a log cycle of radial flow after it — roughly **10 × t_wbs** — for kh and skin. In the example: about 230 h (10 days) shut in at surface, about 4 h downhole.
3. Check that the radius of investigation at that time, 0.029 √(k t ÷ (φ μ ct)) ft, reaches past the damaged zone and the fracture — and to the boundary, if a boundary is the question; the time to see a distance r is φ μ ct r² ÷ (0.000841 k) hours, and the longer of the two times governs.
4. Flow the well at a stable, measured rate before the shut-in for at least as long as the planned shut-in: a build-up sees little farther than the drawdown before it.
5. Simulate the test in the analysis software with the expected values before the job, and again with k halved: the times double.
6. Use a downhole shut-in tool with the gauge below it in tight and gas wells; shut in at surface, storage and phase redistribution can hide the first day or more.
7. Stop on the data, not the clock: with a surface read-out, end the test when the derivative has been flat for about a log cycle.

**Signs the test was too short**
- The derivative still on the unit slope, or still coming off the storage hump, when the gauges came out; no flat part. A semilog "straight line" drawn through that transition gives a wrong k and a wrong skin.
- A fractured tight well still on a half slope (linear flow) at the end: it gives fracture half-length × √k, not k alone.

**When it cannot run long enough**
- Say what the test can and cannot give: without radial flow, a model match of k and skin is not unique — report the range, constrained by other data.
- Cut the storage with a downhole shut-in, so radial flow arrives in hours rather than days.
- Match the whole record (flow period included) with the model, and use deconvolution of a long rate and pressure history from a permanent gauge to see farther than one build-up.
- Use rate-transient analysis of the production history, which sees much farther in time.
- In tight rock, measure k before the frac with an injection fall-off (a DFIT), where a build-up would take months.
- Plan the build-up for when the well must be shut in anyway (a facility outage, an offset frac), with the gauge set beforehand.

**Safety:** a tight gas well keeps building for days: the wellhead, flowline and everything tied into them must be rated for the full shut-in pressure; setting and pulling downhole shut-in tools and gauges is pressure-control work through a tested lubricator; check for hydrates and trapped pressure before opening the well up again.`,
    sources: [
      LEE_PRESSURE_TRANSIENT,
      EARLOUGHER_MONOGRAPH_5,
      KUCHUK_RADIUS,
      slbGlossary('wellbore storage effects'),
      slbGlossary('buildup test'),
    ],
    lastReviewed: REVIEWED,
    related: ['ops-pressure-buildup-test', 'ops-buildup-late-derivative-rise'],
  },
  {
    id: 'drill-max-overpull-stuck-pipe',
    title:
      'The most a stuck drill string may be pulled — maximum overpull (margin of overpull): the tensile rating of the weakest component (pipe body by class, tool joints, jars, subs) × a design factor, less the string’s buoyed hanging weight, inside the rig’s ratings',
    area: 'drilling',
    aliases: [
      'maximum overpull',
      'max overpull',
      'maximum overpull on stuck pipe',
      'margin of overpull',
      'MOP',
      'how much can I pull',
      'how much can we pull',
      'how hard can we pull',
      'how much overpull',
      'pull on stuck pipe',
      'pull on stuck drill pipe',
      'how much pull on stuck pipe',
      'maximum pull',
      'max pull',
      'maximum pull on stuck pipe',
      'pull limit',
      'pulling limit',
      'maximum allowable pull',
      'allowable tension',
      'tensile limit of the drill pipe',
      'drill pipe tensile rating',
      'tensile capacity',
      'tensile strength of drill pipe',
      'premium class tensile',
      'class 2 tensile',
      'premium pipe',
      'class 2 pipe',
      'pipe class',
      'buoyed weight',
      'hanging weight',
      'string weight in mud',
      'design factor',
      'API RP 7G',
    ],
    symptoms: [
      'stuck pipe and not sure how much overpull the string can take',
      'pulling over the up weight on stuck pipe near the pipe limit',
      'worn or premium pipe in the string while working stuck pipe',
      'overpull limited by the jar rating while jarring',
      'weight indicator close to the derrick or top drive rating',
    ],
    summary:
      'Maximum overpull = (the tensile rating of the weakest component above the stuck point × a design factor, commonly 90 %) − the buoyed weight hanging below that component when free. For the pipe at surface that is the whole string’s buoyed hanging weight. Premium and class 2 pipe are rated lower than new, and wear and torque lower them more; a jar, sub or fishing tool may be the weakest; and the hook load with the blocks must stay within the derrick, top drive and hoisting ratings.',
    body: `**Ask first**: what is the string — pipe size, weight, grade and class (new, premium, class 2) of each section, the tool joints, the jar and anything else in it — what did it weigh in the mud before it stuck (up weight, with the blocks' weight known), and what mud weight? The answer is only as good as those figures.

**What to do: work out the most you may pull**
1. Maximum overpull (the margin of overpull) = Pt × DF − Wb, with:
   - Pt: the tensile rating of the weakest component (API RP 7G tables for the pipe body by class; the tool joint's rating; the jar's, sub's or fishing tool's published maximum).
   - DF: the design factor, commonly 0.9 (90 %) on the pipe's tensile rating.
   - Wb: the buoyed weight hanging below that component with the string free. For the drill pipe at surface — usually the most loaded point — that is the whole string's buoyed weight: the hook load less the blocks and top drive. Buoyancy factor = 1 − mud weight ÷ 65.5 (ppg), or 1 − SG ÷ 7.85.
2. A component deeper in the string (a jar, a smaller pipe section, a crossover) carries only the weight below it plus the overpull: its limit is its allowable load (a pipe's rating × DF, a tool's published maximum) less the buoyed weight below it. The smallest of these margins is the maximum overpull.
3. In a deviated well the up weight includes drag: taking Wb from the up weight measured before it stuck is the safer reading.
4. The weight-indicator limit = blocks and top drive + the string's hanging weight + the maximum overpull — and that total must stay inside the derrick, top drive, drawworks, drilling line, deadline anchor and elevator ratings.

**Premium pipe is weaker than new**
API RP 7G rates used pipe on uniform wear: premium class with 80 % of the wall left, class 2 with 70 %. For 5 in. 19.50 lb/ft (ID 4.276 in., wall 0.362 in.):

| Grade | New | Premium | Class 2 |
|---|---|---|---|
| E-75 | 395,595 lb | 311,535 lb | 270,432 lb |
| G-105 | 553,833 lb | 436,150 lb | 378,605 lb |
| S-135 | 712,070 lb | 560,764 lb | 486,778 lb |

Checked by hand: the premium body has OD = 4.276 + 2 × 0.8 × 0.362 = 4.855 in., area = 0.7854 × (4.855² − 4.276²) ≈ 4.154 in², × 135,000 psi ≈ 560,800 lb. Worn below the class, cut or slip-worn, or holding torque, the pipe is weaker still (RP 7G's combined tension and torsion).

**Worked example (field units, by hand)**
- String: 11,000 ft of 5 in. 19.50 lb/ft S-135 premium drill pipe at an adjusted weight of 22.0 lb/ft (take yours from the pipe data), plus a 40,000 lb BHA; 11.0 ppg mud.
- Buoyancy factor = 1 − 11.0 ÷ 65.5 = 0.832. Air weight = 11,000 × 22.0 + 40,000 = 282,000 lb; buoyed Wb = 282,000 × 0.832 ≈ 234,600 lb.
- Pipe at surface: 0.9 × 560,764 ≈ 504,700 lb; margin = 504,700 − 234,600 ≈ **270,000 lb**.
- The jar: say its maximum load is 230,000 lb, with 15,000 lb (air) of BHA below it, buoyed 15,000 × 0.832 ≈ 12,500 lb; its margin = 230,000 − 12,500 ≈ **217,500 lb**. The jar, not the pipe, sets the maximum overpull here.
- Weight-indicator limit with 40,000 lb of blocks and top drive: 40,000 + 234,600 + 217,500 ≈ 492,000 lb — check it against the rig's ratings.
- Had it been class 2: 0.9 × 486,778 ≈ 438,100 lb, margin ≈ 203,500 lb; new pipe: 0.9 × 712,070 ≈ 640,900 lb, margin ≈ 406,200 lb.
- In metric: 270,000 lb ≈ 1,201 kN ≈ 122.5 t; 217,500 lb ≈ 968 kN ≈ 98.7 t (1 lbf = 4.448 N; 1 tonne-force = 2,204.6 lbf); 11.0 ppg = SG 1.32.

**What to check, in this order**
1. Every component above the stuck point and its rating: pipe class from the last inspection, tool joints, HWDP, jar and accelerator, crossovers, subs, fishing tools.
2. The hanging weight: the up weight recorded before it stuck, less the blocks; or the buoyed air weight, checked against it.
3. Torque held in the string while pulling, which lowers the tensile rating.
4. The rig's ratings: derrick, top drive, drawworks and line, deadline anchor, elevators and links.

**What to do at the limit**
- Work up to the limit in steps, starting well below it; never past the smallest margin, and never on a figure you have not worked out for this string.
- Near the limit, stop and plan: spot a pill, jar, free-point and back off, or fish — not more pull. Record every pull and what it did.

**Safety:** keep everyone off the rig floor and out of the line of fire (under the blocks, beside the tongs, slips and elevators, below the derrick) while pulling or jarring near the limits — a parted string, a failed slip, elevator or deadline anchor releases the stored stretch at once. Never exceed the weakest component, and never exceed the jar's or accelerator's published maximum pull.`,
    sources: [API_RP_7G, API_RP_7G_2, IADC_DRILLING_MANUAL, OILFIELD_REVIEW_JARS],
    lastReviewed: REVIEWED,
    related: ['drill-stuck-pipe', 'drill-jar-operation', 'drill-free-point-back-off'],
  },
];
