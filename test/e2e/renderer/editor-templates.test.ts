import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { addShop } from './bench-steps';
import { editorText, writeEmptyShop } from './manage-steps';
import { openUi } from './ui-session';

describe('new hook templates', () => {
  const browser = useBrowser();

  it('inspect the field of the tools the chosen matcher selects', async () => {
    const ui = await openUi(browser(), writeEmptyShop);
    try {
      const { page } = ui;
      page.setDefaultTimeout(10_000);
      await addShop(page);
      await page.getByTestId('open-new-hook').click();
      const dialog = page.getByTestId('new-hook-dialog');
      await dialog.getByTestId('new-hook-event').selectOption('PreToolUse');
      await dialog.getByTestId('new-hook-language').selectOption('bash');
      await dialog.getByTestId('new-hook-matcher').fill('Write|Edit');
      await dialog.getByTestId('new-hook-create').click();
      await page.getByTestId('editor-dialog').locator('.cm-content').waitFor();

      await expect.poll(() => editorText(page)).toContain('.tool_input.file_path // empty');
      await expect.poll(() => editorText(page)).toContain('.env files are protected by a hook');
      await expect.poll(() => editorText(page)).not.toContain('.tool_input.command');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
