import type { ChatSearchResult } from '@petrosage/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { BlockChatContext } from '../../../components/reply-blocks/block-host';
import type { ReplyView } from '../../../components/reply-blocks/reply-view';
import { runtimeConfig } from '../../../config/runtime-config';
import { useApiClient } from '../../../lib/app-services';
import { createAttachmentUploader } from '../api/attachment-uploader';
import { chatsQueryKey } from '../api/get-chats';
import { useServiceReachable } from '../api/get-service-health';
import { MessageActionsContext } from '../hooks/message-actions-context';
import { ReplyViewContext } from '../hooks/reply-view-context';
import {
  NEW_CHAT_SEGMENT,
  useActiveChat,
  type SelectionChangeOptions,
} from '../hooks/use-active-chat';
import { useChatListActions } from '../hooks/use-chat-list-actions';
import { usePrinting } from '../hooks/use-printing';
import { useThreadCommands } from '../hooks/use-thread-commands';
import { useWorkspaceMessageActions } from '../hooks/use-workspace-message-actions';
import { useWorkspacePanels } from '../hooks/use-workspace-panels';
import { DEFAULT_FILE_LIMITS } from '../utils/attachments';
import { formatChatStartDate } from '../utils/display-format';
import { UNTITLED_CHAT } from './chat-list-item';
import { ChatExportActions } from './chat-export-actions';
import { ChatPane } from './chat-pane';
import { ChatSearchField, useDebounced } from './chat-search';
import { ChatSidebar } from './chat-sidebar';
import { SearchResults } from './lazy-search-results';
import { MobileDrawer } from './mobile-drawer';
import { PrintTranscript } from './print-transcript';
import { RightPanel, SidePanelContent, SidePanelSheet, type ChatComposer } from './side-panel';
import { MobileTopBar, OpenSidePanelButton } from './workspace-header';
import { ConnectionErrorOverlay, LoadingOverlay } from './workspace-overlays';

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
  const [uploader] = useState(() => createAttachmentUploader(api));
  const serviceReachable = useServiceReachable();
  const panels = useWorkspacePanels();
  const { isDesktop, isWide, drawerOpen, closeDrawer, sidePanelOpen, closeSidePanel } = panels;
  const { store, chatsQuery, chats, key, thread, activeChatId } = useActiveChat(
    selection,
    onSelectionChange,
  );
  // No chat is open any more after a delete: `/chat` opens the latest one left, or greets.
  const listActions = useChatListActions(store, activeChatId, () =>
    onSelectionChange('', { replace: true }),
  );
  const { messageActions, reveal } = useWorkspaceMessageActions(store, key, thread);
  const printing = usePrinting();
  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebounced(searchText.trim());
  // Clearing the box brings the chat list back at once.
  const searchQuery = searchText.trim() === '' ? '' : debouncedSearch;

  const commands = useThreadCommands(store, key, activeChatId);

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
    closeDrawer();
    onSelectionChange(NEW_CHAT_SEGMENT);
  }

  function handleOpenSearchResult(result: ChatSearchResult) {
    closeDrawer();
    if (result.chat_id !== activeChatId) onSelectionChange(result.chat_id);
    if (result.message_id !== null) reveal(result.chat_id, result.message_id);
  }

  function handleNewChat() {
    store.startNewChat();
    closeDrawer();
    onSelectionChange(NEW_CHAT_SEGMENT);
  }

  function handleSelectChat(chatId: string) {
    closeDrawer();
    if (chatId !== activeChatId) onSelectionChange(chatId);
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
      notice={listActions.notice}
      onDismissNotice={() => listActions.setNotice(null)}
      onNewChat={handleNewChat}
      onSelectChat={handleSelectChat}
      onRenameChat={listActions.rename}
      onDeleteChat={listActions.remove}
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
        // Fetched on the press: a chunk that cannot be fetched is reported as a failed export.
        onExport={() =>
          import('../api/export-chat').then(({ downloadChatExport }) =>
            downloadChatExport(api, activeChatId, title),
          )
        }
        onError={(message) => listActions.setNotice(message)}
      />
    );

  const isBusy = thread.isTyping || thread.isLoading;
  /** The right panel's content; `send` starts a quick prompt in the open chat. */
  const sidePanel = (send: (text: string) => void) => (
    <SidePanelContent
      assistantName={assistantName}
      subscriptionPanel={subscriptionPanel}
      quickActionsPanel={quickActionsPanel}
      composer={{
        sendPrompt: send,
        isBusy,
        openCard: (block) => {
          closeSidePanel();
          handleOpenCard(block);
        },
      }}
    />
  );
  const sendFromSheet = (text: string) => {
    closeSidePanel();
    commands.send(text);
  };
  const openSidePanelButton = isWide ? undefined : (
    <OpenSidePanelButton open={sidePanelOpen} onOpen={panels.openSidePanel} isDesktop={isDesktop} />
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
              <MobileTopBar
                title={title}
                drawerOpen={drawerOpen}
                onOpenDrawer={panels.openDrawer}
                actions={
                  <>
                    {exportActions(true)}
                    {openSidePanelButton}
                  </>
                }
              />
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
                          sendPrompt: commands.send,
                          isBusy,
                          openCard: handleOpenCard,
                        })
                  }
                  onSend={commands.send}
                  uploader={uploader}
                  fileLimits={runtimeConfig.files ?? DEFAULT_FILE_LIMITS}
                  onStop={commands.stop}
                  onRetry={commands.retry}
                  onLoadOlder={commands.loadOlder}
                  onRetryLoad={commands.retryLoad}
                  onDismissError={commands.dismissError}
                />
              </BlockChatContext>
            </MessageActionsContext>
          </main>

          {isWide && <RightPanel>{sidePanel(commands.send)}</RightPanel>}

          {showLoading && <LoadingOverlay />}
          {showConnectionError && (
            <ConnectionErrorOverlay message={chatsQuery.error.message} onRetry={onReload} />
          )}
        </div>
        {!isWide && (
          <SidePanelSheet open={sidePanelOpen} onClose={closeSidePanel}>
            {sidePanel(sendFromSheet)}
          </SidePanelSheet>
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
