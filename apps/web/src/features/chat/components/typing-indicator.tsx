export interface TypingIndicatorProps {
  assistantName: string;
}

/** docs/product.md §2: '<assistant name> is typing...' while the reply has no text yet. */
export function TypingIndicator({ assistantName }: TypingIndicatorProps) {
  return (
    <div
      role="status"
      data-testid="typing-indicator"
      className="flex items-center gap-2 text-slate-500"
    >
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="text-sm">{assistantName} is typing...</span>
    </div>
  );
}
