import { describe, expect, it } from 'vitest';
import {
  knowledgeEntry,
  opensWithImmediateActions,
} from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';

/** What the answer to a topic's question must be: its entry, what it says, in which order. */
export interface EntryAnswer {
  title: RegExp;
  /** What the answer says — in its opening Immediate actions when `immediate`. */
  says: RegExp;
  immediate: boolean;
}

/** The reply's title, its first line (`### …`). */
export function titleOf(markdown: string): string {
  return (markdown.split('\n')[0] ?? '').replace(/^### /, '');
}

/** The reply's text after the title, up to the sources. */
export function bodyOf(markdown: string): string {
  return (markdown.split('\n**Source:**')[0] ?? '').split('\n').slice(1).join('\n').trim();
}

/** Asks `question` of the engine and checks it is answered from the expected entry, as expected. */
export async function expectEntryAnswer(question: string, expected: EntryAnswer): Promise<void> {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('knowledge');
  expect(titleOf(markdown)).toMatch(expected.title);
  expect(markdown).toContain('**Source:**');
  expect(markdown).not.toMatch(/needs a language model|I still need/);
  const body = bodyOf(markdown);
  if (expected.immediate) {
    expect(body).toMatch(/^\*\*Immediate actions\b/);
    expect(body.split('\n\n')[0]).toMatch(expected.says);
  } else {
    expect(body).toMatch(expected.says);
  }
}

/**
 * A new entry cites its sources, lists symptoms, was reviewed on 2026-11-29, and — when it is
 * safety-critical — opens with a few numbered Immediate actions before any explanation.
 */
export function expectWellFormedEntry(
  id: string,
  critical: boolean,
  reviewed = '2026-11-29',
): void {
  const entry = knowledgeEntry(id);
  expect(entry?.lastReviewed).toBe(reviewed);
  expect(entry?.sources.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(entry?.symptoms?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(entry?.safetyCritical === true).toBe(critical);
  expect(opensWithImmediateActions(entry?.body ?? '')).toBe(critical);
  if (critical) {
    const first = (entry?.body ?? '').trim().split(/\n\s*\n/)[0] ?? '';
    expect(first.split('\n').length).toBeLessThanOrEqual(7);
  }
}

/** A topic a new entry covers: the entry, what its answer says, and questions asked of it. */
export interface NewTopic {
  id: string;
  title: RegExp;
  /** What the answer says. */
  says: RegExp;
  safetyCritical: boolean;
  questions: readonly string[];
  /** The day the entry was last reviewed, when not 2026-11-29. */
  reviewed?: string;
  /** Its answers open with the immediate actions, and say `says` there. */
  immediate?: boolean;
}

/**
 * Checks each topic's entry is well formed (by `wellFormed`, {@link expectWellFormedEntry} unless
 * given), and that each of its questions is answered from it by the knowledge base, saying what it
 * must.
 */
export function describeNewTopics<Topic extends Omit<NewTopic, 'safetyCritical'>>(
  name: string,
  topics: readonly Topic[],
  wellFormed: (topic: Topic) => void = (topic) =>
    expectWellFormedEntry(
      topic.id,
      (topic as Partial<NewTopic>).safetyCritical === true,
      (topic as Partial<NewTopic>).reviewed,
    ),
): void {
  describe(name, () => {
    it.each(topics.map((topic) => [topic.id, topic] as const))(
      '%s is cited, reviewed and well formed',
      (_id, topic) => {
        wellFormed(topic);
      },
    );

    const cases = topics.flatMap((topic) =>
      topic.questions.map((question) => [topic.id, question, topic] as const),
    );
    it.each(cases)('%s: %s', async (_id, question, topic) => {
      await expectEntryAnswer(question, {
        title: topic.title,
        says: topic.says,
        immediate: (topic as Partial<NewTopic>).immediate === true,
      });
    });
  });
}
