import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { connectClaudeApprovals, recordClaudeUserLevel } from './own-hooks-steps';
import { openUi, type UiSession } from './ui-session';

// The user's three hooks, which Hookyard's own must not bury.
const SETTINGS = JSON.stringify({
  hooks: {
    PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh' }] }],
    PostToolUse: [{ hooks: [{ type: 'command', command: './lint.sh' }] }],
    Stop: [{ hooks: [{ type: 'command', command: 'echo bye' }] }],
  },
});

// Issue 13: Hookyard's own hooks are one row per install, with a badge and a filter.
describe("Hookyard's own hooks in the inventory", () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), async (temp) => {
      await temp.write('home/.claude/settings.json', SETTINGS);
    });
    ui.page.setDefaultTimeout(15_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('shows the recorder and approvals as one row per install, the user hooks as they are', async () => {
    const { page } = ui;
    await recordClaudeUserLevel(page);
    await connectClaudeApprovals(page);
    await page.getByTestId('screen-tab-inventory').click();
    await page.getByTestId('sidebar-user-level').click();

    const installs = page.getByTestId('own-install');
    await expect.poll(() => installs.count()).toBe(2);
    const recorder = page.locator('[data-testid=own-install][data-kind=recorder]');
    await expect
      .poll(() => recorder.innerText())
      .toMatch(/Hookyard recorder — 8 events, user level/);
    await expect.poll(() => recorder.getByTestId('own-badge').innerText()).toBe('Hookyard');
    const approvals = page.locator('[data-testid=own-install][data-kind=approvals]');
    await expect
      .poll(() => approvals.innerText())
      .toMatch(/Hookyard approvals — 2 events, user level/);
    // Only the user's three hooks are rows of their own.
    const rows = page.getByTestId('hook-row');
    await expect.poll(() => rows.count()).toBe(3);
    await screenshot(page, 'inventory-own-hooks');

    // Opened, the recorder's install shows one row per event.
    await recorder.getByTestId('own-install-toggle').click();
    await expect.poll(() => recorder.getByTestId('hook-row').count()).toBe(8);
    await recorder.getByTestId('own-install-toggle').click();
    await expect.poll(() => rows.count()).toBe(3);
    expect(ui.errors).toEqual([]);
  });

  it('filters by owner: yours only, or Hookyard’s own only', async () => {
    const { page } = ui;
    const owner = page.getByTestId('filter-owner');
    await owner.locator('[data-value=mine]').click();
    await expect.poll(() => page.getByTestId('own-install').count()).toBe(0);
    await expect.poll(() => page.getByTestId('hook-row').count()).toBe(3);
    await owner.locator('[data-value=mine]').click();
    await owner.locator('[data-value=hookyard]').click();
    await expect.poll(() => page.getByTestId('hook-row').count()).toBe(0);
    await expect.poll(() => page.getByTestId('own-install').count()).toBe(2);
    await expect.poll(() => owner.locator('[data-value=hookyard]').innerText()).toContain('10');
    await page.getByTestId('clear-filters').click();
    await expect.poll(() => page.getByTestId('hook-row').count()).toBe(3);
    expect(ui.errors).toEqual([]);
  });
});
