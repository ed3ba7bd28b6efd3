/**
 * Exact and conventional conversion factors shared by the calculators. Each value is exact by
 * definition unless its comment says otherwise.
 */

/** Days in a year for decline and discounting time bases (Julian year). */
export const DAYS_PER_YEAR = 365.25;
/** Days in an average month (365.25 / 12). */
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

/** US gallons per barrel. */
export const GALLONS_PER_BARREL = 42;
/** Cubic metres per US gallon. */
export const CUBIC_METRES_PER_GALLON = 0.003785411784;
/** Cubic metres per barrel (42 × 0.003785411784). */
export const CUBIC_METRES_PER_BARREL = GALLONS_PER_BARREL * CUBIC_METRES_PER_GALLON;
/** Metres per foot. */
export const METRES_PER_FOOT = 0.3048;
/** Cubic feet per barrel (≈ 5.614583). */
export const CUBIC_FEET_PER_BARREL = CUBIC_METRES_PER_BARREL / METRES_PER_FOOT ** 3;
/** US gallons per cubic foot (≈ 7.480519). */
export const GALLONS_PER_CUBIC_FOOT = METRES_PER_FOOT ** 3 / CUBIC_METRES_PER_GALLON;
/** Kilopascals per psi (NIST: 6.894757293168). */
export const KILOPASCALS_PER_PSI = 6.894757293168;
/** Offset between degrees Fahrenheit and degrees Rankine. */
export const RANKINE_OFFSET = 459.67;
/** Molecular weight of air, lb/lb-mol (used for gas specific gravity: Ma = 28.9625·γ). */
export const AIR_MOLECULAR_WEIGHT = 28.9625;
/** Universal gas constant in field units, psia·ft³/(lb-mol·°R). */
export const GAS_CONSTANT_FIELD = 10.7316;
/** Standard atmospheric pressure, psia. */
export const ATMOSPHERIC_PRESSURE_PSIA = 14.696;
/** Fresh water at 60 °F, lb/ft³: the reference of a liquid's specific gravity. */
export const WATER_LB_PER_FT3 = 62.37;
