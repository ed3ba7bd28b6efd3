import type { Message } from '@petrosage/contracts/chat';
import { createContext, useContext } from 'react';

/**
 * What a calculation card needs from the chat around it: the reply it is part of (to save a
 * recalculation on it) and where to put the reply the server saved. Outside a chat (a card shown
 * on its own) there is none, and a recalculation is not saved.
 */
export interface CalcCardReply {
  /** The reply's id; null while it is still being written. */
  messageId: string | null;
  /** The reply's text, to tell which of its cards this is. */
  content: string;
  /** A card opened from the calculators: its first calculation starts a chat of its own. */
  local?: boolean;
}

export const CalcCardReplyContext = createContext<CalcCardReply | null>(null);

/** What the chat does with a card's saved calculation. */
export interface CalcCardChat {
  /** Puts a reply the server rewrote into the chat. */
  replaceReply: (reply: Pick<Message, 'id' | 'chat_id' | 'content'>) => void;
  /** Shows the chat the server stored a card opened from the calculators in. */
  openChat: (chatId: string) => void;
}

export const CalcCardChatContext = createContext<CalcCardChat | null>(null);

export function useCalcCardReply(): CalcCardReply | null {
  return useContext(CalcCardReplyContext);
}

export function useCalcCardChat(): CalcCardChat | null {
  return useContext(CalcCardChatContext);
}
