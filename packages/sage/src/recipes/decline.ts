import type { Recipe } from './recipe';

export const declineRecipes: Recipe[] = [];
