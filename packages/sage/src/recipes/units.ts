import type { Reading } from '../label';
import type { Mention } from '../read';
import { convertValue, readUnit } from '../units';
import { recipe, type Composed } from './recipe';

/** The calculator's names of the gas volume units it shows, by the reader's unit. */
const GAS_VOLUME_UNITS: Readonly<Record<string, string>> = {
  scf: 'scf',
  Mcf: 'Mscf',
  MMcf: 'MMscf',
  Bcf: 'Bscf',
  m3: 'Sm3',
  e3m3: 'e3Sm3',
};

/** A base pressure: an absolute pressure near one atmosphere, however written. */
function basePressure(mention: Mention): number | undefined {
  const unit = mention.unit;
  if (unit !== undefined && unit.dimension !== 'pressure') return undefined;
  // A base is absolute by definition: "14.73 psi" is 14.73 psia, never gauge.
  const psi =
    unit === undefined ? mention.value : convertValue(mention.value, unit, readUnit('psi'));
  return psi >= 10 && psi <= 20 ? psi : undefined;
}

function baseTemperature(mention: Mention): number | undefined {
  if (mention.unit?.dimension !== 'temperature') return undefined;
  const degF = convertValue(mention.value, mention.unit, readUnit('degF'));
  return degF >= 0 && degF <= 100 ? degF : undefined;
}

/**
 * A gas volume restated at another base ("250,000 Mcf reported on the Texas 14.65 psia base, to
 * 14.73 psia, both 60 F"): the volume with its unit, the two base pressures in the order written
 * (from, then to), and the base temperatures — one for both, two in order, none for 60 °F.
 */
function baseChange(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
  const volume = mentions.find((mention) => mention.unit?.dimension === 'volume');
  const unit = volume?.unit === undefined ? undefined : GAS_VOLUME_UNITS[volume.unit.id];
  const pressures = mentions.filter((mention) => basePressure(mention) !== undefined);
  const temperatures = mentions.filter((mention) => baseTemperature(mention) !== undefined);
  const [from, to] = pressures;
  if (volume === undefined || unit === undefined || from === undefined || to === undefined) {
    return undefined;
  }
  if (pressures.length !== 2 || temperatures.length > 2) return undefined;
  const [first, second] = temperatures.map((mention) => baseTemperature(mention) ?? 60);
  return {
    input: {
      volume: volume.value,
      volume_unit: unit,
      from_pressure_base_psia: basePressure(from),
      to_pressure_base_psia: basePressure(to),
      ...(first !== undefined && {
        from_temperature_base_degF: first,
        to_temperature_base_degF: second ?? first,
      }),
    },
    used: [volume, ...pressures, ...temperatures].map((mention) => mention.index),
    notes: [
      `Read as ${volume.raw} at ${from.raw} restated at ${to.raw}${first === undefined ? ', both at 60 °F' : ''}.`,
    ],
  };
}

/** Gas volumes restated between measurement bases (Texas 14.65 psia, federal 14.73 psia). */
export const unitsRecipes = [
  recipe({
    tool: 'gas_volume_base_conversion',
    terms: {
      restate: 2.5,
      restated: 2.5,
      restating: 2.5,
      'pressure base': 3,
      'base pressure': 2.5,
      'measurement base': 3,
      'at another base': 3,
      'to another base': 3,
      'different base': 2.5,
      'texas base': 2.5,
      'federal base': 2.5,
      base: 1,
      'reported at': 1,
      'base conditions': 3,
      'reference conditions': 2.5,
      'normal conditions': 2.5,
      'standard conditions': 2,
      // "48,500 e3m3 at 101.325 kPa and 0 C (normal)": the normal base, 0 °C.
      normal: 1,
    },
    inputs: [],
    compose: baseChange,
    missing: (input) =>
      input.volume === undefined
        ? 'the gas volume with its unit and the two pressure bases (e.g. `250,000 Mcf at 14.65 psia, restated at 14.73 psia`)'
        : undefined,
  }),
];
