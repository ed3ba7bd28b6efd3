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
 * Replies rendered as markdown, with `blocks` drawn in place of their fenced code. The markdown
 * stack is fetched by the first reply that is more than plain sentences, or ahead of it
 * (`preload`); until it arrives such a reply shows as plain text.
 */
export function createReplyView(blocks: ReplyBlocks): ReplyView {
  function preload(): void {
    markdown.load().catch((e: unknown) => {
      console.error('Could not load the reply renderer', e);
    });
  }

  const LoadedContent = lazy(() =>
    markdown.load().then(({ MarkdownContent }) => ({
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
    const loaded = markdown.current();
    if (loaded) return <loaded.MarkdownContent {...props} blocks={blocks} />;
    return (
      <Suspense fallback={<p className="whitespace-pre-wrap break-words">{props.text}</p>}>
        <LoadedContent {...props} />
      </Suspense>
    );
  }

  return { Content: ReplyContent, preload };
}
