import { TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import type { AttachmentDraft } from '../hooks/use-attachment-drafts';
import { fileKindOfName, formatFileSize } from '../utils/attachments';
import { AttachmentIcon } from './attachment-icon';

/** The line under the name: progress, then what the server read, or why it refused the file. */
export function draftStatusText(draft: AttachmentDraft): string {
  switch (draft.status) {
    case 'uploading':
      return draft.progress >= 1
        ? 'Reading…'
        : `Uploading ${Math.floor(draft.progress * 100)}% of ${formatFileSize(draft.file.size)}`;
    case 'parsed':
      return draft.uploaded?.summary ?? 'Read';
    case 'failed':
      return draft.error ?? 'The upload failed.';
  }
}

export interface AttachmentChipProps {
  draft: AttachmentDraft;
  onRemove: (key: string) => void;
}

/**
 * One file in the input bar: its name (truncated, whole on hover), its progress while it
 * uploads and the server reads it, then what was read or, in red, why it cannot be sent.
 */
export function AttachmentChip({ draft, onRemove }: AttachmentChipProps) {
  const statusId = useId();
  const name = draft.file.name;
  const status = draftStatusText(draft);
  const failed = draft.status === 'failed';
  return (
    <li
      data-testid="attachment-chip"
      data-status={draft.status}
      aria-describedby={statusId}
      className={`relative flex w-64 max-w-full items-start gap-2 overflow-hidden rounded-lg py-1.5 pr-1 pl-2 text-sm ring-1 ${
        failed ? 'bg-red-50 ring-red-200' : 'bg-slate-100 ring-slate-200'
      }`}
    >
      {failed ? (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      ) : (
        <AttachmentIcon
          kind={fileKindOfName(name)}
          className="mt-0.5 size-4 shrink-0 text-slate-500"
        />
      )}
      <div className="min-w-0 flex-1">
        <p
          className="truncate font-medium text-slate-800"
          title={name}
          data-testid="attachment-name"
        >
          {name}
        </p>
        <p
          id={statusId}
          title={status}
          data-testid="attachment-status"
          className={`line-clamp-2 text-xs ${failed ? 'text-red-700' : 'text-slate-500'}`}
        >
          {status}
        </p>
      </div>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={() => onRemove(draft.key)}
        className="shrink-0 rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
      {draft.status === 'uploading' && (
        <div
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(draft.progress * 100)}
          className="absolute inset-x-0 bottom-0 h-0.5 bg-slate-200"
        >
          <div
            className={`h-full bg-amber-500 transition-[width] ${draft.progress >= 1 ? 'animate-pulse' : ''}`}
            style={{ width: `${Math.max(2, Math.floor(draft.progress * 100))}%` }}
          />
        </div>
      )}
    </li>
  );
}
