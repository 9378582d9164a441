import fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { waitForPayload } from './bench-steps';
import { openUi } from './ui-session';

const DOCS_SCREENSHOT = path.resolve(__dirname, '../../../docs/bench-running.png');

/** The seconds a "3.2 sec of 1 min" text says have gone by. */
const secondsIn = (text: string) => Number(/^([\d.]+) sec of 1 min$/.exec(text)?.[1] ?? NaN);

describe('a running hook on the bench', () => {
  const browser = useBrowser();

  it('shows on its card the time it has taken against its timeout, counting while it runs', async () => {
    const ui = await openUi(browser(), async (temp) => {
      const slow = { type: 'command', command: 'echo "checking the build"; sleep 30', timeout: 60 };
      const settings = { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [slow] }] } };
      await temp.write('home/.claude/settings.json', JSON.stringify(settings));
    });
    try {
      const { page } = ui;
      page.setDefaultTimeout(10_000);
      await page.getByTestId('screen-tab-bench').click();
      await page.getByTestId('bench-agent-claude-code').check();
      await page.getByTestId('bench-event').selectOption('PreToolUse');
      await page.getByTestId('bench-preset').selectOption('bash-rm');
      await waitForPayload(page, 'rm -rf build');
      await page.getByTestId('bench-run').click();

      const card = page.getByTestId('bench-live-output');
      const elapsed = card.getByTestId('bench-hook-elapsed');
      await expect.poll(() => elapsed.innerText()).toMatch(/^\d+\.\d sec of 1 min$/);
      await expect.poll(() => elapsed.getAttribute('data-state')).toBe('running');
      // It counts: the figure passes a second, then grows further, without any new output.
      await expect.poll(async () => secondsIn(await elapsed.innerText())).toBeGreaterThan(1);
      const before = secondsIn(await elapsed.innerText());
      await expect.poll(async () => secondsIn(await elapsed.innerText())).toBeGreaterThan(before);
      await card.filter({ hasText: 'checking the build' }).waitFor();
      const shot = await screenshot(page, 'bench-running');
      // The README's picture, refreshed on request only, so that test runs leave docs/ alone.
      if (process.env.HOOKYARD_UPDATE_DOCS === '1') await fs.copyFile(shot, DOCS_SCREENSHOT);

      await page.getByTestId('bench-cancel').click();
      await page.locator('[data-testid=outcome-card][data-status=cancelled]').waitFor();
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
