import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no guard against two processes opening one data directory (the last to close wins
 * and the data is corrupt), so the directory holds a lock file with the owner's pid. A lock left
 * by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'ilii.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another ilii process (pid ${owner}). Stop it first, or give this one its own DATA_DIR, or use DATABASE_URL.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`DATA_DIR ${dataDir}: could not take the lock file ${lockFile}.`);
}
