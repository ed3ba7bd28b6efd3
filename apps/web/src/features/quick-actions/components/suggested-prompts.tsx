import { QUICK_PROMPTS, type QuickPrompt } from '../utils/quick-prompts';

/** How many quick prompts an empty chat suggests: enough to show the range, not a wall. */
const SUGGESTED_COUNT = 4;

export interface SuggestedPromptsProps {
  onPrompt: (prompt: string) => void;
  disabled: boolean;
  prompts?: readonly QuickPrompt[];
}

/**
 * A few quick prompts under an empty chat's greeting, where the right panel (and its Quick
 * Actions) is not on screen: a first question is one tap away on a phone.
 */
export function SuggestedPrompts({
  onPrompt,
  disabled,
  prompts = QUICK_PROMPTS.slice(0, SUGGESTED_COUNT),
}: SuggestedPromptsProps) {
  return (
    <ul aria-label="Suggested questions" className="mt-5 flex flex-col gap-2 text-left">
      {prompts.map(({ id, title, prompt, icon: Icon }) => (
        <li key={id}>
          <button
            type="button"
            data-testid="suggested-prompt"
            disabled={disabled}
            onClick={() => onPrompt(prompt)}
            className="flex w-full items-start gap-2.5 rounded-xl bg-white p-3 text-left shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{title}</span>
              <span className="block text-xs text-slate-500">{prompt}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
