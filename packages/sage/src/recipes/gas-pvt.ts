import { AIR_MOLECULAR_WEIGHT } from '@petrosage/oilfield';
import { plain } from '../format';
import { LABELLED, type Reading } from '../label';
import { recipe, type Composed } from './recipe';

/**
 * A gas given by its molecular weight rather than its gravity ("Ma 19.5", "a 23.4 g/mol gas"):
 * γg = Ma/28.9625 (McCain, The Properties of Petroleum Fluids, 2nd ed., ch. 3), said so.
 */
function gravityFromMolecularWeight(
  reading: Reading,
  used: ReadonlySet<number>,
): Composed | undefined {
  const named = (role: string) =>
    reading.mentions.filter(
      (mention) =>
        !used.has(mention.index) && (reading.labels[mention.index]?.get(role) ?? 0) >= LABELLED,
    );
  if (named('gas_gravity').length > 0) return undefined;
  const weights = named('molecular_weight').filter(
    (mention) => mention.unit === undefined && mention.value >= 16 && mention.value <= 200,
  );
  const [weight] = weights;
  if (weight === undefined || weights.length > 1) return undefined;
  const gravity = weight.value / AIR_MOLECULAR_WEIGHT;
  return {
    input: { gas_specific_gravity: gravity },
    used: [weight.index],
    notes: [
      `Gas gravity from the molecular weight: ${plain(weight.value)}/${AIR_MOLECULAR_WEIGHT} = ${plain(gravity)}.`,
    ],
  };
}

const SOUR = [
  { input: 'co2_mol_pct', role: 'co2' },
  { input: 'h2s_mol_pct', role: 'h2s' },
] as const;

/** Natural-gas properties: pseudo-criticals, Z-factor, Bg and density, viscosity. */
export const gasPvtRecipes = [
  recipe({
    tool: 'gas_pseudo_critical',
    terms: {
      'pseudo critical': 3,
      pseudocritical: 3,
      'pseudo-critical': 3,
      tpc: 3,
      ppc: 3,
      'critical temperature': 2,
      'critical pressure': 2,
      sutton: 1,
      'wichert aziz': 1.5,
    },
    inputs: [{ input: 'gas_specific_gravity', role: 'gas_gravity' }, ...SOUR],
    options: (text) => (/\bstanding\b/.test(text) ? { correlation: 'standing' } : {}),
    answers: {
      pseudo_critical_temperature: ['tpc', 'critical temperature', 'pseudo critical temperature'],
      pseudo_critical_pressure: ['ppc', 'critical pressure', 'pseudo critical pressure'],
      wichert_aziz_epsilon: ['epsilon', 'adjustment', 'wichert aziz correction'],
    },
  }),
  recipe({
    tool: 'gas_z_factor',
    terms: {
      'z factor': 3,
      'z-factor': 3,
      zfactor: 3,
      z: 2,
      'compressibility factor': 3,
      'deviation factor': 3,
      'gas deviation': 2.5,
      supercompressibility: 3,
      'real gas': 1,
      dak: 2,
      'dranchuk abou kassem': 2.5,
      'hall yarborough': 2.5,
      'standing katz': 2,
      bg: 0.8,
      'gas density': 1,
      'gas fvf': 1,
      'formation volume factor': 0.5,
    },
    inputs: [
      { input: 'pressure_psia', role: 'pressure' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      ...SOUR,
    ],
    compose: gravityFromMolecularWeight,
    provides: { z_factor: 'z_factor', gas_density: 'gas_density', gas_fvf_ft3_per_scf: 'gas_fvf' },
    answers: {
      gas_fvf_ft3_per_scf: ['bg', 'gas fvf', 'gas formation volume factor', 'ft3/scf'],
      gas_fvf_bbl_per_mscf: ['bbl/mscf', 'bbl/mcf', 'rb/mscf', 'rb/mcf'],
      gas_density: ['gas density', 'density'],
      gas_expansion_factor: ['expansion factor'],
    },
    options: (text) => ({
      ...(/\bhall\b|\byarborough\b/.test(text) && { z_correlation: 'hall_yarborough' }),
      ...(/\bstanding\b/.test(text) && { pseudo_critical_correlation: 'standing' }),
    }),
  }),
  recipe({
    tool: 'gas_fvf_and_density',
    terms: {
      bg: 2.5,
      'gas fvf': 3,
      'gas formation volume factor': 3,
      'gas volume factor': 3,
      'gas density': 2.5,
      'density of the gas': 2.5,
      'expansion factor': 2,
      'formation volume factor': 1,
      density: 0.5,
      // A Z stated with the conditions is this calculator's, not the Z-factor correlation's.
      z: 1,
    },
    inputs: [
      { input: 'pressure_psia', role: 'pressure' },
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'z_factor', role: 'z_factor', labelled: true },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      {
        input: 'base_pressure_psia',
        role: 'pressure',
        labelled: true,
        names: ['base pressure', 'base', 'standard pressure', 'pressure base', 'psc'],
      },
      {
        input: 'base_temperature_degF',
        role: 'temperature',
        labelled: true,
        names: ['base temperature', 'standard temperature', 'temperature base', 'tsc'],
      },
    ],
    answers: {
      gas_density: ['gas density', 'density'],
      gas_fvf_ft3_per_scf: ['bg', 'gas fvf', 'formation volume factor', 'ft3/scf'],
      gas_fvf_bbl_per_mscf: ['bbl/mscf', 'bbl/mcf', 'rb/mscf'],
      gas_expansion_factor: ['expansion factor', 'eg', 'scf/ft3', 'gas expansion'],
    },
    // Bg and Eg need only p, T and z; the density needs the gas's gravity too.
    needs: { gas_density: ['gas_specific_gravity'] },
  }),
  recipe({
    tool: 'gas_viscosity',
    terms: {
      'gas viscosity': 3,
      'gas visc': 3,
      'viscosity of the gas': 3,
      'lee gonzalez eakin': 3,
      'lee gonzalez': 3,
      lge: 2.5,
      mug: 3,
      'mu g': 3,
      μg: 3,
      // μg typed without the Greek letter.
      ug: 3,
      'mu gas': 3,
      viscosity: 1,
    },
    inputs: [
      { input: 'temperature_degF', role: 'temperature' },
      { input: 'gas_specific_gravity', role: 'gas_gravity' },
      { input: 'pressure_psia', role: 'pressure', free: true },
      { input: 'gas_density_lb_per_ft3', role: 'gas_density', free: true },
      { input: 'z_factor', role: 'z_factor', labelled: true },
    ],
    // Naming the gas viscosity asks for this result ("LGE viscosity of the gas at 8.3 lb/ft3").
    answers: {
      gas_viscosity_cp: [
        'gas viscosity',
        'viscosity of the gas',
        'mug',
        'mu g',
        'μg',
        'ug',
        'mu gas',
      ],
    },
    missing: (input) =>
      input.pressure_psia === undefined && input.gas_density_lb_per_ft3 === undefined
        ? 'the pressure (e.g. `2,000 psia`) or the gas density (e.g. `8.3 lb/ft3`)'
        : undefined,
  }),
];
