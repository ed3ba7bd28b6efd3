import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, slbGlossary, spePaper } from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const APPLIED_DRILLING_ENGINEERING: KnowledgeSource = {
  title:
    'A. T. Bourgoyne Jr., K. K. Millheim, M. E. Chenevert and F. S. Young Jr., Applied Drilling Engineering, SPE Textbook Series Vol. 2 (Society of Petroleum Engineers, 1986; ISBN 978-1-55563-001-0): ch. 3, Cementing (liner cementing, plugback and balanced plugs) and ch. 6, Formation Pore Pressure and Fracture Resistance (leak-off tests)',
  url: 'https://doi.org/10.2118/9781555630010',
};

const WELL_CEMENTING: KnowledgeSource = {
  title:
    'E. B. Nelson and D. Guillot (eds.), Well Cementing, 2nd ed. (Schlumberger, 2006): the chapters on cementing equipment and casing hardware (liner hangers and running tools), primary cementing techniques (liner cementing) and remedial cementing (cement plugs)',
  url: 'https://www.slb.com/resource-library/book/well-cementing',
};

const IADC_LOT: KnowledgeSource = {
  title: 'IADC Lexicon: leak-off test (from API RP 59, ISO 16530-1 and API Std 65-2)',
  url: 'https://iadclexicon.org/leak-off-test-lot/',
};

const IADC_BALANCED_PLUG: KnowledgeSource = {
  title: 'IADC Lexicon: balanced cement plug (from API Bulletin E3)',
  url: 'https://iadclexicon.org/balanced-cement-plug/',
};

const DEEP_WATER_REPORT: KnowledgeSource = {
  title:
    'National Commission on the BP Deepwater Horizon Oil Spill and Offshore Drilling, Deep Water: The Gulf Oil Disaster and the Future of Offshore Drilling (Report to the President, January 2011), ch. 4: the Macondo well and the blowout (the negative pressure test)',
  url: 'https://www.govinfo.gov/content/pkg/GPO-OILCOMMISSION/pdf/GPO-OILCOMMISSION.pdf',
};

const IADC_STICK_SLIP_WORKSHOP: KnowledgeSource = {
  title:
    'K. Womer et al., "Stick-slip workshop highlights mitigation technologies, needs", Drilling Contractor (IADC), March/April 2011',
  url: 'https://drillingcontractor.org/stick-slip-workshop-highlights-mitigation-technologies-needs-8781',
};

/**
 * Tests and tools of a rig week: the shoe test after drilling out, the negative (inflow) test
 * before displacing to a lighter fluid, a liner hanger or its running tool that will not work, a
 * balanced cement plug worked out and set, and the drillstring vibrations (stick-slip, whirl, bit
 * bounce) read from surface and MWD data.
 */
