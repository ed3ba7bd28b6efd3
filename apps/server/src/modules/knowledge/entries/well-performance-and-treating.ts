import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { apiStandard, slbGlossary, spePaper } from './sources';

/**
 * Well performance and treating: telling damage from depletion before stimulating, the maximum
 * surface pressure of a matrix treatment, drilling with the ECD close to the fracture gradient, and
 * diverting acid across a long or layered interval.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-01';

const HAWKINS_SKIN = spePaper(
  'M. F. Hawkins Jr., "A Note on the Skin Effect", Journal of Petroleum Technology 8(12), 1956 (SPE-732-G): skin from the damaged zone, s = (k/ks − 1) ln(rs/rw)',
  '10.2118/732-G',
);

const VOGEL_IPR = spePaper(
  'J. V. Vogel, "Inflow Performance Relationships for Solution-Gas Drive Wells", JPT, January 1968 (SPE-1476-PA)',
  '10.2118/1476-PA',
);

const BOURDET_DERIVATIVE = spePaper(
  'D. Bourdet, J. A. Ayoub and Y. M. Pirard, "Use of Pressure Derivative in Well-Test Interpretation", SPE Formation Evaluation, June 1989 (SPE-12777-PA)',
  '10.2118/12777-PA',
);

const MCLEOD_MATRIX_ACIDIZING = spePaper(
  'H. O. McLeod, "Matrix Acidizing", Journal of Petroleum Technology 36(12), 1984 (SPE-13752-PA): treating below the fracture pressure, injection rate and pressure limits, diversion',
  '10.2118/13752-PA',
);

const NOLTE_SMITH = spePaper(
  'K. G. Nolte and M. B. Smith, "Interpretation of Fracturing Pressures", Journal of Petroleum Technology, 1981 (SPE-8297-PA)',
  '10.2118/8297-PA',
);

const POSTLER_PIT = spePaper(
  'D. P. Postler, "Pressure Integrity Test Interpretation", SPE/IADC Drilling Conference, Amsterdam, 1997 (SPE-37589-MS)',
  '10.2118/37589-MS',
);

const PETROWIKI_CARBONATE_ACIDIZING: KnowledgeSource = {
  title: 'PetroWiki: Carbonate acidizing (wormholes, injection rate, diversion)',
  url: 'https://petrowiki.spe.org/Carbonate_acidizing',
};

const PETROWIKI_SANDSTONE_ACIDIZING: KnowledgeSource = {
  title: 'PetroWiki: Sandstone acidizing (stages, volumes, placement)',
  url: 'https://petrowiki.spe.org/Sandstone_acidizing',
};

const API_TR_5C3 = apiStandard(
  'API TR 5C3, Calculating Performance Properties of Pipe Used as Casing or Tubing (internal yield / burst)',
);

const API_6A = apiStandard('API Spec 6A, Specification for Wellhead and Tree Equipment');

const API_RP_13D = apiStandard(
  'API RP 13D, Rheology and Hydraulics of Oil-well Drilling Fluids (annular pressure loss, ECD, surge and swab)',
);

const API_RP_92M = apiStandard(
  'API RP 92M, Managed Pressure Drilling Operations with Surface Backpressure',
);

export const wellPerformanceAndTreatingEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-damage-or-depletion',
    title:
      'Damage or depletion? Telling formation damage (skin) from falling reservoir pressure before stimulating a well: the productivity index across tests, a build-up’s skin and kh, the lift and the wellbore first, and what acid can and cannot recover',
    area: 'operations',
    aliases: [
      'damage or depletion',
      'damage versus depletion',
      'damage vs depletion',
      'depletion or damage',
      'skin or depletion',
      'is it damage or depletion',
      'is the well damaged or depleted',
      'formation damage or pressure depletion',
      'productivity index',
      'PI dropped',
      'PI fell',
      'PI held',
      'compare the PI',
      'q/(Pr - Pwf)',
      'flow efficiency',
      'candidate for acid',
      'stimulation candidate',
      'worth stimulating',
      'will acid help',
      'what acid can recover',
      'skin and kh',
    ],
    symptoms: [
      'rate down and not sure whether it is the reservoir pressure or damage',
      'well making less than its last test at about the same flowing pressure',
      'productivity index lower than the last test',
      'reservoir pressure lower than at the last build-up',
      'asked to pick stimulation candidates from wells whose rate fell',
      'same drawdown, less fluid',
    ],
    summary:
      'Before stimulating a well whose rate fell, compare its productivity index J = q ÷ (Pr − Pwf) across tests: a J that held while the reservoir pressure fell is depletion, which acid cannot fix; a J that fell is damage (skin) or a lift or wellbore problem. Rule out the lift and the wellbore first, then take a build-up for skin and kh — acid recovers only removable near-wellbore damage, in a sandstone at best to zero skin.',
    body: `**Ask first**: is there a reservoir pressure (static survey, build-up or shut-in fluid level) from when the well made its old rate and one from now — or only the rates? Without the two pressures you cannot tell the two apart.

**Damage or depletion? Compare the productivity index**
- **PI (J) = q ÷ (Pr − Pwf)**, in bbl/d/psi, with q the total liquid (oil + water), Pr the average reservoir pressure and Pwf the flowing bottomhole pressure measured, or worked out from a survey, at the same test — not assumed.
- **J held** (within about 10–15 %) while Pr fell: **depletion**. The well gives what its pressure allows; more drawdown or pressure support helps, acid does not.
- **J fell** at about the same Pr: **skin (damage)**, or the well is not being drawn down as you think (a lift or wellbore problem), or the fluids changed (water cut up, gas below the bubble point).
- Example: last year 300 bbl/d at Pr 2,400 psi and Pwf 900 psi → J = 300 ÷ 1,500 = 0.20. Now 180 bbl/d at Pwf 900: with Pr 1,800, J = 180 ÷ 900 = 0.20 → depletion; with Pr still 2,300, J = 180 ÷ 1,400 = 0.13 → a third of the PI gone → damage or the wellbore.
- Below the bubble point the inflow is curved: compare Vogel's qmax from each test rather than a straight-line J. Gas wells: compare the backpressure coefficient C of q = C(Pr² − Pwf²)ⁿ, or pseudo-pressure.

**Likely causes of a PI that fell**
- **Near-wellbore damage:** fines migration, carbonate or sulfate scale, paraffin or asphaltene, emulsion or a water block, kill or workover fluid and its solids leaked off into the zone, plugged perforations.
- **The wellbore:** fill over the perforations, scale or paraffin restricting the flow path, a hole letting fluid recirculate, a choke or valve partly closed.
- **The lift not drawing the well down:** a worn pump, gas interference, a gas-lift well lifting from an upper valve — the real Pwf is higher than the one assumed.
- **The fluids:** water cut rising (less oil at the same total fluid), free gas below the bubble point, condensate banking in a gas-condensate well.

**What to check, in this order**
1. **The lift first:** fluid level or pump intake pressure against the pump depth, the dynamometer card, gas-lift injection point. A high fluid level over the pump means the well is not being drawn down — a lift problem, not the reservoir.
2. **The wellbore:** tag for fill, a gauge ring or slickline run for scale and paraffin, a pressure test for a leak.
3. **The tests:** total liquid, water cut and GOR on the same separator and meter as before, long enough to be stable.
4. **The reservoir pressure now:** a static gradient survey or a build-up; offsets' pressures and injectors' support.
5. **A build-up:** kh from the radial-flow (flat) derivative, and the skin s. Pressure drop across the skin Δps = 141.2 qμB s ÷ kh; flow efficiency = (Pr − Pwf − Δps) ÷ (Pr − Pwf). A skin above about +5, or a flow efficiency below about 0.7, is worth treating. kh much lower than the logs' k × h points to a partial completion or a wrong net pay, not damage.
6. **When the drop began:** after a workover, a kill, an acid job, first water, first scale — the event usually names the damage.

**What acidizing can and cannot recover**
- **Can:** near-wellbore damage that acid dissolves — carbonate and iron scale, drilling-mud and clay fines in a sandstone (HCl–HF), and in a carbonate the rock itself (wormholes bypass the damage; carbonate skins of −2 to −4 are common after a good job).
- **At best, in a sandstone:** undamaged again, s ≈ 0. The gain is J(s = 0) ÷ J(now) = (ln(re/rw) − 0.75 + s) ÷ (ln(re/rw) − 0.75); with ln(re/rw) − 0.75 ≈ 7 and s = +7, the PI could about double.
- **Cannot:** depletion, low kh, a high water cut, free gas or condensate saturation, sulfate scale (barium or strontium sulfate does not dissolve in HCl — dissolvers or milling), paraffin and asphaltene (solvents), emulsion and water blocks (surfactant, mutual solvent), fill, restrictions in the well and lift problems.

**What to do**
- **Depletion:** lower the Pwf (pump deeper or larger, a gas-lift redesign, lower separator pressure), pressure support from injection, or accept the decline — do not pay for acid.
- **Lift or wellbore:** fix it and re-test before deciding on any stimulation.
- **Damage confirmed by skin:** pick the treatment for that damage and that rock, test it on one well, and re-test after with the same method so the PI gain is measured, not assumed.

**Safety:** static surveys and build-ups are run through a tested lubricator; a well shut in for a build-up builds pressure at surface — know the shut-in pressure before rigging up, and bleed through a closed system.`,
    sources: [
      slbGlossary('productivity index'),
      HAWKINS_SKIN,
      slbGlossary('skin'),
      BOURDET_DERIVATIVE,
      VOGEL_IPR,
    ],
    checks: ['productivity_index'],
    lastReviewed: REVIEWED,
    related: [
      'ops-pressure-buildup-test',
      'ops-ipr-nodal-analysis',
      'comp-matrix-acid-selection',
      'ops-rate-declining-faster',
    ],
  },
  {
    id: 'comp-matrix-max-surface-pressure',
    title:
      'Maximum surface treating pressure for a matrix (acid) treatment, below the fracture pressure: the bottomhole limit from the frac gradient with a margin, the hydrostatic of the treating fluid, tubing friction, the tubing, wellhead and casing ratings, and the annulus behind a packer',
    area: 'completions',
    aliases: [
      'maximum surface treating pressure',
      'max surface treating pressure',
      'MSTP',
      'max surface pressure for the acid job',
      'maximum pressure for a matrix treatment',
      'matrix treating pressure limit',
      'stay below frac pressure',
      'below the fracture pressure',
      'bottomhole treating pressure',
      'BHTP',
      'hydrostatic of the acid',
      'acid hydrostatic',
      'maximum matrix injection rate',
      'matrix rate',
      'pop-off setting for the acid job',
      'annulus backside pressure on an acid job',
    ],
    appliesWhen: [
      'maximum surface',
      'max surface',
      'surface treating pressure',
      'MSTP',
      'frac gradient',
      'fracture gradient',
      'stay under frac',
      'without fracturing',
      'break down the formation',
      'pop-off',
      'kick-outs',
      'hydrostatic of the acid',
    ],
    symptoms: [
      'need the MSTP for the acid job',
      'what maximum to give the pump crew on a matrix job',
      'setting the pump kick-outs and pop-off for a matrix job',
      'how hard can we pump without fracturing the zone',
      'planning the rate steps for an acid treatment',
    ],
    summary:
      'Set the bottomhole limit at the fracture pressure (frac gradient × TVD) less a margin of about 200–500 psi or 10 %, then the maximum surface treating pressure = that limit − the treating fluid’s hydrostatic (0.433 × SG × TVD) + the tubing friction at the rate pumped. Take the lowest of that and the tubing, wellhead and casing ratings, hold and watch pressure on the annulus behind a packer, and step the rate up while the pressure stays under the limit.',
    body: `**Ask first**: what is the fracture gradient at the perforations — from a step-rate test, an earlier treatment's ISIP, or offsets — and is the job pumped down tubing on a packer or down the casing?

**Working out the maximum surface treating pressure**
1. **Fracture pressure at the top perforation:** Pfrac = frac gradient (psi/ft) × TVD.
2. **Bottomhole limit:** Pfrac less a safety margin — commonly 200–500 psi, or about 10 % of Pfrac.
3. **Hydrostatic of the treating fluid:** Ph = 0.433 × SG × TVD. 15 % HCl is about SG 1.07, 28 % HCl about 1.14, 2 % KCl about 1.01, xylene or diesel about 0.85; nitrified or foamed fluid far less.
4. **Tubing friction at the pumped rate:** Pf, from the service company's friction charts for that fluid and tubing size (friction-reduced or gelled fluids lower).
5. **Maximum surface treating pressure = bottomhole limit − Ph + Pf.**

Example: frac gradient 0.75 psi/ft at 8,000 ft TVD → Pfrac 6,000 psi; 10 % margin → bottomhole limit 5,400 psi; 15 % HCl → Ph = 0.433 × 1.07 × 8,000 ≈ 3,710 psi; friction about 400 psi at 3 bbl/min in 2-7/8 in. tubing → limit ≈ 5,400 − 3,710 + 400 ≈ 2,090 psi at surface.
- Friction counts only while pumping at that rate: at a lower rate, or shut down, the surface limit falls toward bottomhole limit − Ph (1,690 psi in the example). Recompute for each rate step.
- The fluid in the tubing changes: use the heaviest fluid that will fill the tubing (the lowest surface limit), or recompute as each stage of a different density fills it.
- The frac gradient: from a step-rate test (the break in the rate–pressure plot), or from an earlier ISIP: (ISIP + hydrostatic) ÷ TVD. Typical values are 0.6–0.9 psi/ft; depletion lowers it, so an old number on a depleted zone is too high.

**The equipment limits: the lowest one wins**
- **Tubing:** its internal yield (burst, API TR 5C3) with a safety factor — often 80 % of rated — less the annulus pressure behind it.
- **Wellhead and tree:** their rated working pressure (API Spec 6A); a tree saver isolates them when the job needs more.
- **Casing:** its burst with margin when pumping down casing, or in case the packer or tubing leaks.
- **Packer:** its differential rating, and the tubing forces — cold acid shortens the tubing and can unseat or damage a packer.
- Set the pressure relief (pop-off) valve and the pump kick-outs below the final limit, and pressure-test the treating lines above it with water before any acid.

**The annulus with a packer**
- Hold a backside pressure (often 500–1,000 psi, within the casing rating) to cut the tubing's differential and to show a leak, and record it with the treating pressure.
- The annulus pressure falls a little as cold fluid cools the tubing; **a rise, or a rise with treating pressure falling, is a tubing or packer leak — stop pumping** and bleed through the choke.

**Rate steps and breakdown**
- Start at a low rate (about 0.5–1 bbl/min) and step up while the surface pressure stays under the limit for that rate. The largest matrix rate from radial Darcy flow is about q (bbl/min) = 4.917 × 10⁻⁶ × kh × (Pfrac − Pr − margin) ÷ [μ × B × (ln(re/rw) + s)].
- **Breakdown:** an abrupt pressure drop at a constant rate, or the rate jumping at a constant pressure, with the bottomhole pressure (surface + hydrostatic − friction) at the fracture pressure — the rock has fractured. A gradual fall as acid reaches a carbonate is wormholes forming, not a fracture.
- Approaching the limit: **cut the rate rather than push through**. At the end, read the ISIP: bottomhole ISIP = ISIP + Ph, compared with Pfrac, tells whether the job stayed in matrix.

**Safety:** everyone out of the line of fire of the treating iron under pressure; acid PPE and an eyewash and shower at the pumps; calcium gluconate on site for HF; H2S monitors where acid may meet iron sulfide or a sour zone.`,
    sources: [
      MCLEOD_MATRIX_ACIDIZING,
      slbGlossary('fracture gradient'),
      slbGlossary('matrix stimulation'),
      NOLTE_SMITH,
      API_TR_5C3,
      API_6A,
    ],
    lastReviewed: REVIEWED,
    related: ['comp-matrix-acid-selection', 'comp-acid-diversion', 'ops-damage-or-depletion'],
  },
  {
    id: 'drill-ecd-narrow-margin',
    title:
      'Drilling with a narrow margin between the ECD and the fracture gradient at the shoe or a weak zone: ECD = MW + APL ÷ (0.052 × TVD), checking a higher flow rate, hole cleaning against ECD, and what to do as the ECD nears the frac gradient',
    area: 'drilling',
    aliases: [
      'narrow margin',
      'narrow window',
      'narrow drilling window',
      'tight mud weight window',
      'ECD close to the frac gradient',
      'ECD near the fracture gradient',
      'ECD at the shoe',
      'ECD versus LOT',
      'ECD versus FIT',
      'equivalent circulating density',
      'annular pressure loss',
      'APL',
      'PWD',
      'pressure while drilling',
      'weak zone',
      'weak shoe',
      'depleted sand in the open hole',
      'flow rate versus ECD',
      'ECD management',
      'managed pressure drilling',
      'MPD',
    ],
    symptoms: [
      'ECD creeping toward the leak-off at the shoe',
      'little margin between the circulating density and the FIT',
      'want more flow rate for hole cleaning but the shoe is weak',
      'seepage losses only while circulating',
      'PWD reading close to the fracture gradient',
      'mud weight window too narrow to drill conventionally',
    ],
    summary:
      'The ECD that matters is at the weakest point — the last shoe or a weak zone — from ECD = MW + APL ÷ (0.052 × TVD) with the annular pressure loss above that point, plus the cuttings load; PWD gives the real number. Check any rate increase there first, clean the hole with rotation and controlled ROP rather than rate, keep pipe speeds to the surge limits, and as the margin closes cut the rate, thin the mud or lighten it if the pore pressure allows, or go to MPD — seepage losses while pumping are the warning.',
    body: `**Ask first**: which point is weakest — the last shoe's LOT or FIT, or a depleted or fractured zone in the open hole — and at what TVD? The ECD has to be checked there, not only at the bit.

**ECD at the weak point**
- **ECD (ppg) = MW + APL ÷ (0.052 × TVD)**, with APL the annular pressure loss (psi) from that point to surface and TVD its true vertical depth.
- Cuttings in the annulus add to it: a loaded annulus reads above the clean-hole model. PWD (annular pressure while drilling) is the real number; compare it with the hydraulics model (API RP 13D) to see the cuttings load.
- **Margin = the weak point's limit (LOT or FIT as equivalent mud weight) − the ECD there.** Many programmes want at least about 0.3–0.5 ppg at the shoe while drilling; below that the window is narrow and every rate, trip and connection has to be planned.
- Example: 12.0 ppg mud, shoe at 10,000 ft TVD with a 13.2 ppg FIT, 312 psi APL above the shoe at 450 gpm → ECD = 12.0 + 312 ÷ (0.052 × 10,000) = 12.0 + 0.60 = 12.6 ppg; margin 0.6 ppg. If 550 gpm raises the APL to 400 psi, ECD = 12.77 ppg and the margin is about 0.4 ppg.
- With the pumps off the bottomhole pressure falls to the static mud weight: the window has to hold the pore pressure (plus a trip margin) with the pumps off and stay under the frac gradient with them on.

**Checking a higher flow rate**
1. Model the APL at the new rate with today's rheology and cuttings load — annular friction rises faster than the rate in turbulent flow, more slowly in laminar — and read the ECD at the shoe and at each weak zone.
2. Bring the pumps up in steps (about 50 gpm), watching PWD, pump pressure and the pits at each step.
3. Hold the ECD at the weak point below its limit less the margin you agreed; if the rate you want needs more, it is not available.

**Hole cleaning against ECD**
- Cuttings raise the ECD and more rate raises friction: clean with what adds little APL — **rotation** (high rpm in high-angle hole), **controlled ROP** so cuttings come out as fast as they are made, and circulating clean before connections and trips.
- **Sweeps** add ECD, weighted ones most: few and light in a narrow window.
- **Rheology:** lower PV and YP cut the APL; retain the low-shear (6 and 3 rpm) readings for carrying cuttings.
- **Pipe speed:** tripping in surges the hole past the frac gradient, tripping out swabs it below the pore pressure — trip speeds from a surge and swab model, break circulation slowly after a trip or a long connection (rotate first to break the gels).

**What to check, in this order**
1. PWD ECD against the model and against the weak point's limit, and its trend over the stand.
2. Pit volume and returns: any loss while circulating, and mud returned on connections (ballooning).
3. Cuttings at the shakers against the ROP, torque and drag: a loaded annulus.
4. The mud: weight in and out, PV, YP, gels, low-gravity solids (they raise the weight and the viscosity).
5. The pore pressure: background, connection and trip gas — how much room there is to lower the mud weight.

**What to do as the ECD nears the frac gradient**
- Cut the flow rate to what cleaning and the motor and MWD need; make up with rotation and slower drilling.
- Thin the mud (PV, YP) and remove drilled solids; lower the mud weight only if the pore pressure and the hole's stability allow, in small steps.
- Slow the trips; stage the pumps up after connections.
- Wellbore strengthening material in the system before drilling into a known weak zone.
- **MPD** (API RP 92M): a lighter mud with surface backpressure on connections holds a constant bottomhole pressure in a window the conventional system cannot drill.
- When the window is gone, set a contingency liner rather than drill on.

**Losses are the warning**
Seepage or partial losses while circulating that stop with the pumps off say the ECD is opening the weak zone: lower the ECD, **do not weight up**. Mud returned on connections can be ballooning — flow-check and compare with the fingerprint before treating it as an influx. Total losses drop the level and the hydrostatic on every zone above: fill the hole from the trip tank and follow the response for total losses.

**Safety:** losses lower the level and can let a zone flow — trip tank lined up, flow-check after any loss, and the crew told the margin and the warning signs for the interval.`,
    sources: [
      slbGlossary('equivalent circulating density'),
      API_RP_13D,
      API_RP_92M,
      POSTLER_PIT,
      slbGlossary('surge pressure'),
    ],
    checks: ['equivalent_circulating_density'],
    lastReviewed: REVIEWED,
    related: ['drill-lost-circulation', 'drill-hole-cleaning', 'drill-ballooning-or-kick'],
  },
  {
    id: 'comp-acid-diversion',
    title:
      'Diverting a matrix acid treatment across a long or layered interval so the acid does not all go into the best zone: mechanical isolation, ball sealers, particulate, viscous and foam diverters, coiled-tubing placement, and reading the pressure response',
    area: 'completions',
    aliases: [
      'acid diversion',
      'diverting acid',
      'diverter stages',
      'diverter stage',
      'chemical diverter',
      'ball sealers',
      'ball out',
      'balled out',
      'benzoic acid flakes',
      'rock salt diverter',
      'oil-soluble resin',
      'degradable diverter',
      'PLA diverter',
      'viscoelastic surfactant acid',
      'VES acid',
      'self-diverting acid',
      'in-situ gelled acid',
      'foam diversion',
      'nitrogen foam diverter',
      'straddle packer acid',
      'acid placement',
      'zonal coverage',
      'thief zone taking the acid',
    ],
    symptoms: [
      'acid all went into one zone',
      'only the top perforations took the acid',
      'no pressure response when the diverter hit the perfs',
      'the treatment went into the water zone',
      'long interval with very different permeabilities to acidize',
      'production log after the acid job shows most zones untreated',
    ],
    summary:
      'Acid follows the least resistance: into the best or least-damaged zone, and in a carbonate its wormholes make that zone take even more, so a long or layered interval needs diversion — mechanical isolation or coiled-tubing placement where you can, ball sealers in perforated casing, and particulate, viscous (VES or in-situ gelled) or foam diverter stages between acid stages. A pressure rise as each diverter stage reaches the formation, then a fall as the acid opens new rock, shows it worked.',
    body: `**Ask first**: how long is the interval and how different are its zones — permeability, damage, a water zone — and is it cased and perforated or open hole or a slotted liner? Ball sealers work only on perforations.

**Why acid needs diverting**
- Acid volumes are designed per foot; if a third of the interval takes it, that third gets three times the design and the rest none — usually the damaged zones that needed it.
- In a carbonate, wormholes in the zone taking acid lower its resistance further: it takes more with every barrel.
- A water zone or a high-permeability streak can take the whole job and raise the water cut after it.
- Pumping at the highest rate the fracture limit allows spreads acid more evenly on its own; intervals longer than a few tens of feet, or zones whose permeability differs many-fold, need diversion as well.

**Methods, by completion**
- **Mechanical:** straddle packers, or a retrievable packer with a bridge plug, treating zone by zone — the surest. **Coiled tubing** spots acid across each zone while moving and spares the completion from acid; jetting nozzles in open hole.
- **Ball sealers** (cased and perforated only): balls dropped in the acid seat on the perforations taking fluid. They need enough rate per perforation to hold, and are commonly run at about 1.5 times the open perforations; the pressure steps up as they seat, and a fast climb to the limit is a ball-out — shut down and the balls fall off. Catch them at surface on flowback.
- **Particulate diverters:** benzoic acid flakes, graded rock salt (in saturated brine), oil-soluble resin (oil wells), degradable polylactic acid (PLA) particles and fibres — a temporary low-permeability cake on the face of the zone taking fluid.
- **Viscous and self-diverting acids:** viscoelastic-surfactant (VES) and in-situ gelled acids thicken as the acid spends in the wormholes of the zone taking it, turning the next stage elsewhere — mainly carbonates.
- **Foam:** nitrogen foam stages block high-permeability and water-bearing layers more than oil layers; suits sandstones and low-pressure wells, and helps the flowback.

**What to check, in this order**
1. **The pressure at a constant rate**, as bottomhole pressure (surface pressure + hydrostatic − friction): a rise as each diverter stage reaches the formation and a fall as the next acid opens new rock means it diverted. No rise: too little diverter, the wrong size, too low a rate per perforation, or a diverter dissolved before it arrived.
2. **Balls:** the number dropped against the open perforations, the rate per perforation, and the balls recovered.
3. **After the job:** a production log (spinner and temperature), a temperature log after the job (the zones that took cold fluid warm up more slowly) or fibre, to see which zones took the acid.
4. **The well test and a build-up:** rate and skin against before the job.

**What to do**
- Alternate acid and diverter stages — one diverter stage per zone or per few tens of feet — and design the volumes to the zones the log shows need them.
- Choose the diverter for the well: oil wells — oil-soluble resin or benzoic acid; gas wells and water injectors — benzoic acid, rock salt or degradable particles; a water zone — foam, or a relative-permeability modifier stage; carbonates — VES or in-situ gelled acid or degradable particles; long open-hole laterals — coiled-tubing placement with chemical diversion.
- Check it cleans up: benzoic acid and salt dissolve in the produced fluids, resins in oil, degradable particles with temperature and time — use the supplier's chart for the bottomhole temperature.
- Stay under the maximum treating pressure: a diverter stage makes the pressure climb, so cut the rate rather than fracture the rock — unless an acid fracture is the plan.

**Safety:** diverter stages and ball-outs raise the pressure within seconds: pop-offs and pump kick-outs set below the limit, everyone clear of the treating iron. Nitrogen lines tested and restrained, and nitrogen vented where no one can be overcome. HCl and HF PPE, calcium gluconate on site, H2S monitors on flowback.`,
    sources: [
      MCLEOD_MATRIX_ACIDIZING,
      slbGlossary('diverter'),
      slbGlossary('ball sealer'),
      PETROWIKI_CARBONATE_ACIDIZING,
      PETROWIKI_SANDSTONE_ACIDIZING,
    ],
    lastReviewed: REVIEWED,
    related: [
      'comp-matrix-acid-selection',
      'comp-matrix-max-surface-pressure',
      'comp-sandstone-acid-made-worse',
    ],
  },
];
