import { lazy, Suspense } from 'react';

const loadMarkdown = () => import('./markdown-content');

const MarkdownContent = lazy(() =>
  loadMarkdown().then((module) => ({ default: module.MarkdownContent })),
);

/**
 * Fetches and compiles the markdown stack ahead of the first reply; the workspace calls it when
 * the browser is idle, so opening a chat does not wait for it.
 */
export function preloadMarkdown(): void {
  void loadMarkdown();
}

export interface LazyMarkdownProps {
  text: string;
}

/**
 * The markdown, math and highlighting stack is a separate chunk (the landing page never loads
 * it), preloaded once the workspace is idle; until it arrives a reply shows as plain text.
 */
export function LazyMarkdown({ text }: LazyMarkdownProps) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words">{text}</p>}>
      <MarkdownContent text={text} />
    </Suspense>
  );
}
