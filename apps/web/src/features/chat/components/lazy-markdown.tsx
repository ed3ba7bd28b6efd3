import { Fragment, lazy, Suspense } from 'react';
import { isPlainReply, plainParagraphs } from '../utils/plain-reply';
import type * as markdownModule from './markdown-content';

type MarkdownModule = typeof markdownModule;

/** Set once the chunk has loaded: from then on replies render without suspending. */
let loaded: MarkdownModule | undefined;

const loadMarkdown = (): Promise<MarkdownModule> =>
  import('./markdown-content').then((module) => (loaded = module));

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
  if (isPlainReply(props.text)) return <PlainReply text={props.text} />;
  // Rendering the loaded module directly matters: a lazy component would still suspend once, and
  // React holds a revealed fallback for at least 300 ms.
  if (loaded) return <loaded.MarkdownContent {...props} />;
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words">{props.text}</p>}>
      <MarkdownContent {...props} />
    </Suspense>
  );
}
