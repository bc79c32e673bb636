import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'ilii-lock-'));

describe('data directory lock', () => {
  it('holds a lock file while open and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'ilii.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'ilii.lock'))).toBe(false);
  });

  it('stops a second process on the same directory with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'ilii.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`is in use by another ilii process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, 'ilii.lock'), String(gone.pid));
    const release = lockDataDir(dir);
    release();
  });
});
