import type { MessageAttachment } from '@petrosage/contracts/files';
import { Bot, LoaderCircle, Sparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import type { ChatThread } from '../store/thread';
import type { AttachmentUploader } from '../hooks/use-attachment-drafts';
import type { FileLimits } from '../utils/attachments';
import { ChatInputBar } from './chat-input-bar';
import { MessageList } from './message-list';

export const READY_TITLE = 'Ready to help!';
export const READY_TEXT = 'Ask me anything about your business, data, or get insights.';

export function greetingText(assistantName: string): string {
  return `Hello! I'm ${assistantName}, your personal oilfield consultant. Ask me about production operations, facility design, hydraulics, data analytics, geology, asset economics or regulatory questions.`;
}

export interface ChatPaneProps {
  assistantName: string;
  /** The chat's title ('New Chat' when it has none or is not stored yet). */
  title: string;
  /** e.g. "Started Jul 10, 2025"; null for a chat not stored yet. */
  startedLabel: string | null;
  /**
   * A chat is open: a stored one, or a new one started with New Chat (not stored until its first
   * message). Without one the pane greets from the assistant (docs/product.md §2, chat pane).
   */
  hasActiveChat: boolean;
  thread: ChatThread;
  /** Desktop shows the header with the 'Online' badge; mobile has its own top bar. */
  showHeader: boolean;
  /** A control at the end of the header (the side panel's button below 1280 px). */
  headerAction?: ReactNode;
  /** The assistant service answers its health check (with the browser online: 'Online'). */
  serviceReachable?: boolean;
  /** What answers: "Built-in engine" or the connected model's name (shown beside the badge). */
  engineName?: string;
  /** Shown under the empty states (suggested questions where no side panel is on screen). */
  emptyStateExtra?: ReactNode;
  onSend: (text: string, attachments?: MessageAttachment[]) => void;
  /** Uploads the files attached in the input bar; without it files cannot be attached. */
  uploader?: AttachmentUploader;
  fileLimits?: FileLimits;
  onStop: () => void;
  onRetry: (messageKey: string) => void;
  onLoadOlder: () => void;
  onRetryLoad: () => void;
  onDismissError: () => void;
}

function CenteredNote({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center overflow-y-auto p-6">
      <div className="max-w-md text-center">{children}</div>
    </div>
  );
}

function Body(props: ChatPaneProps) {
  const { thread, assistantName, hasActiveChat } = props;
  if (thread.messages.length > 0) {
    return (
      <MessageList
        thread={thread}
        assistantName={assistantName}
        onLoadOlder={props.onLoadOlder}
        onRetry={props.onRetry}
      />
    );
  }
  // A stored chat whose first load starts right after this render is loading too: its first
  // frame must not show the empty chat, which the messages would then push away (layout shift).
  const loadDue =
    thread.chatId !== null && thread.lastLoadStartedAt === null && thread.loadError === null;
  if (thread.isLoading || loadDue) {
    return (
      <CenteredNote>
        <p role="status" className="flex items-center justify-center gap-2 text-slate-500">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading messages…
        </p>
      </CenteredNote>
    );
  }
  if (thread.loadError !== null) {
    return (
      <CenteredNote>
        <div role="alert">
          <p className="font-semibold text-slate-900">This chat could not be loaded.</p>
          <p className="mt-1 text-sm text-slate-600">{thread.loadError.message}</p>
          <button
            type="button"
            onClick={props.onRetryLoad}
            className="mt-4 rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          >
            Try again
          </button>
        </div>
      </CenteredNote>
    );
  }
  if (!hasActiveChat) {
    return (
      <CenteredNote>
        <div data-testid="assistant-greeting">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-slate-900 text-amber-400">
            <Bot aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-lg font-semibold text-slate-900">{assistantName}</p>
          <p className="mt-2 text-slate-600">{greetingText(assistantName)}</p>
          {props.emptyStateExtra}
        </div>
      </CenteredNote>
    );
  }
  return (
    <CenteredNote>
      <div data-testid="chat-ready">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-600">
          <Sparkles aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-lg font-semibold text-slate-900">{READY_TITLE}</p>
        <p className="mt-2 text-slate-600">{READY_TEXT}</p>
        {props.emptyStateExtra}
      </div>
    </CenteredNote>
  );
}

/**
 * docs/product.md §2: 'Online' on desktop while the assistant service can be reached; 'Offline' when the
 * browser has lost its connection or the service does not answer its health check.
 */
function ConnectionBadge({ reachable }: { reachable: boolean }) {
  const online = useOnlineStatus() && reachable;
  return (
    <span
      className={`flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ${
        online
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
          : 'bg-slate-100 text-slate-600 ring-slate-300'
      }`}
      data-testid="online-badge"
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${online ? 'bg-emerald-500' : 'bg-slate-400'}`}
      />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}

/** docs/product.md §2 chat pane: header, the conversation (or its empty states) and the input bar. */
export function ChatPane(props: ChatPaneProps) {
  const { thread, assistantName, title, startedLabel, showHeader } = props;
  return (
    <section aria-label="Conversation" className="flex min-h-0 min-w-0 flex-1 flex-col bg-slate-50">
      {showHeader && (
        <header className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-white px-6">
          <div className="min-w-0">
            <h1 className="truncate font-semibold text-slate-900" data-testid="chat-header-title">
              {title}
            </h1>
            {startedLabel !== null && <p className="text-xs text-slate-500">{startedLabel}</p>}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {props.engineName !== undefined && (
              <span className="hidden text-xs text-slate-500 lg:inline" data-testid="engine-name">
                {props.engineName}
              </span>
            )}
            <ConnectionBadge reachable={props.serviceReachable ?? true} />
            {props.headerAction}
          </div>
        </header>
      )}

      <Body {...props} />

      {thread.error !== null && (
        <div className="px-3 sm:px-6">
          <div
            role="alert"
            data-testid="chat-error"
            className="mx-auto mb-2 flex max-w-3xl items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
          >
            <p className="min-w-0 flex-1">{thread.error}</p>
            <button
              type="button"
              onClick={props.onDismissError}
              aria-label="Dismiss error"
              className="shrink-0 rounded p-0.5 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      )}

      <ChatInputBar
        assistantName={assistantName}
        pending={thread.isTyping || thread.isLoading}
        stopping={thread.isStopping}
        onStop={thread.isTyping ? props.onStop : undefined}
        onSend={props.onSend}
        uploader={props.uploader}
        fileLimits={props.fileLimits}
      />
    </section>
  );
}
