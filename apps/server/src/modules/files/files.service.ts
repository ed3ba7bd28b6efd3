import { createHash } from 'node:crypto';
import {
  type FileDetails,
  type FileKind,
  type MessageAttachment,
  type UploadedFile,
} from '@petrosage/contracts/files';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { randomId } from '../../lib/random-id';
import { FileRejection, formatBytes, formatCount } from './upload/file-rejection';
import { ACCEPTED_TYPES_TEXT, checkContent, cleanFileName, kindOfName } from './upload/file-types';
import type { FastifyBaseLogger } from 'fastify';
import { createExtractionPool, type ExtractionPool } from './extraction/extraction-pool';
import { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from './extraction/extraction';
import * as repo from './files.repo';
import type { FileRow } from './files.repo';

/** Files read at once; more wait their turn (the machine's cores are shared with the server). */
const EXTRACTION_WORKERS = 2;
/** Heap of each extraction worker, in MB. */
const EXTRACTION_MEMORY_MB = 1024;
/** An extraction worker unused this long is stopped (it restarts on the next upload). */
const EXTRACTION_IDLE_MS = 60_000;

/** Files uploaded but never sent are deleted after this long. */
export const UNSENT_FILE_TTL_SECONDS = 24 * 60 * 60;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The chip's line: `3 pages · 4,210 characters`, `120 rows × 4 columns`, `2 sheets · 1,200 rows`. */
export function describeFile(
  kind: FileKind,
  characters: number,
  details: Omit<FileDetails, 'characters'>,
): string {
  const text = plural(characters, 'character');
  switch (kind) {
    case 'pdf': {
      const pages = plural(details.pages ?? 0, 'page');
      const blank = details.pages_without_text
        ? ` (${formatCount(details.pages_without_text)} without text)`
        : '';
      return `${pages}${blank} · ${text}`;
    }
    case 'xlsx':
      return `${plural(details.sheets ?? 0, 'sheet')} · ${plural(details.rows ?? 0, 'row')}`;
    case 'csv':
      return `${plural(details.rows ?? 0, 'row')} × ${plural(details.columns ?? 0, 'column')}`;
    case 'json':
      return details.rows === undefined
        ? `JSON · ${text}`
        : `${plural(details.rows, 'record')} · ${plural(details.columns ?? 0, 'field')}`;
    case 'txt':
    case 'doc':
    case 'docx':
      return text;
  }
}

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size_bytes: row.size_bytes,
    created_at: row.created_at.toISOString(),
    message_id: row.message_id,
    summary: describeFile(row.kind, row.characters, row.details),
    details: { characters: row.characters, ...row.details },
  };
}

export function toMessageAttachment(row: FileRow): MessageAttachment {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size_bytes: row.size_bytes,
    summary: describeFile(row.kind, row.characters, row.details),
  };
}

function fileNotFound(): AppError {
  return new AppError('not_found', 'File not found');
}

export interface Upload {
  /** The file name the client sent. */
  fileName: string;
  bytes: Buffer;
}

/**
 * Attachments: checks, reading (in the extraction pool), storage and ownership. Every lookup is
 * scoped to the owner; another user's file id is a 404.
 */
