import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { replayRecorderOnly, writeRecorderOnlyHome } from './replay-steps';
import { openUi, type UiSession } from './ui-session';

const row = (page: Page, comparison: string) =>
  page.locator(`[data-testid=replay-case-row][data-comparison=${comparison}]`);

function sideOf(page: Page, field: string, side: 'then' | 'now') {
  return page
    .getByTestId('replay-case')
    .locator(`[data-testid=replay-compare-row][data-field=${field}] td[data-side=${side}]`);
}

describe('replaying events only the recorder saw, in the real UI', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeRecorderOnlyHome);
    ui.page.setDefaultTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('compares with what is known to have happened, and says when nothing is', async () => {
    const { page } = ui;
    await replayRecorderOnly(page);
    const summary = page.getByTestId('replay-summary');
    await expect.poll(() => summary.getAttribute('data-same')).toBe('0');
    await expect.poll(() => summary.getAttribute('data-differ')).toBe('1');
    await expect.poll(() => summary.getAttribute('data-no-then')).toBe('1');
    await expect.poll(() => summary.innerText()).toContain('1 with no earlier answer');

    // Of `git status` nothing is known: no earlier answer, never "the same".
    await row(page, 'no-then').click();
    const unknown = page.locator('[data-testid=replay-case][data-comparison=no-then]');
    await unknown.waitFor();
    await expect
      .poll(() => unknown.getByTestId('replay-case-summary').innerText())
      .toBe('No earlier answer to compare with.');
    await expect.poll(() => row(page, 'no-then').innerText()).toContain('No earlier answer');

    // The build ran then (the settings allowed it); the guard blocks it now.
    await row(page, 'differs').click();
    const known = page.locator('[data-testid=replay-case][data-comparison=differs]');
    await known.waitFor();
    await expect.poll(() => sideOf(page, 'verdict', 'then').innerText()).toBe('Allowed');
    await expect.poll(() => sideOf(page, 'verdict', 'now').innerText()).toBe('Blocked');
    await expect
      .poll(() => sideOf(page, 'decidedBy', 'then').innerText())
      .toBe('Your permission settings (no hook decided)');
    await expect.poll(() => sideOf(page, 'toolRan', 'then').innerText()).toBe('Yes');
    await expect
      .poll(() => known.getByTestId('replay-case-summary').innerText())
      .toContain('Verdict');
    await screenshot(page, 'replay-then');
    expect(ui.errors).toEqual([]);
  });
});
