import { BarChart3, Handshake, Lightbulb, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** docs/product.md §2's static placeholder cards, shown as examples: none of it is the user's data. */
export const EXAMPLE_DEALS = [
  { name: 'Midland Basin', value: '$2.1M' },
  { name: 'Permian Play', value: '$850K' },
  { name: 'Eagle Ford', value: '$1.3M' },
] as const;

export const EXAMPLE_INSIGHTS = [
  'Flag wells whose decline runs steeper than their type curve.',
  'Lifting cost per BOE climbs with water cut: review disposal contracts.',
  'Check permit expiry dates before scheduling a rig.',
] as const;

export const EXAMPLE_PERFORMANCE = [
  { label: 'Revenue', value: '+12.5%' },
  { label: 'Efficiency', value: '+8.2%' },
  { label: 'ROI', value: '+15.7%' },
] as const;

export const EXAMPLE_OVERALL_SCORE = 78;
export const EXAMPLE_LABEL = 'Example';
export const EXAMPLE_NOTE = 'Sample figures for illustration, not your data.';

function ExampleCard({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className="rounded-xl border border-dashed border-slate-300 bg-white/70 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-slate-500" />
          {title}
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[0.6875rem] font-medium uppercase tracking-wide text-slate-500">
          {EXAMPLE_LABEL}
        </span>
      </div>
      {children}
    </section>
  );
}

/**
 * A button docs/product.md defines as doing nothing: shown as unavailable, so nobody waits for it.
 */
function InertButton({ children }: { children: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      title="Not available for the example cards"
      className="mt-3 w-full cursor-not-allowed rounded-lg border border-slate-200 py-1.5 text-sm font-medium text-slate-400"
    >
      {children}
    </button>
  );
}

/** Recent Deals, Key Insights and Performance, exactly as docs/product.md §2 lists them, marked as examples. */
export function ExampleCards() {
  return (
    <div className="flex flex-col gap-4" data-testid="example-cards">
      <p className="text-xs text-slate-500">{EXAMPLE_NOTE}</p>
      <ExampleCard id="recent-deals" title="Recent Deals" icon={Handshake}>
        <ul className="mt-3 space-y-1.5 text-sm">
          {EXAMPLE_DEALS.map((deal) => (
            <li key={deal.name} className="flex justify-between gap-2">
              <span className="text-slate-600">{deal.name}</span>
              <span className="font-medium tabular-nums text-slate-900">{deal.value}</span>
            </li>
          ))}
        </ul>
        <InertButton>View all deals</InertButton>
      </ExampleCard>
      <ExampleCard id="key-insights" title="Key Insights" icon={Lightbulb}>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
          {EXAMPLE_INSIGHTS.map((insight) => (
            <li key={insight} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-slate-400" />
              {insight}
            </li>
          ))}
        </ul>
      </ExampleCard>
      <ExampleCard id="performance" title="Performance" icon={BarChart3}>
        <ul className="mt-3 space-y-1.5 text-sm">
          {EXAMPLE_PERFORMANCE.map((metric) => (
            <li key={metric.label} className="flex justify-between gap-2">
              <span className="text-slate-600">{metric.label}</span>
              <span className="font-medium tabular-nums text-emerald-600">{metric.value}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <div className="flex justify-between text-sm">
            <span className="text-slate-600">Overall score</span>
            <span className="font-semibold text-slate-900">{EXAMPLE_OVERALL_SCORE}/100</span>
          </div>
          <div
            role="meter"
            aria-label="Overall score"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={EXAMPLE_OVERALL_SCORE}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-emerald-500"
              style={{ width: `${EXAMPLE_OVERALL_SCORE}%` }}
            />
          </div>
        </div>
        <InertButton>Generate report</InertButton>
      </ExampleCard>
    </div>
  );
}
