import { spawn } from 'node:child_process';

import { afterEach, describe, expect, test } from 'vitest';

import { HOOKYARD_BIN } from '../../helpers/hookyard-cli';
import { OtlpReceiver } from '../../helpers/otlp-receiver';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';
import { duplicatesOutsideResentBatches, exporterFor, idsInLog, idsOf } from './telemetry-kit';

let receiver: OtlpReceiver;

afterEach(async () => {
  await receiver?.down();
});

function logEntries(dataDir: string, count: number): void {
  const store = openTestStore({ dataDir });
  const result = store.append(Array.from({ length: count }, (_, i) => hookRun({ durationMs: i })));
  if (!result.ok) throw new Error(result.message);
  store.dispose();
}

/** Every entry of the log arrived (answered 200 at least once), repeats only as whole batches. */
function expectNothingLostNoStrayRepeats(dataDir: string, otlp: OtlpReceiver): void {
  const logged = idsInLog(dataDir);
  const accepted = new Set(idsOf(otlp.accepted()));
  expect(logged.filter((id) => !accepted.has(id))).toEqual([]);
  expect(duplicatesOutsideResentBatches(otlp.requests)).toEqual([]);
  const repeats = idsOf(otlp.all()).length - new Set(idsOf(otlp.all())).size;
  console.log(`${logged.length} entries, 0 lost, ${repeats} repeats (whole resent batches)`);
}

describe('export through collector faults', () => {
  test('down for a while, then 500, 429, slow and hanging up mid-batch: 0 lost', async () => {
    const dataDir = tempDir();
    logEntries(dataDir, 1000);
    receiver = new OtlpReceiver();
    await receiver.up();
    const url = receiver.url;
    await receiver.down();
    // Answers in this order once it is back: 500, 429 (Retry-After 0), a hang-up mid-batch,
    // an answer slower than the exporter waits, then normal service.
    receiver.faults.push({ status: 500 }, { status: 429, retryAfter: '0' }, 'hang-up', {
      delayMs: 1_500,
    });
    const exporter = exporterFor(dataDir, url, { batchSize: 100, timeoutMs: 1_000 });
    const stop = new AbortController();
    const running = exporter.run(stop.signal, true, 50);
    await expect.poll(() => exporter.status().state).toBe('retrying');
    expect(exporter.status().lastError).toMatch(/ECONNREFUSED|connect/i);
    await receiver.up();
    await expect.poll(() => exporter.status().backlogBytes, { timeout: 30_000 }).toBe(0);
    stop.abort();
    await running;
    expect(receiver.requests.map((r) => r.answer).slice(0, 4)).toEqual([
      { status: 500 },
      { status: 429, retryAfter: '0' },
      'hang-up',
      { delayMs: 1_500 },
    ]);
    expectNothingLostNoStrayRepeats(dataDir, receiver);
    expect(exporter.status()).toMatchObject({ sentEntries: 1000, lastError: null });
  });

  test('hookyard export killed -9 mid-export resends at most the batch in flight', async () => {
    const dataDir = tempDir();
    logEntries(dataDir, 600);
    receiver = new OtlpReceiver();
    await receiver.up();
    // Every answer takes 400 ms, so that the kill lands while a batch is in flight.
    for (let i = 0; i < 50; i++) receiver.faults.push({ delayMs: 400 });
    const args = ['export', '--data-dir', dataDir, '--endpoint', receiver.url, '--batch', '100'];
    const child = spawn(process.execPath, [HOOKYARD_BIN, ...args, '--follow'], {
      env: { PATH: process.env.PATH },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await expect
      .poll(() => receiver.requests.length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    child.kill('SIGKILL');
    await exited;
    receiver.faults.length = 0;
    const again = spawn(process.execPath, [HOOKYARD_BIN, ...args, '--once'], {
      env: { PATH: process.env.PATH },
      stdio: 'ignore',
    });
    const code = await new Promise((resolve) => again.once('exit', resolve));
    expect(code).toBe(0);
    expectNothingLostNoStrayRepeats(dataDir, receiver);
    // The batch in flight when it died came again, and nothing else did.
    const repeats = idsOf(receiver.all()).length - new Set(idsOf(receiver.all())).size;
    expect(repeats).toBeLessThanOrEqual(100);
  });
});
