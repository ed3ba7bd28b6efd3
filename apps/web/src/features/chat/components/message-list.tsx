import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, LoaderCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatThread } from '../store/thread';
import { useMessageActions } from '../hooks/message-actions-context';
import { MessageBubble } from './message-bubble';

/** Within this many px of the bottom the list counts as "at the latest message". */
const AT_END_THRESHOLD_PX = 80;
/** Older messages load when the reader is this close to the top. */
const LOAD_OLDER_THRESHOLD_PX = 400;

export interface MessageListProps {
  thread: ChatThread;
  assistantName: string;
  onLoadOlder: () => void;
  onRetry: (messageKey: string) => void;
}

/**
 * The conversation, virtualized (only the rows near the viewport are in the DOM, each measured
 * as it renders), opening at the newest message. It follows new text only while the reader is
 * at the bottom; otherwise a "Jump to latest" button appears. Scrolling near the top loads the
 * older page, keeping the visible message where it was.
 */
export function MessageList({ thread, assistantName, onLoadOlder, onRetry }: MessageListProps) {
  const { messages } = thread;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);

  // React Compiler note: the virtualizer hands out new values on every scroll by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (messages[index]?.role === 'user' ? 76 : 140),
    getItemKey: (index) => messages[index]?.key ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_THRESHOLD_PX,
    overscan: 6,
    // React 19 warns when a measurement during render flushes synchronously; batching is enough.
    useFlushSync: false,
  });

  // Open at the newest message; only then may scrolling near the top load older pages.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, [virtualizer]);

  // Sending takes the reader to the bottom even if they had scrolled up. The reply's placeholder
  // follows the question in the same update, so the question is found among the last messages,
  // not only as the very last one.
  const lastSentKey =
    messages.findLast((message) => message.role === 'user' && message.delivery === 'sending')
      ?.key ?? null;
  useLayoutEffect(() => {
    if (lastSentKey !== null) virtualizer.scrollToEnd();
  }, [lastSentKey, virtualizer]);

  // A message opened from a search is brought to the middle of the view.
  const focusId = useMessageActions()?.focusMessageId ?? null;
  const focusIndex = focusId === null ? -1 : messages.findIndex((m) => m.id === focusId);
  useEffect(() => {
    if (focusIndex >= 0) virtualizer.scrollToIndex(focusIndex, { align: 'center' });
  }, [focusIndex, virtualizer]);

  const canLoadOlder = settled && thread.olderCursor !== null && !thread.isLoadingOlder;
  const totalSize = virtualizer.getTotalSize();

  // A short first page that does not fill the screen: fetch more right away.
  useEffect(() => {
    const element = scrollRef.current;
    if (canLoadOlder && element && element.clientHeight > 0 && totalSize < element.clientHeight) {
      onLoadOlder();
    }
  }, [canLoadOlder, totalSize, onLoadOlder]);

  const atEnd = virtualizer.isAtEnd(AT_END_THRESHOLD_PX);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollRef}
          role="log"
          aria-label="Messages"
          aria-busy={thread.isTyping}
          data-testid="message-list"
          // A scroll box must be reachable by keyboard (WCAG 2.1.1) when its rows hold nothing
          // focusable; arrow keys and Page Up/Down then scroll the conversation.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={(event) => {
            if (canLoadOlder && event.currentTarget.scrollTop < LOAD_OLDER_THRESHOLD_PX)
              onLoadOlder();
          }}
          className="h-full overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-500"
        >
          <div className="relative w-full" style={{ height: totalSize }}>
            {virtualizer.getVirtualItems().map((item) => {
              const message = messages[item.index];
              if (!message) return null;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className="absolute top-0 left-0 w-full px-3 py-2 sm:px-6"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <div className="mx-auto max-w-3xl">
                    <MessageBubble
                      message={message}
                      assistantName={assistantName}
                      onRetry={onRetry}
                      retryDisabled={thread.isTyping}
                    />
                  </div>
                </div>
              );
            })}
          </div>
        </div>

        {(thread.isLoadingOlder || thread.olderError !== null) && (
          <div className="pointer-events-none absolute inset-x-0 top-2 flex justify-center">
            <p
              role="status"
              className="pointer-events-auto flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs text-slate-600 shadow ring-1 ring-slate-200"
            >
              {thread.isLoadingOlder ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                  Loading earlier messages…
                </>
              ) : (
                <>
                  Earlier messages could not be loaded.
                  <button
                    type="button"
                    onClick={onLoadOlder}
                    className="font-semibold text-amber-700 underline"
                  >
                    Try again
                  </button>
                </>
              )}
            </p>
          </div>
        )}
      </div>

      {/* In a row of its own below the list, not over it: it never hides a reply's text. */}
      {!atEnd && messages.length > 0 && (
        <div className="flex shrink-0 justify-center py-1.5">
          <button
            type="button"
            onClick={() => virtualizer.scrollToEnd({ behavior: 'smooth' })}
            data-testid="jump-to-latest"
            className="flex items-center gap-1.5 rounded-full bg-slate-900 px-3.5 py-1.5 text-sm font-semibold text-white shadow-lg hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Jump to latest
          </button>
        </div>
      )}
    </div>
  );
}
