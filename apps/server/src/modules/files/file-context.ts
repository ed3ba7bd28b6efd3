import type { FileKind } from '@petrosage/contracts/files';
import type { Queryable } from '../../db/database';
import { withAttachedFiles, type ContextFile } from '../assistant/context/attachments';
import type { ChatTurn, RequestAttachment } from '../assistant/model/provider';
import { kindOfName } from './upload/file-types';
import * as repo from './files.repo';
import { describeFile } from './files.service';

/** A stored turn, with the files its message carried (`messages.file_ids`). */
export interface TurnWithFiles extends ChatTurn {
  file_ids?: readonly string[] | null;
}

const TYPE_NAMES: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'Word document',
  doc: 'Word 97–2003 document',
  xlsx: 'Excel workbook',
  csv: 'CSV',
  json: 'JSON',
  txt: 'Text',
};

function toContextFile(row: repo.ContextFileRow): ContextFile {
  return {
    name: row.name,
    type: TYPE_NAMES[row.kind],
    description: describeFile(row.kind, row.characters, row.details),
    characters: row.characters,
    text: row.content,
    summary: row.summary,
  };
}

/**
 * The turns as the model gets them: each message followed by the files it carried, within
 * `budgetChars` per message (`assistant/context/attachments.ts`). Reads nothing when no turn
 * carried a file.
 */
export async function turnsWithFiles(
  db: Queryable,
  userId: string,
  turns: readonly TurnWithFiles[],
  budgetChars: number,
): Promise<ChatTurn[]> {
  const ids = [...new Set(turns.flatMap((turn) => turn.file_ids ?? []))];
  if (ids.length === 0) return turns.map(({ file_ids: _files, ...turn }) => turn);
  const rows = await repo.contextFiles(db, userId, ids, budgetChars);
  const byId = new Map(rows.map((row) => [row.id, toContextFile(row)]));
  return turns.map((turn) => {
    const files = (turn.file_ids ?? []).flatMap((id) => {
      const file = byId.get(id);
      return file ? [file] : [];
    });
    const { file_ids: _files, ...rest } = turn;
    return { ...rest, content: withAttachedFiles(turn.content, files, budgetChars) };
  });
}

/**
 * The files the turns carried, oldest first, for tools and offline skills that read them; those
 * of the last user turn (the new message) are marked `latest`. Reads nothing when no turn
 * carried a file.
 */
export async function requestAttachments(
  db: Queryable,
  userId: string,
  turns: readonly TurnWithFiles[],
): Promise<RequestAttachment[]> {
  const ids = [...new Set(turns.flatMap((turn) => turn.file_ids ?? []))];
  if (ids.length === 0) return [];
  const latest = new Set(turns.findLast((turn) => turn.role === 'user')?.file_ids ?? []);
  const byId = new Map((await repo.ownedFiles(db, userId, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const kind = row && kindOfName(row.name);
    return row && kind ? [{ id, name: row.name, kind, latest: latest.has(id) }] : [];
  });
}
