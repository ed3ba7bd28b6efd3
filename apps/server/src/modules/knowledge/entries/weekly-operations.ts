import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  API_RP_59,
  apiStandard,
  cfrSection,
  cfrSubpart,
  FIELD_REVIEWED,
  OSHA_OIL_AND_GAS,
  spePaper,
  texasRule,
} from './sources';

/** Subsurface pumps: barrel and plunger lengths, hold-downs, valve and fit designations. */
const API_11AX = apiStandard(
  'API Spec 11AX, Specification for Subsurface Sucker Rod Pump Assemblies, Components, and Fittings',
);

/** Rod-string design: stretch, overtravel and loads by the Gibbs/RP 11L method. */
const API_11L = apiStandard(
  'API RP 11L, Recommended Practice for Design Calculations for Sucker Rod Pumping Systems (Conventional Units)',
);

const TAKACS_ROD: KnowledgeSource = {
  title:
    'G. Takacs, Sucker-Rod Pumping Handbook: Production Engineering Fundamentals and Long-Stroke Rod Pumping (Gulf Professional Publishing, 2015)',
  url: 'https://www.sciencedirect.com/book/9780124172043/sucker-rod-pumping-handbook',
};

const API_6A = apiStandard('API Spec 6A, Specification for Wellhead and Tree Equipment');

const API_11V5 = apiStandard(
  'API RP 11V5, Recommended Practices for Operation, Maintenance, Surveillance, and Troubleshooting of Gas-lift Installations',
);

const API_11S = apiStandard(
  'API RP 11S, Recommended Practice for the Operation, Maintenance and Troubleshooting of Electric Submersible Pump Installations',
);

const API_11S1 = apiStandard(
  'API RP 11S1, Recommended Practice for Electrical Submersible Pump Teardown Report',
);

const API_11S4 = apiStandard(
  'API RP 11S4, Recommended Practice for Sizing and Selection of Electric Submersible Pump Installations',
);

const ASME_B31G: KnowledgeSource = {
  title:
    'ASME B31G, Manual for Determining the Remaining Strength of Corroded Pipelines (supplement to the ASME B31 Code for Pressure Piping)',
  url: 'https://www.asme.org/codes-standards',
};

const NACE_SP0169: KnowledgeSource = {
  title:
    'NACE SP0169 (AMPP), Control of External Corrosion on Underground or Submerged Metallic Piping Systems',
  url: 'https://www.ampp.org/',
};

const NACE_INTERNAL: KnowledgeSource = {
  title:
    'NACE SP0106 (AMPP), Control of Internal Corrosion in Steel Pipelines and Piping Systems; NACE SP0775, Preparation, Installation, Analysis, and Interpretation of Corrosion Coupons in Oilfield Operations; NACE TM0194, Field Monitoring of Bacterial Growth in Oil and Gas Systems',
  url: 'https://www.ampp.org/',
};

const BRILL_MUKHERJEE: KnowledgeSource = {
  title:
    'J. P. Brill and H. Mukherjee, Multiphase Flow in Wells, SPE Monograph Series Vol. 17 (Society of Petroleum Engineers, 1999)',
  url: 'https://www.spe.org/',
};

const API_49 = apiStandard(
  'API RP 49, Recommended Practice for Drilling and Well Servicing Operations Involving Hydrogen Sulfide',
);

const API_68 = apiStandard(
  'API RP 68, Recommended Practice for Oil and Gas Well Servicing and Workover Operations Involving Hydrogen Sulfide',
);

const ISO_15156: KnowledgeSource = {
  title:
    'NACE MR0175 / ISO 15156, Materials for use in H2S-containing environments in oil and gas production',
  url: 'https://www.iso.org/search.html?q=ISO%2015156',
};

const NORSOK_D010: KnowledgeSource = {
  title:
    'NORSOK D-010, Well integrity in drilling and well operations (well barrier schematics and acceptance criteria)',
  url: 'https://www.standard.no/',
};

const JOHANCSIK: KnowledgeSource = spePaper(
  'C. A. Johancsik, D. B. Friesen and R. Dawson, "Torque and Drag in Directional Wells — Prediction and Measurement", Journal of Petroleum Technology 36(6), 1984 (SPE-11380-PA)',
  '10.2118/11380-PA',
);

const APPLIED_DRILLING: KnowledgeSource = {
  title:
    'A. T. Bourgoyne Jr., K. K. Millheim, M. E. Chenevert and F. S. Young Jr., Applied Drilling Engineering, SPE Textbook Series Vol. 2 (Society of Petroleum Engineers, 1986)',
  url: 'https://www.spe.org/',
};

const SINGH_SRT: KnowledgeSource = spePaper(
  'P. K. Singh, R. G. Agarwal and L. D. Krase, "Systematic Design and Analysis of Step-Rate Tests To Determine Formation Parting Pressure", SPE Annual Technical Conference and Exhibition, 1987 (SPE-16798-MS)',
  '10.2118/16798-MS',
);

/**
 * Field operations engineers ask about every week: spacing out a rod pump, testing a land rig's
 * BOPs, a step-rate test on an injector, unloading a gas-lift well after a workover, ESPs that
 * fail early, corrosion outside and inside lines, a well that starts heading after a choke change,
 * a workover on a sour well, changing a leaking wellhead valve, and torque and drag above the model.
 */
