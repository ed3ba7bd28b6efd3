import { findConversions, formatConversions } from '@petrosage/sage/conversion';
import { readQuantities } from '@petrosage/sage/read';
import { WEIGHTS } from '@petrosage/sage/weights';
import type { OfflineSkill, OfflineSkillContext } from './skill';
import { CONSULTANT_AREAS } from '../context/system-prompt';

/**
 * The offline engine's built-in skills: introductions, help, thanks, how to configure a model,
 * and oilfield unit conversions. Replies are markdown and use the configured names.
 */

/** Lower case, no punctuation at the ends, single spaces: for matching short conversational text. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordCount(text: string): number {
  return text.length === 0 ? 0 : text.split(' ').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "what I can do without a model": each skill with a description, with its examples. */
function offlineCapabilities(context: OfflineSkillContext): string {
  return context.skills
    .filter((skill) => skill.description !== undefined)
    .map((skill) => {
      const examples = (skill.examples ?? []).map((example) => `\`${example}\``).join(', ');
      return `- ${skill.description ?? ''}${examples ? ` Try ${examples}.` : ''}`;
    })
    .join('\n');
}

function areasList(): string {
  return CONSULTANT_AREAS.map((area) => `- **${area.name}**: ${area.scope}.`).join('\n');
}

/**
 * Where full answers come from and how to get them, in a subscriber's words: a language model,
 * which this server runs without, and which the service's administrators connect. The settings
 * themselves are the operator's business (the README and the server's start-up log), never a
 * user's chat.
 */
export function modelNote(appName: string): string {
  return `Free-form answers come with a language model, which this ${appName} runs without; ${CONNECT_MODEL}.`;
}

/** How a subscriber gets a language model connected: through the people who run the service. */
const CONNECT_MODEL = "the service's administrators can connect one if you need it";

function areaNames(): string {
  const names = CONSULTANT_AREAS.map((area) => area.name.toLowerCase());
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1) ?? ''}`;
}

/** Words of the full "needs a model" reply, to recognise it in the history. */
export const NEEDS_MODEL_MARK = 'needs a language model';

/**
 * The reply when no skill can answer: short and plain — what happened, two things that work, one
 * question, and where full answers come from. The capability list is the help reply's, not this
 * one's. After the first time in a conversation, one line.
 */
export function needsModelReply(context: OfflineSkillContext): string {
  // One example from each of the last two skills that have any: the plug-ins (calculators,
  // knowledge) come after the built-ins, and say best what works without a model.
  const examples = [...context.skills]
    .reverse()
    .flatMap((skill) => skill.examples?.slice(0, 1) ?? [])
    .slice(0, 2);
  const tryThese =
    examples.length > 0 ? `: try ${examples.map((example) => `\`${example}\``).join(' or ')}` : '';
  const alreadyExplained = context.history.some(
    (turn) => turn.role === 'assistant' && turn.content.includes(NEEDS_MODEL_MARK),
  );
  if (alreadyExplained) {
    return `That one also ${NEEDS_MODEL_MARK}, which isn't running here. I can still work through requests${tryThese}.`;
  }
  return `I can't answer that one from my built-in engine: it ${NEEDS_MODEL_MARK}, and ${context.appName} is running ${context.assistantName} without one (${CONNECT_MODEL}). I can answer field problems and questions in ${areaNames()} from my cited knowledge base and run calculations${tryThese}.

What equipment or well is it about, and what are you seeing? Or ask \`what can you do?\` for the list.`;
}

