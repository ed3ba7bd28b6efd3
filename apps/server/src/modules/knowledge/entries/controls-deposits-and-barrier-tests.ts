import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  API_RP_59,
  apiStandard,
  cfrSection,
  cfrSubpart,
  KELLAND,
  OSHA_OIL_AND_GAS,
  petroWiki,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

/**
 * Weekly questions with no entry of their own: a control valve hunting and a level or pressure
 * swinging on a vessel, telling one deposit from another in the field, testing a two-way check
 * before the tree comes off, and a squeeze that will not hold its pressure test.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const EMERSON_CONTROL_VALVE_HANDBOOK: KnowledgeSource = {
  title:
    'Emerson (Fisher), Control Valve Handbook, 5th edition: control valve performance (dead band, stiction, positioners, step response), valve sizing, characteristics and installed gain',
  url: 'https://www.emerson.com/documents/automation/control-valve-handbook-en-3661206.pdf',
};

const ISA_75_25_01: KnowledgeSource = {
  title:
    'ANSI/ISA-75.25.01, Test Procedure for Control Valve Response Measurement from Step Inputs (and ISA-75.01.01 / IEC 60534-2-1, flow equations for sizing control valves)',
  url: 'https://www.isa.org/standards-and-publications/isa-standards',
};

const CONTROL_ENG_STICKING_VALVES: KnowledgeSource = {
  title:
    'Control Engineering, PID spotlight part 18: how to spot sticking control valves (limit cycles, the manual check)',
  url: 'https://www.controleng.com/pid-spotlight-part-18-how-to-spot-sticking-control-valves',
};

const API_12J = apiStandard(
  'API Spec 12J, Specification for Oil and Gas Separators (liquid level and pressure controls, retention)',
);

const API_14C = apiStandard(
  'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities (level and pressure safety devices)',
);

const API_RP_45 = apiStandard('API RP 45, Recommended Practice for Analysis of Oilfield Waters');

const KOKAL_ASPHALTENES = spePaper(
  'S. L. Kokal and S. G. Sayegh, Asphaltenes: The Cholesterol of Petroleum, SPE 29787 (Middle East Oil Show, 1995)',
  '10.2118/29787-MS',
);

const API_6A = apiStandard(
  'API Spec 6A, Specification for Wellhead and Tree Equipment (tubing hangers, back-pressure valve and two-way check preparations, rated working pressures)',
);

const COWAN_SQUEEZE = spePaper(
  'M. Cowan, Field Study Results Improve Squeeze-Cementing Success, SPE 106765 (SPE Production and Operations Symposium, 2007)',
  '10.2118/106765-MS',
);

const API_STD_65_2 = apiStandard(
  'API Std 65-2, Isolating Potential Flow Zones During Well Construction (cement barriers, remedial cementing, testing)',
);

export const controlsDepositsAndBarrierTestEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-control-valve-hunting',
    title:
      'A level or pressure control valve hunting (cycling open and closed) and a separator or treater level or pressure swinging: valve stiction and a sticking positioner, a valve or trim oversized and working near its seat, controller tuning too aggressive, a level transmitter or displacer fooled by foam, emulsion or a density change, slugging inflow or a dump valve fighting another loop — checks in manual, step tests and what to do',
    area: 'facilities',
    aliases: [
      'control valve hunting',
      'control valve cycling',
      'LCV hunting',
      'PCV hunting',
      'valve stiction',
      'stick-slip control valve',
      'sticking positioner',
      'limit cycle',
      'loop oscillation',
      'controller tuning',
      'PID tuning',
      'averaging level control',
      'oversized control valve',
      'reduced trim',
      'separator level swinging',
      'vessel pressure swinging',
      'interacting control loops',
      'valve step test',
      'ISA-75.25.01',
    ],
    symptoms: [
      'level control valve cycling open and closed every few minutes',
      'separator level swinging up and down around the set point',
      'vessel pressure oscillating with the pressure control valve hunting',
      'valve sticks, then jumps, and the level overshoots',
      'control valve hunting almost closed at low rates',
      'level swings got worse after the controller was retuned',
      'dump valve on one vessel and the level on the next swinging together',
      'level reading jumping with foam or emulsion in the vessel',
    ],
    summary:
      'A control loop that cycles is the valve (stiction, a sticking positioner, a valve or trim so oversized it works near its seat), the controller (gain or reset too aggressive), the measurement (a displacer or transmitter fooled by foam, emulsion or a change in density) or the process (slugs, or another loop feeding it). Trend output, valve travel and the level or pressure together, put the loop in manual — cycling that stops is the loop, cycling that goes on is the process — then small step tests show stiction and dead band; fix the valve before touching the tuning.',
    body: `**Ask first**: does the swinging stop when the controller is put in manual and the valve held still — and is it one loop, or the level and the pressure (or two vessels) swinging together at the same period?

**Likely causes**
- **Stiction in the valve (stick-slip):** packing overtightened or dry, a scored or bent stem, sand, scale or paraffin on the plug and guides, an actuator too small for the friction. The valve sits while the controller's reset winds the output up, then breaks free and jumps past where it should be: a saw-tooth output and a square-edged level or pressure trend.
- **The positioner or actuator:** a positioner sticking or out of calibration, a loose or worn feedback linkage or cam, a leaking diaphragm, wet or dirty supply gas, a supply regulator drooping; on a pneumatic level controller, a dirty nozzle, relay or pilot.
- **A valve or trim oversized, working near closed:** a valve sized for flowback or the first year's rate now passes today's flow at 5–10 % open. Every small move is a large change in flow, the plug bumps the seat, and the seat and plug wash out. A throttling valve should run roughly 20–80 % open over the normal range.
- **Tuning too aggressive:** gain too high or reset (integral) too fast for the vessel — a smooth, sine-like swing with the output and the process in step, often starting after someone "tightened up" the loop. A separator or surge-vessel level is meant to be tuned loosely (averaging level control) so the vessel absorbs slugs instead of passing them on. A snap-acting (on-off) dump opening full and closing full is dumping, not hunting — unless the cycles come seconds apart.
- **The measurement:** a displacer calibrated for one specific gravity reading another — lighter crude, more condensate, a water-cut or temperature change (calibrated for SG 0.80, with oil now at 0.70, it reads about 12 % low); foam on the oil; an emulsion or rag layer at the interface; a displacer rubbing its cage or a cracked torque tube; a plugged or gas-filled leg on a dp level transmitter. The reading jumps before the valve moves.
- **The process:** slugs from the flowline, plunger or intermitter wells arriving, a gas-lift well heading, a compressor loading and unloading; and **loops fighting** — the upstream vessel's dump feeding the next vessel's level, the pressure and level loops on the same vessel, two loops tuned to about the same speed.

**What to check, in this order**
1. **Trend the controller output, the valve travel (positioner feedback, or watch the stem) and the level or pressure** together over several cycles; note the period and the shape.
   - Output ramps, stem still, then the stem jumps: stiction or the positioner.
   - Smooth waves, output and process moving together: tuning.
   - The reading jumps with the stem still: the transmitter or displacer.
   - Swings that match slugs, a well's cycle, the upstream dump or another loop: the process or interaction.
2. **Put the loop in manual** and hold the output steady, with someone watching the sight glass and the shutdowns left live. Cycling stops: the valve or the tuning. Cycling goes on: the process, another loop, or the measurement.
3. **Step tests in manual** (the ISA-75.25.01 approach): move the output in small steps — 0.5 %, 1 %, 2 % — up, then down, letting the stem and the process settle each time. A healthy valve with a positioner follows 0.5–1 % steps; one that ignores steps until they add up to 2–5 % and then jumps has stiction or dead band. A 5–10 % step shows how much and how fast the process answers.
4. **Valve position at normal rate:** always under about 10–15 % open means oversized valve or trim.
5. **The measurement:** the sight glass (and try-cocks) against the transmitter; the displacer's calibration SG against today's fluid; foam or a rag layer in the glass.
6. **Supply and positioner:** supply pressure steady at the positioner, liquid drained from the supply filter, linkage tight, the diaphragm holding.
7. **Inflow and outlet:** flowline pressure, which wells cycle and when, the upstream vessel's dump, the downstream pressure the valve dumps against.

**What to do**
- **Stiction:** re-adjust or replace the packing to the maker's figures, clean the stem, clear sand, scale or paraffin from the trim, replace a bent stem or worn guides; re-calibrate or replace the positioner; fit an actuator sized for the friction. Do not tune it out — slowing the reset only stretches the cycle.
- **Oversized valve:** reduced trim, a smaller valve, or a small and a large valve in split range; re-size (ISA-75.01.01 / IEC 60534) for today's rates.
- **Tuning:** record the settings first; then cut the gain (widen the proportional band) and slow the reset — roughly halve the gain and double the integral time — and watch several cycles before the next change. For an averaging level, let the level wander inside its band (well clear of the alarms) so the outflow stays smooth; pressure loops stay faster.
- **Measurement:** re-calibrate the displacer for today's SG (or move to guided-wave radar where density keeps changing); defoamer for foam; treat or draw off the rag; clean the displacer and cage, replace a torque tube.
- **Process and interaction:** more surge volume or a slug catcher; stagger well and plunger cycles; turn an upstream snap-acting dump into a throttling one; make one of two interacting loops three to five times slower than the other.
- Write down the as-found and as-left tuning and valve data.

**Safety:** keep the high- and low-level and pressure shutdowns in service — never bypass them to stop nuisance trips from the swings; a level swinging to the low-low sends gas through to the tank or the next vessel. In manual, someone watches the level the whole time. Pulling a valve for repair needs it isolated, bled and locked out.`,
    sources: [
      EMERSON_CONTROL_VALVE_HANDBOOK,
      ISA_75_25_01,
      CONTROL_ENG_STICKING_VALVES,
      API_12J,
      API_14C,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'fac-separator-high-level',
      'ops-slugging-after-choke-change',
      'fac-instrument-air-loss',
      'fac-separator-carryover',
      'fac-heater-treaters',
    ],
  },
  {
    id: 'chem-deposit-identification',
    title:
      'Telling a deposit apart in the field — scale (carbonate or sulfate), paraffin, asphaltene, iron sulfide or iron oxide, sand and formation fines, or salt: quick tests with heat, solvents (xylene against diesel or kerosene), 15 % HCl, a magnet and fresh water, colour and texture, taking the sample, and the lab analyses to ask for',
    area: 'production-chemicals',
    aliases: [
      'deposit identification',
      'identifying a deposit',
      'unknown deposit',
      'deposit sample',
      'deposit analysis',
      'field deposit test',
      'solubility test',
      'xylene solubility',
      'acid solubility',
      'magnet test',
      'organic or inorganic deposit',
      'XRD',
      'X-ray diffraction',
    ],
    symptoms: [
      'unknown black deposit pulled out of the tubing',
      'hard white deposit on the rods or the pump',
      'soft brown greasy build-up in the flowline',
      'black powder in the filters and the separator',
      'deposit fizzes in acid and smells of rotten eggs',
      'sludge in the vessel that hot oil does not clear',
      'white crystals that dissolve in fresh water',
      'gritty solids settling in the vessel bottom',
    ],
    summary:
      'A fresh sample and five quick tests tell most deposits apart: paraffin melts with heat and dissolves in diesel or kerosene; asphaltene does not melt and dissolves in xylene but not diesel; carbonate fizzes in 15 % HCl; iron sulfide dissolves in acid with a rotten-egg H2S smell (and may be magnetic); iron oxide dissolves slowly with no smell; salt dissolves in fresh water; sulfate scale and sand are left over. Weigh what each step removes, then send the sample for XRD and organic analysis with a water analysis before choosing the treatment.',
    body: `**Ask first**: where did it come from (downhole tubing, the pump, a flowline, a vessel or tank) and at what temperature, is the water sour — and what did it do when heated and when dropped in acid?

**Likely causes: the usual deposits and how they behave**
| Deposit | Looks and feels | Heat | Diesel / kerosene | Xylene | 15 % HCl | Other |
|---|---|---|---|---|---|---|
| Paraffin | white, tan, brown or black with oil; soft, greasy, smears | melts (most field paraffins by about 110–180 °F) | dissolves (faster warm) | dissolves | no reaction | floats; forms where it is cold — upper tubing, flowlines, tanks |
| Asphaltene | black, brittle and shiny like coal, or sticky tar | softens or chars, does not melt away | does not dissolve | dissolves to a coffee-black solution | no reaction | deeper in the well, after acid, CO2 or gas injection, commingling |
| Calcium carbonate scale | white, grey or tan, hard, layered or crystalline | none | none | none | fizzes hard, dissolves almost completely | the most common scale |
| Iron carbonate | brown to tan, hard | none | none | none | fizzes slowly, faster warm; yellow-brown solution | CO2 corrosion |
| Sulfate scale (barium, strontium) | white, very hard, heavy, fine-grained | none | none | none | no reaction | may be radioactive (NORM) |
| Gypsum (calcium sulfate) | white, softer, needles or plates | none | none | none | little | dissolves slowly in fresh water |
| Iron sulfide | black powder, crust or scale | none | none | none | dissolves with a rotten-egg (H2S) smell (pyrite only slowly) | some forms magnetic; can self-heat when dry |
| Iron oxide (rust, magnetite) | red-brown, or black and strongly magnetic | none | none | none | dissolves slowly, no gas, yellow-orange solution | corrosion, oxygen in the water |
| Salt (halite) | white or clear cubic crystals | none | none | none | none | dissolves in fresh water in minutes; gas wells, chokes, heaters |
| Sand, silt, clay | gritty; clay slick when wet | none | none | none | quartz none (carbonate grains fizz) | settles as fill in vessels and the rathole |

Most samples are mixtures — oil-wet scale, paraffin holding sand together, iron sulfide in asphaltene — so the steps below are run in order and weighed.

**What to check, in this order** (on 10–20 g of sample)
1. **Take the sample right:** fresh, from where it formed, before any treatment; in a sealed glass jar filled full (iron sulfide under water, so it cannot oxidise and heat); note the place, depth, temperature and date; photograph it; keep half for the lab. Survey hard white scale with a NORM meter before handling.
2. **Look, feel and a magnet:** colour, hardness, layers, crystals, grease; a magnet picks up magnetite and some iron sulfides.
3. **Fresh water:** a piece in warm fresh water — salt goes in minutes, gypsum slowly, the rest stays.
4. **Heat:** a piece in hot water (about 180 °F) or on a hot plate — paraffin melts and floats as an oily film; asphaltene softens or chars but stays; scale and sand do not change.
5. **Solvents:** one piece in diesel or kerosene, one in xylene, shaken, for an hour. Both dissolve it: paraffin. Xylene only, dark solution: asphaltene. Neither: inorganic — go on.
6. **Acid:** wash the oil off the residue with xylene (oil-wet solids will not react), then 15 % HCl, outdoors with an H2S monitor. Strong fizz and it dissolves: calcium carbonate. Slow fizz, yellow-brown solution, no smell: iron carbonate or iron oxide. Rotten-egg smell, black solid dissolving: iron sulfide. Nothing: sulfate scale, sand or silica.
7. **Weigh before and after each step:** the fractions — organic, water-soluble, acid-soluble, residue — pick the treatment (say 30 % organic and 60 % acid-soluble calls for a solvent stage before the acid, or a solvent-acid blend).

**The lab analyses to ask for**
- **Organic and inorganic split:** solvent extraction with toluene or xylene, loss on ignition.
- **Organics:** paraffin content, melting point and carbon-number distribution (high-temperature gas chromatography); asphaltene content (n-heptane insoluble); SARA and stability on the oil.
- **Inorganics:** XRD for the minerals (calcite, siderite, barite, celestite, gypsum, pyrrhotite, magnetite, quartz), XRF or SEM-EDS for the elements, acid solubility; gamma spectroscopy for NORM on barite.
- **The water (API RP 45):** calcium, barium, strontium, sulfate, bicarbonate, iron, chloride, pH and dissolved H2S and CO2 — pH and bicarbonate measured at the wellsite on a fresh sample — so the scaling tendency can be checked against what was found.
- **Bacteria** (SRB and APB) where iron sulfide turns up in a sweet system.

**What to do**
- Treat what it is: hot oil, hot water or a paraffin solvent for paraffin; an aromatic solvent (xylene or a commercial blend) for asphaltene — diesel and hot oil do nothing to it; inhibited 15 % HCl with iron control for carbonate, iron carbonate and iron sulfide (with an H2S scavenger or a closed system for the gas); a chelant dissolver or mechanical removal for sulfate scale; fresh water for salt; a cleanout, then sand control, for sand and fines.
- Mixtures: a solvent stage before the acid, or a solvent-acid blend.
- Then prevent it: an inhibitor chosen for the deposit, checked by the next sample.

**Safety:** acid on iron sulfide gives off H2S — test outdoors or under a hood, with a monitor, goggles and acid gloves. Xylene and toluene are flammable and toxic to breathe; no flames near the hot plate and solvent jars. Iron sulfide that dries out can glow and ignite — keep it wet. Barite scale can carry NORM: survey, and handle and dispose of it under the NORM rules.`,
    sources: [
      KELLAND,
      petroWiki(
        'Asphaltenes_and_waxes',
        'paraffin and asphaltene deposits, their identification and treatment',
      ),
      slbGlossary('carbonate scale'),
      petroWiki('Glossary:Barium_sulfate'),
      API_RP_45,
      KOKAL_ASPHALTENES,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'chem-carbonate-scale',
      'chem-sulfate-scale',
      'chem-paraffin',
      'chem-asphaltenes',
      'ops-pyrophoric-iron-sulfide',
      'chem-norm',
      'ops-flowline-plugs-repeatedly',
    ],
  },
  {
    id: 'comp-twc-test-before-nipple-down',
    title:
      'Setting and testing a two-way check (TWC) or back-pressure valve (BPV) in the tubing hanger before nippling down the tree and nippling up the BOP: the barriers (kill fluid and the TWC, a deep plug where required), testing the TWC from above and from below, bleeding off and monitoring, testing the BOP against the TWC, and retrieving it',
    area: 'completions',
    aliases: [
      'two-way check',
      'two-way check valve',
      'TWC',
      'TWCV',
      'testing the TWC',
      'TWC in the hanger',
      'BPV in the tubing hanger',
      'hanger plug',
      'BOP test against the TWC',
    ],
    appliesWhen: [
      'twc',
      'twcv',
      'two-way check',
      'two way check',
      'bpv',
      'back pressure valve',
      'back-pressure valve',
      'hanger plug',
      'nipple down the tree',
      'nippling down the tree',
      'take the tree',
      'remove the tree',
    ],
    symptoms: [
      'TWC will not hold its test from above',
      'pressure under the two-way check after the tree was bled off',
      'tubing pressure builds back after setting the BPV',
      'BOP test against the TWC bleeding off',
      'annulus pressure rising while testing the TWC',
      'cannot pull the TWC, pressure below it',
    ],
    summary:
      'Before the tree comes off, the well needs two tested barriers: kill-weight fluid that is static on a flow check and a TWC (or BPV) set in the hanger profile — with a deep plug as well where the fluid cannot be trusted (gas, losses, no overbalance, H2S or high pressure). Test the TWC from above low then high (250–300 psi for 5 min, then the well’s maximum expected pressure within the hanger and tree rating for 10 min), check it from below by bleeding above it and watching, bleed every cavity to zero and watch it stay there, nipple down the tree, nipple up and test the BOP against the TWC, then equalize and pull it on the dry rod.',
    body: `**Ask first**: what holds the well below the hanger — kill-weight fluid with what overbalance, and is the well taking fluid; a deep plug or a packer with a plug — and what is the hanger's BPV/TWC preparation (threaded or wireline profile, size, type and pressure rating)?

**The barriers**
- **Two independent, tested barriers** between the well and the open hanger: usually kill-weight fluid (static on a flow check of at least 30 min, the fluid level full) and the TWC in the hanger, tested.
- **A deep mechanical plug as well** — a wireline plug in a profile above the packer, or a plugged packer — where the fluid cannot be counted on: a gas well, a well taking losses, little or no overbalance, high pressure, H2S, or where the operator's policy or the regulator requires it. It is tested too (pressure from above, an inflow test from below).
- **The annulus:** the hanger seals and the fluid in the annulus, with the casing valve open to a gauge throughout.
- **BPV or TWC:** a BPV holds from below and can be pumped through for a kill, but will not hold a test from above — the BOP and tree cannot be tested against it. A TWC holds both ways, so the BOP and tree are tested against it, but nothing can be pumped through it — the kill route is the annulus. Many operators set a BPV for the changeover and swap it for a TWC to test.

**Likely causes when the TWC will not test or pressure shows**
- **At the TWC:** debris, scale or cement in the profile or threads, a cut or missing seal ring, the wrong type or size for the hanger preparation, not made up to its shoulder, the poppet held off its seat.
- **Around it:** the hanger seals (the casing gauge rises on the test from above); a tree valve, the test cap or a needle valve leaking; temperature or air in the test fluid.
- **Below it:** the kill fluid losing its overbalance (losses, gas migrating up), the deep plug or the packer leaking — pressure under the TWC is the well, not a test problem.

**What to check, in this order**
1. **The well:** flow check, tubing and casing at zero, the fluid level full, the loss rate if any.
2. **The hanger and the tools:** the TWC and its running and retrieving tools match the hanger preparation (type, size, thread or profile, rating), new seals, and the tree bore drifts for them.
3. **The dry-rod tool's pressure housing:** rated above the highest pressure the well could show and tested against the swab valve on this rig-up.
4. **The deep plug,** where one is required: set and tested before the TWC goes in.

**What to do: set and test the TWC**
1. Rig up the dry-rod tool and its pressure housing (or wireline for a profile-type plug) on the tree, open the swab and masters, run in, make up the TWC in the profile to its shoulder, release the running tool and pull the rod up into the housing.
2. **Test from above:** pressure the tree bore above the TWC against the closed swab or cap — **low 250–300 psi for 5 min, then high to at least the well's maximum expected pressure** (never above the TWC, hanger or tree rating) for 10 min, flat on a chart, with the casing gauge watched.
3. **Check from below:** bleed the tree above the TWC to zero, leave the bleed open and watch 15–30 min for flow or pressure. On a dead well with no pressure below this proves little — the flow check and the deep plug carry the test from below; where a path exists (the well's own pressure, an open circulating sleeve) test it from below to the same low and high figures.
4. **A TWC that fails:** pull it, clean and inspect the profile and seals, reset and retest — never raise the pressure to make it seat.

**What to do: nipple down, nipple up and test the BOP**
1. Bleed the tree, the annulus, the void between the hanger seals and every valve cavity to zero through a needle valve to a tank, leave the bleeds open and watch it stay at zero for 15–30 min.
2. Nipple down the tree (far-side bolts first), inspect the hanger neck and threads, and keep the time with no tree and no BOP short — the BOP tested on the stump and ready to land.
3. Nipple up the BOP, function it, then test it against the TWC (with a test joint or on the blind rams): **low 250–350 psi for 5 min and high to the programme's test pressure**, the casing valve open and watched for pressure coming past the hanger.

**What to do: retrieve it**
1. With the BOP tested and the well static, run the retrieving tool on the dry rod through its pressure housing, or on a landing joint.
2. **Check for pressure below before it comes loose:** the retrieving tool opens the TWC's equalizing feature first, so pressure below shows at the gauge; pressure below means a barrier has failed — stop and kill.
3. Pull it up past the blind rams, close them, bleed off above and lay the tool down; flow check.
At the end of the work the steps run in reverse: set and test the TWC, nipple down the BOP, nipple up the tree and test it against the TWC, retrieve the TWC.

**Safety:** a plug in the hanger with pressure under it is a projectile — nobody stands over the bore; never unscrew a TWC or BPV without checking below it first; never test above the lowest rating in the test; H2S monitors on a sour well while bleeding.

**Before anything is unbolted**
1. **Nothing is unbolted until** the well is static on a flow check, the TWC is set and tested, and the tree, the annulus and every cavity read zero with the bleeds open.
2. **TWC will not test, or pressure shows under it or comes back after the bleed:** stop, leave the tree on and closed, and re-kill or reset and retest — never nipple down on it.
3. **Flow or pressure with the tree off:** land and close the BOP (or put the tree back), kill down the annulus or casing valve — a TWC cannot be pumped through.
4. Everyone out of the line of fire of the hanger bore, flanges and bleed lines while bleeding and unbolting.`,
    sources: [
      API_53,
      API_6A,
      API_RP_59,
      slbGlossary('back pressure valve'),
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment'),
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'drill-nipple-down-with-pressure',
      'comp-tree-test-after-workover',
      'ops-wellhead-valve-replacement',
      'drill-bop-pressure-test',
      'comp-workover-fluids-well-kill',
      'comp-tubing-test-plug-in-nipple',
    ],
  },
  {
    id: 'comp-squeeze-failed-pressure-test',
    title:
      'A squeeze cement job (through a cement retainer or a packer) whose pressure test bleeds off after drilling out: leaks in the pump, lines or test string, temperature and compressibility, the retainer or packer leaking, a casing leak above, or perforations or a channel left unsealed — positive against negative (inflow) tests, finding the leak with a packer, acceptance criteria and re-squeeze options',
    area: 'completions',
    aliases: [
      'failed squeeze',
      'squeeze will not test',
      'squeeze test',
      're-squeeze',
      'resqueeze',
      'hesitation squeeze',
      'block squeeze',
      'cement retainer squeeze',
      'microfine cement',
      'ultrafine cement',
      'resin squeeze',
      'packer isolation test',
    ],
    appliesWhen: ['squeeze', 'squeezed', 're-squeeze', 'resqueeze'],
    symptoms: [
      'squeeze test bleeding off after drilling out',
      'squeezed perforations will not hold pressure',
      'pressure falls on the squeeze test and nothing shows on the annulus',
      'squeeze held before drill-out but failed after',
      'squeeze holds pressure but the well still makes water',
      'squeeze took more cement than planned and still leaks',
    ],
    summary:
      'A squeeze that will not test is first checked for leaks in the pump, lines and valves and for temperature and air; then a packer set just above the squeeze separates a leaking squeeze from a casing leak above. Test it the way it must work — a positive test for a later frac or injection, an inflow (negative) test for a water or gas shut-off — and accept a flat test (commonly no more than 10 % loss in 30 min, as the programme or regulator sets). Re-squeeze by what the leak takes: an injection test first, then a hesitation squeeze with a small, low-fluid-loss batch, microfine cement for tight leaks, or resin for the smallest.',
    body: `**Ask first**: how did it fail — a fall that flattens or a steady straight-line fall, how much over how long, where the fluid goes (up the annulus, into the casing above, or nowhere to be seen) — and what must the squeeze do: hold a frac or injection pressure, or keep water or gas out?

**Likely causes**
- **Not the squeeze at all:** the pump, lines, a valve, the casing head or a leaking work-string joint.
- **Not a leak:** cold fluid warming in the well, or air trapped in the casing after drilling out — the pressure falls fast, then flattens, and each repeat test loses less.
- **A casing leak above the squeeze:** a corroded or split joint, a collar, a stage tool or the liner top — a test against the whole casing sees all of it; the squeeze may be sound.
- **The perforations or a channel not sealed:** the slurry never dehydrated into nodes across every perforation; cement overdisplaced past the perforations; slurry contaminated with mud or with the wrong fluid loss; too little waiting on cement; the squeeze pushed above fracture pressure and left a fracture open; a channel behind pipe still connected to another zone.
- **Drill-out damage:** a bit run with heavy weight and high rpm cracked or knocked out the nodes; the casing flexed under the test pressure and opened a microannulus.
- **The retainer or packer** (when tested before drill-out): its valve or element leaking — the test then says nothing about the cement.

**Positive and negative (inflow) tests**
- **Positive:** pressure from inside to the programme's figure (usually the highest pressure the casing will see later — the frac or injection pressure — within the weakest rating above, for example 80 % of burst), held 15–30 min. Passes when the curve flattens and the loss is within the rule — commonly no more than 10 % in 30 min.
- **Negative (inflow):** lower the pressure inside below the zone's — swab the fluid level down, or displace to a lighter fluid or nitrogen — and watch 30–60 min for the level to rise or pressure to build. This is the test for a water or gas shut-off squeeze: a squeeze can hold pressure from inside like a check valve and still let the zone flow in.
- Run the test for what the squeeze must do; a pass on one is not a pass on the other.

**What to check, in this order**
1. **The pump and lines:** test them against a closed valve, then the work string on its own.
2. **The curve and the volumes:** pressure against time, volume pumped against volume bled back; repeat the test once. Flattening and extra volume back mean temperature or air.
3. **Where the fluid goes:** flow up the annulus, pressure on the outer casing valves or the bradenhead.
4. **Packer isolation test:** set a test packer on the work string just above the squeezed interval; test down the string (the squeeze alone) and down the annulus (the casing above). If the casing above leaks, move the packer up in steps to find the leak; with open perforations below, a bridge plug under the squeeze isolates them.
5. **The squeeze record:** the final squeeze pressure reached and whether it held, cement placed behind pipe against the plan, displacement, WOC time and the lab's thickening time, fluid loss and strength; how the drill-out went (soft cement, stringers, weight and rpm).
6. **If still unclear:** a temperature or noise log while injecting, or a bond log across the interval.

**What to do: re-squeeze**
- **An injection test first:** the rate and pressure the leak takes (say 0.5 bbl/min at 1,500 psi, or only a bleed-off) decide the slurry and the volume.
- **Hesitation squeeze:** pump a quarter to half a barrel, stop 10–20 min, repeat — the slurry dehydrates in the leak a stage at a time until a final squeeze pressure (commonly several hundred psi above the injection pressure, below fracture pressure) holds.
- **A smaller, low-fluid-loss batch:** a tight leak takes a few barrels at most; the lab sets the fluid loss for the formation; leave cement in the casing above the perforations and reverse out the excess — do not overdisplace and wash the perforations clean.
- **Microfine (ultrafine) cement:** particles of a few microns against tens of microns for Class G or H — it enters microannuli, tight channels and small casing leaks that ordinary cement bridges on.
- **Resin or gel sealants:** solids-free, for leaks too small for any cement (a microannulus, a leaking thread) or a water shut-off; small, costly volumes.
- **A casing leak above:** squeeze it on its own, or patch it or run a liner.
- **Next time:** wait on cement until the lab strength is reached, drill out with a mill or bit at light weight and low rpm, and retest the same way before going on.

**Safety:** keep test pressures within the weakest casing, wellhead and BOP rating above the test; a negative test that flows is a kick — shut in and kill; squeezes run above fracture pressure can break into other zones or offset wells.`,
    sources: [
      COWAN_SQUEEZE,
      slbGlossary('squeeze cementing'),
      slbGlossary('cement retainer'),
      API_STD_65_2,
      cfrSection(30, '250.428', 'What must I do in certain cementing and casing situations?'),
      texasRule(13, 'Casing, Cementing, Drilling, Well Control, and Completion Requirements'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'drill-cementing-problems',
      'ops-pressure-test-will-not-hold',
      'cement-casing-test-after-bump',
      'drill-negative-inflow-test',
      'comp-drill-out-cibp-pressure-below',
      'comp-casing-damage-old-well',
    ],
  },
];
