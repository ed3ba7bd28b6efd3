import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_RP_59,
  apiStandard,
  cfrPart,
  cfrSection,
  cfrSubpart,
  FIELD_REVIEWED,
  OSHA_OIL_AND_GAS,
  slbGlossary,
  texasRule,
} from './sources';

const CSB_HOT_WORK_TANKS: KnowledgeSource = {
  title:
    'U.S. Chemical Safety Board, Safety Bulletin 2009-01-SB: Seven Key Lessons to Prevent Worker Deaths During Hot Work In and Around Tanks',
  url: 'https://www.csb.gov/seven-key-lessons-to-prevent-worker-deaths-during-hot-work-in-and-around-tanks/',
};

const OSHA_WELDING: KnowledgeSource = {
  title: 'OSHA, Welding, Cutting and Brazing',
  url: 'https://www.osha.gov/welding-cutting-brazing',
};

const RRC_SPILL_FIELD_GUIDE: KnowledgeSource = {
  title:
    'Railroad Commission of Texas, Field Guide for Reportable Surface Releases of Crude Oil in Non-Sensitive Areas (SWR 8, 20, 91)',
  url: 'https://www.rrc.texas.gov/oil-and-gas/publications-and-notices/publications/surface-releases-spill-incident/',
};

const NATIONAL_RESPONSE_CENTER: KnowledgeSource = {
  title: 'U.S. Coast Guard, National Response Center (reporting oil discharges)',
  url: 'https://nrc.uscg.mil/',
};

const NATIONAL_BOARD_NBIC: KnowledgeSource = {
  title:
    'National Board of Boiler and Pressure Vessel Inspectors, National Board Inspection Code (NBIC) and VR repair of pressure relief valves',
  url: 'https://www.nationalboard.org/',
};

const IADC_EQUIPMENT_UNDER_PRESSURE: KnowledgeSource = {
  title: 'IADC Safety Alert 99-13: using equipment under pressure',
  url: 'https://iadc.org/safety-alerts/alert-99-13-using-equipment-pressure/',
};

/**
 * Jobs on location where a skipped step hurts people or land: hot work near hydrocarbons, a spill
 * on the lease, taking off a BOP or wellhead, and running casing without breaking the formation.
 */
