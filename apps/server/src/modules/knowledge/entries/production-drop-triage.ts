import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { petroWiki, spePaper } from './sources';

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
    ],
  },
];
