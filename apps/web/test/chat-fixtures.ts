import type { ChatSummary } from '@petrosage/contracts/chat';
import { emptyThread, type ChatMessage, type ChatThread } from '../src/features/chat/store/thread';

/** Props-only fixtures for presentational chat components. */

let counter = 0;

export function messageOf(overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  const id = `msg_fixture${String(counter).padStart(8, '0')}`;
  return {
    key: id,
    id,
    role: 'user',
    content: `Message ${counter}`,
    timestamp: new Date(2025, 6, 10, 9, 5).toISOString(),
    status: 'complete',
    error: null,
    isPaywallError: false,
    delivery: 'sent',
    clientMessageId: null,
    ...overrides,
  };
}

export function threadOf(
  messages: readonly ChatMessage[] = [],
  overrides: Partial<ChatThread> = {},
): ChatThread {
  return {
    ...emptyThread('fixture-thread', 'chat_fixture000001'),
    messages,
    ...overrides,
  };
}

export function chatSummaryOf(overrides: Partial<ChatSummary> = {}): ChatSummary {
  counter += 1;
  const now = new Date().toISOString();
  return {
    chat_id: `chat_fixture${String(counter).padStart(8, '0')}`,
    title: `Chat ${counter}`,
    created_at: now,
    updated_at: now,
    preview: 'Last thing said',
    ...overrides,
  };
}
