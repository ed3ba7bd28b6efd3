import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  apiStandard,
  NRC_LOGGING_AGREEMENT,
  NRC_LOST_SOURCE,
  slbGlossary,
  spePaper,
} from './sources';

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const API_RP_7G = apiStandard(
  'API RP 7G, Recommended Practice for Drill Stem Design and Operating Limits (tensile and torsional limits by pipe class, margin of overpull, combined tension and torque)',
);

const API_RP_67 = apiStandard('API RP 67, Recommended Practice for Oilfield Explosives Safety');

const OILFIELD_REVIEW_JARS: KnowledgeSource = {
  title:
    'B. Costo, L. W. Cunningham, G. J. Martin, J. Mercado, B. Mohon and L. Xie, "Working Out of a Tight Spot", Oilfield Review 24, no. 1 (Spring 2012): how drilling jars and accelerators work, jar placement and jarring practice',
  url: 'https://www.slb.com/resource-library/oilfield-review',
};

const OILFIELD_REVIEW_FISHING: KnowledgeSource = {
  title:
    'E. Johnson, J. Land, M. Lee and R. Robertson, "Landing the Big One—The Art of Fishing", Oilfield Review 24, no. 4 (Winter 2012/2013): free point and back-off, fishing tools, cut-and-thread wireline fishing',
  url: 'https://www.slb.com/resource-library/oilfield-review',
};

const CUT_AND_THREAD: KnowledgeSource = {
  title: 'SLB Energy Glossary: cut-and-thread fishing technique',
  url: 'https://glossary.oilfield.slb.com/en/terms/c/cut-and-thread_fishing_technique',
};

const API_5C1 = apiStandard(
  'API RP 5C1, Recommended Practice for Care and Use of Casing and Tubing',
);

const API_TR_5C3 = apiStandard(
  'API TR 5C3, Calculating Performance Properties of Pipe Used as Casing or Tubing (pipe-body and joint strength)',
);

const PETROWIKI_PACKERS: KnowledgeSource = {
  title: 'PetroWiki: Packers (permanent and retrievable packers, removal by milling)',
  url: 'https://petrowiki.spe.org/Packers',
};

const TRIOLO_PACKERS = spePaper(
  'M. T. Triolo, L. F. Anderson and M. V. Smith, "Resolving the Completion Engineer\'s Dilemma: Permanent or Retrievable Packer?", SPE-76711-MS, 2002',
  '10.2118/76711-MS',
);

const API_11S3 = apiStandard(
  'API RP 11S3, Recommended Practice for Electrical Submersible Pump Installations (running and pulling the pump, cable and cable bands)',
);

const API_11S5 = apiStandard(
  'API RP 11S5, Recommended Practice for the Application of Electrical Submersible Cable Systems',
);

const PETROWIKI_ESP: KnowledgeSource = {
  title: 'PetroWiki: Electrical submersible pumps (the power cable, bands and installation)',
  url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
};

/**
 * Fishing and jarring, each the part the stuck-pipe and twist-off entries leave out: running a
 * drilling jar that will not fire, finding the free point and backing off, a logging tool stuck
 * in open hole on the cable, tubing parted or dropped in a workover, milling a permanent packer,
 * and an ESP cable piled up in the casing when its bands have failed.
 */
