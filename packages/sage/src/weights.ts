/**
 * The weights of routing, in one place: how much each kind of evidence counts when calculators
 * (and the other skills) compete for a message. Changing one changes every decision the same way;
 * the question banks say whether it was right.
 */
export const WEIGHTS = {
  /** Per point of a calculator's matched terms (a term of weight 3 names it outright). */
  term: 1,
  /** Terms add up to this many points at most: naming it twice says no more than once. */
  termCap: 4,
  /** A result of the calculator named as asked ("our net?"), or its name asked for. */
  resultAsked: 1,
  /** A question asking for a kind of quantity the calculator gives… */
  askedKind: 1.5,
  /** …or one it does not give. */
  otherKind: -2.5,
  /** Per share of the calculator's required inputs the message fills (all = this much). */
  filled: 2,
  /** Per input filled by a number whose words name its role. */
  named: 0.6,
  /** Per number named for a role this calculator does not take (a second calculation's input). */
  unusedNamed: -0.7,
  /** Per unnamed number of a kind this calculator takes that it left unused (an ambiguity). */
  unusedKind: -0.3,
  /** Term evidence per method the message names ("Colebrook") that the calculator offers… */
  methodOffered: 1.5,
  /** …and the score per method named that it does not offer. */
  methodNotOffered: -2,
  /** Below this much term evidence a calculator must be named by its inputs instead. */
  minimumTerms: 0.9,
  /** A calculator named by no term needs at least this many inputs filled by name, and all. */
  namedInputsAlone: 3,
  /**
   * …or, asked a kind of quantity it gives with every number placed and none lacking ("psi at
   * bottom? 12.2 ppg, 9,400 ft TVD"), this many.
   */
  namedInputsAsked: 2,
  /** …and, with no question, how many named inputs (all its numbers placed) make a request. */
  namedListAlone: 5,
  /** Two calculators closer than this, both named, are asked about rather than chosen. */
  closeCall: 0.6,
  /** Term evidence that names a calculation outright ("kill mud weight", "KMW"). */
  namedOutright: 3,
  /** Term evidence that names a calculation strongly; below it the words only hint at one. */
  namedStrongly: 2,
  /**
   * Words up to which a question with a figure or two, right after a calculation, is read as on
   * the same well: inputs it lacks come from the earlier calculation (and say so).
   */
  shortFollowUpWords: 16,
  /** Words beyond which a message may tell a situation rather than ask a calculation. */
  situationWords: 10,
  /**
   * A calculation form offered for a story that asks for no figure: under the knowledge base's
   * score for its closest entries (0.3), so those are offered first.
   */
  situationConfidence: 0.25,
  /**
   * A form or a question back for a calculation the message neither names by a result nor asks
   * a figure of ("plunger arrivals getting later, casing 450, tubing 180"): under the knowledge
   * base's confident answer to a message with figures (0.6), over its closest entries (0.3).
   */
  unaskedConfidence: 0.55,
  /**
   * A question back because the calculation the figures fit gives no quantity of the kind asked
   * ("how many days to reach radial flow?" with a permeability): under the knowledge base's
   * confident answer to a message with figures (0.6), which may answer what was asked.
   */
  otherKindConfidence: 0.55,
  /**
   * An input asked for with the figure it must give ("what TVD gives 4,000 psi with 11 ppg?"),
   * solved on the calculator: over the knowledge base's confident answer (0.6).
   */
  solvedConfidence: 0.8,
  /**
   * "… hydrostatic at 3,000 m in MPa?" among other figures: a length asked in a pressure unit is a
   * calculation's question, not a conversion to refuse. The reply that the two cannot be converted
   * scores this, under a calculator that works the figures out; alone with its two units, 0.8.
   */
  incompatibleAmidFigures: 0.7,
} as const;
