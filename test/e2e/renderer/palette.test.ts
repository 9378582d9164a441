import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { writeVariedHome } from './screens';
import { focusInfo, isFocused, useUiPage, SCRIPT } from './ui-session';

/** The palette's ARIA wiring as a screen reader sees it. */
function comboboxState(page: Page) {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: {
        querySelector(selector: string): { getAttribute(name: string): string | null } | null;
      };
    };
    const input = document.querySelector('[data-testid=palette-input]');
    const listId = input?.getAttribute('aria-controls') ?? '';
    const activeId = input?.getAttribute('aria-activedescendant') ?? '';
    const active = document.querySelector(`[id="${activeId}"]`);
    return {
      role: input?.getAttribute('role'),
      expanded: input?.getAttribute('aria-expanded'),
      listRole: document.querySelector(`[id="${listId}"]`)?.getAttribute('role'),
      activeRole: active?.getAttribute('role'),
      activeSelected: active?.getAttribute('aria-selected'),
      activeCommand: active?.getAttribute('data-command-id'),
    };
  });
}

describe('the command palette', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openUi = useUiPage(browser);

  it('is a combobox over a listbox that arrow keys walk, wrapping at the ends', async () => {
    const ui = await openUi(writeVariedHome);
    try {
      const { page } = ui;
      await page.getByTestId('hook-row').first().waitFor();
      await page.keyboard.press('Control+K');
      await page.getByTestId('command-palette').waitFor();
      expect((await focusInfo(page)).testId).toBe('palette-input');
      const first = await comboboxState(page);
      expect(first).toMatchObject({
        role: 'combobox',
        expanded: 'true',
        listRole: 'listbox',
        activeRole: 'option',
        activeSelected: 'true',
      });
      const options = page.getByTestId('palette-option');
      const count = await options.count();
      await page.keyboard.press('ArrowUp');
      expect((await comboboxState(page)).activeCommand).toBe(
        await options.nth(count - 1).getAttribute('data-command-id'),
      );
      await page.keyboard.press('ArrowDown');
      expect((await comboboxState(page)).activeCommand).toBe(first.activeCommand);

      // Nothing else matches: only the audit history search for the typed text is left.
      await page.keyboard.type('zzzz');
      await expect.poll(() => options.count()).toBe(1);
      await expect
        .poll(() => options.first().getAttribute('data-command-id'))
        .toBe('history.search');
    } finally {
      await ui.close();
    }
  });

  it('jumps to a workspace, opens a hook, and gives focus back on Escape', async () => {
    const ui = await openUi(writeVariedHome);
    try {
      const { page } = ui;
      await page.getByTestId('detected-workspace-add').first().waitFor();
      await page
        .locator('[data-testid=detected-workspace][data-path$="/code/shop"]')
        .getByTestId('detected-workspace-add')
        .click();
      const shop = page.getByTestId('sidebar-workspace-shop');
      await shop.waitFor();
      await page.getByTestId('sidebar-user-level').click();
      await page.getByTestId('hook-row').first().waitFor();

      await page.keyboard.press('Control+K');
      await page.keyboard.type('shop');
      expect((await comboboxState(page)).activeCommand).toMatch(/^workspaces\.go:/);
      await page.keyboard.press('Enter');
      await expect.poll(() => shop.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => isFocused(shop)).toBe(true);
      const row = page.locator('[data-testid=hook-row][data-event=PreCompact]').first();
      await row.waitFor();

      await page.keyboard.press('Control+K');
      await page.keyboard.type('precompact');
      expect((await comboboxState(page)).activeCommand).toBe(
        `inventory.hook:${await row.getAttribute('data-hook-id')}`,
      );
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('hook-detail');
      await detail.waitFor();
      await expect
        .poll(() => detail.getAttribute('data-hook-id'))
        .toBe(await row.getAttribute('data-hook-id'));
      await expect.poll(() => isFocused(detail)).toBe(true);

      await page.keyboard.press('Control+K');
      await page.getByTestId('command-palette').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('command-palette').waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(detail)).toBe(true);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('finds a hook from another screen and opens it in the inventory', async () => {
    const ui = await openUi(writeVariedHome);
    try {
      const { page } = ui;
      const row = page.locator('[data-testid=hook-row][data-event=PostToolUse]').first();
      await row.waitFor();
      const hookId = await row.getAttribute('data-hook-id');
      await page.getByTestId('screen-tab-history').click();
      await expect
        .poll(() => page.getByTestId('screen-tab-history').getAttribute('aria-current'))
        .toBe('page');

      await page.keyboard.press('Control+K');
      await page.keyboard.type('posttooluse');
      await expect
        .poll(() => comboboxState(page))
        .toMatchObject({ activeCommand: `inventory.hook:${hookId}` });
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('hook-detail');
      await detail.waitFor();
      await expect.poll(() => detail.getAttribute('data-hook-id')).toBe(hookId);
      await expect
        .poll(() => page.getByTestId('screen-tab-inventory').getAttribute('aria-current'))
        .toBe('page');
      await expect.poll(() => isFocused(detail)).toBe(true);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('runs actions: switch language, show sources, add a workspace', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      await page.getByTestId('hook-row').first().waitFor();
      const run = async (query: string, command: string) => {
        await page.getByTestId('open-palette').click();
        await page.getByTestId('palette-input').fill(query);
        await expect.poll(() => comboboxState(page)).toMatchObject({ activeCommand: command });
        await page.keyboard.press('Enter');
        await page.getByTestId('command-palette').waitFor({ state: 'detached' });
      };
      await run('language', 'shell.language:zh-CN');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
      // Found by its English name while the screen is in Chinese.
      await run('show sources', 'inventory.sources');
      await expect
        .poll(() => page.getByTestId('sources-toggle').getAttribute('aria-expanded'))
        .toBe('true');
      await run('add workspace', 'workspaces.add');
      await page.getByTestId('add-workspace-dialog').waitFor();
    } finally {
      await ui.close();
    }
  });

  it('announces a refresh of the inventory to screen readers', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page, temp } = ui;
      const region = page.getByTestId('inventory-announcement');
      await expect.poll(() => region.getAttribute('role')).toBe('status');
      await expect.poll(() => region.innerText()).toBe('Inventory updated: User level, 1 hook');
      await temp.write('home/.cline/hooks/TaskComplete', SCRIPT, 0o755);
      await expect
        .poll(() => region.innerText(), { timeout: 15_000 })
        .toBe('Inventory updated: User level, 2 hooks');
    } finally {
      await ui.close();
    }
  });
});
