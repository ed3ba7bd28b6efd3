import { loadConfig, loadDotEnv } from '../config';
import { startupFailureLine } from '../startup';
import { DataDirectoryInUseError } from './data-directory-lock';
import { RestoreError, restoreIntoDirectory, restoreIntoPostgres } from './backup/restore';

/**
 * `npm run db:restore <file>`: restores a backup (`npm run db:backup`, or a `pg_dump` script)
 * into the empty embedded database directory `DATA_DIR`, or, with `DATABASE_URL`, into that
 * empty PostgreSQL database: the way from the embedded database to a PostgreSQL server.
 */

const file = process.argv[2];
try {
  if (file === undefined || process.argv.length > 3) {
    throw new RestoreError('usage: npm run db:restore <backup file> (one file)');
  }
  loadDotEnv();
  const config = loadConfig();
  const started = performance.now();
  let target: string;
  if (config.databaseUrl) {
    await restoreIntoPostgres(file, config.databaseUrl, config);
    target = 'the PostgreSQL database of DATABASE_URL';
  } else if (config.dataDir === undefined) {
    throw new RestoreError('DATA_DIR=memory keeps nothing: set DATA_DIR to an empty directory');
  } else {
    await restoreIntoDirectory(file, config.dataDir, config.dataDir);
    target = config.dataDir;
  }
  console.log(
    `Restored ${file} into ${target} (${((performance.now() - started) / 1000).toFixed(1)} s); start the server to use it`,
  );
} catch (error) {
  if (error instanceof DataDirectoryInUseError) {
    console.error(`${error.message}: stop it before restoring into this directory`);
  } else if (error instanceof RestoreError) {
    console.error(error.message);
  } else {
    const line = startupFailureLine(error);
    console.error(
      line ?? `The restore failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exitCode = 1;
}
