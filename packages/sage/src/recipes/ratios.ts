import { LABELLED, type Reading } from '../label';
import type { Mention } from '../read';
import { plain } from '../format';
import { convertValue, readUnit, type ReadUnit } from '../units';
import { composedBoth, recipe, type Composed } from './recipe';

const notGas = (mention: Mention): boolean => mention.unit?.flavour !== 'gas';

/** NGLs named beside a figure ("95 bbl/d NGL", "NGLs 95 bbl/d"): no part of the oil's. */
const NGL = /\b(?:ngls?|natural gas liquids)\b/;
const notNgl = (mention: Mention): boolean =>
  !NGL.test(mention.after.split(/[,;]/)[0] ?? '') &&
  !NGL.test(mention.before.split(/[,;]/).at(-1) ?? '');

const STREAMS = [
  {
    input: 'oil_rate_bbl_per_day',
    role: 'oil_rate',
    volume: 'oil_volume',
    flavour: 'oil',
    unit: 'bbl/d',
  },
  { input: 'water_rate_bbl_per_day', role: 'water_rate', flavour: 'water', unit: 'bbl/d' },
  {
    input: 'gas_rate_mscf_per_day',
    role: 'gas_rate',
    volume: 'gas_volume',
    flavour: 'gas',
    unit: 'Mcf/d',
  },
  { input: 'condensate_rate_bbl_per_day', role: 'condensate_rate', flavour: '', unit: 'bbl/d' },
] as const;

/**
 * The streams of a well test by what each rate is: its unit's fluid (`bopd`, `bwpd`, `Mcf/d`) or
 * the words naming it (`62 m3/d oil`, `9,800 m3/d gas`). A rate whose fluid neither says is left
 * for the question back; a gas rate is never taken for a liquid one.
 */
