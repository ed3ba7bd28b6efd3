export interface ChartFallbackProps {
  /** The block's text as the reply holds it. */
  source: string;
  /** Why it could not be drawn. */
  reason: string;
}

/** A chart block that cannot be drawn: the reason, then the block itself, so nothing is lost. */
export function ChartFallback({ source, reason }: ChartFallbackProps) {
  return (
    <div className="chart-fallback" data-testid="chart-fallback">
      <p className="text-sm text-slate-500">{reason}</p>
      <pre>
        <code className="language-chart">{source}</code>
      </pre>
    </div>
  );
}
