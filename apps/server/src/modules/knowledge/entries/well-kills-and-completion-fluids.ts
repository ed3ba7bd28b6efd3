import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { API_RP_59, apiStandard, cfrSection, cfrSubpart, slbGlossary, spePaper } from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const CRUMPTON: KnowledgeSource = {
  title:
    'H. Crumpton, Well Control for Completions and Interventions, 1st ed. (Gulf Professional Publishing, 2018): bullheading and lubricate-and-bleed kills, completion brines (FCTA, TCT and LCTD)',
  url: 'https://www.sciencedirect.com/book/9780081001967/well-control-for-completions-and-interventions',
};

const BELLARBY: KnowledgeSource = {
  title:
    'J. Bellarby, Well Completion Design, 1st ed. (Elsevier, Developments in Petroleum Science 56, 2009): perforating, completion fluids, unloading and safety valves',
  url: 'https://www.sciencedirect.com/book/9780444532107/well-completion-design',
};

const API_5C3 = apiStandard(
  'API TR 5C3 / ISO 10400, Calculating Performance Properties of Pipe Used as Casing or Tubing (burst, collapse and their derating)',
);

const API_13J = apiStandard(
  'API RP 13J / ISO 13503-3, Testing of Heavy Brines (density, FCTA, TCT and LCTD)',
);

const API_14B = apiStandard(
  'API RP 14B / ISO 10417, Design, Installation, Operation, Test, and Redress of Subsurface Safety Valve Systems (the closure and leakage test, allowable leak rates)',
);

const API_14A = apiStandard(
  'API Spec 14A / ISO 10432, Specification for Subsurface Safety Valve Equipment (tubing- and wireline-retrievable valves, lock-open and insert valves)',
);

const KING_UNDERBALANCE = spePaper(
  'G. E. King, A. Anderson and M. Bingham, "A Field Study of Underbalance Pressures Necessary To Obtain Clean Perforations Using Tubing-Conveyed Perforating", JPT, June 1986 (SPE-14321-PA)',
  '10.2118/14321-PA',
);

const KARAKAS_TARIQ = spePaper(
  'M. Karakas and S. M. Tariq, "Semianalytical Productivity Models for Perforated Completions", SPE Production Engineering, February 1991 (SPE-18247-PA)',
  '10.2118/18247-PA',
);

const TETRA_CRYSTALLISATION: KnowledgeSource = {
  title:
    'S. Helmy (TETRA Technologies), "Combatting brine crystallisation", Oilfield Technology, July/August 2020 (eutectic point, TCT against density for calcium bromide, crystallisation under pressure)',
  url: 'https://www.oilfieldtechnology.com/special-reports/27082020/combatting-brine-crystallisation/',
};

const BERN_SAG = spePaper(
  'P. A. Bern, E. van Oort, B. Neustadt, H. Ebeltoft, C. Zurdo, M. Zamora and K. S. Slater, "Barite Sag: Measurement, Modeling, and Management", SPE Drilling & Completion, March 2000 (SPE-62051-PA)',
  '10.2118/62051-PA',
);

const HANSON_SAG = spePaper(
  'P. M. Hanson, T. K. Trigg, G. Rachal and M. Zamora, "Investigation of Barite \u201cSag\u201d in Weighted Drilling Fluids in Highly Deviated Wells", SPE Annual Technical Conference and Exhibition, 1990 (SPE-20423-MS)',
  '10.2118/20423-MS',
);

const API_13D = apiStandard(
  'API RP 13D, Rheology and Hydraulics of Oil-well Drilling Fluids (low-shear-rate rheology, hole cleaning and weight-material sag)',
);

const APPLIED_DRILLING_ENGINEERING: KnowledgeSource = {
  title:
    'A. T. Bourgoyne Jr., K. K. Millheim, M. E. Chenevert and F. S. Young Jr., Applied Drilling Engineering, SPE Textbook Series Vol. 2 (Society of Petroleum Engineers, 1986): ch. 8, Directional Drilling and Deviation Control',
  url: 'https://doi.org/10.2118/9781555630010',
};

const SCHAAF_RSS = spePaper(
  'S. Schaaf, C. R. Mallary and D. Pafitis, "Point-the-Bit Rotary Steerable System: Theory and Field Results", SPE Annual Technical Conference and Exhibition, 2000 (SPE-63247-MS)',
  '10.2118/63247-MS',
);

/**
 * Killing wells and the fluids of a completion, and two drilling troubles that turn on the fluid
 * or the BHA: bullheading a producing well dead before a workover, a new well that will not flow
 * after perforating, a subsurface safety valve that leaks on its test, completion brine that
 * crystallises in the cold, barite sag, and a steerable motor that will not build.
 */
export const wellKillAndCompletionFluidEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-bullhead-kill',
    title:
      'Bullheading a producing well dead before a workover: the kill weight from the shut-in tubing pressure and the gas gradient, a pump rate that outruns the gas, the burst and collapse limits of old tubing and casing, fracture pressure, and the flow check',
    area: 'completions',
    // No alias the mid-job question ("bullheading … keep pumping?") says in full: it is the kill
    // entry's.
    aliases: [
      'bullhead kill plan',
      'planning a bullhead',
      'kill weight for a bullhead',
      'max pressure for a bullhead',
      'bullhead schedule',
      'bullhead pressure schedule',
      'bullhead pump rate',
      'bullheading rate',
      'maximum pressure while bullheading',
      'kill weight from SITP',
      'kill weight from shut-in tubing pressure',
      'gas gradient in the tubing',
      'injectivity test before the kill',
      'overflush into the perforations',
    ],
    // A bullhead told as a pressure climbing mid-job ('keep pumping?') is the kill entry's; this one
    // answers the planning: the weight, the rate, the limits, the check.
    appliesWhen: [
      'bullhead weight',
      'bullhead density',
      'bullhead SITP',
      'bullhead shut-in',
      'bullhead gradient',
      'bullhead TVD',
      'bullhead perforations',
      'bullhead perfs',
      'bullhead formation',
      'bullhead migration',
      'bullhead migrate',
      'bullhead fall through',
      'bullhead frac',
      'bullhead fracture',
      'bullhead collapse',
      'bullhead casing',
      'bullhead annulus',
      'bullhead packer',
      'bullhead injectivity',
      'bullhead inject',
      'bullhead flow check',
      'bullhead old',
      'bullhead wall loss',
      'bullhead rate',
      'bullhead fast',
      'bullhead schedule',
      'bullhead plan',
      'bullhead workover',
      'bullhead limit',
      'bullhead maximum',
      'bullhead max',
      'bullhead how high',
      'bullhead volume',
      'bullhead overflush',
    ],
    symptoms: [
      'pressure came back after we bullheaded the well',
      'pump pressure climbing toward the limit while bullheading',
      'casing pressure rising while pumping down the tubing',
      'kill fluid falling through the gas in the tubing',
      'formation will not take fluid when we bullhead',
      'tubing pressure not dropping as the kill fluid goes in',
    ],
    summary:
      'Bullheading pushes the tubing contents back into the formation with kill fluid. Work out the bottomhole pressure from the SITP plus the gas (or oil) column, not the SITP alone; pump fast enough that the fluid does not fall through the gas; keep under a pressure schedule set by the derated tubing burst, the casing and wellhead ratings and the fracture pressure; then watch it, and flow-check before opening up.',
    body: `**Ask first**: what is the shut-in tubing pressure, what fills the tubing (gas, oil, water), and what are the fracture gradient at the perforations and the condition of the tubing and casing (age, wall loss, last test)?

**Checks before pumping: the kill weight (worked example)**
- Bottomhole pressure = SITP + the column in the tubing. Gas gradient (psi/ft) ≈ P × SG ÷ (53.3 × z × T°R); oil about 0.30–0.38 psi/ft; water 0.43–0.47. Using the SITP alone leaves the kill fluid a gas column short.
- Example: gas well, top perforation 10,500 ft TVD, SITP 4,400 psi, gas SG 0.65. At an average 4,800 psi, z 0.9 and 630°R the gas weighs ≈ 4,800 × 0.65 ÷ (53.3 × 0.9 × 630) ≈ 0.10 psi/ft, so BHP ≈ 4,400 + 1,050 = 5,450 psi. Kill weight = 5,450 ÷ (0.052 × 10,500) = 5,450 ÷ 546 = 10.0 ppg to balance; with a 200 psi margin 5,650 ÷ 546 = **10.35 → 10.4 ppg** (a CaCl2 brine, corrected for downhole temperature).
- Volume: tubing to the packer plus casing to the top perforation, then a few barrels over — e.g. 10,300 ft of 2-7/8 in. 6.5 lb/ft (0.00579 bbl/ft) = 60 bbl + 200 ft of 5-1/2 in. 17 lb/ft (0.0232 bbl/ft) = 5 bbl; overflush 5 bbl past the perforations, not 50.

**Checks before pumping: the max pressure — fracture, burst and collapse limits**
- **Fracture:** maximum surface pressure = fracture pressure at the perforations − the column in the tubing (friction ignored, which errs safe). At 0.75 psi/ft: 7,875 psi; at the start 7,875 − 1,050 ≈ 6,800 psi, at the end with 10.4 ppg to the perforations 7,875 − 5,680 ≈ 2,200 psi. Draw it as a line against barrels pumped.
- **Tubing burst, derated:** 2-7/8 in. 6.5 lb/ft J-55 is 7,260 psi new; burst scales with the wall left, so 25% wall loss leaves about 5,450 psi, and a 1.1 design factor about 4,950 psi — early in the job that, not the fracture pressure, is the limit. Without a caliper, use the derating the well-integrity standard sets. Annulus pressure behind the tubing supports it, within the casing's own (worn) rating — and a tubing or packer leak puts the bullhead pressure on that casing.
- **Collapse:** the tubing collapses when the annulus is above it — tubing bled to zero with pressure held on the annulus, or an empty tubing beside a heavy packer fluid. The tree and treating line stay below their ratings.

**Checks before pumping: a rate that outruns the gas**
- Pumped slowly, brine falls through the gas, leaving gas at the top, pressure back and fluid lost to the zone. Gas slugs rise through clear brine in tubing at very roughly 50–100 ft/min (faster when deviated).
- Fluid velocity (ft/min) = rate (bbl/min) ÷ capacity (bbl/ft): in 2-7/8 in. tubing 1 bbl/min ≈ 170 ft/min; in 4-1/2 in. (0.0152 bbl/ft) only 66 ft/min. Aim for several times the slip — 2–3 bbl/min in 2-7/8 in., 5 or more in 4-1/2 in. — inside the pressure schedule; a viscous pill ahead cuts the slip. If the limits will not allow the rate, lubricate and bleed, or circulate the well dead.

**What to do: running the job**
1. Pressure-test the lines (a check valve at the wellhead); gauges and a recorder on the tubing and the annulus; post the schedule and the volumes.
2. Start at ½–1 bbl/min to prove injection below the limit: a steady climb with no break means plugged perforations or a tight zone — stop, do not force it.
3. Bring the rate up and log pressure every barrel: it should fall as the heavier column builds. Annulus pressure following the tubing is a tubing or packer leak: stop.
4. At the planned volume, shut down and watch 15–30 min. Zero and staying zero: dead. Pressure building back: gas came up through the fluid — lubricate and bleed, or bullhead again faster or behind a viscous pill.
5. **Flow check** the tubing and the annulus (30 min or the programme's time) with the hole full and the returns measured, then set the barriers before the tree comes off. Gas trapped under the packer or in the annulus needs circulating out through a sleeve or a tubing punch.

**Safety:** the pressure schedule is a limit, not a target: stop at it. A tubing that bursts puts bullhead pressure on the casing. Keep people out of the line of the treating iron; on a sour well the returns and the bleed-offs go to a flare with H2S monitors on.`,
    sources: [
      API_RP_59,
      CRUMPTON,
      API_5C3,
      slbGlossary('bullheading'),
      cfrSubpart(30, '250', 'F', 'Oil and Gas Well-Workover Operations'),
    ],
    checks: ['equivalent_mud_weight', 'hydrostatic_pressure'],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'comp-workover-fluids-well-kill',
      'comp-depleted-well-kill',
      'ops-gas-migration-shut-in',
      'comp-well-flowing-workover',
    ],
  },
  {
    id: 'comp-new-well-will-not-flow',
    title:
      'A new well that will not flow after perforating or completion: the completion fluid column against the reservoir pressure, unloading it (swab, nitrogen on coiled tubing, gas lift), then the perforations, skin and a tag',
    area: 'completions',
    aliases: [
      'new well will not flow',
      "new well won't flow",
      'new completion will not flow',
      'well will not flow after perforating',
      "won't flow after perforating",
      'no flow after perforating',
      'dead after perforating',
      'never flowed after completion',
      'bringing in a new well',
      'completion fluid column',
      'completion brine holding the well',
      'hydrostatic of the completion fluid',
      'unloading the completion fluid',
      'nitrogen unloading',
      'nitrogen kickoff',
      'jetting with nitrogen',
      'nitrogen lift with coiled tubing',
      'perforations plugged',
      'bad perfs',
      'perfs not open',
      'off-depth perforations',
      'perforation skin',
      'reperforate',
    ],
    appliesWhen: [
      'new well',
      'new completion',
      'newly completed',
      'just completed',
      'after perforating',
      'after we perforated',
      'after we perfed',
      'perforated',
      'perfed',
      'perfs',
      'shot the well',
      'guns',
      'after completion',
      'completion fluid',
      'completion brine',
      'never flowed',
      'first flow',
    ],
    symptoms: [
      'new well will not flow after perforating',
      'no pressure at surface after the perforating job',
      'tubing full of completion brine and dead',
      'fluid level will not come up after swabbing the new well',
      'new well flows a little load water then dies',
      'never flowed since it was completed',
    ],
    summary:
      'A new well full of completion fluid will not flow if the column weighs more than the reservoir pressure can lift: compare the hydrostatic with the reservoir pressure first, then unload the column by swabbing, nitrogen through coiled tubing or gas lift. If it makes no fluid once the load is off, prove the perforations — fired, on depth, not covered, taking fluid — and measure the skin before reperforating, acidising or fracturing.',
    body: `**Ask first**: what is the reservoir pressure at the perforations against the hydrostatic of the fluid in the well (its weight and where its top is), and did the guns fire on depth? Most new wells that will not flow are held down by their completion fluid.

**Checks: the column against the reservoir (worked example)**
- Hydrostatic (psi) = 0.052 × fluid weight (ppg) × TVD of the column (ft). It must be less than the reservoir pressure by the drawdown needed to flow, plus the wellhead back-pressure.
- Example: perforations at 9,200 ft TVD, reservoir pressure 3,700 psi (0.40 psi/ft, about 7.7 ppg equivalent), well full of 9.2 ppg brine: 0.052 × 9.2 × 9,200 = 4,400 psi — 700 psi overbalanced. The reservoir can hold up 3,700 ÷ 0.478 = 7,740 ft of that brine, so the level must come down to about 1,460 ft just to balance, and to about 2,500 ft for 500 psi of drawdown: 2,500 × 0.00579 = 14.5 barrels out of 2-7/8 in. tubing above a packer (the annulus too without one).
- The column also tells you about the perforations: a well 700 psi overbalanced and open to a permeable zone takes fluid until the level stands near the balance depth. A column that stays at surface for hours says the perforations are not open to the rock — or the rock is very tight.

**Likely causes**
- **The completion fluid column** (the commonest), or kill brine added after perforating.
- **Perforations not open:** guns that did not fire or fired partly, off depth (into shale, or a casing collar mis-correlated), charges that did not get through thick cement or two strings, tunnels plugged by debris and crushed rock after shooting overbalanced in dirty fluid.
- **Fill** — sand, gun debris, cement or barite — over the perforations.
- **Damage (skin):** mud and cement filtrate, brine incompatible with the formation water or clays, a water block in tight gas rock.
- **The rock itself:** too tight or too low in pressure to flow without stimulation or lift.

**What to check, in this order**
1. The gun report: shots fired against shots loaded, the correlation log against the open-hole log.
2. The fluid level and tubing pressure since perforating; volume lost or gained.
3. A tag with a sinker bar or gauge ring: where is bottom against the bottom perforation?
4. An injectivity test at low rate: taking brine at a modest pressure means open perforations — the problem is the column or the reservoir; no injection below the limit means plugged or unopened perforations.
5. Once unloaded: a flow and build-up test for kh and skin (high skin with fair kh is damage; low kh with little skin is the rock), and a spinner or temperature log.

**What to do: unloading the column**
- **Swab** it down, logging the level, recovery and pressure between runs; a level rising run after run means the zone is feeding.
- **Nitrogen through coiled tubing:** run in jetting nitrogen, lifting the column in stages and gaining drawdown as you go deeper, flowing back through a choke to a separator; mind the coil's collapse rating and a drawdown that sands weak rock.
- **Gas lift:** with mandrels in the string, unload down the annulus valve by valve; without them, a lighter fluid or nitrogen cushion next time — perforate underbalanced.
- Count the load back: a well that has not recovered the barrels it lost is loaded, not dead.

**What to do: when the perforations are really bad**
- Reperforate on depth, underbalanced, with deeper-penetrating charges or more shots per foot (through-tubing or TCP) in clean fluid.
- A small acid breakdown across the perforations (with ball sealers on long intervals) to open plugged tunnels; a fracture treatment where the rock is tight and perforation quality matters less.
- Do not keep swabbing, run after run, a well that never accepted fluid: prove the perforations first.

**Safety:** a new zone can come in hard once the column is off — flow through a choke to a separator or tank, never an open pit, with the kill fluid ready; nitrogen is an asphyxiant (no one in low spots or cellars during flowback) and a new zone may be sour — monitors on.`,
    sources: [BELLARBY, KING_UNDERBALANCE, KARAKAS_TARIQ, slbGlossary('skin'), slbGlossary('swab')],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'comp-perforating-underbalance',
      'comp-swabbing-well-in',
      'ops-well-dies-after-shut-in',
      'lift-gas-lift-unloading',
    ],
  },
  {
    id: 'comp-sssv-failed-leak-test',
    title:
      'A subsurface safety valve that leaks on its closure (inflow) test: the API RP 14B allowable leak rate worked out from the build-up, retesting, lock-open and a wireline insert valve, the regulator, and whether the well may flow meanwhile',
    area: 'completions',
    aliases: [
      'SSSV leak test',
      'SSSV failed leak test',
      'SCSSV leak test failed',
      'SCSSV leaking',
      'TRSCSSV leaking',
      'TRSCSSV failed inflow test',
      'DHSV inflow test',
      'DHSV leaking',
      'subsurface safety valve leaking',
      'safety valve inflow test',
      'safety valve closure test',
      'flapper leaking',
      'allowable leakage rate',
      'API RP 14B leak rate',
      '15 scf/min',
      '400 cc/min',
      'lock open the TRSV',
      'lock-open tool',
      'wireline retrievable insert valve',
      'insert safety valve',
      'WRSV insert',
    ],
    appliesWhen: [
      'subsurface leak',
      'subsurface leakage',
      'TRSCSSV leak',
      'TRSCSSV leakage',
      'TRSV leak',
      'WRSV leak',
      'flapper leak',
      'safety valve leakage',
      'safety valve inflow',
      'valve inflow test',
      'subsurface inflow',
      'subsurface closure',
      'TRSCSSV test',
      'flapper test',
      'scf/min',
      'cc/min',
      'insert valve',
      'lock open',
      'lock-open',
      '14B',
    ],
    symptoms: [
      'pressure building above the closed SSSV on the leak test',
      'SCSSV failed the inflow test',
      'the flapper is leaking on the six-monthly test',
      'tubing pressure above the safety valve keeps rising after we bled it off',
      'the subsurface safety valve closes but will not hold pressure',
    ],
    summary:
      'A closed subsurface safety valve is tested by bleeding off the tubing above it and measuring the build-up; the leak rate worked out from that build-up and the volume above the valve must not exceed API RP 14B’s allowance (15 scf/min of gas, 400 cc/min of liquid). Rule out the test first, cycle, clean and retest; a valve that leaks again is repaired or replaced — for a tubing-retrievable valve, locked open with a wireline insert valve run in its profile — and offshore the US rules leave no allowance to keep producing on it.',
    body: `**Immediate actions**
1. **The valve is a failed barrier until a valid retest passes:** keep the well shut in on the SSV and the master valve (or as the well-integrity standard allows) and tell the supervisor and the integrity engineer.
2. Do not defeat or bypass the shutdown system to keep producing; record the failure and the test data.
3. Watch the tubing above the valve and the annuli while it is shut in.

**Ask first**: what is above the closed valve — gas or liquid — what volume (valve depth and tubing size), and how fast did the pressure rise after the bleed-off? The leak rate, not the pressure rise alone, decides pass or fail.

**Checks: the leak rate from the build-up (worked example)**
- The test: close the valve, bleed the tubing above it down to leave a large differential, shut the tree in and record the build-up. API RP 14B (and 30 CFR 250.880 offshore) allow **15 scf/min of gas** or **400 cc/min of liquid** (about 3.6 barrels a day).
- Gas above the valve: leak (scf/min) ≈ V (ft³) × rise (psi/min) ÷ 14.7 × 520 ÷ (z × T°R).
- Example: valve at 1,200 ft in 3-1/2 in. 9.2 lb/ft tubing (0.0488 ft³/ft) ≈ 59 ft³ + 1 ft³ of tree = 60 ft³. Bled to 500 psi against 2,450 psi below; it rises to 800 psi in 30 min = 10 psi/min. Leak ≈ 60 × 10 ÷ 14.7 × 520 ÷ (0.95 × 560) ≈ **40 scf/min — a fail**. The allowance here is a rise of about 3.8 psi/min, about 110 psi in 30 minutes.
- Liquid above the valve: a few cubic centimetres raise the pressure of a liquid-full tubing by tens of psi, so measure the volume — bleed it into a measured container — rather than judge by the gauge.

**Likely causes**
- **The test, not the valve:** a tree valve (master or swab) or a gauge fitting leaking, gas warming or cooling above the valve, gas breaking out of liquid, too short a test.
- **Debris on the seat:** sand, scale, paraffin or a hydrate holding the flapper off its seat — often cleared by cycling.
- **A damaged seat or flapper:** eroded by flow or by opening against a differential (not equalised), or a flow tube not fully returning.
- A wireline-retrievable valve or its lock leaking past its packing in the landing profile.

**What to do**
1. Rule out the test: check the tree valves and fittings, let the temperature settle, extend the test.
2. Cycle the valve several times, flow the well briefly through it to clean the seat, or soak it with a dissolver for the deposit, equalise and retest. A pass after cleaning goes on record, with a shorter test interval.
3. Leaking on the retest: a wireline-retrievable valve is pulled, redressed or replaced. A tubing-retrievable valve is **locked open** with a slickline lock-open tool (usually permanent) and a **wireline-retrievable insert valve** set in its profile, run off the same control line through a communication tool — if the control line holds. The insert costs bore, so plan future slickline work around it; otherwise a workover to replace the valve.
4. **Offshore (US, BSEE):** 30 CFR 250.880 requires a valve that leaks past these rates to be removed, repaired and reinstalled, or replaced, and tested again; report the failure to BSEE and the manufacturer under 30 CFR 250.803 (within 30 days). A well whose wireline valve is pulled for a routine job is signed, attended and not flowed except as that job needs (30 CFR 250.817). Onshore and elsewhere, the state rules and the company standard decide; any flowing on a failed valve is a written, time-limited risk assessment with the SSV tested and the well attended or plugged below.

**Safety:** the subsurface valve is the barrier for the day the tree is hit or on fire; until it passes, the well relies on surface valves only. Bleed-offs from the test go to a closed system or flare, with H2S monitors on a sour well.`,
    sources: [
      API_14B,
      cfrSection(30, '250.880', 'Production safety system testing (SSSV leakage rates)'),
      cfrSection(30, '250.803', 'What SPPE failure reporting procedures must I follow?'),
      cfrSection(
        30,
        '250.817',
        'Temporary removal of subsurface safety devices for routine operations',
      ),
      API_14A,
      BELLARBY,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-safety-valve-failed-test', 'comp-sssv-will-not-open', 'chem-sulfate-scale'],
  },
  {
    id: 'comp-brine-crystallizing-cold',
    title:
      'Completion brine crystallizing in cold weather or under pressure: TCT against FCTA and LCTD, plugged lines, heating, diluting or changing the blend, and handling heavy brines safely',
    area: 'completions',
    aliases: [
      'brine crystallizing',
      'brine crystallising',
      'brine crystallized in the lines',
      'brine crystallised in the lines',
      'completion brine crystallized',
      'lines plugged with salt',
      'salt crystals plugging the lines',
      'brine freezing in the lines',
      'FCTA',
      'first crystal to appear',
      'LCTD',
      'last crystal to dissolve',
      'true crystallization temperature',
      'true crystallisation temperature',
      'pressure crystallization temperature',
      'pressurized crystallization temperature',
      'winterized brine',
      'low-TCT blend',
      'eutectic point',
      'heavy brine handling',
      'calcium bromide burns',
      'zinc bromide handling',
    ],
    appliesWhen: [
      'crystallized',
      'crystallizing',
      'crystallised',
      'crystallising',
      'plugged',
      'plugging',
      'line',
      'FCTA',
      'LCTD',
      'true crystallization',
      'true crystallisation',
      'under pressure',
      'dilute',
      'diluting',
      'heat',
      'thaw',
      'blend',
      'winter',
      'cold weather',
      'riser',
      'mudline',
      'handling',
      'PPE',
      'burn',
    ],
    symptoms: [
      'brine crystallized in the lines overnight',
      'suction and pump lines plugged with salt crystals',
      'brine weight dropped after a cold night',
      'crystals in the choke and kill lines after the pressure test',
      'slushy brine in the tank bottoms',
      'heavy brine setting up in the lines in winter',
    ],
    summary:
      'A brine near saturation drops salt crystals when it cools below its true crystallization temperature (TCT), and some heavy brines crystallize at a higher temperature under pressure. Crystals plug lines and pumps and leave the brine lighter. Read TCT against FCTA and LCTD, pick a blend whose TCT (and PCT) sits well below the coldest point it will see, heat and circulate to redissolve, dilute only if the weight allows, and handle bromide and zinc brines with full chemical PPE.',
    body: `**Ask first**: which brine and weight (single salt or blend), its TCT from the supplier's sheet, the coldest temperature it will meet — tanks and lines overnight, the riser and choke and kill lines at the mudline — and the highest pressure it will be held at?

**Checks: reading FCTA, TCT and LCTD (API RP 13J)**
- **FCTA**, first crystal to appear on cooling — the lowest of the three, lowered by supercooling.
- **TCT**, true crystallization temperature — the temperature the brine rebounds to as crystals form and release heat; the figure blends are sold and specified by.
- **LCTD**, last crystal to dissolve on warming — the highest; how warm it must get to clear.
- Choose a TCT 10–20°F below the coldest expected temperature. On the salt side of the eutectic, TCT climbs steeply with weight: calcium bromide is near −37°F at its eutectic (about 13.2 ppg), about 10°F at 14.2 ppg and in the 50s °F by 14.9 ppg.
- **Pressure:** for many heavy brines pressure raises the crystallization temperature (the PCT), so a brine clear in the tank can set up in choke and kill lines at the mudline during a BOP or casing test. Ask the supplier for the PCT at the test pressure.

**Likely causes**
- A blend near saturation meeting a temperature below its TCT; supercooled brine that sets up all at once when pumped or disturbed.
- A blend changed in the field: sacked salt added past the blend's limit, evaporation in heated tanks, mixing brines of different salts.
- Pressure tests on cold lines (the PCT). Light brines, below the eutectic concentration, freeze as ice.

**What to check, in this order**
1. Where the crystals are (tank bottoms, suction, pump, lines, choke and kill lines) and the temperature there now.
2. Weight in and out: a falling weight means salt has left the fluid and the column is lighter than planned.
3. A sample warmed in a jar: crystals that clear on warming are crystallization, not solids.
4. The blend: water or salt added, brines mixed; the supplier's TCT and PCT for what is in the tank now.

**What to do**
- Stop pumping into a plugged line; isolate it and bleed off before opening — crystal bridges trap pressure.
- Heat and circulate: heat the tanks (steam coils, heaters), agitate to redissolve the bottoms, insulate and heat-trace the lines, drain idle lines; thaw a plugged line from its open end with steam or hot water, never a torch.
- Dilute: on the salt side of the eutectic, water or a lighter brine of the same salt lowers the TCT — and the weight; check it holds the well with margin.
- Change the blend: buy the weight as a lower-TCT formulation (winter blends of CaCl2/CaBr2, zinc blends or formates); have the supplier design to the weight, the temperature and the pressure.
- Offshore, fill choke and kill lines with a low-TCT fluid before long holds or pressure tests.
- Once it clears, re-weigh it and correct the kill margin.

**Safety:** calcium and zinc bromides and heavy chloride blends dehydrate and burn skin and can blind; zinc brines are acidic and toxic to aquatic life. Wear what the SDS requires — goggles with a face shield, impervious gloves, a chemical suit or apron and rubber boots, no leather — with an eyewash and shower at hand; wash off at once and remove soaked clothing. Dissolving dry calcium chloride gives off heat: add it slowly with agitation. Brine decks are slippery; contain spills.`,
    sources: [API_13J, CRUMPTON, TETRA_CRYSTALLISATION, slbGlossary('completion fluid')],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'comp-workover-fluids-well-kill',
      'fac-freeze-protection',
      'chem-sds-osha-hcs',
      'ops-trapped-pressure',
    ],
  },
  {
    id: 'drill-barite-sag',
    title:
      'Barite sag: mud weight coming back light then heavy on bottoms up after a trip, in deviated and HPHT wells — dynamic and static sag, the well-control risk, staged circulation and the rheology fix',
    area: 'drilling',
    aliases: [
      'barite sag',
      'weight material sag',
      'weighting material sag',
      'mud sag',
      'dynamic sag',
      'static sag',
      'sag in oil-based mud',
      'barite settling in the hole',
      'barite bed on the low side',
      'Boycott settling',
      'Boycott effect',
      'mud weight variation on bottoms up',
      'mud weight swings on bottoms up',
      'uneven mud weight after a trip',
      'mud weight fluctuating on bottoms up',
      'heavy and light mud on bottoms up',
      'sag test',
      'viscometer sag shoe test',
      'VSST',
      'low-shear-rate viscosity',
      'sag register',
    ],
    symptoms: [
      'mud weight coming back light then heavy on bottoms up after the trip',
      'mud weight out varying high and low on bottoms up',
      'light mud at the shakers after tripping in, then heavy mud behind it',
      'mud weight swings of a pound or more after the well sat static',
      'ECD and pump pressure erratic after breaking circulation in the tangent',
      'losses when the heavy mud came around after the trip',
    ],
    summary:
      'Barite sag is weight material settling out of the mud, mostly in deviated hole: on bottoms up after a trip or a long static period the returns come back light, then heavy — more than 0.5 ppg either way is significant. The light column can let the well kick and the heavy slug can cause losses. Treat light returns as an influx until a flow check says otherwise, break circulation in stages with the pipe rotating, and fix the low-shear rheology and the drilling practices that let it settle.',
    body: `**Immediate actions**
1. **Light mud coming up:** watch the pit volume and flow-check before calling it sag — a gain or flow is a kick: shut in.
2. **Weigh the returns** every few minutes with a pressurised balance and log them against strokes: light then heavy, with no gain, is the sag signature.
3. **Bring the pumps up in stages with the pipe rotating**, and watch for losses as the heavy mud comes around.

**Ask first**: what did the weight out do against strokes on bottoms up — drop light first, then jump heavy, by how much — and did the pits gain? A swing of more than 0.5 ppg from the nominal weight is significant sag by the industry's working definition.

**Likely causes**
- **Dynamic sag** — the main one: barite settles to the low side while the mud moves slowly, then slides down it (the Boycott effect). Worst at about 60–75° inclination, at low annular velocity and with the pipe not rotating: tripping, slow circulation, long slides, a big hole or riser at low flow.
- **Static sag:** mud left static on trips, logging, casing runs — with weak low-shear rheology (low 3- and 6-rpm readings, flat or fragile gels).
- **Mud that thinned:** oil- and synthetic-based muds thinned by temperature in HPHT wells, over-diluted or over-thinned mud, base oil added.
- Eccentric pipe lying on the low side, and a low-gravity-solids or barite grade that settles easily.

**Checks: what the light mud costs (worked example)**
- Lost hydrostatic (psi) = 0.052 × (nominal − light weight, ppg) × TVD of the light column (ft). A column 1.0 ppg light over 3,000 ft TVD costs 0.052 × 1.0 × 3,000 = **156 psi** — enough to let an HPHT well with a narrow margin flow.
- Depth the mud came from ≈ strokes pumped × pump output ÷ annular capacity: plotting weight against that depth shows the sag interval.
- Heavy mud coming round raises the ECD; with a weak shoe that means losses, then a falling level and an influx.

**What to check, in this order**
1. Flow check and the pits: sag or an influx? Gas-cut mud is light too — check gas readings.
2. Weight in and out on every bottoms up after a trip or a static period (a sag register), with a pressurised balance.
3. The rheology at temperature: 3- and 6-rpm dial readings, gels, HPHT rheology; a sag test (VSST, or static ageing in an inclined cell).
4. The practices: slide hours, flow rate, static time, inclination through the interval.

**What to do**
- **Staged circulation:** on the trip in, break circulation at the shoe and at intervals through the sag zone, and circulate bottoms up in stages before drilling ahead, logging, running casing or cementing; condition until weight in equals weight out.
- **Rotate the pipe** — the single most effective practice: it stirs the low-side bed back into the flow.
- **Rheology:** raise the low-shear viscosity (organophilic clay or a rheology modifier in oil-based mud, polymer in water-based) within the ECD limits; a common high-angle guideline keeps the 6-rpm reading at about the hole diameter in inches or more. Do not thin the mud to cure a high ECD that sag caused.
- **Weight material:** a finer, treated or micronised weighting agent in HPHT and narrow-margin wells.
- **Practices:** keep the annular velocity up, keep slides short, avoid circulating long at low rates, shorten static periods.
- Before a cement job, condition out the barite bed: it channels the cement on the low side.

**Safety:** a sagged well has a light column above and a heavy one below — the influx and the losses can come on the same bottoms up. Keep the trip tank on and flow-check on any doubt; weigh the mud, do not assume it.`,
    sources: [BERN_SAG, HANSON_SAG, API_13D, slbGlossary('barite sag')],
    checks: ['barite_weight_up'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'drill-gas-cut-mud',
      'drill-lost-circulation',
      'ops-kick-warning-signs',
      'drill-hole-cleaning',
    ],
  },
  {
    id: 'drill-motor-not-building',
    title:
      'A steerable motor not building as planned — doglegs below what its bend should give: soft or interbedded rock, a washed-out hole, stabiliser gauge and placement, weight, flow rate and toolface control, and when to go to a higher bend or a rotary steerable',
    area: 'drilling',
    aliases: [
      'motor not building',
      'mud motor not building',
      'DLS lower than planned',
      'short on build rate',
      "motor won't build",
      'motor will not build angle',
      'not getting the build rate',
      'not getting the doglegs',
      'low motor yield',
      'motor yield',
      'motor underperforming on build',
      'dogleg lower than planned',
      'falling behind the plan in the curve',
      'below plan in the build section',
      'slide not building',
      'bent housing motor',
      'bent-housing motor',
      'AKO motor',
      'bend setting',
      'steerable motor',
      'slide ratio',
      'slide percentage',
      'toolface control',
      'reactive torque',
      'rotating tendency',
      'rotary steerable',
      'RSS',
      'push-the-bit',
      'point-the-bit',
    ],
    appliesWhen: [
      'build',
      'building',
      'dogleg',
      'DLS',
      'yield',
      'curve',
      'behind plan',
      'below plan',
      'behind the plan',
      'below the plan',
      'bend',
      'turn rate',
      'inclination',
      'toolface',
    ],
    symptoms: [
      'motor not building angle while sliding',
      'getting half the dogleg the motor should give',
      'falling below the plan in the curve',
      'toolface keeps walking off while sliding',
      'have to slide nearly the whole stand to stay on the build',
      'build rate drops off in the soft rock',
    ],
    summary:
      'Work out the dogleg the motor makes per 100 ft actually slid and compare it with its rated yield for the bend, hole size and stabilisers. A shortfall comes from soft or interbedded rock, a washed-out hole that loses the three-point contact, undergauge or misplaced stabilisers or a long-gauge bit, too little or too much weight, high flow washing the hole, or a toolface that wanders. Fix the slides first; if the plan needs most of every stand slid (more than about 75 %), go to a higher bend or a rotary steerable.',
    body: `**Ask first**: what dogleg are you getting per 100 ft actually slid (not per stand), against the motor's rated yield for this bend, hole size and stabiliser set-up — and is the shortfall everywhere, or only in certain rock or after a washout?

**Checks: the slide sheet (worked example)**
- Slide yield (°/100 ft) = (inclination change − rotating tendency × rotated ft ÷ 100) ÷ (slid ft ÷ 100), with the slides held near high side.
- Example: a 93-ft stand, 50 ft slid at high side and 43 ft rotated, inclination 31.0° → 33.0°. Rotated stands have been dropping 0.5°/100 ft, so the rotation cost 0.2°; the slide made 2.2° in 50 ft = **4.4°/100 ft** against a rated 6.5°/100 ft for a 1.5° bend in 8-3/4 in. hole — two-thirds of rating.
- The plan needs 4°/100 ft, 3.7° a stand: slid feet x from 0.044x − 0.005(93 − x) = 3.7 gives x ≈ 85 ft — 91% of every stand. Above about 70–80% slid there is no margin for toolface trouble or harder rock: change the BHA.
- Toolface error costs build as its cosine: 30° off high side keeps 87% of the build, 45° only 71%, and turns the rest.
- The survey sensor sits some 40–60 ft behind the bit: project to the bit before judging the last slide.

**Likely causes**
- **Soft or unconsolidated rock:** the bit and pads dig into the low side rather than cutting sideways, and the hole enlarges; the motor's three points (bit, bend pad, stabiliser) lose their contact.
- **Interbedded hard and soft rock:** the bit deflects along the beds, toolface jumps at each stringer, ledges form.
- **A washed-out hole:** high flow and jetting while sliding in soft rock; an over-gauge hole takes away the side force.
- **The BHA:** a worn or undergauge pad or stabiliser, a string stabiliser placed where it acts against the bend, a long-gauge bit that resists side-cutting, an AKO set lower than planned.
- **Weight and toolface:** weight not reaching the bit while sliding (drag, hanging up, stick-slip) gives low ROP and a wandering toolface; too much weight swings the toolface left by reactive torque and stalls the motor.
- **A dropping rotating tendency** that eats what the slides build.

**What to check, in this order**
1. The slide sheet: yield per slide, toolface ordered against held, the survey projected to the bit.
2. Where it falls short: by formation (gamma, ROP), by hole size (caliper if there is one), by flow rate.
3. The BHA as run: bend setting, pad and stabiliser gauge when last out, bit gauge length, stabiliser placement against the directional company's BHA model.
4. Sliding parameters: surface against downhole weight, differential pressure, ROP, toolface scatter.

**What to do**
- Hold toolface tighter: set it allowing for reactive torque, bring weight on in small steps at a steady differential, rock the pipe to move it without losing toolface.
- In soft rock: cut the flow while sliding to the least that cleans the hole, control-drill so the bit side-cuts, put the slides in the firmer beds.
- Short term, rotate less — slide more of each stand.
- Next trip: a higher bend (1.5° to 1.83° or 2.0°) within the motor's rotating limits, full-gauge pads and stabilisers, a short-gauge side-cutting bit.
- A **rotary steerable** builds at a steady dogleg while rotating — better hole, no toolface fight; point-the-bit tools cope with soft or washed-out hole better than push-the-bit pads, which need a firm wall.
- Re-plan if needed: start the curve earlier or add a tangent to land with margin, within the doglegs casing and completion can pass.

**Safety:** catching up with high doglegs makes fatigue, key seats, casing wear and torque and drag; near other wells, keep to the anti-collision plan and survey before every slide decision.`,
    sources: [
      APPLIED_DRILLING_ENGINEERING,
      SCHAAF_RSS,
      slbGlossary('bent housing'),
      slbGlossary('rotary steerable system'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'drill-torque-drag-high',
      'drill-downhole-vibration-stick-slip-whirl',
      'drill-low-rop-bit-balling',
      'drill-hole-cleaning',
    ],
  },
];
