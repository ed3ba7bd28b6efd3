import type { KnowledgeEntry } from '../knowledge-entry';
import {
  OSHA_OIL_AND_GAS,
  OSHA_OIL_AND_GAS_HAZARDS,
  apiStandard,
  cfrPart,
  cfrSection,
  slbGlossary,
  texasRule,
} from './sources';

/** The day these entries were checked against their sources. */
const TROUBLES_REVIEWED = '2026-11-30';

const PETROWIKI_ROD_PUMPING = {
  title: 'PetroWiki: Sucker-rod pumping units',
  url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
};

const NIOSH_FATIGUED_DRIVING = {
  title:
    'NIOSH, Oil and Gas Employers: How to Prevent Fatigued Driving at Work (DHHS (NIOSH) Publication 2018-125)',
  url: 'https://doi.org/10.26616/NIOSHPUB2018125',
};

const SPE_FISHING = {
  title:
    'SPE-13360-MS, fishing jobs in open and cased hole: overshots, spears, jars and washover (SPE Eastern Regional Meeting, 1984)',
  url: 'https://doi.org/10.2118/13360-MS',
};

const PETROWIKI_GAS_LIFT = {
  title: 'PetroWiki: Gas lift',
  url: 'https://petrowiki.spe.org/Gas_lift',
};

/**
 * Field problems of the lease, the battery and the rig that the older files left to a neighbour:
 * a stuffing box that leaks, a pumping unit over its rating, lift gas short for the field, a
 * cement plug that tagged soft or low, an injector that suddenly takes more, a tank that keeps
 * overflowing; a string twisted off and the overshot that keeps missing it, a wireline parted or
 * leaking at the stuffing box on a live well, and crews crashing on lease roads late in a hitch.
 */
