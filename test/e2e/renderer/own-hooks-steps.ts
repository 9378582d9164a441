import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** History › Recording: records Claude Code at user level on the preview's recommended events. */
export async function recordClaudeUserLevel(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-history').click();
  const recorder = page.getByTestId('history-recorder');
  if (!(await recorder.evaluate((details) => (details as unknown as { open: boolean }).open)))
    await recorder.locator('summary').click();
  await page.getByTestId('history-record-claude-code').click();
  await page.getByTestId('recorder-preview-confirm').click();
  const claude = page.getByTestId('history-recorder-claude-code');
  await expect.poll(() => claude.getAttribute('data-state')).toBe('partial');
}

/** Approvals › Connect agents: installs Claude Code's approval hook with the form's defaults. */
export async function connectClaudeApprovals(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-approvals').click();
  await page.getByTestId('approvals-tab-setup').click();
  await page.getByTestId('setup-listening').waitFor();
  await page.getByTestId('setup-install').click();
  await page.getByTestId('setup-installed').waitFor();
}

/** An "ask me" rule that matches every tool call everywhere. */
export async function askMeForEverything(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-approvals').click();
  await page.getByTestId('approvals-tab-rules').click();
  await page.getByTestId('rules-add').click();
  await page.getByTestId('rule-decision').selectOption('ask');
  await page.getByTestId('rule-submit').click();
  await page.locator('[data-testid=rule-row][data-decision=ask]').waitFor();
  await page.getByTestId('approvals-tab-pending').click();
}
