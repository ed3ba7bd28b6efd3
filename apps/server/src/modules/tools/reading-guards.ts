import {
  CARBONATE_NAMED,
  NO_SULFATE_INDEX,
  OFFERS_SULFATE,
  SCALE_INDEX,
  sulfateScaleAsked,
} from '@petrosage/sage/guards';
import { z } from 'zod';
import type { AssistantTool } from '../assistant/assistant-tool';
import type { QuantityMention } from './quantities';

/**
 * Checks run on a calculator reading before the calculator is: a confident wrong number is the
 * worst answer Sage can give, and asking a precise question back is always acceptable. Each check
 * answers the question (or the plain refusal) to give instead of a result, or undefined.
 *
 * - a number whose unit the reader does not know ("120 Sm3/Sm3", "k = 45 md") is never used as
 *   if it had none;
 * - a number labelled for one role never fills another (a decline is not a discount rate, LOE is
 *   not the oil price);
 * - a method the user names is used, or the reply says it is not available — never another one
 *   in its place;
 * - a value the user states (a K factor, a z-factor, an efficiency, a Bo, a roughness) is used, or
 *   the reply says it cannot be — never a correlation's estimate in its place.
 */

export interface GuardedReading {
  title: string;
  tool: AssistantTool;
  /** The calculator's inputs as read. */
  input: Readonly<Record<string, unknown>>;
  /** Which mention filled which input. */
  sources: ReadonlyMap<string, QuantityMention>;
  /** The message, normalised (lower case, plain symbols). */
  text: string;
}

/**
 * Unit words the reader does not turn into a quantity: right after a bare number, they mean the
 * number is in a unit the calculation cannot take as it is.
 */
const UNREAD_UNIT =
  /^(s?m3\/s?m3|s?m3|nm3|sm³|m³|mpa\.?s|pa\.?s|md\b|millidarcys?|darcys?|kelvin|tonnes?|t\/d|kg\/m3|kg|g\/cm3|g\/cc|ppm|kpa|mpa|bar[ag]?\b|°c|degc|deg c|l\/s|litres?|liters?|m\/s)/;

/** Labels of one role that must never fill an input of another. */
const ROLES: { label: RegExp; refuses: RegExp; role: string }[] = [
  { label: /\b(di|decline|decline rate)\s*[=:]?\s*$/, refuses: /discount/, role: 'a decline rate' },
  { label: /\bdiscount(?: rate)?\s*[=:]?\s*$/, refuses: /decline/, role: 'a discount rate' },
  {
    label:
      /\b(loe|opex|lifting cost|operating cost|lease operating expenses?)\s*(?:of|is|at)?\s*[=:]?\s*$/,
    refuses: /price/,
    role: 'an operating cost',
  },
  { label: /\bprice\s*(?:of|is)?\s*[=:]?\s*$/, refuses: /opex|cost/, role: 'a price' },
  // Stiff–Davis K and potassium (K⁺) take a "K" too (calc-scale-tank).
  { label: /\bk\s*[=:]?\s*$/, refuses: /^(?!.*(permeab|k_factor|k_value|potassium))/, role: 'k' },
];

