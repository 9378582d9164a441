import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { writeClaudeStub } from '../../helpers/agent-version-stub';
import { useBrowser } from '../../helpers/browser';
import { chooseRmOnTheBench } from './bench-steps';
import { keepInDocs } from './docs-screens';
import { openUi } from './ui-session';

// Issue 15 §3 "run this guard as if it crashed", in the browser against the real `hookyard serve`
// with a `claude` stub on PATH answering 2.1.328, a version that reads `onFailure`.
const OPEN_GUARD = { type: 'command', command: 'python3 ~/guards/no-rm.py' };
const CLOSED_GUARD = {
  type: 'command',
  command: 'python3 ~/guards/no-push.py',
  onFailure: 'block',
};
const SETTINGS = JSON.stringify({
  hooks: {
    PreToolUse: [
      { matcher: 'Bash', hooks: [OPEN_GUARD] },
      { matcher: 'Bash', hooks: [CLOSED_GUARD] },
    ],
  },
});

const verdict = (page: Page) => page.getByTestId('crash-verdict');
/** Scrolls the setup column so that the screenshot shows the whole crash-run control. */
const showControl = (page: Page) =>
  page.getByTestId('crash-run').evaluate((control) => control.scrollIntoView({ block: 'end' }));

/** Chooses the guard whose command names `script`, injects `mode` and double-clicks the run. */
async function crashRun(page: Page, script: string, mode: string): Promise<void> {
  await page.locator('[data-testid=bench-hook]', { hasText: script }).click();
  await page.getByTestId('crash-run-mode').selectOption(mode);
  await page.getByTestId('crash-run-start').dblclick();
  await expect.poll(() => page.getByTestId('bench-outcome').innerText()).toContain(script);
}

describe('the bench runs a guard as if it crashed', () => {
  const browser = useBrowser();

  it(
    'shows Claude Code letting the tool run, or blocking it with onFailure, once per press',
    { timeout: 120_000 },
    async () => {
      const ui = await openUi(
        browser(),
        async (temp) => {
          await writeClaudeStub(temp, '2.1.328');
          await temp.write('home/.claude/settings.json', SETTINGS);
        },
        { serveEnv: (temp) => ({ PATH: `${path.join(temp.root, 'bin')}:${process.env.PATH}` }) },
      );
      try {
        const { page } = ui;
        await chooseRmOnTheBench(page);
        // The whole set is chosen: the control asks for one hook first.
        await page.getByTestId('crash-run-choose-hook').waitFor();

        await crashRun(page, 'no-rm.py', 'cannot-start');
        await expect.poll(() => verdict(page).getAttribute('data-outcome')).toBe('open');
        await expect
          .poll(() => verdict(page).getByRole('heading').innerText())
          .toBe('Claude Code would let the tool run');
        await expect
          .poll(() => verdict(page).getByTestId('crash-verdict-report').innerText())
          .toBe('As the fail-open report says for Claude Code 2.1.328.');
        await expect
          .poll(() => verdict(page).getByTestId('crash-verdict-stand-in').innerText())
          .toContain('/nonexistent-hookyard-interpreter/python3');
        await showControl(page);
        await keepInDocs(page, 'bench-crash-run');

        await crashRun(page, 'no-push.py', 'cannot-start');
        await expect.poll(() => verdict(page).getAttribute('data-outcome')).toBe('closed');
        await expect
          .poll(() => verdict(page).getByRole('heading').innerText())
          .toBe('Claude Code would block the tool');
        await expect
          .poll(() => verdict(page).getByTestId('crash-verdict-fix').innerText())
          .toBe('It blocks only because the hook sets onFailure: "block".');
        await expect.poll(() => verdict(page).getAttribute('data-agrees')).toBe('true');

        await page.getByTestId('language-switch').selectOption('zh-CN');
        await expect
          .poll(() => verdict(page).getByRole('heading').innerText())
          .toBe('Claude Code 会阻止工具');
        await showControl(page);
        await keepInDocs(page, 'bench-crash-run-zh-cn');
        await page.getByTestId('language-switch').selectOption('en');
        await page.getByTestId('crash-run-mode').selectOption('timeout');
        await expect
          .poll(() => page.getByTestId('crash-run-timeout-note').innerText())
          .toContain('1-second timeout');

        // Two double clicks, two runs: History has one bench entry for each.
        await page.getByTestId('screen-tab-history').click();
        const benchRows = page.locator('[data-testid=history-row][data-source=bench]');
        await expect.poll(() => benchRows.count()).toBe(2);
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    },
  );
});
