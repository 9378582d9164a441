import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { TempHome } from '../../helpers/temp-home';
import { useBrowser } from '../../helpers/browser';
import { waitForPayload } from './bench-steps';
import { openUi } from './ui-session';

/** Two empty project folders that Claude Code's records mention: ~/code/shop and ~/code/cafe. */
async function writeShopAndCafe(temp: TempHome): Promise<void> {
  await temp.mkdir('home/code/shop');
  await temp.mkdir('home/code/cafe');
  const projects = { [`${temp.home}/code/shop`]: {}, [`${temp.home}/code/cafe`]: {} };
  await temp.write('home/.claude.json', JSON.stringify({ projects }));
}

async function addDetected(page: Page, name: string): Promise<void> {
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

const payloadOf = (page: Page) => page.getByTestId('bench-payload').inputValue();

describe('the bench payload of each workspace', () => {
  const browser = useBrowser();

  it('stays with its workspace: another starts with its own cwd, and the edit is back on return', async () => {
    const ui = await openUi(browser(), writeShopAndCafe);
    try {
      const { page, temp } = ui;
      page.setDefaultTimeout(10_000);
      const shop = `${temp.home}/code/shop`;
      const cafe = `${temp.home}/code/cafe`;
      await addDetected(page, 'cafe');
      await addDetected(page, 'shop');
      await page.getByTestId('screen-tab-bench').click();
      await page.getByTestId('bench-agent-claude-code').check();
      await page.getByTestId('bench-event').selectOption('PreToolUse');
      await waitForPayload(page, `"cwd": "${shop}"`);

      const edited = JSON.stringify({ ...JSON.parse(await payloadOf(page)), mine: 'shop edit' });
      await page.getByTestId('bench-payload').fill(edited);

      await showWorkspace(page, 'cafe');
      await waitForPayload(page, `"cwd": "${cafe}"`);
      await expect.poll(() => payloadOf(page)).not.toContain('shop edit');
      await expect.poll(() => payloadOf(page)).not.toContain(shop);

      await showWorkspace(page, 'shop');
      await expect.poll(() => payloadOf(page)).toBe(edited);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
