import { loadConfig, loadDotEnv } from '../config';
import { startupFailureLine } from '../startup';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

let db: Database | undefined;
try {
  loadDotEnv();
  db = await openDatabase(loadConfig());
  const applied = await migrate(db);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
} catch (error) {
  const line = startupFailureLine(error);
  if (line === undefined) throw error;
  console.error(line);
  process.exitCode = 1;
} finally {
  await db?.close();
}
