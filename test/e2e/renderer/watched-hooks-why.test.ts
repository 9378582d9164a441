import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import {
  claudeVersion,
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
} from '../../helpers/real-claude';
import { openUi, type UiSession } from './ui-session';

// Issue 15 §1-§2 and §4 in the browser, against `hookyard serve` on a fake HOME, with the real
// `claude -p`: watch a project hook from its detail, its runs appear on it and open their History
// entries; the History's Why row names the permission rule's file and line, and the "decided by" filter finds it.
// The deny rule is on line 4 of the project's settings, the allow rule on line 7.
const SETTINGS = `{
  "permissions": {
    "deny": [
      "Bash(rm *)"
    ],
    "allow": [
      "Bash(echo *)"
    ]
  },
  "hooks": {
    "PreToolUse": [
      { "matcher": "Bash", "hooks": [{ "type": "command", "command": "echo guard-ok >&2; exit 0" }] }
    ]
  }
}
`;

describe('watched hooks and the Why row with the real claude', () => {
  const browser = useBrowser();
  let ui: UiSession;
  let project = '';
  const run = (label: string, args: string[] = []) =>
    runRealClaude({
      scratch: path.join(ui.temp.root, `fake-${label}`),
      home: ui.temp.home,
      project,
      args,
      steps: [
        { tool: 'Bash', input: { command: `echo ${label}`, description: label } },
        { tool: 'Bash', input: { command: 'rm -rf build', description: 'clean' } },
        { text: 'done' },
      ],
    });

  beforeAll(async () => {
    ui = await openUi(browser(), async (temp) => {
      project = path.join(temp.home, 'proj');
      await temp.write('home/proj/.claude/settings.json', SETTINGS);
      trustClaudeProject(temp.home, project);
    });
    ui.page.setDefaultTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    stopFakeAnthropicServers();
    await ui?.close();
  });

  const hookDetail = (page: Page) => page.getByTestId('hook-detail');

  it(
    'watches a project hook from its detail, and its real runs appear on it',
    { timeout: 120_000 },
    async () => {
      const { page } = ui;
      // The recorder at user level (History › Recording), for the silent flag below.
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-recorder').locator('summary').click();
      await page.getByTestId('history-record-claude-code').click();
      await page.getByTestId('recorder-preview-confirm').click();
      const recorder = page.getByTestId('history-recorder-claude-code');
      // The preview's default events (PreToolUse among them): `partial`.
      await expect.poll(() => recorder.getAttribute('data-state')).toBe('partial');

      await page.getByTestId('screen-tab-inventory').click();
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(project);
      await page.getByTestId('add-workspace-submit').click();
      await page.getByTestId('sidebar-workspace-proj').click();
      const row = page.locator('[data-testid=hook-row][data-event=PreToolUse]').first();
      await row.click();
      // A double click on Watch must not watch it twice.
      await hookDetail(page).getByTestId('watch-hook').dblclick();
      // Watching rewrites the hook's command, so the rescan lists it under a new id: the detail
      // follows it there and stays open.
      await expect.poll(() => row.getByTestId('watched-summary').count()).toBe(1);
      await expect.poll(() => hookDetail(page).getByTestId('unwatch-hook').isVisible()).toBe(true);

      const first = await run('watched');
      expect(first.timedOut, first.printed).toBe(false);
      const summary = hookDetail(page).getByTestId('watched-summary');
      // The hook runs before both Bash calls (the echo, then the rm the deny rule stops); the
      // summary follows the import without the detail being opened again.
      await expect.poll(() => summary.innerText(), { timeout: 30_000 }).toMatch(/2 runs/);
      await expect.poll(() => summary.innerText()).toMatch(/Claude Code \(-p\)/);
      await expect.poll(() => summary.innerText()).toMatch(/p95/);
      await expect
        .poll(() => hookDetail(page).getByTestId('watched-runs').locator('li').count())
        .toBe(2);
      await screenshot(page, 'watched-hook-detail');
    },
  );

  it(
    'opens a run in History, whose Why row shows the hook and the rule with its file and line',
    { timeout: 120_000 },
    async () => {
      const { page } = ui;
      // Newest first: the last is the run before the echo.
      await hookDetail(page).getByTestId('watched-runs').locator('button').last().click();
      const detail = page.getByTestId('history-detail');
      await expect.poll(() => detail.locator('code').first().innerText()).toBe('PreToolUse');
      const steps = detail.getByTestId('why-step');
      const settingsFile = path.join(project, '.claude', 'settings.json');
      // The watched run and the transcript's record of the same run (both: ran, decided
      // nothing), then the allow rule.
      await expect
        .poll(() => steps.last().innerText(), { timeout: 30_000 })
        .toContain(`Bash(echo *) in ${settingsFile}, line 7`);
      await expect.poll(() => steps.first().innerText()).toContain('echo guard-ok');
      await expect.poll(() => steps.first().getAttribute('data-by')).toBe('hook');
      await screenshot(page, 'history-why-row');
    },
  );

  it('filters History by who decided', { timeout: 120_000 }, async () => {
    const { page } = ui;
    await page.getByTestId('history-detail-close').click();
    await page.getByTestId('history-filter-decided-by').selectOption('rule');
    const rows = page.getByTestId('history-row');
    // The echo allowed by the allow rule, the rm denied by the deny rule.
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().click();
    const steps = page.getByTestId('history-detail').getByTestId('why-step');
    await expect.poll(() => steps.last().innerText()).toContain('Bash(rm *) in ');
    await expect.poll(() => steps.last().innerText()).toContain('line 4');
    await screenshot(page, 'history-decided-by-rule');
    await page.getByTestId('history-filter-decided-by').selectOption('me');
    await expect.poll(() => rows.count()).toBe(0);
    await page.getByTestId('history-filter-decided-by').selectOption('');
  });

  it('filters History by the agent version the entries were made with', async () => {
    const { page } = ui;
    const version = claudeVersion();
    const select = page.getByTestId('history-filter-agent-version');
    // The transcripts name the release that wrote them; the recorded events get the one
    // Hookyard read at start.
    await expect
      .poll(() => select.locator('option').allInnerTexts())
      .toContain(`Agent version ${version}`);
    const rows = page.getByTestId('history-row');
    const all = await rows.count();
    await select.selectOption(version);
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await screenshot(page, 'history-agent-version-filter');
    await select.selectOption('');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(all);
  });
});
