import { Zap } from 'lucide-react';
import { QUICK_PROMPTS, type QuickPrompt, type QuickPromptColor } from '../utils/quick-prompts';

const ICON_CLASSES: Record<QuickPromptColor, string> = {
  sky: 'bg-sky-100 text-sky-700',
  amber: 'bg-amber-100 text-amber-700',
  violet: 'bg-violet-100 text-violet-700',
  emerald: 'bg-emerald-100 text-emerald-700',
  teal: 'bg-teal-100 text-teal-700',
  orange: 'bg-orange-100 text-orange-700',
  rose: 'bg-rose-100 text-rose-700',
};

export interface QuickPromptsCardProps {
  onPrompt: (prompt: string) => void;
  /** A calculation's prompt: opens its card instead of sending the words. */
  onCard?: (prompt: QuickPrompt) => void;
  /** A reply is pending: prompts wait, as the input bar does. */
  disabled: boolean;
  prompts?: readonly QuickPrompt[];
}

/**
 * docs/product.md §2: quick prompts; a click sends the prompt as the user's message, or — for a calculation,
 * when the chat can open cards — opens its calculator's card, filled in, in a new chat.
 */
export function QuickPromptsCard({
  onPrompt,
  onCard,
  disabled,
  prompts = QUICK_PROMPTS,
}: QuickPromptsCardProps) {
  return (
    <section
      aria-labelledby="quick-prompts-title"
      data-testid="quick-prompts"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="quick-prompts-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Zap aria-hidden="true" className="size-4 text-amber-600" />
        Quick Actions
      </h2>
      <ul className="mt-3 space-y-1.5">
        {prompts.map((quickPrompt) => {
          const { id, title, prompt, icon: Icon, color, card } = quickPrompt;
          const opensCard = card !== undefined && onCard !== undefined;
          return (
            <li key={id}>
              <button
                type="button"
                data-testid="quick-prompt"
                data-prompt-id={id}
                data-opens-card={opensCard ? 'true' : undefined}
                disabled={disabled && !opensCard}
                title={opensCard ? `${prompt} — opens the calculator in a new chat` : prompt}
                onClick={() => (opensCard ? onCard(quickPrompt) : onPrompt(prompt))}
                className="flex w-full items-start gap-2.5 rounded-lg p-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md ${ICON_CLASSES[color]}`}
                >
                  <Icon className="size-4" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{title}</span>
                  <span className="line-clamp-2 text-xs text-slate-500">{prompt}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
