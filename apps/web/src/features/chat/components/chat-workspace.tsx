import { ChatIdSchema, type ChatSearchResult } from '@petrosage/contracts/chat';
import type { MessageAttachment } from '@petrosage/contracts/files';
import { useQueryClient } from '@tanstack/react-query';
import { Menu, PanelRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { BlockChatContext } from '../../../components/reply-blocks/block-host';
import type { ReplyView } from '../../../components/reply-blocks/reply-view';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { runtimeConfig } from '../../../config/runtime-config';
import { BUILT_IN_ENGINE } from '@petrosage/contracts/runtime-config';
import { useOnDemand } from '../../../hooks/use-on-demand';
import { useApiClient } from '../../../lib/app-services';
import { onDemand } from '../../../lib/on-demand';
import { createAttachmentUploader } from '../api/attachment-uploader';
import { useDeleteChat } from '../api/delete-chat';
import { downloadChatExport } from '../api/export-chat';
import { chatsQueryKey, useChats } from '../api/get-chats';
import { useServiceReachable } from '../api/get-service-health';
import { useRenameChat } from '../api/rename-chat';
import { ChatStore } from '../store/chat-store';
import { MessageActionsContext, type MessageActions } from '../hooks/message-actions-context';
import { useChatThread } from '../hooks/use-chat-thread';
import { ReplyViewContext } from '../hooks/reply-view-context';
import { usePrinting } from '../hooks/use-printing';
import { DEFAULT_FILE_LIMITS } from '../utils/attachments';
import { formatChatStartDate } from '../utils/display-format';
import { AssistantScopeCard } from './assistant-scope-card';
import { UNTITLED_CHAT } from './chat-list-item';
import { ChatExportActions } from './chat-export-actions';
import { ChatPane } from './chat-pane';
import { ChatSearchField, SearchingStatus, useDebounced } from './chat-search';
import type { ChatSearchResultsProps } from './chat-search-results';
import { ChatSidebar } from './chat-sidebar';
import { MobileDrawer } from './mobile-drawer';
import { PrintTranscript } from './print-transcript';
import { ConnectionErrorOverlay, LoadingOverlay } from './workspace-overlays';

/** Search results are fetched with the first search (decision 042). */
const searchResultsPart = onDemand(() => import('./chat-search-results'));

/** The results of a search, once their chunk is in; a failed fetch is tried again as typing goes on. */
function SearchResults({ query, onOpen }: ChatSearchResultsProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const results = useOnDemand(searchResultsPart, query, () => setFailedFor(query));
  if (results) return <results.ChatSearchResults query={query} onOpen={onOpen} />;
  if (failedFor === query) {
    return (
      <p role="alert" className="px-3 py-4 text-sm text-slate-400">
        Search failed: the results could not be loaded.
      </p>
    );
  }
  return <SearchingStatus />;
}

/** The right panel (320 px) needs room beside the 20rem sidebar and a readable chat column. */
export const RIGHT_PANEL_MEDIA_QUERY = '(min-width: 1280px)';
/** How long a message opened from a search stays marked. */
const FOCUS_MARK_MS = 4000;

/** URL segment of a new chat that has no messages yet. */
export const NEW_CHAT_SEGMENT = 'new';

export interface SelectionChangeOptions {
  replace?: boolean;
}

/** What the right panel may do in the open chat. */
export interface ChatComposer {
  /** Sends `text` as the user's message in the open chat, as the input bar does. */
  sendPrompt: (text: string) => void;
  /** A reply is pending or the chat is loading: a send now would be ignored. */
  isBusy: boolean;
  /**
   * Opens a new chat showing a calculation card (a `calc` block) to fill in or calculate; the
   * open chat is left as it is.
   */
  openCard: (block: string) => void;
}

export interface ChatWorkspaceProps {
  appName: string;
  assistantName: string;
  /** The signed-in user's e-mail (null when the account has none). */
  email: string | null;
  /** The display name set in the Profile, shown above the e-mail; null when none is set. */
  displayName?: string | null;
  onSignOut: () => Promise<void>;
  /** The path segment after `/chat/`: '' (open the latest chat), 'new', or a chat id. */
  selection: string;
  onSelectionChange: (selection: string, options?: SelectionChangeOptions) => void;
  /** How replies are rendered, with the blocks they draw (filled by the route). */
  replyView: ReplyView;
  /** The sidebar's tools (the calculators), given how to open a card in a new chat. */
  sidebarTools?: (openCard: (block: string) => void) => ReactNode;
  /** Right panel slots, filled by later features (subscription card, Quick Actions). */
  subscriptionPanel?: ReactNode;
  /** Given the open chat's composer, so that a quick prompt can start a message. */
  quickActionsPanel?: (composer: ChatComposer) => ReactNode;
  /** Questions an empty chat suggests below 1280 px, where the right panel is not shown. */
  suggestedPrompts?: (composer: ChatComposer) => ReactNode;
  /** Wraps the sidebar's account button in the profile dialog (filled by the route). */
  renderProfileDialog?: (trigger: ReactElement) => ReactNode;
  /** Connection Error's Retry: reloads the page. */
  onReload?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * docs/product.md §2 chat workspace. Below 768 px: a top bar (sidebar toggle, chat title) and the sidebar
 * as a drawer; from 768 px the sidebar is permanent; from 1280 px the 320 px right panel shows.
 * Below 1280 px the right panel's content (the plan, Manage/Cancel, Upgrade, Quick Actions, the
 * WTI price) is a sheet from the right, opened from the header: every width reaches all of it.
 * Owns the chat store: which chat is shown follows the URL, and replies keep streaming into
 * their chat while another one is open.
 */
export function ChatWorkspace({
  appName,
  assistantName,
  email,
  displayName = null,
  onSignOut,
  selection,
  onSelectionChange,
  replyView,
  sidebarTools,
  subscriptionPanel,
  quickActionsPanel,
  suggestedPrompts,
  renderProfileDialog,
  onReload = reloadPage,
}: ChatWorkspaceProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [store] = useState(() => new ChatStore({ api }));
  const [uploader] = useState(() => createAttachmentUploader(api));
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY, true);
  const isWide = useMediaQuery(RIGHT_PANEL_MEDIA_QUERY, false);
  const serviceReachable = useServiceReachable();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // From 768 px the sidebar is permanent: the drawer state closes (and stays closed).
  if (isDesktop && drawerOpen) setDrawerOpen(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [sidePanelOpen, setSidePanelOpen] = useState(false);
  // From 1280 px the side panel is permanent, the same way.
  if (isWide && sidePanelOpen) setSidePanelOpen(false);
  const closeSidePanel = useCallback(() => setSidePanelOpen(false), []);
  const [sidebarNotice, setSidebarNotice] = useState<string | null>(null);

  const chatsQuery = useChats();
  const chats = chatsQuery.data ?? [];
  const renameChat = useRenameChat();
  const deleteChat = useDeleteChat();

  const isChatId = ChatIdSchema.safeParse(selection).success;
  const latestChatId = chats[0]?.chat_id;
  let activeKey: string | null;
  if (isChatId) activeKey = selection;
  else if (selection === NEW_CHAT_SEGMENT) activeKey = store.draftKey();
  else if (selection === '' && chatsQuery.isPending) activeKey = null;
  else activeKey = store.draftKey();

  const thread = useChatThread(store, activeKey ?? store.draftKey());
  const activeChatId = activeKey === null ? null : thread.chatId;
  const activeKeyRef = useRef(activeKey);
  useEffect(() => {
    activeKeyRef.current = activeKey;
  });

  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    const offCreated = store.events.on('chat-created', ({ draftKey, chatId }) => {
      if (activeKeyRef.current === draftKey) onSelectionChange(chatId, { replace: true });
    });
    const offChanged = store.events.on('chats-changed', () => {
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    });
    return () => {
      offCreated();
      offChanged();
    };
  }, [store, queryClient, onSelectionChange]);

  // `/chat` opens the latest chat (or a new one when there is none) and names it in the URL.
  useEffect(() => {
    if (selection === '' && latestChatId !== undefined) {
      onSelectionChange(latestChatId, { replace: true });
    } else if (selection !== '' && selection !== NEW_CHAT_SEGMENT && !isChatId) {
      onSelectionChange('', { replace: true });
    }
  }, [selection, isChatId, latestChatId, onSelectionChange]);

  useEffect(() => {
    if (activeChatId !== null) store.ensureLoaded(activeChatId);
  }, [store, activeChatId]);

  const key = activeKey ?? store.draftKey();
  const handleSend = useCallback(
    (text: string, attachments?: MessageAttachment[]) => void store.send(key, text, attachments),
    [store, key],
  );
  const handleStop = useCallback(() => void store.stop(key), [store, key]);
  const handleRetry = useCallback(
    (messageKey: string) => void store.retry(key, messageKey),
    [store, key],
  );
  const handleLoadOlder = useCallback(() => {
    if (activeChatId !== null) void store.loadOlder(activeChatId);
  }, [store, activeChatId]);
  const handleRetryLoad = useCallback(() => {
    if (activeChatId !== null) store.ensureLoaded(activeChatId, { force: true });
  }, [store, activeChatId]);
  const handleDismissError = useCallback(() => store.dismissError(key), [store, key]);

  const blockChat = useMemo(
    () => ({
      replaceReply: store.replaceReply,
      openChat: (chatId: string) => {
        store.dropLocalCards();
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
        onSelectionChange(chatId);
      },
    }),
    [store, queryClient, onSelectionChange],
  );

  function handleOpenCard(content: string) {
    store.openCard(content);
    setDrawerOpen(false);
    onSelectionChange(NEW_CHAT_SEGMENT);
  }

  // Message actions: copy, regenerate, edit, versions; search results; export and print.
  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebounced(searchText.trim());
  // Clearing the box brings the chat list back at once.
  const searchQuery = searchText.trim() === '' ? '' : debouncedSearch;
  const [focusTarget, setFocusTarget] = useState<{ chatId: string; messageId: string } | null>(
    null,
  );
  const printing = usePrinting();
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

  function handleOpenSearchResult(result: ChatSearchResult) {
    setDrawerOpen(false);
    if (result.chat_id !== activeChatId) onSelectionChange(result.chat_id);
    const messageId = result.message_id;
    if (messageId === null) return;
    store.ensureLoaded(result.chat_id);
    void store.reveal(result.chat_id, messageId).then((found) => {
      if (found) setFocusTarget({ chatId: result.chat_id, messageId });
    });
  }

  function handleNewChat() {
    store.startNewChat();
    setDrawerOpen(false);
    onSelectionChange(NEW_CHAT_SEGMENT);
  }

  function handleSelectChat(chatId: string) {
    setDrawerOpen(false);
    if (chatId !== activeChatId) onSelectionChange(chatId);
  }

  function handleRenameChat(chatId: string, title: string) {
    setSidebarNotice(null);
    renameChat.mutate(
      { chatId, title },
      { onError: (error) => setSidebarNotice(`The chat could not be renamed: ${error.message}`) },
    );
  }

  function handleDeleteChat(chatId: string) {
    setSidebarNotice(null);
    deleteChat.mutate(chatId, {
      onSuccess: () => {
        const wasActive = chatId === activeChatId;
        store.forget(chatId);
        // No chat is open any more: `/chat` opens the latest one left, or greets.
        if (wasActive) onSelectionChange('', { replace: true });
      },
      onError: (error) => setSidebarNotice(`The chat could not be deleted: ${error.message}`),
    });
  }

  const summary = chats.find((chat) => chat.chat_id === activeChatId);
  const title = summary && summary.title.trim() !== '' ? summary.title : UNTITLED_CHAT;
  const startedLabel = formatChatStartDate(
    summary?.created_at ?? (activeChatId !== null ? thread.messages[0]?.timestamp : null),
  );

  const sidebar = (header?: ReactNode) => (
    <ChatSidebar
      appName={appName}
      chats={chats}
      isLoading={chatsQuery.isPending}
      loadError={chatsQuery.isError ? chatsQuery.error.message : null}
      onRetryLoad={() => void chatsQuery.refetch()}
      activeChatId={activeChatId}
      email={email}
      displayName={displayName}
      header={header}
      notice={sidebarNotice}
      onDismissNotice={() => setSidebarNotice(null)}
      onNewChat={handleNewChat}
      onSelectChat={handleSelectChat}
      onRenameChat={handleRenameChat}
      onDeleteChat={handleDeleteChat}
      onSignOut={onSignOut}
      renderProfileDialog={renderProfileDialog}
      tools={sidebarTools?.(handleOpenCard)}
      searchField={<ChatSearchField value={searchText} onChange={setSearchText} />}
      searchResults={
        searchQuery === '' ? undefined : (
          <SearchResults query={searchQuery} onOpen={handleOpenSearchResult} />
        )
      }
    />
  );
  const exportActions = (dark: boolean) =>
    activeChatId === null ? null : (
      <ChatExportActions
        dark={dark}
        onExport={() => downloadChatExport(api, activeChatId, title)}
        onError={(message) => setSidebarNotice(message)}
      />
    );

  const isBusy = thread.isTyping || thread.isLoading;
  /** The right panel's content; `send` starts a quick prompt in the open chat. */
  const sidePanel = (send: (text: string) => void) => (
    <>
      {subscriptionPanel}
      {quickActionsPanel ? (
        quickActionsPanel({
          sendPrompt: send,
          isBusy,
          openCard: (block) => {
            setSidePanelOpen(false);
            handleOpenCard(block);
          },
        })
      ) : (
        <AssistantScopeCard assistantName={assistantName} />
      )}
    </>
  );
  const sendFromSheet = (text: string) => {
    setSidePanelOpen(false);
    handleSend(text);
  };
  const openSidePanelButton = isWide ? undefined : (
    <button
      type="button"
      onClick={() => setSidePanelOpen(true)}
      aria-label="Open plan and tools"
      aria-expanded={sidePanelOpen}
      title="Plan and tools"
      data-testid="open-side-panel"
      className={`shrink-0 rounded-lg p-2 focus-visible:outline-2 ${
        isDesktop
          ? 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-amber-600'
          : 'ml-auto hover:bg-white/10 focus-visible:outline-amber-400'
      }`}
    >
      <PanelRight aria-hidden="true" className="size-5" />
    </button>
  );

  const showLoading = chatsQuery.isPending;
  const showConnectionError = !showLoading && chatsQuery.isError && chats.length === 0;

  return (
    <ReplyViewContext value={replyView}>
      <div
        className="flex h-dvh overflow-hidden bg-slate-50 print:hidden"
        data-testid="chat-workspace"
      >
        <title>{`${title} · ${appName}`}</title>
        {isDesktop ? (
          <aside className="w-80 shrink-0 border-r border-slate-800" data-testid="chat-sidebar">
            {sidebar()}
          </aside>
        ) : (
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} title="Chats">
            {(header) => sidebar(header)}
          </MobileDrawer>
        )}

        <div className="relative flex min-w-0 flex-1" inert={drawerOpen || sidePanelOpen}>
          <main className="flex min-w-0 flex-1 flex-col">
            {!isDesktop && (
              <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-800 bg-slate-950 px-2 text-white">
                <button
                  type="button"
                  onClick={() => setDrawerOpen(true)}
                  aria-label="Open sidebar"
                  aria-expanded={drawerOpen}
                  data-testid="open-sidebar"
                  className="rounded-lg p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <Menu aria-hidden="true" className="size-5" />
                </button>
                <h1 className="min-w-0 truncate font-semibold" data-testid="chat-header-title">
                  {title}
                </h1>
                <span className="ml-auto flex shrink-0 items-center">
                  {exportActions(true)}
                  {openSidePanelButton}
                </span>
              </header>
            )}
            <MessageActionsContext value={messageActions}>
              <BlockChatContext value={blockChat}>
                <ChatPane
                  key={thread.instanceId}
                  assistantName={assistantName}
                  title={title}
                  startedLabel={startedLabel}
                  hasActiveChat={selection !== ''}
                  thread={thread}
                  showHeader={isDesktop}
                  headerAction={
                    isDesktop ? (
                      <>
                        {exportActions(false)}
                        {openSidePanelButton}
                      </>
                    ) : undefined
                  }
                  serviceReachable={serviceReachable}
                  engineName={runtimeConfig.assistantEngine}
                  emptyStateExtra={
                    isWide
                      ? undefined
                      : suggestedPrompts?.({
                          sendPrompt: handleSend,
                          isBusy,
                          openCard: handleOpenCard,
                        })
                  }
                  onSend={handleSend}
                  uploader={uploader}
                  fileLimits={runtimeConfig.files ?? DEFAULT_FILE_LIMITS}
                  onStop={handleStop}
                  onRetry={handleRetry}
                  onLoadOlder={handleLoadOlder}
                  onRetryLoad={handleRetryLoad}
                  onDismissError={handleDismissError}
                />
              </BlockChatContext>
            </MessageActionsContext>
          </main>

          {isWide && (
            <aside
              aria-label="Side panel"
              data-testid="right-panel"
              className="flex w-[320px] shrink-0 flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-slate-100/60 p-4"
            >
              {sidePanel(handleSend)}
            </aside>
          )}

          {showLoading && <LoadingOverlay />}
          {showConnectionError && (
            <ConnectionErrorOverlay message={chatsQuery.error.message} onRetry={onReload} />
          )}
        </div>
        {!isWide && (
          <MobileDrawer
            open={sidePanelOpen}
            onClose={closeSidePanel}
            title="Plan and tools"
            side="right"
            testId="side-panel-sheet"
            closeLabel="Close plan and tools"
          >
            {(header) => (
              <div className="flex h-full flex-col bg-slate-100">
                {header}
                <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 pt-0">
                  {sidePanel(sendFromSheet)}
                </div>
              </div>
            )}
          </MobileDrawer>
        )}
      </div>
      {printing && (
        <PrintTranscript
          appName={appName}
          assistantName={assistantName}
          title={title}
          startedLabel={startedLabel}
          messages={thread.messages}
        />
      )}
    </ReplyViewContext>
  );
}
