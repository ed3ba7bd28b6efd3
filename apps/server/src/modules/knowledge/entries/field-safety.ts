import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_STANDARDS,
  OSHA_H2S,
  OSHA_OIL_AND_GAS,
  REVIEWED,
  cfrSection,
  cfrSubpart,
} from './sources';

const NIOSH_H2S_IDLH: KnowledgeSource = {
  title: 'NIOSH, Immediately Dangerous to Life or Health (IDLH) value: hydrogen sulfide',
  url: 'https://www.cdc.gov/niosh/idlh/7783064.html',
};

const TURNER_1969: KnowledgeSource = {
  title:
    'R. G. Turner, M. G. Hubbard, A. E. Dukler, "Analysis and Prediction of Minimum Flow Rate for the Continuous Removal of Liquids from Gas Wells", JPT, November 1969 (SPE-2198-PA)',
  url: 'https://doi.org/10.2118/2198-PA',
};

/** Field safety and troubleshooting: kicks, H2S, and a well that stopped flowing. */
export const fieldSafetyEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-kick-warning-signs',
    title: 'Kick warning signs and the first actions (drilling and tripping)',
    area: 'drilling',
    aliases: [
      'kick',
      'kick warning signs',
      'signs of a kick',
      'kick indicators',
      'kick detection',
      'early kick detection',
      'recognising a kick',
      'well control',
      'pit gain',
      'flow check',
      'well flowing with pumps off',
      'drilling break',
      'shut in the well',
      'hard shut in',
      'soft shut in',
      'connection gas',
      'kick with the pipe out of the hole',
      'well flowing with no pipe in the hole',
      'blind rams',
    ],
    symptoms: [
      'pit gain while drilling',
      'well flowing with the pipe out of the hole',
      'returns increasing with the pumps at the same rate',
      'well flowing with the pumps off',
      'drilling break and gas-cut mud',
      'pump pressure falling while the strokes rise',
    ],
    summary:
      'Primary kick signs are a pit gain, returns increasing at a constant pump rate and flow with the pumps off; on trips, a hole taking less fill than the pipe displacement. Flow-check at once and shut in by the rig’s procedure.',
    body: `**Immediate actions**
1. **Flow-check:** stop rotating, pick up and space out (tool joint clear of the rams), stop the pumps, watch the flow line or trip tank.
2. **If the well flows — or the flow check is unclear — shut it in** by the rig's standing orders (hard or soft shut-in). On a trip: stab and close a **full-opening safety valve** in the open position first, then close the BOP.
3. **Pipe out of the hole:** close the blind (or blind-shear) rams — do not run pipe in to "get on bottom" first; watch the casing pressure. With a short BHA across the stack, the safety valve on it first, then the BOP.
4. **Record** SIDPP, SICP and the pit gain once the pressures stabilise, with the time; notify the driller, toolpusher and company representative.

**Likely causes of a kick:** mud weight below pore pressure (drilling into a higher-pressure zone), **swabbing** on trips, **not keeping the hole full**, lost circulation dropping the mud column, gas-cut mud.

**Primary signs (act on any one)**
1. **Pit gain** — active-system volume rising with no mud added.
2. **Returns increasing** (flow-out up) at a constant pump rate.
3. **Well flowing with the pumps off** (flow check positive).
4. **On trips:** the hole takes **less fill than the calculated pipe displacement** pulling out (formation fluid has replaced mud — often swabbed in), or returns **more** than the displacement running in.

**Early warnings (raise alertness, flow-check)**
- Drilling break (sudden rise in rate of penetration); pump pressure falling while strokes rise.
- Gas-cut mud, rising connection or trip gas, chloride or flowline-temperature changes; more, larger or splintery cuttings; torque and drag up.

**Hard or soft shut-in:** in a hard shut-in the BOP (annular or pipe rams) closes against a closed choke — the choke-line valve is opened onto the choke already shut — so the flow stops soonest and the influx stays smallest. In a soft shut-in the choke is open while the BOP closes and is shut after, meant to ease the pressure surge on a weak shoe, but more influx comes in while it closes. The hard shut-in is the usual standing order today: the surge it adds is small beside the pressure of a larger influx. Follow the rig's written procedure.

**What to do after the shut-in**
1. **Kill planning:** kill mud weight = current mud + SIDPP / (0.052 × TVD); SICP − SIDPP with the pit gain indicates the influx type. Prepare the kill sheet (ICP, FCP, strokes to bit) — Sage calculates these from your numbers.
2. **Shut in with the pipe out of the hole:** the kill is volumetric (let the gas migrate under control, bleeding mud by the step) or bullheading, or stripping or snubbing back in under pressure to circulate — by the well-control plan, never by opening the well to run in.
3. **Hole-fill shortfall with no flow:** do not keep pulling; follow the rig's procedure — usually run back to bottom with the well monitored and circulate bottoms-up through the gas buster, since a swabbed influx may be below the bit. The kick-while-tripping entry covers trips in detail.

**Keep the trip sheet:** compare actual with calculated fill every few stands (every stand with collars) so a shortfall is caught early.

**Safety:** when in doubt, shut in — a flow check that is unclear is treated as positive, and shutting in a well that was not flowing costs minutes. Keep non-essential people off the rig floor during a well-control event, and treat returns as possibly sour (H2S monitors on, SCBA ready) until the influx is known.`,
    sources: [
      API_STANDARDS,
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment (BSEE)'),
      OSHA_OIL_AND_GAS,
    ],
    checks: ['kill_mud_weight', 'maasp'],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['drill-kick-while-tripping', 'drill-lost-circulation', 'ops-h2s-exposure'],
  },
  {
    id: 'ops-h2s-exposure',
    title: 'H2S exposure: limits, alarms, respirators and what to do at an alarm',
    area: 'operations',
    aliases: [
      'H2S exposure',
      'H2S exposure limits',
      'hydrogen sulfide exposure',
      'H2S ppm',
      'how many ppm of H2S is dangerous',
      'H2S alarm',
      'H2S monitor',
      'H2S IDLH',
      'H2S thresholds',
      'H2S action level',
      'when is SCBA required',
      'SCBA',
      'self-contained breathing apparatus',
      'supplied air',
      'escape respirator',
      'H2S rescue',
      'sour gas safety',
      'H2S safety',
      'rotten egg smell',
    ],
    symptoms: [
      'H2S alarm going off at the separator',
      'personal monitor alarming',
      'rotten egg smell on location',
      'pumper walking over to check an alarm',
      'someone down near a tank or a separator',
    ],
    summary:
      'H2S is toxic well below the level at which it can no longer be smelled: OSHA’s general-industry ceiling is 20 ppm (50 ppm peak for 10 minutes), NIOSH’s IDLH is 100 ppm. Above the limits, work only on positive-pressure SCBA or supplied air; at an alarm, move upwind to the briefing area.',
    body: `**Immediate actions (an alarm, a smell, or someone down)**
1. Stop work and warn the people around you. Do not walk toward the source to check it, and stay out of low ground — H2S is heavier than air.
2. Move **upwind or crosswind** (and uphill) to the designated briefing area; if you are assigned an escape respirator or SCBA and trained, put it on. Account for everyone.
3. **Never attempt a rescue without positive-pressure SCBA and a partner** — would-be rescuers are a large share of H2S deaths. Call the emergency response in the H2S plan.
4. Re-enter only with positive-pressure SCBA (or supplied air with an escape bottle) after readings, and isolate the source from outside the area where you can.

**Exposure limits and thresholds (check which apply to your operation)**

| Limit | Value |
|---|---|
| OSHA general industry (29 CFR 1910.1000, Table Z-2) | **20 ppm ceiling**; 50 ppm peak for up to 10 min once per 8-h shift if no other exposure |
| OSHA construction (29 CFR 1926.55) | 10 ppm (8-h TWA) |
| NIOSH REL | 10 ppm ceiling (10 min) |
| ACGIH TLV | 1 ppm (8-h TWA), 5 ppm (STEL) |
| NIOSH **IDLH** | **100 ppm** |

**What concentrations do (approximate):** odour from well below 1 ppm; eye and respiratory irritation from tens of ppm; **loss of smell around 100 ppm** (you cannot rely on your nose); 500–700 ppm staggering and collapse within minutes; above about 700–1,000 ppm rapid unconsciousness and death.

**Detection:** fixed monitors and a personal monitor on everyone in an H2S area; alarms are commonly set at 10 ppm (low) and 15–20 ppm (high) by the operator's plan; wind socks visible from the work area; pre-job briefing on the briefing areas and the muster procedure.

**Respiratory protection (SCBA) by concentration**
- **Below the operator's low alarm (commonly 10 ppm):** work goes on with personal monitors on; escape respirators where the H2S plan calls for them.
- **At or above 10 ppm** (the NIOSH ceiling and the usual oilfield action level): only with **positive-pressure SCBA** or an airline (supplied-air) respirator with an escape bottle, by trained people with a standby partner.
- **100 ppm (IDLH) and above, or unknown concentrations:** NIOSH allows only a **full-facepiece, pressure-demand SCBA** (or supplied air with an auxiliary escape SCBA). Air-purifying respirators (canister masks) are for escape only, never for work or rescue.

**At 50 ppm** you are above the OSHA ceiling and at the peak limit: nobody works there without supplied-air protection; clear the area, find and isolate the source, and follow the site's H2S contingency plan (in Texas, Statewide Rule 36 applies at 100 ppm and above in the gas stream).`,
    sources: [
      OSHA_H2S,
      NIOSH_H2S_IDLH,
      {
        title:
          'NIOSH Pocket Guide to Chemical Hazards: hydrogen sulfide (respirator recommendations)',
        url: 'https://www.cdc.gov/niosh/npg/npgd0337.html',
      },
      cfrSection(29, '1910.1000', 'Air contaminants (Table Z-2)'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['rrc-swr36-h2s', 'chem-h2s-scavengers'],
  },
  {
    id: 'ops-well-stopped-flowing',
    title: 'A flowing well that died or dropped off: what to check, in order',
    area: 'operations',
    aliases: [
      'well stopped flowing',
      'well died',
      'well quit flowing',
      'well will not flow',
      'dead well',
      'production dropped suddenly',
      'sudden production drop',
      'well logged off',
      'well loaded up and died',
      'tubing pressure dropped',
      'choke plugged',
      'froze off',
      'freeze off',
    ],
    symptoms: [
      'the well died overnight',
      'well quit flowing',
      'tubing pressure dropped to line pressure',
      'no flow at the separator',
      'production dropped suddenly',
    ],
    summary:
      'Work from the surface down: valves, choke, line pressure and freeze-offs first; then shut-in pressures and their trend; then a slickline tag and a flowing gradient survey; then samples and a well test against history.',
    body: `**Likely causes, most common first**
- **Surface:** a closed or tripped valve (SSV, SCSSV, ESD), a **plugged choke** (hydrates, paraffin, sand, scale), a freeze-off, higher line or separator pressure backing the well out.
- **Wellbore:** **liquid loading** (gas wells below the critical rate; casing pressure rising as tubing pressure falls), **water breakthrough** in oil wells (a heavier column the reservoir can no longer lift), sand fill, paraffin, scale or asphaltene in the tubing, a hole in the tubing.
- **Reservoir:** pressure depletion, or near-wellbore damage (fines, scale, emulsion or water blocks).

**What to check, in this order**
1. **Surface walk-down:** valve positions, SSV/SCSSV control pressure, choke (bleed down and inspect), ice or hydrate signs, flowline and separator pressure against normal.
2. **Pressures:** shut-in tubing and casing pressures and how fast they build; compare with the last test. A large casing–tubing difference points to a liquid column.
3. **Slickline:** gauge-ring and tag for restrictions or fill; a **flowing or static gradient survey** shows the liquid level and column density.
4. **Samples and test:** water cut, solids, paraffin or scale in the returns; a well test compared with the decline trend and the IPR (nodal analysis shows whether the well can still lift its fluid).

**What to do**
- Hydrates or freeze-off: methanol or glycol at the restriction, heat; never hammer on a pressured line.
- Deposits: hot oil or solvent for paraffin, acid for carbonate scale, a cleanout for sand.
- Liquid loading: unload (swab, nitrogen, foamers/soap sticks), then a permanent fix — smaller tubing (velocity string), plunger lift, compression, or artificial lift when reservoir pressure can no longer lift the column.`,
    sources: [TURNER_1969, OSHA_OIL_AND_GAS],
    lastReviewed: REVIEWED,
    related: [
      'lift-liquid-loading',
      'ops-well-dies-after-shut-in',
      'chem-hydrate-inhibition',
      'chem-paraffin',
    ],
  },
];
