import type { ExtractedTable, FileDetails, FileKind } from '@petrosage/contracts/files';

/** What reading a file yields; computed in the extraction worker, stored with the file. */
export interface Extraction {
  /** All the text for the model (tables as CSV), at most `maxTextChars` characters. */
  text: string;
  /** Characters of text before the `maxTextChars` cut. */
  characters: number;
  /** Tables only: a shorter text (column statistics, first and last rows) for when `text` does not fit. */
  summary: string | null;
  /** CSV, XLSX and JSON lists of records: the parsed rows. */
  tables: ExtractedTable[] | null;
  details: Omit<FileDetails, 'characters'>;
}

/** Bounds on what one file may make the reader do (docs/decisions/013-attachments.md). */
export interface ExtractionLimits {
  /** .docx / .xlsx: bytes all archive entries may unpack to together. */
  maxUnpackedBytes: number;
  /** .docx / .xlsx: entries in the archive. */
  maxZipEntries: number;
  maxSheets: number;
  /** Data rows in all tables of one file together. */
  maxRows: number;
  /** Cells in all tables of one file together. */
  maxCells: number;
  maxPdfPages: number;
  /** Text kept for the model. */
  maxTextChars: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxSheets: 100,
  maxRows: 200_000,
  maxCells: 2_000_000,
  maxPdfPages: 2_000,
  maxTextChars: 2_000_000,
};

/** A request to the extraction worker. */
export interface ExtractionJob {
  /** The name shown in messages. */
  name: string;
  /** The parser to use (after the content check; a `.doc` holding a `.docx` is read as `docx`). */
  parseAs: FileKind;
  bytes: Uint8Array;
  limits: ExtractionLimits;
}

/** Cuts text to the limit, keeping the full length. */
export function capText(
  text: string,
  limits: ExtractionLimits,
): Pick<Extraction, 'text' | 'characters'> {
  return {
    text: text.length > limits.maxTextChars ? text.slice(0, limits.maxTextChars) : text,
    characters: text.length,
  };
}
