import type { Recipe } from './recipe';

export const ratiosRecipes: Recipe[] = [];
