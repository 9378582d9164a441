import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { openUi } from './ui-session';

describe('the banner over sources that could not be read, or only in part', () => {
  const browser = useBrowser();

  it('names each source and why, and claims missing hooks only where none could be listed', async () => {
    const ui = await openUi(browser(), async (temp) => {
      // A trailing comma: Claude Code rejects the file, yet its one hook can still be shown.
      const broken =
        '{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"echo guard"}]}]},}';
      await temp.write('home/.claude/settings.json', broken);
      // A file where Cline expects its hooks folder (CLI and extension): nothing can be listed.
      await temp.write('home/Documents/Cline/Hooks', 'a file where a folder belongs');
      // Gemini skips what is not shaped as it expects and runs the file's other hook.
      await temp.write(
        'home/.gemini/settings.json',
        JSON.stringify({
          hooks: {
            AfterTool: 'not a list',
            BeforeTool: [{ hooks: [{ type: 'command', name: 'good', command: 'echo {}' }] }, 7],
          },
        }),
      );
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
      const gemini = banner.locator(
        `[data-testid=source-problem][data-path="${temp.home}/.gemini/settings.json"]`,
      );
      await expect.poll(() => banner.getByTestId('source-problem').count()).toBe(4);
      await expect
        .poll(() => banner.locator('h2').innerText())
        .toBe('4 hook sources have problems');
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
      await expect
        .poll(() => gemini.getByTestId('source-problem-reason').innerText())
        .toContain(': hooks.AfterTool, hooks.BeforeTool[1]. It runs the other hooks.');
      await expect
        .poll(() => gemini.getByTestId('source-problem-effect').innerText())
        .toBe('Its hook is listed below, as the agent sees it.');
      await expect.poll(() => banner.innerText()).not.toContain('its hooks are missing');
      await page
        .locator('[data-testid=hook-row][data-agent=claude-code][data-event=PreToolUse]')
        .waitFor();

      await page.getByTestId('language-switch').selectOption('zh-CN');
      await expect
        .poll(() => settings.getByTestId('source-problem-effect').innerText())
        .toBe('其中的 1 个 hook 已列在下面，并标出了这个问题。');
      await expect
        .poll(() => gemini.getByTestId('source-problem-effect').innerText())
        .toBe('其中的 1 个 hook 已按 agent 所见列在下面。');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
