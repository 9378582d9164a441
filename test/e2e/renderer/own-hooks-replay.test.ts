import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { spooledRecords } from '../../helpers/spool-records';
import {
  askMeForEverything,
  connectClaudeApprovals,
  recordClaudeUserLevel,
} from './own-hooks-steps';
import { replayBuildEntry, writeReplayHome } from './replay-steps';
import { openUi, type UiSession } from './ui-session';

// Issue 13: a replay leaves Hookyard's own hooks out unless the box asks for them; then the
// approver's request is shown in the inbox as a Hookyard test run's, and nothing is recorded.
describe("replay and Hookyard's own hooks", () => {
  const browser = useBrowser();
  let ui: UiSession;
  let spool = '';
  beforeAll(async () => {
    ui = await openUi(browser(), writeReplayHome);
    ui.page.setDefaultTimeout(20_000);
    spool = path.join(ui.temp.dataDir, 'spool');
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });
  const spooled = () => spooledRecords(spool);

  it('replays without the recorder and the approver: no request reaches the inbox', async () => {
    const { page } = ui;
    await recordClaudeUserLevel(page);
    await connectClaudeApprovals(page);
    await askMeForEverything(page);

    await replayBuildEntry(page);
    await page.getByTestId('replay-summary').waitFor();
    await expect.poll(() => page.getByTestId('replay-include-own').isChecked()).toBe(false);
    await page.getByTestId('screen-tab-approvals').click();
    await page.getByTestId('approvals-empty').waitFor();
    await expect.poll(() => spooled()).toEqual([]);
    expect(ui.errors).toEqual([]);
  });

  it('with the box ticked the approver asks as a test run; the answer ends the replay', async () => {
    const { page } = ui;
    await page.getByTestId('screen-tab-replay').click();
    await page.getByTestId('replay-include-own').check();
    await page.getByTestId('screen-tab-approvals').click();
    const card = page.locator('[data-testid=approval-card][data-self-run=true]');
    await card.waitFor();
    await expect.poll(() => card.locator('h3').innerText()).toBe('Bash from a Hookyard test run');
    await expect.poll(() => card.getByTestId('approval-self-run').innerText()).toBe('Test run');
    await expect
      .poll(() => card.getByTestId('approval-self-run-note').innerText())
      .toContain('No agent is waiting');
    await screenshot(page, 'approvals-self-run-card');
    await card.getByTestId('approval-approve').click();
    await page.getByTestId('approvals-empty').waitFor();

    await page.getByTestId('screen-tab-replay').click();
    await page.getByTestId('replay-summary').waitFor();
    await expect.poll(() => page.getByTestId('replay-include-own').isChecked()).toBe(true);
    await screenshot(page, 'replay-include-own');
    await expect.poll(() => spooled()).toEqual([]);
    expect(ui.errors).toEqual([]);
  });
});
