import { roles } from './role';

/** An ion's concentration: mg/L (ppm) as a water analysis reports it. */
const MG_PER_L = { field: 'mg/L', metric: 'mg/L' } as const;

/**
 * The ions of an oilfield water analysis (each by its name and its chemical symbol, with or
 * without its charge: "calcium", "Ca", "Ca++", "Ca2+") and what the analysis is summed up in.
 * An ion is not a hardness or an alkalinity "as CaCO3": those are roles of their own.
 */
export const waterRoles = roles({
  calcium_ion: {
    label: 'Calcium Ca²⁺',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['calcium', 'ca', 'ca++', 'ca2+', 'calcium ion', 'ca ion', 'dissolved calcium'],
    ask: 'the calcium ion Ca²⁺ in mg/L, not hardness as CaCO3 (e.g. `Ca 4,000 mg/L`)',
  },
  bicarbonate_ion: {
    label: 'Bicarbonate HCO3⁻',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['bicarbonate', 'bicarb', 'hco3', 'hco3-', 'bicarbonate ion', 'hco3 ion'],
    ask: 'the bicarbonate ion HCO3⁻ in mg/L (e.g. `HCO3 300 mg/L`)',
  },
  carbonate_ion: {
    label: 'Carbonate CO3²⁻',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['carbonate', 'co3', 'co3--', 'carbonate ion', 'co3 ion'],
    ask: 'the carbonate ion CO3²⁻ in mg/L (e.g. `CO3 20 mg/L`)',
  },
  sodium_ion: {
    label: 'Sodium Na⁺',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['sodium', 'na', 'na+', 'sodium ion'],
    ask: 'the sodium ion Na⁺ in mg/L (e.g. `Na 30,000 mg/L`)',
  },
  /** Written "K" as often as "potassium": only a concentration is it, never a bare K. */
  potassium_ion: {
    label: 'Potassium K⁺',
    takes: ['concentration'],
    names: ['potassium', 'k', 'k+', 'potassium ion'],
    ask: 'the potassium ion K⁺ in mg/L (e.g. `K 500 mg/L`)',
  },
  magnesium_ion: {
    label: 'Magnesium Mg²⁺',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['magnesium', 'mg', 'mg++', 'mg2+', 'magnesium ion'],
    ask: 'the magnesium ion Mg²⁺ in mg/L (e.g. `Mg 1,000 mg/L`)',
  },
  barium_ion: {
    label: 'Barium Ba²⁺',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['barium', 'ba', 'ba++', 'ba2+', 'barium ion'],
    ask: 'the barium ion Ba²⁺ in mg/L (e.g. `Ba 20 mg/L`)',
  },
  strontium_ion: {
    label: 'Strontium Sr²⁺',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['strontium', 'sr', 'sr++', 'sr2+', 'strontium ion'],
    ask: 'the strontium ion Sr²⁺ in mg/L (e.g. `Sr 300 mg/L`)',
  },
  iron_ion: {
    label: 'Iron Fe²⁺',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['iron', 'fe', 'fe++', 'fe2+', 'total iron', 'iron ion'],
    ask: 'the iron ion Fe²⁺ in mg/L (e.g. `Fe 20 mg/L`)',
  },
  chloride_ion: {
    label: 'Chloride Cl⁻',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['chloride', 'chlorides', 'cl', 'cl-', 'chloride ion'],
    ask: 'the chloride ion Cl⁻ in mg/L (e.g. `Cl 55,000 mg/L`)',
  },
  sulfate_ion: {
    label: 'Sulfate SO4²⁻',
    takes: ['concentration'],
    bare: MG_PER_L,
    names: ['sulfate', 'sulphate', 'so4', 'so4--', 'sulfate ion', 'sulphate ion'],
    ask: 'the sulfate ion SO4²⁻ in mg/L (e.g. `SO4 500 mg/L`)',
  },
  /** Of a brine, mol/L: what the activity of its ions, and so the Stiff–Davis K, depends on. */
  ionic_strength: {
    label: 'Ionic strength',
    takes: ['dimensionless'],
    bare: 'number',
    plausible: { '': [0, 10] },
    names: ['ionic strength', 'ionic str', 'mu'],
    ask: 'the ionic strength in mol/L (e.g. `ionic strength 1.7`)',
  },
  /** The constant of the Stiff–Davis index, read from its chart (a pure number, about 0–4). */
  stiff_davis_k: {
    label: 'Stiff–Davis K',
    takes: ['dimensionless'],
    bare: 'number',
    plausible: { '': [-1, 6] },
    names: [
      'k',
      'k value',
      'k constant',
      'stiff davis k',
      'stiff and davis k',
      'chart k',
      'k from chart',
      'k from the chart',
      'k off the chart',
      'k read from the chart',
    ],
    ask: 'the Stiff–Davis K read from the chart (e.g. `K 2.7`)',
  },
});
