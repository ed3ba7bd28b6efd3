import { SEARCH_QUERY_MAX_LENGTH } from '@petrosage/contracts/chat';
import { LoaderCircle, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The text typed, once typing has paused this long, is searched. */
const SEARCH_DELAY_MS = 250;

export function useDebounced(value: string, delayMs = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface ChatSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** While the results (their own chunk, fetched with the first search) arrive. */
export function SearchingStatus() {
  return (
    <p role="status" className="flex items-center gap-2 px-3 py-4 text-sm text-slate-400">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Searching…
    </p>
  );
}

/** The search box above the chat list. */
export function ChatSearchField({ value, onChange }: ChatSearchFieldProps) {
  return (
    <div className="relative mx-3 mb-3 shrink-0">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={value}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
        aria-label="Search chats"
        placeholder="Search chats"
        data-testid="chat-search"
        className="w-full rounded-lg border border-white/15 bg-white/5 py-2 pr-8 pl-8 text-sm text-white placeholder:text-slate-400 focus:border-amber-400 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </div>
  );
}
