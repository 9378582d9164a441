import fs from 'node:fs/promises';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { addShop } from './bench-steps';
import { createClineHook, editorText, writeEmptyShop } from './manage-steps';
import { openUi } from './ui-session';

type SaveKeyWindow = {
  addEventListener(
    type: string,
    listener: (event: { key: string; ctrlKey: boolean; defaultPrevented: boolean }) => void,
  ): void;
  saveKeys?: boolean[];
};

/**
 * Records, for every Ctrl S that reaches the window, whether the page kept it from the browser
 * (which would otherwise open "Save page"). Added after the dialog opened, so it runs after the
 * dialog's own listener.
 */
function recordSaveKeys(page: Page): Promise<void> {
  return page.evaluate(() => {
    const win = globalThis as unknown as SaveKeyWindow;
    win.saveKeys = [];
    win.addEventListener('keydown', (event) => {
      if (event.ctrlKey && event.key.toLowerCase() === 's')
        win.saveKeys?.push(event.defaultPrevented);
    });
  });
}

const savedKeys = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as SaveKeyWindow).saveKeys ?? []);

/**
 * The UI with the shop workspace and a new Cline TaskStart hook open in the script editor; closes
 * the UI again if that fails.
 */
async function openNewHookEditor(browser: Browser) {
  const ui = await openUi(browser, writeEmptyShop);
  try {
    ui.page.setDefaultTimeout(10_000);
    await addShop(ui.page);
    await createClineHook(ui.page);
  } catch (error) {
    await ui.close();
    throw error;
  }
  const file = path.join(ui.temp.home, 'code/shop/.clinerules/hooks/TaskStart');
  return { ui, page: ui.page, file, editor: ui.page.getByTestId('editor-dialog') };
}

describe('the editor saves on Ctrl S', () => {
  const browser = useBrowser();

  it('saves wherever the focus is in the dialog, and keeps Ctrl S from the browser', async () => {
    const { ui, page, file, editor } = await openNewHookEditor(browser());
    try {
      await recordSaveKeys(page);

      await editor.locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# first edit');
      await editor.getByTestId('editor-dirty').waitFor();
      // Away from the text: a click on the file's path (not focusable) and then Ctrl S.
      await editor.getByTestId('editor-path').click();
      await page.keyboard.press('Control+S');
      await editor.getByTestId('editor-dirty').waitFor({ state: 'detached' });
      await expect.poll(() => fs.readFile(file, 'utf8')).toMatch(/# first edit$/);

      await editor.locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# second edit');
      await editor.getByTestId('editor-dirty').waitFor();
      // On a button of the dialog.
      await editor.getByTestId('editor-close').focus();
      await page.keyboard.press('Control+S');
      await editor.getByTestId('editor-dirty').waitFor({ state: 'detached' });
      await expect.poll(() => fs.readFile(file, 'utf8')).toMatch(/# second edit$/);

      // Nothing left to save: the key still never reaches the browser.
      await page.keyboard.press('Control+S');
      await expect.poll(() => savedKeys(page)).toEqual([true, true, true]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('puts the cursor in the script when it opens, so that typing edits it', async () => {
    const { ui, page, editor } = await openNewHookEditor(browser());
    try {
      await editor.getByTestId('editor-close').click();
      await editor.waitFor({ state: 'detached' });
      // Again from the hook's detail, as a user who edits a hook later does; no click in the text.
      await page.locator('[data-testid=hook-row][data-agent=cline-cli]').first().click();
      await page.getByTestId('detail-edit-script').click();
      await editor.locator('.cm-content').waitFor();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# typed at once');
      await editor.getByTestId('editor-dirty').waitFor();
      await expect.poll(() => editorText(page)).toMatch(/# typed at once$/);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('saves nothing once the script was deleted under it, and says why', async () => {
    const { ui, page, file, editor } = await openNewHookEditor(browser());
    try {
      await editor.locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# my unsaved line');
      await editor.getByTestId('editor-dirty').waitFor();
      await fs.rm(file);
      await editor.getByTestId('editor-gone').waitFor();
      const save = editor.getByTestId('editor-save');
      await expect.poll(() => save.isDisabled()).toBe(true);
      await expect.poll(() => save.getAttribute('title')).toBe('The script is no longer there');
      await recordSaveKeys(page);
      await page.keyboard.press('Control+S');
      // The dialog took the key (kept it from the browser) and wrote nothing.
      await expect.poll(() => savedKeys(page)).toEqual([true]);
      await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
      await editor.getByTestId('editor-dirty').waitFor();
      await expect.poll(() => editorText(page)).toContain('# my unsaved line');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
