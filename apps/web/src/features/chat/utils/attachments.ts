/** Spec §2 (input bar): the file types a user may attach. */
export const ACCEPTED_FILE_EXTENSIONS = [
  '.txt',
  '.pdf',
  '.doc',
  '.docx',
  '.csv',
  '.xlsx',
  '.json',
] as const;

/** The file input's `accept` attribute. */
export const ACCEPTED_FILE_TYPES = ACCEPTED_FILE_EXTENSIONS.join(',');

export function isAcceptedFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_FILE_EXTENSIONS.some(
    (extension) => lower.endsWith(extension) && lower.length > extension.length,
  );
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
