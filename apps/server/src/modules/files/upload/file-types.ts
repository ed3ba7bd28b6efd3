import { ATTACHMENT_EXTENSIONS, type FileKind } from '@petrosage/contracts/files';
import { FileRejection } from './file-rejection';

/**
 * Which files are accepted, by extension AND by content: an extension says what the user thinks
 * the file is, the first bytes say what it is. A mismatch is refused with words that say which
 * is which, so a renamed file is easy to fix.
 */

export const MEDIA_TYPES: Record<FileKind, string> = {
  txt: 'text/plain',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
};

/** `.txt, .pdf, .doc, .docx, .csv, .xlsx and .json` */
export const ACCEPTED_TYPES_TEXT = `${ATTACHMENT_EXTENSIONS.slice(0, -1).join(', ')} and ${ATTACHMENT_EXTENSIONS.at(-1) ?? ''}`;

const NAME_MAX_LENGTH = 255;

/**
 * The name to keep: the last path part (some browsers send `C:\fakepath\…`), without control
 * characters, at most 255 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= NAME_MAX_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, NAME_MAX_LENGTH - extension.length) + extension;
}

/** The kind an extension names, or undefined for any other (or no) extension. */
export function kindOfName(name: string): FileKind | undefined {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = lower.slice(dot);
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension.slice(1) as FileKind)
    : undefined;
}

/** What the first bytes of a file say it is. */
export type Sniffed =
  | 'pdf'
  | 'zip'
  | 'ole'
  | 'rtf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'gzip'
  | '7z'
  | 'rar'
  | 'executable'
  | 'unknown';

const SIGNATURES: readonly { sniffed: Exclude<Sniffed, 'pdf' | 'unknown'>; bytes: number[] }[] = [
  { sniffed: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { sniffed: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { sniffed: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { sniffed: 'rtf', bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66] },
  { sniffed: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { sniffed: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { sniffed: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { sniffed: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
  { sniffed: 'gzip', bytes: [0x1f, 0x8b] },
  { sniffed: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { sniffed: 'rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { sniffed: 'executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
];

const PDF_MARKER = Buffer.from('%PDF-', 'latin1');
/** PDF readers accept the header within the first 1,024 bytes (after junk some writers add). */
const PDF_HEADER_WINDOW = 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A PDF header anywhere in the first 1,024 bytes, as PDF readers accept it. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  return asBuffer(bytes).subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MARKER) !== -1;
}

/** A Windows program: `MZ`, and the offset at 0x3C pointing at a `PE\0\0` header. */
function isWindowsProgram(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x4d, 0x5a]) || bytes.byteLength < 0x40) return false;
  const offset = asBuffer(bytes).readUInt32LE(0x3c);
  return offset + 4 <= bytes.byteLength && startsWith(bytes.subarray(offset), [0x50, 0x45, 0, 0]);
}

/** What the first bytes say (signatures at offset 0 only, so text that quotes one stays text). */
export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [...PDF_MARKER])) return 'pdf';
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    asBuffer(bytes).toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (isWindowsProgram(bytes)) return 'executable';
  return SIGNATURES.find((signature) => startsWith(bytes, signature.bytes))?.sniffed ?? 'unknown';
}

const SNIFFED_WORDS: Record<Exclude<Sniffed, 'unknown'>, string> = {
  pdf: 'a PDF document',
  zip: 'a ZIP archive (an Office document or other packed file)',
  ole: 'a legacy Office (97–2003) file',
  rtf: 'a Rich Text (RTF) document',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  gzip: 'a gzip archive',
  '7z': 'a 7-Zip archive',
  rar: 'a RAR archive',
  executable: 'a program (executable)',
};

function contentIs(sniffed: Sniffed): string {
  return sniffed === 'unknown' ? '' : ` Its content is ${SNIFFED_WORDS[sniffed]}.`;
}

/** OOXML files saved with a password are OLE containers holding an `EncryptedPackage` stream. */
function isEncryptedOoxml(bytes: Uint8Array): boolean {
  return asBuffer(bytes).indexOf(Buffer.from('EncryptedPackage', 'utf16le')) !== -1;
}

function passwordProtected(name: string): FileRejection {
  return new FileRejection(
    422,
    `${name} is password-protected, so it cannot be read. Save a copy without the password and attach that.`,
  );
}

/**
 * Checks that the content matches the extension; answers which parser reads it (a `.doc` that is
 * really a `.docx` is read as one). Throws a 415 (or a 422 for password-protected Office files).
 */
export function checkContent(name: string, kind: FileKind, bytes: Uint8Array): FileKind {
  if (bytes.byteLength === 0) throw new FileRejection(422, `${name} is empty.`);
  const sniffed = sniff(bytes);
  switch (kind) {
    case 'pdf':
      if (hasPdfHeader(bytes)) return 'pdf';
      throw new FileRejection(
        415,
        `${name} is not a PDF file: its content does not start like a PDF.${contentIs(sniffed)} Check that it is not damaged or renamed.`,
      );
    case 'docx':
      if (sniffed === 'zip') return 'docx';
      if (sniffed === 'ole') {
        if (isEncryptedOoxml(bytes)) throw passwordProtected(name);
        throw new FileRejection(
          415,
          `${name} is a Word 97–2003 document with a .docx name. Rename it to .doc and attach it again.`,
        );
      }
      throw new FileRejection(415, `${name} is not a Word document (.docx).${contentIs(sniffed)}`);
    case 'xlsx':
      if (sniffed === 'zip') return 'xlsx';
      if (sniffed === 'ole') {
        if (isEncryptedOoxml(bytes)) throw passwordProtected(name);
        throw new FileRejection(
          415,
          `${name} is a legacy Excel 97–2003 workbook (.xls), which cannot be read. Save it as .xlsx or .csv and attach that.`,
        );
      }
      throw new FileRejection(
        415,
        `${name} is not an Excel workbook (.xlsx).${contentIs(sniffed)}`,
      );
    case 'doc':
      if (sniffed === 'ole') {
        if (isEncryptedOoxml(bytes)) throw passwordProtected(name);
        return 'doc';
      }
      // Word and other tools often save a .docx under a .doc name; it is read as what it is.
      if (sniffed === 'zip') return 'docx';
      if (sniffed === 'rtf') {
        throw new FileRejection(
          415,
          `${name} is a Rich Text (RTF) document with a .doc name, which cannot be read. Save it as .docx or .txt and attach that.`,
        );
      }
      throw new FileRejection(415, `${name} is not a Word document (.doc).${contentIs(sniffed)}`);
    case 'txt':
    case 'csv':
    case 'json':
      if (sniffed !== 'unknown' && sniffed !== 'rtf') {
        throw new FileRejection(
          415,
          `${name} is not a text file.${contentIs(sniffed)} Attach it with its own extension if it is one of ${ACCEPTED_TYPES_TEXT}.`,
        );
      }
      return kind;
  }
}
