import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { API_RP_59, cfrSection, FIELD_REVIEWED, slbGlossary, spePaper } from './sources';

const CUTTINGS_TRANSPORT_DIRECTIONAL = spePaper(
  'P. H. Tomren, A. W. Iyoho and J. J. Azar, "Experimental Study of Cuttings Transport in Directional Wells", SPE Drilling Engineering, 1986 (SPE-12123-PA)',
  '10.2118/12123-PA',
);

const FLOW_RATE_DEVIATED_WELLS = spePaper(
  'Y. Luo, P. A. Bern and B. D. Chambers, "Flow-Rate Predictions for Cleaning Deviated Wells", IADC/SPE Drilling Conference, 1992 (IADC/SPE-23884-MS)',
  '10.2118/23884-MS',
);

const PIPE_ROTATION_HOLE_CLEANING = spePaper(
  'R. A. Sanchez, J. J. Azar, A. A. Bassal and A. L. Martins, "Effect of Drillpipe Rotation on Hole Cleaning During Directional-Well Drilling", SPE Journal, 1999 (SPE-56406-PA)',
  '10.2118/56406-PA',
);

const IADC_GAS_CUT_MUD: KnowledgeSource = {
  title: 'IADC Drilling Matters glossary: gas-cut mud',
  url: 'https://drillingmatters.iadc.org/glossary/gas-cut-mud/',
};

const DRILLING_FLUID_PRACTICES = cfrSection(
  30,
  '250.456',
  'What safe practices must the drilling fluid program follow? (hole fill on trips, swab and surge, circulating out an influx)',
);

const TIP_SCREENOUT_FRACTURING = spePaper(
  'M. B. Smith, W. K. Miller and J. Haga, "Tip Screenout Fracturing: A Technique for Soft, Unstable Formations", SPE Production Engineering, 1987 (SPE-13273-PA)',
  '10.2118/13273-PA',
);

const FRACTURING_PRESSURES = spePaper(
  'K. G. Nolte and M. B. Smith, "Interpretation of Fracturing Pressures", Journal of Petroleum Technology, 1981 (SPE-8297-PA)',
  '10.2118/8297-PA',
);

/**
 * Day-to-day well operations that go wrong slowly before they go wrong fast: cleaning the hole
 * (vertical and high-angle), gas-cut mud and what the gas trend says about the balance, and a
 * screenout during a frac or frac-pack.
 */
