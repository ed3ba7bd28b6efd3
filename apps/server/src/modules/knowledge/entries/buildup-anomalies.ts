import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import { slbGlossary, spePaper } from './sources';

/**
 * A build-up whose bottomhole pressure rose, fell back and built again: phase redistribution in
 * the wellbore, told apart from a gauge, a leak, a temperature effect or an offset, and what of
 * the test can still be analysed.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-04';

const FAIR_PHASE_REDISTRIBUTION = spePaper(
  'W. B. Fair Jr., "Pressure Buildup Analysis With Wellbore Phase Redistribution", SPE Journal, April 1981 (SPE-8206-PA): the gas hump, its parameters, and a storage model to analyse it',
  '10.2118/8206-PA',
);

const HEGEMAN_CHANGING_STORAGE = spePaper(
  'P. S. Hegeman, D. L. Hallford and J. A. Joseph, "Well-Test Analysis With Changing Wellbore Storage", SPE Formation Evaluation, September 1993 (SPE-21829-PA)',
  '10.2118/21829-PA',
);

const ALI_WPR_EXPERIMENTS = spePaper(
  'A. M. Ali, G. Falcone, G. F. Hewitt, M. Bozorgzadeh and A. C. Gringarten, "Experimental Investigation of Wellbore Phase Redistribution Effects on Pressure-Transient Data", SPE Annual Technical Conference and Exhibition, 2005 (SPE-96587-MS)',
  '10.2118/96587-MS',
);

const NAFTA_GAS_HUMP: KnowledgeSource = {
  title:
    'Nafta.wiki Petroleum Engineering Glossary: Gas Hump (gas segregating in a well shut in at the wellhead; a pressure rise, sometimes above the formation pressure, then a long decline)',
  url: 'https://nafta.wiki/display/GLOSSARY/Gas+Hump',
};

export const buildupAnomalyEntries: readonly KnowledgeEntry[] = [
  {
    id: 'res-buildup-phase-redistribution',
    title:
      'Build-up (PBU) pressure rising, then pressure falling, then building again (a hump): phase redistribution (gas humping) in a well shut in at surface — telling it from a gauge fault, a leaking valve, temperature or an offset, what it does to the derivative, what can still be analysed, and how to avoid it',
    area: 'operations',
    aliases: [
      'phase redistribution',
      'wellbore phase redistribution',
      'WPR',
      'gas humping',
      'gas hump',
      'hump in the build-up',
      'hump in the buildup',
      'hump on the PBU',
      'PBU hump',
      'PBU humping',
      'buildup hump',
      'buildup humping',
      'phase segregation in the wellbore',
      'gas segregation in the wellbore',
      'pressure hump',
      'build-up pressure falling',
      'buildup pressure dropping',
      'pressure falling during the build-up',
      'pressure dropping during a shut-in',
      'BHP falling during a shut-in',
      'bottomhole pressure went down during the build-up',
      'pressure reversal in the build-up',
      'negative derivative',
      'derivative goes negative',
      'Fair storage model',
      'changing storage model',
      'surface shut-in with gas in the tubing',
    ],
    // A pressure falling in a pressure test, a shut-in annulus or a closed-in kick is another
    // entry's: this one is for a build-up (or its derivative).
    appliesWhen: [
      'build-up',
      'buildup',
      'build up',
      'PBU',
      'shut-in',
      'shut in',
      'hump',
      'humping',
      'phase redistribution',
      'derivative',
      'WPR',
    ],
    symptoms: [
      'bottomhole pressure rose, then fell, then built again after shut-in',
      'build-up pressure dropping a few hours into the shut-in',
      'bottomhole pressure going down during the buildup',
      'pressure hump early in the build-up with the tubing pressure still climbing',
      'derivative spikes above the unit slope then plunges negative',
      'derivative going negative early in the build-up',
      'shut-in pressure went above the reservoir pressure and then bled back',
      'build-up pressure reversing in a gassy well shut in at the wellhead',
    ],
    summary:
      'A bottomhole pressure that rises, falls back and then builds again after a surface shut-in is most often phase redistribution: gas rising and liquid falling in the tubing (or an open annulus) squeezes the wellbore, lifts the bottomhole pressure above the reservoir response — sometimes above reservoir pressure — and then bleeds back into the rock. Tell it from a gauge fault, a passing valve, temperature or an offset by its timing and the surface pressures; it hides early time and can mimic dual porosity or a boundary on the derivative. Analyse the data after it has died out, model it with a changing-storage model, and next time shut in downhole.',
    body: `**Ask first**: was the well shut in for the build-up (buildup, PBU) at surface or downhole, where was the gauge (at the perforations, or up in the tubing), is there a packer — and was gas flowing with liquid in the tubing at shut-in (a gassy oil well, a gas well making water, a gas-lifted well, a pumping well with an open annulus)? And what did the surface tubing and casing pressures do while the bottomhole pressure humped?

**Why it happens**
- A well shut in at surface holds a mixed column of gas and liquid. After shut-in, gravity separates it: gas bubbles rise, liquid falls.
- The wellbore's volume is fixed and the liquid hardly compresses, so the rising gas cannot expand: it carries much of its bottomhole pressure up with it. With a gas cap forming at the top at that pressure and liquid below it, the pressure everywhere in the wellbore goes up — the bottomhole pressure climbs faster than the reservoir alone would make it, and can pass the reservoir pressure.
- The wellbore is now above the pressure in the rock next to it, so fluid flows back out into the formation and the bottomhole pressure falls; once the segregation is over, the normal build-up carries on. That rise, fall and build again is the **hump**.
- The limiting case shows its scale: a small gas bubble at 3,000 psi (207 bar) rising, unexpanded, up 8,000 ft (2,440 m) of oil at 0.35 psi/ft (7.9 kPa/m) would leave 3,000 psi at the top and 3,000 + 0.35 × 8,000 = 5,800 psi (400 bar) at the bottom. The liquid's and the rock's give keep a real hump to a few psi to tens of psi, but deep, gassy wells with large tubing (and an open annulus) hump the most, for minutes to many hours.

**Signs — telling it from what else bends a build-up**
- **Phase redistribution:** early in the shut-in (minutes to hours); the surface tubing pressure keeps climbing while the bottomhole pressure turns down, as the gas arrives at the top; only in wells shut in at surface with gas and liquid in the tubing or annulus; it repeats on every surface shut-in of that well; two gauges at different depths move differently as the gradient between them changes.
- **A gauge fault:** a step, a spike, noise or a steady one-way drift; two gauges in the string disagree; the surface pressures show nothing of it; the gauge's calibration or battery log flags it.
- **Temperature:** the gauge's own temperature channel moving in step with the pressure (a gauge still settling after running in), or the shut-in column cooling — liquid contracting, gas cooling — so the pressure sags slowly with the temperature rather than the time.
- **A leaking valve:** a passing master or wing valve, a choke not fully shut, a downhole shut-in tool not holding, a gas-lift valve or sleeve open to the annulus — the pressure falls steadily and keeps falling, the surface pressure or the casing pressure moves with it, and flow shows at a meter or the annulus.
- **Interference from an offset:** a smooth fall that starts at the time an offset producer came on (or an injector shut in), usually late in the test, in any completion — check the offsets' logs.

**Signs on the derivative — what the hump does to it**
- The derivative climbs steeper than the unit slope, then plunges — often to negative values, which a log-log plot cannot show, so points go missing — then climbs back. The early storage and the start of radial flow are masked.
- The valley after the hump can look like **dual porosity**; a hump late enough can look like a **boundary** or a change of mobility; a plunge can look like a **constant-pressure boundary**. Do not read any of them from a hump-shaped derivative in a surface shut-in.
- A pressure still elevated when the test ends overstates the reservoir pressure — the last reading is not the static pressure while the hump is still bleeding off.

**What to do with this test: what can still be analysed**
1. **After the hump:** once the derivative has settled, a flat stretch of at least half to one log cycle gives kh from its level, and the semilog (Horner or MDH) line through the same data gives kh and an extrapolated pressure. Skin is less certain: it depends on how the early part is modelled.
2. **Match it with a changing-storage model:** the Fair (exponential) or Hegeman (error-function) storage models in the analysis software reproduce the hump, which firms up skin and the start of radial flow; check the match on the whole pressure history, not only the log-log plot.
3. **The flowing period:** with a downhole gauge in place before the shut-in, the drawdown data carry no hump.
4. **If the hump spans the whole test:** report no kh or skin from it, and the final pressure as a bound, not the reservoir pressure; re-test.

**What to do: avoiding it next time**
- **Shut in downhole** — a downhole shut-in tool, a tester valve or a plug in a nipple with the gauge below it — so the tubing's gas and liquid are no longer part of the test.
- **A packer** so the annulus is out of the test; on a pumping well, close the annulus or use a completion with a packer.
- **The gauge at the perforations,** not hung high in the tubing, and two gauges to check one another.
- **Less volume above the gauge:** smaller tubing or a shorter column; on a gas-lifted well, shut in the lift gas with the well and record it.
- **A longer shut-in** so that radial flow comes well after the hump has died out, or a drawdown or injection test instead where the wellbore holds a single phase.

**Safety:** gas gathering at the top of a well shut in at surface can raise the tubing head pressure above its usual shut-in value — keep the tree, the flowline to the first valve and any test equipment rated for it and watch the pressure; bleed gas only through a choke to a safe place (it also spoils the test). Gauges run on slickline go through a pressure-tested lubricator; the gas at the wellhead may carry H2S.`,
    sources: [
      FAIR_PHASE_REDISTRIBUTION,
      HEGEMAN_CHANGING_STORAGE,
      ALI_WPR_EXPERIMENTS,
      slbGlossary('wellbore storage effects'),
      NAFTA_GAS_HUMP,
    ],
    lastReviewed: REVIEWED,
    related: [
      'ops-pressure-buildup-test',
      'ops-buildup-late-derivative-rise',
      'ops-buildup-test-duration',
    ],
  },
];