function streams(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const input: Record<string, number> = {};
  const taken: number[] = [];
  // Volumes stand for rates when no rate is given ("120 bbl oil and 880 bbl water a day").
  const dimension = reading.mentions.some((mention) => mention.unit?.dimension === 'rate')
    ? 'rate'
    : 'volume';
  for (const mention of reading.mentions) {
    if (used.has(mention.index) || mention.unit?.dimension !== dimension || mention.range) continue;
    const labels = reading.labels[mention.index] ?? new Map<string, number>();
    const byUnit = STREAMS.find((stream) => stream.flavour === mention.unit?.flavour);
    // Volumes by their own names ("oil 212 bbl" is the oil's volume).
    const strengthOf = (stream: (typeof STREAMS)[number]) =>
      Math.max(
        labels.get(stream.role) ?? 0,
        dimension === 'volume' && 'volume' in stream ? (labels.get(stream.volume) ?? 0) : 0,
      );
    const byName = [...STREAMS]
      .map((stream) => ({ stream, strength: strengthOf(stream) }))
      .filter(({ strength }) => strength >= 0.3)
      // On a tie the narrower stream wins: "condensate" names the condensate before the oil.
      .sort(
        (a, b) =>
          b.strength - a.strength ||
          Number(b.stream.role === 'condensate_rate') - Number(a.stream.role === 'condensate_rate'),
      )[0]?.stream;
    // "120 bbl oil", "880 bbl water": the fluid written with the unit — or right before the
    // number ("water 1,040 bbl").
    // "145 bo, 610 bw": barrels of oil and of water, as a gauge sheet writes them.
    const word =
      /\b(oil|water|gas|condensate)\b/.exec(`${mention.raw} ${mention.after.slice(0, 12)}`)?.[1] ??
      { bo: 'oil', bw: 'water' }[/\d\s*(bo|bw)$/i.exec(mention.raw)?.[1]?.toLowerCase() ?? ''];
    const ofFluid = (fluid: string | undefined) =>
      STREAMS.find(
        (stream) => stream.flavour === fluid || (fluid === 'condensate' && stream.flavour === ''),
      );
    const byWord = ofFluid(word);
    // "oil 35 m3/d water 140 m3/d gas 6200 m3/d": the fluid written right before each figure
    // names it, before a name read after the one before.
    const byBefore = ofFluid(/\b(oil|water|gas|condensate)\s*[:=]?\s*$/.exec(mention.before)?.[1]);
    const stream = byBefore ?? byName ?? byUnit ?? byWord;
    if (stream === undefined || input[stream.input] !== undefined) continue;
    // A gas unit never fills a liquid stream, nor a liquid unit — a barrel of any fluid — the gas.
    const gasUnit = mention.unit.flavour === 'gas';
    const liquidUnit = mention.unit.flavour !== undefined && !gasUnit;
    if ((stream.flavour === 'gas' && liquidUnit) || (stream.flavour !== 'gas' && gasUnit)) continue;
    const target = readUnit(dimension === 'rate' ? stream.unit : stream.unit.replace('/d', ''));
    input[stream.input] = convertValue(mention.value, mention.unit, target);
    taken.push(mention.index);
  }
  // A water cut or a WOR with a total ("2,000 bfpd at 85 % water cut") or with one stream
  // splits it: fw = WOR/(1 + WOR).
  const notes: string[] = [];
  const cut =
    reading.mentions.find(
      (mention) =>
        !used.has(mention.index) &&
        mention.unit?.dimension === 'fraction' &&
        (reading.labels[mention.index]?.get('water_cut') ?? 0) >= 0.5,
    ) ??
    reading.mentions.find(
      (mention) =>
        !used.has(mention.index) &&
        !taken.includes(mention.index) &&
        (mention.unit === undefined || mention.unit.dimension === 'dimensionless') &&
        (reading.labels[mention.index]?.get('water_oil_ratio') ?? 0) >= 0.5,
    );
  const fw =
    cut === undefined
      ? undefined
      : cut.unit?.dimension === 'fraction'
        ? cut.value / 100
        : cut.value / (1 + cut.value);
  if (cut !== undefined && fw !== undefined && fw > 0 && fw < 1) {
    const named =
      cut.unit?.dimension === 'fraction' ? `${cut.raw} water cut` : `a WOR of ${cut.raw}`;
    const total = reading.mentions.find(
      (mention) =>
        !used.has(mention.index) &&
        !taken.includes(mention.index) &&
        mention.unit?.dimension === 'rate' &&
        mention.unit.flavour !== 'gas' &&
        (mention.unit.flavour === 'liquid' ||
          (reading.labels[mention.index]?.get('liquid_rate') ?? 0) >= 0.3),
    );
    const oil = input.oil_rate_bbl_per_day;
    const water = input.water_rate_bbl_per_day;
    let split: string | undefined;
    if (total?.unit !== undefined && oil === undefined && water === undefined) {
      const liquid = convertValue(total.value, total.unit, readUnit('bbl/d'));
      input.oil_rate_bbl_per_day = liquid * (1 - fw);
      input.water_rate_bbl_per_day = liquid * fw;
      taken.push(total.index);
      split = `${total.raw} of liquid at ${named}`;
    } else if (oil !== undefined && water === undefined) {
      input.water_rate_bbl_per_day = (oil * fw) / (1 - fw);
      split = `${plain(oil)} bopd at ${named}`;
    } else if (water !== undefined && oil === undefined) {
      input.oil_rate_bbl_per_day = (water * (1 - fw)) / fw;
      split = `${plain(water)} bwpd at ${named}`;
    }
    if (split !== undefined) {
      taken.push(cut.index);
      notes.push(
        `${split}: ${plain(input.oil_rate_bbl_per_day ?? 0)} bopd and ${plain(input.water_rate_bbl_per_day ?? 0)} bwpd.`,
      );
    }
  }
  if (taken.length === 0) return undefined;
  if (dimension === 'volume') {
    notes.push(
      'Volumes read as the amounts of one period: the ratios are the same for any period.',
    );
  }
  return {
    input,
    used: taken,
    notes,
  };
}

/** "6:1", "5.8 to 1": the gas per barrel of oil equivalent, written as a ratio. */
function gasPerBoe(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const ratio = reading.mentions.find(
    (mention) =>
      !used.has(mention.index) &&
      mention.unit === undefined &&
      /^\s*(?::|to)\s*1\b/.test(reading.text.slice(mention.end)),
  );
  if (ratio === undefined || !(ratio.value >= 1 && ratio.value <= 20)) return undefined;
  // The "1" of "6:1" is part of the ratio, not a number left over.
  const one = reading.mentions[ratio.index + 1];
  const parts =
    one !== undefined &&
    one.value === 1 &&
    /^\s*(?::|to)\s*$/.test(reading.text.slice(ratio.end, one.start))
      ? [ratio.index, one.index]
      : [ratio.index];
  return { input: { gas_mcf_per_boe: ratio.value }, used: parts };
}

/**
 * "12 MMcf/d plus 450 bcpd": oil and gas given as daily rates, whose equivalent is per day — only
 * when no stream is given as a volume, which would make the sum neither.
 */
function dailyRates(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const open = reading.mentions.filter(
    (mention) => !used.has(mention.index) && mention.unit?.flavour !== 'water',
  );
  // A rate per day ("bbl/d", "bopd", "MMcf/d"), of oil, condensate or gas.
  const rate = open.some(
    (mention) => mention.unit?.dimension === 'rate' && /d$/i.test(mention.unit.id),
  );
  const volume = open.some((mention) => mention.unit?.dimension === 'volume');
  return rate && !volume ? { input: { per_day: true }, used: [] } : undefined;
}

