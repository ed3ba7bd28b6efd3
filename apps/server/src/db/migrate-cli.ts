import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from './database';
import { migrate } from './migrate';

loadDotEnv();
const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await db.close();
}
