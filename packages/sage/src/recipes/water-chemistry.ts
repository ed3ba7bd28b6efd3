import type { Recipe } from './recipe';

export const waterChemistryRecipes: Recipe[] = [];
