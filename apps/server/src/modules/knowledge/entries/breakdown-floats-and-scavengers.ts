import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { API_RP_59, KELLAND, OSHA_H2S, petroWiki, slbGlossary, spePaper } from './sources';

/**
 * Three problems engineers ask about with the pressure or the chemical already going the wrong
 * way: a frac stage whose perforations will not break down, a kick shut in with the drill pipe
 * gauge at zero because a float in the string hides it, and an H2S scavenger whose use keeps
 * rising while the sales gas stays off spec.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-04';

const BELLARBY_COMPLETION: KnowledgeSource = {
  title:
    'J. Bellarby, Well Completion Design, 1st ed. (Elsevier, Developments in Petroleum Science 56, 2009): perforating for fracturing, perforation breakdown, near-wellbore tortuosity and stimulation',
  url: 'https://www.sciencedirect.com/book/9780444532107/well-completion-design',
};

const PETROWIKI_PERFORATING = petroWiki(
  'Perforating_design',
  'charge choice, shot density and phasing for fracturing, penetration and gun clearance',
);

const CRAMER_LIMITED_ENTRY = spePaper(
  'D. D. Cramer, "The Application of Limited-Entry Techniques in Massive Hydraulic Fracturing Treatments", SPE Production Operations Symposium, Oklahoma City, 1987 (SPE-16189-MS): perforation friction, holes open and breakdown',
  '10.2118/16189-MS',
);

const GRACE_WELL_CONTROL: KnowledgeSource = {
  title:
    'R. D. Grace, Blowout and Well Control Handbook, 2nd ed. (Gulf Professional Publishing, 2017): shut-in pressures, floats in the drill string, the driller’s method',
  url: 'https://www.sciencedirect.com/book/9780128126745/blowout-and-well-control-handbook',
};

const IWCF_FLOAT_VALVE: KnowledgeSource = {
  title:
    'IWCF Well Control Glossary: flapper-type float valve — a non-return valve in the BHA that stops flow up the drill string',
  url: 'https://www.iwcf.org/glossary/flapper-type-float-valve-2/',
};

const DRILLING_FORMULAS_FLOAT: KnowledgeSource = {
  title:
    'DrillingFormulas.com, Understanding drill pipe float valves: plunger and flapper types, ported and non-ported floats, pumping the float open to read the shut-in drill pipe pressure',
  url: 'https://www.drillingformulas.com/understanding-drill-pipe-float-valve-functionality-types-and-benefits/',
};

const AMORPHOUS_DITHIAZINE = spePaper(
  'SPE-164134-MS, SPE International Symposium on Oilfield Chemistry, 2013: "The Formation and Chemical Nature of Amorphous Dithiazine Produced From Use of Hexahydrotriazine Based Hydrogen Sulfide Scavengers" — overspent triazine and insoluble solids',
  '10.2118/164134-MS',
);

const GATE_TRIAZINE: KnowledgeSource = {
  title:
    'GATE Energy, GATEKEEPER: H2S scavenging using triazine — direct injection and contact towers, contact time, efficiency, application limits and downstream risks',
  url: 'https://gate.energy/the-brainery/gat2004-gkp-2014-05/h2s-scavenging-using-triazine',
};

export const breakdownFloatsAndScavengerEntries: readonly KnowledgeEntry[] = [
  {
    id: 'comp-perfs-will-not-break-down',
    title:
      'Perforations (perfs) that will not break down on a frac stage: pressure at the maximum with no rate — guns off depth, plugged tunnels, high stress or tortuosity; acid, more hydrostatic, surging or re-perforating, always below the maximum treating pressure',
    area: 'completions',
    aliases: [
      'perfs will not break down',
      'perfs will not break',
      'perfs would not break down',
      'stg will not break down',
      'perfs can not break down',
      'formation will not break down',
      'zone will not break down',
      'zone would not break down',
      'could not break the zone down',
      'no formation breakdown',
      'stage will not break down',
      'perfs not breaking down',
      'formation will not break',
      'unable to break the perfs down',
      'failed breakdown',
      'breakdown pressure too high',
      'high breakdown pressure',
      'break down the perfs',
      'breaking down the perforations',
      'pressured up with no rate',
      'pressure up and no rate',
      'no injection into the perfs',
      'perfs will not take fluid',
      'stage will not take fluid',
      'perfs plugged',
      'plugged perforations',
      'cement in the perfs',
      'acid spearhead',
      'spearhead acid',
      'acid soak on the perfs',
      'soak acid on the perfs',
      'pressure cycling on the perfs',
      'cycling pressure on the perfs',
      'surging the perfs',
      'surge the perfs',
      'reperforate',
      're-perforate',
      'reperf',
      're-perf',
      'skip the stage',
      'skipped stage',
      'near-wellbore tortuosity',
      'high stress stage',
    ],
    // A leak, a plug or guns that misfired on the run, and proppant bridging mid-stage, are other
    // entries'.
    // Perforations that will not take fluid at the breakdown: spotting acid or setting a plug
    // across perfs is another job.
    appliesWhen: ['break', 'breaks', 'breakdown', 'broke', 'breaking'],
    notWhen: [
      'leak',
      // A cement plug set across the perforations is a cementing job.
      'cement plug',
      'balanced plug',
      'P&A',
      'setting tool',
      'coming back up',
      'live gun',
      'live guns',
      'ppa',
      'proppant',
      'screenout',
      'screening out',
      'screened out',
    ],
    symptoms: [
      'perfs will not break down at the maximum pressure',
      'pressure climbs to the maximum with no rate on the stage',
      'ball on seat and the pressure goes straight up with no breakover',
      'perfs will not take any fluid at the maximum treating pressure',
      'stage pressured up and never broke down',
      'pressure holds flat at the limit and will not bleed into the formation',
      'can only get a fraction of a barrel a minute into the perfs at the limit',
    ],
    summary:
      'Perfs that will not break down — a stage that pressures toward the maximum with no rate — have either no open holes (guns that did not fire or fired off depth, tunnels plugged with debris or cement, the holes isolated) or rock that needs more pressure than the surface can give (high stress, tortuosity). Check the shot detection and CCL, work out the bottomhole pressure you reached, then try, in order: acid spotted at the perfs and soaked with pressure cycling below the limit, a heavier fluid for more hydrostatic, surging, ball sealers once some holes take fluid, re-perforating, and skipping the stage — never above the maximum allowable treating pressure.',
    body: `**Ask first**: did every gun give its shot indication and was the run on depth by the CCL — and at the ceiling, does the pressure hold dead flat (no holes open) or bleed off slowly (some holes taking a little fluid)?

**Signs**
- The ball seats (or the stage is pressured down the casing) and the pressure rises as fast as the pumps compress the fluid in the well, with no breakover and no rate beyond a fraction of a barrel a minute.
- Shut down at the ceiling, the pressure either holds flat — nothing is leaving the well — or falls slowly, which means some holes are open but the rock has not fractured.
- A stage that broke down but at a much higher pressure than its neighbours is the same problem in a milder form, and is usually tortuosity or high stress, not closed holes.

**Likely causes**
- **Guns did not fire, or fired off depth:** a failed switch or detonator (see the plug-and-perf misrun entry for the run itself), or a depth error — the CCL tied to the wrong collar or a missed marker joint, the string short of its depth — that put the shots in the wrong place, across a blank joint, a collar or casing behind two strings.
- **The holes are isolated:** the plug set above the new holes on a rerun, or the stage below is open and the pressure you see is not on the new perforations at all. (A plug that is not sealing usually shows the opposite: the stage takes fluid at once at the pressure of the stage below.)
- **Perforation tunnels plugged:** debris from the gun and charge cases, cement left in the casing from a wet shoe or over-displacement, a thick or contaminated cement sheath, sand or plug debris left from the stage before, or mud solids packed into the tunnels.
- **Short or small holes:** a small gun with big clearance in the casing, the wrong charges, or heavy-wall casing — holes that barely reach the rock.
- **Tight or high-stress rock:** a clay-rich or high-stress interval, or a stage landed in a hard streak, whose breakdown pressure at the perfs is more than the surface limit plus the hydrostatic can reach.
- **Near-wellbore tortuosity:** perforations misaligned with the preferred fracture plane, so the fracture has to turn through the near-wellbore rock; high breakdown and high near-wellbore friction on the step-down test.

**What to check, in this order**
1. The run: shot indication for every gun, the panel and tension record, the CCL against the casing tally and the marker joints, and what came back at surface (every charge fired?).
2. The pressure record: how fast it climbed, whether it held flat or bled off at the ceiling, and the plug and ball behaviour against the stages before.
3. The bottomhole pressure reached = the surface pressure + the hydrostatic of the fluid in the well, against the breakdown pressures of the neighbouring stages and offsets. Worked figures: perforations at 8,000 ft TVD (2,438 m) in fresh water (8.33 ppg) carry 0.052 × 8.33 × 8,000 ≈ 3,465 psi (23.9 MPa) of hydrostatic; at 7,500 psi (51.7 MPa) on surface with no rate the perfs see about 10,965 psi, a gradient of about 1.37 psi/ft (31.0 kPa/m). Where the offsets broke down near 0.9–1.0 psi/ft, that says no holes are open to the rock — look at the guns, the depth and the tunnels before blaming the rock.
4. The cement job (wet shoe, over-displacement, cement left in the casing) and the wellbore history (screenout on the stage below, sand or plug debris left in the casing, mud left in the well).
5. The logs at the stage: a high-stress or clay-rich interval, a hard streak, the casing and cement across it.

**What to do, in this order**
1. **Acid at the perforations, soaked:** 500–1,000 gal (about 2–4 m³) of 7.5–15 % HCl with inhibitor placed across the perforations — it dissolves cement, carbonate and debris in the tunnels and weakens the rock face. With no rate the acid cannot be pumped down to the perfs, so spot it there with coiled tubing or a dump bailer, or pump it at whatever small rate the stage takes. Let it soak, then **cycle the pressure**: pressure up to a ceiling set well below the maximum, hold a few minutes, bleed back, repeat a limited number of times — the cycles and the acid together often break it down.
2. **More hydrostatic:** a heavier fluid in the well adds pressure at the perfs without adding surface pressure. Worked figures at 8,000 ft: 10.0 ppg (1.20 SG) brine in place of fresh water adds 0.052 × 1.67 × 8,000 ≈ 695 psi (4.8 MPa); 15 % HCl at about 9.0 ppg (1.08 SG) adds about 280 psi (1.9 MPa). A slick (friction-reduced) pad keeps the friction low once rate starts, so more of the surface pressure reaches the perfs.
3. **Surging:** pressure up, then open quickly to the flowback line to pull debris out of the tunnels, and pressure up again; a few surges, within the flowback system's limits.
4. **Ball sealers:** once some holes take fluid, ball sealers seat on them and turn the pressure onto the holes that have not broken down — they do nothing while no hole is open.
5. **Re-perforate:** more shots, bigger holes or deeper charges, phasing aligned with the fracture plane, or an abrasive (sand-jet) cut on coiled tubing; the stage takes no fluid, so the guns go in on coiled tubing, a tractor or pipe (TCP), not by pump-down.
6. **Skip the stage:** set the next plug above it and go on, and record it; a stage that would need pressure above the limit is not worth a casing or wellhead failure.

**Safety:** never exceed the maximum allowable treating pressure — the lowest of the casing burst with its design factor, the wellhead and frac tree rating and the treating iron, less a margin — and set the pump kickouts and pop-offs below it. Do not keep cycling up to the limit: every cycle fatigues the casing, the tree and the iron, and worn or corroded casing fails below its rating; set the ceiling below the limit and a number of cycles, then change the plan. Keep people out of the red zone while pressured up, watch the annulus, and handle acid with its PPE and the flowback to a closed tank.`,
    sources: [
      slbGlossary('breakdown pressure'),
      BELLARBY_COMPLETION,
      PETROWIKI_PERFORATING,
      CRAMER_LIMITED_ENTRY,
      slbGlossary('ball sealer'),
    ],
    lastReviewed: REVIEWED,
    related: ['comp-plug-and-perf-misrun', 'comp-frac-screenout', 'comp-frac-annulus-pressure'],
  },
  {
    id: 'drill-sidpp-zero-float',
    title:
      'SIDPP low or reading zero, with pressure on the casing after a kick: a float in the string hiding the drill pipe pressure — bumping the float to read the true SIDPP, and circulating out at the current mud weight when it is truly zero',
    area: 'drilling',
    aliases: [
      'SIDPP zero',
      'zero SIDPP',
      'SIDPP reads zero',
      'SIDPP reading low',
      'SIDPP lower than expected',
      'drill pipe pressure zero',
      'drillpipe pressure zero',
      'nothing on the drill pipe',
      'zero on the drill pipe',
      'drill pipe gauge zero',
      'shut-in drill pipe pressure zero',
      'float in the string',
      'float in the drill string',
      'drill pipe float valve',
      'float valve in the BHA',
      'float sub',
      'nothing on the drill pipe gauge',
      'drill string float',
      'non-return valve',
      'NRV',
      'bump the float',
      'bumping the float',
      'pump open the float',
      'pump through the float',
      'open the float',
      'read SIDPP through a float',
      'SIDPP with a float',
      'ported float',
    ],
    appliesWhen: [
      'float',
      'NRV',
      'non-return',
      'zero',
      'nothing',
      'reads low',
      'reading low',
      'lower than expected',
      'bump',
      'bumping',
    ],
    // Both shut-in pressures rising is gas migration's (the volumetric method), float or not; a
    // tubing string or a pressure test is a workover's or a test's, not a drill string's.
    notWhen: ['rising', 'climbing', 'increasing', 'migrating', 'migration', 'tubing', 'test'],
    symptoms: [
      'shut in on a kick with zero on the drill pipe gauge and pressure on the casing',
      'SIDPP reads nothing while SICP shows several hundred psi',
      'drill pipe pressure much lower than expected after the shut-in',
      'pressure on the annulus side but the drill pipe gauge stays at zero',
      'cannot read the shut-in drill pipe pressure with a float in the BHA',
    ],
    summary:
      'With a kick shut in, SIDPP at zero or reading low while the casing shows pressure is most often a float (non-return valve) in the string holding the formation pressure off the drill pipe gauge. Keep the well shut in, record both pressures, and bump the float: pump very slowly down the drill pipe until its pressure breaks over as the float opens and the casing just starts to rise — that drill pipe pressure, less the casing rise, is SIDPP. With no float and a true zero, the mud in the string balances the formation and the influx is in the annulus: circulate it out at the current mud weight by the driller’s method, without weighting up.',
    body: `**Immediate actions**
1. **Keep the well shut in** and do not bleed either side — bleeding the casing to "check" lets more influx in.
2. **Record SIDPP, SICP and the pit gain** every minute or two with the time, from the choke panel gauges.
3. **Check the BHA sheet for a float** (and whether it is ported); with a float, bump it to read SIDPP before any kill mud is weighed.
4. Keep SICP below MAASP and call the toolpusher and the company representative.

**Ask first**: is there a float in the string (where, and ported or not), and what was the pump pressure at the slow circulating rate before the kick?

**Likely causes**
- **A float (non-return valve) in the string:** the float shuts as soon as the pump stops, so the formation pressure below it never reaches the drill pipe gauge — SIDPP reads zero or only what leaks past a ported float. The most common reason by far.
- **A gauge or manifold problem:** the standpipe gauge isolated, the wrong gauge read, a bleed-off or pump-relief line open on the standpipe manifold, a damaged gauge or sensor.
- **A plugged bit or string:** nozzles or string packed off with cuttings or LCM, so the pressure below cannot reach surface; usually seen as a pump pressure rise before the kick.
- **A true zero:** no float, gauges good, and SIDPP really 0 — the mud in the string still balances the formation. The influx came in by swabbing, a short trip or gas from drilled cuttings, not by drilling into higher pressure, and it sits in the annulus, which is why the casing shows pressure.

**What to check, in this order**
1. The gauges: choke panel drill pipe gauge against the standpipe gauge, the standpipe manifold valves lined up to the gauge, the bleed-off and relief lines closed.
2. The BHA and string: a float in the bit sub, motor or a float sub; plunger or flapper; ported or solid.
3. The pump pressure before the shut-in: a rise (bit or string plugging) or nothing unusual.
4. The history of the kick: drilling ahead into a new zone (SIDPP should show) or after a trip or connection (swabbed, a true zero is possible).

**What to do**
1. **Bumping the float:** with the well shut in, pump very slowly down the drill pipe — the cementing unit or a mud pump at its lowest rate, a quarter to half a barrel a minute (40–80 L/min) or a few strokes at a time. The drill pipe pressure climbs steeply as the fluid in the string compresses, then breaks over or levels off as the float opens; at that moment the casing pressure starts to rise. **Stop the pump at once**, and read: SIDPP = the drill pipe pressure at the breakover less the rise seen on the casing. Repeat once to confirm if the reading is unclear.
2. **Worked figures:** 10.5 ppg (1.26 SG) mud, 10,000 ft TVD (3,048 m), SICP 650 psi (4.48 MPa), drill pipe at 0. Pumping slowly, the drill pipe pressure levels at 420 psi just as the casing moves from 650 to 670 psi: SIDPP ≈ 420 − 20 = **400 psi (2.76 MPa)**. Kill mud = 10.5 + 400 ÷ (0.052 × 10,000) ≈ **11.3 ppg (1.35 SG)**; formation pressure ≈ 5,460 + 400 = 5,860 psi (40.4 MPa).
3. **With a known slow circulating rate instead:** bring the pump up to the kill rate holding the casing pressure constant with the choke; the drill pipe circulating pressure less the slow-rate pressure is SIDPP (1,000 psi circulating with a 600 psi SCR gives 400 psi).
4. **A true zero with no float:** the current mud weight holds the formation. Do not weight up: circulate the influx out with the mud in the hole by the driller's method, holding the drill pipe pressure at ICP = 0 + the slow-circulating-rate pressure. Shut in after the first circulation: both gauges should read zero; flow-check, then condition the mud and trip practice (why it was swabbed) before going on.
5. **A plugged string:** you cannot read SIDPP or circulate through it — treat the well by the volumetric method while you decide how to regain circulation (see gas migration in a shut-in well).

**Safety:** a kick is a well-control event until the influx is out: keep SICP below MAASP, never bleed the well to zero to "clear" a reading, non-essential people off the floor, H2S monitors on, and bump the float in small steps — pumping fast through a float adds pressure to the whole well, the shoe included.`,
    sources: [API_RP_59, GRACE_WELL_CONTROL, IWCF_FLOAT_VALVE, DRILLING_FORMULAS_FLOAT],
    checks: ['kill_mud_weight', 'maasp'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['drill-kill-methods', 'ops-gas-migration-shut-in', 'ops-kick-warning-signs'],
  },
  {
    id: 'chem-h2s-scavenger-consumption-rising',
    title:
      'H2S scavenger (triazine) consumption rising, or the sales gas still off spec on H2S with more scavenger: a bigger H2S load, poor contact, spent or overdosed scavenger and dithiazine solids — working out the load and the demand, checks in order, and when to move to a tower or a regenerable process',
    area: 'production-chemicals',
    aliases: [
      'triazine usage rising',
      'triazine consumption',
      'triazine consumption rising',
      'triazine usage up',
      'triazine usage doubled',
      'scavenger usage rising',
      'scavenger consumption',
      'scavenger consumption rising',
      'burning through triazine',
      'burning through scavenger',
      'burning thru scavenger',
      'burning thru triazine',
      'scavenger stopped keeping up',
      'triazine not keeping up',
      'scavenger efficiency',
      'triazine efficiency',
      'H2S still off spec',
      'off spec on H2S with more scavenger',
      'sales gas off spec with more scavenger',
      'H2S breakthrough',
      'bubble tower breakthrough',
      'contact tower change-out',
      'bubble tower change-out',
      'scavenger tower change-out',
      'spent triazine',
      'spent scavenger',
      'residual triazine',
      'scavenger demand',
      'H2S load',
      'pounds of H2S per day',
      'lb/d of H2S',
      'kg/d of H2S',
      'scavenger injection quill',
      'scavenger injection point',
      'triazine atomizing quill',
    ],
    // Amine units, and choosing a scavenger chemistry or how it reacts, are other entries'.
    notWhen: [
      'amine',
      'MDEA',
      'DEA',
      'foaming',
      'scale',
      'react',
      'reaction',
      'chemistry',
      'chemistries',
      'choose',
      'choosing',
      'selection',
      'iron sponge',
    ],
    appliesWhen: [
      'rising',
      'climbing',
      'increasing',
      'doubled',
      'still',
      'breakthrough',
      'breaking through',
      'consumption',
      'usage',
      'burning through',
      'burning thru',
      'efficiency',
      'demand',
      'load',
    ],
    symptoms: [
      'triazine use keeps climbing month after month',
      'sales gas still off spec on H2S with the scavenger pump turned up',
      'bubble tower breaking through sooner between change-outs',
      'gallons of scavenger per pound of H2S going up',
      'white or yellow solids in the separator and the lines since we raised the scavenger rate',
      'H2S at the sales meter spiking even though the chemical bill doubled',
    ],
    summary:
      'Scavenger use rises either because there is more H2S to remove — the inlet ppm or the gas rate went up (souring, new wells, bacteria in the water system) — or because less of each gallon reacts: short contact time, a poor injection point or atomisation, cold or hot gas, liquids carrying the product away, or overspent product making dithiazine solids. Measure the inlet H2S and gas rate, work out the pounds (kilograms) a day and the theoretical demand, compare it with what you inject, then fix the contact or the source — and past a few hundred pounds of sulfur a day, look at a tower or a regenerable process.',
    body: `**Ask first**: what are the inlet H2S (ppm, measured now, not the design figure) and the gas rate, against the outlet H2S — and is it direct injection or a contact (bubble) tower?

**Likely causes**
- **More H2S to remove:** the inlet ppm rising (reservoir souring, bacteria in the water systems or a sour zone), new or sourer wells tied in, a higher gas rate — the demand rises with ppm × rate, so 20 % more gas at 50 % more H2S is 80 % more scavenger.
- **Poor contact:** too little contact time between the injection point and the separator or sales point, a quill that does not atomise (plugged, wrong orientation, low gas velocity), injection into a dead leg or against the flow, cold gas slowing the reaction, hot gas (above about 150 °F, 65 °C) hydrolysing the triazine before it reacts.
- **Liquids carrying the product away:** free water or condensate upstream of the injection point diluting it, or the product knocked out in a scrubber before it reacts.
- **Spent or overdosed scavenger:** a tower run too long — spent triazine lets H2S through — or product overspent in the line: the dithiazine by-product separates and forms **amorphous dithiazine solids** that foul quills, towers, separators and lines, and each fouled point makes the contact worse.
- **pH and CO2:** triazine works at high pH; high CO2 lowers the pH of the water, which speeds hydrolysis and wastes some product, though CO2 itself takes little of it.
- **The product itself:** a weaker lot, a diluted product or a pump that does not deliver what its setting says.

**What to check, in this order**
1. **The load:** inlet and outlet H2S by stain (detector) tubes or the lab, the same day, and the gas rate. H2S in lb/d = MMscf/d × ppm × 0.0898. Worked figures: 10 MMscf/d (283,000 m³/d) at 100 ppm is 10 × 100 × 0.0898 ≈ **90 lb/d (40.7 kg/d)** of H2S.
2. **The theoretical demand:** MEA-triazine (molecular weight about 219) takes two moles of H2S a mole — about 3.2 lb of active triazine per lb of H2S. A 40 % product at about 9.2 lb/gal (1.10 kg/L) needs about 8.0 lb, or **0.87 gal per lb of H2S (7.3 L/kg)**, at 100 % use: 90 lb/d × 0.87 ≈ 78 gal/d (about 300 L/d). Direct injection seldom uses more than 60–80 % of it (about 100–130 gal/d); injecting 250 gal/d for that load is about 31 % — the contact or the product is the problem, not the load.
3. **The injection records:** the pump rate against a calibration-pot drawdown or the tank level, the product's concentration and lot, changes to the injection rate and when the off-spec began.
4. **The injection point and contact:** the quill and nozzle (plugged, solids), its position, the pipe length and time to the separator, the gas temperature, free liquids upstream.
5. **A contact tower:** the liquid level, the hours between change-outs against the load, foaming and carry-over, and the residual triazine in the fluid at change-out — high residual with breakthrough is poor contact (channelling, low level, too high a gas rate); none left is a change-out made too late.
6. **The spent fluid and solids:** residual triazine, dithiazine, pH, and the solids in the separator and downstream.
7. **The source:** H2S well by well and over time — new wells, souring near injectors, bacteria in the water systems.

**What to do**
- **Fix the contact before adding chemical:** a properly sized atomising quill in the centre of the line, injection farther upstream for more contact time, a static mixer, water and liquids knocked out before the injection point, the dose split between two points.
- **Stop overdosing into solids:** match the rate to the measured load; on towers, change out on the residual triazine or on a schedule from the load, before breakthrough; clean out dithiazine solids and keep spent product out of the sales and water systems.
- **A tower or a different process:** a contact (bubble) tower uses the product more fully than direct injection; beyond roughly 100–200 lb/d (45–90 kg/d) of sulfur, a regenerable process — an amine unit, or a liquid redox (iron chelate) process for a few tons a day — or solid iron-oxide media usually costs less than more scavenger.
- **Control the source:** biocide and nitrate treatment of the water systems where bacteria make the H2S, and well-by-well choices (choking back or isolating the sourest wells).

**Safety:** the inlet gas may hold more than 100 ppm H2S, immediately dangerous to life: sample with a personal monitor on, upwind, by a closed or purged sampling method, with a second person standing by and SCBA where the level calls for it. Spent scavenger can give off H2S if it is acidified or heated and is alkaline and irritating: wear eye and skin protection, never mix it with acids, keep dithiazine and iron sulfide solids wet, and dispose of them as the permit allows.`,
    sources: [KELLAND, AMORPHOUS_DITHIAZINE, GATE_TRIAZINE, OSHA_H2S],
    lastReviewed: REVIEWED,
    related: ['chem-h2s-scavengers', 'chem-reservoir-souring', 'fac-amine-unit-off-spec'],
  },
];
