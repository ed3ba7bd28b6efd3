import type { KnowledgeEntry } from '../knowledge-entry';
import { FIELD_REVIEWED, apiStandard, cfrSection, slbGlossary, spePaper } from './sources';

/**
 * Completions and well work: sand control, flowback, workover fluids, offset frac hits, a packer
 * that will not release, and choosing the acid for a matrix job.
 */
export const completionEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-sand-control',
    title:
      'Sand production and sand control: causes, monitoring, choke management, screens, gravel packs and frac-packs',
    area: 'completions',
    aliases: [
      'sand production',
      'producing sand',
      'well making sand',
      'sand control',
      'sand management',
      'sand-free rate',
      'maximum sand-free rate',
      'gravel pack',
      'gravel packing',
      'frac pack',
      'frac-pack',
      'sand screen',
      'standalone screen',
      'wire-wrapped screen',
      'sand consolidation',
      'resin consolidation',
      'fines migration',
      'proppant flowback',
      'sand erosion',
      'sand probe',
      'acoustic sand detector',
      'Saucier',
    ],
    symptoms: [
      'sand in the separator and the tanks',
      'sand in the samples after a bean-up',
      'well started producing sand',
      'choke eroded by sand',
      'choke and elbows washing out',
      'replacing the choke trim every month',
      'adjustable choke washes out every few weeks',
      'fill over the perforations',
      'sand rate jumps when water comes in',
      'pump worn out by sand',
      'sand production after water breakthrough',
      'gravel-size sand in the test separator',
      'sand monitor spiking',
    ],
    summary:
      'Weak rock fails and produces sand when drawdown, depletion or water breakthrough overload it; manage it with a sand-free rate, slow bean-ups and erosion monitoring, and stop it downhole with screens, gravel packs, frac-packs or consolidation chosen for the rock and the well.',
    body: `**Immediate actions**
1. Sand rate rising sharply, a choke or bend that hisses, vibrates or sweats, or a leak: **bean the well back** — or shut in at the wing or master valve upstream if anything is leaking — and keep people out of the line of fire of chokes, bends and tees. With the pressure rising while a well nearby is fracked, it is a **frac hit**: shut in at the wellhead before the pressure reaches the rating of the wellhead, flowline or separator, and call the offset operator.
2. Inspect the surface piping (ultrasonic thickness at bends, tees and choke bodies) before returning the well to its former rate.
3. Bring it back in small choke steps, watching the sand at each one.

**Ask first**: is the sand formation sand, proppant or gravel pack sand, and did it start with a rate change, a shut-in, water breakthrough or a frac on a nearby well? Proppant or gravel points to a failed pack or screen; formation sand with water points to the rock weakening.

**Signs**
- Sand in separators, tanks, sample grind-outs and sand traps; spikes on acoustic or intrusive sand monitors.
- Erosion: chokes needing frequent changes, thinning at bends and tees, leaks.
- Fill over the perforations (rate falling, tagged by slickline); rod-pump, PCP or ESP wear and plugging.

**Likely causes**
- **Weak, unconsolidated sand** (young, shallow or friable rock) failing under high **drawdown** or rate.
- **Depletion**, which raises the stress on the rock around the hole.
- **Water breakthrough**, which dissolves cement and removes the capillary cohesion that held the grains.
- **Rate changes:** start-ups, fast bean-ups and repeated shut-ins cycle the stress on the perforation tunnels.
- **Completion failure:** screen erosion or plugging, voids in a gravel pack, proppant flowback from a fracture.

**What to check, in this order**
1. Quantify the sand (sand traps, desander volumes, monitors) and look at it: grain size and shape against formation sand, proppant and pack gravel.
2. Correlate the sand with rate, choke changes, shut-ins and water cut — find the rate at which it stops (a stepped bean-up test gives the sand-free rate).
3. Erosion survey of chokes, bends, tees and the separator inlet; check velocities with API RP 14E as a screen, lower with sand.
4. Downhole: tag fill, and look at the drawdown from gauges.

**What to do**
- **Manage at surface:** produce at or below the sand-free rate, bean up slowly after every shut-in, fit desanders or sand traps and erosion-resistant chokes, put bends and tees on an inspection schedule, clean out fill with coiled tubing.
- **Control downhole**, matched to the rock and the well:
  - **Standalone screens** (wire-wrapped, premium mesh) in well-sorted, clean sands, often in open-hole horizontals.
  - **Gravel pack** (cased or open hole): gravel sized about five to six times the median formation grain size (Saucier) with a screen that holds the gravel.
  - **Frac-pack:** a short, wide fracture packed to the wellbore — bypasses damage and lowers drawdown; common in high-rate wells.
  - **Consolidation** with resin, for short intervals or through-tubing repairs; resin-coated proppant against proppant flowback.
- A failed completion: through-tubing screens, a consolidation treatment, a re-pack or a sidetrack.

**Safety:** sand cuts chokes, bends and valves from the inside and a washed part can fail without warning — keep people away from chokes and bends on sandy wells, never stand in front of a vibrating or hissing choke, and depressure before changing a choke.`,
    sources: [
      slbGlossary('sand control'),
      spePaper(
        'R. J. Saucier, "Considerations in Gravel Pack Design", JPT, February 1974 (SPE-4030-PA)',
        '10.2118/4030-PA',
      ),
      apiStandard(
        'API RP 14E, Design and Installation of Offshore Production Platform Piping Systems (erosional velocity)',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['fac-line-sizing', 'comp-frac-flowback', 'comp-frac-hits', 'lift-esp-failures'],
  },
  {
    id: 'comp-frac-flowback',
    title:
      'Frac flowback and load recovery: choke schedule, sand, load water recovered and when to worry',
    area: 'completions',
    aliases: [
      'flowback',
      'frac flowback',
      'flow back after the frac',
      'load recovery',
      'load water recovery',
      'load water recovered',
      'percent of load recovered',
      'choke schedule',
      'flowback choke',
      'clean-up after frac',
      'proppant flowback',
      'frac sand on flowback',
      'flowback water',
      'flowback tanks',
      'green completion',
      'reduced emission completion',
    ],
    symptoms: [
      'only a small share of the load water back after the frac',
      'frac sand keeps coming back on flowback',
      'choke keeps washing out while flowing back',
      'flowing pressure dropping fast on flowback',
      'well not cleaning up after the frac',
      'water rate not falling after the frac',
    ],
    summary:
      'Open a fractured well in small choke steps and watch pressure and sand at each one: too fast crushes and pulls back proppant, too slow wastes time. Low load recovery is normal in shales; worry about sand that does not taper, pressure that collapses, water that will not decline or changes in its chemistry.',
    body: `**Immediate actions**
1. A leak, a washed or vibrating choke, a sudden pressure rise or a sand surge during flowback: close in upstream at the flowback manifold or wellhead valve, keep everyone out of the line of fire of the iron, and bleed the isolated section to the tanks before touching it.
2. Hydrocarbon smell or a gas alarm at the flowback tanks: stop hatch gauging and sampling, move people upwind, and find the source with a monitor from outside the vapour cloud.

**Ask first**: how much of the load water is back, over how many days, and what are the flowing pressure and sand doing? Those three tell normal clean-up from a problem.

**Choke schedule**
- Start on a small choke and open in small steps (commonly one or two 64ths at a time) as pressure and sand allow, holding each step until sand tapers.
- Opening too fast crushes proppant, pulls it back into the well (proppant flowback), moves fines and can erode the surface iron; too slow delays clean-up.
- Record rates, pressures, sand and water every few hours; compare with offsets flowed the same way.

**Load recovery**
- Load recovered (%) = cumulative water recovered ÷ total fluid pumped × 100.
- In shale wells recovery is often well under half of the load — water is held in the matrix and natural fractures — so low recovery alone is not a failure. In conventional and tight sandstones recovery is usually higher; low recovery with poor gas rates there points to water blocking or damage.

**Likely causes of trouble**
- **Sand that keeps coming** instead of tapering: proppant flowback from beaning up too fast, or a poorly packed near-wellbore fracture.
- **Pressure collapsing with little fluid:** a small or poorly connected fracture, a near-wellbore restriction, or debris from plugs.
- **Water rate that will not decline, with formation-type salinity:** the fracture grew into a water zone.
- **H2S appearing:** bacteria carried in with the frac water; souring.

**What to check, in this order**
1. Sand per step in the sand trap or desander, and whether it is proppant or formation sand.
2. Flowing and casing pressures against the expected decline; a step change points to a restriction or a plug.
3. Water samples: chlorides and other ions over time — flowback water normally gets saltier as it returns; a jump to formation water chemistry with a high rate is a water zone.
4. Gas and oil arrival and GOR against offsets.

**What to do**
- Cut back the choke when sand rises; continue stepping up only when sand tapers; consider resin-coated proppant at the tail of future jobs.
- Move to production facilities once sand has stopped and rates are steady; plan artificial lift early for wells that will load up.
- Restrictions: a clean-out run with coiled tubing.

**Safety:** treat flowback iron as high-pressure: restrained, pressure-tested, with exclusion zones. Proppant erodes chokes and bends quickly — inspect them. Opening thief hatches on flowback and production tanks has killed workers through hydrocarbon vapours and low oxygen — use remote gauging, never gauge alone, and wear a gas monitor. Respirable silica from sand handling falls under OSHA's silica standard; most gas wells must be flowed back as reduced-emission ("green") completions under the federal methane rules.`,
    sources: [
      spePaper(
        'G. E. King, "Thirty Years of Gas Shale Fracturing: What Have We Learned?", SPE Annual Technical Conference and Exhibition, 2010 (SPE-133456-MS)',
        '10.2118/133456-MS',
      ),
      {
        title:
          'NIOSH and OSHA Hazard Alert: Health and Safety Risks for Workers Involved in Manual Tank Gauging and Sampling at Oil and Gas Extraction Sites (2016)',
        url: 'https://stacks.cdc.gov/view/cdc/44795',
      },
      cfrSection(40, '60.5375a', 'Standards for well completions and flowback (NSPS OOOOa)'),
      cfrSection(29, '1910.1053', 'Respirable crystalline silica'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['comp-sand-control', 'ops-water-cut-rising', 'fac-storage-tanks'],
  },
  {
    id: 'comp-workover-fluids-well-kill',
    title:
      'Completion and workover fluids: brines, density, crystallization temperature, compatibility and killing a well before a workover',
    area: 'completions',
    aliases: [
      'completion fluid',
      'workover fluid',
      'kill fluid',
      'packer fluid',
      'clear brine',
      'brine',
      'heavy brine',
      'calcium chloride brine',
      'calcium bromide',
      'zinc bromide',
      'formate brine',
      'KCl water',
      'brine density',
      'crystallization temperature',
      'TCT',
      'true crystallization temperature',
      'brine crystallized',
      'brine compatibility',
      'killing a well',
      'well kill',
      'kill the well before a workover',
      'kill plan',
      'kill before pulling tubing',
      'kill for the workover',
      'bullheading',
      'bullhead kill',
      'lubricate and bleed',
      'fluid loss pill',
      'API RP 13J',
    ],
    symptoms: [
      'pressure climbing while bullheading the well',
      'well will not stay dead',
      'losing kill fluid to the formation',
      'brine crystallized in the lines in cold weather',
      'brine weight dropping downhole',
      'well flowing after the kill',
    ],
    summary:
      'A workover fluid must hold the reservoir with a modest overbalance, stay clear of solids, not crystallize at the coldest temperature it will see, and be compatible with the formation, its water and the completion. Kill the well by bullheading or circulating with the right weight, control losses with pills, and confirm it is dead before opening it up.',
    body: `**Immediate actions**
1. The well flows, pressure returns after the kill, or the fluid level drops out of sight: **shut in** at the tree or BOP and stop pulling.
2. Record tubing and casing pressures; recalculate the kill weight from the current shut-in pressure.
3. Keep the hole full from a measured tank; losses and a kick can come together.

**Ask first**: what is the reservoir pressure now (or the shut-in tubing pressure and the fluid in the tubing), and what are the bottomhole temperature and the coldest temperature the fluid will see at surface? Those set the density and the brine.

**Density**
- Kill weight (ppg) = reservoir pressure ÷ (0.052 × TVD of the top perforation), plus the overbalance the program calls for — large overbalance drives losses and damage.
- Brines expand when hot: the density at bottomhole temperature is lower than at surface, so correct the surface weight for the well's average temperature and pressure (API RP 13J gives the methods).

**Common brines (approximate maximum densities at surface temperature; check the supplier's tables)**

| Brine | Up to about (ppg) | Notes |
|---|---|---|
| KCl | 9.7 | clay inhibition |
| NaCl | 10.0 | cheapest |
| CaCl2 | 11.6 | calcium — scale risk with bicarbonate or sulfate waters |
| NaBr | 12.7 | calcium-free |
| CaCl2 / CaBr2 | 15.1 | |
| ZnBr2 blends | 19.2 | acidic, corrosive and toxic; strict handling |
| Na and K formates | 11.1 / 13.1 | low corrosion, benign |
| Cs formate | 19.2 | expensive, usually rented and recovered |

**Crystallization temperature:** near saturation, salt crystallizes when the brine cools — in surface tanks in winter, in lines, at the mudline offshore. Crystals plug lines and take salt out of solution, so the density falls. Pick a blend whose true crystallization temperature (TCT, measured per API RP 13J) is below the lowest temperature it will see, with a margin; some brines crystallize at a higher temperature under pressure.

**Compatibility:** calcium brines with bicarbonate- or sulfate-rich formation water precipitate scale; fresh water swells clays (use KCl or other inhibited brines); heavy zinc brines can form emulsions and sludge with some crudes; bromide and zinc brines attack some elastomers and alloys. Lab-test with formation water and crude, and filter the brine to remove solids.

**What to do: killing the well before a workover**
1. Record shut-in pressures; calculate the kill weight and volumes.
2. Choose the method: **bullhead** down the tubing into the formation below fracture pressure (common on producing wells with a packer) — set a maximum pumping pressure before starting, the lowest of the tubing burst and the wellhead rating (each with its margin, and the annulus pressure behind the tubing counted) and the pressure that would fracture above the zone; if the pressure climbs toward it, slow the rate or stop, never push through — a formation that will not take fluid (plugged perforations, gas bubble compressing) calls for lubricate and bleed or a circulating kill; **circulate** through a sliding sleeve or a punched hole, down the tubing and up the annulus through the choke; **lubricate and bleed** where the formation will not take fluid.
3. Control losses into depleted zones with fluid-loss pills (sized salt, calcium carbonate, polymer) — and measure what goes in.
4. Confirm it is dead: no pressure, and a flow check for the time the program sets; then set the barriers (plug or back-pressure valve) to change the tree for the BOP.
5. Keep the hole full during the job; the federal offshore workover rule (30 CFR 250.614) requires filling before the hydrostatic pressure falls 75 psi or every five stands.

**Safety:** zinc and calcium bromides burn skin and eyes — wear the PPE on the SDS; dissolving dry calcium chloride gives off heat; returns can be sour. Keep two tested barriers in place whenever the tree or BOP is open to the well.`,
    sources: [
      slbGlossary('completion fluid'),
      apiStandard('API RP 13J, Testing of Heavy Brines'),
      cfrSection(30, '250.614', 'Well-control fluids, equipment, and operations (well workover)'),
    ],
    checks: ['equivalent_mud_weight', 'hydrostatic_pressure'],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'chem-sulfate-scale', 'chem-sds-osha-hcs'],
  },
  {
    id: 'comp-frac-hits',
    title: 'Offset frac hits on producing wells: protecting the parent well and bringing it back',
    area: 'completions',
    aliases: [
      'frac hit',
      'frac hits',
      'offset frac',
      'offset frac hit',
      'frac-driven interaction',
      'FDI',
      'parent-child',
      'parent well',
      'child well',
      'well interference during frac',
      'pressure communication from offset frac',
      'parent well protection',
      'pre-load',
      'preloading the parent well',
      'fracking the offset',
      'offset pad frac',
      'frac next door',
      'neighbour frac',
      'neighbor frac',
    ],
    symptoms: [
      'pressure jumped on the producing well during the offset frac',
      'casing pressure came up on the pumping well while they frac the offset pad',
      'stuffing box leaking with frac pressure on the casing',
      'flowline seeing more pressure than it is rated for from the offset frac',
      'parent well watered out after the child frac',
      'sand in the producing well after the offset frac',
      'production dropped after the neighbour completed',
      'rods stuck in sand after the offset frac',
    ],
    summary:
      'Fracs on infill wells often reach nearby producing wells through depleted rock: pressure jumps, water and proppant arrive, and production may drop. Protect parents before the offset frac (shut in, pull or protect lift equipment, sometimes pre-load with fluid), monitor pressures during it, then clean out and bring them back slowly.',
    body: `**Immediate actions**
1. Casing or tubing pressure on a producing well climbing during an offset frac: shut the well in (or keep it shut in) and watch the pressure against the rating of the wellhead, tree, flowline and any surface equipment on it.
2. Tell the frac crew at once — the stage feeding the hit may need to be cut short if the pressure nears a rating.
3. Keep people away from the wellhead, the stuffing box and the flowline of the hit well until the pressure is under control.

**Ask first**: how far away is the frac, and what pressure can the producing well's wellhead, tubing and surface equipment take? A rod-pumped well's stuffing box and flowline are not rated for frac pressure.

**Signs**
- A pressure rise on the parent well while the child well is pumped; water and proppant arriving; a sudden change in GOR or water cut.
- Afterwards: lower production (sometimes higher), sand fill, failed or sanded-in rods and pumps, scale and emulsions from the frac water.

**Likely causes:** production depletes the rock around the parent well and lowers its stress, so new fractures grow toward it; close well spacing and large jobs raise the odds.

**What to check, in this order**
1. Pressure gauges on offsets within the expected reach of the frac, recorded through the job.
2. After the hit: tag fill, a well test against the pre-hit decline, water chemistry (frac water or formation water).
3. Lift equipment condition at the first pull.

**What to do**
- **Before:** shut in nearby parents (some operators pressure them up with water — a "pre-load" — or refracture them), pull or protect rods and pumps, and set surface equipment to survive the pressure.
- **During:** monitor offset pressures in real time and agree stop limits with the frac crew.
- **After:** clean out sand with coiled tubing or a workover rig, treat scale and emulsions if they appear, bring the well back in small choke steps, and re-forecast its decline.

**Safety:** a frac hit can put frac-level pressure on equipment never rated for it — stay out of the line of fire of flowlines, hammer unions and stuffing boxes on hit wells until the pressure is known.`,
    sources: [
      {
        title:
          'SPE / Journal of Petroleum Technology, "Oil and Gas Producers Find Frac Hits in Shale Wells a Major Challenge" (2017)',
        url: 'https://www.spe.org/en/print-article/?art=2819',
      },
      spePaper(
        'T. Whitfield, M. H. Watkins and L. J. Dickinson, "Pre-Loads: Successful Mitigation of Damaging Frac Hits in the Eagle Ford", SPE Annual Technical Conference and Exhibition, 2018 (SPE-191712-MS)',
        '10.2118/191712-MS',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-water-cut-rising', 'comp-frac-flowback', 'ops-well-dies-after-shut-in'],
  },
  {
    id: 'comp-packer-will-not-release',
    title:
      'A retrievable packer that will not release: pressure across it, the release sequence, debris, and when to cut and fish',
    area: 'completions',
    aliases: [
      'stuck packer',
      'packer stuck',
      'cannot pull the packer free',
      'pull the packer free',
      'packer will not release',
      'packer wont release',
      'cannot release the packer',
      'stuck packer',
      'packer stuck',
      'releasing a packer',
      'unsetting a packer',
      'retrievable packer',
      'J-slot',
      'shear release',
      'equalizing valve',
      'packer bypass',
      'cut and pull',
      'milling a packer',
    ],
    symptoms: [
      'rotated to release and picked up but the packer is still set',
      'pulled over the string weight and the packer will not come free',
      'packer will not unseat after years in the well',
      'tubing pulls tight at the packer every time we pick up',
    ],
    summary:
      'A retrievable packer that will not release is most often held by pressure across it, run through the wrong sequence (turns not reaching it, weight at the wrong point), or seized by fill, scale or corrosion in its slips and J-slot. Equalize first, follow the maker’s release with the torque and weight it needs, circulate on top of it, pull only within the tubing’s rating — then cut above it and fish, or mill it.',
    body: `**Ask first**: which packer is it (make, model, how it sets and releases — rotation, straight pull or shear), and is there pressure below it or fill on top of it?

**Likely causes**
- **Pressure across the packer:** more pressure below than above (or the reverse) pushes on its sealed area and holds it set — often thousands of pounds; packers without an equalizing valve are the worst.
- **The release sequence not reaching the packer:** turns lost to tubing wind-up and drag in a deviated well, the string not at the neutral or set-down weight the release needs, the wrong direction or number of turns for that model.
- **Fill, scale or corrosion:** sand, scale or iron sulfide packed on top of the packer or in the slips and J-slot after years in the well; a swollen or extruded element dragging on the casing.
- **A shear release that needs more pull than the string or the rig can give safely.**

**What to check, in this order**
1. The setting record and the maker's release procedure for that packer (turns, weight, shear value).
2. Pressures: tubing and annulus at surface, fluid levels, whether the well is dead — equalize before anything else (open the bypass or equalizing valve, fill the side that is low).
3. Whether torque reaches the packer: turns put in at surface against the turns the string stores, with the pipe at the neutral point.
4. The tubing's condition and its safe pull: rated tensile with a margin, less for corroded pipe, and the rig's load limit.
5. Circulation over the top of the packer: does it clean out fill, do returns bring sand or scale?

**What to do**
- Equalize, circulate clean over the packer, then repeat the release sequence at the weight it needs: work the string down and up, rotate at the neutral point and hold torque while picking up slowly.
- A shear release: pull to the shear value only within the tubing's safe pull; jars in the string deliver the load where it is needed.
- Still set: cut the tubing above the packer (chemical, jet or mechanical cutter), pull the free pipe, and fish the packer with an overshot or spear and jars — or mill it over (a permanent packer is milled). Plan the fishing with the packer's dimensions and a fishing specialist.
- **Tubing that will not take fluid** (plugged with sand, scale or a collapsed joint): pressure can be trapped below the plug and released the moment the tubing is cut or punched under it, and a cutter run on wireline must pass the plug to reach the cut depth. Tag the plug with slickline first; punch or perforate the tubing above the plug with the well shut in behind the BOP and a lubricator, and watch the pressure; bleed it through the choke before cutting. Cut above the plug if the cutter cannot pass it, and clean out the rest with the fish.

**Safety:** the well must be dead and the barriers in place before the packer moves — pressure trapped below it comes up the annulus the moment it unseats; pulling near the tubing's rating can part the string and whip it in the derrick: keep people out of the line of fire.`,
    sources: [
      slbGlossary('retrievable packer'),
      spePaper(
        'M. T. Triolo, L. F. Anderson and M. V. Smith, "Resolving the Completion Engineer\'s Dilemma: Permanent or Retrievable Packer?", SPE-76711-MS, 2002',
        '10.2118/76711-MS',
      ),
      {
        title: 'PetroWiki: Packers (types, setting and release, equalizing)',
        url: 'https://petrowiki.spe.org/Packers',
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'comp-workover-fluids-well-kill',
      'ops-trapped-pressure',
      'ops-sustained-casing-pressure',
    ],
  },
  {
    id: 'comp-matrix-acid-selection',
    title:
      'Matrix acidizing: choosing the acid for sandstone or carbonate, and checking there is damage to remove',
    area: 'completions',
    aliases: [
      'matrix acidizing',
      'acid job',
      'acidizing',
      'acid stimulation',
      'sandstone acidizing',
      'carbonate acidizing',
      'mud acid',
      'HCl HF',
      '12/3 mud acid',
      'HCl preflush',
      'acid selection',
      'which acid',
      'acid wash',
    ],
    symptoms: [
      'thinking of an acid job to get the rate back',
      'plain HCl on a sandstone well',
      'skin from the build-up and whether acid will fix it',
    ],
    summary:
      'Acid only helps a well that is damaged: confirm the skin first. In carbonates HCl dissolves the rock and makes wormholes; in sandstones HCl alone removes only carbonates, scale and iron — clay and fines damage needs an HCl preflush, an HCl–HF mud acid and an overflush, designed to the mineralogy, with compatibility tests against the crude.',
    body: `**Ask first**: sandstone or carbonate — and is there damage to remove (a build-up test with positive skin, a drop after a workover or a change) rather than depletion or a lift problem?

**Choosing the acid**
- **Carbonates (limestone, dolomite):** hydrochloric acid (commonly 15–28 %) dissolves the rock and leaves wormholes past the damage; retarded, emulsified or organic acids for hot wells and deeper penetration.
- **Sandstones:** HCl alone does not dissolve the quartz, clays and feldspar fines behind most sandstone damage — it removes only carbonate, scale and iron. Fines and clay damage need HF: an HCl **preflush** (removes carbonate so the HF does not precipitate calcium fluoride), the HCl–HF **mud acid** (12 % HCl–3 % HF is the classic blend; weaker blends for clay-rich or hot rock), then an **overflush** to move spent acid away from the wellbore.
- A sandstone with much carbonate cement (roughly above 15–20 %) is treated more like a carbonate: HF there precipitates.

**What to check, in this order**
1. The damage: skin from a build-up, production against offsets and the well's own history, what went into the well before the drop.
2. Mineralogy from core or cuttings (carbonate, clays, zeolites) and the bottomhole temperature.
3. Lab tests: acid against the crude for sludge and emulsion, iron content, the additives package.

**What to do**
- No skin, no acid: depletion, loading or a lift problem needs another answer.
- Design the stages and volumes to the rock, with corrosion inhibitor, iron control and a non-emulsifier; flow the well back promptly — spent acid left in a sandstone precipitates.
- **While pumping, with the pressure climbing toward the limit:** a matrix job stays below the fracture pressure — cut the rate to hold the surface pressure under the maximum with a margin rather than push through it. Know where the acid is: pressure often rises while the string fills and falls as acid reaches the rock (a carbonate breaks back as wormholes form); pressure that keeps climbing with acid on the formation means diverter, fines or sludge plugging, or a rate too high for the injectivity. Watch the annulus: pressure rising there is a tubing or packer leak — stop. Stay within the tubing, wellhead and packer ratings.

**Safety:** HCl and HF are corrosive; HF burns penetrate the skin and need calcium gluconate on site as first aid; acid on iron sulfide releases H2S; returns are acidic and can carry H2S — handle them as such.`,
    sources: [
      {
        title: 'PetroWiki: Sandstone acidizing',
        url: 'https://petrowiki.spe.org/Sandstone_acidizing',
      },
      {
        title: 'PetroWiki: Carbonate acidizing',
        url: 'https://petrowiki.spe.org/Carbonate_acidizing',
      },
      slbGlossary('mud acid'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-worse-after-workover', 'ops-pressure-buildup-test', 'chem-carbonate-scale'],
  },
];
