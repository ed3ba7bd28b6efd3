import { createContext } from 'react';
import type { ReplyBlocks } from '../../../components/reply-blocks/reply-view';

/** A reply without drawn blocks: every fenced block is code. */
export const NO_BLOCKS: ReplyBlocks = {};

/** The blocks the reply being rendered draws, for its fenced code. */
export const ReplyBlocksContext = createContext<ReplyBlocks>(NO_BLOCKS);
