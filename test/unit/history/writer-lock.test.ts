import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, onTestFinished, test } from 'vitest';

import { acquireWriterLock } from '../../../electron/services/history/writer-lock';
import { tempDir } from './history-test-kit';

// A pid that is certainly gone: a child that already exited.
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid as number;
}

describe('acquireWriterLock', () => {
  test('is exclusive while held and free again after release', () => {
    const file = path.join(tempDir(), 'writer.lock');
    const first = acquireWriterLock(file);
    expect(first.ok).toBe(true);
    const second = acquireWriterLock(file);
    expect(second).toMatchObject({ ok: false, holder: { pid: process.pid } });
    if (first.ok) first.lock.release();
    expect(fs.existsSync(file)).toBe(false);
    const third = acquireWriterLock(file);
    expect(third.ok).toBe(true);
    if (third.ok) third.lock.release();
  });

  test('takes over a stale lock whose process is gone', () => {
    const file = path.join(tempDir(), 'writer.lock');
    const pid = deadPid();
    fs.writeFileSync(file, JSON.stringify({ pid, hostname: os.hostname(), startedAt: 'then' }));
    const attempt = acquireWriterLock(file);
    expect(attempt.ok).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    if (attempt.ok) attempt.lock.release();
  });

  test('does not take a lock held by another host, which it cannot check', () => {
    const file = path.join(tempDir(), 'writer.lock');
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: deadPid(), hostname: 'elsewhere', startedAt: 'then' }),
    );
    expect(acquireWriterLock(file).ok).toBe(false);
  });

  test('treats a fresh empty lock file as being written, and an old one as stale', () => {
    const file = path.join(tempDir(), 'writer.lock');
    fs.writeFileSync(file, '');
    expect(acquireWriterLock(file)).toMatchObject({
      ok: false,
      reason: 'another process is taking the lock',
    });
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    const attempt = acquireWriterLock(file);
    expect(attempt.ok).toBe(true);
    if (attempt.ok) attempt.lock.release();
  });

  test('release leaves a lock another process took meanwhile', () => {
    const file = path.join(tempDir(), 'writer.lock');
    const attempt = acquireWriterLock(file);
    const other = JSON.stringify({ pid: 1, hostname: os.hostname(), startedAt: 'later' });
    fs.writeFileSync(file, other);
    if (attempt.ok) attempt.lock.release();
    expect(fs.readFileSync(file, 'utf8')).toBe(other);
  });

  // The lock is the holder's pid, not a timestamp it must keep fresh (proper-lockfile's way):
  // HistoryStore works synchronously in main, and an index rebuild can block the event loop past
  // any staleness timeout. A second writer must still be kept out.
  test('keeps out a second writer while another live process holds the lock, however old', async () => {
    const file = path.join(tempDir(), 'writer.lock');
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    onTestFinished(() => void holder.kill());
    await once(holder, 'spawn');
    const pid = holder.pid as number;
    fs.writeFileSync(file, JSON.stringify({ pid, hostname: os.hostname(), startedAt: 'then' }));
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(file, hourAgo, hourAgo);
    expect(acquireWriterLock(file)).toMatchObject({ ok: false, holder: { pid } });
    holder.kill();
    await once(holder, 'exit');
    const attempt = acquireWriterLock(file);
    expect(attempt.ok).toBe(true);
    if (attempt.ok) attempt.lock.release();
  });
});
