import type { Recipe } from './recipe';

export const volumesRecipes: Recipe[] = [];
