import type { Recipe } from './recipe';

export const tanksRecipes: Recipe[] = [];
