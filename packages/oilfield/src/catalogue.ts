import { z } from 'zod';

import {
  criticalRateLiquidLoading,
  criticalRateLiquidLoadingInput,
  espTotalDynamicHead,
  espStages,
  espStagesInput,
  espTotalDynamicHeadInput,
  rodPumpDisplacement,
  rodPumpDisplacementInput,
} from './artificial-lift';
import { gasWellBackpressure, gasWellBackpressureInput } from './backpressure';
import { beggsBrillGradient, beggsBrillGradientInput } from './multiphase-flow';
import {
  gasDensityFromMolecularWeight,
  gasDensityFromMolecularWeightInput,
  gasMaterialBalancePz,
  gasMaterialBalancePzInput,
  volumetricGasInPlace,
  volumetricGasInPlaceInput,
  volumetricOilInPlace,
  volumetricOilInPlaceInput,
} from './reservoir';
import {
  arpsDecline,
  arpsDeclineInput,
  declineConversion,
  declineConversionInput,
} from './decline';
import { declineFit, declineFitInput } from './decline-fit';
import {
  breakEvenPrice,
  breakEvenPriceInput,
  declineNpv,
  declineNpvInput,
  internalRateOfReturnCalculator,
  internalRateOfReturnInput,
  netPresentValue,
  netPresentValueInput,
  netRevenueInterest,
  netRevenueInterestInput,
  payout,
  payoutInput,
  revenueDistribution,
  revenueDistributionInput,
  texasSeveranceTax,
  texasSeveranceTaxInput,
  wellEconomics,
  wellEconomicsInput,
} from './economics';
import {
  gasFvfAndDensity,
  gasFvfAndDensityInput,
  gasPseudoCritical,
  gasPseudoCriticalInput,
  gasViscosity,
  gasViscosityInput,
  gasZFactor,
  gasZFactorInput,
} from './gas-pvt';
import {
  erosionalVelocity,
  erosionalVelocityInput,
  gasPipelineFlow,
  gasPipelineFlowInput,
} from './gas-transmission';
import {
  apiToSpecificGravity,
  apiToSpecificGravityInput,
  specificGravityToApi,
  specificGravityToApiInput,
} from './gravity';
import {
  equivalentMudWeight,
  equivalentMudWeightInput,
  fluidColumnPressure,
  fluidColumnPressureInput,
  hydrostaticPressure,
  hydrostaticPressureInput,
  mudWeightFromGradient,
  mudWeightFromGradientInput,
  pressureGradient,
  pressureGradientInput,
} from './hydrostatic';
import {
  annularVelocity,
  annularVelocityInput,
  equivalentCirculatingDensity,
  equivalentCirculatingDensityInput,
} from './hydraulics';
import { bitHydraulics, bitHydraulicsInput } from './bit-hydraulics';
import { cementVolume, cementVolumeInput } from './cement';
import {
  bariteWeightUp,
  bariteWeightUpInput,
  mudDilution,
  mudDilutionInput,
  mudMixing,
  mudMixingInput,
  slugForDryPipe,
  slugForDryPipeInput,
} from './mud';
import {
  compositeIpr,
  compositeIprInput,
  darcyRadialInflow,
  darcyRadialInflowInput,
  fetkovichIpr,
  fetkovichIprInput,
  productivityIndex,
  productivityIndexInput,
  vogelIpr,
  vogelIprInput,
} from './inflow';
import {
  deadOilViscosity,
  deadOilViscosityInput,
  liveOilViscosity,
  liveOilViscosityInput,
  oilBubblePointPressure,
  oilBubblePointPressureInput,
  oilFormationVolumeFactor,
  oilFormationVolumeFactorInput,
  oilSolutionGor,
  oilSolutionGorInput,
} from './oil-pvt';
import {
  frictionFactor,
  frictionFactorInput,
  liquidLinePressureDrop,
  liquidLinePressureDropInput,
} from './pipe-flow';
import {
  productionRatios,
  productionRatiosInput,
  waterCutWorConversion,
  waterCutWorConversionInput,
} from './ratios';
import type { CalcResult } from './result';
import {
  separatorGasCapacity,
  separatorGasCapacityInput,
  soudersBrownVelocity,
  soudersBrownVelocityInput,
  yorkKFactor,
  yorkKFactorInput,
} from './separator';
import {
  separatorRetention,
  separatorRetentionInput,
  separatorSizing,
  separatorSizingInput,
} from './separator-sizing';
import { compressionRatio, compressionRatioInput } from './compression';
import { heaterDuty, heaterDutyInput } from './heater-duty';
import {
  hydrateFormationTemperature,
  hydrateFormationTemperatureInput,
  hydrateInhibitor,
  hydrateInhibitorInput,
} from './hydrates';
import {
  horizontalTankVolume,
  horizontalTankVolumeInput,
  tankStrappingRun,
  tankStrappingRunInput,
  verticalTankVolume,
  verticalTankVolumeInput,
} from './tanks';
import {
  barrelsOfOilEquivalent,
  barrelsOfOilEquivalentInput,
  convertUnits,
  convertUnitsInput,
  gasVolumeBaseConversion,
  gasVolumeBaseConversionInput,
} from './units';
import {
  langelierSaturationIndex,
  langelierSaturationIndexInput,
  stiffDavisIndex,
  stiffDavisIndexInput,
} from './water-chemistry';
import {
  annularVolume,
  annularVolumeInput,
  apiPipeData,
  apiPipeDataInput,
  pipeCapacityDisplacement,
  pipeCapacityDisplacementInput,
  circulatingTime,
  circulatingTimeInput,
  pumpOutput,
  pumpOutputInput,
} from './volumes';
import {
  kickGradient,
  kickGradientInput,
  killMudWeight,
  killMudWeightInput,
  killSheetCirculatingPressures,
  killSheetCirculatingPressuresInput,
  maasp,
  maaspInput,
} from './well-control';

/** Groups of calculators, one per module. */
export type CalculatorFamily =
  | 'decline'
  | 'drilling'
  | 'well_control'
  | 'gas_pvt'
  | 'oil_pvt'
  | 'inflow'
  | 'artificial_lift'
  | 'flow_and_facilities'
  | 'gas_transmission'
  | 'volumes_and_ratios'
  | 'units'
  | 'economics'
  | 'water_chemistry'
  | 'hydrates';

/**
 * One calculator as a tool: a snake_case name, a description written for a language model or a
 * user choosing a tool, a zod input schema whose field names carry their units (and whose field
 * descriptions say them), an example input, and `run`, which validates any input and returns the
 * {@link CalcResult}. `run` throws {@link OilfieldInputError} for input it will not compute with.
 */
export interface CalculatorTool {
  readonly name: string;
  readonly title: string;
  readonly family: CalculatorFamily;
  readonly description: string;
  readonly inputSchema: z.ZodObject;
  /** A valid input, for documentation, tests and as a pattern for callers. */
  readonly example: Readonly<Record<string, unknown>>;
  readonly run: (input: unknown) => CalcResult<string, string>;
}

function tool<S extends z.ZodObject>(spec: {
  name: string;
  title: string;
  family: CalculatorFamily;
  description: string;
  inputSchema: S;
  example: z.input<S>;
  calculate: (input: z.input<S>) => CalcResult<string, string>;
}): CalculatorTool {
  return {
    name: spec.name,
    title: spec.title,
    family: spec.family,
    description: spec.description,
    inputSchema: spec.inputSchema,
    example: spec.example,
    // Every calculator parses its own input with this schema, so any value may be passed on.
    run: (input: unknown) => spec.calculate(input as z.input<S>),
  };
}

