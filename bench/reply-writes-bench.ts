import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type {
  AssistantProvider,
  GenerateRequest,
} from '../apps/server/src/modules/assistant/model/provider';
import { startBenchApp } from './bench-app';

/**
 * What streaming a reply writes to PostgreSQL (decision 038), and how long the compiled server
 * takes to start with `DATA_DIR=memory`.
 *
 * The writes are read from the write-ahead log itself (`pg_walinspect`): every record that touches
 * a relation of the bench's database, and the commit records of its transactions, between the
 * request and the settled reply. Other databases on the same server (a shared development
 * server) are left out, so the figure is this reply's alone. UPDATEs and HOT UPDATEs of
 * `messages` are the log's heap update records on that table: what `pg_stat_user_tables` counts
 * as `n_tup_upd` and `n_tup_hot_upd`.
 *
 * PostgreSQL: `BENCH_POSTGRES_URL`, else `DATABASE_URL`, as a role that may create the
 * `pg_walinspect` extension. Without either, these figures are skipped.
 */

/** A model that writes `text` in `pieces` equal pieces, `everyMs` apart. */
function pacedModel(text: string, pieces: number, everyMs: number): AssistantProvider {
  const size = Math.ceil(text.length / pieces);
  return {
    name: 'offline',
    async *stream(request: GenerateRequest) {
      for (let start = 0; start < text.length; start += size) {
        if (start > 0) await sleep(everyMs, undefined, { signal: request.signal });
        yield text.slice(start, start + size);
      }
    },
  };
}

/**
 * Reply text of `length` characters: words drawn from a drilling vocabulary by a fixed
 * pseudo-random sequence, so it compresses about as prose does (a repeated sentence would
 * compress to nothing and flatter the final write).
 */
function replyText(length: number): string {
  const vocabulary = (
    'the kick tolerance of next section depends on casing shoe strength mud weight and influx ' +
    'volume a leak-off test gives fracture gradient at shoe while pore pressure sets the lower ' +
    'bound equivalent circulating density adds annular friction to hydrostatic head so margin ' +
    'narrows as depth increases choke line losses matter offshore gas expands toward surface ' +
    'shut-in drill pipe pressure reads formation pressure minus hydrostatic column kill mud ' +
    'weight follows from that value plus a safety factor engineers' +
    ' 0.052 psi ppg ft bbl 12.5 9.8 14.2 2,350 10,400 17.5 13-3/8 9-5/8'
  ).split(' ');
  let seed = 19;
  let text = '';
  while (text.length < length) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += `${vocabulary[seed % vocabulary.length]}${seed % 11 === 0 ? '.\n\n' : ' '}`;
  }
  return text.slice(0, length);
}

export interface ReplyWrites {
  scenario: string;
  replyBytes: number;
  durationMs: number;
  /** Storing the prompt: the question, the empty reply, the chat (before the model writes). */
  promptWalBytes: number;
  /** The reply's progress and its final write, without full-page images. */
  replyWalBytes: number;
  replyWalBytesPerReplyByte: number;
  /** Full-page images logged meanwhile (first change of a page after a checkpoint). */
  fullPageImageBytes: number;
  /** Everything: prompt, reply and full-page images, per reply byte. */
  totalWalBytesPerReplyByte: number;
  messageUpdates: number;
  messageHotUpdates: number;
  /** Log records of chunk inserts: none once `reply_chunks` is unlogged (decision 043). */
  chunkInserts: number;
  /**
   * Commit records after the prompt is stored: one per save of a chunk (logged even when the
   * chunk is not), one per heartbeat, and the final write's.
   */
  commitRecords: number;
  /**
   * The reply's log records (after the prompt is stored) by resource manager, record type and
   * relation, largest first: where its bytes go. `(transaction)`: commit records.
   */
  replyRecords: { record: string; relation: string; count: number; bytes: number }[];
}

interface WalRecord {
  xid: string;
  resource_manager: string;
  record_type: string;
  record_length: number;
  fpi_length: number;
  block_ref: string | null;
}