export const weeklyOperationEntries: readonly KnowledgeEntry[] = [
  {
    id: 'lift-rod-pump-space-out',
    title:
      'Spacing out and seating a rod pump after running it: tag bottom, pick up, hang off, check with the unit',
    area: 'artificial-lift',
    aliases: [
      'space out the pump',
      'spacing out the pump',
      'space out a rod pump',
      'spacing out a rod pump',
      'space out a pump',
      'after landing the pump',
      'pump space out',
      'pump spacing',
      'space-out',
      'seat the pump',
      'seating the pump',
      'tag the pump',
      'tagging bottom',
      'pump tagging',
      'pump bottoming',
      'tag and pick up',
      'hang the rods off',
      'polished rod clamp',
      'pump up test',
      'long stroke the pump',
    ],
    symptoms: [
      'pump tagging on the downstroke after the pump change',
      'knock or jar at the bottom of the stroke',
      'how far to pick up off bottom after seating the pump',
      'pump will not pump up after running it',
      'plunger hitting the top of the barrel on the upstroke',
      'spike at the bottom of the downstroke on the card',
    ],
    summary:
      'Seat the pump, tag the plunger on bottom with the unit at the bottom of its stroke, mark the polished rod, pick up the rod stretch and overtravel plus a margin, clamp and hang off, then turn the unit over slowly and pump up against a closed valve. The pump must neither tag on the downstroke nor pull the plunger out of the barrel at the top.',
    body: `**Ask first**: the pump (insert or tubing pump, barrel and plunger length, hold-down type), the setting depth, the rod string and the unit's stroke length and speed — the space-out allowance is worked from them, not guessed.

**What to check, in this order**
1. **Before seating:** the unit's stroke length is the one the design used (the crank pin hole), and the barrel is long enough: barrel length must exceed plunger length plus the stroke at the pump plus the spacing, or the plunger leaves the barrel (or hits the top guide) at the top of the upstroke.
2. **Seat the pump:** run the insert pump down on the rods until it reaches the seating nipple, set it with rod weight (a cup hold-down takes the weight of the rods; a mechanical hold-down snaps in), then pull a few thousand pounds over the string weight to prove it is seated — it must not pull free.
3. **Tag bottom:** with the unit's horsehead at the **bottom of its stroke**, lower the rods until the plunger (the traveling valve cage) just touches the standing valve cage — the weight indicator or the feel of the polished rod falls off. Mark the polished rod at the top of the stuffing box (or the carrier bar).
4. **Pick up the space-out:** raise the rods by the allowance for the rods' stretch and dynamic overtravel at pumping speed plus a small margin, so the plunger comes close to — but does not reach — the standing valve at the bottom of the downstroke. Deeper wells and faster speeds need more; the design calculation (API RP 11L or a wave-equation program) gives the plunger stroke and overtravel, and the pump shop's spacing for that depth is the usual check.
5. **Hang off:** set the polished-rod clamp on the mark plus the pick-up, seat the carrier bar, leave enough polished rod above the stuffing box for the full stroke.

**What to do**
- **Check with the unit:** turn the unit over slowly by hand or jog it through a few strokes and feel and listen at the polished rod for a tag at the bottom; on the dynamometer a tag shows as a spike or hook in the load at the bottom of the downstroke.
- **Pump-up test:** close the flowline valve, stroke the pump and watch tubing pressure build and hold (bleed off afterwards); pressure that will not build or bleeds off between strokes means a valve, the seat or a tubing leak.
- **Pump tagging or bottoming in service:** pick up in small steps (an inch or two) until the tag stops — a pump that tags hammers the rods in compression, wears the pump and can unscrew or part rods; some operators tag lightly on purpose on gassy wells to break a gas lock, but spacing close to the standing valve (a small unswept volume, a high compression ratio) is the better remedy.
- **Plunger hitting the top:** spacing too high or the barrel too short for the stroke — lower the spacing or shorten the stroke, or run a longer barrel.
- Unanchored tubing breathes with the load (stretches on the downstroke) and changes the effective spacing; a tubing anchor holds it still.

**Safety:** lock out and tag out the unit and block the brake before anyone handles the polished rod or clamps; a stored-energy unit can move when the brake is released, and the weight of the rods hangs on the clamp — never put a hand between the carrier bar and the stuffing box.`,
    sources: [API_11AX, API_11L, TAKACS_ROD, OSHA_OIL_AND_GAS],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-rod-pump-basics', 'lift-dynamometer-cards', 'lift-pumping-unit-lockout'],
  },
  {
    id: 'drill-bop-pressure-test',
    title:
      'BOP pressure testing on a land rig: test plug, cup tester or against the casing, low and high tests, limits and charts',
    area: 'drilling',
    aliases: [
      'BOP test',
      'BOP pressure test',
      'testing the BOPs',
      'test the BOP',
      'BOP test plug',
      'test plug',
      'cup tester',
      'cup test',
      'low pressure test',
      'high pressure test',
      'low and high test',
      'BOP test chart',
      'test chart',
      'annular test',
      'ram test',
      'API Std 53',
      'API 53',
      'blind ram test',
      'choke manifold test',
    ],
    symptoms: [
      'BOP test will not hold',
      'BOP high test bleeding off',
      'pressure on the casing head outlet below the BOP test plug',
      'what pressure do we test the BOP to',
      'BOP test plug will not seat in the wellhead',
      'what pressure to test the annular and rams to',
    ],
    summary:
      'Test each barrier with a low test (250–350 psi) then a high test, each held stable on a chart. A test plug in the wellhead isolates the casing; a cup tester seals in the casing below the head and loads the drill pipe; testing against the casing limits the pressure to the casing and shoe. The test pressure is the lowest of the BOP component, wellhead and casing limits and what the well plan or regulator requires.',
    body: `**Immediate actions (pressure under the test plug, or a failed barrier during the test)**
1. Stop the test pump and keep everyone clear of the stack, the test lines and the choke manifold.
2. Do not pull the plug, open a ram door or break a connection with pressure below or behind it: bleed down to zero through the choke manifold or the casing-head side outlet, to a safe place, and confirm it stays at zero.
3. Pressure that returns below the plug is the well, not the test: treat it as a well-control event — close in and call the supervisor.

**Ask first**: how is the stack isolated from the well — a test plug in the wellhead, a cup tester in the casing, or nothing (against the casing and cement)? That sets what limits the test pressure.

**The three ways to test**
- **Test plug:** seats in the wellhead bowl (casing head or spool) below the stack, on drill pipe; the casing is isolated, so the high test can go to the rated working pressure of the component or the wellhead, whichever is lower. **Open the casing-head side outlet** below the plug: a leak past the plug shows there, and the casing is not pressured.
- **Cup tester:** a cup run on drill pipe that seals in the top joint of casing; pressure above the cup pushes down on it, so the drill pipe carries the cup area times the test pressure in tension — check that load against the pipe's tensile rating and the casing's weight and grade for the cup; the casing head is tested too.
- **Against the casing** (blind rams or no plug): the casing, its connections, the cement and the shoe all see the test; limit it to a fraction of the casing's burst rating (a common rule is no more than 70 % of the internal yield) and below what the shoe will take.

**What to check, in this order**
1. **Limits:** the rated working pressure of each component (annular, rams, choke and kill lines, manifold), the wellhead and spool flange rating (API Spec 6A), the casing burst and collapse, the test plug or cup rating, the pipe tensile for a cup tester. The test pressure is the lowest that applies and at least what the program or regulator requires (the maximum anticipated surface pressure plus any margin the plan sets; annular preventers are often tested to a fraction, commonly 50–70 %, of their rating).
2. **Low test first**, 250–350 psi, held stable — it finds leaks a high test hides by energising the seals; then the **high test**.
3. **Hold and record:** each test held on a **chart recorder or electronic recorder** for the time your standard or regulator requires (API Std 53 sets minimum stable hold times; a regulator or operator may require longer), with no visible leak and the pressure stable — a slow decline that flattens is thermal; one that keeps falling is a leak.
4. **Sequence** through every barrier from the well side: pipe rams on each size of pipe in the hole, blind rams, annular, inside BOP and TIW (safety) valves, kelly or top-drive valves, choke manifold valves one by one, the choke and kill lines; function test the accumulator (closing times, precharge) with the test.

**What to do**
- **Will not hold:** isolate by halves — close valves between the pump and the component to find which barrier bleeds; look for flow at the side outlet (plug leaking), drips at flanges, ram doors and bonnets, the test pump's own check valves and hoses; re-seat or re-dress the plug, change ram rubbers or the annular element, and retest that barrier.
- **Pressure on the casing outlet with a test plug:** the plug is leaking — stop, bleed down, pull and re-dress it; do not raise the test to overcome it (the casing is now in the test).
- **Plug will not seat:** clean the bowl, check it is the plug for that wellhead and bowl size; a cup tester or a test against the casing is an option only within the casing's limits above.
- Record every test (pressures, times, components, failures and repairs) — a chart signed by the driller and the company representative.

**Safety:** clear the area around the stack and lines during the test — a failed plug, a cup or a hammer union under pressure kills; never tighten a flange or door under pressure; bleed to zero and confirm before breaking anything; test with water, not air or gas.`,
    safetyCritical: true,
    sources: [
      API_53,
      API_6A,
      API_RP_59,
      apiStandard('API Spec 16A, Specification for Drill-through Equipment'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['drill-kill-methods', 'ops-pressure-test-will-not-hold', 'ops-trapped-pressure'],
  },
  {
    id: 'ops-step-rate-test',
    title:
      'Step-rate test on an injection or disposal well: procedure, plotting rate against pressure and reading the parting pressure',
    area: 'operations',
    aliases: [
      'step rate test',
      'step-rate test',
      'SRT',
      'step rate injection test',
      'formation parting pressure',
      'parting pressure',
      'fracture pressure of the injector',
      'fracture gradient from injection',
      'injection fracture pressure',
      'maximum injection pressure',
      'raise the injection pressure limit',
    ],
    symptoms: [
      'need to find the fracture pressure on an injector',
      'want a higher permitted injection pressure',
      'break in the slope of rate against pressure',
      'step rate test plot with no clear break',
      'injection pressure at the permit limit',
    ],
    summary:
      'Inject at a series of rising rates, each held for the same time, record the stabilised pressure at the end of each step, and plot bottomhole (or surface) pressure against rate: two straight lines, the break between them the formation parting pressure. Correct surface pressures to bottomhole with the hydrostatic head and tubing friction, and stay within the permit.',
    body: `**Ask first**: is there a downhole gauge, or only surface gauges? With surface pressure alone the friction in the tubing at each rate must be taken out before the break means anything.

**Procedure**
1. **Prepare:** shut the well in long enough for the pressure to settle (or inject at a steady low rate) so the first step starts from a stable state; a downhole memory gauge at the perforations if possible, and a calibrated surface gauge and an accurate rate meter (a pump-truck counter is not enough) either way.
2. **Steps:** start below the expected parting pressure and raise the rate in equal increments, each held for **the same time** (commonly 30 minutes to an hour, long enough for the pressure to level off; in tight rock longer), with at least three steps below and three above the expected break. Never lower a rate inside the test.
3. **Record** the rate and pressure at the end of each step (and continuously if the gauges allow), the fluid, its temperature and density.
4. **After the last step:** an instantaneous shut-in pressure (ISIP) and the fall-off — a check on the break and the closure.

**Reading it**
- **Plot** the stabilised pressure at the end of each step against rate. Below parting the points fall on a steep line (matrix injection); above it on a flatter one (the fracture takes more fluid for little more pressure). The intersection of the two lines is the **formation parting pressure**; the ISIP is a second estimate.
- **Surface to bottomhole:** BHP = surface pressure + hydrostatic head of the injected fluid − friction in the tubing at that rate. Friction grows with rate, so a surface plot bends even with no fracture, and the break read on surface pressures is at the wrong pressure; correct each step (a friction correlation or, better, a downhole gauge).
- **No clear break:** steps too short (pressure still rising), too few steps above the break, rates not steady, or the fracture already open before the test (the whole plot is the flat line) — repeat with longer steps starting lower.

**What to do**
- Set the maximum injection pressure below the parting pressure, with the margin your regulator or company requires, converted back to a surface pressure at the planned rate (friction and hydrostatic).
- Submit the test as the permit requires; in the U.S. Class II injection pressure must not initiate or propagate fractures in the confining zone (40 CFR 146.23), and a Texas injection or disposal permit's pressure can be raised on a step-rate test (Statewide Rules 9 and 46).

**Safety:** the high-pressure lines, the pump truck and the wellhead rating set a ceiling for the test; restrain and clear the lines, and never exceed the wellhead or tubing rating chasing a break.`,
    sources: [
      SINGH_SRT,
      cfrSection(
        40,
        '146.23',
        'Operating, monitoring, and reporting requirements (Class II wells)',
      ),
      texasRule(46, 'Fluid Injection into Productive Reservoirs'),
      texasRule(9, 'Disposal Wells'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'ops-injection-pressure-rising',
      'rrc-h1-injection-productive',
      'rrc-w14-disposal-well',
    ],
  },
  {
    id: 'lift-gas-lift-unloading',
    title:
      'Unloading a gas-lift well after a workover: slow start, limited injection rate, casing pressure stepping down valve by valve',
    area: 'artificial-lift',
    aliases: [
      'unloading a gas lift well',
      'unload the gas lift well',
      'gas lift unloading',
      'unloading valves',
      'unloading after a workover',
      'kick off the well with gas lift',
      'gas lift startup',
      'gas lift start-up',
      'unloading procedure',
      'kill fluid in the annulus',
    ],
    symptoms: [
      'gas-lift well full of kill fluid after the workover',
      'casing pressure stuck at one valve and will not transfer down',
      'gas lift well will not unload',
      'valves cut out after unloading too fast',
      'how fast to bring the injection gas on',
    ],
    summary:
      'After a workover the annulus and tubing are full of kill fluid: open the tubing to the production equipment, bring gas into the casing slowly so liquid passes the unloading valves at a low differential, hold the injection rate to the design while unloading, and watch the casing pressure step down as each deeper valve takes over. Unloading fast cuts the valves.',
    body: `**Immediate actions (casing pressure near or above the casing or wellhead rating, or a leak while unloading)**
1. Cut the injection gas at the injection choke or valve — stop adding pressure to the annulus.
2. Keep people away from the wellhead, the injection line and the flowback equipment.
3. Bleed the casing down under control through the production side or the flowback line, never by breaking a connection, to below the lowest rating; then find why it rose (a valve not opening, a plugged tubing or choke, a wrong set pressure).

**Ask first**: what fluid is in the well (clean brine, or solids-laden kill fluid), and where do the returns go (separator or a flowback tank through a choke manifold)?

**Before starting**
- The returns line up to a separator or flowback equipment that can take kill fluid and gas; no choke, or a full-open one, on the tubing while unloading so the tubing pressure stays low.
- The valve design at hand: the depth and set (opening and closing) pressure of each valve, the operating valve, the design injection rate and pressure; a recorder (a two-pen chart or an electronic trend) on casing and tubing pressure.
- Clean fluid: solids in the kill fluid cut valve seats and check valves as it passes them; circulate clean fluid before unloading if possible.

**Unloading, step by step**
1. **Slowly:** bring gas into the casing at a low rate so the casing pressure climbs gently — typical practice is no more than about 50 psi per 10 minutes until gas reaches the top valve — the liquid in the annulus passes out through the open valves into the tubing, and a high differential across a valve while liquid flows through it erodes the seat (a cut valve that never closes again).
2. **Top valve uncovered:** gas reaches the tubing, the tubing pressure rises and the returns gassify; then raise the injection toward the design unloading rate, **not above it** — more gas than the valves and the well's flowing gradient need only raises the casing pressure and the differential across the valves.
3. **Valve by valve:** as each deeper valve is uncovered the casing pressure **steps down** to that valve's operating pressure (injection-pressure-operated valves are set to close at successively lower surface pressures) and the valve above closes. A record of steady plateaus, each lower than the last, is a good unload.
4. **At the operating valve:** set the injection rate to the design for production and leave it steady; the well may take hours or days to clean up its kill fluid.

**What to check when it stops**
- **Casing pressure stuck at one valve and no transfer:** not enough gas or injection pressure to reach the next valve, the valve spacing too wide for the fluid's gradient, a valve set wrong, or a tubing leak above it; check the available gas pressure and the valve design against the actual kill-fluid gradient.
- **Casing pressure falling with no stepping:** a leak (tubing, a cut or open valve) — gas circulating short; a flowing pressure survey or an acoustic fluid level finds the point.
- **Heading while unloading:** injection rate or pressure unsteady; steady the injection first.

**What not to do:** do not open the injection fully to get it over with, do not unload through a small choke, and do not shut the well in halfway with kill fluid in the tubing above a valve if it can be avoided.

**Safety:** the casing, wellhead and injection line see the full gas pressure — check their ratings; flowback of kill fluid and gas to an open tank vents gas at the hatch; hold a line of sight on the flowback equipment and a pressure relief on it.`,
    safetyCritical: true,
    sources: [
      API_11V5,
      apiStandard(
        'API RP 11V6, Recommended Practice for Design of Continuous Flow Gas Lift Installations Using Injection Pressure Operated Valves',
      ),
      apiStandard(
        'API RP 11V7, Recommended Practice for Repair, Testing, and Setting Gas Lift Valves',
      ),
      { title: 'PetroWiki: Gas lift', url: 'https://petrowiki.spe.org/Gas_lift' },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-gas-lift-troubleshooting', 'lift-gas-lift', 'comp-workover-fluids-well-kill'],
  },
  {
    id: 'lift-esp-run-life',
    title:
      'ESP short run life and failure analysis: scale and solids in the stages, motor cooling and shrouds, operating range and thrust, teardown (DIFA) findings',
    area: 'artificial-lift',
    aliases: [
      'ESP run life',
      'short run life',
      'ESP failure analysis',
      'ESP keeps failing',
      'ESP failures every few months',
      'DIFA',
      'dismantle inspection and failure analysis',
      'teardown',
      'ESP teardown',
      'teardown report',
      'motor shroud',
      'shroud',
      'motor cooling',
      'fluid velocity past the motor',
      'downthrust',
      'upthrust',
      'ESP scale',
      'burned motor',
    ],
    symptoms: [
      'ESP keeps failing after a few months',
      'short run life on the ESPs',
      'teardown found scale in the stages',
      'motor burned with the motor set below the perforations',
      'impellers worn from downthrust',
      'the same well keeps losing pumps',
      'pulled the ESP with the stages full of scale',
      'pulled the pump and the motor was burnt',
      'what to change for the next ESP run',
    ],
    summary:
      'Short ESP runs have a few repeating causes: scale or solids in the stages, a motor too hot (too little fluid velocity past it, or set below the perforations without a shroud), a pump run outside its range (downthrust at low rates, upthrust at high), electrical failures in the cable and penetrators, and seal leaks. Every failed unit needs a teardown report; fix the cause the teardown shows before the next run.',
    body: `**Ask first**: what did the teardown (dismantle, inspection and failure analysis, DIFA) find, and where was the pump running on its curve — rate against the recommended operating range?

**Likely causes**
- **Scale or solids in the stages:** carbonate or sulfate scale on impellers and diffusers (heat from the motor and the pressure drop at the intake make it form there), sand and proppant wearing and plugging stages; amps rise and the rate falls over the run.
- **Motor overheating:** the motor is cooled only by the fluid flowing past it; too low a velocity (a rule of thumb is about 1 ft/s past the motor; the maker gives the minimum), gas, or scale on the housing cooks the windings. A motor **below the perforations** has no flow past it — it needs a **shroud** (a shroud or recirculation line) to pull the fluid down past it.
- **Out of range:** a pump run left of its range (low rate) runs in **downthrust** — impeller wear on the downthrust washers, heat, vibration; right of it (high rate) in **upthrust**. A pump oversized for the well's inflow runs in downthrust or cycles on underload.
- **Electrical:** cable damaged at installation, penetrators and motor-lead extensions, water in the motor oil through a failed seal section; frequent restarts after trips.
- **Seal section:** well fluid into the motor (elastomers incompatible with the fluid, gas, temperature).
- **Corrosion and handling:** CO2 or H2S on housings, damage when running.

**What to check, in this order**
1. The teardown report for each failed unit (API RP 11S1 format): which component failed first, scale or solids deposits and their analysis, thrust-washer wear, motor oil condition, cable insulation readings.
2. The operating history: rate and intake pressure against the pump curve, amps, motor temperature, the number of starts and trips.
3. The well: inflow against the pump's design rate, water chemistry (scaling tendency), sand production, setting depth against the perforations, deviation at the pump.
4. Trend the failures by cause across the field, not well by well.

**What to do**
- **Scale:** inhibitor continuously below the intake (a capillary string) or a squeeze; acid or a dissolver for a plugged pump only if the chemistry dissolves it.
- **Motor cooling:** set the motor above the perforations or run a shroud; a smaller-diameter motor raises the velocity; keep gas away from the intake.
- **Range:** resize the pump to the well's actual inflow; hold the pump in range with the VSD frequency; an abrasion-resistant or compression-built pump for solids.
- **Electrical:** handling and banding practice, penetrator inspection, fewer restarts.
- Track run life by well and cause; a change is proven over several runs.

**Safety:** lock out the VSD and transformer before any work on the surface electrical equipment; the cable can hold a charge after shutdown.`,
    sources: [
      API_11S,
      API_11S1,
      API_11S4,
      {
        title: 'PetroWiki: Electrical submersible pumps',
        url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-esp-failures', 'lift-esp-basics', 'chem-carbonate-scale'],
  },
  {
    id: 'ops-pipeline-external-corrosion',
    title:
      'External corrosion found on a buried pipeline or flowline: remaining strength (ASME B31G), pressure reduction, cathodic protection survey, coating and repair',
    area: 'operations',
    aliases: [
      'external corrosion',
      'external pitting',
      'corrosion on a buried pipeline',
      'corrosion found on a dig',
      'remaining strength',
      'wall loss on the flowline',
      'wall loss on the pipeline',
      'UT wall thickness on a line',
      'ILI wall loss',
      'MAOP with wall loss',
      'derate the MAOP',
      'reduce the MAOP',
      'ASME B31G',
      'B31G',
      'RSTRENG',
      'cathodic protection',
      'CP survey',
      'pipe to soil potential',
      'pipe-to-soil',
      'minus 850 mV',
      '-850 mV',
      'close interval survey',
      'rectifier',
      'anode bed',
      'coating damage',
      'disbonded coating',
      'pipeline repair sleeve',
      'NACE SP0169',
    ],
    // Wall lost from the inside — what the fluid carries, what an inhibitor should stop — is the
    // internal-corrosion entries'.
    notWhen: [
      'inhibitor',
      'inhibition',
      'internal',
      'CO2',
      'H2S',
      'sour',
      'water cut',
      'bottom of the line',
    ],
    symptoms: [
      'external corrosion pits found when the line was dug up',
      'coating disbonded and rust under it',
      'pipe-to-soil readings less negative than -850 mV',
      'leak on a buried flowline from the outside',
      'wall loss found on an inspection of the pipeline',
      'rectifier off or low output',
    ],
    summary:
      'Measure the pits (depth and axial length) and assess the remaining strength by ASME B31G or its modified method; reduce the operating pressure until the assessment or repair is done; survey the cathodic protection (pipe-to-soil potentials against the −850 mV criterion, IR drop considered) and the coating; repair by recoat, a sleeve or a cut-out as the assessment allows.',
    body: `**Ask first**: how deep and how long is the deepest corroded area compared with the wall thickness, and what is the line's maximum operating pressure against the pressure it was tested to?

**What to check, in this order**
1. **Measure the corrosion:** clean to bare metal; map the pits — the deepest pit depth and the axial length of the corroded area (pits close together count as one area), the nominal and measured remaining wall, the pipe grade and diameter. Look for cracks or dents with the corrosion (they are not assessed by B31G).
2. **Remaining strength:** ASME B31G (the original, or the modified 0.85 dL method, or an effective-area calculation such as RSTRENG) gives a safe operating pressure for the corroded area from its depth and length. Commonly, pits deeper than 80 % of the wall are repaired or replaced whatever their length.
3. **Pressure:** reduce the operating pressure to the safe pressure (or a margin below the current pressure, as your company's procedure or the regulator requires) until the line is repaired.
4. **Cathodic protection survey:** pipe-to-soil potentials at test stations against a copper/copper-sulfate reference; the common criterion (NACE SP0169) is a protected potential of −850 mV or more negative with the CP current applied, with the IR drop considered (an instant-off reading), or 100 mV of polarisation. Check the rectifier output and the anode beds; a close-interval survey finds low spots; a coating survey (DCVG or ACVG) finds holidays.
5. **Why here:** coating damage (rock, disbondment, girth-weld coating), shielding by disbonded coating, stray current from another CP system or DC source, a wet or low-resistivity soil, a casing short at a road crossing, MIC under the coating.

**What to do**
- **Repair** by the assessment: recoat if the remaining strength allows; a full-encirclement steel sleeve (Type A reinforcing, Type B welded pressure-containing for leaks or deep pits) or a composite wrap for external corrosion within its limits; cut out and replace the section where the damage is too deep or long or already leaking.
- Restore the CP: rectifier repair, more anodes, bonds to foreign lines, clear shorts; re-survey after the repair.
- Record the dig (pit map, photos, potentials, soil) and feed it into the integrity plan: the next inspection interval, more digs where the survey shows low potentials.
- Regulated lines: U.S. gas and hazardous-liquid lines follow the corrosion-control rules of 49 CFR 192 subpart I and 195 subpart H.

**Safety:** excavating a live line: locate it and every foreign line, dig by hand near the pipe, and reduce the pressure before exposing a badly corroded section — people in a trench next to it are in the line of fire; gas detection in the trench, shoring or sloping. A leak is a release: isolate and depressure first.`,
    sources: [
      ASME_B31G,
      NACE_SP0169,
      cfrSubpart(49, '192', 'I', 'Requirements for Corrosion Control'),
      cfrSubpart(49, '195', 'H', 'Corrosion Control'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-line-release', 'ops-internal-corrosion-lines', 'chem-corrosion-inhibitors'],
  },
  {
    id: 'ops-internal-corrosion-lines',
    title:
      'Internal corrosion management in produced-water lines and flowlines: coupons and probes, inhibitor residuals, oxygen ingress, pigging and failure analysis',
    area: 'operations',
    aliases: [
      'internal corrosion',
      'internal corrosion management',
      'produced water line corrosion',
      'water line leaks',
      'flowline leaks',
      'corrosion coupons',
      'corrosion probe',
      'ER probe',
      'LPR probe',
      'inhibitor residual',
      'corrosion inhibitor residual',
      'oxygen ingress',
      'dissolved oxygen',
      'maintenance pigging',
      'corrosion failure analysis',
      'NACE SP0775',
    ],
    symptoms: [
      'repeated leaks at the bottom of the produced water line',
      'leaks at the bottom of the line in the low spots',
      'coupon corrosion rates high',
      'inhibitor residual low at the end of the line',
      'pitting under deposits in the flowline',
      'black sludge and iron sulfide in the pigging returns',
      'corrosion rates climbing in the water system despite the inhibitor',
    ],
    summary:
      'Internal corrosion is managed as a programme: measure it (coupons, probes, inspection), know its cause (CO2, H2S, oxygen, bacteria under deposits, water settling at low spots), treat it (inhibitor with residuals checked at the far end, oxygen kept out, biocide, pigging to remove water and deposits) and analyse every failure. Leaks at the 6 o’clock position under deposits point to water, solids and MIC.',
    body: `**Ask first**: where are the failures — at the bottom of the pipe (6 o’clock) in low spots, at welds, or all around — and what is in the water (CO2, H2S, oxygen, bacteria, solids)?

**Likely causes**
- **Water settling and deposits:** low velocity lets water and solids lie at the bottom and in low spots; corrosion and bacteria thrive under the deposits (under-deposit corrosion, pitting), inhibitor cannot reach the steel.
- **Oxygen ingress:** open hatches, leaking pump seals, vapour recovery or blanket gas failures, fresh-water make-up; a few tens of ppb of oxygen multiply the corrosion rate of produced water.
- **Bacteria (MIC):** sulfate-reducing and acid-producing bacteria under deposits; iron sulfide, black water, H2S rising in a sweet system, pitting with a clean hemispherical shape.
- **CO2 and H2S:** sweet or sour corrosion rising with temperature, pressure and water cut.
- **Inhibitor not reaching:** dose too low, the wrong product, injection stopped, residual used up before the end of the line.

**What to check, in this order**
1. **Monitoring:** coupons (weight loss as a rate in mils per year, mpy, and pitting; at the bottom of the line, in the water phase, retrieved on a schedule — NACE SP0775; a rate that climbs, or pits, matters more than one figure) and ER or LPR probes for a fast trend; inspection (ultrasonic thickness at low spots, in-line inspection where the line can be pigged).
2. **Chemical:** inhibitor residual at the far end of the line, not only at the injection point; dissolved oxygen at the water tanks and pumps; bacteria counts (serial dilution or faster methods, planktonic and, better, sessile from coupons or pig returns — NACE TM0194); iron and manganese counts trending up.
3. **Operations:** velocities and low spots, lines left idle full of water, pigging frequency and what the pigs bring out.
4. **Every failure:** cut out the failed section and send it for failure analysis — pit morphology, deposits and their bacteria, the metallurgy — before the evidence is cleaned away.

**What to do**
- Keep the water and solids moving: **maintenance pigging** on a frequency set by the pig returns, so inhibitor and biocide reach clean steel; avoid dead legs.
- **Inhibitor** sized to the water and checked by residual at the end of the line; batch treatment after pigging.
- **Oxygen out:** gas blankets, closed systems, seal repairs, oxygen scavenger where needed.
- **Biocide** against confirmed bacteria, alternated and applied after pigging.
- Materials where corrosion cannot be managed: internally coated or lined steel, fibreglass or polyethylene-lined pipe for produced water.
- Keep a corrosion-management record: rates, residuals, counts, failures by cause and location; a rising trend is acted on before the leak.

**Safety:** a corroded line can fail under pressure — reduce pressure and isolate before excavating or repairing; iron sulfide from pig returns can self-heat in air (keep it wet); H2S in pig receivers and water tanks.`,
    sources: [
      NACE_INTERNAL,
      {
        title:
          'M. A. Kelland, Production Chemicals for the Oil and Gas Industry (CRC Press): corrosion inhibitors, biocides, oxygen scavengers',
        url: 'https://doi.org/10.1201/9781420092974',
      },
      cfrSubpart(
        49,
        '192',
        'I',
        'Requirements for Corrosion Control (internal corrosion monitoring of regulated lines)',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'chem-corrosion-inhibitors',
      'chem-oxygen-corrosion-mic',
      'fac-pigging-launch-receive',
    ],
  },
  {
    id: 'ops-slugging-after-choke-change',
    title:
      'A flowing well that starts slugging or heading after a choke change: what to check, when to go back, severe slugging basics',
    area: 'operations',
    aliases: [
      'slugging',
      'heading',
      'well heading',
      'well started heading',
      'slugging after a choke change',
      'choke change',
      'severe slugging',
      'terrain slugging',
      'riser slugging',
      'unstable flow',
      'flow instability',
      'surging flow',
      'tubing head pressure cycling',
    ],
    symptoms: [
      'well started slugging after we changed the choke',
      'wellhead pressure cycling up and down since the choke change',
      'separator level swinging with slugs',
      'flowline slugging at a low rate',
      'production surging every few minutes',
      'heading after opening the choke',
    ],
    summary:
      'A well that was stable and starts heading after a choke change has moved into an unstable flow region — in the tubing (too little gas velocity for its liquid, or a gas-liquid interaction with the annulus) or in the flowline (liquid collecting in low spots or at a riser base at a lower rate). Trend the pressures, go back to the last stable choke if the slugs threaten the facility, then change in small steps.',
    body: `**Ask first**: was the choke opened or closed, by how much, and was the well stable at the old setting? That decides whether going back is the fix.

**Likely causes**
- **Choke opened** on a well near its limit: more drawdown brings water or gas coning, or the lower wellhead pressure lets the tubing flow become unstable (gas expanding and surging, casing-tubing interaction in a well with an open annulus or a packerless completion); gas-lift wells head when the injection and production fight each other.
- **Choke closed:** the lower rate drops the velocity in the flowline below what carries liquid over the hills, so liquid builds in low spots and at a riser base until gas blows it through — **terrain or severe slugging**, with a cycle from minutes to hours.
- A liquid-loading gas well whose rate is now below the critical rate.
- Something else changed at the same time: a new well into the same line, the separator pressure, the water cut.

**What to check, in this order**
1. **Trend** the tubing head pressure, casing pressure, flowline and separator pressure and the separator level: the period and size of the swings, and whether they started exactly with the choke change.
2. **Where the slugs form:** swings in tubing head pressure with the flowline steady point to the well; steady wellhead and swinging flowline pressure point to the line's profile (low spots, a riser).
3. **The separator:** level and pressure swings against the alarms and the dump capacity; liquid carryover to the gas line or flare; the relief valve's set pressure against the peaks.
4. **The well:** water cut and GOR since the change, sand, and the critical rate for a gas well.

**What to do**
- **Go back** to the last stable setting if the well was stable there and the slugs are tripping the separator, overloading the compressor or vibrating the line; then approach the new target in smaller steps, letting the well settle (hours) between them.
- More backpressure (a smaller choke) usually stabilises tubing heading; higher flowline velocity (not a smaller rate) cures terrain slugging — combine wells into a line, a smaller line, or gas lift at the riser base.
- **Severe slugging** needs a design answer: a slug catcher or more separator volume, a topside choke controlled on the riser-base pressure (slug control), or gas injection at the riser base.
- Gas-lift heading: steady the injection rate and pressure, a smaller orifice or single-point injection.

**Safety:** slugs swing separator levels to the high-high and low-low trips and can send liquid to the flare or gas to the tanks; large slugs load pipe supports and bends — watch for line movement; never bypass the level trips to ride through slugging.`,
    sources: [
      BRILL_MUKHERJEE,
      spePaper(
        'H. D. Beggs and J. P. Brill, "A Study of Two-Phase Flow in Inclined Pipes", Journal of Petroleum Technology 25(5), 1973 (SPE-4007-PA)',
        '10.2118/4007-PA',
      ),
      API_11V5,
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-liquid-loading', 'fac-separator-high-level', 'lift-gas-lift-troubleshooting'],
  },
  {
    id: 'comp-sour-well-workover',
    title:
      'Pulling tubing or a workover on a sour (H2S) well: kill and verify, barriers, bleeding to flare, sour-service equipment and the H2S contingency plan',
    area: 'completions',
    aliases: [
      'sour well workover',
      'workover on a sour well',
      'pulling tubing on a sour well',
      'H2S well workover',
      'sour workover',
      'H2S contingency plan',
      'H2S contingency',
      'API RP 49',
      'API RP 68',
      'sour service BOP',
      'bleed to flare',
      'H2S workover',
      'H2S precautions for a workover',
      'workover H2S precautions',
    ],
    symptoms: [
      'need to pull tubing on a well with H2S',
      'workover on a sour gas well',
      'H2S readings at the wellhead during the workover',
      'planning a rig job on a well with hundreds of ppm H2S',
      'gas from the annulus of a sour well while pulling',
    ],
    appliesWhen: ['H2S', 'sour', 'hydrogen sulfide', 'ppm'],
    safetyCritical: true,
    summary:
      'Plan the job under an H2S contingency plan (API RP 49 / RP 68, and Texas SWR 36 where it applies): kill the well and prove it dead, keep two barriers, bleed all gas to a flare, never to the air at the floor, use sour-service BOPs and equipment (NACE MR0175 / ISO 15156), and have monitors, SCBA, a briefing and a muster point upwind before breaking containment.',
    body: `**Immediate actions (an H2S alarm or gas at the floor during the work)**
1. Masks on (SCBA or supplied air) for anyone who must act; everyone else upwind or crosswind to the muster point.
2. Shut the well in: install and close the full-opening safety valve on the tubing, close the BOP; stop any bleed-off to atmosphere.
3. Account for everyone; rescue only with breathing air and a standby.
4. Kill or control the well again before work resumes; find why gas came (not dead, swabbing, trapped gas under a plug or packer).

**Ask first**: how much H2S (ppm and the radius of exposure it gives at the release rate), and is the well dead and staying dead with the fluid column you have?

**Before the job starts: the plan and the equipment**
- **H2S contingency plan** for the site (API RP 49 for drilling and servicing, RP 68 for servicing and workover; Texas Statewide Rule 36 requires one above its thresholds): the radius of exposure, the people and public nearby, alarms, muster points, wind indicators, the rescue and emergency services, the briefing.
- **Equipment:** BOP, tree, valves, lines and the flare or burn line rated and built for sour service (materials under NACE MR0175 / ISO 15156 — hardness-controlled steels resist sulfide stress cracking); fixed monitors at the wellhead, floor and cellar, personal monitors for everyone, SCBA or cascade air with trained crews.
- **Kill fluid and scavenger:** enough kill fluid of the right density on site, an H2S scavenger in the fluid for returns.

**Procedure**
1. **Kill and verify:** kill by bullheading or circulating, then watch for flow and pressure over a set time (tubing and annulus); a well that does not stay dead is not ready.
2. **Barriers:** two tested barriers at every step — the kill-weight fluid and the tested BOP; a plug in the tubing (or a back-pressure valve) before the tree comes off; the tree off and BOP on only with the well dead and the plug tested.
3. **Bleed to flare:** all gas from the annulus, the tubing and trapped volumes to a flare or a closed system, never to the floor or an open tank; pressures bled to zero and confirmed before breaking any connection.
4. **Pulling:** keep the hole full and measure the fill; a pipe wiper and mud bucket to keep sour fluid off the floor; a full-opening safety valve on the floor, open, ready to stab.
5. **Equipment exposed:** inspect tubulars and equipment pulled for sour corrosion and cracking; iron sulfide from the well can self-heat in air.

**Safety:** H2S deadens the sense of smell at high concentrations — trust monitors, not noses; no one enters the cellar or a tank without gas testing and a standby; the work stops on any alarm until the cause is found.`,
    sources: [
      API_49,
      API_68,
      ISO_15156,
      texasRule(36, 'Oil, Gas, or Geothermal Resource Operation in Hydrogen Sulfide Areas'),
      {
        title: 'OSHA, Hydrogen sulfide: hazards and controls',
        url: 'https://www.osha.gov/hydrogen-sulfide',
      },
    ],
    checks: ['equivalent_mud_weight', 'hydrostatic_pressure'],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-h2s-exposure', 'comp-workover-fluids-well-kill', 'rrc-swr36-h2s'],
  },
  {
    id: 'ops-wellhead-valve-replacement',
    title:
      'Replacing a leaking wellhead or tree valve on a shut-in well: two barriers, testing the master valve, BPV or two-way check in the hanger, bleed and verify, test the new valve',
    area: 'operations',
    aliases: [
      'replace a wellhead valve',
      'replacing a wellhead valve',
      'change out a wellhead valve',
      'change out the wing valve',
      'replace the master valve',
      'leaking wellhead valve',
      'leaking wing valve',
      'leaking master valve',
      'valve leaking through',
      'stem packing leak',
      'bonnet leak',
      'BPV',
      'back pressure valve',
      'two-way check valve',
      'TWC',
      'lubricate a BPV',
      'valve removal plug',
      'VR plug',
    ],
    symptoms: [
      'wing valve leaking through on a shut-in well',
      'master valve will not hold',
      'stem packing leaking on a tree valve',
      'need to change out a leaking valve on the tree',
      'valve body or bonnet weeping under pressure',
    ],
    safetyCritical: true,
    summary:
      'Never work on a valve with only one barrier between you and the well: test the valve below the one you will change, and if it is the master valve (or the lower one does not hold), set a BPV or two-way check in the tubing hanger (or a plug in the tubing), bleed the cavity to zero and prove it stays there before breaking a flange; pressure-test the new valve before it goes back in service.',
    body: `**Immediate actions (a valve leaking to the air now)**
1. Clear people from the line of fire and downwind; gas monitors on; ignition sources off.
2. Close the next valve toward the well (the master or lower master) if it can be reached safely; do not tighten bolts or packing on a valve under pressure.
3. If the leak cannot be isolated, treat it as a release: shut in, call for well control help and keep people away.

**Ask first**: which valve leaks (wing, upper master, lower master, a casing valve), and how — through the seat, at the stem packing, at the bonnet or a flange? It decides what can isolate it.

**What to check, in this order**
1. **Two barriers** between the well and the work: a tested valve below the one you change plus a second (a second master, a tubing plug, a BPV or two-way check in the hanger, kill-weight fluid). One closed valve is one barrier.
2. **Test the isolating valve:** close it, bleed above it to zero through a needle valve and watch for build-up over a set time; a valve that leaks by is not a barrier.
3. **The master valve or the lowest valve:** there is nothing above the hanger to isolate it — lubricate a **back-pressure valve** (or a two-way check, which holds from both sides and lets the tree be tested) into the tubing hanger profile, or set a plug in the tubing by wireline, or kill the well; test it from above.
4. **The casing annulus:** a casing-valve change needs the annulus at zero and stable, or a valve-removal plug lubricated into the outlet's threaded profile.

**What to do**
1. Bleed the cavity between the barrier and the valve to zero to a safe place; leave a gauge on it and watch for build-up (a gauge can read zero with pressure trapped behind debris — open a bleed and confirm flow has stopped).
2. Change the valve with the same pressure rating and service (API Spec 6A, sour trim where the well is sour), new ring gaskets, flange bolts torqued in sequence.
3. **Pressure-test the new valve** and its flanges against the barrier below (or with a test tool), low then high, to the well's rating and the test your procedure sets, before pulling the BPV or plug.
4. Pull the BPV or plug with the lubricator, equalising first; return the well to service and check for leaks.
- A valve that only leaks through its seat can sometimes be serviced (greased, sealant or seat change) without removing it — only behind the same two barriers.

**Safety:** the stored pressure behind a valve, a plug or a BPV can eject parts — never stand over a flange being loosened; loosen the far bolts first so any pressure vents away from you; H2S wells need breathing air for breaking containment.`,
    sources: [
      API_6A,
      NORSOK_D010,
      apiStandard('API RP 90-2, Annular Casing Pressure Management for Onshore Wells'),
      {
        title: 'IADC Safety Alert 99-13: using equipment under pressure',
        url: 'https://iadc.org/safety-alerts/alert-99-13-using-equipment-pressure/',
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'ops-trapped-pressure',
      'ops-pressured-equipment-work',
      'ops-sustained-casing-pressure',
    ],
  },
  {
    id: 'drill-torque-drag-high',
    title:
      'Torque and drag higher than modelled: back-calculated friction factors, hole cleaning and cuttings beds, tortuosity, lubricants, and what to do before running out of top-drive torque',
    area: 'drilling',
    aliases: [
      'torque and drag',
      'torque higher than modelled',
      'high torque',
      'excessive torque',
      'high drag',
      'drag higher than modelled',
      'back-calculated friction factor',
      'drilling friction factor',
      'broomstick plot',
      'top drive torque limit',
      'make-up torque',
      'pickup and slack-off weights',
      'tortuosity',
      'dogleg severity',
      'mud lubricant',
      'torque reduction',
    ],
    symptoms: [
      'torque higher than the model',
      'drag on the trip higher than modelled',
      'friction factor climbing as we drill',
      'pickup weight above the broomstick plot',
      'close to the top drive torque limit',
      'torque maxing out the top drive',
      'slack-off weight falling below the model',
    ],
    summary:
      'A back-calculated friction factor that rises above the plan means something the model does not hold: cuttings beds, tortuosity and doglegs, a change in the mud, a packed BHA, or the well starting to stick. Trend pick-up, slack-off and rotating weights and torque on a broomstick plot, clean the hole, then lubricants and mechanical reducers — well before the torque nears the top drive or the connection make-up torque.',
    body: `**Ask first**: is the friction factor high from the start of the section (the model or the well path) or climbing with depth and time (the hole is loading up or sticking)?

**What the friction factor means:** torque-and-drag models (the soft-string model of Johancsik and others) compute hook loads and surface torque from the well path, the string and one friction factor for cased hole and one for open hole. The factor back-calculated from the measured pick-up, slack-off and off-bottom torque is everything the model does not hold — cuttings, ledges, tortuosity, stabiliser drag, the mud — so it is a trend to watch, not a property of the rock. Typical planning values for water-base mud are higher than for oil-base mud.

**Likely causes**
- **Cuttings beds** in the high-angle section (30–60° is the hardest to clean): flow rate or rotation too low, short circulation before connections and trips.
- **Tortuosity and doglegs** above the plan: the survey's local doglegs, slides with a motor, ledges.
- **The mud:** lubricity lost (water-base mud, a change of fluid, solids), wall cake thick in a permeable zone.
- **The string and BHA:** stiff BHA, stabilisers hanging in ledges, pipe sticking differentially.
- **The model:** wrong survey, string, mud weight or buoyancy; wrong sheave or block friction.

**What to check, in this order**
1. **Broomstick plot:** measured pick-up, slack-off and rotating-off-bottom weights and off-bottom torque against the model's lines for several friction factors; the trend with depth shows where it departs.
2. **Hole cleaning:** cuttings returning at the shakers against the rate of penetration, cavings, pressure while drilling (ECD) rising, overpull on connections, torque erratic.
3. The survey for local doglegs; slides since the last good plot.
4. The model inputs (mud weight, string, survey).

**What to do, before the torque limit**
- **Clean the hole:** raise the flow rate and the rotation (high rpm stirs beds), circulate longer before connections and trips, sweep (high-viscosity or weighted), back-ream only where needed; control the ROP so cleaning keeps up.
- **Lubricants** in the mud (a few percent by volume; oil-base mud if the programme allows), and mechanical torque reducers or non-rotating protectors on the drill pipe in the cased hole.
- **Ream** tight spots and ledges; smooth the well path (fewer slides, a rotary-steerable system).
- **The limits:** keep the surface torque below the top drive's continuous torque and below the make-up torque of the weakest drill-pipe connection (API RP 7G) with a margin; above it, connections make up further downhole or fail. Set the top drive's torque limit below the connections'. A higher-torque connection or string is a plan change, not a field fix.
- If the drag climbs steadily with erratic torque and overpull, treat it as the start of stuck pipe and clean up before drilling on.

**Safety:** a top drive stalling with torque in the string releases it as backlash — stay clear of the pipe and tongs when releasing trapped torque; never raise the torque limit above the connections' make-up torque to keep drilling.`,
    sources: [
      JOHANCSIK,
      APPLIED_DRILLING,
      apiStandard('API RP 7G, Recommended Practice for Drill Stem Design and Operating Limits'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['drill-hole-cleaning', 'drill-stuck-pipe', 'drill-casing-will-not-go-down'],
  },
];
