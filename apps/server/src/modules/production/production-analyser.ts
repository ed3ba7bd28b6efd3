import { analysisBlock, type AnalysisCard } from '@petrosage/contracts/analysis-card';
import type { FileKind, UploadedFile } from '@petrosage/contracts/files';
import type { FastifyBaseLogger } from 'fastify';
import { WorkerPool } from '../../lib/worker-pool';
import type { RequestAttachment } from '../assistant/model/provider';
import { ToolInputError, type ToolContext } from '../assistant/assistant-tool';
import {
  refusalError,
  type AnalysisJob,
  type AnalysisOutcome,
  type AnalysisReply,
  type AnalysisRefusal,
} from './analysis-job';
import type { AnalyzeProductionInput } from './production-tool';

/**
 * What an analysis reads of the user's files. `FilesService` is one; every call is scoped to the
 * user, and another user's file id is a `not_found` AppError (a 404 over HTTP).
 */
export interface ProductionFiles {
  get(userId: string, fileId: string): Promise<UploadedFile>;
  /** The file's parsed tables as stored (JSON text), or null for a file without tables. */
  storedTables(userId: string, fileId: string): Promise<string | null>;
}

/** File kinds whose rows are kept as tables. */
const TABLE_KINDS: readonly FileKind[] = ['csv', 'xlsx', 'json'];

/** Analyses at once: the machine's cores are shared with the server's own thread. */
const ANALYSIS_WORKERS = 2;
/** Longest one analysis may take; a 200,000-row file takes a few seconds. */
export const ANALYSIS_TIMEOUT_MS = 30_000;
const ANALYSIS_MEMORY_MB = 512;
const ANALYSIS_IDLE_MS = 60_000;
/**
 * Stored tables kept for the next analyses of the same file (a follow-up that changes one option
 * reads the same rows), bounded by their characters. Reading a 200,000-row file's tables holds
 * the embedded database for tens of milliseconds, and every other request waits behind it.
 */
const STORED_TABLES_BUDGET_CHARS = 64 * 1024 * 1024;

function needUser(context: ToolContext): string {
  if (context.userId === undefined) {
    throw new ToolInputError(`analyze_production reads the signed-in user's files; sign in.`);
  }
  return context.userId;
}

/** The attachment the input names, or the newest table file of the conversation. */
function pickAttachment(
  input: AnalyzeProductionInput,
  attachments: readonly RequestAttachment[],
): string {
  if (input.attachment_id !== undefined) return input.attachment_id;
  const tables = attachments.filter((file) => TABLE_KINDS.includes(file.kind));
  if (input.file_name !== undefined) {
    const wanted = input.file_name.toLowerCase();
    const named = attachments.filter((file) => file.name.toLowerCase() === wanted).at(-1);
    if (named) return named.id;
    throw new ToolInputError(
      attachments.length === 0
        ? `file_name: no file named "${input.file_name}" is attached in this conversation.`
        : `file_name: no file named "${input.file_name}" is attached in this conversation; the attached files are ${attachments.map((file) => `"${file.name}"`).join(', ')}.`,
    );
  }
  // The new message's files first, then the newest of the earlier ones.
  const newest = tables.filter((file) => file.latest).at(-1) ?? tables.at(-1);
  if (newest) return newest.id;
  throw new ToolInputError(
    'No CSV or Excel file is attached in this conversation: attach one with dates and oil, gas or water rates (or give attachment_id).',
  );
}

/**
 * The reply with its file-analysis card under the heading, where the reader looks first: the
 * columns read and the options, with the controls to correct them.
 */
function withCard(markdown: string, card: AnalysisCard): string {
  const block = analysisBlock(card);
  const heading = markdown.indexOf('\n\n');
  return heading === -1
    ? `${markdown}\n\n${block}`
    : `${markdown.slice(0, heading)}\n\n${block}${markdown.slice(heading)}`;
}

/**
 * Production analyses of attached files, for the `analyze_production` tool and the offline
 * engine's skill. Which file, and whether it is the user's, is settled here; the work that grows
 * with the file runs in a worker thread (`analysis-job.ts`), at most two at once, each bounded in
 * time and memory.
 */
