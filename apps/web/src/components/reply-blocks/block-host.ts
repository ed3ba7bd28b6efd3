import type { Message } from '@petrosage/contracts/chat';
import { createContext, useContext } from 'react';

/**
 * What a block of a reply (a calculation card, a file analysis) needs from the chat around it:
 * the reply it is part of (to save a recalculation on it) and where to put the reply the server
 * saved. Outside a chat (a card shown on its own) there is none, and a recalculation is not saved.
 */
export interface BlockReply {
  /** The reply's id; null while it is still being written. */
  messageId: string | null;
  /** The reply's text, to tell which of its blocks this is. */
  content: string;
  /** A card opened from the calculators: its first calculation starts a chat of its own. */
  local?: boolean;
}

export const BlockReplyContext = createContext<BlockReply | null>(null);

/** What the chat does with a block's saved calculation. */
export interface BlockChat {
  /** Puts a reply the server rewrote into the chat. */
  replaceReply: (reply: Pick<Message, 'id' | 'chat_id' | 'content'>) => void;
  /** Shows the chat the server stored a card opened from the calculators in. */
  openChat: (chatId: string) => void;
}

export const BlockChatContext = createContext<BlockChat | null>(null);

export function useBlockReply(): BlockReply | null {
  return useContext(BlockReplyContext);
}

export function useBlockChat(): BlockChat | null {
  return useContext(BlockChatContext);
}
