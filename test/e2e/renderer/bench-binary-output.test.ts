import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { runRmOnTheBench } from './bench-steps';
import { openUi } from './ui-session';

// A hook that prints megabytes of binary: its outcome held the window for 42 s (a 3 MB print,
// the runner keeping 1 MiB): every control character was marked as an element, and the browser's
// layout of those grows with their square; then the rest, characters of every script, took
// another 6 s. Now a long output shows its start and end, the rest on request, and past a
// thousand marks hidden characters are written out as [U+…].
const BINARY_HOOK = JSON.stringify({
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        // Two control characters and a byte that is not UTF-8 in every six: the same marks
        // every run, many more than a thousand in either end shown.
        hooks: [
          { type: 'command', command: `yes "$(printf 'ab\\001\\002\\377')" | head -c 3000000` },
        ],
      },
    ],
  },
});

describe('the bench with a hook that prints megabytes of binary', () => {
  const browser = useBrowser();

  it('shows the start and end of what was kept, marks a thousand hidden characters each, and the rest on request', async () => {
    const ui = await openUi(browser(), async (temp) => {
      await temp.write('home/.claude/settings.json', BINARY_HOOK);
    });
    try {
      const { page } = ui;
      await runRmOnTheBench(page);
      const stdout = page.getByTestId('outcome-stdout');
      const more = stdout.getByTestId('long-text-more');
      await more.waitFor();
      await expect.poll(() => more.innerText()).toMatch(/^Show the [\d,]+ characters in between$/);
      const shown = () => stdout.locator('pre').evaluate((pre) => pre.textContent?.length ?? 0);
      // Start and end, 16,000 characters, with their hidden characters' code points written out.
      await expect.poll(shown).toBeLessThan(100_000);
      await expect.poll(() => stdout.getByTestId('hidden-chars-written-out').count()).toBe(2);
      await expect.poll(() => stdout.locator('span.hidden-char').count()).toBe(2_002);

      await more.click();
      await more.waitFor({ state: 'detached' });
      // The whole 1 MiB kept, decoded: more than a million characters.
      await expect.poll(shown, { timeout: 60_000 }).toBeGreaterThan(1_000_000);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
