import { plain } from '../format';
import type { Reading } from '../label';
import type { Mention } from '../read';
import { recipe, type Composed } from './recipe';

const WELL_CONTROL_NOTE =
  'Use these numbers with your well-control procedure and the approved kill sheet; have them checked before acting on them.';

/** The kill mud weight, or the TVD to work it out, when neither is given. */
function killMudWeightMissing(input: Readonly<Record<string, unknown>>): string | undefined {
  return input.kill_mud_weight_ppg === undefined && input.tvd_ft === undefined
    ? 'the true vertical depth, to work out the kill mud weight (e.g. `10,000 ft TVD`), or the kill mud weight (e.g. `KMW 10.0 ppg`)'
    : undefined;
}

/**
 * Slow-circulation rates recorded at two pump speeds ("30 spm 520 psi, 40 spm 810 psi") and the
 * kill rate the question names ("ICP at 30 spm?"): the SCR pressure of that speed. Without a rate
 * named, or with none matching, nothing is chosen (which SCR is meant is asked).
 */
function scrAtKillRate(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const free = reading.mentions.filter((mention) => !used.has(mention.index));
  const isRate = (mention: Mention | undefined) => mention?.unit?.id === 'spm';
  const isPressure = (mention: Mention | undefined) => mention?.unit?.dimension === 'pressure';
  // Each pair written the same way round ("30 spm @ 520 psi" or "520 psi at 30 spm"), no figure
  // in two of them.
  const pairs: { rate: Mention; pressure: Mention }[] = [];
  let rateFirst: boolean | undefined;
  for (let at = 0; at + 1 < free.length; at += 1) {
    const [mention, next] = [free[at], free[at + 1]] as [Mention, Mention];
    if (!/^\s*(?:@|at|-|:)?\s*$/.test(reading.text.slice(mention.end, next.start))) continue;
    const order =
      isRate(mention) && isPressure(next)
        ? true
        : isPressure(mention) && isRate(next)
          ? false
          : undefined;
    if (order === undefined || (rateFirst !== undefined && order !== rateFirst)) continue;
    rateFirst = order;
    pairs.push(order ? { rate: mention, pressure: next } : { rate: next, pressure: mention });
    at += 1;
  }
  if (pairs.length < 2) return undefined;
  const paired = new Set(pairs.flatMap(({ rate, pressure }) => [rate.index, pressure.index]));
  const killRate = free.find(
    (mention) =>
      isRate(mention) &&
      !paired.has(mention.index) &&
      /\b(?:at|@|kill(?:ing)? at|kill rate(?: of| is)?)\s*$/.test(
        reading.text.slice(Math.max(0, mention.start - 16), mention.start),
      ),
  );
  const chosen = pairs.find(({ rate }) => rate.value === killRate?.value);
  if (killRate === undefined || chosen === undefined) return undefined;
  return {
    input: { scr_pressure_psi: chosen.pressure.value },
    used: [...paired, killRate.index],
    notes: [
      `SCR at the kill rate named (${chosen.rate.raw.trim()}): ${chosen.pressure.raw.trim()}.`,
    ],
  };
}

