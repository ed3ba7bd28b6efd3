import { loadConfig, loadDotEnv } from '../config';
import { startupFailureLine } from '../startup';
import { writeBackup } from './backup/backup';
import { backupReply, requestBackup, type BackupReply } from './backup/control-channel';
import { openMigratedDatabase } from './migrated-database';

/**
 * `npm run db:backup`: a backup of the embedded database into `BACKUP_DIR`. The running server
 * makes it, asked through its control socket; with no server running, this command opens the
 * directory itself (taking its lock, so a server started meanwhile is refused until it is done).
 */

function describe(backup: BackupReply): string {
  const size =
    backup.bytes >= 1 << 20
      ? `${(backup.bytes / (1 << 20)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(backup.bytes / 1024))} KB`;
  return `Backup written: ${backup.path} (${size}, ${(backup.took_ms / 1000).toFixed(1)} s)`;
}

try {
  loadDotEnv();
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up the PostgreSQL server with pg_dump (pg_dump --no-owner --no-privileges -f petrosage.sql "$DATABASE_URL") or continuous archiving; see README, Backups',
    );
    process.exitCode = 1;
  } else if (config.dataDir === undefined) {
    console.error('DATA_DIR=memory keeps nothing on disk: there is nothing to back up');
    process.exitCode = 1;
  } else {
    let written = await requestBackup(config.dataDir);
    if (written === undefined) {
      const db = await openMigratedDatabase(config);
      try {
        written = backupReply(await writeBackup(db, config.backup));
      } finally {
        await db.close();
      }
    }
    console.log(describe(written));
  }
} catch (error) {
  const line = startupFailureLine(error);
  console.error(
    line ?? `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
