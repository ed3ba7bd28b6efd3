/**
 * The chat workspace: chats, messages streaming in, search, export and print. Replies are
 * rendered by the `replyView` the app layer gives it; the sidebar's tools and the right panel
 * are slots.
 */
export { chatsQueryKey } from './api/get-chats';
export { openPromptStream } from './api/send-prompt';
export { ChatErrorBoundary } from './components/chat-error-boundary';
export { ChatWorkspace } from './components/chat-workspace';
export type { SelectionChangeOptions } from './hooks/use-active-chat';
