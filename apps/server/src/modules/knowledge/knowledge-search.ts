import { Bm25Index, type DocumentScore } from './bm25-index';
import { describesProblem, entrySections, sentencesOf } from './knowledge-focus';
import { expandQuestion } from './knowledge-thesaurus';
import { agreeing, bigrams, contrary, disagrees, negatedTerms, tokenize, trends } from './tokenize';
import { knowledgeEntries } from './knowledge-base';
import type { KnowledgeEntry } from './knowledge-entry';

/**
 * Full-text retrieval over the knowledge base. Ranking is BM25F over title, aliases, symptoms,
 * summary and body, plus BM25 over each entry's sections, with the field thesaurus reading the
 * question's field words ("surges and dies") into the knowledge base's ("liquid loading");
 * whether a result is good enough to show is decided separately, by how much of the question the
 * entry actually covers — so an off-topic question never gets "the least bad" entry.
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
const SPECIFICITY_RARE_WORDS = 1.2;

/**
 * Most of a question's meaning, in rarest-word units, that an entry has to cover. A short
 * question is covered word by word; a long one tells its case (the pour point, the line length,
 * what was tried), and an entry that covers this much of it — several rare words, or the symptom
 * in the knowledge base's words — answers it: the extra context no longer dilutes the match.
 */
const QUESTION_CAP_RARE_WORDS = 3;

/**
 * How much an entry's confidence adds to its rank, per unit: enough to settle a near tie between
 * an entry that answers the question and one that shares more of its words, not to reorder others.
 */
const CONFIDENCE_RANK = 0.1;

/** Results ranked below this share of the best result's rank are dropped as noise. */
const RELATIVE_FLOOR = 0.35;

/** Field weights for BM25F: identifiers and titles say more than body text. */
const WEIGHTS = { title: 3, aliases: 2.5, symptoms: 1.5, summary: 1.5, body: 1 };

/**
 * A word found in a symptom (and not in the title, aliases or summary) says the entry is about a
 * problem that shows it, not that the entry is about the word: it counts at this share.
 */
const SYMPTOM_CREDIT = 0.75;

/** A word found only in the body counts half as evidence of what the entry is about. */
const BODY_CREDIT = 0.5;

/** An alias this rare (summed IDF of its words, in rarest-word units) names its entry outright. */
const NAMING_ALIAS_RARE_WORDS = 0.5;

/**
 * Terms the thesaurus reads into a question (what "surges and dies" stands for) rank at this
 * share of a word the question says, and count at this share as evidence.
 */
const EXPANSION_WEIGHT = 0.8;

/**
 * A question that describes one of an entry's symptoms is about that entry whatever else it
 * tells: its confidence (and its fit, for ranking) is at least this, however long the question.
 * (An alias named in passing — "the H2S monitor at the heater treater" — says where, not what.)
 */
const DESCRIBED_CONFIDENCE = 0.6;

/** A symptom is described when the question holds this share of its words (and at least two). */
const SYMPTOM_SHARE = 0.7;

/**
 * Sections: an entry's section that holds the question's words together is evidence the entry
 * answers it — its words count at {@link SECTION_CREDIT}, more than the body's half, less than a
 * title's, and its confidence counts at {@link SECTION_CONFIDENCE}. Ranking among entries stays
 * with the entries' own BM25F.
 */
const SECTION_CREDIT = 0.7;
const SECTION_CONFIDENCE = 0.9;

/**
 * A question that says one of an entry's naming aliases of two words or more as written ("a
 * hydrate plug", "space out the pump") is an answer at this confidence when no entry answers it
 * on its own: how common its words become as entries are added does not drop it below the match
 * threshold. An entry named in passing ("inside the three-phase separator") does not displace
 * one that answers (the confined-space entry).
 */
const NAMED_CONFIDENCE = KNOWLEDGE_MATCH_THRESHOLD;

/** An entry one of whose aliases the question names outright ranks this much higher. */
const NAMED_RANK = 1.25;

/**
 * A question that tells a problem ranks an entry that lists no symptoms — one that describes
 * equipment, a method or a rule, not a problem — this much lower than its relevance, so the entry
 * written to troubleshoot ("Glycol dehydrator off spec") comes before the one about the equipment
 * ("Gas dehydration with glycol").
 */
const NO_SYMPTOMS_RANK = 0.75;