export const fieldTroubleEntries: readonly KnowledgeEntry[] = [
  {
    id: 'lift-stuffing-box-leak',
    title:
      'Stuffing box leaking or a hot polished rod: packing, alignment, polished-rod wear and repacking safely',
    area: 'artificial-lift',
    aliases: [
      'stuffing box leak',
      'stuffing box leaking',
      'leaking stuffing box',
      'polished rod hot',
      'hot polished rod',
      'stuffing box packing',
      'repack the stuffing box',
      'stuffing box rubbers',
      'polished rod liner',
      'polished rod scored',
      'polished rod alignment',
      'stuffing box leak detector',
    ],
    symptoms: [
      'stuffing box keeps leaking',
      'pumper tightens the stuffing box every day',
      'polished rod getting hot',
      'oil sprayed around the wellhead from the stuffing box',
      'packing wears out in days',
      'polished rod shiny on one side',
    ],
    summary:
      'A stuffing box that keeps leaking is rarely cured by tightening: worn packing, a polished rod that is scored or pitted, or a unit out of alignment (the rod not centred in the box through the stroke) are the causes; overtightening makes the rod run hot and wears both. Repack with the unit stopped, locked out and the pressure bled off the box.',
    body: `**Ask first**: is the polished rod centred in the stuffing box through the whole stroke (horsehead and wellhead aligned), and what does the rod's surface look like — smooth and bright, or scored, pitted or worn on one side?

**Likely causes**
- **Worn or wrong packing:** packing past its life, the wrong size or material for the fluid, or packing run dry (a well that pumps off runs the rod dry at the top of the stroke).
- **Overtightening:** tightening the gland every day to stop a leak squeezes the packing onto the rod; friction heats the rod and the packing glazes and wears faster — a hot polished rod is the sign.
- **Misalignment:** the horsehead not centred over the wellhead, a leaning unit or a shifted base pushes the rod against one side of the box; the packing wears oval and the rod wears bright on one side.
- **A damaged polished rod:** scoring, pitting from corrosion, a bend, or a worn liner cuts any packing; a rod that is too short lets the coupling or the unpolished section enter the box.
- **Pressure on the box:** high flowline or casing-to-tubing pressure, a closed or plugged flowline valve, or gas slugs raise the pressure the packing must hold.

**What to check, in this order**
1. **Alignment:** with the unit stopped at mid-stroke, sight the polished rod against the box and the horsehead; watch it through a slow stroke for side movement. Check the unit's base, the horsehead's centring and the clamp.
2. **The polished rod:** run a hand (gloved, unit locked out) and look along it for scoring, pits, a worn band or a bend; check the liner if one is fitted and that the stroke keeps the coupling out of the box.
3. **The packing and the gland:** how many rings, what type, how tight; a lubricated or pressure-balanced box and its oil reservoir.
4. **Pressures at the wellhead:** flowline pressure and any restriction downstream, casing pressure, gas slugs.
5. **Fluid:** a well pumping off runs the top of the stroke dry — see the pump-off and fluid-level entries.

**What to do**
- **Stop tightening:** snug the gland only enough to stop a steady leak; a weep that lubricates the packing is normal on many designs.
- **Repack** with the right packing for the rod size and fluid; replace the polished rod (or its liner) if it is scored or pitted — new packing on a damaged rod lasts days.
- **Realign** the unit (centre the horsehead over the wellhead, level the base) when the rod rubs one side.
- Cut the pressure on the box: clear a restriction in the flowline, vent casing gas to the flowline through a check.
- Fit or test a **stuffing-box leak detector** (a pollution switch that stops the unit on a leak) and a catch pan or box; a leak on a produced-water well with oil puts fluid on the pad.

**Safety:** repack only with the unit stopped, the brake set and chained, and the prime mover locked and tagged out; close the flowline and casing valves to the box and bleed the pressure off the box (through a bleed on the tee) before the gland is loosened — the packing is holding well pressure. Keep hands off the polished rod and the clamp while the unit can move; a hot rod burns.`,
    sources: [
      PETROWIKI_ROD_PUMPING,
      apiStandard(
        'API Spec 11B, Specification for Sucker Rods, Polished Rods and Liners, Couplings, Sinker Bars, Polished Rod Clamps, Stuffing Boxes, and Pumping Tees',
      ),
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['lift-rod-pump-pound', 'lift-pumping-unit-overload'],
  },
  {
    id: 'lift-pumping-unit-overload',
    title:
      'Pumping unit over its rating: gearbox torque, structure load and counterbalance — keep running or slow it down?',
    area: 'artificial-lift',
    aliases: [
      'gearbox overloaded',
      'gearbox over rating',
      'overloaded gearbox',
      'pumping unit overloaded',
      'unit out of balance',
      'out of counterbalance',
      'counterbalance adjustment',
      'rebalance the unit',
      'peak torque over rating',
      'structure overload',
      'polished rod load over rating',
      'torque analysis',
      'net torque',
    ],
    symptoms: [
      'gearbox loaded over its rating',
      'polished rod load over the unit rating',
      'unit out of balance after a pump change',
      'gearbox knocking or groaning',
      'motor amps much higher on one stroke than the other',
      'counterbalance never adjusted after upsizing the pump',
      'gearbox knocking twice a stroke',
    ],
    summary:
      'A beam unit has two ratings: the gearbox torque (the first number of its designation, in thousands of inch-pounds) and the structure load (the second, in hundreds of pounds). Torque over the gearbox rating is usually an out-of-balance unit and is fixed by rebalancing from a torque analysis, without a rig; until then cut the load by slowing the unit or shortening the stroke rather than running over rating.',
    body: `**Keep running until the rig comes?**
Not as it is. A gearbox run over its torque rating wears and pits its gear teeth and can break a tooth or a shaft; the loss is a gearbox, not a pump. Two things need no rig: **rebalance the counterweights** from a torque analysis of the last dynamometer card (most overloads after a pump change are an out-of-balance unit, and balancing alone often brings the peak torque under rating), and **cut the load now** — fewer strokes per minute or a shorter stroke lower the peak torque and the peak polished-rod load. Run over rating only with the engineer's sign-off, at a reduced speed, while the rebalancing is arranged. A polished-rod load over the **structure** rating is a separate limit: the cure is a smaller pump, a lighter rod string or a larger unit, not counterweights.

**Ask first**: which rating is exceeded — the gearbox torque (from the torque analysis, upstroke and downstroke peaks) or the structure (peak polished-rod load) — and how far apart are the upstroke and downstroke torque peaks?

**Reading the unit's designation:** a conventional unit rated 456-305-144 has a gearbox rated 456,000 in-lb of peak torque, a structure rated 30,500 lb of polished-rod load and a 144-in. maximum stroke. The dynamometer card gives the peak polished-rod load against the structure rating; the torque analysis (the card and the unit's geometry and counterbalance) gives the gearbox torque on each stroke.

**Likely causes**
- **Out of balance:** a larger pump, a different fluid level or a rod change raises the upstroke load; counterweights set for the old load leave one stroke carrying far more torque than the other.
- **Too much pump or speed for the unit:** the design moved beyond the unit's size.
- **Fluid pound or a stuck pump:** shock loads on the downstroke, or a peak load from a sticking plunger.
- **Friction:** paraffin, sand or deviation adding rod drag.
- **A knock in the gearbox twice a stroke:** the torque reverses at each reversal of the load, and in an out-of-balance unit the gear teeth slam across their backlash — worn teeth or bearings, loose crank or wrist pins, a loose counterweight or structure bolts make it louder. A knock that grows is damage under way: check the balance, stop and inspect the gearbox oil (metal), the pins and the bolts before the box fails.

**What to check, in this order**
1. A fresh dynamometer card with a **torque analysis** (the controller's or the service company's): peak torque on the upstroke and downstroke against the gearbox rating, and the counterbalance effect measured (an effective counterbalance test at the crank).
2. Peak polished-rod load against the structure rating, and the minimum load (too low means rod compression and fluid pound).
3. Motor current on the two strokes: unequal peaks confirm the imbalance.
4. The gearbox: oil level and condition, noise, and any metal in the oil.

**What to do**
- **Rebalance:** move or add counterweights on the cranks to the position the torque analysis gives, so the upstroke and downstroke torque peaks are about equal; take a new card and confirm.
- **Reduce the load** until then: slow the unit (sheave or VSD) or move to a shorter stroke hole; stop fluid pound with pump-off control.
- **Redesign** when balancing is not enough: a smaller pump, a tapered or lighter rod string, or a larger unit — checked with a wave-equation design.

**Safety:** moving counterweights is stored-energy work: park the cranks where the weights cannot rotate, set and chain the brake, lock and tag out the prime mover, and keep everyone out of the crank's path; never rely on the brake alone while weights are loose.`,
    sources: [
      apiStandard('API Spec 11E, Specification for Pumping Units'),
      apiStandard(
        'API RP 11L, Recommended Practice for Design Calculations for Sucker Rod Pumping Systems (Conventional Units)',
      ),
      PETROWIKI_ROD_PUMPING,
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['lift-dynamometer-cards', 'lift-rod-pump-basics'],
  },
  {
    id: 'lift-gas-lift-gas-allocation',
    title:
      'Sharing lift gas among gas-lift wells when compression is short: performance curves and the equal-slope rule',
    area: 'artificial-lift',
    aliases: [
      'lift gas allocation',
      'gas lift allocation',
      'allocating lift gas',
      'allocate the lift gas',
      'gas lift optimization',
      'gas lift optimisation',
      'gas lift performance curve',
      'equal slope',
      'incremental oil per mcf',
      'compressor limited gas lift',
      'injection gas distribution',
    ],
    symptoms: [
      'not enough lift gas for all the wells',
      'compressor limited and the wells want more gas',
      'some wells getting too much lift gas and others too little',
      'how to split the injection gas between wells',
      'more lift gas is not making more oil',
    ],
    summary:
      "With lift gas limited, each well's gas-lift performance curve (liquid or oil rate against injection rate) shows what another Mcf is worth there; the field makes most oil when the gas goes where it earns most, until every well's curve has the same slope. Wells on the flat of their curve give gas back; wells on the steep part take it.",
    body: `**Ask first**: do you have a gas-lift performance curve for each well — rate against injection rate, from well tests at two or three injection rates or from a nodal model matched to a test?

**How to allocate the gas: the equal-slope rule**
The slope of a well's performance curve is the extra oil one more Mcf/d of lift gas makes there. With a fixed total, move gas from wells where the slope is low (on the flat, or past the peak where more gas makes less) to wells where it is high, until the slopes are about equal — the **equal-slope** allocation. Wells whose slope is below the value of the gas (compression cost, or the sales value of gas that could be sold instead) get none beyond what keeps them flowing.

**What to check, in this order**
1. **Each well's curve:** tests at the current rate and at one or two others (or a model matched to a test); water cut matters — a high-water-cut well's liquid curve can be steep while its oil curve is flat.
2. **Where each well sits on its curve:** a well getting 800 Mcf/d on the flat part wastes gas; one getting 200 Mcf/d on the steep part is starved.
3. **Whether each well can take what it is given:** the operating valve's depth and port, the casing pressure available, and whether more gas only raises the flowing tubing pressure (friction or a high back pressure) — then it makes less.
4. **The compressor and the system:** suction and discharge pressure, the injection-line pressure drops to the far wells, metering and chokes on each well.
5. **Unstable wells:** heading wells waste gas and upset the system; fix them first (see the gas-lift troubleshooting entry).

**What to do**
- Rank the wells by slope at their present rate; take gas in steps from the flattest and give it to the steepest, retest, and repeat until the slopes converge.
- Set each well's injection with a choke or a flow controller and a working meter; an automated optimiser does the same from live tests.
- Revisit after every test round and when water cuts change; a well that has moved onto the flat of its curve gives gas back.
- When every well is near its own peak and gas is still short, the choice is more compression, a lower separator pressure, or another lift method for the poorest wells.

**Safety:** changes to compressor loading, suction or discharge setpoints and injection-line pressures stay within the compressor's and the lines' ratings and the facility's shutdown settings.`,
    sources: [
      PETROWIKI_GAS_LIFT,
      apiStandard(
        'API RP 11V6, Design of Continuous Flow Gas Lift Installations Using Injection Pressure Operated Valves',
      ),
      apiStandard(
        'API RP 11V8, Recommended Practice for Gas Lift System Design and Performance Prediction',
      ),
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['lift-gas-lift-troubleshooting', 'lift-gas-lift'],
  },
  {
    id: 'cement-plug-soft-or-low',
    title:
      'A cement plug that tags soft, low or not at all (plugging and abandonment, kickoff plugs): why plugs fall and how to set one that holds',
    area: 'drilling',
    aliases: [
      'cement plug tagged soft',
      'cement plug tagged low',
      'soft cement plug',
      'cement plug slumped',
      'plug fell',
      'balanced plug failed',
      'balanced cement plug',
      'tag the plug',
      'tagged plug',
      'P&A plug',
      'plugging and abandonment plug',
      'kickoff plug failed',
      'viscous pill under the plug',
      'reactive pill',
    ],
    symptoms: [
      'cement plug tagged soft',
      'tagged the plug deeper than it was set',
      'no plug where it was spotted',
      'plug did not set after waiting on cement',
      'regulator wants a tagged plug and we cannot find it',
    ],
    summary:
      'A balanced plug of heavy cement spotted over light fluid tends to fall through it (the denser fluid swaps places with the lighter one below), and mud contamination leaves it soft. A firm base — a viscous or reactive pill, a bridge plug or a cement basket — under the plug, a clean, well-designed slurry and enough waiting time are what make a plug tag where it was set.',
    body: `**Ask first**: what was below the plug when it was spotted — a viscous or reactive pill, a bridge plug, or only the wellbore fluid — and how heavy was the slurry against that fluid?

**Likely causes**
- **Density swapping (slumping):** a heavy slurry over a light fluid (15.8 ppg over 8.6 ppg brine) is unstable — the cement fingers down through the lighter fluid and the fluid rises through it, more in larger and deviated holes. Without a base it ends lower, thinner and mixed.
- **Contamination:** mud or brine mixed into the slurry during placement, too little spacer, or pulling the pipe too fast through the plug leaves a soft, slow-setting plug.
- **Too little volume or a wrong balance calculation:** the plug is shorter than designed, or the pipe was pulled wet and the plug U-tubed.
- **Losses or flow:** a thief zone below takes the cement; gas or water flow through the slurry before it sets.
- **Waiting too little:** the slurry's strength at the well's temperature was not reached when it was tagged.

**What to check, in this order**
1. The job record: volumes, densities, spacer ahead and behind, the balance calculation, how the pipe was pulled, and whether the string was circulated clean above the plug.
2. The tag: depth against the planned top, weight set down, and whether the tag is soft (contaminated cement) or nothing (the cement went below).
3. The slurry: the lab's thickening time and strength at bottomhole temperature, and a surface sample — did it set?
4. The hole: size, washouts (a caliper), deviation, losses while placing.

**What to do**
- **Set a base** before the next plug: a mechanical bridge plug or cement retainer, a cement basket, or a viscous or reactive pill (high-viscosity or cross-linked) spotted below the plug interval to stop the heavy slurry falling.
- Drill out or wash off soft cement to firm cement or to the base, then set the plug again with a spacer ahead and behind, a slurry designed for the temperature, and the pipe pulled slowly out of the top of the plug before circulating clean.
- Wait on cement to the strength the design gives at that temperature (surface samples in a water bath as a check), then tag with the required weight and, where the rule asks, pressure-test.
- Record the tag depth and weight; the plugging rule sets what must be tagged and where (in Texas, Statewide Rule 14; federal offshore, 30 CFR 250.1715).

**Safety:** keep the well under control while plugs are set — the fluid column, not the soft plug, is the barrier until a plug is tagged and tested; watch for flow or losses while placing and waiting.`,
    sources: [
      texasRule(14, 'Plugging'),
      cfrSection(30, '250.1715', 'How must I permanently plug a well?'),
      apiStandard('API Std 65-2, Isolating Potential Flow Zones During Well Construction'),
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['drill-cementing-problems', 'rrc-swr14-plugging'],
  },
  {
    id: 'ops-injector-injectivity-jump',
    title:
      'Injection well suddenly taking more water at lower pressure: a tubing, packer or casing leak, a fracture, or a channel to a producer',
    area: 'operations',
    aliases: [
      'injector taking more water',
      'injection rate jumped',
      'injection pressure dropped',
      'injection pressure fell',
      'injectivity increased',
      'injection well pressure drop',
      'water injector pressure dropped',
      'waterflood injector',
      'injection well mechanical integrity',
      'injector fractured',
      'thief zone',
      'channel to a producer',
      'Hall plot',
    ],
    // A water injector's trouble: a gas-lift well whose injection rate jumps is another case.
    appliesWhen: ['injector', 'water', 'disposal', 'swd', 'waterflood', 'flood', 'hall'],
    symptoms: [
      'injection rate jumped overnight',
      'injection pressure fell at the same pump and choke',
      'injector taking much more water at lower pressure',
      'water injection well pressure dropped suddenly',
      'injection well annulus pressure came up',
      'Hall plot slope breaking downward',
      'injection rate up at the same pressure',
      'offset producer watering out from the injector',
    ],
    summary:
      "An injector that suddenly takes far more water at a lower pressure has either lost mechanical integrity (a tubing, packer or casing leak sending water where it should not go) or opened a path in the rock (a fracture or a channel to a producer). Check the annulus and the well's mechanical integrity first — it is a regulatory matter — then the offset producers and an injection profile.",
    body: `**Ask first**: what is the tubing-casing annulus pressure doing, and have the offset producers' water rates or water cuts changed since the injection rate jumped?

**Likely causes**
- **A leak:** a tubing or packer leak (annulus pressure rises and tracks the injection pressure), or a casing leak that sends water to another zone.
- **A fracture:** injecting above the fracture pressure opens or extends a fracture — a step-rate test shows where; the rate climbs while the pressure levels off or falls.
- **A channel to a producer:** a high-permeability streak, a natural fracture or a frac hit connects the injector to a producer; that producer's water cut jumps and its water matches the injection water.
- **Behind-pipe flow:** poor cement lets water move up or down outside the casing to another zone.
- **A meter or gauge fault:** check before anything else that the rate and pressure readings are real.

**What to check, in this order**
1. The readings: the meter and the gauge against a second instrument.
2. **Annulus pressure** and its trend against injection pressure; bleed it and watch the build-up. A rising annulus is a loss of mechanical integrity: the injection permit's rules apply (in Texas, Statewide Rule 46 and the injection permit; federally, 40 CFR 146.8).
3. **Offset producers:** test them — water rate, water cut, chlorides or a tracer against the injection water.
4. **An injection profile** (a spinner or temperature survey) to see where the water goes, and a step-rate test to see whether the well is above the fracture pressure.
5. Injection history: a rate or pressure increase, a stimulation or a workover before the jump.

**What to do**
- Where the annulus shows a leak: shut in or restrict as the permit requires, notify the regulator as the rules require, and run a mechanical integrity test; repair the tubing or packer before injecting again.
- A fracture: keep injection pressure below the fracture pressure from the step-rate test.
- A channel: cut the injector's rate, and consider a conformance treatment (gel, a mechanical isolation) or closing the producer's watered-out interval.
- Record the rates and pressures daily; the injection permit's limits still hold.

**Safety:** water going where it should not can pressure up another zone or a shallow aquifer and reach the surface at an old well; treat a loss of mechanical integrity as urgent.`,
    sources: [
      cfrSection(40, '146.8', 'Mechanical integrity'),
      texasRule(46, 'Fluid Injection into Productive Reservoirs'),
      {
        title: 'PetroWiki: Waterflooding',
        url: 'https://petrowiki.spe.org/Waterflooding',
      },
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['ops-injection-pressure-rising', 'ops-water-cut-rising'],
  },
  {
    id: 'fac-tank-overflow-recurring',
    title:
      'A tank that overflows again and again: level controls, a high-level shutdown that stops inflow, transfer capacity and alarms',
    area: 'facilities',
    aliases: [
      'tank overflow',
      'tank overflowed',
      'tank overflowing',
      'tank ran over',
      'overfill protection',
      'high level shutdown',
      'LSHH',
      'high high level',
      'float switch stuck',
      'level switch stuck',
      'transfer pump not keeping up',
      'water tank overflow',
    ],
    symptoms: [
      'tank overflowed again',
      'tank keeps running over',
      'float switch stuck and the tank overflowed',
      'transfer pump did not come on and the tank filled',
      'fluid in the firewall from an overflow',
    ],
    summary:
      'A tank that overflows more than once has no working overfill protection: a single float on the transfer pump is one failure from a spill. The fix is an independent high-level shutdown that stops inflow (shuts in the wells or closes the inlet), a high-level alarm that reaches someone, transfer capacity above the peak inflow, and testing of each level device.',
    body: `**Ask first**: is there a high-level shutdown on the tank, independent of the float that runs the transfer pump, that stops the inflow — and where does its alarm go?

**Likely causes**
- **One level device doing everything:** a float switch that starts the transfer pump is also the only protection; when it sticks (paraffin, iron sulfide, ice, a bent arm) nothing stops the tank filling.
- **Transfer capacity below the inflow:** the pump, the line or the disposal well cannot take the peak rate (slugs from wells, a tank of water arriving at once), so the level climbs even when the pump runs.
- **The pump fails to run:** power, a tripped motor, a closed valve, a plugged suction, a downstream shutdown (disposal well at its pressure limit).
- **No one hears the alarm:** a local horn at an unattended battery, or an alarm that is not sent to the pumper or the control room.

**What to check, in this order**
1. Each overflow's record: the level at the time, the pump's run status, the inflow, and what failed.
2. The level devices: the float's free movement and its mounting, its wiring, and whether it has ever been tested.
3. Transfer capacity against the peak inflow (daily volume is not enough — wells and trucks arrive in slugs).
4. Whether an independent high-high level switch exists, what it does (shuts in the wells, closes the inlet valve, stops the pumps feeding the tank), and whether it has been tested.
5. Alarms: local and remote (SCADA, a call-out to the pumper's phone).

**What to do**
- Add an **independent high-high level shutdown** that stops inflow, set below the overflow with time to act, on its own sensor (a different type from the control float if possible), and test it on a schedule.
- Send a high-level alarm to someone who can act: SCADA or a call-out.
- Match transfer capacity to the peak inflow; add a second pump or a larger line, and a standby pump alarm.
- Replace or relocate a float that sticks; a continuous level transmitter (radar or guided-wave) gives the trend and both alarms.
- Treat each overflow as a spill: contain, recover and report as the rules require, and keep the secondary containment in order (the SPCC plan's overfill provisions).

**Safety:** an overflowing tank puts vapour and, on sour sites, H2S at ground level and in the firewall; approach from upwind with a gas monitor, and do not climb the tank to free a float while it is overflowing.`,
    sources: [
      cfrSection(
        40,
        '112.8',
        'Spill Prevention, Control, and Countermeasure Plan requirements for onshore facilities',
      ),
      apiStandard('API Std 2350, Overfill Management Systems for Fixed Roof Storage Tanks'),
      apiStandard(
        'API Spec 12F, Specification for Shop Welded Tanks for Storage of Production Liquids',
      ),
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['ops-spill-on-land', 'fac-storage-tanks'],
  },
  {
    id: 'res-child-well-underperforming',
    title:
      'A child (infill) well declining faster than its type curve: parent-well depletion, fracture growth toward the parent, completion and lift',
    area: 'operations',
    aliases: [
      'child well underperforming',
      'child well underperformance',
      'infill well underperforming',
      'infill well below type curve',
      'parent child interaction',
      'parent-child',
      'child well',
      'infill well',
      'well spacing',
      'depletion from the parent',
      'steeper decline than the type curve',
      'below type curve',
      'type curve',
      'keep the type curve',
    ],
    symptoms: [
      'new well declining faster than the type curve',
      'child well declining faster than offsets',
      'infill well making less than the parent did',
      'flowing pressure falling faster than the offsets',
      'new well below the type curve near an older producer',
      'child wells below the type curve',
      'b-factor lower than the type curve',
    ],
    summary:
      "A child well drilled near a producing parent often underperforms the type curve built from early wells: the parent has lowered the pressure around it, the child's fractures grow toward that depleted rock instead of into fresh rock, and part of its drainage is shared. Confirm with the completion record, the frac pressures, rate-transient analysis and the parent's response before blaming the completion or the lift.",
    body: `**Ask first**: how much had the parent produced (and for how long) before the child was fractured, and did the parent respond during the child's frac — a pressure rise, water or sand, a rate change?

**Keep the type curve for the remaining locations?**
Not unchanged, and not on one pad's first months alone. An early b-factor fitted to six months of a child is uncertain; forecast the children with rate-transient analysis and compare them with children at the same spacing and parent age elsewhere. If they confirm the shortfall, build a child type curve — by spacing, parent age and depletion — for the locations that sit next to producing parents, keep the parent-based curve only for those that do not, and re-run the economics of each location on its own curve; weigh wider spacing, co-development or protecting the parents before committing the rest.

**Likely causes**
- **Pressure depletion:** years of parent production lowered the pressure in the rock the child drains; the child starts with less energy and declines faster, most where the spacing is tight and the parent has produced a large share of its reserves.
- **Fracture growth toward the parent:** fractures grow preferentially into the depleted, lower-stress rock around the parent — the child's stimulated volume is lopsided, fewer clusters take fluid, and proppant goes where the drainage is already shared (frac hits on the parent are the sign).
- **A type curve from the wrong wells:** a curve built from unbounded early parents overstates a child at the same design.
- **Completion or landing:** fewer effective clusters or stages (screen-outs, plugs that leaked, a changed design), landing outside the target, a casing or toe problem.
- **Lift and surface:** loading up, a late change to artificial lift, high line pressure; a flowing casing pressure that falls faster than the offsets points at the reservoir energy, not only at the lift.

**What to check, in this order**
1. The child's completion record: stages, clusters and proppant placed against the design, treating pressures (lower pressures toward the parent side suggest fractures growing into depleted rock), screen-outs.
2. The parent's response during the child's frac (pressure gauges, offset monitoring) and after it (water, sand, a rate step).
3. **Rate-transient analysis** of the child against the offsets: a lower starting pressure or a smaller effective fracture area (and an early boundary) tells depletion and shared drainage from a completion problem.
4. The type curve: is it built from parents or from children at similar spacing and parent age?
5. Lift and surface constraints: the flowing and casing pressures, liquid loading, the timing of the lift change.

**What to do**
- Re-forecast the child (and the parent) from its own data and a child type curve; carry the result into spacing and inventory.
- For the next infill wells: wider spacing or co-development (fracturing the neighbours together rather than years apart), protecting the parent by pre-loading it (re-pressuring with water or gas before the child's frac), far-field diverters and a design sized for the depleted side, and monitoring the parent during the frac.
- Install lift before the child loads up; optimise it from the child's own pressures.

**Safety:** a parent well on the child's frac path must be protected (shut in, wellhead rated for the pressure) — see the frac-hit entry.`,
    sources: [
      {
        title:
          'JPT, Case Study: Predicting Child-Well Performance Degradation in the Midland Basin',
        url: 'https://jpt.spe.org/case-study-predicting-child-well-performance-degradation-in-the-midland-basin',
      },
      {
        title: 'World Oil, Enhanced understanding improves "child well" performance (August 2018)',
        url: 'https://www.worldoil.com/magazine/2018/august-2018/features/enhanced-understanding-improves-child-well-performance',
      },
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['comp-frac-hits', 'ops-arps-decline'],
  },
  {
    id: 'drill-fishing-parted-string',
    title:
      'Fishing a twisted-off or parted drill string: the top of the fish, an overshot that keeps missing, washouts, impression blocks and when to sidetrack',
    area: 'drilling',
    aliases: [
      'junk in the hole',
      'lost a cone',
      'bit cone left in the hole',
      'junk basket',
      'junk mill',
      'magnet run',
      'twisted off',
      'twist off',
      'twist-off',
      'parted drill string',
      'drill string parted',
      'fishing',
      'fishing job',
      'top of fish',
      'fish top',
      'overshot',
      'overshot came back empty',
      'grapple',
      'spear',
      'impression block',
      'wall hook',
      'hook-wall guide',
      'oversize guide',
      'knuckle joint',
      'junk mill',
      'skirted mill',
      'fishing jars',
      'accelerator',
      'fish or sidetrack',
    ],
    symptoms: [
      'twisted off and lost string weight',
      'overshot went past the top of the fish and came back empty',
      'cannot latch the fish',
      'fish top in a washout',
      'string parted in the hole',
    ],
    summary:
      'After a twist-off, find where the top of the fish is and what it looks like before running the catch again: the tally and the weight lost give its depth, an impression block its shape and position, the caliper the hole around it. An overshot that passes the fish top and comes back empty is usually going past a top lying against the wall of a washout — run a wall-hook or oversize guide or a knuckle joint to bring it into the overshot, dress a damaged top with a mill, and weigh the fishing days against a sidetrack.',
    body: `**Ask first**: where is the top of the fish by the tally (and does the weight lost agree), what did the top look like at the twist-off (the recovered end), and how big is the hole there — a caliper or the washout the logs showed?

**Likely causes of an overshot that misses**
- **The top lies against the wall of an enlarged hole:** in a washout (salt, soft shale, a washed-out stringer) the fish leans to one side and the overshot, centred by the string, slides past it — it goes deeper than the top should be and comes back empty.
- **The top is damaged:** a twist-off leaves a torn, flared or split end (a "fish-mouth") that the grapple cannot swallow or grip.
- **The wrong grapple or guide:** the grapple sized for the body, not the tool joint or upset at the top; a guide too small for the hole.
- **The top is not where the tally says:** the fish fell or slid when it parted, or the string stretch was not allowed for.

**What to check, in this order**
1. The tally and the string weight before and after: the depth and length of the fish, and the weight to expect when it is caught.
2. The recovered end: where the twist-off happened (body, tool joint, a washout in the pipe) and how it tore.
3. An **impression block** run to the top: its shape (clean, flared, split) and where it sits in the hole (centred or against one side).
4. The hole at the top: caliper, washouts, doglegs; whether the fish is buried in cuttings or cavings (circulate first).

**What to do**
- **A top against the wall of a washout:** a **wall-hook (hook-wall) guide** or an oversize guide on the overshot, turned slowly to sweep the top in, or a **knuckle joint** or bent sub that lets the overshot reach the side of the hole; circulate to wash the top clean before engaging.
- **A damaged top:** dress it with a skirted or dress mill, then catch with the overshot; a flared top that opens wide can take a **spear** inside it instead.
- **The fishing string:** overshot (grapple sized for what is at the top), bumper sub, **jars** and an **accelerator** above, drill collars; stay within the string's and the rig's pull limits.
- Engage gently — slack off a little weight with slow rotation and watch for the torque and weight of a catch; do not spud on the top or push the fish down.
- **Fish or sidetrack:** set a limit before starting — the cost of the days fishing against the cost of a sidetrack and the value of what is in the hole (an MWD or a motor) — and stop at it.
- Find why it twisted off (fatigue in a dogleg or washout, torque above the connection's makeup, a washed-out joint) and inspect the rest of the string before running it again.

**Junk in the hole (a bit cone, a tong die, a hand tool, a broken slip segment)**
- Stop drilling on it: junk under a PDC or a new bit ruins it. Note what is missing (compare the pulled bit or tool with its drawing) to choose the tool.
- Small pieces: a junk basket (reverse-circulating) or a junk sub run just above the bit, a magnet for steel, then a junk mill to grind what will not come out; an impression block shows what is on bottom when in doubt.
- Keep the hole clean and check the pieces recovered against what was lost before drilling ahead.

**Safety:** jarring stores energy in the string and the derrick: keep the floor clear during jarring and heavy pulls, check the jar's load limits and the rig's rated load, and secure everything in the derrick. A parted string changes the hole's hydrostatic and may need the well watched for flow.`,
    sources: [
      slbGlossary('fishing'),
      slbGlossary('overshot'),
      slbGlossary('impression block'),
      SPE_FISHING,
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['drill-stuck-pipe', 'drill-wellbore-instability'],
  },
  {
    id: 'comp-wireline-parted-live-well',
    title:
      'Wireline parted or leaking at the stuffing box on a live well: closing the wireline BOP or the swab valve, bleeding the lubricator, fishing the wire',
    area: 'completions',
    aliases: [
      'wire parted at surface',
      'wireline parted at the stuffing box',
      'slickline parted at surface',
      'wire broke at the stuffing box',
      'stuffing box leaking on the wireline',
      'wireline stuffing box blowing',
      'wireline BOP',
      'wireline valve',
      'wireline rams',
      'lubricator',
      'pack-off',
      'grease head',
      'tool trap',
      'wire in the hole',
      'wire grab',
      'wire finder',
    ],
    symptoms: [
      'wire parted at the stuffing box with the tools in the hole',
      'wireline broke at surface on a flowing well',
      'stuffing box blowing gas on the wireline job',
      'lost the wire down the hole with the lubricator still on',
      'lubricator leaking gas with the wire in the hole',
      'gas blowing from the lubricator on a slickline job',
      'well fluid spraying from the grease head on an electric line job',
    ],
    summary:
      'A wire that parts at surface on a live well leaves the well held by the lubricator and its pack-off: keep people clear, close the wireline BOP on the wire if it is still through it — or, once the wire has fallen clear below the valves, close the swab valve — then bleed the lubricator down, confirm it holds, and plan to fish the wire before the tools.',
    body: `**Immediate actions**
1. Stop the unit and keep everyone away from the lubricator, the wellhead and the line of the wire; gas detectors on and ignition sources off downwind.
2. **Wire still through the wireline BOP:** close the BOP rams on the wire (and inject grease on braided line) to stop the leak at the stuffing box.
3. **Wire gone from the lubricator, fallen below the tree:** close the swab valve — nothing crosses it now — and count the turns; a gate valve closed on wire cuts it and may not seal, so it is the last barrier, not the first.
4. Bleed the lubricator to zero through its bleed-off, confirm the closed barrier holds (no build-up), and only then break the lubricator.

**Ask first**: is any wire still through the wireline BOP and the tree, how much wire and what tools are in the hole, and is the well still flowing through the tree?

**Likely causes**
- **Wire worn or fatigued at surface:** the section that runs over the sheaves and through the stuffing box most often; kinks, wire run past its recorded use, corrosion or hydrogen-sulfide embrittlement in sour wells.
- **A pull at the limit:** jarring or pulling on stuck tools near the wire's breaking strength, or pulling into the stuffing box or the tool trap at speed.
- **The stuffing box:** packing worn or too tight, which heats and cuts the wire; a sheave out of line.

**What to check, in this order**
1. The barrier that is holding — BOP rams or swab valve — and the pressure above it after the lubricator is bled.
2. How much wire came out, so how much is in the hole and where its top may be (wire falls and coils in the tubing).
3. The tools below: their top profile and what they were doing (a gauge hanging, a tool latched in a nipple).
4. The parted end: a clean cut, a necked fatigue break or a corroded, brittle break.

**What to do**
- Fish the **wire first** with a wire grab or wire finder run on new wire — balled wire above the tools must come out before any tool is caught — then the tools with the overshot or pulling tool for their profile.
- Keep the well shut in at the tree, or flowing only as the fishing plan allows, while fishing; re-test the lubricator before every run.
- Replace the wire when it is worn or has run its recorded life; in sour wells, use wire rated for H2S; change the stuffing-box packing and align the sheaves.

**Safety:** a lubricator with a failed pack-off is a release point at head height — no one climbs to it or stands under it while it holds pressure. Treat the lubricator as pressured until bled to zero through a proven route.`,
    sources: [
      slbGlossary('wireline'),
      slbGlossary('lubricator'),
      slbGlossary('stuffing box'),
      apiStandard(
        'API RP 54, Occupational Safety and Health for Oil and Gas Well Drilling and Servicing Operations',
      ),
    ],
    lastReviewed: TROUBLES_REVIEWED,
    safetyCritical: true,
    related: ['comp-stuck-wireline-tools', 'ops-trapped-pressure'],
  },
  {
    id: 'ops-driving-fatigue',
    title:
      'Vehicle crashes on lease roads: driver fatigue, long shifts and hitches, journey management — more than a driving course',
    area: 'operations',
    aliases: [
      'rollover',
      'pickup rollover',
      'vehicle rollover',
      'vehicle crash',
      'truck crash',
      'motor vehicle accident',
      'MVA',
      'lease road',
      'lease roads',
      'driver fatigue',
      'fatigued driving',
      'drowsy driving',
      'fell asleep at the wheel',
      'journey management',
      'hours of service',
      'fatigue management',
      'defensive driving course',
      'IVMS',
      'in-vehicle monitoring',
    ],
    symptoms: [
      'pickup rolled over on the lease road',
      'drivers crashing after night shifts',
      'crashes late in the hitch',
      'hands falling asleep driving home after a long shift',
    ],
    summary:
      'Motor-vehicle crashes are the leading cause of death in oil and gas extraction, and fatigue — long shifts, night work, long hitches and long drives — is a common factor. Crashes that cluster late in a hitch or after night shifts call for fatigue management (limits on hours worked and driven, rest before driving, a rested driver or a ride), journey management and in-vehicle monitoring, and a proper investigation of each crash; a driving course alone does not address them.',
    body: `**Ask first**: when did each crash happen against the driver's shift and hitch (hours awake, night shift, the day of the hitch), how far had they driven, and what do the vehicle's monitor and the road show (speed, seat belt, the road's surface and crown)?

**Likely causes**
- **Fatigue:** long shifts (12 hours and more), the switch off nights, the last days of a long hitch, a long drive to or from a remote site after the shift — drowsy driving impairs like alcohol, and drivers underrate it.
- **Speed for the road:** gravel and caliche lease roads, soft shoulders, a high crown, ruts and washboard, dust from other trucks; pickups roll when a wheel drops off the edge and the driver over-corrects.
- **No seat belt:** rollovers kill mostly by ejection.
- **Distraction:** phones, radios, tablets in the cab.

**What to check, in this order**
1. Each crash investigated to its root causes — the time against the roster, hours worked and driven before it, sleep, speed from the in-vehicle monitor, seat belt, the road — not only "driver error".
2. The pattern across crashes and near misses: time of day, day of hitch, after nights, the same roads.
3. The roster and the commute: hours per shift, shift changes, the length of hitches, the drive after the shift.
4. The roads and the fleet: crown, shoulders, signs, speed limits, vehicle condition.

**What to do**
- **Fatigue management:** limit the hours worked and driven per day and per trip, require rest before driving after a night shift or a long shift, provide a rested driver or a crew bus from remote sites, and plan crew changes so the drive home does not follow a night tour at the end of a hitch.
- **Journey management:** trip plans for long drives, check-in calls, routes and rest stops, stop-work authority to pull over, no driving in the worst hours where it can be avoided.
- **In-vehicle monitoring** (speed, harsh events, seat belt) with coaching; fatigue-detection technology where it fits.
- **Roads:** grade and maintain lease roads, signs and speed limits for the surface, dust control.
- Seat belts always; phones off while moving.
- Training (defensive driving) belongs in the programme, but it does not change rosters, sleep or roads.

**Safety:** a hand who says he is too tired to drive is stopped, not shamed — give him a ride. Commercial drivers fall under the hours-of-service rules (49 CFR part 395), which carry oilfield provisions; company limits for light vehicles should be at least as strict.`,
    sources: [
      NIOSH_FATIGUED_DRIVING,
      OSHA_OIL_AND_GAS_HAZARDS,
      cfrPart(49, '395', 'Hours of Service of Drivers'),
    ],
    lastReviewed: TROUBLES_REVIEWED,
    related: ['ops-person-down'],
  },
];
