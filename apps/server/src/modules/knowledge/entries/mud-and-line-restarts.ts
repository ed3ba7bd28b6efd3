import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { API_RP_59, apiStandard, cfrSection, KELLAND, slbGlossary, spePaper } from './sources';

/**
 * Weekly questions with no entry of their own: an oil- or synthetic-based mud taking on water
 * (electrical stability falling, the oil-water ratio shifting, water-wet solids on the shakers),
 * restarting a waxy crude pipeline that gelled while it was shut down, and an offshore crane lift
 * from a supply vessel as the weather rises.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-02';

const API_RP_13B2 = apiStandard(
  'API RP 13B-2, Recommended Practice for Field Testing Oil-based Drilling Fluids (electrical stability, retort and oil-water ratio, alkalinity and excess lime, whole-mud chlorides and water-phase salinity, HTHP filtration)',
);

const SLB_ES_TEST = slbGlossary('electrical stability test');

const SLB_INVERT_EMULSION: KnowledgeSource = {
  title:
    'SLB Energy Glossary: invert-emulsion oil mud (oil the continuous phase, brine the emulsified internal phase; oil-mud emulsifiers, organophilic clay and lime)',
  url: 'https://glossary.oilfield.slb.com/en/terms/i/invert-emulsion_oil_mud',
};

const CAENN_DARLEY_GRAY: KnowledgeSource = {
  title:
    'R. Caenn, H. C. H. Darley and G. R. Gray, Composition and Properties of Drilling and Completion Fluids, 7th edition (Gulf Professional Publishing, 2017): oil-base muds, emulsion stability, wettability and contamination',
  url: 'https://www.sciencedirect.com/book/9780128047514/composition-and-properties-of-drilling-and-completion-fluids',
};

const PERKINS_TURNER = spePaper(
  'T. K. Perkins and J. B. Turner, Starting Behavior of Gathering Lines and Pipelines Filled With Gelled Prudhoe Bay Oil, Journal of Petroleum Technology 23(3), 301–308 (1971), SPE-2997-PA (the gel’s yield strength from the restart pressure, τ = D·Δp/4L; temperature history, shear and ageing)',
  '10.2118/2997-PA',
);

const WAXY_PIPELINE_CHAPTER: KnowledgeSource = {
  title:
    'M. E. Mohyaldinn et al., Challenges during Operation and Shutdown of Waxy Crude Pipelines, in Processing of Heavy Crude Oils — Challenges and Opportunities (IntechOpen, 2019): rheology, gelling on shutdown and restart',
  url: 'https://doi.org/10.5772/intechopen.89489',
};

const LIQUID_PIPELINE_MOP = cfrSection(
  49,
  '195.406',
  'Maximum operating pressure (hazardous liquid pipelines: no operation above the MOP; surges no more than 110 % of it)',
);

const LIQUID_PIPELINE_PROCEDURES = cfrSection(
  49,
  '195.402',
  'Procedural manual for operations, maintenance, and emergencies (starting up and shutting down any part of the pipeline within the limits of §195.406)',
);

const API_RP_2D = apiStandard(
  'API RP 2D, Operation and Maintenance of Offshore Cranes (qualified operators and riggers, the onboard and offboard load charts, wind and sea state, lifts to and from supply vessels, critical lifts, stopping a lift)',
);

const API_SPEC_2C = apiStandard(
  'API Spec 2C, Offshore Pedestal-mounted Cranes (onboard and offboard ratings: the dynamic coefficient and the minimum hoisting speed for a lift off a supply vessel rise with the significant wave height)',
);

const BSEE_CRANES = cfrSection(
  30,
  '250.108',
  'What requirements must I follow for cranes and other material-handling equipment? (cranes on OCS platforms operated and maintained to API RP 2D)',
);

const GOMO: KnowledgeSource = {
  title:
    'Guidelines for Offshore Marine Operations (GOMO), Marine Safety Forum, IMCA, IOGP and partners: cargo operations between installations and supply vessels — weather limits agreed before and reviewed during the work, the master’s authority to stop, the deck crew’s safe havens, tag lines on the vessel deck',
  url: 'https://www.g-omo.info/',
};

const HSE_LOLER: KnowledgeSource = {
  title:
    'UK HSE, Lifting Operations and Lifting Equipment Regulations 1998 (LOLER): every lift planned by a competent person, supervised and carried out safely, with the weather taken into account',
  url: 'https://www.hse.gov.uk/work-equipment-machinery/loler.htm',
};

export const mudAndLineRestartEntries: readonly KnowledgeEntry[] = [
  {
    id: 'drill-oil-mud-water-contamination',
    title:
      'Oil- or synthetic-based mud (OBM or SBM, an invert emulsion) taking on water — electrical stability falling, the oil-water ratio shifting toward water, water-wet solids blinding the shaker screens, water-phase chlorides dropping, barite settling: a water flow is a kick, so flow-check first; then find the source (wash hoses, a leaking mud cooler, a brine, cement or CO2) and treat it — emulsifier, wetting agent, lime, base oil to restore the OWR, the centrifuge — and know when to stop drilling',
    area: 'drilling',
    aliases: [
      'water in the oil mud',
      'water in the oil-based mud',
      'water in the synthetic mud',
      'water contamination in oil-based mud',
      'oil mud contamination',
      'OBM contamination',
      'SBM contamination',
      'contaminated oil-based mud',
      'contaminated synthetic-based mud',
      'invert emulsion',
      'invert emulsion mud',
      'oil mud emulsion breaking',
      'emulsion breaking down in the oil mud',
      'electrical stability',
      'electrical stability dropping',
      'ES dropping',
      'low ES',
      'ES test',
      'oil-water ratio',
      'oil/water ratio',
      'OWR',
      'water-wet solids',
      'water wet solids',
      'water-wet barite',
      'water-phase salinity',
      'WPS',
      'excess lime',
      'oil mud emulsifier',
      'oil-wetting agent',
      'mud cooler leak',
      'base oil to restore the OWR',
    ],
    // One case of contaminated mud: an oil or synthetic mud and what water does to it.
    appliesWhen: [
      'water',
      'brine',
      'electrical stability',
      'ES',
      'oil-water ratio',
      'oil/water ratio',
      'OWR',
      'water-wet',
      'water wet',
      'emulsion',
      'chlorides',
      'salinity',
      'lime',
    ],
    symptoms: [
      'electrical stability dropping on the oil mud',
      'ES fell from 800 to 350 volts since the last check',
      'oil-water ratio went from 80/20 to 70/30',
      'shaker screens blinding with sticky grey water-wet solids',
      'free water in the HTHP filtrate of the oil mud',
      'barite settling in the pits and the oil mud looks grainy and dull',
      'retort water rising and the mud weight dropping on the synthetic mud',
      'water-phase chlorides dropping in the invert emulsion',
    ],
    summary:
      'Water in an oil or synthetic mud shows as electrical stability falling, the oil-water ratio moving toward water, water-phase salinity dropping, the mud weight drifting down, water-wet solids blinding the screens and barite settling. First rule out a water flow from the well — a gain is a kick, so flow-check — then find the surface source (wash hoses, a leaking mud cooler, pump liner wash, rain, a returned spacer, brine, cement or CO2). Treat on a pilot test: emulsifier and oil-wetting agent, lime back to its excess, base oil (with barite) to restore the OWR, and the centrifuge to strip fine water-wet solids. Stop drilling and circulate when a gain appears, or when the emulsion is breaking — free water in the HTHP filtrate, barite dropping out — until the mud is back in specification.',
    body: `**Immediate actions**
1. **A gain is a kick:** if the pits gained or the flow out rose with the water, stop drilling, pick up off bottom, pumps off and **flow check**; shut in if the well flows.
2. **Flow check even with no gain** before blaming surface water, and watch the pits and trip tank closely from now on.
3. **Shut off the surface water:** wash hoses, floor and pit wash-down, the mud cooler's water side, pump liner wash — until the source is found.
4. **Run a full oil-mud check now** (ES, retort, chlorides, alkalinity, HTHP) and tell the mud engineer and the company man.

**Ask first**: is the pit volume rising with the water, and what changed since the last good check — a connection or trip, a wash-down, a cooler or pump repair, cement drilled out, a brine or spacer returned to the active, a new formation?

**Signs**
- **Electrical stability (ES) falling:** the ES meter (sine-wave, 120 °F, API RP 13B-2) reads the voltage the mud holds before it conducts; water and water-wet solids lower it. Read the **trend** against this mud's own history — a drop from 800 to 350 V in a day means something, whatever the programme's floor.
- **Retort:** water up, oil down. OWR = oil % ÷ (oil % + water %): retort 56 % oil and 24 % water is 70/30 against an 80/20 programme.
- **Water-phase salinity (from whole-mud chlorides and the retort water) dropping:** fresh water dilutes the brine phase; a formation brine can hold the chlorides up while the water grows.
- **Mud weight drifting down** a few tenths with no dilution added; viscosity and gels up as the new water emulsifies.
- **Water-wet solids:** screens blinding with sticky grey solids, cuttings soft and clumped, the mud dull and grainy, not glossy, barite settling in the pits, the mud cup and the possum belly.
- **HTHP filtrate with free water in it** (an all-oil filtrate is normal): the emulsion is breaking.

**Likely causes**
- **A water or brine flow from the well** — rare on its own, always ruled out first by the pits and a flow check.
- **Surface water:** wash hoses left running at the shakers or on the floor, a mud cooler (plate heat exchanger) leaking seawater or cooling water into the mud side, mud pump liner wash or spray water, rain into open pits, dilution water on a centrifuge or desilter, a trip tank or pit not drained after cleaning.
- **Returned fluids:** a water-based spacer or cement wash from a cement job, a brine pill, or water-based mud circulated back to the active rather than dumped.
- **Cement drilled out:** water, calcium and fine water-wet solids; the alkalinity rises.
- **CO2 (or H2S) in from the formation:** consumes the lime, the emulsifier loses its strength, the excess lime falls — and it is itself an influx.
- **Too little emulsifier and wetting agent for the drilled solids and the water already in it**, or a build-up of fine solids the rig cannot remove.

**What to check, in this order**
1. Pit volumes, flow out and the trip tank: a gain or flow is handled as a kick first.
2. The full mud check against the last good one: ES, retort (OWR), mud weight in and out, chlorides and water-phase salinity, alkalinity (Pom) and excess lime (lb/bbl = 1.295 × Pom), HTHP filtrate and whether it carries water, rheology.
3. The surface sources one at a time: hoses, the mud cooler (isolate it and watch whether the ES recovers), pump liner wash, pit valves and lines, what was transferred to the active in the last day.
4. The shakers and cuttings: screens blinding, cuttings soft or clumped, solids on the pit floor.
5. What was drilled or pumped: a cement job, a brine or spacer, a gas sand or CO2 — and whether the alkalinity and the excess lime are falling.

**What to do**
- **Pilot-test first** on a sample, then treat the system as the mud company's test says.
- **Emulsifier and oil-wetting agent** to emulsify the new water and make the solids oil-wet again; ES and an oil-only HTHP filtrate show it worked.
- **Lime** back to the programme's excess (commonly a few lb/bbl) — it activates the emulsifier and neutralises CO2 and H2S.
- **Base oil to restore the OWR**, with barite to hold the weight. Worked figures: 1,000 bbl at 12.0 ppg, retort 56 % oil and 24 % water (70/30). For 75/25 the oil must be 3 × 24 = 72 % of the original volume: add 0.16 bbl of base oil per bbl, **160 bbl**. The weight falls to about 11.3 ppg (base oil about 6.9 ppg), and bringing 1,160 bbl back to 12.0 ppg takes about 1,470 × 1,160 × 0.7 ÷ 23 ≈ 52,000 lb of barite — some 520 sacks — plus emulsifier for the new volume.
- **Solids control:** the centrifuge to strip fine water-wet solids, screens changed and kept clear, and dilution with fresh premix rather than water-wet solids carried around.
- **Remove the source:** fix or bypass the leaking cooler, hoses off or on trigger nozzles, pits and lines checked before transfers, spacers and brines dumped, never returned to the active.
- **When to stop drilling:** at once for a gain or a flow — shut in and handle it as a kick. And when the emulsion is breaking (ES still falling, free water in the HTHP filtrate, barite dropping out in the pits or a light-then-heavy bottoms up): stop drilling and circulate off bottom, rotating and reciprocating, and treat until the mud is back in specification. A mud that cannot hold its barite cannot be trusted for the hydrostatic, and water reaching a reactive shale starts instability and tight hole.

**Safety:** a water flow is a kick until a flow check proves otherwise, and settled barite lowers the hydrostatic — check the weight in and out before every trip. CO2 or H2S with the water means a gas influx: sour gas alarms at the shakers and the pits. Base oil, emulsifiers and lime irritate skin, eyes and lungs — gloves, goggles and the SDS; contaminated oil mud and cuttings are never discharged or dumped where the rules forbid.`,
    sources: [API_RP_13B2, SLB_ES_TEST, SLB_INVERT_EMULSION, CAENN_DARLEY_GRAY, API_RP_59],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'drill-mud-contamination',
      'ops-kick-warning-signs',
      'drill-barite-sag',
      'drill-wellbore-instability',
    ],
  },
  {
    id: 'fac-waxy-pipeline-restart',
    title:
      'Restarting a waxy crude pipeline after a shutdown — a gelled line that will not move: the pour point against the ground or sea temperature, the gel’s yield stress and the restart pressure (Δp = 4·τy·L/D), never above the MAOP, and the ways out — a shorter section, staged pressure, a diluent or heated fluid, heating, then pigging; what not to do (keep raising the pump pressure toward the MAOP) and planning shutdowns so it does not gel (displacing or flushing, pour-point depressant)',
    area: 'facilities',
    aliases: [
      'gelled pipeline',
      'gelled line',
      'gelled crude',
      'gelled oil in the line',
      'waxy crude restart',
      'waxy crude pipeline',
      'waxy crude line',
      'waxy oil line',
      'restart a gelled line',
      'pipeline restart pressure',
      'restart pressure',
      'gel strength',
      'gel yield stress',
      'yield stress of the gel',
      'congealed line',
      'oil set up in the line',
      'pour point above the ground temperature',
      'safe shutdown time',
      'flush the line before shutdown',
      'displace the line before shutdown',
      'maximum operating pressure',
    ],
    // One case of a restart: a line of waxy crude that gelled while it stood.
    appliesWhen: [
      'wax',
      'waxy',
      'gel',
      'gelled',
      'gelling',
      'pour point',
      'paraffin',
      'congeal',
      'congealed',
      'set up',
    ],
    symptoms: [
      'line will not move after the shutdown',
      'pump pressure climbing with no flow at the other end',
      'waxy crude gelled in the pipeline over the weekend',
      'oil set up in the line like grease',
      'pour point above the ground temperature and the line has been down for days',
      'restart pressure getting close to the MAOP',
    ],
    summary:
      'A waxy crude that cools below its pour point in a stopped line sets into a gel with a yield stress, and flow starts again only when the pump pressure breaks it along the whole line: roughly Δp = 4·τy·L/D, proportional to the length and the gel strength. If that is near or above the MAOP the answer is not more pump pressure but a shorter section, staged pressure, a diluent or heated fluid, heat — and pigging once it flows. The real cure is planning: know how long the line can stand before it gels, and flush or displace it, or dose pour-point depressant, before a planned stop.',
    body: `**Ask first**: what is the crude's pour point (and cloud point), what is the lowest temperature the line sees — the ground at burial depth, the seabed, an exposed crossing — how long has it been down, and what are the line's length, diameter and MAOP?

**Why it gels**
- Paraffin crystals form below the crude's cloud point; near and below the **pour point** they interlock into a gel through the whole cross-section. A line whose coldest section cools below the pour point while it stands will gel there — in winter, in a shallow or wet trench, at an above-ground crossing, or subsea at 35–40 °F.
- How fast depends on the insulation, burial, the oil's heat capacity and the paraffin's latent heat of crystallising: from hours for a bare line in cold water to days for a deep buried one. That time is the line's **safe shutdown time**.
- The gel's **yield stress** (gel strength) depends on how it cooled (the rate, and whether it was still or sheared), how long it aged and its composition — measure it on a rheometer on oil cooled the way the line cools; a pour point alone does not give it.

**The restart pressure**
- To move, the pressure at the pump must overcome the gel's yield stress along the whole wall: **Δp ≈ 4·τy·L/D** (Perkins and Turner's relation, read backwards).
- Worked figures: an 8 in. line (ID 7.98 in., 0.203 m), 5 miles (8,050 m) long, gel yield stress 30 Pa: Δp = 4 × 30 × 8,050 ÷ 0.203 ≈ 4.8 MPa ≈ **690 psi**. With an MAOP of 740 psi that is a margin of 50 psi — not a restart to try on pump pressure alone. The same gel in a 2.5 mile section needs about 345 psi.
- The simple figure is usually pessimistic — the gel shrinks as it cools, is compressible and breaks progressively from the pump end — but it can also err the other way for a gel that aged longer or cooled more slowly than the sample. Treat it as a first check, not a licence.

**Likely causes of a line that will not restart**
- A stop longer than the safe shutdown time, or colder ground or sea than the design assumed.
- No flush or displacement before a planned stop; a pour-point depressant not dosed, dosed too cold (it must be in the oil above its cloud point) or stopped.
- Paraffin deposits left by infrequent pigging narrowing the bore, so the gel and the deposit both resist.
- A crude blend or a new well with a higher pour point than the line was designed for.

**What to check, in this order**
1. Pressures at both ends and any intermediate stations, and whether anything moved at the receiving end (meter, tank level).
2. The MAOP of the line and of every component in the path (valves, flanges, the launcher, the pump's discharge rating), and the relief settings.
3. The temperature profile — the coldest section — and the time down against the safe shutdown time.
4. The crude's pour point and a measured gel strength, and what treatment it had before the stop.
5. Valve stations, tie-ins or a launcher part way along where the line could be split into shorter sections.

**What to do**
- **Pressure in stages, never past the MAOP:** raise the inlet pressure in steps to a limit set below the MAOP by the operating procedure, hold each step and watch for flow or a pressure change at the far end — a gel often yields after minutes to hours at a constant pressure as it breaks progressively down the line. If it does not move at the limit, stop and change the method.
- **Shorten the column:** pressure from a mid-line valve station or tie-in, or break the line into sections, because the restart pressure scales with the length.
- **Diluent or heated fluid:** a light crude, condensate or diesel pumped in from the inlet — or hot oil or hot water — softens the gel at the face; slow on a long line, effective on a short one.
- **Heat:** heat tracing or electric heating where installed, and steam or hot water on exposed sections — never an open flame on a line full of crude.
- **Pigging after it flows:** run a cleaning pig once the line is moving and warm, to clear the paraffin left on the wall — never send a pig into a line that is still gelled; it stalls and adds a plug.
- **If it cannot be restarted within the MAOP:** isolate and hold it, and bring the engineering and integrity people in — heating, sectioning, cutting in new connections, or displacement through a temporary line.

**Planning shutdowns**
- Know the safe shutdown time for the worst season and restart well inside it; keep a restart procedure with the maximum pressures written in.
- Before a planned stop: **displace or flush the line** with a non-gelling fluid (a low-pour-point crude, diesel, or water where that is allowed and will not freeze), or **dose a pour-point depressant** ahead of the stop so the oil left in the line gels weakly.
- Keep a minimum flow rather than stopping when the oil cannot be displaced; keep displacement fluid, diluent and pumps ready for an unplanned stop.

**Safety:** never keep raising the pump pressure toward the MAOP hoping the gel will give — a line that suddenly breaks free surges, and the weakest component fails first; operation above the MOP is not allowed (49 CFR 195.406). Keep people away from exposed sections, flanges and the launcher while pressuring up, and keep relief valves in service.`,
    sources: [
      PERKINS_TURNER,
      WAXY_PIPELINE_CHAPTER,
      KELLAND,
      LIQUID_PIPELINE_MOP,
      LIQUID_PIPELINE_PROCEDURES,
    ],
    notWhen: ['asphaltene', 'asphaltenes'],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'chem-paraffin',
      'fac-pigging-launch-receive',
      'ops-hot-oiling-safety',
      'fac-water-hammer-surge',
      'fac-restart-after-esd',
    ],
  },
  {
    id: 'ops-offshore-crane-supply-vessel-weather',
    title:
      'An offshore crane lift from a supply vessel in rising weather — sea state and the boat’s heave under the hook, the dynamic (offboard) chart capacity at the significant wave height, not the onboard chart, wind limits with the gusts, the vessel master’s and the crane operator’s stop-work authority, tag lines and nobody under the load, postponing the lift (API RP 2D), and what a critical lift plan must contain',
    area: 'operations',
    aliases: [
      'supply boat lift',
      'supply vessel lift',
      'lifting from a supply boat',
      'lifting off the boat',
      'boat lift in bad weather',
      'cargo operations in rising weather',
      'crane lift in heavy seas',
      'offboard lift',
      'offboard chart',
      'offboard load chart',
      'dynamic chart',
      'dynamic load chart',
      'onboard chart',
      'significant wave height',
      'sea state limit',
      'heave of the vessel',
      'vessel heave',
      're-contact with the deck',
      'snatch load',
      'vessel master stop',
      'master can stop the lift',
      'postpone the lift',
      'weather window',
      'API RP 2D offshore crane',
      'API Spec 2C',
    ],
    // One case of a crane lift: offshore, off a vessel, with the sea and wind rising.
    appliesWhen: [
      'sea',
      'seas',
      'sea state',
      'swell',
      'wave',
      'waves',
      'heave',
      'heaving',
      'rolling',
      'pitching',
      'weather',
      'forecast',
      'knots',
      'offboard',
      'dynamic chart',
      'boat deck',
    ],
    symptoms: [
      'seas building during the backload',
      'supply boat heaving and rolling under the hook',
      'container snatched off the boat deck and landed hard again',
      'wind gusting past the crane limit during cargo operations',
      'forecast wave height rising before a heavy lift from the boat',
      'crane operator worried about the offboard chart',
    ],
    summary:
      'A lift off a supply vessel is made against the crane’s offboard (dynamic) rating at the significant wave height, which is well below the onboard chart, because the deck heaves under the hook and the load is snatched off and can re-contact the deck. Wind counts at its gusts, against the crane manual’s and the company’s limit. The vessel master can stop cargo work for the boat’s safety and the crane operator can refuse or stop any lift, and neither is overruled. On the boat deck nobody stands under or beside the load, the deck crew keep to their safe havens, and tag lines are used only if assessed. As seas and wind rise, postpone rather than squeeze the lift in, and plan a heavy or critical lift for a weather window with a written plan.',
    body: `**Ask first**: what are the significant wave height and the wind (gusts included) now and forecast for the whole lift, what does the load weigh with its rigging, and what does this crane's **offboard** chart give at that radius and that wave height?

**Lift now, or postpone?**
Lift only when every line holds; one "no" and the lift waits, the boat stands off or goes to another job.
1. **The load is inside the offboard (dynamic) chart** at the longest radius and the significant wave height forecast for the lift — not the onboard chart.
2. **The wind, gusts included,** is below the crane manual's limit and the company's lower cargo limit, and forecast to stay there through the lift.
3. **The vessel master, the crane operator and the deck crew all agree** it is safe, on a working radio channel, and the master can hold position (DP or manual) alongside.
4. **The deck is workable:** no green water over the cargo deck, the crew can reach and stay in safe havens, lighting and visibility good enough for the operator to see the deck and the hook.
5. **The load is prepared:** certified, pre-slung lifting sets, the hook and the pennant right for the job, nothing loose on top.
6. **A written plan** for any heavy or critical lift, with the abort rules.

**Sea state and relative motion**
- The boat heaves, rolls and pitches under a crane fixed on a platform (or one moving differently on a floater). The hook must take the load off the deck **on the way up**, on the top of a wave, and hoist fast enough to clear the next crest — a slow or late lift lets the deck rise back under the load (re-contact) or drop away from it (a snatch load that can exceed the rating many times).
- API Spec 2C rates offshore cranes for this: the **offboard rating** includes a dynamic coefficient and a minimum hoisting speed that both rise with the significant wave height, so the offboard capacity at a given radius falls as the seas build.
- Set-down on the boat is as risky as the pick: landing on a falling deck, then a rising one, with the deck crew close.

**The dynamic (offboard) chart, not the onboard chart**
- The onboard chart is for loads lifted on the platform itself. A lift to or from a vessel is read on the offboard chart for the **forecast** wave height.
- Worked figures: a 6.5 t container with 0.3 t of rigging, 6.8 t on the hook. If the offboard chart gives 9 t at a 25 m radius for 2 m seas, it is 76 % of chart; if it gives 7 t at 3 m seas, it is 97 % — no lift in 3 m seas, though the onboard chart might show 15 t.
- Over about 75 % of the offboard rating, or a tandem or blind lift, it is a **critical lift** with a written plan, whatever the sea.

**Wind limits with the gusts**
- The crane manual's wind limit, measured at the boom tip, and the company's cargo limit (usually lower) apply to the **gusts**, not the average. Large flat loads — containers, baskets of pipe, tanks — catch the wind and swing; lower the limit for them.
- Wind against the tide or current makes a steeper sea and a worse boat motion than the wind speed alone suggests.

**Who can stop it**
- **The vessel master** is responsible for the boat and her crew and may stop or refuse cargo work at any time, and leave the location; the installation does not overrule that.
- **The crane operator** may refuse or stop any lift he judges unsafe, and every deck crew member and banksman has stop-work authority. Nobody is blamed for using it.
- A lift stopped part way: land it on the platform if possible; never leave a load hanging over the boat's deck while the boat moves.

**On the boat deck: tag lines and nobody under the load**
- Nobody under or beside a suspended load, nobody between a load and a fixed object or other cargo, and the deck crew stay in the safe havens until the load is close to the deck and steadied.
- **Tag lines on the boat deck** can drag a man across a moving deck or overboard when the load snatches: many operators and GOMO allow them only after a risk assessment. If used: no knots or loops, never wrapped round a hand, let go when the load moves. Push-pull poles keep hands off the load.
- Hooking on and off by hand happens only when the load is landed and the hook slack; hooks and pennants sized so the crew never reach above their heads.

**Likely causes when a boat lift fails in weather**
- The load read against the onboard chart, or the offboard chart for the sea at the start rather than the forecast for the lift.
- A lift started late in a weather window, or pushed to finish the backload before dark or before the boat leaves.
- Wind gusts, or a large flat load, ignored because the mean wind was under the limit.
- A slow or late hoist off the deck, so the deck rose back under the load or snatched it.
- Deck crew out of their safe havens, under or beside the load, or dragged by a tag line.
- The master, the operator and the banksman on different channels, or nobody willing to call stop.

**What to check, in this order**
1. The forecast and the measured sea and wind for the whole lift: significant wave height, gusts, the trend.
2. The load and rigging weight, and the offboard capacity at the pick and set radii for that wave height — the percent of chart.
3. The boat: can the master hold position, how much is she heaving and rolling, is water coming over the deck?
4. The deck crew's safe havens, the lighting, the operator's view of the deck, the radio channel.
5. The stop rules everyone agreed before the boat came in, and whether anything has passed them.

**What to do**
- **Postpone rather than squeeze the lift in** as the seas and wind rise: a forecast that reaches the limit in the middle of the lift is a no. Start a heavy or critical lift early in a weather window, not at its end.
- Take the heaviest or most awkward loads first while the weather is best, or leave them for the next window.
- Hoist off the deck on a rising wave and clear it fast; land on the platform, not the boat, if a lift has to stop.
- Finish or abandon the backload in an orderly way: nothing left half-slung on the boat deck; the boat stands off until it improves.
- Record the weather readings and the decision; report any snatch load, re-contact or swing as a near miss.

**What a critical lift plan must contain**
- The load: weight from a certificate or scale, centre of gravity, rigging certified and its weight.
- The crane: configuration, the **offboard** capacity at the pick radius, the swing path and the set-down radius, the percent of chart.
- The environment: the wave height and wind (gust) limits to start and to stop, visibility and daylight, the forecast for the whole window.
- The people: the lift supervisor (appointed person), the crane operator, the banksman and the deck crew, the vessel master — each with their stop authority, on one agreed radio channel.
- The vessel: its position alongside, DP or manual, the deck layout and the safe havens.
- Exclusion zones on the platform and the boat, the laydown area, and the abort plan: where the load goes if the weather passes the limit mid-lift.
- Signed by the lift supervisor, the crane operator and the installation manager, agreed with the master, and briefed at the toolbox talk before the boat comes alongside (API RP 2D; LOLER requires every lift planned by a competent person).

**Safety:** nobody under the load, ever, on the platform or the boat — and when the master, the crane operator or anyone on deck calls stop, everything stops.`,
    sources: [API_RP_2D, API_SPEC_2C, BSEE_CRANES, GOMO, HSE_LOLER],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'ops-crane-lift-planning',
      'ops-lifting-near-miss',
      'ops-sling-angle-tension',
      'ops-storm-shut-in-evacuation',
    ],
  },
];
