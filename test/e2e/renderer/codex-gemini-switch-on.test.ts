import fs from 'node:fs/promises';
import path from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { CODEX_BASE_CONFIG, trustEveryCodexHook } from '../../helpers/real-codex';
import type { ServeProcess } from '../../helpers/serve-process';
import type { TempHome } from '../../helpers/temp-home';
import { keepInDocs } from './docs-screens';
import { openUi } from './ui-session';

// Issue 17: a Codex or Gemini hook switched off with its agent's own switch ([hooks.state]
// enabled = false, hooksConfig.disabled) is switched back on from its row (or its detail), like
// a Claude Code hook Hookyard keeps; a double click switches once, and the agent's file is
// byte for byte what it was.
const GEMINI_SETTINGS = `{
    "general": { "vimMode": false },
    "hooks": {
        "BeforeTool": [
            {
                "matcher": "run_shell_command",
                "hooks": [
                    { "type": "command", "name": "no-rm", "command": "echo '{}'", "timeout": 1500 }
                ]
            }
        ]
    }
}
`;
const CODEX_HOOKS = {
  hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: "echo '{}'" }] }] },
};

/** A user-level Gemini hook, and a Codex one trusted by Codex itself (its app-server). */
async function writeHooks(temp: TempHome): Promise<void> {
  await temp.write('home/.gemini/settings.json', GEMINI_SETTINGS);
  const { codexHome } = temp.paths;
  await temp.write('home/.codex/hooks.json', `${JSON.stringify(CODEX_HOOKS, null, 2)}\n`);
  await temp.write('home/.codex/config.toml', `# my Codex settings\n${CODEX_BASE_CONFIG}`);
  const env = { PATH: process.env['PATH'], HOME: temp.home, CODEX_HOME: codexHome };
  await trustEveryCodexHook(temp.home, env);
}

const item = (page: Page, agent: string): Locator =>
  page.locator(`li.hook-row-item:has([data-testid=hook-row][data-agent=${agent}])`);
const status = (row: Locator) => row.getByTestId('hook-row').getAttribute('data-status');

async function changesOf(serve: ServeProcess): Promise<string[]> {
  const response = await fetch(`${serve.origin}/api/manage:list-changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { value: { changes: Array<{ operation: string }> } };
  return body.value.changes.map((change) => change.operation);
}

describe('Codex and Gemini hooks switched off with their own switch', () => {
  const browser = useBrowser();

  it(
    'switch back on from the row and the detail, once per double click, files byte for byte',
    { timeout: 120_000 },
    async () => {
      const ui = await openUi(browser(), writeHooks);
      try {
        const { page, serve, temp } = ui;
        page.setDefaultTimeout(20_000);
        await page.getByTestId('sidebar-user-level').click();
        const files = {
          codex: path.join(temp.paths.codexHome, 'config.toml'),
          'gemini-cli': path.join(temp.home, '.gemini', 'settings.json'),
        };
        const before = {
          codex: await fs.readFile(files.codex, 'utf8'),
          'gemini-cli': await fs.readFile(files['gemini-cli'], 'utf8'),
        };
        for (const agent of ['codex', 'gemini-cli'] as const) {
          const row = item(page, agent);
          await expect.poll(() => status(row)).toBe('active');
          await row.getByTestId('hook-switch').click();
          await expect.poll(() => status(row)).toBe('disabled');
          await expect.poll(() => fs.readFile(files[agent], 'utf8')).not.toBe(before[agent]);
          // Off by the agent's own switch: the row offers its switch, not a lock.
          await expect
            .poll(() => row.getByTestId('hook-switch').getAttribute('aria-checked'))
            .toBe('false');
          if (agent === 'gemini-cli') await keepInDocs(page, 'gemini-switched-off-row');
          await row.getByTestId('hook-switch').dblclick();
          await expect.poll(() => status(row)).toBe('active');
          await expect.poll(() => fs.readFile(files[agent], 'utf8')).toBe(before[agent]);
        }

        // The detail offers it too: off from the row, on from the detail's Turn on.
        const gemini = item(page, 'gemini-cli');
        await gemini.getByTestId('hook-switch').click();
        await expect.poll(() => status(gemini)).toBe('disabled');
        await gemini.getByTestId('hook-row').click();
        const detail = page.getByTestId('hook-detail');
        await expect.poll(() => detail.getByTestId('detail-hook-name').innerText()).toBe('no-rm');
        await detail.getByTestId('detail-switch-on').dblclick();
        await expect.poll(() => status(gemini)).toBe('active');
        await expect.poll(() => detail.getByTestId('detail-switch-on').count()).toBe(0);
        await expect
          .poll(() => fs.readFile(files['gemini-cli'], 'utf8'))
          .toBe(before['gemini-cli']);

        // Each double click wrote one change: off and on per hook, and the detail's off and on.
        await expect
          .poll(() => changesOf(serve))
          .toEqual(['enable', 'disable', 'enable', 'disable', 'enable', 'disable']);
        await expect.poll(() => page.locator('[data-testid=toast].failed').count()).toBe(0);
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    },
  );

  it('offers it in Simplified Chinese too', { timeout: 60_000 }, async () => {
    const ui = await openUi(
      browser(),
      async (temp) => {
        const off = GEMINI_SETTINGS.replace(
          '{',
          '{\n    "hooksConfig": { "disabled": ["no-rm"] },',
        );
        await temp.write('home/.gemini/settings.json', off);
      },
      { locale: 'zh-CN' },
    );
    try {
      const { page } = ui;
      page.setDefaultTimeout(20_000);
      await page.getByTestId('sidebar-user-level').click();
      const row = item(page, 'gemini-cli');
      await expect.poll(() => status(row)).toBe('disabled');
      await expect.poll(() => row.getByTestId('hook-switch').innerText()).toContain('关');
      await row.getByTestId('hook-row').click();
      await page.getByTestId('detail-switch-on').waitFor();
      await keepInDocs(page, 'gemini-switched-off-row-zh-cn');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
