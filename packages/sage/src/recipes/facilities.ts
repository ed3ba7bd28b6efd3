import type { Recipe } from './recipe';

export const facilitiesRecipes: Recipe[] = [];
