import type { FileDetails, FileKind } from '@petrosage/contracts/files';
import type { Queryable } from '../../db/database';
import type { Extraction } from './extraction/extraction';

type R<T> = T & Record<string, unknown>;

/** A file's stored facts, without its content. */
export interface FileRow {
  id: string;
  user_id: string;
  message_id: string | null;
  name: string;
  kind: FileKind;
  size_bytes: number;
  characters: number;
  details: Omit<FileDetails, 'characters'>;
  created_at: Date;
}

const FILE_COLUMNS =
  'id, user_id, message_id, name, kind, size_bytes, characters, details, created_at';

export interface NewFile {
  id: string;
  userId: string;
  name: string;
  kind: FileKind;
  sizeBytes: number;
  sha256: string;
  extraction: Extraction;
}

export async function insertFile(q: Queryable, file: NewFile): Promise<FileRow> {
  const { extraction } = file;
  const [row] = await q.query<R<FileRow>>(
    `INSERT INTO files (id, user_id, name, kind, size_bytes, sha256, content, characters, summary, tables, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${FILE_COLUMNS}`,
    [
      file.id,
      file.userId,
      file.name,
      file.kind,
      file.sizeBytes,
      file.sha256,
      extraction.text,
      extraction.characters,
      extraction.summary,
      extraction.tables === null ? null : JSON.stringify(extraction.tables),
      JSON.stringify(extraction.details),
    ],
  );
  if (!row) throw new Error('file insert returned no row');
  return row;
}

/** Every statement below is scoped to the owner: another user's ids simply match nothing. */
export async function findFile(
  q: Queryable,
  userId: string,
  fileId: string,
): Promise<FileRow | undefined> {
  const [row] = await q.query<R<FileRow>>(
    `SELECT ${FILE_COLUMNS} FROM files WHERE id = $1 AND user_id = $2`,
    [fileId, userId],
  );
  return row;
}

/** Deletes a file that was not sent; answers what it found. */
export async function deleteUnsentFile(
  q: Queryable,
  userId: string,
  fileId: string,
): Promise<'deleted' | 'sent' | 'missing'> {
  const [row] = await q.query<{ deleted: boolean }>(
    `WITH target AS (SELECT id, message_id FROM files WHERE id = $1 AND user_id = $2),
     gone AS (DELETE FROM files WHERE id IN (SELECT id FROM target WHERE message_id IS NULL) RETURNING id)
     SELECT EXISTS (SELECT 1 FROM gone) AS deleted FROM target`,
    [fileId, userId],
  );
  if (!row) return 'missing';
  return row.deleted ? 'deleted' : 'sent';
}

/** The user's files among `fileIds` (ids of others, or unknown ones, are missing from the answer). */
export async function ownedFiles(
  q: Queryable,
  userId: string,
  fileIds: readonly string[],
): Promise<{ id: string; name: string; message_id: string | null }[]> {
  return q.query<{ id: string; name: string; message_id: string | null }>(
    'SELECT id, name, message_id FROM files WHERE user_id = $1 AND id = ANY($2::text[])',
    [userId, [...fileIds]],
  );
}

/**
 * Marks unsent files as sent with a message, in the given order, and records them on the message.
 * Answers how many were attached (fewer than asked when some were sent meanwhile).
 */
export async function attachFiles(
  q: Queryable,
  userId: string,
  messageId: string,
  fileIds: readonly string[],
): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `UPDATE files f SET message_id = $2, position = ordered.position
     FROM unnest($3::text[]) WITH ORDINALITY AS ordered (id, position)
     WHERE f.id = ordered.id AND f.user_id = $1 AND f.message_id IS NULL
     RETURNING f.id`,
    [userId, messageId, [...fileIds]],
  );
  await q.query('UPDATE messages SET file_ids = $2::text[] WHERE id = $1 AND user_id = $3', [
    messageId,
    [...fileIds],
    userId,
  ]);
  return rows.length;
}

/**
 * Gives a new message copies of the files another message carried (an edited question keeps its
 * files; the earlier version keeps its own). `newIds` are the copies' ids, in the files' order.
 */
