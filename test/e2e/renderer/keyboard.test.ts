import { describe, expect, it } from 'vitest';

import { SHORTCUTS } from '../../../renderer/shortcuts/shortcut-table';
import { useBrowser } from '../../helpers/browser';
import { writeVariedHome } from './screens';
import { focusInfo, isFocused, useUiPage, SCRIPT } from './ui-session';

describe('the keyboard', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openUi = useUiPage(browser);

  it('opens the shortcuts with ?, keeps Tab inside, and gives focus back on Escape', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      const row = page.getByTestId('hook-row').first();
      await row.focus();
      await page.keyboard.press('?');
      const overlay = page.getByTestId('help-overlay');
      await overlay.waitFor();
      await expect.poll(() => overlay.locator('[data-shortcut]').count()).toBe(SHORTCUTS.length);
      for (const key of [...Array(8).fill('Tab'), ...Array(5).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        await expect
          .poll(() => focusInfo(page, '[data-testid=help-overlay]'))
          .toMatchObject({ inside: true });
      }
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(row)).toBe(true);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('lets the user turn single-key shortcuts off, and keeps F1 and Ctrl+K working', async () => {
    const ui = await openUi();
    try {
      const { page } = ui;
      await page.getByTestId('open-help').click();
      const toggle = page.getByTestId('character-shortcuts');
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await page.keyboard.press('Escape');
      await page.getByTestId('help-overlay').waitFor({ state: 'detached' });

      // Had `?` opened the shortcuts, the palette could not open over them.
      await page.keyboard.press('?');
      await page.keyboard.press('Control+K');
      await page.getByTestId('command-palette').waitFor();
      await expect.poll(() => page.getByTestId('help-overlay').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('F1');
      await page.getByTestId('help-overlay').waitFor();

      await page.reload();
      await page.getByTestId('sidebar-user-level').waitFor();
      await page.keyboard.press('F1');
      await expect
        .poll(() => page.getByTestId('character-shortcuts').getAttribute('aria-checked'))
        .toBe('false');
    } finally {
      await ui.close();
    }
  });

  it('adds, visits and removes a workspace, scans and shows sources without a mouse', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
      await temp.write('home/code/shop/.clinerules/hooks/TaskStart', SCRIPT, 0o755);
    });
    try {
      const { page, temp } = ui;
      await page.getByTestId('hook-row').first().waitFor();
      await page.keyboard.press('Tab');
      expect((await focusInfo(page)).testId).toBe('skip-link');
      await page.keyboard.press('Enter');
      expect((await focusInfo(page)).testId).toBe('scope-title');

      await page.keyboard.press('a');
      await page.getByTestId('add-workspace-dialog').waitFor();
      expect((await focusInfo(page)).testId).toBe('add-workspace-path');
      await page.keyboard.type(`${temp.home}/code/shop`);
      await page.keyboard.press('Enter');
      const shop = page.getByTestId('sidebar-workspace-shop');
      await shop.waitFor();
      await page.locator('[data-testid=hook-row][data-event=TaskStart]').first().waitFor();
      await expect.poll(() => shop.getAttribute('aria-current')).toBe('page');

      await page.keyboard.press('Alt+ArrowUp');
      await expect.poll(() => focusInfo(page)).toMatchObject({ testId: 'sidebar-user-level' });
      await expect
        .poll(() => page.getByTestId('sidebar-user-level').getAttribute('aria-current'))
        .toBe('page');
      await page.keyboard.press('Alt+ArrowDown');
      await expect.poll(() => shop.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => isFocused(shop)).toBe(true);

      // The search field exists once the scope's inventory has loaded.
      await page.locator('main[aria-busy="false"] [data-testid="filter-search"]').waitFor();
      await page.keyboard.press('/');
      expect((await focusInfo(page)).testId).toBe('filter-search');
      await page.keyboard.type('TaskStart');
      await expect.poll(() => page.getByTestId('hook-row').count()).toBe(2);
      // Out of the text field, where letters are typed rather than taken as shortcuts.
      await page.keyboard.press('Tab');
      expect((await focusInfo(page)).testId).toBe('clear-filters');

      const announcement = page.getByTestId('inventory-announcement');
      const before = await announcement
        .locator('[data-message-id]')
        .getAttribute('data-message-id');
      await page.keyboard.press('r');
      await expect
        .poll(() => announcement.locator('[data-message-id]').getAttribute('data-message-id'))
        .not.toBe(before);

      const sources = page.getByTestId('sources-toggle');
      await expect.poll(() => sources.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('s');
      await expect.poll(() => sources.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => isFocused(sources)).toBe(true);

      await page.getByTestId('scope-title').focus();
      for (let step = 0; step < 5 && (await focusInfo(page)).testId !== 'remove-workspace'; step++)
        await page.keyboard.press('Tab');
      expect((await focusInfo(page)).testId).toBe('remove-workspace');
      await page.keyboard.press('Enter');
      await page.getByTestId('remove-workspace-dialog').waitFor();
      await page.keyboard.press('Tab');
      expect((await focusInfo(page)).testId).toBe('remove-workspace-confirm');
      await page.keyboard.press('Enter');
      await shop.waitFor({ state: 'detached' });
      expect((await focusInfo(page)).testId).toBe('scope-title');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('shows a focus ring on every Tab stop, and every control is one', async () => {
    const ui = await openUi(writeVariedHome);
    try {
      const { page } = ui;
      await page.getByTestId('hook-row').first().waitFor();
      const stops: string[] = [];
      const noRing: string[] = [];
      for (let step = 0; step < 80; step++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const view = globalThis as unknown as {
            document: { activeElement: RingElement | null; body: unknown };
            getComputedStyle(element: RingElement): { outlineStyle: string; outlineWidth: string };
          };
          interface RingElement {
            tagName: string;
            getAttribute(name: string): string | null;
            closest(selector: string): RingElement | null;
          }
          const active = view.document.activeElement;
          if (!active || active === view.document.body) return null;
          // The search box draws its ring around the field that holds it.
          const ringOwner = active.closest('.search-field, .palette-search') ?? active;
          const style = view.getComputedStyle(ringOwner);
          return {
            name: active.getAttribute('data-testid') ?? active.tagName.toLowerCase(),
            ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          };
        });
        if (!stop || stop.name === stops[0]) break;
        stops.push(stop.name);
        if (!stop.ring) noRing.push(stop.name);
      }
      expect(noRing).toEqual([]);
      for (const control of [
        'skip-link',
        'open-palette',
        'sidebar-user-level',
        'add-workspace',
        'detected-workspace-add',
        'language-switch',
        'open-help',
        'inventory-refresh',
        'empty-add-workspace',
        'filter-event',
        'filter-search',
        'hook-row',
        'sources-toggle',
      ])
        expect(stops).toContain(control);
    } finally {
      await ui.close();
    }
  });
});