/** Kill mud weight, kill sheet pressures, MAASP from a leak-off test, kick gradient. */
export const wellControlRecipes = [
  recipe({
    tool: 'kill_mud_weight',
    terms: {
      'kill mud weight': 3,
      kmw: 3,
      kwm: 3,
      'kill weight': 3,
      'kill mud': 2.5,
      'kill fluid': 2,
      'weight to kill': 3,
      'mud weight to kill': 3,
      'weight up to kill': 3,
      'kill the well': 1.5,
      'weight up': 1,
      kill: 1,
      'formation pressure': 1,
      'pore pressure': 1,
      'bottom hole pressure': 0.8,
      bottomhole: 0.8,
      sidpp: 0.8,
    },
    inputs: [
      { input: 'sidpp_psi', role: 'sidpp', labelled: true },
      { input: 'tvd_ft', role: 'tvd' },
      { input: 'original_mud_weight_ppg', role: 'mud_weight', names: ['original', 'orig'] },
      { input: 'trip_margin_ppg', role: 'trip_margin', labelled: true },
    ],
    answers: {
      formation_pressure_psi: [
        'bottomhole pressure',
        'bhp',
        'formation pressure',
        'pore pressure',
        'reservoir pressure',
        'bottom hole pressure',
      ],
      increase_ppg: ['increase', 'how much heavier', 'weight up by'],
    },
    note: WELL_CONTROL_NOTE,
  }),
  recipe({
    tool: 'kill_sheet_circulating_pressures',
    terms: {
      icp: 3,
      fcp: 3,
      'initial circulating pressure': 3,
      'final circulating pressure': 3,
      'kill sheet': 2.5,
      'circulating pressure': 2,
      'drill pipe schedule': 2,
      'pressure schedule': 2,
      'step down': 1.5,
      stepdown: 1.5,
      'drop per': 2,
      'dpp drop': 2,
      'drill pipe pressure drop': 2.5,
      "driller's method": 1,
      'wait and weight': 1.5,
      'kill rate': 0.5,
      scr: 0.5,
    },
    inputs: [
      { input: 'scr_pressure_psi', role: 'scr_pressure', labelled: true },
      { input: 'sidpp_psi', role: 'sidpp', labelled: true },
      // "Going from 10.5 ppg to 11.3": the mud in the hole, then the kill mud; "original 10.2".
      {
        input: 'original_mud_weight_ppg',
        role: 'mud_weight',
        free: true,
        names: ['from', 'original', 'orig'],
      },
      {
        input: 'kill_mud_weight_ppg',
        role: 'kill_mud_weight',
        labelled: true,
        names: ['to', 'going to'],
      },
      { input: 'tvd_ft', role: 'tvd' },
      { input: 'trip_margin_ppg', role: 'trip_margin', labelled: true },
      { input: 'strokes_to_bit', role: 'strokes_to_bit', labelled: true },
    ],
    compose: scrAtKillRate,
    answers: {
      initial_circulating_pressure_psi: [
        'icp',
        'initial circulating pressure',
        'initial circ pressure',
        'starting pressure',
      ],
      // "what do I step down to?": where the schedule ends, the FCP — not the schedule itself.
      final_circulating_pressure_psi: [
        'fcp',
        'final circulating pressure',
        'final circ pressure',
        'step down to',
        'stepdown to',
        'stepping down to',
      ],
      kill_mud_weight_ppg: ['kill mud weight', 'kmw', 'kill weight'],
      // "drop per 100 strokes": the 100 strokes read as a number, so the words around it name it.
      pressure_drop_per_100_strokes_psi: [
        'per 100 strokes',
        'step down',
        'stepdown',
        'schedule',
        'drop per',
        'dpp drop',
      ],
    },
    // The ICP is SCR + SIDPP alone; the FCP and the schedule need the mud weights too.
    needs: {
      initial_circulating_pressure_psi: ['sidpp_psi'],
      final_circulating_pressure_psi: ['original_mud_weight_ppg'],
      kill_mud_weight_ppg: ['original_mud_weight_ppg'],
      pressure_drop_per_100_strokes_psi: ['strokes_to_bit', 'original_mud_weight_ppg'],
    },
    missingFor: {
      final_circulating_pressure_psi: killMudWeightMissing,
      kill_mud_weight_ppg: killMudWeightMissing,
      pressure_drop_per_100_strokes_psi: killMudWeightMissing,
    },
    note: WELL_CONTROL_NOTE,
  }),
  recipe({
    tool: 'maasp',
    // The MAASP when the mud in the hole is known; the leak-off figures otherwise.
    primary: ['maasp_psi', 'leak_off_emw_ppg'],
    terms: {
      maasp: 3,
      masicp: 3,
      masp: 3,
      'maximum allowable annular surface pressure': 3,
      'maximum allowable surface pressure': 3,
      'max allowable annular pressure': 3,
      'maximum allowable casing pressure': 3,
      'maximum allowable shut in casing pressure': 3,
      'leak off': 1.5,
      lot: 1.2,
      fit: 1,
      'formation integrity test': 2,
      'fracture gradient': 1.2,
      'maximum allowable mud weight': 2.5,
      'max mud weight': 1.5,
      'kick tolerance': -2,
    },
    inputs: [
      { input: 'shoe_tvd_ft', role: 'shoe_tvd' },
      // In a leak-off test, the pressure at surface is the leak-off pressure.
      {
        input: 'leak_off_pressure_psi',
        role: 'leak_off_pressure',
        free: true,
        names: ['surface pressure', 'surface'],
      },
      { input: 'leak_off_emw_ppg', role: 'lot_emw', labelled: true },
      { input: 'test_mud_weight_ppg', role: 'test_mud_weight', free: true },
      {
        input: 'current_mud_weight_ppg',
        role: 'current_mud_weight',
        // "Once we weight up to 11.4": the mud the MAASP is for.
        names: ['weight up to', 'weighting up to', 'weighted up to', 'raise it to', 'going to'],
      },
    ],
    complete: (input) => {
      if (
        input.leak_off_emw_ppg !== undefined &&
        input.leak_off_pressure_psi === undefined &&
        input.test_mud_weight_ppg !== undefined &&
        input.current_mud_weight_ppg === undefined
      ) {
        input.current_mud_weight_ppg = input.test_mud_weight_ppg;
        delete input.test_mud_weight_ppg;
        return `Read ${plain(input.current_mud_weight_ppg)} ppg as the mud weight in the hole now: the leak-off is given as an equivalent mud weight.`;
      }
      return undefined;
    },
    answers: {
      maasp_psi: [
        'maasp',
        'masicp',
        'masp',
        'maximum allowable annular surface pressure',
        'maximum allowable surface pressure',
        'maximum allowable casing pressure',
        'max allowable annular pressure',
        'maximum allowable shut in casing pressure',
      ],
      leak_off_emw_ppg: [
        'emw',
        'equivalent mud weight',
        'maximum allowable mud weight',
        'max allowable mud weight',
        'max mud weight',
      ],
      shoe_fracture_gradient_psi_per_ft: ['fracture gradient', 'frac gradient'],
      shoe_fracture_pressure_psi: ['fracture pressure', 'frac pressure', 'breakdown pressure'],
    },
    needs: { maasp_psi: ['current_mud_weight_ppg'] },
    missing: (input) => {
      if (input.leak_off_emw_ppg !== undefined) return undefined;
      if (input.leak_off_pressure_psi === undefined) {
        return 'the leak-off test surface pressure (e.g. `LOT 1,140 psi with 10.0 ppg mud`) or the leak-off equivalent mud weight (e.g. `LOT EMW 15.5 ppg`)';
      }
      if (input.test_mud_weight_ppg === undefined) {
        return 'the mud weight in the hole during the leak-off test (e.g. `tested with 10.0 ppg mud`)';
      }
      return undefined;
    },
    note: WELL_CONTROL_NOTE,
  }),
  recipe({
    tool: 'kick_gradient',
    terms: {
      'kick gradient': 3,
      'influx gradient': 3,
      'influx density': 3,
      'kick density': 3,
      'influx type': 3,
      'kick type': 3,
      'type of influx': 3,
      'type of kick': 3,
      'what did we take': 3,
      'what kind of kick': 3,
      'what kind of influx': 3,
      'gas or oil': 1.5,
      'oil or gas': 1.5,
      'gas or water': 1.5,
      'water or gas': 1.5,
      'oil or water': 1,
      'water or oil': 1,
      'kick height': 2.5,
      'influx height': 2.5,
      'height of the influx': 2.5,
      'identify the influx': 3,
      influx: 1,
      kick: 0.5,
    },
    inputs: [
      { input: 'sidpp_psi', role: 'sidpp', labelled: true },
      { input: 'sicp_psi', role: 'sicp', labelled: true },
      { input: 'mud_weight_ppg', role: 'mud_weight' },
      { input: 'influx_height_ft', role: 'influx_height', labelled: true },
      { input: 'pit_gain_bbl', role: 'pit_gain' },
      {
        input: 'annular_capacity_bbl_per_ft',
        role: 'annular_capacity',
        free: true,
        names: [
          'annulus',
          'annular',
          'around the collars',
          'around the dc',
          'around collars',
          'collar annulus',
          'dc annulus',
          'opposite the collars',
          'across the collars',
          'around the bha',
          'around dcs',
          'around dc',
          'around the dcs',
        ],
      },
      {
        input: 'bottom_section_length_ft',
        role: 'collar_length',
        labelled: true,
        // "0.0292 bbl/ft around the DCs for 450 ft": how far the collar annulus runs.
        names: ['for', 'over'],
      },
      { input: 'upper_annular_capacity_bbl_per_ft', role: 'dp_annular_capacity', labelled: true },
    ],
    primary: 'influx_gradient_psi_per_ft',
    answers: {
      influx_height_ft: [
        'influx height',
        'kick height',
        'height of the influx',
        'height of the kick',
        'influx length',
      ],
      influx_density_ppg: ['influx density', 'kick density', 'density of the influx'],
    },
    missing: (input) => {
      if (input.influx_height_ft !== undefined) return undefined;
      const gain = input.pit_gain_bbl;
      const lower = input.annular_capacity_bbl_per_ft;
      if (gain === undefined || lower === undefined) {
        return 'the influx height (e.g. `influx height 400 ft`), or the pit gain and the annular capacity around the collars (e.g. `20 bbl gain, 0.0459 bbl/ft`)';
      }
      const length = input.bottom_section_length_ft;
      const upper = input.upper_annular_capacity_bbl_per_ft;
      // A gain longer than the collars rises into the drill-pipe annulus: its capacity is needed.
      if (
        typeof length === 'number' &&
        typeof gain === 'number' &&
        typeof lower === 'number' &&
        upper === undefined &&
        gain > lower * length
      ) {
        return 'the annular capacity around the drill pipe above the collars (e.g. `0.0505 bbl/ft around the drill pipe`): the gain rises past the collars';
      }
      if (upper !== undefined && length === undefined) {
        return 'the length of the drill collars (e.g. `300 ft of collars`)';
      }
      return undefined;
    },
    complete: (input) => {
      // A gain that fits around the collars needs no second section.
      const {
        pit_gain_bbl: gain,
        annular_capacity_bbl_per_ft: lower,
        bottom_section_length_ft: length,
      } = input;
      if (
        input.upper_annular_capacity_bbl_per_ft === undefined &&
        typeof length === 'number' &&
        typeof gain === 'number' &&
        typeof lower === 'number' &&
        gain <= lower * length
      ) {
        delete input.bottom_section_length_ft;
        return `The ${plain(gain)} bbl gain fits in the ${plain(length)} ft of collar annulus.`;
      }
      return undefined;
    },
    note: WELL_CONTROL_NOTE,
  }),
];