/** A total asked of figures listed by period ("Q1 total BOE", "the sum", "combined"). */
const TOTAL_ASKED = /\b(?:total|sum|combined|altogether|in all|q[1-4]|quarter|year to date|ytd)\b/;

/**
 * "Jan: 12,400 bbl oil, 38,500 Mcf / Feb: 11,100 bbl, 35,200 Mcf … Q1 total BOE?": the oil and
 * the gas volumes listed, each summed, when a total is asked.
 */
function summedVolumes(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  if (!TOTAL_ASKED.test(reading.text)) return undefined;
  const volumes = reading.mentions.filter(
    (mention) =>
      !used.has(mention.index) &&
      mention.unit?.dimension === 'volume' &&
      mention.unit.flavour !== 'water' &&
      !/^\s*(?:of\s+)?(?:ngls?|natural gas liquids|liquids)\b/.test(mention.after),
  );
  const gas = volumes.filter((mention) => mention.unit?.flavour === 'gas');
  const oil = volumes.filter((mention) => mention.unit?.flavour !== 'gas');
  if (gas.length < 2 && oil.length < 2) return undefined;
  const sum = (mentions: readonly Mention[], unit: string) =>
    mentions.reduce(
      (total, mention) =>
        total + convertValue(mention.value, mention.unit as ReadUnit, readUnit(unit)),
      0,
    );
  return {
    input: {
      ...(oil.length > 0 && { oil_bbl: sum(oil, 'bbl') }),
      ...(gas.length > 0 && { gas_mcf: sum(gas, 'Mcf') }),
    },
    used: volumes.map((mention) => mention.index),
    notes: [
      `The total asked: ${[
        oil.length > 1 ? `${oil.length} oil volumes` : '',
        gas.length > 1 ? `${gas.length} gas volumes` : '',
      ]
        .filter(Boolean)
        .join(' and ')} summed.`,
    ],
  };
}

