import type { Recipe } from './recipe';

export const unitsRecipes: Recipe[] = [];
