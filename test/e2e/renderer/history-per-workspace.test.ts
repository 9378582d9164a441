import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { writeAuditLog } from './history-store';
import { openUi, type UiSession } from './ui-session';

/** Two projects Claude Code knows of, ~/code/shop with recorded history and ~/code/blog without. */
async function writeShopAndBlog(temp: TempHome): Promise<void> {
  await temp.mkdir('home/code/shop');
  await temp.mkdir('home/code/blog');
  const projects = { [`${temp.home}/code/shop`]: {}, [`${temp.home}/code/blog`]: {} };
  await temp.write('home/.claude.json', JSON.stringify({ projects }));
  await writeAuditLog(temp.dataDir, 60, `${temp.home}/code/shop`);
}

async function addWorkspace(page: Page, name: string): Promise<void> {
  await page
    .locator(`[data-testid=detected-workspace][data-path$="/code/${name}"]`)
    .getByTestId('detected-workspace-add')
    .click();
  await page.locator(`[data-testid=sidebar-workspace-${name}][aria-current=page]`).waitFor();
}

async function showWorkspace(page: Page, name: string): Promise<void> {
  await page.getByTestId(`sidebar-workspace-${name}`).click();
  await page.locator(`[data-testid=sidebar-workspace-${name}][aria-current=page]`).waitFor();
}

describe('History filters and status lines belong to their workspace', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeShopAndBlog);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('keeps the filter, the Export and the Import line where they were made, and opens another workspace unfiltered', async () => {
    const { page } = ui;
    await addWorkspace(page, 'blog');
    await addWorkspace(page, 'shop');
    await page.getByTestId('screen-tab-history').click();
    const outcome = page.getByTestId('history-filter-outcome');
    const exportStatus = page.getByTestId('history-export-status');
    const importStatus = page.getByTestId('history-import-status');
    await outcome.selectOption('block');
    // Every sixth of the 60 shop entries blocked.
    await page.getByTestId('history-count').filter({ hasText: '10 entries loaded' }).waitFor();
    await page.getByTestId('history-export').click();
    await expect.poll(() => exportStatus.innerText()).toContain('Exported 10 entries');
    await page.getByTestId('history-import').click();
    await expect.poll(() => importStatus.innerText()).toBe('Imported 0 entries');

    await showWorkspace(page, 'blog');
    await expect.poll(() => outcome.inputValue()).toBe('');
    await page.getByTestId('history-empty').waitFor();
    await expect.poll(() => exportStatus.innerText()).toBe('');
    await expect.poll(() => importStatus.innerText()).toBe('');
    await expect.poll(() => page.getByTestId('history-clear-filters').count()).toBe(0);

    await showWorkspace(page, 'shop');
    await expect.poll(() => outcome.inputValue()).toBe('block');
    await page.getByTestId('history-count').filter({ hasText: '10 entries loaded' }).waitFor();
    await expect.poll(() => exportStatus.innerText()).toContain('Exported 10 entries');
    await expect.poll(() => importStatus.innerText()).toBe('Imported 0 entries');
    expect(ui.errors).toEqual([]);
  });
});
