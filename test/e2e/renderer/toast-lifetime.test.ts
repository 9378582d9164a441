import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { writeUserBlockingHook } from './bench-steps';
import { rowItem } from './manage-steps';
import { openUi, type UiSession } from './ui-session';

describe('the toast after a change', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    // Its own page: the clock it installs stays on the page, which would hand it to the next test.
    ui = await openUi(browser(), writeUserBlockingHook, { ownPage: true });
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('shows on the screen of the action only, stays while hovered, goes after seconds and leaves the change undoable from Changes', async () => {
    const { page } = ui;
    // The page's timers under the test's hand: seconds pass without waiting for them.
    await page.clock.install();
    const toast = page.getByTestId('toast');
    await rowItem(page, 'claude-code', 'PreToolUse', 'active').getByTestId('hook-switch').click();
    await rowItem(page, 'claude-code', 'PreToolUse', 'disabled').waitFor();
    await toast.filter({ hasText: 'Turned off' }).waitFor();

    await page.getByTestId('screen-tab-history').click();
    await page.getByTestId('history-export').waitFor();
    await expect.poll(() => toast.count()).toBe(0);
    await page.getByTestId('screen-tab-inventory').click();
    await toast.waitFor();

    await toast.hover();
    await page.clock.runFor(30_000);
    await expect.poll(() => toast.count()).toBe(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(13_000);
    await toast.waitFor({ state: 'detached' });

    await page.getByTestId('screen-tab-changes').click();
    const change = page.locator('[data-testid=change-item][data-operation=disable]');
    await change.getByTestId('change-restore').click();
    await page.locator('[data-testid=change-item][data-operation=restore]').waitFor();
    expect(ui.errors).toEqual([]);
  });
});