/** Records grouped by resource manager, record type and (first) relation, largest first. */
function breakdown(
  records: WalRecord[],
  relations: Map<string, string>,
): ReplyWrites['replyRecords'] {
  const groups = new Map<string, ReplyWrites['replyRecords'][number]>();
  for (const record of records) {
    const node = /rel \d+\/\d+\/(\d+)/.exec(record.block_ref ?? '')?.[1];
    const relation =
      node === undefined ? '(transaction)' : (relations.get(node) ?? `file node ${node}`);
    const name = `${record.resource_manager} ${record.record_type}`;
    const key = `${name} ${relation}`;
    const group = groups.get(key) ?? { record: name, relation, count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += record.record_length - record.fpi_length;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes);
}

export async function measureReply(
  url: string,
  scenario: { name: string; length: number; pieces: number; everyMs: number },
): Promise<ReplyWrites> {
  const text = replyText(scenario.length);
  const bench = await startBenchApp({
    env: { DATABASE_URL: url },
    provider: pacedModel(text, scenario.pieces, scenario.everyMs),
  });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
    const [database] = (
      await admin.query<{ oid: string }>(
        'SELECT oid::text FROM pg_database WHERE datname = current_database()',
      )
    ).rows;
    const [messages] = (
      await admin.query<{ node: string }>(
        "SELECT pg_relation_filenode('messages')::text AS node, pg_relation_filenode('reply_chunks')::text AS chunks",
      )
    ).rows as { node: string; chunks: string }[];
    // Relation names by file node, to name where each record went.
    const relations = new Map(
      (
        await admin.query<{ node: string; name: string }>(
          'SELECT pg_relation_filenode(oid)::text AS node, relname AS name FROM pg_class',
        )
      ).rows.map((row) => [row.node, row.name]),
    );
    const headers = { 'content-type': 'application/json' };
    const signUp = (await (
      await fetch(`${bench.url}/auth/v1/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: `writes-${Date.now()}@example.com`,
          password: 'bench-Password-1',
        }),
      })
    ).json()) as { access_token: string };
    const auth = { ...headers, authorization: `Bearer ${signUp.access_token}` };
    await fetch(`${bench.url}/api/payments/grant-provisional-access`, {
      method: 'POST',
      headers: auth,
    });
    // Settle what signing up wrote, so the window holds the prompt alone.
    await sleep(500);
    const lsn = async () =>
      (await admin.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]
        ?.lsn ?? '0/0';
    const from = await lsn();
    const started = performance.now();
    const response = await fetch(`${bench.url}/api/prompt`, {
      method: 'POST',
      headers: { ...auth, accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Kick tolerance?' }] }),
    });
    if (!response.body) throw new Error('no stream');
    const decoder = new TextDecoder();
    let stream = '';
    let stored: string | undefined;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      stream += decoder.decode(chunk, { stream: true });
      // `start` comes once the prompt is stored: the log up to here is the prompt's.
      if (stored === undefined && stream.includes('event: start')) stored = await lsn();
    }
    const durationMs = performance.now() - started;
    if (!stream.includes('"status":"complete"')) throw new Error(`the reply failed: ${stream}`);
    const to = await lsn();
    const records = async (start: string, end: string) => {
      const { rows } = await admin.query<WalRecord>(
        `SELECT xid::text, resource_manager, record_type, record_length, fpi_length, block_ref
         FROM pg_get_wal_records_info($1, $2)`,
        [start, end],
      );
      const ours = (record: WalRecord) => record.block_ref?.includes(`/${database?.oid}/`) ?? false;
      const xids = new Set(rows.filter(ours).map((record) => record.xid));
      // A transaction that changed only unlogged tables (or only sent a notification) logs its
      // commit and nothing else, which names no database: counted as ours. On a shared server
      // this may count another database's too, never fewer than ours.
      const changing = new Set(
        rows.filter((record) => Boolean(record.block_ref)).map((record) => record.xid),
      );
      return rows.filter(
        (record) =>
          ours(record) ||
          (record.xid !== '0' && (xids.has(record.xid) || !changing.has(record.xid))),
      );
    };
    const bytes = (list: WalRecord[]) =>
      list.reduce((sum, record) => sum + record.record_length - record.fpi_length, 0);
    const images = (list: WalRecord[]) => list.reduce((sum, record) => sum + record.fpi_length, 0);
    const prompt = await records(from, stored ?? from);
    const reply = await records(stored ?? from, to);
    const on = (node: string | undefined) => (record: WalRecord) =>
      record.block_ref?.includes(`/${database?.oid}/${node} `) ?? false;
    const onMessages = [...prompt, ...reply].filter(on(messages?.node));
    const replyBytes = Buffer.byteLength(text);
    const replyWalBytes = bytes(reply);
    const fullPageImageBytes = images(prompt) + images(reply);
    return {
      scenario: scenario.name,
      replyBytes,
      durationMs: Math.round(durationMs),
      promptWalBytes: bytes(prompt),
      replyWalBytes,
      replyWalBytesPerReplyByte: Number((replyWalBytes / replyBytes).toFixed(2)),
      fullPageImageBytes,
      totalWalBytesPerReplyByte: Number(
        ((bytes(prompt) + replyWalBytes + fullPageImageBytes) / replyBytes).toFixed(2),
      ),
      messageUpdates: onMessages.filter((record) => /UPDATE/.test(record.record_type)).length,
      messageHotUpdates: onMessages.filter((record) => record.record_type === 'HOT_UPDATE').length,
      chunkInserts: reply
        .filter(on(messages?.chunks))
        .filter((record) => record.record_type.startsWith('INSERT')).length,
      commitRecords: reply.filter(
        (record) => record.resource_manager === 'Transaction' && !record.block_ref,
      ).length,
      replyRecords: breakdown(reply, relations),
    };
  } finally {
    await admin.end();
    await bench.app.close();
  }
}

const SERVER = fileURLToPath(new URL('../apps/server/dist/index.js', import.meta.url));

/**
 * The CPU time a process has used so far, all its threads (Linux `/proc`, 100 ticks a second):
 * unlike the wall clock, it hardly moves with the machine's load.
 */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime: the 14th and 15th fields of the line, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * From spawning the compiled server (`DATA_DIR=memory`) to its listening line: the wall-clock
 * milliseconds and the CPU milliseconds it used meanwhile.
 */
async function startTime(): Promise<{ wallMs: number; cpuMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: 'memory',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    return await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening at')) {
          const wallMs = performance.now() - started;
          resolve({ wallMs: Math.round(wallMs), cpuMs: cpuMsOf(child.pid ?? 0) });
        }
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
    });
  } finally {
    // A server that exited before listening has already sent its 'exit': waiting would hang.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

export interface ReplyWriteFigures {
  replies: ReplyWrites[] | { skipped: string };
  /** The compiled server with `DATA_DIR=memory`, spawn to listening: medians of 3, and the runs. */
  memoryStart: { wallMs: number; cpuMs: number; runs: { wallMs: number; cpuMs: number }[] };
}

/** The replies measured. */
export const REPLY_SCENARIOS = [
  // The reply of issue 19's measurement: 188 characters over about 11.7 s.
  { name: '188 characters in 11.7 s', length: 188, pieces: 47, everyMs: 250 },
  // A long answer from a fast hosted model: 4,000 characters at 200 a second.
  { name: '4,000 characters in 20 s', length: 4_000, pieces: 100, everyMs: 200 },
];

const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[1] ?? 0;

export async function benchReplyWrites(): Promise<ReplyWriteFigures> {
  const runs: { wallMs: number; cpuMs: number }[] = [];
  for (let run = 0; run < 3; run += 1) runs.push(await startTime());
  const memoryStart = {
    wallMs: middle(runs.map((run) => run.wallMs)),
    cpuMs: middle(runs.map((run) => run.cpuMs)),
    runs,
  };
  const url = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (!url) {
    return {
      replies: { skipped: 'set BENCH_POSTGRES_URL (or DATABASE_URL) to a PostgreSQL database' },
      memoryStart,
    };
  }
  const replies: ReplyWrites[] = [];
  for (const scenario of REPLY_SCENARIOS) replies.push(await measureReply(url, scenario));
  return { replies, memoryStart };
}
