import type { KnowledgeEntry } from '../knowledge-entry';
import {
  FIELD_REVIEWED,
  KELLAND,
  OSHA_OIL_AND_GAS,
  apiStandard,
  cfrPart,
  cfrSection,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

/** Production troubleshooting: well tests, wells that will not restart, water, annulus and trapped pressure. */
export const productionTroubleshootingEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-pressure-buildup-test',
    title:
      'Pressure build-up and well-test basics: reading the derivative (wellbore storage, radial flow, skin, boundaries)',
    area: 'operations',
    aliases: [
      'pressure build-up',
      'pressure buildup',
      'pressure buildup test',
      'build-up test',
      'buildup test',
      'PBU',
      'pressure transient analysis',
      'PTA',
      'well test interpretation',
      'well test analysis',
      'derivative plot',
      'Bourdet derivative',
      'pressure derivative',
      'log-log plot',
      'wellbore storage',
      'unit slope',
      'half slope',
      'radial flow',
      'skin factor',
      'Horner plot',
      'boundary on a well test',
      'drawdown test',
      'falloff test',
      'DST',
    ],
    symptoms: [
      'the derivative never flattens',
      'unit slope that goes on for the whole test',
      'derivative rising at the end of the build-up',
      'derivative dropping at late time',
      'hump on the derivative after storage',
      'what does a half slope on the derivative mean',
    ],
    summary:
      'A build-up records bottomhole pressure after a well is shut in; on the log-log plot of the pressure change and its derivative, a unit slope is wellbore storage, a flat derivative is radial flow (permeability-thickness from its level, skin from the gap to the pressure curve), and late changes show fractures, faults or closed boundaries.',
    body: `**Ask first**: what do you want from the test — permeability and skin, average reservoir pressure, or distance to a boundary? That sets the shut-in time, the gauge and whether a downhole shut-in is worth it.

**How it works:** produce at a stable, measured rate, shut in (downhole if possible), and record bottomhole pressure. Plot the pressure change Δp and its derivative (Bourdet: the slope against the natural log of the superposed shut-in time) on log-log axes; the derivative's shape names the flow regime.

**Signs on the derivative (what its shape shows)**

| Derivative | Flow regime or feature | What you get |
|---|---|---|
| **Unit slope**, on top of Δp (early) | wellbore storage (afterflow) | nothing about the reservoir; storage coefficient |
| **Hump** after the storage line | storage with skin — higher hump, more damage | a qualitative skin |
| **Flat** (zero slope) | infinite-acting **radial flow** | kh from the level; skin from the gap between Δp and the derivative |
| **Half slope** | linear flow — a high-conductivity fracture early, or a channel between parallel faults late | fracture half-length (or channel width) with k |
| **Quarter slope** | bilinear flow — a finite-conductivity fracture | fracture conductivity |
| **Minus-half slope** | spherical flow — partial penetration | vertical permeability |
| **Step up to double the flat level** | one sealing fault | distance to the fault |
| **Dip between two equal flat levels** | dual porosity (fissures and matrix) | storativity ratio, interporosity flow |
| **Sharp drop at late time** | constant-pressure boundary (aquifer, gas cap), or a closed area where the build-up levels off at the average pressure | boundary type; average pressure |
| **Unit slope late in a drawdown** | pseudo-steady state in a closed area | connected pore volume |

**The numbers (field units)**
- Radial flow: kh (md·ft) = 70.6 q B μ ÷ Δp′, with Δp′ the flat derivative level in psi (q in STB/d, μ in cp).
- Skin from the semilog line: s = 1.151 [ (p1h − pwf) ÷ m − log(k ÷ (φ μ ct rw²)) + 3.23 ], with m the slope per log cycle (= 2.303 Δp′).
- The extra pressure drop from skin: Δp_skin = 141.2 q B μ s ÷ kh (= 0.869 m s). Compared with the drawdown, it shows how much rate removing damage would add. Negative skin means a stimulated well (fractured wells often −3 to −5).

**What to check, in this order (on a test report)**
1. The rate history: stable before the shut-in, and entered correctly (superposition).
2. The end of storage: does a flat derivative last at least a log cycle? If not, kh and skin are guesses.
3. kh against logs, cores and the well's productivity; skin split into damage, partial penetration and (for gas) rate-dependent skin.
4. Boundaries: interpreted only if the data really reached them, and consistent with geology.
5. Gauge quality: drift, temperature effects, phase segregation in the wellbore (a bump or dip at early time), interference from offset wells.

**What to do: a test that can answer it (designing one)**
- A downhole memory or permanent gauge; a downhole shut-in tool where storage would mask the reservoir (large wellbores, gas, low-rate pumping wells).
- A stable, measured flow period before the shut-in — a common rule for simple analysis is a flow period at least as long as the planned shut-in.
- A shut-in long enough for one to one-and-a-half log cycles of radial flow after storage ends — longer if you want a boundary.
- PVT data (B, μ, ct), net pay, porosity and wellbore radius; for gas wells, a multi-rate test to separate rate-dependent skin.`,
    sources: [
      spePaper(
        'D. Bourdet, J. A. Ayoub and Y. M. Pirard, "Use of Pressure Derivative in Well-Test Interpretation", SPE Formation Evaluation, June 1989 (SPE-12777-PA)',
        '10.2118/12777-PA',
      ),
      slbGlossary('buildup test'),
      slbGlossary('wellbore storage effects'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-ipr-nodal-analysis', 'ops-production-surveillance'],
  },
  {
    id: 'ops-well-dies-after-shut-in',
    title:
      'A well that will not come back after a shut-in or a workover: liquid loading, kill fluid left in the hole, water, hydrates, crossflow, lift problems — and how to restart it',
    area: 'operations',
    aliases: [
      'well will not come back after shut in',
      'well dies after shut-in',
      'well died after being shut in',
      'well will not restart',
      'restarting a well after a shut-in',
      'bringing a well back after a shut-in',
      'well will not unload after shut-in',
      'well logged off after shut-in',
      'gas well will not kick off',
      'kick off a gas well',
      'crossflow between zones',
      'water block',
      'shut-in for an offset frac',
      'well will not come back after the workover',
      'well will not flow after the workover',
      'bringing a well back after a workover',
      'kill fluid left in the well',
      'unloading the kill fluid',
      'load fluid left in the well',
      'swab the well in',
      'swabbing the well in',
      'kick off with nitrogen',
      'nitrogen lift',
      'soap sticks',
      'foamer',
    ],
    appliesWhen: [
      'come back',
      'came back',
      'coming back',
      'dies',
      'died',
      'dead',
      'restart',
      'bring back',
      'stopped flowing',
      'will not flow',
      'unload',
      'kick off',
      'swab',
      'logged off',
      'loads up',
      'pump up',
      'pumping up',
    ],
    symptoms: [
      'will not come back after the shut-in',
      'flows for an hour after opening then dies',
      'casing pressure built up but tubing pressure stays low',
      'would not restart after the compressor went down',
      'died after being shut in for the offset frac',
      'loads up and dies after every shut-in',
      'flows a few minutes and dies after a shut-in',
      'will not flow after the workover',
      'dead since we killed it for the workover',
      'pump not pumping up after the workover',
    ],
    summary:
      'After a shut-in, liquid falls back and collects in the tubing, wax and hydrates form as the well cools, and zones at different pressures crossflow; after a workover, the kill fluid is still in the hole or lost to the zone. The well then cannot lift its own column. Check surface and the lift first, read tubing and casing pressures, then unload it — lower backpressure, cycle on stored casing gas, foamer, swab, nitrogen, compression or gas lift — and fix the cause so the next shut-in does not kill it.',
    body: `**Ask first**: how long was it shut in, or what went into the well on the workover (kill fluid, volume lost), and what do tubing and casing pressures do now — build back to the old shut-in pressure, or stay low? High casing with low tubing pressure is a liquid column; both low is depletion, damage or a plug.

**Likely causes**
- **Liquid loading:** during the shut-in, liquid falls back and gas moves to the annulus; on opening, the column in the tubing is heavier than the well can lift — typical of gas wells already near their critical rate.
- **Water near and in the wellbore:** water segregates in the tubing and annulus, and in tight gas rock can soak into the near-wellbore (a water block) during long shut-ins.
- **Hydrates or freezing:** gas expanding through the choke cools, and with free water a hydrate forms at the choke or in the line — worst on a cold restart.
- **Paraffin and gelled oil:** the well and lines cool below the wax appearance temperature or the pour point.
- **Crossflow:** in a commingled well, the higher-pressure zone flows into the depleted one during the shut-in and loads it with liquid.
- **Kill fluid after a workover:** the brine or mud used to kill the well is a column heavier than the reservoir can lift — the well stays dead until it is unloaded; fluid lost to the zone can also block it (solids, incompatible brine, a water block).
- **Lift not working after a workover:** a rod pump spaced wrong, tagging or gas-locked, a valve held open by debris; an ESP turning backwards or set above the fluid; gas-lift valves still holding the kill fluid; a tubing connection leaking.
- **Mechanical:** safety valves not reopened, a plunger stuck, a closed or plugged choke.

**What to check, in this order**
1. Surface: SSV and subsurface safety valve open (control pressure), choke and valves, line pressure, ice or hydrate points.
2. Pressures: shut-in tubing and casing pressures and how fast they build, against the last good shut-in.
3. History: length of the shut-in, the weather, an offset frac; after a workover, the kill fluid's weight and the volume pumped against the volume recovered.
4. A pumped well: a fluid-level shot and a dynamometer card (rod pump), amps and rotation (ESP), injection pressure and rate (gas lift) — is the lift moving fluid at all?
5. Slickline: a gauge ring and tag for deposits or hydrate restrictions; a gradient survey for the liquid level.

**What to do — restarting it**
- **Lower the backpressure:** open to the lowest-pressure outlet available (a low-pressure line or a compressor suction) and let it unload slowly.
- **Use the casing gas:** shut in to build casing pressure, then open quickly — the stored gas lifts the slug (an intermitting or plunger-style cycle).
- **Kill fluid left after a workover:** swab the well in, or unload it with nitrogen through coiled tubing; count the barrels back against those lost before judging the well — a well that has not had its load back is still killed, not damaged.
- **Foamer or soap sticks** for water; **swab** or **nitrogen** through coiled tubing to unload a column the well cannot lift.
- **Compression or gas lift:** a wellhead compressor lowers the flowing pressure; gas injected down the annulus (through gas-lift valves, or a temporary gas-lift set-up) lightens the column until the well flows on its own.
- **Lift problems:** respace or unseat the pump, reverse the ESP's rotation, or pull and repair — and check the load recovered: a well that gets its kill fluid back and still makes little is damaged (see the entry on wells worse after a workover).
- **Hydrates:** methanol at or ahead of the choke, heat, and open slowly; a plug already in a line is handled as trapped pressure.
- **Paraffin:** hot oil or hot water with surfactant, or solvent, before opening; a gelled flowline needs heat or pigging.
- **Keep it from recurring:** plunger lift, a velocity string, compression, gas lift or a pump; foamer before planned shut-ins; shorter shut-ins.

**Safety:** a hydrate or wax plug traps pressure — never heat it or bleed one side only. Venting to atmosphere while unloading releases gas and liquids: watch H2S and ignition sources, and route to a closed system or a flare where the rules require it.`,
    sources: [
      spePaper(
        'J. F. Lea and H. V. Nickens, "Solving Gas-Well Liquid-Loading Problems", JPT, April 2004 (SPE-72092-JPT)',
        '10.2118/72092-JPT',
      ),
      spePaper(
        'R. G. Turner, M. G. Hubbard and A. E. Dukler, "Analysis and Prediction of Minimum Flow Rate for the Continuous Removal of Liquids from Gas Wells", JPT, November 1969 (SPE-2198-PA)',
        '10.2118/2198-PA',
      ),
      KELLAND,
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'lift-liquid-loading',
      'ops-well-stopped-flowing',
      'chem-hydrate-inhibition',
      'ops-trapped-pressure',
      'ops-worse-after-workover',
    ],
  },
  {
    id: 'ops-water-cut-rising',
    title:
      'Water cut rising: coning, channelling, breakthrough, a leak or a frac into water — finding where the water comes from',
    area: 'operations',
    aliases: [
      'water cut rising',
      'rising water cut',
      'water cut increase',
      'increasing water production',
      'excess water production',
      'water cut after the frac',
      'water cut jumped after the frac',
      'water coning',
      'coning',
      'water cresting',
      'water channelling',
      'channeling',
      'water breakthrough',
      'watered out',
      'Chan plot',
      'WOR plot',
      'water-oil ratio',
      'water shutoff',
      'conformance',
    ],
    symptoms: [
      'water cut jumped after the frac',
      'water cut climbing every month',
      'well watered out suddenly',
      'water cut drops after a shut-in and comes back with rate',
      'water is not the same as the formation water',
    ],
    summary:
      'Rising water is coning (rate-sensitive, bottom water), channelling along a high-permeability layer or fracture, a leak or cement channel behind pipe, or a fracture grown into water. Timing, water chemistry, a log-log plot of the water-oil ratio and its derivative, and a rate test tell them apart before money is spent on a shut-off.',
    body: `**Ask first**: did the water rise suddenly (after a frac, a workover or an offset event) or gradually, and is it formation water or injected water by its chemistry?

**Likely causes**
- **Normal displacement:** an aquifer or flood front arriving — a gradual, expected rise.
- **Coning or cresting:** bottom water pulled up to the perforations (or to a horizontal well) by the drawdown; rate-sensitive.
- **Channelling:** water running along a high-permeability layer or fractures from an injector or aquifer — a fast rise after breakthrough.
- **Near-wellbore:** a casing leak or a cement channel to a water zone — a sudden change, often with water of a different chemistry.
- **A fracture into a water zone** — the well's own frac or an offset frac hit; water high from the first flowback or jumping after the event.

**What to check, in this order**
1. Timing: gradual or sudden, and what happened at the time — a rate increase, a frac (own or offset), a workover, an injection change.
2. Water analysis (chlorides, barium, strontium, sulfate, tracers) against the formation water and the injection water.
3. A **log-log plot of the water-oil ratio and its derivative against time** (Chan): a derivative that falls with time suggests coning; one that climbs steadily suggests channelling through a layer; a near-vertical jump points to a near-wellbore problem.
4. A rate test: cut the rate — coning responds with a lower water cut, channelling much less.
5. Cement and casing: a bond log, a temperature survey, and a production log (spinner and water holdup) to find where the water enters.

**What to do**
- **Coning:** produce below the critical rate where that pays, re-perforate higher, place a gel or cement at the water entry, or use a horizontal well or inflow control.
- **Channelling from injection:** profile modification at the injector (gels, polymer), shut off the watered-out layer (plug, straddle packer, cement), rebalance injection.
- **Leak or channel behind pipe:** cement squeeze, casing patch or liner.
- **Frac into water:** little can be fixed downhole; size the lift and water handling for it and change the landing or stage design on the next wells.
- Plan for the side effects of more water: lift capacity, disposal cost, scale and corrosion.`,
    sources: [
      spePaper(
        'K. S. Chan, "Water Control Diagnostic Plots", SPE Annual Technical Conference and Exhibition, 1995 (SPE-30775-MS)',
        '10.2118/30775-MS',
      ),
      {
        title:
          'SPE / Journal of Petroleum Technology, "Oil and Gas Producers Find Frac Hits in Shale Wells a Major Challenge" (2017)',
        url: 'https://www.spe.org/en/print-article/?art=2819',
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['chem-scale-after-breakthrough', 'comp-frac-hits', 'ops-production-surveillance'],
  },
  {
    id: 'ops-sustained-casing-pressure',
    title:
      'Pressure on a casing annulus (bradenhead, sustained casing pressure, tubing–casing communication): diagnosing and managing it',
    area: 'operations',
    aliases: [
      'sustained casing pressure',
      'SCP',
      'annular casing pressure',
      'annulus pressure',
      'bradenhead pressure',
      'surface casing pressure',
      'pressure on the surface casing',
      'casing pressure keeps coming back',
      'B annulus pressure',
      'A annulus pressure',
      'MAWOP',
      'bleed-down test',
      'casing diagnostic test',
      'well integrity',
      'API RP 90',
      'Rule 17 bradenhead',
      'tubing-casing communication',
      'tubing casing communication',
      'tubing to casing communication',
      'communication between tubing and casing',
      'packer leak',
      'leaking packer',
      'packer failure',
      'packer seal leak',
      'tubing leak on a packer well',
      'casing pressure tracking tubing pressure',
      'lost barrier',
      'annulus packer fluid level',
    ],
    symptoms: [
      'pressure on the surface casing valve',
      'found pressure on the annulus at the survey',
      'annulus builds back after every bleed',
      'annulus pressure near the burst',
      'casing pressure comes back after bleeding it off',
      'gas blowing from the bradenhead valve',
      'pressure between the surface and intermediate casing',
      'annulus pressure climbing on an injector',
      'casing pressure tracks the tubing pressure on a packer well',
      'casing pressure drops with the tubing when the well is opened',
      'bled the casing to zero and it came back to tubing pressure',
      'annulus pressure goes up when the well is shut in and down when it flows',
      'packer fluid level dropping in the annulus',
    ],
    summary:
      'Pressure on a casing annulus is thermal (it bleeds off and stays off), imposed by the operator (gas lift), or sustained — it comes back after a bleed-down because something leaks: tubing or packer for the tubing-casing annulus (casing pressure tracking tubing pressure on a packer well — a lost barrier), cement or casing for the outer ones. Record it, bleed it through a needle valve while measuring what comes out, watch the build-up, test to find the leak, and keep it below the annulus limit.',
    body: `**Immediate actions**
1. Record the pressure on every annulus and the tubing before touching anything — do not bleed blind.
2. Pressure near the annulus limit (MAWOP) or climbing fast: stop production or injection, shut in and call the well-integrity engineer.
3. Bleed only through a needle valve or choke into a closed system or to a safe place, measuring what comes out (gas, oil, water, mud) — never to open air near people; H2S monitors on.
4. Keep people away from the wellhead while the source and the pressure are unknown.

**Ask first**: which annulus, how high against its limit, and does it come back after a bleed-down — how fast, and with what fluid?

**Kinds of annulus pressure**
- **Thermal:** fluids in a closed annulus expand when the well heats up; it bleeds to zero with a small volume and does not return at steady temperature.
- **Operator-imposed:** gas-lift gas, a nitrogen cushion, an annulus held on purpose.
- **Sustained:** rebuilds after bleeding — a leak path to a pressure source.

**Likely causes of sustained pressure**
- **Tubing–casing annulus:** a tubing connection or body leak, a packer or seal leak, a leaking gas-lift valve or check valve, a wellhead seal.
- **Outer annuli:** gas migrating through poor cement, a channel or microannulus, a casing leak, or a shallow gas zone behind pipe.

**What to check, in this order**
1. Trend the pressure against production, injection and temperature changes.
2. Bleed-down test: bleed through a small needle valve, recording pressure, time and the fluids that come out; then shut in and record the build-up (commonly over 24 hours).
3. Compare the fluids with the candidate sources (produced gas, a shallower gas zone, injection water) by analysis.
4. For the tubing annulus: tubing and packer pressure tests. For outer annuli: cement logs, temperature and noise logs.
5. The limit (MAWOP): the lowest of a fraction of the burst rating of that casing (about half for the production casing, less for outer strings), 80 % of the burst of the next outer string and 75 % of the collapse of the next inner string — API RP 90-1 and RP 90-2 set the fractions.

**Tubing–casing communication on a packer well (a lost barrier)**
- **Signs:** the casing (A-annulus) pressure rises toward the tubing pressure and moves with it — up when the well is shut in, down when it flows or is bled; on an injector it follows the injection pressure; the annulus gives or takes fluid.
- **Why it matters:** one barrier is gone. The production casing, the wellhead and the annulus valves now hold well pressure and fluids — sour gas, CO2, injection water — they were not meant to hold, the casing above the packer corrodes, and a shut-in can push the annulus past its limit. A second leak is a release.
- **Diagnosis:** (1) bleed-down and build-up — a small volume that bleeds off and stays off is thermal; pressure that returns quickly to tubing pressure is communication; (2) change the tubing pressure (shut in, open, change the injection rate) and watch whether, and how fast, the annulus follows; (3) pressure tests — set a plug in a nipple at the bottom of the tubing, pressure the tubing (annulus pressure rising means a tubing, connection, gas-lift or circulating-valve leak), then pressure the annulus within its limits (a leak with the tubing holding points to the packer, its seals or the casing); (4) an acoustic fluid level in the annulus — a falling packer-fluid level shows fluid leaving it — and a temperature or noise log to find the depth of the leak.
- **What to do:** keep the annulus below its limit by bleeding to a closed system, and record every bleed; shut the well in where it is sour or the pressure cannot be held; on an injection or disposal well, stop injecting and notify the regulator as the permit requires (the mechanical integrity test has failed); plan the workover — replace the tubing, packer or seal assembly, or set a patch or straddle.

**What to do**
- Small, stable pressure that bleeds down with gas only and stays below the limit: manage it — monitor, record, and report as the regulator requires.
- **Do not keep bleeding an annulus that builds back**: each bleed draws more gas up the leak and can widen the channel. Bleed to diagnose and to stay below the limit, then report it (as the rule or permit requires) and plan the repair.
- Tubing-casing leak: a workover to replace the leaking tubing, packer or valves.
- Outer-annulus leak: a cement squeeze or annular remediation (including heavy fluid lubricated into the annulus), a casing patch, or plugging.
- Offshore federal wells follow the casing-pressure management rules (30 CFR 250.519–250.531, with a diagnostic test within 30 days when a fixed-platform well's casing pressure exceeds 100 psig); onshore, state rules govern bradenhead pressure (in Texas, Statewide Rule 17).

**Safety:** an outer annulus holding pressure can burst the weaker outer casing, and surface-casing pressure can mean a path toward fresh water. Bleed slowly, to a closed system, with gas detection; never remove a valve or plug from a pressured annulus.`,
    sources: [
      apiStandard('API RP 90-2, Annular Casing Pressure Management for Onshore Wells'),
      cfrSection(30, '250.519', 'What are the requirements for casing pressure management?'),
      cfrSection(30, '250.521', 'When do I have to perform a casing diagnostic test?'),
      texasRule(17, 'Pressure on Bradenhead'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: [
      'drill-cementing-problems',
      'rrc-h5-mechanical-integrity',
      'epa-uic-class-ii',
      'ops-trapped-pressure',
    ],
  },
  {
    id: 'ops-trapped-pressure',
    title:
      'Trapped pressure behind a plug, in a valve or in a "dead" line: recognising it and bleeding it off safely',
    area: 'operations',
    aliases: [
      'trapped pressure',
      'pressure trapped behind a plug',
      'pressure trapped between valves',
      'bleeding off trapped pressure',
      'bleed off pressure safely',
      'pressure under a bridge plug',
      'pressure below a plug',
      'drilling out plugs',
      'valve body cavity pressure',
      'breaking containment',
      'line of fire',
      'plug in the flowline',
      'ice plug',
      'sand bridge',
      'verify zero energy',
    ],
    symptoms: [
      'high pressure on one side of a plug and low on the other',
      'gauge reads zero but the line may still be pressured',
      'pressure under the bridge plug when drilling it out',
      'cap blew off when the line was opened',
      'plug stuck between two valves in the flowline',
    ],
    summary:
      'Isolated equipment can hold pressure behind a hydrate, ice, wax or sand plug, between closed valves, in a valve body or under a downhole plug, and a zero gauge does not prove it is gone. Keep out of the line of fire, bleed through a proven path — both sides of a plug, evenly — and verify zero two ways before breaking containment.',
    body: `**Immediate actions**
1. Treat every isolated section as pressured until proven otherwise — a gauge can read zero with a plugged port or a closed needle valve.
2. Clear people from the line of fire of caps, bull plugs, bonnets, flanges, unions and line ends.
3. Bleed through a proven route (bleed valve or needle valve into a closed system, tank or flare). Where a plug separates two pressures, bring them together from **both sides** — bleed the high side down toward the low side, never only the low side — then lower both.
4. Verify zero two ways (a working gauge and an open bleed with flow stopped) before breaking any connection; loosen flanges and unions slowly, away from your body, so any remaining pressure vents before the joint parts.

**Ask first**: what is holding the pressure — a hydrate, ice, wax or sand plug, a closed valve, a check valve, or a downhole plug — and is there pressure on both sides of it?

**Where it hides**
- Behind **hydrate, ice, wax or sand plugs** in flowlines and chokes — the plug can move like a projectile when the difference across it lets go.
- **Between two closed valves**, in **valve body cavities**, in hoses, wing valves, check valves and pump discharges.
- **Under downhole plugs and packers** (bridge plugs, frac plugs) — pressure and gas below them arrive all at once when they are drilled or released.
- In **lubricators, pig launchers and receivers**, and test lines left after a pressure test.

**What to do, by case**
- **Hydrate or ice plug:** stop the inflow, equalise and depressure both sides slowly, inject methanol or glycol where you can reach the plug, and apply heat only once the pressure difference is gone — and never at one end of a plug.
- **Drilling out plugs:** expect pressure below each one; rig up well control (BOP, choke, returns to a separator or tank) and watch returns as each plug goes.
- **Valve work:** bleed the body cavity through its own bleed fitting and check it holds zero before removing bonnets or fittings.
- **Sand or wax bridge in the tubing:** assume pressure below it; clean out with well control in place.

**Safety:** most injuries come from a cap, plug or bonnet released under pressure — keep the line of fire clear, use proper isolation and verification (at production facilities under the site's lockout/tagout program; on well-servicing jobs under the rig's procedures), and stop the job if anyone is unsure whether pressure remains.`,
    sources: [
      OSHA_OIL_AND_GAS,
      {
        title:
          'NIOSH FACE report 92WY007: pressure tester struck by a bull plug released from a flowback manifold',
        url: 'https://www.cdc.gov/niosh/nioshtic-2/20028747.html',
      },
      apiStandard(
        'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['chem-hydrate-inhibition', 'ops-sustained-casing-pressure'],
  },
  {
    id: 'ops-injection-pressure-rising',
    title:
      'Injection or disposal well pressure rising at the same rate: plugging, scale, bacteria, fill-up — what to check and what to do',
    area: 'operations',
    aliases: [
      'injection pressure rising',
      'injection pressure increasing',
      'disposal well pressure rising',
      'SWD pressure rising',
      'saltwater disposal well plugging',
      'injection well plugging',
      'injectivity decline',
      'loss of injectivity',
      'water injection well problems',
      'Hall plot',
      'step-rate test',
      'falloff test',
      'injection water quality',
      'oil carryover to the disposal well',
      'water injector pressure climbing',
      'injector plugging',
      'injector taking less water',
    ],
    symptoms: [
      'injection pressure keeps climbing at the same rate',
      'disposal well will not take water at the permitted pressure',
      'injection rate falling at the same wellhead pressure',
      'black sludge and iron sulfide in the filters',
      'had to cut back the water going to the disposal well',
    ],
    summary:
      'Rising injection pressure at a steady rate means the well or the formation is plugging (solids, oil, scale, iron sulfide and bacteria), the formation is filling up, or the well has a mechanical problem. A Hall plot tells plugging from fill-up; the water quality, a falloff or step-rate test and a look at the tubing tell which, and the fix is better water plus a clean-out or stimulation — always within the permitted maximum pressure.',
    body: `**Ask first**: has the pressure risen gradually over months at the same rate, or jumped after a change — a new water source, a chemical change, a workover, a shut-in? And how close is it to the permitted maximum injection pressure?

**Likely causes**
- **Plugging by solids and oil:** suspended solids, oil carried over from the separator or gun barrel, formation fines, corrosion products; a filter cake builds on the sand face and the skin rises.
- **Scale and iron sulfide:** incompatible waters mixed at the facility (sulfate water with barium or strontium water), carbonate scale from heating or pressure drop, iron sulfide from H2S and corroded steel; sulfate-reducing bacteria and biofilm in tanks and lines make both worse.
- **Fill-up:** in a closed or low-permeability zone, the average formation pressure rises with the volume injected — the well is not damaged, the reservoir is pressuring up.
- **Mechanical:** fill or debris over the perforations, a collapsed or scaled liner, a failing packer or tubing (look at the annulus pressure), a partly closed valve or a plugged meter run.

**What to check, in this order**
1. The trend: injection pressure and rate, daily, against cumulative water — a **Hall plot** (cumulative pressure × days against cumulative injection) bends upward with plugging or fill-up and downward when the formation fractures or a channel opens.
2. The water: total suspended solids, oil in water, iron and sulfide, bacteria counts, and the filters' change-out frequency; a compatibility check when a new water source was added.
3. A **falloff test** (shut in and record the pressure decline): skin shows damage near the well, the average pressure shows fill-up.
4. The annulus pressure and the last mechanical integrity test, and tag for fill over the perforations.
5. A **step-rate test** when you need the formation parting pressure, to know how much room there is.

**What to do**
- Fix the water first: better separation and skimming, filtration sized to the formation, biocide and scale inhibitor where the tests call for them, no mixing of incompatible waters, closed tanks to keep oxygen out.
- Clean the well: backflow it, clean out fill, and treat the near-well damage — acid for carbonate scale and iron compounds, solvents for oil and paraffin, an iron sulfide dissolver where it applies.
- Fill-up cannot be cleaned out: it needs a lower rate, another zone, or another well.
- Stay at or below the maximum injection pressure in the permit (and below the formation parting pressure unless the permit allows injection above it); file what the regulator requires for workovers and pressure tests.

**Safety:** backflowed water and solids can carry H2S, oil and NORM — monitor for H2S, handle filter waste and scale as the state's rules require, and bleed the wellhead through a proven path before opening it.`,
    sources: [
      cfrPart(40, '146', 'Underground Injection Control Program: Criteria and Standards'),
      texasRule(9, 'Disposal Wells'),
      {
        title: 'S&P Global (IHS) Harmony documentation: Hall plot theory',
        url: 'https://www.ihsenergy.ca/support/documentation_ca/Harmony_Enterprise/2019_3/content/html_files/ref_materials/analysis_method_theory/hall_plot_theory.htm',
      },
      KELLAND,
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['rrc-w14-disposal-well', 'rrc-h5-mechanical-integrity'],
  },
  {
    id: 'ops-gor-rising',
    title:
      'GOR rising on an oil well: pressure below the bubble point, gas coning, a gas cap or a channel — what to check',
    area: 'operations',
    aliases: [
      'GOR rising',
      'rising GOR',
      'gas-oil ratio increasing',
      'gas oil ratio going up',
      'producing too much gas',
      'gas coning',
      'gas cap breakthrough',
      'solution gas drive',
      'below the bubble point',
      'free gas in the reservoir',
    ],
    symptoms: [
      'GOR climbing every month',
      'oil well making more and more gas',
      'gas rate went up and the oil rate fell',
      'GOR jumped after we increased the rate',
    ],
    summary:
      'A rising producing GOR means free gas is reaching the well: the reservoir pressure has fallen below the bubble point (solution-gas drive — GOR climbs field-wide), gas is coning down from a gas cap at high drawdown, or gas arrives through a channel or a poor cement job. Trend the GOR against pressure and rate, compare with the offsets, and manage the drawdown or shut off the gas.',
    body: `**Ask first**: is it one well or the whole field, and did it start after a rate increase, a workover or a new well nearby?

**Likely causes**
- **Pressure below the bubble point:** gas comes out of solution in the reservoir; once it becomes mobile the producing GOR climbs on every well in the area — it is the reservoir's drive, not a well problem.
- **Gas coning or cusping:** a well near a gas cap produced at a high drawdown pulls gas down; the GOR rises with the rate and falls when the well is choked back.
- **Gas-cap expansion or breakthrough** along high-permeability layers, or gas from injection.
- **A channel behind pipe** (poor cement) or a casing or packer leak bringing gas from another zone.

**What to check, in this order**
1. The trend: GOR against time, cumulative oil and rate; the well against its offsets (one well points to the well, all wells to the reservoir).
2. Reservoir pressure against the bubble point (PVT report): a build-up test or static gradient.
3. A rate step: choke back for a few days — a GOR that falls with rate points to coning.
4. The completion: perforations against the gas–oil contact, the cement bond log, annulus pressure, a production log to see where the gas enters.

**Open the choke to make up the oil?**
Not before the reservoir pressure is known against the bubble point. If the average pressure is at or below the bubble point (an old static near it counts — it has fallen since), a wider choke draws the well down further, frees more gas in the reservoir, and the GOR climbs faster: more gas and reservoir energy produced per barrel, and often less oil within months. If coning is the cause, more rate pulls the gas down faster. Open it only after a current static or build-up test shows the pressure well above the bubble point near the well and a choke-back step shows the GOR does not rise with rate; otherwise hold or cut the rate and look at pressure maintenance.

**What to do**
- Coning: produce below the critical rate (choke back), re-perforate lower, or squeeze the top perforations.
- A channel or a leak: squeeze cement or repair the casing or packer.
- A depleting reservoir: pressure maintenance (water or gas injection) is a field decision; meanwhile size the lift and the facilities for the gas (gas interference in pumps, separator capacity, flaring limits).

**Safety:** more gas than the facilities were designed for can overload separators and flares and trips the flaring limits in the permit — report and manage it before it becomes venting.`,
    sources: [slbGlossary('coning'), slbGlossary('bubble point'), KELLAND],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-water-cut-rising', 'ops-pressure-buildup-test'],
  },
  {
    id: 'ops-worse-after-workover',
    title:
      'A well worse after an acid job or a workover: formation damage — fluids, fines, emulsions, scale — and what to check',
    area: 'operations',
    aliases: [
      'production dropped after acidizing',
      'worse after the acid job',
      'well worse after the workover',
      'lost production after a workover',
      'formation damage',
      'skin damage',
      'damaged well',
      'acid job failed',
      'emulsion block',
      'water block',
      'fines migration',
      'iron precipitation after acid',
      'kill fluid damage',
    ],
    symptoms: [
      'production went down instead of up after the acid job',
      'well never came back to its rate after the workover',
      'acid returns thick and black like sludge',
      'high skin on the build-up after the workover',
    ],
    summary:
      'A well that makes less after an acid job or a workover has usually been damaged near the wellbore: the kill or workover fluid (solids, incompatible brine, water block), an emulsion or sludge formed by acid and crude, iron precipitated from spent acid, fines moved by the treatment, or scale from mixing waters. Check the job record, the returns and a build-up test for skin, then treat what the damage is.',
    body: `**Ask first**: what went into the well — kill fluid, brine, acid type and volume, additives — and what came back when it was flowed back?

**Likely causes**
- **Kill and workover fluids:** solids plugging the perforations, brine incompatible with the formation water (scale) or with the clays (swelling), water blocks in low-permeability gas zones, fluid lost to the formation.
- **Acid side effects:** emulsions and sludge from acid and crude (asphaltenic oils), iron from tubing and rust precipitating as spent acid loses strength, fines released and moved into the pore throats, acid that was not flowed back promptly.
- **Mechanical:** perforations plugged by debris, a packer or plug left partly closed, lift equipment set wrongly after the job.

**What to check, in this order**
1. The job record against the plan: fluids, volumes, rates and pressures; how long the fluid sat before flowback.
2. The returns: emulsion, sludge, solids, iron, spent-acid strength; the load recovered against the volume pumped.
3. Lift and surface first: pump spacing, valves, chokes — rule out the simple causes.
4. A build-up test: positive skin confirms damage near the well.
5. Laboratory tests on the crude with the acid and the additives (emulsion and sludge), and on the waters (compatibility).

**What to do**
- Treat what the damage is: mutual solvent and demulsifier for emulsions and water blocks, aromatic solvent for sludge and organic deposits, a properly designed acid with iron control for scale and iron, a clay-stabilising treatment for swelling clays.
- Next time: filtered, compatible kill fluids; acid tested on the crude; iron control; prompt flowback.

**Safety:** acid returns are corrosive and can carry H2S — flow back to a closed system with gas detection, and handle spent acid as the rules require.`,
    sources: [slbGlossary('formation damage'), slbGlossary('skin'), KELLAND],
    lastReviewed: FIELD_REVIEWED,
    related: ['comp-workover-fluids-well-kill', 'ops-pressure-buildup-test'],
  },
  {
    id: 'ops-flowline-plugs-repeatedly',
    title:
      'A flowline that plugs again and again (every cold night or morning): hydrate or paraffin, and how to tell',
    area: 'operations',
    aliases: [
      'flowline plugs repeatedly',
      'flowline keeps plugging',
      'line plugs every night',
      'line freezes every night',
      'recurring flowline plug',
      'hydrate or paraffin',
      'hydrate or wax',
      'cold weather plugging',
    ],
    // A line that plugs again and again; a line plugged once is the hydrate or the paraffin entry's.
    appliesWhen: [
      'keeps plugging',
      'keep plugging',
      'repeatedly',
      'recurring',
      'cold night',
      'cold nights',
      'nights',
      'winter',
      'daily',
      'week',
      'times',
      'hydrate or paraffin',
      'hydrate or wax',
      'wax or hydrate',
    ],
    symptoms: [
      'the flowline plugs every cold night',
      'the line freezes off every morning and clears in the afternoon',
      'pressure builds at the wellhead every night and the line plugs',
      'the flowline keeps plugging in the winter',
    ],
    summary:
      'A line that plugs whenever it gets cold is a hydrate or a wax (paraffin) plug, and the cure differs: methanol, heat and water removal for a hydrate; hot oiling, pigging, inhibitors and insulation for wax. Tell them apart by the line temperature against the hydrate temperature and the crude’s cloud point, free water, gas and pressure, and how the plug behaves.',
    body: `**Ask first**: is it hydrate or wax? What is the line temperature at night against the crude's **cloud point** (wax appearance temperature) and against the **hydrate temperature** at the line pressure; is there **free water and gas** in the line; what is the **pressure**; and does the plug clear by itself when the line warms or is depressured?

**Likely causes**
- **Hydrate:** gas and free water at pressure (often a few hundred psi and more) cooled below the hydrate temperature — downstream of a choke, at a low spot, in an exposed or uninsulated section. It forms in hours, often at night, and **clears when the line warms or the pressure drops**, then comes back.
- **Paraffin (wax):** oil cooled below its cloud point deposits wax on the pipe wall, thickest where the line is coldest; it builds up over days or weeks, the pressure creeps up, a cold night finishes the job, and it **does not clear** with depressuring — it needs heat, solvent or a pig.
- Both: a waxy crude with water and gas can do both; sand or scale can collect in the same low spots.

**What to check, in this order**
1. The line pressure and temperature along it at night (a thermometer or an infrared gun on the pipe), the crude's cloud and pour points, and the hydrate curve of the gas (a hydrate chart or calculation at the line pressure).
2. Water in the line: water cut, dehydration upstream, low spots where water collects.
3. What comes out: a pig or a choke opened up — hydrate is ice-like, fizzes and melts to water and gas; wax is a soft or hard oily solid that stays solid at room temperature.
4. History: sudden and overnight (hydrate), or slowly rising wellhead pressure over days (wax).

**What to do**
- **Hydrate:** clear a plug by the safe procedure (depressure both sides slowly, never heat or bleed one side only); prevent with **methanol or glycol** dosed on the water rate and the temperature depression, a line heater upstream of the choke, insulation, or water removal.
- **Wax:** hot oil or hot water, solvent, or a pig run on a schedule; prevent with a paraffin inhibitor or pour-point depressant injected above the cloud point, insulation or heat tracing.
- **Not sure:** methanol does nothing for wax, and hot oiling a hydrate plug can trap gas between heated and cold sections — identify first.

**Safety:** a hydrate plug with pressure on one side can break loose and travel at high speed; stay out of the line of fire of caps, bends and the ends of the line while it is cleared.`,
    sources: [
      KELLAND,
      {
        title:
          'E. D. Sloan and C. A. Koh, Clathrate Hydrates of Natural Gases, 3rd edition (CRC Press)',
        url: 'https://doi.org/10.1201/9781420008494',
      },
      slbGlossary('cloud point'),
    ],
    checks: ['hydrate_inhibitor'],
    lastReviewed: FIELD_REVIEWED,
    related: ['chem-hydrate-inhibition', 'chem-paraffin'],
  },
];
