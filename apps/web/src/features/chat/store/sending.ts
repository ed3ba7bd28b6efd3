import type { MessageAttachment } from '@petrosage/contracts/files';
import { API_ERROR_MESSAGES, ApiError } from '../../../lib/api-client';
import { openPromptStream } from '../api/send-prompt';
import { toPromptHistory } from '../utils/prompt-history';
import { isoNow, signedIn, type StoreContext } from './context';
import type { LiveReply } from './reply-streams';
import { errorText, localAssistantMessage, pendingReply, type ChatMessage } from './thread';

/**
 * Sends a message (docs/product.md §4): trimmed, never blank, not while a reply is pending (nor while the
 * chat's messages load), and only with a session ("No user authenticated" is logged otherwise).
 * The user message shows at once, with the files sent with it; the reply streams in.
 */
export async function send(
  context: StoreContext,
  key: string,
  text: string,
  attachments: readonly MessageAttachment[],
): Promise<void> {
  const { threads } = context;
  const content = text.trim();
  // While the stored messages load, a send would race them into a duplicate.
  if (content === '' || threads.get(key).isTyping || threads.get(key).isLoading) return;
  if (!(await signedIn(context.api))) return;
  if (threads.get(key).isTyping || threads.disposed) return;
  const clientMessageId = crypto.randomUUID();
  const message: ChatMessage = {
    key: `user:${clientMessageId}`,
    id: null,
    role: 'user',
    content,
    timestamp: isoNow(context),
    status: 'complete',
    error: null,
    isPaywallError: false,
    delivery: 'sending',
    clientMessageId,
    ...(attachments.length > 0 && { attachments }),
  };
  threads.update(key, (t) => ({ ...t, messages: [...t.messages, message], error: null }));
  await deliver(context, key, message);
}

/** Sends a message that was not delivered again, with the same idempotency key. */
export async function retry(context: StoreContext, key: string, messageKey: string) {
  const { threads } = context;
  const thread = threads.get(key);
  const message = thread.messages.find((m) => m.key === messageKey);
  if (!message || message.delivery !== 'failed' || thread.isTyping) return;
  if (!(await signedIn(context.api))) return;
  const retried: ChatMessage = { ...message, delivery: 'sending' };
  threads.update(key, (t) => ({
    ...t,
    error: null,
    // The paywall notice of the failed attempt goes; the message moves to the end.
    messages: [
      ...t.messages.filter(
        (m) => m.key !== messageKey && m.key !== `paywall:${message.clientMessageId}`,
      ),
      retried,
    ],
  }));
  await deliver(context, key, retried);
}

async function deliver(context: StoreContext, key: string, message: ChatMessage): Promise<void> {
  const { threads, replies } = context;
  const clientMessageId = message.clientMessageId ?? crypto.randomUUID();
  const thread = threads.get(key);
  const history = toPromptHistory(
    thread.messages.filter(
      (m) =>
        m.key === message.key || (!m.isPaywallError && m.delivery !== 'failed' && !m.localCard),
    ),
  );
  const attachmentIds = (message.attachments ?? []).map((attachment) => attachment.id);
  const placeholder = pendingReply(clientMessageId, isoNow(context));
  threads.update(key, (t) => ({
    ...t,
    isTyping: true,
    isStopping: false,
    messages: [...t.messages.filter((m) => m.key !== placeholder.key), placeholder],
  }));
  const live = replies.start(key, placeholder.key, null, '');
  live.onRefused = (error) => failDelivery(context, live, message, error);

  let response: Response;
  try {
    response = await openPromptStream(
      context.api,
      {
        messages: history,
        ...(thread.chatId !== null && { chat_id: thread.chatId }),
        client_message_id: clientMessageId,
        ...(attachmentIds.length > 0 && { attachment_ids: attachmentIds }),
      },
      live.controller.signal,
    );
  } catch (error: unknown) {
    if (live.controller.signal.aborted) return;
    live.onRefused(error);
    return;
  }
  await replies.follow(live, response, message.key);
}

/** The prompt never reached the server (or was refused): mark the message, end typing. */
function failDelivery(
  context: StoreContext,
  live: LiveReply,
  message: ChatMessage,
  error: unknown,
): void {
  context.replies.end(live);
  const paywall = error instanceof ApiError && error.kind === 'payment';
  context.threads.update(live.threadKey, (t) => {
    const messages = t.messages
      .filter((m) => m.key !== live.replyKey)
      .map((m) => (m.key === message.key ? { ...m, delivery: 'failed' as const } : m));
    if (paywall) {
      messages.push(
        localAssistantMessage(`paywall:${message.clientMessageId}`, isoNow(context), {
          content: API_ERROR_MESSAGES.subscriptionRequired,
          status: 'error',
          isPaywallError: true,
        }),
      );
    }
    return {
      ...t,
      messages,
      isTyping: false,
      isStopping: false,
      error: paywall ? null : errorText(error),
    };
  });
}
