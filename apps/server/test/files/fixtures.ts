import { createHash } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Test files built byte by byte, so every fixture's content is known and nothing binary is
 * committed: PDFs (with a text layer, without one, encrypted with the standard security handler),
 * ZIP archives (and through them .docx files and zip bombs), .xlsx workbooks (written with
 * exceljs) and Word 97 .doc files (an OLE compound file holding a Word 97 FIB and piece table).
 */

// ── PDF ────────────────────────────────────────────────────────────────────────────────────────

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A page's content stream: each line of `text` shown in Helvetica, or a drawn line when null. */
function pageContent(text: string | null): string {
  if (text === null) return '0 0 m 200 200 l S';
  const lines = text.split('\n');
  return `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${pdfString(line)}) Tj T*`).join(' ')} ET`;
}

interface PdfObject {
  body: Buffer;
}

function assemblePdf(objects: PdfObject[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      object.body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

function streamObject(content: Buffer): PdfObject {
  return {
    body: Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  };
}

const text = (value: string): PdfObject => ({ body: Buffer.from(value, 'latin1') });

/**
 * A PDF with one page per entry: its lines as real text (a text layer pdf.js extracts), or for
 * `null` a page with only a drawing, like a scanned image has no text.
 */
export function makePdf(pages: readonly (string | null)[]): Buffer {
  const fontId = 3 + pages.length * 2;
  const objects: PdfObject[] = [
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text(
      `<< /Type /Pages /Kids [${pages.map((_, index) => `${3 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
  ];
  pages.forEach((page, index) => {
    objects.push(
      text(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + index * 2} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`,
      ),
      streamObject(Buffer.from(pageContent(page), 'latin1')),
    );
  });
  objects.push(
    text('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  );
  return assemblePdf(objects);
}

/** RC4, as the PDF standard security handler (revision 2) uses it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + (state[i] ?? 0) + (key[i % key.length] ?? 0)) & 255;
    [state[i], state[j]] = [state[j] ?? 0, state[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k += 1) {
    i = (i + 1) & 255;
    j = (j + (state[i] ?? 0)) & 255;
    [state[i], state[j]] = [state[j] ?? 0, state[i] ?? 0];
    out[k] = (data[k] ?? 0) ^ (state[((state[i] ?? 0) + (state[j] ?? 0)) & 255] ?? 0);
  }
  return out;
}

const PASSWORD_PADDING = Buffer.from(
  '28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A',
  'hex',
);
const padPassword = (password: string): Buffer =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);
const md5 = (...parts: Buffer[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();

/**
 * A one-page PDF encrypted with a user password (standard security handler, revision 2, 40-bit
 * RC4: PDF 1.4 "Algorithms 3.1–3.4"). pdf.js opens it only with the password.
 */
export function makeEncryptedPdf(pageText: string, userPassword: string): Buffer {
  const owner = rc4(
    md5(padPassword(`${userPassword}-owner`)).subarray(0, 5),
    padPassword(userPassword),
  );
  const permissions = -44;
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileId = Buffer.from('5a2f0e1c9b7d4a3f8e6c1d2b3a4f5e6d', 'hex');
  const key = md5(padPassword(userPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, PASSWORD_PADDING);
  // Object 4's stream is encrypted with the key extended by its object and generation numbers.
  const objectKey = md5(key, Buffer.from([4, 0, 0, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey, Buffer.from(pageContent(pageText), 'latin1'));
  const objects: PdfObject[] = [
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    text(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    streamObject(content),
    text('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    text(
      `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    ),
  ];
  return assemblePdf(
    objects,
    `/Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] `,
  );
}

// ── ZIP (and .docx) ────────────────────────────────────────────────────────────────────────────

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  /** Store without compression. */
  store?: boolean;
  /** Write this as the unpacked size instead of the true one (a lying archive). */
  declaredSize?: number;
}

/** A ZIP archive (PKWARE APPNOTE 6.3: local headers, central directory, end record). */
export function makeZip(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const packed = entry.store ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? data.length;
    const crc = crc32(data);
    const method = entry.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const DOCX_CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
export const DOCX_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export function docxDocumentXml(paragraphs: readonly string[]): string {
  const body = paragraphs
    .map(
      (paragraph) =>
        `<w:p><w:r><w:t xml:space="preserve">${escapeXml(paragraph)}</w:t></w:r></w:p>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A minimal valid .docx (content types, package relationships, the main document). */
export function makeDocx(paragraphs: readonly string[]): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
    { name: '_rels/.rels', data: DOCX_RELS },
    { name: 'word/document.xml', data: docxDocumentXml(paragraphs) },
  ]);
}

/**
 * A zip bomb shaped like a .docx: its document entry honestly declares `unpackedMb` MB of zeros
 * that deflate to a few hundred KB.
 */
export function makeZipBombDocx(unpackedMb: number): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
    { name: '_rels/.rels', data: DOCX_RELS },
    { name: 'word/document.xml', data: Buffer.alloc(unpackedMb * 1024 * 1024) },
  ]);
}

// ── XLSX ───────────────────────────────────────────────────────────────────────────────────────

export type SheetRows = readonly (readonly ExcelJS.CellValue[])[];

/** An .xlsx with one worksheet per entry, written by exceljs. */
export async function makeXlsx(sheets: Record<string, SheetRows>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ── Word 97 .doc (OLE compound file) ──────────────────────────────────────────────────────────

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;
/** Streams shorter than this live in the mini stream; ours are padded to avoid it. */
const MINI_STREAM_CUTOFF = 4096;

interface CfbStream {
  name: string;
  data: Buffer;
}

function directoryEntry(
  name: string,
  type: 1 | 2 | 5,
  links: { left?: number; right?: number; child?: number },
  start: number,
  size: number,
): Buffer {
  const entry = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\u0000`, 'utf16le');
  encoded.copy(entry, 0);
  entry.writeUInt16LE(encoded.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67);
  entry.writeUInt32LE(links.left ?? NO_STREAM, 68);
  entry.writeUInt32LE(links.right ?? NO_STREAM, 72);
  entry.writeUInt32LE(links.child ?? NO_STREAM, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * An OLE compound file (MS-CFB version 3, 512-byte sectors) with two or three streams in the root
 * storage, each padded to at least 4,096 bytes. `cycle` makes the first stream's sector chain
 * loop back on itself, as a hostile file can.
 */
export function makeCompoundFile(
  streams: readonly CfbStream[],
  options: { cycle?: boolean } = {},
): Buffer {
  const padded = streams.map((stream) => {
    const length = Math.max(MINI_STREAM_CUTOFF, Math.ceil(stream.data.length / SECTOR) * SECTOR);
    const data = Buffer.alloc(length);
    stream.data.copy(data);
    return { name: stream.name, data, size: Math.max(MINI_STREAM_CUTOFF, stream.data.length) };
  });
  const fat: number[] = [FAT_SECTOR, END_OF_CHAIN];
  const starts: number[] = [];
  for (const stream of padded) {
    const start = fat.length;
    starts.push(start);
    const count = stream.data.length / SECTOR;
    for (let index = 0; index < count; index += 1) {
      fat.push(index === count - 1 ? END_OF_CHAIN : start + index + 1);
    }
  }
  if (options.cycle && starts[0] !== undefined) fat[starts[0] + 1] = starts[0];
  if (fat.length > SECTOR / 4) throw new Error('test compound file too large for one FAT sector');
  const fatSector = Buffer.alloc(SECTOR, 0xff);
  fat.forEach((value, index) => fatSector.writeUInt32LE(value, index * 4));

  // Root → first stream; the others hang off it as siblings.
  const entries = [
    directoryEntry('Root Entry', 5, { child: 1 }, END_OF_CHAIN, 0),
    ...padded.map((stream, index) =>
      directoryEntry(
        stream.name,
        2,
        index === 0
          ? { left: padded.length > 1 ? 2 : undefined, right: padded.length > 2 ? 3 : undefined }
          : {},
        starts[index] ?? END_OF_CHAIN,
        stream.size,
      ),
    ),
  ];
  const directory = Buffer.alloc(SECTOR);
  entries.forEach((entry, index) => entry.copy(directory, index * 128));

  const header = Buffer.alloc(SECTOR);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  header.writeUInt32LE(0, 72);
  for (let index = 0; index < 109; index += 1)
    header.writeUInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);

  return Buffer.concat([header, fatSector, directory, ...padded.map((stream) => stream.data)]);
}

/** Where the text starts in our WordDocument stream. */
const TEXT_OFFSET = 0x400;

/**
 * A Word 97 (.doc) file: a WordDocument stream holding the FIB (magic 0xA5EC, nFib 0xC1) and the
 * text as 8-bit characters, and a 0Table stream holding the piece table (CLX) that points at it.
 * Paragraphs end with `\r`, as Word writes them.
 */
export function makeDoc(paragraphs: readonly string[], options: { cycle?: boolean } = {}): Buffer {
  const body = Buffer.from(`${paragraphs.join('\r')}\r`, 'latin1');
  const word = Buffer.alloc(TEXT_OFFSET + body.length);
  word.writeUInt16LE(0xa5ec, 0x00);
  word.writeUInt16LE(0x00c1, 0x02);
  word.writeUInt16LE(0x0000, 0x0a);
  word.writeUInt32LE(TEXT_OFFSET, 0x18);
  word.writeUInt32LE(TEXT_OFFSET + body.length, 0x1c);
  word.writeUInt32LE(body.length, 0x4c);
  body.copy(word, TEXT_OFFSET);

  // CLX: a Pcdt (0x02, size, PlcPcd) with one piece covering the whole text, 8-bit ("compressed").
  const plcPcd = Buffer.alloc(4 * 2 + 8);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(body.length, 4);
  plcPcd.writeUInt16LE(0, 8);
  plcPcd.writeUInt32LE(((TEXT_OFFSET * 2) | 0x40000000) >>> 0, 10);
  plcPcd.writeUInt16LE(0, 14);
  const clx = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(4), plcPcd]);
  clx.writeUInt32LE(plcPcd.length, 1);
  word.writeUInt32LE(0, 0x1a2);
  word.writeUInt32LE(clx.length, 0x1a6);

  return makeCompoundFile(
    [
      { name: 'WordDocument', data: word },
      { name: '0Table', data: clx },
    ],
    options,
  );
}
