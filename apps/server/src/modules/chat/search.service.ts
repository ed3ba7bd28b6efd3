import type { ChatSearchResult } from '@petrosage/contracts/chat';
import { replySummary } from '@petrosage/contracts/readable-reply';
import type { Database } from '../../db/database';
import { plainText } from './preview';
import {
  fillMessageWords,
  headlinesOf,
  MATCH_END,
  MATCH_START,
  searchMessages,
  searchTitles,
} from './search.repo';

/** Chats whose title matches, shown before the messages. */
const TITLE_RESULTS = 10;
const MESSAGE_RESULTS = 30;

/**
 * A headline with match marks as plain text with the `[start, end)` ranges of the matches.
 * The markdown is removed with the marks in place, so the ranges point at what is shown.
 */
export function highlighted(headline: string): { snippet: string; highlights: number[][] } {
  const marked = plainText(headline);
  const highlights: number[][] = [];
  let snippet = '';
  let start = -1;
  for (const char of marked) {
    if (char === MATCH_START) {
      start = snippet.length;
    } else if (char === MATCH_END) {
      if (start >= 0 && snippet.length > start) highlights.push([start, snippet.length]);
      start = -1;
    } else {
      snippet += char;
    }
  }
  return { snippet, highlights };
}

/** Full-text search across one user's chats: titles and the messages the chats show. */
export class ChatSearchService {
  constructor(private readonly db: Database) {}

  async search(userId: string, text: string): Promise<ChatSearchResult[]> {
    // The words of messages are unlogged: after a database crash, they are found again first.
    await fillMessageWords(this.db);
    const [titles, found] = await Promise.all([
      searchTitles(this.db, userId, text, TITLE_RESULTS),
      searchMessages(this.db, userId, text, MESSAGE_RESULTS),
    ]);
    // A message with cards or charts is shown as a reader sees it: each card as its title and
    // main result, never its JSON.
    const withBlocks = found.filter((row) => row.block_content !== null);
    const readable = await headlinesOf(
      this.db,
      withBlocks.map((row) => replySummary(row.block_content ?? '')),
      text,
    );
    const headlines = new Map(withBlocks.map((row, index) => [row, readable[index] ?? '']));
    const messages = found.map((row) => ({ ...row, headline: headlines.get(row) ?? row.headline }));
    return [
      ...titles.map((row) => {
        const { snippet, highlights } = highlighted(row.headline);
        return {
          chat_id: row.chat_id,
          title: snippet,
          message_id: null,
          role: null,
          snippet,
          highlights,
          timestamp: row.updated_at.toISOString(),
        };
      }),
      ...messages.map((row) => ({
        chat_id: row.chat_id,
        title: row.title,
        message_id: row.message_id,
        role: row.role,
        ...highlighted(row.headline),
        timestamp: row.created_at.toISOString(),
      })),
    ];
  }
}
