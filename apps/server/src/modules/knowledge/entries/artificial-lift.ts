import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { API_STANDARDS, FIELD_REVIEWED, REVIEWED } from './sources';

const BROWN_1982: KnowledgeSource = {
  title: 'K. E. Brown, "Overview of Artificial Lift Systems", JPT, October 1982 (SPE-9979-PA)',
  url: 'https://doi.org/10.2118/9979-PA',
};

const PETROWIKI_ARTIFICIAL_LIFT: KnowledgeSource = {
  title: 'PetroWiki: Artificial lift',
  url: 'https://petrowiki.spe.org/Artificial_lift',
};

/**
 * Artificial lift: selection, rod pumps (and a rod-pumped well making less), ESPs, gas lift,
 * plunger lift, PCPs, jet pumps.
 */
export const artificialLiftEntries: readonly KnowledgeEntry[] = [
  {
    id: 'lift-selection',
    title: 'Choosing an artificial lift method',
    area: 'artificial-lift',
    aliases: [
      'artificial lift selection',
      'which artificial lift',
      'lift method comparison',
      'best artificial lift',
      'rod pump vs ESP',
      'ESP vs gas lift',
      'gas lift vs ESP',
      'rod pump vs gas lift',
      'gas lift or ESP',
      'ESP or gas lift',
      'rod pump or ESP',
      'lift screening',
      'lift selection criteria',
      'unconventional well lift',
    ],
    summary:
      'Lift selection weighs rate and depth, gas-liquid ratio, solids, viscosity, deviation, temperature, power and gas availability, and life-cycle cost; most shale wells move through several methods as rates decline.',
    body: `**Screen with these factors**

| Method | Typical sweet spot | Handles well | Struggles with |
|---|---|---|---|
| **Rod pump** (beam) | low–moderate rates, shallow–moderate depth | low pressure, easy diagnostics, cheap to service | high rates at depth, gas interference, deviated wells (rod wear), sand |
| **ESP** | high liquid rates | large volumes, high water cut | free gas, sand, high temperature, frequent restarts; needs power; workover to change |
| **Gas lift** | moderate–high rates, high GLR, deviated and offshore wells | gas, sand, deviation; wireline-retrievable valves | needs gas and compression; cannot draw down as far as pumps |
| **Plunger lift** | gas wells loading up, high-GLR oil wells | very low cost, uses reservoir energy | needs enough gas per barrel; limited liquid rates |
| **PCP** | heavy or sandy oil, shallow–moderate depth | viscosity and solids, high efficiency | temperature, aromatics, CO2 and H2S (elastomer), running dry |
| **Jet pump** | wide rate range, deviated wells | no moving parts downhole, solids, retrievable by circulation | low efficiency, power fluid handling, cavitation at low intake pressure |

**Process that works:** build the inflow performance (IPR) and tubing curves for the expected life of the well, list the constraints (power, gas supply, pad layout, H2S, sand, deviation), shortlist 1–2 methods that meet the target drawdown, then compare **life-cycle** cost — capital, energy, failure frequency, workover cost and deferred production. For horizontal wells, plan the sequence (e.g. flowing → gas lift → rod pump or plunger-assisted gas lift) up front.`,
    sources: [BROWN_1982, PETROWIKI_ARTIFICIAL_LIFT],
    lastReviewed: REVIEWED,
    related: ['lift-rod-pump-basics', 'lift-esp-basics', 'lift-gas-lift'],
  },
  {
    id: 'lift-rod-pump-basics',
    title: 'Sucker rod pumping (beam pump) basics and design',
    area: 'artificial-lift',
    aliases: [
      'rod pump',
      'sucker rod pump',
      'beam pump',
      'pumpjack',
      'pumping unit',
      'SRP',
      'rod string design',
      'API RP 11L',
      'API 11L',
      'pump displacement',
      'strokes per minute',
      'SPM',
      'pump off controller',
      'POC',
      'VFD rod pump',
      'counterbalance',
      'gearbox torque',
    ],
    summary:
      'A rod pump lifts fluid with a downhole plunger pump driven by a rod string from a surface pumping unit; design balances pump size, stroke length and speed against rod and gearbox loads, and pump-off control keeps the pump full.',
    body: `**The system:** prime mover → gearbox → pumping unit (conventional, Mark II, air-balanced or long-stroke) → polished rod → rod string (steel or fibreglass, with sinker bars) → subsurface pump (insert or tubing pump; standing and traveling valves) set below the fluid level, ideally near or below the perforations with a gas separator.

**Design basics**
- **Pump displacement** (bbl/d) ≈ 0.1166 × plunger diameter² (in) × effective plunger stroke (in) × SPM — the effective stroke is shorter than the surface stroke because of rod and tubing stretch.
- Rod loads, stresses (modified Goodman diagram), peak gearbox torque and motor power are calculated with the **API RP 11L** method or, better, **wave-equation** software that models the rod string dynamically.
- **Counterbalance** so the gearbox torque on upstroke and downstroke is balanced — an out-of-balance unit overloads the gearbox and wastes power.
- Keep the pump **full**: pump capacity slightly above well inflow, with a **pump-off controller** or **VFD** that slows or idles the unit when the card shows incomplete fillage.

**Choosing the unit and the rod string for a well**
- Start from the rate wanted and the pump depth (near the perforations) with the fluid level expected: the pump size, stroke length and SPM that make the rate with an effective stroke that allows for rod stretch; then the peak polished-rod load, the peak torque and the motor from an RP 11L or wave-equation run — not from a rule of thumb.
- **The unit's designation** gives its ratings: in C-912D-365-168, 912 is the gearbox's peak torque in thousands of inch-pounds, 365 the structure's peak polished-rod load in hundreds of pounds, 168 the longest stroke in inches. A unit is "overkill" only against the loads the design run gives, with a margin for the well's decline and a heavier fluid.
- **Rod string:** a tapered steel string (steel chosen for the load and the corrosion), or fibreglass over steel sinker bars on deep wells, with each taper's stress checked on the modified Goodman diagram; sinker bars keep the bottom in tension; guides in deviated sections; inhibition in a corrosive well.
- **Deep and high-rate wells:** much beyond a few hundred barrels a day from 8,000–10,000 ft the loads climb fast — compare a long-stroke unit, or staying on ESP or moving to gas lift, on run life and cost.

**Good practice:** anchor the tubing (reduces stretch and buckling), use rod guides in deviated sections, keep a failure log by component and depth, and take dynamometer cards and fluid levels regularly.`,
    sources: [
      {
        title: 'PetroWiki: Sucker-rod pumping units',
        url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
      },
      {
        title:
          'API TR 11L / RP 11L, Design Calculations for Sucker Rod Pumping Systems; API Spec 11AX and 11B',
        url: API_STANDARDS.url,
      },
    ],
    checks: ['rod_pump_displacement'],
    lastReviewed: '2026-11-30',
    related: ['lift-dynamometer-cards', 'lift-rod-pump-failures', 'lift-fluid-level'],
  },
  {
    id: 'lift-rod-pump-failures',
    title: 'Rod pump failures: rod parts, tubing leaks, pump wear and how to reduce them',
    area: 'artificial-lift',
    aliases: [
      'pump off controller shutting down the well',
      'POC keeps shutting the well down',
      'rods parting',
      'frequent rod failures',
      'rod part',
      'parted rods',
      'rod failure',
      'tubing leak',
      'hole in tubing',
      'rod on tubing wear',
      'pump failure',
      'stuck pump',
      'worn pump',
      'fluid pound damage',
      'failure frequency',
      'MTBF',
      'run time',
      'rod guide',
      'tubing anchor',
    ],
    symptoms: [
      'pulling the well again for a rod part',
      'holes in the tubing after a few months',
      'pump stuck when we pulled it',
      'failure frequency going up on the rod-pumped wells',
      'rods parting at the same depth every time',
      'rods keep parting in the deviated section',
    ],
    summary:
      'Most rod-lift failures come from a few causes — corrosion, rod-on-tubing wear in deviated wells, fluid pound and overload, solids and scale in the pump — and are cut by root-cause analysis of every pull, pump-off control, rod guides, anchors and chemical treatment.',
    body: `**Typical failure modes and what usually causes them**
- **Rod body or coupling parts:** corrosion pits and corrosion fatigue, overload beyond the Goodman limit, compressive loading from **fluid pound**, mechanical damage, wrong makeup torque (pin/coupling failures).
- **Tubing leaks:** **rod-on-tubing wear** in doglegs and deviated sections, worsened by buckling of unanchored tubing and by compression at the bottom of the string; corrosion.
- **Pump failures:** worn plunger/barrel and valves from sand, scale or iron sulfide; gas-locked pump; stuck plunger from solids or paraffin; split barrels.

**Reducing them**
1. **Root-cause every pull:** record which component failed, at what depth and why (look at it, photograph it, send parts for analysis). Track failures per well per year.
2. Stop **fluid pound**: pump-off controller or VFD, right-sized pump.
3. **Deviated wells:** rod guides placed from a deviation survey and side-load model, tubing anchor, slower strokes, and sinker bars to keep the lower rods in tension.
4. **Corrosion:** continuous or batch inhibitor, keep oxygen out, remove scale; use rods suited to the environment.
5. **Solids:** sand screens/desanders, pumps with suitable fits, scale inhibitor below the pump.
6. Proper **makeup** of rod connections (circumferential displacement method) and handling practices.`,
    sources: [
      {
        title:
          'API RP 11AR, Care and Use of Subsurface Pumps; API RP 11BR, Care and Handling of Sucker Rods',
        url: API_STANDARDS.url,
      },
      {
        title: 'PetroWiki: Sucker-rod pumping units',
        url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
      },
    ],
    checks: ['rod_pump_displacement'],
    lastReviewed: REVIEWED,
    related: [
      'lift-rod-tubing-corrosion-wear',
      'lift-dynamometer-cards',
      'chem-corrosion-inhibitors',
    ],
  },
  {
    id: 'lift-rod-pump-pound',
    title: 'Rod pump knock or pound on the downstroke: fluid pound, gas pound, tagging',
    area: 'artificial-lift',
    aliases: [
      'knock on the downstroke',
      'rod pump knocking',
      'pump knocking',
      'pounding on the downstroke',
      'fluid pound on the downstroke',
      'pump pounding',
      'beam pump pounding',
      'rods jarring on the downstroke',
      'jar on the downstroke',
      'pump tagging bottom',
      'pump tapping bottom',
      'unit shaking on the downstroke',
      'pumped off',
      'fluid pound',
      'gas pound',
      'pump-off control',
      'incomplete pump fillage',
    ],
    symptoms: [
      'rod pump gas interference with low pump efficiency',
      'card shows fluid pound',
      'load drops late on the downstroke',
      'downstroke corner of the card missing',
      'knock on the downstroke',
      'unit jars on every stroke',
      'rods slamming on the way down',
      'pumping unit shaking on the downstroke',
      'pump tagging bottom',
    ],
    summary:
      'A knock or jar on the downstroke of a rod-pumped well is usually fluid pound (the plunger hitting liquid in a partly filled barrel), gas pound, or the pump tagging bottom; a dynamometer card and a fluid-level shot tell them apart.',
    body: `**Likely causes**
- **Fluid pound (pumped off):** the well makes less than the pump displaces; the barrel fills partly, and the plunger strikes the liquid on the downstroke. The commonest cause — but only with the fluid level down near the pump intake.
- **Pound with a high fluid level:** not pump-off. Free gas getting into the pump (gas interference: pump above the perforations, a poor gas separator, casing gas held back) or a leaking traveling or standing valve gives the same incomplete-fillage card; slowing the unit does not fix either.
- **Gas pound (gas interference):** free gas in the barrel compresses before the traveling valve opens — a softer, gradual load release.
- **Pump tagging bottom:** the plunger hits the bottom of the pump on every stroke — spacing too tight after a rod change or tubing movement.
- **Unanchored or badly anchored tubing, a loose polished-rod clamp, worn gearbox or bearings** — knocks at the surface that are not in the pump.

**What to check, in this order**
1. **Dynamometer card:** a downhole card loaded into the downstroke with a sharp drop is fluid pound; a gradual drop is gas; a load spike at the bottom of the stroke is tagging.
2. **Fluid-level shot:** a fluid level near the pump intake (low pump intake pressure) confirms pump-off; a high fluid level with a poor card points to gas or a pump problem.
3. **Spacing and tubing anchor:** compare the spacing with the last pull's record; check the anchor set.
4. **Surface unit:** clamp, stuffing box, gearbox and bearings — a surface knock can be heard and felt at the unit itself.

**What to do**
- **Fluid pound, with the fluid level at the pump:** slow the unit (fewer strokes per minute or a shorter stroke), fit a pump-off controller or VSD, or put in a smaller pump; pound left running breaks rods and wears the tubing.
- **Pound with a high fluid level:** do not slow the unit for it. Test the valves (stop the unit near the top and the bottom of the stroke: a load that bleeds off is a leaking traveling valve, one that builds a leaking standing valve), re-shoot the fluid level with the casing pressure read (a foamy column reads high), then treat the gas: a better gas separator, the pump below the perforations, the casing vented to the flowline.
- **Gas pound:** better downhole gas separation, set the pump below the perforations, minimise dead space in the pump.
- **Tagging:** re-space the pump (raise the rods a few inches at the polished-rod clamp).
- **Anchor or surface:** re-set the anchor; tighten or replace worn parts.

**Safety:** stop the unit, set the brake and lock out and tag out the prime mover before touching the polished rod, the clamp or the horsehead; never stand in the path of the counterweights or beam.`,
    sources: [
      {
        title:
          'S. G. Gibbs and A. B. Neely, "Computer Diagnosis of Down-Hole Conditions in Sucker Rod Pumping Wells", JPT, January 1966 (SPE-1165-PA)',
        url: 'https://doi.org/10.2118/1165-PA',
      },
      {
        title:
          'API RP 11AR, Care and Use of Subsurface Pumps; API RP 11L, Design Calculations for Sucker Rod Pumping Systems',
        url: API_STANDARDS.url,
      },
      {
        title: 'PetroWiki: Sucker-rod pumping units',
        url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
      },
    ],
    checks: ['rod_pump_displacement'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['lift-dynamometer-cards', 'lift-fluid-level', 'lift-rod-pump-failures'],
  },
  {
    id: 'lift-dynamometer-cards',
    title: 'Reading dynamometer cards (surface and downhole pump cards)',
    area: 'artificial-lift',
    aliases: [
      'gas pound',
      'incomplete pump fillage',
      'dynamometer card',
      'dyno card',
      'dynacard',
      'pump card',
      'downhole card',
      'surface card',
      'fluid pound',
      'gas interference',
      'traveling valve leak',
      'standing valve leak',
      'pump tagging',
      'pump fillage',
      'card shapes',
      'wave equation',
      'Gibbs',
    ],
    symptoms: [
      'sharp drop in load partway through the downstroke',
      'load falls off gradually on the downstroke',
      'load bleeds off during the upstroke',
      'card shows only the rod weight',
      'spike at the bottom of the card',
    ],
    summary:
      'A dynamometer card plots polished-rod load against position over a stroke; the wave-equation downhole pump card shows pump fillage and problems such as fluid pound, gas interference, leaking valves, tagging and worn pumps by its shape.',
    body: `**Surface vs. downhole card:** the surface card (load cell on the polished rod vs. position) includes rod-string stretch, dynamics and friction. Controllers and software use the **wave equation** (Gibbs' method) to calculate the **downhole pump card**, which is what you diagnose. An ideal full-pump card is close to a rectangle: load picked up at the bottom of the stroke (standing valve opens, traveling valve closes), carried through the upstroke, released at the top.

**Common shapes on the pump card**
- **Full pump:** near-rectangular — good.
- **Fluid pound:** the load stays high into the downstroke then drops sharply as the plunger hits liquid — incomplete fillage with a hard impact. Fix, once a fluid-level shot shows the level down near the pump intake: slow down, pump-off control, smaller pump or longer idle time.
- **Pound with a high fluid level:** the pump is not pumped off, so the barrel is filling with gas or losing what it lifts — **gas interference** (free gas reaching the intake: a pump set above the perforations, a poor or no gas separator, high casing pressure holding gas back) or a **leaking traveling or standing valve**. Do not slow the unit for pound: check the valves (stop at top and bottom of stroke), check casing pressure and the gas separator, and re-shoot the fluid level (a foamy annulus reads high).
- **Gas interference:** like pound but the load falls off **gradually** (gas compresses before the traveling valve opens). Fix: better downhole gas separation, set the pump below perforations, reduce the compression ratio (minimise dead space).
- **Traveling valve / plunger leak:** load bleeds off during the upstroke (rounded top-right) — worn plunger or valve.
- **Standing valve leak:** load builds during the downstroke (rounded bottom-left).
- **Pump tagging:** a spike at the bottom of the stroke — plunger hitting bottom; re-space the pump.
- **Worn or split barrel, unanchored tubing, parted rods** (load near buoyant rod weight only) each have their own signatures.

**Use with:** a fluid-level shot (to confirm pump intake pressure), well tests and valve checks (stop the unit at top and bottom of stroke to test TV and SV).`,
    sources: [
      {
        title:
          'S. G. Gibbs and A. B. Neely, "Computer Diagnosis of Down-Hole Conditions in Sucker Rod Pumping Wells", JPT, January 1966 (SPE-1165-PA)',
        url: 'https://doi.org/10.2118/1165-PA',
      },
      {
        title: 'PetroWiki: Sucker-rod pumping units',
        url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
      },
    ],
    checks: ['rod_pump_displacement'],
    lastReviewed: REVIEWED,
    related: ['lift-rod-pump-basics', 'lift-fluid-level', 'lift-rod-pump-failures'],
  },
  {
    id: 'lift-fluid-level',
    title: 'Acoustic fluid-level surveys and pump intake pressure',
    area: 'artificial-lift',
    aliases: [
      'fluid level',
      'fluid level shot',
      'shoot a fluid level',
      'shooting fluid levels',
      'acoustic fluid level',
      'echometer',
      'sonic fluid level',
      'pump intake pressure',
      'PIP',
      'fluid over pump',
      'submergence',
      'annular fluid level',
      'producing bottomhole pressure',
      'casing pressure buildup',
    ],
    symptoms: [
      'fluid level high above the pump',
      'fluid level down at the pump intake',
      'not sure whether the well can make more fluid',
      'low pump intake pressure',
    ],
    summary:
      "An acoustic fluid-level survey times a pressure pulse's echo from the liquid level in the annulus; with casing pressure and the gas-cut liquid gradient it gives the pump intake pressure and shows whether a pumped well can make more fluid.",
    body: `**How it works:** a gas gun at the casing valve sends a pressure pulse down the annulus; a microphone records echoes from tubing collars and from the liquid level. Counting collars (or using acoustic velocity) gives the **depth to the fluid level**.

**From level to pressure**
- Pump intake pressure ≈ casing pressure + gas column pressure + pressure of the **gas-cut liquid column** above the pump. In a producing well the annular liquid is foamy, so its gradient is much less than water's; a **casing-pressure buildup test** (shut the casing valve briefly and measure the rise) gives the gas flow rate through the annulus and lets the software correct the gradient.
- Producing bottomhole pressure adds the liquid gradient from pump to mid-perforations.

**Using it**
- **High fluid level over the pump with a full card:** the well can make more — pump faster or larger.
- **High fluid level with poor fillage:** gas interference or pump problems, not lack of inflow.
- **Fluid level at the pump:** the well is pumped off — good drawdown; make sure the pump is not pounding.
- Combine with the IPR (Vogel) to estimate how much rate more drawdown would add.

Shoot levels after the well stabilises, with a known casing pressure, and record tubing and casing pressures with every shot.`,
    sources: [
      {
        title:
          'J. N. McCoy, A. L. Podio and K. L. Huddleston, "Acoustic Determination of Producing Bottomhole Pressure", SPE Formation Evaluation, 1988 (SPE-14254-PA)',
        url: 'https://doi.org/10.2118/14254-PA',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['lift-dynamometer-cards', 'ops-ipr-nodal-analysis'],
  },
  {
    id: 'lift-esp-basics',
    title: 'Electrical submersible pumps (ESP): components, operating range and gas handling',
    area: 'artificial-lift',
    aliases: [
      'ESP',
      'electric submersible pump',
      'electrical submersible pump',
      'submersible pump',
      'ESP design',
      'pump curve',
      'operating range',
      'recommended operating range',
      'downthrust',
      'upthrust',
      'VSD',
      'variable speed drive',
      'gas separator',
      'gas handler',
      'motor shroud',
      'run the ESP faster',
      'speed up the ESP',
      'raise the ESP frequency',
      'affinity laws',
    ],
    summary:
      'An ESP is a multistage centrifugal pump driven by a downhole motor through a seal (protector) section, powered by cable from a surface drive; it must run within its recommended flow range, with enough intake pressure and gas handling, and the motor needs fluid flow for cooling.',
    body: `**Components (bottom to top):** downhole sensor → **motor** (induction, oil-filled) → **seal/protector** (isolates motor oil, equalises pressure, carries pump thrust) → **intake or gas separator / gas handler** → multistage **centrifugal pump** → discharge head; power **cable** with motor lead extension; surface **switchboard or variable speed drive (VSD)** and transformer.

**Design and operating rules**
- Choose the pump so the expected rate sits inside its **recommended operating range** at the planned frequency. Running left of the range causes **downthrust** wear and heat; right of it, **upthrust**.
- **Free gas** at the intake degrades head and can gas-lock the pump; keep intake pressure up, set the pump below perforations with a shroud, or use rotary separators and gas-handling stages. Rule of thumb: above roughly 10 % free gas by volume at the intake, plan for gas handling.
- **Motor cooling:** fluid must flow past the motor at a minimum velocity (commonly about 1 ft/s); if the motor sits below the perforations, use a shroud.
- A **VSD** lets you match rate as inflow declines, soft-start the system and protect against gas.
- **Running faster on the VSD:** a centrifugal pump's rate rises with the frequency, its head with the square and its power with the **cube** (affinity laws), while the motor's rating rises only in proportion to the frequency — from 58 to 70 Hz the pump needs (70/58)³ ≈ 1.76 times the power and the motor's rating grows 70/58 ≈ 1.21 times, so a motor loaded to 88 % of its rating at 58 Hz would be asked for about 128 % of its rating at 70 Hz (88 % × 1.76/1.21). Before running faster, work the load at the new frequency against the motor's rating there, and keep the pump in its operating range (upthrust).

**Surveillance:** intake pressure and temperature, motor temperature, amps, voltage imbalance, frequency, vibration — trend them daily; changes appear before trips.`,
    sources: [
      {
        title: 'PetroWiki: Electrical submersible pumps',
        url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
      },
      {
        title: 'API RP 11S series (ESP installation, operation, maintenance and troubleshooting)',
        url: API_STANDARDS.url,
      },
    ],
    lastReviewed: '2026-12-02',
    related: ['lift-esp-failures', 'lift-selection'],
  },
  {
    id: 'lift-esp-failures',
    title: 'ESP trips and failures: underload, overload, gas lock, heat, solids',
    area: 'artificial-lift',
    aliases: [
      'ESP underload',
      'underload trip',
      'ESP low load',
      'ESP shutting down on low load',
      'pump intake pressure falling',
      'PIP dropping',
      'ESP pump off',
      'ESP overload',
      'overload trip',
      'ESP tripping',
      'gas lock',
      'ESP cycling',
      'amp chart',
      'ammeter chart',
      'ESP run life',
      'ESP failure analysis',
      'dismantle inspection',
      'teardown',
      'burned motor',
      'cable failure',
      'ESP scale',
      'ESP sand',
    ],
    symptoms: [
      'ESP trips on underload',
      'amps falling and the intake pressure dropping',
      'amps swinging before the trip',
      'ESP will not stay running',
      'overload trip after the workover',
      'will not restart after a power outage',
      'motor temperature climbing',
      'motor running hot with the rate down',
      'drive faults on overcurrent at start-up',
      'new ESP will not start, trips on overcurrent',
      'amps falling and the intake pressure rising',
    ],
    summary:
      'ESP trips tell a story: underload means too little fluid or gas lock, overload means heavier fluid, solids, scale or mechanical drag; repeated restarts and hot motors shorten run life, so diagnose from amps, intake pressure and temperatures before restarting.',
    body: `**Likely causes, by what trips it**
- **Underload trips with pump intake pressure (PIP) falling — pump-off:** the pump lifts more than the well delivers; the fluid level falls to the intake, amps drop and the unit trips on low load. Often after a production decline, a new offset injector shut in, or a larger pump.
- **Underload trips with erratic low amps — gas lock or gas interference:** free gas at the intake (PIP near or below the bubble point); amps swing, then fall.
- **Underload at steady PIP — restriction or mechanical:** a closed or plugged surface valve or choke, a plugged intake screen, scale in the stages, or a **broken shaft** (amps at no-load, no flow).
- **Little at surface with the PIP or fluid level steady or rising — a leak, not gas:** a **tubing leak** (a hole or a parted connection, a drain valve opened) lets the lifted fluid run back to the annulus; amps near normal or a little low, a tubing that will not hold a pressure test or fill.
- **Overload trips:** heavier or more viscous fluid (emulsion, kill fluid), **sand or scale** drag, mechanical wear, low voltage or unbalanced phases.
- **Overload on restart after a shutdown or power loss:** the fluid column falling back through the pump spins it backwards (backspin) — starting into it can break the shaft; sand or scale settled into the stages while it stood; a cable or motor insulation fault that shows at start-up.
- **Overcurrent at the first start of a new installation:** the pump must lift a column of heavy kill fluid or viscous, cold heavy oil, and the start-up torque the drive allows is not enough — or the unit is turning the wrong way (phase rotation), the drive's ramp is too fast or its current limit too low for the load, or there is a fault in the cable, a splice or the motor. Check rotation, the electricals (megger and phase-to-phase from surface) and the drive's start settings before trying again: a slower ramp with a higher start current within the motor's rating, or a rocking start, and circulating lighter fluid to the pump first in heavy oil. Repeated attempts heat the motor and the cable.
- **Cycling (repeated start–trip):** any of the above left unfixed; each restart stresses the motor and cable.
- **Trips since a new schedule of shut-ins:** each restart draws down what built up while off, so the PIP falls fast to pump-off or free gas and the motor runs hot — set the VSD (frequency or PIP control), the underload trip and the restart delay for the schedule, and wait out the backspin.
- **High motor temperature:** low flow past the motor (the well making less, so less fluid cools it), gas, scale on the housing, motor above the perforations without a shroud. A motor temperature climbing as the rate falls is heading for a burn: find why the rate fell (the ESP trips above and the well's inflow), lower the frequency only if that keeps the fluid velocity past the motor, and keep the motor temperature trip in service below the insulation rating — never raise or bypass it. A shroud, or setting the motor above the perforations, restores cooling at the next pull.

**What to check, in this order**
1. **Surface first:** wellhead and flowline valves open, choke not plugged, separator and line pressure normal.
2. **Amp chart and PIP trend** since the last good test: smooth decline to a trip (pump-off) vs. erratic swings (gas) vs. a sudden drop to no-load (shaft or coupling).
3. **Inflow vs. pump:** fluid level or PIP against the pump's rate at this frequency; recent well test, water cut and GOR against the IPR.
4. **Restart test** at lower frequency: flow at surface and amps that hold mean inflow or gas; no flow with low amps means a mechanical failure downhole.
5. **Won't restart (overload on every try):** wait out the backspin (no check valve: give the column time to fall back — the drive's backspin reading or the time the maker gives); megger and phase-to-phase resistance of cable and motor from surface, and the VSD, transformer and junction box, before any more attempts.

**What to do**
- **Pump-off (underload with PIP falling):** lower the VSD frequency, or set PIP- or current-based control (slow down rather than cycle); resize the pump at the next pull.
- **Gas lock (underload with erratic amps, PIP low):** keep the casing vented to the flowline so the gas separated at the intake goes up the annulus, not through the pump — shutting in the casing forces it through; lower the frequency to raise the intake pressure, use the drive's gas-lock routine; a gas separator or gas handler, the intake below the perforations or a shroud at the next pull; watch the motor temperature, since little fluid passes to cool it. Only once the PIP or the fluid level says gas: a high or rising PIP with little at surface is a tubing leak or a mechanical failure (test the tubing; see the ESP with no flow at normal amps), which gas-lock remedies will not fix.
- **Restriction (underload at steady PIP):** clear the surface restriction; acid or scale dissolver for stages plugged with scale.
- **Broken shaft (no flow, no-load amps):** pull and tear down the unit.
- **Stuck after a shutdown (overload, electricals good):** a limited number of starts with cooling time between them; a rocking or reverse-rotation start from the VSD, or flushing the tubing, to free settled solids; if it stays stuck, plan the pull — never raise the overload setting to force it.

**Safety:** lock out and tag out the switchboard or VSD before working on it or the junction box; the cable can hold a dangerous charge after shutdown. Do not keep raising restart attempts on an ESP that trips — each restart heats the motor and can burn it.

**Failure records:** the common root causes of ESP failures are electrical (cable, penetrators, motor-lead extension), seal-section leaks letting well fluid into the motor, solids abrasion and plugging, scale, corrosion, gas, operating outside the pump's range, and poor installation or handling.

**Run life:** keep the pump in range with the VSD, manage solids and scale (chemicals below the intake, screens), avoid frequent shutdowns, protect the cable at installation, and **tear down every failed unit** with a structured dismantle-and-inspect report so failures are trended by cause.`,
    sources: [
      {
        title:
          'API RP 11S, Operation, Maintenance and Troubleshooting of ESP Installations; API RP 11S1, ESP Teardown Report',
        url: API_STANDARDS.url,
      },
      {
        title: 'PetroWiki: Electrical submersible pumps',
        url: 'https://petrowiki.spe.org/Electrical_submersible_pumps',
      },
    ],
    lastReviewed: '2026-12-02',
    related: ['lift-esp-basics', 'lift-esp-no-flow-normal-amps', 'chem-carbonate-scale'],
  },
  {
    id: 'lift-gas-lift',
    title: 'Gas lift: continuous and intermittent, valve design and troubleshooting',
    area: 'artificial-lift',
    aliases: [
      'gas lift',
      'gaslift',
      'continuous gas lift',
      'intermittent gas lift',
      'gas lift valve',
      'unloading valves',
      'orifice valve',
      'IPO valve',
      'PPO valve',
      'gas lift design',
      'injection gas rate',
      'gas lift optimization',
      'API RP 11V6',
      'plunger assisted gas lift',
      'intermitter',
      'cycle time',
      'chamber lift',
      'pilot valve',
    ],
    summary:
      'Gas lift injects gas down the annulus through valves into the tubing to lighten the fluid column; unloading valves get the well to the operating point, an orifice valve injects continuously, and troubleshooting looks for multipointing, heading, leaking valves and the right injection rate.',
    body: `**How it works:** compressed gas enters the tubing at depth and lowers the flowing gradient, reducing bottomhole pressure so the reservoir delivers more. It suits high-GLR, sandy and deviated wells, and pads with a gas supply and compression.

**Design basics**
- **Unloading valves** (injection-pressure-operated or production-pressure-operated) are spaced so the well can be unloaded step by step with the available injection pressure; each closes once the next one down is uncovered.
- The **operating valve** (often an orifice) is as deep as the injection pressure allows. Design follows API RP 11V6 methods with a safety margin for declining reservoir pressure.
- **Injection rate:** production rises with gas rate up to an optimum, then falls as friction dominates — find the point on the **gas-lift performance curve** and allocate limited gas to the wells with the best incremental oil per Mcf.

**Troubleshooting** starts from the casing (injection) pressure against the design and the injection rate against the meter: multipointing, heading, cut-out or plugged valves and tubing holes each leave their own pattern — the gas-lift troubleshooting entry goes through them. Use **two-pen charts or pressure transducers** on casing and tubing, flowing pressure–temperature surveys, and well tests.

**Intermittent gas lift** suits wells with low reservoir pressure or a low productivity index, where continuous injection would only aerate a short column:
- Gas is injected in cycles: a surface **intermitter** (a time-cycle controller on the injection line) or choke control opens a **pilot-operated** or large-port valve that lets a big volume of gas in fast, under the liquid slug that built up in the tubing while it was shut.
- **Cycle time** is set by how fast the liquid builds up: start with long cycles and shorten them step by step while the oil per cycle holds; too short a cycle lifts small slugs with the same gas, too long a cycle lets the slug grow heavy and raises the back pressure on the formation. Part of each slug falls back (**fallback**) — a plunger in the tubing (**plunger-assisted** intermittent lift) or a **chamber** completion for very low bottomhole pressure reduces it.
- A **standing valve** at the bottom of the tubing keeps the injection pressure off the formation and the slug from being pushed back into it.
- Keep the surface back pressure low (flowline, separator) and record the gas used and the liquid made per cycle; echometer shots or pressure gauges show the build-up between cycles.

Intermittent gas lift and plunger-assisted gas lift extend the method to low rates late in life.`,
    sources: [
      { title: 'PetroWiki: Gas lift', url: 'https://petrowiki.spe.org/Gas_lift' },
      {
        title: 'API RP 11V6, Design of Continuous Flow Gas Lift Installations',
        url: API_STANDARDS.url,
      },
    ],
    lastReviewed: '2026-11-30',
    related: ['lift-gas-lift-troubleshooting', 'lift-selection', 'lift-plunger-lift'],
  },
  {
    id: 'lift-plunger-lift',
    title: 'Plunger lift for liquid-loaded gas wells and high-GLR oil wells',
    area: 'artificial-lift',
    aliases: [
      'plunger lift',
      'plunger',
      'plunger cycle',
      'plunger arrival',
      'plunger velocity',
      'bumper spring',
      'lubricator',
      'plunger controller',
      'dewatering gas wells',
      'deliquification',
      'GLR rule of thumb',
      'install plunger lift',
      'plunger lift candidate',
    ],
    summary:
      "A plunger is a free piston that travels in the tubing, using the well's own gas to lift liquid slugs with little fallback; it needs enough gas per barrel for the depth (a common rule of thumb is about 400 scf/bbl per 1,000 ft) and is tuned by shut-in and afterflow times and plunger speed.",
    body: `**The cycle:** shut in (plunger falls to the bumper spring at the bottom, casing pressure builds) → open (gas stored in the annulus pushes plunger and liquid slug to surface) → **afterflow** (the well flows gas until liquid starts to load) → shut in again. A controller sets times or uses pressure/arrival triggers.

**Is the well a candidate?**
- Enough gas: a widely used rule of thumb is **about 400 scf per barrel of liquid per 1,000 ft of depth**, and casing build-up pressure high enough (often compared with line pressure) to lift the slug.
- A clean, gauge-ringed tubing string without restrictions, a packerless completion (annulus as gas storage) or a way to store gas.
- **A packer** leaves only the tubing to store gas: the cycles are short and the slug small — consider a packerless completion, a bypass or gas-assisted plunger, or gas lift instead.
- **Deviation:** plungers travel down to about 60–70° with the right type (pad or brush, a shorter plunger); set the bumper spring above the steep section, drift the tubing first and check where the tubing ends against the curve.
- Compare the well's rate with its critical (Turner or Coleman) rate: just below it, foamers or a velocity string may be cheaper; far below it with little gas, a pump.

**Tuning and troubleshooting**
- **Plunger speed** in the commonly recommended range of roughly 500–1,000 ft/min: too fast damages the plunger and lubricator; too slow (or no arrival) means too much liquid or too little pressure — lengthen shut-in or shorten afterflow.
- **No arrivals:** worn plunger, tubing restriction or hole, liquid load too high, line pressure too high, bumper spring failed.
- Match the **plunger type** (pad, brush, bar stock, bypass, two-piece) to the well; inspect for wear regularly.

Bonus: plungers keep tubing clear of paraffin and some scale.`,
    sources: [
      { title: 'PetroWiki: Plunger lift', url: 'https://petrowiki.spe.org/Plunger_lift' },
      {
        title: 'SLB Energy Glossary: plunger lift',
        url: 'https://glossary.oilfield.slb.com/en/terms/p/plunger_lift',
      },
    ],
    lastReviewed: '2026-11-30',
    related: ['lift-liquid-loading', 'lift-gas-lift'],
  },
  {
    id: 'lift-pcp',
    title: 'Progressing cavity pumps (PCP): heavy oil, sand, elastomers and failures',
    area: 'artificial-lift',
    aliases: [
      'PCP',
      'progressing cavity pump',
      'progressive cavity pump',
      'screw pump',
      'rotor',
      'stator',
      'elastomer',
      'stator swelling',
      'PCP run dry',
      'PCP torque',
      'rod driven PCP',
      'heavy oil lift',
      'sandy well lift',
    ],
    symptoms: [
      'PCP torque climbing',
      'stator burned after the well pumped off',
      'rate falling at the same speed',
      'rods backspinning on shutdown',
    ],
    summary:
      'A PCP is a helical rotor turning in an elastomer stator, usually driven by rods from a surface drive head; it handles viscous and sandy fluids efficiently, but the elastomer limits temperature and chemistry, and running the pump dry destroys it.',
    body: `**How it works:** the rotor's rotation moves sealed cavities up the stator — a positive-displacement pump with smooth, non-pulsing flow and no valves to gas-lock. Rate is roughly proportional to speed (rpm) and pump displacement; the pump's **head rating** depends on the number of stages (pitch lengths).

**Where it shines:** heavy and viscous oil, high sand cut, shallow to moderate depths, coal-bed methane dewatering; high energy efficiency.

**Limits and failure causes**
- **Elastomer:** swells or hardens with aromatics, CO2, H2S and high temperature; choose the elastomer from a compatibility test with the well's fluid at temperature, and size the rotor fit to allow for swell.
- **Running dry** (pumped off): friction heat burns the stator in minutes — use intake-pressure or torque-based control and keep fluid above the pump.
- **Rod string torque and wear:** rod-on-tubing wear in deviated wells, backspin energy on shutdown (the drive must brake it safely), torque-limited rod sizes.
- **Gas:** reduces volumetric efficiency; set the intake below perforations or separate gas.

**Surveillance:** drive torque and speed, intake pressure, rate; rising torque often means sand or swelling; falling volumetric efficiency means wear.`,
    sources: [
      {
        title: 'PetroWiki: Progressing cavity pumps',
        url: 'https://petrowiki.spe.org/Progressing_cavity_pumps',
      },
      {
        title: 'ISO 15136-1, Progressing cavity pump systems for artificial lift',
        url: 'https://www.iso.org/search.html?q=ISO%2015136',
      },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['lift-selection'],
  },
  {
    id: 'lift-jet-pump',
    title: 'Hydraulic jet pumps',
    area: 'artificial-lift',
    aliases: [
      'jet pump',
      'hydraulic jet pump',
      'hydraulic lift',
      'power fluid',
      'nozzle and throat',
      'cavitation',
      'free pump',
      'reverse circulation jet pump',
      'hydraulic piston pump',
    ],
    symptoms: [
      'jet pump cavitating',
      'noise at the pump and falling rate',
      'less production for the same power fluid',
      'throat worn on the last pull',
    ],
    summary:
      'A jet pump uses high-pressure power fluid through a nozzle to entrain and lift well fluid; with no moving parts downhole it tolerates solids, gas and deviation and can be circulated out for service, at the cost of low efficiency and large power-fluid volumes.',
    body: `**How it works:** surface pumps (usually multiplex plunger pumps) send **power fluid** (produced water or oil) down the tubing or annulus. In the pump, it accelerates through a **nozzle**, entrains well fluid in the **throat**, and the mixture slows in a diffuser to gain pressure and flow to surface.

**Strengths:** no moving parts downhole; handles sand, gas, corrosive and hot fluids; works in highly deviated and horizontal wells; wide rate range set by the **nozzle/throat combination**; the "free" pump can be circulated in and out without a rig — useful for early flowback and testing in unconventional wells.

**Weaknesses:** low hydraulic efficiency (typically 20–30 %), so high horsepower and large power-fluid volumes to treat and separate; needs enough **pump intake pressure** — too low causes **cavitation** and throat erosion; surface equipment is higher-pressure.

**Operating tips:** size nozzle and throat with the manufacturer's model for the current intake pressure; keep power fluid clean (solids cut the nozzle); watch for cavitation (noise, falling efficiency, throat damage) when the well draws down — change the nozzle/throat ratio as the well declines.`,
    sources: [
      {
        title: 'PetroWiki: Hydraulic pumping in oil wells',
        url: 'https://petrowiki.spe.org/Hydraulic_pumping_in_oil_wells',
      },
      BROWN_1982,
    ],
    lastReviewed: REVIEWED,
    related: ['lift-selection'],
  },
  {
    id: 'lift-liquid-loading',
    title: 'Liquid loading in gas wells: symptoms, critical velocity and remedies',
    area: 'artificial-lift',
    aliases: [
      'liquid loading',
      'loaded up gas well',
      'gas well loading',
      'critical velocity',
      'Turner',
      'Coleman',
      'critical rate',
      'velocity string',
      'foamer',
      'soap sticks',
      'capillary foamer',
      'wellhead compression',
      'unloading a gas well',
      'deliquification',
      'gas well loading up',
      'liquid loading symptoms',
      'casing pressure rising tubing pressure falling',
    ],
    symptoms: [
      'surges and dies',
      'gas well heading and slugging the separator',
      'casing pressure climbing while tubing pressure falls',
      'casing pressure creeping up on a gas well with no packer',
      'rate erratic and below the decline curve',
      'well has to be swabbed to flow',
      'comes back after a shut-in then loads up again',
    ],
    summary:
      'A gas well loads up when gas velocity falls below the critical velocity needed to carry liquid droplets (Turner or Coleman criteria); signs are erratic rates, sharp decline and rising casing–tubing pressure difference, and remedies include smaller tubing, foamers, plunger lift, compression and pumps.',
    body: `**Signs (symptoms of liquid loading)**
- Rate becomes erratic or declines faster than the decline curve; slugging at the separator.
- **Casing pressure rising** while tubing pressure falls (the casing–tubing difference grows); a flowing gradient survey shows a liquid column.
- Production recovers after shut-ins or swabbing.

**Critical velocity:** Turner, Hubbard and Dukler (1969) modelled the gas velocity needed to lift the largest liquid droplets; Coleman et al. (1991) found lower-pressure wells need about 20 % less than Turner's (which includes a 20 % adjustment). Compare the **actual gas velocity at the tubing's weakest point** (usually the wellhead at low pressure, or the bottom of large tubing) with the critical value.

**Remedies (cheapest first)**
- **Foamers / soap sticks** or capillary-injected surfactant (water-dominated liquids; condensate foams poorly).
- **Smaller tubing or a velocity string** to raise velocity.
- **Plunger lift** when GLR is sufficient.
- **Lower wellhead pressure:** wellhead or gathering compression. Never the other way: a higher line or wellhead pressure (a sales-line or compressor suction raised, the well choked back to "stabilise" it) raises the critical rate and loads the well faster.
- **Intermittent production / time cycling**, gas lift, or pumps (rod, ESP, jet) for higher liquid rates.

Re-check the critical rate as pressure declines — today's solution becomes tomorrow's restriction.

**What to check, in this order**
1. **Production trend:** gas rate against the decline curve; erratic or cycling rates and slugs at the separator.
2. **Casing and tubing pressures:** a growing casing–tubing difference on a packerless well is the column of liquid in the tubing.
3. **Critical rate:** the actual rate against the Turner (or Coleman) critical rate at wellhead flowing pressure for this tubing size — below it, the well is loading.
4. **Gradient survey or acoustic shot:** confirms the liquid level before money is spent.

**Safety:** swabbing and unloading to a pit or tank release gas and liquids at surface — follow the H2S plan where the gas is sour, keep ignition sources away, and route unloading to a closed system or flare where rules require it.`,
    sources: [
      {
        title:
          'R. G. Turner, M. G. Hubbard and A. E. Dukler, "Analysis and Prediction of Minimum Flow Rate for the Continuous Removal of Liquids from Gas Wells", JPT, November 1969 (SPE-2198-PA)',
        url: 'https://doi.org/10.2118/2198-PA',
      },
      { title: 'PetroWiki: Plunger lift', url: 'https://petrowiki.spe.org/Plunger_lift' },
    ],
    checks: ['critical_rate_liquid_loading'],
    lastReviewed: '2026-12-05',
    related: ['lift-plunger-lift', 'ops-well-dies-after-shut-in', 'fac-compressors'],
  },
  {
    id: 'lift-gas-lift-troubleshooting',
    title:
      'Gas-lift troubleshooting: casing pressure, multipointing, heading, valve problems, injection rate and unloading',
    area: 'artificial-lift',
    aliases: [
      'gas lift troubleshooting',
      'operating valve',
      'operating gas lift valve',
      'gas lift problems',
      'gas lift valve troubleshooting',
      'gas lift well not producing',
      'multipointing',
      'multi-pointing',
      'heading',
      'casing heading',
      'unstable gas lift',
      'gas lift unloading',
      'gas lift well will not unload',
      'cut-out gas lift valve',
      'leaking gas lift valve',
      'gas lift injection rate',
      'over-injection',
      'under-injection',
      'injection pressure',
      'two-pen chart',
      'flowing gradient survey',
      'API RP 11V5',
      'injection meter',
      'casing and tubing pressure equal',
    ],
    symptoms: [
      'casing pressure swinging up and down',
      'injecting more gas but not making more oil',
      'casing pressure climbing and the well not taking gas',
      'casing pressure lower than design and production down',
      'well will not unload after the workover',
      'stuck injecting from an upper valve',
      'injection rate zero with casing pressure up',
      'injection meter shows nothing going in',
      'operating valve not taking gas',
      'casing and tubing at the same pressure and no production',
      'injection gas rate jumped overnight and casing pressure fell with no setting change',
      'taking much more lift gas at a lower casing pressure, no more oil',
    ],
    summary:
      'Most gas-lift problems show in two numbers: the injection (casing) pressure against the design and the injection rate against the meter. High casing pressure with little gas going in is a restriction; low casing pressure with high injection is a hole or an upper valve open; a swinging casing pressure is heading or valve interference. Confirm with a flowing survey before pulling valves.',
    body: `**Ask first**: what is the casing (injection) pressure doing against the design's operating pressure, and is the injection rate what the meter says? Those two numbers locate most problems.

**Signs — casing pressure and injection rate**

| What you see | Likely cause |
|---|---|
| Casing pressure rising toward the supply pressure, little or no gas going in | operating valve or orifice plugged (scale, wax, debris), tubing restriction (wax, hydrate), valves set too high for the available pressure |
| Casing pressure below design, injection rate high, production down | hole in the tubing or a failed mandrel, a valve cut out or stuck open, gas entering through an upper valve |
| Casing pressure steady at an upper valve's closing pressure | lifting from an upper valve — not enough injection pressure to transfer down, or the well never fully unloaded |
| Casing pressure and rate swinging in cycles | heading: an orifice too large for the gas rate, valve interference, unstable supply, slugging in the flowline |
| Normal casing pressure and injection, low production | inflow (reservoir, damage, water), high wellhead or separator backpressure, too much or too little gas for the well |
| Many wells down at once | the supply: compressor, header pressure, dehydration, a frozen or hydrated meter |
| Casing and tubing pressures equal, no production | communication: a tubing hole, a packer leak, a valve cut out or a failed check — shut the injection and bleed the tubing; a casing that follows it down confirms it |
| Injection meter at zero, casing pressure high, well not flowing | first the surface: the injection choke or control valve shut, frozen or hydrated, and the meter itself (orifice plate, chart or transmitter) — a casing pressure that keeps rising means gas is going in and the meter is wrong; one that sits flat means nothing is going in. Then compare the casing pressure with the operating valve's opening pressure at its depth: below it, the valve cannot open; above it with no gas passing, the valve or its port is plugged |

**Likely causes**
- **Multipointing:** gas entering through two or more valves at once, usually an upper unloading valve that does not close — casing pressure held above its closing pressure, a valve at a different temperature from its design (the nitrogen dome charge, and so the closing pressure, changes with temperature), or a leaking valve. The injection point ends up shallower and efficiency falls.
- **Heading:** the annulus stores gas and releases it in slugs when the injection rate is low for the orifice size; tubing heading in low-rate wells with large tubing.
- **Valve problems:** seats cut by gas or liquid (often from unloading too fast), a bellows that lost its charge, valves stuck with scale, wax or debris, a leaking reverse-flow check valve letting well fluid into the annulus, a valve not latched in its mandrel.
- **Injection rate:** production rises with gas rate to an optimum and then falls as friction takes over; too little gas leaves liquid in the tubing.

**What to check, in this order**
1. Surface: injection pressure and rate against design; the meter, choke and control valve (freezing, hydrates); header and supply pressure; wellhead, flowline and separator pressures.
2. Casing and tubing pressure records (electronic or two-pen chart): steady, stepping or cycling?
3. The valve design sheet: compare the casing pressure with each valve's opening and closing pressures at depth and temperature — which valve should be open?
4. A well test against the gas-lift performance curve (oil against injection rate).
5. A flowing pressure–temperature survey (or an acoustic survey): the cooling signature shows where gas enters, multipointing and holes.
6. Only then change valves by wireline (side-pocket mandrels).

**What to do**
- **Restriction:** clear the surface cause; wax or scale treatment; replace the plugged valve.
- **Hole or cut-out valve:** confirm with the survey, replace the valve, or pull the tubing for a hole.
- **Multipointing:** lower the injection pressure below the upper valves' closing pressure, or reset and replace them with the right temperature correction.
- **Heading:** control injection at a steady rate, use a smaller port or a nozzle-venturi orifice (its gas rate does not change with tubing pressure), or move low-rate wells to intermittent lift or plunger-assisted gas lift. Raise the gas rate only for a well under-injected against its design; a well that heads worse after more gas is being lifted through an upper valve as well (multipointing) — cut the injection back to the design rate and check the casing pressure against the valves' closing pressures before anything else.
- **Injection rate:** set each well near its economic optimum on the performance curve and share limited gas to the wells with the best oil gain per Mcf.
- **Unloading** after a workover or a long shut-in: raise the casing pressure slowly so liquid passes the valve ports gently — fast unloading cuts the valve seats.

**Safety:** injection gas is at high pressure on the casing — keep the annulus inside its rating, bleed it through a closed system before any wellhead work, and watch for hydrates at the injection choke in cold weather.`,
    sources: [
      {
        title:
          'API RP 11V5, Recommended Practices for Operation, Maintenance, Surveillance, and Troubleshooting of Gas-lift Installations',
        url: API_STANDARDS.url,
      },
      { title: 'PetroWiki: Gas lift', url: 'https://petrowiki.spe.org/Gas_lift' },
      {
        title: 'API RP 11V6, Design of Continuous Flow Gas Lift Installations',
        url: API_STANDARDS.url,
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-gas-lift', 'fac-compressors', 'chem-hydrate-inhibition'],
  },
  {
    id: 'lift-rod-tubing-corrosion-wear',
    title:
      'Rod and tubing failures from corrosion and wear: CO2, H2S, oxygen, rod-on-tubing wear and failure analysis',
    area: 'artificial-lift',
    aliases: [
      'rod corrosion',
      'sucker rod corrosion',
      'corroded rods',
      'pitted rods',
      'corrosion fatigue',
      'tubing corrosion failures',
      'corroded tubing',
      'tubing wear',
      'worn tubing',
      'rod wear',
      'coupling wear',
      'rod and tubing failure analysis',
      'failure analysis',
      'root cause of rod failures',
      'downhole corrosion',
      'rod guides',
      'tubing rotator',
      'lined tubing',
    ],
    symptoms: [
      'holes in the tubing on every pull',
      'rods pitted near the bottom of the string',
      'rod breaks starting from a corrosion pit',
      'tubing worn through on one side',
      'couplings worn flat',
      'rod body worn flat on one side',
      'black iron sulfide on the rods',
    ],
    summary:
      'The failed part tells the mechanism: flat-bottomed pits are CO2, black sulfide films and sharp pits H2S, deep pits under deposits bacteria, shiny flats on one side rod-on-tubing wear, and a break starting at a pit corrosion fatigue. Record every failure with depth and cause, then fix the mechanism — inhibitor coverage, oxygen, bacteria, rod guides and anchors.',
    body: `**Ask first**: what did the failed part look like — pitted (where, and what shape), worn flat on one side, or a clean break — and at what depth? The surface of the failure tells corrosion from wear from fatigue.

**Signs on the pulled equipment**

| What you see | Likely mechanism |
|---|---|
| Flat-bottomed pits with steep walls, iron carbonate scale, mostly where water wets the steel | CO2 (sweet) corrosion — mesa attack |
| Black iron sulfide film and small, sharp pits; brittle cracks in hard parts | H2S corrosion; sulfide stress cracking of high-strength components |
| Deep, isolated pits under deposits or black slime, H2S rising in the field | microbiologically influenced corrosion (MIC) |
| Wide, rust-coloured pitting near the top of the string | oxygen getting in (open casing vents, air drawn into the annulus) |
| Rod body break with beach marks starting at a pit | corrosion fatigue — pits as crack starters |
| Shiny flats on one side of rods or couplings; tubing worn through in a band | rod-on-tubing wear at doglegs, deviated sections, or buckled lower rods |
| Worn areas that are also pitted | corrosion-assisted wear — contact strips the inhibitor film |

**Likely causes**
- Rising **water cut** (water-wet steel), CO2 and H2S partial pressures, microbes, oxygen ingress, chlorides.
- **Wear drivers:** deviation and doglegs, unanchored tubing, compression in the lower rods (fluid pound, too little sinker weight), high stroke speed, sand.
- **Inhibitor coverage:** batch treatments too far apart or not flushed to the bottom, a continuous pump off or an empty tank.

**What to check, in this order**
1. The failure record: part, depth, date and run time since the last failure — wear clusters at doglegs; corrosion clusters low in the string and where water collects.
2. Inspect and photograph every failed part; send repeat failures for metallurgical analysis, and deposits for analysis and microbial tests.
3. Water and gas analyses: CO2 and H2S partial pressures, iron and manganese counts, dissolved oxygen, microbial counts (including surface samples).
4. The chemical program: what, how much, how often, and proof it was delivered (tank drawdowns).
5. The deviation survey and a side-load model; tubing anchor set; dynamometer cards for compression and pound.

**What to do**
- **Corrosion:** continuous or properly timed batch inhibitor flushed to the pump; oxygen out (closed vents, tight hatches, scavenger where needed); biocide where MIC is confirmed; materials suited to the environment — coated or lined tubing, corrosion-resistant rods, sour-service grades under NACE MR0175 / ISO 15156 where H2S is present.
- **Wear:** rod guides placed from the side-load model, a tubing anchor, sinker bars to keep the lower rods in tension, slower strokes, tubing rotators or lined tubing in the worst sections, pump-off control to stop fluid pound.
- **Programme:** track failures per well per year by cause, fix the repeat wells first, and review every pull.

**Safety:** pulled rods and tubing can carry H2S, iron sulfide (which can ignite as it dries — keep it wet) and NORM scale — monitor, and survey before handling and disposal.`,
    sources: [
      {
        title: 'API RP 11BR, Care and Handling of Sucker Rods',
        url: API_STANDARDS.url,
      },
      {
        title:
          'C. de Waard and D. E. Milliams, "Carbonic Acid Corrosion of Steel", Corrosion 31(5), 1975',
        url: 'https://doi.org/10.5006/0010-9312-31.5.177',
      },
      {
        title:
          'NACE MR0175 / ISO 15156, Materials for use in H2S-containing environments in oil and gas production',
        url: 'https://www.iso.org/search.html?q=ISO%2015156',
      },
      {
        title: 'M. A. Kelland, Production Chemicals for the Oil and Gas Industry (CRC Press)',
        url: 'https://doi.org/10.1201/9781420092974',
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: [
      'lift-rod-pump-failures',
      'chem-co2-corrosion',
      'chem-oxygen-corrosion-mic',
      'chem-corrosion-inhibitors',
    ],
  },
  {
    id: 'lift-rod-pump-rate-drop',
    title:
      'A rod-pumped well making less: the pump, the tubing or the reservoir — what to check, in order',
    area: 'artificial-lift',
    aliases: [
      'rod pump production drop',
      'rod pumped well making less',
      'beam pump production down',
      'where is the fluid going',
      'pump not pumping',
      'unit running but no fluid',
      'valve check',
      'traveling valve check',
      'standing valve check',
      'tubing pressure test',
      'pump worn out',
    ],
    symptoms: [
      'production dropped but the dyno card looks good',
      'fluid level came up the hole and production went down',
      'unit running normally but making less fluid',
      'rate dropped on a rod pumped well with nothing changed at surface',
      'well stopped making fluid with the unit still pumping',
      'pumping but not producing',
      'unit running fine but nothing to the tank',
      'zero tubing pressure and the tank gauge not moving',
      'rate dropped while the fluid level rose over the pump',
    ],
    summary:
      'When a rod-pumped well makes less, the fluid level says where to look: high over the pump, the fluid reaches the pump but not the tank — a tubing leak, leaking valves or a worn pump, an unseated pump or parted rods; down at the pump, the well is giving less — inflow, scale, paraffin or a pumped-off pump. Confirm the test first, then shoot a level, run a card with valve checks and pressure-test the tubing.',
    body: `**Ask first**: where is the fluid level now against before — high over the pump, or down at the pump intake?

**Likely causes**
- **Fluid level high over the pump — the pump or the tubing is losing it:** a **tubing leak** (the fluid lifted runs back down the annulus, so the level rises), a leaking **traveling valve or worn plunger** (the card loses load on the upstroke), a leaking **standing valve**, an **unseated pump** or **parted rods** (the card shows only the rod weight), or gas locking the pump.
- **Fluid level at the pump — the well is giving less:** inflow falling (scale, paraffin or fines near the wellbore, depletion, an offset injector shut in or a well drilled nearby); the pump is pumping off.
- **At surface:** a closed or plugged flowline valve, a failed check valve, a leaking stuffing box, or a test separator or meter that is wrong.

**What to check, in this order**
1. **The number itself:** retest the well, check the meter and the tank gauges, the flowline pressure and the valves.
2. **A fluid-level shot** and the pump intake pressure, against the last one.
3. **A dyno card with valve checks:** stop the unit near the top of the upstroke and watch the load (a falling load is a leaking traveling valve or plunger), then near the bottom (a rising load is a leaking standing valve).
4. **Pressure-test the tubing** with the unit stopped: a pressure that will not hold, with good valve checks, is a hole in the tubing.
5. For falling inflow: offsets and injectors, the water analysis and deposits, a build-up or the IPR.

**What to do**
- Tubing leak: pull, find and replace the leaking joints, and fix the cause (rod-on-tubing wear in deviated sections, corrosion) before running back.
- Leaking valves, a worn pump, an unseated pump, parted rods: pull and repair; root-cause every failure.
- Gas: a better gas anchor, the pump set below the perforations.
- Falling inflow: treat the scale or paraffin, consider stimulation; slow the unit if it pumps off.

**Safety:** lock out the unit, set the brake and secure the counterweights before work on the wellhead or the polished rod; stay out of the line of fire when pressure-testing the tubing, within its rating.`,
    sources: [
      {
        title: 'PetroWiki: Sucker-rod pumping units',
        url: 'https://petrowiki.spe.org/Sucker-rod_pumping_units',
      },
      {
        title:
          'S. G. Gibbs and A. B. Neely, "Computer Diagnosis of Down-Hole Conditions in Sucker Rod Pumping Wells", JPT, January 1966 (SPE-1165-PA)',
        url: 'https://doi.org/10.2118/1165-PA',
      },
      {
        title:
          'API RP 11AR, Care and Use of Subsurface Pumps; API RP 11L, Design Calculations for Sucker Rod Pumping Systems',
        url: API_STANDARDS.url,
      },
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['lift-dynamometer-cards', 'lift-fluid-level', 'lift-rod-pump-failures'],
  },
];
