export interface AnalysisFallbackProps {
  /** The block's text as the reply holds it. */
  source: string;
  /** Why it could not be shown as a card. */
  reason: string;
}

/** A file-analysis block that cannot be shown as a card: the reason, then the block itself. */
export function AnalysisFallback({ source, reason }: AnalysisFallbackProps) {
  return (
    <div className="calc-fallback" data-testid="analysis-fallback">
      <p className="text-sm text-slate-500">{reason}</p>
      <pre>
        <code className="language-analysis">{source}</code>
      </pre>
    </div>
  );
}
