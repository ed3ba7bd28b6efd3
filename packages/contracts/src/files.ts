import { z } from './zod';

/**
 * Attachments (`{host}` = `/api`): a file is uploaded on its own (`POST /files`, multipart), read
 * on the server, and sent with a message by id (`attachment_ids` of `POST /prompt`). Only its
 * extracted content is kept (docs/decisions/013-attachments.md).
 */

/** docs/product.md §2 (input bar): the file types a user may attach, as file-name extensions. */
export const ATTACHMENT_EXTENSIONS = [
  '.txt',
  '.pdf',
  '.doc',
  '.docx',
  '.csv',
  '.xlsx',
  '.json',
] as const;

/** The kind of an accepted file: its extension without the dot. */
export const FileKindSchema = z.enum(['txt', 'pdf', 'doc', 'docx', 'csv', 'xlsx', 'json']);
export type FileKind = z.infer<typeof FileKindSchema>;

export const FileIdSchema = z
  .string()
  .check(z.regex(/^file_[A-Za-z0-9]{12,40}$/, 'must be a file id (file_…)'));

/** What was read from a file; which fields are present depends on its kind. */
export const FileDetailsSchema = z.object({
  /** Characters of text extracted (before any limit for the model). */
  characters: z.number().check(z.int(), z.nonnegative()),
  /** PDF: pages in the document. */
  pages: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** PDF: pages without a text layer (scanned images), which were skipped. */
  pages_without_text: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** XLSX: worksheets read (empty ones included). */
  sheets: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** CSV, XLSX, JSON records: data rows in all tables (header rows not counted). */
  rows: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** CSV, JSON records: columns of the table. */
  columns: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** TXT, CSV, JSON: the character encoding detected, e.g. `UTF-8`, `UTF-16LE`, `Windows-1252`. */
  encoding: z.optional(z.string()),
  /** CSV: the field delimiter detected. */
  delimiter: z.optional(z.string()),
  /** CSV: whether the first row was taken as column names. */
  header: z.optional(z.boolean()),
});
export type FileDetails = z.infer<typeof FileDetailsSchema>;

/** `POST /files` (201) and `GET /files/{fileId}`: an uploaded, successfully read file. */
export const UploadedFileSchema = z.object({
  id: FileIdSchema,
  /** The file name as uploaded (path parts and control characters removed). */
  name: z.string(),
  kind: FileKindSchema,
  size_bytes: z.number().check(z.int(), z.nonnegative()),
  /** ISO 8601 upload time. */
  created_at: z.string(),
  /** The message it was sent with (`msg_…`); null until it is sent. */
  message_id: z.nullable(z.string()),
  /** One line for people, e.g. `3 pages · 4,210 characters` or `120 rows × 4 columns`. */
  summary: z.string(),
  details: FileDetailsSchema,
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** A file as a message in the history shows it. */
export const MessageAttachmentSchema = z.pick(UploadedFileSchema, {
  id: true,
  name: true,
  kind: true,
  size_bytes: true,
  summary: true,
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

/** `DELETE /files/{fileId}`: a file not sent yet was removed. */
export const DeleteFileResponseSchema = z.object({ deleted: z.literal(1) });

/**
 * The parsed rows of a CSV, XLSX (one table per non-empty sheet) or JSON list of records, kept
 * for analysis (rates against dates and the like), not only the text shown to the model.
 */
export const TableCellSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);
export type TableCell = z.infer<typeof TableCellSchema>;

/**
 * A column's type, inferred from its non-empty cells: `number` (all numbers), `date` (all dates,
 * stored as ISO 8601 strings), `boolean`, `text` (anything else) or `empty`.
 */
export const ColumnTypeSchema = z.enum(['number', 'date', 'boolean', 'text', 'empty']);
export type ColumnType = z.infer<typeof ColumnTypeSchema>;

export const ExtractedTableSchema = z.object({
  /** The sheet's name (XLSX) or the file's name (CSV, JSON). */
  name: z.string(),
  /** Column names: the header row's, or `Column 1`, `Column 2`… when there is no header. */
  columns: z.array(z.string()),
  column_types: z.array(ColumnTypeSchema),
  /** Whether the first row was taken as column names. */
  header: z.boolean(),
  /**
   * Data rows, one cell per column. Numbers are numbers (`1,234.5` and, in `;`-separated files,
   * `812,5` are read as numbers); dates are ISO 8601 strings (`2024-01-31`, or with a time
   * `2024-01-31T06:00:00`); other values keep their text; empty cells are null.
   */
  rows: z.array(z.array(TableCellSchema)),
});
export type ExtractedTable = z.infer<typeof ExtractedTableSchema>;
