import { FIELD_GRADIENT_FACTOR } from '@petrosage/oilfield';
import { plain } from '../format';
import { recipe } from './recipe';

/** Hydrostatics, mud weights, circulating density, annular velocity and weighting up a mud. */
export const drillingRecipes = [
  recipe({
    tool: 'hydrostatic_pressure',
    terms: {
      hydrostatic: 3,
      'hydrostatic pressure': 3,
      'hydrostatic head': 3,
      'mud column pressure': 3,
      'column of mud': 2,
      'mud column': 2,
      'pressure of the mud column': 3,
      'bottom hole pressure': 1.5,
      bhp: 1.2,
      'pressure at bottom': 1.5,
      'pressure at the bottom': 1.5,
      'pressure at td': 1.5,
      exert: 1.5,
      'what pressure': 0.8,
      'pressure at': 0.6,
      psi: 0.3,
    },
    inputs: [
      {
        input: 'surface_pressure_psi',
        role: 'surface_pressure',
        labelled: true,
        // A pressure shut in on the annulus sits on top of the annular column.
        names: [
          'on the casing',
          'casing pressure',
          'sicp',
          'on the annulus',
          'annulus pressure',
          'csg pressure',
        ],
      },
      { input: 'tvd_ft', role: 'tvd' },
      { input: 'mud_weight_ppg', role: 'mud_weight' },
    ],
    answers: {
      gradient_psi_per_ft: ['gradient', 'psi/ft', 'per foot', 'per ft', 'kpa/m', 'bar/m'],
    },
  }),
  recipe({
    tool: 'pressure_gradient',
    terms: {
      'pressure gradient': 3,
      'mud gradient': 3,
      'fluid gradient': 3,
      gradient: 2,
      'psi per foot': 1.5,
      'psi per ft': 1.5,
      'psi/ft': 1.5,
    },
    inputs: [{ input: 'mud_weight_ppg', role: 'mud_weight' }],
  }),
  recipe({
    tool: 'mud_weight_from_gradient',
    terms: {
      'mud weight from gradient': 3,
      'mud weight from a gradient': 3,
      'what mud weight': 2,
      'which mud weight': 2,
      'mud weight equivalent': 2,
      'mud weight': 1,
      'in ppg': 1,
      'to ppg': 1.5,
      'into ppg': 1.5,
      ppg: 0.5,
      'what density': 1.5,
      'what weight': 1.5,
    },
    inputs: [{ input: 'gradient_psi_per_ft', role: 'gradient' }],
  }),
  recipe({
    tool: 'equivalent_mud_weight',
    terms: {
      'equivalent mud weight': 3,
      emw: 2.5,
      'mud weight to balance': 3,
      'weight to balance': 3,
      'mud weight needed': 2,
      'mud weight required': 2,
      'what mud weight': 1.5,
      'balance the formation': 2.5,
      'balance formation pressure': 3,
      'balance pore pressure': 3,
      'balance a pore pressure': 3,
      balance: 1.5,
      'hold back': 1.5,
      'to control': 1,
      overbalance: 1,
      'pore pressure': 1,
      'formation pressure': 1,
    },
    inputs: [
      { input: 'pressure_psi', role: 'reservoir_pressure' },
      { input: 'tvd_ft', role: 'tvd' },
      { input: 'overbalance_psi', role: 'overbalance_pressure', labelled: true, unit: 'psi' },
      { input: 'overbalance_ppg', role: 'trip_margin', labelled: true, unit: 'ppg' },
    ],
    complete: (input) => {
      const {
        pressure_psi: pressure,
        tvd_ft: tvd,
        overbalance_psi: psi,
        overbalance_ppg: ppg,
      } = input;
      delete input.overbalance_psi;
      delete input.overbalance_ppg;
      if (typeof pressure !== 'number') return undefined;
      if (typeof psi === 'number') {
        input.pressure_psi = pressure + psi;
        return `Balancing ${plain(pressure)} psi plus the ${plain(psi)} psi overbalance: ${plain(pressure + psi)} psi.`;
      }
      if (typeof ppg === 'number' && typeof tvd === 'number') {
        const added = FIELD_GRADIENT_FACTOR * ppg * tvd;
        input.pressure_psi = pressure + added;
        return `Balancing ${plain(pressure)} psi plus the ${plain(ppg)} ppg overbalance (${plain(added)} psi at ${plain(tvd)} ft): ${plain(pressure + added)} psi.`;
      }
      return undefined;
    },
  }),
  recipe({
    tool: 'equivalent_circulating_density',
    terms: {
      ecd: 3,
      'equivalent circulating density': 3,
      'circulating density': 3,
      'effective circulating density': 3,
      'bottom hole circulating pressure': 2.5,
      bhcp: 2.5,
      'while circulating': 1,
      apl: 1,
      'annular pressure loss': 1,
      'annular friction': 1,
    },
    inputs: [
      { input: 'mud_weight_ppg', role: 'mud_weight' },
      { input: 'annular_pressure_loss_psi', role: 'annular_pressure_loss' },
      { input: 'tvd_ft', role: 'tvd' },
      { input: 'fracture_emw_ppg', role: 'lot_emw', labelled: true },
    ],
    answers: {
      bottom_hole_circulating_pressure_psi: [
        'bottom hole circulating pressure',
        'bhcp',
        'circulating pressure at bottom',
        'circulating bhp',
      ],
    },
  }),
  recipe({
    tool: 'annular_velocity',
    terms: {
      'annular velocity': 3,
      av: 2.5,
      'uphole velocity': 3,
      'up hole velocity': 3,
      'return velocity': 2.5,
      'annular speed': 3,
      'velocity in the annular': 3,
      'velocity in the annulus': 3,
      'velocity around': 2,
      'how fast': 1.5,
      velocity: 1.5,
      'ft/min': 1,
      'hole cleaning': 1,
    },
    inputs: [
      { input: 'flow_rate_gpm', role: 'pump_rate' },
      { input: 'hole_or_casing_id_in', role: 'hole_diameter' },
      { input: 'pipe_od_in', role: 'pipe_od' },
    ],
    answers: {
      annular_capacity_bbl_per_ft: ['annular capacity', 'capacity'],
    },
  }),
  recipe({
    tool: 'barite_weight_up',
    terms: {
      barite: 3,
      'weight up': 2.5,
      'weighting up': 2.5,
      'raise mud weight': 2.5,
      'raise the mud weight': 2.5,
      'increase mud weight': 2.5,
      'increase the mud weight': 2.5,
      'raise the weight': 2,
      'increase the density': 2,
      'sacks of barite': 3,
      'how many sacks': 2,
      'how much barite': 3,
      sacks: 1,
      'weight material': 2,
      kill: -2,
      kmw: -2,
      scale: -4,
      scaling: -4,
      saturation: -3,
      sulfate: -3,
      sulphate: -3,
      so4: -3,
      'produced water': -3,
    },
    inputs: [
      { input: 'mud_volume_bbl', role: 'mud_volume' },
      { input: 'current_mud_weight_ppg', role: 'current_mud_weight', names: ['from', 'of'] },
      { input: 'desired_mud_weight_ppg', role: 'target_mud_weight', names: ['to'] },
      {
        input: 'barite_specific_gravity',
        role: 'additive_sg',
        labelled: true,
        // "4.2 SG barite": the word names its gravity here, not a question for it.
        names: ['barite'],
      },
    ],
    answers: {
      barite_sacks: ['sacks', 'sx', 'sks', 'how many sacks'],
      barite_kg: ['kg', 'kilograms', 'kilos', 'tonnes'],
      volume_increase_bbl: ['volume increase', 'how much volume', 'increase in volume'],
    },
  }),
];
