import { FIELD_GRADIENT_FACTOR } from '@petrosage/oilfield';
import { plain } from '../format';
import { LABELLED } from '../label';
import { annularSections } from './annulus';
import { cementJob, cementSpan } from './cement';
import { densityPpg, fluidLayers, fromTo, nozzleSizes, statedDensities, twoMuds } from './fluids';
import { namesCasing } from '../pipe';
import { recipe } from './recipe';

/**
 * A message giving two different fluid densities is no single-fluid column: the reply asks for
 * the height of each rather than computing it all as one of them.
 */
function severalFluids(text: string): string | undefined {
  const found = statedDensities(text);
  const distinct = new Set(found.map((mention) => (densityPpg(mention) ?? 0).toFixed(3)));
  if (distinct.size < 2) return undefined;
  return `You gave ${found.length} densities (${found.map((mention) => mention.raw).join(', ')}): a column of several fluids needs the height (or the depth reached) of each, from the top down — e.g. \`2,400 m of 1.20 SG mud over 400 m of 1.90 SG cement\` — so I don't compute it all as one fluid. Which fluid fills which part of the column?`;
}

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
      // "HP at 9,300 ft with 10.1 ppg": hydrostatic pressure in a driller's shorthand (a mud weight
      // and a depth tell it from horsepower).
      hp: 1,
      'pressure at bottom': 1.5,
      'pressure at the bottom': 1.5,
      'pressure at td': 1.5,
      exert: 1.5,
      'what pressure': 0.8,
      'pressure at': 0.6,
      psi: 0.3,
      // "What TVD gives 4,000 psi with 11 ppg?": the depth a column reaches a pressure at.
      'what tvd': 1,
      'what depth': 1,
      'how deep': 1,
      // What a column holds over the formation.
      overbalance: 2,
      'over balance': 2,
      'how much over': 1,
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
          // …and one shut in on the drill pipe on top of the string's.
          'sidpp',
          'sidp',
          'on the drill pipe',
          'on the dp',
          'drill pipe pressure',
        ],
      },
      { input: 'tvd_ft', role: 'tvd' },
      // The column may be a completion or kill brine: its SG or weight is the fluid's.
      {
        input: 'mud_weight_ppg',
        role: 'mud_weight',
        names: [
          'brine',
          'brine sg',
          'completion brine',
          'completion fluid',
          'kill fluid',
          'workover fluid',
          'packer fluid',
        ],
      },
      // The formation's pressure at the same depth, for the overbalance the column holds.
      { input: 'formation_pressure_psi', role: 'reservoir_pressure', labelled: true },
    ],
    answers: {
      overbalance_psi: [
        'overbalance',
        'over balance',
        'underbalance',
        'under balance',
        'how much over',
        'how much under',
        'overbalanced by',
        'underbalanced by',
      ],
      gradient_psi_per_ft: ['gradient', 'psi/ft', 'per foot', 'per ft', 'kpa/m', 'bar/m'],
      bottom_hole_pressure_psi: [
        'bhp',
        'bottom hole pressure',
        'bottomhole pressure',
        'pressure at the perfs',
        'pressure at the bottom',
        'pressure at bottom',
        'pressure at td',
      ],
    },
    needs: { overbalance_psi: ['formation_pressure_psi'] },
    declines: severalFluids,
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
      'kpa/m': 1.5,
      'bar/m': 1.5,
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
      'in kg/m3': 1,
      'to kg/m3': 1.5,
      'in sg': 1,
      'to sg': 1.5,
      // A gas's density is worked from its pressure and temperature, not a gradient of mud.
      'gas density': -3,
      'gas sg': -2,
      'sg gas': -2,
      'gas gravity': -2,
      ppg: 0.5,
      'what density': 1.5,
      'what weight': 1.5,
      'what ppg': 2,
      'how many ppg': 2,
      'ppg equivalent': 2,
      'equivalent ppg': 2,
      'ppg equals': 1.5,
      'ppg is': 1,
      // "MW" is how the rig writes a mud weight.
      mw: 1,
      'what mw': 2,
      'which mw': 2,
      balance: 1,
      balances: 1,
      'to balance': 1.5,
    },
    inputs: [{ input: 'gradient_psi_per_ft', role: 'gradient' }],
  }),
  recipe({
    tool: 'equivalent_mud_weight',
    terms: {
      'equivalent mud weight': 3,
      'equivalent mud density': 3,
      'equivalent density': 2,
      emw: 2.5,
      'mud weight to balance': 3,
      'weight to balance': 3,
      'mud weight needed': 2,
      'mud weight required': 2,
      'what mud weight': 1.5,
      // A workover's kill fluid from the bottom-hole pressure: the weight that balances it.
      'brine weight': 2,
      'kill fluid weight': 2,
      'kill brine': 2,
      // …or its density, the same figure named the other way.
      'brine density': 2,
      'kill fluid density': 2,
      // A kill weight from a reservoir or bottom-hole pressure (a workover, a bullhead), not from
      // a kick's SIDPP.
      workover: 1,
      bullhead: 1.5,
      'balance the formation': 2.5,
      'balance formation pressure': 3,
      'balance pore pressure': 3,
      'balance a pore pressure': 3,
      balance: 1.5,
      'hold back': 1.5,
      'to control': 1,
      overbalance: 1,
      'fluid weight': 1.5,
      'pore pressure': 1,
      'formation pressure': 1,
    },
    inputs: [
      // The pressure the mud must hold, however it is named: pore, formation or bottom-hole.
      {
        input: 'pressure_psi',
        role: 'reservoir_pressure',
        names: ['bottom hole pressure', 'bhp', 'pressure at bottom', 'pressure at td'],
      },
      { input: 'tvd_ft', role: 'tvd' },
      { input: 'overbalance_psi', role: 'overbalance_pressure', labelled: true, unit: 'psi' },
      { input: 'overbalance_ppg', role: 'trip_margin', labelled: true, unit: 'ppg' },
      { input: 'underbalance_psi', role: 'underbalance_pressure', labelled: true, unit: 'psi' },
    ],
    complete: (input) => {
      const {
        pressure_psi: pressure,
        tvd_ft: tvd,
        overbalance_psi: psi,
        overbalance_ppg: ppg,
        underbalance_psi: under,
      } = input;
      // Without the pressure yet (a follow-up adding the margin), the margin waits for it.
      if (typeof pressure !== 'number') return undefined;
      delete input.overbalance_psi;
      delete input.overbalance_ppg;
      delete input.underbalance_psi;
      if (typeof under === 'number') {
        input.pressure_psi = pressure - under;
        return `Balancing ${plain(pressure)} psi less the ${plain(under)} psi underbalance: ${plain(pressure - under)} psi.`;
      }
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
      // An ECD of a vapour or flare system is an emission control device.
      emission: -3,
      emissions: -3,
      'destruction efficiency': -3,
      combustor: -3,
      flare: -3,
      voc: -3,
      vapor: -2,
      vapour: -2,
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
      fracture_margin_ppg: ['margin', 'how much room', 'headroom', 'kick margin', 'how close'],
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
      // Up in the casing, the annulus is its bore: "and in the casing with 8.681 ID?".
      {
        input: 'hole_or_casing_id_in',
        role: 'hole_diameter',
        names: ['casing id', 'csg id', 'casing inside diameter', 'liner id', 'id'],
        // A casing's nominal size is its outside, never its bore.
        accepts: (mention, reading) => !namesCasing(reading, mention),
      },
      // "Up in the 9-5/8 47# casing": the casing around the string, never the string.
      {
        input: 'pipe_od_in',
        role: 'pipe_od',
        accepts: (mention, reading) => !namesCasing(reading, mention),
      },
    ],
    // The hole (or a casing's stated ID) and the pipe, the larger the hole: "9.625 in casing
    // (8.835 ID) around 5 in DP". A message with other sizes is read by their names instead.
    compose: (reading, used) => {
      const annulus = annularSections(reading, used, { perFoot: true });
      const sections = annulus?.input.sections;
      if (annulus === undefined || !Array.isArray(sections) || sections.length !== 1) {
        return undefined;
      }
      const [section] = sections as { hole_or_casing_id_in: number; pipe_od_in: number }[];
      if (section === undefined) return undefined;
      return {
        input: {
          hole_or_casing_id_in: section.hole_or_casing_id_in,
          pipe_od_in: section.pipe_od_in,
        },
        used: annulus.used,
      };
    },
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
      {
        input: 'current_mud_weight_ppg',
        role: 'current_mud_weight',
        names: ['from', 'of', 'at'],
      },
      { input: 'desired_mud_weight_ppg', role: 'target_mud_weight', names: ['to', 'going to'] },
      {
        input: 'barite_specific_gravity',
        role: 'additive_sg',
        labelled: true,
        // "4.2 SG barite", "our barite is only SG 4.1": the word names its gravity here, not a
        // question for it.
        names: ['barite', 'barite is', 'barite is only', 'barite sg', 'barite gravity', 'sg'],
      },
    ],
    // "11.5 → 12.5 ppg", "from 1.25 to 1.35 sg": the weight now, then the one wanted.
    compose: (reading, used) =>
      fromTo(reading, used, { from: 'current_mud_weight_ppg', to: 'desired_mud_weight_ppg' }),
    answers: {
      barite_sacks: ['sacks', 'sx', 'sks', 'how many sacks'],
      barite_kg: ['kg', 'kilograms', 'kilos', 'tonnes'],
      volume_increase_bbl: [
        'volume increase',
        'how much volume',
        'increase in volume',
        'volume go up',
        'volume goes up',
        'volume gain',
        'extra volume',
        // The pits as the volume's gauge: "how much will the pits come up?"
        'pits come up',
        'pit come up',
        'pits go up',
        'pit go up',
        'pits rise',
        'pit level rise',
        'pit gain',
        'pits gain',
        'rise in the pits',
      ],
      final_volume_bbl: [
        'final volume',
        'volume after',
        'pit volume',
        'new volume',
        'total volume',
        'end up with',
      ],
    },
  }),
  recipe({
    tool: 'fluid_column_pressure',
    terms: {
      'several fluids': 3,
      'two fluids': 3,
      'multiple fluids': 3,
      'fluid column': 2,
      'mixed column': 3,
      'composite column': 3,
      'complex column': 3,
      hydrostatic: 2,
      'bottom hole pressure': 1,
      bhp: 1,
      tail: 1.5,
      'tail slurry': 2,
      'lead slurry': 2,
      lead: 1,
      cement: 0.8,
      spacer: 1.5,
      pill: 1.5,
      'heavy pill': 2,
      slug: 1,
      over: 0.5,
      'on top of': 1.5,
      above: 0.5,
      below: 0.5,
      underneath: 0.5,
      'pressure at': 0.6,
      'bottom pressure': 1.5,
      'pressure at the bottom': 2,
      'pressure at bottom': 2,
      'sitting on': 1.5,
      'on top': 1,
      'whole column': 2,
      column: 1,
      'full of': 1,
      mix: -2,
      mixed: -2,
      blend: -2,
      barite: -3,
      dilute: -3,
    },
    inputs: [
      {
        input: 'surface_pressure_psi',
        role: 'surface_pressure',
        labelled: true,
        names: ['on the casing', 'casing pressure', 'sicp', 'on the annulus', 'annulus pressure'],
      },
    ],
    compose: fluidLayers,
    answers: {
      equivalent_mud_weight_ppg: ['emw', 'equivalent mud weight', 'equivalent density', 'ecd'],
    },
    missing: (input) =>
      input.fluids === undefined
        ? 'the height (or the depth reached) of each fluid from the top down (e.g. `2,400 m of 1.20 SG mud over 400 m of 1.90 SG cement`) — or, if the hole holds one fluid, which density is the mud weight'
        : undefined,
  }),
  recipe({
    tool: 'mud_mixing',
    terms: {
      mix: 2.5,
      mixing: 2.5,
      mixed: 2.5,
      'mixed with': 3,
      'mixed together': 3,
      blend: 2.5,
      blending: 2.5,
      blended: 2.5,
      combine: 2,
      combined: 2,
      combining: 2,
      'end up with': 1,
      'two muds': 3,
      'resulting mud weight': 2,
      'resulting weight': 2,
      'weigh after': 1.5,
      'final weight': 1,
      'resulting density': 2,
      'final mud weight': 1,
      'final density': 1,
      'new mud weight': 1,
      'what weight': 1,
      'transfer into': 1,
      transfer: 2,
      transferring: 2,
      transferred: 2,
      'final mw': 2,
      'resulting mw': 2,
      'new mw': 1,
      'add to the active': 1,
      'added to': 1,
      barite: -3,
      hydrostatic: -2,
    },
    inputs: [],
    compose: twoMuds,
    answers: {
      final_volume_bbl: ['volume', 'how much mud', 'how many bbl', 'total volume'],
      final_specific_gravity: ['sg', 'specific gravity'],
    },
    missing: (input) =>
      input.first_volume_bbl === undefined
        ? 'the volume and the density of each mud, one after the other (e.g. `400 bbl of 11 ppg mixed with 400 bbl of 14 ppg`)'
        : undefined,
  }),
  recipe({
    tool: 'mud_dilution',
    terms: {
      dilute: 3,
      diluting: 3,
      dilution: 3,
      'cut the mud': 3,
      'cut the weight': 3,
      'cut back': 2,
      'cut it back': 2,
      'cut mud weight': 3,
      'cut the mud weight': 3,
      'reduce the mud weight': 3,
      'reduce mud weight': 3,
      'lower the mud weight': 3,
      'lower mud weight': 3,
      'reduce the weight': 2.5,
      'lower the weight': 2.5,
      'bring the weight down': 2.5,
      'bring it down': 2,
      'weight down': 2,
      'how much water': 2.5,
      'water to add': 3,
      'add water': 2.5,
      'base oil to add': 3,
      'how much base oil': 3,
      'with base oil': 2.5,
      'using base oil': 2.5,
      'bbl of base oil': 3,
      'bbls of base oil': 3,
      'barrels of base oil': 3,
      'base oil': 1.5,
      'using water': 2,
      'using fresh water': 2.5,
      'using drill water': 2.5,
      'using seawater': 2.5,
      'of seawater': 2,
      'drop to': 1.5,
      'take it down to': 1.5,
      'drop the weight': 2.5,
      'drop the mud weight': 3,
      'drop the mud': 2.5,
      'drop mud weight': 3,
      // "cut 400 bbl of 13.0 back to 12.2 with drill water": what cuts it, and how much of it.
      cut: 1,
      'with water': 2,
      'with fresh water': 2.5,
      'with drill water': 2.5,
      'with seawater': 2.5,
      'bbl of water': 2.5,
      'barrels of water': 2.5,
      'bbl water': 2,
      // …in either unit system.
      'm3 of water': 2.5,
      'm3 water': 2,
      'drill water': 1.5,
      'back to': 1,
      'reduce to': 1.5,
      'lower to': 1.5,
      'down to': 0.5,
      'water cut': -4,
      barite: -3,
      'weight up': -3,
      raise: -2,
      increase: -2,
      kill: -2,
    },
    inputs: [
      { input: 'mud_volume_bbl', role: 'mud_volume' },
      {
        input: 'current_mud_weight_ppg',
        role: 'current_mud_weight',
        names: ['from', 'of', 'at'],
        // "250 bbl at 11.8", but not "end up at 12.0": a weight named as the one wanted.
        accepts: (mention, reading) =>
          (reading.labels[mention.index]?.get('target_mud_weight') ?? 0) < LABELLED,
      },
      { input: 'desired_mud_weight_ppg', role: 'target_mud_weight', names: ['to'] },
      {
        input: 'diluent_density_ppg',
        role: 'diluent_density',
        labelled: true,
        // "7.0 ppg base oil": the fluid named beside its density, in this calculation only.
        names: ['water', 'fresh water', 'drill water', 'seawater', 'brine', 'base oil', 'oil'],
        // Water, seawater or base oil is lighter than any mud it cuts.
        accepts: (mention) => (densityPpg(mention) ?? 0) <= 10,
      },
    ],
    compose: (reading, used) =>
      fromTo(reading, used, { from: 'current_mud_weight_ppg', to: 'desired_mud_weight_ppg' }),
    // Cut with base oil, the diluent is not water: its density is asked, never taken as water's.
    options: (text) =>
      /\b(?:base oil|diesel|mineral oil|with oil)\b/.test(text) ? { diluent_is_oil: true } : {},
    missing: (input) =>
      input.diluent_is_oil === true && input.diluent_density_ppg === undefined
        ? 'the density of the base oil (e.g. `base oil 6.9 ppg` or `0.82 SG`)'
        : undefined,
    answers: {
      final_volume_bbl: ['final volume', 'volume after', 'total volume', 'end up with'],
    },
  }),
  recipe({
    tool: 'bit_hydraulics',
    terms: {
      'bit hydraulics': 3,
      hydraulics: 1.5,
      'bit pressure drop': 3,
      'pressure drop across the bit': 3,
      'pressure drop at the bit': 3,
      'pressure loss across the bit': 3,
      'pressure loss at the bit': 3,
      'bit pressure loss': 3,
      'bit pressure': 2.5,
      'delta p bit': 3,
      // "bit dp": the pressure drop at the bit ("dp" alone is drill pipe).
      'bit dp': 3,
      'bit delta p': 3,
      'dp across the bit': 3,
      'across the bit': 2,
      'at the bit': 0.5,
      tfa: 3,
      'total flow area': 3,
      'flow area': 2,
      'nozzle area': 3,
      'jet velocity': 3,
      'nozzle velocity': 3,
      'jet impact': 3,
      'impact force': 3,
      hsi: 3,
      'hp/in2': 3,
      'horsepower per square inch': 3,
      hhp: 2.5,
      'bit hhp': 3,
      'hydraulic horsepower': 3,
      'bit horsepower': 3,
      jets: 1.5,
      jet: 1,
      nozzles: 1.5,
      nozzle: 1,
      '32nds': 1,
    },
    inputs: [
      { input: 'flow_rate_gpm', role: 'pump_rate', free: true },
      { input: 'mud_weight_ppg', role: 'mud_weight', free: true },
      { input: 'tfa_in2', role: 'tfa', labelled: true },
      { input: 'discharge_coefficient', role: 'discharge_coefficient', labelled: true },
      { input: 'bit_diameter_in', role: 'hole_diameter', free: true },
      { input: 'pump_pressure_psi', role: 'pump_pressure', labelled: true },
    ],
    compose: nozzleSizes,
    primary: ['bit_pressure_drop_psi', 'nozzle_velocity_ft_per_s', 'tfa_in2'],
    answers: {
      tfa_in2: ['tfa', 'total flow area', 'flow area', 'nozzle area'],
      bit_pressure_drop_psi: [
        'bit pressure drop',
        'bit dp',
        'bit delta p',
        'pressure drop',
        'pressure loss',
        'delta p',
        'across the bit',
      ],
      nozzle_velocity_ft_per_s: ['jet velocity', 'nozzle velocity', 'velocity'],
      bit_hydraulic_horsepower: ['hhp', 'horsepower', 'hp'],
      hsi_hp_per_in2: ['hsi', 'per square inch', 'hp/in2'],
      impact_force_lbf: ['impact', 'impact force'],
      bit_pressure_share_pct: ['percent', 'share', 'how much of the pump pressure'],
    },
    needs: {
      bit_pressure_drop_psi: ['flow_rate_gpm', 'mud_weight_ppg'],
      nozzle_velocity_ft_per_s: ['flow_rate_gpm'],
      bit_hydraulic_horsepower: ['flow_rate_gpm', 'mud_weight_ppg'],
      hsi_hp_per_in2: ['flow_rate_gpm', 'mud_weight_ppg', 'bit_diameter_in'],
      impact_force_lbf: ['flow_rate_gpm', 'mud_weight_ppg'],
      bit_pressure_share_pct: ['flow_rate_gpm', 'mud_weight_ppg', 'pump_pressure_psi'],
    },
    missing: (input) =>
      input.nozzles_32nds === undefined && input.tfa_in2 === undefined
        ? 'the bit nozzles in 32nds (e.g. `3x12 + 1x13`) or the total flow area (e.g. `TFA 0.46 in²`)'
        : undefined,
  }),
  recipe({
    tool: 'slug_for_dry_pipe',
    terms: {
      slug: 2.5,
      'dry pipe': 3,
      'pull dry': 3,
      'pull a dry string': 3,
      'dry string': 2.5,
      'heavy pill': 2,
      'pill to dry': 3,
      // "a pill to pull 280 ft dry": the words either side of the length.
      pill: 1.5,
      dry: 1,
      'slug volume': 3,
      'slug weight': 3,
      'how big a slug': 3,
      'how heavy a slug': 3,
      'pit gain from the slug': 3,
      'before tripping': 1,
      'before the trip': 1,
      trip: 0.5,
      kick: -2,
      hydrostatic: -1,
    },
    inputs: [
      { input: 'mud_weight_ppg', role: 'mud_weight' },
      { input: 'dry_pipe_length_ft', role: 'dry_pipe_length' },
      { input: 'pipe_capacity_bbl_per_ft', role: 'pipe_capacity' },
      {
        input: 'slug_weight_ppg',
        role: 'slug_weight',
        labelled: true,
        // A slug is heavier than the mud it sits on: of two densities, the heavier.
        accepts: (mention, reading) =>
          reading.mentions.every(
            (other) =>
              other === mention ||
              other.unit === undefined ||
              (densityPpg(other) ?? 0) <= (densityPpg(mention) ?? 0),
          ),
      },
      { input: 'slug_volume_bbl', role: 'slug_volume', labelled: true },
    ],
    primary: ['slug_volume_bbl', 'slug_weight_ppg'],
    answers: {
      slug_volume_bbl: [
        'how big',
        'how many bbl',
        'slug volume',
        'volume of slug',
        'how much slug',
      ],
      slug_weight_ppg: ['how heavy', 'slug weight', 'weight of slug', 'what weight'],
      pit_gain_bbl: ['pit gain', 'gain in the pits', 'pits gain'],
      slug_length_ft: ['slug length', 'length of slug', 'how long a slug'],
    },
    missing: (input) =>
      input.slug_weight_ppg === undefined && input.slug_volume_bbl === undefined
        ? 'the slug weight (e.g. `13.5 ppg slug`) for its volume, or the slug volume (e.g. `25 bbl slug`) for the weight it needs'
        : undefined,
    complete: (input) => {
      // A slug given both ways: its weight decides the volume; the volume is not used.
      if (input.slug_weight_ppg !== undefined && input.slug_volume_bbl !== undefined) {
        delete input.slug_volume_bbl;
        return 'Slug weight and volume both given: the volume is worked out from the weight.';
      }
      return undefined;
    },
  }),
  recipe({
    tool: 'cement_volume',
    terms: {
      cement: 2,
      cementing: 2,
      'cement job': 3,
      'cement volume': 3,
      slurry: 2.5,
      'slurry volume': 3,
      'sacks of cement': 3,
      'how many sacks': 1.5,
      sacks: 1,
      sx: 1,
      yield: 1,
      'shoe track': 1.5,
      excess: 1,
      barite: -3,
      hydrostatic: -2,
      pressure: -1,
    },
    inputs: [
      { input: 'hole_diameter_in', role: 'hole_diameter' },
      { input: 'casing_od_in', role: 'casing_size', names: ['casing od', 'csg od'] },
      { input: 'open_hole_length_ft', role: 'cement_length', free: true },
      { input: 'excess_pct', role: 'excess', free: true },
      { input: 'previous_casing_id_in', role: 'previous_casing_id', labelled: true },
      { input: 'cased_length_ft', role: 'cased_length', labelled: true },
      { input: 'casing_id_in', role: 'casing_id', labelled: true },
      { input: 'shoe_track_length_ft', role: 'shoe_track', labelled: true },
      { input: 'slurry_yield_ft3_per_sk', role: 'slurry_yield', free: true },
      { input: 'mix_water_gal_per_sk', role: 'mix_water', free: true },
    ],
    compose: (reading, used) => cementJob(reading, used) ?? cementSpan(reading, used),
    primary: ['sacks', 'slurry_volume_bbl'],
    answers: {
      slurry_volume_bbl: ['slurry volume', 'how much slurry', 'bbl of slurry', 'how many bbl'],
      slurry_volume_ft3: ['ft3', 'cubic feet', 'cu ft'],
      slurry_volume_m3: ['m3', 'cubic metres', 'cubic meters'],
      sacks: ['sacks', 'sx', 'sks', 'how many sacks'],
      mix_water_bbl: ['mix water', 'water', 'how much water'],
    },
    needs: {
      sacks: ['slurry_yield_ft3_per_sk'],
      mix_water_bbl: ['slurry_yield_ft3_per_sk', 'mix_water_gal_per_sk'],
    },
  }),
];
