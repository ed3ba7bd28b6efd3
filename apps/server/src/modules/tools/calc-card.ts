import {
  CALC_MAX_TABLE_ROWS,
  calcBlock,
  CalcCardSchema,
  type CalcCard,
  type CalcCardInput,
} from '@petrosage/contracts/calc';
import {
  catalogue,
  OilfieldInputError,
  type CalculatorFamily,
  type CalculatorTool,
} from '@petrosage/oilfield';
import type { CalcResult } from '@petrosage/oilfield/result';
import { z } from 'zod';
import { ToolInputError } from '../assistant/assistant-tool';
import { convertedResults, wantedFromNames } from './answer-units';
import { inputParts } from './calc-markdown';

/**
 * Calculation cards (docs/decisions/024-calculation-cards.md): a calculator's inputs, with their
 * units and accepted ranges from its schema, and its result, as the `calc` block a reply carries.
 */

interface JsonSchemaField {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  default?: unknown;
  items?: JsonSchemaField;
  minItems?: number;
  maxItems?: number;
}

/**
 * The areas the calculator browser groups calculators in, by their family in the catalogue:
 * every family is named, so no calculator lands in a catch-all group.
 */
const AREAS: Record<CalculatorFamily, string> = {
  drilling: 'Drilling & well control',
  well_control: 'Drilling & well control',
  decline: 'Production',
  inflow: 'Production',
  artificial_lift: 'Artificial lift & liquid loading',
  volumes_and_ratios: 'Production',
  gas_pvt: 'PVT',
  oil_pvt: 'PVT',
  flow_and_facilities: 'Facilities',
  gas_transmission: 'Facilities',
  economics: 'Economics',
  water_chemistry: 'Water chemistry',
  hydrates: 'Facilities',
  units: 'Conversions',
};

/** The area a calculator is listed under. */
export function calculatorArea(entry: CalculatorTool): string {
  return AREAS[entry.family];
}

const calculators = new Map(catalogue.map((entry) => [entry.name, entry]));
const fieldsByTool = new Map<string, readonly CalcCardInput[]>();

/** The calculator of the catalogue named `name`, if it has one. */
export function calculatorNamed(name: string): CalculatorTool | undefined {
  return calculators.get(name);
}

function field(name: string, schema: JsonSchemaField, required: boolean): CalcCardInput {
  const { label, unit } = inputParts(name);
  const base: CalcCardInput = {
    name,
    label,
    ...(unit !== undefined && { unit }),
    kind: 'fixed',
    value: null,
    ...(!required && { optional: true }),
    ...(schema.description !== undefined && { hint: schema.description.slice(0, 400) }),
  };
  const range = (numbers: JsonSchemaField): Partial<CalcCardInput> => ({
    ...(numbers.minimum !== undefined && { min: numbers.minimum }),
    ...(numbers.exclusiveMinimum !== undefined && {
      min: numbers.exclusiveMinimum,
      min_exclusive: true,
    }),
    ...(numbers.maximum !== undefined && { max: numbers.maximum }),
    ...(numbers.exclusiveMaximum !== undefined && {
      max: numbers.exclusiveMaximum,
      max_exclusive: true,
    }),
    ...(numbers.type === 'integer' && { integer: true }),
  });
  if (schema.type === 'number' || schema.type === 'integer') {
    return { ...base, kind: 'number', ...range(schema) };
  }
  if (schema.type === 'boolean') return { ...base, kind: 'flag' };
  if (schema.type === 'string' && Array.isArray(schema.enum)) {
    return { ...base, kind: 'choice', options: schema.enum.map(String) };
  }
  if (
    schema.type === 'array' &&
    (schema.items?.type === 'number' || schema.items?.type === 'integer')
  ) {
    return {
      ...base,
      kind: 'list',
      ...range(schema.items),
      ...(schema.minItems !== undefined && { min_items: schema.minItems }),
      ...(schema.maxItems !== undefined && { max_items: schema.maxItems }),
    };
  }
  return base;
}