export const siteWorkEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-hot-work-near-hydrocarbons',
    title:
      'Hot work (welding, cutting, grinding) near tanks, vessels and lines in service: permit, isolation and cleaning, gas testing, fire watch',
    area: 'operations',
    aliases: [
      'hot work',
      'hot work permit',
      'welding near tanks',
      'welding on a tank',
      'welding on a line',
      'cutting torch',
      'torch cutting',
      'grinding near the tank battery',
      'burning permit',
      'fire watch',
      'gas free',
      'gas-free certificate',
      'hot tap',
      'hot tapping',
      'API RP 2009',
      'API RP 2201',
      '29 CFR 1910.252',
    ],
    symptoms: [
      'welder needs to weld a bracket on the tank battery while it is producing',
      'cutting a flowline that still has oil in it',
      'grinding next to a tank with the thief hatch open',
      'LEL reading near the work area before welding',
    ],
    summary:
      'Welding, cutting or grinding near hydrocarbons is done only under a hot-work permit after the equipment is isolated, emptied and cleaned or the work is moved away, with a gas test before and continuous monitoring during the work (0 % LEL at the work, no work at any reading); a fire watch alone is not a control — most hot-work deaths are tanks and lines that were thought empty.',
    body: `**Immediate actions**
1. **No spark until the permit is signed** and the gas test at the work, on top of nearby tanks and at every opening reads 0 % LEL.
2. **Any LEL reading, a smell of gas or a tank starting to vent: halt the hot work at once**, kill the torch or welder, and do not restart until the source is found and the area retested.
3. **Fire on or near the job**: get people away, shut in the source from a safe place, and fight it only if it is small and you are trained.
4. A fire watch with an extinguisher is never the only control — it cannot keep a tank from exploding.

**Ask first**: what is the hot work on or next to — a tank, vessel or line that holds or held oil, gas or produced water — and can the job be done cold or moved away?

**What to check, in this order**
1. **Can it be avoided?** Cold cutting (saw, pipe cutter, hydraulic shear), bolted or clamped repair, or taking the part to the shop.
2. **Hazard assessment and permit** for this job and shift: the equipment, the area within about 35 ft (11 m) and anything sparks can reach, the isolation, the gas tests, the fire watch, who signs.
3. **Isolate, empty and clean** the equipment worked on: blind or disconnect every line, drain, and steam or water-wash until gas-free; a tank or line that held crude still gives off vapour from sludge and scale.
4. **Neighbouring equipment**: tanks sharing a vent or an equalizing line with the one worked on are in the job — isolate them or close their hatches and vents; shut down loading and venting nearby.
5. **Gas test** with a calibrated, bump-tested combustible-gas detector inside the equipment, at the work, at vents, hatches and low spots — and keep monitoring throughout, not just once.
6. **Fire watch** with the right extinguishers during the work and for at least 30 minutes after (OSHA 1910.252), combustibles cleared or covered.

**Hot tapping:** welding on equipment that stays pressurized is a separate engineered procedure — wall thickness, flow, pressure and a written plan — not an ordinary hot-work permit.

**What to do when the reading will not go to zero:** the equipment is not clean or isolated — find the passing valve, the connected tank or the sludge; inert or clean further, or do the job cold.

**Safety:** The CSB found that in the hot-work explosions it studied on tanks, the workers did not know a flammable atmosphere was present; in several the tank was next to the work, not the one being welded. An oilfield tank that is "empty" or "only water" still holds oil and gas.`,
    sources: [
      CSB_HOT_WORK_TANKS,
      cfrSection(29, '1910.252', 'General requirements (welding, cutting and brazing)'),
      OSHA_WELDING,
      apiStandard(
        'API RP 2009, Safe Welding, Cutting, and Hot Work Practices in the Petroleum and Petrochemical Industries',
      ),
      apiStandard(
        'API RP 2201, Safe Hot Tapping Practices in the Petroleum & Petrochemical Industries',
      ),
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-confined-space-entry', 'fac-combustible-gas-alarm', 'ops-fire-wellhead-tank'],
  },
  {
    id: 'ops-spill-on-land',
    title:
      'Oil or produced-water spill on land: shut off the source, contain, recover, report, and clean up the soil (chlorides)',
    area: 'operations',
    aliases: [
      'spill',
      'oil spill',
      'saltwater spill',
      'produced water spill',
      'brine spill',
      'spill on the lease',
      'spill report',
      'spill cleanup',
      'release on location',
      'tank overflow',
      'chloride remediation',
      'salt scar',
      'Form H-8',
      'Statewide Rule 20',
      'Statewide Rule 91',
      'SWR 91',
    ],
    symptoms: [
      'tank ran over and oil is outside the firewall',
      'produced water spilled from a leaking line onto the pasture',
      'salt water killed the grass where the line leaked',
      'found a spill on the lease this morning',
    ],
    summary:
      'Shut off the source, keep people and ignition away, contain it (berms, booms, shut the gates), recover free liquid by vacuum truck at once, then report it — to the state regulator (in Texas, the RRC district office under Statewide Rule 20, Form H-8 for losses over 5 bbl), the landowner, and the National Response Center if oil reaches water — and clean the soil: crude to 1 % TPH under SWR 91 in non-sensitive areas, produced water by removing or treating the salt.',
    body: `**Immediate actions**
1. **Keep people safe**: stay upwind, check for H2S and LEL before walking into the spill, no vehicles or ignition in the vapour.
2. **Shut off the source**: shut in the well, pump or line, close the tank valve, or transfer from the overflowing tank.
3. **Contain it**: dike with dirt or a berm, close the firewall drain, put booms or absorbent at any ditch or creek it is heading for.
4. **Recover free liquid** with a vacuum truck, then report — the regulator, the landowner, and the National Response Center if oil reached water.

**Ask first**: what spilled (crude, condensate or produced water), about how much, and has it reached a ditch, creek, pond or stock tank?

**What to check, in this order**
1. **Volume and extent**: estimate barrels from the tank gauge or line rate and time, and map where it went, on the surface and how deep.
2. **Sensitive receptors**: water wells, surface water, stock ponds, homes or crops nearby — these change the reporting and the cleanup.
3. **Reporting**: each state sets its own. In Texas, Statewide Rule 20 requires notice to the RRC district office of a leak, spill or break, and a loss of more than 5 bbl of crude is reported on Form H-8; tell the landowner the same day. Oil that reaches water or leaves a sheen is reported to the National Response Center (1-800-424-8802).
4. **Cause**: the corroded line, the high-level switch that failed, the valve left open — fix it before restarting.

**What to do (cleanup)**
- **Crude oil**: remove free oil at once; in Texas, SWR 91 has soil in non-sensitive areas cleaned to 1.0 % TPH by weight, delineated by sampling; sensitive areas and condensate are decided case by case with the district office.
- **Produced water (chlorides)**: salt does not degrade. Recover the water, sample soil for chloride and electrical conductivity across and below the scar, then excavate the worst soil to permitted disposal, or treat in place — gypsum (calcium) to replace sodium, leaching below the root zone where groundwater allows, and revegetate. Keep rain from spreading it meanwhile.
- Keep records: volumes, photos, samples, disposal tickets.

**Safety:** Crude and condensate spills can carry H2S and form a flammable vapour over low ground; produced water from sour fields too. Do not let people wade in the spill without the right PPE and a gas check.`,
    sources: [
      texasRule(20, 'Notification of fire breaks, leaks, or blow-outs'),
      texasRule(91, 'Cleanup of soil contaminated by a crude oil spill'),
      RRC_SPILL_FIELD_GUIDE,
      cfrPart(40, '110', 'Discharge of oil'),
      NATIONAL_RESPONSE_CENTER,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['ops-line-release', 'epa-spcc', 'rrc-waste-pits-swr8'],
  },
  {
    id: 'drill-nipple-down-with-pressure',
    title:
      'Nippling down a BOP or removing a wellhead or tree with pressure on the tubing or casing: barriers, bleed-off, kill, prove zero',
    area: 'drilling',
    aliases: [
      'nipple down',
      'nippling down',
      'nipple down the BOP',
      'ND BOP',
      'NU tree',
      'remove the BOP',
      'take off the BOP',
      'removing the wellhead',
      'remove the tree',
      'change out the wellhead',
      'back pressure valve',
      'BPV',
      'two barrier',
      'two-barrier policy',
      'break the wellhead flange',
      'API Standard 53',
    ],
    symptoms: [
      'pressure on the casing when we want to nipple down the BOP',
      'tubing will not bleed to zero before removing the tree',
      'pressure returns after the bleed and the BOP has to come off',
      'gauge reads zero but the well might still have pressure',
    ],
    summary:
      'Never break a connection that may hold pressure: before nippling down a BOP or removing a tree or wellhead, have two tested barriers below it (a kill-weight fluid column with no flow, a plug, a BPV or TWCV, a set packer or cement), bleed every cavity to zero through a controlled line, watch it stay at zero, and kill the well if pressure returns.',
    body: `**Immediate actions**
1. **Hold — do not loosen a single bolt** while any gauge shows pressure or pressure comes back after a bleed.
2. **Close the well in** on the BOP or tree you still have, and record tubing, casing and every annulus pressure.
3. **Keep people out of the line of fire** of the flange, the bonnet and the bleed line.
4. Plan the kill or the plug with the supervisor and the office before anything is removed.

**Ask first**: what are the barriers below the connection you will break, and were they tested — kill fluid, a plug, a back-pressure valve, a packer?

**Likely causes of pressure that will not go away:** an underbalanced fluid column (gas migrating, the well feeding in slowly), a leaking plug or BPV, a packer or tubing leak, sustained casing pressure from a poor cement job, or thermal expansion of trapped fluid.

**What to check, in this order**
1. **Barriers**: two independent, tested barriers below the connection (kill-weight fluid with the well static, a tested plug or BPV/TWCV in the hanger, a set and tested packer, cement). A single closed valve is not a barrier for removing the equipment above it.
2. **Bleed-off**: bleed each cavity — tubing, casing, each annulus and the void between valves — through a choke or needle valve to a tank or flare, never by cracking the flange.
3. **Prove zero**: a reliable, right-range gauge (a 10,000 psi gauge does not show 50 psi), open bleed ports, and the pressure stays at zero for an agreed time with the port open.
4. **If it builds back**, the barrier is not holding: kill the well (circulate or bullhead kill-weight fluid), set a plug, or fix the leak — do not keep bleeding.

**What to do**
- Nipple down only after the barriers are proven, with the bleed ports open and a new assembly ready to go on at once.
- After a cement job, the cement is a barrier only once it has waited on cement (WOC) to the strength the programme sets and the floats held — with no flow from the annulus.
- Break flanges by loosening the bolts on the far side first so a trapped pocket vents away from people.
- Nipple up and test the new equipment before removing a plug or BPV.

**Safety:** Trapped pressure released at a flange or bonnet has killed people — a cavity can hold pressure behind a gauge that reads zero. Follow API Standard 53 and your company's barrier policy.`,
    sources: [
      apiStandard('API Standard 53, Well Control Equipment Systems for Drilling Wells'),
      API_RP_59,
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment'),
      IADC_EQUIPMENT_UNDER_PRESSURE,
      OSHA_OIL_AND_GAS,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: [
      'ops-trapped-pressure',
      'ops-pressured-equipment-work',
      'ops-sustained-casing-pressure',
    ],
  },
  {
    id: 'drill-losses-running-casing',
    title:
      'Losses while running casing: surge pressure, running speed, auto-fill float equipment and breaking circulation',
    area: 'drilling',
    aliases: [
      'losses running casing',
      'lost returns running casing',
      'losing returns running casing',
      'losing mud running casing',
      'surge pressure',
      'running speed',
      'casing running speed',
      'auto-fill float',
      'auto fill float collar',
      'convert the float',
      'break circulation',
      'breaking circulation',
      'fill the casing',
      'casing fill-up',
      'API RP 10F',
    ],
    symptoms: [
      'losing mud while running casing',
      'no returns while running the casing in the hole',
      'losses got worse as we ran casing faster',
      'lost returns when breaking circulation on casing',
    ],
    summary:
      'Casing runs as a piston with a small annular clearance, so running it too fast surges the open hole past its fracture gradient: slow the running speed to a surge-and-swab limit, use auto-fill float equipment (and do not convert it early), fill regularly, break circulation slowly in stages with low rates, and treat the losses before cementing.',
    body: `**Signs**
- Returns at the flow line less than the steel displacement while running, or none.
- Trip-tank or pit volume falling as each joint goes in; losses that start or get worse with faster running.
- Losses when the pumps come on to break circulation, especially after a long run without circulating.

**Likely causes**
- **Surge pressure** from running speed: tight annular clearance, high gel strength or viscosity, and closed (converted or plugged) float equipment that makes the casing a closed-end piston.
- Breaking circulation too fast with gelled mud, or the first circulation after a long static time.
- A weak zone — the previous shoe, a depleted sand, natural fractures — near its fracture gradient with the mud weight in the hole.

**What to check, in this order**
1. **Running speed** against the surge calculation for the well (the casing program's limit in seconds per stand or ft/min); slow down near the shoe and across weak zones.
2. **Float equipment**: is the auto-fill converted, plugged with cuttings or debris? A string that no longer self-fills surges like closed pipe and can collapse if not filled.
3. **Fill-up and returns**: compare the returns and the fill volumes to the displacement of each stand.
4. **Mud properties**: gel strengths and yield point; condition them before the run if you can.

**What to do**
- Slow down; run at the speed the surge model allows, and pause and watch the well if losses start.
- Break circulation at planned depths, with low strokes first, rotate or reciprocate if allowed, and bring the rate up in stages.
- If losses continue, pump an LCM pill compatible with the float equipment, or lower the mud weight or gels if well control allows; keep the hole full (fill the annulus from the trip tank and log what it takes).
- Re-plan the cement job for a weak hole: lighter or foamed slurry, lower pump rates, a stage tool.

**A gain or flow while running casing:** more coming back than the casing displaces is an influx until proved otherwise, not a fill problem — stop running, flow-check on the annulus with the pipe still, have the crossover from the casing thread to a full-opening safety valve ready on the floor, and shut in if it flows (see kick while tripping).

**Safety:** Losses lower the mud column — a well losing mud can kick. Keep the hole full, watch the trip tank, and flow-check if returns change.`,
    sources: [
      slbGlossary('surge pressure'),
      slbGlossary('float collar'),
      apiStandard('API RP 10F, Testing of Cementing Float Equipment'),
      apiStandard('API RP 65-2, Isolating Potential Flow Zones During Well Construction'),
    ],
    lastReviewed: '2026-11-30',
    related: ['drill-lost-circulation', 'drill-cementing-problems', 'drill-ballooning-or-kick'],
  },
  {
    id: 'fac-psv-lifting',
    title:
      'Relief valve (PSV) lifting, chattering or leaking — and requests to raise its set pressure',
    area: 'facilities',
    aliases: [
      'PSV lifting',
      'PSV popping',
      'PSV chattering',
      'relief valve lifting',
      'relief valve popping off',
      'relief valve chatter',
      'safety valve keeps popping',
      'PSV simmering',
      'pop-off on the vessel',
      'PSV leaking by',
      'raise the set pressure',
      'reset the PSV',
      'gag the PSV',
      'blocked relief valve',
      'API RP 576',
    ],
    symptoms: [
      'the PSV on the separator keeps lifting',
      'relief valve chattering on the vessel',
      'operators want to turn up the set pressure on the relief valve',
      'relief valve weeping below its set pressure',
      'relief valve venting gas on the heater treater',
    ],
    summary:
      'A relief valve that lifts is doing its job: something is raising the pressure, so find it (a blocked or restricted outlet, a dump or control valve failed, gas blowby, more wells or compression) — never gag, block or raise the set above the MAWP; chatter comes from an oversized valve, high inlet loss or backpressure, or running too close to set, and a valve that lifted is inspected and re-set only by a qualified shop.',
    body: `**Immediate actions**
1. **Never gag, block in or screw down a relief valve** to keep it from lifting — it is the last protection against the vessel rupturing.
2. **Lower the pressure at its source**: cut the inflow (choke back or shut in wells), open the normal outlet, and check the controller and dump valves.
3. **Keep people away from the discharge** and out of any gas cloud; check for H2S and LEL at the outlet.
4. If the pressure keeps climbing toward the set point with the valve open, shut the facility in.

**Ask first**: what are the vessel's MAWP (on its nameplate), the valve's set pressure, and the normal operating pressure when it lifts?

**Why a PSV lifts — likely causes**
- **Blocked or restricted outlet**: a closed or plugged downstream valve, hydrates or paraffin in the gas line, a sales line running at higher pressure.
- **Control failure**: a pressure controller, back-pressure valve or dump valve failed; gas blowing by from a higher-pressure vessel.
- **More gas or liquid than the system was designed for**: new wells, a frac hit, compression added — the relief case may have changed.
- **Operating too close to set**: a conventional spring valve starts to simmer near its set pressure; keep operating pressure at or below about 90 % of set.

**Chattering (rapid open–close)**: an oversized valve for the actual rate, inlet pressure loss above about 3 % of set (long or small inlet line), built-up backpressure above what the valve type tolerates (about 10 % of set for a conventional valve), or a two-phase flow the valve was not sized for. Chatter damages the seat and the inlet piping — fix the cause, not the valve.

**What to check, in this order**
1. The pressure record: what rose first, and when.
2. Every outlet valve and control valve downstream, and the liquid dumps.
3. The valve's tag: set pressure, capacity, last test date — against the vessel's MAWP and the current rates.
4. Inlet and outlet piping: size, length, any block valve (it must be car-sealed or locked open).

**What to do**
- **Do not raise the set pressure above the MAWP**: the set is at or below the MAWP of the weakest part it protects (with multiple valves, only the extra ones may be set a little higher within the code's limits). A higher operating pressure needs an engineering review — rerating the vessel, new relief sizing and management of change — not a turn of the adjusting screw.
- A valve that lifted, chattered or leaks is pulled, inspected, tested and re-set by a qualified repair shop (National Board VR or the company's equivalent), and re-sealed; then inspected on the interval your programme sets.
- Re-check the relief sizing when wells, rates or pressures change.

**Safety:** A gagged or blocked relief valve has turned vessels into bombs; treat an adjusting screw or a closed block valve under a PSV as an emergency to correct.`,
    sources: [
      apiStandard(
        'API Std 520, Sizing, Selection, and Installation of Pressure-relieving Devices (Parts I and II)',
      ),
      apiStandard('API Std 521, Pressure-relieving and Depressuring Systems'),
      apiStandard('API RP 576, Inspection of Pressure-relieving Devices'),
      NATIONAL_BOARD_NBIC,
    ],
    lastReviewed: FIELD_REVIEWED,
    safetyCritical: true,
    related: ['fac-pressure-relief', 'fac-separator-carryover', 'fac-tank-venting-hatch'],
  },
  {
    id: 'fac-burner-flame-out',
    title:
      'Fired heater, heater-treater or line-heater burner flame-out: purge before every relight, burner management, causes',
    area: 'facilities',
    aliases: [
      'heater flame out',
      'burner flameout',
      'burner flame failure',
      'burner went out',
      'burner pilot will not stay lit',
      'relight the burner',
      'relighting the heater',
      'light the treater',
      'burner management system',
      'BMS',
      'purge the firebox',
      'firebox purge',
      'flame arrestor plugged',
      'thermocouple',
      'API RP 556',
      'yellow flame',
      'lazy flame',
      'smoky stack',
      'air-fuel ratio',
      'fouled firetube',
      'sand on the firetube',
    ],
    symptoms: [
      'the heater treater burner keeps going out',
      'pilot light will not stay lit on the line heater',
      'flame out on the heater, how do we relight it',
      'burner goes out when it is windy',
      'yellow lazy flame and a smoky stack',
      'heater cannot get up to temperature',
      'soot on the firetube',
    ],
    summary:
      'After a flame-out the firebox can hold unburnt gas: shut the fuel, purge (air it out for the set time and gas-test) before every relight, light the pilot first from the side with a proper igniter, and never relight into a hot, gassy firebox; find the cause — wet or low-pressure fuel gas, a plugged flame arrestor or pilot, wind, a failed flame sensor, or a low-level shutdown.',
    body: `**Immediate actions**
1. **Shut the fuel** — main burner and pilot — at the valve, if the burner management system has not already.
2. **Purge before every relight**: let the firebox air out for the time the manufacturer or BMS sets (often 5 minutes or more), then gas-test at the burner opening — no relight with any LEL reading.
3. **Light the pilot first**, standing to the side of the firebox opening, with the igniter or a long lighter — never a rag or a thrown match — and bring in the main burner only on a proven pilot.
4. If it does not light within a few seconds, shut the fuel and purge again before the next try.

**Ask first**: does the heater have a burner management system with flame detection and a purge timer, or a manual pilot and a thermocouple valve?

**Likely causes of flame-out**
- **Fuel gas**: liquids in the fuel (scrubber full, no drip), a regulator freezing, low supply pressure, or a plugged pilot orifice.
- **Air**: a flame arrestor fouled with dirt, scale or insects starves the burner; wind gusting down the stack or through the air intake.
- **Flame sensing**: a failed thermocouple, flame rod or UV scanner closes the fuel on a flame that is there.
- **Shutdowns doing their job**: low liquid level over the firetube, high temperature, high stack temperature — the flame-out is the symptom.

**A poor flame, or a heater that will not reach temperature**
- **A yellow, lazy or sooting flame and a smoky stack** is too little air for the fuel: a flame arrestor or air intake fouled, the air shutter closed down, a burner orifice too large or the fuel pressure set too high, or liquids in the fuel. Incomplete combustion makes carbon monoxide and lays soot on the fire side of the tube, which cuts the heat transferred.
- **A normal flame but the process will not reach temperature** is usually the tube fouled on the process side: sand, scale or sludge settled on and around the firetube insulates it. The steel under the deposit runs far hotter than the fluid — it bulges, cracks or burns through, and a failed firetube puts oil into the firebox (a fire). Sand in the produced fluid collects in the bottom of a treater where the tube sits.
- Check with the heater shut down, the fuel isolated and locked out and the vessel cooled: the flame arrestor and air intake, the burner and its orifice, the fuel pressure against the burner's rating, the stack draft, and — through the firetube's flange — soot on the fire side and deposits, hot spots, bulges or a discoloured band on the tube.
- Fix: clean the arrestor and burner and set the air for a steady blue flame with a clean stack; remove the sand (sand jets or drains on a schedule, a desander or sand trap upstream) and clean or replace a fouled or bulged firetube. Never fire harder to make up for a fouled tube — that is how tubes fail.

**What to check, in this order**
1. The shutdown or alarm that tripped, and the liquid level over the firetube (a firetube exposed to gas above the liquid must not be fired).
2. Fuel pressure at the burner and the fuel scrubber; drain liquids.
3. Flame arrestor (API RP 12N) and air intake — clean, undamaged.
4. Pilot orifice, thermocouple or flame rod, igniter.

**What to do**
- Fix the cause before relighting a second time; repeated relights into a gassy firebox are how heaters explode.
- Fit or repair a burner management system so that purge, pilot proving and flame failure shut-off are automatic rather than left to the operator.
- Keep the fuel gas dry: scrubber and drip, heat tracing of the regulator in cold weather.

**Safety:** Most firebox explosions happen at lighting — gas collected while the flame was out meets the igniter. Purge every time, stand to the side, and never bypass the flame-failure or low-level shutdowns to keep a heater running.`,
    sources: [
      apiStandard(
        'API RP 556, Instrumentation, Control, and Protective Systems for Gas Fired Heaters',
      ),
      apiStandard('API RP 12N, Operations, Maintenance and Testing of Firebox Flame Arrestors'),
      apiStandard('API Spec 12L, Specification for Vertical and Horizontal Emulsion Treaters'),
      apiStandard(
        'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities',
      ),
    ],
    lastReviewed: '2026-11-30',
    safetyCritical: true,
    related: ['fac-heater-treaters', 'fac-combustible-gas-alarm', 'ops-fire-wellhead-tank'],
  },
];