/** An alias that names its entry: its words, and its phrases when only the phrase is rare. */
interface NamingAlias {
  terms: string[];
  phrases?: string[];
}

/**
 * What a problem is about, when a question names it: the deposit or the damage ("a hydrate in the
 * gathering line", "sand in the separator"), or the piece of equipment that is in trouble ("stuck
 * coil", "the plunger is not arriving"). An entry whose title names the same thing ranks
 * {@link SUBJECT_RANK} times higher than one that only shares where it happened or what else was
 * going on.
 */
const SUBJECT_WORDS: ReadonlySet<string> = new Set(
  tokenize(
    'hydrate hydrates wax paraffin asphaltene asphaltenes scale sand emulsion emulsions sludge corrosion pyrophoric coil coiled compressor compressors plunger packer esp pig hydrocyclone slickline screenout',
  ),
);
const SUBJECT_RANK = 1.2;

/** The subjects that are a deposit or damage — the diagnosis itself, when a question names it. */
const DEPOSIT_WORDS: ReadonlySet<string> = new Set(
  tokenize(
    'hydrate hydrates wax paraffin asphaltene asphaltenes scale sand emulsion emulsions sludge corrosion pyrophoric screenout',
  ),
);

/**
 * A question that names its deposit in one of the entry's own phrases ("a hydrate plug in the
 * flowline") is about that entry more surely than about one that shares what is being done to it
 * (opening a bleed, blowing down to flare): its rank is this much higher.
 */
const SAID_SUBJECT_RANK = 1.1;

/**
 * Equipment an entry's title names: a question describes that entry's symptom only when it names
 * the equipment too ("stuck, but we can circulate" is the drill string's, not the coil's, unless
 * the coil is said). A deposit or damage is a diagnosis the symptom leads to, never required.
 */
const EQUIPMENT_WORDS: ReadonlySet<string> = new Set(
  tokenize('coil coiled compressor compressors plunger esp slickline'),
);

/**
 * How much lower an entry written for one case of a problem ranks when the question names none
 * of its `appliesWhen` phrases: a shut-in kick with nothing said about the bit off bottom or the
 * pressures rising is the general kick's, not the stripping or gas-migration entry's.
 */
const OTHER_CASE_RANK = 0.6;

/**
 * How much lower still an entry ranks when the question names a case it is not for (`notWhen`):
 * told the deposit is asphaltene, the wax entry's many shared words (hot oil, flowline, plugging)
 * do not carry it over the asphaltene entry.
 */
const RULED_OUT_RANK = 0.4;

/**
 * …and its confidence is this share of what its words give: told none of its case, it answers
 * only a question it matches well (kick tolerance is no answer to a lag time asked with a hole
 * size and a pump rate).
 */
const OTHER_CASE_CONFIDENCE = 0.8;

/**
 * Which way the question says a quantity went decides between entries written for the two ways:
 * an injector taking more water at a lower pressure is not the entry for injection pressure
 * rising. An entry whose title's head says the opposite way of a quantity the question names, and
 * never the same way, ranks this much lower and is not described by it.
 */
const CONTRARY_RANK = 0.5;

/**
 * An entry whose title's head names several quantities, one of which the question says went the
 * other way (amps climbing, where the entry's fell), is written for a neighbouring case: it ranks
 * this much lower and is not described by the question.
 */
const MIXED_WAY_RANK = 0.7;

/**
 * An entry whose title's head says a quantity went the way the question says it went, named alike
 * ("injection pressure rising", "water cut rising"), ranks this much higher — unless the question
 * says another quantity of the head went the other way (the amps climbing, where the entry's fell).
 */
const SAME_WAY_RANK = 1.25;

/**
 * A question that tells its case in several sentences asks in one of them ("Is a stimulation
 * worth it and what would it gain?"): an entry whose title holds two or more of that sentence's
 * words ranks up to this much higher (by the IDF-weighted share of the sentence it holds), so the
 * entry about the thing asked comes before one that shares more of the story's words.
 */
const ASKED_RANK = 0.5;

/** The sentences of a question that ask: those ending in "?", else none. */
function askedSentences(query: string): string | undefined {
  const sentences = sentencesOf(query);
  if (sentences.length < 2) return undefined;
  const asking = sentences.filter((sentence) => sentence.endsWith('?'));
  return asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : undefined;
}

