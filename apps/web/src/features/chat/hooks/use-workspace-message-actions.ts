import { BUILT_IN_ENGINE } from '@petrosage/contracts/runtime-config';
import { useEffect, useMemo, useState } from 'react';
import { runtimeConfig } from '../../../config/runtime-config';
import type { ChatStore } from '../store/chat-store';
import type { ChatThread } from '../store/thread';
import type { MessageActions } from './message-actions-context';

/** How long a message opened from a search stays marked. */
const FOCUS_MARK_MS = 4000;

/**
 * What the open chat's messages may do (copy, regenerate, edit, versions), and `reveal`, which
 * brings a message a search found into view and marks it for a while.
 */
export function useWorkspaceMessageActions(store: ChatStore, key: string, thread: ChatThread) {
  const [focusTarget, setFocusTarget] = useState<{ chatId: string; messageId: string } | null>(
    null,
  );
  const lastMessage = thread.messages.at(-1);
  const lastQuestion = thread.messages.findLast((m) => m.role === 'user');
  const messageActions = useMemo<MessageActions>(
    () => ({
      busy: thread.isTyping || thread.isLoading,
      regenerableKey:
        lastMessage?.role === 'assistant' &&
        lastMessage.id !== null &&
        !lastMessage.isPaywallError &&
        lastMessage.status !== 'streaming'
          ? lastMessage.key
          : null,
      editableKey:
        lastQuestion?.id != null && lastQuestion.delivery === 'sent' ? lastQuestion.key : null,
      onRegenerate: (messageKey) => void store.regenerate(key, messageKey),
      onEdit: (messageKey, text) => void store.edit(key, messageKey, text),
      onShowVersion: (messageId) => void store.showVersion(key, messageId),
      sameAnswerOnRegenerate: runtimeConfig.assistantEngine === BUILT_IN_ENGINE,
      focusMessageId:
        focusTarget !== null && focusTarget.chatId === thread.chatId ? focusTarget.messageId : null,
    }),
    [store, key, thread, lastMessage, lastQuestion, focusTarget],
  );
  useEffect(() => {
    if (focusTarget === null) return;
    const timer = setTimeout(() => setFocusTarget(null), FOCUS_MARK_MS);
    return () => clearTimeout(timer);
  }, [focusTarget]);

  function reveal(chatId: string, messageId: string) {
    store.ensureLoaded(chatId);
    void store.reveal(chatId, messageId).then((found) => {
      if (found) setFocusTarget({ chatId, messageId });
    });
  }

  return { messageActions, reveal };
}
