import { calcBlock } from '@petrosage/contracts/calc';
import { ToolListResponseSchema, type ToolDescription } from '@petrosage/contracts/tools';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';

/** The areas in the order engineers look for them; any other area follows, by name. */
const AREA_ORDER = [
  'Drilling & well control',
  'Production',
  'Artificial lift & liquid loading',
  'PVT',
  'Facilities',
  'Economics',
  'Water chemistry',
  'Conversions',
];

type Calculator = ToolDescription & {
  title: string;
  area: string;
  card: NonNullable<ToolDescription['card']>;
};

function isCalculator(tool: ToolDescription): tool is Calculator {
  return tool.title !== undefined && tool.area !== undefined && tool.card !== undefined;
}

function rank(area: string): number {
  const index = AREA_ORDER.indexOf(area);
  return index < 0 ? AREA_ORDER.length : index;
}

/** Calculators whose title, area or description hold every word of `search`, grouped by area. */
export function groupCalculators(
  tools: readonly ToolDescription[],
  search: string,
): [area: string, calculators: Calculator[]][] {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  const groups = new Map<string, Calculator[]>();
  for (const tool of tools.filter(isCalculator)) {
    const text = `${tool.title} ${tool.area} ${tool.description}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    groups.set(tool.area, [...(groups.get(tool.area) ?? []), tool]);
  }
  return [...groups].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface CalculatorBrowserProps {
  onOpenCard: (block: string) => void;
}

/** Every calculator of `GET /api/tools`, searchable and grouped by area; picking one opens its card. */
export function CalculatorBrowser({ onOpenCard }: CalculatorBrowserProps) {
  const api = useApiClient();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const tools = useQuery({
    queryKey: ['tools'],
    queryFn: ({ signal }) => api.request('/tools', ToolListResponseSchema, { signal }),
    staleTime: Infinity,
  });

  if (tools.isPending) return <p role="status">Loading calculators…</p>;
  if (tools.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The calculators could not be loaded: {tools.error.message}{' '}
        <button
          type="button"
          onClick={() => void tools.refetch()}
          className="font-semibold underline"
        >
          Try again
        </button>
      </p>
    );
  }
  const groups = groupCalculators(tools.data.tools, search);
  return (
    <div>
      <label htmlFor={searchId} className="sr-only">
        Search calculators
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search: hydrostatic, Z-factor, NPV…"
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-8 text-sm focus-visible:outline-2 focus-visible:outline-amber-500"
        />
      </div>
      {groups.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          No calculator matches “{search.trim()}”.
        </p>
      ) : (
        groups.map(([area, calculators], index) => (
          <section key={area} aria-labelledby={`${searchId}-area-${index}`} className="mt-4">
            <h3
              id={`${searchId}-area-${index}`}
              className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {area}
            </h3>
            <ul className="mt-1.5 grid gap-1.5 sm:grid-cols-2">
              {calculators.map((calculator) => (
                <li key={calculator.name}>
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      onClick={() => onOpenCard(calcBlock(calculator.card))}
                      className="w-full rounded-lg px-3 py-2 text-left text-sm ring-1 ring-slate-200 hover:bg-amber-50 hover:ring-amber-300 focus-visible:outline-2 focus-visible:outline-amber-500"
                    >
                      <span className="block font-semibold text-slate-900">{calculator.title}</span>
                    </button>
                  </Dialog.Close>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