/** A question asking for a figure ("at what temperature", "how many psi"). */
const ASKS_FIGURE =
  /\b(?:at what (?:temp|temperature|pressure|rate|depth)|what (?:temp|temperature|pressure|rate|depth|weight|volume) (?:will|would|do|does|is|should)|how (?:much|many) (?:psi|bbl|barrels|ppg|gallons|lb|pounds|feet|ft))\b/i;

/** Choosing or setting up a lift method or a design for a well, rather than telling a problem. */
const DESIGN =
  /\b(?:(?:worth|thinking of|plan(?:ning)? to|want to|going to) (?:install|put|convert|switch|try)\w*|install(?:ing)? (?:a |an )?(?:plunger|gas lift|rod pump|beam pump|esp|pcp|jet pump)|put (?:a |the |this |it |that )?(?:well )?on (?:intermittent |continuous )?(?:plunger|gas lift|rod pump|beam pump|esp|pcp|jet pump)|convert(?:ing)? (?:\w+ ){0,3}(?:from|to) (?:plunger|gas lift|rod pump|beam pump|esp|pcp|jet pump)|(?:putting|running|installing|installed) (?:a |an |the )?(?:plunger|gas lift|rod pump|beam pump|esp|pcp|jet pump) (?:on|in)|set(?:ting)?[- ]?up (?:the |a |my |our )?(?:\w+ )?(?:cycle|cycles|controller|plunger|injection))\b/i;

/** A search over a fixed set of entries, indexed once. */
export interface KnowledgeIndex {
  readonly entries: readonly KnowledgeEntry[];
  search(query: string, options?: KnowledgeSearchOptions): KnowledgeSearchResult[];
}

/**
 * How well one index's document fits a question, in [0, 1]: `confidence` (is it an answer?) reads
 * coverage out of at most {@link QUESTION_CAP_RARE_WORDS}; `fit` (which answer is best?) reads it
 * out of the whole question, so it still tells apart entries that both answer it.
 */
function fitOf(
  index: Bm25Index,
  totalIdf: number,
  score: DocumentScore | undefined,
  named: boolean,
): { confidence: number; fit: number } {
  if (!score || totalIdf <= 0) return { confidence: 0, fit: 0 };
  // What the field words stand for counts as much as one rare word at most: it confirms a
  // topic, it does not outweigh what the question says.
  const evidence = score.matchedIdf + Math.min(EXPANSION_WEIGHT * score.expandedIdf, index.rareIdf);
  const specificity = named ? 1 : Math.min(1, evidence / (SPECIFICITY_RARE_WORDS * index.rareIdf));
  const capped = Math.min(totalIdf, QUESTION_CAP_RARE_WORDS * index.rareIdf);
  return {
    confidence: Math.min(1, evidence / capped) * specificity,
    fit: Math.min(1, evidence / totalIdf) * specificity,
  };
}

