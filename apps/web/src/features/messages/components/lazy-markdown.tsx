import { Fragment, lazy, Suspense, useEffect } from 'react';
import type {
  ReplyBlocks,
  ReplyContentProps,
  ReplyView,
} from '../../../components/reply-blocks/reply-view';
import { onDemand } from '../../../lib/on-demand';
import { isPlainReply, plainParagraphs } from '../utils/plain-reply';
import type * as markdownModule from './markdown-content';

type MarkdownModule = typeof markdownModule;

/** The markdown stack: a chunk of its own, which the landing page never loads. */
const markdown = onDemand<MarkdownModule>(() => import('./markdown-content'));

/**
 * A reply of plain sentences, rendered as the markdown parser would render it (paragraphs), so
 * a chat of such replies never fetches the markdown stack.
 */
export function PlainReply({ text }: { text: string }) {
  return (
    <div className="markdown-body">
      {plainParagraphs(text).map((paragraph, index) => (
        <Fragment key={index}>
          {index > 0 && '\n'}
          <p>{paragraph}</p>
        </Fragment>
      ))}
    </div>
  );
}

/**
 * Replies rendered as markdown, with the blocks `loadBlocks` gives drawn in place of their fenced
 * code. The markdown stack and the blocks (whose contracts a plain chat never needs) are fetched
 * together by the first reply that is more than plain sentences, or ahead of it (`preload`);
 * until they arrive such a reply shows as plain text.
 */
export function createReplyView(loadBlocks: () => Promise<ReplyBlocks>): ReplyView {
  const renderer = onDemand(async () => {
    const [{ MarkdownContent }, blocks] = await Promise.all([markdown.load(), loadBlocks()]);
    return { MarkdownContent, blocks };
  });

  function preload(): void {
    renderer.load().catch((e: unknown) => {
      console.error('Could not load the reply renderer', e);
    });
  }

  const LoadedContent = lazy(() =>
    renderer.load().then(({ MarkdownContent, blocks }) => ({
      default: (props: ReplyContentProps) => <MarkdownContent {...props} blocks={blocks} />,
    })),
  );

  function ReplyContent(props: ReplyContentProps) {
    const streaming = !props.settled;
    // A reply being written may turn to markdown at its next piece: fetch the parser now.
    useEffect(() => {
      if (streaming) preload();
    }, [streaming]);
    if (isPlainReply(props.text)) return <PlainReply text={props.text} />;
    // Rendering the loaded module directly matters: a lazy component would still suspend once,
    // and React holds a revealed fallback for at least 300 ms.
    const loaded = renderer.current();
    if (loaded) return <loaded.MarkdownContent {...props} blocks={loaded.blocks} />;
    return (
      <Suspense fallback={<p className="whitespace-pre-wrap break-words">{props.text}</p>}>
        <LoadedContent {...props} />
      </Suspense>
    );
  }

  return { Content: ReplyContent, preload };
}
