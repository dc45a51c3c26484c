import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'steward-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, and lets it in after release', async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    release();
    const again = await lockDataDir(dir);
    again();
  });

  it('takes over a pid file whose pid belongs to a live, unrelated process', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), String(process.pid)); // this test runner is alive
    const release = await lockDataDir(dir);
    release();
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const dir = freshDir();
    const code = `
      const { lockDataDir } = await import(${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)});
      await lockDataDir(${JSON.stringify(dir)});
      process.send('locked');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const release = await lockDataDir(dir);
    release();
  });

  it('refuses a folder path too long for a socket, with a message naming DATA_DIR', async () => {
    await expect(lockDataDir(`/tmp/${'x'.repeat(120)}`)).rejects.toThrow(/shorter DATA_DIR/);
  });
});
