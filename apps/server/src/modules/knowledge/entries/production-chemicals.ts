import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  FIELD_REVIEWED,
  KELLAND,
  REVIEWED,
  apiStandard,
  cfrPart,
  cfrSection,
  texasRule,
} from './sources';

const SLB_SCALE: KnowledgeSource = {
  title: 'SLB Energy Glossary: scale',
  url: 'https://glossary.oilfield.slb.com/en/terms/s/scale',
};

const ISO_15156: KnowledgeSource = {
  title:
    'NACE MR0175 / ISO 15156, Materials for use in H2S-containing environments in oil and gas production',
  url: 'https://www.iso.org/search.html?q=ISO%2015156',
};

const AMPP: KnowledgeSource = {
  title:
    'AMPP (formerly NACE International): corrosion control standards such as SP0775 and TM0194',
  url: 'https://www.ampp.org/',
};

const OSHA_HAZCOM: KnowledgeSource = {
  title: 'OSHA, Hazard Communication',
  url: 'https://www.osha.gov/hazcom',
};

/** Production chemistry: scale, corrosion, bacteria, H2S, organic deposits, emulsions, chemical rules. */
export const productionChemicalEntries: readonly KnowledgeEntry[] = [
  {
    id: 'chem-carbonate-scale',
    title: 'Calcium carbonate scale: why it forms and how to control it',
    area: 'production-chemicals',
    aliases: [
      'scale buildup in the tubing',
      'calcium carbonate scale at the choke',
      'calcium carbonate',
      'CaCO3',
      'carbonate scale',
      'calcite',
      'iron carbonate',
      'siderite',
      'scaling tendency',
      'saturation index',
      'Langelier',
      'Stiff-Davis',
      'scale in tubing',
      'scale in pump',
      'acid wash scale',
      'HCl scale removal',
    ],
    symptoms: [
      'white scale on the pump',
      'scale found on the pump when it was pulled',
      'hard white deposit that fizzes in acid',
      'scale building up at the choke',
      'heater-treater firetube scaling',
      'scale in the tubing above the pump',
    ],
    summary:
      'Calcium carbonate scale forms when produced water loses CO2 as pressure drops (raising pH) or is heated; it is predicted with saturation indices, prevented with scale inhibitors and removed with acid.',
    body: `**Why it forms:** formation water carries calcium and bicarbonate in equilibrium with CO2 at reservoir pressure. As pressure falls — at the perforations, pump intake, chokes, separators — CO2 leaves the water, pH rises and CaCO3 precipitates. **Heating** (heater treaters, ESP motors, hot zones) also lowers its solubility, unlike most salts.

**Ask first**: is it carbonate — does a sample fizz and dissolve in 15 % HCl, and what do the scale analysis and the water analysis say? White scale is not always carbonate: after seawater or another sulfate-rich water breaks through, it is usually **barium or strontium sulfate**, which acid does not dissolve.

**Where you see it:** pump intakes and valves, ESP stages, tubing above the pump, chokes, heater-treater firetubes, and water lines downstream of pressure drops.

**Predicting it**
- Saturation indices from a full water analysis (Ca, Mg, Ba, Sr, Fe, HCO3, SO4, Cl, pH measured on site, temperature, pressure, CO2 content): **Langelier** for low-salinity water and **Stiff–Davis** or Oddo–Tomson for oilfield brines. A positive index means scaling tendency; the calculators here compute the Langelier index (and say when brine salinity needs Stiff–Davis instead) and the Stiff–Davis index; they do not compute a sulfate (barite, gypsum, anhydrite) index.
- Measure pH in the field — it changes quickly once the sample degasses.

**Controlling it**
- **Scale inhibitor** (phosphonates, polymers) injected continuously upstream of the problem or squeezed into the formation.
- Keep pressure where practical (avoid unnecessary pressure drops), and watch temperatures in heaters.
- **Removal:** once a sample is confirmed as carbonate, it dissolves readily in hydrochloric acid (with corrosion inhibitor and iron control); mechanical removal for heavy deposits. Barium and strontium sulfate do not dissolve in acid, and iron sulfide releases H2S in it — identify the scale before pumping acid.`,
    sources: [
      {
        title: 'SLB Energy Glossary: carbonate scale',
        url: 'https://glossary.oilfield.slb.com/en/terms/c/carbonate_scale',
      },
      SLB_SCALE,
      KELLAND,
    ],
    checks: ['langelier_saturation_index', 'stiff_davis_index'],
    lastReviewed: REVIEWED,
    related: ['chem-scale-inhibitors', 'chem-sulfate-scale'],
  },
  {
    id: 'chem-sulfate-scale',
    title: 'Barium, strontium and calcium sulfate scale',
    area: 'production-chemicals',
    aliases: [
      'scale after breakthrough of injection water',
      'barium sulfate after waterflood breakthrough',
      'barium sulfate',
      'BaSO4',
      'barite scale',
      'strontium sulfate',
      'SrSO4',
      'celestite',
      'calcium sulfate',
      'gypsum',
      'anhydrite',
      'CaSO4',
      'sulfate scale',
      'incompatible waters',
      'water mixing',
      'seawater injection scale',
      'water compatibility',
    ],
    symptoms: [
      'hard white scale that does not fizz in acid',
      'white scale that does not fizz in HCl',
      'acid job did nothing to the scale',
      'scale that will not dissolve in acid',
      'hard scale after mixing two waters',
      'scale reading radioactive',
      'barite-like scale in the tubing',
      'barium in one water and sulfate in the other',
    ],
    summary:
      'Sulfate scales form mainly when waters mix — sulfate-rich injection or frac water meeting barium- or strontium-rich formation water; barium sulfate is nearly insoluble, so prevention with inhibitors and compatibility testing matters more than removal.',
    body: `**Ask first**: has the scale been identified — a sample in 15 % HCl (carbonate fizzes and dissolves) and an XRD or scale analysis, with the water analysis and a compatibility check of the waters? **Barium or strontium sulfate** is what mixing seawater or another sulfate-rich water with formation water usually makes, and acid does not dissolve it.

**Why it forms:** barium and strontium sulfates are very sparingly soluble. When a water carrying **sulfate** (seawater, some frac and make-up waters, some aquifers) mixes with a formation water carrying **barium or strontium**, they precipitate — in the near-wellbore, tubing or surface lines where the waters meet. Calcium sulfate (gypsum at lower temperature, anhydrite at higher) forms from evaporation, temperature changes and mixing.

**Removing it, and NORM**
- **Barium sulfate does not dissolve in acid**; chelating dissolvers work slowly and only on thin deposits. Removal is usually mechanical (milling, jetting) — so prevent it.
- Gypsum can be converted and dissolved with specific chemical treatments.
- Barium and strontium scales can carry **radium** (NORM) — survey before handling and disposal.

**Prevention**
- **Compatibility testing** before mixing waters: analyse each water (barium Ba, strontium Sr, calcium Ca and sulfate SO4 in mg/L, with TDS and pH) and model the mixtures at system temperatures and pressures with a speciation program (a Pitzer activity model for brines), confirmed by mixing the waters in the laboratory; avoid sources with high sulfate where the formation water has barium.
- **Scale inhibitor** selected for sulfates (phosphonates, polymers such as polyvinyl sulfonate; check performance at your temperature, pH and calcium level), dosed above the minimum inhibitor concentration; squeeze treatments to protect the near-wellbore.
- Sulfate removal from injection water (nanofiltration) for large seawater floods.
- **A squeeze that lasts far less than designed:** check the inhibitor's returns (residual against the minimum inhibitor concentration), its adsorption on this rock at this temperature and pH, and whether the scaling tendency has risen with the seawater fraction; a precipitation squeeze or continuous injection below the scaling point may last longer.

**Safety:** scale in a **subsurface safety valve** or a tree valve can stop it closing — a safety valve that fails its function test is a lost barrier: report it under the well's barrier rules and restore a barrier (a deep-set plug, a wireline-retrievable insert valve, or the well shut in) before producing on; clean the valve with a chelating dissolver or mechanically, and inhibit above it. Barium and strontium scales can carry **radium (NORM)** — survey before handling.`,
    sources: [
      SLB_SCALE,
      KELLAND,
      apiStandard(
        'API RP 14B, Design, Installation, Operation, Test, and Redress of Subsurface Safety Valve Systems',
      ),
    ],
    lastReviewed: '2026-11-30',
    related: ['chem-scale-inhibitors', 'chem-norm'],
  },
  {
    id: 'chem-scale-after-breakthrough',
    title: 'Scale after water breakthrough: which scale, what to check, what to do',
    area: 'production-chemicals',
    aliases: [
      'scale after water breakthrough',
      'scaling after water breakthrough',
      'scale started after breakthrough',
      'scale after waterflood breakthrough',
      'new scale problem after water production started',
      'scale since the water cut went up',
      'water breakthrough scale',
      'scale after seawater breakthrough',
      'seawater injection scale',
    ],
    symptoms: [
      'pulling pumps with white scale on them after breakthrough',
      'scale in the producers after seawater injection broke through',
      'scale started when the water came in',
      'pump failures since the water cut went up',
      'injection water has reached the producers and now there is scale',
    ],
    summary:
      'When water breaks through, scale follows: carbonate as the formation water loses CO2 at pressure drops, sulfates when injected sulfate-rich water meets barium- or strontium-rich formation water. Identify the scale and the waters before choosing inhibitor, acid or mechanical removal.',
    body: `**Ask first**: what water broke through — seawater or another sulfate-rich injection water, or the formation's own — and has the scale been identified (a sample in 15 % HCl, an XRD analysis)? After **seawater** breakthrough the scale is usually **barium or strontium sulfate**, which acid does not dissolve: do not pump HCl until the analysis says carbonate.

**Likely causes**
- **Calcium carbonate:** the produced formation water carries calcium and bicarbonate; it loses CO2 and rises in pH at every pressure drop (perforations, pump intake, choke) and deposits — more where it is heated.
- **Barium or strontium sulfate:** injected or frac water rich in sulfate (seawater, some make-up waters) reaches the producer and mixes with formation water rich in barium or strontium; the mix precipitates where the waters meet — near the wellbore and in the tubing.
- **Iron sulfide or iron carbonate** with H2S or CO2 and corrosion products.

**What to check, in this order**
1. **Identify the scale:** a sample from the pump, tubing or choke — carbonate fizzes in 15 % HCl; barium sulfate does not dissolve. Send it for XRD analysis.
2. **Analyse the waters:** a full produced-water analysis (Ca, Ba, Sr, Fe, HCO3, SO4, Cl, pH measured on site), compared with the injection water and the original formation water — a falling barium and rising sulfate trend shows injection water arriving.
3. **Scaling indices:** saturation indices at wellbore and surface temperatures and pressures (Langelier or Stiff–Davis for carbonate, sulfate models for mixtures).
4. **Where it forms:** perforations and near-wellbore (productivity falling), pump, tubing or surface — this picks squeeze or continuous injection.

**What to do**
- **Inhibit:** a scale inhibitor chosen for the scale — continuous injection below the problem point (capillary string, down the annulus) or a **squeeze** into the formation for near-wellbore protection; monitor residual inhibitor in the produced water.
- **Remove by what the sample is:** carbonate (it fizzes in acid) with hydrochloric acid (inhibited, with iron control); **barium or strontium sulfate** mechanically (milling, jetting) or, for thin deposits, with a chelating dissolver — acid does not touch it, and an acid job on sulfate scale wastes the job and the rig time.
- **At the source:** for sulfate, sulfate removal or a different injection water; keep incompatible waters apart at surface.

**Safety:** barium and strontium scales can carry **radium (NORM)** — survey equipment before handling and follow the state's NORM rules for disposal. Acid on iron sulfide releases **H2S** — monitor and plan for it.`,
    sources: [
      SLB_SCALE,
      KELLAND,
      {
        title:
          'J. E. Oddo and M. B. Tomson, "Why Scale Forms in the Oil Field and Methods to Predict It", SPE Production & Facilities, February 1994 (SPE-21710-PA)',
        url: 'https://doi.org/10.2118/21710-PA',
      },
    ],
    checks: ['langelier_saturation_index', 'stiff_davis_index'],
    lastReviewed: REVIEWED,
    related: ['chem-carbonate-scale', 'chem-sulfate-scale', 'ops-water-cut-rising'],
  },
  {
    id: 'chem-scale-inhibitors',
    title: 'Scale inhibitors: chemistry, continuous injection and squeeze treatments',
    area: 'production-chemicals',
    aliases: [
      'scale inhibitor',
      'phosphonate',
      'polyacrylate',
      'phosphate ester',
      'threshold inhibitor',
      'squeeze treatment',
      'scale squeeze',
      'minimum inhibitor concentration',
      'MIC scale',
      'inhibitor residual',
      'capillary string',
      'scale inhibitor dosage',
    ],
    summary:
      'Scale inhibitors work at a few ppm by blocking crystal nucleation and growth; they are injected continuously upstream of the scaling point or squeezed into the formation, and their effect is verified by residual monitoring against the minimum inhibitor concentration.',
    body: `**How they work:** "threshold" inhibitors adsorb on crystal nuclei and growth sites, so a supersaturated water stays clear — at concentrations of a few to a few tens of ppm in the **water** phase, far below stoichiometric amounts.

**Main families:** phosphonates (e.g. ATMP, HEDP, DTPMP — strong on carbonate and sulfate), polymers (polyacrylates, sulfonated co-polymers, PVS — good for barium sulfate and at high temperature), phosphate esters (cheaper, less thermally stable). Choose by scale type, temperature, calcium and iron levels, pH and compatibility with other chemicals.

**Delivery**
- **Continuous injection** into the annulus, through a capillary string to below the pump, or into surface lines upstream of the problem point. Dose on **water** production.
- **Squeeze treatment:** pump inhibitor into the formation (with pre-flush and over-flush); it adsorbs on the rock and returns slowly with produced water for months. Track the return concentration to plan the next squeeze.
- **Batch** treatments for low-rate wells.

**Proving it works**
- Determine the **minimum inhibitor concentration (MIC)** in lab tests (dynamic tube-blocking or static jar tests) at system conditions.
- Monitor **inhibitor residuals** and ion counts (Ca, Ba, Sr) in produced water, pump run times, and scale coupons; adjust dose.
- Check compatibility: some inhibitors precipitate with high calcium or react with corrosion inhibitors or biocides.`,
    sources: [KELLAND, SLB_SCALE],
    lastReviewed: REVIEWED,
    related: ['chem-carbonate-scale', 'chem-sulfate-scale', 'chem-injection-program'],
  },
  {
    id: 'chem-co2-corrosion',
    title: 'CO2 (sweet) corrosion of carbon steel',
    area: 'production-chemicals',
    aliases: [
      'CO2 corrosion',
      'sweet corrosion',
      'carbonic acid corrosion',
      'de Waard',
      'mesa attack',
      'CO2 partial pressure',
      'iron carbonate film',
      'tubing corrosion',
      'flowline corrosion',
      'corrosion rate',
    ],
    symptoms: [
      'flat-bottomed pits on the bottom of the flowline',
      'tubing thinning in a sweet well',
      'leaks starting as the water cut rises',
      'corrosion downstream of fittings and welds',
    ],
    summary:
      'Dissolved CO2 forms carbonic acid that corrodes carbon steel; the rate rises with CO2 partial pressure, temperature and flow and falls where protective iron carbonate films form — managed with inhibitors, materials and monitoring.',
    body: `**Mechanism:** CO2 dissolves in the water phase and forms carbonic acid, which attacks carbon steel wherever water wets the metal. Oil-wet, low-water-cut systems corrode little; rising water cut is often when failures start.

**What drives the rate**
- **CO2 partial pressure** (mole fraction × total pressure) — a common rule of thumb: below about 7 psi corrosion is usually minor, 7–30 psi possible, above 30 psi likely (rules of thumb, not design values).
- **Temperature:** rates rise with temperature until protective iron carbonate (FeCO3) films form at higher temperatures.
- **Flow:** high velocity, turbulence and sand strip films; stagnant areas collect water.
- **pH, chlorides, organic acids and oxygen ingress** all aggravate it.

**What it looks like:** general thinning and localised **mesa attack** (flat-bottomed pits with steep walls), often at the bottom of flowlines, at welds and downstream of fittings.

**Managing it:** filming corrosion inhibitors, corrosion-resistant alloys (13Cr and above) or lined/non-metallic pipe where inhibition is not enough, water removal, and monitoring (coupons, probes, iron counts, inspections). Prediction models such as de Waard–Milliams estimate a worst-case rate for screening.`,
    sources: [
      {
        title:
          'C. de Waard and D. E. Milliams, "Carbonic Acid Corrosion of Steel", Corrosion 31(5), 1975',
        url: 'https://doi.org/10.5006/0010-9312-31.5.177',
      },
      KELLAND,
    ],
    lastReviewed: REVIEWED,
    related: [
      'chem-corrosion-inhibitors',
      'chem-h2s-corrosion-sour-service',
      'chem-oxygen-corrosion-mic',
    ],
  },
  {
    id: 'chem-h2s-corrosion-sour-service',
    title: 'H2S (sour) corrosion and sulfide stress cracking: NACE MR0175 / ISO 15156',
    area: 'production-chemicals',
    aliases: [
      'H2S corrosion',
      'sour corrosion',
      'sour service',
      'sulfide stress cracking',
      'SSC',
      'hydrogen induced cracking',
      'HIC',
      'NACE MR0175',
      'MR0175',
      'ISO 15156',
      'iron sulfide',
      'FeS',
      'hardness limit',
      '22 HRC',
      'sour materials',
    ],
    symptoms: [
      'black iron sulfide deposits',
      'high-strength bolts or valve parts cracking',
      'sudden brittle failure in sour service',
      'blistering in sour pipe',
      'brittle cracks in high-strength tubing',
    ],
    summary:
      'Wet H2S causes iron sulfide corrosion and, more dangerously, cracking (SSC, HIC) of susceptible steels; equipment in sour service must use materials qualified under NACE MR0175 / ISO 15156.',
    body: `**Two separate problems**
1. **Corrosion (metal loss):** H2S in water forms iron sulfide films. Thin, adherent films can protect; broken or porous films cause severe pitting, especially with CO2, chlorides, oxygen or elemental sulfur.
2. **Cracking:** atomic hydrogen from the corrosion reaction enters the steel. **Sulfide stress cracking (SSC)** hits high-strength or hard steels under tensile stress — sudden, brittle failures of tubing, valves, bolts and welds. **Hydrogen-induced cracking (HIC)** and blistering hit lower-strength plate and pipe with inclusions.

**Materials: NACE MR0175 / ISO 15156**
- Defines when a system is "sour" (based on H2S partial pressure, with the usual threshold at 0.05 psia / 0.3 kPa) and which materials are acceptable by environment (H2S partial pressure, pH, chlorides, temperature).
- For carbon and low-alloy steels the familiar limit is a maximum hardness of **22 HRC** (with controls on welds and heat-affected zones); corrosion-resistant alloys have their own limits.
- Document the material qualification; field substitutions with non-qualified parts are a classic cause of failures.

**Operating:** keep inhibitor programs running, watch for elemental sulfur, and remember H2S is also a toxic-gas hazard (SWR 36 in Texas, OSHA).`,
    sources: [
      ISO_15156,
      KELLAND,
      { title: 'OSHA, Hydrogen Sulfide', url: 'https://www.osha.gov/hydrogen-sulfide' },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['rrc-swr36-h2s', 'chem-h2s-scavengers', 'chem-corrosion-inhibitors'],
  },
  {
    id: 'chem-oxygen-corrosion-mic',
    title: 'Oxygen corrosion and microbiologically influenced corrosion (MIC)',
    area: 'production-chemicals',
    aliases: [
      'oxygen corrosion',
      'O2 corrosion',
      'oxygen ingress',
      'oxygen scavenger',
      'MIC',
      'microbiologically influenced corrosion',
      'microbial corrosion',
      'SRB',
      'sulfate reducing bacteria',
      'APB',
      'acid producing bacteria',
      'biofilm',
      'pitting in water lines',
      'souring',
    ],
    symptoms: [
      'pitting in the water lines',
      'black water and slime in the tanks',
      'H2S appearing in a sweet field',
      'bug bottles growing',
      'pits under deposits in low-flow lines',
    ],
    summary:
      'Oxygen is extremely corrosive to steel in produced-water systems even at ppb levels, and bacteria (SRB, APB) living in biofilms cause severe pitting and reservoir souring; both are controlled by keeping air out, oxygen scavengers, biocides and pigging.',
    body: `**Oxygen**
- Produced water is normally oxygen-free; oxygen enters through **open hatches and thief hatches, leaking pump packing, vacuum in tanks, air-exposed water storage and make-up water**. Even tens of ppb can multiply corrosion rates several times, and oxygen also makes CO2 and H2S attack worse.
- Controls: gas blanketing of water tanks, tight seals and hatches, closed systems, and **oxygen scavengers** (bisulfite-based) where ingress cannot be prevented. Measure dissolved oxygen with field test kits or analysers.

**Oxygen in injection water: the deaerator and the scavenger**
In seawater injection the deaerator (a vacuum or gas-stripping tower) takes the oxygen down to a few hundred ppb and the scavenger finishes it, usually to under 10–20 ppb. When the outlet reading climbs, check in order: the analyser (calibrate it, or confirm with a test kit), the tower (vacuum or stripping-gas rate, liquid level, fouled or collapsed packing, the water rate against its design), the scavenger (the pump actually delivering, the dose against the oxygen, the injection point and mixing time, a catalyst where one is used, and a residual sulfite downstream), then air getting in after the tower — a pump seal or a flange under vacuum, an unblanketed tank. Watch corrosion coupons and probes closely until it is back in range.

**Microbiologically influenced corrosion (MIC)**
- **Sulfate-reducing bacteria (SRB)** produce H2S and iron sulfide; **acid-producing bacteria (APB)** create local acidity; other groups (iron-related, methanogens) contribute. They live in **biofilms** under deposits, in low-flow lines, dead legs and tank bottoms, producing deep, localised pits.
- SRB also **sour** reservoirs and water systems (rising H2S over time, often after injecting untreated water).

**Managing MIC**
- Biocide programs (continuous and batch), **pigging** and cleaning to remove deposits and biofilm, eliminating dead legs, and good water handling.
- Monitor with culture (serial dilution) tests, ATP or molecular (qPCR) methods — on **sessile** (surface) samples as well as water — plus coupons and inspections. The presence of bacteria alone does not prove MIC; correlate with corrosion evidence.`,
    sources: [
      {
        title:
          'Materials Performance: "A Closer Look at Microbiologically Influenced Corrosion" (2015)',
        url: 'https://materialsperformance.com/articles/chemical-treatment/2015/08/a-closer-look-at-microbiologically-influenced-corrosion',
      },
      KELLAND,
      AMPP,
    ],
    lastReviewed: REVIEWED,
    related: ['chem-biocides-fifra', 'chem-corrosion-inhibitors'],
  },
  {
    id: 'chem-corrosion-inhibitors',
    title: 'Corrosion inhibitors and corrosion monitoring in production systems',
    area: 'production-chemicals',
    aliases: [
      'corrosion inhibitor',
      'filming amine',
      'imidazoline',
      'quaternary amine',
      'batch treatment',
      'truck treat',
      'continuous corrosion inhibitor',
      'corrosion coupon',
      'ER probe',
      'LPR probe',
      'iron count',
      'manganese count',
      'corrosion monitoring',
      'tubing leak',
    ],
    symptoms: [
      'iron counts rising',
      'coupons showing high corrosion rates',
      'tubing leaks coming back after the treatment',
      'chemical tank not going down',
    ],
    summary:
      'Film-forming corrosion inhibitors protect carbon steel from CO2 and H2S corrosion when dosed continuously or batched at the right rate; programs are verified with coupons, probes, iron and manganese counts and failure tracking.',
    body: `**Chemistry:** most oilfield inhibitors are surfactant-type film formers — imidazolines, amides, amines and quaternary ammonium compounds, often with sulfur synergists — that adsorb on the steel and keep water off it. Choose oil-soluble/water-dispersible or water-soluble types to suit where the water is; check partitioning, emulsion tendency and compatibility with scale inhibitors and demulsifiers.

**Application**
- **Continuous injection** into the annulus or via capillary string for downhole protection, and into flowlines and gathering systems; dose on total fluid or water (typically tens of ppm) based on testing.
- **Batch treatments** ("truck treating", tubing displacement) for low-rate rod-pumped wells — a slug of inhibitor flushed to the bottom at a set frequency.
- Keep the film continuous: interruptions, pump failures and empty chemical tanks are where failures start.

**Monitoring — prove it works**
- **Weight-loss coupons** (general and pitting rates) and electrical-resistance (ER) or linear-polarisation (LPR) probes at representative points.
- **Iron and manganese counts** in produced water (trend, not absolute values), inhibitor residuals.
- Failure tracking: tubing leaks, rod and pump failures per well per year, with failure analysis of pulled equipment.
- Inspections: ultrasonic thickness, in-line inspection of pipelines, tubing scans when pulled.`,
    sources: [KELLAND, AMPP],
    lastReviewed: REVIEWED,
    related: ['chem-co2-corrosion', 'chem-injection-program'],
  },
  {
    id: 'chem-biocides-fifra',
    title: 'Oilfield biocides (glutaraldehyde, THPS, quats) and FIFRA registration',
    area: 'production-chemicals',
    aliases: [
      'biocide',
      'glutaraldehyde',
      'THPS',
      'tetrakis hydroxymethyl phosphonium sulfate',
      'quat',
      'quaternary ammonium',
      'DBNPA',
      'chlorine dioxide',
      'bactericide',
      'FIFRA',
      'EPA registration',
      'pesticide label',
      'bug bottles',
      'serial dilution',
      'ATP test',
    ],
    summary:
      'Biocides such as glutaraldehyde, THPS, quaternary ammonium compounds and DBNPA control bacteria in water systems, frac fluids and wells; they are pesticides, so each product must be EPA-registered under FIFRA and used according to its label.',
    body: `**Common actives**
- **Glutaraldehyde:** broad-spectrum, fast, widely used in frac water and production systems; often blended with quats for synergy.
- **THPS:** effective against SRB, also dissolves some iron sulfide; lower aquatic toxicity after breakdown.
- **Quaternary ammonium compounds (quats):** surfactant biocides, good penetration of biofilm, can cause foaming or emulsions.
- **DBNPA:** very fast-acting, short-lived (good for quick kills without persistence).
- **Oxidisers** (chlorine dioxide, bleach) for water treatment — incompatible with many other chemicals and corrosive if overdosed.

**Regulatory: biocides are pesticides**
- Under **FIFRA**, every biocide product must be **registered by EPA** (it carries an EPA registration number) and usually registered in the state too. **The label is the law:** use only for the listed sites and uses, at label rates, with the stated PPE and disposal directions.
- Handlers need the SDS (OSHA Hazard Communication) and training; concentrated biocides are often corrosive and toxic.

**Program design**
- Alternate or combine chemistries to avoid resistant populations; batch "slug" doses at high concentration often beat low continuous doses.
- Monitor before and after treatment (culture media "bug bottles", ATP, qPCR), on water and on surfaces, and check compatibility with scale and corrosion inhibitors.`,
    sources: [
      {
        title: 'EPA, Pesticide Registration (FIFRA)',
        url: 'https://www.epa.gov/pesticide-registration',
      },
      KELLAND,
      OSHA_HAZCOM,
    ],
    lastReviewed: REVIEWED,
    related: ['chem-oxygen-corrosion-mic', 'chem-sds-osha-hcs'],
  },
  {
    id: 'chem-h2s-scavengers',
    title: 'H2S scavengers: triazine and other chemistries',
    area: 'production-chemicals',
    aliases: [
      'H2S scavenger',
      'hydrogen sulfide scavenger',
      'triazine',
      'MEA triazine',
      'MMA triazine',
      'dithiazine',
      'sweetening',
      'iron sponge',
      'solid scavenger',
      'glyoxal',
      'caustic scrubber',
      'contact tower',
      'sour crude treatment',
    ],
    symptoms: [
      'H2S above spec at the sales meter',
      'scavenger solids plugging the line',
      'triazine use climbing',
      'scale in the water system after adding scavenger',
    ],
    summary:
      'Small amounts of H2S in gas, oil or water are removed with non-regenerable scavengers — mostly MEA-triazine injected into the stream or used in contact towers, or solid iron-based media; dose, contact time and by-products (dithiazine solids, scale) decide success.',
    body: `**When scavengers make sense:** low H2S loads (roughly up to a few hundred pounds of sulfur per day) where an amine plant is not justified — meeting a pipeline spec (often 4 ppm / ¼ grain per 100 scf in gas) or a crude or water H2S limit.

**Chemistries**
- **Triazines** (MEA-triazine most common; MMA-triazine): liquid, fast, injected directly into the gas line with an atomising quill or used in a bubble (contact) tower. Spent product can form **amorphous dithiazine solids** when overspent, and the alkaline spent liquid raises **carbonate scale** risk in water systems.
- **Aldehydes** (glyoxal, formaldehyde-releasers): used mainly in oil and water; corrosivity and toxicity to manage.
- **Solid iron-based media** ("iron sponge", proprietary iron oxides) in vessels: simple, no liquids, media change-outs and pyrophoric iron sulfide on disposal.
- **Caustic** and metal-based liquid scavengers for specific cases.

**Design and operating tips**
- Dose from the measured H2S load (rate × concentration) and the product's capacity; verify with on-line or stain-tube measurements downstream.
- Direct injection needs enough **contact time** (pipe length) and good atomisation; towers are more efficient but need maintenance.
- Treat spent scavenger and solids as waste; keep H2S monitors and breathing equipment for the crews.`,
    sources: [
      KELLAND,
      { title: 'OSHA, Hydrogen Sulfide', url: 'https://www.osha.gov/hydrogen-sulfide' },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['rrc-swr36-h2s', 'chem-h2s-corrosion-sour-service'],
  },
  {
    id: 'chem-paraffin',
    title: 'Paraffin (wax) deposition and control',
    area: 'production-chemicals',
    aliases: [
      'paraffin',
      'wax',
      'wax deposition',
      'cloud point',
      'wax appearance temperature',
      'WAT',
      'pour point',
      'hot oiling',
      'hot watering',
      'paraffin inhibitor',
      'wax crystal modifier',
      'pour point depressant',
      'paraffin solvent',
      'scraping rods',
    ],
    symptoms: [
      'cutting paraffin out of the tubing',
      'wax building up on the rods',
      'flowline pressure creeping up',
      'oil gelling in the tanks in cold weather',
      'rod loads climbing between hot oil jobs',
    ],
    summary:
      'Paraffin deposits where oil cools below its wax appearance temperature — in tubing near surface, flowlines and tanks; it is managed with heat (hot oiling or watering), solvents, wax inhibitors and mechanical scraping.',
    body: `**Why:** long-chain n-alkanes crystallise when oil cools below its **wax appearance temperature** (cloud point). Deposits build on cold walls — upper tubing, rods, flowlines, tank bottoms — and the **pour point** is where the whole oil gels.

**Measure first:** WAT and pour point of the crude, the temperature profile of the well and lines, and the deposit's composition (wax vs. asphaltene vs. scale — they need different treatments).

**Control options**
- **Thermal:** hot oiling or hot watering down the annulus or tubing; heat tracing; insulation. Hot oiling can push melted wax into the formation or re-deposit it downstream if not hot enough — hot water with a surfactant is often safer for the formation.
- **Chemical:** paraffin inhibitors / wax crystal modifiers and pour-point depressants must be in the oil **above** its cloud point (inject downhole); dispersants; solvents (aromatic, condensate blends) for removal.
- **Mechanical:** rod scrapers/guides, wireline cutting, pigging flowlines on a schedule, plunger lift (keeps tubing clean).

**Pig less often because pigs are sticking?**
No — the opposite. A pig that pushes a hard wax plug ahead of it and begins to stick is telling you too much wax builds between runs; running it less often lets a thicker, harder deposit build and makes a stuck pig (or a line gelled solid on a cold shutdown) more likely. Pig more often, with a pig that bypasses some fluid to keep the wax ahead of it moving, add a wax inhibitor or pour-point depressant upstream, and watch the differential pressure between runs to set the frequency. Where the ground or sea temperature is below the crude's pour point, a shut-in line can gel: plan how it would be restarted (displacement, restart pressure) before a long stop.

**Practical tip:** plot treatment frequency against rod loads, flowline pressure or pump fillage and trim the program to the wells that actually need it.

**Asphaltene instead?** Paraffin treatments do not remove it, and condensate or other light solvents can precipitate more: an aromatic solvent does (see the asphaltene entry).`,
    sources: [
      {
        title: 'PetroWiki: Asphaltenes and waxes',
        url: 'https://petrowiki.spe.org/Asphaltenes_and_waxes',
      },
      KELLAND,
    ],
    notWhen: ['asphaltene', 'asphaltenes'],
    lastReviewed: '2026-12-02',
    related: ['chem-asphaltenes', 'lift-plunger-lift'],
  },
  {
    id: 'chem-asphaltenes',
    title: 'Asphaltene deposition and control',
    area: 'production-chemicals',
    aliases: [
      'asphaltene',
      'asphaltenes',
      'asphaltene deposition',
      'asphaltene inhibitor',
      'asphaltene dispersant',
      'SARA',
      'de Boer plot',
      'xylene treatment',
      'toluene',
      'aromatic solvent',
      'onset pressure',
      'organic deposits',
    ],
    symptoms: [
      'black deposit that hot oil does not melt',
      'deposit dissolves in xylene but not with hot oil',
      'depositing in the tubing above the bubble point',
      'black deposit that does not melt with heat',
      'deposit dissolves in xylene but not in diesel',
      'choke plugging with dark solids after starting gas injection',
      'sludge after an acid job',
    ],
    summary:
      'Asphaltenes are the heaviest, most polar crude components; they come out of solution mostly on pressure drop above the bubble point or when crude is mixed with CO2, gas or light condensate, and are treated with aromatic solvents and asphaltene inhibitors.',
    body: `**What they are:** the fraction of crude insoluble in light alkanes (n-heptane) but soluble in aromatics (toluene, xylene), kept in suspension by resins.

**When they deposit**
- **Pressure depletion** toward the bubble point (maximum instability just above it) — in the near-wellbore, tubing and chokes.
- **CO2 or gas injection, gas lift with rich gas, or blending** with light condensates or incompatible crudes.
- **Acid jobs** and iron can also destabilise them (sludge).

**Diagnosing:** SARA analysis and stability tests on live oil; an onset-pressure measurement; screening plots such as de Boer's (undersaturation vs. in-situ density). Deposits are dark, brittle or sticky, and **do not melt** like wax.

**Treatment**
- **Removal:** aromatic solvents (xylene, toluene or commercial blends) soaked or circulated; mechanical cleaning. Paraffin solvents and hot oil do not work on asphaltenes.
- **Prevention:** asphaltene inhibitors/dispersants injected continuously (downhole via capillary or gas-lift gas), or squeezed; managing drawdown and avoiding incompatible blending.`,
    sources: [
      {
        title: 'PetroWiki: Asphaltenes and waxes',
        url: 'https://petrowiki.spe.org/Asphaltenes_and_waxes',
      },
      KELLAND,
    ],
    lastReviewed: REVIEWED,
    related: ['chem-paraffin', 'chem-emulsion-breakers'],
  },
  {
    id: 'chem-emulsion-breakers',
    title: 'Emulsion breakers (demulsifiers) and treating oil to pipeline spec',
    area: 'production-chemicals',
    aliases: [
      'emulsion',
      'emulsion breaker',
      'demulsifier',
      'treating chemical',
      'bottle test',
      'BS&W',
      'basic sediment and water',
      'water in oil',
      'tight emulsion',
      'reverse emulsion',
      'water clarifier',
      'oil in water',
      'rag layer',
      'interface pad',
      'emulsion treating',
      'treating an emulsion',
      'BS&W out of spec',
      'oil off spec',
      'high BS&W',
    ],
    symptoms: [
      'tight emulsion at the treater',
      'BS&W out of spec at the sales tank',
      'rag layer growing in the treater',
      'water coming out dirty from the treater',
      'emulsion after the well came back from an acid job',
    ],
    summary:
      "Water-in-oil emulsions stabilised by natural surfactants and solids are broken with demulsifiers, heat, residence time and electrostatic fields; products are selected by bottle tests and dosed to meet the purchaser's BS&W limit.",
    body: `**Why emulsions form:** shear at chokes, pumps and perforations breaks water into fine droplets; asphaltenes, resins, naphthenates, fine solids and some chemicals (corrosion inhibitors, some biocides) stabilise the interface.

**Breaking them — four levers**
1. **Chemistry:** demulsifiers (resin alkoxylates, polyol esters, EO/PO block copolymers, often blended) displace the stabilising film so droplets coalesce. Typical doses are tens of ppm on total fluid, injected as far upstream as possible (downhole or at the wellhead) for mixing time.
2. **Heat:** lowers oil viscosity and weakens the film (heater treaters) — but costs fuel and light ends (gravity and volume loss).
3. **Time and gravity:** retention in free-water knockouts, gun barrels and treaters.
4. **Electrostatic grids** in treaters for tight emulsions.

**Selecting a product — the bottle test:** fresh emulsion samples dosed with candidate chemicals at several rates, shaken, held at treater temperature; record water drop vs. time, interface quality, water clarity and the BS&W of the top oil (centrifuge "grind-out").

**Targets:** the purchaser's BS&W limit, commonly in the range of 0.5–1 % (check your contract). Also watch **water quality** (oil in water) for disposal — reverse-emulsion breakers / water clarifiers handle that side.

**What to check, in this order**
1. **Sample and grind-out** the treater oil outlet and the emulsion at the inlet: BS&W, free water, and where the water is (free water vs. tight emulsion vs. a rag layer).
2. **Chemical:** is the pump running and the dose what the program says (drawdown the tank); was the product changed?
3. **Treater:** temperature, retention time (rate up or water up since the design), interface level, dump valves, electrostatic grid voltage.
4. **What changed upstream:** a new well or zone, a well back from a workover or acid job (spent acid and solids make tight emulsions), a new corrosion inhibitor or biocide.
5. **Bottle test** fresh samples to confirm the product and dose.

**What to do**
- **If more chemical made it worse, stop adding it:** an overdose of demulsifier stabilises the emulsion again (overtreatment) and grows the rag layer. Cut back to the last dose that worked and bottle test across a range of doses, lower ones included, before changing the rate again.
- Otherwise raise the dose step by step against grind-outs, or change to the product the bottle test picks; inject further upstream for more mixing time. New wells (a different frac fluid, friction reducer or surfactant in the flowback) often need a different product, not more of the old one.
- Restore treater temperature and interface level; remove the rag layer (skim or dump it to a slop treatment), and clean out solids.
- Treat the cause: solids control, acid flowback kept out of the system until neutralised, compatible chemicals.
- **Rag layer:** a growing rag layer often means solids (iron sulfide, scale) or overdosed chemicals — fix the cause before adding more demulsifier.

**Safety:** heater treaters are fired pressure vessels — follow the burner management and lockout procedures; demulsifiers are often flammable aromatic solvents (read the SDS); sampling can release H2S.`,
    sources: [
      KELLAND,
      {
        title: 'API Spec 12L, Vertical and Horizontal Emulsion Treaters',
        url: 'https://www.api.org/products-and-services/standards',
      },
    ],
    checks: ['separator_retention'],
    lastReviewed: REVIEWED,
    related: ['fac-heater-treaters', 'fac-separators'],
  },
  {
    id: 'chem-sds-osha-hcs',
    title: 'Safety Data Sheets and the OSHA Hazard Communication Standard for production chemicals',
    area: 'production-chemicals',
    aliases: [
      'SDS',
      'safety data sheet',
      'MSDS',
      'HazCom',
      'hazard communication',
      'OSHA HCS',
      '1910.1200',
      'GHS labels',
      'chemical labeling',
      'right to know',
      'chemical handling',
      'PPE chemicals',
      'DOT hazmat',
      'TSCA',
    ],
    summary:
      "Every hazardous production chemical on site needs a current Safety Data Sheet in the 16-section GHS format, a compliant label and trained workers under OSHA's Hazard Communication Standard (29 CFR 1910.1200), updated in 2024.",
    body: `**Employer duties (29 CFR 1910.1200)**
- A written **hazard communication program** and an inventory of hazardous chemicals at each work area (chemical skids, trucks, tanks).
- A current **SDS** for each product, readily accessible to workers on every shift (paper or reliable electronic access on location).
- **Labels** on shipped containers (GHS elements: product identifier, signal word, pictograms, hazard and precautionary statements, supplier) and adequate labels on workplace containers such as day tanks and totes.
- **Training** on the hazards, how to read labels and SDSs, PPE and what to do in a release.

**The SDS's 16 sections** include hazards (2), composition (3), first aid (4), firefighting (5), accidental release (6), handling and storage (7), exposure controls and PPE (8), physical and chemical properties (9, e.g. flash point) and transport (14).

**Related rules:** DOT/PHMSA hazardous-materials rules for transporting chemicals; EPA TSCA for chemical manufacture and import; EPCRA Tier II for stored quantities; FIFRA for biocides; FracFocus disclosure for frac additives in Texas.

**2024 update:** OSHA revised the HCS (final rule May 2024) to align with a newer GHS revision, with phased compliance dates in 2026–2027 for updated SDSs and labels.`,
    sources: [cfrSection(29, '1910.1200', 'Hazard Communication'), OSHA_HAZCOM],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['chem-epcra-tier-ii', 'chem-biocides-fifra'],
  },
  {
    id: 'chem-epcra-tier-ii',
    title: 'EPCRA Tier II chemical inventory reporting for production sites',
    area: 'production-chemicals',
    aliases: [
      'Tier II',
      'Tier 2',
      'EPCRA',
      'EPCRA 312',
      'EPCRA 311',
      'chemical inventory report',
      'hazardous chemical inventory',
      '10000 pounds',
      'extremely hazardous substance',
      'EHS threshold',
      'LEPC',
      'SERC',
      'March 1 report',
      '40 CFR 370',
    ],
    summary:
      'Facilities holding OSHA-hazardous chemicals (crude oil, condensate, fuels, treating chemicals) above 10,000 lb at any one time — or extremely hazardous substances above 500 lb or their threshold — file an annual Tier II inventory by 1 March with the state, local emergency planning committee and fire department.',
    body: `**Who (EPCRA sections 311 and 312, 40 CFR 370):** any facility required by OSHA to have an SDS for a hazardous chemical present at or above the threshold **at any one time** during the year.

**Thresholds**
- **10,000 lb** for hazardous chemicals generally — crude oil and condensate in tanks, diesel, methanol, glycol, many treating chemicals.
- **500 lb or the threshold planning quantity, whichever is lower,** for extremely hazardous substances (EHS); e.g. H2S is an EHS.
- Count all containers on site (tanks, totes, drums); convert gallons to pounds with the density.

**What and when:** the **Tier II** inventory — each chemical's hazards, maximum and average daily amounts, storage locations and types — filed by **1 March** each year for the previous calendar year to the **State Emergency Response Commission**, the **Local Emergency Planning Committee** and the local **fire department**, usually through the state's online system. New chemicals above threshold also need an SDS or list submitted within three months.

**Tips:** each tank battery or well pad is often its own facility; keep site maps and emergency contacts current — responders use these reports.`,
    sources: [
      {
        title: 'EPA, EPCRA Sections 311–312: Hazardous Chemical Inventory Reporting',
        url: 'https://www.epa.gov/epcra/epcra-sections-311-312',
      },
      cfrPart(40, '370', 'Hazardous Chemical Reporting: Community Right-to-Know'),
    ],
    lastReviewed: REVIEWED,
    related: ['chem-sds-osha-hcs', 'epa-spcc'],
  },
  {
    id: 'chem-norm',
    title: 'NORM in oilfield scale, sludge and equipment',
    area: 'production-chemicals',
    aliases: [
      'NORM',
      'naturally occurring radioactive material',
      'TENORM',
      'radium',
      'radioactive scale',
      'radioactive pipe',
      'NORM survey',
      'NORM disposal',
      'Texas NORM rules',
      'NORM handling',
      'handling NORM pipe',
      'sandblasting scale',
      'descaling pulled tubing',
      'cleaning scaled tubing',
    ],
    symptoms: [
      'contractor wants to sandblast the scale off the tubing',
      'scale reading above background on the survey meter',
      'radioactive pipe on a pull',
      'tank bottoms and sludge reading hot',
      'NORM found during a workover',
    ],
    summary:
      'Barium and strontium sulfate scales and tank sludges can concentrate radium from formation water (NORM); survey equipment before cleaning, scrapping or releasing it, protect workers from dust, and dispose of NORM waste as Texas rules require.',
    body: `**Where it comes from:** radium dissolved in formation water co-precipitates with barium and strontium sulfate scale and collects in sludges, tank bottoms, filters and gas-plant equipment (radon daughters, lead-210 films in gas lines).

**Pulled tubing or equipment reading above background: can the crew handle it?**
1. Compare the reading with **background** taken away from the equipment, with the same meter (a scintillation meter reading µR/h). In Texas, equipment reading more than **50 µR/h including background** at any accessible point is NORM-contaminated and falls under the state's NORM rules; other states set similar screening levels.
2. The **external dose** from scaled pipe is usually low: a crew can handle intact joints for the normal job with time, distance and gloves — lay the joints down, mark them, rack them apart and keep people from sitting or standing against them for long.
3. The hazard is **inside the pipe**: scale or sludge breathed in or swallowed. No dry cutting, grinding, sandblasting, reaming, hammering or blowing out of scaled joints on location — survey first, and descale only wet (hydroblasting) by a licensed NORM contractor where it reads above background; keep the scale wet, gloves and coveralls on, no eating, drinking or smoking near it, wash hands before breaks.
4. **Segregate and label** the joints and any scale or sludge that came off; do not send them to the scrap yard, a pipe yard for reuse, or off the lease for release without a survey and a licensed NORM contractor's decontamination or disposal.
5. Record the readings, where they were taken and where the equipment went.

**Practical controls**
- **Survey** tubulars, vessels and sludges with a suitable radiation meter before workovers, cleaning, scrapping or release to the public; mark and segregate contaminated items.
- Protect workers from **inhaling or ingesting** contaminated dust during descaling or cleaning (wet methods, respirators, hygiene) — external dose rates are usually low, internal exposure is the concern.
- Keep records of surveys and of where NORM equipment and waste went.

**Texas:** possession and handling of NORM above the exemption levels falls under the Department of State Health Services radiation rules (25 TAC §289.259), and the **RRC** regulates disposal of oil and gas NORM waste (by approved methods such as injection or licensed disposal). Other states and EPA's TENORM guidance apply elsewhere.`,
    sources: [
      {
        title: '25 TAC §289.259, Licensing of Naturally Occurring Radioactive Material (NORM)',
        url: 'https://www.law.cornell.edu/regulations/texas/25-Tex-Admin-Code-SS-289-259',
      },
      {
        title: 'EPA, TENORM: Oil and Gas Production Wastes',
        url: 'https://www.epa.gov/radiation/tenorm-oil-and-gas-production-wastes',
      },
    ],
    lastReviewed: '2026-12-02',
    safetyCritical: true,
    related: ['chem-sulfate-scale'],
  },
  {
    id: 'chem-hydrate-inhibition',
    title:
      'Gas hydrates: clearing a plug safely, and prevention with heat, dehydration, methanol, MEG and LDHIs',
    area: 'production-chemicals',
    aliases: [
      'hydrate',
      'gas hydrates',
      'hydrate plug',
      'freeze off',
      'methanol injection',
      'MEG',
      'glycol injection',
      'LDHI',
      'kinetic hydrate inhibitor',
      'anti-agglomerant',
      'hydrate formation temperature',
      'choke freezing',
    ],
    symptoms: [
      'flowline froze off',
      'high pressure upstream of a plug and low pressure downstream',
      'choke icing up',
      'meter run freezing in cold weather',
      'ice plug in the gas line',
      'a hydrate in the line with pressure upstream and downstream of it',
      'flowline plugged after the methanol pump failed',
      'gas line plugged when the methanol injection stopped',
    ],
    summary:
      'Hydrates are ice-like solids of water and light gas that form at high pressure and low temperature — at chokes, in flowlines and meters in winter; they are prevented by keeping fluids warm or dry, or by injecting methanol, MEG or low-dosage hydrate inhibitors.',
    body: `**Immediate actions (a hydrate plug in a line)**
1. Stop the flow into the plug (close in the well or the upstream source) and keep people out of the line of fire of the line ends, bends, tees and flanges near the plug.
2. **Do not heat the plug and do not bleed one side only.** A plug with a large pressure difference across it can break loose and travel down the line fast enough to rupture a bend or the end of the line.
3. Bring the two sides together first — bleed the **high-pressure side** down slowly toward the low side's pressure (never bleed only the low side, which widens the difference) — then lower both sides together below the hydrate-forming pressure at line temperature.
4. Inject methanol or glycol at the plug from whichever side you can reach, and give it time: plugs dissociate over hours.

**Where:** wherever free water and gas are at high enough pressure and low enough temperature — downstream of chokes (Joule–Thomson cooling), in cold flowlines and gathering lines, meter runs and regulators, especially in winter. A hydrate plug can trap pressure and move as a projectile when released: **never heat or depressure a plug from one side only**.

**Prevention options**
- **Heat:** line heaters upstream of chokes, insulation, heat tracing.
- **Remove water:** dehydrate gas (TEG) before long lines.
- **Thermodynamic inhibitors:** **methanol** or **MEG** lower the hydrate formation temperature; dose is calculated from the water rate and the required temperature depression (Hammerschmidt-type correlations or a process simulator). Methanol partly goes into gas and liquid hydrocarbons; MEG is usually recovered.
- **Low-dosage hydrate inhibitors (LDHIs):** kinetic inhibitors delay formation; anti-agglomerants keep crystals small and flowing. Much lower volumes, but limits on subcooling and water cut.

**After a plug:** once it has cleared, keep the inhibitor going and find why it formed — free water, a cold spot, an inhibitor pump down or an empty tank — and follow your company's hydrate-remediation procedure.`,
    sources: [
      KELLAND,
      {
        title: 'SLB Energy Glossary: hydrate',
        url: 'https://glossary.oilfield.slb.com/en/terms/h/hydrate',
      },
    ],
    checks: ['hydrate_inhibitor'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['ops-trapped-pressure', 'fac-gas-dehydration', 'chem-injection-program'],
  },
  {
    id: 'chem-injection-program',
    title: 'Designing a chemical injection program: dosage, injection points and compatibility',
    area: 'production-chemicals',
    aliases: [
      'chemical pump',
      'chemical injection pump',
      'chem pump',
      'pump losing prime',
      'lost prime',
      'drawdown test',
      'injection quill',
      'chemical program',
      'chemical injection',
      'chemical pump',
      'injection point',
      'dosage ppm',
      'chemical compatibility',
      'chemical optimization',
      'chemical cost',
      'quill',
      'capillary injection',
      'chemical treatment plan',
    ],
    summary:
      'A good chemical program defines the problem from data, picks products by testing, sets dose on the right fluid basis (total fluid, water or gas), injects where the chemical can work, checks compatibility between products, and is monitored and re-optimised.',
    body: `**1. Define the problem with data:** water and gas analyses, failure history (what failed, where, why), deposit analyses, bacteria and corrosion monitoring. Treat causes, not symptoms.

**2. Select by testing:** scale inhibitor MIC tests, corrosion wheel or bubble tests, bottle tests for demulsifiers, biocide kill studies — at field temperature and with field fluids.

**3. Dose on the right basis**
- Scale inhibitors and biocides: on **water** volume. Corrosion inhibitors and demulsifiers: usually on **total fluid**. H2S scavengers: on the H2S load. Hydrate inhibitors: on water and the temperature depression needed.
- ppm by volume: gal/day of chemical = ppm × bbl/day × 42 / 1,000,000.

**4. Inject where it works:** upstream of the problem (below the pump for downhole scale, before the choke for hydrates), with quills for dispersion in gas lines, and separate injection points for products that react with each other.

**5. Check compatibility:** products with each other (precipitates, emulsions), with the fluids (calcium tolerance), with elastomers and with downstream processes (water treatment, refinery). Mixing biocide and scale inhibitor in one line is a common mistake.

**6. Monitor and optimise:** residuals, coupons, failure rates, treating costs per barrel; audit pump rates against tank drawdowns monthly — empty tanks and dead pumps cause more failures than wrong chemistry.

**A chemical pump that is not getting chemical in (lost prime, no drawdown)**
- **Likely causes:** an empty tank or a plugged suction strainer; air or vapour in the suction (a loose fitting, methanol or a volatile solvent flashing in a hot suction line — vapour lock); worn or fouled check valves; the line pressure above what the pump or its supply gas can overcome; a plugged injection quill or a closed valve; a frozen line in winter; a solar pump with a flat battery.
- **What to check, in this order:** the tank level and the drawdown over a timed test (a calibration cylinder on the suction); the suction strainer and fittings; prime the pump and watch the discharge gauge rise above the line pressure with each stroke; the check valves; the quill and the valve at the injection point (isolated and bled before it is opened).
- **What to do:** clean the strainer and checks, re-prime with the bleed, shade or insulate a suction that boils, raise the supply pressure or fit a pump rated for the line pressure, and set a routine of drawdown checks.
- Work on the injection point only isolated and bled down — the quill holds line pressure.`,
    sources: [KELLAND, OSHA_HAZCOM],
    lastReviewed: REVIEWED,
    related: ['chem-scale-inhibitors', 'chem-corrosion-inhibitors', 'chem-emulsion-breakers'],
  },
  {
    id: 'chem-reservoir-souring',
    title:
      'H2S showing up in a sweet field (reservoir or system souring): treat it as sour now, then find the source',
    area: 'production-chemicals',
    aliases: [
      'reservoir souring',
      'souring',
      'field going sour',
      'well turned sour',
      'H2S in a sweet field',
      'H2S showing up',
      'new H2S',
      'sulfate-reducing bacteria souring',
      'SRB souring',
      'nitrate treatment',
      'biogenic H2S',
    ],
    symptoms: [
      'H2S showing up at producers in a sweet waterflood',
      'ppm H2S in the gas where there used to be none',
      'H2S climbing year after year since water injection started',
      'black iron sulfide in the water where there was none',
    ],
    summary:
      'H2S appearing in a field that was sweet is almost always real — most often sulfate-reducing bacteria growing on injected water (reservoir souring) — and the people and materials are at risk before the cause is known: treat the affected wells and facilities as sour now (monitors, training, respirators, materials review, the regulator’s H2S rules), then find the source and control it.',
    body: `**Immediate actions**
1. **Treat the affected wells, lines, tanks and water systems as sour now:** personal H2S monitors on everyone, fixed detectors where gas collects (wellheads, tank tops, water tanks), no hatch gauging or tank entry without checking the air.
2. Tell the crews and contractors what was found and where; make sure escape respirators or SCBA and H2S-trained people are on hand where readings are highest.
3. Confirm the readings with a fresh sample taken and tested on site (gas detector tube at the wellhead, sulfide in the water) — repeat readings on several wells are rarely lab error.

**Ask first**: which water is injected (seawater, produced water, a mix, from where) and since when — and is the H2S near the injectors or everywhere?

**Likely causes**
- **Sulfate-reducing bacteria (SRB) on injected water:** seawater or sulfate-bearing water brings the sulfate, produced water or the oil brings the food (volatile fatty acids); SRB in the near-wellbore of injectors and in the reservoir make H2S that reaches the producers years later. The H2S usually appears first at the producers nearest the injectors and rises over time.
- **Souring in the surface water system:** SRB in biofilms of tanks, filters, low-flow lines and dead legs; iron sulfide and pitting usually come with it.
- **A new source:** a new zone or offset production from a sour interval, a gas-lift or injection gas from a sour source, or sulfide from chemicals (a bisulfite oxygen scavenger) in water that SRB can reduce.

**What to check, in this order**
1. The readings by well and over time, against distance from the injectors and the start of injection.
2. Water analyses: sulfate in the injected water, sulfide and bacteria (culture or molecular counts) in injection and produced water.
3. The surface water system: biocide records, tank bottoms, filters, dead legs, pig returns (black sludge, iron sulfide).
4. Materials in the H2S now present: hardness and grade of tubulars, wellheads and valves against NACE MR0175 / ISO 15156 (sulfide stress cracking).

**What to do**
- Control the bacteria: biocide programme on the injection water (batch and continuous, rotated), nitrate treatment to let other bacteria outcompete the SRB, sulfate removal for seawater floods, and pigging and cleaning of the water system.
- Scavenge the H2S that is produced (triazine or other scavengers) to meet sales and safety limits; plan for iron sulfide solids.
- Review materials for sour service, and the H2S rules that now apply — in Texas, SWR 36 (certificate of compliance and contingency plan once the radius of exposure rules are met).

**Safety:** H2S above 100 ppm is immediately dangerous to life; at high levels it deadens the sense of smell, so smell is no warning. Iron sulfide from sour systems can self-ignite when it dries in air — keep it wet.`,
    sources: [
      ISO_15156,
      texasRule(36, 'Oil, Gas, or Geothermal Resource Operation in Hydrogen Sulfide Areas'),
      {
        title: 'OSHA, Hydrogen Sulfide: hazards and exposure limits',
        url: 'https://www.osha.gov/hydrogen-sulfide',
      },
      KELLAND,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['chem-oxygen-corrosion-mic', 'chem-h2s-corrosion-sour-service', 'ops-h2s-exposure'],
  },
];