export async function copyFiles(
  q: Queryable,
  userId: string,
  fromMessageId: string,
  toMessageId: string,
  newIds: readonly string[],
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `WITH source AS (
       SELECT f.*, row_number() OVER (ORDER BY f.position) AS n FROM files f
       WHERE f.message_id = $2 AND f.user_id = $1
     )
     INSERT INTO files (id, user_id, message_id, position, name, kind, size_bytes, sha256, content, characters, summary, tables, details)
     SELECT ids.id, s.user_id, $3, s.position, s.name, s.kind, s.size_bytes, s.sha256, s.content, s.characters, s.summary, s.tables, s.details
     FROM source s JOIN unnest($4::text[]) WITH ORDINALITY AS ids (id, n) ON ids.n = s.n
     RETURNING id, position`,
    [userId, fromMessageId, toMessageId, [...newIds]],
  );
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await q.query(
      `UPDATE messages SET file_ids = (
         SELECT array_agg(id ORDER BY position) FROM files WHERE message_id = $1
       ) WHERE id = $1 AND user_id = $2`,
      [toMessageId, userId],
    );
  }
  return ids;
}

/** What the history shows of the files of some messages, in each message's order. */
export async function filesOfMessages(
  q: Queryable,
  messageIds: readonly string[],
): Promise<FileRow[]> {
  if (messageIds.length === 0) return [];
  return q.query<R<FileRow>>(
    `SELECT ${FILE_COLUMNS} FROM files WHERE message_id = ANY($1::text[]) ORDER BY message_id, position`,
    [[...messageIds]],
  );
}

/** A file as the model is shown it: the beginning of its text, its summary, and its facts. */
export interface ContextFileRow {
  id: string;
  name: string;
  kind: FileKind;
  characters: number;
  details: Omit<FileDetails, 'characters'>;
  /** At most `maxChars` characters of the stored text. */
  content: string;
  summary: string | null;
}

/** The files of `fileIds` owned by `userId`, with at most `maxChars` of each text. */
export async function contextFiles(
  q: Queryable,
  userId: string,
  fileIds: readonly string[],
  maxChars: number,
): Promise<ContextFileRow[]> {
  if (fileIds.length === 0) return [];
  return q.query<R<ContextFileRow>>(
    `SELECT id, name, kind, characters, details, left(content, $3) AS content, summary
     FROM files WHERE user_id = $1 AND id = ANY($2::text[])`,
    [userId, [...fileIds], maxChars],
  );
}

/** The parsed tables of one of the user's files (null: the file has none; undefined: no such file). */
export async function fileTables(
  q: Queryable,
  userId: string,
  fileId: string,
): Promise<string | null | undefined> {
  const [row] = await q.query<{ tables: string | null }>(
    'SELECT tables FROM files WHERE id = $1 AND user_id = $2',
    [fileId, userId],
  );
  return row === undefined ? undefined : row.tables;
}

/** Deletes files uploaded more than `olderThanSeconds` ago and never sent; answers how many. */
export async function deleteStaleUnsentFiles(
  q: Queryable,
  olderThanSeconds: number,
): Promise<number> {
  const rows = await q.query(
    `DELETE FROM files WHERE message_id IS NULL AND created_at < now() - make_interval(secs => $1)
     RETURNING id`,
    [olderThanSeconds],
  );
  return rows.length;
}

/** A file as "Export my data" gives it: what was read from it (the upload itself is not kept). */
export type ExportedFileRow = {
  id: string;
  name: string;
  kind: string;
  size_bytes: number;
  sha256: string;
  characters: number;
  summary: string | null;
  content: string;
  message_id: string | null;
  created_at: Date;
};

export function filesForExport(q: Queryable, userId: string): Promise<ExportedFileRow[]> {
  return q.query<ExportedFileRow>(
    `SELECT id, name, kind, size_bytes, sha256, characters, summary, content, message_id, created_at
     FROM files WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

/** Bytes of text read from the user's files, for the export's size bound. */
export async function storedFileBytes(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ bytes: string | null }>(
    'SELECT sum(octet_length(content))::text AS bytes FROM files WHERE user_id = $1',
    [userId],
  );
  return Number(row?.bytes ?? 0);
}
