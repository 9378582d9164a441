import fs from 'node:fs';
import path from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { HistoryStore } from '../../electron/services/history/history-store';
import { builtAuditWorker } from '../helpers/audit-worker';
import { launchChromium } from '../helpers/browser';
import { startServeProcess } from '../helpers/serve-process';
import { AUDIT_LOG_GENERATOR_VERSION, writeAuditLog } from '../e2e/renderer/history-store';
import { warmUpMeasureName } from '../../renderer/features/shell/warm-up-measure';
import { SizedFigures } from './bench-growth';
import { SCHEMA_KEY } from './bench-index-cache';
import { median, report } from './bench-report';
import { BENCH_CACHE, BENCH_ENTRIES, BENCH_TIMEOUT_MS } from './bench-size';

// Issue 18: "the History first page ≤ 100 ms cold" at ten million entries (the first round asked
// ≤ 300 ms at 1M). The built app (`npx electron-vite build`) is served by the real `hookyard serve`;
// navigation is a click on the History tab of a loaded UI, the end the first row painted. Cold
// twice: clicked as soon as the window shows, and 2 s after (the app settled, as it has by a
// user's first click).
// Baseline: the same over a 1,000-entry store, in the same run.
const ROWS = BENCH_ENTRIES;
vi.setConfig({ testTimeout: BENCH_TIMEOUT_MS, hookTimeout: BENCH_TIMEOUT_MS });
const BASELINE_ROWS = 1_000;
const WARM_ROUNDS = 5;
const SETTLED_MS = 2_000;
const sized = new SizedFigures('history-first-page', ROWS);
/**
 * A home and data dir holding `count` entries, indexed; built once and kept between runs (indexing
 * a million entries takes minutes), keyed by size, by the log generator's version and by the
 * index's migrations (see bench-index-cache.ts).
 */
async function storeOf(count: number): Promise<{ home: string; dataDir: string }> {
  const key = `history-${count}-v${AUDIT_LOG_GENERATOR_VERSION}-${SCHEMA_KEY}`;
  const root = path.join(BENCH_CACHE, key);
  const home = path.join(root, 'home');
  const dataDir = path.join(root, 'data');
  const ready = path.join(root, 'ready');
  if (!fs.existsSync(ready)) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(home, { recursive: true });
    await writeAuditLog(dataDir, count, path.join(home, 'code', 'shop'));
    const opened = HistoryStore.open({ dataDir, auditWorker: await builtAuditWorker() });
    if (!opened.ok) throw new Error(opened.message);
    const summary = await opened.store.sync();
    opened.store.dispose();
    expect(summary.entries).toBe(count);
    fs.writeFileSync(ready, `${count}\n`);
  }
  return { home, dataDir };
}

/**
 * In the page: clicks the History tab and resolves with the milliseconds from the click to the
 * frame after the one that first holds a visible row (so that row has been painted). Measured in
 * the page, not around Playwright's click(): its actionability checks and round trips to the
 * browser took 70–100 ms of their own, which no user waits for.
 */
function clickToFirstRowPainted(): Promise<number> {
  const { document, performance, requestAnimationFrame } = globalThis as unknown as {
    document: {
      querySelector(selector: string): {
        click(): void;
        getBoundingClientRect(): { height: number };
      } | null;
    };
    performance: { now(): number };
    requestAnimationFrame(callback: () => void): void;
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const row = document.querySelector('[data-testid=history-row]');
      if (row && row.getBoundingClientRect().height > 0)
        requestAnimationFrame(() => resolve(performance.now() - started));
      else requestAnimationFrame(check);
    };
    document.querySelector('[data-testid=screen-tab-history]')?.click();
    requestAnimationFrame(check);
  });
}

/**
 * Cold (first) and warm (median of later) times from the History tab click to the first row.
 * `settled`: the first click comes SETTLED_MS after the window showed, as a user's first click
 * comes seconds after, and after the app's History warm-up (renderer/features/shell/
 * warm-up-screen.ts; done `settledMs` after the window showed); otherwise it comes at once.
 */
async function firstPage(
  browser: Browser,
  store: { home: string; dataDir: string },
  settled = false,
): Promise<{ cold: number; warm: number; settledMs: number }> {
  const serve = await startServeProcess(store);
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(serve.url);
    await page.getByTestId('sidebar-user-level').waitFor();
    const shown = Date.now();
    if (settled)
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name).length > 0,
        warmUpMeasureName('history'),
      );
    const settledMs = Date.now() - shown;
    if (settled) await page.waitForTimeout(SETTLED_MS - settledMs);
    const times: number[] = [];
    for (let round = 0; round <= WARM_ROUNDS; round++) {
      await page.getByTestId('screen-tab-inventory').click();
      await page.getByTestId('history-screen').waitFor({ state: 'detached' });
      times.push(await page.evaluate(clickToFirstRowPainted));
    }
    const [cold, ...warm] = times;
    return { cold: cold as number, warm: median(warm), settledMs };
  } finally {
    await context.close();
    await serve.stop();
  }
}

describe(`history first page over ${ROWS.toLocaleString('en')} entries`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('from the History tab to the first row on screen', async () => {
    const small = await firstPage(browser, await storeOf(BASELINE_ROWS));
    const large = await firstPage(browser, await storeOf(ROWS));
    const largeSettled = await firstPage(browser, await storeOf(ROWS), true);
    // Named without the size, so that each prints its growth from the runs at other sizes.
    sized.figure('history first page painted, cold', large.cold, 'ms', '≤ 100 ms');
    sized.figure(
      'history first page painted, cold, clicked 2 s after start',
      largeSettled.cold,
      'ms',
      '≤ 100 ms',
    );
    console.log(
      `  (History's warm-up was done ${largeSettled.settledMs} ms after the window showed)`,
    );
    sized.figure('history first page painted, warm median', large.warm, 'ms', '≤ 100 ms');
    report(
      `history first page: ${ROWS.toLocaleString('en')} vs ${BASELINE_ROWS.toLocaleString('en')} entries (cold)`,
      large.cold,
      small.cold,
      'ms',
      '≤ 100 ms',
    );
    report(
      `history first page: ${ROWS.toLocaleString('en')} vs ${BASELINE_ROWS.toLocaleString('en')} entries (warm)`,
      large.warm,
      small.warm,
      'ms',
      '≤ 100 ms',
    );
    sized.save();
  });
});
