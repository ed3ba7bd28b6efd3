import type { KnowledgeEntry } from '../knowledge-entry';
import { slbGlossary, spePaper } from './sources';

/** The day these entries were checked against their sources. */
const WEEKLY_QUESTIONS_REVIEWED = '2026-11-30';

/**
 * Questions a production engineer is asked every week that no entry answered as a whole: a
 * well's rate falling faster than its decline.
 */
export const weeklyQuestionEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-rate-declining-faster',
    title:
      'A well declining faster than expected (gas or oil): liquid loading, a restriction, a tubing leak, damage, back-pressure or the reservoir — what to check, in order',
    area: 'operations',
    aliases: [
      'rate declining faster than expected',
      'production declining',
      'production decline',
      'steep decline',
      'decline steeper than the type curve',
      'rate dropping steadily',
      'production dropping',
      'production falling off',
      'beyond normal depletion',
      'more than depletion',
      'underperforming well',
    ],
    symptoms: [
      'rate dropping steadily over the last few months',
      'production falling faster than the decline curve',
      'rate and tubing pressure both dropping for months',
      'gas rate declining faster than expected',
      'the well is making less every month',
    ],
    summary:
      'A rate that falls faster than the well’s decline is, in order of how often it is the cause: liquid loading (gas wells), a restriction (scale, paraffin, fill, hydrates), higher back-pressure at surface, a tubing or casing leak or failed lift, near-wellbore damage, or the reservoir itself (depletion, water or gas encroachment, interference). The pressures and the decline plot tell them apart.',
    body: `**Ask first**: is it a gas or an oil well, how does it flow (natural, plunger, rod pump, gas lift), and what did the tubing and casing pressures and the water and gas rates do over the same months?

**Likely causes**
- **Liquid loading (gas wells):** the rate falls below the critical rate and liquid builds up in the tubing — casing pressure rising while tubing pressure falls, erratic rates, water production falling or coming in slugs.
- **A restriction in the tubing, the perforations or at surface:** scale (carbonate after the water chemistry changes; iron carbonate and corrosion products in CO2 wells), paraffin or asphaltene, fill over the perforations, hydrates at the choke — the flowing pressure drop grows while the reservoir has not changed.
- **Back-pressure at surface:** line or separator pressure up (a compressor down or overloaded, a new well on the gathering line, a partly closed valve or a plugged choke).
- **A leak or a lift problem:** a tubing leak (CO2 or H2S corrosion, wear) recirculating gas or liquid, casing and tubing pressures tracking together; a worn pump, a gas-lift valve failed, an ESP degrading.
- **Near-wellbore damage:** fines, scale, emulsion or a workover fluid — the skin grows; a build-up test shows it.
- **The reservoir:** depletion faster than booked (a smaller drainage area or a boundary), water or gas encroachment (water cut or GOR rising), interference from offset or child wells.

**What to check, in this order**
1. **The decline plot** (rate against time, on a log scale, with the type curve): a step or a bend on a date points to an event — a workover, a new offset, a compressor change; a smooth steeper decline points to the reservoir or a growing restriction.
2. **The pressures:** tubing, casing, line and separator over the same months; a rising casing-to-tubing difference on a gas well is loading; casing and tubing moving together is communication.
3. **Rate against the critical rate** for the tubing size and flowing pressure (Turner or Coleman).
4. **Water and gas:** water cut, GOR or yield changes, water analysis (scale tendency); in CO2 wells, iron counts for corrosion.
5. **A wireline gauge or broach run and tag** for restrictions, fill and the tubing's condition; a fluid level or a flowing gradient survey.
6. **A build-up test** when surface causes are excluded: skin against reservoir pressure and permeability separates damage from depletion.

**What to do**
- Loading: velocity string, plunger, foam, compression or a lower line pressure, gas lift — matched to the rate and the pressures.
- A restriction: the treatment for the deposit found (acid for carbonate, solvent or hot oil for paraffin, a chelant for sulfate, a cleanout for fill), then an inhibitor so it does not come back.
- Back-pressure: compression, a larger or looped line, the separator pressure lowered, the choke or valve cleared.
- A leak or a lift failure: a workover to repair it; in CO2 wells, inhibitor or corrosion-resistant tubing.
- Damage: a stimulation designed for the damage found; depletion: revise the forecast — no treatment restores pressure that is gone.

**Safety:** Wireline runs, build-up tests and cleanouts work on a live well — lubricators pressure-tested and bled down properly, and, in CO2 or H2S wells, materials and monitors for the gas.`,
    sources: [
      spePaper(
        'J. J. Arps, "Analysis of Decline Curves", Transactions of the AIME 160, 1945',
        '10.2118/945228-G',
      ),
      spePaper(
        'R. G. Turner, M. G. Hubbard and A. E. Dukler, "Analysis and Prediction of Minimum Flow Rate for the Continuous Removal of Liquids from Gas Wells", JPT, November 1969 (SPE-2198-PA)',
        '10.2118/2198-PA',
      ),
      slbGlossary('skin'),
    ],
    lastReviewed: WEEKLY_QUESTIONS_REVIEWED,
    related: [
      'lift-liquid-loading',
      'ops-well-stopped-flowing',
      'ops-pressure-buildup-test',
      'ops-arps-decline',
    ],
  },
];
