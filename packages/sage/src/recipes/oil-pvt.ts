import type { Recipe } from './recipe';

export const oilPvtRecipes: Recipe[] = [];