export const wellOperationEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-hole-cleaning',
    title:
      'Hole cleaning, vertical and high-angle or horizontal: signs of a dirty hole, flow rate and rotation, sweeps, circulating clean before a trip, and the cuttings bed at 35–65°',
    area: 'drilling',
    aliases: [
      'hole cleaning',
      'poor hole cleaning',
      'cleaning the hole',
      'clean the hole',
      'clean this hole',
      'is the hole clean',
      'dirty hole',
      'cuttings transport',
      'cuttings bed',
      'cuttings bed on the low side',
      'cuttings bed avalanche',
      'cuttings loading',
      'hole cleaning in a horizontal well',
      'high angle hole cleaning',
      'horizontal hole cleaning',
      'hi-vis sweep',
      'high-vis sweep',
      'high viscosity sweep',
      'weighted sweep',
      'heavy sweep',
      'low-vis sweep',
      'tandem sweep',
      'bottoms up',
      'bottoms-up multiples',
      'circulate the hole clean',
      'circulating clean before a trip',
      'backreaming',
      'controlled ROP',
      'control drilling',
      'annular velocity',
      'low-end rheology',
      '6 rpm reading',
      '3 rpm reading',
      'LSYP',
      'low shear yield point',
    ],
    symptoms: [
      'torque and drag going up every stand',
      'overpull on connections',
      'hole packing off',
      'not seeing the cuttings at the shakers for the ROP we are drilling',
      'ECD creeping up while drilling',
      'fill on bottom after a connection',
    ],
    summary:
      'A dirty hole shows in rising torque and drag, overpull on connections, pack-off tendencies, rising ECD and fewer cuttings at the shakers than the ROP makes. Clean it with flow rate, pipe rotation (the main tool above about 35°, where a cuttings bed forms), controlled ROP, low-end rheology, sweeps that suit the angle and enough bottoms-up before a trip.',
    body: `**Ask first**: what is the inclination of the section, the hole size, and are you rotating or sliding with a motor?

**Drill on to TD and clean up there?**
Not while the signs are building. Overpull, torque and ECD climbing with the shakers running light mean a cuttings bed is growing: every stand drilled adds to it, and it packs off on a connection or on the trip out, not at TD. Slow or stop the ROP and circulate at the highest rate the ECD allows with full rotation, reciprocating, until the cuttings at the shakers fall off and torque, drag and ECD come back toward the clean-hole trend — several bottoms-up, judged at the shakers, not a fixed time — then drill on at a ROP the flow can clean.

**Signs the hole is not clean**
- Torque and drag (pick-up and slack-off weights) trending away from the model; overpull on connections and trips.
- Pack-off tendencies: pump pressure spikes, torque erratic, returns dropping when the string is picked up.
- Fewer cuttings at the shakers than the ROP and hole size should give; small, rounded, reground cuttings.
- ECD rising above the clean-hole value at the same flow rate; fill on bottom after connections.

**How angle changes the problem**
- **Vertical to about 30°:** cuttings stay suspended; annular velocity above their slip velocity and viscosity carry them out. High-vis sweeps work here.
- **About 35–65°: the worst range.** Cuttings settle a short distance to the low side, form a bed and the bed slides (avalanches) down when the pumps stop — the classic pack-off on connections and trips.
- **Above about 65° and horizontal:** a stable bed lies on the low side; only high flow rate with pipe rotation stirs it back into the flow. Sliding with a motor cleans almost nothing.

**What to do**
- **Flow rate:** run the highest rate the ECD, the pumps and the motor/MWD allow. Typical high-angle guidelines: 8-1/2 in. hole about 450–600 gpm, 12-1/4 in. about 800–1,100 gpm; in near-vertical hole keep annular velocity well above the cuttings' slip velocity.
- **Rotation in high-angle hole:** rotary speed is what lifts a bed — aim for roughly 120 rpm or more in 8-1/2 in. and 150–180 rpm in 12-1/4 in. (within string and tool limits), and after long slides.
- **Controlled ROP:** drill no faster than the flow rate can clean; in deviated hole a fast interval builds a bed you pay for later.
- **Rheology:** watch the low-end readings (6 and 3 rpm, or low-shear yield point), not YP alone; a common rule in high-angle hole is a 6-rpm reading of about 1 to 1.5 times the hole diameter in inches. Too thin and cuttings settle; too thick and the ECD climbs.
- **Sweeps — match them to the angle and judge them at the shakers:**
  - *High-vis:* good in vertical and low-angle hole; in high-angle hole it rides over the bed and does little.
  - *Low-vis (turbulent):* stirs a bed in high-angle hole, best with rotation; often pumped in tandem ahead of a high-vis or weighted pill.
  - *Weighted (a few ppg over the mud):* buoyancy helps in any angle; watch the ECD and a narrow fracture margin.
  - No extra cuttings when a sweep returns: the hole was clean or the sweep is wrong — do not pump them out of habit.
- **Before a trip, circulate clean:** rotate and reciprocate at full rate until the shakers clean up. Typical bottoms-up multiples: near-vertical about 1.5, 30–60° about 2 to 2.5, high-angle and horizontal 3 or more — the shakers, not the count, say when it is clean.
- **Pulling out:** watch overpull stand by stand; at a tight spot go back down and circulate with rotation rather than pulling harder. Backream only with full flow and rotation, slowly — backreaming too fast builds a pack-off ahead of the BHA.

**What to check, in this order**
1. Torque, drag and overpull trends; cuttings returned against cuttings drilled.
2. ECD against the clean-hole value; pump pressure on connections.
3. Flow rate, rpm, slide/rotate ratio and low-end rheology against the section's plan.

**Safety:** a pack-off raises bottomhole pressure at once — it can break down the formation and cause losses (and with them a kick). When the string packs off, reduce the pump rate at once to limit the pressure, then work the string to regain circulation.`,
    sources: [
      CUTTINGS_TRANSPORT_DIRECTIONAL,
      FLOW_RATE_DEVIATED_WELLS,
      PIPE_ROTATION_HOLE_CLEANING,
    ],
    lastReviewed: '2026-12-05',
    related: ['drill-stuck-pipe', 'drill-lost-circulation', 'drill-wellbore-instability'],
  },
  {
    id: 'drill-gas-cut-mud',
    title:
      'Gas-cut mud: why a badly gas-cut return barely lowers bottomhole pressure, background, connection and trip gas, degasser and poor-boy separator, and when to weight up',
    area: 'drilling',
    aliases: [
      'gas-cut mud',
      'gas cut mud',
      'gas cut',
      'gas-cut returns',
      'gas cutting',
      'mud weight cut by gas',
      'background gas',
      'connection gas',
      'CG',
      'trip gas',
      'TG',
      'drilled gas',
      'rising connection gas',
      'connection gas increasing',
      'degasser',
      'vacuum degasser',
      'poor boy',
      'poor-boy degasser',
      'poorboy separator',
      'mud gas separator',
      'MGS',
      'gas buster',
      'pressurized mud balance',
      'weight up for gas',
    ],
    symptoms: [
      'mud coming back gas cut',
      'mud weight out lighter than mud weight in',
      'connection gas getting bigger every connection',
      'high trip gas after the trip',
      'background gas going up with the ROP',
      'mud foaming and bubbling at the shakers',
    ],
    summary:
      'Gas expands mostly near surface, so mud cut to half its weight at the flowline lowers bottomhole pressure by only tens of psi. Flow-check first — a flowing well is a kick. On a static well, degas and control ROP for drilled gas; connection or trip gas rising connection after connection means the mud is close to balance, and it is time to weight up.',
    body: `**Immediate actions**
1. **Flow-check:** pick up, stop the pumps and watch the flow line or trip tank, and check the pit totals for a gain.
2. **Well flowing or a gain: it is a kick — shut in** by the standing orders and record SIDPP, SICP and the gain; do not weight up the active system while circulating on an open well.
3. **Static:** keep drilling or circulating with the returns through the degasser (the poor-boy separator if the gas is heavy), and weigh the mud with a pressurized balance.

**Ask first**: did the flow check show flow or a gain, and is the gas background gas with ROP, or connection or trip gas that is growing?

**Why the surface cut says little about bottomhole pressure**
Gas is compressed at depth and expands mostly in the top few hundred feet, so a column that is lightly gassed at the bottom reads badly cut at the flowline. The loss of bottomhole pressure is roughly (mud weight in − cut weight) ÷ cut weight × 14.7 psi × ln(bottomhole pressure ÷ 14.7): 12.0 ppg mud cut to 6.0 ppg at surface in a 10,000 ft well (about 6,200 psi) loses only about 90 psi, under 0.2 ppg equivalent. The cut matters more in shallow hole, and it becomes a kick when gas keeps coming — the pit level and the flow check decide, not the mud balance. Gas dissolved in oil-based mud hides until it breaks out near surface, then expands fast.

**Reading the gas**
- **Background gas:** gas from the rock drilled and from a slow feed from the formation; it rises with ROP and hole size. Drilled gas is in the cuttings — weighting up does not stop it.
- **Connection gas:** a peak one lag after each connection, when the pumps stop (the ECD goes) and the pipe moves. A small steady peak is normal; **connection gas rising connection after connection means pore pressure is approaching the static mud weight** — the well is nearly balanced without the ECD.
- **Trip gas:** the peak at bottoms up after a trip, from swabbing and time without circulation; large or growing trip gas says the trip margin is thin.
- Read it with the other pore-pressure signs: drilling break, d-exponent, splintery cavings, flowline temperature.

**What to do**
- **Flow-check before deciding anything:** a flow or a gain makes it a kick — shut in; the choices below are for a static well.
- **Degas before the mud goes back downhole:** the vacuum degasser handles gas entrained in returns on the active system; the poor-boy (mud-gas) separator takes heavy gas returns and everything circulated through the choke, sending gas to the flare or vent line.
- **Drilled or background gas only (flow check static, no gain):** control ROP, circulate it out, degas; do not add barite to bring the gassy mud-out weight back up.
- **Weight up when** connection or trip gas keeps rising, other pore-pressure signs agree, or a trip needs more margin — in small steps (0.1–0.2 ppg) and within the fracture gradient at the shoe.
- **Do not weight up** on a surface cut alone, on drilled gas, or with a narrow margin to losses without an engineer's check — losses drop the column and can turn gas into a kick.
- **After a kick** the mud weight comes from the kill sheet (SIDPP), not from incremental weight-ups.

**Safety:** treat gas at surface as flammable and possibly sour — H2S monitors on, ignition sources controlled around the shakers and pits, the poor-boy vented away from the rig floor. Never overload the poor-boy: at high gas rates its liquid seal can blow through.`,
    sources: [
      IADC_GAS_CUT_MUD,
      slbGlossary('connection gas'),
      slbGlossary('trip gas'),
      API_RP_59,
      DRILLING_FLUID_PRACTICES,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-ballooning-or-kick', 'drill-kill-methods'],
  },
  {
    id: 'comp-frac-screenout',
    title:
      'Screenout during a frac or frac-pack: signs, cutting sand and flushing below the maximum treating pressure, cleaning out afterwards, and a tip screenout (TSO) by design versus a premature screenout',
    area: 'completions',
    aliases: [
      'screenout',
      'screen-out',
      'screen out',
      'screened out',
      'sanded off',
      'sand off',
      'sandout',
      'sand-out',
      'premature screenout',
      'near-wellbore screenout',
      'wellbore screenout',
      'tip screenout',
      'tip screen-out',
      'TSO',
      'TSO frac',
      'frac-pack screenout',
      'frac pack screenout',
      'treating pressure climbing',
      'net pressure slope',
      'Nolte-Smith plot',
      'cut sand',
      'go to flush',
      'maximum treating pressure',
      'max treating pressure',
      'MTP',
      'pressure kickout',
      'coiled tubing cleanout',
      'CT cleanout',
      'sand in the casing after the frac',
      'reverse out',
    ],
    symptoms: [
      'treating pressure climbing fast at constant rate',
      'pressure going vertical when the sand hit the perfs',
      'screened out on the stage',
      'net pressure slope going steep on the log-log plot',
      'sand left in the wellbore and the plug cannot be pumped down',
      'frac pack screened out before the designed sand was placed',
    ],
    summary:
      'Treating pressure climbing fast at a constant rate means proppant is bridging: cut sand, go to flush and shut down before the maximum treating pressure; then flow back or clean out with coiled tubing and re-design. On a frac-pack a tip screenout is the designed event; a premature one leaves the pack short — reverse out and log it.',
    body: `**Immediate actions**
1. **Cut sand** — switch the blender to clean fluid — as soon as the pressure climbs at constant rate beyond the design, and **go to flush** (on a frac-pack, the rise after a designed TSO is expected).
2. **Never exceed the maximum treating pressure:** cut the rate as the pressure rises and **shut down before the limit** rather than at it; the kickouts are a last barrier, not a target.
3. Shut down, close the well in at the frac tree, and record the pressure fall-off; keep people out of the red zone around the treating iron.

**Ask first**: is this a plug-and-perf or multistage frac, or a frac-pack with a tip screenout designed in — and how far into the proppant schedule did the pressure turn up?

**Signs**
- Treating pressure rising faster and faster at a constant rate, often soon after a higher proppant concentration reaches the perforations; a near-vertical rise means the perforations or wellbore have bridged.
- On the net-pressure log-log plot: a gentle positive slope is normal confined growth, flat means height growth or fissures taking fluid, a slope of about 1 or more means tip extension has stopped — a screenout developing; steeper than 1 is near-wellbore.

**Likely causes:** too small a pad for the leakoff, too low a rate, fluid viscosity too low to carry the sand (or crosslink or breaker trouble), a proppant ramp too steep or concentration too high, near-wellbore tortuosity or too few perforations open, natural fractures taking fluid.

**What to do afterwards**
- **Sand left in the casing:** flow the well back through a choke to unload it (enough rate to lift sand, sand traps and erosion watch), or clean out with coiled tubing (gel or foam sweeps, nitrogen) — in plug-and-perf, before the next plug can be pumped down.
- **Re-design the stage or the next one:** bigger pad, higher rate, a more viscous or better-crosslinked fluid, a slower proppant ramp and lower maximum concentration, proppant slugs or finer mesh early to erode tortuosity, more perforations open; use the step-down and minifrac results.

**Frac-pack: tip screenout by design versus premature screenout**
- **TSO by design:** the pad leaks off, proppant bridges at the fracture tip, length stops growing and continued pumping inflates width — net pressure rises steadily once the TSO arrives. That rise is the plan, not a screenout to fight.
- **Premature screenout:** the pressure jumps before the designed TSO or proppant volume, usually near the wellbore — the fracture is short and the screen–casing annulus may hold voids.
- **After either:** reverse out the excess slurry above the packer with the service tool in the reverse position, compare proppant pumped with proppant reversed to estimate what is behind pipe and in the annulus, and **log the pack** (a gravel-pack log) to find voids. Voids above the screens mean sand production later — repack or plan a remedy before the well goes on.

**Safety:** screenout pressures reach the limit of the casing, frac tree and treating iron within seconds; the maximum treating pressure comes from the weakest of them, with the kickouts and relief valves set below it and the annulus monitored. Bleed down through the designed flowback line only, never by breaking a connection.`,
    sources: [TIP_SCREENOUT_FRACTURING, FRACTURING_PRESSURES, slbGlossary('sandout')],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['comp-sand-control', 'comp-frac-flowback', 'comp-frac-hits'],
  },
];
