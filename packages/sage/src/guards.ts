import { z } from 'zod';
import type { Filled } from './fill';
import { LABELLED } from './fill';
import type { Reading } from './label';
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
function offeredText(filled: Filled): string {
  const tool = filled.info.tool;
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

/** A method named that the calculator does not offer: said, never replaced by another. */
export function methodGuard(filled: Filled, reading: Reading): string | undefined {
  const offered = offeredText(filled);
  const title = filled.info.tool.title;
  for (const method of METHODS) {
    if (method.asked.test(reading.text) && !method.offered.test(offered)) {
      return `You asked for the **${method.name}** method. The **${title}** calculator does not offer it, and I won't answer with another method in its place without saying so. Ask for the ${title.toLowerCase()} without naming a method to get the one it uses (the answer names it), or give me the figure you have.`;
    }
  }
  return undefined;
}

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
    for (const [id, strength] of reading.labels[mention.index] ?? new Map<string, number>()) {
      const takes = roleNamed(id).takes;
      // The role's own quantity: "wellhead_pressure_head_ft" is a head, not the pressure.
      const estimated = results.some(
        (result) =>
          (result.key === id || result.key.startsWith(`${id}_`)) &&
          (result.unit === undefined || takes.includes(result.unit.dimension)),
      );
      if (strength < LABELLED || !estimated) continue;
      const label = roleNamed(id).label;
      return `You gave the **${label.toLowerCase()}** (${mention.raw}), and the **${filled.info.tool.title}** would estimate its own instead of using yours. I won't answer with a different ${label.toLowerCase()} than the one you stated: tell me what you want worked out from it, or leave it out to get the estimate.`;
    }
  }
  return undefined;
}
