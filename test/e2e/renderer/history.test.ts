import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { BLOCKING_SETTINGS } from './bench-steps';
import { RARE_SESSION_ENTRIES, RARE_WORD, writeAuditLog } from './history-store';
import { openUi, type UiSession } from './ui-session';

const ENTRIES = 100_000;

const rows = (page: Page) => page.getByTestId('history-row');

/** Every rendered row's agent, once the list shows only rows of `agent`. */
async function waitForOnlyAgent(page: Page, agent: string): Promise<string[]> {
  await page.waitForFunction((wanted) => {
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string }> };
    };
    const all = Array.from(document.querySelectorAll('[data-testid=history-row]'));
    return all.length > 0 && all.every((row) => row.getAttribute('data-agent') === wanted);
  }, agent);
  return rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-agent') ?? ''));
}

describe('the audit history over a store of 100,000 entries', () => {
  const browser = useBrowser();
  let ui: UiSession;
  let openMs = 0;
  beforeAll(async () => {
    let written = 0;
    ui = await openUi(browser(), async (temp) => {
      await temp.write('home/.claude/settings.json', BLOCKING_SETTINGS);
      await writeAuditLog(temp.dataDir, ENTRIES, `${temp.home}/code/shop`);
      written = Date.now();
    });
    // From a written log to a loaded page: serve indexes all 100,000 lines when it opens.
    openMs = Date.now() - written;
    ui.page.setDefaultTimeout(15_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('opens the unindexed store in reasonable time and renders only the visible rows of the first page', async () => {
    expect(openMs).toBeLessThan(30_000);
    const { page } = ui;
    await page.getByTestId('screen-tab-history').click();
    await rows(page).first().waitFor();
    const rendered = await rows(page).count();
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(80);
    await expect
      .poll(() => page.getByTestId('history-count').innerText())
      .toBe('200 entries loaded, more on scroll');
  });

  it('walks the rows with the keyboard and pages in more at the end', async () => {
    const { page } = ui;
    const focused = () =>
      page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { activeElement: { getAttribute(n: string): string | null } | null };
            }
          ).document.activeElement?.getAttribute('data-index') ?? null,
      );
    await rows(page).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused()).toBe('2');
    await page.keyboard.press('End');
    await expect.poll(focused).toBe('199');
    await page.getByTestId('history-count').filter({ hasText: '400 entries' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeLessThan(80);
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe('0');
    await expect
      .poll(() => page.locator('.history-scroller').evaluate((element) => element.scrollTop))
      .toBe(0);
  });

  it('filters by agent', async () => {
    const { page } = ui;
    await page.getByTestId('history-filter-agent').selectOption('cline-cli');
    const agents = await waitForOnlyAgent(page, 'cline-cli');
    expect(new Set(agents)).toEqual(new Set(['cline-cli']));
  });

  it('finds the one entry with a rare word from the palette and shows its payload and session', async () => {
    const { page } = ui;
    await page.getByTestId('history-filter-agent').selectOption('');
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').fill(RARE_WORD);
    await page
      .getByTestId('palette-option')
      .filter({ hasText: 'Search the audit history' })
      .click();
    await expect.poll(() => page.getByTestId('history-search').inputValue()).toBe(RARE_WORD);
    await page.getByTestId('history-count').filter({ hasText: '1 entry loaded' }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    const detail = page.getByTestId('history-detail');
    await detail.waitFor();
    await expect
      .poll(() => detail.getByTestId('history-payload').innerText())
      .toContain(`"command": "echo ${RARE_WORD}"`);
    // A hook-run record keeps the hook's view of the call, not the payload an agent sent.
    await expect.poll(() => detail.getByTestId('history-replay').count()).toBe(0);
    await detail.getByTestId('history-show-session').click();
    await detail.getByTestId('history-session').waitFor();
    await expect
      .poll(() => detail.getByTestId('history-session-entry').count())
      .toBe(RARE_SESSION_ENTRIES);
  });

  it('charts the filtered entries over time and counts each hook', async () => {
    const { page } = ui;
    await page.getByTestId('history-detail-close').click();
    await page.getByTestId('history-clear-filters').click();
    await page.getByTestId('history-count').filter({ hasText: '200 entries' }).waitFor();
    await page.getByTestId('history-insights-toggle').click();
    await page.getByTestId('history-insights').waitFor();
    // 100,000 entries two seconds apart: about 56 hourly bars.
    const bars = await page.locator('[data-testid=history-chart] rect.bar-all').count();
    expect(bars).toBeGreaterThan(50);
    // Where the bars start and end, and what one stands for.
    await expect
      .poll(() => page.getByTestId('history-chart-span').textContent())
      .toContain('one bar per hour');
    const hooks = await page.getByTestId('history-hook-stats').locator('tbody tr').count();
    expect(hooks).toBe(50);
    await screenshot(page, 'history-insights');
    // Words to match: counted on the served app's statistics thread (stats-thread.ts).
    await page.getByTestId('history-search').fill(RARE_WORD);
    await expect
      .poll(() => page.getByTestId('history-hook-stats').locator('tbody tr').count())
      .toBe(1);
    await page.getByTestId('history-clear-filters').click();
    await page.getByTestId('history-count').filter({ hasText: '200 entries' }).waitFor();
    await page.getByTestId('history-insights-toggle').click();
  });

  it('shows a bench run live at the top of the list', async () => {
    const { page, serve } = ui;
    const response = await fetch(`${serve.origin}/api/bench:run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        runId: 'history-live-1',
        scope: { kind: 'user' },
        agent: 'claude-code',
        event: 'PreToolUse',
        payload: { tool_name: 'Bash', tool_input: { command: 'rm -rf build' } },
      }),
    });
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
    const live = rows(page).first();
    await page.locator('[data-testid=history-row][data-source=bench]').first().waitFor();
    await expect.poll(() => live.getAttribute('data-source')).toBe('bench');
    await live.click();
    await page.getByTestId('history-detail').waitFor();
    await expect
      .poll(() => page.getByTestId('history-stderr').innerText())
      .toContain('no rm please');
    // Hookyard's own run carries the payload it sent: it can be replayed.
    await page.getByTestId('history-detail').getByTestId('history-replay').waitFor();
    await screenshot(page, 'history');
    expect(ui.errors).toEqual([]);
  });

  it('exports the filtered entries as CSV, which come down to the browser as a download', async () => {
    const { page, temp } = ui;
    await page.getByTestId('screen-tab-history').click();
    await page.getByTestId('history-filter-agent').selectOption('');
    await page.getByTestId('history-search').fill(RARE_WORD);
    await page.getByTestId('history-count').filter({ hasText: '1 entry loaded' }).waitFor();
    await page.getByTestId('history-export-format').selectOption('csv');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('history-export').click();
    const download = await downloading;
    const status = page.getByTestId('history-export-status');
    await status
      .filter({ hasText: `Exported 1 entry as ${download.suggestedFilename()}` })
      .waitFor();
    const [header, row, end] = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(header?.startsWith('id,ts,kind,source,agent')).toBe(true);
    expect(row).toContain(RARE_WORD);
    expect(end).toBe('');
    // The server's own Downloads folder is not where a browser's user looks.
    expect(fs.existsSync(path.join(temp.home, 'Downloads'))).toBe(false);
    expect(ui.errors).toEqual([]);
  });

  it('keeps a search to the 500 characters the index takes, typed or from the palette', async () => {
    const { page } = ui;
    const search = page.getByTestId('history-search');
    const pasted = `${RARE_WORD} ${'.'.repeat(1_000)}`;
    const shown = (count: string) =>
      page.getByTestId('history-count').filter({ hasText: count }).waitFor();
    await page.getByTestId('history-clear-filters').click();
    await shown('200 entries');
    await search.fill(pasted);
    await expect.poll(() => search.inputValue()).toBe(pasted.slice(0, 500));
    await shown('1 entry loaded');

    await page.getByTestId('history-clear-filters').click();
    await shown('200 entries');
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').fill(pasted);
    await page
      .getByTestId('palette-option')
      .filter({ hasText: 'Search the audit history' })
      .click();
    await expect.poll(() => search.inputValue()).toBe(pasted.slice(0, 500));
    await shown('1 entry loaded');
    await expect.poll(() => page.getByTestId('history-error').count()).toBe(0);
    expect(ui.errors).toEqual([]);
  });
});
