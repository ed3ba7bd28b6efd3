import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  FIELD_REVIEWED,
  apiStandard,
  cfrSection,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

const KELLAND: KnowledgeSource = {
  title: 'M. A. Kelland, Production Chemicals for the Oil and Gas Industry (CRC Press)',
  url: 'https://doi.org/10.1201/9781420092974',
};

const OSHA_OIL_AND_GAS: KnowledgeSource = {
  title: 'OSHA, Oil and Gas Well Drilling and Servicing eTool',
  url: 'https://www.osha.gov/etools/oil-and-gas',
};

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

**What the derivative shows**

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

**What to ask for (designing a test)**
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
      'A well that will not come back after a shut-in: liquid loading, water, hydrates, crossflow — and how to restart it',
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
    ],
    symptoms: [
      'will not come back after the shut-in',
      'flows for an hour after opening then dies',
      'casing pressure built up but tubing pressure stays low',
      'would not restart after the compressor went down',
      'died after being shut in for the offset frac',
      'loads up and dies after every shut-in',
    ],
    summary:
      'After a shut-in, liquid falls back and collects in the tubing, wax and hydrates form as the well cools, and zones at different pressures crossflow; the well then cannot lift its own column. Check surface first, read tubing and casing pressures, then unload it — lower backpressure, cycle on stored casing gas, foamer, swab or nitrogen — and fix the cause so the next shut-in does not kill it.',
    body: `**Ask first**: how long was it shut in, and what do tubing and casing pressures do now — build back to the old shut-in pressure, or stay low? High casing with low tubing pressure is a liquid column; both low is depletion, damage or a plug.

**Likely causes**
- **Liquid loading:** during the shut-in, liquid falls back and gas moves to the annulus; on opening, the column in the tubing is heavier than the well can lift — typical of gas wells already near their critical rate.
- **Water near and in the wellbore:** water segregates in the tubing and annulus, and in tight gas rock can soak into the near-wellbore (a water block) during long shut-ins.
- **Hydrates or freezing:** gas expanding through the choke cools, and with free water a hydrate forms at the choke or in the line — worst on a cold restart.
- **Paraffin and gelled oil:** the well and lines cool below the wax appearance temperature or the pour point.
- **Crossflow:** in a commingled well, the higher-pressure zone flows into the depleted one during the shut-in and loads it with liquid.
- **Mechanical:** safety valves not reopened, a plunger stuck, a closed or plugged choke, kill fluid left in the well after a workover.

**What to check, in this order**
1. Surface: SSV and subsurface safety valve open (control pressure), choke and valves, line pressure, ice or hydrate points.
2. Pressures: shut-in tubing and casing pressures and how fast they build, against the last good shut-in.
3. History: length of the shut-in, the weather, an offset frac or a workover fluid in the well.
4. Slickline: a gauge ring and tag for deposits or hydrate restrictions; a gradient survey for the liquid level.

**What to do — restarting it**
- **Lower the backpressure:** open to the lowest-pressure outlet available (a low-pressure line or a compressor suction) and let it unload slowly.
- **Use the casing gas:** shut in to build casing pressure, then open quickly — the stored gas lifts the slug (an intermitting or plunger-style cycle).
- **Foamer or soap sticks** for water; **swab** or **nitrogen** through coiled tubing to unload a column the well cannot lift.
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
      'Pressure on a casing annulus (bradenhead or sustained casing pressure): diagnosing and managing it',
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
    ],
    symptoms: [
      'pressure on the surface casing valve',
      'casing pressure comes back after bleeding it off',
      'gas blowing from the bradenhead valve',
      'pressure between the surface and intermediate casing',
      'annulus pressure climbing on an injector',
    ],
    summary:
      'Pressure on a casing annulus is thermal (it bleeds off and stays off), imposed by the operator (gas lift), or sustained — it comes back after a bleed-down because something leaks: tubing or packer for the tubing-casing annulus, cement or casing for the outer ones. Record it, bleed it through a needle valve while measuring what comes out, watch the build-up, and keep it below the annulus limit.',
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

**What to do**
- Small, stable pressure that bleeds down with gas only and stays below the limit: manage it — monitor, record, and report as the regulator requires.
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
    related: ['drill-cementing-problems', 'rrc-h5-mechanical-integrity', 'ops-trapped-pressure'],
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
];
