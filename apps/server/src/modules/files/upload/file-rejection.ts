/** Why a file was refused, with its HTTP status: too large, not an accepted type, or unreadable. */
export type RejectionStatus = 413 | 415 | 422;

/**
 * A file that cannot be accepted, in words for the user. Thrown by the checks and the extractors
 * (also inside the extraction worker, which sends `status` and `detail` back as plain data).
 */
export class FileRejection extends Error {
  constructor(
    readonly status: RejectionStatus,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'FileRejection';
  }
}

/** `10 MB`, `1.5 MB`, `820 KB`, `12 bytes`: sizes in the words of the messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
    return `${mb} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** `1,234` */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
