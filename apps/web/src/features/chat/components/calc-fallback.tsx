export interface CalcFallbackProps {
  /** The block's text as the reply holds it. */
  source: string;
  /** Why it could not be shown as a card. */
  reason: string;
}

/** A calculation block that cannot be shown as a card: the reason, then the block itself. */
export function CalcFallback({ source, reason }: CalcFallbackProps) {
  return (
    <div className="calc-fallback" data-testid="calc-fallback">
      <p className="text-sm text-slate-500">{reason}</p>
      <pre>
        <code className="language-calc">{source}</code>
      </pre>
    </div>
  );
}
