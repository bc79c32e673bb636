import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'ilii-lock-'));
const lockFileOf = (dir: string) => path.join(dir, 'ilii.lock');

describe('data directory lock', () => {
  it('holds a lock file with its own pid while open and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('stops a second process on the same directory with a message naming the owner', async () => {
    const dir = tempDir();
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(lockFileOf(dir), String(owner.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `DATA_DIR ${dir} is in use by another ilii process (pid ${owner.pid}). Stop it first, or give this one its own DATA_DIR, or use DATABASE_URL.`,
      );
      expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(owner.pid));
    } finally {
      owner.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(lockFileOf(dir), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});
