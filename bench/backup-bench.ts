import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startBenchApp } from './bench-app';

/**
 * A backup of the embedded database while other users' requests go on (decision 049): a
 * persisted database with 20,000 stored messages, `POST /api/admin/backups`, and meanwhile
 * `GET /api/` (which asks the database) sampled every 20 ms and the server thread's event-loop
 * delay. Target: event-loop delay p99 < 100 ms during the backup.
 */

export interface BackupFigures {
  messages: number;
  backupBytes: number;
  /** How long the database thread answered no statement (checkpoint and copy of its files). */
  heldMs: number;
  tookMs: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  healthSamples: number;
  healthMedianMs: number;
  healthP99Ms: number;
  healthMaxMs: number;
}

const SERVICE_KEY = 'bench-operator-key-0123456789-0123456789';
const MESSAGES = 20_000;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

export async function benchBackup(): Promise<BackupFigures> {
  const work = mkdtempSync(join(tmpdir(), 'petrosage-backup-bench-'));
  const { app, db, url } = await startBenchApp({
    env: {
      DATABASE_URL: '',
      DATA_DIR: join(work, 'data'),
      BACKUP_DIR: join(work, 'backups'),
      AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
    },
  });
  try {
    // One account's long history, written straight to the database (the pipeline is benched apart).
    await db.exec(`
      INSERT INTO users (id, email, encrypted_password, email_confirmed_at)
        VALUES ('00000000-0000-4000-8000-000000000001', 'bench-backup@example.com', 'x', now());
      INSERT INTO chats (id, user_id, title)
        SELECT 'chat-' || c, '00000000-0000-4000-8000-000000000001', 'Well ' || c
        FROM generate_series(1, 200) c;
      INSERT INTO messages (id, chat_id, user_id, role, content, status)
        SELECT 'msg-' || g, 'chat-' || (1 + g % 200), '00000000-0000-4000-8000-000000000001',
               CASE WHEN g % 2 = 0 THEN 'user' ELSE 'assistant' END,
               repeat('Hydrostatic pressure of 10 ppg mud at ' || g || ' ft is about 5,200 psi. ', 8),
               'complete'
        FROM generate_series(1, ${MESSAGES}) g;`);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    let done = false;
    const backup = fetch(`${url}/api/admin/backups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
    })
      .then(async (response) => {
        if (response.status !== 200) throw new Error(`backup answered ${response.status}`);
        return (await response.json()) as { bytes: number; held_ms: number; took_ms: number };
      })
      .finally(() => (done = true));
    delay.enable();
    const latencies: number[] = [];
    while (!done) {
      const asked = performance.now();
      await (await fetch(`${url}/api/`)).arrayBuffer();
      latencies.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    delay.disable();
    const written = await backup;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      messages: MESSAGES,
      backupBytes: written.bytes,
      heldMs: written.held_ms,
      tookMs: written.took_ms,
      eventLoopP99Ms: Number((delay.percentile(99) / 1e6).toFixed(1)),
      eventLoopMaxMs: Number((delay.max / 1e6).toFixed(1)),
      healthSamples: sorted.length,
      healthMedianMs: Number(percentile(sorted, 0.5).toFixed(1)),
      healthP99Ms: Number(percentile(sorted, 0.99).toFixed(1)),
      healthMaxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
    };
  } finally {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}
