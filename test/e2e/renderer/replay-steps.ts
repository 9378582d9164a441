import fs from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { derivedAuditId } from '../../../electron/services/history/history-id';
import { auditFileName } from '../../../electron/services/history/history-log';
import type { HistoryEntry } from '../../../shared/schemas/history';
import type { TempHome } from '../../helpers/temp-home';
import type { ScreenState } from './screens';

/** What the guard hook prints to let a call through (Claude Code's JSON output). */
const ALLOW = '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}';

/** The guard as it was when the history was recorded: every Bash call goes through. */
export const GUARD_V1 = `#!/bin/sh
# Lets every Bash call through without a permission prompt.
input=$(cat)
echo '${ALLOW}'
`;

/** The guard after the edit: builds are frozen, everything else still goes through. */
export const GUARD_V2 = `#!/bin/sh
# Builds are frozen; every other Bash call goes through.
input=$(cat)
case "$input" in
  *'npm run build'*) echo 'builds are frozen until Friday' >&2; exit 2 ;;
esac
echo '${ALLOW}'
`;

/** A guard that takes its time: long enough to watch a replay's progress and cancel it. */
export const GUARD_SLOW = `#!/bin/sh
input=$(cat)
sleep 5
echo '${ALLOW}'
`;

/** A user-level Cline hook that cancels builds: what a Claude Code call meets when translated. */
export const CLINE_GUARD = `#!/bin/sh
input=$(cat)
case "$input" in
  *build*) echo '{"cancel":true,"errorMessage":"no builds from Cline either"}' ;;
  *) echo '{"cancel":false}' ;;
esac
`;

/** The Bash calls of the recorded history, oldest first; `rm -rf build` is a destructive one. */
export const COMMANDS = [
  'npm test',
  'npm run build',
  'ls -la',
  'npm test -- --watch=false',
  'git status',
  'rm -rf build',
  'cat README.md',
  'npm test',
] as const;

/** The guard script's path in the temp home. */
export const guardPath = (temp: TempHome): string => path.join(temp.home, 'hooks/guard.sh');

/** One bench run of the guard, as the bench records it (kind hookyard-run, the verdict in meta). */
function benchEntry(temp: TempHome, index: number, timeMs: number): HistoryEntry {
  const shop = path.join(temp.home, 'code/shop');
  const command = COMMANDS[index] as string;
  return {
    id: derivedAuditId(timeMs, `replay-e2e-${index}`),
    ts: new Date(timeMs).toISOString(),
    kind: 'hookyard-run',
    source: 'bench',
    agent: 'claude-code',
    workspace: shop,
    sessionId: 'replay-e2e',
    event: 'PreToolUse',
    tool: 'Bash',
    hook: guardPath(temp),
    outcome: 'success',
    durationMs: 9,
    payload: {
      session_id: 'replay-e2e',
      transcript_path: path.join(temp.home, '.claude/projects/shop/replay-e2e.jsonl'),
      cwd: shop,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: `toolu_replay_${index}`,
    },
    output: { stdout: `${ALLOW}\n`, stderr: '', exitCode: 0 },
    meta: {
      verdict: 'allowed',
      sentence: 'allowed without a permission prompt',
      status: 'completed',
    },
  };
}

/**
 * A home whose user-level Claude Code settings run ~/hooks/guard.sh (v1) before every Bash call
 * (and whose Cline hook PreToolUse cancels builds),
 * a project folder ~/code/shop the agent has used, and an audit store holding the guard's
 * recorded runs in that folder, written as `hookyard serve` finds them on open.
 */
export async function writeReplayHome(temp: TempHome): Promise<void> {
  await temp.write('home/hooks/guard.sh', GUARD_V1, 0o755);
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: guardPath(temp) }] }],
    },
  };
  await temp.write('home/.claude/settings.json', JSON.stringify(settings, null, 2));
  await temp.write('home/.cline/hooks/PreToolUse', CLINE_GUARD, 0o755);
  await temp.mkdir('home/code/shop');
  const projects = { [path.join(temp.home, 'code/shop')]: {} };
  await temp.write('home/.claude.json', JSON.stringify({ projects }));

  const dir = path.join(temp.dataDir, 'audit');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const now = Date.now() - 60_000;
  const lines = COMMANDS.map((_, index) =>
    JSON.stringify(benchEntry(temp, index, now - (COMMANDS.length - index) * 60_000)),
  );
  const day = new Date(now).toISOString().slice(0, 10);
  await fs.writeFile(path.join(dir, auditFileName(day, 1)), `${lines.join('\n')}\n`);
}

