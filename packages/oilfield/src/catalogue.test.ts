import { describe, expect, it } from 'vitest';

import { calculatorJsonSchema, catalogue, findCalculator } from './catalogue';
import { OilfieldInputError } from './errors';

interface JsonSchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  required?: string[];
  additionalProperties?: boolean;
}

/** Every property of an object schema, nested objects and arrays of objects included. */
function undescribed(node: JsonSchemaNode, path: string): string[] {
  const missing: string[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (!child.description) missing.push(`${path}${key}`);
    missing.push(...undescribed(child, `${path}${key}.`));
    if (child.items) missing.push(...undescribed(child.items, `${path}${key}[].`));
  }
  return missing;
}

/**
 * What a number's description must say so a model passes the right number: its unit, or what
 * kind of dimensionless quantity it is (a fraction, a ratio, a factor, an exponent, a count, pH).
 */
const STATES_UNIT_OR_ROLE =
  /%|\$|°|, in\b|\b(?:psia|psig|psi|ppg|ft|inches|mi|miles|m|km|mm|bbl|STB|Mcf|Mscf|MMscf|scf|md|cP|spm|hp|lb|lbm|ppm|mg\/L|mol\/L|degrees?|years?|months?|days?|hours?|USD|dyne\/cm|kg|m3|gal|fraction|dimensionless|coefficient|unit|ratio|index|specific gravity|SG|API|exponent|count|strokes|number of|compressibility factor|friction factor|efficiency|Arps b|hold b|b searched|pH|[a-z_]+_unit)\b/i;

/** Numeric properties whose description states neither a unit nor a dimensionless role. */
function unitless(node: JsonSchemaNode, path: string): string[] {
  const missing: string[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const numeric = child.type === 'number' || child.type === 'integer';
    if (numeric && !STATES_UNIT_OR_ROLE.test(child.description ?? '')) {
      missing.push(`${path}${key}: ${child.description ?? ''}`);
    }
    missing.push(...unitless(child, `${path}${key}.`));
    if (child.items) missing.push(...unitless(child.items, `${path}${key}[].`));
  }
  return missing;
}

describe('calculator catalogue', () => {
  it('has unique snake_case names and 82 calculators', () => {
    const names = catalogue.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(names).toHaveLength(83);
    expect(findCalculator('hydrostatic_pressure')?.title).toBe('Hydrostatic pressure');
    expect(findCalculator('no_such_tool')).toBeUndefined();
  });

  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: JSON Schema with every field described, strict, and a description of the tool',
    (_name, entry) => {
      const schema = calculatorJsonSchema(entry) as JsonSchemaNode;
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      expect(undescribed(schema, '')).toEqual([]);
      expect(entry.description.length).toBeGreaterThan(40);
    },
  );

  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: every number input states its unit or its dimensionless role',
    (_name, entry) => {
      expect(unitless(calculatorJsonSchema(entry) as JsonSchemaNode, '')).toEqual([]);
    },
  );

  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: runs its example and returns finite values with units, a formula and sources',
    (name, entry) => {
      const result = entry.run(entry.example);
      expect(result.calculator).toBe(name);
      const values = Object.values(result.values);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) {
        expect(Number.isFinite(value?.value)).toBe(true);
        expect(value?.unit).toBeTruthy();
        expect(value?.label).toBeTruthy();
      }
      expect(result.formula.length).toBeGreaterThan(5);
      expect(result.sources.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    },
  );

  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: refuses unknown fields, wrong types and non-objects with OilfieldInputError',
    (_name, entry) => {
      expect(() => entry.run({ ...entry.example, not_an_input: 1 })).toThrow(OilfieldInputError);
      expect(() => entry.run({ ...entry.example, not_an_input: 1 })).toThrow(/Unrecognized key/);
      expect(() => entry.run('ten thousand feet')).toThrow(OilfieldInputError);
      expect(() => entry.run(null)).toThrow(OilfieldInputError);
      const [firstKey] = Object.keys(entry.example);
      if (firstKey !== undefined) {
        expect(() => entry.run({ ...entry.example, [firstKey]: 'twelve' })).toThrow(
          new RegExp(`${firstKey} = "twelve"`),
        );
      }
    },
  );

  it('names the missing input', () => {
    const hydrostatic = findCalculator('hydrostatic_pressure');
    expect(() => hydrostatic?.run({ tvd_ft: 10500 })).toThrow(/mud_weight_ppg = missing/);
  });
});
