import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Calcium carbonate scaling tendency of low-salinity water by the Langelier saturation index.
 * LSI = pH − pHs with pHs = (9.3 + A + B) − (C + D), A = (log10 TDS − 1)/10,
 * B = −13.12·log10(T °C + 273) + 34.55, C = log10(Ca hardness as CaCO3) − 0.4,
 * D = log10(alkalinity as CaCO3). Source: Langelier, W.F. (1936), "The Analytical Control of
 * Anti-Corrosion Water Treatment", J. AWWA 28(10): 1500–1521, in the simplified form of the
 * Wikipedia "Langelier saturation index" worked example.
 *
 * The index is valid only for fresh water (TDS up to about 4,000 mg/L). Produced brines need the
 * Stiff–Davis index (Stiff, H.A. and Davis, L.E. (1952), "A Method for Predicting the Tendency of
 * Oil Field Waters to Deposit Calcium Carbonate", Pet. Trans. AIME 195: 213–216) or, with
 * pressure and CO2, Oddo–Tomson; the calculator refuses saline water and says so.
 */

const LANGELIER =
  'Langelier, W.F. (1936), "The Analytical Control of Anti-Corrosion Water Treatment", J. AWWA 28(10): 1500–1521; simplified pHs form as in the Wikipedia "Langelier saturation index" worked example';
const STIFF_DAVIS =
  'Stiff, H.A. and Davis, L.E. (1952), "A Method for Predicting the Tendency of Oil Field Waters to Deposit Calcium Carbonate", Pet. Trans. AIME 195: 213–216';

/** Highest total dissolved solids for which the Langelier index is used, mg/L. */
export const LANGELIER_MAX_TDS_MG_PER_L = 4000;

/** Input of {@link langelierSaturationIndex}. */
export const langelierSaturationIndexInput = z.strictObject({
  ph: z.number().min(0).max(14).describe('Measured pH (on site, before CO2 loss)'),
  temperature_degF: z.number().min(32).max(212).describe('Water temperature, °F'),
  tds_mg_per_l: z
    .number()
    .positive()
    .describe('Total dissolved solids, mg/L (the index applies up to 4,000)'),
  calcium_hardness_mg_per_l_as_caco3: z
    .number()
    .positive()
    .describe('Calcium hardness as CaCO3, mg/L (Ca²⁺ mg/L × 2.497)'),
  alkalinity_mg_per_l_as_caco3: z
    .number()
    .positive()
    .describe('Total alkalinity as CaCO3, mg/L (HCO3⁻ mg/L × 0.820)'),
});

/**
 * Langelier saturation index and the saturation pH. Units: temperature °F (converted to °C),
 * concentrations mg/L (hardness and alkalinity as CaCO3). Refuses TDS above 4,000 mg/L, where
 * the index does not apply, pointing to Stiff–Davis. Source: Langelier (1936).
 */
export function langelierSaturationIndex(
  input: z.input<typeof langelierSaturationIndexInput>,
): CalcResult<'lsi' | 'saturation_ph' | 'a_factor' | 'b_factor' | 'c_factor' | 'd_factor'> {
  const p = parseInput(langelierSaturationIndexInput, input);
  if (p.tds_mg_per_l > LANGELIER_MAX_TDS_MG_PER_L) {
    throw new OilfieldInputError(
      'tds_mg_per_l',
      p.tds_mg_per_l,
      `tds_mg_per_l = ${formatNumber(p.tds_mg_per_l)} mg/L is above the 4,000 mg/L limit of the Langelier index, which is defined for fresh water. For produced water and brines use the Stiff–Davis index (Stiff & Davis 1952, which adds an ionic-strength term), or, when pressure and CO2 matter, a method that models them such as Oddo–Tomson (not computed here).`,
    );
  }
  const tC = (p.temperature_degF - 32) / 1.8;
  const a = (Math.log10(p.tds_mg_per_l) - 1) / 10;
  const b = -13.12 * Math.log10(tC + 273) + 34.55;
  const c = Math.log10(p.calcium_hardness_mg_per_l_as_caco3) - 0.4;
  const d = Math.log10(p.alkalinity_mg_per_l_as_caco3);
  const phs = 9.3 + a + b - (c + d);
  const lsi = p.ph - phs;
  const interpretation =
    lsi > 0.5
      ? 'scale-forming: supersaturated with CaCO3'
      : lsi > 0
        ? 'slightly scale-forming'
        : lsi > -0.5
          ? 'near balance, slightly corrosive (undersaturated)'
          : 'corrosive: undersaturated with CaCO3, will dissolve scale';
  return calcResult({
    calculator: 'langelier_saturation_index',
    values: {
      lsi: quantity(lsi, 'dimensionless', 'Langelier saturation index'),
      saturation_ph: quantity(phs, 'pH', 'pH of CaCO3 saturation pHs'),
      a_factor: quantity(a, 'dimensionless', 'A = (log10 TDS − 1)/10'),
      b_factor: quantity(b, 'dimensionless', 'B = −13.12·log10(T °C + 273) + 34.55'),
      c_factor: quantity(c, 'dimensionless', 'C = log10(Ca as CaCO3) − 0.4'),
      d_factor: quantity(d, 'dimensionless', 'D = log10(alkalinity as CaCO3)'),
    },
    formula: 'LSI = pH − pHs; pHs = (9.3 + A + B) − (C + D)',
    assumptions: [
      `Temperature ${formatNumber(p.temperature_degF)} °F = ${formatNumber(tC, 4)} °C.`,
      'Fresh water (TDS ≤ 4,000 mg/L), atmospheric pressure; pH measured at the temperature given.',
    ],
    notes: [
      `LSI ${formatNumber(lsi, 3)}: ${interpretation}. The index shows a tendency, not a rate or an amount of scale.`,
    ],
    sources: [LANGELIER, STIFF_DAVIS],
  });
}

// --- Stiff–Davis stability index of oilfield brines (calc-scale-tank).

const USBR_ASTM_D4582 =
  'U.S. Bureau of Reclamation (2013), Water Chemistry Analysis for Water Conveyance, Storage, and Desalination Projects (Manuals and Standards), eqs. 13–14: curve fit of the Stiff–Davis K chart of ASTM D4582, Standard Practice for Calculation and Adjustment of the Stiff and Davis Stability Index';
const PATTON =
  'Patton, C.C. (1995), Applied Water Technology, 2nd ed., Campbell Petroleum Series, ch. 5 (calcium carbonate scale, Stiff–Davis method; ionic strength from the water analysis)';
const LANGELIER_IONIC_STRENGTH =
  'Ionic strength from TDS, I ≈ 2.5 × 10⁻⁵ × TDS (mg/L): Langelier (1936), the approximation used for fresh and moderately saline waters';

/** Minus the decimal logarithm of a concentration: pX = −log10 X (mol/L or eq/L). */
export function pFunction(concentration: number): number {
  return -Math.log10(concentration);
}

/** Molar mass (g/mol) and charge of the ions of a water analysis. */
export const BRINE_IONS = {
  sodium: { molarMass: 22.98977, charge: 1 },
  potassium: { molarMass: 39.0983, charge: 1 },
  calcium: { molarMass: 40.078, charge: 2 },
  magnesium: { molarMass: 24.305, charge: 2 },
  barium: { molarMass: 137.327, charge: 2 },
  strontium: { molarMass: 87.62, charge: 2 },
  iron: { molarMass: 55.845, charge: 2 },
  chloride: { molarMass: 35.453, charge: -1 },
  sulfate: { molarMass: 96.06, charge: -2 },
  bicarbonate: { molarMass: 61.0168, charge: -1 },
  carbonate: { molarMass: 60.0089, charge: -2 },
} as const;

type BrineIon = keyof typeof BRINE_IONS;

/** mg/L of an ion → mol/L. */
function molar(ion: BrineIon, mgPerL: number): number {
  return mgPerL / (1000 * BRINE_IONS[ion].molarMass);
}

/**
 * Stiff–Davis K from ionic strength I (mol/L) and temperature T (°C), the USBR (2013) fit of the
 * ASTM D4582 chart: I < 1.2: K = 2.022·exp[(ln I + 7.544)²/102.6] − 0.0002·T² + 0.00097·T + 0.262;
 * I ≥ 1.2: K = −0.1·I − 0.0002·T² − 0.00097·T + 3.887.
 */
export function stiffDavisK(ionicStrength: number, temperatureC: number): number {
  const t = temperatureC;
  if (ionicStrength < 1.2) {
    return (
      2.022 * Math.exp((Math.log(ionicStrength) + 7.544) ** 2 / 102.6) -
      0.0002 * t * t +
      0.00097 * t +
      0.262
    );
  }
  return -0.1 * ionicStrength - 0.0002 * t * t - 0.00097 * t + 3.887;
}

const mgPerL = (name: string) =>
  z.number().min(0).max(400000).optional().describe(`${name}, mg/L (for the ionic strength)`);

/** Input of {@link stiffDavisIndex}. */
export const stiffDavisIndexInput = z.strictObject({
  ph: z.number().min(0).max(14).describe('pH of the water (measured on site, before CO2 loss)'),
  temperature_degF: z
    .number()
    .min(32)
    .max(250)
    .optional()
    .describe(
      'Water temperature, °F (the K fit covers 32–194 °F, 0–90 °C); needed unless K is given',
    ),
  calcium_mg_per_l: z.number().positive().max(100000).describe('Calcium ion Ca²⁺, mg/L'),
  bicarbonate_mg_per_l: z
    .number()
    .positive()
    .max(50000)
    .describe('Bicarbonate ion HCO3⁻, mg/L (total alkalinity with the carbonate)'),
  carbonate_mg_per_l: z
    .number()
    .min(0)
    .max(50000)
    .optional()
    .describe('Carbonate ion CO3²⁻, mg/L (default 0)'),
  ionic_strength_mol_per_l: z
    .number()
    .positive()
    .max(10)
    .optional()
    .describe('Ionic strength, mol/L, if known (otherwise from the ions or the TDS)'),
  sodium_mg_per_l: mgPerL('Sodium ion Na⁺ (by charge balance when not given)'),
  potassium_mg_per_l: mgPerL('Potassium ion K⁺'),
  magnesium_mg_per_l: mgPerL('Magnesium ion Mg²⁺'),
  barium_mg_per_l: mgPerL('Barium ion Ba²⁺'),
  strontium_mg_per_l: mgPerL('Strontium ion Sr²⁺'),
  iron_mg_per_l: mgPerL('Iron ion Fe²⁺'),
  chloride_mg_per_l: mgPerL('Chloride ion Cl⁻ (needed to use the ions)'),
  sulfate_mg_per_l: mgPerL('Sulfate ion SO4²⁻'),
  tds_mg_per_l: z
    .number()
    .positive()
    .max(450000)
    .optional()
    .describe(
      'Total dissolved solids, mg/L (ionic strength ≈ 2.5e-5 × TDS when no ions are given)',
    ),
  k_value: z
    .number()
    .min(-1)
    .max(6)
    .optional()
    .describe(
      'Stiff–Davis K (a dimensionless constant) read from the chart, if known (otherwise from the fit)',
    ),
});

/**
 * Stiff–Davis stability index of an oilfield water: SI = pH − pCa − pAlk − K, pCa = −log10[Ca]
 * (mol/L), pAlk = −log10(total alkalinity, eq/L) = −log10([HCO3⁻] + 2[CO3²⁻]), K from the user or
 * the USBR (2013) fit of the ASTM D4582 / Stiff & Davis (1952) chart at the ionic strength
 * (given; from the ions, I = ½·Σ cᵢ·zᵢ², sodium by charge balance if not given; or 2.5e-5 × TDS)
 * and temperature. Units: °F in (converted to °C), mg/L. Source: Stiff & Davis (1952); Patton.
 */
export function stiffDavisIndex(
  input: z.input<typeof stiffDavisIndexInput>,
): CalcResult<
  'stability_index' | 'saturation_ph' | 'p_ca' | 'p_alk' | 'k_value',
  'ionic_strength'
> {
  const p = parseInput(stiffDavisIndexInput, input);
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const sources = [STIFF_DAVIS, PATTON];

  // The ionic strength sets K; with K read from the chart it is only reported, when known.
  let ionicStrength: number | undefined;
  if (p.ionic_strength_mol_per_l !== undefined) {
    ionicStrength = p.ionic_strength_mol_per_l;
    assumptions.push(`Ionic strength ${formatNumber(ionicStrength)} mol/L as given.`);
  } else if (p.chloride_mg_per_l !== undefined) {
    const given: Partial<Record<BrineIon, number>> = {
      potassium: p.potassium_mg_per_l,
      calcium: p.calcium_mg_per_l,
      magnesium: p.magnesium_mg_per_l,
      barium: p.barium_mg_per_l,
      strontium: p.strontium_mg_per_l,
      iron: p.iron_mg_per_l,
      chloride: p.chloride_mg_per_l,
      sulfate: p.sulfate_mg_per_l,
      bicarbonate: p.bicarbonate_mg_per_l,
      carbonate: p.carbonate_mg_per_l,
    };
    let sodium = p.sodium_mg_per_l;
    if (sodium === undefined) {
      // Charge balance: Na⁺ (meq/L) = anions − other cations.
      let balance = 0;
      for (const [ion, value] of Object.entries(given) as [BrineIon, number | undefined][]) {
        if (value !== undefined) balance -= molar(ion, value) * BRINE_IONS[ion].charge;
      }
      sodium = Math.max(0, balance) * 1000 * BRINE_IONS.sodium.molarMass;
      assumptions.push(
        `Sodium not given: ${formatNumber(sodium, 5)} mg/L by charge balance (anions − other cations, as Na⁺), as water analyses report it.`,
      );
    }
    given.sodium = sodium;
    ionicStrength = 0;
    for (const [ion, value] of Object.entries(given) as [BrineIon, number | undefined][]) {
      if (value !== undefined)
        ionicStrength += 0.5 * molar(ion, value) * BRINE_IONS[ion].charge ** 2;
    }
    assumptions.push(
      `Ionic strength ${formatNumber(ionicStrength, 4)} mol/L from the analysis, I = ½·Σ cᵢ·zᵢ² (cᵢ mol/L; ions not given taken as 0).`,
    );
  } else if (p.tds_mg_per_l !== undefined) {
    ionicStrength = 2.5e-5 * p.tds_mg_per_l;
    assumptions.push(
      `Ionic strength ${formatNumber(ionicStrength, 4)} mol/L ≈ 2.5 × 10⁻⁵ × TDS ${formatNumber(p.tds_mg_per_l)} mg/L (Langelier's approximation; a full analysis is better for brines).`,
    );
    sources.push(LANGELIER_IONIC_STRENGTH);
  } else if (p.k_value === undefined) {
    throw new OilfieldInputError(
      'ionic_strength_mol_per_l',
      undefined,
      'Give the ionic strength (ionic_strength_mol_per_l), the water analysis (chloride_mg_per_l with the other ions) or the TDS (tds_mg_per_l): K depends on the ionic strength.',
    );
  }

  let k: number;
  if (p.k_value !== undefined) {
    k = p.k_value;
    assumptions.unshift(`K = ${formatNumber(k)} as given (read from the Stiff–Davis chart).`);
    if (p.temperature_degF !== undefined) {
      assumptions.unshift(`Temperature ${formatNumber(p.temperature_degF)} °F (K read at it).`);
    }
  } else {
    if (p.temperature_degF === undefined) {
      throw new OilfieldInputError(
        'temperature_degF',
        undefined,
        'Give the water temperature (temperature_degF), or K read from the Stiff–Davis chart (k_value): K depends on it.',
      );
    }
    const tC = (p.temperature_degF - 32) / 1.8;
    const strength = ionicStrength ?? 0;
    assumptions.unshift(
      `Temperature ${formatNumber(p.temperature_degF)} °F = ${formatNumber(tC, 4)} °C.`,
    );
    k = stiffDavisK(strength, tC);
    assumptions.push(
      `K = ${formatNumber(k, 4)} from the USBR (2013) fit of the ASTM D4582 (Stiff–Davis) chart at I = ${formatNumber(strength, 4)} mol/L and ${formatNumber(tC, 4)} °C.`,
    );
    flagOutside(
      warnings,
      'temperature_degF',
      p.temperature_degF,
      { max: 194 },
      '°F',
      'the 0–90 °C of the Stiff–Davis K chart',
    );
    flagOutside(
      warnings,
      'ionic strength',
      strength,
      { min: 0.01, max: 3.6 },
      'mol/L',
      'the ionic strengths of the Stiff–Davis K chart',
    );
    if (Math.abs(strength - 1.2) < 0.2) {
      warnings.push(
        'The K fit changes branch at I = 1.2 mol/L and its two branches do not meet (a step of about 0.1–0.2 in K): near 1.2, read K from the chart and give it as k_value.',
      );
    }
    sources.push(USBR_ASTM_D4582);
  }
  if (
    p.ionic_strength_mol_per_l === undefined &&
    ionicStrength !== undefined &&
    ionicStrength < 0.05
  ) {
    notes.push(
      'Ionic strength below about 0.05 mol/L (TDS under roughly 2,000 mg/L): fresh water, for which the Langelier index is the usual measure.',
    );
  }

  const pCa = pFunction(molar('calcium', p.calcium_mg_per_l));
  const alkalinityEqPerL =
    molar('bicarbonate', p.bicarbonate_mg_per_l) +
    2 * molar('carbonate', p.carbonate_mg_per_l ?? 0);
  const pAlk = pFunction(alkalinityEqPerL);
  const phs = pCa + pAlk + k;
  const si = p.ph - phs;
  const interpretation =
    si > 0
      ? 'positive: the water is supersaturated with calcium carbonate and scale is likely'
      : si < 0
        ? 'negative: the water is undersaturated with calcium carbonate; scale is unlikely'
        : 'zero: at saturation';
  notes.unshift(
    `SI ${formatNumber(si, 3)}: ${interpretation}. An indication at the stated temperature and pH, not a rate or a mass of scale; pressure and CO2 (which set the pH downhole) are not modelled (a method such as Oddo–Tomson, not computed here, takes them).`,
  );
  return calcResult<
    'stability_index' | 'saturation_ph' | 'p_ca' | 'p_alk' | 'k_value',
    'ionic_strength'
  >({
    calculator: 'stiff_davis_index',
    values: {
      stability_index: quantity(si, 'dimensionless', 'Stiff–Davis stability index SI'),
      saturation_ph: quantity(phs, 'pH', 'pH of CaCO3 saturation, pCa + pAlk + K'),
      p_ca: quantity(pCa, 'dimensionless', 'pCa = −log10 Ca²⁺ (mol/L)'),
      p_alk: quantity(pAlk, 'dimensionless', 'pAlk = −log10 total alkalinity (eq/L)'),
      k_value: quantity(k, 'dimensionless', 'Stiff–Davis K'),
      ...(ionicStrength !== undefined && {
        ionic_strength: quantity(ionicStrength, 'mol/L', 'Ionic strength'),
      }),
    },
    formula: 'SI = pH − pCa − pAlk − K; pCa = −log10[Ca²⁺], pAlk = −log10([HCO3⁻] + 2[CO3²⁻])',
    assumptions,
    warnings,
    notes,
    sources,
  });
}
