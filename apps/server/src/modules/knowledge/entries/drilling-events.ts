import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  cfrSection,
  FIELD_REVIEWED,
  SLB_VOLUMETRIC,
  slbGlossary,
  spePaper,
} from './sources';

const DRILLING_FLUID_PRACTICES = cfrSection(
  30,
  '250.456',
  'What safe practices must the drilling fluid program follow? (hole fill on trips, swab and surge, circulating out an influx)',
);

const WASHOUT_DETECTION = spePaper(
  'C. Jeong, Y. Yu, D. Mansour, V. Vesslinov and R. Meehan, "A Physics Model Embedded Hybrid Deep Neural Network for Drillstring Washout Detection", IADC/SPE International Drilling Conference, 2020 (IADC/SPE-199629-MS)',
  '10.2118/199629-MS',
);

const DRILLING_HYDRAULICS_CASE: KnowledgeSource = {
  title:
    'R. Ashena et al., "Improving drilling hydraulics estimations — a case study" (standpipe pressure drops, washouts and twist-offs), Journal of Petroleum Exploration and Production Technology, 2021',
  url: 'https://doi.org/10.1007/s13202-021-01203-4',
};

const JPT_WASHOUT_PUMP_FAILURE: KnowledgeSource = {
  title:
    'JPT, "An Artificial Intelligence Belief System Reduces Nonproductive Time" (detecting drillstring washouts and mud-pump failures from standpipe pressure and pump rate)',
  url: 'https://jpt.spe.org/artificial-intelligence-belief-system-reduces-nonproductive-time',
};

const WILD_WELL_BALLOONING: KnowledgeSource = {
  title: 'Wild Well Control glossary: Ballooning (formation) — wellbore breathing',
  url: 'https://www.wildwell.com/glossary/ballooning-formation',
};

const AOGR_BALLOONING: KnowledgeSource = {
  title:
    'S. L. Richert, "Ballooning Perception May Be Flawed", American Oil & Gas Reporter, April 2019',
  url: 'https://www.aogr.com/magazine/sneak-peek-preview/ballooning-perception-may-be-flawed',
};

const IADC_STRIPPING: KnowledgeSource = {
  title: 'IADC Lexicon: stripping (after API RP 59)',
  url: 'https://iadclexicon.org/stripping/',
};

/**
 * Events on the rig floor that look alike and need telling apart before acting: pump pressure
 * falling while drilling, a flow on connections (ballooning or a kick), and a kick taken with the
 * bit off bottom.
 */
