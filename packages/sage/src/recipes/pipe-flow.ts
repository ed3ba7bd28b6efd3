import type { Recipe } from './recipe';

export const pipeFlowRecipes: Recipe[] = [];