/** Methods people name; `offered` finds them in a calculator's name, description or schema. */
const METHODS: { name: string; asked: RegExp; offered: RegExp }[] = [
  { name: 'Glasø', asked: /\bglas(?:ø|o|oe)(?![a-z])/, offered: /glas(ø|o|oe)/ },
  { name: 'Fetkovich', asked: /\bfetkovich\b/, offered: /fetkovich/ },
  { name: 'Petrosky–Farshad', asked: /\bpetrosky\b/, offered: /petrosky/ },
  { name: 'Al-Marhoun', asked: /\bmarhoun\b/, offered: /marhoun/ },
  { name: 'Beggs–Robinson', asked: /\bbeggs[- ]+(?:and[- ]+)?robinson\b/, offered: /robinson/ },
  { name: 'Beal', asked: /\bbeal\b/, offered: /\bbeal\b/ },
  { name: 'Lee–Gonzalez–Eakin', asked: /\blee[- ]+gonzalez\b/, offered: /gonzalez/ },
  { name: 'McCain', asked: /\bmccain\b/, offered: /mccain/ },
  { name: 'Hammerschmidt', asked: /\bhammerschmidt\b/, offered: /hammerschmidt/ },
  { name: 'Katz', asked: /\bkatz\b/, offered: /katz/ },
  { name: 'Weymouth', asked: /\bweymouth\b/, offered: /weymouth/ },
  { name: 'Panhandle', asked: /\bpanhandle\b/, offered: /panhandle/ },
  { name: 'Turner', asked: /\bturner\b/, offered: /turner/ },
  { name: 'Coleman', asked: /\bcoleman\b/, offered: /coleman/ },
  { name: 'Stiff–Davis', asked: /\bstiff[- ]+(?:and[- ]+)?davis\b/, offered: /stiff/ },
  { name: 'Beggs–Brill', asked: /\bbeggs[- ]+(?:and[- ]+)?brill\b/, offered: /brill/ },
  { name: 'Hagedorn–Brown', asked: /\bhagedorn\b/, offered: /hagedorn/ },
  { name: 'Duns–Ros', asked: /\bduns\b/, offered: /duns/ },
  { name: 'Hall–Yarborough', asked: /\bhall[- ]+(?:and[- ]+)?yarborough\b/, offered: /yarborough/ },
  { name: 'Dranchuk–Abou-Kassem', asked: /\b(dranchuk|dak)\b/, offered: /dranchuk|\bdak\b/ },
  { name: 'Sutton', asked: /\bsutton\b/, offered: /sutton/ },
  { name: 'Standing', asked: /\bstanding(?:'s)? (?:correlation|method)\b/, offered: /standing/ },
  { name: 'Vasquez–Beggs', asked: /\bvasquez\b/, offered: /vasquez/ },
  { name: 'Vogel', asked: /\bvogel\b/, offered: /vogel/ },
  { name: 'Swamee–Jain', asked: /\bswamee\b/, offered: /swamee/ },
  { name: 'Colebrook', asked: /\bcolebrook\b/, offered: /colebrook/ },
  { name: 'Wichert–Aziz', asked: /\bwichert\b/, offered: /wichert/ },
  { name: 'Souders–Brown', asked: /\bsouders\b/, offered: /souders/ },
  { name: 'Langelier', asked: /\blangelier\b/, offered: /langelier/ },
];

/** Coefficients a user may state in place of an estimate, and the inputs that take them. */
const STATED: { name: string; stated: RegExp; input: RegExp }[] = [
  {
    name: 'K factor',
    stated:
      /\b(?:k[- ]?(?:factor|value)|souders[- ]brown k|sb k|k)\s*(?:=|:|of|is)\s*0?\.\d+(?!\s*(?:md|millidarcy|darcy))/,
    input: /k_factor/,
  },
  {
    name: 'z-factor',
    stated: /\bz(?:[- ]?factor)?\s*(?:=|:|of|is)\s*[01]?\.\d+/,
    input: /^z_factor/,
  },
  { name: 'efficiency', stated: /\befficiency\s*(?:=|:|of|is)?\s*\d/, input: /efficiency/ },
  {
    name: 'Bo',
    stated: /\bbo\s*(?:=|:|of|is)\s*1?\.\d+/,
    input: /(^|_)bo(_|$)|formation_volume_factor/,
  },
  { name: 'roughness', stated: /\broughness\s*(?:=|:|of|is)?\s*0?\.\d+/, input: /roughness/ },
];

/**
 * The note for a question that names a calcium carbonate index and a sulfate scale together:
 * the carbonate index is answered, and the reply says the sulfate part is not.
 */
export function sulfateScaleNote(text: string, tool: AssistantTool): string | undefined {
  const scale = sulfateScaleAsked(text);
  if (scale === undefined) return undefined;
  const offered = toolText(tool);
  if (!SCALE_INDEX.test(offered) || OFFERS_SULFATE.test(offered)) return undefined;
  return `The index above is for calcium carbonate only; it does not say whether ${scale} forms. ${NO_SULFATE_INDEX}`;
}

/** Everything a tool says about itself, in lower case, to find the methods it offers. */
function toolText(tool: AssistantTool): string {
  const schema = JSON.stringify(z.toJSONSchema(tool.inputSchema, { io: 'input' }));
  return `${tool.name} ${tool.description} ${schema}`.toLowerCase();
}

const LABEL_WINDOW = 32;

/** The question or refusal to give instead of running the calculation, if any. */
export function guardReading(reading: GuardedReading): string | undefined {
  for (const [input, mention] of reading.sources) {
    const unread = mention.unit === '' ? UNREAD_UNIT.exec(mention.after) : null;
    if (unread) {
      return `I read **${mention.raw}** for \`${input}\`, but it is followed by **${unread[0]}**, a unit this calculation does not take as it is. Give that value in the calculator's units (the field name says them: \`${input}\`) and I'll run **${reading.title}**.`;
    }
    const label = mention.before.slice(-LABEL_WINDOW);
    for (const role of ROLES) {
      if (role.label.test(label) && role.refuses.test(input)) {
        return `In your message **${mention.raw}** reads as ${role.role}, and **${reading.title}** would have used it as \`${input}\`. Tell me which number is \`${input}\` (with its unit), and I'll run it.`;
      }
    }
  }

  const offered = toolText(reading.tool);
  for (const method of METHODS) {
    if (method.asked.test(reading.text) && !method.offered.test(offered)) {
      return `You asked for the **${method.name}** method. The **${reading.title}** calculator does not offer it yet, and I won't answer with another method in its place without saying so. Ask for ${reading.title.toLowerCase()} without naming a method to get the one it uses (the answer names it), or give me the figure you have.`;
    }
  }

  const sulfate = sulfateScaleAsked(reading.text);
  if (
    sulfate !== undefined &&
    !CARBONATE_NAMED.test(reading.text) &&
    SCALE_INDEX.test(offered) &&
    !OFFERS_SULFATE.test(offered)
  ) {
    return `You asked about **${sulfate}** scale. The **${reading.title}** is a calcium carbonate index: its answer would not say whether a sulfate scale forms, so I won't give it in place of one. ${NO_SULFATE_INDEX} For a sulfate scaling tendency, run the water analysis (or the mixture of the two waters) through a speciation program with a Pitzer activity model, or test the waters' compatibility in the laboratory at system temperature. For the calcium carbonate tendency of the same water, ask for the ${reading.title} by name.`;
  }

  for (const coefficient of STATED) {
    if (!coefficient.stated.test(reading.text)) continue;
    const taken = Object.keys(reading.input).some((input) => coefficient.input.test(input));
    if (!taken) {
      return `You gave a **${coefficient.name}**, and **${reading.title}** would use its own estimate instead. A value you state always wins over an estimate, so I won't answer with a different ${coefficient.name}: this calculator cannot take a stated one yet.`;
    }
  }
  return undefined;
}
