import type { UnitSystem } from '@petrosage/contracts/preferences';
import { withoutAttachedFiles } from '../context/attachments';
import { matchScore, type OfflineSkill, type OfflineSkillContext } from './skill';
import { builtinSkills, needsModelReply } from './builtin-skills';
import {
  ProviderError,
  type AssistantProvider,
  type ChatTurn,
  type GenerateRequest,
  type RequestAttachment,
} from '../model/provider';
import { providerMessages } from '../model/provider-errors';
import type { AssistantNames } from '../context/system-prompt';

/**
 * The `offline` provider, the default when no language model is configured. It must feel useful,
 * not like an error page: it introduces the consultant, answers what its skills can without a
 * model (calculators, unit conversions, the cited knowledge base, follow-ups to a file analysis;
 * see {@link OfflineSkill}), and for everything else says plainly that the question needs a
 * language model.
 *
 * Replies stream in a few pieces (paragraph by paragraph) with no artificial delay, so the chat
 * pipeline's streaming path is exercised exactly as with a real model.
 */

/** Names for the replies, and the skills (the extension point for calculators and knowledge). */
export interface OfflineEngineOptions extends AssistantNames {
  /** The skills to consult; defaults to {@link builtinSkills}. Add yours after them. */
  skills?: readonly OfflineSkill[];
}

/** The engine's answer to one message, before streaming. */
export interface OfflineAnswer {
  /** The skill that answered, or `needs-model` when none could. */
  skill: string;
  markdown: string;
}

/** The offline provider, plus direct access to whole answers and its skills. */
export interface OfflineEngine extends AssistantProvider {
  readonly name: 'offline';
  readonly skills: readonly OfflineSkill[];
  /** The whole reply to `text` (the pipeline streams; tests and tools may want it at once). */
  answer(
    text: string,
    history?: readonly ChatTurn[],
    conversation?: OfflineConversation,
  ): Promise<OfflineAnswer>;
}

/** Who the reply is for and what files the conversation carried (see {@link GenerateRequest}). */
export interface OfflineConversation {
  userId?: string;
  /** The user's units preference (see {@link GenerateRequest}). */
  units?: UnitSystem;
  attachments?: readonly RequestAttachment[];
}

/** Skill name reported when no skill matched. */
export const NEEDS_MODEL = 'needs-model';

const FAILED_MESSAGE =
  'The offline assistant could not answer this message. Please try rephrasing it.';

/** Splits markdown after blank lines, so tables and lists stay whole within a piece. */
export function splitIntoPieces(markdown: string): string[] {
  return markdown.split(/(?<=\n\n)/).filter((piece) => piece.length > 0);
}

/** Creates the offline engine with the configured names. */
export function createOfflineEngine(options: OfflineEngineOptions): OfflineEngine {
  const skills = options.skills ?? builtinSkills;

  const answer = async (
    text: string,
    history: readonly ChatTurn[] = [],
    conversation: OfflineConversation = {},
  ): Promise<OfflineAnswer> => {
    const context: OfflineSkillContext = {
      appName: options.appName,
      assistantName: options.assistantName,
      history,
      skills,
      ...(conversation.userId !== undefined && { userId: conversation.userId }),
      ...(conversation.units !== undefined && { units: conversation.units }),
      attachments: conversation.attachments ?? [],
    };
    let best: { skill: OfflineSkill; score: number } | undefined;
    for (const skill of skills) {
      let score: number;
      try {
        score = matchScore(skill.matches(text, context));
      } catch {
        // A broken plug-in must not take the chat down; it just does not answer.
        score = 0;
      }
      if (score > 0 && (best === undefined || score > best.score)) best = { skill, score };
    }
    if (best === undefined) return { skill: NEEDS_MODEL, markdown: needsModelReply(context) };
    try {
      const markdown = await best.skill.reply(text, context);
      if (markdown.trim().length > 0) return { skill: best.skill.name, markdown };
    } catch (error) {
      throw new ProviderError('bad_response', FAILED_MESSAGE, { cause: error });
    }
    return { skill: NEEDS_MODEL, markdown: needsModelReply(context) };
  };

  async function* stream(request: GenerateRequest): AsyncGenerator<string> {
    const aborted = (): ProviderError => new ProviderError('aborted', providerMessages.aborted);
    if (request.signal.aborted) throw aborted();
    let lastUser = request.messages.length - 1;
    while (lastUser >= 0 && request.messages[lastUser]?.role !== 'user') lastUser -= 1;
    // Skills answer what the user wrote, not what the files attached to it happen to say.
    const text = withoutAttachedFiles(request.messages[lastUser]?.content ?? '');
    const { markdown } = await answer(text, request.messages.slice(0, Math.max(lastUser, 0)), {
      ...(request.userId !== undefined && { userId: request.userId }),
      ...(request.units !== undefined && { units: request.units }),
      ...(request.attachments !== undefined && { attachments: request.attachments }),
    });
    for (const piece of splitIntoPieces(markdown)) {
      if (request.signal.aborted) throw aborted();
      yield piece;
    }
  }

  return { name: 'offline', skills, answer, stream };
}
