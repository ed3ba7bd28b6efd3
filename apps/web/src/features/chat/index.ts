/**
 * The chat workspace: chats, messages streaming in, search, export and print. Replies are
 * rendered by the `replyView` the app layer gives it; the sidebar's tools and the right panel
 * are slots.
 */
export { chatsQueryKey } from './api/get-chats';
export { openPromptStream } from './api/send-prompt';
export { ChatErrorBoundary } from './components/chat-error-boundary';
export { ChatWorkspace, type SelectionChangeOptions } from './components/chat-workspace';
