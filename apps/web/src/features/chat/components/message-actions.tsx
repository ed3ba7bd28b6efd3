import { Check, ChevronLeft, ChevronRight, Copy, Pencil, RefreshCw, Table } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyText } from '../../../lib/copy-text';
import { onDemand } from '../../../lib/on-demand';
import type { ChatMessage } from '../store/thread';
import { useMessageActions } from '../hooks/message-actions-context';
import { markdownTablesToTsv } from '../utils/markdown-tables';

/**
 * A reply as read away from the app (cards as sheets, charts as tables): with the calculation,
 * chart and analysis contracts it needs, a chunk of its own (decision 057). It rewrites a reply's
 * fenced blocks only, so a reply without one copies as it is written; a reply with one fetches
 * it when shown, so that Copy writes the clipboard within the press.
 */
const readableReplyPart = onDemand(() => import('@petrosage/contracts/readable-reply'));

const BUTTON =
  'flex items-center gap-1 rounded px-1.5 py-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-40 disabled:hover:bg-transparent';

/** ‹ 2/3 ›: which version of a regenerated reply or an edited message is shown. */
export function VersionSwitcher({ message }: { message: ChatMessage }) {
  const actions = useMessageActions();
  const { versions, id } = message;
  if (!actions || !versions || versions.length < 2 || id === null) return null;
  const index = versions.indexOf(id);
  if (index < 0) return null;
  const previous = versions[index - 1];
  const next = versions[index + 1];
  const what = message.role === 'user' ? 'message' : 'reply';
  const sameAnswer = message.role === 'assistant' && actions.sameAnswerOnRegenerate === true;
  return (
    <span
      className="flex flex-wrap items-center gap-0.5 text-slate-600"
      data-testid="message-versions"
    >
      <button
        type="button"
        className={BUTTON}
        aria-label={`Previous version of this ${what}`}
        disabled={previous === undefined || actions.busy}
        onClick={() => previous !== undefined && actions.onShowVersion(previous)}
      >
        <ChevronLeft aria-hidden="true" className="size-3.5" />
      </button>
      <span className="tabular-nums" data-testid="version-position">
        {index + 1}/{versions.length}
      </span>
      <button
        type="button"
        className={BUTTON}
        aria-label={`Next version of this ${what}`}
        disabled={next === undefined || actions.busy}
        onClick={() => next !== undefined && actions.onShowVersion(next)}
      >
        <ChevronRight aria-hidden="true" className="size-3.5" />
      </button>
      {sameAnswer && (
        <span className="ml-1" data-testid="same-answer-note">
          The built-in engine gives the same answer each time; edit your question or its numbers to
          get a different one.
        </span>
      )}
    </span>
  );
}

/**
 * Copy (the markdown, with a reply's calculation cards as their sheets and charts as their data
 * tables; a reply's tables also as tab-separated values for a spreadsheet),
 * Regenerate (the latest reply) and Edit (the user's latest message). On a device with a mouse
 * they show on hover or keyboard focus; on a touch screen they are always shown.
 */
export function MessageActionButtons({
  message,
  onEditStart,
}: {
  message: ChatMessage;
  onEditStart: () => void;
}) {
  const actions = useMessageActions();
  const [copied, setCopied] = useState<'message' | 'table' | 'failed' | null>(null);
  const hasBlocks = message.role === 'assistant' && message.content.includes('```');
  useEffect(() => {
    if (hasBlocks) readableReplyPart.load().catch(() => undefined);
  }, [hasBlocks]);
  if (!actions || message.isPaywallError || message.status === 'streaming') return null;
  const tsv = message.role === 'assistant' ? markdownTablesToTsv(message.content) : null;
  const canRegenerate = message.key === actions.regenerableKey && !actions.busy;
  const canEdit = message.key === actions.editableKey && !actions.busy;

  function report(result: 'message' | 'table' | 'failed') {
    setCopied(result);
    setTimeout(() => setCopied(null), 2000);
  }

  function copy(what: 'message' | 'table', text: string) {
    void copyText(text).then((done) => report(done ? what : 'failed'));
  }

  function copyMessage() {
    if (!hasBlocks) {
      copy('message', message.content);
      return;
    }
    const loaded = readableReplyPart.current();
    if (loaded) {
      copy('message', loaded.readableReply(message.content));
      return;
    }
    readableReplyPart.load().then(
      ({ readableReply }) => copy('message', readableReply(message.content)),
      () => report('failed'),
    );
  }

  return (
    <span className="message-actions flex items-center gap-0.5" data-testid="message-actions">
      {message.content !== '' && (
        <button
          type="button"
          className={BUTTON}
          aria-label="Copy message"
          title="Copy message"
          data-testid="copy-message"
          onClick={copyMessage}
        >
          {copied === 'message' ? (
            <Check aria-hidden="true" className="size-3.5 text-emerald-600" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
        </button>
      )}
      {tsv !== null && (
        <button
          type="button"
          className={BUTTON}
          aria-label="Copy table for a spreadsheet"
          title="Copy table for a spreadsheet"
          data-testid="copy-table"
          onClick={() => copy('table', tsv)}
        >
          {copied === 'table' ? (
            <Check aria-hidden="true" className="size-3.5 text-emerald-600" />
          ) : (
            <Table aria-hidden="true" className="size-3.5" />
          )}
        </button>
      )}
      {canRegenerate && (
        <button
          type="button"
          className={BUTTON}
          aria-label="Regenerate reply"
          title={
            actions.sameAnswerOnRegenerate === true
              ? 'Regenerate reply (the built-in engine gives the same answer)'
              : 'Regenerate reply'
          }
          data-testid="regenerate-reply"
          onClick={() => actions.onRegenerate(message.key)}
        >
          <RefreshCw aria-hidden="true" className="size-3.5" />
        </button>
      )}
      {canEdit && (
        <button
          type="button"
          className={BUTTON}
          aria-label="Edit message"
          title="Edit message"
          data-testid="edit-message"
          onClick={onEditStart}
        >
          <Pencil aria-hidden="true" className="size-3.5" />
        </button>
      )}
      <span role="status" className="text-xs">
        {copied === 'message' && 'Copied'}
        {copied === 'table' && 'Table copied'}
        {copied === 'failed' && 'Could not copy'}
      </span>
    </span>
  );
}
