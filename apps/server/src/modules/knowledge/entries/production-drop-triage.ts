import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, petroWiki, spePaper } from './sources';

/**
 * A well making less than it did with no cause known yet: the question engineers ask before they
 * know whether it is the lift, the line, the wellbore or the reservoir. The entry splits the drop
 * by what fell and sends each branch to the entry for that cause.
 */

/** The date this entry was checked against its sources. */
const REVIEWED = '2026-12-05';

const GUO_DELIVERABILITY: KnowledgeSource = {
  title:
    'B. Guo, X. Liu and X. Tan, Petroleum Production Engineering, 2nd ed. (Gulf Professional Publishing, 2017): well deliverability (nodal analysis) — inflow against outflow, where the restriction is',
  url: 'https://www.sciencedirect.com/book/9780128093740/petroleum-production-engineering',
};

const VOGEL_IPR = spePaper(
  'J. V. Vogel, "Inflow Performance Relationships for Solution-Gas Drive Wells", JPT, January 1968 (SPE-1476-PA): comparing the inflow of two tests below the bubble point',
  '10.2118/1476-PA',
);

const TAKACS_ESP: KnowledgeSource = {
  title:
    'G. Takacs, Electrical Submersible Pumps Manual: Design, Operations, and Maintenance, 2nd ed. (Gulf Professional Publishing, 2018): pump performance curves, the affinity laws and the analysis of operating ESPs',
  url: 'https://www.sciencedirect.com/book/9780128145708/electrical-submersible-pumps-manual',
};

const API_11S = apiStandard(
  'API RP 11S, Recommended Practice for the Operation, Maintenance and Troubleshooting of Electric Submersible Pump Installations',
);

