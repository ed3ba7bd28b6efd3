import type { ComponentType } from 'react';
import type { BlockProps } from './lazy-block';

/**
 * The fenced blocks a reply draws, by their language (`calc`, `chart`, `analysis`): filled by the
 * app layer from the features that draw them. A block of another language is code.
 */
export type ReplyBlocks = Readonly<Record<string, ComponentType<BlockProps>>>;

export interface ReplyContentProps {
  /** The reply's text (markdown). */
  text: string;
  /** The text is final (the reply is not streaming): its rendering may be kept and reused. */
  settled: boolean;
}

/** How a chat shows its replies: supplied by the app layer, so the chat imports no renderer. */
export interface ReplyView {
  /** A reply's text, rendered. */
  Content: ComponentType<ReplyContentProps>;
  /** Fetches the renderer ahead of a reply (the user has started typing). */
  preload: () => void;
}
