import fs from 'node:fs/promises';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { derivedAuditId } from '../../../electron/services/audit/audit-id';
import { auditFileName } from '../../../electron/services/audit/audit-log';
import type { AuditEntry } from '../../../shared/schemas/audit';
import { launchChromium, screenshot } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { GUARD_V2, guardPath } from './replay-steps';
import { openUi, type UiSession } from './ui-session';

const SESSION = 'then-e2e';

/**
 * Yesterday, only the recorder saw two Bash calls (no hook of the user's answered them); the
 * transcript kept the permission decision of the first: a rule of the settings allowed it and
 * the tool ran. Of the second nothing is known. Today the user-level guard freezes builds.
 * The entries are written as the recorder's spool and the transcript's ingest leave them.
 */
async function writeRecorderOnlyHome(temp: TempHome): Promise<void> {
  await temp.write('home/hooks/guard.sh', GUARD_V2, 0o755);
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: guardPath(temp) }] }],
    },
  };
  await temp.write('home/.claude/settings.json', JSON.stringify(settings, null, 2));
  const shop = await temp.mkdir('home/code/shop');
  const start = Date.now() - 86_400_000;
  const entry = (offset: number, fields: Partial<AuditEntry>): AuditEntry => ({
    id: derivedAuditId(start + offset, `then-e2e-${offset}`),
    ts: new Date(start + offset).toISOString(),
    kind: 'agent-event',
    source: 'recorder',
    agent: 'claude-code',
    workspace: shop,
    sessionId: SESSION,
    event: 'PreToolUse',
    tool: 'Bash',
    hook: null,
    outcome: null,
    durationMs: null,
    payload: null,
    output: null,
    meta: {},
    ...fields,
  });
  const call = (command: string, toolUseId: string) => ({
    session_id: SESSION,
    cwd: shop,
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: toolUseId,
  });
  const entries = [
    entry(0, { payload: call('npm run build', 'toolu_build'), meta: { cwd: shop } }),
    entry(900, {
      kind: 'decision',
      source: 'claude-transcript',
      event: 'PermissionDecision',
      outcome: 'allow',
      payload: {
        toolUseId: 'toolu_build',
        toolInput: { command: 'npm run build' },
        result: '{"stdout":"built in 2.1s","stderr":"","interrupted":false}',
        permissionDecision: {
          decision: 'accept',
          source: 'config',
          reasonType: 'rule',
          ruleSource: 'projectSettings',
        },
      },
      meta: {
        decidedBy: 'config',
        reasonType: 'rule',
        ruleSource: 'projectSettings',
        toolUseId: 'toolu_build',
      },
    }),
    entry(60_000, { payload: call('git status', 'toolu_status'), meta: { cwd: shop } }),
  ];
  const dir = path.join(temp.dataDir, 'audit');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const day = new Date(start).toISOString().slice(0, 10);
  await fs.writeFile(
    path.join(dir, auditFileName(day, 1)),
    `${entries.map((each) => JSON.stringify(each)).join('\n')}\n`,
  );
}

const row = (page: Page, comparison: string) =>
  page.locator(`[data-testid=replay-case-row][data-comparison=${comparison}]`);

function sideOf(page: Page, field: string, side: 'then' | 'now') {
  return page
    .getByTestId('replay-case')
    .locator(`[data-testid=replay-compare-row][data-field=${field}] td[data-side=${side}]`);
}

describe('replaying events only the recorder saw, in the real UI', () => {
  let browser: Browser;
  let ui: UiSession;
  beforeAll(async () => {
    browser = await launchChromium();
    ui = await openUi(browser, writeRecorderOnlyHome);
    ui.page.setDefaultTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
    await browser?.close();
  });

  it('compares with what is known to have happened, and says when nothing is', async () => {
    const { page } = ui;
    await page.getByTestId('screen-tab-history').click();
    await page.getByTestId('history-filter-source').selectOption('recorder');
    await page.getByTestId('history-count').filter({ hasText: '2 entries loaded' }).waitFor();
    await page.getByTestId('history-replay-filtered').click();

    const summary = page.getByTestId('replay-summary');
    await summary.waitFor();
    expect(await summary.getAttribute('data-same')).toBe('0');
    expect(await summary.getAttribute('data-differ')).toBe('1');
    expect(await summary.getAttribute('data-no-then')).toBe('1');
    expect(await summary.innerText()).toContain('1 with no earlier answer');

    // Of `git status` nothing is known: no earlier answer, never "the same".
    await row(page, 'no-then').click();
    const unknown = page.locator('[data-testid=replay-case][data-comparison=no-then]');
    await unknown.waitFor();
    expect(await unknown.getByTestId('replay-case-summary').innerText()).toBe(
      'No earlier answer to compare with.',
    );
    expect(await row(page, 'no-then').innerText()).toContain('No earlier answer');

    // The build ran then (the settings allowed it); the guard blocks it now.
    await row(page, 'differs').click();
    const known = page.locator('[data-testid=replay-case][data-comparison=differs]');
    await known.waitFor();
    expect(await sideOf(page, 'verdict', 'then').innerText()).toBe('Allowed');
    expect(await sideOf(page, 'verdict', 'now').innerText()).toBe('Blocked');
    expect(await sideOf(page, 'decidedBy', 'then').innerText()).toBe(
      'Your permission settings (no hook decided)',
    );
    expect(await sideOf(page, 'toolRan', 'then').innerText()).toBe('Yes');
    expect(await known.getByTestId('replay-case-summary').innerText()).toContain('Verdict');
    await screenshot(page, 'replay-then');
    expect(ui.errors).toEqual([]);
  });
});
