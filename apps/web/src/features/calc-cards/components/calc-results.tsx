import { calcInputNumbers, formatCalcNumber, type CalcCard } from '@petrosage/contracts/calc';
import { metricText } from '@petrosage/contracts/calc-units';
import type { UnitSystem } from '@petrosage/contracts/preferences';
import { inMetric, metricTable } from '../utils/metric-units';
import { CalcTable } from './calc-table';

/**
 * A computed card's results (what changed marked, with the figure before) in the units shown,
 * then the figures in the reader's units, the formula, warnings, a result table, notes,
 * assumptions and sources.
 */
export function CalcResults({
  card,
  before,
  system,
}: {
  card: CalcCard;
  before: ReadonlyMap<string, CalcCard['results'][number]>;
  system: UnitSystem;
}) {
  const inputNumbers = calcInputNumbers(card);
  // In metric, every figure the card's words carry is metric too ("Rate at pwf = 800 psia").
  const words = (text: string) => (system === 'metric' ? metricText(text) : text);
  const list = (title: string, items: readonly string[]) =>
    items.length > 0 && (
      <div className="mt-2">
        <p className="m-0 text-sm font-semibold">{title}</p>
        <ul className="mt-1 mb-0 text-sm">
          {items.map((item) => (
            <li key={item}>{words(item)}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="mt-3">
      <table className="calc-results w-full">
        <caption className="sr-only">Results</caption>
        <tbody>
          {card.results.map((value) => {
            const old = before.get(value.key);
            const changed =
              old !== undefined &&
              formatCalcNumber(old.value, old.unit) !== formatCalcNumber(value.value, value.unit);
            const metric = system === 'metric' ? inMetric(value) : undefined;
            return (
              <tr
                key={value.key}
                data-changed={changed ? 'true' : undefined}
                className={changed ? 'bg-amber-100' : undefined}
              >
                <th scope="row" className="text-left font-normal">
                  {words(value.label)}
                </th>
                <td>
                  {metric !== undefined ? (
                    <>
                      <strong
                        data-testid={`calc-metric-${value.key}`}
                        // The calculator's own figure, a hover away.
                        title={`${formatCalcNumber(value.value, value.unit, inputNumbers)} ${value.unit}`}
                        data-value={value.value}
                      >
                        {metric.text}
                      </strong>{' '}
                      {metric.unit}
                    </>
                  ) : (
                    <>
                      <strong title={String(value.value)} data-value={value.value}>
                        {formatCalcNumber(value.value, value.unit, inputNumbers)}
                      </strong>{' '}
                      {value.unit}
                    </>
                  )}
                  {changed && (
                    <span className="ml-1.5 text-xs text-slate-600">
                      (was {formatCalcNumber(old.value, old.unit, inputNumbers)})
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {card.in_your_units && card.in_your_units.length > 0 && (
        <ul className="mt-2 mb-0 text-sm text-slate-700" aria-label="In your units">
          {card.in_your_units.map((value) => (
            <li key={value.key}>
              {value.label}:{' '}
              <strong title={String(value.value)} data-value={value.value}>
                {formatCalcNumber(value.value, value.unit)}
              </strong>{' '}
              {value.unit}
            </li>
          ))}
        </ul>
      )}
      {card.formula !== undefined && (
        <p className="mt-2 mb-0 text-sm">
          <strong>Formula:</strong> {card.formula}
        </p>
      )}
      {card.warnings.length > 0 && (
        <ul className="mt-2 mb-0 text-sm text-orange-800" aria-label="Warnings">
          {card.warnings.map((warning) => (
            <li key={warning}>⚠️ {words(warning)}</li>
          ))}
        </ul>
      )}
      {card.table !== undefined && card.table.rows.length > 0 && (
        <CalcTable table={system === 'metric' ? metricTable(card.table) : card.table} />
      )}
      {list('Notes', card.notes)}
      {(card.assumptions.length > 0 || card.sources.length > 0) && (
        <div className="hidden print:block">
          {list('Assumptions', card.assumptions)}
          {list('Sources', card.sources)}
        </div>
      )}
      {(card.assumptions.length > 0 || card.sources.length > 0) && (
        <details className="mt-2 print:hidden">
          <summary className="cursor-pointer text-sm font-semibold">
            Assumptions and sources
          </summary>
          {list('Assumptions', card.assumptions)}
          {list('Sources', card.sources)}
        </details>
      )}
    </div>
  );
}
