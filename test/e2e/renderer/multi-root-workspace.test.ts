import fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { openUi, SCRIPT } from './ui-session';

describe('a multi-root workspace', () => {
  const browser = useBrowser();

  it('is added with several folders, refused with one twice, kept, and lists hooks by root', async () => {
    const ui = await openUi(browser(), async (temp) => {
      await temp.write('home/code/api/.clinerules/hooks/TaskStart', SCRIPT, 0o755);
      const settings = { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'true' }] }] } };
      await temp.write('home/code/web/.claude/settings.json', JSON.stringify(settings));
      await temp.mkdir('home/code/docs');
    });
    try {
      const { page, temp } = ui;
      const api = path.join(temp.home, 'code/api');
      const web = path.join(temp.home, 'code/web');
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(api);
      await page.getByTestId('add-workspace-add-root').click();
      await page.getByTestId('add-workspace-path-1').fill('~/code/docs');
      await page.getByTestId('add-workspace-add-root').click();
      await page.getByTestId('add-workspace-path-2').fill(`${api}/`);
      await page.getByTestId('add-workspace-name').fill('product');
      await page.getByTestId('add-workspace-submit').click();
      const refused = page.locator(
        '[data-testid=add-workspace-error] [data-message-key="failure.workspace-root-duplicate"]',
      );
      await refused.waitFor();
      await expect.poll(() => refused.innerText()).toContain('listed twice');

      // The second folder is dropped, the third is corrected: two roots remain.
      await page.getByTestId('add-workspace-remove-root-1').click();
      await expect
        .poll(() => page.getByTestId('add-workspace-path-1').inputValue())
        .toBe(`${api}/`);
      await page.getByTestId('add-workspace-path-1').fill(web);
      await page.getByTestId('add-workspace-submit').click();
      const item = page.getByTestId('sidebar-workspace-product');
      await item.waitFor();
      await expect.poll(() => item.innerText()).toContain('+1 more');

      const fromApi = page.locator('[data-testid=hook-row][data-event=TaskStart]').first();
      const fromWeb = page.locator('[data-testid=hook-row][data-event=Stop]').first();
      await expect.poll(() => fromApi.getByTestId('hook-root').innerText()).toBe('api');
      await expect.poll(() => fromWeb.getByTestId('hook-root').innerText()).toBe('web');
      await screenshot(page, 'inventory-multi-root');

      const stored = JSON.parse(
        await fs.readFile(path.join(temp.dataDir, 'workspaces.json'), 'utf8'),
      ) as { workspaces: { name: string; roots: string[] }[] };
      expect(stored.workspaces).toMatchObject([{ name: 'product', roots: [api, web] }]);

      // Kept across a reload: the list comes from the services, not the page.
      await page.reload();
      await item.click();
      await expect.poll(() => fromWeb.getByTestId('hook-root').innerText()).toBe('web');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
