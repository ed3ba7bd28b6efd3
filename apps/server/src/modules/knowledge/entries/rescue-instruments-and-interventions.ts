import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  apiStandard,
  cfrSection,
  HSE_HSG253,
  OSHA_HAZARDOUS_ENERGY,
  OSHA_OIL_AND_GAS,
  petroWiki,
  slbGlossary,
  spePaper,
} from './sources';

/**
 * Weekly questions with no entry of their own: getting a worker down who is hanging in his
 * fall-arrest harness, changing out a gas-lift valve in its side-pocket mandrel on slickline, a
 * transmitter whose reading has frozen, a coiled tubing sand cleanout in a depleted well, who
 * signs what on a permit to work, raising or lowering a mast in wind on a rig move, and a hand or
 * finger hurt on a rig or location — a pinch point, a crush, a deep cut or a fingertip cut off.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-02';

const FALL_PROTECTION_SYSTEMS = cfrSection(
  29,
  '1910.140',
  'Personal fall protection systems (the employer must provide for prompt rescue after a fall; equipment that arrested a fall removed from service until inspected)',
);

const CONSTRUCTION_FALL_PROTECTION = cfrSection(
  29,
  '1926.502',
  'Fall protection systems criteria and practices (prompt rescue of employees in the event of a fall, or assurance that they can rescue themselves)',
);

const OSHA_SUSPENSION_TRAUMA: KnowledgeSource = {
  title:
    'OSHA Safety and Health Information Bulletin SHIB 03-24-2004 (updated 2011), Suspension Trauma/Orthostatic Intolerance',
  url: 'https://www.osha.gov/sites/default/files/publications/shib032404.pdf',
};

const HSE_RR708: KnowledgeSource = {
  title:
    'UK HSE Research Report RR708, Evidence-based review of the current guidance on first aid measures for suspension trauma (2009): standard first aid lying flat, no evidence for keeping a rescued casualty upright',
  url: 'https://www.hse.gov.uk/research/rrhtm/rr708.htm',
};

const MORTIMER_SUSPENSION: KnowledgeSource = {
  title:
    'R. B. Mortimer, Risks and Management of Prolonged Suspension in an Alpine Harness, Wilderness & Environmental Medicine 22(1), 77–86 (2011)',
  url: 'https://www.wemjournal.org/article/S1080-6032(10)00320-0/fulltext',
};

const OSHA_SEVERE_INJURY_REPORTING = cfrSection(
  29,
  '1904.39',
  'Reporting fatalities, hospitalizations, amputations, and losses of an eye as a result of work-related incidents to OSHA (8 hours for a death, 24 hours for an in-patient hospitalization)',
);

const API_RP_54 = apiStandard(
  'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations (fall protection, rigging up and raising the mast, guying)',
);

const API_11V5 = apiStandard(
  'API RP 11V5, Operation, Maintenance, Surveillance, and Troubleshooting of Gas-lift Installations (wireline valve changes, unloading after them)',
);

const API_11V6 = apiStandard(
  'API RP 11V6, Design of Continuous Flow Gas Lift Installations Using Injection Pressure Operated Valves',
);

const API_11V7 = apiStandard(
  'API RP 11V7, Repair, Testing, and Setting Gas Lift Valves (test-rack opening pressure and dome temperature correction)',
);

const API_19G3 = apiStandard(
  'API Spec 19G1 and 19G3 (ISO 17078-1 and -3), Side-pocket Mandrels; Running Tools, Pulling Tools and Kick-over Tools, and Latches for Side-pocket Mandrels',
);

const API_14C = apiStandard(
  'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities (level and pressure safety devices, their testing and bypassing)',
);

const API_551 = apiStandard(
  'API RP 551, Process Measurement (pressure, level and flow instruments, impulse lines, seals and winterizing)',
);

const ISA_61511: KnowledgeSource = {
  title:
    'ANSI/ISA-61511-1 (IEC 61511-1 Mod), Functional Safety: Safety Instrumented Systems for the Process Industry Sector (bypasses and overrides, compensating measures, proof testing)',
  url: 'https://www.isa.org/standards-and-publications/isa-standards',
};

const BUNCEFIELD_REPORT: KnowledgeSource = {
  title:
    'UK Competent Authority (HSE and Environment Agency), Buncefield: Why did it happen? (2011): a tank gauge that stuck while the tank filled and an inoperable independent high-level switch',
  url: 'https://www.hse.gov.uk/comah/buncefield/buncefield-report.pdf',
};

const CSB_TEXAS_CITY: KnowledgeSource = {
  title:
    'U.S. Chemical Safety Board, BP America Texas City refinery explosion investigation (a level transmitter that misled the operators and a high-level alarm that did not sound)',
  url: 'https://www.csb.gov/bp-america-refinery-explosion/',
};

const LI_PROPPANT_CLEANOUT = spePaper(
  'J. Li, I. Bayfield and G. Paton, Effective Heavy Post-Fracturing Proppant Cleanout With Coiled Tubing: Experimental Study and Field Case History, SPE 101235 (SPE Annual Technical Conference and Exhibition, 2006)',
  '10.2118/101235-MS',
);

const API_16ST = apiStandard(
  'API RP 16ST, Coiled Tubing Well Control Equipment Systems (stripper, CT BOP, check valves, returns and nitrogen)',
);

const HSE_HSG250: KnowledgeSource = {
  title:
    'UK HSE, HSG250 Guidance on permit-to-work systems: a guide for the petroleum, chemical and allied industries (issuing, performing and isolating roles, handover, suspension and close-out, interaction of permits)',
  url: 'https://www.hse.gov.uk/pubns/books/hsg250.htm',
};

const LOCKOUT_TAGOUT = cfrSection(
  29,
  '1910.147',
  'The control of hazardous energy (lockout/tagout): verification of isolation, group lockout, shift or personnel changes',
);

const API_RP_4G = apiStandard(
  'API RP 4G, Operation, Inspection, Maintenance, and Repair of Drilling and Well Servicing Structures (raising and lowering, guying and anchors, inspection categories)',
);

const API_SPEC_4F = apiStandard(
  'API Spec 4F, Drilling and Well Servicing Structures (design wind loads and the nameplate ratings of masts and derricks)',
);

const OSHA_RIGGING_UP: KnowledgeSource = {
  title:
    'OSHA, Oil and Gas Well Drilling eTool: Drilling — Rigging up (raising the derrick or mast)',
  url: 'https://www.osha.gov/etools/oil-and-gas/drilling/rigging-up',
};

const OSHA_SERVICING_RIG_UP: KnowledgeSource = {
  title:
    'OSHA, Oil and Gas Well Servicing eTool: Transporting the rig and rigging up (raising the mast, guy lines and anchors)',
  url: 'https://www.osha.gov/etools/oil-and-gas/servicing/transport-rig-rigup',
};

const AAOS_FINGERTIP: KnowledgeSource = {
  title:
    'American Academy of Orthopaedic Surgeons, OrthoInfo: Fingertip Injuries and Amputations (first aid: a light pressure dressing, the hand raised, a short splint; a cut-off tip wrapped in moist gauze in a sealed bag, the bag on ice, never the part on ice)',
  url: 'https://orthoinfo.org/en/diseases--conditions/fingertip-injuries-and-amputations',
};

const MEDLINEPLUS_AMPUTATION: KnowledgeSource = {
  title:
    'U.S. National Library of Medicine, MedlinePlus: Amputation — traumatic (direct pressure and elevation, the severed part in a damp cloth in a sealed bag in cold water, not directly on ice)',
  url: 'https://medlineplus.gov/ency/article/000006.htm',
};

const OSHA_RECORDING_CRITERIA = cfrSection(
  29,
  '1904.7',
  'General recording criteria (medical treatment beyond first aid, the list of first-aid treatments, days away and restricted work, a fracture always recordable)',
);

const HAND_PROTECTION = cfrSection(
  29,
  '1910.138',
  'Hand protection (gloves selected for the hazards of the task: cuts, abrasions, punctures, chemicals, heat)',
);

export const rescueInstrumentsAndInterventionEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-suspended-worker-rescue',
    title:
      'A worker hanging in his fall-arrest harness after a fall — off the derrick ladder or the board, a mast or a tank: getting him down within minutes (suspension or orthostatic intolerance), the rig’s own rescue plan and kit rather than waiting for the fire department, rescue from above with a rescue or descent kit, from below with a man-lift, relieving the leg straps (trauma straps, moving the legs), laying him flat, a medical check afterwards, and reporting',
    area: 'operations',
    aliases: [
      'suspended worker',
      'suspended worker rescue',
      'worker hanging in his harness',
      'man hanging in his harness',
      'hanging in the harness',
      'hanging from his lanyard',
      'hanging from the lanyard',
      'fall arrest rescue',
      'rescue after a fall arrest',
      'post-fall rescue',
      'prompt rescue',
      'rescue a suspended worker',
      'suspension trauma',
      'suspension intolerance',
      'orthostatic intolerance',
      'harness hang syndrome',
      'harness-induced pathology',
      'trauma straps',
      'suspension relief straps',
      'relief straps',
      'rescue and descent kit',
      'descent device',
      'pick-off rescue',
      'assisted rescue',
      'man-lift rescue',
      'rescue from above',
    ],
    symptoms: [
      'derrickhand hanging in his harness off the ladder',
      'worker slipped off the tank and is hanging from his lanyard',
      'worker dangling from the self-retracting lifeline and cannot climb back',
      'man hanging in the harness going pale, sweating and dizzy',
      'nobody on location knows how to get a hanging man down',
      'fire department is most of an hour out and he is still hanging',
    ],
    summary:
      'A worker hanging still in a harness can faint within minutes as blood pools in his legs, and once unconscious upright he cannot save himself — so the rig rescues him with its own plan, kit and trained people (a man-lift, a rescue or descent kit from above, an SRL with a rescue winch) while 911 is called, not after the fire department arrives. Until he is down he stands in his trauma straps or keeps his legs moving. Once down he lies flat for ordinary first aid — the old advice to keep him sitting up is not supported — and goes for a medical check afterwards; the equipment comes out of service and the fall is reported.',
    body: `**Immediate actions**
1. **Raise the alarm and start the rescue now** with the rig's own plan, kit and people; call 911 at the same time — do not wait for the fire department to get him down.
2. **Talk to him and keep his legs working:** stand in the trauma straps or on a rung or brace, push with the legs, knees up — never hang still.
3. **Get him down within minutes:** a man-lift to him, a rescue or descent kit from above, or the SRL's rescue winch — every rescuer tied off; no second casualty.
4. **Once down, lay him flat** and give ordinary first aid (recovery position if unconscious and breathing, CPR if not); he goes to a doctor even if he says he is fine.
5. **Stop the work, keep the scene and the equipment** for the investigation, and report the fall.

**Ask first**: is he conscious and talking, how high is he and what is he hanging from (a lanyard with its shock pack torn out, an SRL, the climb assist) — and what can reach him now: a man-lift on location, the rescue kit, a trained rescuer?

**Why minutes matter**
- The harness holds the legs hanging and still; blood pools in them, less returns to the heart and the brain, and he turns pale, sweats, feels sick and dizzy, then faints. People hanging still in harnesses in tests have fainted within a few minutes, most within about half an hour; upright and unconscious he cannot recover on his own, and it can kill.
- Injuries from the fall — hitting the structure, a swing into the mast — heat, cold and dehydration make it faster.
- OSHA requires **prompt rescue** after a fall (29 CFR 1910.140; 1926.502(d)(20)) and warns that suspension can turn serious in minutes: plan to reach him in a few minutes and have him on the ground well inside a quarter of an hour.

**Who rescues him and how**
- **The rig or the site rescues its own people.** A volunteer fire department can be 30–60 minutes away down a lease road and may have no high-angle gear; call them for the medical side, but the rescue cannot depend on them. The plan is written for this rig and this task before anyone goes up — who rescues, with what, from where, how he is reached and lowered — and is practised.
- **Self-rescue where he can:** back onto the ladder or platform and clip in again, feet on the rungs of a climb assist, or a self-rescue device if he wears one.
- **From below — a man-lift or a platform:** the rescuer in a harness tied off in the basket, on firm ground and clear of power lines, takes his weight, connects him to the basket's anchor and releases the lanyard, then brings him down. Quick when the lift is on location and can reach him.
- **From above — a rescue or descent kit:** a pre-rigged kit (rope, a descent-control device, a rescue pole to clip his back D-ring) anchored above him on a rated point; the rescuer, tied off, connects to him, raises him slightly to take the load off his lanyard, releases or cuts the lanyard and lowers him to the ground under control. Only people trained on this kit use it.
- **An SRL with a built-in rescue winch** raises or lowers the casualty from its own anchor — know which SRLs on the rig have one.
- **Not a rescue device:** the derrick escape line (it is for the derrickman's escape), a tugger or catline not rated and rigged for riding personnel, pulling him up by hand from an untied position.

**Relieving the pressure while he waits**
- **Trauma (suspension relief) straps** on the harness: deploy them and stand in the loop — the leg straps ease and the leg muscles pump blood back.
- Without straps: push against the structure, hook a foot in a rung, pull the knees up toward the chest, keep moving the legs.
- Keep talking to him; if he stops talking back, speed matters more than anything else in the plan.

**After the rescue**
- **Lay him flat** and treat him like any casualty — airway, breathing, circulation, bleeding, the spine if he struck something. The evidence reviews (UK HSE RR708, 2009; Mortimer, 2011) found no support for the older advice to keep a rescued man sitting or semi-upright for 20–30 minutes; ordinary first aid lying down is current guidance. Some older procedures still show the sitting position — follow current first aid.
- **Medical evaluation even if he feels fine:** by EMS or at a hospital; tell them how long he hung. The arrest can injure the spine, abdomen and groin, and a long suspension can harm the kidneys hours later.
- **Equipment out of service:** the harness, lanyard or SRL that arrested a fall is removed until a competent person inspects it (29 CFR 1910.140) — in practice, destroyed and replaced.

**Report and learn**
- A death is reported to OSHA within 8 hours and an in-patient hospitalization within 24 hours (29 CFR 1904.39); log the injury and tell the operator.
- Investigate the cause of the fall and how long the rescue took; drill the rescue plan again with what was learned.

**Likely causes of a slow rescue**
- A rescue plan that says only "call 911", or none written for this rig.
- The kit missing, locked away or never opened; no one on the tour trained on it.
- No man-lift on location, or ground or power lines that stop it reaching him.
- A harness without relief straps; a worker alone with no one watching.

**What to check, in this order**
1. A written rescue plan for this rig and this work at height, with named rescuers on every tour.
2. The kit at the foot of the ladder or the work, inspected, with enough rope for the height.
3. The man-lift or platform: on location, its reach, the ground and overhead lines.
4. Harnesses with relief straps, fitted snug, and a person watching everyone at height with a radio.
5. The last drill: how long it took to get a dummy down.

**What to do**
- Practise the rescue on this rig with a dummy, timed, on each crew — the time is the test of the plan.
- Put relief straps on every harness used for derrick, mast and tank work.
- Review the plan after every rig move, a change of crew or a new task at height.

**Safety:** rescuers must not become casualties — every rescuer in a harness, tied off to a rated anchor, and no one climbs to him unclipped; the fall-arrest equipment that held him stays in place until the rescue system has his weight.`,
    sources: [
      FALL_PROTECTION_SYSTEMS,
      CONSTRUCTION_FALL_PROTECTION,
      OSHA_SUSPENSION_TRAUMA,
      HSE_RR708,
      MORTIMER_SUSPENSION,
      OSHA_SEVERE_INJURY_REPORTING,
      API_RP_54,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'ops-work-at-height-derrick',
      'ops-person-down',
      'ops-dropped-object-from-height',
      'ops-job-safety-analysis',
    ],
  },
  {
    id: 'lift-gas-lift-valve-changeout',
    title:
      'Changing out a gas-lift valve in a side-pocket mandrel with slickline: the new valve design and which mandrels, dummies, shutting in the injection gas and equalizing casing and tubing, the kickover tool, pulling and running tools and latches, checking each valve is set, testing the tubing and casing after, unloading gently on restart — and when the pocket cannot be found, a pin or latch shears, the valve is stuck in the pocket, or scale and debris are in the way',
    area: 'artificial-lift',
    aliases: [
      'gas lift valve changeout',
      'replace a gas lift valve',
      'pull a gas lift valve',
      'pulling gas lift valves',
      'run a gas lift valve',
      'set a gas lift valve',
      'wireline retrievable gas lift valve',
      'slickline valve change',
      'side pocket mandrel',
      'side-pocket mandrel',
      'SPM',
      'kickover tool',
      'kick-over tool',
      'kickover tool will not trip',
      'pulling tool',
      'running tool',
      'BK latch',
      'BK-2 latch',
      'RK latch',
      'latch sheared',
      'dummy valve',
      'set a dummy',
      'dummy the mandrels',
      'valve stuck in the pocket',
      'gas lift redesign',
      'API 19G3',
    ],
    // A procedure: asked of a valve being changed, not of a gas-lift well's trouble.
    appliesWhen: [
      'changeout',
      'replace',
      'pull the valve',
      'pulling the valve',
      'run a valve',
      'kickover',
      'dummy',
      'slickline',
      'wireline',
      'redesign',
    ],
    symptoms: [
      'kickover tool will not locate the pocket',
      'pulling tool sheared and the valve is still in the mandrel',
      'gas lift valve stuck in the pocket and jarring will not move it',
      'running tool came back with the valve still on it',
      'tubing will not hold pressure after the valve change',
      'scale and debris above the mandrel, tools will not go down',
    ],
    summary:
      'A valve change starts from a design (which mandrels get which valve, set on the test rack) and the right kickover, pulling and running tools and latches for the mandrel. Shut in and lock out the injection gas, equalize casing and tubing, gauge the tubing, then locate each pocket with the kickover tool, jar the old valve out and the new one in, and check it is latched; never leave a pocket empty. Test the tubing and casing, then bring the gas back slowly as an unload. A pocket the tool cannot find, a sheared pin, a valve stuck in the pocket and scale or debris are the usual troubles.',
    body: `**Ask first**: why is the valve coming out — a leaking or cut-out valve, a redesign for new rates or a lower reservoir pressure, or dummies to test the tubing — and what is in the well: the mandrel make and pocket size (1 in. or 1-1/2 in.), the latch, the deviation at each mandrel, and any nipple, restriction, scale or other deposit above it?

**Plan the change**
- **Design first:** a design (API RP 11V6) from a recent flowing survey or well test decides which mandrels get unloading valves, which the operating valve or orifice and which a dummy; the set pressures come from the test rack with the dome temperature correction (API RP 11V7). Change only what the data call for — every run is a trip in a live well.
- **Tools for the mandrel:** the mandrel type and pocket size from the completion record, the kickover tool made for it, pulling and running tools for its latch, spare latches, packing and dummies; each valve pre-set, tagged with its mandrel number and depth, and set out in running order. Valves are commonly pulled from the shallowest mandrel down and run from the deepest up.
- **Dummies:** a dummy blanks a pocket — to test the tubing, or where a mandrel is not needed. **An empty pocket is an open hole between casing and tubing:** if the run has to stop, set a dummy before leaving the well for the night.
- **Pressure control:** a lubricator long enough for the toolstring with the kickover tool and the valve, a wireline valve (BOP) and stuffing box, tested above the highest pressure the well can show — including casing gas reaching the tubing through an open pocket.

**Shut in and equalize**
1. **Shut in the injection gas** at the well and lock and tag the injection valve so nobody brings it on while tools are in the hole.
2. Shut in or line up the flow side as the procedure says, and read casing and tubing pressures.
3. **Equalize:** bleed the casing down toward the tubing pressure (or let them balance through the valves). A valve pulled with casing gas well above the tubing pressure lets the gas surge through the open pocket and can blow the toolstring up the hole and ball the wire.
4. **Gauge run:** a gauge cutter to below the deepest mandrel to be worked; scale or other deposits in the tubing are cleaned out before any kickover tool goes in.

**Pull the old valve**
1. Run the kickover tool with the pulling tool below the mandrel, then pull up slowly through it: the tool's key finds the mandrel's orienting sleeve, the arm kicks over — a rise in weight, then a release, shows it located and tripped.
2. Jar down to latch the pulling tool onto the valve's latch, then jar up to release the latch and pull the valve out of the pocket.
3. Come up slowly so the arm folds back, and at surface look at what came out: the latch, the packing, the seat and check (a cut seat, a stuck or missing check, scale in the ports) — it tells you why the valve failed.

**Run the new valve**
1. New packing, the latch on the running tool with its shear pin; locate and kick over the same way.
2. Jar down to drive the valve into the pocket until the latch locks, then jar up to shear off the running tool.
3. **Check it is set:** the pin sheared at the expected jarring, the tool comes out empty, and a light upward jar on a relatch (below the latch's release value) does not move it. A running tool that comes back with the valve on it never latched — check the pocket, the latch and the packing before another run.

**Test it**
- **Dummies in every pocket:** test the tubing against a plug in the lowest nipple and the casing (annulus) separately — the standard integrity test.
- **Live valves in:** a tubing test against a plug tests the reverse-flow checks and the packing; a casing test must stay below the lowest opening pressure of the unloading valves, or it only opens a valve. Watch the other side: tubing pressure rising while the casing is pressured means a packing, a latch not seated or a cut pocket.

**Restart gently**
- The annulus may hold liquid after the work: bring the gas back as an unload — slowly, raising the casing pressure about 50 psi every 10 min until gas reaches the first unloading valve, then up to the design rate and no more — and watch the casing pressure step down to the operating valve (see the unloading entry). Fast gas across a new valve with liquid passing cuts its seat on the first day.

**Likely causes of a troubled run**
- **Cannot locate the pocket / the kickover tool will not trip:** a kickover tool that does not match the mandrel, the orienting sleeve full of scale or damaged, pulling up too fast, high deviation, a depth error, deposits on the tubing wall.
- **A pin or latch sheared before the valve came out:** the valve held by scale, sand, corrosion or a swollen packing; the pulling tool pinned too light for the pull needed.
- **Valve stuck in the pocket:** scale or sand around the latch and packing, a bent valve, a damaged pocket.
- **Debris and scale:** solids above the mandrel or in the pocket, deposits in the upper tubing.
- **Tubing will not test after the change:** packing cut on running, a valve not latched, a cut pocket, or a tubing leak elsewhere.

**What to check, in this order**
1. The mandrel and pocket data against the tools on location.
2. Injection gas isolated, casing and tubing pressures equal or close.
3. A gauge run to depth; the weight indicator and depth counter checked.
4. The pull-up speed and the weight signature at each mandrel.
5. Each valve out and in: latch, packing and shear pins as expected.

**What to do**
- **Pocket not found:** confirm the mandrel type and the tool, brush or broach the tubing and the orienting sleeve, pull up slower, correct the depth; a high-angle mandrel needs a tool made for it.
- **Sheared pin, valve still in:** rerun with a heavier pin within the wire's and toolstring's limits and jar up harder; a broken fishing neck needs a fishing tool, not more jarring on the pulling tool.
- **Stuck valve:** jar within the wire's safe pull, then soak the mandrel with acid or solvent for the deposit found and jar again; if it will not come, leave it (set other valves around it or redesign) or pull the tubing.
- **Debris or scale:** clean the tubing first (gauge cutter, bailer, acid or solvent); a scale inhibitor afterwards.
- **Tubing will not test:** pull and redress the valve last run, check the latch is seated, and dummy pockets one at a time to find the leak.
- Keep a record of each mandrel: what was pulled, its condition, what went in and its set pressure.

**Safety:** this is a live well with gas in the annulus at injection pressure — lubricator and wireline valve tested, the injection gas locked out, the lubricator bled down before it is broken, H2S monitors on a sour well, and never an empty pocket left behind. A stuck toolstring is not pulled past the wire's safe working load; see the stuck-tools entry.`,
    sources: [
      API_11V5,
      API_19G3,
      API_11V6,
      API_11V7,
      petroWiki('Gas_lift', 'side-pocket mandrels and wireline-retrievable valves'),
      slbGlossary('kickover tool'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'lift-gas-lift-troubleshooting',
      'lift-gas-lift-unloading',
      'lift-gas-lift-injection-point',
      'comp-stuck-wireline-tools',
      'ops-tubing-casing-communication',
    ],
  },
  {
    id: 'fac-instrument-reading-frozen',
    title:
      'A level, pressure or flow transmitter reading flat, frozen or stuck — a separator level sitting at 50 % all shift while the dump valve keeps cycling, a pressure that never moves on the screen: trust the sight glass and the local gauge; plugged or frozen impulse lines, a stuck displacer or float, a coated probe, a failed transmitter, a lost signal held at its last value, an input forced or left in simulation in the PLC; the shutdowns and alarms it blinds, covering them while it is out, and fixing and proving it (calibration and a function test)',
    area: 'facilities',
    aliases: [
      'frozen transmitter',
      'transmitter reading frozen',
      'frozen reading',
      'flatlined reading',
      'flat-lined transmitter',
      'reading flatlined',
      'stuck level reading',
      'level transmitter stuck',
      'level reading not moving',
      'pressure transmitter not moving',
      'pressure reading not changing',
      'flow meter reading frozen',
      'reading stuck at the same value',
      'hold last value',
      'last good value',
      'stale data',
      'bad quality tag',
      'forced input',
      'forced I/O',
      'PLC force',
      'input in simulation',
      'left in simulation',
      'plugged impulse line',
      'frozen impulse line',
      'frozen sensing line',
      'plugged instrument tap',
      'stuck displacer',
      'stuck float',
      'coated level probe',
      'dp cell reading frozen',
      'flatline alarm',
    ],
    symptoms: [
      'level flat on the trend while the dump valve keeps cycling',
      'pressure on the SCADA screen has not moved in hours',
      'transmitter reading dead flat on the trend',
      'sight glass shows the level moving but the screen does not',
      'flow meter stuck on the same rate although the wells changed',
      'reading came back at exactly the same value after the radio link dropped',
    ],
    summary:
      'A reading that does not move while the process does is a failed measurement until proven otherwise: believe the sight glass and the local gauge, and treat every alarm and shutdown that takes its signal from that transmitter as out of service — covered by a person on the local reading, a lower rate or a shut-in, under the bypass rules. Then find why: frozen or plugged impulse lines, a stuck displacer or float, a coated probe, a dead transmitter, a lost signal held at its last value, or an input forced or in simulation. Fix it, calibrate it and function-test the loop end to end before relying on it again.',
    body: `**Immediate actions**
1. **Believe the field, not the screen:** read the sight glass, try-cocks or local gauge now, and keep reading it.
2. **Find what takes its signal from this transmitter:** a high- or low-level shutdown, a pressure trip, an alarm, a control loop — with the reading frozen, those are blind.
3. **Cover them:** run the loop in manual on the local reading with a person watching who can shut in, or cut the rate or shut the inflow in — never carry on with the protection blind.
4. **Tell the control room and the supervisor,** log it as a bypassed protection, and fix it this shift.

**Ask first**: does a shutdown or an alarm take its signal from this transmitter (or share its impulse line or cage) — and does the sight glass or local gauge move while the screen stays flat?

**Keep running, or shut in?**
Keep running only while every protection the frozen reading feeds is covered:
1. **A person on the sight glass or local gauge** with a radio and the authority to shut in, for as long as it is out — or an independent switch on the same hazard (a separate LSHH float, a PSH pilot) proven by a recent test.
2. **The loop in manual on the local reading,** or the rate cut so the level or pressure cannot reach a trip point before someone sees it.
3. **The bypass authorised, logged and time-limited** under the site's rules.
Otherwise shut in the inflow to the vessel (or the well) until the instrument is fixed and proven.

**Signs it is frozen**
- The trend is a perfectly flat line or square steps — a live process signal always wanders a little.
- The reading ignores what the process plainly did: the dump opened and closed, a well was shut in, the compressor tripped.
- The local gauge, the sight glass or a second transmitter disagrees and moves.
- The value is exactly what it read before a power or communication blip; it sits at a round figure (0, 50 or 100 %, the upper or lower range limit); or the screen shows a quality flag — or shows none.

**Likely causes**
- **Impulse (sensing) lines plugged or frozen:** water in a pressure or dp leg frozen on a cold night (the reading freezes at the value when the ice formed), hydrate, sand, scale or heavy oil in the tap; a root or block valve left shut after maintenance; a dp manifold's equalizing valve left open (the dp reads zero — no flow, a flat level).
- **Displacer or float stuck:** the displacer rubbing or wedged in its cage, deposits, scale or sand filling the cage, a bent torque tube or a jammed float arm; a cage isolation valve closed.
- **Probe coated:** a capacitance or guided-wave radar probe coated with heavy oil, scale or a rag layer reads the coating, not the level.
- **The transmitter failed:** a dead sensor or electronics, an output pinned at the end of range, or a transmitter left in a fixed-current or loop-test mode.
- **Signal lost and held:** a broken wire, a blown fuse, loop power off, a failed I/O card, a radio or cellular link down — the RTU or PLC holds the last good value and the screen shows it with no alarm unless bad quality is set to alarm.
- **Forced or simulated:** an input forced in the PLC, a simulation or manual value entered during commissioning, testing or troubleshooting and never removed, a tag overridden in SCADA.

**What to check, in this order**
1. **The local reading** against the screen and the trend over the last hours; blow down the sight glass to be sure it is clear.
2. **A bump test:** with someone on the glass, move the process a little (open the dump briefly by hand, change the choke a touch) and see whether the transmitter follows.
3. **At the transmitter:** its own display — moving while the screen is flat means the signal; both flat means the sensor or the process connection. Check the root, block and equalizing valves, the heat tracing and insulation on the legs, and the loop current with a meter.
4. **In the system:** the PLC's force and simulation list, SCADA overrides, the communications status, I/O card diagnostics and the tag's quality.
5. **What depends on it:** the cause-and-effect or SAFE chart — the shutdowns, alarms and loops on this tag — and whether an independent switch (a separate LSHH float or a PSH pilot) covers the same hazard and when it was last tested.

**What it blinds**
- A level transmitter that also drives the high-level alarm and the LSHH — common on small sites — takes all three with it: the vessel fills into the gas outlet or the flare, or runs dry and blows gas to the tank, with no alarm. At Buncefield (2005) a tank gauge stuck while the tank filled and the independent high-level switch was inoperable; the overflow became a vapour cloud and an explosion.
- A frozen pressure transmitter on a high-pressure trip leaves the relief valve as the only protection.
- A frozen flow meter hides a leak, a lost chemical or gas-lift injection, and skews allocation.

**Bypass and override rules while it is out**
- A protection blinded by a frozen instrument is a bypassed protection: authorised by the supervisor, logged, time-limited and covered by compensating measures, and restored as soon as the instrument is proven (IEC 61511 and API RP 14C practice).
- No forcing a value to clear an alarm, and no "it always reads like that".

**What to do: fix and prove it**
- **Lines:** thaw with steam, hot water or a heat gun rated for the area — never a torch; repair the heat tracing and insulation; fill the legs with glycol or fit diaphragm seals in cold or heavy-oil service; open the valves left shut.
- **Displacer, float or probe:** clean the cage, free or replace the displacer or torque tube, clean the probe, and reconsider the instrument where deposits keep coating it.
- **Transmitter and signal:** replace the transmitter; repair the wiring, loop power, I/O card or radio; set bad quality and stale data to alarm rather than hold the last value quietly, and put a flatline (no-change) alarm on the tags that protect vessels.
- **Forces and simulations:** remove them, and keep a force log that is reviewed every shift.
- **Prove it:** calibrate zero and span against a reference (a dead-weight tester or test gauge for pressure; a wet or dry calibration at today's specific gravity for a displacer), then **function-test the loop end to end** — raise the level or apply pressure at the sensor and see the reading, the alarm, the shutdown and the valve act. Record as-found and as-left.

**Safety:** blowing down legs, cages and sight glasses releases vessel fluid under pressure — to a safe place, with a face shield and an H2S monitor where the fluid is sour; isolate and bleed before a transmitter is removed.`,
    sources: [API_14C, ISA_61511, API_551, BUNCEFIELD_REPORT, CSB_TEXAS_CITY],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'fac-safety-device-bypass',
      'fac-separator-high-level',
      'fac-freeze-protection',
      'fac-control-valve-hunting',
      'fac-instrument-air-loss',
      'fac-sdv-failed-function-test',
    ],
  },
  {
    id: 'comp-ct-cleanout-underpressured',
    title:
      'A coiled tubing sand or fill cleanout in an underpressured or depleted well (a pressure gradient of about 0.3–0.4 psi/ft, below a column of water): choosing the fluid — water or brine and the losses, gelled fluid, foam, nitrogen or nitrified fluid — the annular velocity that lifts the sand, losses and formation damage, penetration rate and short (wiper) trips, the risk of sticking the coil, watching returns and the sand at the separator, and the alternatives: bailing, a coiled tubing jet pump (sand vacuum), a foam unit',
    area: 'completions',
    aliases: [
      'coiled tubing sand cleanout',
      'CT sand cleanout',
      'coil sand cleanout',
      'sand cleanout with coil',
      'fill cleanout',
      'cleaning out sand fill',
      'cleanout in a depleted well',
      'cleanout in an underpressured well',
      'sub-hydrostatic well cleanout',
      'low bottomhole pressure cleanout',
      'well will not hold a column',
      'foam cleanout',
      'nitrified cleanout',
      'N2 cleanout',
      'nitrogen cleanout',
      'energized fluid',
      'foam quality',
      'underbalanced cleanout',
      'annular velocity for sand',
      'sand settling velocity',
      'CT wiper trip',
      'short trip on coil',
      'penetration rate into fill',
      'losing returns on the cleanout',
      'sand bailer',
      'bailing sand',
      'jet pump cleanout',
      'sand vacuum',
      'concentric coiled tubing',
    ],
    symptoms: [
      'losing all returns as soon as we start washing sand',
      'no sand coming back at surface while washing down',
      'fluid level drops away and the well will not circulate',
      'sand falling back on the coil when the pump stops',
      'well took the water and will not come back after the cleanout',
    ],
    summary:
      'A depleted well at 0.3–0.4 psi/ft cannot hold a column of water (0.433 psi/ft), so a water cleanout loses its returns, leaves the sand in the hole, damages the zone and can bury the coil. Choose a fluid that circulates at or just below the reservoir pressure — nitrified fluid or foam, gelled fluid where velocity is short — and a rate that gives an annular velocity well above the sand’s settling velocity, lowest at the bottom and in large casing. Penetrate in short bites with wiper trips, keep pumping while the nozzle is in fill, measure returns and sand at surface through a sand trap, and where returns cannot be kept, change the method: bailing or a coil jet-pump system.',
    body: `**Ask first**: what is the reservoir pressure at the perforations as a gradient (so what column the well can hold), and what is the completion — tubing and casing sizes, where the tubing ends, the deviation, and the coil size?

**What underpressured means for a cleanout**
- Fresh water is 0.433 psi/ft and brine more. At **0.35 psi/ft and 6,500 ft** the reservoir holds about 2,280 psi; a full water column puts 2,810 psi on it — **about 530 psi overbalance**, and the static fluid level stands about 1,250 ft below surface.
- So the water goes into the formation: returns are lost, the sand stays in the hole (or is pushed into the perforations), water and fines block the near-wellbore, clays swell, and sand falls back onto the coil the moment circulation stops.

**Choosing the fluid: water or brine, gel, nitrogen or foam**
| Fluid | Column | Carrying sand | Where it fits |
|---|---|---|---|
| Water or brine (KCl) | 0.433–0.5 psi/ft and more | only at high velocity; settles when the pump stops | wells that still hold a column, or small losses; cheap |
| Gelled water (linear gel, xanthan) | as water | suspends sand at lower velocity; sweeps | large casing or deviated wells where velocity is short; needs a breaker, can leave residue |
| Nitrified (N2-energized) liquid | lighter, set by the N2 rate (e.g. 0.2–0.35 psi/ft) | the liquid plus the expanding gas | lightens the column; the gas expands on the way up |
| Stable foam (about 60–85 % quality) | roughly 0.1–0.25 psi/ft plus friction | very good; little fluid leak-off | depleted wells that cannot hold liquid; needs N2, foamer and a defoamer |
| Nitrogen alone | near zero | only at high gas velocity | dry gas wells |

Aim for a **circulating bottomhole pressure (hydrostatic plus annular friction) at or a little below the reservoir pressure**, so the well gives a little fluid rather than takes it — and rig the returns to handle a well that flows.

**Annular velocity that lifts the sand**
- Up the annulus between the coil and the tubing or casing, the fluid must move well faster than the largest grains settle: in a vertical well at least about **twice the settling velocity**; in deviated sections (from about 30°) sand beds on the low side and needs much more — often ten times — or gel and wiper trips.
- **Worked figures:** 1-1/2 in. coil in 2-7/8 in. tubing (2.441 in. ID): annulus 0.0036 bbl/ft — at 2 bbl/min about 550 ft/min, plenty. The same coil below the tubing in 5-1/2 in. 17 lb/ft casing (4.892 in. ID): 0.021 bbl/ft — at 2 bbl/min only about 95 ft/min, marginal with full returns and hopeless with losses. **The casing below the tubing end is where cleanouts fail.**
- **Two-phase flow:** gas is compressed at the bottom and expands going up, so the velocity is lowest at the bottom of the annulus; the service company's cleanout model sets the liquid and N2 rates (scf/bbl) for both the bottomhole pressure and the velocity at the bottom.

**Losses and damage**
- Measure rate in and rate out all the time; a cleanout with no returns is only moving sand into the perforations and water into the zone.
- Water into a depleted, clay-bearing or tight zone may never come back: use KCl or a clay stabilizer and a surfactant, keep the lost volume small, and plan the flowback — N2 in the fluid helps it unload.

**Penetration rate and wiper trips**
- Tag the fill gently, pick up, establish circulation and returns above it before going in.
- Penetrate in **bites** (commonly 50–100 ft) at a rate that keeps the sand in the annulus to a few percent: washing 10 ft/min of fill in 2-7/8 in. tubing makes about 0.06 bbl/min of sand — some 3 % in 2 bbl/min of returns.
- After each bite, circulate while pulling back slowly above the fill — to the tubing end or the start of the build in a deviated well — then run back: the **short (wiper) trip** sweeps the sand bed up ahead of the nozzle.
- Before pulling out, circulate clean — at least one to two annular volumes with clean returns.

**Stuck-coil risk**
- Sand falls back around the coil when the pump stops or the returns are lost: **keep pumping while the nozzle is in fill, never park in it**, and pull above the fill if returns fall off.
- Pick-up weight rising or pump pressure climbing means a pack-off building — stop penetrating and circulate; stay within the coil's fatigue and tension limits.
- The bottomhole assembly: a double check valve at the connector (a well-control barrier), a jetting nozzle, a disconnect; a motor and mill only for hard, compacted fill.

**Returns and sand at surface**
- Take the returns through a choke to a **sand trap or desander** and a flowback tank or test separator — not into the production separator and flowline. Foam needs a defoamer and a vessel with room; N2 and gas go to a flare or a safe vent.
- Count the sand: the volume recovered against the volume in the hole (fill height × capacity) says whether the cleanout is done.
- Sand at high velocity cuts chokes, tees and bends: check the flowback iron's wall thickness and use targeted tees.

**Alternatives**
- **Bailing** on slickline or a sand line (a pump or vacuum bailer): small fill volumes in wells that hold no fluid; no circulation needed, a few feet a run.
- **A coiled tubing jet pump (sand vacuum) on concentric coil:** a downhole jet pump draws the sand and fluid into the tool and up the inner coil, so the formation sees almost no hydrostatic — built for sub-hydrostatic wells.
- **A foam unit** on coil or on a workover rig's tubing, or a rig with a power swivel for large volumes or compacted fill.

**Likely causes when a cleanout fails**
- Water used where the well cannot hold it; no N2 or foam on location.
- Velocity too low below the tubing end or in the deviated section.
- Penetrating too fast, no wiper trips, stopping the pump with the nozzle in fill.
- Sand produced again after the cleanout: the cause (failed sand control, drawdown) was not dealt with.

**What to check, in this order**
1. The reservoir pressure gradient and the fill volume and depth (a tag and a bailer sample).
2. The completion geometry and the annular velocity at the worst point.
3. The fluid and N2 design: bottomhole pressure and bottom velocity from the model.
4. The surface equipment: sand trap, flowback tank or separator, defoamer, flare.
5. During the cleanout: rate in against rate out, pick-up weight, pump pressure and sand at surface.

**What to do**
- **Pick the fluid by the gradient:** a circulating bottomhole pressure at or a little below the reservoir pressure — water or brine only where the well holds a column, nitrified fluid or foam where it does not (at 0.3–0.4 psi/ft, usually foam or N2).
- Raise the velocity where it is lowest (rate, gel, or a larger coil), shorten the bites and add wiper trips.
- If returns cannot be kept, stop and change the method — a jet-pump system or bailing — rather than pump water into the zone.
- Deal with why the sand came in (sand control, drawdown) so the fill does not come back.

**Safety:** nitrogen is stored at high pressure and cold — lines tested and restrained, and N2 vented only where nobody can be asphyxiated; foam and nitrified returns are gas, so the coil's well-control stack (stripper, CT BOP, check valves) stays rigged and tested; a depleted well can still make gas from another zone; H2S monitors where the well is sour.`,
    sources: [
      LI_PROPPANT_CLEANOUT,
      slbGlossary('fill'),
      slbGlossary('coiled tubing'),
      API_16ST,
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'comp-coiled-tubing-trouble',
      'comp-depleted-well-kill',
      'comp-ct-lockup-long-lateral',
      'drill-hole-cleaning',
      'comp-sand-control',
    ],
  },
  {
    id: 'ops-permit-to-work-roles',
    title:
      'The permit to work and who signs what: the issuing (area) authority, the performing authority who holds the permit, the isolating authority and the independent verifier of isolations — whether one person may issue a permit and do and sign off his own isolations, small sites with one operator, handing a permit over at shift change, suspending and closing it out, and permits in simultaneous operations (SIMOPS)',
    area: 'operations',
    aliases: [
      'permit to work roles',
      'permit-to-work system',
      'PTW',
      'PTW system',
      'work permit roles',
      'issuing authority',
      'permit issuer',
      'area authority',
      'performing authority',
      'permit holder',
      'person in charge of the work',
      'isolating authority',
      'isolation authority',
      'independent verification of isolations',
      'independent verifier',
      'second person verification',
      'isolation verification',
      'verify my own isolations',
      'sign off my own isolations',
      'issue my own permit',
      'permit handover',
      'shift handover of permits',
      'suspending a permit',
      'suspended permit',
      'closing out a permit',
      'permit close-out',
      'cross-referenced permits',
      'SIMOPS permits',
      'HSG250',
    ],
    symptoms: [
      'same person issues the permit, does the isolations and signs them off',
      'nobody checked the isolations before the job started',
      'permit handed over at crew change without walking the job',
      'two crews working on the same equipment under different permits',
      'permit left open after the job was finished',
      'only one operator on the site to issue and isolate',
    ],
    summary:
      'A permit to work splits the job between people who check each other: the issuing (area) authority who owns the plant and issues and accepts back, the performing authority who holds the permit and runs the crew, the isolating authority who makes the isolations, and a second competent person who verifies them in the field. Nobody verifies his own isolations, and the issuer does not do the work he issued; on a one-operator site the verification comes from a second competent person — the performing authority, a called-out operator — or high-risk work waits. Permits are handed over face to face at shift change, suspended with the site safe, and closed out only when the plant is handed back.',
    body: `**Ask first**: how many competent people are on the site to issue the permit, make the isolations and verify them — and what is being isolated: hydrocarbons or sour fluid under pressure, high voltage, or a low-energy job?

**The roles**
- **Issuing authority (area authority):** the person responsible for the plant or area — the lead operator, field foreman or facility supervisor. Decides whether the work can be done now, sets the hazards, isolations and precautions with the performer, checks the site is ready, issues the permit, and at the end accepts the plant back.
- **Performing authority (permit holder, person in charge of the work):** the maintenance lead or contractor supervisor. Walks the site before accepting, briefs the crew, keeps the permit at the job, keeps to its conditions, stops work if anything changes, and hands it back.
- **Isolating authority:** competent for the energy concerned (process, electrical, mechanical). Plans the isolations from the P&ID into an isolation list or certificate, makes them, locks and tags them, and later removes them.
- **Independent verifier:** a **second competent person** who walks every isolation in the field against the list — valves in position and locked, blinds in, bleeds open and proven at zero, the electrical try-start — before the permit is issued.
- **Authoriser** for the high-risk permits (hot work in a hazardous area, confined space entry, breaking containment on a sour line) where the company requires a senior countersignature.
- **Everyone working under it:** a personal lock on the group lockbox (29 CFR 1910.147).

**Can one person issue the permit and do and sign off his own isolations?**
- **The rule:** the person who made an isolation does not verify it — a second competent person checks it independently before work starts — and the issuer does not also perform the work he issued. The one who made a mistake is the one least likely to see it (HSE HSG250 and HSG253; operators' permit standards).
- **On a small site with one operator:** the issuer may also be the isolating authority, but the verification then comes from someone else competent — commonly the performing authority walks and proves each isolation with him (try-start, bleed and watch, the gauge at zero) and both sign; or a second operator or the foreman is called out. **High-risk isolations** — hydrocarbons or sour fluid under pressure, high voltage, entry — **wait for a second competent person.**
- **Never** one person who issues, isolates, verifies and performs alone; and nobody signs for a check he did not see.
- Write on the permit who did each part.

**Handover at shift change**
- A permit that runs past the shift is handed over **in person**, at the job where practical: outgoing and incoming issuers (and performers) sign, with the state of the isolations, the work done, what has changed and the next gas test due.
- Lockout continues across the change (29 CFR 1910.147 shift and personnel changes): the incoming person's locks go on before the outgoing person's come off.
- Many systems make a permit valid for one shift and re-validate it at the handover.

**Suspending and closing out**
- **Suspend** when work stops — end of the day, waiting on parts, an alarm, a change in conditions, a clash with another job: the site left safe, isolations left in, the permit returned to the issuer and marked suspended. Before restarting, the issuer re-checks the site and re-validates it, with a new gas test where one is needed.
- **Close out:** the performer declares the work complete, tools and debris out, guards back, crew locks off; the issuer inspects; the isolating authority removes the isolations in order and the reinstatement is proven (a leak or pressure test); the plant is handed back to operations and the permit signed closed and kept.
- An emergency cancels every permit in the area; work restarts only on a re-validated or new permit.

**Permits in SIMOPS**
- One permit system and **one person in charge of the pad** who sees all live permits together — a permit board or cross-reference — so hot work is not issued beside a line break or a tank entry beside a loading truck.
- An isolation shared by two jobs sits on one isolation certificate cross-referenced to both permits; nobody removes it while any permit still depends on it.
- A contractor working under his own system needs a bridging document that says whose permit rules.

**Likely causes of permit failures**
- A permit issued from the office without anyone seeing the job.
- Isolations made from memory, not a list, and never verified.
- Handover by phone or text; a permit left open; a second job started on the same equipment.
- Two permit systems (contractor's and operator's) on one site.

**What to check, in this order**
1. Names on the permit for issuer, performer, isolator and verifier — each competent for the job.
2. The isolation list against the P&ID, verified in the field by a second person, zero energy proved.
3. Gas tests and the other certificates (hot work, confined space, electrical).
4. The permit at the job and the crew briefed on it.
5. Other live permits on the same equipment or area.

**What to do**
- Set up the roles before the job, not at the valve; where the site is short of people, plan the verifier's visit into the job.
- Hand over face to face; suspend rather than leave a permit open; close out with the plant handed back.
- Audit a few closed permits each month: who verified, and did the times make sense.

**Safety:** anyone may stop a job whose permit or isolations do not match what they see; work never starts on a promise that the isolation "was done earlier".`,
    sources: [HSE_HSG250, HSE_HSG253, LOCKOUT_TAGOUT, OSHA_HAZARDOUS_ENERGY],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'ops-equipment-isolation-loto',
      'ops-pressured-equipment-work',
      'ops-simops-producing-pad',
      'ops-hot-work-near-hydrocarbons',
      'ops-confined-space-entry',
      'ops-job-safety-analysis',
    ],
  },
  {
    id: 'drill-rig-move-mast-wind',
    title:
      'Raising or lowering the mast or derrick in wind on a rig move or rig-up: the manufacturer’s and the contractor’s wind limits for raising and lowering (far below those for the mast up, pinned and guyed), gusts count, the forecast and the wind at height, go/no-go and who decides, stop-work authority, the fall zone, guylines and anchors, inspecting the raising lines, cylinders and pins — API RP 4G and API RP 54',
    area: 'drilling',
    aliases: [
      'raising the mast',
      'lowering the mast',
      'raising the derrick',
      'lowering the derrick',
      'laying down the derrick',
      'laying the mast down',
      'mast raising',
      'derrick raising',
      'scoping the mast',
      'telescoping the mast',
      'scoping out the mast',
      'wind limit for raising the mast',
      'raising the mast in wind',
      'rig move in high wind',
      'rig-up in wind',
      'rigging down in wind',
      'raising lines',
      'raising cylinders',
      'mast fall zone',
      'guylines',
      'guywires',
      'guyline anchors',
      'deadman anchors',
      'mast nameplate',
      'API RP 4G',
      'API Spec 4F',
    ],
    symptoms: [
      'wind gusting 30 mph and the crew wants to raise the mast',
      'forecast says the wind picks up this afternoon in the middle of the rig-up',
      'rig manager and company man disagree about raising in this wind',
      'mast part way up when the wind came up',
      'no anemometer on location to read the wind',
      'guyline anchors on the new location were never tested',
    ],
    summary:
      'A mast being raised or lowered is a long beam on a hinge, held by cylinders or lines — far weaker against wind than when it is up, pinned and guyed — so the manufacturer sets a separate, much lower wind limit for raising, lowering and scoping, and the contractor may set a lower one. Gusts count, the wind at the crown is stronger than at the ground, and the whole window must stay under the limit. The rig manager decides go/no-go against the written limit; the operator’s representative may stop it but never push past it, and anyone may stop the raise. Clear the fall zone, inspect the raising lines, cylinders and pins, and have the guylines and tested anchors ready.',
    body: `**Ask first**: what wind limit does the mast manufacturer's manual (and the contractor's procedure) give for raising, lowering and scoping this mast — and what is the wind now, gusts included, and forecast for the whole rig-up?

**Raise it now, or wait?**
Raise only when every line holds; one "no" means the mast stays down and secured.
1. **The wind — sustained and gusts — now and forecast for the whole rig-up** (raising, scoping, pinning and guying take an hour or more) is under the raising and lowering limit of this mast, from its manual or the contractor's lower figure.
2. **No thunderstorm** within the stop distance or forecast for the window — storm outflow brings sudden gusts well ahead of the rain — and light enough to see the whole mast.
3. **The pre-raise inspection is done and signed:** raising lines or cylinders, pins and keepers, the mast, the carrier or substructure.
4. **The ground and the rig are ready:** carrier or substructure level, jacks and outriggers on mats on firm ground, no soft spots after rain.
5. **The fall zone is clear** and overhead power lines are well outside it.
6. **Guylines and anchors are ready** to go on as soon as the mast is up.
7. **The crew is briefed** on signals, positions and the stop triggers, and the decision and the wind readings are written down.

**Why the raising limit is so low**
- Up, pinned and guyed, the mast is designed for its nameplate working and storm wind ratings (API Spec 4F). While it is being raised or lowered it is a long beam on a hinge held by the raising cylinders or lines: a crosswind pushes it sideways where it has little strength, a wind from behind can push it over centre onto its stops, and a wind against the raise overloads the cylinders or lines. A telescoping mast being scoped carries its upper section on the scoping rams.
- So the manufacturer gives a separate and much lower limit for raising, lowering and scoping — often in the region of 20–30 mph, but **read this mast's figure; never borrow another rig's number**. Windwalls, canvas and anything that adds sail area come off before raising.

**Gusts, the forecast and the wind at height**
- **Gusts count:** the limit applies to the highest gust, not the average — "15 gusting 30" is 30.
- The wind at the crown of a 100–140 ft mast is typically 15–25 % stronger than at the 33 ft (10 m) height weather services report, and stronger again than at the ground; a handheld anemometer at the tailgate reads low.
- Use the forecast for the whole window; check it again just before starting and watch the wind through the raise.
- **If the wind rises during the raise,** do what the manual says — usually carry on to the nearest safe position, fully up and pinned or back down on its rest — rather than stop part way; never leave a mast partly raised.

**Who decides**
- The **rig manager or toolpusher** running the move decides go/no-go against the manufacturer's and the contractor's limits.
- The **company representative** can stop it or ask for it to wait, but cannot push it past the limit.
- The **operator at the controls and every crew member have stop-work authority**, and no one is blamed for using it.
- "The trucks are on the clock" is not a reason to raise.

**The fall zone**
- Nobody in the area the mast would strike if it came down — in front, to the sides and beyond the crown's reach, by the distance the procedure sets (at least the mast's height plus a margin) — except the operator at the controls in his designated position.
- Vehicles, trailers and other rigs' equipment moved out of it; power lines kept well outside it.

**Guylines and anchors**
- Guy to the manufacturer's guying diagram: the number and pattern of lines, anchor spacing and pretension (API RP 4G); load guylines and wind guylines on before the mast is loaded or the wind reaches the limit for the unguyed mast.
- Anchors **tested or certified for the rated pull on this location** — soils differ from pad to pad; don't trust an old or another rig's anchor of unknown rating.
- Wire rope, clips (the right number, the saddle on the live end), shackles and turnbuckles inspected.

**Inspect before raising**
- **Raising lines:** broken wires, kinks, crushing, corrosion, the end fittings, the sheaves; the drawworks brake where the mast is raised on the line.
- **Hydraulic raising cylinders:** leaks, hoses, the holding (counterbalance) valves and relief settings, the pins and rod ends.
- **The mast:** pins, keepers and locks, bent or cracked members, the latest periodic inspection (API RP 4G categories) up to date; boards folded and secured, no loose items aloft.

**Likely causes of mast incidents in wind**
- Raising or lowering with gusts over the limit, or a forecast ignored.
- A mast left part way up when the wind rose.
- Anchors untested, guylines slack, the mast not pinned before the cylinders are relieved.
- The carrier off level or an outrigger on soft ground.
- People in the fall zone.

**What to check, in this order**
1. The raising and lowering wind limit of this mast, from its manual and the contractor's procedure.
2. The wind now, gusts included, and the forecast for the whole window.
3. The pre-raise inspection: lines or cylinders, pins, the mast.
4. The ground, mats and level.
5. The fall zone, power lines and the crew's positions.
6. Guylines and anchors ready, and their ratings.

**What to do**
- Over the limit: keep the mast down and secured on its rest, recheck at set times, and plan the move around the forecast.
- Once up: pin and lock it, put its guylines on at once, then relieve the cylinders as the manual says.
- For a storm forecast beyond the erect mast's ratings, lay it down early — before the wind reaches the lowering limit.

**Safety:** a mast falling in wind kills whoever is under it; the limit in the manual is not a target, and anyone on location may stop the raise (API RP 54 rig-up practice).`,
    sources: [API_RP_4G, API_SPEC_4F, API_RP_54, OSHA_RIGGING_UP, OSHA_SERVICING_RIG_UP],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'ops-lightning-severe-weather',
      'ops-work-at-height-derrick',
      'ops-crane-lift-planning',
      'ops-job-safety-analysis',
      'ops-simops-producing-pad',
      'ops-electrical-hazard',
    ],
  },
  {
    id: 'ops-hand-finger-injury',
    title:
      'A hand or finger injury on a rig or location — caught between pipe and the rack, in the tongs or the slips, a pinch point, a crush, a deep cut, a fingertip cut off, a smashed nail: first aid, when it goes to a clinic or a hospital, why it is not taped up on the floor, stopping the job to look at the pinch point, first aid or OSHA recordable, and how hand injuries are prevented',
    area: 'operations',
    aliases: [
      'hand injury',
      'finger injury',
      'hand and finger injury',
      'hand and finger injuries',
      'smashed finger',
      'mashed finger',
      'crushed finger',
      'crushed hand',
      'pinched finger',
      'finger caught in the tongs',
      'finger caught in the slips',
      'caught between the pipe and the rack',
      'pinch point injury',
      'crush injury to the hand',
      'cut finger',
      'deep cut on the hand',
      'finger laceration',
      'hand laceration',
      'fingertip amputation',
      'cut off fingertip',
      'severed fingertip',
      'lost the tip of his finger',
      'smashed fingernail',
      'blood under the nail',
      'tape it up and keep working',
      'hand safety',
      'hands-off tools',
      'hands-free tools',
    ],
    symptoms: [
      'finger caught between the pipe and the rack',
      'hand pinched in the tongs and the finger is swelling',
      'deep cut on the hand that keeps bleeding through the rag',
      'tip of his finger came off',
      'smashed fingernail gone black and throbbing',
      'finger numb and he cannot bend it after the cut',
    ],
    summary:
      'Hands and fingers are hurt more often than anything else on a rig: caught between pipe and the rack, in the tongs or the slips, under a load or a hammer. Stop the job, stop the bleeding with firm direct pressure and the hand raised, cover it clean, and keep a cut-off tip wrapped damp in a sealed bag kept cool, never on ice itself. A cut that gapes or keeps bleeding, numbness, a finger that will not bend or straighten, a crush, a suspected break or a fingertip off goes to a clinic or hospital the same day — taped up on the floor, a cut tendon or nerve is lost and a crush swells against the tape. Look at the pinch point before the job restarts; know what makes the injury OSHA recordable; prevent the next one with hands-off tools, tag lines, the right gloves and stop-work.',
    body: `**Immediate actions**
1. **Stop the job and free the hand:** the driller or operator stops the pipe, the tongs or the load, and nobody reaches in again until it is stopped and held.
2. **Stop the bleeding:** firm direct pressure on a clean pad for 10 minutes without lifting it to look, the hand raised above the heart; rings and watch off before it swells.
3. **A fingertip or finger cut off:** find it, wrap it in clean gauze or cloth wetted with clean water, seal it in a bag, and keep the bag in ice water or on ice — the part never touches ice itself; it travels with him.
4. **Clinic or hospital today** for a cut that gapes or keeps bleeding, numbness, a finger that will not bend or straighten, a crush, a suspected break or a tip off; call 911 when the bleeding will not stop.
5. **Do not tape it up and send him back to work,** and the job stays stopped until the pinch point has been looked at.

**Ask first**: can he bend and straighten the hurt finger fully, and does the tip feel normal to a light touch? If not, a tendon or nerve is cut or the bone is broken — a clinic today, not tape.

**How hands get hurt on a rig and on location**
- **Caught between:** a joint rolling on the rack or the catwalk onto a hand on the pipe; a hand between the pipe and the tongs, the tong backup or the slips; the elevators closing on a hand on the latch; a load set down on a hand guiding it.
- **Struck by:** a hammer glancing off a union or a wrench; a tong or a wrench that slips under torque; a swinging joint or a load.
- **Cuts:** a burr or meat hook on wire rope, a sharp edge on a thread protector, a knife, a broken tool.
- **Pulled in:** a glove caught by a spinning chain, a rotating shaft or a power tool.
- **Not this entry:** a jet from a leaking hose or fitting that goes into the skin — even a pinhole — is a high-pressure injection injury, an emergency with its own entry.

**First aid on location**
- **Bleeding:** direct pressure and elevation stop nearly all hand bleeding; press on the wound, not around it, and add pads over soaked ones rather than lifting them. A commercial tourniquet high on the arm is only for bleeding from the arm that pressure cannot control — never tape, a rubber band or a zip tie around a finger.
- **A cut:** once the bleeding is controlled, rinse it with clean running water, cover it with a clean dressing, and keep the hand raised.
- **A crush:** cold (a wrapped cold pack, not ice on the skin), raise the hand, a light dressing; rings off at once. A crushed finger that is swollen, bent the wrong way, or won't move is treated as broken — splint it loosely for the trip (taped to the next finger with padding between, or a padded splint).
- **A smashed nail:** blood under the nail throbs and can be relieved by a clinic; a nail torn off or a cut nail bed needs repair, and a crushed nail often hides a broken tip bone.
- **A fingertip or finger off:** pressure on the stump, a dressing, the hand raised; the part wrapped damp, sealed in a bag, the bag cooled in ice water or on ice, labelled with his name and the time. Cooled, a part stays usable for many hours; warm, only a few. Don't scrub it, soak it or put it straight on ice — a frozen part cannot be put back. A partly attached tip stays on: dress it in place and splint it.
- **Watch for faintness** after a bad injury: sit or lay him down.

**When it is a clinic or a hospital case**
- Same day, by someone driving him — not driving himself:
  - a cut that gapes, is deeper than the skin, is on a knuckle or a crease, or keeps bleeding after 10 minutes of pressure;
  - **numbness** or tingling past the cut, or a finger that is pale or cold;
  - a finger that **will not bend or straighten** on its own, or is weak;
  - any **crush**, a deformity or a suspected break;
  - a nail torn off or a cut nail bed; a tip or finger off;
  - a dirty or rusty wound, or no tetanus shot in the last 5–10 years.
- **Call 911** for bleeding that will not stop, a finger or more off, or a hand caught in a machine.
- **Later, come back** for redness spreading, pus, a red streak up the arm, swelling that grows, fever, or pain that gets worse after the first day.

**Why "tape it up and keep going" is not acceptable**
- **Tendons and nerves:** the tendons that bend the fingers and the nerves beside them lie just under the skin of the palm and the creases — a small cut can sever them. A cut tendon does not heal by itself; repaired within days it usually works again, found weeks later it may not. A cut nerve leaves the tip numb for good.
- **Infection:** a cut dressed on the floor with dirty gloves, mud and pipe dope goes under the tape; a hand infection can spread along the tendon sheaths in a day and cost the finger.
- **A tourniquet of tape:** a crushed finger swells for hours; tape wound round it tight becomes a tourniquet and cuts off its blood.
- **A break missed** heals crooked or stiff; a man working with a hurt hand drops things and grips badly — the next injury is his or the crew's.

**Stop the job and look at the pinch point**
- Before the work restarts, the crew and the supervisor go to where it happened: **what moved, where the hand was and why it was there** — a tool missing, a pipe rolling because the rack was not chocked, a hand on the pipe because the tag line or pipe hook was not there, a rushed step, a new hand not shown the hazard.
- Fix it before restarting — the chock, the tool, the hand position in the procedure, the JSA updated — and brief the crew; the tour that follows is told too.
- Photograph it and keep the tool or the glove for the investigation.

**Reporting: first aid or recordable, in plain words**
- **Report every hand injury** to the supervisor at once, however small; the company's and the operator's reports follow.
- **First aid under OSHA's rules (not recordable on its own):** cleaning and covering a wound, bandages, butterfly strips or Steri-Strips, cold or heat, a finger guard, a splint or sling for the trip only, non-prescription medicine at non-prescription strength, a tetanus shot, relieving blood under a nail, and a visit to a doctor only to be checked (29 CFR 1904.7).
- **Recordable:** stitches, staples or surgical glue, prescription medicine, a rigid splint to keep it still, a broken bone diagnosed (always recordable), days away from work, restricted duty or a job change, or a doctor's or nurse's diagnosis of a significant injury.
- **Report to OSHA within 24 hours** of learning of it: an **amputation — a fingertip counts, with or without bone** — or an in-patient hospitalization (29 CFR 1904.39).
- The treatment is chosen by the clinician for the injury, never to keep it off the log.

**How hand injuries are prevented**
- **Hands-off tools:** push-pull poles and pipe hooks or handling tools to move pipe on the rack and the catwalk, tools that hold a pin or a bar while it is struck, tag lines on every suspended load — nobody guides a load or a joint with a hand on it.
- **Pinch-point awareness:** mark the pinch points on the tongs, the slips, the elevators and the rack; name them in the JSA and the pre-job talk; hands on the tong handles only, never on the jaws or the pipe; chock the rack.
- **Gloves for the task** (29 CFR 1910.138): impact-resistant backs for pipe and tongs, cut-resistant where there are edges or wire rope, well fitted; no gloves near rotating parts that can catch them. Gloves cut scrapes and cuts; they do not stop a crush.
- **Stop-work:** anyone may stop the job when a hand is in the wrong place or the right tool is missing; new hands get watched and coached on where to put their hands.
- Look after the tools: hammers and wrenches sound, tongs and dies maintained, no cheater bars.

**Safety:** no job is worth a finger; the hand comes out and the job stops first, and nobody reaches in to clear or catch anything that can still move.`,
    sources: [
      AAOS_FINGERTIP,
      MEDLINEPLUS_AMPUTATION,
      OSHA_RECORDING_CRITERIA,
      OSHA_SEVERE_INJURY_REPORTING,
      HAND_PROTECTION,
      OSHA_OIL_AND_GAS,
      API_RP_54,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'ops-injection-injury',
      'ops-person-hurt-by-release',
      'ops-job-safety-analysis',
      'ops-crane-lift-planning',
      'ops-dropped-object-from-height',
    ],
  },
];
