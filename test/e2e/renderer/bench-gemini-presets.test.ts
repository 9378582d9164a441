import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { runAndExpectBlock, waitForPayload } from './bench-steps';
import { geminiShellGuardSettings, keepInDocs } from './docs-screens';
import { openUi } from './ui-session';

// Denies by the JSON it prints, as Gemini decides, and only a call that removes a tree: the
// captured BeforeTool sample (an `echo`) is allowed, so a block proves the preset reached it.
const DENY_RM = `#!/bin/sh
if grep -q 'rm -rf'; then
  echo '{"decision":"deny","reason":"no rm please"}'
else
  echo '{"decision":"allow"}'
fi
`;

async function writeGeminiGuard(temp: TempHome): Promise<void> {
  const guard = await temp.write('home/bin/deny-rm.sh', DENY_RM, 0o755);
  await temp.write('home/.gemini/settings.json', geminiShellGuardSettings('deny-rm', guard));
}

const presetValues = (page: Page) =>
  page
    .getByTestId('bench-preset')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as { value: string }).value));

/** Gemini CLI › BeforeTool › the shell preset, run against the guard, and the block it shows. */
async function blockRmOnGemini(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-bench').click();
  await page.getByTestId('bench-agent-gemini-cli').check();
  await expect.poll(() => page.getByTestId('bench-event').inputValue()).toBe('BeforeTool');
  await waitForPayload(page, 'hello-from-tool');
  // Gemini's own tools only: no MCP preset, whose naming in Gemini payloads is not known.
  await expect
    .poll(() => presetValues(page))
    .toEqual(['', 'bash-rm', 'write-package-json', 'read-env']);
  await page.getByTestId('bench-preset').selectOption('bash-rm');
  await waitForPayload(page, '"command": "rm -rf build"');
  await waitForPayload(page, '"tool_name": "run_shell_command"');
  await runAndExpectBlock(page, 'no rm please');
}

describe('bench tool presets for Gemini CLI', () => {
  const browser = useBrowser();

  it('BeforeTool with "rm -rf build" is blocked by a Gemini guard; no preset on a lifecycle event', async () => {
    const ui = await openUi(browser(), writeGeminiGuard);
    try {
      const { page } = ui;
      page.setDefaultTimeout(20_000);
      await blockRmOnGemini(page);
      await keepInDocs(page, 'bench-gemini-cli');

      await page.getByTestId('bench-event').selectOption('SessionStart');
      await expect.poll(() => page.getByTestId('bench-preset').count()).toBe(0);
      await page.getByTestId('bench-event').selectOption('AfterTool');
      await expect.poll(() => page.getByTestId('bench-preset').count()).toBe(1);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);

  it('shows the same block in Simplified Chinese', async () => {
    const ui = await openUi(browser(), writeGeminiGuard, { locale: 'zh-CN' });
    try {
      const { page } = ui;
      page.setDefaultTimeout(20_000);
      await blockRmOnGemini(page);
      await expect
        .poll(() => page.getByTestId('bench-preset').locator('option:checked').innerText())
        .toBe('Shell 命令：rm -rf build');
      await keepInDocs(page, 'bench-gemini-cli-zh-cn');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);
});
