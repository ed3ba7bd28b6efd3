import { artificialLiftRecipes } from './artificial-lift';
import { drillingRecipes } from './drilling';
import { inflowRecipes } from './inflow';
import { wellControlRecipes } from './well-control';
import { volumesRecipes } from './volumes';
import { oilPvtRecipes } from './oil-pvt';
import { gasPvtRecipes } from './gas-pvt';
import { facilitiesRecipes } from './facilities';
import { gasTransmissionRecipes } from './gas-transmission';
import { hydratesRecipes } from './hydrates';
import { tanksRecipes } from './tanks';
import { thermalRecipes } from './thermal';
import { waterChemistryRecipes } from './water-chemistry';
import { pipeFlowRecipes } from './pipe-flow';
import { multiphaseRecipes } from './multiphase';
import { declineRecipes } from './decline';
import { economicsRecipes } from './economics';
import { ratiosRecipes } from './ratios';
import { unitsRecipes } from './units';
import { reservoirRecipes } from './reservoir';
import type { Recipe } from './recipe';

/** Every recipe, one per calculator the layer can be asked for in plain English. */
export const RECIPES: readonly Recipe[] = [
  ...wellControlRecipes,
  ...drillingRecipes,
  ...volumesRecipes,
  ...inflowRecipes,
  ...artificialLiftRecipes,
  ...oilPvtRecipes,
  ...gasPvtRecipes,
  ...facilitiesRecipes,
  ...gasTransmissionRecipes,
  ...hydratesRecipes,
  ...tanksRecipes,
  ...waterChemistryRecipes,
  ...pipeFlowRecipes,
  ...multiphaseRecipes,
  ...declineRecipes,
  ...economicsRecipes,
  ...ratiosRecipes,
  ...unitsRecipes,
  ...reservoirRecipes,
  ...thermalRecipes,
];
