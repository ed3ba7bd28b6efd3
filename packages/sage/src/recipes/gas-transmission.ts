import type { Recipe } from './recipe';

export const gasTransmissionRecipes: Recipe[] = [];
