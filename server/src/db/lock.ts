import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite is one process's database: two processes on one data folder would corrupt it.
 * This claims the folder with a pid file, refusing while another live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'touchline.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder))
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by process ${holder}. Stop it first, or use DATABASE_URL.`,
      );
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
