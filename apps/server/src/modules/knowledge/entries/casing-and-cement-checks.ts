import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  API_RP_59,
  apiStandard,
  cfrSection,
  RRC_FORMS,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const SWR_13 = texasRule(
  13,
  'Casing, Cementing, Drilling, Well Control, and Completion Requirements',
);

const API_TR_5C3 = apiStandard(
  'API TR 5C3, Calculating Performance Properties of Pipe Used as Casing or Tubing (burst, collapse and their reduction with wall loss)',
);

const API_TR_10TR1 = apiStandard(
  'API TR 10TR1, Cement Sheath Evaluation (temperature surveys, bond logs and finding the top of cement)',
);

const API_RP_10B2 = apiStandard(
  'API RP 10B-2, Recommended Practice for Testing Well Cements (thickening time and compressive strength for waiting on cement)',
);

const API_14L = apiStandard(
  'API Spec 14L / ISO 16070, Specification for Lock Mandrels and Landing Nipples',
);

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
);

const BELLARBY: KnowledgeSource = {
  title:
    'J. Bellarby, Well Completion Design, 1st ed. (Elsevier, Developments in Petroleum Science 56, 2009), chapter "Completion Equipment": landing nipples, lock mandrels, plugs and testing the completion',
  url: 'https://www.sciencedirect.com/book/9780444532107/well-completion-design',
};

/**
 * Checks on casing and cement, each the part its neighbours leave out: a casing test after the
 * plug bumps, surface casing with no cement to surface, casing wear while drilling below it, a
 * tight spot inside new casing, a tubing test against a plug in a landing nipple, and drilling
 * out a bridge plug or cement retainer with pressure possibly trapped below it.
 */
