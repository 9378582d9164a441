import fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { openUi, SCRIPT } from './ui-session';

describe('a workspace folder deleted while it is shown', () => {
  const browser = useBrowser();

  it('gets a notice and a sidebar marker, lists none of its hooks, and both go when it comes back', async () => {
    const ui = await openUi(browser(), async (temp) => {
      await temp.write('home/code/shop/.clinerules/hooks/TaskStart', SCRIPT, 0o755);
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page, temp } = ui;
      const shop = path.join(temp.home, 'code/shop');
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(shop);
      await page.getByTestId('add-workspace-submit').click();
      const item = page.getByTestId('sidebar-workspace-shop');
      const projectRow = page.locator('[data-testid=hook-row][data-event=TaskStart]');
      const userRow = page.locator('[data-testid=hook-row][data-event=PreToolUse]').first();
      await projectRow.first().waitFor();
      await expect.poll(() => item.getAttribute('data-missing')).toBe('false');

      const moved = path.join(temp.home, 'code/shop-moved');
      await fs.rename(shop, moved);
      const notice = page.getByTestId('missing-roots');
      await notice.waitFor();
      await expect
        .poll(() => notice.getByTestId('missing-root').innerText())
        .toBe(
          'This folder no longer exists: ~/code/shop. Remove it from Hookyard or restore the folder; until then no hook of it is listed.',
        );
      await expect.poll(() => item.getAttribute('data-missing')).toBe('true');
      await expect
        .poll(() =>
          item.getByRole('img', { name: 'A folder of this workspace no longer exists' }).count(),
        )
        .toBe(1);
      await expect.poll(() => projectRow.count()).toBe(0);
      await userRow.waitFor();

      await page.getByTestId('language-switch').selectOption('zh-CN');
      await expect
        .poll(() => notice.getByTestId('missing-root').innerText())
        .toContain('此文件夹已不存在：~/code/shop');
      await page.getByTestId('language-switch').selectOption('en');

      await fs.rename(moved, shop);
      await notice.waitFor({ state: 'detached' });
      await expect.poll(() => item.getAttribute('data-missing')).toBe('false');
      await projectRow.first().waitFor();
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('is not trusted from the review while gone: the review says so, and lists its hooks once it is back', async () => {
    const ui = await openUi(browser(), async (temp) => {
      await temp.write('home/code/shop/.clinerules/hooks/TaskStart', SCRIPT, 0o755);
    });
    try {
      const { page, serve, temp } = ui;
      const shop = path.join(temp.home, 'code/shop');
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(shop);
      await page.getByTestId('add-workspace-submit').click();
      await page.locator('[data-testid=hook-row][data-event=TaskStart]').first().waitFor();
      await page.getByTestId('workspace-trust').click();
      const dialog = page.getByTestId('trust-review-dialog');
      await dialog.getByTestId('review-item').first().waitFor();

      const moved = path.join(temp.home, 'code/shop-moved');
      await fs.rename(shop, moved);
      await dialog.getByTestId('trust-folder-gone').waitFor();
      await expect
        .poll(() => dialog.getByTestId('missing-root').innerText())
        .toContain('This folder no longer exists: ~/code/shop.');
      await expect.poll(() => dialog.getByTestId('trust-workspace').count()).toBe(0);
      await expect.poll(() => dialog.getByTestId('trust-selected').count()).toBe(0);
      // Nor from anywhere else: the server refuses, naming the folder.
      const workspaceId = await page
        .getByTestId('sidebar-workspace-shop')
        .getAttribute('data-workspace-id');
      const refused = await fetch(`${serve.origin}/api/workspaces:set-trusted`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ workspaceId, trusted: true }),
      });
      const answer: unknown = await refused.json();
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'not-found', message: `The folder ${shop} does not exist.` },
      });

      await fs.rename(moved, shop);
      await dialog.getByTestId('review-item').first().waitFor();
      await dialog.getByTestId('trust-selected').click();
      await page.locator('[data-testid=sidebar-workspace-shop][data-trusted=true]').waitFor();
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
