import type { ReactNode } from 'react';
import { ReplyViewContext } from '../src/features/chat/hooks/reply-view-context';
import { createReplyView } from '../src/features/messages';

/** Replies rendered as markdown without drawn blocks: what the chat's own tests show. */
export const markdownReplies = createReplyView(() => Promise.resolve({}));

/** What the workspace gives its messages and composer, for a part rendered on its own. */
export function ReplyViewWrapper({ children }: { children: ReactNode }) {
  return <ReplyViewContext value={markdownReplies}>{children}</ReplyViewContext>;
}