/** Production ratios (GOR, WOR, water cut, CGR), water cut ↔ WOR, and barrels of oil equivalent. */
export const ratiosRecipes = [
  recipe({
    tool: 'production_ratios',
    terms: {
      gor: 3,
      'gas oil ratio': 3,
      'gas-oil ratio': 3,
      'producing gor': 3,
      'water cut': 1.5,
      watercut: 1.5,
      wc: 1,
      'oil cut': 2.5,
      // From the rates themselves (the water cut ↔ WOR conversion takes one of the two).
      wor: 2,
      'water oil ratio': 2,
      cgr: 3,
      'condensate gas ratio': 3,
      'condensate yield': 2.5,
      'liquid yield': 2,
      ratios: 1.5,
      'separator test': 1.5,
      'scf/bbl': 1,
      'scf/stb': 1,
      'm3/m3': 1,
      'sm3/sm3': 1,
      'water rate': 2.5,
      'oil rate': 2.5,
      'how much oil': 2,
      'how much water': 2,
      compare: -3,
      versus: -2,
      vs: -2,
    },
    inputs: [
      { input: 'oil_rate_bbl_per_day', role: 'oil_rate', labelled: true, accepts: notGas },
      { input: 'water_rate_bbl_per_day', role: 'water_rate', labelled: true, accepts: notGas },
      { input: 'gas_rate_mscf_per_day', role: 'gas_rate', labelled: true },
      {
        input: 'condensate_rate_bbl_per_day',
        role: 'condensate_rate',
        labelled: true,
        accepts: notGas,
      },
    ],
    compose: streams,
    complete: (input) => {
      if (
        input.oil_rate_bbl_per_day === undefined &&
        input.condensate_rate_bbl_per_day !== undefined &&
        input.gas_rate_mscf_per_day !== undefined
      ) {
        input.oil_rate_bbl_per_day = 0;
        return 'No oil rate given: read as a gas well making condensate (oil 0 bbl/d).';
      }
      return undefined;
    },
    needs: {
      gas_oil_ratio_scf_per_bbl: ['gas_rate_mscf_per_day'],
      water_cut_pct: ['water_rate_bbl_per_day'],
      water_oil_ratio: ['water_rate_bbl_per_day'],
      oil_cut_pct: ['water_rate_bbl_per_day'],
      condensate_gas_ratio_bbl_per_mmscf: ['condensate_rate_bbl_per_day', 'gas_rate_mscf_per_day'],
    },
    answers: {
      gas_oil_ratio_scf_per_bbl: [
        'gor',
        'gas oil ratio',
        'gas-oil ratio',
        'scf/bbl',
        'scf/stb',
        'm3/m3',
      ],
      water_cut_pct: ['water cut', 'watercut', 'wc', 'bsw', 'bs&w'],
      water_oil_ratio: ['wor', 'water oil ratio', 'water-oil ratio'],
      oil_cut_pct: ['oil cut'],
      condensate_gas_ratio_bbl_per_mmscf: [
        'cgr',
        'condensate gas ratio',
        'condensate yield',
        'bbl/mmscf',
        'liquid yield',
      ],
      total_liquid_bbl_per_day: ['total liquid', 'total fluid', 'gross'],
    },
  }),
  recipe({
    tool: 'water_cut_wor_conversion',
    terms: {
      'water cut': 2,
      wor: 2.5,
      'water oil ratio': 2.5,
      'water-oil ratio': 2.5,
      wc: 1.5,
      convert: 1,
      'what water cut': 2,
      'what wor': 2,
      bsw: 1.5,
    },
    inputs: [
      {
        input: 'water_cut_pct',
        role: 'water_cut',
        accepts: (mention) => mention.unit?.dimension === 'fraction' || mention.unit === undefined,
      },
      { input: 'water_oil_ratio', role: 'water_oil_ratio', labelled: true },
    ],
    answers: {
      water_cut_pct: [
        'water cut',
        'watercut',
        'what water cut',
        'water cut for',
        'water cut is',
        'water cut of a',
        'to water cut',
        'into water cut',
      ],
      water_oil_ratio: ['wor', 'water oil ratio', 'water-oil ratio'],
    },
    missing: (input) =>
      input.water_cut_pct === undefined && input.water_oil_ratio === undefined
        ? 'the water cut (e.g. `85 %`) or the water-oil ratio (e.g. `WOR 4`)'
        : undefined,
  }),
  recipe({
    tool: 'barrels_of_oil_equivalent',
    terms: {
      boe: 3,
      'barrels of oil equivalent': 3,
      'oil equivalent': 3,
      'barrel of oil equivalent': 3,
      boepd: 2,
      mboe: 2,
      equivalent: 1,
    },
    inputs: [
      {
        input: 'oil_bbl',
        role: 'oil_volume',
        free: true,
        accepts: (mention) => notGas(mention) && notNgl(mention),
      },
      // Daily rates ("450 bcpd", "12 MMcf/d"), for a BOE per day.
      { input: 'oil_bbl', role: 'oil_rate', free: true, unit: 'bbl/d' },
      // "Makes 180 bopd": a rate its unit names as oil, whatever the words call it (beside
      // volumes, a day's rate is no part of their sum).
      {
        input: 'oil_bbl',
        role: 'liquid_rate',
        free: true,
        unit: 'bbl/d',
        accepts: (mention, reading) =>
          mention.unit?.flavour === 'oil' &&
          !reading.mentions.some((other) => other.unit?.dimension === 'volume'),
      },
      { input: 'oil_bbl', role: 'condensate_rate', free: true, unit: 'bbl/d', accepts: notNgl },
      { input: 'gas_mcf', role: 'gas_rate', free: true, unit: 'Mcf/d' },
      {
        input: 'gas_mcf',
        role: 'gas_volume',
        free: true,
        // By its unit (Mcf), or a metric volume the words call gas ("1.2 million Sm3 gas").
        accepts: (mention, reading) =>
          mention.unit?.flavour === 'gas' ||
          (mention.unit?.flavour === undefined &&
            (reading.labels[mention.index]?.get('gas_volume') ?? 0) >= LABELLED),
      },
      {
        input: 'ngl_bbl',
        role: 'oil_volume',
        labelled: true,
        names: ['ngl', 'ngls', 'natural gas liquids', 'liquids'],
      },
      // "95 bbl/d NGL": a daily rate of them, beside the oil's.
      {
        input: 'ngl_bbl',
        role: 'condensate_rate',
        labelled: true,
        unit: 'bbl/d',
        names: ['ngl', 'ngls', 'natural gas liquids'],
      },
      // "5.8 mcf per boe": a gas–oil ratio in a BOE question is its conversion factor.
      { input: 'gas_mcf_per_boe', role: 'gas_liquid_ratio', unit: 'Mcf/bbl', free: true },
      {
        input: 'gas_mcf_per_boe',
        role: 'water_oil_ratio',
        labelled: true,
        names: ['mcf per boe', 'mcf/boe', 'conversion', 'ratio', 'mcf to 1', 'to 1'],
      },
    ],
    compose: composedBoth(gasPerBoe, composedBoth(dailyRates, summedVolumes)),
    missing: (input) =>
      input.oil_bbl === undefined && input.gas_mcf === undefined && input.ngl_bbl === undefined
        ? 'the oil volume (e.g. `500 bbl`) and the gas volume (e.g. `3,000 Mcf`)'
        : undefined,
  }),
];