/** A calculator's inputs as a card's fields, in its schema's order, with no values. */
export function cardFields(entry: CalculatorTool): readonly CalcCardInput[] {
  const known = fieldsByTool.get(entry.name);
  if (known) return known;
  const schema = z.toJSONSchema(entry.inputSchema, { io: 'input' }) as {
    properties?: Record<string, JsonSchemaField>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, required.has(name)),
  );
  fieldsByTool.set(entry.name, fields);
  return fields;
}

function withValues(
  entry: CalculatorTool,
  values: Readonly<Record<string, unknown>>,
): CalcCardInput[] {
  return cardFields(entry).map((input) => ({ ...input, value: values[input.name] ?? null }));
}

/** What a card of a calculation holds besides its inputs. */
function resultParts(result: CalcResult, wantedUnits: readonly string[]): Partial<CalcCard> {
  const table = result.table;
  const converted = convertedResults(result, wantedFromNames(wantedUnits));
  return {
    results: Object.entries(result.values).map(([key, value]) => ({
      key,
      label: value.label,
      value: value.value,
      unit: value.unit,
    })),
    ...(converted.length > 0 && {
      in_your_units: converted.map(({ key, label, value, unit }) => ({ key, label, value, unit })),
    }),
    ...(wantedUnits.length > 0 && { wanted_units: [...wantedUnits] }),
    formula: result.formula,
    ...(table !== undefined && {
      table: {
        title: table.title,
        columns: table.columns.map(({ key, label, unit }) => ({ key, label, unit })),
        rows: table.rows.slice(0, CALC_MAX_TABLE_ROWS).map((row) => ({ ...row })),
        ...(table.rows.length > CALC_MAX_TABLE_ROWS && { total_rows: table.rows.length }),
      },
    }),
    warnings: [...result.warnings],
    assumptions: [...result.assumptions],
    notes: [...result.notes],
    sources: [...result.sources],
  };
}

/**
 * The card of a finished calculation: `read` is the input as the calculator parsed it (defaults
 * included), `wantedUnits` the units the question asked the results in.
 */
export function computedCard(
  entry: CalculatorTool,
  read: Readonly<Record<string, unknown>>,
  result: CalcResult,
  wantedUnits: readonly string[] = [],
): CalcCard {
  return CalcCardSchema.parse({
    tool: entry.name,
    title: entry.title,
    status: 'computed',
    inputs: withValues(entry, read),
    ...resultParts(result, wantedUnits),
  });
}

/** A card that asks for inputs (the ones given filled in), or shows the calculator's refusal. */
export function formCard(
  entry: CalculatorTool,
  values: Readonly<Record<string, unknown>>,
  refusal?: string,
): CalcCard {
  return CalcCardSchema.parse({
    tool: entry.name,
    title: entry.title,
    status: refusal === undefined ? 'needs_input' : 'refused',
    inputs: withValues(entry, values),
    ...(refusal !== undefined && { error: refusal.slice(0, 2_000) }),
  });
}

/** An empty card of a calculator: every input to fill in. */
export function emptyCard(entry: CalculatorTool): CalcCard {
  return formCard(entry, {});
}

/** The card's block, or undefined when the card cannot be written (the text form stands alone). */
export function cardBlock(card: () => CalcCard): string | undefined {
  try {
    return calcBlock(card());
  } catch {
    return undefined;
  }
}

/**
 * Runs the calculator `name` on `input` as a card would: the new card, the calculator's result
 * and its text form. Input the calculator refuses is a {@link ToolInputError} naming the input.
 */
export function runCard(
  entry: CalculatorTool,
  input: Readonly<Record<string, unknown>>,
  wantedUnits: readonly string[] = [],
): { card: CalcCard; result: CalcResult } {
  try {
    const result = entry.run(input);
    const read = entry.inputSchema.parse(input);
    return { card: computedCard(entry, read, result, wantedUnits), result };
  } catch (error) {
    if (error instanceof OilfieldInputError) {
      throw new ToolInputError(error.message, { cause: error });
    }
    throw error;
  }
}
