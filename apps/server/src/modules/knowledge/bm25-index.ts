import { bigrams, tokenize } from './tokenize';

/**
 * A small in-memory BM25F index (Robertson & Zaragoza, "The Probabilistic Relevance Framework:
 * BM25 and Beyond", 2009): each document has weighted fields, term frequencies are normalised
 * per field and summed with the field weights before the usual BM25 saturation. Built once; a
 * query touches only the postings of its own terms.
 */

/** A field of a document to index, with its weight and whether its phrases count as bigrams. */
export interface IndexField {
  text: string;
  weight: number;
  /**
   * How much a question's word found in this field counts as evidence that the document is about
   * it, in [0, 1] (default 1). Body text mentions many things in passing, so it earns less.
   */
  credit?: number;
  /** Index adjacent-term pairs too (for short, phrase-like fields: titles, aliases). */
  phrases?: boolean;
}

export interface IndexDocument {
  /** The document's fields; a field given as several texts (aliases) is one field. */
  fields: readonly (IndexField | readonly IndexField[])[];
}

/** How one document scored for one query. */
export interface DocumentScore {
  /** Position of the document in the list the index was built from. */
  index: number;
  /** The BM25F score (unbounded; for ranking). */
  bm25: number;
  /**
   * The share of the question's meaning found in the document: the IDF-weighted fraction of the
   * question's distinct words that the document contains, in [0, 1].
   */
  coverage: number;
  /** Sum of the IDFs of the question's words found in the document, times their field credit. */
  matchedIdf: number;
  /**
   * Sum of the IDFs of the expansion's terms (what the question's field words stand for) found
   * in the document and not already among the question's words, times their field credit.
   */
  expandedIdf: number;
}

/** Parsed query: the distinct words and phrases, with their IDFs. */
export interface PreparedQuery {
  words: { term: string; idf: number; known: boolean }[];
  phrases: string[];
  totalIdf: number;
}

const K1 = 1.2;
const B = 0.75;

interface Posting {
  doc: number;
  /** Weighted, length-normalised term frequency summed over fields (BM25F's tf~). */
  tf: number;
  /** The highest credit of the fields the term occurs in. */
  credit: number;
}

export class Bm25Index {
  private readonly postings = new Map<string, Posting[]>();
  private readonly documentCount: number;

  constructor(documents: readonly IndexDocument[]) {
    this.documentCount = documents.length;
    const fieldCount = Math.max(0, ...documents.map((doc) => doc.fields.length));
    // Each text is tokenised once; its length feeds BM25's per-field length normalisation.
    const tokenised = documents.map((doc) =>
      doc.fields.map((field) =>
        fieldParts(field).map((part) => ({ part, terms: tokenize(part.text) })),
      ),
    );
    const lengths = tokenised.map((doc) =>
      doc.map((parts) => parts.reduce((sum, { terms }) => sum + terms.length, 0)),
    );
    const averages = Array.from({ length: fieldCount }, (_, position) => {
      const total = lengths.reduce((sum, doc) => sum + (doc[position] ?? 0), 0);
      return total / Math.max(1, documents.length);
    });

    tokenised.forEach((doc, docIndex) => {
      const weighted = new Map<string, { tf: number; credit: number }>();
      doc.forEach((parts, position) => {
        const length = lengths[docIndex]?.[position] ?? 0;
        const average = averages[position] ?? 1;
        const norm = 1 - B + B * (length / Math.max(average, 1e-9));
        for (const { part, terms } of parts) {
          const all = part.phrases === true ? [...terms, ...bigrams(terms)] : terms;
          const credit = part.credit ?? 1;
          for (const term of all) {
            const current = weighted.get(term);
            if (current) {
              current.tf += part.weight / norm;
              current.credit = Math.max(current.credit, credit);
            } else {
              weighted.set(term, { tf: part.weight / norm, credit });
            }
          }
        }
      });
      for (const [term, { tf, credit }] of weighted) {
        const list = this.postings.get(term);
        if (list) list.push({ doc: docIndex, tf, credit });
        else this.postings.set(term, [{ doc: docIndex, tf, credit }]);
      }
    });
  }

