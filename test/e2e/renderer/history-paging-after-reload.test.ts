import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { shopAuditLog } from './history-store';
import { useUiPage } from './ui-session';

const rows = (page: Page) => page.getByTestId('history-row');

/**
 * Holds what the server sends the page from `hold` on, and hands it over on `release`: a
 * request whose answer is late, on demand. Set before a reload, so that the page's new
 * WebSocket goes through it.
 */
async function holdServerMessages(page: Page) {
  let holding = false;
  const held: Array<() => void> = [];
  await page.routeWebSocket(/./, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (holding) held.push(() => socket.send(message));
      else socket.send(message);
    });
  });
  await page.reload();
  return {
    hold: () => (holding = true),
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}

describe('History paging', () => {
  const browser = useBrowser();
  const openUi = useUiPage(browser);

  it('goes on at the end of the list once a first page asked again meanwhile is back', async () => {
    const ui = await openUi(shopAuditLog(1_000));
    try {
      const { page } = ui;
      const gate = await holdServerMessages(page);
      await page.getByTestId('screen-tab-history').click();
      await expect
        .poll(() => page.getByTestId('history-count').innerText())
        .toBe('200 entries loaded, more on scroll');
      // History opened anew asks for its first page again; its answer is late. Meanwhile the
      // user goes to the end of the list, where paging would start.
      gate.hold();
      await page.getByTestId('screen-tab-inventory').click();
      await page.getByTestId('screen-tab-history').click();
      await rows(page).first().focus();
      await page.keyboard.press('End');
      await expect.poll(() => page.locator(':focus').getAttribute('data-index')).toBe('199');
      gate.release();
      await expect
        .poll(() => page.getByTestId('history-count').innerText())
        .toMatch(/^400 entries loaded/);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
