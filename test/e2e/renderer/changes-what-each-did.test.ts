import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { writeUserBlockingHook } from './bench-steps';
import { rowItem } from './manage-steps';
import { openUi, type UiSession } from './ui-session';

describe('Changes after an undo and a redo', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeUserBlockingHook);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('says what each of the three rows did and opens the diff of the bytes each changed', async () => {
    const { page, temp } = ui;
    const settings = path.join(temp.home, '.claude/settings.json');
    await rowItem(page, 'claude-code', 'PreToolUse', 'active').getByTestId('hook-switch').click();
    await rowItem(page, 'claude-code', 'PreToolUse', 'disabled').waitFor();
    await page.getByTestId('toast-undo').click();
    await rowItem(page, 'claude-code', 'PreToolUse', 'active').waitFor();
    await page.getByTestId('screen-tab-changes').click();
    const changes = page.getByTestId('change-item');
    await changes.nth(1).waitFor();
    await changes.first().getByTestId('change-restore').click();
    await changes.nth(2).waitFor();

    const switchedOff = `Switched off the PreToolUse hook echo "no rm please" >&2; exit 2 in ${settings}`;
    await expect
      .poll(() => page.getByTestId('change-summary').allInnerTexts())
      .toEqual([`Redid: ${switchedOff}`, `Undid: ${switchedOff}`, switchedOff]);

    // Each row's diff: the redo and the switch-off remove what the undo put back.
    const diffOf = async (index: number) => {
      // The switch also keeps the switched-off entry in a file of its own: the diff of settings.
      const row = changes.nth(index).locator(`[data-testid=change-file][data-path="${settings}"]`);
      await row.getByTestId('change-file-diff-toggle').click();
      const diff = row.getByTestId('change-file-diff');
      await diff.waitFor();
      return diff;
    };
    const lines = (diff: Awaited<ReturnType<typeof diffOf>>, kind: string) =>
      diff.locator(`[data-kind=${kind}]`).allInnerTexts();
    const off = await diffOf(2);
    const undo = await diffOf(1);
    const redo = await diffOf(0);
    await expect
      .poll(() => lines(off, 'removed').then((all) => all.join('\n')))
      .toContain('no rm please');
    const strip = (all: string[]) =>
      all.map((line) => line.replace(/^[+−]\s*(added|removed):\s*/i, ''));
    await expect
      .poll(async () => strip(await lines(undo, 'added')))
      .toEqual(strip(await lines(off, 'removed')));
    await expect
      .poll(async () => strip(await lines(redo, 'removed')))
      .toEqual(strip(await lines(off, 'removed')));
    await screenshot(page, 'changes-undo-redo-diff');
    // Shown again, the diff closes.
    const settingsOf = (index: number) =>
      changes.nth(index).locator(`[data-testid=change-file][data-path="${settings}"]`);
    await settingsOf(2).getByTestId('change-file-diff-toggle').click();
    await expect.poll(() => settingsOf(2).getByTestId('change-file-diff').count()).toBe(0);
    expect(ui.errors).toEqual([]);
  });
});
