import type { ChatSearchResult } from '@petrosage/contracts/chat';
import type { ReactNode } from 'react';
import { useSearchChats } from '../api/search-chats';
import { formatRelativeDate } from '../utils/relative-date';
import { SearchingStatus } from './chat-search';

/** The snippet with the matched words marked. */
function Snippet({ text, highlights }: { text: string; highlights: readonly number[][] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start = 0, end = 0] of highlights) {
    if (start < at || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-400/30 px-0.5 text-amber-100">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

export interface ChatSearchResultsProps {
  /** The search text (already debounced). */
  query: string;
  onOpen: (result: ChatSearchResult) => void;
}

/** Chats and messages that match, each opening its chat at the message. */
export function ChatSearchResults({ query, onOpen }: ChatSearchResultsProps) {
  const search = useSearchChats(query);
  if (search.isPending) return <SearchingStatus />;
  if (search.isError) {
    return (
      <p role="alert" className="px-3 py-4 text-sm text-slate-400">
        Search failed: {search.error.message}
      </p>
    );
  }
  const results = search.data;
  if (results.length === 0) {
    return (
      <p role="status" className="px-3 py-6 text-center text-sm text-slate-400">
        No chats match “{query}”.
      </p>
    );
  }
  return (
    <ul className="space-y-0.5" aria-label="Search results" data-testid="search-results">
      {results.map((result) => (
        <li key={`${result.chat_id}:${result.message_id ?? 'title'}`}>
          <button
            type="button"
            onClick={() => onOpen(result)}
            data-testid="search-result"
            className="w-full min-w-0 rounded-lg px-3 py-2 text-left hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-white">
                {result.message_id === null ? (
                  <Snippet text={result.title} highlights={result.highlights} />
                ) : (
                  result.title
                )}
              </span>
              <span className="shrink-0 text-xs text-slate-400">
                {formatRelativeDate(result.timestamp)}
              </span>
            </span>
            {result.message_id !== null && (
              <span
                className="mt-0.5 line-clamp-3 block text-xs [overflow-wrap:anywhere] text-slate-300"
                data-testid="search-snippet"
              >
                <span className="text-slate-400">{result.role === 'user' ? 'You: ' : ''}</span>
                <Snippet text={result.snippet} highlights={result.highlights} />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