export const rigTestsAndToolsEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-leak-off-test-fit',
    title:
      'The leak-off test (LOT) or formation integrity test (FIT) after drilling out the shoe: the procedure, the pressure–volume plot, the equivalent mud weight and MAASP',
    area: 'drilling',
    aliases: [
      'leak-off test',
      'leak off test',
      'leakoff test',
      'formation integrity test',
      'running a FIT',
      'shoe test',
      'casing shoe test',
      'pressure integrity test',
      'leak-off point',
      'leak-off plot',
      'LOT plot',
      'LOT procedure',
      'FIT procedure',
    ],
    symptoms: [
      'no straight line on the leak-off plot',
      'no obvious leak-off point on the plot',
      'leak-off test lower than expected',
      'shoe test pressure bleeding off after shut-in',
      'took far more volume than calculated on the leak-off test',
    ],
    // A question that only mentions the shoe's strength ("LOT EMW 14.5") or a fractured
    // formation is about the kick or the losses, not about running the test.
    appliesWhen: [
      'leak-off test',
      'leak off test',
      'leakoff',
      'LOT procedure',
      'LOT plot',
      'formation integrity',
      'FIT',
      'shoe test',
      'integrity test',
      'leak-off point',
      'leak-off plot',
    ],
    summary:
      'After making 10–20 ft of new hole below the shoe, circulate until the column is clean and one weight, close the BOP and pump slowly (¼–½ bbl/min) in small steps, plotting pressure against volume. A LOT stops at the first departure from the straight line; a FIT stops at the planned test pressure. EMW = MW + P ÷ (0.052 × shoe TVD), and MAASP follows from it. An uneven or gas-cut column makes the figure wrong.',
    body: `**Ask first**: is this a LOT (pump until the line bends, to measure the rock) or a FIT to a set pressure (prove the shoe holds the next section's planned weight without breaking it)? And is the column in the hole one even weight, string and annulus alike?

**What to do: the procedure, step by step**
1. **Drill out** the shoe track and **10–20 ft of new formation** (the programme's figure), then pull the bit back inside the shoe. The casing was pressure-tested before drilling out; this test is of the cement at the shoe and the rock below it.
2. **Circulate clean and even**: weight in equal to weight out, no cuttings loading the annulus, the same weight in the string and the annulus. The calculation assumes that column.
3. **Line up** a low-rate, accurate pump (the cement unit, not the rig pumps) through a calibrated recorder; fill and pressure-test the lines; **close the BOP** (annular or pipe rams) and read both the drill pipe and the annulus.
4. **Pump slowly, ¼–½ bbl/min**, in small volume steps (¼ to ½ bbl), recording the pressure at each step, and **plot pressure against cumulative volume** as you go. Keep the rate constant.
5. **LOT:** stop at the first sustained departure from the straight line — the leak-off point (many procedures pump one more small increment to confirm it), not on to breakdown. **FIT:** stop at the planned test pressure; the line should still be straight.
6. **Shut in and watch** for a few minutes (ten is common): note the pressure at shut-in and where it levels off.
7. **Bleed back** to the trip tank and compare the volume that comes back with the volume pumped; what stays behind went into the rock (or a leak).

**Checking the result: EMW, FIT pressure and MAASP (the formulas)**
- LOT EMW (ppg) = MW + P_LOT ÷ (0.052 × shoe TVD). Example: 9.6 ppg in the hole, shoe at 5,850 ft TVD, the line bending at 1,240 psi: 9.6 + 1,240 ÷ (0.052 × 5,850) = 9.6 + 1,240 ÷ 304.2 = **13.7 ppg**.
- FIT pressure = (target EMW − MW) × 0.052 × shoe TVD. To prove 13.1 ppg with 9.6 ppg at 5,850 ft: 3.5 × 304.2 = **1,065 psi**.
- MAASP = (LOT EMW − current MW) × 0.052 × shoe TVD. Weighted up to 11.2 ppg later in the section: (13.68 − 11.2) × 304.2 ≈ **750 psi**. Recalculate it every time the weight changes and post it on the kill sheet.
- Volume to expect ≈ compressibility × volume under pressure × pressure: about 3 millionths per psi for water-based fluid (more for oil-based), so 430 bbl × 1,240 psi × 0.000003 ≈ 1.6 bbl. A line much flatter than that is air or a leak, not the rock.
- Use the shoe TVD, not the measured depth or the bit depth.

**Why the column must be even**
- The EMW adds the surface pressure to the column's own head, 0.052 × MW × TVD. A **gas-cut** column is lighter than the formula assumes, so the reported EMW comes out **too high** — a strength the shoe does not have; a cuttings-laden one does the opposite; unequal weights in the string and the annulus U-tube and move the gauges. Gas is also compressible: the plot curves from the start and hides the leak-off point.

**Likely causes of a bad or low test**
- **Curved from the start, no straight line:** air in the lines, gas in the hole, a valve or BOP element not holding, an unsteady pump rate.
- **Lower than expected:** a poor cement job at the shoe (a channel — a "wet shoe"), too much new hole made into weaker rock, a permeable sand taking whole fluid, a column not conditioned.
- **Pressure falling after shut-in and not levelling:** a surface leak, a permeable zone, or a fracture that stays open.

**What to check, in this order**
1. Surface: lines tested, valves and the BOP holding, the pump counted and the recorders agreeing.
2. The column: weight in = weight out, the same weight in string and annulus.
3. The plot: the slope against the calculated compressibility; the volume bled back.
4. The shoe cement job: losses, the bump, cement to where it was planned.
5. The new hole: footage made and the rock in it.

**What to do with a low or doubtful result**
- A low LOT from a poor shoe: **squeeze the shoe and retest** before going on, or redesign the weights and casing points around the real figure.
- Do not repeat a LOT for a better number: a second one usually reopens the first fracture and reads lower. Where the strength need only be proved, run a FIT.
- Record the EMW with its MW, shoe TVD, surface pressure and the plot. Offshore, 30 CFR 250.427 requires a pressure integrity test below the surface casing and each intermediate casing or liner, and 250.414(c) keeps the static weight at least 0.5 ppg below the lower of the shoe test and the estimated fracture gradient.

**Safety:** keep the surface pressure below the casing test pressure and the ratings of the BOP, the lines and the pump; people out of the line of the pressured lines; bleed to zero before opening the BOP.`,
    sources: [
      spePaper(
        'D. P. Postler, "Pressure Integrity Test Interpretation", SPE/IADC Drilling Conference, Amsterdam, 1997 (SPE-37589-MS)',
        '10.2118/37589-MS',
      ),
      APPLIED_DRILLING_ENGINEERING,
      IADC_LOT,
      slbGlossary('leakoff test'),
      cfrSection(30, '250.427', 'What are the requirements for pressure integrity tests?'),
      cfrSection(30, '250.414', 'What must my drilling prognosis include?'),
    ],
    checks: ['maasp'],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['drill-lost-circulation', 'ops-kick-warning-signs', 'drill-cementing-problems'],
  },
  {
    id: 'drill-negative-inflow-test',
    title:
      'Negative (inflow) test of a liner top, casing or cement plug before displacing to a lighter fluid: the underbalance, bleeding off in steps, pass or fail — and never displacing on an ambiguous test',
    area: 'drilling',
    aliases: [
      'negative test',
      'negative pressure test',
      'negative-pressure test',
      'inflow test',
      'inflow testing',
      'negative test on the liner top',
      'negative test of the cement plug',
      'liner top inflow test',
      'underbalance test',
      'displace to seawater',
      'displacing to seawater',
      'displace to a lighter fluid',
      'displace to completion brine',
      'temporary abandonment',
      'bladder effect',
      'bled back more than calculated',
    ],
    symptoms: [
      'flow after bleeding off the drill pipe on the negative test',
      'pressure building back up on the negative test',
      'bled back more volume than calculated on the inflow test',
      'drill pipe shows pressure but the kill line reads zero',
      'negative test results ambiguous',
      'negative test failed',
    ],
    summary:
      'A negative (inflow) test proves a barrier holds from below when the column above it is lightened to what it will be: the underbalance is 0.052 × (heavy − light weight) × TVD. Displace the string to the lighter fluid, close in, bleed off in steps against the calculated volumes and watch for flow or pressure build-up for the agreed time, usually 30 minutes. A test that flows, builds or cannot be explained has failed: stop, shut in, and do not displace.',
    body: `**Immediate actions (a negative test that flows, builds pressure or cannot be explained)**
1. **Stop: do not displace** and do not go on with the programme on this test.
2. **Shut in** the line being bled and keep the BOP closed; read every line — drill pipe, kill and choke.
3. **Flow or steady build-up is an influx:** go to the well-control procedure and restore the heavy column through the choke.
4. Call the well-site leader and the office: retest only on a written plan with its pass criteria.

**Ask first**: what fluid will stand over the barrier when the work is done (seawater, brine, base oil) and down to what depth? That sets the underbalance the test must apply.

**What the test proves**
- That the barrier — a liner top, the casing and its shoe track, a cement plug — holds pressure **from below** once the column over it is lightened. A positive test (pressure from above) does not prove it: a liner-top packer, a float or a plug can hold from above and leak from below.

**What to check first: the underbalance and the volume to expect (the formulas)**
- ΔP = 0.052 × (MW heavy − MW light) × TVD of the light column. Liner top at 11,400 ft TVD, 13.4 ppg mud, the well to be displaced to 8.6 ppg to the liner top: 0.052 × 4.8 × 11,400 = **2,845 psi**. In deep water count the riser: after the riser is displaced, the column above the wellhead is seawater.
- Bled-back volume to expect ≈ fluid compressibility × volume under pressure × ΔP, plus the pipe's ballooning: about 200 bbl of brine in 11,400 ft of 5 in. drill pipe × 2,845 psi × 0.000003 per psi ≈ **1.7 bbl**. Several times that, or a trickle that does not stop, is inflow.

**What to do: setting up and running the test**
1. Pressure-test the barrier from above first (the liner-top or casing test).
2. Run the string to the planned depth (with a test packer where used) and **displace the string** — and the section below the test packer — **to the lighter fluid**, holding back-pressure so the well stays overbalanced while you do.
3. **Close in**: the annular or the test packer isolates the heavy mud above; line up the bleed path through a calibrated gauge to a small, measured tank.
4. **Bleed off in steps** (say 500 psi at a time), measuring the volume at each step against the calculated figure, down to the planned underbalance (zero on the drill pipe when the string holds the full light column).
5. **Monitor for the agreed time — usually 30 minutes — after it is stable**: with the line open, no flow; shut in, no pressure build-up.
6. Where the test can be read on two paths (drill pipe and kill line), **both must agree**.

**Signs of a pass or a fail**
- **Pass:** volume bled close to calculated; no flow and no build-up for the whole period; every line reading the same.
- **Fail:** continuous flow, pressure returning after each bleed, volumes far beyond calculated.
- **Ambiguous is a fail until proved otherwise.** At Macondo in 2010 the drill pipe held about 1,400 psi while the kill line read zero; the mismatch was explained away as a "bladder effect" and the displacement went on. Find the cause with a retest — a plugged or wrongly lined-up line, heavy spacer left below the BOP, a leaking annular letting heavy mud fall — never by explaining the numbers.

**Likely causes of a failed test**
- The liner-top packer not set or a channel in the liner-top cement; a shoe track or float that failed (contaminated cement); a soft cement plug; a casing leak or wear; a seal assembly inside the test envelope.
- A test that only looks failed: the annular leaking, fluid warming or cooling, air in the lines, the wrong densities or volumes in the calculation.

**What to do after a failed test**
- **After a failed test:** restore the overbalance, circulate any influx out through the choke, then repair: set a liner-top packer or tie-back, squeeze the liner top, set a bridge plug and cement — and retest to the same criteria.
- **Before the next test:** write the procedure and the pass criteria first, so the result is judged against them and not argued. Offshore, 30 CFR 250.721 requires a negative test of the intermediate and production casing on wells with the BOP stack on the seafloor or a mudline suspension system, with procedures and criteria approved with the APD; an indication of failure (flow or build-up) must be investigated, and a confirmed failure corrected and its retest approved by the District Manager.

**Safety:** the test deliberately removes the mud column as a barrier. Brief the rig team on what a pass and a fail look like, who decides, and the shut-in and kill steps before starting; the well-control equipment stays lined up throughout.`,
    sources: [
      cfrSection(
        30,
        '250.721',
        'What are the requirements for pressure testing casing and liners?',
      ),
      apiStandard(
        'API RP 96, Deepwater Well Design and Construction (well barriers and their verification; negative, or inflow, testing)',
      ),
      DEEP_WATER_REPORT,
      apiStandard('API Std 65-2, Isolating Potential Flow Zones During Well Construction'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-kill-methods', 'ops-pressure-test-will-not-hold'],
  },
  {
    id: 'drill-liner-hanger-will-not-set-release',
    title:
      'A liner hanger that will not set, or a liner running tool that will not release before or after cementing: ball and setting pressure, weight tests, release torque and direction, and whether to cement with the tool attached',
    area: 'drilling',
    aliases: [
      'liner hanger',
      'liner hanger will not set',
      'liner hanger did not set',
      'hanger will not set',
      'hanger did not take weight',
      'liner running tool',
      'liner setting tool',
      'running tool will not release',
      'running tool did not release',
      'cannot release from the liner',
      'release from the liner hanger',
      'hydraulic liner hanger',
      'mechanical liner hanger',
      'rotating liner hanger',
      'liner hanger ball',
      'left-hand release',
      'right-hand release',
      'hydraulic release',
      'liner top packer',
    ],
    symptoms: [
      'pressured up on the liner hanger ball and the hanger never took weight',
      'slacked off and the liner is still hanging on the drill pipe',
      'running tool will not release from the liner',
      'cannot get off the liner after cementing',
      'liner hanger set high while running in',
      'no pressure when the hanger ball should have seated',
    ],
    summary:
      'A hydraulic hanger that will not set is usually a ball not on seat or pressure leaking away before the setting pins shear; a running tool that will not release usually still carries the liner weight or is not getting torque or pressure at the tool. Prove what has happened with weight tests and the pressure record, stay inside the torque, pressure and pull limits of the pipe, liner and tools, and decide before cementing whether you can live with the tool still attached.',
    body: `**Ask first**: is the hanger hydraulic (set by pressure on a dropped ball) or mechanical (set by rotation and set-down), and does the running tool release by rotation (which hand?) or by pressure — and can you still circulate through it?

**Likely causes: the hanger will not set**
- **Ball not on seat:** not there yet (in a high-angle well it must be pumped down — count the volume), the wrong ball, debris on the seat.
- **Pressure going elsewhere:** a washout in the drill pipe, the ball seat sheared early, a leak past the seat; no pressure ever builds.
- **Not enough pressure at the tool:** the setting pins need their shear value plus friction; a rating above what was pumped.
- **Mechanical hanger:** torque trapped in a deviated string never reaches the J-slot, or not enough set-down weight.
- **Slips that cannot bite:** debris on the cone, a casing weight (ID) other than the hanger was dressed for, a setting depth on a casing collar.
- **Set early:** a surge, a pressure spike or drag while running set it high.

**Likely causes: the running tool will not release**
- **The hanger is not holding the liner:** the tool still carries the liner weight, so its threads or collet cannot come free.
- **Wrong neutral weight at the tool:** too much set-down or too much tension binds the release; it wants the weight the programme gives at the tool.
- **Torque not reaching the tool:** drag in a deviated or long string; turns at surface are not turns at the tool. Or the wrong hand — check whether this tool releases right- or left-hand.
- **Hydraulic release not pressured:** the ball not on its seat, or the seat already sheared.
- **After cementing:** cement or debris set around the tool, or the tool left too long in the slurry.

**What to check, in this order**
1. **The weight indicator:** string weight before and after the setting attempt; slack off the planned amount — a set hanger takes the liner's buoyed weight and holds it.
2. **The pressure record:** a sharp rise as the ball seats, the small drop of the hanger setting, the larger drop as the seat shears; volume pumped against the string volume.
3. **Torque:** the torque and turns at surface against the drill pipe's make-up torque and the tool's rated torque; how much reaches the tool in this hole.
4. **Circulation:** can you circulate at cementing rates? Without it there is no cement job.

**What to do: a hanger that will not set**
- **Hydraulic hanger not set:** pump the ball down at a low rate and watch for it to seat; raise the pressure in steps to the tool's setting pressure, without passing the ball seat's shear value, the drill pipe's burst rating or the liner's and tools' burst and collapse limits.
- **Mechanical hanger not set:** work the torque down in stages with small pick-ups and slack-offs so the turns reach the tool; set down the programme's weight.
- **Hanger will not set at all:** with the liner on bottom and short enough to stand on it without buckling, cement it standing on bottom; otherwise pull it if the hole allows.

**Cement with the running tool still attached?**
- Possible when you can circulate and the liner is held (hanger set or liner on bottom). The gain: the liner gets its cement now. The risk: if the tool still will not release afterwards, the drill pipe is cemented in.
- Do it only when the tool has a **backup release** (hydraulic, or a second mechanical one) and with a slurry thickening time that covers the release attempts, pulling above the liner top and circulating out the excess. If neither holds, sort out the release before pumping cement.

**What to do: a running tool that will not release**
- **Tool will not release, before cementing:** confirm the hanger holds the liner (weight test); put the programme's neutral weight at the tool; turn the release in the right hand, working the torque down with small pick-ups and slack-offs; then the hydraulic or backup release.
- **Tool will not release, after cementing:** work fast inside the thickening time — neutral weight at the tool, the release turns, then the backup release. If the cement sets first, the last resort is a back-off or cut above the tool and a fishing job.

**Safety:** stay inside the limits throughout — torque at or below the drill pipe's make-up torque and the tool's and liner connections' ratings, pull within the drill pipe's tensile rating with its margin, pressure within the burst and collapse ratings of pipe, liner and tools. Torque trapped in the string comes back when the tool lets go: release it through the top drive under control and keep people away from the rotary and tongs; bleed the string to zero before breaking a connection.`,
    sources: [
      apiStandard(
        'API Spec 19LH, Liner Hanger Equipment, 1st ed. 2019 (liner hangers, liner-top packers, setting and running tools)',
      ),
      WELL_CEMENTING,
      APPLIED_DRILLING_ENGINEERING,
      slbGlossary('liner hanger'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['drill-cementing-problems', 'drill-casing-will-not-go-down', 'drill-stuck-pipe'],
  },
  {
    id: 'cement-balanced-plug-placement',
    title:
      'Setting a balanced cement plug (P&A, kickoff or lost-circulation plug): slurry volume, spacer ahead and behind, the displacement to balance, pulling out, waiting and tagging — worked for 7 in. casing and 2-7/8 in. tubing',
    area: 'drilling',
    aliases: [
      'balanced plug',
      'balanced plug calculation',
      'balanced plug procedure',
      'spotting a cement plug',
      'spot a cement plug',
      'spot a balanced plug',
      'setting a cement plug',
      'plug calculation',
      'spacer behind',
      'spacer ahead and behind',
      'displacement to balance',
      'under-displace',
      'kickoff plug',
      'sidetrack plug',
      'lost circulation cement plug',
      'abandonment plug',
      'reverse out the excess cement',
    ],
    symptoms: [
      'how much spacer behind the cement to balance the plug',
      'how much displacement to balance the plug',
      'pipe pulled wet after spotting the plug',
      'cement flowing back up the tubing after spotting the plug',
      'plug top not where it was calculated',
    ],
    summary:
      'A balanced plug leaves equal heights of cement and spacer inside the pipe and in the annulus, so nothing U-tubes when the pipe comes out. Slurry = hole or casing capacity × plug length; spacer behind = spacer ahead × pipe capacity / annular capacity; displace the pipe to the top of the spacer behind, a little short; pull slowly out of the plug, reverse out the excess, wait on cement, then tag and test.',
    body: `**Ask first**: what will the plug stand on — a bridge plug, a cement retainer or a viscous pill — and is the hole cased or open (open hole needs a caliper and an excess)? Heavy slurry over light fluid with nothing under it falls.

**What to check before mixing: the volumes (the formulas)**
- Slurry = hole or casing capacity × plug length (+ the open-hole excess from the caliper).
- Height with the pipe in = slurry ÷ (annular capacity + pipe capacity): the column stands taller while the pipe is in it and drops back when the steel comes out.
- Spacer behind = spacer ahead × pipe capacity ÷ annular capacity, so the spacer stands as high inside the pipe as outside.
- Displacement = pipe capacity × (depth of the pipe end − height of the cement with the pipe in − height of the spacer), pumped slightly short (commonly ½–1 bbl) so the pipe drains down rather than over-displacing the plug.
- Capacities in bbl/ft = ID² ÷ 1,029.4 (annulus: (casing ID² − pipe OD²) ÷ 1,029.4); check them against the tally and the casing record.

Worked example — 7 in. 26 lb/ft casing (ID 6.276 in.), 2-7/8 in. 6.5 lb/ft tubing (OD 2.875, ID 2.441 in.), a 300 ft plug from 8,000 to 7,700 ft, 10 bbl of water ahead:
- Capacities: casing 6.276² ÷ 1,029.4 = 0.03826 bbl/ft; tubing 2.441² ÷ 1,029.4 = 0.00579 bbl/ft; annulus (6.276² − 2.875²) ÷ 1,029.4 = 0.03023 bbl/ft.
- Slurry: 0.03826 × 300 = **11.5 bbl** (at a 1.15 ft³/sk yield, 11.5 × 5.615 ÷ 1.15 ≈ 56 sacks).
- Height with the tubing in: 11.5 ÷ (0.03023 + 0.00579) = **319 ft**, top at about 7,681 ft; it settles to 7,700 ft as the tubing comes out.
- Spacer: 10 bbl ahead stands 10 ÷ 0.03023 = 331 ft in the annulus; spacer behind = 10 × 0.00579 ÷ 0.03023 = **1.9 bbl**, the same 331 ft inside the tubing.
- Displacement: (8,000 − 319 − 331) = 7,350 ft × 0.00579 = **42.6 bbl**; pump about 42 bbl and let it even out.

**What to do: the job, step by step**
1. **Base:** set the bridge plug or retainer, or spot the viscous or reactive pill, below the plug interval.
2. **Run open-ended tubing** (a mule shoe or a small-diameter stinger) to the bottom of the plug; circulate the well to an even fluid weight.
3. **Pump** spacer ahead, slurry at its density (checked on a pressurised balance), spacer behind, then the calculated displacement, counting strokes against a calibrated pump output; watch returns throughout.
4. **Pull slowly out of the plug** to above its top without rotating — fast pulling swabs and mixes the cement — then **reverse out** (or circulate) the excess and contaminated cement above the plug, leaving the tubing clean.
5. **Wait on cement** to the strength the lab gives at the bottomhole temperature; keep surface samples as a check.
6. **Tag** with the set-down weight the programme or regulator requires and **pressure-test** where required; record the depth and the weight. Plugging rules set the lengths, the tag and the test: in Texas Statewide Rule 14, federal offshore 30 CFR 250.1715.

**Likely causes when a plug does not balance**
- Volumes worked from the wrong casing or tubing weight, or an open hole bigger than the bit size.
- Over-displacement, which leaves the pipe empty of cement and the annulus short; under-displacement by much more than planned, which leaves cement in the pipe to fall when it is pulled.
- A spacer of a different weight or viscosity than assumed, a pipe pulled fast or rotated through the slurry, or losses to a thief zone during placement.
- A plug that later tags soft or low is the subject of its own entry (density swapping and contamination): fix the base and the slurry, not only the volumes.

**Safety:** keep the well under control while the plug is placed and until it is tagged and tested — the fluid column is the barrier until then; watch for flow and losses during placement and while waiting.`,
    sources: [
      IADC_BALANCED_PLUG,
      APPLIED_DRILLING_ENGINEERING,
      WELL_CEMENTING,
      slbGlossary('cement plug'),
      cfrSection(30, '250.1715', 'How must I permanently plug a well?'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['cement-plug-soft-or-low', 'rrc-swr14-plugging', 'drill-lost-circulation'],
  },
  {
    id: 'drill-downhole-vibration-stick-slip-whirl',
    title:
      'Downhole drilling vibration — torsional stick-slip, lateral whirl and axial bit bounce: reading surface torque and MWD shock data, what to change, and the damage to PDC cutters, MWD tools and connections',
    area: 'drilling',
    aliases: [
      'downhole vibration',
      'drilling vibration',
      'drillstring vibrations',
      'drilling dysfunction',
      'torsional vibration',
      'torsional oscillation',
      'stick-slip vibration',
      'stick-slip severity',
      'stick-slip index',
      'downhole RPM',
      'bit RPM swinging',
      'lateral vibration',
      'lateral shocks',
      'bit whirl',
      'backward whirl',
      'BHA whirl',
      'axial vibration',
      'axial shocks',
      'shock and vibration',
      'soft torque',
      'soft speed',
      'stick-slip mitigation system',
      'shock sub',
    ],
    symptoms: [
      'surface torque cycling up and down every few seconds',
      'downhole RPM dropping to zero then spiking to several times the surface RPM',
      'high lateral shocks on the MWD',
      'MWD tools failing from vibration',
      'PDC cutters chipped and broken on the dull',
      'weight on bit and hook load bouncing in hard rock',
      'connections washing out or twisting off after heavy vibration',
    ],
    summary:
      'Stick-slip is the bit stopping and then spinning at two or three times the surface RPM, seen as a regular saw-tooth in surface torque; whirl is the bit or BHA rolling backward round the hole, seen as lateral shocks and chipped cutters; bit bounce is axial, seen in WOB and hook load. Raise RPM and cut WOB for stick-slip (with a soft-torque system), lower RPM and raise WOB for whirl, restart off bottom when it is severe, and change the bit and BHA next run.',
    body: `**Ask first**: what does the downhole data say — downhole RPM (minimum and maximum) and the lateral and axial shock levels — or is surface torque and RPM all you have? Which mode it is decides the fix: stick-slip and whirl want RPM moved in opposite directions.

**Signs — which mode**
- **Stick-slip (torsional):** surface torque cycling in a regular saw-tooth with a period of a few seconds (longer as the string gets longer), top drive RPM surging with it; downhole RPM falling to near zero and then to two or three times the surface RPM. A common severity index is (maximum − minimum downhole RPM) ÷ (2 × mean RPM): at 1 or more the bit is stopping. Worst with aggressive PDC bits, long or deviated strings, high WOB and low RPM.
- **Whirl (lateral):** high-frequency lateral shocks on the MWD (g-levels and shock counts), erratic torque without a regular cycle, a falling ROP; on the dull, chipped and broken cutters on the shoulder and gauge; an over-gauge or spiralled hole; stabilisers and tool joints worn lopsided. Backward whirl comes with high RPM, low WOB and an unstable bit or BHA.
- **Bit bounce (axial):** WOB and hook load swinging, the top drive bouncing, axial shocks; mostly roller-cone bits in hard rock and vertical holes; broken inserts and failed bearings.
- The modes couple: the slip phase of stick-slip often sets off whirl.

**Likely causes**
- Bit–rock interaction: an aggressive PDC (few blades, large cutters, low back rake) in hard or interbedded rock.
- Friction along the string: doglegs, a deviated hole, cuttings beds, poor lubricity.
- Parameters: low RPM with high WOB (stick-slip); high RPM with low WOB (whirl); an RPM at a critical speed of the BHA.
- The BHA: under-gauge or badly placed stabilisers, a limber assembly.

**What to check, in this order**
1. Downhole data: RPM range and the stick-slip index, lateral and axial shock levels against the tools' limits; pull the memory data at the next trip.
2. The surface torque trace: a regular cycle (stick-slip) or erratic noise (whirl, formation).
3. When it started: WOB, RPM, formation change, depth.
4. Bit and BHA: aggressiveness, stabiliser placement and gauge, critical speeds from a BHA model.
5. Friction: the torque and drag trend, hole cleaning, the mud's lubricity.

**What to do**
- **Stick-slip:** raise RPM in steps and take WOB off; turn on and tune the top drive's soft-torque (stick-slip mitigation) system to the string's torsional period and re-tune it as the string grows; reduce friction (lubricant, clean the hole). Next run: a less aggressive bit (more blades, depth-of-cut control), a motor to keep the bit turning, or a downhole torsional tool.
- **Whirl:** lower RPM and raise WOB; a full-gauge near-bit stabiliser and a stiffer BHA; an anti-whirl bit (a low-friction gauge pad); keep off the BHA's critical speeds.
- **Bit bounce:** change WOB and RPM, run a shock sub, or a PDC bit where the rock allows.
- **Severe, any mode:** pick up off bottom, stop rotating and let the trapped torque unwind under control; restart rotation off bottom at the target RPM, tag bottom and bring WOB back gradually. Shocks sustained above the tools' limits are a reason to pull and inspect before something parts.

**Signs of the damage it does**
- **PDC cutters** chipped by impact in the slip phase and in whirl, then worn fast — short runs and low ROP.
- **MWD and LWD tools:** electronics, batteries and sensors fail; motors chunk their stators and wear bearings.
- **Connections and the string:** fatigue cracks, washouts and twist-offs; in severe stick-slip connections can back off downhole; wear on the top drive and an enlarged hole.

**Safety:** torque wound into the string comes back when the bit frees or the string is picked up: release it through the top drive under control and stay away from the rotary and tongs.`,
    sources: [
      spePaper(
        'J. F. Brett, "The Genesis of Torsional Drillstring Vibrations", SPE Drilling Engineering 7(3), 1992 (SPE-21943-PA)',
        '10.2118/21943-PA',
      ),
      spePaper(
        'J. F. Brett, T. M. Warren and S. M. Behr, "Bit Whirl — A New Theory of PDC Bit Failure", SPE Drilling Engineering 5(4), 1990 (SPE-19571-PA)',
        '10.2118/19571-PA',
      ),
      spePaper(
        'Å. Kyllingstad and P. J. Nessjøen, "A New Stick-Slip Prevention System", SPE/IADC Drilling Conference, Amsterdam, 2009 (SPE-119660-MS)',
        '10.2118/119660-MS',
      ),
      IADC_STICK_SLIP_WORKSHOP,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: ['drill-low-rop-bit-balling', 'drill-mwd-signal-loss', 'drill-fishing-parted-string'],
  },
];
