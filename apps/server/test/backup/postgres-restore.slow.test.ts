import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../../src/db/backup/backup';
import { restoreIntoDirectory, restoreIntoPostgres } from '../../src/db/backup/restore';
import { api, postJson } from '../helpers/api';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { GOOD_PASSWORD, signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/*
 * The way from the embedded database to a PostgreSQL server (README, Moving to PostgreSQL), and
 * a PostgreSQL installation's own backup (pg_dump) restored: each time the server starts on the
 * restored database and serves the account's chats. Uses the PostgreSQL at 127.0.0.1:5432.
 */

const work = mkdtempSync(join(tmpdir(), 'petrosage-pg-restore-'));
const databases: ScratchDatabase[] = [];

async function createDatabase(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase('restore');
  databases.push(database);
  return database;
}

let source: TestServer;
let email: string;
let chatTitles: string[];

beforeAll(async () => {
  // The embedded database, with an account that has chats.
  source = await startServer({ DATABASE_URL: '' });
  const user = await signUpUser(source);
  email = user.email;
  await grantStandard(source, user.accessToken);
  for (const depth of [8000, 9500]) {
    const response = await postJson(source, user.accessToken, '/prompt', {
      messages: [{ role: 'user', content: `Hydrostatic pressure of 10 ppg mud at ${depth} ft?` }],
    });
    expect(response.status).toBe(200);
  }
  const list = (await (await api(source, user.accessToken, '/history/chats')).json()) as {
    chats: { title: string }[];
  };
  chatTitles = list.chats.map((chat) => chat.title).sort();
  expect(chatTitles).toHaveLength(2);
});
afterAll(async () => {
  await source.close();
  for (const database of databases) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

/** Starts a server on `overrides`' database, signs the account in, answers its chats' titles. */
async function chatsServedBy(overrides: Record<string, string>): Promise<string[]> {
  const server = await startServer(overrides);
  try {
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error).toBeNull();
    const token = data.session?.access_token ?? '';
    const response = await api(server, token, '/history/chats');
    expect(response.status).toBe(200);
    const { chats } = (await response.json()) as { chats: { chat_id: string; title: string }[] };
    const first = chats[0];
    if (!first) return [];
    const history = (await (await api(server, token, `/history/${first.chat_id}`)).json()) as {
      messages: { role: string; content: string }[];
    };
    expect(history.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(history.messages[1]?.content).toMatch(/psi/);
    return chats.map((chat) => chat.title).sort();
  } finally {
    await server.close();
  }
}

describe('moving to PostgreSQL', () => {
  it('a backup of the embedded database restores into PostgreSQL, which then serves the account', async () => {
    const backup = await writeBackup(source.db, { dir: join(work, 'backups'), keep: 3 });
    const database = await createDatabase();
    const result = await restoreIntoPostgres(backup.path, database.url, {
      sslCa: undefined,
      connectTimeoutMs: 5_000,
    });
    expect(result.checkedTables).toBeGreaterThan(20);
    expect(await chatsServedBy({ DATABASE_URL: database.url })).toEqual(chatTitles);

    // A database that already has tables is refused, and left as it was.
    await expect(
      restoreIntoPostgres(backup.path, database.url, { sslCa: undefined, connectTimeoutMs: 5_000 }),
    ).rejects.toThrow(/the database of DATABASE_URL is not empty \(public\.\w+/);
  });

  it('pg_dump of a PostgreSQL-backed database restores with psql, and into the embedded database', async () => {
    const from = await createDatabase();
    const backup = await writeBackup(source.db, { dir: join(work, 'backups'), keep: 3 });
    await restoreIntoPostgres(backup.path, from.url, {
      sslCa: undefined,
      connectTimeoutMs: 5_000,
    });

    // PostgreSQL's own tools, as the README tells an operator to run them.
    const dump = join(work, 'petrosage.sql');
    execFileSync('pg_dump', ['--no-owner', '--no-privileges', '-f', dump, from.url]);
    const to = await createDatabase();
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-f', dump, to.url]);
    expect(await chatsServedBy({ DATABASE_URL: to.url })).toEqual(chatTitles);

    // Back to the embedded database: pg_dump's plain script (rows as COPY data) restores there.
    const inserts = join(work, 'petrosage-plain.sql');
    execFileSync('pg_dump', ['--no-owner', '--no-privileges', '-f', inserts, from.url]);
    const dataDir = join(work, 'embedded');
    await restoreIntoDirectory(inserts, dataDir, dataDir);
    expect(await chatsServedBy({ DATABASE_URL: '', DATA_DIR: dataDir })).toEqual(chatTitles);
  });
});
