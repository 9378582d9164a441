import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { isFocused, useUiPage, SCRIPT } from './ui-session';

describe('the inventory screen', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openUi = useUiPage(browser);

  it('shows each hook with its status and the reason in words', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
      await temp.write('home/.cline/hooks/TaskStart.PY', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      const active = page.locator(
        '[data-testid=hook-row][data-agent=cline-cli][data-event=PreToolUse]',
      );
      const ignored = page.locator(
        '[data-testid=hook-row][data-agent=cline-cli][data-event=TaskStart]',
      );
      await active.waitFor();
      await expect.poll(() => active.getAttribute('data-status')).toBe('active');
      await expect.poll(() => active.getByTestId('hook-status').innerText()).toBe('Active');
      await expect.poll(() => ignored.getAttribute('data-status')).toBe('ignored');
      await expect
        .poll(() => ignored.getByTestId('hook-reason').innerText())
        .toContain('lower case');
      await expect.poll(() => page.getByTestId('filter-status').innerText()).toContain('Ignored');
      await screenshot(page, 'inventory-user-level');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('opens the details with Enter, closes them with Escape and gives focus back', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      const row = page.locator('[data-testid=hook-row][data-agent=cline-cli]').first();
      await row.focus();
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('hook-detail');
      await detail.waitFor();
      await expect
        .poll(() => detail.getAttribute('data-hook-id'))
        .toBe(await row.getAttribute('data-hook-id'));
      await expect
        .poll(() => detail.getByTestId('detail-location').innerText())
        .toContain('.cline/hooks/PreToolUse');
      await expect.poll(() => detail.getByTestId('detail-raw').innerText()).toContain('echo');

      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(row)).toBe(true);
    } finally {
      await ui.close();
    }
  });

  it('moves between rows with the arrow keys', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
      await temp.write('home/.cline/hooks/TaskStart', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      const rows = page.getByTestId('hook-row');
      await rows.first().waitFor();
      await rows.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocused(rows.nth(1))).toBe(true);
    } finally {
      await ui.close();
    }
  });

  // Writing and scanning 2,000 files: 4.5 s on a quiet run, over 30 s once while the recorded
  // Gemini scenarios spawned their hooks beside it.
  it('folds thousands of ignored files into one line per folder', { timeout: 90_000 }, async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
      for (let index = 0; index < 2000; index++)
        await temp.write(`home/.cline/hooks/stray-${index}.txt`, 'x');
    });
    try {
      const { page } = ui;
      const folder = page.locator('[data-testid=ignored-folder]').first();
      await folder.waitFor();
      expect(Number(await folder.getAttribute('data-count'))).toBe(2000);
      await expect.poll(() => page.getByTestId('hook-row').count()).toBeLessThan(50);

      await folder.locator('button').first().click();
      await folder.getByTestId('show-more').waitFor();
      await expect.poll(() => folder.getByTestId('hook-row').count()).toBe(100);
    } finally {
      await ui.close();
    }
  });

  it('filters by status and offers to clear filters that hide everything', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
      await temp.write('home/.cline/hooks/notes.md', 'x');
    });
    try {
      const { page } = ui;
      await page.getByTestId('hook-row').first().waitFor();
      await page.locator('[data-testid=filter-status] [data-value=ignored]').click();
      await expect
        .poll(() => page.locator('[data-testid=hook-row][data-status=active]').count())
        .toBe(0);
      await expect
        .poll(() => page.locator('[data-testid=hook-row][data-status=ignored]').count())
        .toBeGreaterThan(0);

      await page.getByTestId('filter-search').fill('no such hook anywhere');
      await page.getByTestId('inventory-empty').waitFor();
      await page.getByTestId('empty-clear-filters').click();
      await page.locator('[data-testid=hook-row][data-status=active]').first().waitFor();
    } finally {
      await ui.close();
    }
  });

  it('shows a hook added on disk without a reload', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page, temp } = ui;
      await page.getByTestId('hook-row').first().waitFor();
      await temp.write('home/.cline/hooks/TaskComplete', SCRIPT, 0o755);
      await page
        .locator('[data-testid=hook-row][data-event=TaskComplete]')
        .first()
        .waitFor({ timeout: 15_000 });
    } finally {
      await ui.close();
    }
  });

  it('lists the sources it read, with their state', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      await page.getByTestId('sources-toggle').click();
      const rows = page.getByTestId('source-row');
      await rows.first().waitFor();
      const states = await rows.evaluateAll((list) =>
        list.map((row) => row.getAttribute('data-state')),
      );
      expect(states).toContain('ok');
      expect((await rows.allInnerTexts()).join('\n')).toContain('~/.cline/hooks');
    } finally {
      await ui.close();
    }
  });
});
