import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput } from './validate';

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
      `tds_mg_per_l = ${formatNumber(p.tds_mg_per_l)} mg/L is above the 4,000 mg/L limit of the Langelier index, which is defined for fresh water. For produced water and brines use the Stiff–Davis index (Stiff & Davis 1952, which adds an ionic-strength term), or Oddo–Tomson when pressure and CO2 matter.`,
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