/** Every calculator of the package, in a stable order. */
export const catalogue: readonly CalculatorTool[] = [
  tool({
    name: 'arps_decline',
    title: 'Arps decline forecast and EUR',
    family: 'decline',
    description:
      'Decline-curve forecast of an oil or gas well by Arps (exponential b = 0, hyperbolic, harmonic b = 1) or the modified hyperbolic with a terminal decline: rate and cumulative at a time, time to an economic limit and EUR. Rates per day, declines in % per year stated as nominal, secant-effective or tangent-effective (all three are returned), time in months (30.4375 days).',
    inputSchema: arpsDeclineInput,
    example: {
      initial_rate_per_day: 850,
      initial_decline_pct_per_year: 65,
      decline_type: 'effective_secant',
      b_factor: 0.9,
      economic_limit_per_day: 10,
      time_months: 36,
    },
    calculate: arpsDecline,
  }),
  tool({
    name: 'decline_conversion',
    title: 'Nominal and effective decline conversion',
    family: 'decline',
    description:
      'Converts an annual decline rate between nominal, tangent-effective and secant-effective forms (secant needs the Arps b), and gives the nominal decline per month and per day.',
    inputSchema: declineConversionInput,
    example: { decline_pct_per_year: 65, decline_type: 'effective_secant', b_factor: 0.9 },
    calculate: declineConversion,
  }),
  tool({
    name: 'decline_fit',
    title: 'Decline-curve fit to production data',
    family: 'decline',
    description:
      'Fits an Arps decline (qi, Di, b with b in 0–2) to production rates by least squares on log-rates, starting at the peak and skipping shut-in zeros; reports the parameters and the fit quality (R², RMSE). Times in days, months or years; rates per day.',
    inputSchema: declineFitInput,
    example: {
      times: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      time_unit: 'months',
      rates_per_day: [520, 455, 404, 366, 331, 305, 281, 262, 244, 229, 215, 203],
    },
    calculate: declineFit,
  }),
  tool({
    name: 'hydrostatic_pressure',
    title: 'Hydrostatic pressure',
    family: 'drilling',
    description:
      'Hydrostatic pressure of a mud or fluid column: P (psi) = 0.052 × mud weight (ppg) × TVD (ft), with the gradient. Use true vertical depth.',
    inputSchema: hydrostaticPressureInput,
    example: { tvd_ft: 10500, mud_weight_ppg: 12.4 },
    calculate: hydrostaticPressure,
  }),
  tool({
    name: 'pressure_gradient',
    title: 'Pressure gradient of a mud weight',
    family: 'drilling',
    description:
      'Pressure gradient (psi/ft) = 0.052 × mud weight (ppg), and the specific gravity of the fluid.',
    inputSchema: pressureGradientInput,
    example: { mud_weight_ppg: 12 },
    calculate: pressureGradient,
  }),
  tool({
    name: 'mud_weight_from_gradient',
    title: 'Mud weight from a pressure gradient',
    family: 'drilling',
    description: 'Mud weight (ppg) that gives a pressure gradient (psi/ft): MW = gradient/0.052.',
    inputSchema: mudWeightFromGradientInput,
    example: { gradient_psi_per_ft: 0.4992 },
    calculate: mudWeightFromGradient,
  }),
  tool({
    name: 'equivalent_mud_weight',
    title: 'Equivalent mud weight',
    family: 'drilling',
    description:
      'Mud weight (ppg) whose column balances a pressure (psi) at a true vertical depth (ft): EMW = P/(0.052 × TVD), e.g. to balance a formation pressure (kill mud weight without margin).',
    inputSchema: equivalentMudWeightInput,
    example: { pressure_psi: 6240, tvd_ft: 10000 },
    calculate: equivalentMudWeight,
  }),
  tool({
    name: 'equivalent_circulating_density',
    title: 'Equivalent circulating density (ECD)',
    family: 'drilling',
    description:
      'Equivalent circulating density while circulating: ECD (ppg) = mud weight (ppg) + annular pressure loss (psi)/(0.052 × TVD (ft)), with the bottom-hole circulating pressure 0.052 × MW × TVD + APL (psi); optionally checked against a fracture or leak-off equivalent mud weight (ppg). The APL is the annular friction above the depth of interest.',
    inputSchema: equivalentCirculatingDensityInput,
    example: { mud_weight_ppg: 10.2, annular_pressure_loss_psi: 180, tvd_ft: 9800 },
    calculate: equivalentCirculatingDensity,
  }),
  tool({
    name: 'annular_velocity',
    title: 'Annular velocity',
    family: 'drilling',
    description:
      'Annular (uphole) velocity of the returns: AV (ft/min) = 24.5 × pump rate (gpm)/(hole or casing ID² − pipe OD²), diameters in inches; the same as 1029.4 × rate (bbl/min)/(Dh² − Dp²). Also the rate in bbl/min and the annular capacity (bbl/ft).',
    inputSchema: annularVelocityInput,
    example: { flow_rate_gpm: 600, hole_or_casing_id_in: 8.5, pipe_od_in: 5 },
    calculate: annularVelocity,
  }),
  tool({
    name: 'barite_weight_up',
    title: 'Barite to weight up mud',
    family: 'drilling',
    description:
      'Barite to raise the density of a volume of mud (bbl) from the current to the desired mud weight (ppg): sacks per 100 bbl = 1470 × (W2 − W1)/(35 − W2) for barite of SG 4.2 (35 ppg), the mass balance 42 × ρb × (W2 − W1)/(ρb − W2) lb/bbl with ρb = 8.33 × SG otherwise. Gives the barite in lb and 100-lb sacks, sacks per 100 bbl and the volume increase (bbl). Lowering the weight (dilution) is refused.',
    inputSchema: bariteWeightUpInput,
    example: { mud_volume_bbl: 600, current_mud_weight_ppg: 10.5, desired_mud_weight_ppg: 11.5 },
    calculate: bariteWeightUp,
  }),
  tool({
    name: 'mud_dilution',
    title: 'Mud dilution (lowering the mud weight)',
    family: 'drilling',
    description:
      'Water, brine or base oil to add to a volume of mud (bbl) to lower its weight from W1 to W2 (ppg): bbl = V1 × (W1 − W2)/(W2 − Dw), Dw the density of the fluid added (8.33 ppg fresh water by default), with the volume after. Raising the weight is the barite calculator.',
    inputSchema: mudDilutionInput,
    example: { mud_volume_bbl: 100, current_mud_weight_ppg: 14, desired_mud_weight_ppg: 12 },
    calculate: mudDilution,
  }),
  tool({
    name: 'mud_mixing',
    title: 'Mixing two muds',
    family: 'drilling',
    description:
      'Density and volume of two muds mixed together (mass balance, additive volumes): DF = (V1 × D1 + V2 × D2)/(V1 + V2), volumes in bbl, densities in ppg.',
    inputSchema: mudMixingInput,
    example: {
      first_volume_bbl: 400,
      first_mud_weight_ppg: 11,
      second_volume_bbl: 400,
      second_mud_weight_ppg: 14,
    },
    calculate: mudMixing,
  }),
  tool({
    name: 'slug_for_dry_pipe',
    title: 'Slug to pull dry pipe',
    family: 'drilling',
    description:
      'A heavy slug to pull drill pipe dry before a trip: the pressure to unbalance 0.052 × MW × dry length (psi); with the slug weight (ppg) its length in the pipe HP/(0.052 × (slug − MW)) and volume length × pipe capacity (bbl); with the slug volume (bbl) the weight it needs MW + dry length × capacity × MW/volume; and the pit gain when it falls, dry length × capacity.',
    inputSchema: slugForDryPipeInput,
    example: {
      mud_weight_ppg: 12,
      dry_pipe_length_ft: 200,
      pipe_capacity_bbl_per_ft: 0.01422,
      slug_weight_ppg: 13,
    },
    calculate: slugForDryPipe,
  }),
  tool({
    name: 'cement_volume',
    title: 'Cement slurry volume and sacks',
    family: 'drilling',
    description:
      'Cement slurry for a casing job: the open-hole annulus (hole² − casing OD²)/183.35 ft³/ft × length × (1 + excess %), a cased annulus (previous casing ID² − casing OD²)/183.35 × overlap length, and the shoe track casing ID²/183.35 × its length; in ft³, bbl and m³, with the sacks from the slurry yield (ft³/sk) and the mix water from gal/sk. Diameters in inches, lengths in ft.',
    inputSchema: cementVolumeInput,
    example: {
      hole_diameter_in: 12.25,
      casing_od_in: 9.625,
      open_hole_length_ft: 1000,
      excess_pct: 50,
      casing_id_in: 8.681,
      shoe_track_length_ft: 80,
      slurry_yield_ft3_per_sk: 1.18,
    },
    calculate: cementVolume,
  }),
  tool({
    name: 'fluid_column_pressure',
    title: 'Hydrostatic pressure of several fluids',
    family: 'drilling',
    description:
      'Hydrostatic pressure at the bottom of a column of several fluids from the top down (mud over a cement tail, a heavy pill, a spacer): P = surface pressure + Σ 0.052 × MWi (ppg) × hi (ft TVD), with the pressure at the base of each fluid and the equivalent mud weight of the column.',
    inputSchema: fluidColumnPressureInput,
    example: {
      fluids: [
        { mud_weight_ppg: 10, height_ft: 8000 },
        { mud_weight_ppg: 15.8, height_ft: 1500 },
      ],
    },
    calculate: fluidColumnPressure,
  }),
  tool({
    name: 'bit_hydraulics',
    title: 'Bit hydraulics (TFA, bit pressure drop, jet velocity, HSI)',
    family: 'drilling',
    description:
      'Jet bit hydraulics from the nozzle sizes in 32nds (e.g. 3x12 + 1x13) or the total flow area (in²), the flow rate (gpm) and the mud weight (ppg): TFA = Σ π/4 (dn/32)², jet velocity vn = q/(3.117 TFA) ft/s, bit pressure drop Δpb = 8.311×10⁻⁵ ρ q²/(Cd² TFA²) psi (Cd 0.95), hydraulic horsepower at the bit Δpb q/1714, impact force 0.01823 Cd q √(ρ Δpb) lbf; with the bit size the HSI (hp/in²), with the pump pressure the share spent at the bit.',
    inputSchema: bitHydraulicsInput,
    example: {
      flow_rate_gpm: 400,
      mud_weight_ppg: 12,
      nozzles_32nds: [13, 13, 13],
      bit_diameter_in: 8.5,
    },
    calculate: bitHydraulics,
  }),
  tool({
    name: 'kill_mud_weight',
    title: 'Kill mud weight',
    family: 'well_control',
    description:
      'Kill mud weight of a kick from the kill sheet: KMW = OMW + SIDPP/(0.052 × TVD), with the increase over the mud in the hole, the value rounded up to 0.1 ppg and the formation pressure. Inputs: shut-in drill pipe pressure SIDPP (psi), true vertical depth (ft), the mud weight now in the string OMW (ppg), an optional safety margin (ppg). Safety-critical: the rig’s well-control procedure and approved kill sheet govern.',
    inputSchema: killMudWeightInput,
    example: { sidpp_psi: 520, tvd_ft: 10000, original_mud_weight_ppg: 10.2 },
    calculate: killMudWeight,
  }),
  tool({
    name: 'kill_sheet_circulating_pressures',
    title: 'Kill sheet circulating pressures (ICP, FCP)',
    family: 'well_control',
    description:
      'Initial and final circulating pressures of the kill sheet (wait-and-weight, surface BOP): ICP = SCR (kill rate) pressure + SIDPP, FCP = SCR × KMW/OMW, with the kill mud weight stated or computed from SIDPP, TVD and OMW, and with the strokes to the bit the drill pipe pressure drop per 100 strokes and the step-down schedule. Pressures psi, mud weights ppg, TVD ft. Safety-critical: the rig’s well-control procedure and approved kill sheet govern.',
    inputSchema: killSheetCirculatingPressuresInput,
    example: {
      scr_pressure_psi: 1000,
      sidpp_psi: 200,
      original_mud_weight_ppg: 9.6,
      tvd_ft: 10000,
      strokes_to_bit: 1085,
    },
    calculate: killSheetCirculatingPressures,
  }),
  tool({
    name: 'maasp',
    title: 'MAASP and fracture gradient from a leak-off test',
    family: 'well_control',
    description:
      'Leak-off equivalent mud weight (ppg), fracture gradient (psi/ft) and pressure at the casing shoe from a leak-off test (surface pressure psi, test mud weight ppg, shoe TVD ft) or a known LOT EMW; with the current mud weight, the maximum allowable annular surface pressure MAASP = (LOT EMW − MW) × 0.052 × shoe TVD. Safety-critical: the rig’s well-control procedure governs.',
    inputSchema: maaspInput,
    example: {
      shoe_tvd_ft: 4000,
      leak_off_pressure_psi: 1140,
      test_mud_weight_ppg: 10,
      current_mud_weight_ppg: 12.2,
    },
    calculate: maasp,
  }),
  tool({
    name: 'kick_gradient',
    title: 'Kick (influx) gradient and type',
    family: 'well_control',
    description:
      'Gradient (psi/ft) and density (ppg) of a kick from SIDPP, SICP (psi), the mud weight (ppg) and the influx height (ft) or the pit gain (bbl) with the annular capacity (bbl/ft, over the collars and the drill pipe): G = 0.052 × MW − (SICP − SIDPP)/h; with the influx type by the rule of thumb (gas below 0.25 psi/ft, oil or mix 0.25–0.40, salt water above 0.40). Safety-critical: treat a kick as gas until shown otherwise.',
    inputSchema: kickGradientInput,
    example: {
      sidpp_psi: 200,
      sicp_psi: 400,
      mud_weight_ppg: 9.6,
      pit_gain_bbl: 20,
      annular_capacity_bbl_per_ft: 0.0291,
      bottom_section_length_ft: 300,
      upper_annular_capacity_bbl_per_ft: 0.0505,
    },
    calculate: kickGradient,
  }),
  tool({
    name: 'annular_volume',
    title: 'Annular capacity and volume',
    family: 'drilling',
    description:
      'Annular capacity (bbl/ft) = (hole or casing ID² − pipe OD²)/1029.4 and the annular volume (bbl and m³) over one or several sections (length ft, hole/casing ID in, pipe OD in; OD 0 for a section without pipe), with a table per section.',
    inputSchema: annularVolumeInput,
    example: {
      sections: [
        { length_ft: 4000, hole_or_casing_id_in: 8.755, pipe_od_in: 4.5 },
        { length_ft: 6225, hole_or_casing_id_in: 8.5, pipe_od_in: 4.5 },
        { length_ft: 300, hole_or_casing_id_in: 8.5, pipe_od_in: 6.5 },
      ],
    },
    calculate: annularVolume,
  }),
  tool({
    name: 'pipe_capacity_displacement',
    title: 'Pipe capacity and displacement',
    family: 'drilling',
    description:
      'Capacity of a pipe ID²/1029.4 (bbl/ft), open-end (steel) displacement (OD² − ID²)/1029.4 and closed-end displacement OD²/1029.4, with volumes (bbl, m³) over a length (ft). Diameters in inches; plain pipe body (tool joints not counted).',
    inputSchema: pipeCapacityDisplacementInput,
    example: { pipe_od_in: 5, pipe_id_in: 4.276, length_ft: 10000 },
    calculate: pipeCapacityDisplacement,
  }),
  tool({
    name: 'api_pipe_data',
    title: 'API pipe dimensions: ID, drift, wall',
    family: 'drilling',
    description:
      'The casing, tubing or drill pipe an outside diameter (in) and nominal weight (lb/ft) name in the API tables (Spec 5CT, 5DP): wall thickness, inside diameter OD − 2 × wall, the standard drift (casing and tubing), capacity ID²/1029.4 and the open- and closed-end displacements (bbl/ft). A weight the tables do not list for the size is refused with the weights they do list.',
    inputSchema: apiPipeDataInput,
    example: { pipe_od_in: 7, nominal_weight_lb_per_ft: 29 },
    calculate: apiPipeData,
  }),
  tool({
    name: 'pump_output',
    title: 'Mud pump output, strokes and time',
    family: 'drilling',
    description:
      'Mud pump output (bbl/stroke, gal/stroke): triplex 0.000243 × liner ID² × stroke length, duplex 0.000162 × stroke × (2 × liner² − rod²), times the volumetric efficiency (%); with the pump speed (SPM) the rate (bbl/min, gpm); with volumes (bbl) the strokes and minutes to pump them: strokes to bit from the string volume, bottoms up from the annular volume, a full circulation from both. Inches for liner, rod and stroke.',
    inputSchema: pumpOutputInput,
    example: {
      liner_id_in: 7,
      stroke_length_in: 12,
      volumetric_efficiency_pct: 95,
      pump_speed_spm: 30,
      string_volume_bbl: 147.2,
      annular_volume_bbl: 542.4,
      volume_bbl: 35,
    },
    calculate: pumpOutput,
  }),
  tool({
    name: 'circulating_time',
    title: 'Bottoms-up and pumping time',
    family: 'drilling',
    description:
      'Time to pump a volume at a pump rate (gpm; bbl/min = gpm/42): minutes = volume (bbl) ÷ rate (bbl/min); bottoms-up (lag) time from the annular volume (bbl), stated or computed from annular sections (length ft, hole or casing ID in, pipe OD in) as Σ (ID² − OD²)/1029.4 × length; time to the bit from the string volume, a full circulation from both. With the pump output (bbl/stroke), the strokes and the pump speed (SPM) at that rate.',
    inputSchema: circulatingTimeInput,
    example: {
      pump_rate_gpm: 450,
      sections: [{ length_ft: 12000, hole_or_casing_id_in: 8.5, pipe_od_in: 5 }],
    },
    calculate: circulatingTime,
  }),
  tool({
    name: 'gas_pseudo_critical',
    title: 'Gas pseudo-critical properties',
    family: 'gas_pvt',
    description:
      'Pseudo-critical temperature (°R) and pressure (psia) of a natural gas from its specific gravity by Sutton or Standing, with the Wichert–Aziz correction for CO2 and H2S (mol %).',
    inputSchema: gasPseudoCriticalInput,
    example: { gas_specific_gravity: 0.7, co2_mol_pct: 5, h2s_mol_pct: 10 },
    calculate: gasPseudoCritical,
  }),
  tool({
    name: 'gas_z_factor',
    title: 'Gas Z-factor, Bg and density',
    family: 'gas_pvt',
    description:
      'Gas compressibility factor Z at a pressure (psia) and temperature (°F) from the gas specific gravity, by Dranchuk–Abou-Kassem or Hall–Yarborough, with pseudo-reduced properties, gas formation volume factor Bg (ft³/scf, bbl/Mscf), expansion factor and density (lb/ft³); sour-gas corrected when CO2/H2S are given.',
    inputSchema: gasZFactorInput,
    example: { pressure_psia: 3000, temperature_degF: 180, gas_specific_gravity: 0.7 },
    calculate: gasZFactor,
  }),
  tool({
    name: 'gas_fvf_and_density',
    title: 'Gas FVF and density for a known Z',
    family: 'gas_pvt',
    description:
      'Gas formation volume factor Bg = (p_sc/T_sc)·z·T/p and density ρ = p·Ma/(zRT) for a given Z-factor, pressure (psia), temperature (°F) and gas gravity, at a stated standard pressure base.',
    inputSchema: gasFvfAndDensityInput,
    example: {
      pressure_psia: 2000,
      temperature_degF: 140,
      z_factor: 0.78,
      gas_specific_gravity: 0.72,
    },
    calculate: gasFvfAndDensity,
  }),
  tool({
    name: 'gas_viscosity',
    title: 'Gas viscosity (Lee–Gonzalez–Eakin)',
    family: 'gas_pvt',
    description:
      'Natural-gas viscosity (cP) by Lee–Gonzalez–Eakin (1966) from the temperature (°F), gas specific gravity and either the gas density (lb/ft³) or the pressure (psia) with a z-factor (computed by DAK when not given).',
    inputSchema: gasViscosityInput,
    example: {
      temperature_degF: 140,
      gas_specific_gravity: 0.72,
      pressure_psia: 2000,
      z_factor: 0.78,
    },
    calculate: gasViscosity,
  }),
  tool({
    name: 'gas_density_from_molecular_weight',
    title: 'Gas density from molecular weight',
    family: 'gas_pvt',
    description:
      'Real-gas density ρ = p·Ma/(z·R·T) (lb/ft³ and kg/m³) from the apparent molecular weight (lb/lb-mol), pressure (psia) and temperature (°F), with a given z-factor or one estimated by Dranchuk–Abou-Kassem from γ = Ma/28.9625.',
    inputSchema: gasDensityFromMolecularWeightInput,
    example: { pressure_psia: 2000, temperature_degF: 150, molecular_weight: 20.3 },
    calculate: gasDensityFromMolecularWeight,
  }),
  tool({
    name: 'gas_material_balance_pz',
    title: 'Gas material balance (p/z)',
    family: 'gas_pvt',
    description:
      'Volumetric gas reservoir material balance p/z = (pi/zi)·(1 − Gp/G): gas initially in place (Bscf) from the initial p/z and one or more later surveys (pressure psia, z, cumulative gas Bscf), and the gas recoverable to an abandonment p/z.',
    inputSchema: gasMaterialBalancePzInput,
    example: {
      initial_pressure_psia: 3000,
      initial_z_factor: 0.88,
      points: [{ pressure_psia: 2500, z_factor: 0.86, cumulative_gas_bcf: 8 }],
      abandonment_pressure_psia: 500,
      abandonment_z_factor: 0.95,
    },
    calculate: gasMaterialBalancePz,
  }),
  tool({
    name: 'oil_solution_gor',
    title: 'Oil solution gas-oil ratio',
    family: 'oil_pvt',
    description:
      'Solution gas-oil ratio Rs (scf/STB) of a saturated oil at a pressure (psia, absolute) and temperature (°F) from API gravity and gas gravity, by Standing, Vasquez–Beggs (optionally with separator conditions) or Glasø.',
    inputSchema: oilSolutionGorInput,
    example: {
      pressure_psia: 2391.7,
      temperature_degF: 250,
      api_gravity: 47.1,
      gas_specific_gravity: 0.851,
    },
    calculate: oilSolutionGor,
  }),
  tool({
    name: 'oil_bubble_point_pressure',
    title: 'Oil bubble-point pressure',
    family: 'oil_pvt',
    description:
      'Bubble-point pressure (psia and psig) from the solution GOR (scf/STB), temperature (°F), API gravity and gas gravity, by Standing, Vasquez–Beggs or Glasø.',
    inputSchema: oilBubblePointPressureInput,
    example: {
      solution_gor_scf_per_stb: 751,
      temperature_degF: 250,
      api_gravity: 47.1,
      gas_specific_gravity: 0.851,
    },
    calculate: oilBubblePointPressure,
  }),
  tool({
    name: 'oil_formation_volume_factor',
    title: 'Oil formation volume factor',
    family: 'oil_pvt',
    description:
      'Oil formation volume factor Bo (rb/STB) of a saturated oil from its solution GOR (scf/STB), temperature (°F), API gravity and gas gravity, by Standing, Vasquez–Beggs or Glasø.',
    inputSchema: oilFormationVolumeFactorInput,
    example: {
      solution_gor_scf_per_stb: 751,
      temperature_degF: 250,
      api_gravity: 47.1,
      gas_specific_gravity: 0.851,
    },
    calculate: oilFormationVolumeFactor,
  }),
  tool({
    name: 'dead_oil_viscosity',
    title: 'Dead-oil viscosity (Beggs–Robinson)',
    family: 'oil_pvt',
    description:
      'Dead (gas-free) oil viscosity (cP) at a temperature (°F) from the API gravity, by Beggs–Robinson (1975): μod = 10^X − 1, X = 10^(3.0324 − 0.02023·API)·T^−1.163.',
    inputSchema: deadOilViscosityInput,
    example: { api_gravity: 35, temperature_degF: 180 },
    calculate: deadOilViscosity,
  }),
  tool({
    name: 'live_oil_viscosity',
    title: 'Live (saturated) oil viscosity (Beggs–Robinson)',
    family: 'oil_pvt',
    description:
      'Saturated (live) oil viscosity (cP) by Beggs–Robinson (1975), μo = A·μod^B, from the solution GOR (scf/STB) and the dead-oil viscosity, given (cP) or estimated by Beggs–Robinson from API gravity and temperature (°F).',
    inputSchema: liveOilViscosityInput,
    example: { solution_gor_scf_per_stb: 500, api_gravity: 35, temperature_degF: 180 },
    calculate: liveOilViscosity,
  }),
  tool({
    name: 'productivity_index',
    title: 'Productivity index',
    family: 'inflow',
    description:
      'Productivity index J (STB/d/psi) = rate/(reservoir pressure − flowing bottom-hole pressure), from a stabilized test.',
    inputSchema: productivityIndexInput,
    example: { oil_rate_stb_per_day: 500, reservoir_pressure_psia: 3000, flowing_bhp_psia: 2000 },
    calculate: productivityIndex,
  }),
  tool({
    name: 'vogel_ipr',
    title: 'Vogel inflow performance',
    family: 'inflow',
    description:
      'Vogel IPR from one well test: maximum rate (AOF) and the rate at a flowing bottom-hole pressure; the composite form (straight line above the bubble point, Vogel below) when a bubble point below the reservoir pressure is given. Pressures psia, rates STB/d; returns the IPR curve.',
    inputSchema: vogelIprInput,
    example: {
      reservoir_pressure_psia: 2500,
      test_rate_stb_per_day: 500,
      test_flowing_bhp_psia: 1500,
      flowing_bhp_psia: 1000,
    },
    calculate: vogelIpr,
  }),
  tool({
    name: 'gas_well_backpressure',
    title: 'Gas-well backpressure (C and n, AOF)',
    family: 'inflow',
    description:
      'Gas-well deliverability from two or more stabilized tests: C and n of q = C·(p̄² − pwf²)^n (warns if n is outside 0.5–1), absolute open flow, the rate at a flowing pressure, and the LIT coefficients. Pressures psia, rates Mscf/d.',
    inputSchema: gasWellBackpressureInput,
    example: {
      reservoir_pressure_psia: 3000,
      tests: [
        { rate_mscf_per_day: 1000, flowing_bhp_psia: 2500 },
        { rate_mscf_per_day: 1800, flowing_bhp_psia: 1500 },
      ],
    },
    calculate: gasWellBackpressure,
  }),
  tool({
    name: 'darcy_radial_inflow',
    title: 'Darcy radial inflow (steady and pseudo-steady state)',
    family: 'inflow',
    description:
      'Oil rate of a vertical well from reservoir properties by Darcy’s radial law: steady state q = 0.00708·k·h·(pe − pwf)/(μ·Bo·(ln(re/rw) + s)) or pseudo-steady state with ln(re/rw) − 0.75 + s and the average pressure; with the productivity index and the skin pressure drop. Permeability md, thickness and radii ft, pressures psia, viscosity cP, Bo rb/STB, rate STB/d.',
    inputSchema: darcyRadialInflowInput,
    example: {
      flow_regime: 'pseudo_steady_state',
      permeability_md: 8.2,
      net_pay_ft: 53,
      reservoir_pressure_psia: 5651,
      flowing_bhp_psia: 3000,
      viscosity_cp: 1.7,
      formation_volume_factor_rb_per_stb: 1.1,
      drainage_radius_ft: 1490,
      wellbore_radius_ft: 0.328,
    },
    calculate: darcyRadialInflow,
  }),
  tool({
    name: 'fetkovich_ipr',
    title: 'Fetkovich oil-well IPR',
    family: 'inflow',
    description:
      'Fetkovich’s oil-well inflow performance q = C·(p̄² − pwf²)^n from two or more stabilized or isochronal tests (two: the line through both; more: log-log least squares), or from one test with a known n: C, n, the absolute open flow at pwf = 0, the rate at a flowing pressure and the IPR curve. Pressures psia, rates STB/d.',
    inputSchema: fetkovichIprInput,
    example: {
      reservoir_pressure_psia: 2500,
      tests: [
        { rate_stb_per_day: 500, flowing_bhp_psia: 2000 },
        { rate_stb_per_day: 800, flowing_bhp_psia: 1500 },
      ],
      flowing_bhp_psia: 1000,
    },
    calculate: fetkovichIpr,
  }),
  tool({
    name: 'composite_ipr',
    title: 'Composite IPR (PI above the bubble point, Vogel below)',
    family: 'inflow',
    description:
      'Composite (generalized Vogel) IPR of an undersaturated reservoir: straight-line productivity index above the bubble point and Vogel below, from one test above or below pb or from a known J; gives J, the rate at the bubble point, qmax (AOF), the rate at a flowing pressure and the curve. Pressures psia, rates STB/d.',
    inputSchema: compositeIprInput,
    example: {
      reservoir_pressure_psia: 3000,
      bubble_point_psia: 2130,
      test_rate_stb_per_day: 250,
      test_flowing_bhp_psia: 2500,
      flowing_bhp_psia: 1000,
    },
    calculate: compositeIpr,
  }),
  tool({
    name: 'rod_pump_displacement',
    title: 'Sucker-rod pump displacement',
    family: 'artificial_lift',
    description:
      'Displacement of a sucker-rod (beam) pump PD = 0.1166·D²·S·N bbl/d from the plunger diameter D (in), the net plunger stroke S (in) and the pumping speed N (SPM), with the plunger constant K = 0.1166·D² and, given a volumetric efficiency (%), the expected rate.',
    inputSchema: rodPumpDisplacementInput,
    example: {
      plunger_diameter_in: 1.75,
      net_stroke_in: 100,
      pumping_speed_spm: 10,
      volumetric_efficiency_pct: 80,
    },
    calculate: rodPumpDisplacement,
  }),
  tool({
    name: 'esp_total_dynamic_head',
    title: 'ESP total dynamic head, stages and horsepower',
    family: 'artificial_lift',
    description:
      'Total dynamic head of an electrical submersible pump by the nine-step method: net vertical lift (producing fluid level, or pump depth less the fluid over the pump from the intake pressure) + Hazen–Williams tubing friction (C = 120 unless given) + wellhead pressure head (psi × 2.31/SG); with the pump curve, the number of stages and the brake horsepower (stages × hp/stage × SG), and the hydraulic horsepower (with an efficiency, BHP). Rate bbl/d, depths ft, pressures psig, tubing ID in.',
    inputSchema: espTotalDynamicHeadInput,
    example: {
      flow_rate_bbl_per_day: 2000,
      pump_depth_ft: 6000,
      pump_intake_pressure_psi: 500,
      wellhead_pressure_psi: 100,
      tubing_inside_diameter_in: 2.441,
      specific_gravity: 1.02,
      head_per_stage_ft: 40,
      hp_per_stage: 0.5,
    },
    calculate: espTotalDynamicHead,
  }),
  tool({
    name: 'esp_stages',
    title: 'ESP stages and horsepower for a known head',
    family: 'artificial_lift',
    description:
      'Stages of an electrical submersible pump for a total dynamic head already worked out: stages = TDH/head per stage from the pump curve, rounded up; with the horsepower per stage the brake horsepower (stages × hp/stage × SG); with the rate the hydraulic horsepower and, with an efficiency, the BHP — the horsepower also before a pump curve is chosen. Heads ft, rate bbl/d.',
    inputSchema: espStagesInput,
    example: {
      total_dynamic_head_ft: 5300,
      head_per_stage_ft: 42,
      hp_per_stage: 0.35,
      specific_gravity: 1.02,
      flow_rate_bbl_per_day: 1500,
      pump_efficiency_pct: 60,
    },
    calculate: espStages,
  }),
  tool({
    name: 'critical_rate_liquid_loading',
    title: 'Critical gas rate for liquid loading (Turner, Coleman)',
    family: 'artificial_lift',
    description:
      'Minimum gas rate (Mscf/d) and velocity (ft/s) that keep a gas well unloading water or condensate, by Turner et al. (1969, with the 20 % adjustment) and Coleman et al. (1991), from the flowing wellhead pressure (psia), temperature (°F), tubing ID (in), Z-factor and gas gravity; compares a current rate when given.',
    inputSchema: criticalRateLiquidLoadingInput,
    example: {
      wellhead_pressure_psia: 100,
      temperature_degF: 120,
      tubing_inside_diameter_in: 2.441,
      gas_specific_gravity: 0.6,
      z_factor: 0.9,
    },
    calculate: criticalRateLiquidLoading,
  }),
  tool({
    name: 'friction_factor',
    title: 'Darcy friction factor',
    family: 'flow_and_facilities',
    description:
      'Darcy (Moody) friction factor from the Reynolds number and relative roughness: 64/Re when laminar, Colebrook or Swamee–Jain when turbulent.',
    inputSchema: frictionFactorInput,
    example: { reynolds_number: 100000, relative_roughness: 0.0001 },
    calculate: frictionFactor,
  }),
  tool({
    name: 'liquid_line_pressure_drop',
    title: 'Liquid line pressure drop',
    family: 'flow_and_facilities',
    description:
      'Pressure drop of a single-phase liquid line by Darcy–Weisbach in field units (rate bbl/d, inside diameter in, length ft, viscosity cP), with Reynolds number, friction factor, velocity and the elevation term.',
    inputSchema: liquidLinePressureDropInput,
    example: {
      flow_rate_bbl_per_day: 5000,
      inside_diameter_in: 4.026,
      length_ft: 10000,
      specific_gravity: 0.85,
      viscosity_cp: 3,
      elevation_change_ft: 100,
    },
    calculate: liquidLinePressureDrop,
  }),
  tool({
    name: 'beggs_brill_gradient',
    title: 'Multiphase pressure gradient (Beggs & Brill)',
    family: 'flow_and_facilities',
    description:
      'Two-phase gas–liquid pressure gradient (psi/ft) at one point of a pipe or well at any inclination by Beggs & Brill (1973): flow pattern, liquid holdup with the inclination correction (Payne et al. correction optional), two-phase friction factor, elevation and friction terms, acceleration when a pressure is given. Inputs are in-situ superficial velocities (ft/s), densities (lb/ft³), viscosities (cP), surface tension (dyne/cm), inside diameter (in) and inclination from horizontal (90° = vertical up).',
    inputSchema: beggsBrillGradientInput,
    example: {
      inside_diameter_in: 6,
      inclination_deg: 90,
      superficial_liquid_velocity_ft_per_s: 3.97,
      superficial_gas_velocity_ft_per_s: 3.86,
      liquid_density_lb_per_ft3: 47.61,
      gas_density_lb_per_ft3: 5.88,
      liquid_viscosity_cp: 0.97,
      gas_viscosity_cp: 0.016,
      liquid_surface_tension_dyne_per_cm: 8.41,
    },
    calculate: beggsBrillGradient,
  }),
  tool({
    name: 'gas_pipeline_flow',
    title: 'Gas pipeline flow (Weymouth, Panhandle, general)',
    family: 'gas_transmission',
    description:
      'Steady flow of natural gas in a horizontal pipeline by the general flow equation (Darcy friction factor), Weymouth, Panhandle A or Panhandle B (Menon, US units): give two of flow rate (MMscf/d), upstream and downstream pressure (psia) and the third is solved; length in miles, inside diameter in inches, gas gravity, average temperature (°F), average Z (computed by DAK when not given), pipeline efficiency E, base 14.73 psia and 60 °F.',
    inputSchema: gasPipelineFlowInput,
    example: {
      equation: 'weymouth',
      upstream_pressure_psia: 1000,
      downstream_pressure_psia: 800,
      length_miles: 50,
      inside_diameter_in: 15.5,
      gas_specific_gravity: 0.6,
      temperature_degF: 60,
      z_factor: 0.9,
      pipeline_efficiency: 0.95,
    },
    calculate: gasPipelineFlow,
  }),
  tool({
    name: 'erosional_velocity',
    title: 'Erosional velocity (API RP 14E)',
    family: 'flow_and_facilities',
    description:
      'Erosional velocity Ve = C/√ρm (ft/s) of a gas-liquid line by API RP 14E, C = 100 continuous or 125 intermittent unless stated, with ρm (lb/ft³) given or from the RP 14E mixture density (pressure psia, GLR scf/bbl, liquid and gas gravities, temperature °F, Z), and the minimum pipe cross-section (in²) and inside diameter for a liquid rate (bbl/d).',
    inputSchema: erosionalVelocityInput,
    example: {
      pressure_psia: 1000,
      gas_liquid_ratio_scf_per_bbl: 1000,
      liquid_specific_gravity: 0.85,
      gas_specific_gravity: 0.65,
      temperature_degF: 120,
      z_factor: 0.9,
      liquid_rate_bbl_per_day: 5000,
    },
    calculate: erosionalVelocity,
  }),
  tool({
    name: 'york_k_factor',
    title: 'Separator K factor (York mesh pad)',
    family: 'flow_and_facilities',
    description:
      'Souders–Brown K factor (ft/s) of a mesh-pad separator at its operating pressure (psia), by the York curve; horizontal vessels 1.25 × vertical.',
    inputSchema: yorkKFactorInput,
    example: { pressure_psia: 975 },
    calculate: yorkKFactor,
  }),
  tool({
    name: 'souders_brown_velocity',
    title: 'Souders–Brown gas velocity',
    family: 'flow_and_facilities',
    description:
      'Maximum allowable gas velocity v = K·√((ρl − ρg)/ρg) in a separator, ft/s, from K (ft/s) and the liquid and gas densities (lb/ft³).',
    inputSchema: soudersBrownVelocityInput,
    example: {
      k_factor_ft_per_s: 0.27,
      liquid_density_lb_per_ft3: 50,
      gas_density_lb_per_ft3: 3.5,
    },
    calculate: soudersBrownVelocity,
  }),
  tool({
    name: 'separator_gas_capacity',
    title: 'Vertical separator gas capacity',
    family: 'flow_and_facilities',
    description:
      'Gas capacity (MMscf/d) of a vertical two-phase separator of a given inside diameter (in) at operating pressure (psia) and temperature (°F), by Souders–Brown with the York K unless K is given; Z by DAK unless given.',
    inputSchema: separatorGasCapacityInput,
    example: {
      vessel_inside_diameter_in: 36,
      pressure_psia: 1000,
      temperature_degF: 100,
      gas_specific_gravity: 0.7,
      liquid_density_lb_per_ft3: 50,
    },
    calculate: separatorGasCapacity,
  }),
  tool({
    name: 'separator_sizing',
    title: 'Separator minimum diameter',
    family: 'flow_and_facilities',
    description:
      'Minimum inside diameter (in) of a vertical or horizontal two-phase separator for a gas rate (MMscf/d) at operating pressure (psia) and temperature (°F), by Souders–Brown: a stated K (ft/s) takes precedence over the York mesh-pad estimate; gas density from the gas gravity (Z by DAK unless given) or stated; liquid density or specific gravity.',
    inputSchema: separatorSizingInput,
    example: {
      gas_rate_mmscf_per_day: 20,
      pressure_psia: 1000,
      temperature_degF: 100,
      gas_specific_gravity: 0.7,
      liquid_density_lb_per_ft3: 50,
    },
    calculate: separatorSizing,
  }),
  tool({
    name: 'separator_retention',
    title: 'Separator liquid retention time',
    family: 'flow_and_facilities',
    description:
      'Liquid retention time (min) of a separator from the liquid rate (bbl/d) and the liquid volume held (bbl) or the vessel diameter (in), liquid level (in), orientation and length (ft); and the liquid volume and level needed for a target retention time, with the typical API 12J times.',
    inputSchema: separatorRetentionInput,
    example: {
      liquid_rate_bbl_per_day: 2000,
      vessel_inside_diameter_in: 36,
      liquid_level_in: 40,
      orientation: 'vertical',
      retention_time_min: 3,
    },
    calculate: separatorRetention,
  }),
  tool({
    name: 'heater_duty',
    title: 'Heater and treater duty',
    family: 'flow_and_facilities',
    description:
      'Heat duty (Btu/h, MMBtu/h, kW) to raise oil and water (bbl/d, SG or °API) and optionally gas (Mscf/d, gas gravity) from an inlet to an outlet temperature (°F) or by a temperature rise: q = Σ ṁ·cp·ΔT, oil cp 0.5, water 1.0, gas 0.55 Btu/lb·°F unless stated; with a heat-loss allowance (%) the design duty, and with a burner efficiency (%) the fired duty and fuel gas (Mcf/d).',
    inputSchema: heaterDutyInput,
    example: {
      oil_rate_bbl_per_day: 1000,
      oil_specific_gravity: 0.85,
      water_rate_bbl_per_day: 100,
      inlet_temperature_degF: 60,
      outlet_temperature_degF: 120,
      heat_loss_pct: 10,
      burner_efficiency_pct: 70,
    },
    calculate: heaterDuty,
  }),
  tool({
    name: 'compression_ratio',
    title: 'Compression ratio and stages',
    family: 'flow_and_facilities',
    description:
      'Overall compression ratio Pd/Ps on absolute pressures (psia), the number of stages for a maximum ratio per stage (4 unless stated) or as given, the equal ratio per stage r^(1/n), the interstage pressures, and with the suction temperature (°F) and k the ideal discharge temperature of each stage.',
    inputSchema: compressionRatioInput,
    example: {
      suction_pressure_psia: 64.7,
      discharge_pressure_psia: 1014.7,
      suction_temperature_degF: 100,
      heat_capacity_ratio: 1.26,
    },
    calculate: compressionRatio,
  }),
  tool({
    name: 'hydrate_inhibitor',
    title: 'Hydrate inhibitor (Hammerschmidt)',
    family: 'hydrates',
    description:
      'Methanol or MEG concentration (wt % in the water) for a hydrate-temperature depression (°F), or from the hydrate and lowest temperatures, by Hammerschmidt (K 2,335 methanol, 2,200 MEG unless stated); with a water rate (bbl/d) and lean concentration, the injection rate (lb/d, gal/d). Methanol vapour losses are not included.',
    inputSchema: hydrateInhibitorInput,
    example: {
      inhibitor: 'methanol',
      temperature_depression_degF: 25,
      water_rate_bbl_per_day: 10,
    },
    calculate: hydrateInhibitor,
  }),
  tool({
    name: 'hydrate_formation_temperature',
    title: 'Hydrate formation temperature',
    family: 'hydrates',
    description:
      'Hydrate formation temperature (°F, °C) of a sweet natural gas from pressure (psia) and gas gravity (0.555–1.0) by the Towler–Mokhatab fit of the Katz gas-gravity chart.',
    inputSchema: hydrateFormationTemperatureInput,
    example: { pressure_psia: 1000, gas_specific_gravity: 0.69 },
    calculate: hydrateFormationTemperature,
  }),
  tool({
    name: 'vertical_tank_volume',
    title: 'Vertical tank volume',
    family: 'volumes_and_ratios',
    description:
      'Liquid volume (bbl, gal) of an upright cylindrical tank from its diameter and liquid level (ft), with bbl per inch and per foot (from the diameter alone); capacity and percent full with the shell height.',
    inputSchema: verticalTankVolumeInput,
    example: { diameter_ft: 12, liquid_height_ft: 15, shell_height_ft: 20 },
    calculate: verticalTankVolume,
  }),
  tool({
    name: 'tank_strapping_run',
    title: 'Tank strapping run',
    family: 'volumes_and_ratios',
    description:
      'Gross volume (bbl) run from an upright cylindrical tank between an opening and a closing gauge (ft; 12 ft 4-1/2 in = 12.375 ft), from the tank diameter (ft) or its strapping factor (bbl/in or bbl/ft); volume at 60 °F only when a CTL is given (API MPMS ch. 2.2A, 12.1.1).',
    inputSchema: tankStrappingRunInput,
    example: {
      opening_gauge_ft: 12.375,
      closing_gauge_ft: 3.0208333,
      strapping_factor_bbl_per_in: 1.67,
    },
    calculate: tankStrappingRun,
  }),
  tool({
    name: 'horizontal_tank_volume',
    title: 'Horizontal tank volume, partly full',
    family: 'volumes_and_ratios',
    description:
      'Liquid volume (bbl, gal) of a horizontal cylindrical tank or vessel partly full, with flat, 2:1 ellipsoidal or hemispherical heads, from diameter, length and liquid level (ft).',
    inputSchema: horizontalTankVolumeInput,
    example: { diameter_ft: 8, length_ft: 20, liquid_height_ft: 3, head_type: 'ellipsoidal' },
    calculate: horizontalTankVolume,
  }),
  tool({
    name: 'volumetric_oil_in_place',
    title: 'Volumetric oil in place (STOIIP)',
    family: 'volumes_and_ratios',
    description:
      'Stock-tank oil initially in place N = 7,758·A·h·φ·(1 − Sw)/Boi (STB and m³) from the area (acres), net pay (ft), porosity and water saturation (%) and the initial oil FVF (rb/STB); with a recovery factor, the recoverable oil.',
    inputSchema: volumetricOilInPlaceInput,
    example: {
      area_acres: 640,
      net_pay_ft: 30,
      porosity_pct: 20,
      water_saturation_pct: 25,
      oil_fvf_rb_per_stb: 1.25,
    },
    calculate: volumetricOilInPlace,
  }),
  tool({
    name: 'volumetric_gas_in_place',
    title: 'Volumetric gas in place (GIIP)',
    family: 'volumes_and_ratios',
    description:
      'Gas initially in place G = 43,560·A·h·φ·(1 − Sw)/Bgi (scf, Bscf and standard m³) from the area (acres), net pay (ft), porosity and water saturation (%) and the initial gas FVF (ft³/scf); with a recovery factor, the recoverable gas.',
    inputSchema: volumetricGasInPlaceInput,
    example: {
      area_acres: 1000,
      net_pay_ft: 50,
      porosity_pct: 15,
      water_saturation_pct: 30,
      gas_fvf_ft3_per_scf: 0.005,
    },
    calculate: volumetricGasInPlace,
  }),
  tool({
    name: 'api_to_specific_gravity',
    title: 'API gravity to specific gravity',
    family: 'volumes_and_ratios',
    description:
      'Specific gravity (60/60 °F) and density of an oil from its API gravity: SG = 141.5/(API + 131.5).',
    inputSchema: apiToSpecificGravityInput,
    example: { api_gravity: 30 },
    calculate: apiToSpecificGravity,
  }),
  tool({
    name: 'specific_gravity_to_api',
    title: 'Specific gravity to API gravity',
    family: 'volumes_and_ratios',
    description:
      'API gravity of a liquid from its specific gravity (60/60 °F): API = 141.5/SG − 131.5.',
    inputSchema: specificGravityToApiInput,
    example: { specific_gravity: 0.85 },
    calculate: specificGravityToApi,
  }),
  tool({
    name: 'production_ratios',
    title: 'Production ratios',
    family: 'volumes_and_ratios',
    description:
      'Water cut, oil cut, water-oil ratio, gas-oil ratio (scf/STB) and condensate-gas ratio (bbl/MMscf) from daily oil, water, gas (Mscf/d) and condensate rates.',
    inputSchema: productionRatiosInput,
    example: { oil_rate_bbl_per_day: 100, water_rate_bbl_per_day: 400, gas_rate_mscf_per_day: 150 },
    calculate: productionRatios,
  }),
  tool({
    name: 'water_cut_wor_conversion',
    title: 'Water cut ↔ water-oil ratio',
    family: 'volumes_and_ratios',
    description:
      'Converts a water cut (%) to a water-oil ratio or back: WOR = WC/(1 − WC). Give one of the two.',
    inputSchema: waterCutWorConversionInput,
    example: { water_cut_pct: 80 },
    calculate: waterCutWorConversion,
  }),
  tool({
    name: 'barrels_of_oil_equivalent',
    title: 'Barrels of oil equivalent',
    family: 'units',
    description:
      'Barrels of oil equivalent from oil, NGL (bbl) and gas (Mcf) at a stated gas basis (6 Mcf/BOE by default, an energy equivalence); with prices it also shows the value ratio, which is very different.',
    inputSchema: barrelsOfOilEquivalentInput,
    example: { oil_bbl: 100, gas_mcf: 600 },
    calculate: barrelsOfOilEquivalent,
  }),
  tool({
    name: 'convert_units',
    title: 'Unit conversion',
    family: 'units',
    description:
      'Converts a value between oilfield and SI units of the same kind: volume (bbl, gal, m3, ft3, Mcf…), rate (bbl/d, m3/d, Mcf/d…), pressure (psi, psia, psig, kPa, bar…), temperature (degF, degC, K, degR), length, mass, density (ppg, lb/ft3, kg/m3), energy (Btu, MMBtu, kWh…), power, viscosity, permeability and area.',
    inputSchema: convertUnitsInput,
    example: { value: 1, from_unit: 'bbl', to_unit: 'm3' },
    calculate: convertUnits,
  }),
  tool({
    name: 'gas_volume_base_conversion',
    title: 'Gas volume at another pressure base',
    family: 'units',
    description:
      'Restates a gas volume measured at one pressure and temperature base (psia, °F) at another, e.g. Texas 14.65 psia to federal 14.73 psia.',
    inputSchema: gasVolumeBaseConversionInput,
    example: { volume: 1000, from_pressure_base_psia: 14.65, to_pressure_base_psia: 14.73 },
    calculate: gasVolumeBaseConversion,
  }),
  tool({
    name: 'net_revenue_interest',
    title: 'Net revenue interest',
    family: 'economics',
    description: 'Net revenue interest NRI = WI × (1 − royalty − ORRI), all in %.',
    inputSchema: netRevenueInterestInput,
    example: { working_interest_pct: 50, royalty_pct: 20 },
    calculate: netRevenueInterest,
  }),
  tool({
    name: 'texas_severance_tax',
    title: 'Texas production taxes and fees',
    family: 'economics',
    description:
      'Texas production taxes on oil (4.6 % of value or 4.6¢/bbl if greater) and gas (7.5 %), plus the oil-field cleanup and gas-field regulatory fees, for volumes (bbl, Mcf) and prices ($).',
    inputSchema: texasSeveranceTaxInput,
    example: {
      oil_volume_bbl: 1000,
      oil_price_usd_per_bbl: 70,
      gas_volume_mcf: 10000,
      gas_price_usd_per_mcf: 2.5,
    },
    calculate: texasSeveranceTax,
  }),
  tool({
    name: 'net_present_value',
    title: 'Net present value',
    family: 'economics',
    description:
      'NPV of a series of cash flows ($) at an annual discount rate (%), for monthly or yearly periods, with the timing convention explicit (first flow at time 0, end of period or mid-period) and effective or nominal monthly rates.',
    inputSchema: netPresentValueInput,
    example: { cash_flows_usd: [-40000, 5000, 8000, 12000, 30000], discount_rate_pct_per_year: 8 },
    calculate: netPresentValue,
  }),
  tool({
    name: 'internal_rate_of_return',
    title: 'Internal rate of return',
    family: 'economics',
    description:
      'IRR of a series of cash flows ($), per period and annualized; warns when the flows have several IRRs.',
    inputSchema: internalRateOfReturnInput,
    example: { cash_flows_usd: [-100, 39, 59, 55, 20] },
    calculate: internalRateOfReturnCalculator,
  }),
  tool({
    name: 'payout',
    title: 'Payout time',
    family: 'economics',
    description:
      'Time at which the cumulative undiscounted cash flow reaches zero, interpolated within the period (months by default).',
    inputSchema: payoutInput,
    example: { cash_flows_usd: [-100000, 30000, 30000, 30000, 30000] },
    calculate: payout,
  }),
  tool({
    name: 'well_economics',
    title: 'Well economics: cash flow, NPV, IRR, payout, break-even',
    family: 'economics',
    description:
      'Monthly cash flow of a well from monthly volumes or an Arps decline, with prices, working interest, royalty, Texas production taxes and fees, operating costs and the investment: NPV at a discount rate (end- or mid-month), IRR, payout, break-even oil price and an annual summary. Money in $, volumes bbl and Mcf.',
    inputSchema: wellEconomicsInput,
    example: {
      oil_decline: {
        initial_rate_bbl_per_day: 500,
        initial_decline_pct_per_year: 70,
        decline_type: 'effective_secant',
        b_factor: 1.1,
        terminal_decline_pct_per_year: 8,
      },
      gas_oil_ratio_scf_per_bbl: 1200,
      oil_price_usd_per_bbl: 70,
      gas_price_usd_per_mcf: 2.5,
      royalty_pct: 20,
      fixed_opex_usd_per_month: 6000,
      capex_usd: 6500000,
    },
    calculate: wellEconomics,
  }),
  tool({
    name: 'revenue_distribution',
    title: 'Revenue distribution for a month',
    family: 'economics',
    description:
      'One month of revenue line by line: gross oil and gas revenue (bbl, Mcf, $/bbl, $/Mcf), less the royalty and the ORRI (% of gross), the working-interest owner’s share (WI %), less severance tax (%) on that share, to the net revenue ($).',
    inputSchema: revenueDistributionInput,
    example: {
      oil_volume_bbl: 3000,
      oil_price_usd_per_bbl: 70,
      gas_volume_mcf: 6000,
      gas_price_usd_per_mcf: 3,
      royalty_pct: 20,
      orri_pct: 2,
      working_interest_pct: 75,
      severance_tax_pct: 4.6,
    },
    calculate: revenueDistribution,
  }),
  tool({
    name: 'decline_npv',
    title: 'NPV of a well from its decline (PV10)',
    family: 'economics',
    description:
      'Monthly cash flows of an oil well from its Arps decline (qi bbl/d, Di %/yr nominal or effective, b, optional terminal decline) with a flat oil price ($/bbl), NRI or royalty, severance tax, LOE ($/month and $/bbl), investment ($) and economic limit (bbl/d): NPV at a discount rate (10 %/yr default, monthly end-of-month discounting), IRR, payout month and reserves to the limit.',
    inputSchema: declineNpvInput,
    example: {
      initial_rate_bbl_per_day: 300,
      initial_decline_pct_per_year: 60,
      b_factor: 0.9,
      oil_price_usd_per_bbl: 70,
      royalty_pct: 20,
      severance_tax_pct: 4.6,
      loe_usd_per_month: 5000,
      capex_usd: 3000000,
    },
    calculate: declineNpv,
  }),
  tool({
    name: 'break_even_price',
    title: 'Break-even oil price',
    family: 'economics',
    description:
      'Break-even oil price ($/bbl) from the working interest, NRI (or royalty and ORRI), severance tax %, LOE ($/bbl), investment ($) and gross reserves (bbl): undiscounted, P = WI·(LOE + capex/R)/(NRI·(1 − severance)); optionally discounted at a rate (%/yr) with an exponential decline from an initial rate (bbl/d) that produces the reserves.',
    inputSchema: breakEvenPriceInput,
    example: {
      loe_usd_per_bbl: 15,
      capex_usd: 6000000,
      reserves_bbl: 400000,
      royalty_pct: 20,
      severance_tax_pct: 4.6,
    },
    calculate: breakEvenPrice,
  }),
  tool({
    name: 'langelier_saturation_index',
    title: 'Langelier saturation index',
    family: 'water_chemistry',
    description:
      'Calcium carbonate scaling tendency of fresh water (TDS ≤ 4,000 mg/L) by the Langelier index from pH, temperature (°F), TDS, calcium hardness and alkalinity (mg/L as CaCO3); refuses brines, for which Stiff–Davis applies.',
    inputSchema: langelierSaturationIndexInput,
    example: {
      ph: 7.5,
      temperature_degF: 77,
      tds_mg_per_l: 320,
      calcium_hardness_mg_per_l_as_caco3: 150,
      alkalinity_mg_per_l_as_caco3: 34,
    },
    calculate: langelierSaturationIndex,
  }),
  tool({
    name: 'stiff_davis_index',
    title: 'Stiff–Davis stability index',
    family: 'water_chemistry',
    description:
      'Calcium carbonate scaling tendency of oilfield brines by the Stiff–Davis index SI = pH − pCa − pAlk − K from pH, temperature (°F), calcium and bicarbonate (mg/L); K given or from the USBR fit of the ASTM D4582 / Stiff–Davis chart at the ionic strength (given, from the water analysis with sodium by charge balance, or ≈ 2.5e-5 × TDS).',
    inputSchema: stiffDavisIndexInput,
    example: {
      ph: 6.8,
      temperature_degF: 140,
      calcium_mg_per_l: 4000,
      bicarbonate_mg_per_l: 300,
      magnesium_mg_per_l: 1000,
      chloride_mg_per_l: 55000,
      sulfate_mg_per_l: 500,
    },
    calculate: stiffDavisIndex,
  }),
];

const byName = new Map(catalogue.map((entry) => [entry.name, entry]));

/** The calculator with this name, or undefined. */
export function findCalculator(name: string): CalculatorTool | undefined {
  return byName.get(name);
}

/** JSON Schema (draft 2020-12) of a calculator's input, as a client would send it. */
export function calculatorJsonSchema(entry: CalculatorTool): Record<string, unknown> {
  return z.toJSONSchema(entry.inputSchema, { io: 'input' });
}
