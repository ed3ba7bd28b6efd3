import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  API_RP_59,
  apiStandard,
  cfrPart,
  cfrSection,
  OSHA_OIL_AND_GAS,
  petroWiki,
  slbGlossary,
  spePaper,
} from './sources';

/**
 * Completion tests and plugs: pressure testing the wellhead and tree after a workover before the
 * well goes back to production, equalizing and pulling a retrievable bridge plug with pressure or
 * gas below it, a plug-and-perf stage that misran (the plug did not set or the guns did not fire),
 * and setting and releasing a mechanical-set (weight- or tension-set) packer.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const API_6A = apiStandard(
  'API Spec 6A / ISO 10423, Specification for Wellhead and Tree Equipment (rated working pressures, shell (body) and seat tests)',
);

const API_11D1 = apiStandard(
  'API Spec 11D1 / ISO 14310, Packers and Bridge Plugs (design validation grades, functional testing, setting and release)',
);

const API_RP_67 = apiStandard('API RP 67, Recommended Practice for Oilfield Explosives Safety');

const API_RP_19B = apiStandard(
  'API RP 19B, Evaluation of Well Perforators (gun systems and shot performance)',
);

const CRUMPTON_WELL_CONTROL: KnowledgeSource = {
  title:
    'H. Crumpton, Well Control for Completions and Interventions (Gulf Professional Publishing, 2018): barriers, pressure testing, plugs, tree and wellhead equipment',
  url: 'https://www.sciencedirect.com/book/9780081001967/well-control-for-completions-and-interventions',
};

const BELLARBY: KnowledgeSource = {
  title:
    'J. Bellarby, Well Completion Design (Elsevier, 2009), chapters on packers, tubing stress and movement, and completion installation',
  url: 'https://www.sciencedirect.com/book/9780444532107/well-completion-design',
};

const PETROWIKI_PACKERS = petroWiki('Packers', 'types, setting and release, equalizing');

const PETROWIKI_PERFORATING = petroWiki(
  'Perforating_design',
  'wireline-conveyed guns, shot density, gun systems',
);

const LUBINSKI_BUCKLING = spePaper(
  'A. Lubinski, W. S. Althouse and J. L. Logan, "Helical Buckling of Tubing Sealed in Packers", Journal of Petroleum Technology 14(6), 1962, SPE-178-PA (tubing movement and force on a packer from temperature, ballooning and piston effects)',
  '10.2118/178-PA',
);

const IADC_EQUIPMENT_PRESSURE: KnowledgeSource = {
  title: 'IADC Safety Alert 99-13: Using equipment above its pressure rating',
  url: 'https://iadc.org/safety-alerts/alert-99-13-using-equipment-pressure/',
};

const ATF_EXPLOSIVES = cfrPart(
  27,
  '555',
  'Commerce in explosives (storage, records and disposal of unused explosives, including perforating charges and detonators)',
);

const OSHA_EXPLOSIVES = cfrSection(29, '1910.109', 'Explosives and blasting agents');

export const completionTestsAndPlugsEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-tree-test-after-workover',
    title:
      'Pressure testing the wellhead and tree after a workover, before handing the well back to production: low then high test, the test pressure against the tree rating and the shut-in pressure, hold times, body test and valve seat tests, test fluid, bleeding off, the chart and the handover',
    area: 'completions',
    aliases: [
      'tree test',
      'christmas tree test',
      'xmas tree test',
      'testing the tree',
      'tree pressure test',
      'wellhead and tree test',
      'wellhead pressure test',
      'tree body test',
      'tree seat test',
      'valve seat test',
      'master valve seat test',
      'tree test after workover',
      'test the tree after nippling up',
      'nipple up the tree',
      'hanger void test',
      'hanger seal test',
      'two-way check valve',
      'TWC',
      'tree test chart',
      'well handover',
      'handover to production',
    ],
    symptoms: [
      'tree high test bleeding off after the workover',
      'master valve will not hold its seat test',
      'tree leaking at a flange or bonnet on the high test',
      'tree test drifts and never settles',
      'hanger void test will not hold',
    ],
    summary:
      'Test the nippled-up tree before the well goes back to production: a low test (250–350 psi) first, then a high test to at least the well’s maximum shut-in pressure and never above the lowest rated working pressure in the test, each held stable on a chart; a body test with the valves open, then a seat test of each valve from the well side; clean water or glycol with the air bled out; bleed to zero through a valve, then hand over with the valve positions, pressures and the chart signed.',
    body: `**Immediate actions (a leak or a failure during the test)**
1. **Stop the test pump** and clear everyone from the tree, the test line and the line of fire of flanges, bonnets, caps and needle valves.
2. **Never tighten, hammer or break anything under pressure:** bleed to zero through the test pump's bleed or a needle valve to a tank, and see it stay at zero.
3. **Pressure that appears below the test** (at the annulus valve, under the two-way check) **or comes back after the bleed is the well:** close the next valve toward the well, leave it shut in and call the supervisor.
4. Repair only at zero, then start again from the low test.

**Ask first**: what is the rated working pressure of the tree, the tree adaptor and the hanger (and of the test lines), what is the well's maximum shut-in pressure (SITP), and what holds the well below the tree during the test — a two-way check (TWC) in the hanger, a wireline plug in the string, kill fluid, or nothing?

**The test pressure**
- **Low test first: 250–350 psi**, held about 5 min. Elastomer and metal seals are energised by pressure; a high test first can seat them and hide a leak that opens again at low pressure — the well is handed back at low pressure more often than at high.
- **High test: at least the maximum SITP** the tree will see (many operators add a margin, say 10 %, or test to the rated working pressure) and **never above the lowest rated working pressure in the test**: tree, adaptor, hanger, flanges, test lines, gauge. The 1.5 × rated pressure **shell test is the factory's** (API 6A); it is not repeated in the field.
- Worked figures: a 3-1/16 in. 5,000 psi tree on a well with a 3,100 psi shut-in pressure — low test 300 psi, high test 3,500 psi to 5,000 psi by the operator's procedure, never above 5,000.
- **Against the well with nothing in the hanger** the string, the packer and the formation see the test: the formation takes fluid, the test never settles, and the limit is the string and packer rating, not the tree's. A TWC in the hanger isolates the well and lets the tree and the hanger seals take the full test.

**Hold times and what passes**
- Commonly **5 min low and 10–15 min high**, counted from when the pressure is stable, on a chart or a digital recorder, by the operator's procedure or the regulator's rule where one applies.
- Passes: no visible leak anywhere, and a pressure that flattens (a change that slows and stops as the fluid warms or cools). Fails: a steady straight-line decline, or a leak at a flange, bonnet or stem.

**Body test and seat tests**
- **Body test first:** the valves part-open so every body cavity, bonnet, stem packing, flange and ring gasket sees pressure, against the TWC below and a closed cap, needle valve or the swab valve above. It proves the connections made up on the workover.
- **Seat tests next, each valve from the well side** (the way the well will push): close the valve, pressure below it, open and bleed above it to zero and watch the open bleed above for the hold time. Work downward: swab (crown) valve, wing valves, upper master, then lower master. Gate valves closed fully and backed off about a quarter turn.
- **Hanger and adaptor seals:** the void or test port between the hanger seals, to the pressure the wellhead maker allows — pressure at the annulus valve is the hanger seal.
- **Annulus valves and outlets:** tested on their own, within the rating of the string below them.

**Test fluid**
- **Clean water**, or water with glycol or methanol when it can freeze. Not gas: nitrogen or air stores far more energy, and a failure throws parts; a gas test only where the procedure calls for it, with the stand-off it sets.
- **Bleed the air out** at the needle valve on the tree cap before pressuring: air compresses, makes the test drift and stores energy.
- Fluid pumped cold into a warm tree (or the sun on it) moves the pressure by itself — let it settle before the clock starts.

**Likely causes when the tree will not test**
- Ring gaskets reused or not seated, flange bolts made up unevenly, a tree cap, needle valve or stem packing.
- Cement, milling debris or pipe dope on the valve seats from the workover; a gate not fully closed.
- The two-way check or the hanger seals; temperature or air. Finding which barrier leaks is in the entry on a pressure test that will not hold.

**What to do: bleed off and hand over**
1. **Bleed to zero** slowly through the test pump's bleed or a needle valve to a tank, and open and close each gate valve: a closed gate valve traps pressure in its body cavity.
2. **Pull the TWC** through a lubricator with its retrieving tool, equalized first, and confirm it is out before the well is opened.
3. **The chart or recorder file:** well, date, recorder serial and calibration date, each test (low, high, body, each seat) with its pressure and times, signed by the rig supervisor and the operator's representative.
4. **The handover:** each valve's position (masters open or closed by the production procedure, wings, chokes), caps and needle valves on, SITP and annulus pressures, fluid in the well, the SSSV and surface safety valve status, open items; signed by the person handing over and the production operator who takes it.

**Safety:** to take the tree off instead (nippling down), two tested barriers must hold the well below it — kill-weight fluid static on a flow check and a plug or two-way check — each tested in the direction the well would flow: a plug tested from above is not proven until it also holds from below (bleed above it to zero and watch for flow or build-up). The test pump's relief set below the lowest rating in the test; test lines restrained, no mismatched hammer unions; nobody stands in front of caps, bull plugs or needle valves under pressure, and nobody walks the tree during the high test — read it from the recorder.`,
    sources: [API_6A, API_53, CRUMPTON_WELL_CONTROL, IADC_EQUIPMENT_PRESSURE, OSHA_OIL_AND_GAS],
    lastReviewed: '2026-12-02',
    safetyCritical: true,
    related: [
      'ops-pressure-test-will-not-hold',
      'comp-twc-test-before-nipple-down',
      'ops-wellhead-valve-replacement',
      'drill-bop-pressure-test',
      'ops-trapped-pressure',
    ],
  },
  {
    id: 'comp-rbp-equalize-retrieve',
    title:
      'Equalizing and retrieving a retrievable bridge plug (RBP) with pressure or gas below it: washing the sand off it, latching, equalizing through the plug, reverse circulating the gas out, and pulling slowly without swabbing',
    area: 'completions',
    aliases: [
      'retrieving the RBP',
      'retrieve the RBP',
      'pulling the RBP',
      'pull the RBP',
      'RBP retrieval',
      'latch the RBP',
      'latching the RBP',
      'equalize the RBP',
      'equalizing the RBP',
      'equalizing the bridge plug',
      'retrieving the bridge plug',
      'RBP retrieving head',
      'retrieving head',
      'RBP equalizing valve',
      'sand on the RBP',
      'wash sand off the RBP',
      'gas under the RBP',
      'pressure under the RBP',
    ],
    symptoms: [
      'sand on the RBP and the retrieving head will not latch',
      'gas came up when we equalized the plug',
      'casing pressure rising after opening the bridge plug',
      'plug swabbing and dragging on the way out',
      'RBP shot up the casing when it released',
    ],
    summary:
      'Before going after an RBP with pressure below it, have the well-control gear tested, kill fluid weighed to the zone below and a safety valve on the floor. Wash the sand off the plug, latch, and stop on the equalizing step: let the pressure equalize through the plug with the well closed in on the BOP, reverse circulate the gas out through the choke until returns are clean, then release, let the elements relax and pull slowly — a plug pulled fast swabs the zone in.',
    body: `**Immediate actions**
1. **The well gains or gas comes up as the plug equalizes or releases: stop moving the pipe**, set the slips and close the BOP around the work string; a full-opening safety valve made up and closed on it.
2. **Read tubing and casing pressures** and the gain; keep the plug latched — do not pull it up into the gas.
3. **Circulate the gas out through the choke** with kill-weight fluid (reverse, down the annulus and up the work string), holding casing pressure as the kill sheet says.
4. H2S and gas monitors on, people clear of the floor and the choke line; tell the supervisor.

**Ask first**: how much pressure is below the plug (the shut-in pressure before it was set, or the zone's pressure against the hydrostatic of the fluid above), is it gas, oil or water, how long has the plug been in, and which plug is it — how it equalizes and releases (rotation, J-slot, straight pull) and with which retrieving head?

**Why it matters: the force under the plug**
- The pressure difference acts on the whole casing bore: in 5-1/2 in. 17 lb/ft casing (ID 4.892 in., 18.8 in²), 2,000 psi below the plug pushes up with about **37,600 lbf**. Released without equalizing, the plug and the work string are pushed up the casing, the elements tear and the gas arrives at once.
- Kill fluid to balance the zone: EMW = P ÷ (0.052 × TVD). A 3,200 psi zone at 7,000 ft needs 8.8 ppg to balance; with a 200 psi margin, about 9.3 ppg.

**What to check, in this order**
1. **Well-control readiness:** BOP tested, a full-opening safety valve and crossover on the floor, the choke manifold lined up to the flare or tank, kill fluid weighed and on location (at least 1.5 times the well's volume), trip tank full, gas and H2S monitors.
2. **The fluid above the plug:** full to surface and at the weight that holds the zone below.
3. **Fill on the plug:** tag it with the work string or a sinker bar — sand dumped as a cap over the plug, or fill from perforations above.
4. **The plug's release procedure** and its equalizing step from the maker's sheet: turns, direction, weight.

**What to do**
1. **Wash the sand off first:** stop 30–60 ft above the plug, break circulation and wash down slowly, circulating clean fluid — reverse circulation lifts sand faster up the work string. Sand left in the fishing neck or the equalizing ports stops the latch and the equalizing, and sand falling round the plug as it releases sticks it.
2. **Latch:** slack off gently onto the fishing neck (set-down weight as the maker says), then pick up a few thousand pounds over string weight to prove the latch.
3. **Equalize and wait:** the first movement (a pick-up or a quarter turn on most plugs) opens the equalizing valve before the slips let go. Stop there with the BOP closed and the returns through the choke; watch casing and work-string pressure until they are steady — 15–30 minutes, longer for gas or a long-set plug.
4. **Reverse circulate the gas out:** down the annulus and up the work string through the choke, at least one full circulation, until the returns are gas-free and the fluid weight out equals the weight in. Gas inside the work string is a small volume that its safety valve and the choke control.
5. **Release:** finish the release sequence, wait a few minutes for the elements to relax (longer after a long time set or at high temperature), and flow check.
6. **Pull slowly:** the plug's elements and gauge ring are a piston in the casing. Pull the first few hundred feet at a crawl, keep the well full from the trip tank, and compare the fill with the steel pulled; a well that takes less than the pipe pulled, or fluid coming up with the pipe, is swabbing — stop, flow check, go back below the interval if needed and circulate.
7. **At surface:** pull slowly through the BOP and wellhead, where the plug can hang up.

**Likely causes of a plug that will not latch, equalize or release**
- Sand, scale or debris over the fishing neck or packed in the equalizing ports.
- Too much differential across the plug: the equalizing valve opens but the pressure behind it holds the slips.
- The wrong rotation or weight for that plug, or torque taken up along a deviated well.
- Elements swollen or extruded after a long time set, slips scaled in place — see the entry on a packer that will not release.

**Safety:** gas below a plug arrives fast once it is open — never pull on a plug that has not equalized; keep the safety valve on the floor and the BOP ready for the whole trip out.`,
    sources: [
      API_11D1,
      API_RP_59,
      CRUMPTON_WELL_CONTROL,
      PETROWIKI_PACKERS,
      slbGlossary('bridge plug'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'comp-bridge-plug-will-not-set',
      'comp-packer-will-not-release',
      'comp-well-flowing-workover',
      'comp-workover-fluids-well-kill',
    ],
  },
  {
    id: 'comp-plug-and-perf-misrun',
    title:
      'A plug-and-perf stage misrun on wireline — the frac plug did not set, or the guns did not fire or only some clusters fired: reading surface pressure, line tension and the CCL, deciding on a second run, and handling live guns at surface',
    area: 'completions',
    aliases: [
      'plug and perf misrun',
      'plug-and-perf misrun',
      'misrun',
      'mis-run',
      'pump-down misrun',
      'frac plug did not set',
      'frac plug not set',
      'setting tool did not fire',
      'guns did not fire on the pump-down',
      'select-fire failure',
      'addressable switch failure',
      'partial clusters fired',
      'clusters did not fire',
      'rerun the guns',
      'shot detection',
    ],
    appliesWhen: [
      'plug and perf',
      'plug-and-perf',
      'pump down',
      'pump-down',
      'pumpdown',
      'frac plug',
      'setting tool',
      'stage',
      'cluster',
      'clusters',
      'select fire',
      'select-fire',
      'switch',
    ],
    symptoms: [
      'no tension change when the setting tool fired',
      'the plug came back on the setting tool',
      'only some of the clusters fired',
      'no shot indication on the panel for the last guns',
      'ball on seat and the stage will not break down',
      'ball landed and pressure never built',
    ],
    summary:
      'Read a plug-and-perf misrun from the setting, the shots and the pump: line tension, the panel and the CCL say whether the setting tool fired and the plug let go, and which guns shot; a ball that seats and builds pressure with no breakdown means the plug holds and no holes are open; a ball that never builds means no isolation. Decide the second run from that — reset a plug, rerun only the guns, or frac the clusters that shot — and treat every gun back at surface as live until the shooter has checked it.',
    body: `**Immediate actions**
1. **Treat every gun as live** — unfired charges, detonators and a setting tool that did not fire can still go off at surface.
2. **Radio silence and stray-voltage controls** on before the string reaches the depth the procedure sets below surface; no welding, no transmitters, lightning watch.
3. **Close the frac valve below the lubricator and bleed the lubricator to zero** before any union is broken; a flooded or part-fired gun can hold pressure inside.
4. **Clear everyone but the wireline crew** to the explosives perimeter; only the crew's explosives specialist disarms the string, detonator end first.

**Ask first**: what did surface show at each step — line tension and the panel when the setting tool was fired, the shot indication for each gun, the CCL correlation — and after the run, did the ball seat and build pressure, and did the stage break down?

**Signs — reading the run**
- **Pump-down:** steady line speed and tension for the pump rate (commonly 8–15 bbl/min and 200–400 ft/min in the lateral); a sudden stop with tension falling off is a tag or a preset plug, not the setting depth.
- **Plug set:** on firing the setting tool, a tension change as the tool strokes and shears, then the toolstring lighter by the plug's weight and free to move up. **No change and the same weight: the setting tool did not fire** (plug still on it). **Lighter, but the string hangs up or the plug is found deeper:** the plug let go without gripping.
- **Guns fired:** each gun or switch gives its shot indication — the panel's switch reply and current, a jerk in line tension, often a small pressure blip at the wellhead and noise on the CCL. Count the shots against the plan: fewer is a partial fire.
- **After the run, with the ball pumped down:** the ball seats and pressure builds, then breaks over — plug holding, holes open. **Builds to the limit and will not break down:** the plug holds but no clusters fired (or too few). **Never builds, pressure and rate look like the stage below:** the plug did not set or is not holding — no isolation.

**Likely causes**
- **Plug:** a wet or failed setting-tool power charge or igniter, the wrong adapter kit or shear stud, a plug preset by pumping too fast or a tight spot on the way down, debris or scale where it set, the wrong casing weight for the plug.
- **Guns:** a failed addressable switch or a wiring fault, a flooded gun (O-ring or port seal), a failed detonator or det-cord transfer, a cable or cable-head fault (low insulation, a short), a panel or surface cabling fault.

**What to check, in this order**
1. The tension, panel and CCL logs for the whole run against the plan — which step failed.
2. At surface, with the shooter: the setting tool (stroked and sheared, or not), the plug still on it or gone, each gun (fired, unfired, flooded).
3. The ball-drop and pressure record for the stage, against the stages before.
4. The cable and head insulation, and the switch records, before the next run.

**What to do — the second run**
- **Plug set, no guns fired:** the plug tested itself if the ball built pressure with no breakdown. Make the string safe, find the fault, rerun the guns. The well now takes no fluid, so the guns cannot be pumped down into a closed lateral: a rerun in the lateral needs coil, a tractor or pipe-conveyed guns, unless some clusters opened.
- **Plug not set, still on the tool:** make safe, change the setting tool charge and igniter, rerun the plug and guns.
- **Plug let go or set in the wrong place:** set another plug above the highest perforation of the stage below, with room from the old plug and clear of a collar; confirm the set before perforating.
- **Only some clusters fired:** with the engineer, frac what is open (fewer clusters change the limited-entry design: rate and pressure) or rerun guns for the missing clusters — pump-down works now that some holes take fluid.
- Record the misrun, the cause and the fix; pull the failed switches and detonators by part and lot.

**Handling the guns at surface:** the live-gun steps are in the entry on a misfired gun at surface — the shooter's written misfire procedure, unfired explosives back to the magazine or destroyed as the regulations say, and no pumping and no frac crew on the wellhead while guns are in the lubricator.

**Safety:** the lubricator holds the full wellhead pressure — the frac valve closed below it and the lubricator bled to zero before any union is broken; nobody stands under or in line with the lubricator while it is lowered.`,
    sources: [API_RP_67, OSHA_EXPLOSIVES, ATF_EXPLOSIVES, PETROWIKI_PERFORATING, API_RP_19B],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'comp-perforating-misfire',
      'comp-frac-screenout',
      'comp-bridge-plug-will-not-set',
      'comp-stuck-wireline-tools',
    ],
  },
  {
    id: 'comp-mechanical-packer-set-release',
    title:
      'Setting and releasing a mechanical-set packer (weight-set or tension-set): the setting sequence with rotation and slack-off or pull, proving the set with an annulus test, releasing it (equalize first, pick up and rotate), and what goes wrong — J-slot, drag blocks, slips',
    area: 'completions',
    aliases: [
      'mechanical packer',
      'mechanical-set packer',
      'mechanical set packer',
      'compression-set packer',
      'drag blocks',
      'drag springs',
      'quarter turn to set',
      'slack-off weight',
      'double-grip packer',
      'hold-down buttons',
    ],
    appliesWhen: [
      'mechanical',
      'compression',
      'slack off',
      'drag block',
      'J-slot',
      'set and release',
      'setting sequence',
      'quarter turn',
      'weight-set',
      'tension-set',
    ],
    symptoms: [
      'turned the pipe and slacked off but the packer keeps going down',
      'packer set itself while running in',
      'J-slot will not pick up the set position',
      'annulus will not test after setting the weight-set packer',
      'packer unset when we pumped cold fluid down the tubing',
    ],
    summary:
      'A weight-set packer runs in with its J-slot locked and drag blocks holding its cage against the casing; at depth pick up, turn to the set position (a quarter turn at the tool, often more at surface) and slack off the set-down weight; a tension-set packer sets by pulling. Prove the set by holding the weight and testing the annulus. To release, equalize first, then pick up and turn back into the J. Worn drag blocks, torque that does not reach the tool, hard casing, collars and tubing movement make most of the trouble.',
    body: `**Ask first**: which packer is it — weight-set (compression), tension-set, or double-grip with hold-downs — and its setting and release sheet (direction and turns, set-down weight or pull, shear value), the casing size and weight at the setting depth, and the well's deviation?

**How they set**
- **Weight-set (compression):** runs in with the J-slot in the running position. **Drag blocks** (or drag springs) rub the casing and hold the cage still while the tubing turns. At depth: stop, pick up a foot or two, **turn about a quarter turn at the tool** (clockwise on most models) (often 1–3 turns at surface in a deep or deviated well — work the torque down by moving the pipe a little), then **slack off**: the cone drives the slips into the casing and the weight packs off the element. Set-down weight is commonly 8,000–15,000 lbf for 4-1/2 and 5-1/2 in. and 15,000–20,000 lbf for 7 in., as the maker's sheet says.
- **Tension-set:** sets by turning and pulling — slips bite upward and the element packs off under tension. Suits shallow wells without the weight to set a compression packer, and injection wells, where pressure below and the tubing shortening as it cools add to the set.
- **Double-grip (hold-downs):** a weight-set packer with hydraulic hold-down buttons above the element, which grip when pressure below exceeds pressure above — for a treatment or a zone with pressure below.
- **Where to set:** mid-joint from the casing tally or CCL, clear of collars, perforations, and worn or corroded casing.

**Forces after it is set: tubing movement**
- Temperature: free tubing changes length by about **6.9 × 10⁻⁶ ft/ft/°F** — 8,000 ft cooled 100 °F shortens about 5.5 ft. Held by the packer, it becomes force: about **207 × As × ΔT lbf** (As the steel area, in²). 2-7/8 in. 6.5 lb/ft (As 1.812 in²) cooled 50 °F pulls about **18,800 lbf** — more than the set-down weight.
- So a **cold frac, acid treatment or injection down the tubing can pull a weight-set packer off**, and heating or pressure from above adds compression (Lubinski). Pressure below pushes a weight-set packer up; pressure above pushes a tension-set packer down — each toward release.

**What to check, in this order**
1. **The weight indicator:** the string weight up and down before setting, then the set-down weight taken and held — a packer that keeps taking weight without stopping is sliding, not set.
2. **An annulus test:** fill the annulus, close it, and pressure it to the test the procedure sets (commonly 500–1,000 psi, within the casing's rating and the packer's differential), held 15–30 minutes on a chart with the tubing open and watched. Tubing flowing or annulus pressure falling: the element or the tubing leaks.
3. **For a tension-set packer:** the pull held and the annulus test at a pressure that does not push it off.

**What goes wrong**
- **Drag blocks:** worn blocks, weak springs or casing lighter (bigger ID) than the packer's range — the cage turns with the tubing, the J will not index, and the packer will not set or will not release.
- **The J-slot:** jumped to the set position while running (turning the string in a dogleg, running through a tight spot, pipe rotated by the tongs) — the packer presets going in; or torque taken up along a deviated well, so it never reaches the set position.
- **Slips:** will not bite in hard, high-grade casing (P-110, Q-125), scale or a collar; or packed with scale and fill so they will not retract on release.
- **The element:** cut running past burrs or perforations, extruded by too much set-down weight, or set across a collar — it will not test.
- **Not enough weight:** shallow wells cannot give a compression packer its set-down weight — use a tension-set packer.

**What to do: releasing it**
1. **Equalize first:** fill the annulus, open the bypass (most weight-set packers open it on the first pick-up) and let the pressure across the packer equalize; pressure below a packer holds it set and comes up the annulus when it lets go.
2. **Weight-set:** pick up to neutral weight, turn back into the J (usually a quarter turn at the tool, in the direction the sheet says), pick up slowly — the slips retract and the drag blocks hold the J. **Tension-set:** slack off to neutral and below, turn, then pick up.
3. **Wait for the element to relax** a few minutes before pulling, and pull the first joints slowly: a packer element near casing ID swabs.
4. **Shear release** (pins or ring), where fitted, only within the tubing's safe pull; still set — see the entry on a packer that will not release.
5. To reset a weight-set packer at a new depth, cycle the J as the sheet says; after several sets, the slips and element may need redressing.

**Safety:** the string is a spring under torque and set-down or overpull — let the torque out slowly at the tongs with hands clear, and keep people out of the line of fire when pulling near the tubing's rating.`,
    sources: [
      API_11D1,
      PETROWIKI_PACKERS,
      BELLARBY,
      LUBINSKI_BUCKLING,
      slbGlossary('retrievable packer'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'comp-packer-will-not-release',
      'comp-hydraulic-packer-will-not-set',
      'ops-pressure-test-will-not-hold',
      'comp-rbp-equalize-retrieve',
    ],
  },
];
