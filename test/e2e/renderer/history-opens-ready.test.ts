import { describe, expect, it } from 'vitest';

import { warmUpMeasureName } from '../../../renderer/features/shell/warm-up-measure';
import { useBrowser } from '../../helpers/browser';
import { shopAuditLog } from './history-store';
import { useUiPage } from './ui-session';

/**
 * In the page: clicks the History tab and counts the rows on the page once the click's own render
 * is done (React renders a click's update in a microtask queued during the click, so one queued
 * after it runs later), before any answer from the server could arrive.
 */
function rowsInTheClicksOwnRender(): Promise<number> {
  const { document } = globalThis as unknown as {
    document: {
      querySelector(selector: string): { click(): void } | null;
      querySelectorAll(selector: string): ArrayLike<unknown>;
    };
  };
  document.querySelector('[data-testid=screen-tab-history]')?.click();
  return new Promise((resolve) =>
    queueMicrotask(() => resolve(document.querySelectorAll('[data-testid=history-row]').length)),
  );
}

describe('History opened once the app has settled', () => {
  const browser = useBrowser();
  const openUi = useUiPage(browser);

  it('was rendered once off screen, leaving nothing in the page, and shows the page loaded at start at once', async () => {
    const ui = await openUi(shopAuditLog(300));
    try {
      const { page } = ui;
      const warmedUp = () =>
        page.evaluate(
          (name) => performance.getEntriesByName(name).length,
          warmUpMeasureName('history'),
        );
      await expect.poll(warmedUp, { timeout: 15_000 }).toBe(1);
      // The one screen in the page is the first one (History's has a test id, the inventory's not).
      await expect.poll(() => page.locator('main').count()).toBe(1);
      await expect.poll(() => page.getByTestId('history-screen').count()).toBe(0);

      // Read at one moment, on purpose: the rows must be there before any answer could be.
      const rows = await page.evaluate(rowsInTheClicksOwnRender);
      expect(rows).toBeGreaterThan(5);
      await expect.poll(() => page.getByTestId('history-row').first().isVisible()).toBe(true);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);

  it('is warmed up in a browser without idle callbacks (Safari) too, without an error', async () => {
    // A page of its own: the script stays with the page it is added to.
    const ui = await openUi(async () => {}, { ownPage: true });
    try {
      const { page } = ui;
      await page.addInitScript(() => {
        delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      });
      await page.reload();
      await page.getByTestId('sidebar-user-level').waitFor();
      await expect
        .poll(() =>
          page.evaluate(
            (name) => [
              typeof (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback,
              performance.getEntriesByName(name).length,
            ],
            warmUpMeasureName('history'),
          ),
        )
        .toEqual(['undefined', 1]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);
});