  /** Robertson–Spärck Jones IDF in Lucene's always-positive form. */
  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (this.documentCount - df + 0.5) / (df + 0.5));
  }

  /** The IDF of a word found in exactly one document: the scale every other IDF is read on. */
  get rareIdf(): number {
    return Math.log(1 + (this.documentCount - 0.5) / 1.5);
  }

  /** Whether any document contains `term`. */
  has(term: string): boolean {
    return this.postings.has(term);
  }

  /** The question's distinct words with their IDFs, and their total (what coverage is out of). */
  prepare(query: string): PreparedQuery {
    // A search prepares its query, and its caller reads the same preparation again.
    if (this.lastPrepared?.query === query) return this.lastPrepared.prepared;
    const prepared = this.prepareAnew(query);
    this.lastPrepared = { query, prepared };
    return prepared;
  }

  private lastPrepared: { query: string; prepared: PreparedQuery } | undefined;

  private prepareAnew(query: string): PreparedQuery {
    const terms = tokenize(query);
    const seen = new Set<string>();
    const words: PreparedQuery['words'] = [];
    let totalIdf = 0;
    // A word no entry contains weighs like the rarest word the index knows: questions about
    // something else entirely then score low coverage, without one stray word sinking a question
    // that is clearly about an entry.
    const unknownIdf = this.rareIdf;
    for (const term of terms) {
      if (seen.has(term)) continue;
      seen.add(term);
      const known = this.postings.has(term);
      // Unknown bare numbers are parameters of the question, not its topic.
      if (!known && /^\d+(?:[._]\d+)*$/.test(term)) continue;
      const idf = known ? this.idf(term) : unknownIdf;
      words.push({ term, idf, known });
      totalIdf += idf;
    }
    const phrases = [...new Set(bigrams(terms))].filter((phrase) => this.postings.has(phrase));
    return { words, phrases, totalIdf };
  }

  /**
   * Every document that shares a word with `query` or with `expansion` (terms the question stands
   * for without saying them, scored at `expansionWeight` of their BM25F), best BM25F first.
   */
  search(query: string, expansion: readonly string[] = [], expansionWeight = 1): DocumentScore[] {
    const prepared = this.prepare(query);
    const scores = new Map<number, DocumentScore>();
    const score = (term: string, idf: number, counts: 'query' | 'expansion' | 'none'): void => {
      const weight = counts === 'expansion' ? expansionWeight : 1;
      for (const posting of this.postings.get(term) ?? []) {
        let entry = scores.get(posting.doc);
        if (!entry) {
          entry = { index: posting.doc, bm25: 0, coverage: 0, matchedIdf: 0, expandedIdf: 0 };
          scores.set(posting.doc, entry);
        }
        entry.bm25 += (weight * idf * (posting.tf * (K1 + 1))) / (posting.tf + K1);
        if (counts === 'query') entry.matchedIdf += idf * posting.credit;
        else if (counts === 'expansion') entry.expandedIdf += idf * posting.credit;
      }
    };
    const asked = new Set<string>();
    for (const word of prepared.words) {
      asked.add(word.term);
      if (word.known) score(word.term, word.idf, 'query');
    }
    for (const term of new Set(expansion)) {
      if (!asked.has(term) && this.postings.has(term)) score(term, this.idf(term), 'expansion');
    }
    for (const phrase of prepared.phrases) score(phrase, this.idf(phrase), 'none');
    for (const phrase of new Set(bigrams(expansion))) {
      if (this.postings.has(phrase)) score(phrase, this.idf(phrase), 'none');
    }
    const results = [...scores.values()];
    for (const result of results) {
      result.coverage = prepared.totalIdf > 0 ? result.matchedIdf / prepared.totalIdf : 0;
    }
    return results.sort((a, b) => b.bm25 - a.bm25 || a.index - b.index);
  }
}

function fieldParts(field: IndexField | readonly IndexField[]): readonly IndexField[] {
  return 'text' in field ? [field] : field;
}
