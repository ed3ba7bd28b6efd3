export interface BlockFallbackProps {
  /** The block's language (`calc`, `chart`, `analysis`): its test id and code class. */
  language: string;
  /** The block's text as the reply holds it. */
  source: string;
  /** Why it could not be drawn. */
  reason: string;
}

/** A fenced block of a reply that cannot be drawn: the reason, then the block itself, so nothing is lost. */
export function BlockFallback({ language, source, reason }: BlockFallbackProps) {
  return (
    <div data-testid={`${language}-fallback`}>
      <p className="text-sm text-slate-500">{reason}</p>
      <pre>
        <code className={`language-${language}`}>{source}</code>
      </pre>
    </div>
  );
}
