import type { Recipe } from './recipe';

export const hydratesRecipes: Recipe[] = [];
