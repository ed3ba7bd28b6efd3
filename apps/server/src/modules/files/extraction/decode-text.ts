import { FileRejection } from '../upload/file-rejection';

/**
 * Text files arrive in whatever encoding the tool that wrote them used: UTF-8 (most), UTF-16 with
 * a byte-order mark (Excel's "Unicode text", Windows Notepad), or a Windows "ANSI" code page
 * (older field software). The encoding is detected in that order:
 *
 * 1. a byte-order mark: UTF-8, UTF-16LE or UTF-16BE;
 * 2. valid UTF-8 (strict decoding succeeds);
 * 3. UTF-16 without a mark, when every other byte is mostly zero (ASCII text in UTF-16);
 * 4. otherwise Windows-1252, the superset of Latin-1 that "ANSI" means on Western systems (every
 *    byte sequence decodes, so this never fails).
 *
 * Text that then still holds NUL bytes or many other control characters is binary data with a
 * text extension, and is refused.
 */

export interface DecodedText {
  /** The text, with `\r\n` and `\r` line ends made `\n` and no byte-order mark. */
  text: string;
  /** `UTF-8`, `UTF-16LE`, `UTF-16BE` or `Windows-1252`. */
  encoding: string;
}

/** Share of control characters above which text is taken for binary data. */
const MAX_CONTROL_SHARE = 0.01;

function decode(encoding: string, bytes: Uint8Array, fatal = false): string {
  return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
}

function zeroShare(bytes: Uint8Array, parity: 0 | 1): number {
  const sample = Math.min(bytes.byteLength, 8192);
  let zeros = 0;
  let total = 0;
  for (let index = parity; index < sample; index += 2) {
    total += 1;
    if (bytes[index] === 0) zeros += 1;
  }
  return total === 0 ? 0 : zeros / total;
}

function detect(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decode('utf-8', bytes), encoding: 'UTF-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: decode('utf-16le', bytes), encoding: 'UTF-16LE' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: decode('utf-16be', bytes), encoding: 'UTF-16BE' };
  }
  try {
    return { text: decode('utf-8', bytes, true), encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: one of the guesses below.
  }
  if (bytes.byteLength % 2 === 0) {
    if (zeroShare(bytes, 1) > 0.4 && zeroShare(bytes, 0) < 0.1) {
      return { text: decode('utf-16le', bytes), encoding: 'UTF-16LE' };
    }
    if (zeroShare(bytes, 0) > 0.4 && zeroShare(bytes, 1) < 0.1) {
      return { text: decode('utf-16be', bytes), encoding: 'UTF-16BE' };
    }
  }
  return { text: decode('windows-1252', bytes), encoding: 'Windows-1252' };
}

function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const sample = text.slice(0, 65_536);
  let controls = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    // Tab, line feed, form feed and carriage return are text.
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) controls += 1;
  }
  return sample.length > 0 && controls / sample.length > MAX_CONTROL_SHARE;
}

/** Decodes a text file (see the module comment); a 415 for binary data. */
export function decodeText(bytes: Uint8Array, name: string): DecodedText {
  const { text, encoding } = detect(bytes);
  if (looksBinary(text)) {
    throw new FileRejection(
      415,
      `${name} does not look like a text file: it contains binary data. Check that it is not damaged or renamed.`,
    );
  }
  return { text: text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), encoding };
}