export const casingAndCementCheckEntries: readonly KnowledgeEntry[] = [
  {
    id: 'cement-casing-test-after-bump',
    title:
      'A casing pressure test after bumping the plug or before drilling out: the pass criterion, temperature and air, a leaking plug, floats or stage tool, and what to do when it fails',
    area: 'drilling',
    aliases: [
      'casing test after bumping the plug',
      'casing test on the bump',
      'test on the bump',
      'bump and test',
      'pressure test on the bump',
      'casing test before drilling out',
      'casing test before drill-out',
      'test the casing before drilling the plug',
      'casing test after cementing',
      'casing test after wait on cement',
      'casing test 10 percent in 30 minutes',
      '30 CFR 250.721',
      '250.721',
      '250.423',
      'casing test at 70 percent of burst',
      'shoe track leaking',
      'top plug leaking on the float collar',
      'stage tool leaking',
      'DV tool leaking',
    ],
    appliesWhen: [
      'test bump',
      'test top plug',
      'test wiper plug',
      'test drill out',
      'test drilling out',
      'test shoe',
      'test float',
      'test cement',
      'test woc',
      'test stage tool',
      'test dv tool',
      '250.721',
      '250.423',
    ],
    symptoms: [
      'casing test bleeding off after the plug bumped',
      'pressure falls on the casing test before drilling out',
      'needed more volume than calculated to reach the casing test pressure',
      'returns at the flowline while holding the casing test',
      'test pressure drops then flattens after the bump',
    ],
    summary:
      'A casing test after the bump or before drilling out passes when it holds with no more than the rule’s loss (commonly 10 % in 30 minutes) and the chart flattens. Rule out surface iron, temperature and air first; then fluid getting out through the plug and floats, a stage tool, a connection or the hanger seal — find it with the annulus returns and a test packer, repair it, and do not drill out until the string passes.',
    body: `**Ask first**: was the test run on the bump with the cement still liquid, or after waiting on cement — and how much fluid did it take to reach the test pressure against what the string should take?

**Pass or fail**
- Most rules and programs: hold for 30 minutes and lose no more than 10 % of the test pressure, the chart flattening rather than falling in a straight line. Offshore, 30 CFR 250.721 (the casing-test section, 250.423 before 2016): conductor 250 psi (not on subsea wellheads); surface, intermediate and production casing 70 % of minimum internal yield; more than 10 % in 30 minutes or any other sign of a leak and operations stop until the District Manager approves a PE-certified plan to re-cement, repair or run more casing.
- Texas: Statewide Rule 13 requires each string tested before its plug is drilled and sets the pressure and criterion — check the current text for the string and the spud date.

**Rule of thumb** A 3,000 psi test may lose at most 300 psi in 30 minutes. Volume to pressure up ≈ capacity × test pressure × about 3 × 10⁻⁶ per psi for water-based mud, plus a little for the casing swelling: 9-5/8 in. 40 lb/ft (ID 8.835 in.) to 8,000 ft holds 8.835²/1029.4 × 8,000 ≈ 607 bbl, so 607 × 3,000 × 0.000003 ≈ 5.5 bbl. Ten barrels or more means air in the string or a leak.

**Likely causes**
- **Surface:** the cement head, its valves, the plug container, lines and the pump's check valve.
- **Temperature and air, not a leak:** the fluid warming or cooling after circulation and the cement's heat of hydration move the pressure for hours; air in the cement head or lines makes a lazy curve and a large volume. A loss that slows and flattens is thermal; a straight line is a leak.
- **The plug and floats:** a top plug not sealing on the float collar and floats that leak let the test fluid out through the shoe — the pressure falls and the flowline takes returns. With the cement still liquid that is over-displacing it.
- **The string:** a stage (DV) tool not closed, a connection not made up, a split joint; the casing hanger pack-off leaking.

**What to check, in this order**
1. Test the surface iron against a closed valve on the cement head.
2. Plot pressure against time; compare the volume pumped and bled back with the calculated volume.
3. Watch the annulus and flowline during the test: returns there mean fluid is getting out.
4. Repeat once the temperatures settle.
5. Still failing after drilling out the plug: a test packer on drill pipe, set in steps, splits the casing above from the shoe track below.

**What to do**
- Surface leak: fix it and retest. Thermal: bleed back to the start, let it settle and retest on a chart.
- Plug or floats leaking on the bump: stop pumping into the shoe, bleed back to check the floats and hold pressure while waiting on cement if they do not hold; drill out, test the shoe track, then the shoe with the FIT.
- Casing or stage-tool leak: locate it with the packer, then squeeze, patch, or run a tie-back or liner as approved; report a failed test as the rule requires. Do not drill out until the string passes.

**Safety:** keep the test pressure inside the casing's burst rating with its design factor and the wellhead and cement-head ratings. Testing hard after the cement has set can leave a microannulus — many programs test on the bump for that reason. Keep people clear of the cement head and lines while pressured; bleed to zero before breaking a connection.`,
    sources: [
      cfrSection(
        30,
        '250.721',
        'What are the requirements for pressure testing casing and liners?',
      ),
      SWR_13,
      cfrSection(30, '250.423', 'What are the requirements for casing and liner installation?'),
      slbGlossary('float collar'),
    ],
    lastReviewed: REVIEWED,
    related: ['ops-pressure-test-will-not-hold', 'cement-plug-no-bump', 'drill-leak-off-test-fit'],
  },
  {
    id: 'cement-surface-casing-no-cement-to-surface',
    title:
      'No cement to surface on surface or conductor casing: finding the top of cement (returns, temperature log, tagging, bond log), Statewide Rule 13, and a top job through 1-inch pipe',
    area: 'drilling',
    aliases: [
      'top job',
      'top-job',
      'top out',
      'topping out the surface casing',
      'one-inch top job',
      '1 inch pipe down the annulus',
      'tremie pipe in the annulus',
      'macaroni string top job',
      'cement fell back',
      'cement fall back',
      'cement fallback',
      'cement did not circulate on the surface pipe',
      'cement not circulated to surface',
      'temperature survey for the top of cement',
      'temperature log for TOC',
      'TOC on the surface casing',
      'tag the top of cement in the annulus',
      'conductor not cemented to surface',
      'W-15 cementing report',
    ],
    appliesWhen: [
      'top job',
      'top out',
      'topped out',
      'topping out',
      '1 inch',
      '1-inch',
      'one inch',
      'tremie',
      'macaroni',
      'temperature log',
      'temperature survey',
      'toc',
      'top of cement',
      'tag annulus',
      'tagged annulus',
      'fell back',
      'fall back',
      'fallback',
      'dropped back',
      'conductor',
      'swr 13',
      'rule 13',
      'gau',
      'excess',
      'w-15',
      'circulate surface',
      'circulated surface',
    ],
    symptoms: [
      'spacer back at the cellar but no cement',
      'cement came up to surface and then dropped down the annulus',
      'annulus behind the surface pipe is not full of cement',
      'cement never reached the cellar on the surface string',
    ],
    summary:
      'Surface casing without cement to surface is common — losses to shallow zones, too little excess for a washed-out hole, channelling, or cement falling back. Find the top from the job records, a pipe tagged down the annulus, a temperature log or a bond log; in Texas, Statewide Rule 13 requires cement circulated to surface across usable-quality water, so the district is told and the annulus is filled, usually by a top job through 1-inch pipe, before drilling ahead.',
    body: `**Ask first**: did anything come back — spacer, contaminated cement, nothing — and did you keep full returns through the job, or did cement reach surface and then fall back?

**Likely causes**
- **Losses:** the slurry is heavier than the mud and shallow sands, gravel or fractures take it.
- **Too little excess:** surface hole washes out; soft shallow hole without a caliper often needs 100 % excess or more.
- **Channelling:** casing lying on the low side without centralisers, thick mud left in place, no pipe movement.
- **Fall-back:** cement reached surface, then dropped as it lost fluid to a weak zone or the floats leaked.
- **A shallow water or gas flow** cutting the slurry.

**What to check, in this order**
1. The job record: slurry pumped, when returns were lost, whether spacer reached surface.
2. Tag it: run a small pipe (1 in. or 1-1/4 in.) down the annulus until it stands on cement.
3. A temperature survey in the casing within about a day of the job: the setting cement's heat marks its top.
4. A cement bond log once the cement has set, where the top is deeper than small pipe will reach.

**What the rules require**
- **Texas (SWR 13):** surface casing is cemented by circulating cement to the ground surface across the usable-quality water in the Groundwater Advisory Unit letter. When it does not circulate, tell the RRC district office, agree the remedial work, and fill the annulus before drilling out; the cementing record (Form W-15) reports it.
- **Offshore:** conductor cement must fill back to the mudline, with extra cement if returns cannot be seen (30 CFR 250.421); any sign of an inadequate job calls for a temperature survey or cement evaluation log and remedial cementing as approved (30 CFR 250.428).

**Rule of thumb** Annular capacity = (hole² − casing OD²)/1029.4 bbl/ft. 13-3/8 in. in 17-1/2 in. hole: (306.25 − 178.89)/1029.4 = 0.124 bbl/ft (0.69 ft³/ft). Top tagged at 180 ft: 180 × 0.124 ≈ 22 bbl; mix 30–35 bbl for the washout.

**What to do**
- **Top job:** run 1 in. pipe down the annulus to the tag, pump neat accelerated cement (Class A or C with about 2 % calcium chloride) until good cement returns at surface, pull or leave the pipe, and top off again after it settles.
- **Top too deep for small pipe** (it stops on centralisers, or past a few hundred feet): perforate near the top of cement and circulate or squeeze through the holes, with the regulator's approval, then drill out and pressure test.
- **Next time:** excess from a caliper or fluid caliper, a lightweight lead, LCM, a lower rate, centralisers, and a top job planned where fall-back is common.

**Safety:** gas or water coming up the uncemented annulus is a well-control event — close in and see the cementing-problems entry. Do not drill out until the annulus is cemented to surface and the cement has reached the required strength. Restrain the small pipe and its hose while pumping in a crowded cellar, and keep people clear.`,
    sources: [
      SWR_13,
      cfrSection(30, '250.428', 'What must I do in certain cementing and casing situations?'),
      cfrSection(
        30,
        '250.421',
        'What are the casing and cementing requirements by type of casing string?',
      ),
      API_TR_10TR1,
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['drill-cementing-problems', 'rrc-swr13-casing-cementing', 'drill-lost-circulation'],
  },
  {
    id: 'drill-casing-wear',
    title:
      'Casing wear while drilling below it: steel on the ditch magnets, the daily rate, doglegs and side force, non-rotating protectors, wear logs and derating burst and collapse',
    area: 'drilling',
    // Steel worn off the casing, not any pipe on location.
    appliesWhen: [
      'casing',
      'magnet',
      'magnets',
      'metal',
      'steel',
      'wear',
      'dogleg',
      'protector',
      'protectors',
    ],
    aliases: [
      'casing wear',
      'worn casing',
      'casing wear log',
      'wear groove',
      'ditch magnet',
      'ditch magnets',
      'mud magnet',
      'flowline magnet',
      'metal on the magnets',
      'steel on the magnets',
      'iron filings in the returns',
      'non-rotating drill pipe protectors',
      'non-rotating protectors',
      'drill pipe rubbers',
      'casing-friendly hardbanding',
      'hardbanding wearing the casing',
      'side force on the casing',
      'contact force at the dogleg',
      'wear factor',
      'casing wear prediction',
      'derated burst for worn casing',
      'worn casing collapse',
    ],
    symptoms: [
      'steel building up on the ditch magnets',
      'metal flakes at the shakers while rotating',
      'more iron on the magnets every tour',
      'magnet weights climbing day after day',
    ],
    summary:
      'Steel on the ditch magnets while rotating below a casing is the casing (or the hardbanding) wearing. Track it in pounds per day with its shape, find the high side-force doglegs in the casing, cut the revolutions and fit non-rotating protectors there, measure the wall with a caliper or wear log, and derate burst and collapse to the remaining wall before the next test, kick or frac.',
    body: `**Ask first**: how many pounds of steel a day are the magnets catching, what does it look like — flakes and slivers or fine powder — and where are the doglegs in the casing the string is rotating in?

**Signs**
- Steel on the ditch magnets rising tour on tour while rotating. Flat flakes and slivers (galling, or machining by hardbanding) are serious; fine powder (sand grinding between tool joint and casing) is milder.
- Torque up and erratic, a worn wear bushing; later a casing test that fails.

**Likely causes**
- **Side force at doglegs** in the casing above the bit — the string's tension pulls the tool joints into the wall there; real doglegs often run 1.5 times the plan.
- **Revolutions:** high RPM and long sections drilled below the same casing — wear follows rotating hours, not footage.
- **Hardbanding:** tungsten-carbide bands cut casing; casing-friendly alloys wear far less.
- **Mud:** sand and solids grind; water-based mud wears more than oil-based. Buckled casing above the top of cement wears too.

**Rule of thumb**
- Side force per foot ≈ tension × dogleg in radians per foot. 200,000 lbf through 4°/100 ft (0.000698 rad/ft) ≈ 140 lbf/ft — about 4,200 lbf on each tool joint of a 30 ft joint, twice the common 2,000 lbf-per-tool-joint guide.
- Steel caught: 10 lb/day is 10/490 = 0.020 ft³ (35 in³). The magnets catch only part of it: act on the trend, and calibrate with a log.
- Burst falls with the remaining wall: 9-5/8 in. 47 lb/ft P-110 (wall 0.472 in.) rated 9,440 psi; 20 % wear leaves about 0.80 × 9,440 ≈ 7,550 psi. Collapse falls faster — recompute it from the remaining wall by API TR 5C3.

**What to check, in this order**
1. Weigh the magnets every tour, cleaned and dried; log lb/day against RPM, rotating hours and depth; keep samples.
2. The surveys inside the casing: the actual dogleg severity and where the tool joints sit.
3. A torque-and-drag or wear model with the real tension, RPM and hours to find the worst depths.
4. A multi-finger caliper or ultrasonic wear log across them — before a frac, a well-control margin decision or another long section.

**What to do**
- Non-rotating protectors on the joints that sit in the dogleg; casing-friendly hardbanding; lay down carbide-banded pipe.
- Fewer revolutions: lower RPM, a motor, faster drilling; lubricant, less sand.
- Rework the design on the measured wear: derated burst and collapse against the loads still to come (well control, frac, evacuation); a tie-back or liner over a section that fails.

**Safety:** worn casing has lower burst and collapse — recalculate MAASP, the well-control margins and the test pressure before the next test or well-control event, and never test worn casing to its new-pipe pressure.`,
    sources: [
      spePaper(
        'W. B. Bradley and J. E. Fontenot, "The Prediction and Control of Casing Wear", Journal of Petroleum Technology (1975), SPE-5122-PA',
        '10.2118/5122-PA',
      ),
      spePaper(
        'A. Kumar and R. Samuel, "Casing Wear Factors: How Do They Improve Well Integrity Analyses?", SPE/IADC Drilling Conference, London (2015), SPE-173053-MS',
        '10.2118/173053-MS',
      ),
      API_TR_5C3,
    ],
    lastReviewed: REVIEWED,
    related: ['drill-torque-drag-high', 'cement-casing-test-after-bump', 'drill-leak-off-test-fit'],
  },
  {
    id: 'drill-tight-spot-new-casing-salt-cement',
    title:
      'A tight spot inside casing after cementing or across salt: deformed or collapsed casing, or cement stringers and green cement — what to run and how to drill on',
    area: 'drilling',
    aliases: [
      'restriction inside the new casing',
      'tight spot inside the casing after cementing',
      'casing collapse across salt',
      'salt creep collapse',
      'casing deformed across the salt',
      'ovalised casing across salt',
      'cement stringers in the casing',
      'green cement',
      'soft cement inside the casing',
      'cement sheath inside the casing',
      'bit taking weight inside the casing',
      'drift restriction in the intermediate',
      'lead impression block on drill pipe',
      'swage through the restriction',
    ],
    appliesWhen: [
      'salt',
      'green cement',
      'stringers',
      'cement sheath',
      'creep',
      'float collar',
      'woc',
      'wait on cement',
      'new casing',
      'intermediate',
    ],
    symptoms: [
      'bit takes weight inside the casing above the float collar',
      'BHA will not pass a depth inside the new casing',
      'drift stops in the intermediate across the salt',
      'drilling soft cement high in the casing',
      'steel on the magnets while working a tight spot in the casing',
    ],
    summary:
      'A bit that stops inside new casing is either cement — green cement not yet set, or hard stringers — or equipment, or casing deformed by salt creep or collapsed while it was partly empty. Check the depth against the tally and the salt, the returns for cement or steel, then an impression block and a multi-finger caliper; wait on green cement, drill stringers with light weight, and never drill through deformed casing with the bit — swage or roll it, then patch or line it.',
    body: `**Ask first**: does the bit drill at the tight spot (cement cuttings, torque, a little hole made) or just stop and turn, how long after the cement job is it, and is the depth across salt, at a stage tool or near the float collar?

**Likely causes**
- **Green cement:** slurry inside the casing that has not set — too short a wait, a retarded or mud-contaminated slurry. The bit takes weight, drills soft, plugs nozzles, and the returns are cement-cut.
- **Cement stringers or a sheath:** slurry left on the wall by a plug that bypassed, a squeeze or cement that U-tubed back; hard and patchy, often well above the float collar.
- **Equipment:** a stage-tool seat, baffle or landing collar, a heavy-wall joint with a smaller drift, junk or wiper-plug rubber.
- **Deformed or collapsed casing:** salt or plastic shale creeping onto it (a non-uniform load up to the overburden, about 1 psi/ft), casing collapsed while partly empty (lost returns, floated casing), trapped annular pressure or buckling.

**Rule of thumb** Across salt at 10,000 ft the load approaches 10,000 psi. A full column of 12.0 ppg mud inside gives 0.052 × 12.0 × 10,000 = 6,240 psi, a net 3,760 psi; with the fluid level down to 5,000 ft the net is about 6,900 psi. Compare with the collapse rating and its design factor: a full hole and full cement across the salt are what hold it.

**What to check, in this order**
1. The depth against the tally: float collar, stage tool, crossovers and heavy-wall joints, the salt interval, the top of cement.
2. The returns: cement (hard, or soft and cement-cut mud) — and steel on the magnets, which means the bit is cutting casing: stop.
3. An impression block (lead) run to the top of it on pipe: a round mark is cement or equipment; a flattened or oval one is deformed casing.
4. A multi-finger caliper or ultrasonic imager for the minimum ID, the ovality and the length; a pressure test for a split.

**What to do**
- **Green cement:** pull above it and wait on cement to the lab's compressive strength, then drill with light weight.
- **Stringers:** a few thousand pounds on the bit, moderate RPM, full circulation, reaming each stand, watching torque and the magnets.
- **Deformed or collapsed casing, across salt or elsewhere:** do not drill through it with the bit — it cuts the wall. Open it with a swage jarred down in steps or a casing roller, dress it lightly with a tapered or string mill, confirm the ID with a caliper, then an expandable patch or a heavy-wall liner across it; raise the mud weight if the salt is still moving.
- **A collapse that will not open:** a smaller liner through it, or a sidetrack above.

**Safety:** a deformed or split section may have lost its pressure rating — re-check MAASP and pressure test before drilling on, and keep the hole full to support the casing.`,
    sources: [
      API_TR_5C3,
      spePaper(
        'H. Wang and R. Samuel, "3D Geomechanical Modeling of Salt-Creep Behavior on Wellbore Casing for Presalt Reservoirs", SPE Drilling & Completion 31(4) (2016), SPE-166144-PA',
        '10.2118/166144-PA',
      ),
      slbGlossary('impression block'),
      API_RP_10B2,
    ],
    lastReviewed: REVIEWED,
    related: [
      'comp-casing-damage-old-well',
      'drill-cementing-problems',
      'drill-casing-will-not-go-down',
    ],
  },
  {
    id: 'comp-tubing-test-plug-in-nipple',
    title:
      'A tubing test against a plug in a landing nipple (XN, X or R profile) that bleeds off with the annulus not rising: the plug and lock, the nipple bore, connections, the hanger, surface valves and temperature — isolating it step by step',
    area: 'completions',
    aliases: [
      'tubing test against the XN plug',
      'XN plug',
      'PXN plug',
      'XN nipple',
      'no-go nipple',
      'landing nipple',
      'plug in the nipple leaking',
      'nipple plug will not hold',
      'lock mandrel',
      'equalizing prong',
      'equalising prong',
      'prong plug',
      'slickline plug leaking',
      'wireline plug leaking',
      'nipple seal bore',
      'tubing ballooning on the test',
    ],
    appliesWhen: ['nipple', 'xn', 'pxn', 'profile', 'prong', 'wireline plug', 'seal bore', 'no-go'],
    symptoms: [
      'plug in the nipple will not hold a tubing test',
      'pressure bleeds off against the XN plug',
      'casing gauge does not move while the tubing test falls',
      'tubing test against a wireline plug takes more fluid than it should',
    ],
    summary:
      'A tubing test against a nipple plug that bleeds off while the annulus stays put is leaking where the annulus cannot see it — the surface iron and tree valves, past the plug or its lock, a damaged nipple bore, or the tailpipe below the packer — or into an annulus that is not full; or it is not leaking at all (temperature, air, ballooning). Check the surface, fill the annulus, repeat and plot, then work the plug on slickline and split the string with a plug higher up.',
    body: `**Ask first**: did the annulus start full of liquid (a low fluid level or gas in it hides a tubing leak), how much fluid did it take to pressure up against what the tubing should take, and was the plug located and checked (tagged, pulled against) before the test?

**Likely causes**
- **Surface:** the test pump, lines and unions, a tree wing or crown valve passing, a needle valve or gauge fitting.
- **The plug:** the equalising prong not fully home or its seals cut; the lock not fully set — in an XN the no-go stops the plug moving down, so it can sit there unlocked and still leak past its packing; packing damaged running through other nipples.
- **The nipple:** debris, scale or corrosion in the seal bore, or a bore worn by earlier wireline work.
- **Open below:** what gets past the plug goes to the perforations or the rathole and shows nowhere at surface; the tailpipe below the packer likewise.
- **Tubing, packer or hanger leaks** show on the annulus — unless it is not full, is open, or its gas cushion takes the fluid.
- **Not a leak:** fluid warming or cooling, air left in the string, the tubing ballooning.

**Rule of thumb** Volume to pressure up ≈ capacity × test pressure × about 3 × 10⁻⁶ per psi for water, plus ballooning. 2-7/8 in. 6.5 lb/ft (ID 2.441 in.) to 8,000 ft: 2.441²/1029.4 × 8,000 ≈ 46 bbl; at 3,000 psi, 46 × 3,000 × 0.000003 ≈ 0.4 bbl. Needing 2 bbl means air or a leak from the start.

**What to check, in this order**
1. Test the surface iron against a closed tree valve on its own gauge; check the wing and needle valves.
2. Fill the annulus, shut it in on a sensitive gauge and repeat the tubing test — an annulus that now rises is a tubing, packer or hanger leak.
3. Repeat and plot two or three times: a loss that slows each time is temperature or air; the same straight-line loss each time is a leak.
4. Slickline: tag the plug at its depth and confirm the prong is in; pull it, inspect and redress the packing, brush and gauge the nipple, and reset or replace it.
5. Still failing: a plug in a nipple higher up, or a tubing stop with a test tool, splits the string — holds above means the lower plug, nipple or tailpipe; fails above means the tubing or hanger.
6. A leak-detection (temperature or noise) log while pumping at the leak rate, or pull the tubing and hydrotest it back in.

**What to do**
- Redress or replace the plug; use another nipple where the seal bore is damaged; replace leaking joints; re-land or repair the hanger seals.
- Accept only a stable test that meets the program's criterion.

**Safety:** never raise the pressure to seat a plug, or past the tubing, packer or tree ratings. A test from above proves the plug only from above: before it is trusted as a barrier with the tree or a valve off, test it in the direction the well would flow — an inflow test from below (bleed above it to zero and watch for flow or build-up), or the well's own pressure below it — and have the second barrier in place. Equalise across a plug before pulling it — pressure trapped below can blow the toolstring up the hole. Bleed through a valve before breaking a connection.`,
    sources: [API_14L, BELLARBY, slbGlossary('landing nipple'), slbGlossary('slickline')],
    lastReviewed: '2026-12-02',
    related: [
      'ops-pressure-test-will-not-hold',
      'ops-tubing-casing-communication',
      'comp-stuck-wireline-tools',
    ],
  },
  {
    id: 'comp-drill-out-cibp-pressure-below',
    title:
      'Drilling out a CIBP or cement retainer with pressure possibly trapped below: estimating it, kill-weight fluid, barriers and a float in the string, and milling while watching the returns',
    area: 'completions',
    aliases: [
      'drilling out a CIBP',
      'drill out the CIBP',
      'mill out a bridge plug',
      'milling a cast iron bridge plug',
      'drilling out a cement retainer',
      'drill out the retainer',
      'cement retainer drill-out',
      'pressure under the CIBP',
      'pressure trapped below a bridge plug',
      'trapped pressure below the retainer',
      'squeeze pressure left under the retainer',
      'sting into the retainer',
      'float in the string for the drill-out',
      'bridge plug let go while milling',
    ],
    appliesWhen: ['cibp', 'cast iron', 'cast-iron', 'bridge plug', 'retainer', 'cement retainer'],
    symptoms: [
      'pressure may be trapped under the bridge plug we have to drill',
      'well started flowing when the CIBP let go',
      'returns increased after milling through the retainer',
      'string pushed up when the bridge plug gave way',
    ],
    summary:
      'Before milling a CIBP or cement retainer, work out the pressure that may be below it (the zone’s last pressure, squeeze pressure left under a retainer, migrated gas, offset injection), put kill-weight fluid in the hole, test the BOP, run a float in the string and keep the safety valves on the floor; sting into a retainer to read the pressure first. Mill with light weight, watch the returns and the pits, and treat the moment the plug lets go as a well-control event.',
    body: `**Immediate actions** (the plug lets go and the well flows or the pressure comes up)
1. Stop rotating, pick up off the plug with a tool joint clear of the rams, and shut in on the annular or pipe rams — the float or the full-opening safety valve holds the string.
2. Record the casing pressure and the pit gain; watch the weight for the string being pushed up.
3. Circulate out through the choke with kill-weight fluid as the well-control plan says.
4. Clear the floor and cellar of everyone not needed; gas and H2S monitors on.

**Ask first**: why was the plug set and what was below it — a producing, fractured or squeezed zone, or one near injection — and has anything been measured below it since?

**Estimate the pressure below**
- The zone's last shut-in or static pressure; squeeze pressure left under a cement retainer when the stinger was pulled (its valve holds it); gas that has migrated up under the plug; offset injection, disposal or fracs since.
- Unknown: take the highest credible value (the original pressure, or the offset injection pressure at depth).
- A cement retainer can be read first: sting into it on the work string to open its valve, and read and bleed the pressure below through the choke before drilling.

**Rule of thumb** Fluid weight (ppg) = pressure ÷ (0.052 × TVD) plus a margin. Zone at 7,000 ft TVD with 3,400 psi: 3,400 ÷ (0.052 × 7,000) = 9.34 ppg; with 200 psi over (3,600 psi), 9.89 ppg — 10.0 ppg brine. Pipe-light: shut in on 2-7/8 in. tubing, 2,000 psi × 6.49 in² ≈ 13,000 lbf pushes up — more than a shallow string may weigh.

**What to check, in this order**
1. The hole full of kill-weight fluid and static: a flow check before milling.
2. The BOP tested above the expected pressure — rams for the work string, annular, choke and kill lines; a full-opening safety valve and an inside BOP with crossovers on the floor.
3. A float (flapper) in the string just above the mill or bit.
4. Returns to a trip tank or measured tank, the choke lined up, gas detection at the shaker or tank.

**What to do**
- Mill with light weight and moderate RPM (a rock bit or junk mill for cast iron), circulating fast enough to lift the heavy cuttings, with a junk basket above; composite plugs drill faster.
- Watch weight and torque: they fall as the top slips and element go — that is when the pressure below arrives. Stop, flow-check, and circulate bottoms up before going on.
- Push the remains to bottom or below the perforations, or fish them; then clean out and test.

**Safety:** plan the moment the plug lets go at the pre-job meeting — who closes what, the kill fluid mixed and waiting. Never mill on with the well flowing, and keep the string heavier than the pressure can push.`,
    sources: [
      API_RP_59,
      API_53,
      slbGlossary('bridge plug'),
      slbGlossary('cement retainer'),
      API_RP_54,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['comp-ct-drillout-pressure-kick', 'ops-trapped-pressure', 'drill-kill-methods'],
  },
];
