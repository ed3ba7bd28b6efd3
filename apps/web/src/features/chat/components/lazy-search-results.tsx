import { useState } from 'react';
import { useOnDemand } from '../../../hooks/use-on-demand';
import { onDemand } from '../../../lib/on-demand';
import { SearchingStatus } from './chat-search';
import type { ChatSearchResultsProps } from './chat-search-results';

/** Search results are fetched with the first search (decision 042). */
const searchResultsPart = onDemand(() => import('./chat-search-results'));

/** The results of a search, once their chunk is in; a failed fetch is tried again as typing goes on. */
export function SearchResults({ query, onOpen }: ChatSearchResultsProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const results = useOnDemand(searchResultsPart, query, () => setFailedFor(query));
  if (results) return <results.ChatSearchResults query={query} onOpen={onOpen} />;
  if (failedFor === query) {
    return (
      <p role="alert" className="px-3 py-4 text-sm text-slate-400">
        Search failed: the results could not be loaded.
      </p>
    );
  }
  return <SearchingStatus />;
}
