import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, petroWiki, slbGlossary, spePaper } from './sources';

/**
 * Reservoir tests and fluid samples engineers plan and argue over: interference and pulse tests
 * between wells (are they connected, is the fault sealing, what are the interwell kh and φct, how
 * to design the test so the signal is bigger than the gauge's noise and drift), and PVT sampling
 * of an oil or gas-condensate well (bottomhole or separator samples, conditioning the well so the
 * fluid reaches the sampler in one phase, the checks that tell a good sample from a bad one, and
 * shipping pressured bottles).
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-04';

const EARLOUGHER_MONOGRAPH_5: KnowledgeSource = {
  title:
    'R. C. Earlougher Jr., Advances in Well Test Analysis, SPE Monograph Vol. 5 (Society of Petroleum Engineers, 1977): multiple-well testing — interference tests, the line-source (exponential-integral) type curve, pulse tests and their design',
  url: 'https://store.spe.org/',
};

const JOHNSON_PULSE_TESTING = spePaper(
  'C. R. Johnson, R. A. Greenkorn and E. G. Woods, "Pulse-Testing: A New Method for Describing Reservoir Flow Properties Between Wells", Journal of Petroleum Technology 18(12), 1966 (SPE-1517-PA)',
  '10.2118/1517-PA',
);

const KAMAL_BRIGHAM_PULSE = spePaper(
  'M. Kamal and W. E. Brigham, "Pulse-Testing Response for Unequal Pulse and Shut-In Periods", SPE Journal 15(5), 1975 (SPE-5053-PA): time lag and amplitude charts for designing and analysing pulse tests',
  '10.2118/5053-PA',
);

const AAPG_PRESSURE_TRANSIENT: KnowledgeSource = {
  title:
    'AAPG Wiki, Pressure transient testing: interference and pulse tests — active and observation wells, what they give and how they are run',
  url: 'https://wiki.aapg.org/Pressure_transient_testing',
};

const PETROWIKI_FLUID_SAMPLING = petroWiki(
  'PEH:Fluid_Sampling',
  'Petroleum Engineering Handbook Vol. I ch. 4, J. M. Williams and S. L. Kokal: choosing subsurface or surface sampling, well conditioning, separator sampling and recombination, sample validation, transport',
);

const API_RP_44 = apiStandard(
  'API RP 44, Sampling Petroleum Reservoir Fluids (well conditioning, subsurface and surface sampling, sample containers and their handling)',
);

const MCCAIN_ALEXANDER = spePaper(
  'W. D. McCain Jr. and R. A. Alexander, "Sampling Gas-Condensate Wells", SPE Reservoir Engineering 7(3), 1992 (SPE-19729-PA): the stepped rate reduction, a stable GOR, and the condensate ring around the well',
  '10.2118/19729-PA',
);

const WHITSON_BRULE: KnowledgeSource = {
  title:
    'C. H. Whitson and M. R. Brulé, Phase Behavior, SPE Monograph Vol. 20 (Society of Petroleum Engineers, 2000): reservoir-fluid sampling, recombination, and checking the quality of PVT data',
  url: 'https://store.spe.org/',
};

const DOT_CYLINDERS = cfrSection(
  49,
  '173.301',
  'General requirements for shipment of compressed gases and other hazardous materials in cylinders, UN pressure receptacles and spherical pressure vessels',
);

export const reservoirTestsAndSamplingEntries: readonly KnowledgeEntry[] = [
  {
    id: 'res-interference-pulse-test',
    title:
      'Interference and pulse tests between wells: proving connectivity or a sealing fault and measuring the interwell kh and φct — designing the test from the line-source response (the active and observation wells, the rate change, gauge resolution and drift, how long to run, pulse lengths, offsets and tides) and reading no response or a late one',
    area: 'operations',
    aliases: [
      'interference test',
      'interference testing',
      'interference well test',
      'well interference test',
      'pulse test',
      'pulse testing',
      'pulse tests',
      'multiwell test',
      'multi-well test',
      'multiple-well test',
      'interwell test',
      'well-to-well test',
      'communication test between wells',
      'pressure communication between wells',
      'are the wells connected',
      'are the two wells connected',
      'are the wells in communication',
      'interwell connectivity',
      'connectivity between wells',
      'interwell permeability',
      'interwell kh',
      'observation well',
      'obs well',
      'observer well',
      'observation gauge',
      'active well',
      'pulsing well',
      'responding well',
      'is the fault sealing',
      'sealing fault between the wells',
      'leaking fault',
      'leaky fault',
      'fault transmissibility',
      'line source solution',
      'line-source solution',
      'line source type curve',
      'Ei solution',
      'Ei function',
      'exponential integral',
      'Theis solution',
      'pulse amplitude',
      'pulse time lag',
      'phi-ct',
      'phi ct',
      'porosity-compressibility product',
      'storativity',
      'earth tides',
      'tidal signal on the gauge',
      'pulse code testing',
    ],
    // A pump filling with gas, a gas-lift valve's interference and a frac hit share the word only.
    notWhen: [
      'gas interference',
      'valve interference',
      'dyno',
      'dynamometer',
      'pump card',
      'frac hit',
      'frac hits',
      'offset frac',
    ],
    symptoms: [
      'no pressure response at the observation well',
      'observation well pressure did not move when the active well changed rate',
      'response in the offset well much smaller or later than predicted',
      'offset well responded within hours, far sooner than predicted',
      'pulses cannot be picked out of the noise on the observation gauge',
      'observation gauge trend and tide cycles as big as the expected signal',
    ],
    summary:
      'One well (the active well) changes its rate and a high-resolution gauge in another (the observation well) records the pressure that arrives through the rock: a response proves communication, its size gives the interwell kh and its timing φct; none, or a late small one, points to a sealing or leaking fault — but only if the predicted signal was well above the gauge’s resolution, drift and the tides. Predict the response first from the line-source (Ei) solution to choose the rate change, gauge and duration; a pulse test cycles the active well so the signal can be picked out of a trending background.',
    body: `**Ask first**: what must the test answer — only whether the two wells communicate (across a fault, between blocks or layers), or also the interwell kh and φct — and how far apart are the wells, what permeability do you expect, and can the active well hold a steady rate change, and every other well nearby hold its rate, for days?

**What an interference or pulse test tells you**
- One well — the **active well** — changes its rate (starts or stops producing or injecting); a gauge in another — the **observation well**, shut in — records the pressure that arrives through the rock. A response proves pressure communication; its **size** gives the interwell kh/μ, its **timing** φ ct h — for the rock between the wells, not only around one well as a build-up does.
- What it answers: is a fault sealing, leaking or absent; does an injector support a producer; are two blocks or layers one tank; which way the permeability is best (three or more observation wells give the anisotropy); a φct for reserves.
- A **pulse test** is the same with the active well cycled on and off in regular, short periods. The repeating signal can be picked out of a trending background, so the field need not be shut in, and it is shorter — but the signals are smaller and need the finer gauge.
- **No response proves a barrier only if the response predicted for the test was well above the gauge's resolution, drift and noise** — otherwise it proves only that the test could not see that far.

**The line-source response (field units)**
- Δp(r, t) = 70.6 q B μ ÷ (k h) × E1(x), with x = 948 φ μ ct r² ÷ (k t) — q in STB/d, B in rb/STB, μ in cp, k in md, h and r in ft, t in hours, ct in 1/psi; E1(x) = −Ei(−x), the exponential integral. For x below about 0.01, E1 ≈ −ln x − 0.577 (the semilog straight line); for x above about 5 the response is too small for any gauge.
- The time for the disturbance to reach a distance r (the radius of investigation turned round): t ≈ φ μ ct r² ÷ (0.000841 k) hours. A first, small signal arrives at the observation well at about a third of that time.
- Worked by hand: an oil reservoir, wells 1,000 ft (305 m) apart, k = 50 md, h = 30 ft (9.1 m), φ = 0.20, μ = 1.0 cp, ct = 1.5 × 10⁻⁵ 1/psi (2.2 × 10⁻³ 1/MPa), B = 1.2, a rate change of 500 STB/d (79.5 m³/d). The factor is 70.6 × 500 × 1.2 × 1.0 ÷ (50 × 30) ≈ 28.2 psi, and 948 × 0.20 × 1.0 × 1.5 × 10⁻⁵ × 1,000,000 ÷ 50 ≈ 56.9, so x = 56.9 ÷ t:
  - after 12 h: x ≈ 4.74, E1 ≈ 0.0016 → **0.04 psi (0.3 kPa)** — lost in the noise;
  - after 24 h: x ≈ 2.37, E1 ≈ 0.030 → **about 0.8 psi (5.8 kPa)**;
  - after 72 h: x ≈ 0.79, E1 ≈ 0.316 → **about 8.9 psi (62 kPa)**;
  - time for the disturbance to reach 1,000 ft: 0.20 × 1.0 × 1.5 × 10⁻⁵ × 1,000,000 ÷ (0.000841 × 50) ≈ **71 h**.
  Halve the permeability and every time doubles; the signal at a given time shrinks much more than that.

**What to do: designing the test**
1. **Predict the response first**, with the Ei solution above (or a model with the known faults), for the most likely k and for the low end of the range: the time to a measurable response and its size at the planned end. Design for the low case.
2. **The active well:** the one that can make the largest, steadiest, best-measured rate change — often an injector (a steady rate, a large change, no lift to fail), or a producer on a test separator or a good meter. Hold it steady (or shut in) beforehand so the change is a clean step, and log every rate change with its clock time.
3. **The rate change:** as large as is safe — the signal is proportional to it. Inject below the fracture pressure; produce within the sand, coning and bubble-point limits.
4. **The observation well:** shut in and quiet for days beforehand, with a quartz gauge downhole close to the zone (resolution about 0.01 psi, 0.07 kPa). Shut it in downhole where its wellbore storage, a gas column or a passing valve would blur a small signal. Strain gauges (about 0.1 psi resolution and more drift) only where the signal is many psi.
5. **Gauge against signal:** aim for a response at least 10 × the gauge's resolution, well above its drift over the test (0.02 psi a day is 0.14 psi a week) and above the background trend and tides. Run two gauges in tandem to catch drift or a failure. If the predicted signal is under about 0.5 psi (3.4 kPa), raise the rate change, pick a closer pair of wells, or run longer.
6. **How long:** the active period long enough for the response to pass well through the bend of the type curve — about 2 to 3 times the time to reach the distance (in the example about 6 days, by when the response is about 20 psi, 140 kPa) — then, if affordable, a recovery of about the same length (the active well back to its old rate), which gives a second look at the same answer.
7. **A baseline:** record the observation well for at least 2–3 days before the rate change (longer for a long test) to measure the trend (depletion, offsets), the tides and the noise that must be taken out.
8. **Keep the offsets stable:** every other well in the area at a constant rate (or shut in) from the baseline to the end, with their rates logged; an offset that trips, is worked over or changes choke puts a step on the gauge that can swamp the test. Agree it with operations in writing.
9. **Pulse tests:** make each pulse (flow) and pause (shut-in) about as long as the time to a clear response — hours to a day or two; equal lengths are simplest. Run at least 4–6 cycles and read pulses 2 to 5 (the first is distorted by the rate history before it), with Kamal and Brigham's charts or by matching the whole record. In the example, 12-hour pulses swing the observation pressure by only about 0.2 psi (1.4 kPa) on a rising trend; 24-hour pulses by about 1 psi (7 kPa).
10. **Tides and noise:** earth tides (and ocean loading offshore and near the coast) move reservoir pressure by hundredths to a few tenths of a psi on about 12.4- and 24-hour cycles; barometric pressure moves gas wells and wells shut in at surface. Measure them in the baseline and take them out; avoid pulse lengths that match the tidal periods where the tides are as big as the pulses.

**Likely causes: no response at the observation well, a late one or an odd one**
- **No response at all:** a sealing fault, a shale or a pinch-out between the wells, or the wells completed in zones that do not connect — **but only if the predicted signal at the end was well above the gauge's resolution, drift and noise**. Otherwise the test was too short, the rate change too small or the permeability lower than assumed; or the gauge failed, sits in the wrong zone or above a leaking plug.
- **Late and small:** a partly sealing (leaking) fault or a tight band between the wells, lower k than expected, or the observation well's own storage and skin (it must fill its wellbore first). A match then gives a low kh and a high φct — model the fault's transmissibility rather than averaging it into the rock.
- **Early and large:** a high-permeability streak, a channel, a natural fracture, or a hydraulic fracture on the active well that shortens the distance.
- **Late-time bend above the Ei curve:** a sealing boundary beyond the wells reflecting the pressure back.
- **Late-time bend below it, or flattening:** pressure support — a gas cap, an aquifer, an injector — or an offset whose rate changed.
- **A step or a kink at one clock time:** an offset changing rate, a choke change on the active well, a gauge jump.

**What to check, in this order** (when the response is not what was predicted)
1. The active well's rate history: did the change happen as planned, steady and measured, with times?
2. The offsets' rates and events through the whole test.
3. The observation gauge: raw data for jumps, drift against its tandem gauge, temperature, depth and zone; was the well truly shut in (valves holding, no crossflow, no leak to the annulus)?
4. The trend and tides taken out using the baseline, and the signal left against the noise.
5. The prediction redone with the actual rate history (superposition) and a range of k: was the expected signal ever above the detection limit?
6. Only then the geology — a fault, a barrier, a streak — tested with a model match.

**Reading the response**
- Match the pressure change against time on log-log axes to the line-source curve (pD against tD/rD²): the pressure match gives kh = 141.2 q B μ × (pD ÷ Δp) at the match point; the time match gives φ ct = 0.0002637 k t ÷ (μ r² × tD/rD²) at the match point.
- Use the whole rate history by superposition (the recovery too), with the trend taken out; where faults or boundaries are known, match the record with a numerical model that includes them.
- Compare the interwell kh with each well's own build-up kh: much lower between the wells than around them means a barrier or a tight band; a φct far above the logs' value points to a leaking fault or a fracture path.
- Pulse tests: the time lag and amplitude of each pulse (the tangent method) go into Kamal and Brigham's charts for kh and φct; confirm with a full history match.

**Safety:** gauges are run and pulled through a pressure-tested lubricator; an observation well shut in for days builds to the reservoir pressure, so its wellhead and surface equipment must be rated for it; injection stays below the fracture pressure and inside the wellhead and permit limits; the rate changes on the active well and the offsets are simultaneous operations — plan them with the operators, and monitor for H2S on sour wells.`,
    sources: [
      EARLOUGHER_MONOGRAPH_5,
      JOHNSON_PULSE_TESTING,
      KAMAL_BRIGHAM_PULSE,
      AAPG_PRESSURE_TRANSIENT,
      slbGlossary('interference test'),
    ],
    lastReviewed: REVIEWED,
    related: [
      'ops-pressure-buildup-test',
      'ops-buildup-test-duration',
      'ops-buildup-late-derivative-rise',
    ],
  },
  {
    id: 'res-pvt-sampling',
    title:
      'PVT fluid sampling of an oil or gas-condensate well: bottomhole (single-phase) samples or separator samples for recombination, conditioning the well so the flowing pressure stays above the saturation pressure with a stable GOR, the number of samples, the quality checks (opening pressure, bubble point, consistency, mud-filtrate contamination), and shipping pressured bottles safely',
    area: 'operations',
    aliases: [
      'PVT sampling',
      'PVT sample',
      'PVT samples',
      'PVT fluid sample',
      'fluid sampling',
      'reservoir fluid sampling',
      'reservoir fluid sample',
      'reservoir fluid samples',
      'bottomhole sample',
      'bottomhole samples',
      'bottomhole sampling',
      'bottom hole sample',
      'bottom-hole sample',
      'BHS',
      'subsurface sample',
      'subsurface sampling',
      'downhole sample',
      'downhole sampling',
      'single-phase sampler',
      'single phase sample',
      'monophasic sampler',
      'monophasic sample',
      'SPS sampler',
      'separator samples',
      'separator sampling',
      'separator gas and oil samples',
      'surface sampling',
      'surface recombination',
      'recombination sample',
      'recombined sample',
      'recombination GOR',
      'sample bottles',
      'sample cylinders',
      'PVT bottles',
      'well conditioning for sampling',
      'conditioning the well',
      'condition the well',
      'opening pressure',
      'bubble point at room temperature',
      'bubble point check',
      'saturation pressure check',
      'sample validity',
      'sample quality check',
      'OBM filtrate contamination',
      'mud filtrate contamination',
      'PVT lab',
      'PVT study',
      'representative sample',
      'valid samples',
      'samples valid',
      'sample validation',
      'FBHP below Pb',
      'flowing pressure below the bubble point while sampling',
      'below the saturation pressure while sampling',
      'API RP 44',
    ],
    // Sales samples, tank gauging, deposits and water analyses are other entries' samples.
    // A rising GOR or a bubble point asked about is the well's or the correlation's, not sampling.
    appliesWhen: [
      'sample',
      'samples',
      'sampling',
      'sampler',
      'PVT',
      'bottle',
      'bottles',
      'recombination',
      'recombine',
      'BHS',
      'fluid study',
    ],
    notWhen: [
      'LACT',
      'BS&W',
      'grind-out',
      'grind out',
      'thief hatch',
      'tank gauging',
      'deposit',
      'scale sample',
      'water analysis',
    ],
    symptoms: [
      'GOR drifting up while conditioning the well for sampling',
      'flowing bottomhole pressure below the bubble point during sampling',
      'sample bottles with different bubble points',
      'opening pressure of the sample bottle lower than the sampling pressure',
      'lab bubble point equal to the sampling pressure',
      'PVT sample contaminated with oil-based mud filtrate',
      'recombined GOR does not match the field GOR',
    ],
    summary:
      'A PVT sample is only worth analysing if the fluid reached the sampler in one phase, as it is in the reservoir: condition the well first by stepping the rate down to a low, stable rate at which the flowing bottomhole pressure stays above the saturation pressure and the GOR holds steady for hours. Take single-phase bottomhole samples from an undersaturated oil, separator gas and oil at the same time (with the rates and conditions) for recombination from a gas condensate or where bottomhole sampling is impractical; take several, check opening pressures, room-temperature bubble points, consistency and mud-filtrate contamination, and ship the bottles as the pressure vessels they are.',
    body: `**Ask first**: how far is the reservoir pressure above the fluid's saturation pressure (the bubble point of an oil, the dew point of a gas condensate), what fluid is it (black or volatile oil, gas condensate; GOR and gravity), was the well drilled with oil-based mud, and is it clean — load and filtrate back, a low watercut — at the rate you mean to sample?

**Which way to sample**
- **Bottomhole (subsurface) samples:** for an undersaturated oil whose flowing pressure at the sampler can be held above the bubble point. Samplers run on wireline (or in the test string) catch the fluid at reservoir pressure; **single-phase (monophasic) samplers** keep it above its saturation pressure as it cools on the way out, with a nitrogen-charged piston, so it reaches the lab unflashed — the choice where asphaltenes, wax or sulfur compounds must be measured as they were. Run a static or flowing gradient first to find the brine and gas levels, and set the samplers in oil, above any water, where the pressure is above the bubble point. Not for gas condensates (the sampler catches an unknown share of liquid dropped out in the tubing), nor where brine stands at the sampling depth.
- **Separator samples for recombination:** separator gas and separator oil taken at the same time from a stable separator, with its pressure, temperature and the gas and oil rates recorded, and recombined in the lab at the measured GOR. The standard for gas condensates, and for oil wells where bottomhole sampling is impractical (high rates, pumped or gas-lifted wells, brine in the sump); it gives large volumes. It is only as good as the GOR: an error of a few percent in the GOR shifts the saturation pressure.
- **Wellhead samples:** only where the fluid is still single-phase at the wellhead (a highly undersaturated oil, a dry gas).
- **Formation-tester samples** in open hole, before completion: pumped out until the filtrate contamination read downhole is low, into single-phase bottles.

**Conditioning the well first**
- Sample early in the well's life, before the pressure near it has fallen toward the saturation pressure — once the reservoir itself is below it, no sample is the original fluid.
- Clean the well up first: load, completion fluid and mud filtrate back, the watercut low and steady.
- **Step the rate down** in three or four stages (for example to about 75, 50 and 25–35 % of the normal rate), holding each until the wellhead pressure and the GOR settle. The aim is a low, stable rate at which the flowing bottomhole pressure stays above the bubble point (oil) — or as close to the dew point as the well allows while it still lifts its liquid steadily (gas condensate).
- **Stable means:** the separator GOR steady within a few percent over several consecutive readings spread over hours — commonly 4–8 h for an oil, a day or more for a gas condensate — with the wellhead pressure, the separator pressure, temperature and level steady and no slugging.
- **A GOR drifting up, or a flowing bottomhole pressure below the bubble point, means two-phase flow near the well:** gas coming out of solution around the wellbore is first held back (the GOR falls) and then produced faster than the oil once it moves (the GOR rises). A sample taken then carries too little or too much gas. In a gas condensate below its dew point near the well, liquid builds a ring around the wellbore; only when that ring has stopped growing and the GOR is steady can the wellstream again match the reservoir gas.
- Too low a rate has its own trouble: a gas-condensate well under its critical rate loads with liquid and heads, and the surface GOR swings — the lowest rate that lifts its liquid steadily is the floor.
- Worked by hand (oil): reservoir pressure 4,200 psia (29.0 MPa), bubble point estimated at 3,100 psia (21.4 MPa) from offsets or a correlation, PI 2.0 STB/d/psi (0.046 m³/d/kPa). With a 10 % margin the flowing bottomhole pressure must stay above about 3,400 psia (23.4 MPa): a drawdown of at most 800 psi, a rate under 1,600 STB/d (254 m³/d). With the bubble point uncertain, condition at about 600 STB/d (95 m³/d): drawdown 300 psi, flowing pressure about 3,900 psia (26.9 MPa) — then check the first sample's bubble point against it.

**The number of samples, and what to record**
- **Bottomhole:** at least three samplers on a run (or two runs), so that two or more agree, and a spare.
- **Separator:** at least two, better three, gas cylinders and two oil bottles, taken as pairs at the same time, plus stock-tank oil and produced water.
- **Record** on the sampling sheet: the rate history and each step, the flowing bottomhole and wellhead pressures, the separator pressure and temperature, the gas meter's readings and the gas gravity it assumed, the oil rate at separator conditions (meter factor, shrinkage to stock tank), and the time of every sample.
- Worked by hand (recombination): 1,250 Mscf/d of gas (35,400 m³/d) over 1,000 bbl/d of separator oil (159 m³/d) gives a separator GOR of 1,250 scf per barrel of separator oil (about 223 m³/m³). If the orifice meter's rate assumed a gas gravity of 0.70 and the lab measures 0.75, the gas was overstated by √(0.75 ÷ 0.70) ≈ 1.035: the lab recombines at about 1,208 scf/bbl (215 m³/m³). The GOR must be on the same basis — per barrel of separator oil, not stock-tank oil — or be converted with the shrinkage.

**Likely causes of a bad sample**
- Two-phase flow at the sampling point: the flowing pressure below the saturation pressure, or the well not yet stable.
- A wrong GOR: the separator carrying liquid over into the gas or gas under into the oil, a meter with the wrong gravity or factors, rates not measured at the time of sampling.
- A bottle that leaked or a valve that passed; oxygen left in a badly purged bottle; brine caught in a bottomhole sampler.
- Contamination: oil-based mud filtrate in the oil, completion fluids, H2S lost to the bottle's walls.

**What to check, in this order** (at the wellsite, and again when the lab receives the bottles)
1. **Opening pressure** of every bottle, corrected to the sampling temperature, against the pressure it was filled at: a low one leaked or was not filled properly.
2. **Bubble point at room temperature** (bottomhole and single-phase samples): a quick pressure–volume check; bottles of one run should agree within about 1–2 %. Example: 2,710, 2,725 and 2,540 psig at 68 °F (18.7, 18.8 and 17.5 MPa at 20 °C) — the third lost gas or caught brine or a second phase: set it aside.
3. **Saturation pressure against the sampling pressure:** a bubble point at or very near the flowing pressure at the sampler says the oil was saturated there — two-phase flow likely, the sample suspect. A separator oil's bubble point at separator temperature should equal the separator pressure; lower means gas was lost.
4. **Consistency:** gas compositions alike bottle to bottle; the separator gas and oil in equilibrium (a Hoffman plot); the lab's GOR and gravity against the field's.
5. **Contamination:** oil-based mud filtrate shows as an odd hump in the carbon-number distribution; aim below about 5 % by weight of stock-tank oil (10 % at most) — the lab subtracts it, with an error that grows with it. Check for free brine, oxygen and nitrogen in the gas (a badly purged bottle), and measure H2S on site.

**What to do**
- Condition the well as above, then sample at the stable, low rate without touching the choke; keep the separator pressure, temperature and level steady through the sampling.
- Take the separator gas from the top of the vessel through a short, clean, warm connection, and the oil from the liquid outlet right at the separator, purged and filled slowly to avoid flashing; take every pair at the same time as the rates.
- Transfer bottomhole samples into transport bottles above their saturation pressure, restored to single phase first (pressured and agitated), and keep them above it.
- Reject and repeat rather than analyse a doubtful sample: the PVT study, the reserves and the facility design will rest on it for the life of the field.

**Safety:** sample bottles are pressure vessels. Use only certified bottles inside their rating and test date, with fittings, pigtails and valves rated for the pressure; bleed down before breaking a connection, never tighten a fitting under pressure, and stand clear of valve stems and fittings. Never leave or ship a bottle liquid-full — a full bottle that warms up builds pressure enough to burst it; leave the gas cushion (ullage) the procedure calls for, commonly about 10 %, or use a piston bottle with its gas buffer. Heat bottles only in a controlled oven or jacket. Pressured bottles ship as dangerous goods — in the United States under 49 CFR (cylinders and their valves protected, labelled and in approved cases), by plane under the IATA rules — with the sampling sheets and chain of custody. On sour wells wear an H2S monitor and have breathing apparatus; vent purge gas away from people, bond and ground against static, and keep ignition sources away.`,
    sources: [PETROWIKI_FLUID_SAMPLING, API_RP_44, MCCAIN_ALEXANDER, WHITSON_BRULE, DOT_CYLINDERS],
    lastReviewed: REVIEWED,
    related: ['ops-gor-rising', 'res-condensate-banking', 'ops-pressure-buildup-test'],
  },
];
