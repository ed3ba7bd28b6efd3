import { createContext, useContext } from 'react';
import type { ReplyView } from '../../../components/reply-blocks/reply-view';

/** How the chat's replies are rendered: the workspace's `replyView`, given by the app layer. */
export const ReplyViewContext = createContext<ReplyView | null>(null);

export function useReplyView(): ReplyView {
  const view = useContext(ReplyViewContext);
  if (view === null) throw new Error('A chat message is rendered outside a ReplyViewContext.');
  return view;
}
