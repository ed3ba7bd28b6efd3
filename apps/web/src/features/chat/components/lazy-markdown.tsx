import { lazy, Suspense } from 'react';
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
 * Fetches and compiles the markdown stack ahead of the first reply; the workspace calls it once
 * it has rendered, so opening a chat does not wait for it.
 */
export function preloadMarkdown(): void {
  void loadMarkdown();
}

export type LazyMarkdownProps = markdownModule.MarkdownContentProps;

/**
 * The markdown, math and highlighting stack is a separate chunk (the landing page never loads
 * it), preloaded once the workspace has rendered; until it arrives a reply shows as plain text.
 */
export function LazyMarkdown(props: LazyMarkdownProps) {
  // Rendering the loaded module directly matters: a lazy component would still suspend once, and
  // React holds a revealed fallback for at least 300 ms.
  if (loaded) return <loaded.MarkdownContent {...props} />;
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words">{props.text}</p>}>
      <MarkdownContent {...props} />
    </Suspense>
  );
}
