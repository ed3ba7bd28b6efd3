import { inflateRawSync } from 'node:zlib';
import { FileRejection, formatBytes, formatCount } from '../upload/file-rejection';

/**
 * .docx and .xlsx files are ZIP archives of XML. A hostile one (a "zip bomb") unpacks a few
 * megabytes into gigabytes and takes the reader down with it. Before any parser sees the file,
 * this reads the archive's central directory and checks:
 *
 * - the number of entries and the total size they declare unpacked, against the limits;
 * - every entry's real unpacked size, by inflating it with zlib's `maxOutputLength` set to the
 *   size it declares, so an entry that lies about its size is caught after at most that many
 *   bytes, never more (a lying archive is refused as damaged);
 * - compression methods (stored and deflate only, as Office writes) and encryption flags.
 */

export interface ZipLimits {
  /** Most bytes all entries may unpack to together. */
  maxUnpackedBytes: number;
  maxEntries: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const STORED = 0;
const DEFLATED = 8;

function damaged(name: string, why: string): FileRejection {
  return new FileRejection(422, `${name} is damaged and cannot be read (${why}).`);
}

function safeNumber(value: bigint, name: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged(name, 'an impossible size');
  return Number(value);
}

function findEndOfCentralDirectory(buffer: Buffer, name: string): number {
  const earliest = Math.max(0, buffer.length - EOCD_MIN_LENGTH - MAX_COMMENT_LENGTH);
  for (let offset = buffer.length - EOCD_MIN_LENGTH; offset >= earliest; offset -= 1) {
    if (buffer.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw damaged(name, 'its archive directory is missing');
}

interface Directory {
  entries: number;
  offset: number;
  size: number;
}

function readDirectory(buffer: Buffer, name: string): Directory {
  if (buffer.length < EOCD_MIN_LENGTH) throw damaged(name, 'it is too short to be an archive');
  const eocd = findEndOfCentralDirectory(buffer, name);
  let entries = buffer.readUInt16LE(eocd + 10);
  let size = buffer.readUInt32LE(eocd + 12);
  let offset = buffer.readUInt32LE(eocd + 16);
  const locator = eocd - 20;
  if (
    (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) &&
    locator >= 0 &&
    buffer.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE
  ) {
    const record = safeNumber(buffer.readBigUInt64LE(locator + 8), name);
    if (record + 56 > buffer.length || buffer.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE) {
      throw damaged(name, 'its archive directory is inconsistent');
    }
    entries = safeNumber(buffer.readBigUInt64LE(record + 32), name);
    size = safeNumber(buffer.readBigUInt64LE(record + 40), name);
    offset = safeNumber(buffer.readBigUInt64LE(record + 48), name);
  }
  if (offset + size > buffer.length) throw damaged(name, 'its archive directory is cut off');
  return { entries, offset, size };
}

/** Reads the sizes a ZIP64 "extended information" extra field holds for fields set to 0xFFFFFFFF. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer, name: string): void {
  let cursor = 0;
  while (cursor + 4 <= extra.length) {
    const id = extra.readUInt16LE(cursor);
    const length = extra.readUInt16LE(cursor + 2);
    const data = extra.subarray(cursor + 4, cursor + 4 + length);
    cursor += 4 + length;
    if (id !== 0x0001) continue;
    let field = 0;
    const next = (): number => {
      if (field + 8 > data.length) throw damaged(name, 'an entry has an incomplete size record');
      const value = safeNumber(data.readBigUInt64LE(field), name);
      field += 8;
      return value;
    };
    if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
    if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
    if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
  }
}

function readEntries(buffer: Buffer, name: string, limits: ZipLimits): ZipEntry[] {
  const directory = readDirectory(buffer, name);
  if (directory.entries > limits.maxEntries) {
    throw new FileRejection(
      413,
      `${name} holds ${formatCount(directory.entries)} packed parts; at most ${formatCount(limits.maxEntries)} can be read.`,
    );
  }
  const entries: ZipEntry[] = [];
  let cursor = directory.offset;
  for (let index = 0; index < directory.entries; index += 1) {
    if (cursor + 46 > buffer.length || buffer.readUInt32LE(cursor) !== CENTRAL_SIGNATURE) {
      throw damaged(name, 'its archive directory is inconsistent');
    }
    const flags = buffer.readUInt16LE(cursor + 8);
    const nameLength = buffer.readUInt16LE(cursor + 28);
    const extraLength = buffer.readUInt16LE(cursor + 30);
    const commentLength = buffer.readUInt16LE(cursor + 32);
    const entryName = buffer.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const entry: ZipEntry = {
      name: entryName,
      method: buffer.readUInt16LE(cursor + 10),
      compressedSize: buffer.readUInt32LE(cursor + 20),
      uncompressedSize: buffer.readUInt32LE(cursor + 24),
      localHeaderOffset: buffer.readUInt32LE(cursor + 42),
    };
    const extraStart = cursor + 46 + nameLength;
    applyZip64Extra(entry, buffer.subarray(extraStart, extraStart + extraLength), name);
    if ((flags & 0x0001) !== 0) {
      throw new FileRejection(
        422,
        `${name} is password-protected, so it cannot be read. Save a copy without the password and attach that.`,
      );
    }
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw damaged(name, 'it uses a compression method Office files do not use');
    }
    entries.push(entry);
    cursor = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** The packed bytes of an entry, located through its local header. */
function packedData(buffer: Buffer, entry: ZipEntry, name: string): Buffer {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_SIGNATURE) {
    throw damaged(name, 'a packed part is missing');
  }
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > buffer.length) throw damaged(name, 'a packed part is cut off');
  return buffer.subarray(start, end);
}

function verifyEntry(buffer: Buffer, entry: ZipEntry, name: string): void {
  const data = packedData(buffer, entry, name);
  if (entry.method === STORED) {
    if (data.length !== entry.uncompressedSize)
      throw damaged(name, 'a stored part has the wrong size');
    return;
  }
  try {
    // maxOutputLength stops zlib as soon as the entry unpacks to more than it declares.
    inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error: unknown) {
    if (error instanceof RangeError) {
      throw damaged(name, 'a packed part unpacks to more than it declares');
    }
    throw damaged(name, 'a packed part is corrupt');
  }
}

/**
 * Checks an Office file's archive against the limits (see the module comment) and answers its
 * entries. Throws a 413 when it is too large unpacked, a 422 when it is damaged or encrypted.
 */
export function inspectZip(bytes: Uint8Array, name: string, limits: ZipLimits): ZipEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readEntries(buffer, name, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limits.maxUnpackedBytes) {
    throw new FileRejection(
      413,
      `${name} unpacks to ${formatBytes(declared)}; at most ${formatBytes(limits.maxUnpackedBytes)} can be read. It may have been built to overload the reader, or it holds very large embedded files.`,
    );
  }
  for (const entry of entries) verifyEntry(buffer, entry, name);
  return entries;
}

/**
 * The archive of an Office document, checked by {@link inspectZip}, which must hold its main
 * part (`word/document.xml`, `xl/workbook.xml`): without it the file is not what its name says.
 */
export function inspectOfficeArchive(
  bytes: Uint8Array,
  name: string,
  limits: { maxUnpackedBytes: number; maxZipEntries: number },
  expected: { mainPart: string; kind: string; part: string },
): ZipEntry[] {
  const entries = inspectZip(bytes, name, {
    maxUnpackedBytes: limits.maxUnpackedBytes,
    maxEntries: limits.maxZipEntries,
  });
  if (!entries.some((entry) => entry.name === expected.mainPart)) {
    throw new FileRejection(
      415,
      `${name} is not ${expected.kind}: the archive has no ${expected.part} in it.`,
    );
  }
  return entries;
}
