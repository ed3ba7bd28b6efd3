import { z } from 'zod';

import {
  AIR_MOLECULAR_WEIGHT,
  ATMOSPHERIC_PRESSURE_PSIA,
  CUBIC_FEET_PER_BARREL,
  GAS_CONSTANT_FIELD,
  RANKINE_OFFSET,
  WATER_LB_PER_FT3,
} from './constants';
import { OilfieldInputError } from './errors';
import { specificGravityFromApi } from './gravity';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Heater and treater duty: the sensible heat to raise produced oil, water and gas from an inlet
 * to an outlet temperature, q = Σ ṁ·cp·ΔT, with a heat-loss allowance and the fired duty and fuel
 * gas of a fire-tube burner at a stated efficiency.
 */

const ARNOLD_STEWART_HEAT =
  'Arnold, K. and Stewart, M., Surface Production Operations, Vol. 1: Design of Oil Handling Systems and Facilities, 3rd ed. (Gulf Professional Publishing, 2008), crude-oil treating: heat input required, q = ṁ·cp·ΔT with oil cp ≈ 0.5 and water cp ≈ 1.0 Btu/lb·°F (the book’s shortcut for oil carrying 10 % water: q ≈ 15·Qo·ΔT·(0.5·SGo + 0.1) Btu/h, Qo in bbl/d)';
const GPSA_FIRED =
  'GPSA Engineering Data Book, 13th ed. (2012), sect. 8 (fired equipment: heat absorbed = fired duty × efficiency; fire-tube heaters typically 60–80 % efficient on the lower heating value)';

/** Mass of one barrel of water at 60 °F, lb (≈ 350.2). */
const WATER_LB_PER_BBL = WATER_LB_PER_FT3 * CUBIC_FEET_PER_BARREL;
/** Ideal-gas molar volume at 14.696 psia and 60 °F, scf/lb-mol (≈ 379.5). */
const SCF_PER_LB_MOL = (GAS_CONSTANT_FIELD * (60 + RANKINE_OFFSET)) / ATMOSPHERIC_PRESSURE_PSIA;
/** Btu/h in one kilowatt (International Table Btu). */
export const BTU_PER_HOUR_PER_KW = 3412.141633;

const DEFAULT_CP = { oil: 0.5, water: 1, gas: 0.55 } as const;

/** Input of {@link heaterDuty}. */
export const heaterDutyInput = z.strictObject({
  oil_rate_bbl_per_day: z
    .number()
    .nonnegative()
    .max(1000000)
    .optional()
    .describe('Oil through the heater or treater, bbl/d'),
  oil_specific_gravity: z
    .number()
    .min(0.5)
    .max(1.1)
    .optional()
    .describe('Oil specific gravity (water = 1); or give the API gravity'),
  oil_api_gravity: z
    .number()
    .min(-3)
    .max(100)
    .optional()
    .describe('Oil API gravity, °API, when the specific gravity is not given'),
  water_rate_bbl_per_day: z
    .number()
    .nonnegative()
    .max(1000000)
    .optional()
    .describe('Water through the heater or treater, bbl/d'),
  water_specific_gravity: z
    .number()
    .min(0.95)
    .max(1.3)
    .optional()
    .describe('Produced-water specific gravity; default 1.0'),
  gas_rate_mscf_per_day: z
    .number()
    .nonnegative()
    .max(10000000)
    .optional()
    .describe('Gas heated with the liquids (line heater), Mscf/d at 14.696 psia and 60 °F'),
  gas_specific_gravity: z
    .number()
    .min(0.55)
    .max(2)
    .optional()
    .describe('Gas specific gravity (air = 1), needed with a gas rate'),
  inlet_temperature_degF: z
    .number()
    .min(-60)
    .max(600)
    .optional()
    .describe('Temperature of the streams entering, °F'),
  outlet_temperature_degF: z
    .number()
    .min(-60)
    .max(600)
    .optional()
    .describe('Temperature to heat them to (treating or outlet temperature), °F'),
  temperature_rise_degF: z
    .number()
    .positive()
    .max(600)
    .optional()
    .describe('Temperature rise, °F, when the inlet and outlet temperatures are not given'),
  oil_specific_heat: z
    .number()
    .min(0.3)
    .max(0.8)
    .optional()
    .describe('Oil specific heat cp, Btu/lb·°F; default 0.5'),
  water_specific_heat: z
    .number()
    .min(0.8)
    .max(1.1)
    .optional()
    .describe('Water specific heat, Btu/lb·°F; default 1.0'),
  gas_specific_heat: z
    .number()
    .min(0.3)
    .max(1)
    .optional()
    .describe('Gas specific heat at the heater pressure, Btu/lb·°F; default 0.55'),
  heat_loss_pct: z
    .number()
    .min(0)
    .max(50)
    .optional()
    .describe('Allowance for heat lost from the vessel, % of the duty; default 0'),
  burner_efficiency_pct: z
    .number()
    .min(20)
    .max(100)
    .optional()
    .describe('Fire-tube or burner thermal efficiency, %: gives the fired duty and the fuel gas'),
  fuel_heating_value: z
    .number()
    .min(300)
    .max(3000)
    .optional()
    .describe('Fuel-gas heating value, Btu/scf; default 1,000 (used with the burner efficiency)'),
});

