import { createRequire } from 'node:module';
import mammoth from 'mammoth';
import { capText, type Extraction, type ExtractionLimits } from './extraction';
import { FileRejection } from '../upload/file-rejection';
import { inspectOfficeArchive } from './zip-inspect';

/** The part of word-extractor 1.0.4's API used here (the package ships no types). */
interface WordDocument {
  getBody(): string;
  getFootnotes(): string;
  getEndnotes(): string;
  getTextboxes(options: { includeHeadersAndFooters: boolean }): string;
}
type WordExtractorClass = new () => { extract(source: Buffer): Promise<WordDocument> };

const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorClass;

function noText(name: string): FileRejection {
  return new FileRejection(422, `${name} contains no text to read.`);
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A .docx (checked as an archive first): its text, paragraph by paragraph. */
export async function extractDocx(
  name: string,
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<Extraction> {
  inspectOfficeArchive(bytes, name, limits, {
    mainPart: 'word/document.xml',
    kind: 'a Word document',
    part: 'document',
  });
  let text: string;
  try {
    ({ value: text } = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    }));
  } catch {
    throw new FileRejection(422, `${name} is damaged and cannot be read as a Word document.`);
  }
  const clean = tidy(text);
  if (clean === '') throw noText(name);
  return { ...capText(clean, limits), summary: null, tables: null, details: {} };
}

/** A Word 97–2003 .doc: body, footnotes, endnotes and text boxes (headers and footers left out). */
export async function extractDoc(
  name: string,
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<Extraction> {
  let parts: string[];
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    parts = [
      document.getBody(),
      document.getFootnotes(),
      document.getEndnotes(),
      document.getTextboxes({ includeHeadersAndFooters: false }),
    ];
  } catch {
    throw new FileRejection(
      422,
      `${name} is damaged or is not a Word 97–2003 document, so it cannot be read.`,
    );
  }
  const clean = tidy(
    parts
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join('\n\n'),
  );
  if (clean === '') throw noText(name);
  return { ...capText(clean, limits), summary: null, tables: null, details: {} };
}
