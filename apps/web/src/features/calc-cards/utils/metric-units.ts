import { formatCalcNumber, type CalcCard } from '@petrosage/contracts/calc';
import { calcUnitChoices, convertCalcUnit, metricText } from '@petrosage/contracts/calc-units';

/**
 * A field's hint for a field shown in a metric unit: its figures in metric, and the calculator's
 * unit named on its own ("Average reservoir pressure p̄, psia") as the unit the field is in.
 */
export function metricHintText(
  hint: string,
  calculatorUnit: string | undefined,
  shownUnit: string,
): string {
  const figures = metricText(hint);
  if (calculatorUnit === undefined || calculatorUnit === shownUnit) return figures;
  const bare = new RegExp(
    `(^|[\\s(,;:])${calculatorUnit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/³])`,
    'g',
  );
  return figures.replace(bare, `$1${shownUnit}`);
}

/** Whether a number of the card (an input or a result) has a unit of the other system. */
export function hasOtherUnits(card: CalcCard): boolean {
  const units = [
    ...card.inputs.filter((input) => input.kind === 'number').map((input) => input.unit),
    ...card.results.map((value) => value.unit),
  ];
  return units.some((unit) => calcUnitChoices(unit).some((choice) => choice.system === 'metric'));
}

/** A result in the first metric unit its unit offers: `36.57`, `MPa`; undefined when none. */
export function inMetric(
  value: CalcCard['results'][number],
): { text: string; unit: string } | undefined {
  const choices = calcUnitChoices(value.unit);
  const from = choices[0];
  const to = choices.find((unit) => unit.system === 'metric');
  if (!from || !to) return undefined;
  return {
    text: formatCalcNumber(convertCalcUnit(value.value, from, to), to.symbol),
    unit: to.symbol,
  };
}

/** A result table with each column that has a metric unit converted to it. */
export function metricTable(table: NonNullable<CalcCard['table']>): NonNullable<CalcCard['table']> {
  const conversions = table.columns.map((column) => {
    const choices = calcUnitChoices(column.unit);
    const from = choices[0];
    const to = choices.find((unit) => unit.system === 'metric');
    return from && to && from !== to ? { from, to } : undefined;
  });
  return {
    ...table,
    title: metricText(table.title),
    columns: table.columns.map((column, index) => ({
      ...column,
      label: metricText(column.label),
      unit: conversions[index]?.to.symbol ?? column.unit,
    })),
    rows: table.rows.map((row) =>
      Object.fromEntries(
        table.columns.map((column, index) => {
          const value = row[column.key];
          const conversion = conversions[index];
          return [
            column.key,
            value === undefined || conversion === undefined
              ? value
              : convertCalcUnit(value, conversion.from, conversion.to),
          ];
        }),
      ),
    ),
  } as NonNullable<CalcCard['table']>;
}
