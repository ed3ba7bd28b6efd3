import type { KnowledgeEntry } from '../knowledge-entry';
import {
  API_RP_59,
  apiStandard,
  cfrSection,
  FIELD_REVIEWED,
  OSHA_OIL_AND_GAS,
  slbGlossary,
  spePaper,
  texasRule,
} from './sources';

const DUPRIEST_2010 = spePaper(
  'F. E. Dupriest, W. C. Elks and S. Ottesen, "Design Methodology and Operational Practices Eliminate Differential Sticking", IADC/SPE Drilling Conference, 2010 (SPE-128129-MS)',
  '10.2118/128129-MS',
);

const DRILLING_FLUID_PRACTICES = cfrSection(
  30,
  '250.456',
  'What safe practices must the drilling fluid program follow? (hole fill on trips, swab and surge, circulating out an influx)',
);

/** Drilling problems: stuck pipe, losses, hole instability, kicks on trips, shallow gas, cement. */
export const drillingEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-stuck-pipe',
    title:
      'Stuck pipe: differential sticking, pack-off, key seats and what to do in the first minutes',
    area: 'drilling',
    aliases: [
      'stuck pipe',
      'pipe stuck',
      'stuck drill pipe',
      'stuck drillstring',
      'stuck pipe while tripping out',
      'stuck while pulling out of the hole',
      'stuck on a connection',
      'differential sticking',
      'differentially stuck',
      'wall sticking',
      'wall stuck',
      'pack-off',
      'packed off',
      'packing off',
      'bridging',
      'hole bridged',
      'key seat',
      'keyseat',
      'key seating',
      'mechanical sticking',
      'ledges',
      'undergauge hole',
      'jarring',
      'which way to jar',
      'jar down',
      'spotting fluid',
      'pipe-freeing pill',
      'free point',
      'back off',
    ],
    symptoms: [
      'can circulate but cannot move or rotate the pipe',
      'stuck after sitting still on a connection or a survey',
      'pump pressure spiked and returns stopped, pipe will not move',
      'overpull on the trip out and now it will not go up or down',
      'stuck while tripping out at a dogleg',
      'took weight running in and now it is stuck',
    ],
    summary:
      'Tell the mechanism first — was the pipe moving, and can you circulate? Differential sticking (pipe stationary, full circulation) is jarred down with torque and a spotting fluid; a pack-off needs low pump pressure and working the pipe opposite to the way it was moving; a key seat is jarred down and reamed out.',
    body: `**Ask first**: was the pipe moving when it stuck — pulling out, running in, rotating, or standing still on a connection or survey — and can you still circulate at normal pressure? Those two answers pick the mechanism and the direction to jar.

**Signs — which mechanism**

| Mechanism | Pipe moving before? | Circulation | Rotation |
|---|---|---|---|
| **Differential sticking** | No — stationary (connection, survey, repair) | Full, at normal pressure | None |
| **Pack-off or bridge** (cuttings, cavings, loose sand) | Usually yes, often pulling out | Restricted or none, pressure up | Restricted or none |
| **Key seat or hole geometry** (dogleg, ledges, undergauge hole, stiff BHA) | Yes — pulling out (key seat), running in (ledge, undergauge) | Full | Usually possible at first |

**Likely causes**
- **Differential sticking:** the string lies against a permeable zone with the mud pressure above the pore pressure (depleted sands, high overbalance); the filter cake seals around it and the pressure difference times the contact area holds it. Thick, high-friction cake and slick, large-diameter collars make it worse; time still makes it worse.
- **Pack-off:** cuttings beds in high-angle hole with low flow rate or no rotation, cavings from unstable shale, unconsolidated sand, cuttings falling back when the pumps stop.
- **Key seat:** drill pipe rotating in a dogleg wears a slot narrower than the collars; the BHA is pulled up into it on the trip out.
- **Other geometry:** ledges between hard and soft beds, micro-doglegs, undergauge hole (worn bit, swelling shale, creeping salt), a stiffer BHA run into a doglegged hole; junk or collapsed casing.

**What to do in the first minutes**
1. Stop and read the weights. Note up, down and rotating weights and torque; stay inside the string's tensile and torque limits and the rig's ratings.
2. **Differential (stationary, full circulation):** apply right-hand torque and slack off to jar **down** (set down the full string weight the jars allow); circulate at the highest safe rate; if it does not come free, spot a pipe-freeing (spotting) fluid across the stuck zone and keep working the pipe while it soaks. Lowering the mud weight frees it only where well control allows. With no jars, work it with set-down weight and pull inside the limits.
3. **A liner or casing on its running tool:** the tools set the limits — no rotation past the running tool's release torque (right-hand turns can release the liner), and pump pressure kept below the hanger-setting and ball-seat shear pressures.
4. **Pack-off (pressure up, returns lost):** drop the pump pressure at once and hold only a low pressure (a few hundred psi) on the string — pumping hard into a pack-off packs it tighter and can break down the formation. Work the pipe **opposite** to the way it was moving (stuck pulling out → slack off and jar down) with moderate torque until circulation returns, then circulate at full rate and clean the hole before moving on.
5. **Key seat or ledge:** stuck pulling out → jar **down**, then rotate and backream slowly through the section; stuck running in → jar **up**, never set more weight down.
6. Start jarring with moderate loads and increase step by step; keep circulating whenever you can; log every action and weight.
7. Still stuck after the agreed time: run a free-point, then spot acid (carbonate) or fresh water (salt) where it applies, back off and fish, or plug back and sidetrack — weigh the fishing cost against the sidetrack cost.

Avoid: pulling to the limit in the first minutes (it drives a pack-off or key seat tighter and can part the pipe), jarring up on a pipe that stuck while pulling out, and pumping at full pressure into a pack-off.

**Avoiding the next one:** keep the string moving across permeable zones, minimise connection time, use spiral collars and a thin, low-friction cake; clean the hole (flow rate, rotation, sweeps) before tripping in high-angle hole; ream doglegs and run key-seat wipers or string reamers where the trajectory calls for them.

**Safety:** keep people off the rig floor and away from the rotary table while jarring or pulling near the limits — a parted string or a failed slip, elevator or deadline anchor releases huge energy. A pack-off with losses lowers the mud level: keep the hole full and watch for flow.`,
    sources: [
      slbGlossary('differential pressure sticking'),
      slbGlossary('mechanical sticking'),
      DUPRIEST_2010,
      slbGlossary('spotting fluid'),
    ],
    lastReviewed: '2026-12-05',
    related: ['drill-wellbore-instability', 'drill-lost-circulation'],
  },
  {
    id: 'drill-lost-circulation',
    title:
      'Lost circulation: seepage, partial and total losses, LCM, and when it becomes well control',
    area: 'drilling',
    aliases: [
      'lost circulation',
      'lost returns',
      'losing returns',
      'losing mud',
      'mud losses',
      'losses while drilling',
      'seepage losses',
      'partial losses',
      'total losses',
      'no returns',
      'LCM',
      'lost circulation material',
      'LCM pill',
      'loss zone',
      'thief zone',
      'wellbore strengthening',
      'stress cage',
      'losses on the trip in',
      'ECD too high',
    ],
    symptoms: [
      'pits dropping while drilling',
      'no returns at the flowline',
      'partial returns after breaking circulation',
      'losing mud on the trip in',
      'annulus level falling out of sight',
      'hole will not stay full',
    ],
    summary:
      'Stop drilling, keep the hole full and flow-check: a falling annulus level lowers the hydrostatic pressure on every zone above and can let one flow. Then measure the loss rate with the pumps on and off, reduce the ECD, and treat by severity — fine LCM for seepage, LCM pills for partial losses, high-fluid-loss or cement plugs for total losses.',
    body: `**Immediate actions while drilling**
1. Stop drilling, pick up off bottom and slow or stop the pumps — the circulating pressure (ECD) is often what is breaking the formation down.
2. Keep the hole full: fill the annulus from the trip tank (with water or base fluid if mud runs short) and measure what it takes.
3. Flow-check. If the level falls out of sight, the hydrostatic pressure drops on every open zone and a kick can follow; if the well flows, shut it in.
4. Record the loss rate (bbl/h) static and while circulating, the depth, and what was happening when it started.
5. During a cement job, do not stop: keep displacing (see cementing problems).

**Ask first**: how fast are you losing, with the pumps on and with them off, and can you keep the hole full? That decides between treating the mud, spotting a pill and a well-control response.

**Severity (typical classes; operators set their own)**

| Severity | Typical rate | Usual loss zone | First treatment |
|---|---|---|---|
| Seepage | under about 10 bbl/h | permeable sand or gravel | fine LCM in the active system, lower ECD |
| Partial | about 10–50 bbl/h, returns still seen | small natural or induced fractures | LCM pill across the zone |
| Severe | above about 50 bbl/h | larger fractures | high-concentration or reactive pills |
| Total | no returns | caverns, vugs, open fractures | plugs (high-fluid-loss, cement), drilling ahead blind or on a mud cap |

**Likely causes**
- **Induced fractures:** mud weight or ECD above the fracture pressure — fast trips in (surge), breaking circulation with gelled mud, cuttings loading the annulus, a pack-off, raising the mud weight.
- **Natural fractures and faults**, **vugular or cavernous carbonates**, **coarse or depleted sands**.

**What to check, in this order**
1. Static against dynamic loss rate: losses only while pumping point to ECD and an induced fracture; losses with the pumps off point to open natural channels.
2. When it started: on breaking circulation or after a trip (surge, gels), on drilling into a new formation (natural), after a mud-weight increase.
3. Where: at the bit (just drilled) or at the shoe (weakest point) — from the timing, temperature or spinner logs.
4. Mud weight and ECD against the leak-off or formation-integrity test and the pore pressure: how much margin is there to lower the weight?

**What to do**
- Lower the ECD first: pump rate, mud weight if the pore pressure allows, yield point and gels, controlled drilling rate, slower trips in, break circulation slowly with rotation.
- Pick LCM by loss rate and opening size: sized calcium carbonate, graphite and fine fibre in the system for seepage; a pill of coarser granular, flake and fibre blends spotted across the zone for partial losses (pull above it and squeeze gently); high-fluid-loss, cross-linked or reactive pills and cement plugs for severe and total losses. Check the largest particle against the MWD, motor and bit nozzle limits.
- Sized particles that prop and seal the mouth of small induced fractures raise the pressure the wellbore can take ("wellbore strengthening" or a stress cage).
- **Losses in the reservoir** (the zone to be produced): only acid-soluble material — sized calcium carbonate, acid-soluble fibre — and no cement or flake and fibre blends that damage it, unless the client agrees a plan to remove them; when pills do not cure fractured or vugular carbonate, drill on with managed losses or a pressurised mud cap (MPD) rather than raise the mud weight.
- Losses that cannot be cured at an acceptable mud weight are a casing point.

**Safety: when losses become well control:** every foot the annulus level falls takes about 0.052 × mud weight (ppg) psi off the hydrostatic pressure at every depth. Keep filling with the lightest fluid available and measure it; if the well flows after losses, shut it in. A kick above with losses below is an underground blowout — a specialist well-control job (barite or cement plugs). Treat returns as possibly sour until the zone is known.`,
    sources: [
      spePaper(
        'M. W. Alberty and M. R. McLean, "A Physical Model for Stress Cages", SPE Annual Technical Conference and Exhibition, 2004 (SPE-90493-MS)',
        '10.2118/90493-MS',
      ),
      slbGlossary('lost circulation'),
      DRILLING_FLUID_PRACTICES,
    ],
    checks: ['equivalent_circulating_density'],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-stuck-pipe', 'drill-cementing-problems'],
  },
  {
    id: 'drill-wellbore-instability',
    title: 'Wellbore instability: tight hole, cavings, mud weight and shale inhibition',
    area: 'drilling',
    aliases: [
      'wellbore instability',
      'wellbore stability',
      'borehole instability',
      'hole instability',
      'tight hole',
      'tight spots',
      'cavings',
      'splintery cavings',
      'angular cavings',
      'tabular cavings',
      'sloughing shale',
      'heaving shale',
      'shale swelling',
      'reactive shale',
      'shale inhibition',
      'hole collapse',
      'washout',
      'fill on bottom',
      'salt creep',
    ],
    symptoms: [
      'tight hole and overpull on connections',
      'cavings coming over the shakers',
      'fill on bottom after every trip',
      'hole keeps packing off in the shale',
      'torque and drag increasing with time in the hole',
      'splintery cavings and rising background gas',
    ],
    summary:
      'Tight hole, drag, fill and cavings mean the wall is failing: mechanically (mud weight too low for the stresses), along weak bedding or fractures, or chemically (water-sensitive shale). The shape of the cavings points to the cause, and the cure is mud weight, sealing or inhibition — within the fracture limit.',
    body: `**Ask first**: what do the cavings look like, and did the trouble start after a change in mud weight or mud, a trip, or simply with time open? The shape and the timing point to the mechanism.

**Signs**
- Tight hole, overpull and drag on connections and trips; torque up; reaming needed to get back to bottom.
- Cavings over the shakers (more volume than the drilled cuttings); fill on bottom after trips; pack-offs and pump-pressure spikes.
- Enlarged or oval hole on the caliper; casing and logging tools hanging up.

**What the cavings tell you**

| Cavings | Usual mechanism | Response |
|---|---|---|
| **Angular** (rough, curved faces) | shear failure — mud weight too low for the stresses around the hole | raise the mud weight within the fracture limit |
| **Splintery** (long, thin, concave) | shale with pore pressure above the mud pressure | raise the mud weight; watch for a kick — pore pressure may be rising |
| **Tabular or blocky** (flat, parallel faces) | failure along bedding or natural fractures, worse at some angles to bedding | seal the fractures (sized particles, asphaltic products, graphite), cut surges; more weight alone can make it worse |
| **Soft, rounded or mushy** | water-sensitive shale hydrating; or old cavings ground by poor hole cleaning | inhibition, lower filtrate, hole cleaning |

**Likely causes**
- **Mechanical:** mud weight below the collapse limit for the in-situ stresses, the well's inclination and azimuth, weak bedding planes, tectonically stressed shales.
- **Chemical:** clays that take up water from water-based mud swell and weaken; osmotic and pressure-diffusion effects change the pore pressure near the wall with time.
- **Time and creep:** salt and plastic shales close the hole; instability grows the longer the hole is open.
- **Drilling practice:** surge and swab, vibration and BHA whirl, aggressive backreaming, turbulent flow eroding soft formations.

**What to check, in this order**
1. Cavings: volume compared with the drilled cuttings, and their shape.
2. Mud weight and ECD against the planned window (pore pressure, collapse, fracture gradient); connection and background gas for rising pore pressure.
3. Mud: inhibitor content (KCl, glycol, amine), MBT trend, HTHP fluid loss, and water activity for oil-based mud.
4. Caliper or LWD images: breakout direction and width.
5. Practice: time open, trip speeds, vibration, backreaming.

**What to do**
- **Angular or splintery cavings:** raise the mud weight in steps, keeping the ECD below the fracture gradient (managed-pressure drilling where the window is narrow); slow the trips.
- **Tabular cavings:** seal rather than weight up; reduce surges and backreaming; consider the trajectory.
- **Reactive shale:** inhibit (KCl, glycol or amine in water-based mud; oil- or synthetic-based mud with balanced water activity); keep the filtrate low; shorten open-hole time.
- **Salt or plastic shale:** more mud weight, wiper trips and reaming, undersaturated washes for salt, shorter open intervals.
- Keep the hole clean (flow rate, rotation, sweeps) and ream tight spots rather than forcing through them.

**Safety:** raising the mud weight narrows the margin to losses, and losses lower the hydrostatic pressure and can let a zone above flow. Splintery cavings can be the first sign of rising pore pressure — flow-check and watch for kick signs.`,
    sources: [
      {
        title: 'PetroWiki: Borehole instability',
        url: 'https://petrowiki.spe.org/Borehole_instability',
      },
      spePaper(
        'F. K. Mody and A. H. Hale, "Borehole-Stability Model To Couple the Mechanics and Chemistry of Drilling-Fluid/Shale Interactions", JPT, November 1993 (SPE-25728-PA)',
        '10.2118/25728-PA',
      ),
      slbGlossary('sloughing shale'),
    ],
    lastReviewed: FIELD_REVIEWED,
    related: ['drill-stuck-pipe', 'drill-lost-circulation'],
  },
  {
    id: 'drill-kick-while-tripping',
    title: 'Kick while tripping: swabbing, short hole fill and the trip sheet',
    area: 'drilling',
    aliases: [
      'kick while tripping',
      'kick on a trip',
      // The swab of a trip; swabbing a well in on a workover rig is another entry's.
      'swabbing on a trip',
      'swabbing while pulling out',
      'swabbed kick',
      'swabbed in a kick',
      'hole fill',
      'hole fill is short',
      'short fill on a trip',
      'fill short pulling out of the hole',
      'hole took less fill than calculated',
      'hole not taking proper fill',
      'trip sheet',
      'trip tank',
      'trip margin',
      'flow check on a trip',
      'pumping out of the hole',
      'stripping back to bottom',
      'surge and swab',
      'short on fill',
      'kick while running casing',
    ],
    symptoms: [
      'took less than calculated on the trip',
      'hole not taking proper fill pulling out',
      'trip tank not going down as we pull',
      'trip tank gaining while running in',
      'overpull and the annulus level follows the pipe up',
      'well flowing with the pipe in the slips',
      'gain while running casing',
      'well started flowing while pulling out of the hole',
      'well flowing on the trip out',
      'hole flowing back while tripping',
    ],
    summary:
      'A hole that takes less fill than the pipe displacement on the way out has taken formation fluid — usually swabbed in. Stop the trip, stab and close a safety valve, flow-check, shut in if it flows; if it does not, run back to bottom with the trip tank watched and circulate bottoms up before pulling again.',
    body: `**Immediate actions**
1. Stop the trip and set the pipe in the slips with a tool joint at working height.
2. Stab a full-opening safety valve in the open position and close it.
3. Flow-check on the trip tank for the time the standing orders set.
4. **If the well flows, shut it in** (BOP per standing orders); record SIDPP, SICP, the gain and the time; call the toolpusher and company representative. The kill is usually stripping back to bottom or the volumetric method, as the well-control plan says.
5. **If it does not flow but the fill was short:** do not pull further. Run back to bottom with the trip tank watched (strip in if the well must stay shut), circulate bottoms up through the choke and gas buster, and condition the mud before pulling again.

**Ask first**: how many barrels short, over how many stands, and does the well flow on a flow check? A short fill with no flow still means something has entered the hole — treat it as an influx until bottoms up is out.

**Signs**
- Pulling out: the hole takes **less fill than the calculated pipe displacement** (closed-end displacement when pulling wet with a float), or the trip tank stops falling or rises.
- Running in: the trip tank gains **more** than the pipe displacement.
- Swabbing while it happens: overpull and drag, the annulus level dropping as the pipe moves up, a balled bit or stabilisers.

A hole that takes **more** fill than calculated is losing mud — see lost circulation.

**Likely causes**
- **Swabbing:** pulling too fast, tight clearances (large BHA, stabilisers, packers, a balled bit), high gels and viscosity, pulling through tight hole.
- Too little **trip margin** (mud weight over the pore pressure with the pumps off); gas-cut mud left in the hole.
- **Not keeping the hole full**, or a wrong trip sheet (wrong displacement, a slug not accounted for).

**What to check, in this order**
1. The trip sheet: actual against calculated fill per stand — did the shortfall start off bottom, at a tight spot, or when the BHA was pulled?
2. The displacement used (dry or wet pipe, float in the string) and how the hole was filled (trip tank or pump strokes at an assumed efficiency).
3. Pulling speed against the swab calculation; mud gels and yield point.
4. Bottoms up after running back: gas, mud-weight cut, chlorides.

**Running casing (auto-fill float equipment)**
- A gain over the casing's displacement is an influx until proved otherwise: stop running, and flow-check on the annulus with the pipe still — the auto-fill float mixes fill and returns on the trip tank; convert it when the returns cannot be read.
- Keep a crossover from the casing thread to a full-opening safety valve ready on the floor, with rams or an annular that close on the casing; the kill is limited by the casing's collapse and burst.

**What to do on the next trip**
- Circulate and condition the mud before pulling; carry a trip margin based on swab calculations.
- Pull slowly through the reservoir and tight sections; pump out of the hole or backream where swabbing is likely.
- Flow-check off bottom, at the shoe and before the BHA enters the BOP.
- Fill and compare every stand (every stand in the BHA) on the trip tank; the federal offshore rule (30 CFR 250.456) requires filling before the hydrostatic pressure falls 75 psi or every five stands of drill pipe, with the numbers posted at the driller's station.
- Account for the slug's return on the trip sheet.

**Safety:** when in doubt, shut in. Swabbed gas expands as it rises — a small volume at the bit is a large one at surface, so circulate it out through the choke and gas buster, not the flowline. Do not pull the BHA through the BOP with an unexplained shortfall: the rams cannot close on collars. H2S monitors on until the influx is known.`,
    sources: [DRILLING_FLUID_PRACTICES, API_RP_59, OSHA_OIL_AND_GAS],
    lastReviewed: '2026-11-30',
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-lost-circulation'],
  },
  {
    id: 'drill-shallow-gas',
    title: 'Shallow gas while drilling surface hole: divert, do not shut in',
    area: 'drilling',
    aliases: [
      'shallow gas',
      'shallow gas flow',
      'shallow gas kick',
      'gas in the surface hole',
      'surface hole kick',
      'kick before the BOP is nippled up',
      'diverter',
      'divert the well',
      'diverter system',
      'broaching',
      'cratering',
      'pilot hole',
      'shallow hazards',
    ],
    // Diverting without shutting in is for a shallow flow before the BOP is on: a well flowing
    // anywhere else is shut in.
    appliesWhen: [
      'shallow',
      'surface hole',
      'top hole',
      'tophole',
      'conductor',
      'diverter',
      'divert',
      'riserless',
      'pilot hole',
      'broach',
      'crater',
    ],
    symptoms: [
      'well flowing while drilling surface hole',
      'gas at the bell nipple before the BOP is on',
      'drilling break in a shallow sand and returns increasing',
      'flow around the conductor',
    ],
    summary:
      'A gas flow from a shallow sand before a BOP and a strong casing shoe are in place cannot be shut in — the formation at the shoe would break down and the gas would broach around the conductor. Divert it downwind, pump the heaviest fluid at the highest rate, and get people upwind.',
    body: `**Immediate actions**
1. At the first sign of flow — returns increasing, flow with the pumps off, gas at the bell nipple — **divert**: open the diverter line downwind and close the diverter per the standing orders. **Do not shut in** on the conductor or a shallow casing shoe.
2. Pump at the highest rate with the heaviest fluid available — kill mud, then water if the pits run dry — and keep pumping.
3. Sound the alarm, shut down ignition sources not needed, clear the rig floor and cellar, and muster everyone upwind.
4. Offshore on a bottom-supported rig, prepare to evacuate: gas at the seabed can crater the foundation.

**Ask first**: is there casing set with a BOP, and a shoe strong enough to hold a shut-in? Without both, the only safe response is to divert.

**Why not shut in:** shallow formations break down at low pressures. Shut-in pressure fractures the shoe and the gas comes up outside the casing — cratering under the rig, with no way to control it.

**Signs**
- A drilling break into a shallow sand, increased returns, gas-cut mud, flow with the pumps off, a pit gain — events develop in minutes, not hours.

**Likely causes:** shallow gas-charged sands (biogenic gas, leaks from old wells or injection), swabbing when pulling surface hole, mud weight too low, losses lowering the level.

**What to check, in this order (before spudding)**
1. Site survey and shallow seismic, offset well records and shallow-hazard reviews.
2. The diverter system: installed, function-tested, lines straight and sized to vent downwind away from people (required offshore before drilling conductor or surface hole, 30 CFR 250.430).
3. Kill mud and water on hand, and the pumping plan.

**What to do (where shallow gas is possible):** drill a small-diameter pilot hole (a smaller hole flows less and is easier to kill), control the drilling rate, flow-check after every drilling break, pump out on trips, and keep the mud weight and returns watched continuously.

**Safety:** the gas may be sour or ignite — gas detection on, no hot work, vehicles and engines away from the vent; diverter lines erode with sand, so keep people out of their path.`,
    sources: [
      cfrSection(30, '250.430', 'When must I install a diverter system?'),
      apiStandard('API RP 64, Recommended Practice for Diverter Systems Equipment and Operations'),
      cfrSection(30, '250.428', 'What must I do in certain cementing and casing situations?'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-cementing-problems'],
  },
  {
    id: 'drill-cementing-problems',
    title:
      'Cementing problems: losses, a gain or flow while displacing (U-tube or kick), channelling, gas migration, poor bond and remedial squeezes',
    area: 'drilling',
    aliases: [
      'cementing problems',
      'cement job problems',
      'bad cement job',
      'poor cement job',
      'lost returns while cementing',
      'losses while cementing',
      'losing returns on the cement job',
      'losing returns while cementing',
      'lost returns on the cement job',
      'losses while displacing cement',
      'displacing cement',
      'cementing the casing',
      'no cement to surface',
      'no cement returns',
      'cement did not circulate to surface',
      'top of cement',
      'cement channelling',
      'channeling behind casing',
      'gas migration',
      'annular gas flow after cementing',
      'microannulus',
      'poor bond log',
      'CBL',
      'cement bond log',
      'remedial cementing',
      'squeeze cementing',
      'squeeze job',
      'top job',
      'plug did not bump',
      'floats not holding',
      'U-tube',
      'U-tubing',
      'cement U-tubing',
      'free fall',
      'free-fall of the cement',
      'gain during cement displacement',
      'gain while displacing cement',
      'flow during the cement job',
      'returns faster than pumping on the cement job',
      'flow after the plug bumped',
      'expected return volume',
    ],
    symptoms: [
      'lost returns during the cement job',
      'losing returns while displacing cement',
      'partial returns during displacement',
      'no cement returns to surface',
      'the plug did not bump',
      'floats not holding and cement flowing back',
      'bond log shows poor cement',
      'gas bubbling in the cellar after cementing',
      'gas coming up around the casing after the cement job',
      'pressure on the casing annulus after the cement job',
      'gaining returns during the cement job',
      'more coming back than we are pumping while displacing cement',
      'pit gain while displacing the cement',
      'well still flowing after the plug bumped',
      'annulus flowing after the plug bumped',
      'annulus started flowing while waiting on cement',
      'bond log shows high amplitude',
    ],
    summary:
      'A poor primary cement job shows as losses or no returns during the job, cement short of the planned top, a failed shoe test, a bad bond log or annular pressure afterwards. Locate the top of cement and the flow path before squeezing; most failures come from losses, poor mud removal (channelling) and gas migration while the slurry sets. Returns faster than the pump rate while displacing are U-tubing when they follow the job’s expected return profile — and a kick when they do not.',
    body: `**Immediate actions**
1. **Gas or flow at the cellar or the annulus after the job:** treat it as a well-control event — gas detectors on, no hot work or ignition sources, people out of the cellar and upwind; close the annulus valve or the BOP and monitor the pressure; call the well-control supervisor.
2. **Returns lost while displacing cement:** do not stop displacing part-way — cement left inside the casing sets there. Slow the rate to cut the friction on the weak zone and finish the displacement to bump the plug, within the job's maximum pressure, recording the volumes lost; if the well flows, close it in.
3. **A gain or extra returns while displacing:** compare the return volume with the job's expected return profile at once. Within the expected U-tube volume, keep displacing at the planned rate; more than expected, or flow that does not stop when the U-tube should have ended, is a kick — close the annular, take returns through the choke and keep displacing on the well-control supervisor's direction (stopping leaves cement in the casing).
4. **Flow after the plug has bumped:** bleed back to check the floats; if the annulus keeps flowing, close it in and monitor — it is a kick.
5. **Pressure climbing while displacing (slurry past its thickening time, a packed-off annulus, a plugged float or shoe):** never go above the job's maximum pressure — the lowest of the casing burst with its design factor, the cement head and surface lines' rating, and what the shoe and open hole hold. At that limit stop pumping and hold what is trapped; decide with the cementing engineer (cement left in the casing to drill out is recoverable; a burst casing or fractured shoe is not) rather than force the plug down.

**Ask first**: did you keep full returns and see the planned lift pressure (or cement at surface) during the job, and did the plug bump and the floats hold? For a gain, what does the job design say the returns should be at this stage (the U-tube volume and when it ends)?

**A gain while displacing — signs of U-tube (free-fall) returns or of a kick**
- **U-tubing:** the slurry in the casing is heavier than the mud in the annulus, so the column falls faster than the pump fills it: returns run ahead of the pump rate, surface pressure drops toward zero or a vacuum, and the returns then slow below the pump rate or stop while the casing catches up. The cementing simulation gives the expected volume and timing; over the job it nets out — the extra returns now are made up by short returns later.
- **A kick:** returns above the expected profile, returns that keep coming after the U-tube should have balanced, flow with the pumps stopped once the columns are balanced, gas-cut or lighter returns, or a gain after the plug bumps with the floats holding.
- Compare on a plot, stage by stage: cumulative volume pumped against cumulative volume returned, and the live returns against the design's expected-return curve. Losses show as returns below the curve.

**A poor job — its signs**
- Lost returns while cementing; cement not at the planned top (no cement to surface where it was planned); lift pressure lower than calculated.
- The plug did not bump, or the floats did not hold (flow back after bumping).
- Flow or pressure on the annulus after the job, gas bubbling in the cellar or at the mudline.
- A weak shoe test (FIT or LOT below expectation), a poor cement evaluation log, or zones communicating when the well produces.

**Likely causes**
- **Losses:** the heavier slurry and friction raise the pressure above what a weak zone holds.
- **Poor mud removal (channelling):** casing off-centre in deviated hole (mud stays on the narrow side), thick or gelled mud, too little spacer or contact time, no pipe movement.
- **Gas migration:** the slurry loses hydrostatic pressure as it gels before it sets; high fluid loss and a long transition time let gas in.
- **Slurry problems:** contamination with mud, wrong thickening time, free water in deviated wells.
- **Microannulus:** pressure or temperature changes after the cement set (for example a high-pressure casing test) debond the cement from the pipe.

**What to check, in this order**
1. Job records against the design: rates, densities, pressures, returns throughout, lift pressure, displacement volume and bump.
2. Top of cement: a temperature survey within hours of the job, or a cement evaluation log (CBL-VDL or ultrasonic) once it has set — the federal offshore rule (30 CFR 250.428) lists these for any sign of an inadequate job.
3. Pressure tests: the casing test and the shoe test; annulus pressures and their trend.
4. What must be isolated (hydrocarbon zones, water zones, fresh water) and whether the log shows a seal across each — a good bond over a short interval can isolate; a long bad log may still hold.

**Ask first (bond log)**: was the log run with pressure held on the casing, and must this interval isolate one zone from another — water next to the pay, or zones a frac must not connect?

**Squeeze a poor bond log, or not?**
Not on the log alone. Low amplitude is good bond and high amplitude poor; a bond index near 1 is full bond and one well below (about 0.6) is partial — but a **microannulus** (a thin gap left by pressure or temperature changes after the cement set) reads as poor bond over cement that still seals. Run the log again with pressure held on the casing: bond that improves under pressure is a microannulus, and a squeeze will not fix it and is rarely needed. Confirm with an ultrasonic log where it matters. Squeeze only where the log under pressure still shows no cement across an interval that must isolate one zone from another (a water zone next to the pay, zones a frac must not connect), and only there — a squeeze on good but debonded cement adds risk (a cement sheath cracked by squeeze pressure, a stuck retainer) for no gain.

**What to do**
- Surface casing without cement to surface: a top job through small pipe in the annulus, as the state rules require (in Texas, Statewide Rule 13 sets the surface-casing cementing requirements).
- A channel or missing cement across a zone that must be isolated: perforate and squeeze (low-pressure, hesitation or block squeeze with a low-fluid-loss slurry), then log and test again. Squeezing a microannulus rarely works — consider resin or sealant systems.
- Annulus pressure after the job: diagnose it first (bleed-down and build-up test) before any remediation.
- Next time: centralise for good standoff, condition the mud (lower yield point and gels) before cementing, enough spacer volume and contact time, rotate or reciprocate the casing, lightweight slurry or stage cementing across weak zones, a gas-tight slurry (low fluid loss, short transition) across gas zones.

**Safety:** flow from the annulus after cementing — or a gain during displacement beyond the expected U-tube — is a kick: close the well in and monitor. Lighter spacers and the slurry's loss of hydrostatic as it gels both lower the pressure on the zones; the well-control plan covers the cement job too. Wait on cement to the required strength before nippling down or drilling out; keep people clear of high-pressure cementing lines during the job and the pressure tests.`,
    sources: [
      cfrSection(30, '250.428', 'What must I do in certain cementing and casing situations?'),
      apiStandard('API Std 65-2, Isolating Potential Flow Zones During Well Construction'),
      texasRule(13, 'Casing, Cementing, Drilling, Well Control, and Completion Requirements'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: [
      'ops-sustained-casing-pressure',
      'drill-lost-circulation',
      'rrc-swr13-casing-cementing',
    ],
  },
  {
    id: 'drill-low-rop-bit-balling',
    title:
      'Slow drilling: low ROP, bit balling, stick-slip and vibration — finding the limiter and what to change',
    area: 'drilling',
    aliases: [
      'low ROP',
      'slow ROP',
      'rate of penetration dropped',
      'slow drilling',
      'bit balling',
      'balled bit',
      'balled up bit',
      'stick-slip',
      'stick slip',
      'erratic torque',
      'drillstring vibration',
      'whirl',
      'bit bounce',
      'mechanical specific energy',
      'MSE',
      'founder point',
      'drill-off test',
      'motor stalling',
      'mud motor stall',
      'cannot slide',
    ],
    symptoms: [
      'ROP dropped and more weight does not help',
      'torque erratic and the top drive stalling',
      'bit came out balled with clay',
      'cuttings mushy and the pump pressure up',
      'shocks and vibration on the MWD',
      'bit came out with broken cutters',
      'mud motor stalling on bottom while sliding',
      'motor stalls and pressure spikes, cannot slide',
    ],
    summary:
      'A bit that drills slower than it should is limited by something you can find: bit balling in reactive shale, poor hole cleaning at the bit, vibration (stick-slip, whirl, bit bounce) or a dull bit. Watch mechanical specific energy against weight on bit, change one parameter at a time, and fix the limiter — hydraulics and mud for balling, RPM and weight for vibration, a trip for a worn bit.',
    body: `**Ask first**: did the ROP drop suddenly (a new formation, a balled or broken bit) or slowly (wear)? And does adding weight still make hole, or does the torque go erratic?

**Signs — which limiter**
- **Bit balling:** ROP falls while weight is stacked, torque drops or goes smooth, pump pressure creeps up, fine mushy cuttings; in water-based mud through reactive shale or clay.
- **Stick-slip:** surface torque cycling, the top drive slowing and surging; the bit stops and then spins several times faster.
- **Whirl and lateral vibration:** high-frequency shocks on the MWD, broken cutters, an over-gauge hole.
- **Bit bounce:** axial shocks, weight on bit swinging, usually in hard rock with a roller-cone bit.
- **Worn bit:** a slow decline over the run, more weight needed for the same rate; mechanical specific energy (MSE) climbing.

**Likely causes**
- Reactive shale and poor cleaning at the bit face (low hydraulic energy, wrong nozzles, mud not inhibitive).
- Drilling parameters past the **founder point**, where extra weight no longer adds rate because something else limits.
- A BHA or bit that invites vibration; RPM near a resonance.

**What to check, in this order**
1. MSE and the drilling parameters over the last stands: when did it change, and with what?
2. A short **drill-off test** or a weight step test: does ROP still rise with weight? If not, you are past the founder point.
3. Torque and MWD vibration data: stick-slip, whirl, axial shocks.
4. Hydraulics: flow rate, nozzle area, hydraulic horsepower per square inch at the bit; the shakers' cuttings.
5. The mud: inhibition, MBT, solids, lubricity.

**What to do**
- **Balling:** raise the flow rate and the hydraulic energy at the bit, pull off bottom and spin the bit at high flow to clean it, add inhibition or anti-accretion additives (or an oil-based mud), and pick a bit with open faces and good hydraulics next run.
- **Stick-slip:** raise RPM and lower weight, use the drive's stick-slip mitigation, reduce friction (lubricant).
- **Whirl and bounce:** change RPM away from the resonance, adjust weight, use a stabilised BHA or a shock sub.
- **Worn or damaged bit:** trip when the MSE and ROP trend say the bit is done — not after a fixed footage.

**A mud motor that keeps stalling**
- **Why:** weight stacking in the lateral and releasing all at once onto the bit (poor weight transfer while sliding), a differential pressure pushed to the motor's limit, cuttings beds adding drag, or a worn stator (chunked elastomer) that stalls at a lower differential than its rating.
- **What to do:** pick up off bottom at each stall before restarting; drill with the differential well below the motor's limit and bring weight on slowly; improve weight transfer (an agitator or friction-reduction tool, lubricant in the mud, rotating the string between slides, a rotary steerable system where it pays); clean the hole; look at the motor's condition at the next trip and after repeated stalls.

**Safety:** heavy vibration fails MWD tools and connections downhole; at surface, stay clear of the rotary when the string spins back after torque builds up.`,
    sources: [
      spePaper(
        'F. E. Dupriest and W. L. Koederitz, "Maximizing Drill Rates with Real-Time Surveillance of Mechanical Specific Energy", SPE/IADC Drilling Conference, 2005 (SPE-92194-MS)',
        '10.2118/92194-MS',
      ),
      {
        title:
          'S. Z. Lashari et al., "Drilling performance monitoring and optimization: a data-driven approach", Journal of Petroleum Exploration and Production Technology, 2019',
        url: 'https://doi.org/10.1007/s13202-019-0657-2',
      },
      slbGlossary('bit balling'),
    ],
    lastReviewed: '2026-11-30',
    related: ['drill-wellbore-instability', 'drill-stuck-pipe'],
  },
];