export const productionDropEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-production-drop-triage',
    title:
      'A well making less oil than it did, cause not known yet: split the drop first (total fluid, water cut, gas), then the test and meter, the surface, the lift, the wellbore and the reservoir, in that order',
    area: 'operations',
    aliases: [
      'production dropped',
      'production drop',
      'production fell',
      'production is down',
      'production went down',
      'rate dropped',
      'rate fell',
      'rate went down',
      'oil rate dropped',
      'oil rate down',
      'oil down',
      'production down',
      'rate down',
      'fell off a cliff',
      'below the last test',
      'less than the last test',
      'oil dropped',
      'oil fell off',
      'lost production',
      'losing production',
      'production loss',
      'lost oil',
      'well is making less',
      'well making less',
      'making less oil',
      'well fell off',
      'well dropped off',
      'underperforming well',
      'well underperforming',
      'below forecast',
      'short of forecast',
      'why is the well down',
      'well is down on production',
      'where did the oil go',
    ],
    // A question that says the rate fell; the same figures asked to be worked (an oil rate from a
    // gross and a water cut) are the calculator's.
    appliesWhen: [
      'dropped',
      'drop',
      'dropping',
      'fell',
      'falling',
      'fallen',
      'declined',
      'declining',
      'down',
      'less',
      'lost',
      'losing',
      'loss',
      'slid',
      'sliding',
      'underperforming',
      'forecast',
    ],
    // A gas well's rate falling is loading, a restriction or the reservoir, and a rod pump, an
    // ESP or gas lift named has its own rate-drop entry; a test that does not match the tanks is
    // the allocation entry's.
    notWhen: [
      'gas well',
      'mcfd',
      'mscfd',
      'mmscfd',
      'e3m3',
      'rod pump',
      'rod pumped',
      'beam pump',
      'pumping unit',
      'ESP',
      'submersible',
      'gas lift',
      'gas lifted',
      'plunger',
      'PCP',
      'allocation',
      'tank gauges',
      'GOR',
    ],
    symptoms: [
      'oil rate dropped and the cause is not known',
      'well test came in well below the last one',
      'production fell over a few weeks with nothing changed on purpose',
      'well making less oil than last month',
      'well fell off its normal rate',
      'lease production down and one well accounts for it',
    ],
    summary:
      'First split the drop on two good well tests: total fluid (gross) down with the water cut steady points at the lift, a restriction or the inflow; gross steady with the water cut up is a water problem; oil down with the GOR up is gas. Then check in order of cost: the test and the meter, the surface (choke, line and separator pressure), the lift, the wellbore (fill, wax, scale, a leak) and last the reservoir (productivity index across tests, depletion, offsets). A drop overnight is usually mechanical; one over weeks, a deposit, wear or the reservoir.',
    body: `**Ask first**: did the total fluid (gross) fall between the last good test and the new one, or only the oil? That decides which branch to follow.

**What to check, in this order (cheapest first)**
First split the drop on the two tests:

| What the two tests show | Points to |
|---|---|
| Gross down, water cut steady | The lift not keeping up (pump wear, gas interference, a tubing or rod leak, a gas-lift valve), a restriction (wax, scale, fill, a choke), backpressure at surface, or the inflow (skin, depletion) |
| Gross about the same, water cut up | More water, not less fluid: coning, a channel, breakthrough from an injector, a casing leak, a frac into water — the water-cut entry |
| Oil down, gas-oil ratio up | Pressure below the bubble point near the well, gas coning or a gas cap — the GOR entry |
| Several wells on one battery down together | The surface: header or sales-line pressure, a compressor down, the separator or the meter — not the wells |
| Down overnight | Usually mechanical: a parted rod, a stuck or worn-out pump, an ESP trip, a closed or plugged valve, a hole in the tubing, a choke washed out or plugged |
| Down over weeks | A deposit building (wax, scale, asphaltene), pump wear, skin building, depletion, an offset injector changed |

Example: 300 bopd falls to 180 bopd. At 1,000 bfpd and 70 % water before, 600 bfpd at 70 % now is 40 % less fluid → lift, restriction or inflow. 1,000 bfpd at 82 % water now is the same fluid with more water → the water branch.

1. **The numbers:** a test long enough to be stable (24 hours where the well heads or slugs), the test separator and meter calibrated, the dump valves working, tank gauges against the sales ticket. Retest before pulling anything: a bad test is the most common "drop".
2. **The surface:** choke size and condition (plugged, washed out), wellhead and flowline pressure against before — a higher wellhead pressure at less rate is backpressure downstream (wax in the line, a valve partly shut, higher line or separator pressure, a compressor down).
3. **The lift:**
   - **Rod pump:** a fluid level or pump intake pressure and a dynamometer card — a high fluid level over the pump means the pump or tubing is not lifting what comes in; pumped off means the inflow fell.
   - **ESP:** amps, intake pressure and frequency against the pump curve.
   - **Gas lift:** injection rate and casing pressure, and which valve is injecting.
   - **Flowing:** flowing tubing-head pressure and the choke, the well nearing the point it loads up.
4. **The wellbore:** tag for fill over the perforations, a gauge ring or slickline run for wax and scale, a tubing pressure test for a leak.
5. **The reservoir:** the productivity index J = q ÷ (Pr − Pwf) across tests, with a static pressure or a fluid level — J held while the pressure fell is depletion; J fell is damage or a wellbore problem (below the bubble point compare Vogel's qmax of each test). Look at offsets: an injector shut in or moved, a frac hit from a neighbour.
6. **When it started:** tie the drop to an event — a workover, a kill, an acid or chemical change, a long shut-in, an offset frac, a facility change. The event usually names the cause.

**What to do**
- Fix the cheap causes first (a retest, the choke, the line pressure, the chemical) before a rig.
- A lift failure or wear found: repair or resize the lift; a restriction found: treat it (hot oil or solvent for wax, acid or a dissolver for scale, a cleanout for fill).
- A productivity index that fell with the lift and the wellbore clear: a build-up for skin and kh before choosing a stimulation.
- Depletion: lower the flowing pressure (lift, less backpressure) or add pressure support; acid will not help.

**Safety**: a drop on a flowing well with the wellhead pressure climbing can be a blockage (hydrate, wax) under pressure: do not open a union or a valve body on a line that may hold trapped pressure.`,
    sources: [
      GUO_DELIVERABILITY,
      VOGEL_IPR,
      petroWiki('Artificial_lift', 'the lift methods and what limits each'),
    ],
    lastReviewed: REVIEWED,
    related: [
      'ops-damage-or-depletion',
      'lift-rod-pump-rate-drop',
      'ops-rate-decline-constant-choke',
      'ops-water-cut-rising',
      'ops-gor-rising',
      'lift-esp-rate-falling',
    ],
  },
  {
    id: 'lift-esp-rate-falling',
    title:
      'ESP well making less fluid with the intake pressure rising and the amps falling: a pump lifting less (tubing leak, worn or scaled stages, reverse rotation), not reservoir decline — read the rate, intake pressure, amps and wellhead pressure together',
    area: 'artificial-lift',
    aliases: [
      'ESP rate dropping',
      'ESP rate falling',
      'ESP production falling',
      'ESP making less',
      'ESP well making less fluid',
      'ESP losing rate',
      'ESP declining',
      'ESP amps falling',
      'ESP amps dropping',
      'amps sliding',
      'intake pressure rising',
      'pump intake pressure rising',
      'PIP rising',
      'PIP going up',
      'intake pressure going up',
      'fluid level rising on the ESP',
      'ESP worn pump',
      'worn stages',
      'ESP pump wear',
      'upsize the ESP',
      'bigger pump',
    ],
    // A rate or a reading that changed; free gas at the intake, a hot motor or trips that keep
    // coming are the trips-and-failures entry's, and other lifts have their own rate-drop entries.
    appliesWhen: [
      'dropped',
      'drop',
      'dropping',
      'fell',
      'falling',
      'fallen',
      'declined',
      'declining',
      'decline',
      'down',
      'less',
      'lost',
      'losing',
      'slid',
      'sliding',
      'rising',
      'risen',
      'rose',
      'up from',
      'bigger pump',
      'upsize',
    ],
    notWhen: [
      'free gas',
      'gas lock',
      'gas locking',
      'gas interference',
      'bubble point',
      'GOR',
      'amps fluctuating',
      'amps erratic',
      'amps swinging',
      'keeps tripping',
      'keep tripping',
      'rod pump',
      'rod pumped',
      'beam pump',
      'pumping unit',
      'gas lift',
      'plunger',
      'PCP',
    ],
    symptoms: [
      'ESP rate falling while the pump intake pressure rises',
      'motor amps sliding down and the intake pressure going up',
      'ESP well making less fluid with the fluid level rising',
      'ESP rate declining with the wellhead pressure steady',
      'ESP rate and intake pressure both falling',
      'ESP making less every day and the amps dropping',
    ],
    summary:
      'An ESP well making less fluid is either a pump lifting less or a well giving less, and the intake pressure tells which: rate down with the intake pressure (or fluid level) rising and the amps falling, at a steady wellhead pressure, is the pump — a tubing leak recirculating, worn or scaled stages, a partly plugged intake, reverse rotation after a restart — not reservoir decline, which pulls the intake pressure down. Check the gauges, the frequency and rotation, the wellhead pressure and a deadhead or tubing pressure test before a bigger pump is put in.',
    body: `**Ask first**: has the pump been stopped and restarted (a power dip, a trip, electrical work) since the rate began to fall, and was the rotation checked after it?

**Signs**
| Rate | Intake pressure (fluid level) | Amps | Wellhead pressure | Points to |
|---|---|---|---|---|
| Down | Up | Down | Steady | **The pump is lifting less** than the well gives: a tubing leak or an open drain valve recirculating, worn or scaled stages, a partly plugged intake or screen, reverse rotation, a lower frequency |
| Down | Up | Down | Up | **Backpressure at surface**: a choke, a flowline or separator pressure, wax in the line — the pump is pushing against more |
| Down | Down | Steady or a little down | Steady | **The well gives less**: reservoir decline, skin, fill or scale in the perforations — the pump draws the level down toward pump-off and underload |
| Down | Up or steady | Up | Steady | Drag or a heavier column: scale or solids on the stages, a failing bearing, an emulsion, more water or kill fluid — more power for less rate; the motor runs hotter |
| Erratic | Swinging | Swinging | — | Gas interference: free gas at the intake (see ESP trips and failures) |
| To zero, suddenly | Up toward static | At no-load | — | A broken shaft or coupling |

Reservoir decline never raises the intake pressure: with less inflow the pump draws the level down. A rising intake pressure with a falling rate means fluid is reaching the pump and not the surface.

**What to check, in this order**
1. **The readings:** the downhole gauge against a fluid-level shot (intake pressure ≈ casing pressure + the fluid gradient × the height of fluid above the pump), the test separator and meter, and a second test.
2. **The surface:** wellhead and flowline pressure against before, the choke, every valve open.
3. **The drive:** frequency and voltage unchanged; the rotation — after any restart or electrical work, swap two phases and compare the rate and the amps: the direction that lifts more is forward.
4. **The operating point on the pump curve:** the head the pump makes now (discharge minus intake pressure, over the fluid gradient) against its curve at this frequency (the affinity laws: rate with Hz, head with Hz²). Well below the curve at the same rate is wear, scale or recirculation.
5. **The tubing:** a deadhead test (close the wing valve briefly with the pump running and watch the tubing pressure build against the expected shut-off pressure), or with the pump off pressure the tubing against the check valve — a build that falls short or bleeds off is a tubing leak or an open drain valve.
6. **The history:** solids or scale in the produced water, earlier teardown findings, the run life of the pumps before.

**What to do**
- **A pump lifting less:** do not put in a bigger pump on a "decline" reading — into a leaking tubing or against scaled stages it fixes nothing. Repair what the checks found: reverse the rotation; pull and test the tubing (hydrotest going in); replace a worn pump and find the solids or the downthrust that wore it; treat scale with acid or a dissolver and an inhibitor down the annulus.
- **Backpressure at surface:** clear the choke, the line or the separator first.
- **A well giving less:** lower the frequency or fit a smaller pump to stay in the pump's range and away from pump-off; then the productivity index across tests and a build-up for skin before a stimulation.
- Keep the trend: rate, intake pressure, amps and wellhead pressure charted daily show the change before the trip does.`,
    sources: [
      API_11S,
      TAKACS_ESP,
      petroWiki('Electrical_submersible_pumps', 'pump curves, monitoring and troubleshooting'),
    ],
    lastReviewed: REVIEWED,
    related: ['lift-esp-no-flow-normal-amps', 'lift-esp-failures', 'ops-production-drop-triage'],
  },
];