type DutyKeys = 'heat_duty_btu_per_hr' | 'heat_duty_mmbtu_per_hr' | 'heat_duty_kw';
type DutyOptional =
  | 'oil_duty_btu_per_hr'
  | 'water_duty_btu_per_hr'
  | 'gas_duty_btu_per_hr'
  | 'design_duty_btu_per_hr'
  | 'fired_duty_btu_per_hr'
  | 'fired_duty_mmbtu_per_hr'
  | 'fuel_gas_mscf_per_day';

/**
 * Heat duty (Btu/h, MMBtu/h, kW) to raise oil, water and gas from the inlet to the outlet
 * temperature (or by a stated rise): q = Σ ṁ·cp·ΔT, ṁ (lb/h) = Q (bbl/d) × 350.2 lb/bbl × SG/24 for a liquid and
 * Q (scf/d)/379.5 × 28.96·γg/24 for gas; oil cp 0.5, water 1.0, gas 0.55 Btu/lb·°F unless stated.
 * With a heat-loss allowance the design duty is q·(1 + loss); with a burner efficiency the fired
 * duty is that over the efficiency, and the fuel gas that over the heating value.
 * Sources: Arnold & Stewart (2008) vol. 1; GPSA Engineering Data Book sect. 8.
 */
export function heaterDuty(
  input: z.input<typeof heaterDutyInput>,
): CalcResult<DutyKeys, DutyOptional> {
  const p = parseInput(heaterDutyInput, input);
  const oilRate = p.oil_rate_bbl_per_day ?? 0;
  const waterRate = p.water_rate_bbl_per_day ?? 0;
  const gasRate = p.gas_rate_mscf_per_day ?? 0;
  if (oilRate + waterRate + gasRate <= 0) {
    throw new OilfieldInputError(
      'oil_rate_bbl_per_day',
      p.oil_rate_bbl_per_day,
      'At least one stream to heat is needed: an oil rate (oil_rate_bbl_per_day), a water rate (water_rate_bbl_per_day) or a gas rate (gas_rate_mscf_per_day) above zero.',
    );
  }
  const inlet = p.inlet_temperature_degF;
  const outlet = p.outlet_temperature_degF;
  if (p.temperature_rise_degF !== undefined) {
    if (inlet !== undefined && outlet !== undefined) {
      throw new OilfieldInputError(
        'temperature_rise_degF',
        p.temperature_rise_degF,
        'Give the temperature rise, or the inlet and outlet temperatures, not both.',
      );
    }
  } else if (inlet === undefined || outlet === undefined) {
    throw new OilfieldInputError(
      inlet === undefined ? 'inlet_temperature_degF' : 'outlet_temperature_degF',
      undefined,
      'The inlet and outlet temperatures (inlet_temperature_degF, outlet_temperature_degF) are required, or the temperature rise (temperature_rise_degF).',
    );
  }
  const deltaT = p.temperature_rise_degF ?? (outlet ?? 0) - (inlet ?? 0);
  if (!(deltaT > 0) && inlet !== undefined && outlet !== undefined) {
    throw new OilfieldInputError(
      'outlet_temperature_degF',
      outlet,
      `The outlet temperature ${formatNumber(outlet)} °F is not above the inlet temperature ${formatNumber(inlet)} °F: a heater duty needs the streams heated (for cooling, the same equation gives the heat removed; give the warm temperature as the outlet only when heating).`,
    );
  }
  if (p.oil_specific_gravity !== undefined && p.oil_api_gravity !== undefined) {
    throw new OilfieldInputError(
      'oil_api_gravity',
      p.oil_api_gravity,
      'Give the oil specific gravity or its API gravity, not both.',
    );
  }
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const values: Partial<Record<DutyKeys | DutyOptional, Quantity>> = {};
  const terms: string[] = [];
  let duty = 0;
  /** One stream's sensible heat, ṁ·cp·ΔT, added to the duty and shown as a term. */
  const heat = (stream: 'oil' | 'water' | 'gas', massLbPerHr: number, cp: number): void => {
    const q = massLbPerHr * cp * deltaT;
    duty += q;
    values[`${stream}_duty_btu_per_hr`] = quantity(q, 'Btu/h', `Heat to the ${stream}`);
    terms.push(
      `${stream} ${formatNumber(massLbPerHr)} lb/h × ${formatNumber(cp)} × ${formatNumber(deltaT)}`,
    );
  };

  if (oilRate > 0) {
    let sg = p.oil_specific_gravity;
    if (sg === undefined && p.oil_api_gravity !== undefined) {
      sg = specificGravityFromApi(p.oil_api_gravity);
      assumptions.push(
        `Oil SG = 141.5/(${formatNumber(p.oil_api_gravity)} + 131.5) = ${formatNumber(sg, 4)}.`,
      );
    }
    if (sg === undefined) {
      throw new OilfieldInputError(
        'oil_specific_gravity',
        undefined,
        'The oil specific gravity (oil_specific_gravity) or API gravity (oil_api_gravity) is needed to turn the oil rate into a mass rate.',
      );
    }
    heat('oil', (oilRate * WATER_LB_PER_BBL * sg) / 24, p.oil_specific_heat ?? DEFAULT_CP.oil);
    if (p.oil_specific_heat === undefined) {
      assumptions.push(
        'Oil specific heat 0.5 Btu/lb·°F (Arnold & Stewart; crude oils lie near 0.45–0.55 at treating temperatures).',
      );
    }
  }
  if (waterRate > 0) {
    const sg = p.water_specific_gravity ?? 1;
    const cp = p.water_specific_heat ?? DEFAULT_CP.water;
    heat('water', (waterRate * WATER_LB_PER_BBL * sg) / 24, cp);
    if (p.water_specific_gravity === undefined || p.water_specific_heat === undefined) {
      assumptions.push(
        `Water ${p.water_specific_gravity === undefined ? 'SG 1.0' : `SG ${formatNumber(sg)}`}, specific heat ${formatNumber(cp)} Btu/lb·°F${p.water_specific_heat === undefined ? ' (Arnold & Stewart; brines are slightly lower per lb and heavier per bbl, nearly cancelling)' : ''}.`,
      );
    }
  }
  if (gasRate > 0) {
    if (p.gas_specific_gravity === undefined) {
      throw new OilfieldInputError(
        'gas_specific_gravity',
        undefined,
        'The gas specific gravity (gas_specific_gravity) is needed to turn the gas rate into a mass rate.',
      );
    }
    heat(
      'gas',
      (((gasRate * 1000) / SCF_PER_LB_MOL) * AIR_MOLECULAR_WEIGHT * p.gas_specific_gravity) / 24,
      p.gas_specific_heat ?? DEFAULT_CP.gas,
    );
    assumptions.push(
      `Gas mass rate from ${formatNumber(SCF_PER_LB_MOL, 5)} scf/lb-mol (14.696 psia, 60 °F) and M = 28.96·γg${p.gas_specific_heat === undefined ? '; gas specific heat 0.55 Btu/lb·°F, a lean natural gas near atmospheric pressure — it rises with pressure, so state it for a high-pressure line heater' : ''}.`,
    );
  }

  values.heat_duty_btu_per_hr = quantity(duty, 'Btu/h', 'Heat duty absorbed by the streams');
  values.heat_duty_mmbtu_per_hr = quantity(
    duty / 1e6,
    'MMBtu/h',
    'Heat duty absorbed by the streams',
  );
  values.heat_duty_kw = quantity(
    duty / BTU_PER_HOUR_PER_KW,
    'kW',
    'Heat duty absorbed by the streams',
  );
  let formula = `q = Σ ṁ·cp·ΔT = ${terms.join(' + ')} = ${formatNumber(duty)} Btu/h (ṁ = Q × ${formatNumber(WATER_LB_PER_BBL, 5)} lb/bbl × SG/24 for a liquid)`;

  let design = duty;
  if (p.heat_loss_pct !== undefined && p.heat_loss_pct > 0) {
    design = duty * (1 + p.heat_loss_pct / 100);
    values.design_duty_btu_per_hr = quantity(
      design,
      'Btu/h',
      `Design duty with ${formatNumber(p.heat_loss_pct)} % heat loss`,
    );
    formula += `; with losses q × (1 + ${formatNumber(p.heat_loss_pct / 100)}) = ${formatNumber(design)} Btu/h`;
  } else {
    assumptions.push(
      'No heat-loss allowance: add one (commonly about 10 %) for losses from the shell and stack.',
    );
  }
  if (p.fuel_heating_value !== undefined && p.burner_efficiency_pct === undefined) {
    throw new OilfieldInputError(
      'burner_efficiency_pct',
      undefined,
      'The fuel heating value gives the fuel rate only with the burner efficiency (burner_efficiency_pct).',
    );
  }
  if (p.burner_efficiency_pct !== undefined) {
    const fired = design / (p.burner_efficiency_pct / 100);
    const heatingValue = p.fuel_heating_value ?? 1000;
    values.fired_duty_btu_per_hr = quantity(fired, 'Btu/h', 'Fired duty (burner heat release)');
    values.fired_duty_mmbtu_per_hr = quantity(fired / 1e6, 'MMBtu/h', 'Fired duty');
    values.fuel_gas_mscf_per_day = quantity(
      (fired * 24) / heatingValue / 1000,
      'Mcf/d',
      'Fuel gas',
    );
    formula += `; fired = ${formatNumber(design)}/${formatNumber(p.burner_efficiency_pct / 100)} = ${formatNumber(fired)} Btu/h; fuel = fired × 24/${formatNumber(heatingValue)} Btu/scf`;
    if (p.fuel_heating_value === undefined) {
      assumptions.push(
        'Fuel gas heating value 1,000 Btu/scf, on the same (lower or higher) basis as the efficiency.',
      );
    }
    flagOutside(
      warnings,
      'burner_efficiency_pct',
      p.burner_efficiency_pct,
      { min: 50, max: 90 },
      '%',
      'the usual efficiency of fire-tube heaters and treaters (GPSA sect. 8)',
    );
  }

  return calcResult<DutyKeys, DutyOptional>({
    calculator: 'heater_duty',
    values: values as Record<DutyKeys, Quantity> & Partial<Record<DutyOptional, Quantity>>,
    formula,
    assumptions: [
      ...assumptions,
      'Sensible heat only, at constant specific heats: no water boiled and no light ends flashed (their latent heat is extra when the outlet is above the bubble point at the vessel pressure).',
    ],
    warnings,
    notes: [
      'The duty is the heat the streams absorb; size the firebox or bath on the fired duty, with the heat-loss allowance.',
    ],
    sources: [ARNOLD_STEWART_HEAT, GPSA_FIRED],
  });
}
