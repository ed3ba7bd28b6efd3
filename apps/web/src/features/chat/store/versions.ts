import { API_ERROR_MESSAGES, ApiError } from '../../../lib/api-client';
import { openEditStream } from '../api/edit-message';
import { openRegenerateStream } from '../api/regenerate-reply';
import { showVersion as fetchVersion } from '../api/show-version';
import { isoNow, signedIn, type StoreContext } from './context';
import { errorText, messageFromServer, pendingReply, type ChatMessage } from './thread';

/**
 * A new version of the chat's latest reply: it takes the reply's place and streams in; the
 * earlier one stays reachable through the version arrows. Refused (the plan, the day's
 * messages), the earlier reply comes back and the reason shows above the input.
 */
export async function regenerate(context: StoreContext, key: string, messageKey: string) {
  const thread = context.threads.get(key);
  const target = thread.messages.at(-1);
  if (
    target?.key !== messageKey ||
    target.role !== 'assistant' ||
    target.id === null ||
    target.status === 'streaming' ||
    thread.isTyping ||
    thread.isLoading
  ) {
    return;
  }
  if (!(await signedIn(context.api))) return;
  const replyId = target.id;
  const clientMessageId = crypto.randomUUID();
  const earlier = target.versions ?? [replyId];
  await startVersion(context, key, pendingReply(clientMessageId, isoNow(context), earlier), null, {
    replyVersions: earlier,
    open: (signal) =>
      openRegenerateStream(context.api, replyId, { client_message_id: clientMessageId }, signal),
  });
}

/**
 * Sends the user's latest message again as edited: what followed it gives way to the new
 * reply, and the earlier version (with what followed it) stays reachable.
 */
export async function edit(context: StoreContext, key: string, messageKey: string, text: string) {
  const content = text.trim();
  const thread = context.threads.get(key);
  const index = thread.messages.findIndex((m) => m.key === messageKey);
  const target = thread.messages[index];
  const lastQuestion = thread.messages.findLast((m) => m.role === 'user' && m.id !== null);
  if (
    content === '' ||
    !target ||
    target.id === null ||
    lastQuestion?.key !== messageKey ||
    thread.isTyping ||
    thread.isLoading
  ) {
    return;
  }
  if (!(await signedIn(context.api))) return;
  const questionId = target.id;
  const clientMessageId = crypto.randomUUID();
  const earlier = target.versions ?? [questionId];
  const question: ChatMessage = {
    ...target,
    key: `user:${clientMessageId}`,
    id: null,
    content,
    timestamp: isoNow(context),
    delivery: 'sending',
    clientMessageId,
    versions: earlier,
  };
  await startVersion(context, key, pendingReply(clientMessageId, isoNow(context)), question, {
    questionVersions: earlier,
    open: (signal) =>
      openEditStream(
        context.api,
        questionId,
        { content, client_message_id: clientMessageId },
        signal,
      ),
    from: index,
  });
}

async function startVersion(
  context: StoreContext,
  key: string,
  placeholder: ChatMessage,
  question: ChatMessage | null,
  options: {
    open: (signal: AbortSignal) => Promise<Response>;
    questionVersions?: readonly string[];
    replyVersions?: readonly string[];
    /** Where the new messages go: in place of the message there and all after it. */
    from?: number;
  },
): Promise<void> {
  const { threads, replies } = context;
  const before = threads.get(key).messages;
  const from = options.from ?? before.length - 1;
  threads.update(key, (t) => ({
    ...t,
    isTyping: true,
    isStopping: false,
    error: null,
    messages: [...before.slice(0, from), ...(question ? [question] : []), placeholder],
  }));
  const live = replies.start(key, placeholder.key, null, '');
  if (options.questionVersions) live.questionVersions = options.questionVersions;
  if (options.replyVersions) live.replyVersions = options.replyVersions;
  // Refused: the thread goes back as it was, with the reason above the input.
  live.onRefused = (error: unknown) => {
    replies.end(live);
    threads.update(key, (t) => ({
      ...t,
      messages: before,
      isTyping: false,
      isStopping: false,
      error:
        error instanceof ApiError && error.kind === 'payment'
          ? API_ERROR_MESSAGES.subscriptionRequired
          : errorText(error),
    }));
  };
  let response: Response;
  try {
    response = await options.open(live.controller.signal);
  } catch (error: unknown) {
    if (live.controller.signal.aborted) return;
    live.onRefused(error);
    return;
  }
  await replies.follow(live, response, question?.key ?? null);
}

/**
 * Shows another version of a message: the chat's messages from the server, as it shows them
 * now (the choice is kept there, so a reload shows the same).
 */
export async function showVersion(context: StoreContext, key: string, messageId: string) {
  const { threads } = context;
  const thread = threads.get(key);
  if (thread.chatId === null || thread.isTyping || thread.isLoading) return;
  const chatId = thread.chatId;
  try {
    const page = await fetchVersion(context.api, chatId, messageId);
    const messages = page.messages.map(messageFromServer);
    threads.update(chatId, (t) => ({ ...t, messages, olderCursor: page.next_cursor, error: null }));
  } catch (error: unknown) {
    threads.update(chatId, (t) => ({ ...t, error: errorText(error) }));
  }
}
