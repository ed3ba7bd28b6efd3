import { ATTACHMENT_EXTENSIONS, FileKindSchema, type FileKind } from '@petrosage/contracts/files';

/** docs/product.md §2 (input bar): the file types a user may attach. */
export const ACCEPTED_FILE_EXTENSIONS = ATTACHMENT_EXTENSIONS;

/** The file input's `accept` attribute. */
export const ACCEPTED_FILE_TYPES = ACCEPTED_FILE_EXTENSIONS.join(',');

export function isAcceptedFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_FILE_EXTENSIONS.some(
    (extension) => lower.endsWith(extension) && lower.length > extension.length,
  );
}

/** The kind an accepted file name has (`report.PDF` → `pdf`), or null. */
export function fileKindOfName(name: string): FileKind | null {
  if (!isAcceptedFileName(name)) return null;
  const parsed = FileKindSchema.safeParse(name.toLowerCase().split('.').at(-1));
  return parsed.success ? parsed.data : null;
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Adds picked files to the current ones: types outside the list are refused (the picker's
 * `accept` is only a hint) and a file picked twice is kept once.
 */
export function addAttachments(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; refused: string[] } {
  const files = [...current];
  const refused: string[] = [];
  for (const file of picked) {
    if (!isAcceptedFileName(file.name)) {
      refused.push(file.name);
    } else if (!files.some((existing) => sameFile(existing, file))) {
      files.push(file);
    }
  }
  return { files, refused };
}

/** Attachment limits the server enforces (runtime config); the defaults match the server's. */
export interface FileLimits {
  maxBytes: number;
  maxPerMessage: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = { maxBytes: 10 * 1024 * 1024, maxPerMessage: 5 };

/** `10 MB`, `1.5 MB`, `820 KB`, `12 bytes`, as the server words sizes. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The server's words for a file over the size limit (it is not uploaded at all). */
export function tooLargeText(name: string, limits: FileLimits): string {
  return `${name} is larger than ${formatFileSize(limits.maxBytes)}, the most one file may be.`;
}

/** The notice for files picked beyond the per-message limit. */
export function tooManyText(limits: FileLimits): string {
  const files = limits.maxPerMessage === 1 ? '1 file' : `${limits.maxPerMessage} files`;
  return `At most ${files} can be sent with one message.`;
}
