import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { runRmOnTheBench } from './bench-steps';
import { openUi } from './ui-session';

const FIFTY_MB = 50_000_000;

/** A user-level PreToolUse hook that exits 0 after printing 50 MB of stdout. */
async function writeLoudHook(temp: TempHome): Promise<void> {
  const command = `head -c ${FIFTY_MB} /dev/zero | tr '\\0' x`;
  await temp.write(
    'home/.claude/settings.json',
    JSON.stringify({
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] },
    }),
  );
}

describe('the bench card of a hook printing 50 MB', () => {
  const browser = useBrowser();

  it('names the output cap as why, next to its exit code 0, and not a failure', async () => {
    const ui = await openUi(browser(), writeLoudHook);
    try {
      const { page } = ui;
      page.setDefaultTimeout(20_000);
      await runRmOnTheBench(page);
      const card = page.getByTestId('outcome-card');
      const overCap = card.getByTestId('outcome-over-cap');
      await overCap.waitFor();
      await expect.poll(() => card.getByTestId('outcome-ending').innerText()).toBe('Exit code 0');
      const flag = await overCap.innerText();
      expect(flag).toContain('output cap');
      expect(flag).toContain('50,000,000 bytes');
      // Not "output the agent cannot read": the agent reads all of it, Hookyard could not.
      await expect.poll(() => card.getByTestId('outcome-parse-errors').count()).toBe(0);
      const sentence = await page.getByTestId('bench-verdict-sentence').innerText();
      expect(sentence).toContain('more than the output cap');
      expect(sentence).not.toContain('failed without blocking');
      await screenshot(page, 'bench-output-cap');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);
});
