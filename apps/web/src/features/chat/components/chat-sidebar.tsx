import type { ChatSummary } from '@petrosage/contracts/chat';
import { LoaderCircle, LogOut, MessageSquarePlus, X } from 'lucide-react';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { initialsFromEmail } from '../utils/display-format';
import { ChatListItem } from './chat-list-item';

export interface ChatSidebarProps {
  appName: string;
  chats: readonly ChatSummary[];
  isLoading: boolean;
  /** The list could not be loaded (and a retry is possible). */
  loadError: string | null;
  onRetryLoad: () => void;
  activeChatId: string | null;
  /** The signed-in user's e-mail; 'User' when unknown. */
  email: string | null;
  /** Mobile drawer: shows the 'Chats' header (the drawer supplies it as its title). */
  header?: ReactNode;
  /** A rename or delete that failed. */
  notice?: string | null;
  onDismissNotice?: () => void;
  onNewChat: () => void;
  onSelectChat: (chatId: string) => void;
  onRenameChat: (chatId: string, title: string) => void;
  onDeleteChat: (chatId: string) => void;
  onSignOut: () => Promise<void>;
  /**
   * Wraps the account button (avatar and e-mail) in the profile dialog it opens; without it the
   * account details are shown as plain text.
   */
  renderProfileDialog?: (trigger: ReactElement) => ReactNode;
  /** Below New Chat: the way to the calculators. */
  tools?: ReactNode;
  /** The search box, under New Chat. */
  searchField?: ReactNode;
  /** While a search is typed: its results, in place of the chat list. */
  searchResults?: ReactNode;
}

export const PROFILE_HINT = 'Click to view profile';

/** docs/product.md §2 chat sidebar: New Chat, the chat list with its states, and the account footer. */
export function ChatSidebar({
  appName,
  chats,
  isLoading,
  loadError,
  onRetryLoad,
  activeChatId,
  email,
  header,
  notice = null,
  onDismissNotice,
  onNewChat,
  onSelectChat,
  onRenameChat,
  onDeleteChat,
  onSignOut,
  renderProfileDialog,
  tools,
  searchField,
  searchResults,
}: ChatSidebarProps) {
  const [signingOut, setSigningOut] = useState(false);
  const shownEmail = email !== null && email.trim() !== '' ? email : 'User';
  const hintId = useId();

  const accountDetails = (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-500 text-sm font-bold text-slate-950"
      >
        {initialsFromEmail(email)}
      </span>
      <span className="flex min-w-0 flex-col">
        <span
          className="min-w-0 truncate text-sm text-slate-300"
          data-testid="user-email"
          title={shownEmail}
        >
          {shownEmail}
        </span>
        {renderProfileDialog && (
          <span id={hintId} className="truncate text-xs text-slate-400">
            {PROFILE_HINT}
          </span>
        )}
      </span>
    </>
  );

  function handleSignOut() {
    setSigningOut(true);
    // On success the auth layer moves the app to "/", which unmounts the sidebar.
    void onSignOut().finally(() => setSigningOut(false));
  }

  return (
    <nav aria-label="Chats" className="flex h-full min-h-0 flex-col bg-slate-950 text-slate-200">
      {header ?? (
        <div className="flex h-16 shrink-0 items-center gap-2 px-4">
          <BrandMark />
          <span className="truncate text-lg font-bold tracking-tight text-white">{appName}</span>
        </div>
      )}

      <div className="shrink-0 px-3 pb-3">
        <button
          type="button"
          onClick={onNewChat}
          data-testid="new-chat"
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-amber-500 px-3 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
        >
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          New Chat
        </button>
        {tools}
      </div>

      {searchField}

      {notice !== null && (
        <div
          role="alert"
          data-testid="sidebar-notice"
          className="mx-3 mb-2 flex items-start gap-2 rounded-lg bg-red-500/10 px-3 py-2 text-xs text-red-200 ring-1 ring-red-500/30"
        >
          <p className="min-w-0 flex-1">{notice}</p>
          {onDismissNotice && (
            <button
              type="button"
              onClick={onDismissNotice}
              aria-label="Dismiss"
              className="shrink-0 rounded p-0.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </div>
      )}

      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2" data-testid="chat-list">
        {searchResults ? (
          searchResults
        ) : isLoading && chats.length === 0 ? (
          <p role="status" className="flex items-center gap-2 px-3 py-4 text-sm text-slate-400">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading chats...
          </p>
        ) : loadError !== null && chats.length === 0 ? (
          <div role="alert" className="px-3 py-4 text-sm text-slate-400">
            <p>Chats could not be loaded.</p>
            <button
              type="button"
              onClick={onRetryLoad}
              className="mt-2 font-semibold text-amber-400 underline hover:text-amber-300"
            >
              Try again
            </button>
          </div>
        ) : chats.length === 0 ? (
          <div className="px-3 py-6 text-center" data-testid="chat-list-empty">
            <p className="text-sm font-medium text-slate-300">No chats yet</p>
            <p className="mt-1 text-xs text-slate-400">Start a new conversation!</p>
          </div>
        ) : (
          <ul className="space-y-0.5" aria-label="Your chats">
            {chats.map((chat) => (
              <ChatListItem
                key={chat.chat_id}
                chat={chat}
                active={chat.chat_id === activeChatId}
                onSelect={onSelectChat}
                onRename={onRenameChat}
                onDelete={onDeleteChat}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="flex shrink-0 items-center gap-2 border-t border-white/10 px-3 py-3">
        {renderProfileDialog ? (
          renderProfileDialog(
            <button
              type="button"
              title={PROFILE_HINT}
              aria-label={shownEmail}
              aria-describedby={hintId}
              data-testid="account-summary"
              className="flex min-w-0 flex-1 items-center gap-2.5 rounded-lg p-1 text-left hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              {accountDetails}
            </button>,
          )
        ) : (
          <div className="flex min-w-0 flex-1 items-center gap-2.5" data-testid="account-summary">
            {accountDetails}
          </div>
        )}
        <button
          type="button"
          onClick={handleSignOut}
          disabled={signingOut}
          data-testid="sign-out"
          className="flex shrink-0 items-center gap-1.5 rounded-lg border border-white/15 px-2.5 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </button>
      </div>
    </nav>
  );
}
