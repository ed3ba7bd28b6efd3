import { Bm25Index } from './bm25-index';
import { tokenize } from './tokenize';
import { knowledgeEntries } from './knowledge-base';
import type { KnowledgeEntry } from './knowledge-entry';

/**
 * Full-text retrieval over the knowledge base. Ranking is BM25F over title, aliases, summary and
 * body; whether a result is good enough to show is decided separately, by how much of the
 * question the entry actually covers — so an off-topic question never gets "the least bad"
 * entry.
 */

/** One retrieved entry. */
export interface KnowledgeSearchResult {
  entry: KnowledgeEntry;
  /**
   * Confidence in [0, 1] that the entry answers the question: the IDF-weighted share of the
   * question's words the entry contains, scaled down when only common words matched.
   */
  score: number;
}

export interface KnowledgeSearchOptions {
  /** Most results to return (default 3). */
  limit?: number;
  /** Lowest score returned (default {@link KNOWLEDGE_MATCH_THRESHOLD}). */
  threshold?: number;
}

/** Below this score an entry is not a vetted answer to the question. */
export const KNOWLEDGE_MATCH_THRESHOLD = 0.5;

/**
 * Matched IDF, in units of the rarest word's IDF, at which a match counts as fully specific. A
 * question matched only through common words ("well", "water", "gas") stays below it and is
 * scaled down.
 */
const SPECIFICITY_RARE_WORDS = 1.25;

/** Results ranked below this share of the best result's BM25F are dropped as noise. */
const RELATIVE_FLOOR = 0.35;

/** Field weights for BM25F: identifiers and titles say more than body text. */
const WEIGHTS = { title: 3, aliases: 2.5, summary: 1.5, body: 1 };

/** A word found only in the body counts half as evidence of what the entry is about. */
const BODY_CREDIT = 0.5;

/** An alias this rare (summed IDF of its words, in rarest-word units) names its entry outright. */
const NAMING_ALIAS_RARE_WORDS = 0.5;

/** A search over a fixed set of entries, indexed once. */
export interface KnowledgeIndex {
  readonly entries: readonly KnowledgeEntry[];
  search(query: string, options?: KnowledgeSearchOptions): KnowledgeSearchResult[];
}

export function createKnowledgeIndex(entries: readonly KnowledgeEntry[]): KnowledgeIndex {
  const index = new Bm25Index(
    entries.map((entry) => ({
      fields: [
        { text: entry.title, weight: WEIGHTS.title, phrases: true },
        entry.aliases.map((alias) => ({ text: alias, weight: WEIGHTS.aliases, phrases: true })),
        { text: entry.summary, weight: WEIGHTS.summary },
        { text: entry.body, weight: WEIGHTS.body, credit: BODY_CREDIT },
      ],
    })),
  );
  // Aliases that name an entry outright ("W-1", "OOOOb", "SPCC plan"): a question containing all
  // of an alias's words is specifically about that entry, however common the words are elsewhere.
  const namingAliases = entries.map((entry) =>
    entry.aliases
      .map((alias) => tokenize(alias))
      .filter(
        (terms) =>
          terms.length > 0 &&
          terms.reduce((sum, term) => sum + index.idf(term), 0) >=
            NAMING_ALIAS_RARE_WORDS * index.rareIdf,
      ),
  );
  const namedBy = (entryIndex: number, queryTerms: ReadonlySet<string>): boolean =>
    (namingAliases[entryIndex] ?? []).some((terms) => terms.every((term) => queryTerms.has(term)));

  return {
    entries,
    search(query, options = {}) {
      const limit = Math.max(0, Math.floor(options.limit ?? 3));
      const threshold = options.threshold ?? KNOWLEDGE_MATCH_THRESHOLD;
      if (limit === 0 || query.trim().length === 0) return [];
      const ranked = index.search(query);
      const best = ranked[0];
      if (!best) return [];
      const queryTerms = new Set(tokenize(query));
      const scored: (KnowledgeSearchResult & { rank: number })[] = [];
      for (const candidate of ranked) {
        if (candidate.bm25 < best.bm25 * RELATIVE_FLOOR) break;
        const specificity = namedBy(candidate.index, queryTerms)
          ? 1
          : Math.min(1, candidate.matchedIdf / (SPECIFICITY_RARE_WORDS * index.rareIdf));
        const score = candidate.coverage * specificity;
        const entry = entries[candidate.index];
        // Order by relevance (BM25F) weighted by confidence, so an entry that merely repeats
        // the question's words does not outrank the one that is about them.
        if (entry && score >= threshold)
          scored.push({ entry, score, rank: score * candidate.bm25 });
      }
      return scored
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map(({ entry, score }) => ({ entry, score }));
    },
  };
}

const defaultIndex = createKnowledgeIndex(knowledgeEntries);

/**
 * The knowledge-base entries that answer `query`, best first, each with its confidence score;
 * empty when nothing is a vetted answer. The index is built once, when this module loads.
 */
export function searchKnowledge(
  query: string,
  options?: KnowledgeSearchOptions,
): KnowledgeSearchResult[] {
  return defaultIndex.search(query, options);
}
