import { Bot, RotateCcw, TriangleAlert } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { BlockReplyContext } from '../../../components/reply-blocks/block-host';
import { useOnDemand } from '../../../hooks/use-on-demand';
import { onDemand } from '../../../lib/on-demand';
import type { ChatMessage } from '../store/thread';
import { useMessageActions } from '../hooks/message-actions-context';
import { useReplyView } from '../hooks/reply-view-context';
import { formatMessageTime } from '../utils/display-format';
import { MessageActionButtons, VersionSwitcher } from './message-actions';
import { MessageAttachments } from './message-attachments';
import { TypingIndicator } from './typing-indicator';

/** The editor is fetched when a message is first edited (decision 042). */
const editorPart = onDemand(() => import('./message-editor'));

/** docs/product.md §5: an empty reply reads 'No response received'. */
export const EMPTY_REPLY_TEXT = 'No response received';
const FAILED_REPLY_TEXT = 'The reply could not be completed.';

export interface MessageBubbleProps {
  message: ChatMessage;
  assistantName: string;
  /** Sends a message that was not delivered again. */
  onRetry?: (messageKey: string) => void;
  /** A send is pending in this chat, so a retry has to wait. */
  retryDisabled?: boolean;
}

function AssistantBody({ message, assistantName }: MessageBubbleProps) {
  const { content, status } = message;
  const { Content } = useReplyView();
  // A calculation card in the reply saves a recalculation on it (once it has its id).
  const reply = useMemo(
    () => ({
      messageId: status === 'streaming' ? null : message.id,
      content,
      ...(message.localCard === true && { local: true }),
    }),
    [message.id, content, status, message.localCard],
  );
  if (status === 'streaming' && content === '') {
    return <TypingIndicator assistantName={assistantName} />;
  }
  if (message.isPaywallError) return <p>{content}</p>;
  return (
    <>
      {content === '' ? (
        status === 'complete' && <p className="italic text-slate-500">{EMPTY_REPLY_TEXT}</p>
      ) : (
        <BlockReplyContext value={reply}>
          <Content text={content} settled={status !== 'streaming'} />
        </BlockReplyContext>
      )}
      {status === 'error' && (
        <p
          className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid="message-error"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message.error ?? FAILED_REPLY_TEXT}</span>
        </p>
      )}
      {status === 'stopped' && <p className="mt-2 text-xs font-medium text-slate-500">Stopped</p>}
    </>
  );
}

function bubbleClass(message: ChatMessage): string {
  if (message.role === 'user') return 'bg-slate-900 text-white rounded-2xl rounded-tr-sm';
  if (message.isPaywallError) {
    return 'bg-orange-50 text-orange-900 ring-1 ring-orange-300 rounded-2xl rounded-tl-sm';
  }
  if (message.status === 'error') {
    return 'bg-red-50 text-slate-800 ring-1 ring-red-300 rounded-2xl rounded-tl-sm';
  }
  return 'bg-white text-slate-800 ring-1 ring-slate-200 shadow-sm rounded-2xl rounded-tl-sm';
}

/** One message: the user's on the right, the assistant's on the left, each with its time. */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message, assistantName, onRetry, retryDisabled } = props;
  const isUser = message.role === 'user';
  const time = formatMessageTime(message.timestamp);
  const author = isUser ? 'You' : assistantName;
  const actions = useMessageActions();
  const [editing, setEditing] = useState(false);
  const isEditing = editing && isUser && actions !== null && message.key === actions.editableKey;
  // Until the editor is in, the message shows as it was; if it cannot be fetched, editing stops.
  const editor = useOnDemand(editorPart, isEditing, () => setEditing(false));
  const focused = actions !== null && message.id !== null && actions.focusMessageId === message.id;

  return (
    <article
      aria-label={time === '' ? author : `${author}, ${time}`}
      data-testid="chat-message"
      data-role={message.role}
      data-status={message.status}
      data-paywall={message.isPaywallError ? 'true' : undefined}
      data-message-id={message.id ?? undefined}
      data-focused={focused ? 'true' : undefined}
      className={`message-row flex gap-2.5 ${isUser ? 'justify-end' : 'justify-start'} ${
        focused ? 'rounded-2xl outline-2 outline-offset-4 outline-amber-400' : ''
      }`}
    >
      {!isUser && (
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${
            message.isPaywallError ? 'bg-orange-100 text-orange-600' : 'bg-slate-900 text-amber-400'
          }`}
        >
          <Bot className="size-4" />
        </span>
      )}
      <div
        className={`flex min-w-0 max-w-[85%] flex-col sm:max-w-[80%] ${isUser ? 'items-end' : 'items-start'}`}
      >
        {isUser && message.attachments && message.attachments.length > 0 && (
          <MessageAttachments attachments={message.attachments} />
        )}
        {isEditing && editor ? (
          <editor.MessageEditor
            initialText={message.content}
            onCancel={() => setEditing(false)}
            onSend={(text) => {
              setEditing(false);
              actions.onEdit(message.key, text);
            }}
          />
        ) : (
          <div
            className={`min-w-0 max-w-full px-4 py-2.5 text-[0.9375rem] ${bubbleClass(message)}`}
          >
            {isUser ? (
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
            ) : (
              <AssistantBody {...props} />
            )}
          </div>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-2 px-1 text-xs text-slate-500">
          {time !== '' && <time dateTime={message.timestamp}>{time}</time>}
          <VersionSwitcher message={message} />
          {!isEditing && (
            <MessageActionButtons message={message} onEditStart={() => setEditing(true)} />
          )}
          {isUser && message.delivery === 'sending' && <span>Sending…</span>}
          {isUser && message.delivery === 'failed' && (
            <>
              <span className="font-medium text-red-700">Not sent</span>
              {onRetry && (
                <button
                  type="button"
                  onClick={() => onRetry(message.key)}
                  disabled={retryDisabled}
                  className="flex items-center gap-1 rounded px-1 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-50"
                >
                  <RotateCcw aria-hidden="true" className="size-3" />
                  Retry
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
});
