import type { MessageAttachment, UploadedFile } from '@petrosage/contracts/files';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiUploadOptions } from '../../../lib/api-client';
import { addAttachments, tooLargeText, tooManyText, type FileLimits } from '../utils/attachments';

/** Uploads and discards files for the input bar (the real one: `createAttachmentUploader`). */
export interface AttachmentUploader {
  upload(file: File, options: ApiUploadOptions): Promise<UploadedFile>;
  /** Removes a file that was uploaded but will not be sent. */
  discard(fileId: string): void;
}

/** A file in the input bar: on its way, read by the server, or refused with the reason. */
export interface AttachmentDraft {
  key: string;
  file: File;
  status: 'uploading' | 'parsed' | 'failed';
  /** Share of the bytes sent, 0–1 (1 while the server reads the file). */
  progress: number;
  /** Parsed: the file as the server read it. */
  uploaded: UploadedFile | null;
  /** Failed: why, in the server's words. */
  error: string | null;
}

/** What `add` did not attach: files of other types, and the notice when there were too many. */
export interface AddOutcome {
  refused: string[];
  tooMany: string | null;
}

function failureText(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'The upload failed.';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

let draftCounter = 0;

/**
 * The input bar's attachments (docs/product.md §2): each accepted file uploads at once with its progress,
 * then shows what the server read or why it refused it; a removed file stops uploading (or is
 * discarded on the server). Files over the size limit fail without being sent; files beyond the
 * per-message limit are not attached.
 */
export class AttachmentDraftList {
  private drafts: readonly AttachmentDraft[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();

  constructor(
    private readonly uploader: AttachmentUploader,
    private readonly limits: FileLimits,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): readonly AttachmentDraft[] => this.drafts;

  private set(drafts: readonly AttachmentDraft[]): void {
    this.drafts = drafts;
    for (const listener of [...this.listeners]) listener();
  }

  private update(key: string, change: (draft: AttachmentDraft) => AttachmentDraft): void {
    if (!this.drafts.some((draft) => draft.key === key)) return;
    this.set(this.drafts.map((draft) => (draft.key === key ? change(draft) : draft)));
  }

  add(picked: readonly File[]): AddOutcome {
    const known = this.drafts.map((draft) => draft.file);
    const { files, refused } = addAttachments(known, picked);
    const fresh = files.slice(known.length);
    let room =
      this.limits.maxPerMessage - this.drafts.filter((draft) => draft.status !== 'failed').length;
    let overflow = false;
    const next: AttachmentDraft[] = [];
    for (const file of fresh) {
      // A file over the size limit is shown as refused at once, and takes no place.
      const tooLarge = file.size > this.limits.maxBytes;
      if (!tooLarge && room <= 0) {
        overflow = true;
        continue;
      }
      if (!tooLarge) room -= 1;
      draftCounter += 1;
      next.push({
        key: `attachment:${draftCounter}`,
        file,
        status: tooLarge ? 'failed' : 'uploading',
        progress: 0,
        uploaded: null,
        error: tooLarge ? tooLargeText(file.name, this.limits) : null,
      });
    }
    if (next.length > 0) this.set([...this.drafts, ...next]);
    for (const draft of next) if (draft.status === 'uploading') this.start(draft.key, draft.file);
    return { refused, tooMany: overflow ? tooManyText(this.limits) : null };
  }

  private start(key: string, file: File): void {
    const controller = new AbortController();
    this.controllers.set(key, controller);
    this.uploader
      .upload(file, {
        signal: controller.signal,
        onProgress: (loaded, total) =>
          this.update(key, (draft) => ({ ...draft, progress: total > 0 ? loaded / total : 0 })),
      })
      .then(
        (uploaded) =>
          this.update(key, (draft) => ({ ...draft, status: 'parsed', progress: 1, uploaded })),
        (error: unknown) => {
          if (isAbort(error)) return;
          this.update(key, (draft) => ({ ...draft, status: 'failed', error: failureText(error) }));
        },
      )
      .finally(() => this.controllers.delete(key));
  }

  remove(key: string): void {
    const draft = this.drafts.find((d) => d.key === key);
    this.controllers.get(key)?.abort();
    if (draft?.uploaded) this.uploader.discard(draft.uploaded.id);
    this.set(this.drafts.filter((d) => d.key !== key));
  }

  /** The files read so far, to send with a message; the bar is emptied. */
  take(): MessageAttachment[] {
    const parsed = this.drafts.flatMap((draft) =>
      draft.status === 'parsed' && draft.uploaded
        ? [
            {
              id: draft.uploaded.id,
              name: draft.uploaded.name,
              kind: draft.uploaded.kind,
              size_bytes: draft.uploaded.size_bytes,
              summary: draft.uploaded.summary,
            },
          ]
        : [],
    );
    this.set([]);
    return parsed;
  }

  /** Stops every upload still running (the bar is going away). */
  dispose(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
  }
}

/** The bar's draft list; the uploader and limits are fixed for the life of the bar. */
export function useAttachmentDrafts(
  uploader: AttachmentUploader,
  limits: FileLimits,
): { list: AttachmentDraftList; drafts: readonly AttachmentDraft[] } {
  const [list] = useState(() => new AttachmentDraftList(uploader, limits));
  useEffect(() => () => list.dispose(), [list]);
  const drafts = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
  return { list, drafts };
}
