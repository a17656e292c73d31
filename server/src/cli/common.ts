import { adminSocketPath } from '../admin/channel';
import { serverTasks } from '../admin/client';
import { databaseTasks, type OperatorTasks, TaskRefused } from '../admin/tasks';
import { ConfigError, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { describeDatabaseError } from '../db/errors';
import { DataDirLockedError } from '../db/lock';
import type { ImportProgress } from '../import/write';

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR). */
export async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  return openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir });
}

/**
 * Where the operator commands do their work: on the database itself (PostgreSQL, or the
 * embedded database when no process holds its folder), or through the server that holds the
 * folder, over its admin channel. Another process holding it (an import, a server without the
 * channel) is refused with one line.
 */
export async function openTasks(): Promise<OperatorTasks> {
  const config = loadConfig();
  try {
    const database = await openConfiguredDatabase();
    return databaseTasks(database.db, () => database.close());
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const tasks = await serverTasks(adminSocketPath(config.dataDir));
    if (!tasks) throw error;
    return tasks;
  }
}

/** Progress on stderr: one rewritten line on a terminal, a line per tenth otherwise. */
export function progressPrinter(): ImportProgress {
  const tty = process.stderr.isTTY;
  const last = new Map<string, number>();
  return (stage, done, total) => {
    if (!total) return;
    const percent = Math.floor((done / total) * 100);
    if (tty) {
      process.stderr.write(`\r  ${stage}: ${done}/${total} (${percent}%)${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(percent / 10);
    if (last.get(stage) === tenth) return;
    last.set(stage, tenth);
    process.stderr.write(`  ${stage}: ${done}/${total} (${percent}%)\n`);
  };
}

/**
 * Runs a command, printing known errors as one clear line and exiting non-zero. A database
 * error is described, never dumped: Drizzle's message prints the query's parameters.
 */
export async function run(main: () => Promise<number | undefined>) {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (error) {
    const refused = describeDatabaseError(error);
    if (refused) console.error(`Error: ${refused}`);
    else if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof TaskRefused
    )
      console.error(`Error: ${error.message}`);
    else console.error(error);
    process.exitCode = 1;
  }
}
