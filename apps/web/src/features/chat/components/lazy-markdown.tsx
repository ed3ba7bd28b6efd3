import { lazy, Suspense } from 'react';

const MarkdownContent = lazy(() =>
  import('./markdown-content').then((module) => ({ default: module.MarkdownContent })),
);

export interface LazyMarkdownProps {
  text: string;
}

/**
 * The markdown, math and highlighting stack is a separate chunk, loaded with the first reply;
 * until it arrives the reply shows as plain text.
 */
export function LazyMarkdown({ text }: LazyMarkdownProps) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words">{text}</p>}>
      <MarkdownContent text={text} />
    </Suspense>
  );
}
