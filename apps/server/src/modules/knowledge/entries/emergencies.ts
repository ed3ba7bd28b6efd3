import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  API_STANDARDS,
  apiStandard,
  cfrSection,
  cfrSubpart,
  FIELD_REVIEWED,
  OSHA_CONFINED_SPACES,
  OSHA_NIOSH_TANK_GAUGING,
  OSHA_OIL_AND_GAS_HAZARDS,
  SLB_VOLUMETRIC,
} from './sources';

const NIOSH_FLOWBACK: KnowledgeSource = {
  title:
    'NIOSH Science Blog, "Reports of worker fatalities during flowback operations" (hydrocarbon gas and vapour exposure)',
  url: 'https://blogs.cdc.gov/niosh-science-blog/2014/05/19/flowback/',
};

const ASSH_INJECTION_INJURY: KnowledgeSource = {
  title: 'American Society for Surgery of the Hand, High-pressure injection injuries',
  url: 'https://www.assh.org/handcare/condition/high-pressure-injection-injuries',
};

const PHMSA_ERG: KnowledgeSource = {
  title: 'PHMSA, Emergency Response Guidebook (ERG): isolation and protective-action distances',
  url: 'https://www.phmsa.dot.gov/training/hazmat/erg/emergency-response-guidebook-erg',
};

/**
 * Emergencies where a person is at risk or a release or fire is under way: a person down, a fire,
 * a high-pressure injection injury, a ruptured line, gas migrating in a shut-in well, a misfired
 * perforating gun, a tank venting through its hatch, and a well that flows during a workover.
 * Each opens with the few lines that protect people.
 */
