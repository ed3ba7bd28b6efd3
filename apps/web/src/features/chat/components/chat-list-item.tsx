import type { ChatSummary } from '@petrosage/contracts/chat';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatRelativeDate } from '../utils/relative-date';

/** docs/product.md §2: the sidebar's title when a chat has none. */
export const UNTITLED_CHAT = 'New Chat';
export const DELETE_CHAT_CONFIRMATION = 'Are you sure you want to delete this chat?';

export interface ChatListItemProps {
  chat: ChatSummary;
  active: boolean;
  onSelect: (chatId: string) => void;
  onRename: (chatId: string, title: string) => void;
  onDelete: (chatId: string) => void;
}

/**
 * A sidebar row: title, relative date and last-message preview. Hover or keyboard focus reveals
 * rename (inline: Enter or leaving the field saves, Escape cancels, a blank name is ignored) and
 * delete (after a confirmation in a dialog of the app).
 */
export function ChatListItem({ chat, active, onSelect, onRename, onDelete }: ChatListItemProps) {
  const title = chat.title.trim() === '' ? UNTITLED_CHAT : chat.title;
  const preview = chat.preview;
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [draft, setDraft] = useState(title);
  /** Set once Enter, Escape or blur has ended the edit, so it ends only once. */
  const ended = useRef(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  function startEditing() {
    ended.current = false;
    setDraft(title);
    setEditing(true);
  }

  function finish(save: boolean) {
    if (ended.current) return;
    ended.current = true;
    setEditing(false);
    const name = draft.trim();
    if (save && name !== '' && name !== chat.title) onRename(chat.chat_id, name);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  }

  return (
    <li
      data-testid="chat-list-item"
      data-chat-id={chat.chat_id}
      className={`group relative rounded-lg ${active ? 'bg-white/10' : 'hover:bg-white/5'}`}
    >
      {editing ? (
        <div className="px-3 py-2">
          <input
            // The field appears because the user asked to rename: focus belongs there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={() => finish(true)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label="Chat name"
            data-testid="rename-chat-input"
            maxLength={200}
            className="w-full rounded-md border border-amber-400 bg-slate-900 px-2 py-1 text-sm text-white focus:outline-none focus:ring-2 focus:ring-amber-400/40"
          />
        </div>
      ) : (
        <>
          <button
            type="button"
            onClick={() => onSelect(chat.chat_id)}
            aria-current={active ? 'page' : undefined}
            data-testid="chat-list-select"
            className="block w-full rounded-lg px-3 py-2.5 pr-16 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-400"
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="truncate text-sm font-medium text-white" data-testid="chat-title">
                {title}
              </span>
              <span className="shrink-0 text-xs text-slate-400 group-hover:invisible group-focus-within:invisible">
                {formatRelativeDate(chat.updated_at)}
              </span>
            </span>
            {preview !== '' && (
              <span
                className="mt-0.5 block truncate text-xs text-slate-400"
                data-testid="chat-preview"
              >
                {preview}
              </span>
            )}
          </button>
          <div className="absolute top-1.5 right-1.5 flex gap-0.5 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
            <button
              type="button"
              aria-label="Rename chat"
              title="Rename chat"
              data-testid="rename-chat"
              onClick={startEditing}
              className="rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              <Pencil aria-hidden="true" className="size-3.5" />
            </button>
            <button
              type="button"
              aria-label="Delete chat"
              title="Delete chat"
              data-testid="delete-chat"
              ref={deleteButton}
              onClick={() => setConfirmingDelete(true)}
              className="rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </div>
          <ConfirmDialog
            open={confirmingDelete}
            question={DELETE_CHAT_CONFIRMATION}
            confirmLabel="Delete"
            onCancel={() => setConfirmingDelete(false)}
            returnFocus={deleteButton}
            onConfirm={() => {
              setConfirmingDelete(false);
              onDelete(chat.chat_id);
            }}
          />
        </>
      )}
    </li>
  );
}
