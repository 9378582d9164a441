import fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { auditFileName } from '../../../electron/services/history/history-log';
import { useBrowser, screenshot } from '../../helpers/browser';
import { writeAuditLog } from './history-store';
import { useUiPage } from './ui-session';

// Retention removes an expired log file's entries in the background, a step at a time: History
// says so while old entries and their counts leave, then the line goes.
const EXPIRED = 30_000;

describe('retention in History', () => {
  const browser = useBrowser();
  const openUi = useUiPage(browser);

  it('says how far the removal of expired entries has come, and stops saying it when done', async () => {
    const ui = await openUi(async (temp) => {
      const workspace = path.join(temp.home, 'code/shop');
      await writeAuditLog(temp.dataDir, EXPIRED, workspace);
      // The same lines in a file of a day long past: retention deletes it whole.
      const dir = path.join(temp.dataDir, 'audit');
      const [today] = await fs.readdir(dir);
      await fs.rename(path.join(dir, today!), path.join(dir, auditFileName('2025-01-01', 1)));
      await writeAuditLog(temp.dataDir, 20, workspace);
    });
    try {
      const { page } = ui;
      page.setDefaultTimeout(15_000);
      await page.getByTestId('screen-tab-history').click();
      const line = page.getByTestId('history-retention');
      await expect
        .poll(() => line.innerText())
        .toMatch(
          /^Removing entries past the retention limit \(90 days, 2 GiB of log\): [\d,]+ of 30,000$/,
        );
      await screenshot(page, 'history-retention');
      await expect.poll(() => line.count(), { timeout: 120_000 }).toBe(0);
      await expect.poll(() => page.getByTestId('history-row').count()).toBeGreaterThan(0);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 180_000);
});
