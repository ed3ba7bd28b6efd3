import type { UnitSystem } from '@petrosage/contracts/preferences';
import type { ChatTurn, RequestAttachment } from '../model/provider';

/**
 * The plug-in contract of the offline engine (the assistant that runs when no language model is
 * configured). A skill recognises the messages it can answer without a model and writes the
 * markdown reply. The engine asks every registered skill for a score and lets the best one
 * answer; when none matches, it says plainly that the question needs a language model and how an
 * administrator configures one.
 *
 * Extension point: the oilfield calculators (`packages/oilfield`) and the cited knowledge base
 * plug in as further skills: write an `OfflineSkill` and pass it to `createOfflineEngine({ skills:
 * [...builtinSkills, mySkill] })`. Give it a `description` and `examples` so the help and greeting
 * replies advertise it. Scores: use ≥ 0.9 for an unambiguous request that the skill will fully
 * answer (a conversion with a number and units), 0.5–0.8 for likely intent, 0 for "not mine".
 */
export interface OfflineSkill {
  /** Stable identifier, for logs and tests (`unit-conversion`). */
  readonly name: string;
  /** One line for the help reply: what users can ask (markdown allowed). */
  readonly description?: string;
  /** Sample prompts shown in help and greeting replies. */
  readonly examples?: readonly string[];
  /** How well this skill fits `text`: a score in [0, 1], `true` (= 1) or `false` (= 0). */
  matches(text: string, context: OfflineSkillContext): boolean | number;
  /** The markdown reply. Only called after `matches` returned a positive score. */
  reply(text: string, context: OfflineSkillContext): string | Promise<string>;
}

/** What a skill may know besides the message. */
export interface OfflineSkillContext {
  /** `APP_NAME`. */
  appName: string;
  /** `ASSISTANT_NAME`. */
  assistantName: string;
  /** The conversation before the new message, oldest first (for follow-ups). */
  history: readonly ChatTurn[];
  /** Every registered skill, so help replies can list what is available. */
  skills: readonly OfflineSkill[];
  /** The user the reply is for; skills that read the user's files act for them only. */
  userId?: string;
  /**
   * The units the user prefers (Profile): the system an answer shows first when the question's
   * own units do not settle it.
   */
  units?: UnitSystem;
  /** The files the conversation's messages carried, oldest first (`latest`: the new message's). */
  attachments?: readonly RequestAttachment[];
}

/** A skill's `matches` result as a number in [0, 1]. */
export function matchScore(result: boolean | number): number {
  if (typeof result === 'boolean') return result ? 1 : 0;
  if (!Number.isFinite(result)) return 0;
  return Math.min(1, Math.max(0, result));
}
