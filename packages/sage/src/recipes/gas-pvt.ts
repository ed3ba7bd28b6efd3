import type { Recipe } from './recipe';

export const gasPvtRecipes: Recipe[] = [];