export const fishingAndJarringEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-jar-operation',
    title:
      'Running a drilling jar, and a jar that will not fire: cocking it, overpull above the up weight, the hydraulic delay, pump-open force, placement away from the neutral point, accelerators and pull limits',
    area: 'drilling',
    aliases: [
      'drilling jar',
      'drilling jars',
      'hydraulic jar',
      'hydraulic jars',
      'mechanical jar',
      'hydro-mechanical jar',
      'jar will not fire',
      'jar not firing',
      'jars will not fire',
      'jars not firing',
      'jar did not go off',
      'jar wont trip',
      'cocking the jar',
      'cock the jars',
      'reset the jar',
      'jar metering time',
      'jar delay',
      'jar firing load',
      'jar trip load',
      'pump open force',
      'pump-open force',
      'pump open area',
      'jar placement',
      'where to put the jar',
      'jar position in the BHA',
      'jar and the neutral point',
      'jar accelerator',
      'accelerator',
      'intensifier',
      'how hard to jar',
      'maximum overpull on the jar',
      'max overpull',
      'margin of overpull',
      'fishing jar and accelerator',
      'when to run an accelerator',
      'jarring procedure',
    ],
    symptoms: [
      'pulled over and held it but the jar never went off',
      'the jars quit firing after a few licks',
      'slacked off to cock the jar and it still will not hit',
      'jar fires up but will not fire down',
      'weak licks from the jar in a deviated hole',
      'jar went off while drilling or on a connection',
    ],
    summary:
      'A jar hits only if the string is stuck below it, it has been cocked, the load reaching it exceeds its firing load, and a hydraulic jar is given time to meter. Cock it by slacking off past the weight of the string above it (pumps slowed: pump-open force holds it open), pull to the up weight plus the chosen overpull and hold still, keep it clear of the neutral point, add an accelerator in shallow or high-drag hole, and keep every lick inside the lowest of the pipe, jar and rig limits.',
    body: `**Ask first**: is the string stuck below the jar — can you still see stretch and free rotation down to it — and which jar is it (hydraulic or mechanical; its data sheet: firing or trip loads, maximum overpull, pump-open area)? A jar at or above the stuck point cannot hit anything.

**How a jar fires — what the driller controls**
- **Cocking:** a jar hits up only from closed. Slack off below the weight of the string above the jar (its slack-off weight with drag) by the jar's reset load, and hold a moment; to hit down, pick up to open it first.
- **Up lick:** pick up to the up weight of the string above the jar (measured before it stuck, with drag) **plus** the chosen overpull, set the brake and hold the load still. A **hydraulic** jar meters oil through a restriction — tens of seconds to several minutes, longer at low overpull and with cold oil — then releases; a **mechanical** jar trips the instant the load reaches its preset.
- **Pump-open force** ≈ the pressure drop below the jar (bit, motor, tools) × the jar's pump-open area. It pushes the jar open: it adds to an up lick but fights cocking and down licks. Worked figures: 1,200 psi below the jar × 12 in² = 14,400 lb — with the pumps on, cocking or a down lick needs 14,400 lb more slack-off. Slow or stop the pumps to cock and to jar down.

**Where the jar goes**
- Above the part of the BHA most likely to stick (stabilisers, the stiff collars; higher when differential sticking is the risk), with heavy-weight pipe or collars above it as the hammer — not in the drill pipe and not as a crossover.
- Well clear of the **neutral point**: a jar cycling between tension and compression wears and can fire when not wanted. Keep it clearly in tension or in compression as its maker allows, with a mechanical jar's trip load above the weight hanging below it.
- An **accelerator** (a compressed-gas or fluid spring) above the jar, with collars between, stores the energy close to the jar: it makes up for little stretch in shallow work and for drag in deviated hole, and shields the string and rig from the shock. Standard in fishing strings.

**What to check, in this order, when it will not fire**
1. Stuck above the jar: the hook load climbs with no delay or stretch — run a free-point check.
2. Not cocked: drag or pump pressure ate the slack-off — slack off more with the pumps slowed.
3. Not enough load at the jar: the overpull was spent on drag — recompute from the up weight.
4. Not enough time: hold the load still; bouncing the string resets the meter.
5. The jar itself: hot or worn, past its hours, a mechanical jar set above the overpull you can give.

**Limits on the pulls**
- The lowest of: the pipe's tensile rating for its class, less for torque held in it (API RP 7G); the jar's and accelerator's maximum overpull; fishing tools and connections; the derrick, drawworks, deadline anchor and hoisting equipment.
- Start at about half the maximum and build up; jar in the direction that frees the mechanism (see the stuck-pipe entry); log every lick and load.

**Safety:** each lick releases stored energy: only the driller on the floor, the derrick and monkeyboard secured, the brake, deadline anchor and crown saver checked; inspect the BHA and derrick after long jarring.`,
    sources: [OILFIELD_REVIEW_JARS, slbGlossary('jar'), slbGlossary('intensifier'), API_RP_7G],
    lastReviewed: REVIEWED,
    related: ['drill-stuck-pipe', 'drill-free-point-back-off', 'drill-fishing-parted-string'],
  },
  {
    id: 'drill-free-point-back-off',
    title:
      'Finding the free point and backing off stuck pipe: free length from pipe stretch, the free-point tool, left-hand torque worked down before the string shot, explosives safety, then fish or sidetrack',
    area: 'drilling',
    aliases: [
      'free point',
      'free-point',
      'freepoint',
      'free point calculation',
      'stuck point calculation',
      'stretch method',
      'pipe stretch',
      'stretch test',
      'free pipe length',
      'feet of free pipe',
      'free point constant',
      'free-point indicator',
      'free point tool',
      'FPI',
      'FPIT',
      'back off',
      'back-off',
      'backoff',
      'backing off',
      'string shot',
      'left-hand torque',
      'left hand torque',
      'working torque down',
      'screw-in sub',
      'stretch between two pulls',
      'mark the pipe at the rotary table',
      'shoot off the pipe',
      'unscrew the string downhole',
      'fish or sidetrack',
      'economic fishing time',
    ],
    symptoms: [
      'stuck and jarring has not moved it, where is it stuck',
      'pulled to the limit and measured the stretch',
      'need to know how deep the pipe is stuck',
      'string shot fired but the pipe did not back off',
      'backed off shallower than planned',
      'left-hand torque will not go down to the back-off depth',
    ],
    summary:
      'The stretch between two pulls gives the free length: L = 2.5 × 10⁶ × As × ΔL ÷ ΔF (ft, in², in., lb). Use it to place pills and plan a free-point run; the free-point tool then picks the deepest connection that is fully free. Back off there with the string tightened, the connection near neutral, left-hand torque worked down and a string shot sized by the wireline engineer — then fish or sidetrack against a time limit set by the sidetrack cost.',
    body: `**Ask first**: what is the string — size, weight and length of each section — and can you still circulate and rotate? The stretch figure and the back-off depend on it.

**The stretch method**
Free length L (ft) = E × As × ΔL ÷ (12 × ΔF) = 2.5 × 10⁶ × As × ΔL ÷ ΔF — E = 30 × 10⁶ psi, As the pipe body's steel area (in²), ΔL the extra stretch (in.) between two pulls that differ by ΔF (lb). With the plain-end weight W (lb/ft): L = 735,294 × ΔL × W ÷ ΔF.
- Pull to a first load above the string weight to take out the slack, mark the pipe at the rotary table; pull to a second load, mark again, measure; repeat two or three times and average, inside the pull limit.
- Worked figures: 5 in. 19.5 lb/ft drill pipe, ID 4.276 in.: As = 0.7854 × (5² − 4.276²) = 5.27 in². Pulls at 20,000 and 60,000 lb over the string weight (ΔF = 40,000 lb), marks 24 in. apart: L = 2.5 × 10⁶ × 5.27 × 24 ÷ 40,000 ≈ **7,900 ft** of free pipe.
- It is an estimate: drag in a deviated hole makes it read short; a tapered string is worked section by section (take the top section's stretch off, then use the next section's area); collars barely stretch.

**The free-point tool**
An electric-line tool anchored inside the pipe reads stretch and twist as the driller pulls and turns at surface, station by station. Back off at the deepest connection that reads fully free in both — usually a joint or two above where it starts to read stuck — so the fishing string has a clean box to screw into.

**The back-off**
1. Tighten the string with right-hand torque so no shallower connection is looser than the target.
2. Set the weight so the target connection is near neutral, slightly in tension: the free string's weight above it plus drag.
3. Put in the left-hand torque agreed with the service company and **work it down**: turns at surface, then work the pipe a few feet up and down so the torque gets past the drag; hold it.
4. Run the string shot (sized for the connection, depth, fluid density and temperature), correlate the depth, fire. Torque dropping and the string turning free say it backed off; pick up and confirm the weight lost.
5. No back-off: torque not reaching it or too small a shot — work more torque down and shoot again, or one connection higher.

**Explosives safety** (API RP 67): only the wireline crew handles and arms the shot; radio and cell-phone silence or RF-safe detonators; stray-voltage checks, no welding, stop for lightning; floor cleared while arming and until the shot is well below the rotary; a shot back unfired is treated as live.

**Then fish or sidetrack**
- Fish: screw-in sub, bumper sub, jars and accelerator into the fish and jar; wash over first if it is packed off.
- Set the limit before starting: days worth fishing ≈ (sidetrack cost, with the fish left) × (chance of success) ÷ (daily fishing cost). $1.2 MM × 50 % ÷ $60,000/day = 10 days.

**Safety:** left-hand torque is stored in the string: release it slowly through the top drive or rotary, never by letting a tong go; stand clear of tongs and the rotary while it is held.`,
    sources: [
      slbGlossary('back off'),
      slbGlossary('free point'),
      OILFIELD_REVIEW_FISHING,
      API_RP_67,
      API_RP_7G,
    ],
    lastReviewed: REVIEWED,
    related: ['drill-stuck-pipe', 'drill-jar-operation', 'comp-perforating-misfire'],
  },
  {
    id: 'drill-logging-tool-stuck-open-hole',
    title:
      'A logging tool stuck in open hole on the wireline: the safe pull and the weak point, cable stretch to find what is stuck, cut-and-thread fishing rather than pulling out of the weak point, and a radioactive source in the string',
    area: 'drilling',
    aliases: [
      'logging tool stuck',
      'logging tools stuck',
      'stuck logging tool',
      'stuck logging tools',
      'stuck in open hole on wireline',
      'e-line tool stuck',
      'electric line tool stuck',
      'wireline tool stuck in open hole',
      'stuck formation tester',
      'cable stuck',
      'logging cable stuck',
      'cable key seat',
      'cable differentially stuck',
      'weak point',
      'weakpoint',
      'cable head',
      'safe pull',
      'maximum safe pull',
      'pull out of the weak point',
      'break the weak point',
      'cable stretch',
      'stretch coefficient',
      'cut and thread',
      'cut-and-thread',
      'side-entry sub',
      'side entry sub',
      'fishing a logging tool',
      'radioactive source stuck',
      'lost source',
      'source in the hole',
      'abandon a radioactive source',
    ],
    symptoms: [
      'logging tool hung up in open hole and the tension keeps climbing',
      'pulling close to the weak point and the tool will not come',
      'tension up but the depth counter not moving',
      'tool stuck at a pressure-test station',
      'cable seems stuck above the tool',
      'stuck with the density source in the hole',
    ],
    summary:
      'Work a stuck logging tool only up to the logging company’s safe pull — cable weight plus part of the weak point’s rating — and use cable stretch to tell a stuck tool from a cable stuck higher up. Then fish it on the cable (cut and thread: drill pipe threaded over the cable with an overshot for the head) rather than pulling out of the weak point and fishing a loose tool blind. A radioactive source is recovered or abandoned only under the licensee’s rules (10 CFR 39.15 and 39.77).',
    body: `**Ask first**: is it the tool or the cable that is stuck (the cable can key-seat or stick to a sand far above the tool), and is there a radioactive source or explosives in the string?

**Likely causes**
- **Differential sticking of the tool** opposite a permeable zone while stationary: pressure-test stations, sidewall coring, long stops.
- **The cable** key-seated in a dogleg, or pressed into a thick cake above the tool.
- **Hole geometry:** ledges, swelling shale, cavings, an undergauge section; a caliper arm or pad not closed.

**What to check, in this order**
1. Surface tension against the normal pick-up tension at that depth, and the safe pull for this cable and weak point.
2. Head tension, where the tool reads it: high at the head means the tool is stuck; normal at the head means the cable is.
3. Whether it will go down — free downward points to a ledge or key seat above.
4. What is in the string: sources, explosives, the tool's value.

**The safe pull and the weak point**
The weak point in the cable head is meant to part before the cable. The safe surface tension is the cable's weight in the well fluid plus the share of the weak point's rating the logging company allows — never more than the cable in its condition carries. Cycle between that and normal tension a few times with arms closed, and do not keep it up for hours: differential sticking only gets worse. If the cable is stuck higher up, the pull never reaches the head: the cable itself parts and leaves a nest of cable in open hole, the worst fish of all.

**Cable stretch to the stuck point**
Free cable (kft) = stretch (ft) ÷ (k × tension change, klbf), k from the cable's data sheet (ft per kft per klbf). Worked figures with k = 0.8: tool at 10,400 ft, tension raised 3,000 lbf, 25 ft more cable out: 25 ÷ (0.8 × 3) ≈ 10.4 kft — the cable is free to the tool and the tool is stuck. With 15 ft: 6.25 kft — the cable is stuck near 6,250 ft.

**What to do: fish on the cable**
- **Cut and thread:** hang the cable off at the rotary on a cable clamp, cut it, and thread each stand of drill pipe over it (a spearhead on the cable end, reconnected to the winch through each stand); run an overshot dressed for the tool's head. The cable guides the overshot onto the tool and keeps it from falling or being pushed away; a stuck cable is freed as the pipe passes it. Once latched, pull the cable out of the weak point, spool it, then trip the pipe slowly with the tool.
- **Side-entry sub:** the cable leaves the pipe through the sub so the stands above go in without threading — faster, but the cable lies outside the pipe: keep the sub inside casing.
- **Pulling out of the weak point** and fishing the head blind is the fallback: only with the cable free, no source, and a gauge hole.

**Radioactive sources**
The logging licensee and the operator work under their written agreement (10 CFR 39.15): a reasonable effort at recovery, nothing that could rupture the source (no milling or drilling on it), and returns and tools monitored. If recovery fails, the licensee notifies the NRC or the Agreement State (in Texas, DSHS, 25 TAC §289.253) and abandons it per 10 CFR 39.77: cement plug, a deflection device above it, a plaque at the wellhead, a written report within 30 days; a suspected rupture is reported immediately.

**Safety:** a cable that parts under tension whips over the sheaves: clear the floor and the line of the cable, check the lower sheave's chain. Explosives in the string follow API RP 67.`,
    sources: [
      slbGlossary('weak point'),
      CUT_AND_THREAD,
      NRC_LOGGING_AGREEMENT,
      NRC_LOST_SOURCE,
      {
        title:
          '25 TAC §289.253, Radiation Safety Requirements for Well Logging Service Operations (Texas Department of State Health Services)',
        url: 'https://www.law.cornell.edu/regulations/texas/25-Tex-Admin-Code-SS-289-253',
      },
      OILFIELD_REVIEW_FISHING,
    ],
    lastReviewed: REVIEWED,
    appliesWhen: [
      'logging',
      'logging tool',
      'logging tools',
      'loggers',
      'e-line',
      'electric line',
      'wireline',
      'cable',
      'weak point',
      'weakpoint',
      'formation tester',
      'source',
      'open hole',
      'openhole',
    ],
    related: ['drill-kick-while-logging', 'comp-stuck-wireline-tools', 'drill-free-point-back-off'],
  },
  {
    id: 'comp-fishing-parted-tubing',
    title:
      'Tubing parted or dropped in a workover: reading the weight indicator, tagging the top of the fish, the impression block, overshot or spear, washing over, and the fishing string to run',
    area: 'completions',
    // Tubing in a workover, not drill pipe stuck while drilling.
    appliesWhen: [
      'tubing',
      'tbg',
      'workover',
      'pulling unit',
      'rig up',
      'well service',
      'production string',
    ],
    aliases: [
      'parted tubing',
      'tubing parted',
      'tubing part',
      'dropped tubing',
      'dropped the tubing',
      'tubing dropped',
      'lost the tubing',
      'tubing fell',
      'tubing in the hole',
      'fishing tubing',
      'tubing fish',
      'tubing pulled in two',
      'pulled the tubing in two',
      'tubing came apart',
      'twisted off the tubing',
      'tubing fishing job',
      'corkscrewed tubing',
      'tubing overshot',
      'tubing spear',
      'releasing spear',
      'washover',
      'wash over',
      'washpipe',
      'rotary shoe',
      'workover fishing',
    ],
    symptoms: [
      'lost weight on the indicator while pulling tubing',
      'tubing came out with a corroded break',
      'the string dropped through the slips',
      'elevators opened and the tubing fell',
      'tagged the fish higher than the tally says',
      'fish top is flared or split',
    ],
    summary:
      'The weight indicator says how much tubing is still hanging (hook load ÷ buoyed weight per ft), so where the fish top should be. Tag it gently, read its shape with an impression block, catch it outside with an overshot where the casing leaves room — a spear inside only when it does not or the top is flared — wash over if it is stuck, and run jars above the catch tool, all inside the lowest pull rating.',
    body: `**Ask first**: what does the weight indicator read now against the calculated weight of the tubing, and did the tubing part under pull or drop (slips or elevators let go)? A dropped string is usually bent or corkscrewed at its top and bottom.

**Reading the weight indicator**
Buoyed weight = length × weight in lb/ft × (1 − fluid ppg ÷ 65.5), blocks excluded. Worked figures: 2-7/8 in. 6.5 lb/ft tubing, 8,000 ft, in 8.6 ppg brine: 6.5 × 0.869 = 5.65 lb/ft, 45,200 lb for the string. The load fell to 19,000 lb as the pull started: 19,000 ÷ 5.65 ≈ 3,360 ft is still hanging, so the fish top is near 3,360 ft and about 4,640 ft is below it. Check it against the tally and the joint where it parted.

**Likely causes**
- Corrosion (CO2, H2S, oxygen in injectors) or rod wear thinning the body; a pin jumped out of a coupling; an overpull past the worn pipe's strength; a dropped string.

**What to check, in this order**
1. The well: dead and held — the BOP closed on the workstring when needed, the hole full.
2. The recovered end: necked and corroded, a clean pin pulled out, a split coupling — it shows the top left below.
3. Tag the top gently with the workstring and compare with the calculated depth; a dropped string tags deeper.
4. An **impression block** on the workstring: a centred round mark is a clean top; flared, split, a coupling up or a top lying against the casing show what will catch it.
5. The clearances: the casing drift against the tubing body and coupling OD.

**What to do: catch it, in this order of preference**
- **An overshot first:** it swallows the body or coupling, grips with a basket or spiral grapple, packs off so you can circulate through the fish, and releases by turning. It needs room: its OD inside the casing drift with clearance.
- **A spear** when there is no room outside (tight casing or a liner), or the top is flared or split so an overshot cannot swallow it. It can split thin tubing and is harder to release from a stuck fish: run a releasing spear.
- **Dress a damaged top** with a mill first. A **corkscrewed** top cannot be caught: mill it down to straight pipe or wash over it with a cutting shoe.
- **Wash over** a fish held by sand, scale or a packer — it will not come with a straight pull: washpipe and a rotary shoe clean the annulus over the stuck length, then catch and pull; over a long stuck length, cut it inside and fish it in pieces.
- **The fishing string:** overshot (or spear) – bumper sub – fishing jar – drill collars – accelerator – workstring. Pull inside the lowest of the workstring's rating, the tools', the rig's and the fish's (the old tubing's rating no longer applies — it is corroded).

**Safety:** a string that parts under pull throws load into the blocks and derrick: keep people off the floor during heavy pulls; pull wet tubing with a mud bucket; H2S monitors on sour wells.`,
    sources: [
      slbGlossary('overshot'),
      slbGlossary('impression block'),
      slbGlossary('washover pipe'),
      API_5C1,
      API_TR_5C3,
    ],
    lastReviewed: REVIEWED,
    related: [
      'drill-fishing-parted-string',
      'comp-trapped-pressure-pulling-tubing',
      'lift-rod-tubing-corrosion-wear',
    ],
  },
  {
    id: 'comp-milling-permanent-packer',
    title:
      'Milling out a permanent production packer: the packer picker (mill and spear), milling rate, carrying the cuttings, magnets, and pressure trapped below the packer',
    area: 'completions',
    aliases: [
      'mill a permanent packer',
      'milling a permanent packer',
      'milling out a packer',
      'mill out the packer',
      'mill up the packer',
      'permanent packer',
      'perm packer',
      'drill up the packer',
      'drill out a permanent packer',
      'production packer removal',
      'packer picker',
      'packer milling tool',
      'packer retrieving tool',
      'PRT',
      'mill and spear',
      'packer mill',
      'burn over the packer',
      'milling rate',
      'milling cuttings',
      'swarf',
      'ditch magnet',
      'magnets at the shaker',
      'junk sub',
      'boot basket',
      'pressure below the packer',
      'gas under the packer',
      'plug in the tailpipe',
    ],
    // Its symptoms (fines at the shaker, torque) are told of drilling too: only a question about
    // milling or a packer is this case.
    appliesWhen: [
      'mill',
      'milling',
      'milled',
      'packer',
      'swarf',
      'junk',
      'burn over',
      'burning over',
      'picker',
      'spear',
      'washover',
    ],
    symptoms: [
      'milling on the packer for hours with little progress',
      'mill torquing up on the packer',
      'packer spinning with the mill',
      'only fine powder, no cuttings, at the shaker',
      'the string sticking above the mill while milling',
      'well came in as the packer let go',
    ],
    summary:
      'Before milling a permanent packer, kill what is below it — bullhead through the bore, or punch or pull a tailpipe plug first — because gas or pressure under it comes up the moment the slips go. Run a packer picker (a mill over a spear that catches the bore) so only the upper slips and element are cut, expect hours of slow milling, carry the steel out with a viscous fluid at 100–120 ft/min or more, and count what the magnets catch.',
    body: `**Ask first**: what is below the packer — open perforations and at what pressure, a plug or a closed sleeve in the tailpipe — and can you pump through its bore?

**Pressure below the packer: prepare before milling**
A permanent packer may have held the zone below for years. As the slips and element are cut, gas collected under it, a charged zone, or pressure trapped between it and a tailpipe plug comes up the annulus, and can push the packer up into the mill.
1. Know the zone's pressure (a recent shut-in or bottomhole survey) and the kill weight.
2. Kill below it: with the seal assembly out, bullhead kill fluid through the bore and tailpipe into the perforations. A plug in a tailpipe nipple (an XN or similar profile) is equalised and pulled, or the tailpipe punched above it, on slickline through a lubricator first.
3. Gas that cannot be bullheaded away will come when the seal breaks: plan to lubricate and bleed (volumetric) with the well shut in.
4. The BOP tested with rams for the workstring; a float in the string, a full-opening safety valve on the floor, the trip tank lined up, the choke manifold ready.
5. Expect losses once through — a depleted zone: a kill pill or LCM ready and the hole kept full.
While milling: a drop in torque, the string falling or a pressure change — stop, check for flow, circulate bottoms-up through the choke before pulling.

**What to do: the packer picker, and how long it takes**
- A **packer picker** is a mill (shoe) over a spear, spaced so the spear enters the bore and grips below the upper slips. Only the upper slips and the element are milled — usually a foot or two of metal — and the spear catches the packer as it lets go, so it comes out in one trip rather than being milled away or falling.
- **Plan for hours:** as a rough figure, a foot or two an hour on cast iron and rubber with a sharp mill, far less on hardened slips — the milling contractor's records for that packer and mill are better.
- Start light, at the weight and rotary speed on the mill maker's sheet, and raise in steps; watch torque and the cuttings.

**What to check, in this order, when progress is slow**
1. The cuttings: curly, clean cuttings say it is cutting; fine powder, high torque or no progress say a worn mill, the mill riding on junk, or the packer spinning.
2. Weight and rotation against the mill maker's sheet.
3. A spinning packer: set weight to lock it, or let the spear catch and work it.

**Junk and cuttings**
- Steel cuttings are heavy: an annular velocity of at least about 100–120 ft/min with a viscous milling fluid or regular high-vis sweeps; reverse circulation in large casing.
- Junk sub or boot basket above the mill; **ditch magnets** in the flowline or at the shaker, cleaned and weighed each tour to track the steel coming out; a magnet run after the packer is out.
- Cuttings can pack above the mill and stick the string: pick up regularly, watch overpull; clean the BOP cavities and wellhead after.

**Safety:** treat the packer as a barrier until the zone below is dead. Cuttings are razor-sharp: cut-resistant gloves at the magnets and shakers. H2S monitors on sour wells.`,
    sources: [PETROWIKI_PACKERS, slbGlossary('permanent packer'), TRIOLO_PACKERS, API_RP_59],
    lastReviewed: REVIEWED,
    related: ['comp-packer-will-not-release', 'ops-trapped-pressure', 'comp-depleted-well-kill'],
  },
  {
    id: 'lift-esp-cable-piled-in-well',
    title:
      'ESP cable fallen and piling up in the casing when pulling the pump (cable bands failed): stop pulling the tubing, fish the cable with a spear in stages, strip over, and avoid a birdsnest',
    area: 'artificial-lift',
    aliases: [
      'ESP cable piled up',
      'ESP cable in the hole',
      'cable piled in the casing',
      'cable fell down the hole',
      'cable bands failed',
      'cable bands broke',
      'missing cable bands',
      'cable clamps failed',
      'ESP bands',
      'cable banding',
      'loose cable in the annulus',
      'cable spear',
      'rope spear',
      'fishing ESP cable',
      'fishing the cable',
      'birdsnest',
      'birdnest',
      'bird nest',
      'balled up cable',
      'stripping over the cable',
      'strip over',
    ],
    symptoms: [
      'cable coming out slack with no bands on it',
      'overpull building every joint as the pump comes up',
      'fewer bands recovered than joints pulled',
      'cable parted while pulling the ESP',
      'pump hanging up in the casing on the way out',
      'cable pulled off the tubing and left behind',
    ],
    summary:
      'When bands fail, the cable slides down the tubing and piles up above the pump; pulling the tubing then drives the pump into the pile and packs it into a birdsnest that sticks it. Stop at the first overpull or slack cable, count cable and bands, pull tubing and cable together only while both come freely, otherwise get the tubing out of the way and fish the cable with a stop-ringed spear in short bites, washing over or stripping over what is packed.',
    body: `**Ask first**: how much cable and how many bands have come out against what went in, and is the tubing still pulling at its normal weight?

**Likely causes**
- Bands corroded through (CO2, H2S, acid jobs), broken going through a tight spot or the wellhead, or left loose; old bands under scale.
- The cable parted at a splice or a damaged spot, so the lower part falls with nothing to hold it.

**Why not keep pulling the tubing**
The pump and motor, the largest OD in the hole, push ahead into the loose cable and pack it against the casing: a birdsnest that sticks the pump, parts the tubing, or leaves a fish that has to be milled. In 5-1/2 in. casing a few hundred feet of cable is enough.

**What to check, in this order**
1. The tally: joints out, bands recovered against bands installed, cable spooled against cable installed — the length loose and where its top should be.
2. The weight: overpull growing joint by joint says the pump is pushing into the pile.
3. The clearances: casing drift against pump, motor and cable OD.
4. Whether the cable is still whole to surface, or parted.

**What to do**
1. **Stop** at the first growing overpull or slack cable below the last band; hang the tubing off.
2. **Cable whole to surface, tubing free:** pull tubing and cable together slowly, spooling the cable under light tension so it comes out rather than bunching.
3. **Cable parted or piled:** get the tubing out of its way — pull it only while it comes free, or back off or cut it above the pile — then fish the cable.
4. **The cable spear** (barbed prongs on a workstring, with a stop ring sized to the casing so it cannot pass the cable and wedge): tag the top lightly, turn a few rounds to wrap cable, pull. Take short bites, measure what comes out each trip, repeat.
5. Never drive the spear or the tubing down into the pile — it compacts it into a birdsnest.
6. **Packed tight around the tubing or the pump:** wash over with washpipe and a rotary shoe, stripping the cable off in stages, then catch the tubing or pump with an overshot.

**Avoiding the next one**
A band on every joint and extra on the pump and motor, band material suited to the well (stainless or Monel where corrosive), cross-coupling clamps in deviated wells, correct band tension, a controlled speed through doglegs and the wellhead, every band recorded.

**Safety:** isolate and lock out the drive before the cable is cut — a connected cable can be live. Broken armour strands cut hands; keep clear of the cable and spooler under tension. The well may flow: kill it first and keep the BOP on.`,
    sources: [API_11S3, API_11S5, PETROWIKI_ESP, slbGlossary('fishing tool')],
    lastReviewed: REVIEWED,
    related: ['lift-esp-run-life', 'lift-esp-failures', 'comp-fishing-parted-tubing'],
  },
];
