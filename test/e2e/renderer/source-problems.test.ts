import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { openUi } from './ui-session';

describe('the banner over sources that could not be read', () => {
  const browser = useBrowser();

  it('names each source and why, and claims missing hooks only where none could be listed', async () => {
    const ui = await openUi(browser(), async (temp) => {
      // A trailing comma: Claude Code rejects the file, yet its one hook can still be shown.
      const broken =
        '{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"echo guard"}]}]},}';
      await temp.write('home/.claude/settings.json', broken);
      // A file where Cline expects its hooks folder (CLI and extension): nothing can be listed.
      await temp.write('home/Documents/Cline/Hooks', 'a file where a folder belongs');
    });
    try {
      const { page, temp } = ui;
      const banner = page.getByTestId('source-problems');
      await banner.waitFor();
      const settings = banner.locator(
        `[data-testid=source-problem][data-path="${temp.home}/.claude/settings.json"]`,
      );
      const folder = banner.locator(
        `[data-testid=source-problem][data-agent=cline-cli][data-path="${temp.home}/Documents/Cline/Hooks"]`,
      );
      await expect.poll(() => banner.getByTestId('source-problem').count()).toBe(3);
      await expect
        .poll(() => banner.locator('h2').innerText())
        .toBe('3 hook sources could not be read');
      await expect.poll(() => settings.innerText()).toContain('.claude/settings.json');
      await expect.poll(() => settings.getByTestId('source-problem-reason').count()).toBe(1);
      await expect
        .poll(() => settings.getByTestId('source-problem-effect').innerText())
        .toBe('Its hook is listed below, marked with this problem.');
      await expect
        .poll(() => folder.getByTestId('source-problem-reason').innerText())
        .toContain('not a folder');
      await expect
        .poll(() => folder.getByTestId('source-problem-effect').innerText())
        .toContain('missing below');
      await expect.poll(() => banner.innerText()).not.toContain('its hooks are missing');
      await page
        .locator('[data-testid=hook-row][data-agent=claude-code][data-event=PreToolUse]')
        .waitFor();

      await page.getByTestId('language-switch').selectOption('zh-CN');
      await expect
        .poll(() => settings.getByTestId('source-problem-effect').innerText())
        .toBe('其中的 1 个 hook 已列在下面，并标出了这个问题。');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
