import { catalogue } from '@petrosage/oilfield';
import { describe, expect, it } from 'vitest';
import { calculatorInfo } from '../src/calculators';
import { answerCalculation } from '../src/engine';
import { RECIPES } from '../src/recipes';
import { role } from '../src/roles';
import { readUnit } from '../src/units';

/**
 * Every calculator of the catalogue is reachable from plain English — some phrase that names it
 * is answered by it — or is listed here with why it is not read from a question.
 */
const NOT_READ: Readonly<Record<string, string>> = {
  convert_units:
    'unit conversions are answered by the built-in conversion skill, which reads "250 psi in bar" on its own',
};

describe('the catalogue from plain English', () => {
  it('has a recipe or a reason for every calculator, and no recipe for one it does not have', () => {
    const names = catalogue.map((entry) => entry.name);
    const read = new Set(RECIPES.map((recipe) => recipe.tool));
    expect(names.filter((name) => !read.has(name) && NOT_READ[name] === undefined)).toEqual([]);
    expect([...read].filter((tool) => !names.includes(tool))).toEqual([]);
    expect(Object.keys(NOT_READ).filter((name) => read.has(name))).toEqual([]);
  });

  it.each(RECIPES.map((recipe) => [recipe.tool, recipe] as const))(
    '%s is answered for a phrase that names it',
    (tool, recipe) => {
      const phrases = Object.entries(recipe.terms)
        .filter(([, weight]) => weight >= 2)
        .map(([phrase]) => phrase);
      const reached = phrases.filter((phrase) => answerCalculation(phrase)?.tool === tool);
      expect(reached, `none of ${phrases.join(', ')}`).not.toEqual([]);
    },
  );
});

describe('the units of the inputs', () => {
  it("gives every input a unit its role's quantities convert to, or takes only pure numbers", () => {
    const pure = new Set(['dimensionless', 'fraction', 'specific_gravity', 'api', 'count']);
    const unreadable = RECIPES.flatMap((recipe) => {
      const info = calculatorInfo(recipe.tool);
      return recipe.inputs.flatMap((spec) => {
        const input = info.inputs.get(spec.input);
        if (input === undefined || input.kind !== 'number' || input.unit !== undefined) return [];
        if (spec.unit !== undefined) return [];
        const takes = role(spec.role).takes.filter((kind) => !pure.has(kind) && kind !== 'density');
        return takes.length > 0 ? [`${recipe.tool}.${spec.input} (${takes.join(', ')})`] : [];
      });
    });
    expect(unreadable).toEqual([]);
  });
});

describe('the units of the results', () => {
  it('reads every result unit the unit registry knows, so a result can be asked for in its kind', () => {
    const unread = RECIPES.flatMap((recipe) =>
      calculatorInfo(recipe.tool)
        .results.filter((result) => result.unit === undefined)
        .flatMap((result) => {
          try {
            readUnit(result.unitText.replace('³', '3').replace('²', '2'));
            return [`${recipe.tool}.${result.key} (${result.unitText})`];
          } catch {
            return [];
          }
        }),
    );
    expect(unread).toEqual([]);
  });
});
