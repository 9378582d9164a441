import fs from 'node:fs/promises';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { addShop } from './bench-steps';
import { writeEmptyShop, writeShopWithClineHook } from './manage-steps';
import { useUiPage } from './ui-session';

const USER_SETTINGS = `{
  "hooks": {
    "PreToolUse": [
      { "matcher": "Bash", "hooks": [ { "type": "command", "command": "echo checked" } ] }
    ]
  }
}
`;

/** The shop, and a user-level Claude Code PreToolUse hook that every project runs. */
async function writeShopWithUserHook(temp: TempHome): Promise<void> {
  await writeEmptyShop(temp);
  await temp.write('home/.claude/settings.json', USER_SETTINGS);
}

describe('per-workspace switching, the settings-entry editor and script checks', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openPage = useUiPage(browser);
  /** A session showing the shop with its PreToolUse hook of `agent` open in the detail. */
  async function openShopHook(setup: (temp: TempHome) => Promise<void>, agent: string) {
    const ui = await openPage(setup);
    // Waits fail within 10 s, naming what they waited for, before the test's 30 s.
    ui.page.setDefaultTimeout(10_000);
    await addShop(ui.page);
    await ui.page
      .locator(`[data-testid=hook-row][data-agent=${agent}][data-event=PreToolUse]`)
      .click();
    return ui;
  }
  beforeAll(async () => {});

  it('turns a user-level hook off in one workspace only, then releases it byte for byte', async () => {
    const ui = await openShopHook(writeShopWithUserHook, 'claude-code');
    try {
      const { page, temp } = ui;
      const file = path.join(temp.home, '.claude', 'settings.json');
      await page.getByTestId('detail-off-here').click();
      const adopted = page.getByTestId('adopted-switch');
      await adopted.waitFor();
      await expect.poll(() => adopted.getAttribute('aria-checked')).toBe('false');
      await expect.poll(() => fs.readFile(file, 'utf8')).toContain('hookyard-workspace-shim.js');
      await screenshot(page, 'manage-per-workspace');

      await adopted.click();
      await page.locator('[data-testid=adopted-switch][aria-checked=true]').waitFor();
      await page.getByTestId('detail-release').click();
      await page.getByTestId('detail-off-here').waitFor();
      await expect.poll(() => fs.readFile(file, 'utf8')).toBe(USER_SETTINGS);
    } finally {
      await ui.close();
    }
  });

  it('edits a settings entry as JSON: a refused handler says why, a valid one is saved in place', async () => {
    const ui = await openShopHook(writeShopWithUserHook, 'claude-code');
    try {
      const { page, temp } = ui;
      const file = path.join(temp.home, '.claude', 'settings.json');
      await page.getByTestId('detail-edit-entry').click();
      const dialog = page.getByTestId('entry-editor');
      const content = dialog.locator('.cm-content');
      await content.waitFor();

      const replace = async (text: string) => {
        await content.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.insertText(text);
      };
      await replace('{ "type": "command", "command": ');
      await dialog.getByTestId('entry-json-problem').waitFor();
      await replace('{ "type": "command", "command": "echo checked", "timeout": "5" }');
      await dialog.getByTestId('entry-save').click();
      await dialog.getByTestId('entry-save-error').waitFor();
      await expect
        .poll(() => dialog.getByTestId('entry-save-error').innerText())
        .toContain('timeout');
      // Worded by the renderer from the service's message code, not sent as a sentence.
      await expect
        .poll(() => dialog.locator('[data-message-key="failure.entry-handler-invalid"]').count())
        .toBe(1);
      await expect.poll(() => fs.readFile(file, 'utf8')).toBe(USER_SETTINGS);

      const valid = '{ "type": "command", "command": "echo checked", "timeout": 5 }';
      await replace(valid);
      await page.keyboard.press('Control+S');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => fs.readFile(file, 'utf8'))
        .toBe(USER_SETTINGS.replace('{ "type": "command", "command": "echo checked" }', valid));
      await page.getByTestId('toast').waitFor();
    } finally {
      await ui.close();
    }
  });
  it('checks a script with bash -n and shows the finding by line, before it is saved', async () => {
    const ui = await openShopHook(writeShopWithClineHook, 'cline-cli');
    try {
      const { page } = ui;
      await page.getByTestId('detail-edit-script').click();
      const editor = page.getByTestId('editor-dialog');
      await editor.locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.insertText('if true; then\n');
      await editor.getByTestId('script-check-run').click();
      const finding = editor.locator('[data-testid=script-finding][data-line="4"]');
      await finding.waitFor();
      await expect.poll(() => finding.innerText()).toContain('unexpected end of file');
      await screenshot(page, 'manage-script-check');
    } finally {
      await ui.close();
    }
  });
});
