import { createContext, useContext } from 'react';

/** What the messages of the open chat may do beyond showing themselves. */
export interface MessageActions {
  /** A reply is pending or the chat loads: nothing may change the conversation now. */
  busy: boolean;
  /** The reply that may be regenerated (the chat's last message, when it is a reply). */
  regenerableKey: string | null;
  /** The user message that may be edited (the latest one the server has stored). */
  editableKey: string | null;
  onRegenerate: (messageKey: string) => void;
  onEdit: (messageKey: string, text: string) => void;
  onShowVersion: (messageId: string) => void;
  /**
   * Replies come from the built-in engine, which answers a question the same way each time: a
   * regenerated reply says so, and points to what would change it.
   */
  sameAnswerOnRegenerate?: boolean;
  /** A message to bring into view and mark (a search result), or null. */
  focusMessageId: string | null;
}

export const MessageActionsContext = createContext<MessageActions | null>(null);

/** The open chat's message actions; null where messages only show (the printed transcript). */
export function useMessageActions(): MessageActions | null {
  return useContext(MessageActionsContext);
}