export const emergencyEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-person-down',
    title:
      'A person down or unconscious (tank top, confined space, H2S or hydrocarbon gas) and crews feeling dizzy or sick',
    area: 'operations',
    aliases: [
      'man down',
      'person down',
      'worker down',
      'someone collapsed',
      'unconscious worker',
      'passed out',
      'confined space rescue',
      'confined space entry',
      'tank top fatality',
      'gauging fatality',
      'crew feeling dizzy',
      'dizzy at flowback',
      'gas exposure symptoms',
    ],
    symptoms: [
      'a man down on the tank top',
      'someone passed out inside a tank or a vessel',
      'a worker collapsed near the separator',
      'crew feeling dizzy and sick at flowback',
      'headache and nausea near the tanks',
      'person unconscious in a cellar or a pit',
    ],
    summary:
      'A person who collapses on a tank top, in a cellar, pit or tank, or at flowback has most likely been overcome by H2S, hydrocarbon gas or lack of oxygen, and the same atmosphere will drop a rescuer. Warn, move upwind, call emergency services, and rescue only with SCBA and a partner; crews who feel dizzy or sick leave upwind at once.',
    body: `**Immediate actions**
1. **Do not go in or climb up to them without positive-pressure SCBA and a standby partner** — do not become the second victim. Would-be rescuers are a large share of the deaths on tank tops and in confined spaces.
2. Raise the alarm and **call emergency services** (911 or the site's number) and the emergency contact of the site plan; say the location, the gas suspected and how many people are down.
3. Everyone else **moves upwind or crosswind and uphill** to the briefing area; account for everyone.
4. Trained rescuers with SCBA bring the person to fresh air (retrieval line and harness for a confined space), then first aid: check breathing, CPR if trained, oxygen if available; anyone exposed goes to hospital even if they recover.
5. **Dizzy, sick, headache or confused at flowback or at the tanks:** stop work, leave upwind at once, tell the supervisor, and do not go back until the air is tested — these are the first signs of H2S or hydrocarbon vapour exposure (or of oxygen displaced).

**Likely causes**
- **Hydrocarbon gas and vapour** released when a thief hatch is opened for gauging or sampling, or around flowback tanks and separators — it displaces oxygen and acts as a narcotic; several deaths of workers alone on tank tops were traced to it.
- **H2S** — loss of smell around 100 ppm, collapse within minutes at several hundred ppm.
- **Oxygen deficiency** in tanks, cellars, pits and vessels purged with nitrogen or full of gas; **CO2** from a CO2-flood line, injection well or vent, heavier than air, collects in low ground, cellars and pits and suffocates without smell (and can carry H2S).
- Other causes (heat, a fall, a heart attack) — treat the atmosphere as dangerous until it is tested.

**What to check**
1. The gas monitors of the person and of the area (H2S, LEL, O2) — read them from a safe place.
2. Wind direction and whether the source (an open hatch, a flowback tank, a leak) is still releasing; isolate it from outside the area if you can.

**Prevention**
- Gauge and sample remotely or from the ground (automatic gauging, sample points below the hatch) instead of opening thief hatches; never alone on a tank top; personal four-gas monitors on everyone.
- Confined spaces (tanks, vessels, cellars, pits): a permit, an atmosphere test before and during entry, ventilation, an attendant outside and a rescue plan in place before anyone enters.
- Flowback: tanks and separators vented away from the work area, stay upwind, monitors on.

**Safety:** the atmosphere that dropped one person will drop the next; nobody enters without SCBA, whatever the urge to help.`,
    sources: [OSHA_NIOSH_TANK_GAUGING, OSHA_CONFINED_SPACES, NIOSH_FLOWBACK],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-h2s-exposure', 'fac-tank-venting-hatch'],
  },
  {
    id: 'ops-fire-wellhead-tank',
    title: 'Fire at a wellhead, tank, separator or flare: the first actions',
    area: 'operations',
    aliases: [
      'motor fire',
      'pumping unit fire',
      'truck fire',
      'vacuum truck fire',
      'electrical fire at the well',
      'fire',
      'well fire',
      'wellhead fire',
      'tank fire',
      'compressor fire',
      'compressor station fire',
      'tank battery fire',
      'separator fire',
      'flare fire',
      'burning well',
      'fire on location',
      'lightning strike on a tank',
      'flash fire',
      'heater treater fire',
      'heater fire',
      'burner fire',
      'firebox fire',
      'fire at the stack',
      'line heater fire',
    ],
    symptoms: [
      'flames rolling out of the burner door or the firebox',
      'fire at the base of the stack',
      'the wellhead caught fire',
      'flames coming out of the tank',
      'the separator is on fire',
      'fire at the flare or the knockout drum',
      'a tank burning after lightning',
    ],
    summary:
      'At a fire, people first: raise the alarm, evacuate to a safe distance upwind, call emergency services, and shut the flow in only from remote or safe isolation points; never approach a burning wellhead. Well-control specialists deal with a well fire.',
    body: `**Immediate actions**
1. **Raise the alarm, evacuate everyone upwind to a safe distance** (the muster point) and account for them; **call emergency services** and the operator's emergency number.
2. **Never approach a burning wellhead** or walk into the radiant heat to close a valve. Shut the flow in only from remote or safe points: the ESD button, the surface safety valve or SCSSV from the control panel, upstream valves well away from the fire.
3. Keep people and vehicles away from tanks and vessels exposed to the fire — a heated vessel can fail violently, and a tank fire can boil over.
4. Cool nearby equipment only if it can be done from a safe distance by trained firefighters; small incipient fires only with the extinguisher, from upwind, with an escape route behind you.

**Likely causes**
- A leak or release finding an ignition source (engines, compressors, heaters, flares, static, hot work, vehicles).
- Lightning on tanks; liquid carryover to a flare ("burning rain"); a blowout during a workover or a drilling operation.
- **Methanol burns with an almost invisible flame in daylight:** around a methanol tank, pump or spill, watch for heat shimmer, scorching and people reacting to heat; use alcohol-resistant foam or dry chemical, and water only in large amounts to dilute and cool.

**What to do after**
1. A **well fire or blowout** is a job for well-control specialists; the operator's emergency plan calls them out, and the area stays closed until they take over.
2. Report the incident to the regulator as the operator's plan and the rules require; do not restart until the cause is found.

**Prevention**
- Hot-work permits and gas testing; ignition sources out of the classified area; bonding and grounding; flame arrestors on tank vents; knockout drums drained so the flare gets no liquid.

**Safety:** nobody is asked to go near a burning well or tank to save equipment.`,
    sources: [
      OSHA_OIL_AND_GAS_HAZARDS,
      apiStandard('API RP 2021, Management of Atmospheric Storage Tank Fires'),
      cfrSection(29, '1910.119', 'Process safety management (emergency planning)'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-line-release', 'fac-flares-combustors'],
  },
  {
    id: 'ops-injection-injury',
    title: 'High-pressure injection injury (fluid injected through the skin by a leak or a gun)',
    area: 'operations',
    aliases: [
      'injection injury',
      'high pressure injection injury',
      'fluid injection injury',
      'hydraulic oil injected',
      'pinhole leak injury',
      'grease gun injury',
      'injected into hand',
      'hydraulic hose pinhole spray',
    ],
    symptoms: [
      'fluid injected into his hand',
      'hydraulic oil shot into the skin from a pinhole leak',
      'a small puncture wound from a high pressure line',
      'got hit by a jet of fluid from a hose',
      'hit in the hand or palm by spray from a pinhole in a hydraulic hose',
      'a tiny hole, barely bleeding, that stings after a spray from a hose',
    ],
    summary:
      'Fluid injected through the skin by a pinhole leak, a hydraulic hose or a grease or paint gun is a surgical emergency even when the wound looks like a pinprick: the fluid spreads along the tissue and kills it. Go to an emergency department at once and say it is a high-pressure injection injury.',
    body: `**Immediate actions**
1. **Treat it as a medical emergency even when the wound looks small** — a pinprick hides fluid spread deep along the hand or arm. Go to an emergency department **now** (call emergency services); early surgery decides whether the finger or hand is saved.
2. Tell the hospital it is a **high-pressure injection injury**, with the fluid (hydraulic oil, grease, diesel, paint, water, mud), the pressure and the time; take the fluid's SDS.
3. Do not squeeze or cut the wound, do not apply heat, and do not wait to see if it gets better; keep the limb still and raised, and give nothing by mouth in case of surgery.
4. Isolate and bleed down the line or hose that leaked before anyone goes near it.

**Why it is serious:** at a few hundred psi and above, fluid passes through the skin; once inside it tracks along tendon sheaths and tissue planes, causing swelling, loss of blood supply and infection. Delays of hours lead to amputation, and the pain often starts mild.

**Prevention**
- Never find a leak with a hand — use cardboard or a piece of wood; bleed pressure off before touching fittings; inspect and replace worn hoses; whip checks and hose restraints; stand out of the line of fire of pressured connections.

**Safety:** the size of the wound says nothing about the damage under it.`,
    sources: [ASSH_INJECTION_INJURY, OSHA_OIL_AND_GAS_HAZARDS],
    lastReviewed: '2026-12-05',
    safetyCritical: true,
    related: ['ops-trapped-pressure'],
  },
  {
    id: 'ops-line-release',
    title:
      'A flowline or pipeline rupture or release, near people or houses: isolate, evacuate, keep ignition away',
    area: 'operations',
    aliases: [
      'flowline rupture',
      'pipeline rupture',
      'line rupture',
      'ruptured line',
      'line burst',
      'pipeline leak',
      'flowline leak',
      'gas leak',
      'gas release',
      'smell gas',
      'release near houses',
      'release near a school',
      'hissing line',
    ],
    symptoms: [
      'the flowline ruptured',
      'the line burst near a house',
      'gas blowing from a pipeline leak',
      'we smell gas near the houses',
      'oil spraying from the flowline',
      'hissing from a buried line',
    ],
    summary:
      'A ruptured or leaking line near people: keep people away and upwind, keep ignition sources away (no vehicles, engines, switches or phones at the cloud), isolate the line from remote or distant valves, call emergency services and warn or evacuate residents downwind, then report the release.',
    body: `**Immediate actions**
1. **Keep people out and upwind**; warn and, with emergency services, **evacuate residents downwind** of the release. Do not walk or drive into a gas cloud or a mist of oil.
2. **Keep ignition away**: no vehicles, engines, power switches, doorbells or phones in the cloud; stop nearby equipment only from outside it.
3. **Isolate remotely or from a distance**: shut the source in first — the well at the wellhead or the SSV, the nearest block valve upstream of the leak — then the nearest downstream block valve so the line does not flow back, all from outside the cloud; stop the pumps and compressors feeding the line. Never close only a valve downstream of the leak while the source still flows: it raises the pressure at the leak to the full shut-in pressure.
4. **Call emergency services** (911) and the operator's emergency line; give the location, the product (gas, oil, sour gas) and the wind direction. For sour gas, the H2S contingency plan applies.
5. **Notify**: the pipeline or the operator's control room, then the regulator and the National Response Center as the rules require for the product and the volume.

**Likely causes**
- Internal corrosion (water, CO2, H2S, bacteria), external corrosion, erosion by sand, overpressure against a closed valve or a plug, third-party damage (digging), freezing, and old or poorly made joints.

**What to check, after the area is safe**
1. That the line is isolated and bled down; gas readings (LEL, H2S) at the edge of the area before anyone goes closer.
2. The extent of a spill (soil, water) and containment to stop it spreading.

**What to do**
- Contain liquids (berms, booms), recover and report; repair only after isolation, bleed-down and a gas test; find the cause (corrosion survey, pressure history) before returning the line to service.

**Safety:** a gas release is not approached to "take a look"; the first job is people away and ignition away.`,
    sources: [
      PHMSA_ERG,
      cfrSection(
        49,
        '195.52',
        'Immediate notice of certain accidents (hazardous liquid pipelines)',
      ),
      cfrSection(49, '191.5', 'Immediate notice of certain incidents (gas pipelines)'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-fire-wellhead-tank', 'ops-h2s-exposure'],
  },
  {
    id: 'ops-gas-migration-shut-in',
    title:
      'Gas migrating in a shut-in well (pressures rising on both gauges): the volumetric method and lubricate and bleed',
    area: 'drilling',
    aliases: [
      'gas migration',
      'migrating gas',
      'gas bubble rising',
      'shut in pressures rising',
      'volumetric method',
      'volumetric well control',
      'lubricate and bleed',
      'static volumetric',
      'pressure building on both gauges',
    ],
    appliesWhen: [
      'rising',
      'climbing',
      'building',
      'increasing',
      'creeping',
      'migrating',
      'migration',
      'percolating',
      'volumetric',
      'lubricate',
      'bleed',
      'plugged',
    ],
    symptoms: [
      'pressure building on both sides of the shut-in well',
      'drill pipe and casing pressures rising together while shut in',
      'tubing and casing pressures climbing every hour',
      'gas percolating up the shut-in well',
      'shut-in pressures creeping up while waiting to kill the well',
    ],
    summary:
      'When a shut-in well with a gas influx cannot be circulated, the gas rises and both shut-in pressures climb together, raising the pressure everywhere in the hole. Do not just bleed off: bleed measured volumes of mud by the volumetric method to hold bottomhole pressure, and once the gas reaches surface, lubricate and bleed.',
    body: `**Immediate actions**
1. **Do not just bleed the pressure off** — bleeding gas or mud without measuring lets more influx in and can turn the kick into a blowout. Keep the well shut in and call the well-control supervisor.
2. **Record both pressures every few minutes** (drill pipe or tubing, and casing) with the time and the pit volume; a steady rise on both, with no pumping, is gas migrating.
3. If the pressures approach the **maximum allowable casing or wellhead pressure**, start the volumetric method now rather than let them climb.

**Likely causes:** a gas influx shut in with no way to circulate (the bit off bottom, a plugged string, pipe out of the hole, a workover with no circulation), so the gas rises by its buoyancy and carries its pressure up with it.

**What to do**
1. **Volumetric method (gas still rising):** choose a safety margin and a working pressure step (say 50–100 psi); let the casing pressure rise by the margin plus the step, then bleed mud through the choke, holding the casing pressure constant, until you have bled the volume whose hydrostatic equals the step (bbl = step ÷ (mud gradient × annular capacity factor)); repeat until the gas reaches surface.
2. **Lubricate and bleed (gas at surface):** pump a measured volume of mud into the well, let it fall through the gas, then bleed gas only until the casing pressure falls by the hydrostatic of the mud pumped; repeat until kill-weight mud fills the well.
3. Once the string is on bottom and circulation is possible, kill the well by a circulating method (driller's or wait-and-weight).
4. **A float in the string** hides SIDPP: pump very slowly down the drillpipe with the well shut in until the float opens (the casing pressure starts to rise); the drillpipe pressure then is SIDPP. Keep SICP below MAASP = (leak-off equivalent mud weight − mud weight) × 0.052 × shoe TVD.

**Ask first**: can you circulate (is the bit on bottom and the string clear), and how close are the pressures to the casing or wellhead limit?

**Safety:** the well is a well-control event for as long as the pressures rise; non-essential people off the floor, H2S monitors on.`,
    sources: [
      API_RP_59,
      SLB_VOLUMETRIC,
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment (BSEE)'),
    ],
    lastReviewed: '2026-11-30',
    safetyCritical: true,
    related: ['ops-kick-warning-signs', 'drill-kick-while-tripping'],
  },
  {
    id: 'comp-perforating-misfire',
    title: 'A misfired or partly fired perforating gun back at surface',
    area: 'completions',
    aliases: [
      'misfire',
      'misfired gun',
      'perforating misfire',
      'perf gun misfire',
      'partial fire',
      'gun did not fire',
      'live gun at surface',
      'unfired charges',
      'explosives safety',
      'radio silence',
      'pulling misfired guns',
      'misfired TCP gun',
      'TCP misfire',
      'guns misfired',
      'POOH with live guns',
      'pressure trapped in the gun',
    ],
    symptoms: [
      'dropped the bar and no sign the guns fired',
      'no shot indication after dropping the bar',
      'no pressure change after the guns should have fired',
      'TCP guns misfired and the tubing has to be pulled',
      'perforating gun came back with shots not fired',
      'only part of the gun fired',
      'the gun did not go off',
      'pulled the perf guns and some charges are still live',
    ],
    summary:
      'A gun that misfired or fired only partly is live when it reaches surface: stop, clear the area to the explosives perimeter, keep radio silence and stray-voltage controls, and let only the wireline company’s explosives specialist make it safe by its written procedure.',
    body: `**Immediate actions**
1. **Stop and treat the gun as live** — every unfired charge, the detonator and the firing head may still go off. Nobody handles or lays down the gun except the perforating crew's explosives specialist.
2. **Clear the area** to the explosives safety perimeter: non-essential people off the floor and away from the catwalk and the line of fire of the gun's ports.
3. **Radio silence and stray-voltage control**: radios, phones and transmitters off within the posted distance, no welding or cathodic-protection current, keep the wireline unit's power isolated, and watch for lightning.
4. Follow the wireline company's **misfire procedure** in writing: disarm at the firing head first, then remove the detonator, under the specialist's control.

**No firing indication downhole (TCP):** do not assume either way. Allow the bar its fall time (longer in deviated wells or viscous fluid), then check every indication: shot detection or acoustic record, tubing and annulus pressures, fluid level and flow. If the string has a backup (pressure-activated) firing head, use it by the written procedure; otherwise retrieve the bar by slickline before pulling — a bar left on the firing head can fire the guns on the way out. Keep well control ready: guns that did fire may let the well flow.

**On the trip out with a gun that may be live:** pull at a steady, moderate speed without jarring; keep the new perforations under well control (they can kick or take losses); restore radio silence and stray-voltage controls before the gun reaches the distance below surface the procedure sets; clear the floor as it comes through the rotary and lay it down only under the specialist.

**Pressure trapped in the gun:** a gun that flooded or fired only partly can hold wellbore pressure inside the carrier. Do not unscrew a sub or port plug to find out — the specialist bleeds it through the gun's bleed port with the tool pointing away from people, then disarms it.

**Likely causes:** a failed detonator or firing head, a broken detonating cord or booster transfer, water in the gun, a pressure- or time-delay head that did not reach its setting, or a switch failure in a select-fire string.

**What to do after it is safe:** record which charges fired; decide with the engineer whether to rerun for the missing interval; return or destroy unfired explosives by the regulated procedure.

**Safety:** a gun that "did nothing" downhole can fire at surface; time spent waiting is not time lost.`,
    sources: [
      apiStandard('API RP 67, Recommended Practice for Oilfield Explosives Safety'),
      cfrSection(29, '1910.109', 'Explosives and blasting agents'),
      OSHA_OIL_AND_GAS_HAZARDS,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-trapped-pressure'],
  },
  {
    id: 'fac-tank-venting-hatch',
    title: 'A tank or vessel venting through the thief hatch or the relief valve',
    area: 'facilities',
    aliases: [
      'thief hatch venting',
      'tank venting',
      'hatch blowing',
      'tank relief popping',
      'pressure relief valve lifting',
      'vessel relieving',
      'tank overpressure',
      'vapors from the hatch',
    ],
    symptoms: [
      'gas blowing out of the thief hatch',
      'the tank relief keeps popping',
      'vapour pouring from the tank hatch',
      'the separator relief valve is lifting',
      'hatch lid open and the tank roaring',
    ],
    summary:
      'A tank or vessel venting through the hatch or the relief is releasing hydrocarbon vapour and possibly H2S: stay upwind, no gauging, sampling or climbing until it stops, no ignition sources; then find why — a dump valve or a separator blowing gas through, flash gas beyond the vent or VRU capacity, a plugged vent line.',
    body: `**Immediate actions**
1. **Stay upwind and off the tank tops and stairs** — no gauging, sampling or thief-hatch work until the venting stops and the air is tested (H2S, LEL, oxygen).
2. **No ignition sources** near the cloud (vehicles, engines, hot work); keep people away from the relief's discharge.
3. **Stop what is feeding it** from a safe place: shut in the well or close the separator's liquid outlet to the tanks (gas blowing through a stuck dump valve), and stop the transfer into the tank.

**Likely causes**
- **Gas blowby**: a stuck-open or cut dump valve, or a separator run dry, sending gas to the tanks.
- **Flash gas** beyond the vent or vapour-recovery capacity (a new well, a higher separator pressure, a VRU down).
- A **plugged or frozen vent line**, a closed vent valve, a flame arrestor blocked by wax or ice.
- A **vessel relief valve** lifting on overpressure: a closed outlet, a plugged line downstream, a control valve failed shut.

**What to check, in this order**
1. Separator levels and the dump valves; whether gas is going to the tanks.
2. VRU or combustor running; vent lines, arrestors and pressure-vacuum valves clear.
3. For a vessel relief: the outlet valves, the downstream pressure and the control valve; the set pressure against the operating pressure.

**What to do:** repair the dump valve or the controls, clear the vent path, size the vapour control for the flash gas, and keep thief hatches closed and gasketed (an open hatch is also an emissions violation).

**Safety:** the same tank-top vapour has killed gaugers working alone; nobody climbs while it vents.`,
    sources: [
      OSHA_NIOSH_TANK_GAUGING,
      apiStandard('API Std 2000, Venting Atmospheric and Low-Pressure Storage Tanks'),
      apiStandard('API Std 521, Pressure-relieving and Depressuring Systems'),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['fac-separator-carryover', 'fac-storage-tanks'],
  },
  {
    id: 'comp-well-flowing-workover',
    title: 'A well that unloads or starts flowing during a workover: shut it in',
    area: 'completions',
    aliases: [
      'swab rig',
      'well kicked while swabbing',
      'swab line parted',
      'flowing while swabbing',
      'well flowing during workover',
      'well kicked on the workover',
      'well unloading on the workover',
      'workover well control',
      'well came in while pulling tubing',
      'well flowing while pulling rods',
      'kick on a workover rig',
      'kick during the workover',
      'engine runaway',
      'engine overspeed on gas',
    ],
    // A workover or well-servicing rig's case; a drilling rig's trip is the kick entries'.
    appliesWhen: [
      'workover',
      'tubing',
      'rods',
      'swab',
      'swabbing',
      'well service',
      'service rig',
      'pulling unit',
      'completion',
      'snubbing',
      'wireline',
      'slickline',
      'coil',
      'coiled tubing',
    ],
    symptoms: [
      'the well started flowing while we were pulling tubing',
      'the well unloaded on the workover',
      'fluid coming up the tubing with the rig on it',
      'well blowing while pulling rods',
      'shut in during the workover with pressure on the tubing and casing',
    ],
    summary:
      'A well that starts to flow or unload on a workover is a kick: stop, install the full-opening safety valve on the tubing, close the BOP and shut in, record the pressures, and kill the well with the right fluid weight before going on.',
    body: `**Immediate actions**
1. **Stop pulling and shut the well in**: stab the **full-opening safety valve** (TIW) in the open position on the tubing, close it, then close the BOP (pipe rams or annular); on a rod job, the rod BOP and the polished-rod clamp first.
2. Keep people off the floor and out of the spray; H2S monitors on — returns may be sour. A rig or pump engine racing on the gas (runaway) is stopped with its air-intake shutoff — the fuel cut alone will not stop it — and ignition sources are shut down.
3. **On a swab rig:** pull the swab into the lubricator and close the master valve; with the line parted or across the tree, close the wireline BOP on it, and the master valve only as the last barrier.
4. **Record** the shut-in tubing and casing pressures and the volume gained; notify the rig supervisor and the company representative.

**Likely causes:** kill fluid too light for the reservoir pressure (or lost into the formation), **swabbing** while pulling tubing or a packer, not keeping the hole full, gas migrating up the well while it sat open.

**What to do after the shut-in**
1. Kill the well: circulate or bullhead kill-weight fluid (kill gradient from the shut-in pressure and the depth), or the volumetric method when it cannot be circulated.
2. Pull slower, keep the hole full and check the fill on every stand; flow-check before pulling a packer or the BHA through the BOP.

**Ask first**: is the tubing or rod string still in the well and can you circulate, and what are the shut-in pressures?

**Safety:** when in doubt, shut in — an unclear flow check is treated as flowing.`,
    sources: [
      API_RP_59,
      cfrSubpart(30, '250', 'F', 'Oil and Gas Well-Workover Operations (BSEE)'),
      API_STANDARDS,
    ],
    checks: ['equivalent_mud_weight', 'hydrostatic_pressure'],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['comp-workover-fluids-well-kill', 'ops-gas-migration-shut-in'],
  },
];
