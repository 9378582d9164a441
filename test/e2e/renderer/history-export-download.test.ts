import fs from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { writeUserBlockingHook } from './bench-steps';
import { openUi, type UiSession } from './ui-session';

// A key of the shape the redaction rules know: it must not reach the exported file.
const SECRET = 'sk-ant-api03-exportedownloadsecret0123456789';

const folderEntries = (folder: string) => fs.readdir(folder).catch(() => [] as string[]);

describe('History export in the browser (hookyard serve)', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeUserBlockingHook);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('comes down to the browser as a download of the redacted entries, not into the server’s Downloads', async () => {
    const { page, serve, temp } = ui;
    // A recorded run whose payload carries a secret: the history keeps it redacted.
    const response = await fetch(`${serve.origin}/api/bench:run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        runId: 'export-download-1',
        scope: { kind: 'user' },
        agent: 'claude-code',
        event: 'PreToolUse',
        payload: { tool_name: 'Bash', tool_input: { command: `curl -H "x: ${SECRET}" shop` } },
      }),
    });
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
    await page.getByTestId('screen-tab-history').click();
    await page.locator('[data-testid=history-row][data-source=bench]').first().waitFor();

    await page.getByTestId('history-export-format').selectOption('jsonl');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('history-export').click();
    const download = await downloading;
    const name = download.suggestedFilename();
    expect(name).toMatch(/^hookyard-audit-\d{8}-\d{6}\.jsonl$/);
    const saved = await download.path();
    const lines = (await fs.readFile(saved, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string) as { source: string; payload: unknown };
    expect(entry.source).toBe('bench');
    expect(JSON.stringify(entry.payload)).toContain('[REDACTED:anthropic-key]');
    expect(lines[0]).not.toContain(SECRET);

    await expect
      .poll(() => page.getByTestId('history-export-status').innerText())
      .toBe(`Exported 1 entry as ${name}, downloaded by your browser`);
    // Nothing lands in the server's Downloads, and the server keeps no copy once it is fetched.
    const serverDownloads = await folderEntries(path.join(temp.home, 'Downloads'));
    expect(serverDownloads).toEqual([]);
    await expect.poll(() => folderEntries(path.join(temp.dataDir, 'exports'))).toEqual([]);
    expect(ui.errors).toEqual([]);
  });

  it('hands each export out once, and only with the launch token', async () => {
    const { page, serve } = ui;
    await page.getByTestId('history-export-format').selectOption('csv');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('history-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hookyard-audit-.*\.csv$/);
    const text = await fs.readFile(await download.path(), 'utf8');
    expect(text.startsWith('id,ts,kind,source,agent')).toBe(true);
    const url = download.url();
    expect(url).toMatch(/\/download\/[\w-]{32}$/);
    expect((await fetch(url)).status).toBe(401);
    // The page fetched it: asked again, even with the token, it is gone.
    const again = await fetch(url, { headers: { authorization: `Bearer ${serve.token}` } });
    expect(again.status).toBe(404);
    const refusal = await again.text();
    expect(refusal).toContain('export it again');
  });
});
