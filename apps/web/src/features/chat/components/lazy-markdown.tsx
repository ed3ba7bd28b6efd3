import { Fragment, lazy, Suspense, useEffect } from 'react';
import { onDemand } from '../../../lib/on-demand';
import { isPlainReply, plainParagraphs } from '../utils/plain-reply';
import type * as markdownModule from './markdown-content';

type MarkdownModule = typeof markdownModule;

/** Once its chunk has loaded, replies render without suspending. */
const markdown = onDemand<MarkdownModule>(() => import('./markdown-content'));
const loadMarkdown = markdown.load;

/**
 * Fetches the markdown stack ahead of a reply: the composer calls it when the user starts
 * typing, since the answer is likely to need it.
 */
export function preloadMarkdown(): void {
  loadMarkdown().catch((e: unknown) => {
    console.error('Could not load the reply renderer', e);
  });
}

const MarkdownContent = lazy(() =>
  loadMarkdown().then((module) => ({ default: module.MarkdownContent })),
);

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

export type LazyMarkdownProps = markdownModule.MarkdownContentProps;

/**
 * The markdown stack is a separate chunk (the landing page never loads it), fetched by the first
 * reply that is more than plain sentences; until it arrives such a reply shows as plain text.
 */
export function LazyMarkdown(props: LazyMarkdownProps) {
  const streaming = props.settled !== true;
  // A reply being written may turn to markdown at its next piece: fetch the parser now.
  useEffect(() => {
    if (streaming) preloadMarkdown();
  }, [streaming]);
  if (isPlainReply(props.text)) return <PlainReply text={props.text} />;
  // Rendering the loaded module directly matters: a lazy component would still suspend once, and
  // React holds a revealed fallback for at least 300 ms.
  const loaded = markdown.current();
  if (loaded) return <loaded.MarkdownContent {...props} />;
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words">{props.text}</p>}>
      <MarkdownContent {...props} />
    </Suspense>
  );
}
