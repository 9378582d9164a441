import fs from 'node:fs/promises';
import path from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium, screenshot } from '../../helpers/browser';
import { addAskMeRule, startApproverShim } from './approvals-steps';
import { openUi, type UiSession } from './ui-session';

const card = (ui: UiSession) => ui.page.getByTestId('approval-card');

// Must show 4: the real `hookyard serve`, the real approver shim as a subprocess, real Chromium.
describe('the approvals inbox', () => {
  let browser: Browser;
  let ui: UiSession;
  let workspace: string;
  beforeAll(async () => {
    browser = await launchChromium();
    ui = await openUi(browser, async (temp) => {
      workspace = await temp.mkdir('home/code/shop');
    });
    ui.page.setDefaultTimeout(15_000);
    await addAskMeRule(ui.page, workspace);
    await ui.page.getByTestId('approvals-empty').waitFor();
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
    await browser?.close();
  });

  it('shows a waiting request live, and the waiting shim exits with the allow answer once approved', async () => {
    const { page } = ui;
    const bash = await startApproverShim(ui.temp, workspace, {
      tool: 'Bash',
      command: 'npm run build',
    });
    const build = page.locator('[data-testid=approval-card][data-tool=Bash]');
    await build.waitFor();
    expect(await build.getByTestId('approval-command').innerText()).toContain('npm run build');
    expect(await build.innerText()).toContain(workspace);
    expect(await build.getByTestId('approval-countdown').innerText()).toMatch(/\d:\d\d left/);
    const write = await startApproverShim(ui.temp, workspace, {
      tool: 'Write',
      file: 'notes.md',
      content: '# Release notes\n\n- Approvals inbox\n',
    });
    const notes = page.locator('[data-testid=approval-card][data-tool=Write]');
    await notes.getByTestId('approval-diff').waitFor();
    expect(await notes.getByTestId('approval-diff').innerText()).toContain('# Release notes');
    await screenshot(page, 'approvals');
    await fs.copyFile(
      path.resolve(__dirname, '../../../test-results/approvals.png'),
      path.resolve(__dirname, '../../../docs/approvals.png'),
    );

    await build.getByTestId('approval-approve').click();
    const { code, stdout } = await bash.done;
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' },
    });
    expect(await page.getByTestId('approvals-notice').innerText()).toContain('Approved 1 request.');
    // Only the Write waits now; the keyboard approves it.
    await expect.poll(() => card(ui).count()).toBe(1);
    await notes.focus();
    await page.keyboard.press('a');
    expect(JSON.parse((await write.done).stdout)).toMatchObject({
      hookSpecificOutput: { permissionDecision: 'allow' },
    });
    await page.getByTestId('approvals-empty').waitFor();
  });

  it('denies from the keyboard with a reason the agent reads', async () => {
    const { page } = ui;
    const shim = await startApproverShim(ui.temp, workspace, {
      tool: 'Bash',
      command: 'rm -rf dist',
    });
    await card(ui).waitFor();
    await card(ui).focus();
    await page.keyboard.press('d');
    await page.getByTestId('approval-deny-reason').fill('Run the tests first.');
    await page.keyboard.press('Enter');
    const { stdout } = await shim.done;
    expect(JSON.parse(stdout)).toMatchObject({
      hookSpecificOutput: {
        permissionDecision: 'deny',
        permissionDecisionReason: 'Run the tests first.',
      },
    });
    await page.getByTestId('approvals-empty').waitFor();
  });

  it('approves an edited input, and decides two ticked requests together', async () => {
    const { page } = ui;
    const edited = await startApproverShim(ui.temp, workspace, {
      tool: 'Bash',
      command: 'rm -rf /',
    });
    await card(ui).waitFor();
    await card(ui).getByTestId('approval-edit').click();
    await page.getByTestId('approval-edit-input').fill('{"command": "rm -rf ./dist"');
    // Checked as it is typed: text that is not a JSON object cannot be sent.
    await page.getByTestId('json-error').waitFor();
    expect(await page.getByTestId('approval-edit-submit').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.getByTestId('approval-edit-input').fill('{"command": "rm -rf ./dist"}');
    await page.getByTestId('approval-edit-submit').click();
    expect(JSON.parse((await edited.done).stdout)).toMatchObject({
      hookSpecificOutput: {
        permissionDecision: 'allow',
        updatedInput: { command: 'rm -rf ./dist' },
      },
    });

    const first = await startApproverShim(ui.temp, workspace, {
      tool: 'Bash',
      command: 'npm test',
    });
    const second = await startApproverShim(ui.temp, workspace, {
      tool: 'Bash',
      command: 'npm run lint',
    });
    await expect.poll(() => card(ui).count()).toBe(2);
    await page.getByTestId('approvals-check-all').check();
    await page.getByTestId('approvals-approve-checked').click();
    const answers = await Promise.all([first.done, second.done]);
    for (const { stdout } of answers) {
      expect(JSON.parse(stdout)).toMatchObject({
        hookSpecificOutput: { permissionDecision: 'allow' },
      });
    }
    await page.getByTestId('approvals-empty').waitFor();
    expect(ui.errors).toEqual([]);
  });
});
