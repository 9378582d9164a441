import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { shopAuditLog } from './history-store';
import { useUiPage } from './ui-session';

/** Rows below the bottom edge of the list's scroller: the overscan, unseen until a scroll. */
function rowsBelowTheFold(): { rows: number; below: number } {
  const { document } = globalThis as unknown as {
    document: {
      querySelector(selector: string): { getBoundingClientRect(): { bottom: number } } | null;
      querySelectorAll(selector: string): ArrayLike<{ getBoundingClientRect(): { top: number } }>;
    };
  };
  const bottom = document.querySelector('.history-scroller')?.getBoundingClientRect().bottom ?? 0;
  const rows = Array.from(document.querySelectorAll('[data-testid=history-row]'));
  return {
    rows: rows.length,
    below: rows.filter((row) => row.getBoundingClientRect().top >= bottom).length,
  };
}

/**
 * In the page: clicks the History tab and resolves with `measure()` taken in the callback of the
 * first frame that holds a visible row.
 */
function clickHistoryAndMeasureFirstFrame<T>(measure: () => T): Promise<T> {
  const { document, requestAnimationFrame } = globalThis as unknown as {
    document: {
      querySelector(selector: string): {
        click(): void;
        getBoundingClientRect(): { height: number };
      } | null;
    };
    requestAnimationFrame(callback: () => void): void;
  };
  return new Promise((resolve) => {
    const check = () => {
      const row = document.querySelector('[data-testid=history-row]');
      if (row && row.getBoundingClientRect().height > 0) resolve(measure());
      else requestAnimationFrame(check);
    };
    document.querySelector('[data-testid=screen-tab-history]')?.click();
    requestAnimationFrame(check);
  });
}

describe('the first frame of the History list', () => {
  const browser = useBrowser();
  const openUi = useUiPage(browser);

  it('holds only the rows in view; the rows past the edge join after it is painted', async () => {
    const ui = await openUi(shopAuditLog(300));
    try {
      const { page } = ui;
      page.setDefaultTimeout(15_000);
      // Read in the callback of the first frame that shows a row, before anything after it runs.
      const first = (await page.evaluate(
        `(${clickHistoryAndMeasureFirstFrame.toString()})(${rowsBelowTheFold.toString()})`,
      )) as { rows: number; below: number };
      expect(first.rows).toBeGreaterThan(5);
      expect(first.below).toBe(0);
      // Then the overscan (model/row-keys.ts: 10 rows) comes, without a scroll.
      await expect.poll(() => page.evaluate(rowsBelowTheFold)).toMatchObject({ below: 10 });
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);
});
