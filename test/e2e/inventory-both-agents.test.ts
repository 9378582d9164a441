import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../helpers/browser';
import { openUi, SCRIPT } from './renderer/ui-session';

const BIN = path.resolve(__dirname, '../../bin/hookyard.js');

const PROJECT_SETTINGS = JSON.stringify(
  {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo guard' }] }],
      PostToolUse: [{ matcher: '[unclosed', hooks: [{ type: 'command', command: 'echo post' }] }],
      SessionStart: [{ hooks: [{ type: 'http', url: 'http://127.0.0.1:9/hook' }] }],
    },
  },
  null,
  2,
);

type Row = { id: string; agent: string; event: string; status: string };

async function visibleRows(page: Page): Promise<Row[]> {
  return page.$$eval('[data-testid=hook-row]', (rows) =>
    rows.map((row) => ({
      id: row.getAttribute('data-hook-id') ?? '',
      agent: row.getAttribute('data-agent') ?? '',
      event: row.getAttribute('data-event') ?? '',
      status: row.getAttribute('data-status') ?? '',
    })),
  );
}

// Issue #2's acceptance path: one workspace with hooks of both agents, their statuses in the UI,
// a live change from disk, and `hookyard list --json` agreeing with the screen.
describe('the inventory of a workspace with hooks of both agents', () => {
  const browser = useBrowser();

  it('shows the right statuses, follows an edit on disk, and agrees with hookyard list', async () => {
    let workspace = '';
    const ui = await openUi(browser(), async (temp) => {
      workspace = await temp.mkdir('ws/shop');
      await temp.write(
        'home/.claude/settings.json',
        '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "echo done"}]}]}}',
      );
      await temp.write('ws/shop/.claude/settings.json', PROJECT_SETTINGS);
      await temp.write('ws/shop/.clinerules/hooks/PreToolUse', SCRIPT, 0o644);
      await temp.write('ws/shop/.cline/hooks/TASKCOMPLETE.JS', SCRIPT, 0o755);
      await temp.write('ws/shop/.cline/hooks/PreCompact', SCRIPT, 0o755);
    });
    try {
      const { page, serve, temp } = ui;
      const added = await fetch(`${serve.origin}/api/workspaces:add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serve.token}` },
        body: JSON.stringify({ roots: [workspace] }),
      });
      expect(((await added.json()) as { ok: boolean }).ok).toBe(true);
      await page.getByTestId('sidebar-workspace-shop').click();
      const row = (agent: string, event: string) =>
        page.locator(`[data-testid=hook-row][data-agent=${agent}][data-event=${event}]`);

      await row('claude-code', 'PreToolUse').waitFor();
      const expected: Array<[string, string, string]> = [
        ['claude-code', 'PreToolUse', 'active'],
        ['claude-code', 'Stop', 'active'],
        ['claude-code', 'PostToolUse', 'invalid'],
        ['claude-code', 'SessionStart', 'never-runs'],
        ['cline-cli', 'PreToolUse', 'active'],
        ['cline-vscode', 'PreToolUse', 'not-executable'],
        ['cline-cli', 'PreCompact', 'never-runs'],
        ['cline-cli', 'TaskComplete', 'ignored'],
      ];
      for (const [agent, event, status] of expected) {
        await expect
          .poll(() => row(agent, event).first().getAttribute('data-status'), {
            message: `${agent} ${event}`,
          })
          .toBe(status);
      }
      await expect
        .poll(() => row('claude-code', 'PostToolUse').getByTestId('hook-reason').innerText())
        .toContain('[unclosed');
      await screenshot(page, 'inventory-both-agents');

      // Every row the UI shows is what `hookyard list --json` prints for the same folder.
      const listed = spawnSync(
        process.execPath,
        [BIN, 'list', '--workspace', workspace, '--json', '--data-dir', temp.dataDir],
        {
          env: { PATH: process.env.PATH, HOME: temp.home },
          encoding: 'utf8',
        },
      );
      expect(listed.status, listed.stderr).toBe(0);
      const cli = (JSON.parse(listed.stdout).hooks as Row[]).map(
        ({ id, agent, event, status }) => ({ id, agent, event: event ?? '', status }),
      );
      const byId = (a: Row, b: Row) => a.id.localeCompare(b.id);
      expect((await visibleRows(page)).sort(byId)).toEqual(cli.sort(byId));

      // A local settings file that turns every hook off, written while the UI is open.
      await temp.write('ws/shop/.claude/settings.local.json', '{"disableAllHooks": true}');
      await expect
        .poll(() => row('claude-code', 'PreToolUse').getAttribute('data-status'), {
          timeout: 5_000,
        })
        .toBe('disabled');
      await expect
        .poll(() => row('claude-code', 'PreToolUse').getByTestId('hook-reason').innerText())
        .toContain('disableAllHooks');
      await expect
        .poll(() => row('cline-cli', 'PreToolUse').getAttribute('data-status'))
        .toBe('active');
      await screenshot(page, 'inventory-both-agents-after-edit');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
