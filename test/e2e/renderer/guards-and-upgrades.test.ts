import fs from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { formatSuite } from '../../../electron/services/replay/suite-file';
import { writeClaudeStub } from '../../helpers/agent-version-stub';
import { useBrowser } from '../../helpers/browser';
import { openUi } from './ui-session';

// Issue 15 §3 and §5 in the browser, against the real `hookyard serve`: a `claude` stub on PATH
// whose --version changes between two reads stands in for an upgrade.
const SHOTS = process.env.HOOKYARD_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
};
const GUARD = { type: 'command', command: 'python3 ~/guards/no-rm.py', timeout: 5 };

describe('guards that fail open and agent upgrades', () => {
  const browser = useBrowser();

  it(
    'reports a failing guard, makes it fail closed, and after an upgrade runs the suites',
    { timeout: 150_000 },
    async () => {
      const ui = await openUi(
        browser(),
        async (temp) => {
          await writeClaudeStub(temp, '2.1.300');
          await temp.write(
            'home/.claude/settings.json',
            JSON.stringify(
              { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [GUARD] }] } },
              null,
              2,
            ),
          );
          await temp.write(
            'home/code/shop/.hookyard/tests/guard.json',
            formatSuite({
              version: 1,
              cases: [
                {
                  name: 'ls goes through',
                  agent: 'claude-code',
                  event: 'UserPromptSubmit',
                  payload: { hook_event_name: 'UserPromptSubmit', prompt: 'hi' },
                  expected: { verdict: 'no-change' },
                },
              ],
            }),
          );
        },
        {
          serveEnv: (temp) => ({
            PATH: `${path.join(temp.root, 'bin')}:${process.env.PATH ?? ''}`,
            HOOKYARD_VERSION_CHECK_MS: '1000',
          }),
        },
      );
      try {
        const { page, temp } = ui;
        const row = page.locator(
          '[data-testid=hook-row][data-agent=claude-code][data-event=PreToolUse]',
        );
        await row.first().focus();
        await page.keyboard.press('Enter');
        const report = page.getByTestId('guard-report');
        await expect
          .poll(() => report.getByTestId('guard-installed').textContent())
          .toBe('Installed: Claude Code 2.1.300');
        const lines = report.getByTestId('guard-line');
        await expect
          .poll(() =>
            lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome'))),
          )
          .toEqual(['open', 'open', 'open', 'open']);
        await expect
          .poll(() => lines.nth(2).innerText())
          .toBe(
            'If this guard crashes (exit 1), Claude Code lets the tool run. · checked with 2.1.328',
          );
        await shot(page, 'guard-report-en');

        await report.getByTestId('guard-fix').click();
        const dialog = page.getByTestId('guard-fix-dialog');
        await expect
          .poll(() => dialog.getByTestId('guard-fix-after').innerText())
          .toContain('"onFailure": "block"');
        await expect.poll(() => dialog.innerText()).toContain('python3 ~/guards/no-rm.py');
        await shot(page, 'guard-fix-preview-en');
        // A double click writes once, and shows no failure for the second click.
        await dialog.getByTestId('guard-fix-apply').dblclick();
        await dialog.waitFor({ state: 'detached' });
        const settings = path.join(temp.home, '.claude/settings.json');
        await expect
          .poll(
            async () =>
              JSON.parse(await fs.readFile(settings, 'utf8')).hooks.PreToolUse[0].hooks[0],
          )
          .toEqual({ ...GUARD, onFailure: 'block' });
        await page.keyboard.press('Escape');
        await row.first().focus();
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.getByTestId('guard-fix-state').getAttribute('data-state'))
          .toBe('applied');
        await expect.poll(() => page.getByRole('alert').count()).toBe(0);
        await expect
          .poll(() =>
            lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome'))),
          )
          .toEqual(['closed', 'closed', 'closed', 'closed']);

        await page.getByTestId('add-workspace').click();
        await page.getByTestId('add-workspace-path').fill(path.join(temp.home, 'code/shop'));
        await page.getByTestId('add-workspace-submit').click();
        await page.getByTestId('sidebar-workspace-shop').waitFor();

        await writeClaudeStub(temp, '2.1.328');
        const notice = page.getByTestId('upgrade-notice');
        await expect
          .poll(() => notice.getByTestId('upgrade-change').innerText(), { timeout: 30_000 })
          .toContain('Claude Code was upgraded from 2.1.300 to 2.1.328.');
        await notice.getByTestId('upgrade-run-checks').click();
        await expect
          .poll(() => notice.getByTestId('upgrade-suite').innerText(), { timeout: 30_000 })
          .toContain('guard: 1 passed, 0 failed');
        await expect
          .poll(() => notice.getByTestId('upgrade-replay').innerText())
          .toMatch(/Last day replayed/);
        await shot(page, 'upgrade-notice-en');

        await page.getByTestId('language-switch').selectOption('zh-CN');
        await expect
          .poll(() => notice.getByTestId('upgrade-change').innerText())
          .toContain('已从 2.1.300 升级到 2.1.328');
        await shot(page, 'upgrade-notice-zh-cn');
        await page.getByTestId('sidebar-user-level').click();
        await row.first().focus();
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.getByTestId('guard-report').innerText())
          .toContain('如果此守卫钩子');
        await shot(page, 'guard-report-zh-cn');
        await page.getByTestId('language-switch').selectOption('en');

        await notice.getByTestId('upgrade-dismiss').click();
        await notice.waitFor({ state: 'detached' });
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    },
  );
});
