import type { Recipe } from './recipe';

export const economicsRecipes: Recipe[] = [];