export class FilesService {
  private readonly limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS;

  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Database,
    private readonly config: Config['files'],
    private readonly pool: ExtractionPool,
  ) {
    this.limiter = new RateLimiter(db);
  }

  /** The service with its own extraction pool; `close()` stops the pool's workers. */
  static create(db: Database, config: Config['files'], log?: FastifyBaseLogger): FilesService {
    const pool = createExtractionPool({
      size: EXTRACTION_WORKERS,
      timeoutMs: config.parseTimeoutMs,
      memoryMb: EXTRACTION_MEMORY_MB,
      idleMs: EXTRACTION_IDLE_MS,
      ...(log && { log }),
    });
    return new FilesService(db, config, pool);
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /**
   * Counts an upload against the user's `RATE_LIMIT_UPLOADS_PER_USER` per window (reading
   * files costs the server time, refused ones too): a 429 with Retry-After beyond it.
   */
  async admitUpload(userId: string): Promise<void> {
    try {
      await this.limiter.hit({
        key: `files:user:${userId}`,
        limit: this.config.uploadsPerWindow,
        windowSeconds: this.config.windowSeconds,
      });
    } catch (error: unknown) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      const seconds = error.options.headers?.['retry-after'] ?? '60';
      throw new AppError(
        'over_request_rate_limit',
        `Too many files uploaded in a short time. Try again in ${seconds} s.`,
        error.options,
      );
    }
  }

  /** Checks, reads and stores an uploaded file; a FileRejection becomes its 413/415/422. */
  async upload(userId: string, { fileName, bytes }: Upload): Promise<UploadedFile> {
    const name = cleanFileName(fileName);
    if (name === '')
      throw new AppError('validation_failed', 'The file has no name.', { status: 422 });
    const kind = kindOfName(name);
    if (kind === undefined) {
      throw new AppError(
        'unsupported_media_type',
        `${name} cannot be attached: only ${ACCEPTED_TYPES_TEXT} files can.`,
      );
    }
    if (bytes.byteLength > this.config.maxBytes) throw this.tooLarge(name);
    try {
      const parseAs = checkContent(name, kind, bytes);
      const extraction = await this.pool.run({ name, parseAs, bytes, limits: this.limits });
      const row = await repo.insertFile(this.db, {
        id: randomId('file'),
        userId,
        name,
        kind,
        sizeBytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        extraction,
      });
      return toUploadedFile(row);
    } catch (error: unknown) {
      if (error instanceof FileRejection) throw rejectionError(error);
      throw error;
    }
  }

  /** The 413 for a file over `FILE_MAX_BYTES`. */
  tooLarge(name: string): AppError {
    return new AppError(
      'request_too_large',
      `${name} is larger than ${formatBytes(this.config.maxBytes)}, the most one file may be.`,
    );
  }

  async get(userId: string, fileId: string): Promise<UploadedFile> {
    const row = await repo.findFile(this.db, userId, fileId);
    if (!row) throw fileNotFound();
    return toUploadedFile(row);
  }

  /** Removes a file not sent yet (a chip removed before sending); a sent file is a 409. */
  async remove(userId: string, fileId: string): Promise<void> {
    const outcome = await repo.deleteUnsentFile(this.db, userId, fileId);
    if (outcome === 'missing') throw fileNotFound();
    if (outcome === 'sent') {
      throw new AppError(
        'validation_failed',
        'The file was sent with a message and stays with it.',
        {
          status: 409,
        },
      );
    }
  }

  /**
   * The parsed rows of one of the user's CSV, XLSX or JSON-records files as stored (JSON text of
   * `ExtractedTable[]`; null for other kinds), for analyses that need values rather than text.
   * Left unparsed: a big file's rows are parsed where they are analysed, off the event loop.
   */
  async storedTables(userId: string, fileId: string): Promise<string | null> {
    const stored = await repo.fileTables(this.db, userId, fileId);
    if (stored === undefined) throw fileNotFound();
    return stored;
  }

  /** Deletes files never sent within {@link UNSENT_FILE_TTL_SECONDS}; answers how many. */
  sweepUnsent(): Promise<number> {
    return repo.deleteStaleUnsentFiles(this.db, UNSENT_FILE_TTL_SECONDS);
  }
}

/** The product-API error for a refused file. */
export function rejectionError(rejection: FileRejection): AppError {
  switch (rejection.status) {
    case 413:
      return new AppError('request_too_large', rejection.detail);
    case 415:
      return new AppError('unsupported_media_type', rejection.detail);
    case 422:
      return new AppError('validation_failed', rejection.detail, { status: 422 });
  }
}

/** `attachment_ids` of a prompt: at most `maxPerMessage`, each once, all the user's own. */
export async function checkAttachmentIds(
  db: Database,
  userId: string,
  fileIds: readonly string[],
  maxPerMessage: number,
): Promise<void> {
  if (fileIds.length > maxPerMessage) {
    throw new AppError(
      'validation_failed',
      `At most ${plural(maxPerMessage, 'file')} can be sent with one message.`,
      { status: 422 },
    );
  }
  if (new Set(fileIds).size !== fileIds.length) {
    throw new AppError('validation_failed', 'attachment_ids: a file is listed twice', {
      status: 422,
    });
  }
  const owned = await repo.ownedFiles(db, userId, fileIds);
  if (owned.length !== fileIds.length) {
    throw new AppError('not_found', 'An attached file was not found. Attach it again.');
  }
}

/**
 * Records the files on the user's new message (inside the prompt's transaction). A file sent
 * with another message meanwhile is a 409, and the transaction rolls the message back.
 */
export async function attachToMessage(
  tx: Queryable,
  userId: string,
  messageId: string,
  fileIds: readonly string[],
): Promise<void> {
  const attached = await repo.attachFiles(tx, userId, messageId, fileIds);
  if (attached !== fileIds.length) {
    throw new AppError(
      'validation_failed',
      'An attached file was already sent with another message. Attach it again to send it once more.',
      { status: 409 },
    );
  }
}

/** An edited question carries the files of the version it replaces (copies of them). */
export async function copyAttachments(
  tx: Queryable,
  userId: string,
  fromMessageId: string,
  toMessageId: string,
  count: number,
): Promise<void> {
  if (count === 0) return;
  const ids = Array.from({ length: count }, () => randomId('file'));
  await repo.copyFiles(tx, userId, fromMessageId, toMessageId, ids);
}