const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|yo|hola|good (morning|afternoon|evening|day)|morning|afternoon|evening)( there| all| team| everyone)?$/;
const IDENTITY =
  /\b(who are you|what are you|who is this|who am i (talking|speaking) (to|with)|introduce yourself|tell me about yourself|what('s| is) your name|are you (a |an )?(bot|robot|ai|human|real person|person|chatbot))\b/;

/** Greetings and "who are you": introduces the consultant and its areas. */
export const greetingSkill: OfflineSkill = {
  name: 'greeting',
  matches(text, context) {
    const words = plain(text);
    const name = escapeRegExp(plain(context.assistantName));
    const withoutName = words.replace(new RegExp(`(^| )${name}$`), '').trim();
    if (GREETING.test(withoutName)) return 0.95;
    if (IDENTITY.test(words) || new RegExp(`^(what|who) is ${name}$`).test(words)) return 0.95;
    const firstTwo = words.split(' ').slice(0, 2).join(' ');
    if (
      wordCount(words) <= 5 &&
      (GREETING.test(words.split(' ')[0] ?? '') || GREETING.test(firstTwo))
    ) {
      return 0.6;
    }
    return 0;
  },
  reply(_text, context) {
    const capabilities = offlineCapabilities(context);
    return `Hello! I'm **${context.assistantName}**, your personal oilfield consultant in ${context.appName}. I work with oil and gas professionals across these areas:

${areasList()}

Here I work out answers directly:
${capabilities}`;
  },
};

const HELP =
  /^(help|help me|menu|commands|options|what can you do|what can you help (me )?with|what do you do|how can you help( me)?|what can i ask( you)?|what should i ask|how does this work|how do i use (this|you|it)|what are your (capabilities|skills|features)|capabilities|features|what are you able to do|what (topics|areas) do you cover)$/;

/** "help", "what can you do": capabilities, offline and with a model. */
export const helpSkill: OfflineSkill = {
  name: 'help',
  matches(text) {
    if (text.trim() === '?') return 0.9;
    const words = plain(text)
      .replace(/ please$/, '')
      .replace(/^please /, '');
    if (HELP.test(words)) return 0.9;
    if (/\b(what can you do|what can you help|how can you help|what can i ask)\b/.test(words)) {
      return 0.7;
    }
    return 0;
  },
  reply(_text, context) {
    return `### What ${context.assistantName} can do

${offlineCapabilities(context)}

**My areas:**

${areasList()}

Give me the numbers with their units and I'll work the calculation through; attach a production file and I'll analyse it.`;
  },
};

const THANKS =
  /^(thanks|thank you|thank you very much|thanks a lot|many thanks|thx|ty|cheers|great|perfect|awesome|nice|cool|ok|okay|got it|understood|great thanks|ok thanks|okay thanks|thanks again)( sage| so much| very much)?$/;

/** Thanks and acknowledgements: a short, friendly close. */
export const thanksSkill: OfflineSkill = {
  name: 'thanks',
  matches(text) {
    return THANKS.test(plain(text)) ? 0.9 : 0;
  },
  reply() {
    return "You're welcome! Ask me another conversion any time, e.g. `convert 3,500 ft to m`.";
  },
};

const MODEL_WORDS =
  /\b(llm|language model|ai model|openai|anthropic|claude|gpt|ollama|vllm|llama ?cpp|llama|lm studio|api key|llm_provider|llm_model|offline mode|model provider)\b/;
const SETUP_WORDS =
  /\b(configure|config|configuration|set ?up|setup|enable|connect|install|switch|turn on|use|add|how|why|offline|plug)\b/;

/**
 * "How do I connect a language model?": a short, honest line. Connecting one is the operator's
 * setting (the README and the server's start-up log say how); a subscriber's chat never carries
 * setup instructions, and the skill is not listed among what the assistant can do.
 */
export const modelSetupSkill: OfflineSkill = {
  name: 'model-setup',
  matches(text) {
    const words = plain(text);
    if (MODEL_WORDS.test(words) && SETUP_WORDS.test(words)) return 0.85;
    if (/\b(why|are you) (are you )?(offline|in offline mode)\b/.test(words)) return 0.85;
    return 0;
  },
  reply(_text, context) {
    return `${context.assistantName} is answering on its **built-in engine** here: calculations, unit conversions, field knowledge and attached production files. Which assistant a service runs is up to the people who operate it, not something set from the chat.`;
  },
};

/** Oilfield unit conversions from plain English, answered with the factor used. */
export const unitConversionSkill: OfflineSkill = {
  name: 'unit-conversion',
  description:
    'Unit conversions with the factor used: volumes (bbl, m³, gal, Mcf), rates (bbl/d, m³/d, Mcf/d, gpm), pressures (psi, kPa, bar, MPa; gauge or absolute), lengths (ft, m, in), temperatures (°F, °C, K, °R), densities (ppg, kg/m³), gradients (psi/ft, kPa/m), permeability (mD, D, µm²) and energy (MMBtu, GJ).',
  examples: ['convert 250 psi to bar', 'how many m3 is 1,000 bbl', '500 bbl/d to m3/d'],
  // "and MPa?" after "5000 psi in bar?" converts the previous message's quantity: the history.
  matches(text, context) {
    const parsed = findConversions(text, context.history);
    if (parsed.conversions.length > 0) return 0.9;
    if (parsed.incompatible.length > 0 && readQuantities(text).length > 2)
      return WEIGHTS.incompatibleAmidFigures;
    return parsed.incompatible.length > 0 || (parsed.unitless ?? []).length > 0 ? 0.8 : 0;
  },
  reply(text, context) {
    return formatConversions(findConversions(text, context.history));
  },
};

/** The built-in skills, in priority order for equal scores. */
export const builtinSkills: readonly OfflineSkill[] = [
  unitConversionSkill,
  greetingSkill,
  helpSkill,
  thanksSkill,
  modelSetupSkill,
];
