import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, cfrSection, slbGlossary, spePaper } from './sources';

/**
 * Restarts, utilities and the well's balance: bringing a pad or facility back after an emergency
 * shutdown trip, instrument air pressure falling with the control valves drifting, how much a
 * stimulation would gain from the skin a build-up shows, and a flowing well whose rate and
 * tubing-head pressure fall together on the same choke.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const API_14C = apiStandard(
  'API RP 14C, Analysis, Design, Installation, and Testing of Safety Systems for Offshore Production Facilities (ESD, shutdown valves, PSH/PSL/LSH, fail-safe on loss of pneumatic supply)',
);

const PSM_OPERATING_PROCEDURES = cfrSection(
  29,
  '1910.119',
  'Process safety management of highly hazardous chemicals (written operating procedures for emergency shutdown and for start-up after an emergency shutdown, paragraph (f))',
);

const BSEE_PLATFORM_OPERATIONS = cfrSection(
  30,
  '250.869',
  'General platform operations (safety devices bypassed only for start-up, maintenance or testing, flagged and monitored)',
);

const AIR_RECEIVERS = cfrSection(
  29,
  '1910.169',
  'Air receivers (a drain pipe and valve at the lowest point to remove oil and water; safety valves)',
);

const CSB_NITROGEN: KnowledgeSource = {
  title:
    'U.S. Chemical Safety Board, Safety Bulletin 2003-10-B: Hazards of Nitrogen Asphyxiation (oxygen-deficient atmospheres, no warning by smell)',
  url: 'https://www.csb.gov/hazards-of-nitrogen-asphyxiation/',
};

const ISA_INSTRUMENT_AIR: KnowledgeSource = {
  title:
    'ANSI/ISA-7.0.01-1996, Quality Standard for Instrument Air (pressure dew point at least 10 °C / 18 °F below the lowest temperature the system sees; particles, oil)',
  url: 'https://www.isa.org/',
};

const HAWKINS_SKIN = spePaper(
  'M. F. Hawkins Jr., "A Note on the Skin Effect", Journal of Petroleum Technology 8(12), 1956 (SPE-732-G): skin from the damaged zone, s = (k/ks − 1) ln(rs/rw)',
  '10.2118/732-G',
);

const KARAKAS_TARIQ = spePaper(
  'M. Karakas and S. M. Tariq, "Semianalytical Productivity Models for Perforated Completions", SPE Production Engineering, February 1991 (SPE-18247-PA): perforation skin',
  '10.2118/18247-PA',
);

const MCLEOD_MATRIX_ACIDIZING = spePaper(
  'H. O. McLeod, "Matrix Acidizing", Journal of Petroleum Technology 36(12), 1984 (SPE-13752-PA): candidate selection, removable damage',
  '10.2118/13752-PA',
);

const PETROWIKI_SANDSTONE_ACIDIZING: KnowledgeSource = {
  title: 'PetroWiki: Sandstone acidizing (damage removal, stages, placement)',
  url: 'https://petrowiki.spe.org/Sandstone_acidizing',
};

const PETROWIKI_ASPHALTENES_WAXES: KnowledgeSource = {
  title: 'PetroWiki: Asphaltenes and waxes (deposition in tubing and near the wellbore, removal)',
  url: 'https://petrowiki.spe.org/Asphaltenes_and_waxes',
};

const ARPS_DECLINE = spePaper(
  'J. J. Arps, "Analysis of Decline Curves", Transactions of the AIME 160, 1945',
  '10.2118/945228-G',
);

export const restartsUtilitiesAndBalanceEntries: readonly KnowledgeEntry[] = [
  {
    id: 'fac-restart-after-esd',
    title:
      'Restarting a pad or facility after an emergency shutdown (ESD) trip: find what tripped and why (the first-out) before reset, walk the site for releases and cold, depressured lines, reset the ESD and shutdown valves and line up, start the facility before the wells, then bring the wells back one at a time',
    area: 'facilities',
    aliases: [
      'restart after ESD',
      'restart after an ESD',
      'restarting after an emergency shutdown',
      'start-up after an ESD',
      'startup after emergency shutdown',
      'restart the facility',
      'restart the pad',
      'ESD reset',
      'reset the ESD',
      'resetting the ESD',
      'reset the shutdown',
      'ESD trip',
      'ESD tripped',
      'ESD went off',
      'facility trip',
      'plant trip',
      'pad tripped',
      'first-out alarm',
      'first-out indication',
      'SDV reset',
      'shutdown valve reset',
      'open the wells back up',
      'restart sequence',
      'start-up sequence',
    ],
    symptoms: [
      'pad tripped on ESD and every well is shut in',
      'all the SDVs closed and the wells shut in',
      'facility tripped overnight and we want it back online',
      'ESD went off and nobody knows why',
      'first-out shows high pressure on the separator',
      'lines cold and depressured after the shutdown',
      'operator wants to reset and open all the wells at once',
    ],
    summary:
      'After an ESD trip, read the first-out and find and fix why it tripped before anyone resets; walk the site for leaks, a lifted relief valve, overflowed tanks and freezing in cold, depressured lines and chokes; confirm every ESD valve and SDV has reset and the process is lined up; restart the utilities and the facility (flare, sales line, compression, separators on control) before the wells, then open the wells one at a time, slowly, watching pressures and levels. Never reset and open everything at once.',
    body: `**Immediate actions**
1. **Do not reset yet:** read the first-out (which device tripped first) and the alarm log, and find why before anyone resets.
2. Keep the wells shut in; a gas alarm, fire or release means the emergency response, not a restart.
3. **Walk the site:** leaks (with a gas monitor), a lifted PSV, overflowed tanks, damage — and hydrates or ice in cold, depressured lines and chokes.
4. Fix the cause; reset the ESD, then check every ESD valve and SDV has reset and the process is lined up.
5. **Restart the facility before the wells** — flare, sales line, compression, separators on control — then **open the wells one at a time, slowly**.
6. Never reset and open everything at once; watch pressures and levels after each well.

**Ask first**: what does the first-out say tripped it — a process upset (high pressure, high level, low pressure), fire and gas detection, a manual ESD, or a utility (power, instrument air, supply gas) — and has that cause been found and cleared? In cold weather: how long were the wells shut in, and how cold are the lines?

**Likely causes of the trip (what the first-out tells you)**
- **High pressure (PSH):** something downstream blocked — the sales line or gas plant shut in or high, a compressor down, a valve closed, a hydrate or paraffin plug, a control valve failed closed.
- **High level (LSH):** a dump valve stuck or its downstream route blocked, a slug bigger than the vessel, a water leg full.
- **Low pressure (PSL):** a leak or a ruptured line until proven otherwise — or a well dying, or an upstream valve closed.
- **Fire and gas detection, a fusible plug or loop:** treat as real; a combustible-gas alarm is its own emergency.
- **Utilities:** power or a UPS, the PLC, instrument air or supply gas low, a dead solar battery on a remote pad.
- **Manual:** someone pushed an ESD station, or a SCADA command — ask who and why.

**What to check, in this order**
1. The **first-out** and the SCADA trends for the minutes before the trip: what moved first, and whether the reading was real (a calibrated gauge, the level glass, a portable gas reading).
2. The **cause cleared**: downstream open and taking gas, the compressor available, power and air back, the stuck dump fixed, the leak found.
3. The **site walk**: leaks by sight, sound and a gas monitor (H2S where present), PSVs that lifted and whether they reseated, tank levels and the thief hatches, the flare or combustor lit, damage.
4. **Hydrates and freezing:** lines and chokes that cooled while depressured or shut in; gas expanding through a choke cools roughly 5–7 °F per 100 psi of drop and can make a hydrate at once — methanol and line heaters ready.
5. **Valves:** every SSV, SDV and ESD valve reset, fully open or closed as the start-up needs, and its position indication matching; start-up bypasses listed and time-limited.
6. **Line-up:** separators and treaters to their outlets, dumps in auto, control valves at their set points, levels at normal (not drained empty — gas blows through to the tanks; not full — carryover), utilities at normal pressure, no inhibits left on the ESD system.

**What to do: restart in order**
1. The person in charge approves the reset once the cause is fixed; log the trip, its cause and who reset it.
2. **Utilities first:** power, instrument air or supply gas, flare and pilot; then the **downstream**: sales line open, compression running (on recycle until gas comes).
3. **The facility:** separators and treaters pressured up slowly from a well or the sales side as the procedure says, on pressure and level control; heaters purged and lit by their procedure, at temperature before cold gas arrives.
4. **The wells one at a time:** open the first on a small choke and bring it up in steps; wait until separator pressure and levels are steady (commonly 10–15 minutes) before the next. High-pressure gas wells with water: methanol ahead of the choke and the heater on line first. Pumped wells start with their own checks (an ESP waits out its backspin).
5. Clear each start-up bypass (a PSL held out until pressure builds) as soon as its reading is above the set point — never leave one in.
6. When all are on: walk the site again (leaks show when equipment warms and pressures), compare rates and pressures with before the trip, and file the trip report.

**Reset and open every well at once?**
No — reset only after the cause is found, then the facility first and the wells one by one. Opening everything together:
- Liquid that settled in the flowlines arrives together: separator levels shoot up, the LSH trips again, liquid carries over to the gas line or the flare, tanks overflow.
- Pressure surges to the PSH or lifts a PSV; compressors see suction swings; the flare overloads.
- Several cold chokes at once make hydrates faster than methanol can keep up.
- A leak made by the trip shows with the whole pad pressured at once, and you cannot tell which well or line feeds it.

**Safety:** never reset an ESD whose cause you do not know — the second trip may be a fire or a line rupture. A PSL trip is a leak until found: pressure the system up in stages and look. Stay out of the line of fire of valves and chokes opening; a plug found in a line is cleared by its own procedure, not by pressuring through it. Plants under process safety management start up after an emergency shutdown by their written procedure (29 CFR 1910.119(f)).`,
    sources: [API_14C, PSM_OPERATING_PROCEDURES, slbGlossary('hydrate'), BSEE_PLATFORM_OPERATIONS],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'fac-safety-device-bypass',
      'fac-combustible-gas-alarm',
      'fac-instrument-air-loss',
      'chem-hydrate-inhibition',
      'fac-separator-high-level',
    ],
  },
  {
    id: 'fac-instrument-air-loss',
    title:
      'Instrument air pressure falling at a facility — the header dropping (say from 100 to 60 psi) with control valves drifting while the air compressor runs: valves going to their fail positions, the low-air shutdown, a leak, dryer, filter or compressor fault, backup air or nitrogen, and bringing the plant to a safe state',
    area: 'facilities',
    aliases: [
      'instrument air',
      'instrument air loss',
      'loss of instrument air',
      'instrument air pressure low',
      'low instrument air pressure',
      'instrument air header',
      'air header pressure dropping',
      'IA header',
      'IA pressure low',
      'low air alarm',
      'low air shutdown',
      'instrument air compressor',
      'air compressor cannot keep up',
      'dryer tower stuck',
      'dryer switching valve',
      'dryer stuck in regeneration',
      'wet instrument air',
      'water in the air lines',
      'frozen air line',
      'air line froze',
      'nitrogen backup',
      'backup nitrogen',
      'nitrogen on the air header',
      'valves drifting',
      'pneumatic supply pressure',
    ],
    symptoms: [
      'instrument air header dropping with the compressor running',
      'control valves drifting and levels wandering',
      'air pressure down from 100 psi to 60 psi',
      'air compressor runs nonstop and cannot keep up',
      'high pressure drop across the air dryer and the header falling',
      'water blowing out of the instrument air drains',
      'low air alarm and then the plant shut down',
      'instrument air lines froze overnight',
    ],
    summary:
      'Falling instrument air takes the plant down in two stages: positioners lose control and valves drift (levels and pressures wander), then spring-return actuators go to their fail positions and the low-air shutdown trips. Bring backup air on (the standby compressor or nitrogen), cut non-instrument demand, and find where the pressure is lost — a leak or open drain, a plugged filter or dryer (a stuck tower), a compressor not loading, or wet air freezing — by reading the gauges from the compressor outward. If the header cannot be held, shut the plant down in a controlled way; never defeat the low-air shutdown.',
    body: `**Immediate actions**
1. **Tell the person in charge and watch the header:** note the pressure, how fast it falls, and where the low-air alarm and shutdown are set.
2. **Bring backup air on:** start the standby compressor, or open the nitrogen backup (bottles or a liquid tank, through its regulator) into the header.
3. **Cut the demand:** shut utility-air hoses, air-driven pumps and other non-instrument users; look for an open drain or a big leak at the receiver and header.
4. **If the header cannot be held above the shutdown setting, bring the plant down yourself** by the ESD procedure — wells shut in, plant to a safe state — not valve by valve as the air fails.
5. **Never gag, block or bypass the low-air shutdown or a fail-safe valve** to keep running.
6. With nitrogen on the header, every bleeding instrument vents it: check oxygen in buildings and panels.

**Ask first**: what are the pressures at the compressor discharge and the receiver against the header — is the receiver also low (compressor, a leak or a drain), or high while the header after the dryer is low (the dryer or its filters)? And is it freezing outside?

**What happens as the air falls**
- Normal instrument air headers run about 80–120 psig; the low-air alarm is commonly set around 70–80 psig and the low-low shutdown around 40–60 psig — your site's set points govern.
- First the **positioners** lose control: valves move off their set points, levels and pressures wander, dumps lag, a tank or separator can fill.
- Then spring-return actuators go to their **fail position** as designed: shutdown valves (SDVs, SSVs), well shut-ins, fuel gas and most level dumps **fail closed**; blowdown valves, compressor recycle and some pressure controllers to the flare **fail open**. A separator whose dump fails closed fills; a gas outlet that fails closed raises pressure to the PSH or PSV.
- The **low-air shutdown** (a PSL on the header) shuts the facility in — the design's fail-safe response to losing pneumatic supply (API RP 14C). The drifting before it is the dangerous part.

**Likely causes — header falling with the compressor running**
- **A leak or a new user:** a broken tubing fitting, a failed actuator diaphragm, a regulator venting, a utility hose or air tool left open, air used for blowing down, a receiver relief valve stuck open.
- **A drain open:** a receiver, filter or dryer drain left open, or an automatic drain stuck open (blowing constantly).
- **The dryer or filters:** a prefilter, coalescer or afterfilter plugged (high differential), a desiccant dryer **stuck on one tower** or its switching valve failed so a tower vents air to regeneration all the time, desiccant fouled with oil or water.
- **Compressor capacity:** running but not loading — an **unloader** stuck, a valve failed, the inlet filter plugged, belts slipping, worn; one of two compressors down; tripping on high temperature on a hot day; its pressure switch set wrong.
- **Wet air freezing:** a dryer not drying or drains not emptying lets water through; on a cold night it freezes in low points and outdoor tubing, starving the valves beyond it while the header gauge still reads normal.

**What to check, in this order**
1. **Gauges from the compressor outward:** compressor discharge → receiver → before and after the filters → after the dryer → header → the far end. The pressure is being lost between the two gauges where it drops.
2. **The compressor:** loaded or unloading, discharge pressure, amps, the unloader and load/unload cycle, the inlet filter; did the standby start?
3. **Drains:** receiver, filters and dryer — listen for a drain blowing; close manual drains, free a stuck automatic one.
4. **The dryer:** which tower is on line, is it switching on its cycle, is purge air blowing all the time, the differential across the filters against the maker's change-out mark, the dew-point indicator. The pressure dew point should be at least 18 °F (10 °C) below the lowest temperature any part of the system sees (ISA-7.0.01).
5. **Walk the header:** hissing fittings, actuators venting constantly, open hoses and new users (soap the suspects).
6. **Cold weather:** low points, dead legs and outdoor tubing — a frozen line feeding one valve or one area.

**What to do**
- **Leak or open drain:** isolate and repair; close or fix the drain.
- **Dryer or filter:** switch to the clean filter or change the element; switch towers by hand, or put the dryer bypass in for a short time — not in freezing weather, and drain the system afterwards, because wet air then reaches the instruments.
- **Compressor:** run the standby, free or repair the unloader, clean the inlet filter, bring in a rental compressor until it is fixed.
- **Nitrogen backup:** bottles or a tank through a regulator set a little below normal header pressure so it cuts in as air falls; know how long it lasts at the plant's consumption, and treat every vent as an oxygen-deficiency hazard indoors.
- **Frozen lines:** thaw with heat suited to the area classification (steam, hot water, a rated heater — no open flame), blow the low points dry, fix the dryer, and heat-trace and insulate.
- **Cannot hold it:** a controlled shutdown, then restart after the cause is fixed as after any ESD trip.

**Safety:** the fail positions and the low-air shutdown are what keeps a plant safe when the air goes — never block a valve open or bypass the trip to ride it out. Never back up instrument air with fuel or produced gas: every controller and actuator bleeds it into buildings and panels. Nitrogen has no smell and kills without warning in enclosed spaces. Air receivers are drained through the valve at their lowest point and keep a working safety valve (29 CFR 1910.169).`,
    sources: [API_14C, ISA_INSTRUMENT_AIR, AIR_RECEIVERS, CSB_NITROGEN],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['fac-restart-after-esd', 'fac-safety-device-bypass', 'fac-freeze-protection'],
  },
  {
    id: 'ops-stimulation-gain-from-skin',
    title:
      'How much would a stimulation gain when a pressure buildup (build-up) test shows positive skin — how much more oil acid or a frac would make: the productivity ratio J_after/J_before = (ln(re/rw) − 0.75 + s_before) ÷ (ln(re/rw) − 0.75 + s_after), which part of the skin is removable, matrix acid or a small frac, the pressure drop due to skin, and the economics',
    area: 'operations',
    aliases: [
      'stimulation gain',
      'gain from stimulation',
      'productivity ratio',
      'productivity improvement ratio',
      'folds of increase',
      'fold increase in productivity',
      'PI improvement from acid',
      'expected rate after acid',
      'how much will acid add',
      'rate increase from acidizing',
      'production increase after stimulation',
      'increase from removing the skin',
      'positive skin on the buildup',
      'estimate the stimulation gain',
      'uplift from stimulation',
      'stimulation uplift',
      'incremental rate from stimulation',
      'J after over J before',
      'stimulation economics',
      'payout of an acid job',
    ],
    symptoms: [
      'build-up shows a positive skin',
      'skin of plus 8 on the last build-up',
      'deciding whether an acid job will pay out',
      'need the expected rate after stimulation',
      'damaged well, how much more would it make',
      'asked for the uplift before the job is approved',
      'how much rate will we get if the damage is removed',
      'how much more oil an acid job would make on a skin-damaged well',
    ],
    summary:
      'At pseudo-steady state the productivity ratio after and before a stimulation is J_after/J_before = (ln(re/rw) − 0.75 + s_before) ÷ (ln(re/rw) − 0.75 + s_after); with ln(re/rw) − 0.75 ≈ 7–8 for common spacing, taking a skin of +10 to zero multiplies the PI by about 2.4. Only the damage part of the skin is removable by acid — partial penetration, perforation and non-Darcy skin are not — so split the skin first, check the pressure drop due to skin Δp_skin = 141.2 q B μ s ÷ (k h) against the drawdown, and cap the gain by the water contact, the lift and the facilities before the economics.',
    body: `**Ask first**: what is the skin made of — is all of it damage, or is part of it partial penetration (only part of the pay perforated), perforation, deviation or rate-dependent (non-Darcy) skin that acid cannot remove? And can the lift, tubing and facilities take more fluid?

**The productivity ratio (pseudo-steady state)**
- PI: J = q ÷ (Pr − Pwf) = k h ÷ [141.2 B μ (ln(re/rw) − 0.75 + s)] (oil, field units). Everything but the skin cancels between before and after:
- **J_after/J_before = (ln(re/rw) − 0.75 + s_before) ÷ (ln(re/rw) − 0.75 + s_after)**
- **ln(re/rw) − 0.75 ≈ 7 to 8** for common spacing: 40 acres (re ≈ 745 ft) with rw = 0.33 ft gives 6.98; 80 acres (re ≈ 1,050 ft) 7.3; 160 acres (re ≈ 1,490 ft) 7.7. It changes slowly — 7 is a good first number.
- **Worked example**, ln(re/rw) − 0.75 = 7 and s_before = +10 (numerator 17):
  - all the damage removed, s_after = 0: 17 ÷ 7 = **2.4 times** the PI;
  - a sandstone acid job that leaves s = +2: 17 ÷ 9 = 1.9;
  - a carbonate acid job to s = −2: 17 ÷ 5 = 3.4; a small frac to s = −3: 17 ÷ 4 = 4.3;
  - but if only 4 of the 10 is damage (6 is partial penetration), the best acid can do is s = 6: 17 ÷ 13 = 1.3.
- **From PI to rate:** q_after = q_before × ratio only if the flowing bottomhole pressure stays where it was. A flowing well's Pwf rises with rate (tubing friction, more liquid), a pumped well is capped by its pump: put the new IPR against the tubing or lift curve (nodal analysis).
- A tight well still in transient flow has a larger effective ln term, so the same skin is a smaller share and matrix acid gains less; there a frac, which changes the flow geometry, is the tool. Gas wells: use pseudo-pressure and take the non-Darcy term D q out first.

**Pressure drop due to skin — is there anything to chase?**
- **Δp_skin = 141.2 q B μ s ÷ (k h)** (q in bbl/d, μ in cp, k in md, h in ft); flow efficiency = (Pr − Pwf − Δp_skin) ÷ (Pr − Pwf).
- Example: k h = 600 md·ft (20 md × 30 ft), B = 1.2, μ = 1.5 cp, Pr = 2,500 psi, Pwf = 800 psi, s = +10: J = 0.139 bbl/d/psi, q ≈ 236 bbl/d; Δp_skin ≈ 1,000 psi of the 1,700 psi drawdown; flow efficiency 0.41. Skin to zero: J ≈ 0.34 and about 570 bbl/d at the same Pwf — if the lift can take it.
- When Δp_skin is a small share of the drawdown (under about 10–15 %), there is little to gain however the skin is treated.

**Likely causes of the skin — which part is removable**
The build-up gives the **total** skin: s_t = s_damage + s_partial penetration + s_perforation + s_deviation + D q.
- **Removable by matrix acid — mechanical damage:** drilling and completion fluid solids and filtrate, fines, carbonate or iron scale near the wellbore, plugged perforations (Hawkins: s = (k/ks − 1) ln(rs/rw) — a shallow zone of badly reduced permeability gives a large skin).
- **Partial penetration** (limited entry, only part of the pay open): positive, sometimes +5 to +15 — add perforations, not acid.
- **Perforation skin** (few shots, short penetration, poor phasing — Karakas and Tariq): re-perforate deeper or denser.
- **Non-Darcy (D q)**, mostly in gas wells: grows with rate — more open perforations or a frac; acid does not touch it.
- **Deviation** gives a negative skin; it hides damage if left in.
- Split it: work the partial-penetration and perforation skins out from the completion, take D from a multi-rate test (skin against rate: the intercept is the mechanical skin), and what remains is the damage.

**What to check, in this order**
1. **The build-up:** radial flow reached (a flat derivative), kh consistent with the logs and the rates — a skin read off a test still in wellbore storage is not to be trusted.
2. **Split the skin** into its parts; keep only the removable damage.
3. **Δp_skin against the drawdown** and the flow efficiency.
4. **The productivity ratio J_after/J_before** = (ln(re/rw) − 0.75 + s_before) ÷ (ln(re/rw) − 0.75 + s_after), with s_after from the removable skin only — (7 + 8) ÷ 7 ≈ 2.1 for a +8 skin taken to zero — and the rate it gives through the lift and tubing (nodal).
5. **The constraints** below.
6. **The economics**, with the chance of success from offset jobs in the same rock.

**Matrix acid or a small frac?**
- **Matrix acid** removes damage within a few feet of the wellbore, below fracture pressure: in a sandstone at best back to s ≈ 0; in a carbonate the wormholes bypass damage, and −2 to −4 is common. Suits higher-permeability rock, shallow damage, a water or gas contact close by.
- **A small frac** (a short "skin frac", or a frac-pack in soft rock) bypasses damage however deep: an infinite-conductivity frac acts like a wellbore of radius xf ÷ 2 (xf = 50 ft → s ≈ −ln(25 ÷ 0.33) ≈ −4.3; real fracs less). Suits lower permeability, deep or unknown damage, failed acid jobs — if the barriers keep it out of water or gas.

**Constraints that cap the gain**
- **Water or gas contact:** more drawdown or a frac reaching the contact brings water or gas (coning) — keep the rate limit the reservoir needs.
- **Lift capacity:** the pump, ESP or gas-lift design and the tubing size; the new rate may need a larger pump, which belongs in the cost.
- **Facilities:** separator and treating capacity, water handling and disposal, gas take-away, allowables or permit limits.
- **Sand:** more drawdown in weak rock.
- **Depletion:** in a bounded drainage area, removing skin mostly **accelerates** the same reserves; it adds reserves only where it moves the economic limit.

**What to do: the economics and the decision**
- Incremental oil = (rate after − rate before) over the months the gain lasts (it declines too); value at the net price after royalty, taxes and operating cost.
- Cost: the treatment, the rig or coil, a lift upgrade, lost production while the well is down, and the chance it fails (weight the gain by the success rate of offset jobs).
- Payout = job cost ÷ net incremental income per day — for example a $60,000 job adding 100 bbl/d at $30/bbl net pays out in about 20 days; one adding 15 bbl/d does not in any useful time.
- Treat the best candidate first, test it before and after with the same method, and use the measured gain — not the design — to rank the next wells.

**Safety:** the treatment is pumped below the maximum surface treating pressure worked out for the job; acid and its flowback carry HCl, HF and, on sour wells, H2S risks.`,
    sources: [
      HAWKINS_SKIN,
      slbGlossary('skin'),
      slbGlossary('productivity index'),
      KARAKAS_TARIQ,
      MCLEOD_MATRIX_ACIDIZING,
      PETROWIKI_SANDSTONE_ACIDIZING,
    ],
    lastReviewed: REVIEWED,
    related: [
      'ops-damage-or-depletion',
      'ops-pressure-buildup-test',
      'comp-matrix-acid-selection',
      'ops-ipr-nodal-analysis',
      'comp-matrix-max-surface-pressure',
    ],
  },
  {
    id: 'ops-rate-decline-constant-choke',
    title:
      'A flowing well losing rate on the same choke: oil rate and flowing tubing-head pressure (FTHP) falling together over days or weeks while water cut and GOR hold steady — depletion, skin building or a restriction in the tubing upstream of the choke, and what to check in order',
    area: 'operations',
    aliases: [
      'rate and FTHP falling together',
      'rate and tubing pressure falling on the same choke',
      'rate declining on a fixed choke',
      'constant choke decline',
      'FTHP dropping',
      'FTHP declining',
      'flowing tubing head pressure falling',
      'flowing wellhead pressure dropping',
      'THP falling',
      'tubing head pressure declining',
      'natural flow decline',
      'flowing well declining',
    ],
    symptoms: [
      'oil rate and tubing pressure both dropping on the same choke',
      'FTHP falling a little every week with no choke change',
      'water cut and GOR flat but the well makes less every week',
      'flowing well down 20 percent in a month on the same bean',
      'wellhead pressure and rate sliding together',
      'natural flowing well slowly losing pressure and rate',
    ],
    summary:
      'On a fixed choke in critical flow the rate follows the flowing tubing-head pressure, so rate and FTHP falling together say less pressure is reaching the wellhead — the cause is upstream of the choke: reservoir pressure depletion, skin building near the wellbore (scale, fines, asphaltene, paraffin), or a restriction growing in the tubing. A restriction downstream of the choke would raise the FTHP, and liquid loading or breakthrough would not leave water cut and GOR steady. Check the data, the shut-in tubing pressure, offsets, then a slickline gauge cutter and a bottomhole pressure survey.',
    body: `**Ask first**: did the FTHP fall along with the rate, or rise — and has the shut-in tubing head pressure (SITHP) after a short shut-in fallen from what it used to be? Those two readings place the cause in the reservoir, near the wellbore, in the tubing, or downstream of the choke.

**Reading it: rate and FTHP falling together on a fixed choke**
- In critical flow across a fixed choke the rate is about proportional to the pressure upstream of it at a steady gas–liquid ratio (Gilbert-type correlations: FTHP ≈ 435 × GLR^0.546 × q ÷ S^1.89, S the bean in 64ths of an inch). So **rate and FTHP falling in step, with a steady GOR**, means the choke is passing normally what reaches it: **less pressure is arriving at the wellhead — the cause is upstream of the choke.**
- **Falling FTHP points upstream of the choke:** a choke or flowline partly plugged downstream, a valve partly closed, or a higher separator pressure would **raise** the FTHP while the rate falls. A washed-out choke raises the rate and lowers the FTHP.
- **Water cut and GOR steady** rule out water or gas breakthrough changing the column. **Liquid loading does not fit** either: it comes with water or gas changes, heading and erratic rates, not a smooth slide on steady cuts.

**Likely causes**
- **Reservoir pressure depletion** — the most common: a smooth decline that follows the cumulative production; SITHP, static BHP and offsets in the same block falling too; the PI holds. Once below the bubble point the GOR starts to rise — a steady GOR says the well is still above it, or only just reaching it.
- **Skin building near the wellbore:** carbonate scale as pressure falls and CO2 leaves the water (even at a low steady water cut), fines moving with the rate, asphaltene dropping out at its onset pressure near the wellbore, paraffin in the perforations of a cool reservoir — the PI falls while the SITHP returns to its old value after a shut-in.
- **A restriction growing in the tubing:** paraffin in the cooler upper part of the string (above the depth where the oil cools below its wax appearance temperature), asphaltene where the pressure passes its onset, scale where the pressure drops, fill, a subsurface safety valve not fully open — an extra pressure loss between the perforations and the wellhead.
- **Not these (they do not fit a falling FTHP with steady cuts):** a downstream restriction, liquid loading, water or gas breakthrough, choke erosion.

**What to check, in this order**
1. **The data:** the bean actually in the choke (pulled and gauged, not what the sheet says), calibrated gauges upstream and downstream of the choke, tests through the same separator at the same pressure; the trends of FTHP, downstream pressure, rate, water cut and GOR — a smooth slide, or a step on a date (an event).
2. **The pressure downstream of the choke and at the separator:** flat or falling means the cause is not downstream.
3. **A stable well test**, and the rate ÷ FTHP ratio against older tests: unchanged means the choke and the fluid are behaving as before.
4. **SITHP or a build-up:** shut in for the same time as an earlier shut-in and compare. **SITHP down:** the reservoir (depletion). **SITHP as before but FTHP down:** an added pressure loss in the flow path — skin or the tubing.
5. **Offset wells** in the same block: pressures and rates falling the same way say depletion; an injector shut in or a new producer nearby explains a change in support.
6. **A slickline run:** a **gauge cutter** first (where it tags or hangs up, and what comes back on it — wax, asphaltene, scale), then a **flowing and static gradient survey** with memory gauges: the static BHP is today's reservoir pressure, the flowing BHP with it gives the PI, and a kink in the flowing gradient places a tubing restriction.
7. **With Pr and Pwf measured**, this becomes a question of damage or depletion: compare the PI across tests and take a build-up for skin and kh — from here the entry "Damage or depletion?" (ops-damage-or-depletion) takes over.
8. **Samples:** water analysis for scale tendency, the oil's wax appearance temperature and asphaltene onset, solids on the cutter or in the choke.

**What to do**
- **Depletion:** opening the choke holds the rate for a while but draws the reservoir down faster — within the limits for sand, water coning and the bubble point; lower the separator or line pressure; plan artificial lift (gas lift is the usual first step) before the FTHP reaches line pressure and the well dies; pressure support where there is a flood.
- **A tubing restriction:** paraffin — cut or scrape it on slickline, hot water or solvent (hot oil can move wax deeper), then an inhibitor or a cutting schedule; asphaltene — an aromatic solvent soak (xylene) and an inhibitor; carbonate scale — acid on coiled tubing or bullheaded, then a scale-inhibitor squeeze; fill — a coiled-tubing cleanout.
- **Near-wellbore skin** confirmed by a build-up: a treatment chosen for that damage — work out the gain first.
- Re-test on the same choke with the same gauges afterwards, so the result is measured. Opening the choke to chase the rate before the cause is known hides the trend.

**Safety:** slickline and surveys run through a pressure-tested lubricator on a live well. A waxy or hydrate-prone well shut in for a pressure reading may not come back easily — plan the restart. Changing a bean: close and bleed the choke body to zero and confirm before it is opened.`,
    sources: [
      slbGlossary('productivity index'),
      slbGlossary('buildup test'),
      slbGlossary('slickline'),
      PETROWIKI_ASPHALTENES_WAXES,
      slbGlossary('carbonate scale'),
      ARPS_DECLINE,
    ],
    lastReviewed: REVIEWED,
    related: [
      'ops-damage-or-depletion',
      'ops-rate-declining-faster',
      'ops-stimulation-gain-from-skin',
      'chem-paraffin',
      'chem-asphaltenes',
      'ops-well-stopped-flowing',
    ],
  },
];
