import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { sharedPath } from '../../helpers/shared-dir';
import type { TempHome } from '../../helpers/temp-home';
import type { ScreenState } from './screens';

const SHIM = path.resolve(__dirname, '../../../resources/shims/hookyard-approver.js');

/** The shims started and not yet ended, so that a test can end what it left waiting. */
const running = new Set<ChildProcess>();

/**
 * Ends every approver shim still waiting, as an agent that gave up would, so that the next test
 * starts with an empty inbox rather than the cards an earlier one left.
 */
export async function endApproverShims(): Promise<void> {
  const waiting = [...running];
  await Promise.all(
    waiting.map(
      (child) =>
        new Promise<void>((resolve) => {
          // A child leaves `running` on 'close', which follows even one that exited already.
          child.once('close', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** A running approver shim: what it printed and how it ended, once it has. */
export interface ShimRun {
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/**
 * What the agent asks: Claude Code a Bash command or a Write of a file; the Cline VS Code
 * extension a command.
 */
export type ShimAsk =
  | { tool: 'Bash'; command: string }
  | { tool: 'Write'; file: string; content: string }
  | { tool: 'execute_command'; command: string };

/**
 * The Cline VS Code extension's PreToolUse payload, as ../shared/spec/cline.md describes it (no
 * capture exists: the extension cannot run here): every parameter arrives as a string.
 */
const clineVscodePayload = (workspace: string, command: string) => ({
  hookName: 'PreToolUse',
  taskId: 'e2e-vscode-task',
  workspaceRoots: [workspace],
  preToolUse: {
    toolName: 'execute_command',
    parameters: { command, requires_approval: 'true' },
  },
});

async function claudePayload(
  workspace: string,
  ask: Exclude<ShimAsk, { tool: 'execute_command' }>,
) {
  const payload = JSON.parse(
    await fs.readFile(
      sharedPath('fixtures', 'claude', 'payloads', `PreToolUse.${ask.tool}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;
  return {
    ...payload,
    cwd: workspace,
    tool_input:
      ask.tool === 'Bash'
        ? { command: ask.command, description: 'Asked by the e2e test' }
        : { file_path: path.join(workspace, ask.file), content: ask.content },
  };
}

/**
 * Runs Hookyard's approver shim as the agent runs its hook: a real `node` subprocess given the
 * PreToolUse payload on stdin (for Claude Code a real capture, its workspace and tool input
 * replaced).
 */
export async function startApproverShim(
  temp: TempHome,
  workspace: string,
  ask: ShimAsk,
): Promise<ShimRun> {
  const cline = ask.tool === 'execute_command';
  const payload = cline
    ? clineVscodePayload(workspace, ask.command)
    : await claudePayload(workspace, ask);
  const child = spawn(
    process.execPath,
    [
      SHIM,
      '--agent',
      cline ? 'cline' : 'claude-code',
      '--data-dir',
      temp.dataDir,
      '--fail',
      'closed',
      '--timeout',
      '300',
    ],
    { env: { PATH: process.env.PATH, HOME: temp.home }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  running.add(child);
  // 'close', not 'exit': the process can exit before its last output has been read from the
  // pipe, and a burst of 45 shims showed an answer lost so (stdout read as '').
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
  child.stdin.end(JSON.stringify(payload));
  return { done };
}

/**
 * Opens the approvals screen and adds, through the rules view, an ask-me rule for every tool
 * use in `workspace` (without a rule, Claude Code's PreToolUse is left to its own permissions).
 */
export async function addAskMeRule(page: Page, workspace: string): Promise<void> {
  await page.getByTestId('screen-tab-approvals').click();
  await page.getByTestId('approvals-tab-rules').click();
  await page.getByTestId('rules-add').click();
  await page.getByTestId('rule-scope').selectOption('workspace');
  await page.getByTestId('rule-root').fill(workspace);
  await page.getByTestId('rule-decision').selectOption('ask');
  await page.getByTestId('rule-submit').click();
  await page.locator('[data-testid=rule-row][data-decision=ask]').waitFor();
  await page.getByTestId('approvals-tab-pending').click();
}

/** The folder the approvals states' agent works in. */
const SHOP = 'home/code/shop';

const makeShop = async (temp: TempHome): Promise<void> => void (await temp.mkdir(SHOP));

/** An ask-me rule, then a Bash command and a Write of a file waiting in the inbox. */
async function showTwoWaiting(page: Page, temp: TempHome): Promise<void> {
  const workspace = `${temp.root}/${SHOP}`;
  await addAskMeRule(page, workspace);
  // The shims wait until serve stops (`close()`), then exit with their fail-closed answer.
  await startApproverShim(temp, workspace, { tool: 'Bash', command: 'npm run build' });
  await startApproverShim(temp, workspace, {
    tool: 'Write',
    file: 'notes.md',
    content: '# Release notes\n\n- Approvals inbox\n',
  });
  await page.locator('[data-testid=approval-card] [data-testid=approval-diff]').waitFor();
  await page.locator('[data-testid=approval-card][data-tool=Bash]').waitFor();
}

/** The approvals screen's states for the accessibility and layout tests. */
export const APPROVALS_SCREENS: readonly ScreenState[] = [
  { name: 'approvals-inbox', setup: makeShop, show: showTwoWaiting },
  {
    name: 'approvals-deny-dialog',
    setup: makeShop,
    async show(page, temp) {
      await showTwoWaiting(page, temp);
      await page.getByTestId('approvals-check-all').check();
      await page.getByTestId('approvals-deny-checked').click();
      await page.getByTestId('approval-deny-dialog').waitFor();
    },
  },
  {
    name: 'approvals-rule-dialog',
    setup: makeShop,
    async show(page, temp) {
      await addAskMeRule(page, `${temp.root}/${SHOP}`);
      await page.getByTestId('approvals-tab-rules').click();
      await page.getByTestId('rule-row').waitFor();
      await page.getByTestId('rule-edit').click();
      await page.getByTestId('rule-pattern-kind').selectOption('regex');
      await page.getByTestId('rule-command').fill('npm (run');
      await page.getByTestId('rule-submit').click();
      await page.locator('[data-testid=rule-dialog] .field-error').waitFor();
    },
  },
  {
    name: 'approvals-setup',
    setup: makeShop,
    async show(page) {
      await page.getByTestId('screen-tab-approvals').click();
      await page.getByTestId('approvals-tab-setup').click();
      await page.getByTestId('setup-agent-cline').check();
      await page.getByTestId('setup-listening').waitFor();
    },
  },
];
