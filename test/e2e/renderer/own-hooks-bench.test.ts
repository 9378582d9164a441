import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { spooledRecords } from '../../helpers/spool-records';
import { runRmOnTheBench, writeUserBlockingHook } from './bench-steps';
import {
  askMeForEverything,
  connectClaudeApprovals,
  recordClaudeUserLevel,
} from './own-hooks-steps';
import { openUi, type UiSession } from './ui-session';

// Issue 13: the bench leaves Hookyard's own hooks out, and what it runs is never recorded.
describe("the bench and Hookyard's own hooks", () => {
  const browser = useBrowser();
  let ui: UiSession;
  let spool = '';
  beforeAll(async () => {
    ui = await openUi(browser(), writeUserBlockingHook);
    ui.page.setDefaultTimeout(15_000);
    spool = path.join(ui.temp.dataDir, 'spool');
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });
  const spooled = () => spooledRecords(spool);
  const cards = () => ui.page.getByTestId('outcome-card');

  it('runs only the user hook: no request reaches the inbox and the spool stays empty', async () => {
    const { page } = ui;
    await recordClaudeUserLevel(page);
    await connectClaudeApprovals(page);
    await askMeForEverything(page);
    await page.getByTestId('screen-tab-inventory').click();
    await page.getByTestId('sidebar-user-level').click();

    await runRmOnTheBench(page);
    await page.getByTestId('bench-verdict').waitFor();
    await expect
      .poll(() => page.getByTestId('bench-verdict').innerText())
      .toContain('no rm please');
    await expect.poll(() => cards().count()).toBe(1);
    await expect.poll(() => cards().innerText()).toContain('no rm please');
    expect(spooled()).toEqual([]);
    await page.getByTestId('screen-tab-approvals').click();
    await page.getByTestId('approvals-empty').waitFor();
    expect(ui.errors).toEqual([]);
  });

  it('with "also run Hookyard’s own hooks" the recorder runs, and still records nothing', async () => {
    const { page } = ui;
    // Without the approval hook, which would rightly ask the inbox and wait for an answer.
    await page.getByTestId('approvals-tab-setup').click();
    await page.getByTestId('setup-installed').getByTestId('setup-uninstall').click();
    await page.getByTestId('setup-no-installs').waitFor();

    await page.getByTestId('screen-tab-bench').click();
    // The bench has seen the approval hook go: the refresh that follows the uninstall could
    // otherwise redraw the choice under the click (seen once in a full run).
    await expect
      .poll(() => page.locator('label.bench-include-own').innerText())
      .toContain('(1: recorder');
    await page.getByTestId('bench-include-own').check();
    await page.getByTestId('bench-run').click();
    await expect.poll(() => cards().count()).toBe(2);
    expect((await cards().allInnerTexts()).join('\n')).toMatch(/hookyard-record\.(sh|js)/);
    expect(spooled()).toEqual([]);
    expect(ui.errors).toEqual([]);
  });
});
