import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { afterEach, describe, expect, test } from 'vitest';

import { BATCH_STRIDE } from '../../../electron/services/history/index-batch';
import { TERM_COLUMN_NAMES } from '../../../electron/services/history/index-schema';
import type { ParseReply, ParseRequest } from '../../../electron/services/history/parse-worker';
import { TermIds } from '../../../electron/services/history/index-writer';
import { builtAuditWorker } from '../../helpers/audit-worker';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';

const HOOK_AT = 1 + TERM_COLUMN_NAMES.indexOf('hook');

// The parse worker prepares the chunk after the one it answered before it is asked for it. Its
// filter values are numbered as it meets them, and the writer learns each number from the
// replies in order: a chunk read ahead and then not asked for must still hand on what it numbered.
describe('the parse worker reading ahead', () => {
  let worker: Worker | null = null;
  afterEach(() => worker?.terminate());

  /** A log of 400 runs of hooks h0…h399 (a new value every line); its path. */
  function logOfNewHooks(): string {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir, auditWorker: null });
    const entries = Array.from({ length: 400 }, (_, n) =>
      hookRun({
        ts: new Date(Date.parse('2026-03-01T00:00:00Z') + n * 1000).toISOString(),
        hook: `h${n}`,
      }),
    );
    expect(store.append(entries).ok).toBe(true);
    store.dispose();
    const dir = path.join(dataDir, 'audit');
    return path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith('.jsonl')) as string);
  }

  async function ask(request: ParseRequest): Promise<Extract<ParseReply, { ok: true }>> {
    const reply = await new Promise<ParseReply>((resolve) => {
      worker!.once('message', resolve);
      worker!.postMessage(request);
    });
    if (!reply.ok) throw new Error(reply.message);
    return reply;
  }

  /** The hook of each line of `reply`, by the numbers TermIds learned so far. */
  const hooksOf = (reply: Extract<ParseReply, { ok: true }>, terms: TermIds) =>
    Array.from({ length: reply.ids.length }, (_, line) => {
      const number = reply.numbers[line * BATCH_STRIDE + HOOK_AT] as number;
      return terms.values[number]?.[1];
    });

  test('keeps the values a dropped read-ahead numbered, and answers each chunk as it is in the log', async () => {
    const file = logOfNewHooks();
    const chunkBytes = 16 * 1024;
    worker = new Worker(await builtAuditWorker());
    const terms = new TermIds();

    const first = await ask({ file, from: 0, chunkBytes });
    terms.learn(first.newTerms);
    expect(first.ids.length).toBeGreaterThan(10);
    expect(first.end).toBeLessThan(fs.statSync(file).size);
    expect(hooksOf(first, terms)).toEqual(first.ids.map((_, n) => `h${n}`));

    // Asked again from the start (the pipeline never does): the chunk read ahead is dropped, and
    // the values it numbered come first in this reply's new terms.
    const again = await ask({ file, from: 0, chunkBytes });
    terms.learn(again.newTerms);
    expect(again.newTerms.length).toBeGreaterThan(0);
    expect(hooksOf(again, terms)).toEqual(hooksOf(first, terms));

    // The chunk that follows, as the pipeline asks for it: read ahead, numbered after the rest.
    const next = await ask({ file, from: again.end, chunkBytes });
    terms.learn(next.newTerms);
    const offset = first.ids.length;
    expect(hooksOf(next, terms)).toEqual(next.ids.map((_, n) => `h${offset + n}`));
  });
});
