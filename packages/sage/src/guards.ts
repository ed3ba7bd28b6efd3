import { z } from 'zod';
import type { Filled } from './fill';
import { inSentence } from './format';
import { LABELLED, type Reading } from './label';
import { role as roleNamed } from './roles';

/**
 * Checks run on a filled calculation before the calculator is: a confident wrong number is the
 * worst answer Sage can give, and a precise question back is always acceptable. Each returns the
 * reply to give instead of a result, or undefined.
 *
 * - a method the user names is used, or the reply says it is not available — never another
 *   method in its place;
 * - a value the user states for something the calculator would estimate itself (a Z-factor, a
 *   Bo) is not replaced by the estimate in silence.
 */

/** Methods people name, and how a calculator shows it offers one. */
const METHODS: readonly { name: string; asked: RegExp; offered: RegExp }[] = [
  { name: 'Glasø', asked: /\bglas(?:ø|o|oe)(?![a-z])/, offered: /glas(?:ø|o|oe)/ },
  { name: 'Fetkovich', asked: /\bfetkovich\b/, offered: /fetkovich/ },
  { name: 'Petrosky–Farshad', asked: /\bpetrosky\b/, offered: /petrosky/ },
  { name: 'Al-Marhoun', asked: /\bmarhoun\b/, offered: /marhoun/ },
  {
    name: 'Beggs–Robinson',
    asked: /\bbeggs[- ]+(?:and[- ]+|&\s*)?robinson\b/,
    offered: /robinson/,
  },
  { name: 'Beal', asked: /\bbeal\b/, offered: /\bbeal\b/ },
  { name: 'Lee–Gonzalez–Eakin', asked: /\blee[- ]+gonzalez\b/, offered: /gonzalez/ },
  { name: 'McCain', asked: /\bmccain\b/, offered: /mccain/ },
  { name: 'Hammerschmidt', asked: /\bhammerschmidt\b/, offered: /hammerschmidt/ },
  { name: 'Katz', asked: /\bkatz\b/, offered: /katz/ },
  { name: 'Weymouth', asked: /\bweymouth\b/, offered: /weymouth/ },
  { name: 'Panhandle', asked: /\bpanhandle\b/, offered: /panhandle/ },
  { name: 'Turner', asked: /\bturner\b/, offered: /turner/ },
  { name: 'Coleman', asked: /\bcoleman\b/, offered: /coleman/ },
  { name: 'Stiff–Davis', asked: /\bstiff[- ]+(?:and[- ]+|&\s*)?davis\b/, offered: /stiff/ },
  { name: 'Beggs–Brill', asked: /\bbeggs[- ]+(?:and[- ]+|&\s*)?brill\b/, offered: /brill/ },
  { name: 'Hagedorn–Brown', asked: /\bhagedorn\b/, offered: /hagedorn/ },
  { name: 'Duns–Ros', asked: /\bduns\b/, offered: /duns/ },
  { name: 'Gray', asked: /\bgray(?:'s)? (?:correlation|method)\b/, offered: /\bgray\b/ },
  {
    name: 'Hall–Yarborough',
    asked: /\bhall[- ]+(?:and[- ]+|&\s*)?yarborough\b/,
    offered: /yarborough/,
  },
  { name: 'Dranchuk–Abou-Kassem', asked: /\b(?:dranchuk|dak)\b/, offered: /dranchuk|\bdak\b/ },
  { name: 'Sutton', asked: /\bsutton\b/, offered: /sutton/ },
  {
    name: 'Standing',
    asked:
      /\bstanding(?:'s)?(?: correlation| method| katz)?\b(?! (?:by|still|water|pressure|level))/,
    offered: /standing/,
  },
  { name: 'Vasquez–Beggs', asked: /\bvasquez\b/, offered: /vasquez/ },
  { name: 'Vogel', asked: /\bvogel\b/, offered: /vogel/ },
  { name: 'Swamee–Jain', asked: /\bswamee\b/, offered: /swamee/ },
  { name: 'Colebrook', asked: /\bcolebrook\b/, offered: /colebrook/ },
  { name: 'Wichert–Aziz', asked: /\bwichert\b/, offered: /wichert/ },
  { name: 'Souders–Brown', asked: /\bsouders\b/, offered: /souders/ },
  { name: 'Langelier', asked: /\blangelier\b/, offered: /langelier/ },
  { name: 'Oddo–Tomson', asked: /\boddo\b/, offered: /oddo/ },
];

const described = new Map<string, string>();

/** Everything a calculator says about itself, lower case, to find the methods it offers. */
function offeredText(tool: Filled['info']['tool']): string {
  let text = described.get(tool.name);
  if (text === undefined) {
    const schema = JSON.stringify(
      z.toJSONSchema(tool.inputSchema, { io: 'input', unrepresentable: 'any' }),
    );
    text = `${tool.name} ${tool.title} ${tool.description} ${schema}`.toLowerCase();
    described.set(tool.name, text);
  }
  return text;
}

/** The methods a message names, each with whether the calculator offers it. */
export function namedMethods(
  tool: Filled['info']['tool'],
  text: string,
): { name: string; offered: boolean }[] {
  return methodsAsked(text).map((method) => ({
    name: method.name,
    offered: method.offered.test(offeredText(tool)),
  }));
}

/** The methods a message names, read once per message though every calculator asks. */
let asked: { text: string; methods: typeof METHODS } | undefined;

function methodsAsked(text: string): typeof METHODS {
  if (asked?.text !== text) {
    asked = { text, methods: METHODS.filter((method) => method.asked.test(text)) };
  }
  return asked.methods;
}

/** A method named that the calculator does not offer: said, never replaced by another. */
export function methodGuard(
  filled: Filled,
  reading: Reading,
  steps: readonly Filled['info']['tool'][] = [],
): string | undefined {
  const title = filled.info.tool.title;
  const byStep = new Set(
    steps.flatMap((tool) =>
      namedMethods(tool, reading.text).flatMap((method) => (method.offered ? [method.name] : [])),
    ),
  );
  for (const method of namedMethods(filled.info.tool, reading.text)) {
    // A method named for a step worked first ("Standing Bo" for an oil in place) is that step's.
    if (!method.offered && !byStep.has(method.name)) {
      return `You asked for the **${method.name}** method. The **${title}** calculator does not offer it, and I won't answer with another method in its place without saying so. Ask for the ${title.toLowerCase()} without naming a method to get the one it uses (the answer names it), or give me the figure you have.`;
    }
  }
  return undefined;
}

/** Equipment named right after a quantity, which is its size. */
const EQUIPMENT_AFTER =
  /^\s*(?:(?:frac|stock|storage|oil|water|produced[- ]water|test|skim|slop|production|fiberglass|steel|upright|vertical|horizontal)\s+)?(?:tanks?|vessels?|pits?|separators?|seps?|treaters?|drums?|heaters?)\b/;
/** A bare number right after what it numbers ("tank 2", "well #3"). */
const NUMBERED = /\b(?:tank|well|pit|unit|pad|no\.?|number)\s*#?\s*$/;

/**
 * A value the user stated for a result the calculator estimates itself (a Z-factor for the
 * Z-factor calculation, a Bo for the formation volume factor): the estimate would silently
 * replace it. Said, with what to do.
 */
export function statedResultGuard(filled: Filled, reading: Reading): string | undefined {
  const inputs = [...filled.info.inputs.keys()];
  // A result the calculator also takes as an input (a depression it reports back) is not one it
  // would estimate over the user's value.
  const results = filled.info.results.filter((result) => !inputs.includes(result.key));
  for (const mention of filled.unused) {
    // "A 1000 bbl tank" is the tank's size and "tank 2" its name: neither is a result stated.
    if (EQUIPMENT_AFTER.test(reading.text.slice(mention.end))) continue;
    if (mention.unit === undefined && NUMBERED.test(reading.text.slice(0, mention.start))) continue;
    for (const [id, strength] of reading.labels[mention.index] ?? new Map<string, number>()) {
      const { takes, names } = roleNamed(id);
      // The role's own quantity, by its id or by a name of the role that is the result's label
      // (the NRI's "net revenue interest"): "wellhead_pressure_head_ft" is a head, not the pressure.
      const estimated = results.some(
        (result) =>
          (result.key === id ||
            result.key.startsWith(`${id}_`) ||
            names.includes(result.label.toLowerCase())) &&
          (result.unit === undefined || takes.includes(result.unit.dimension)),
      );
      if (strength < LABELLED || !estimated) continue;
      const label = roleNamed(id).label;
      return `You gave the **${inSentence(label)}** (${mention.raw}), and the **${filled.info.tool.title}** would estimate its own instead of using yours. I won't answer with a different ${inSentence(label)} than the one you stated: tell me what you want worked out from it, or leave it out to get the estimate.`;
    }
  }
  return undefined;
}

/**
 * Sulfate scales by mineral or salt. A question about one is not answered by a calcium carbonate
 * index (Langelier, Stiff–Davis), whatever ions it lists: no calculator computes a sulfate
 * saturation index (decision 011 says why).
 */
const SULFATE_SCALE =
  /\b(?:barite|baso[4₄]|barium sul(?:f|ph)ate|gypsum|anhydrite|hemihydrate|bassanite|celestite|celestine|srso[4₄]|strontium sul(?:f|ph)ate|caso[4₄]|calcium sul(?:f|ph)ate|sul(?:f|ph)ate scal(?:e|es|ing))(?![a-z0-9])/;

/** A calcium carbonate index or scale named outright: the question asks for it too. */
export const CARBONATE_NAMED =
  /\b(?:calcite|caco[3₃]|calcium carbonate|carbonate scal(?:e|es|ing)|langelier|lsi|stiff[- ]+(?:and[- ]+|&[- ]*)?davis|s ?& ?dsi|sdsi)(?![a-z0-9])/;

/** What a calculator would have to say about itself to answer a sulfate scale question. */
const OFFERS_SULFATE = /barite|gypsum|anhydrite|celestite|sulfate scale/;

/** A scale index: what a sulfate scale question can reach by its words. */
const SCALE_INDEX = /saturation index|stability index|calcium carbonate/;

/** The sulfate scale named in a question, as the reply names it. */
const SULFATE_NAMES: readonly [RegExp, string][] = [
  [/^(?:barite|baso|barium)/, 'barium sulfate (barite)'],
  [/^(?:celestite|celestine|srso|strontium)/, 'strontium sulfate (celestite)'],
  [/^gypsum/, 'gypsum'],
  [/^anhydrite/, 'anhydrite'],
  [/^(?:hemihydrate|bassanite)/, 'calcium sulfate hemihydrate'],
  [/^(?:caso|calcium)/, 'calcium sulfate'],
];

/** The sulfate scale a (lower-case) question asks about, if any. */
export function sulfateScaleAsked(text: string): string | undefined {
  const match = SULFATE_SCALE.exec(text);
  if (!match) return undefined;
  return SULFATE_NAMES.find(([pattern]) => pattern.test(match[0]))?.[1] ?? 'sulfate scale';
}

export const NO_SULFATE_INDEX =
  'No sulfate saturation index (barite, gypsum, anhydrite, celestite) is computed here: no published method could be checked against its printed coefficients and independent solubility data.';

/** A sulfate scale question that only a calcium carbonate index would answer: said, not run. */
export function sulfateScaleGuard(filled: Filled, reading: Reading): string | undefined {
  const sulfate = sulfateScaleAsked(reading.text);
  const offered = offeredText(filled.info.tool);
  if (
    sulfate === undefined ||
    CARBONATE_NAMED.test(reading.text) ||
    !SCALE_INDEX.test(offered) ||
    OFFERS_SULFATE.test(offered)
  ) {
    return undefined;
  }
  const title = filled.info.tool.title;
  return `You asked about **${sulfate}** scale. The **${title}** is a calcium carbonate index: its answer would not say whether a sulfate scale forms, so I won't give it in place of one. ${NO_SULFATE_INDEX} For a sulfate scaling tendency, run the water analysis (or the mixture of the two waters) through a speciation program with a Pitzer activity model, or test the waters' compatibility in the laboratory at system temperature. For the calcium carbonate tendency of the same water, ask for the ${title} by name.`;
}

/** "Float in the string", "float sub", "NRV": a valve in the drill string that holds pressure. */
const FLOAT_NAMED = /\b(?:float|floats|float sub|float valve|nrv|non-return valve)\b/;

/**
 * A SIDPP of 0 read with a kick shut in (casing pressure on the well, or a float in the string):
 * a float holds the drill-pipe pressure, so 0 does not show the formation balanced — a kill weight
 * from it would be the mud already in the hole. Said, with how to read the true SIDPP, not run.
 */
export function floatHeldGuard(filled: Filled, reading: Reading): string | undefined {
  if (filled.input.sidpp_psi !== 0) return undefined;
  const casing = reading.mentions.find(
    (mention) => (reading.labels[mention.index]?.get('sicp') ?? 0) >= LABELLED && mention.value > 0,
  );
  if (casing === undefined && !FLOAT_NAMED.test(reading.text)) return undefined;
  const shutIn = casing === undefined ? '' : ` with ${casing.raw.trim()} on the casing`;
  return `A SIDPP of 0${shutIn} does not show the formation balanced: a float in the string holds the drill-pipe pressure, and a kill weight worked from 0 would be the mud already in the hole. Read the true SIDPP by bumping the float — pump slowly down the drill pipe until the casing pressure just starts to rise, and take the drill-pipe pressure at that moment (less any overshoot) — then give it to me and I will work it out.`;
}