/** Opens the history entry of `npm run build` and replays it from its detail. */
export async function replayBuildEntry(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-history').click();
  const rows = page.getByTestId('history-row');
  await rows.nth(1).waitFor();
  await page.getByTestId('history-search').fill('run build');
  // By test ids, so in any language: the list narrows to the one entry.
  await rows.nth(1).waitFor({ state: 'detached' });
  await rows.first().click();
  await page.getByTestId('history-detail').getByTestId('history-replay').click();
  await page.getByTestId('replay-case').waitFor();
}

/** The line the draft adds after `input=$(cat)`: it also stops every `npm test`. */
export const DRAFT_LINE = 'echo $input | grep -q npm.test && exit 2';

/**
 * Opens the guard in the script editor, adds DRAFT_LINE without saving, and shadow-runs the
 * draft over the history (consenting to the destructive call); waits for the counts.
 */
export async function shadowRunDraft(page: Page): Promise<void> {
  await page
    .locator('[data-testid=hook-row][data-agent=claude-code][data-event=PreToolUse]')
    .click();
  await page.getByTestId('detail-edit-script').click();
  const editor = page.getByTestId('editor-dialog');
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(`\n${DRAFT_LINE}`);
  await editor.getByTestId('editor-dirty').waitFor();
  await editor.getByTestId('editor-shadow').click();
  await editor.getByTestId('shadow-run').click();
  const consent = page.getByTestId('replay-consent');
  await consent.waitFor();
  await consent.getByTestId('replay-consent-run').click();
  await editor.getByTestId('shadow-summary').waitFor();
}

const SESSION = 'then-e2e';

/**
 * Yesterday, only the recorder saw two Bash calls (no hook of the user's answered them); the
 * transcript kept the permission decision of the first: a rule of the settings allowed it and
 * the tool ran. Of the second nothing is known. Today the user-level guard freezes builds.
 * The entries are written as the recorder's spool and the transcript's ingest leave them.
 */
export async function writeRecorderOnlyHome(temp: TempHome): Promise<void> {
  await temp.write('home/hooks/guard.sh', GUARD_V2, 0o755);
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: guardPath(temp) }] }],
    },
  };
  await temp.write('home/.claude/settings.json', JSON.stringify(settings, null, 2));
  const shop = await temp.mkdir('home/code/shop');
  const start = Date.now() - 86_400_000;
  const entry = (offset: number, fields: Partial<HistoryEntry>): HistoryEntry => ({
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

/** Replays every entry the recorder saw (writeRecorderOnlyHome's two calls) from the history. */
export async function replayRecorderOnly(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-history').click();
  await page.getByTestId('history-filter-source').selectOption('recorder');
  // By test ids, so in any language: the list narrows to the recorder's two entries.
  await page.getByTestId('history-row').nth(2).waitFor({ state: 'detached' });
  await page.getByTestId('history-row').nth(1).waitFor();
  await page.getByTestId('history-replay-filtered').click();
  await page.getByTestId('replay-summary').waitFor();
}

/** The replay states that the accessibility and layout checks visit. */
export const REPLAY_SCREENS: readonly ScreenState[] = [
  {
    name: 'replay-diff',
    async setup(temp) {
      await writeReplayHome(temp);
      await fs.writeFile(guardPath(temp), GUARD_V2);
    },
    async show(page) {
      await replayBuildEntry(page);
      await page.locator('[data-testid=replay-compare-row][data-differs=true]').first().waitFor();
    },
  },
  {
    name: 'replay-consent',
    setup: writeReplayHome,
    async show(page) {
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-row').first().waitFor();
      await page.getByTestId('history-replay-filtered').click();
      await page.getByTestId('replay-consent').waitFor();
    },
  },
  {
    name: 'replay-then',
    setup: writeRecorderOnlyHome,
    async show(page) {
      await replayRecorderOnly(page);
      await page.locator('[data-testid=replay-case-row][data-comparison=differs]').click();
      await page.locator('[data-testid=replay-compare-row][data-field=decidedBy]').waitFor();
    },
  },
  {
    name: 'replay-shadow',
    setup: writeReplayHome,
    async show(page) {
      await shadowRunDraft(page);
      await page.getByTestId('shadow-panel').getByTestId('replay-case-row').first().click();
      await page.getByTestId('shadow-panel').getByTestId('replay-case').waitFor();
    },
  },
];
