/** A number with its unit and a human-readable label. */
export interface Quantity {
  readonly value: number;
  /** Unit as written in field practice, e.g. `psi`, `bbl/d`, `ft³/scf`, `fraction`, `%`. */
  readonly unit: string;
  readonly label: string;
}

/** A column of a result table. */
export interface ResultColumn {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
}

/** Tabular output (a forecast, a cash flow, an inflow curve), one object per row keyed by column. */
export interface ResultTable {
  readonly title: string;
  readonly columns: readonly ResultColumn[];
  readonly rows: readonly Readonly<Record<string, number>>[];
}

/**
 * What every calculator returns. `values` carries each result with its unit: the keys in `K` are
 * always present, those in `O` only when they exist for the input (no payout, no economic limit
 * given, a ratio whose denominator is zero), with a warning or note saying why; `formula` is the
 * human-readable relation used; `assumptions` lists the conventions and defaults applied (so an
 * answer can be reproduced); `warnings` flags anything the user should doubt, such as an input
 * outside the data a correlation was fitted to; `notes` interprets the result; `sources` cites
 * where each formula comes from.
 */
export interface CalcResult<K extends string = string, O extends string = never> {
  /** Catalogue name of the calculator that produced the result (snake_case). */
  readonly calculator: string;
  readonly values: Readonly<Record<K, Quantity> & Partial<Record<O, Quantity>>>;
  readonly formula: string;
  readonly assumptions: readonly string[];
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
  readonly sources: readonly string[];
  readonly table?: ResultTable;
}

/** Shorthand for building a {@link Quantity}. */
export function quantity(value: number, unit: string, label: string): Quantity {
  return { value, unit, label };
}

/** Builds a {@link CalcResult}, defaulting the lists that are often empty. */
export function calcResult<K extends string, O extends string = never>(result: {
  calculator: string;
  values: Record<K, Quantity> & Partial<Record<O, Quantity>>;
  formula: string;
  assumptions?: readonly string[];
  warnings?: readonly string[];
  notes?: readonly string[];
  sources: readonly string[];
  table?: ResultTable;
}): CalcResult<K, O> {
  return {
    calculator: result.calculator,
    values: result.values,
    formula: result.formula,
    assumptions: result.assumptions ?? [],
    warnings: result.warnings ?? [],
    notes: result.notes ?? [],
    sources: result.sources,
    ...(result.table ? { table: result.table } : {}),
  };
}