export function createKnowledgeIndex(entries: readonly KnowledgeEntry[]): KnowledgeIndex {
  const index = new Bm25Index(
    entries.map((entry) => ({
      fields: [
        { text: entry.title, weight: WEIGHTS.title, phrases: true },
        entry.aliases.map((alias) => ({ text: alias, weight: WEIGHTS.aliases, phrases: true })),
        (entry.symptoms ?? []).map((symptom) => ({
          text: symptom,
          weight: WEIGHTS.symptoms,
          credit: SYMPTOM_CREDIT,
          phrases: true,
        })),
        { text: entry.summary, weight: WEIGHTS.summary },
        { text: entry.body, weight: WEIGHTS.body, credit: BODY_CREDIT },
      ],
    })),
  );
  // Each section of each entry is a document too (BM25 with its own length normalisation), so
  // a question whose words sit together in one section finds the entry that answers it there.
  const sectionOwners: number[] = [];
  const sectionIndex = new Bm25Index(
    entries.flatMap((entry, entryIndex) =>
      entrySections(entry.body).map((section) => {
        sectionOwners.push(entryIndex);
        return {
          fields: [
            { text: entry.title, weight: WEIGHTS.title, phrases: true },
            { text: section.heading, weight: 2, phrases: true },
            { text: section.content, weight: 1, credit: SECTION_CREDIT },
          ],
        };
      }),
    ),
  );
  // Aliases that name an entry outright ("W-1", "OOOOb", "SPCC plan"): a question containing all
  // of an alias's words is specifically about that entry, however common the words are elsewhere.
  // An alias of three or more common words whose phrase is rare ("well stopped flowing") names
  // its entry too, when the question says it as a phrase: how rare its words are on their own
  // shifts with every entry added, the phrase does not. (Two common words — "fluid level" — name
  // a topic, not the entry about it.)
  const namingAliases = entries.map((entry) =>
    entry.aliases.flatMap((alias): NamingAlias[] => {
      const terms = tokenize(alias);
      if (terms.length === 0) return [];
      const naming = NAMING_ALIAS_RARE_WORDS * index.rareIdf;
      if (terms.reduce((sum, term) => sum + index.idf(term), 0) >= naming) return [{ terms }];
      const phrases = bigrams(terms);
      if (terms.length < 3 || phrases.some((phrase) => index.idf(phrase) < naming)) return [];
      return [{ terms, phrases }];
    }),
  );
  // Symptoms as their distinct terms, and those a negation denies ("will not restart"): a
  // question that describes one is about its entry.
  const symptomTerms = entries.map((entry) =>
    (entry.symptoms ?? [])
      .map((symptom) => ({
        terms: [...new Set(tokenize(symptom))],
        negated: negatedTerms(symptom),
      }))
      .filter(({ terms }) => terms.length >= 2),
  );
  const namedBy = (
    entryIndex: number,
    queryTerms: ReadonlySet<string>,
    queryPhrases: ReadonlySet<string>,
  ): boolean =>
    (namingAliases[entryIndex] ?? []).some(
      ({ terms, phrases }) =>
        terms.every((term) => queryTerms.has(term)) &&
        (phrases ?? []).every((phrase) => queryPhrases.has(phrase)),
    );
  // Aliases of two words or more, as the phrases a question says them in ("hydrate plug").
  const aliasPhrases = entries.map((entry, entryIndex) =>
    (namingAliases[entryIndex] ?? [])
      .filter(({ terms }) => terms.length >= 2)
      .map(({ terms }) => bigrams(terms)),
  );
  // Every alias of two words or more, as phrases: on an entry whose title names what the
  // question is about ("sand production" of the sand entry), saying one names the entry however
  // common its words have become in the base.
  const anyAliasPhrases = entries.map((entry) =>
    entry.aliases
      .map((alias) => tokenize(alias))
      .filter((terms) => terms.length >= 2)
      .map((terms) => bigrams(terms)),
  );
  /** Whether the question says one of `aliases` as a phrase. */
  const saysOne = (
    aliases: readonly string[][] | undefined,
    queryPhrases: ReadonlySet<string>,
  ): boolean =>
    (aliases ?? []).some((phrases) => phrases.every((phrase) => queryPhrases.has(phrase)));
  // What each entry is about: its title's words.
  const aboutTerms = entries.map((entry) => new Set(tokenize(entry.title)));
  const aboutProblems = entries.map((entry) => (entry.symptoms ?? []).length > 0);
  // The way an entry is written for is the one its title's head names ("Injection well taking
  // more water at lower pressure: …"): what follows lists causes and checks ("cavitation from low
  // intake pressure"), and its aliases and symptoms the several ways a problem shows.
  const entryTrends = entries.map((entry) => trends(entry.title.split(/[:—–]/)[0] ?? ''));
  const cases = entries.map((entry) =>
    (entry.appliesWhen ?? []).map((phrase) => tokenize(phrase)).filter((terms) => terms.length > 0),
  );
  const otherCase = (entryIndex: number, queryTerms: ReadonlySet<string>): boolean => {
    const phrases = cases[entryIndex] ?? [];
    return (
      phrases.length > 0 && !phrases.some((terms) => terms.every((term) => queryTerms.has(term)))
    );
  };
  const otherCases = entries.map((entry) =>
    (entry.notWhen ?? []).map((phrase) => tokenize(phrase)).filter((terms) => terms.length > 0),
  );
  /** Whether the question names a case the entry is not for (asphaltene to the wax entry). */
  const ruledOut = (entryIndex: number, queryTerms: ReadonlySet<string>): boolean =>
    (otherCases[entryIndex] ?? []).some((terms) => terms.every((term) => queryTerms.has(term)));
  const titleSubjects = entries.map(
    (entry) => new Set(tokenize(entry.title).filter((term) => SUBJECT_WORDS.has(term))),
  );
  // (The title's head: "Coiled tubing trouble: …", not a method named further on.)
  const titleEquipment = entries.map((entry) =>
    tokenize(entry.title.split(/[:(—–,]/)[0] ?? '').filter((term) => EQUIPMENT_WORDS.has(term)),
  );
  /** Whether the question names the equipment the entry's title is about, if it names any. */
  const namesTheEquipment = (entryIndex: number, queryTerms: ReadonlySet<string>): boolean => {
    const equipment = titleEquipment[entryIndex] ?? [];
    return equipment.length === 0 || equipment.some((term) => queryTerms.has(term));
  };
  // A word the question denies ("does not fizz in acid") describes the opposite of a symptom
  // that says it plainly ("fizzes in acid"); a symptom that denies a word ("does not fizz") is
  // the opposite of a question that says it with no denial anywhere ("fizzes in HCl"). Where the
  // question denies something else ("liquid didn't change"), where its denial falls is left open.
  const consistent = (
    term: string,
    negated: ReadonlySet<string>,
    queryNegated: ReadonlySet<string>,
  ): boolean =>
    queryNegated.has(term) ? negated.has(term) : !negated.has(term) || queryNegated.size > 0;
  const describedBy = (
    entryIndex: number,
    queryTerms: ReadonlySet<string>,
    queryNegated: ReadonlySet<string>,
  ): boolean =>
    (symptomTerms[entryIndex] ?? []).some(({ terms, negated }) => {
      const found = terms.filter(
        (term) => queryTerms.has(term) && consistent(term, negated, queryNegated),
      ).length;
      return found >= 2 && found >= SYMPTOM_SHARE * terms.length;
    });

  return {
    entries,
    search(query, options = {}) {
      const limit = Math.max(0, Math.floor(options.limit ?? 3));
      const threshold = options.threshold ?? KNOWLEDGE_MATCH_THRESHOLD;
      if (limit === 0 || query.trim().length === 0) return [];
      const reading = expandQuestion(query);
      const expansion = reading.terms;
      const ranked = index.search(query, expansion, EXPANSION_WEIGHT);
      if (ranked.length === 0) return [];
      const bestSections = new Map<number, DocumentScore>();
      for (const section of sectionIndex.search(query, expansion, EXPANSION_WEIGHT)) {
        const owner = sectionOwners[section.index] ?? -1;
        if (!bestSections.has(owner)) bestSections.set(owner, section);
      }
      const totalIdf = index.prepare(query).totalIdf;
      const sectionTotalIdf = sectionIndex.prepare(query).totalIdf;
      const saidTerms = new Set(tokenize(query));
      const queryTerms = new Set([...saidTerms, ...expansion]);
      const queryNegated = negatedTerms(query);
      // What the question names ("waxy" and "sandy" name the deposit as they describe it) — not
      // what it denies ("no packer" is no question about a packer).
      const askedSubjects = new Set(
        tokenize(query)
          .filter((term) => !queryNegated.has(term))
          .map((term) =>
            SUBJECT_WORDS.has(term.replace(/y$/, '')) ? term.replace(/y$/, '') : term,
          ),
      );
      const queryPhrases = new Set(bigrams([...tokenize(query)]));
      // Choosing or setting up a method for a well ("worth installing plunger lift?", "put the
      // well on intermittent gas lift") asks about the method, whatever trouble the well has: the
      // entry about the method is not ranked below those about its problems.
      const design = DESIGN.test(query);
      // "At what temperature will my gas hydrate?" asks a figure, which an alias does not answer.
      const asksFigure = ASKS_FIGURE.test(query);
      const problem = !design && describesProblem(query, reading);
      const askedTrends = trends(query);
      const asked = askedSentences(query);
      const askedTerms = asked === undefined ? [] : [...new Set(tokenize(asked))];
      const askedIdf = askedTerms.reduce((sum, term) => sum + index.idf(term), 0);
      /**
       * The IDF-weighted share of the asked sentence's words an entry's title holds, when it holds
       * two or more ("What should the program look like?" is not about every program).
       */
      const askedShare = (entryIndex: number): number => {
        const held = askedTerms.filter((term) => aboutTerms[entryIndex]?.has(term));
        if (held.length < 2 || askedIdf <= 0) return 0;
        return held.reduce((sum, term) => sum + index.idf(term), 0) / askedIdf;
      };
      const candidates = ranked.map((candidate) => {
        const section = bestSections.get(candidate.index);
        const named = namedBy(candidate.index, queryTerms, queryPhrases);
        // An entry written for one case is not described by a question that names none of it,
        // nor by one that names a case it is not for.
        // (Ruled out by what the question says itself, not by what the thesaurus reads into it.)
        const ruled = ruledOut(candidate.index, saidTerms);
        const elsewhere = (!named && otherCase(candidate.index, queryTerms)) || ruled;
        const otherWay = contrary(askedTrends, entryTrends[candidate.index] ?? []);
        const mixedWay = !otherWay && disagrees(askedTrends, entryTrends[candidate.index] ?? []);
        const described =
          !design &&
          !otherWay &&
          !mixedWay &&
          describedBy(candidate.index, queryTerms, queryNegated) &&
          !elsewhere &&
          namesTheEquipment(candidate.index, queryTerms);
        const specific = named || described;
        const sharedSubjects = [...(titleSubjects[candidate.index] ?? [])].filter((term) =>
          askedSubjects.has(term),
        );
        const subject = sharedSubjects.length > 0;
        const deposit = sharedSubjects.some((term) => DEPOSIT_WORDS.has(term));
        const whole = fitOf(index, totalIdf, candidate, specific);
        const part = fitOf(sectionIndex, sectionTotalIdf, section, specific);
        return {
          entry: entries[candidate.index],
          score:
            Math.max(
              whole.confidence,
              SECTION_CONFIDENCE * part.confidence,
              described ? DESCRIBED_CONFIDENCE : 0,
            ) * (elsewhere ? OTHER_CASE_CONFIDENCE : 1),
          saidAlias:
            !asksFigure &&
            !ruled &&
            (saysOne(aliasPhrases[candidate.index], queryPhrases) ||
              (subject && saysOne(anyAliasPhrases[candidate.index], queryPhrases))),
          fit: whole.fit,
          described,
          subject,
          deposit,
          relevance:
            candidate.bm25 *
            (named ? NAMED_RANK : 1) *
            (subject ? SUBJECT_RANK : 1) *
            (problem && aboutProblems[candidate.index] !== true ? NO_SYMPTOMS_RANK : 1) *
            (elsewhere ? OTHER_CASE_RANK : 1) *
            (ruled ? RULED_OUT_RANK : 1) *
            (otherWay ? CONTRARY_RANK : 1) *
            (mixedWay ? MIXED_WAY_RANK : 1) *
            (!otherWay &&
            !mixedWay &&
            agreeing(askedTrends, entryTrends[candidate.index] ?? [], true) > 0
              ? SAME_WAY_RANK
              : 1) *
            (1 + ASKED_RANK * askedShare(candidate.index)),
        };
      });
      // A described symptom makes its entry fit the question, unless the question's subject (the
      // ESP, the corrosion) has a described entry of its own: then a symptom of something else it
      // reports ("the water cut went up") is context, not what the question is about.
      const subjectDescribed = candidates.some(({ subject, described }) => subject && described);
      const bestRelevance = Math.max(...candidates.map((candidate) => candidate.relevance));
      // With no entry an answer on its own, one named by its alias as written is (see
      // NAMED_CONFIDENCE); it does not displace an entry that answers.
      const answered = candidates.some(
        ({ score, relevance }) =>
          score >= KNOWLEDGE_MATCH_THRESHOLD && relevance >= bestRelevance * RELATIVE_FLOOR,
      );
      const scored: (KnowledgeSearchResult & { rank: number })[] = [];
      for (const {
        entry,
        described,
        subject,
        deposit,
        relevance,
        saidAlias,
        ...candidate
      } of candidates) {
        // …nor when its title names what the question is about ("a hydrate plug" and the hydrate
        // entry): then the question is about it, whatever else answers.
        const score =
          saidAlias && (!answered || subject)
            ? Math.max(candidate.score, NAMED_CONFIDENCE)
            : candidate.score;
        const fit =
          described && (subject || !subjectDescribed)
            ? Math.max(candidate.fit, DESCRIBED_CONFIDENCE)
            : candidate.fit;
        if (relevance < bestRelevance * RELATIVE_FLOOR) continue;
        // Order by relevance (BM25F) weighted by fit, so an entry that merely repeats the
        // question's words does not outrank the one that is about them; of two ranked about
        // alike, the one more surely an answer comes first.
        if (entry && score >= threshold) {
          scored.push({
            entry,
            score,
            rank:
              fit *
              relevance *
              (1 + CONFIDENCE_RANK * score) *
              (saidAlias && deposit ? SAID_SUBJECT_RANK : 1),
          });
        }
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
