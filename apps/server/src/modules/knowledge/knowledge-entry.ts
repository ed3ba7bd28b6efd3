/**
 * One vetted answer of the curated knowledge base: written in our own words, citing the public
 * source it rests on, with the date it was last checked against that source.
 */

/** The areas the knowledge base covers. */
export type KnowledgeArea =
  | 'texas-regulatory'
  | 'federal-regulatory'
  | 'drilling'
  | 'completions'
  | 'production-chemicals'
  | 'artificial-lift'
  | 'facilities'
  | 'operations'
  | 'economics';

/** Areas whose answers are legal or regulatory guidance (they carry the "verify with the regulator" note). */
export const REGULATORY_AREAS: ReadonlySet<KnowledgeArea> = new Set([
  'texas-regulatory',
  'federal-regulatory',
]);

/** A public source: the regulation, agency page, standard or paper an entry rests on. */
export interface KnowledgeSource {
  /** E.g. `16 TAC §3.32 (Statewide Rule 32)` or `API Spec 12J, Oil and Gas Separators`. */
  title: string;
  /** An `https://` address where the source (or the agency's page about it) can be read. */
  url: string;
}

export interface KnowledgeEntry {
  /** Stable, unique, kebab-case (`rrc-w1-drilling-permit`). */
  id: string;
  title: string;
  area: KnowledgeArea;
  /**
   * Other names people use for the topic, searched with extra weight: form and rule numbers in
   * every common spelling (`W1`, `Rule 32`, `R-32`), abbreviations and plain-English phrasings
   * (`drilling permit`, `saltwater disposal`).
   */
  aliases: readonly string[];
  /**
   * The words engineers use to describe the problem the entry diagnoses, as they say it in the
   * field ("surges and dies", "white scale on the pump", "sharp drop in load on the downstroke",
   * "took less than calculated on the trip"). General descriptions of the symptom — at least three
   * when present — rather than one question tailored to a case. Troubleshooting entries carry them.
   */
  symptoms?: readonly string[];
  /** One or two plain sentences: what the entry answers (shown under "Related" and to tools). */
  summary: string;
  /**
   * The answer in markdown: concise and practical, in sections that open with a bold heading
   * (`**Likely causes**`, `**What to check, in this order**`, `**What to do**`, `**Safety:**`).
   * An entry about an emergency (an alarm, a release, a kick, trapped pressure, a well flowing)
   * opens with `**Immediate actions**` — a few numbered lines — before any explanation. Where the
   * right advice turns on one fact the user may not give, a line `**Ask first**: …` names it.
   */
  body: string;
  /** The first source is the primary citation. */
  sources: readonly [KnowledgeSource, ...KnowledgeSource[]];
  /** ISO date (YYYY-MM-DD) the entry was last checked against its sources. */
  lastReviewed: string;
  /**
   * Set when the rule's status changed recently (for example the federal methane rules in 2025):
   * what changed, so the reply can tell the user to confirm the current status.
   */
  statusNote?: string;
  /** Answers about safety-critical work carry the "verify with a licensed engineer" note. */
  safetyCritical?: boolean;
  /**
   * The case the entry is written for when it is one case of a wider problem (a kick with the bit
   * off bottom, gas migrating in a shut-in well): phrases of which a question must name one, word
   * for word after stemming, to be about that case. A question that names none ranks the entry
   * lower, so the entry for the problem in general answers it.
   */
  appliesWhen?: readonly string[];
  /**
   * Cases the entry is not for though its words match (an asphaltene deposit to the paraffin
   * entry, whose hot oil and light solvents do not remove it): a question that names one, word
   * for word after stemming, ranks the entry as one about another case.
   */
  notWhen?: readonly string[];
  /**
   * Calculators (tool ids) whose figures check the problem the entry answers — the kill fluid's
   * weight against the reservoir pressure, a separator's retention time at the new rate: when a
   * question gives every figure one of them needs, its worked card joins the answer.
   */
  checks?: readonly string[];
  /** Ids of entries worth reading next. */
  related?: readonly string[];
}