export class ProductionAnalyser {
  /** By `user/file`: a file's tables never change once stored; reads in flight are shared. */
  private readonly stored = new Map<string, { read: Promise<string | null>; chars: number }>();
  private storedChars = 0;

  constructor(
    private readonly files: ProductionFiles,
    private readonly pool: WorkerPool<AnalysisJob, AnalysisOutcome>,
  ) {}

  static create(files: ProductionFiles, log?: FastifyBaseLogger): ProductionAnalyser {
    const pool = new WorkerPool<AnalysisJob, AnalysisOutcome>({
      entry: new URL('./analysis-worker', import.meta.url),
      size: ANALYSIS_WORKERS,
      timeoutMs: ANALYSIS_TIMEOUT_MS,
      memoryMb: ANALYSIS_MEMORY_MB,
      idleMs: ANALYSIS_IDLE_MS,
      // Started with the server (`warm`) and kept: a cold first analysis stalled other requests.
      keepWarm: ANALYSIS_WORKERS,
      ...(log && { log }),
      timedOut: (job) =>
        new ToolInputError(
          `${job.file.name} took longer than ${ANALYSIS_TIMEOUT_MS / 1000} s to analyse. Split the file (by well or by period) and attach the part to analyse.`,
        ),
      crashed: (job, outOfMemory) =>
        new ToolInputError(
          `${job.file.name} could not be analysed: ${outOfMemory ? 'it needs more memory than one analysis may use' : 'the analysis stopped on it'}. Split the file and attach the part to analyse.`,
        ),
      refused: (_job, refusal) => refusalError(refusal as AnalysisRefusal),
      failed: (job) => new Error(`the analysis of ${job.file.name} failed`),
    });
    return new ProductionAnalyser(files, pool);
  }

  async analyse(
    input: AnalyzeProductionInput,
    context: ToolContext,
  ): Promise<{ file: UploadedFile; outcome: AnalysisReply }> {
    const userId = needUser(context);
    const fileId = pickAttachment(input, context.attachments ?? []);
    // Throws not_found for an id that is not this user's.
    const file = await this.files.get(userId, fileId);
    if (!TABLE_KINDS.includes(file.kind)) {
      throw new ToolInputError(
        `${file.name} is a ${file.kind.toUpperCase()} file; production data is read from CSV or Excel (XLSX) files.`,
      );
    }
    const tables = await this.storedTables(userId, fileId);
    if (tables === null)
      throw new ToolInputError(`${file.name} holds no table of values to analyse.`);
    const { card, ...done } = await this.pool.run({ tables, file: { name: file.name }, input });
    return {
      file,
      outcome: { ...done, markdown: withCard(done.markdown, { ...card, file_id: file.id }) },
    };
  }

  /** Starts the analysis workers ahead of the first analysis; resolves once they are ready. */
  warm(): Promise<void> {
    return this.pool.warm();
  }

  /** Analysis workers ready for a job now. */
  get readyWorkers(): number {
    return this.pool.readyWorkers;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** The file's stored tables: read once for analyses at the same time, kept for the next. */
  private storedTables(userId: string, fileId: string): Promise<string | null> {
    const key = `${userId}/${fileId}`;
    const hit = this.stored.get(key);
    if (hit) {
      this.stored.delete(key);
      this.stored.set(key, hit);
      return hit.read;
    }
    const entry = { read: this.files.storedTables(userId, fileId), chars: 0 };
    this.stored.set(key, entry);
    entry.read.then(
      (tables) => {
        if (this.stored.get(key) !== entry) return;
        entry.chars = tables?.length ?? 0;
        this.storedChars += entry.chars;
        for (const [oldest, kept] of this.stored) {
          if (this.storedChars <= STORED_TABLES_BUDGET_CHARS || oldest === key) break;
          this.stored.delete(oldest);
          this.storedChars -= kept.chars;
        }
      },
      () => {
        if (this.stored.get(key) === entry) this.stored.delete(key);
      },
    );
    return entry.read;
  }
}
