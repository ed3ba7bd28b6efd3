import type { MessageAttachment } from '@petrosage/contracts/files';
import { AttachmentIcon } from './attachment-icon';

/** The files a message was sent with, above its bubble: name (whole on hover) and what was read. */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  return (
    <ul
      aria-label="Files sent with this message"
      className="mb-1.5 flex max-w-full flex-wrap justify-end gap-1.5"
    >
      {attachments.map((attachment) => (
        <li
          key={attachment.id}
          data-testid="message-attachment"
          data-kind={attachment.kind}
          className="flex w-56 max-w-full items-start gap-2 rounded-lg bg-white px-2 py-1.5 text-sm ring-1 ring-slate-200"
        >
          <AttachmentIcon
            kind={attachment.kind}
            className="mt-0.5 size-4 shrink-0 text-slate-500"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-800" title={attachment.name}>
              {attachment.name}
            </p>
            <p className="truncate text-xs text-slate-500" title={attachment.summary}>
              {attachment.summary}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
