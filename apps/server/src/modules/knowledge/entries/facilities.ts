import type { KnowledgeEntry } from '../knowledge-entry';
import { API_STANDARDS, REVIEWED, cfrSection, cfrSubpart } from './sources';

function apiStandard(title: string): { title: string; url: string } {
  return { title, url: API_STANDARDS.url };
}

/** Production facility design basics. */
export const facilityEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-separators',
    title: 'Oil and gas separators: two-phase, three-phase, sizing basics',
    area: 'facilities',
    aliases: [
      'separator carrying over liquid',
      'liquid carryover to the gas line',
      'oil in the gas outlet',
      'separator foaming',
      'separator dumping gas',
      'level control problems',
      'how long liquid stays in the separator',
      'separator',
      'two phase separator',
      'three phase separator',
      'horizontal separator',
      'vertical separator',
      'retention time',
      'residence time',
      'mist extractor',
      'Souders-Brown',
      'K factor',
      'separator sizing',
      'liquid carryover',
      'free water knockout',
      'FWKO',
      'API 12J',
      'stage separation',
    ],
    symptoms: [
      'separator carrying liquid over into the gas line',
      'oil in the gas outlet',
      'separator dumping gas to the tanks',
      'foam in the separator',
      'separator level will not hold',
    ],
    summary:
      'Separators split well streams into gas and liquids (two-phase) or gas, oil and water (three-phase) by gravity, with inlet devices, liquid retention time and a mist extractor; gas capacity is sized with the Souders–Brown K factor and liquid capacity with retention time.',
    body: `**Types**
- **Two-phase** (gas/liquid) and **three-phase** (gas/oil/water); a **free-water knockout (FWKO)** removes bulk free water ahead of treating.
- **Horizontal** vessels handle high liquid loads, foaming and three-phase separation well; **vertical** vessels suit high gas/liquid ratios, small footprints and solids (easier to drain).
- **Stage separation** (high-pressure, then low-pressure, then tank) keeps more light ends in the oil and reduces tank flash.

**Sizing basics (API Spec 12J)**
- **Gas capacity:** the maximum gas velocity is set with the **Souders–Brown** relation, v = K·√((ρL − ρG)/ρG); K depends on the vessel type, pressure and the mist extractor (the York–Demister-type K values are the usual references). The separator calculator here applies it with stated K.
- **Liquid capacity:** **retention time** — commonly 1–3 minutes for two-phase gas/oil separation, and longer (often 3–10 minutes, up to 20–30 for heavy or emulsified oil) for oil–water separation in three-phase vessels, depending on oil gravity, temperature and emulsion.
- Size for **peak (slug) rates**, not averages; allow for foaming.

**Internals:** inlet diverter or cyclone, wave breakers, weirs or buckets for oil–water levels, vortex breakers, mist extractor (mesh pad or vanes).

**Operating problems:** liquid carryover (too much gas rate, flooded mist pad, foam), gas blowby (level control failure — a serious overpressure hazard for downstream tanks), emulsions, solids build-up, level-control and dump-valve wear.`,
    sources: [
      apiStandard('API Spec 12J, Specification for Oil and Gas Separators'),
      {
        title: 'SLB Energy Glossary: oil and gas separator',
        url: 'https://glossary.oilfield.slb.com/en/terms/o/oil_and_gas_separator',
      },
      {
        title: 'SLB Energy Glossary: retention time',
        url: 'https://glossary.oilfield.slb.com/en/terms/r/retention_time',
      },
    ],
    checks: ['separator_retention', 'separator_gas_capacity'],
    lastReviewed: REVIEWED,
    related: ['fac-heater-treaters', 'fac-pressure-relief'],
  },
  {
    id: 'fac-separator-carryover',
    title: 'Separator liquid carryover and gas blowby: what to check, in order, and what to do',
    area: 'facilities',
    aliases: [
      'separator carryover',
      'liquid carryover',
      'carrying over liquid',
      'oil in the gas line',
      'liquid in the gas line',
      'liquid to the compressor',
      'gas blowby',
      'gas blow-by',
      'blowby to the tanks',
      'dump valve stuck open',
      'separator level control problems',
      'separator foaming',
      'mist extractor flooded',
    ],
    symptoms: [
      'separator dumping oil out the gas line',
      'liquid showing up at the compressor scrubber',
      'gas blowing through the dump to the tanks',
      'tank venting hard and the hatch lifting',
      'level glass full or empty while the controller says otherwise',
    ],
    summary:
      'Liquid out of a separator’s gas outlet means it is overloaded, foaming, its mist extractor is flooded or plugged, or its level is too high; gas out of a liquid outlet (blowby) means the level was lost through a dump valve stuck open or a failed controller — an overpressure hazard for the tanks downstream. Check the rates against the vessel, the level and its controls, then the internals.',
    body: `**Immediate actions (gas blowing through to the tanks)**
1. Close the separator's liquid outlet or the block valve to the tanks, or shut in the inlet — blowby can overpressure and rupture a tank built for a few ounces of pressure.
2. Keep people away from tank hatches and vents, which may be lifting and venting gas; no ignition sources near the tanks.
3. Find why the level was lost (dump valve stuck open, controller or float failure) before putting the vessel back in service.

**Ask first**: is liquid leaving with the gas (carryover), or gas leaving with the liquid (blowby)? The two have opposite causes.

**Likely causes**
- **Carryover:** gas or liquid rate above what the vessel was sized for (a new well, slugs from the flowline, a plunger arrival); the liquid level set or running too high; foam (crude type, chemicals, temperature); a flooded, plugged or damaged mist extractor; a damaged inlet device; lower pressure than design (the gas moves faster).
- **Blowby:** the level lost through a dump valve cut out or stuck open, a failed level controller, float or supply gas, or a level set too low; a liquid outlet sized too large for the rate.

**What to check, in this order**
1. Rates against the vessel's rating: gas and liquid now, and the peaks (slugs, plunger arrivals, well tests routed through it).
2. The level: sight glass against the controller, the controller's set point, the float or displacer, and the instrument supply gas.
3. The dump valve: does it open and close fully, is the trim cut by sand, is it sized for the rate?
4. Pressure: operating pressure against design — lower pressure means higher gas velocity.
5. Foam: look in the sight glass and sample the liquid; check what chemicals changed.
6. The internals at the next opening: mist extractor (plugged with paraffin, scale or sand, or torn), inlet diverter, weirs.

**What to do**
- Bring rates within capacity: stagger well tests and plunger cycles, add a slug catcher or a second vessel, or raise the operating pressure where the process allows.
- Set and maintain the levels: repair or replace the dump valve trim, calibrate the controller, keep supply gas dry.
- Treat foam with a defoamer tested on the fluid; clean or replace the mist extractor.
- Protect what is downstream: a scrubber ahead of the compressor; relief on the tanks and vapour recovery sized for the blowby case.

**Safety:** blowby is an overpressure scenario for every vessel and tank downstream — their relief devices must be sized for it; liquid reaching a compressor can break it.`,
    sources: [
      apiStandard('API Spec 12J, Specification for Oil and Gas Separators'),
      apiStandard(
        'API Std 521, Pressure-relieving and Depressuring Systems (gas blowby as an overpressure scenario)',
      ),
      {
        title: 'SLB Energy Glossary: oil and gas separator',
        url: 'https://glossary.oilfield.slb.com/en/terms/o/oil_and_gas_separator',
      },
    ],
    checks: ['separator_retention', 'separator_gas_capacity'],
    lastReviewed: '2026-11-29',
    safetyCritical: true,
    related: ['fac-separators', 'fac-pressure-relief'],
  },
  {
    id: 'fac-heater-treaters',
    title: 'Heater treaters, gun barrels and treating oil emulsions',
    area: 'facilities',
    aliases: [
      'heater treater',
      'treater',
      'emulsion treater',
      'firetube',
      'electrostatic treater',
      'gun barrel',
      'wash tank',
      'oil treating',
      'API 12L',
      'treater temperature',
      'heat duty',
      'burner',
      'firetube scale',
    ],
    symptoms: [
      'treater will not hold temperature',
      'burner keeps going out',
      'hot spot on the firetube',
      'interface level climbing in the treater',
    ],
    summary:
      "Heater treaters break oil-water emulsions with heat, chemicals, retention time and sometimes electrostatic grids to meet the purchaser's BS&W; hotter is not always better because heat costs fuel and light ends, and firetubes need care against scale and burner problems.",
    body: `**What a treater does:** a vertical or horizontal vessel (API Spec 12L) where emulsion is heated by a **firetube** (or heat exchanger), water settles out, and oil flows through a coalescing section — in **electrostatic** treaters, through a high-voltage grid that coalesces fine droplets. Free water should be removed upstream (FWKO) so you are not heating water.

**Heat:** raising temperature lowers oil viscosity and speeds settling, but each increase burns fuel and drives off light ends — **API gravity and volume losses** — and can increase scaling. Find the lowest temperature that meets spec with the right chemical.

**Gun barrels (wash tanks):** atmospheric settling tanks where emulsion enters through a spreader under a water layer; cheap and simple, but need long retention and good chemical treatment.

**Operating checklist**
- Demulsifier injected upstream with mixing time (bottle-test selected).
- Interface level control working; watch the **rag layer** (solids, iron sulfide) and remove it.
- Firetube: clean of scale and sludge (hot spots cause firetube failures), flame arrestor clean, burner management and low-level shutdown working — **a firetube exposed by low liquid level can cause a fire or explosion**.
- Sample the oil outlet for BS&W and the water outlet for oil content.`,
    sources: [
      apiStandard('API Spec 12L, Specification for Vertical and Horizontal Emulsion Treaters'),
      apiStandard('API RP 12N, Operations, Maintenance and Testing of Firebox Flame Arrestors'),
    ],
    checks: ['separator_retention', 'heater_duty'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['chem-emulsion-breakers', 'fac-separators'],
  },
  {
    id: 'fac-storage-tanks',
    title: 'Production storage tanks: design, venting, thief hatches and safe gauging',
    area: 'facilities',
    aliases: [
      'lightning while gauging',
      'gauging in a storm',
      'thunderstorm',
      'lightning near the tanks',
      'storage tank',
      'tank battery',
      'oil tank',
      'water tank',
      'API 12F',
      'API 12D',
      'API 12P',
      'fiberglass tank',
      'API 2000',
      'tank venting',
      'thief hatch',
      'pressure vacuum relief',
      'tank gauging',
      'manual gauging hazard',
      'tank overpressure',
      'tank emissions',
    ],
    symptoms: [
      'thief hatch blowing',
      'tank venting vapours',
      'tank pressured up after a dump',
      'strong vapours when the hatch is opened',
    ],
    summary:
      'Production tanks (API 12F shop-welded, 12D field-welded, 12P fibreglass) are near-atmospheric vessels whose venting must handle filling, thermal breathing and flash gas; thief hatches that leak waste product and emissions, and manual gauging exposes workers to dangerous vapours.',
    body: `**Design standards:** **API Spec 12F** (shop-welded steel), **12D** (field-welded), **12B** (bolted), **12P** (fibreglass). They are designed for only a few ounces per square inch of pressure — a separator dump or **gas blowby** can rupture them. **API RP 12R1** covers setting, maintenance, inspection, operation and repair in production service.

**Venting (API Std 2000 principles):** normal venting must pass inbreathing and outbreathing from pumping in and out and temperature changes, **plus flash gas** from the liquid entering from a pressurised vessel; emergency venting covers fire exposure. Vent lines to a VRU or combustor must be sized for peak flash rates, or pressure relief (thief hatches, PRVs) will open.

**Thief hatches and emissions:** hatches that don't reseat, worn gaskets or overpressure from undersized vent lines are a leading source of tank-battery VOC and methane emissions (and OOOOb/OOOOa cover and closed-vent-system requirements apply). Inspect and maintain them.

**Safety — manual gauging and sampling:** opening a hatch can release high concentrations of hydrocarbon vapours and H2S and low-oxygen atmospheres; workers have died during manual gauging. Prefer **remote gauging** and sampling, use gas monitors and respiratory protection, never gauge alone in enclosed spaces, and control ignition sources. Get off tank tops and away from tanks, vents and flowback equipment when lightning is near (a common rule: when thunder follows a flash within 30 seconds, and until 30 minutes after the last), and do not gauge or load during a thunderstorm — lightning ignites tank vapours.

**Also:** secondary containment and SPCC, grounding and bonding, spacing from ignition sources and lease lines, and corrosion protection of bottoms.`,
    sources: [
      apiStandard(
        'API Spec 12F, Specification for Shop-Welded Tanks for Storage of Production Liquids; API RP 12R1',
      ),
      apiStandard('API Std 2000, Venting Atmospheric and Low-Pressure Storage Tanks'),
      { title: 'OSHA, Oil and Gas Extraction', url: 'https://www.osha.gov/oil-and-gas-extraction' },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['fac-vapor-recovery', 'epa-spcc', 'fac-pressure-relief'],
  },
  {
    id: 'fac-vapor-recovery',
    title: 'Vapor recovery units (VRU) and vapor recovery towers for tank batteries',
    area: 'facilities',
    aliases: [
      'VRU economics',
      'is a VRU worth it',
      'VRU payback',
      'VRU',
      'vapor recovery unit',
      'vapour recovery',
      'vapor recovery tower',
      'VRT',
      'flash gas',
      'tank vapors',
      'tank flash',
      'low pressure gas capture',
      'ultra low pressure separator',
    ],
    symptoms: [
      'VRU keeps shutting down',
      'tank pressure high with the VRU running',
      'liquid in the VRU scrubber',
      'hatches venting when the VRU is down',
    ],
    summary:
      'A vapor recovery unit compresses low-pressure tank and flash gas into the sales line instead of venting or combusting it; it pays for itself when vapour volumes are steady, and needs good sizing, liquid handling and tank overpressure protection.',
    body: `**What it captures:** flash gas released when pressurised liquid drops to tank pressure, plus working and breathing losses — rich in heavy hydrocarbons (high heating value), so often valuable.

**System:** vapour collection header from the tanks (or a **vapor recovery tower / ultra-low-pressure separator** upstream of the tanks that takes most of the flash at a few psig) → scrubber → compressor (rotary vane, screw, reciprocating or liquid-ring) → cooler → discharge to the gathering or sales line. Controls start and stop or recycle on tank pressure.

**Design points**
- **Estimate vapour rates** from flash calculations (pressurised liquid analysis and process simulation), not guesses; size for peak dumps.
- Keep **tank pressure** within the hatch and PRV settings — an undersized or down VRU pushes vapour out of thief hatches.
- Handle **condensed liquids** at the scrubber and discharge; heavy gas condenses easily.
- Oxygen ingress through leaking hatches can contaminate sales gas and create hazards — maintain hatches and set oxygen monitoring where needed.
- Plan **backup control** (combustor) for VRU downtime if regulations require a control level continuously (OOOOb storage vessels).

EPA's Natural Gas STAR program published the economics and lessons learned; payback is often short where gas is sold.`,
    sources: [
      {
        title:
          'EPA Natural Gas STAR Program (recommended technologies, including vapor recovery units)',
        url: 'https://www.epa.gov/natural-gas-star-program',
      },
      cfrSubpart(
        40,
        '60',
        'OOOOb',
        'Standards of Performance for Crude Oil and Natural Gas Facilities (after 6 December 2022)',
      ),
    ],
    lastReviewed: REVIEWED,
    related: ['fac-storage-tanks', 'epa-oooob-well-site-requirements', 'fac-compressors'],
  },
  {
    id: 'fac-lact-units',
    title: 'LACT units: lease automatic custody transfer of crude oil',
    area: 'facilities',
    aliases: [
      'LACT',
      'LACT unit',
      'lease automatic custody transfer',
      'custody transfer',
      'BS&W monitor',
      'divert valve',
      'meter prover',
      'meter factor',
      'crude sampler',
      'API MPMS chapter 6.1',
      'run ticket',
      'pipeline sales',
    ],
    symptoms: [
      'LACT diverting to the tank',
      'meter factor drifting',
      'sample BS&W not matching the probe',
      'run tickets not matching tank gauges',
    ],
    summary:
      'A LACT unit measures and transfers crude to a pipeline automatically: it checks BS&W and diverts off-spec oil, takes a proportional sample, meters the volume with temperature correction and is proved regularly so the run ticket is accurate.',
    body: `**Typical components (API MPMS Chapter 6.1)**
- Charge pump and **strainer**, **air/gas eliminator**.
- **BS&W probe** with a **three-way divert valve** that sends oil above the purchaser's limit back for re-treating.
- **Proportional (flow-weighted) sampler** and sample container for gravity and BS&W — the basis of the sales value.
- **Meter** (positive displacement or Coriolis) with temperature (and pressure) compensation, backpressure valve and check valve.
- Connections for a **prover** (or master meter) to determine the meter factor.

**Good practice**
- Prove the meter at the frequency the contract and regulators require (API MPMS Chapter 4) and after repairs; trend meter factors.
- Keep the sampler working and the sample mixed and handled properly (Chapter 8); most sales disputes trace to sampling.
- Calibrate the BS&W probe and temperature transmitter; seal valves as required (on federal leases, 43 CFR 3173/3174).
- Compare LACT volumes with tank gauges and production allocation every month to catch measurement problems early.`,
    sources: [
      apiStandard(
        'API Manual of Petroleum Measurement Standards (MPMS) Chapter 6.1, Lease Automatic Custody Transfer (LACT) Systems',
      ),
      cfrSubpart(43, '3170', '3174', 'Measurement of Oil'),
    ],
    lastReviewed: REVIEWED,
    related: ['blm-measurement-3173-3175', 'fac-storage-tanks'],
  },
  {
    id: 'fac-flares-combustors',
    title: 'Flares and enclosed combustors at production sites',
    area: 'facilities',
    aliases: [
      'flare',
      'flare stack',
      'combustor',
      'enclosed combustor',
      'ECD',
      'thermal oxidizer',
      'flare pilot',
      'smokeless flare',
      'flare design',
      'destruction efficiency',
      '95 percent control',
      '40 CFR 60.18',
      'API 521',
      'API 537',
      'flare knockout drum',
    ],
    summary:
      'Flares and enclosed combustors destroy gas that cannot be captured; design covers capacity, radiation and spacing, a liquid knockout, reliable pilots and smokeless operation, and air rules require continuous pilot monitoring, no visible emissions and a stated destruction efficiency.',
    body: `**Types:** open (elevated or ground) **flares** for large or emergency flows; **enclosed combustors** for tank vapours and routine low-pressure streams where a hidden flame and documented efficiency are wanted; thermal oxidisers for specific streams.

**Design points (API Std 521 and 537)**
- Size for the maximum relief or routine flow, with acceptable **radiation** at grade and at equipment, and spacing from wells, tanks and roads.
- A **knockout drum** to remove liquids — liquid carryover causes burning rain and fires.
- Reliable **pilots** with flame monitoring and automatic reignition; purge gas to prevent air ingress and flashback; flame arrestors or seals as needed.
- **Smokeless** operation: assist gas/air or sufficient pressure; low-Btu gas may need enrichment.

**Air-rule requirements (typical)**
- Federal control devices commonly must achieve **at least 95 % reduction** of VOC and methane (OOOOa/OOOOb), with a **continuous pilot**, **no visible emissions** except short periods, and monitoring and records (40 CFR 60.18 sets general flare requirements). OOOOb adds stricter monitoring for control devices.
- In Texas, TCEQ authorisations set conditions for flares; the RRC's SWR 32 governs whether you may flare at all.

**Operating:** check pilots daily (or by remote alarm), keep records of flared volumes for Form PR and emissions inventories, and investigate smoking or flameouts immediately.`,
    sources: [
      cfrSection(40, '60.18', 'General control device and work practice requirements'),
      apiStandard(
        'API Std 521, Pressure-relieving and Depressuring Systems; API Std 537, Flare Details',
      ),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'fac-flare-smoking-liquid',
      'rrc-swr32-flaring',
      'epa-oooob-well-site-requirements',
      'fac-pressure-relief',
    ],
  },
  {
    id: 'fac-compressors',
    title: 'Gas compressors in production: types, staging and common problems',
    area: 'facilities',
    aliases: [
      'high discharge temperature',
      'compressor shutting down on high temperature',
      'compressor high discharge temperature alarm',
      'compressor valve failure',
      'compressor vibration',
      'compressor',
      'compression',
      'reciprocating compressor',
      'recip',
      'screw compressor',
      'rotary screw',
      'centrifugal compressor',
      'compression ratio',
      'compressor stages',
      'wellhead compression',
      'rod load',
      'suction scrubber',
      'compressor horsepower',
      'API 618',
      'API 11P',
      'rod packing',
    ],
    symptoms: [
      'compressor high discharge temperature alarm',
      'broken compressor valves',
      'compressor shutting down on vibration',
      'liquid in the suction scrubber',
      'rod packing leaking',
    ],
    summary:
      'Field gas compression mostly uses reciprocating and rotary-screw machines; each stage typically handles a ratio of about 3–4, with cooling and scrubbing between stages, and most trouble comes from liquids at suction, rod-load and valve problems, and packing leaks.',
    body: `**Types**
- **Reciprocating:** flexible over wide pressure ranges and high ratios; the workhorse for gathering and gas lift (packaged units to API Spec 11P; process machines to API Std 618). Watch **rod load** and valve performance.
- **Rotary screw:** smooth, tolerant of liquids and changing conditions, good for low suction pressures (wellhead and VRU duty); limited discharge pressure.
- **Centrifugal:** large, steady flows (plants, pipelines); limited ratio per casing and surge control needed.

**Staging:** discharge temperature rises with compression ratio, so each stage typically takes a **ratio of about 3–4** with **interstage cooling** and **scrubbers** to remove condensed liquids. Horsepower depends on flow, ratio, k-value and efficiency — estimate with the standard adiabatic-head formulas or vendor software, then add margin for the range of suction pressures you will see.

**Common problems and causes**
- **Liquids at suction** (poor scrubbing, condensation) → broken valves, rod and crosshead damage.
- **High discharge temperature** → valve damage, coking of lubricant; check ratio, cooler fouling, valve leakage.
- **Rod-load reversal/overload** from running outside the design envelope (set load-step and pocket settings).
- **Packing leaks** → methane emissions (OOOOb sets rod-packing and seal requirements) and safety hazards.
- Vibration and pulsation in piping; detonation or misfire in engine drivers.

Log suction/discharge pressures and temperatures per stage daily — the pattern points to the cause.`,
    sources: [
      apiStandard(
        'API Spec 11P, Specification for Packaged Reciprocating Compressors for Oil and Gas Production Services',
      ),
      apiStandard(
        'API Std 618, Reciprocating Compressors for Petroleum, Chemical, and Gas Industry Services',
      ),
    ],
    checks: ['compression_ratio'],
    lastReviewed: REVIEWED,
    related: ['fac-vapor-recovery', 'lift-gas-lift'],
  },
  {
    id: 'fac-line-sizing',
    title: 'Line sizing considerations: velocity limits, erosion, pressure drop and slugging',
    area: 'facilities',
    aliases: [
      'flowline velocity',
      'how fast fluid can flow in a pipe',
      'line sizing',
      'pipe sizing',
      'flowline sizing',
      'velocity limits',
      'erosional velocity',
      'API RP 14E',
      'API 14E',
      'C factor',
      'pressure drop in pipe',
      'multiphase flow',
      'slugging',
      'slug catcher',
      'liquid velocity',
      'gas velocity',
      'pipe wall thickness',
    ],
    summary:
      "Lines are sized to keep pressure drop acceptable, velocities inside erosion and noise limits (API RP 14E's Ve = C/√ρ for multiphase), high enough to carry liquids and solids, and to manage slugging; wall thickness comes from the piping code.",
    body: `**Liquid lines**
- Keep velocities moderate — common guidance is roughly 3–15 ft/s (lower on pump suctions) — to limit pressure drop, erosion and surge, but high enough to keep solids and water moving.
- Pressure drop: Darcy–Weisbach with a friction factor from Colebrook or Swamee–Jain plus elevation change — the line-pressure-drop calculator here does this with stated roughness.

**Gas lines:** size by allowable pressure drop (often a percentage of inlet pressure) and velocity (noise and erosion; commonly below about 60 ft/s in process piping, lower with solids).

**Multiphase lines**
- **Erosional velocity (API RP 14E):** Ve = C / √ρm (ft/s, with ρm the mixture density in lb/ft³). C = 100 for continuous service and 125 for intermittent service are the classic values for solids-free fluids; higher C is accepted with corrosion-resistant materials or inhibition, and lower with sand.
- Avoid very low velocities that let liquid accumulate in low spots (terrain slugging) and high ones that erode; check flow regime (e.g. Beggs–Brill) and plan for **slugs** at the receiving separator (slug catcher or extra surge volume). The Beggs–Brill calculator here gives the flow pattern, liquid holdup and pressure gradient at a point from the in-situ velocities and fluid properties.
- Minimum velocity matters for water and solids dropout — and for corrosion under deposits.

**Also:** pressure rating and wall thickness by ASME B31.3 / B31.4 / B31.8 as applicable, corrosion allowance, pigging provisions, and thermal expansion.`,
    sources: [
      apiStandard(
        'API RP 14E, Design and Installation of Offshore Production Platform Piping Systems',
      ),
      {
        title:
          'H. D. Beggs and J. P. Brill, "A Study of Two-Phase Flow in Inclined Pipes", JPT, May 1973 (SPE-4007-PA)',
        url: 'https://doi.org/10.2118/4007-PA',
      },
    ],
    checks: ['erosional_velocity', 'liquid_line_pressure_drop'],
    lastReviewed: REVIEWED,
    related: ['fac-separators', 'ops-ipr-nodal-analysis'],
  },
  {
    id: 'fac-erosion-wall-loss-at-fittings',
    title:
      'Wall loss at an elbow, tee or reducer downstream of a choke: sand erosion, erosion-corrosion or CO2 corrosion — telling them apart, how urgent it is, and what to do',
    area: 'facilities',
    aliases: [
      'erosion',
      'sand erosion',
      'erosion-corrosion',
      'erosion corrosion',
      'flow-accelerated corrosion',
      'droplet impingement',
      'elbow wall loss',
      'elbow thinning',
      'wall thinning downstream of the choke',
      'choke erosion',
      'remaining life',
      'DNV-RP-O501',
      'API 570',
    ],
    // Loss at one fitting in the flow's path, or sand: general wall loss along a line or a
    // tubing string is corrosion's.
    appliesWhen: [
      'elbow',
      'elbows',
      'bend',
      'tee',
      'reducer',
      'fitting',
      'choke',
      'sand',
      'erosion',
      'eroded',
      'eroding',
      'downstream',
    ],
    symptoms: [
      'UT found the first elbow after the choke thinning while the straight pipe is fine',
      'wall loss at the elbow downstream of the choke',
      'lost several millimetres of wall at a bend in months',
      'thin spots on the outside of the bend after the choke',
      'a pinhole at the elbow downstream of the choke',
    ],
    summary:
      'Loss concentrated at the first elbow, tee or reducer after a choke, with the straight pipe sound, is flow damage — sand erosion or erosion-corrosion — more than general CO2 corrosion. Work out the rate and the remaining life against the minimum wall now, restrict the rate or sand if the life is short, and inspect the other fittings downstream.',
    body: `**Ask first**: does the well make sand (a sand monitor, sand in the separator or the choke trim), and what minimum wall does the line need at the pressure it could see if the choke failed open?

**Signs: telling them apart**
- **Sand erosion:** loss at the outer wall of the bend (the extrados) and on the fitting right after the choke, smooth and scalloped, often bright metal; rate follows the sand rate and the velocity (erosion grows with velocity to about the third power); the choke trim is worn too.
- **Erosion-corrosion (CO2 with high shear):** the flow strips the protective iron carbonate scale and the inhibitor film where it turns or jets, so CO2 corrosion runs at its unprotected rate only there; mesa-like or grooved pitting, no sand needed.
- **Liquid droplet impingement:** droplets flung against the bend in high-velocity wet gas, worst just after the pressure drop.
- **General CO2 corrosion:** spread along low spots and the 6 o'clock line, not only at one fitting; the straight pipe thins too.
- A clean straight run ahead of a thinned elbow points to flow damage, not to the water chemistry alone.

**What to check first: how urgent it is**
1. **Rate:** wall lost ÷ time since the baseline (3 mm in 6 months is 6 mm/yr).
2. **Minimum wall:** the thickness the design pressure needs by the piping code (ASME B31.3 for plant piping, B31.4/B31.8 for lines), taking the upstream pressure the fitting could see if the choke fails open or is opened fully — not only today's flowing pressure.
3. **Remaining life** = (measured wall − minimum wall) ÷ rate; inspect again at half the remaining life at the latest (API 570), and sooner at a high rate.
4. A remaining life of months, or a wall near the minimum: **reduce the rate or the choke's pressure drop now**, and plan the replacement; a leak at a fitting under high pressure is a release near people.

**What to do**
1. **Sand:** confirm it (acoustic sand monitor, separator and sand-trap returns, choke trim wear); set a maximum sand-free rate, manage it by choke (bean up slowly), and fit a sand trap or desander where sand is part of the well's life.
2. **Velocity:** compare the mixture velocity with the erosional limit (API RP 14E, C = 100 continuous for solids-free fluid, lower with sand; DNV-RP-O501 gives the erosion rate with sand) — the fix may be a lower rate, a larger line after the choke, or the choke moved closer to the separator.
3. **Fittings:** replace the eroded elbow with a long-radius or target tee, a thicker or hard-faced (clad, tungsten carbide) fitting, or a heavier schedule; keep a straight length after the choke before the first turn.
4. **Inspection:** UT or radiography grids on every fitting downstream of the choke (elbows, tees, reducers, the next bend too), the choke body and trim; repeat at the interval the remaining life sets; add an ER or erosion probe at the worst point.
5. **Corrosion:** check the inhibitor reaches the point and suits high shear; erosion-corrosion needs the velocity brought down as much as more chemical.

**Safety:** a thinned fitting at a choke sees the full wellhead pressure if the choke is opened or fails; never stand in line with a fitting known to be thin while the line is flowing, and bleed down and isolate before any work on it.`,
    sources: [
      apiStandard(
        'API RP 14E, Design and Installation of Offshore Production Platform Piping Systems',
      ),
      apiStandard(
        'API 570, Piping Inspection Code: In-service Inspection, Rating, Repair, and Alteration of Piping Systems',
      ),
      {
        title: 'DNV-RP-O501, Managing Sand Production and Erosion',
        url: 'https://www.dnv.com/energy/standards-guidelines/',
      },
    ],
    checks: ['erosional_velocity'],
    lastReviewed: '2026-12-05',
    related: ['fac-line-sizing', 'comp-sand-control', 'chem-co2-corrosion'],
  },
  {
    id: 'fac-pressure-relief',
    title: 'Pressure relief for production vessels and tanks: scenarios and sizing basics',
    area: 'facilities',
    aliases: [
      'pressure relief valve',
      'PRV',
      'PSV',
      'safety valve',
      'relief valve sizing',
      'API 520',
      'API 521',
      'gas blowby',
      'blocked outlet',
      'fire case',
      'MAWP',
      'set pressure',
      'rupture disc',
      'overpressure protection',
      'ASME Section VIII',
    ],
    symptoms: [
      'relief valve popping',
      'PSV chattering',
      'tank overpressured when a separator dumped',
      'relief valve leaking after it lifted',
    ],
    summary:
      'Every pressure vessel needs relief sized for its credible overpressure scenarios — blocked outlet, fire, control-valve failure and especially gas blowby into low-pressure vessels and tanks — set at or below MAWP, per API 520/521 and the ASME code.',
    body: `**Start with the scenarios (API Std 521):** for each vessel, list what could raise pressure and size the relief for the worst credible one.
- **Blocked outlet** (a closed valve downstream): relief at the full inflow.
- **Gas blowby:** a level controller or dump valve fails open and gas from a higher-pressure vessel flows into a lower-pressure one — often the controlling case for low-pressure separators, heater treaters and **atmospheric tanks**, which cannot handle high-pressure gas.
- **Fire exposure:** heat input to wetted surface generates vapour.
- Control-valve failure, thermal expansion of blocked-in liquid, and utility failures.

**Sizing and installation (API Std 520)**
- Set pressure at or below the vessel's **MAWP**; allowable accumulation depends on the case (e.g. higher for fire).
- Size the orifice for the relieving rate and fluid (gas, liquid, two-phase); check inlet pressure loss (commonly kept under 3 % of set pressure) and outlet backpressure, and route discharges to a safe location or flare.
- Don't isolate relief valves with closed block valves; test and recertify them on schedule.

**ASME Section VIII** governs the vessel and its protection. Changes in throughput, wells or line pressures can change the governing case — re-check relief when the process changes (management of change).`,
    sources: [
      apiStandard(
        'API Std 520, Sizing, Selection, and Installation of Pressure-relieving Devices; API Std 521, Pressure-relieving and Depressuring Systems',
      ),
      { title: 'OSHA, Oil and Gas Extraction', url: 'https://www.osha.gov/oil-and-gas-extraction' },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['fac-separators', 'fac-storage-tanks', 'fac-flares-combustors'],
  },
  {
    id: 'fac-gas-dehydration',
    title: 'Gas dehydration with glycol (TEG): pipeline water spec and emissions',
    area: 'facilities',
    aliases: [
      'dehydration',
      'dehy',
      'glycol dehydrator',
      'TEG dehydrator',
      'how a dehydrator works',
      'glycol dehydration unit',
      'TEG',
      'triethylene glycol',
      'water dew point',
      '7 lb/MMscf',
      'pipeline water specification',
      'glycol reboiler',
      'BTEX emissions',
      'still vent',
      'NESHAP HH',
      'desiccant dehydrator',
      'glycol circulation rate',
    ],
    summary:
      'Glycol (TEG) dehydrators absorb water from gas to meet pipeline specs — commonly about 7 lb water per MMscf — and regenerate the glycol in a reboiler; circulation rate, reboiler temperature and contactor condition set performance, and still-vent BTEX and methane emissions are regulated.',
    body: `**Why:** free water in gas lines causes hydrates, corrosion and measurement errors; pipelines limit water content — **about 7 lb/MMscf** is a common U.S. spec (check your tariff).

**How a TEG unit works:** wet gas flows up a **contactor** (trays or packing) against lean TEG; rich glycol is flashed (flash tank gas can fuel the reboiler), filtered, heated against lean glycol and regenerated in a **reboiler** (typically around 375–400 °F, below TEG degradation); stripping gas improves lean glycol purity.

**Performance levers**
- **Circulation rate** — a common rule of thumb is 2–5 gallons TEG per pound of water removed; more is not always better (higher emissions and fuel).
- Reboiler temperature and stripping gas (lean glycol purity).
- Contactor temperature (higher inlet gas temperature means more water to remove and more glycol losses).
- Keep glycol clean: filters, carbon beds, pH control; foaming and hydrocarbon contamination cut performance.

**Emissions:** the still vent releases absorbed BTEX and methane. Large or major-source units fall under the oil and gas **NESHAP (40 CFR 63 subpart HH)** and state rules; controls include condensers and routing to the reboiler firebox or a combustor. Desiccant dehydrators are an alternative for small, cold gas streams.`,
    sources: [
      cfrSubpart(
        40,
        '63',
        'HH',
        'National Emission Standards for Hazardous Air Pollutants From Oil and Natural Gas Production Facilities',
      ),
      {
        title:
          'EPA Natural Gas STAR Program (glycol dehydrator optimisation and emission reductions)',
        url: 'https://www.epa.gov/natural-gas-star-program',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['fac-glycol-dehy-off-spec', 'chem-hydrate-inhibition', 'fac-compressors'],
  },
  {
    id: 'fac-hazardous-area-classification',
    title: 'Hazardous area classification at production facilities (API RP 500/505)',
    area: 'facilities',
    aliases: [
      'Class 1 Div 1',
      'Class 1 Div 2',
      'C1D1',
      'C1D2',
      'hazardous area classification',
      'area classification',
      'Class I Division 1',
      'Class I Division 2',
      'Zone 1',
      'Zone 2',
      'API RP 500',
      'API RP 505',
      'explosion proof',
      'electrical classification',
      'NEC 500',
      'ignition sources',
    ],
    summary:
      'Places where flammable gas or vapour may be present are classified (Class I Division 1/2 under API RP 500, or Zones under RP 505) so electrical equipment and other ignition sources are suitable; tank vents, hatches, wellheads and compressor buildings are typical classified areas.',
    body: `**Why:** electrical equipment, hot surfaces and sparks can ignite releases from tanks, separators, wellheads and compressors. Classification decides what equipment may be installed where.

**Two systems**
- **API RP 500 (Division system):** Class I, **Division 1** where flammable concentrations exist under normal operation (e.g. close to tank vents and thief hatches, inside some enclosures); **Division 2** where they occur only in abnormal conditions (around flanges and valves in well-ventilated areas).
- **API RP 505 (Zone system):** Zone 0, 1, 2 — more granular, common internationally and in newer U.S. designs.

**Using it**
- Draw area-classification drawings with the extents from the RP's figures for each source (tank vents, relief discharges, wellheads, compressors, pits), considering ventilation and buildings.
- Install equipment listed for the location (explosion-proof, purged, intrinsically safe, non-incendive), seal conduits, and keep vehicles and hot work out unless gas-tested and permitted.
- Update the drawings when equipment is added — a new VRU or vent line changes the map.

The electrical installation itself follows NFPA 70 (NEC) articles 500–505.`,
    sources: [
      apiStandard(
        'API RP 500 and API RP 505, Classification of Locations for Electrical Installations at Petroleum Facilities',
      ),
      { title: 'OSHA, Oil and Gas Extraction', url: 'https://www.osha.gov/oil-and-gas-extraction' },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['fac-storage-tanks', 'fac-compressors'],
  },
];