export const drillingEventEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-pump-pressure-drop',
    title:
      'Pump pressure falling while drilling (same strokes, pressure down): washout, lost nozzle, mud pump trouble, twist-off or gas in the annulus',
    area: 'drilling',
    aliases: [
      'pump pressure drop',
      'pump pressure dropping',
      'pump pressure falling',
      'losing pump pressure',
      'loss of pump pressure',
      'standpipe pressure dropping',
      'standpipe pressure falling',
      'SPP drop',
      'SPP falling',
      'pressure loss at the same strokes',
      'washout in the drill string',
      'drill string washout',
      'drillstring washout',
      'drill pipe washout',
      'washed out drill pipe',
      'washed connection',
      'washed tool joint',
      'hole in the pipe',
      'lost nozzle',
      'lost a jet',
      'lost a bit nozzle',
      'nozzle washed out',
      'twist-off',
      'twist off',
      'twisted off',
      'twistoff',
      'mud pump problems',
      'mud pump valve washed out',
      'washed pump valve',
      'pump liner leaking',
      'pump suction starved',
      'mud pump cavitation',
      'pulsation dampener',
    ],
    symptoms: [
      'pump pressure dropped at the same strokes',
      'standpipe pressure slowly falling while drilling',
      'pressure down a couple hundred psi and the strokes crept up',
      'lost pump pressure suddenly and the string weight dropped',
      'pump pressure erratic and the pump knocking',
      'pump pressure keeps dropping every stand',
    ],
    summary:
      'Falling pump pressure at the same strokes means mud is taking an easier path: a washout in the string, a lost nozzle, a pump or surface-line fault, a twist-off, or a lighter annulus from gas or an influx. Stop drilling, check the pumps and surface lines first while watching the pits, flow-check, then pull and inspect — drilling on turns a washout into a twist-off.',
    body: `**Ask first**: did the pressure fall all at once or creep down over hours, and did the pit volume, flow-out, hook load or torque change with it?

**Likely causes**
- **Washout in the string:** a fatigue crack or a washed connection in drill pipe, heavyweight or collars lets mud bypass the bit. Pressure creeps down — tens of psi an hour, then faster as the hole grows — and ROP and motor output fall. Left alone it ends in a twist-off.
- **Lost or washed nozzle:** a sudden step down — often a few hundred psi, more with small nozzles — then steady; the nozzle is now junk on bottom.
- **Mud pump trouble:** a washed valve or seat, a worn liner or piston, a starved suction (low pit, plugged suction screen, air drawn in, foamy or gas-cut mud), a failed pulsation dampener. Pressure erratic, the pump knocks, flow-out falls — and running the other pump alone at the same strokes brings the pressure back.
- **Surface leak:** a washed standpipe or mud-line valve, a bleed-off or fill-up line left open, a leaking top-drive washpipe or kelly hose.
- **Twist-off:** a sudden drop in pressure together with a loss of hook load (string weight) and torque.
- **Gas or an influx in the annulus, or lighter mud:** a lighter annular column lowers the pressure the pump works against, so pressure falls while strokes rise — with a pit gain and more flow-out if it is an influx. Water added to the system or a light pill in the string does the same without a gain.

**What to check, in this order**
1. **Stop drilling:** pick up off bottom, stop rotating, keep circulating at the same strokes, and have someone watch the pit volume and flow-out throughout.
2. **Surface first — pumps and lines:** run each pump alone at the same strokes and compare the pressures; look and listen for a knocking pump, a washed valve or liner, a low pit or plugged suction; walk the standpipe, mud lines, valves and the washpipe for leaks or an open bleed-off.
3. **Flow-check:** stop the pumps and watch the well. A gain, more returns or flow with the pumps off is a kick — shut in. Compare pit totals over the last hours.
4. **Hook load and torque:** a sudden loss of string weight with the pressure drop means a twist-off — do not run back down onto the fish.
5. **Pressure at the slow circulating rates** against the last recorded values, and mud weight in and out: lighter mud or gas-cut returns point to the annulus, not the string.
6. **Pull and inspect:** with pumps, lines and the well ruled out, pull out of the hole looking for the washout — a wet or eroded connection, a hole in a tube — and inspect the BHA and bit (missing nozzle).

**What to do**
- **Do not keep drilling on falling pump pressure:** a washout grows with every hour of circulation and ends in a twist-off and a fishing job; a few psi lost today is a parted string tomorrow.
- **Pump fault:** drill on the good pump while the other is repaired (valves and seats, liner and piston, suction screen, charge pump, dampener precharge); degas the mud if it is gas-cut.
- **Washout:** pull out, lay down the washed joint and inspect its neighbours; check makeup torque, drill-pipe inspection class and dogleg severity — fatigue concentrates in doglegs and just above the BHA.
- **Lost nozzle:** decide with the drilling engineer whether to trip — the nozzle on bottom can damage PDC cutters; pick it up with a junk basket or magnet if needed.
- **Twist-off:** pull the top part, measure the fish top and plan the fishing job (overshot or spear) before the hole deteriorates.
- **Influx:** follow the well-control procedure — shut in, record SIDPP, SICP and the gain, and circulate it out through the choke.

**Safety:** take new slow-circulating-rate pressures after any change in the string, the bit or the pumps — a kill sheet built on the old ones is wrong. Falling pump pressure with a pit gain is a kick until proven otherwise.`,
    sources: [WASHOUT_DETECTION, DRILLING_HYDRAULICS_CASE, JPT_WASHOUT_PUMP_FAILURE, API_RP_59],
    lastReviewed: FIELD_REVIEWED,
    related: ['ops-kick-warning-signs', 'drill-kill-methods', 'drill-stuck-pipe'],
  },
  {
    id: 'drill-ballooning-or-kick',
    title:
      'Ballooning (wellbore breathing) or a kick: losses while circulating, mud back on connections, fingerprinting the flow-back on the trip tank, and why a flow is a kick until proven otherwise',
    area: 'drilling',
    aliases: [
      'ballooning',
      'wellbore ballooning',
      'borehole ballooning',
      'formation ballooning',
      'wellbore breathing',
      'borehole breathing',
      'well breathing',
      'breathing formation',
      'ballooning or a kick',
      'ballooning versus a kick',
      'flow-back on connections',
      'flowback on connections',
      'connection flowback',
      'flow back when the pumps are off',
      'flow-back fingerprinting',
      'flowback fingerprint',
      'fingerprinting',
      'flow check fingerprint',
      'losses while drilling and gains on connections',
      'losing while circulating and gaining on connections',
      'hole is breathing',
      'trip tank gains on connections',
      'gaining on connections',
      'losing mud and getting it back',
    ],
    symptoms: [
      'well flows back on every connection after the pumps go off',
      'losing mud while drilling and getting it back on connections',
      'flowback on connections slowing down with time',
      'pits gain when the pumps stop and lose when they start',
      'flow check keeps flowing but the rate is dropping',
      'is it ballooning or a kick',
      'trip tank gains on every connection, fast at first and then slowing',
      'still flowing at the end of the flow check after the connection',
    ],
    summary:
      'A well that loses mud while circulating and gives it back on connections when the pumps stop may be ballooning — fractures opened by the ECD closing again — but a kick looks the same at first. Treat any flow as a kick until proven otherwise: flow-check, and shut in if in doubt; call it ballooning only when the flow-back on the trip tank matches the well’s fingerprint in volume and falling rate, the returns are clean and the shut-in pressures level off low.',
    body: `**Immediate actions**
1. **Treat a flow with the pumps off as a kick until proven otherwise:** flow-check on the trip tank and time the volume and rate.
2. **If the flow does not slow down clearly, is larger than before, or there is a gain, gas or pressure — shut the well in** by the standing orders and record SIDPP, SICP, the gain and the time.
3. **Do not call it ballooning without the evidence below**, and do not weight up the mud to stop a flow-back before you know which it is.
4. Call the toolpusher and the company representative; circulate bottoms up through the choke and gas buster before trusting the well again.

**Ask first**: do you have a flow-back fingerprint from earlier connections in this hole section, and how does this flow compare — volume, duration and whether the rate falls?

**How to tell them apart**

| | Ballooning | Kick |
|---|---|---|
| Flow-back volume | about what was lost while circulating; the same or less each connection | more than was lost, and growing connection to connection |
| Flow rate after the pumps stop | highest at once, then falls steadily toward zero | steady, or rising |
| Pit totals over hours | net loss while drilling | net gain |
| Returns | the same mud | gas-cut or lighter mud, chlorides changed, connection gas rising at bottoms up |
| Shut-in pressures | build slowly and level off at a low value; after a small measured bleed the next build-up is lower | build to stable values and come back to the same value after a small bleed |

**Likely causes of ballooning:** the ECD while circulating exceeds the pressure that opens natural or drilling-induced fractures, so mud is pushed in; when the pumps stop and the ECD goes, the fractures close and push it back. Common with a narrow margin between pore and fracture pressure, in fractured rock and in long horizontal sections. Temperature and compressibility of oil-based mud in deep, hot wells add a smaller flow-back of their own.

**What to check, in this order**
1. **The fingerprint:** on every connection record flow-back volume against time on the trip tank (every 15–30 s), with the same pumps-off routine each time; compare this connection with the earlier ones — a deviation is treated as a kick.
2. **Pit totals** over the last circulations: a net gain rules out ballooning.
3. **Shut-in pressure behaviour** (well shut in): the shape of the build-up, and — under the well-control supervisor — small measured bleeds through the choke to see whether the pressure returns to the same value.
4. **Bottoms up through the choke and gas buster:** gas, mud weight out, chlorides.
5. **The ECD against the fracture gradient and the losses while circulating:** ballooning needs losses when pumping.

**What to do**
- **Unsure: shut in and circulate bottoms up through the choke** (the first circulation of the driller's method) — it costs hours; a kick dismissed as ballooning can cost the well.
- **Ballooning confirmed:** lower the ECD (pump rate, bring the pumps up slowly, slower trips in), add wellbore-strengthening material, and keep fingerprinting every connection; managed-pressure drilling holds the bottomhole pressure constant across connections.
- **Never weight up to stop a ballooning flow-back:** the heavier mud raises the ECD, opens more fractures and gives more flow-back — and can end in losses followed by a real kick.

**Safety:** many well-control incidents began as a flow written off as ballooning. Gas can come back with ballooned mud; route flow-back and bottoms up through the gas buster, keep H2S monitors on, and shut in whenever the trend breaks the fingerprint.`,
    sources: [WILD_WELL_BALLOONING, AOGR_BALLOONING, API_RP_59, DRILLING_FLUID_PRACTICES],
    checks: ['equivalent_circulating_density'],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-lost-circulation', 'drill-kill-methods'],
  },
  {
    id: 'drill-kick-off-bottom-stripping',
    title:
      'A kick with the bit off bottom (pulling out on a trip): shut in on the safety valve, strip back to bottom through the BOP — no weighting up to a kill mud until the bit is back on bottom',
    area: 'drilling',
    aliases: [
      'kick off bottom',
      'kick with the bit off bottom',
      'kick with the pipe off bottom',
      'kick halfway out of the hole',
      'shut in on a trip',
      'stripping',
      'stripping in',
      'stripping in the hole',
      'strip to bottom',
      'strip back to bottom',
      'volumetric stripping',
      'stripping with volumetric control',
      'combined stripping and volumetric',
      'annular stripping',
      'ram to ram stripping',
      'stripping tank',
      'full-opening safety valve',
      'FOSV',
      'TIW valve',
      'inside BOP',
      'IBOP',
      'gray valve',
      'drop-in check valve',
      'pipe light',
      'kill mud off bottom',
      'kill mud from SIDPP with the bit off bottom',
      'weight up off bottom',
      'circulate a kill from bit depth',
    ],
    appliesWhen: ['off bottom', 'trip', 'pulling out', 'halfway', 'at the shoe', 'strip', 'POOH'],
    symptoms: [
      'took a kick halfway out of the hole',
      'well flowing with the bit at the shoe',
      'well kicked with the string half out of the hole',
      'kicked pulling out and shut in halfway up the hole',
      'trip tank gained pulling out and the well kept flowing, so we shut in',
      'want to weight up from the SIDPP and circulate from where the bit is',
      'casing pressure going up as we strip in',
      'how do we get back to bottom with the well shut in',
    ],
    summary:
      'A kick taken pulling out, with the bit off bottom: shut in on the full-opening safety valve first, then the BOP. A kill mud weighted up from SIDPP at bit depth is wrong, and circulating from there leaves any influx below the bit: strip back to bottom through the BOP, bleeding each stand’s closed-end displacement and letting casing pressure rise as gas migrates (volumetric control), then kill on bottom.',
    body: `**Immediate actions**
1. **Stab the full-opening safety valve (FOSV) in the open position, make it up and close it** — before closing the BOP, while the string is still reachable.
2. **Close the BOP** by the standing orders and record SICP, the pit gain, the bit depth and the time; call the toolpusher, company representative and well-control supervisor.
3. **Do not weight up to a kill mud worked out from SIDPP at bit depth, and do not start a circulating kill from off bottom** — plan to strip back to bottom.
4. **Shut-in pressures climbing:** gas is migrating — start volumetric control (bleed measured mud to hold bottomhole pressure) rather than let them climb toward MAASP.

**Ask first**: how far off bottom is the bit, is the influx below or above it (gain against the annular volume below the bit), and what are SICP and the maximum allowable annular surface pressure (MAASP)?

**Why not kill from where the bit is**
- SIDPP read off bottom tells the balance at the bit, not at the bottom of the hole; with the influx below the bit it reads much the same as SICP, and dividing it by the bit's shallower TVD gives a kill weight far too heavy — one that can break down the shoe.
- Circulating at bit depth only circulates what is above the bit: an influx below it stays, keeps migrating, and the heavy mud above it makes the next pressures meaningless.
- The well is killed properly once the bit is back on bottom: circulate the influx out, then read SIDPP and work out the kill mud.

**Stripping back to bottom with volumetric control**
1. Install an **inside BOP** (drop-in check or gray valve) on top of the closed FOSV, then open the FOSV — the string can now go in with the well shut in. Fill the string through it every few stands.
2. Strip through the **annular** with its closing pressure reduced so tool joints pass slowly (lubricate the pipe); change to **ram-to-ram** stripping when the pressure or the element's wear calls for it.
3. Bleed from the annulus through a manually worked choke into a calibrated **stripping tank**, and for each stand bleed exactly its **closed-end displacement** (steel plus capacity — the inside BOP keeps mud out).
4. **Volumetric control at the same time:** choose a safety margin and a working pressure step; let casing pressure rise by the margin plus the step; after that, bleed the extra mud volume whose hydrostatic equals the step (bbl = step ÷ (mud gradient × annular capacity)) while holding casing pressure constant, then raise the limit by one step. Casing pressure also rises as the BHA enters the influx and lengthens it — that is expected, not a reason to bleed more.
5. Check that the string will not go **pipe light** (well pressure × pipe area above the string's weight): then it must be snubbed, a specialist job.
6. Back on bottom: circulate the influx out by the driller's method, read SIDPP, work out the kill mud and kill the well.

**What to check, in this order**
1. SICP trend against MAASP; the influx position and length.
2. The stripping tank, choke and communication between the choke operator, the tank watcher and the driller; the trip sheet of stands and volumes bled.
3. Annular element condition and closing pressure; ram spacing for ram-to-ram; the pipe-light depth.

**What to do when stripping is not possible:** hold the well with the volumetric method until the gas reaches surface, then lubricate and bleed; bullheading or a circulating kill from bit depth only as a planned contingency with the well-control specialist.

**Safety:** non-essential people off the floor; H2S monitors on until the influx is known; keep hands clear of the pipe and the tool joints moving through the closed annular.`,
    sources: [API_RP_59, slbGlossary('stripping'), IADC_STRIPPING, SLB_VOLUMETRIC],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['drill-kick-while-tripping', 'ops-gas-migration-shut-in', 'drill-kill-methods'],
  },
];
