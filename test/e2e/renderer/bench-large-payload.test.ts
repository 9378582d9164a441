import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium, screenshot } from '../../helpers/browser';
import { waitForPayload, writeUserBlockingHook } from './bench-steps';
import { openUi, type UiSession } from './ui-session';

// What a user can paste either works or gets a clear "too large": a 5 MB payload used to end
// `hookyard serve` (the socket's 1 MiB frame limit, no error listener), and every tab with it.
const payloadOf = (megabytes: number) =>
  JSON.stringify({
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command: `echo ${'x'.repeat(megabytes * 1_000_000)}` },
  });

/** Presses Run once the button takes it: no run still going, the payload checked. */
async function runWhenReady(page: Page): Promise<void> {
  const run = page.getByTestId('bench-run');
  await expect.poll(() => run.getAttribute('aria-disabled'), { timeout: 120_000 }).toBe('false');
  await run.click({ timeout: 120_000 });
}

describe('the bench with a pasted payload of many megabytes', () => {
  let browser: Browser;
  let ui: UiSession;
  beforeAll(async () => {
    browser = await launchChromium();
    ui = await openUi(browser, writeUserBlockingHook);
    ui.page.setDefaultTimeout(30_000);
    const { page } = ui;
    await page.getByTestId('screen-tab-bench').click();
    await page.getByTestId('bench-agent-claude-code').check();
    await page.getByTestId('bench-event').selectOption('PreToolUse');
    await page.getByTestId('bench-preset').selectOption('bash-rm');
    await waitForPayload(page, 'rm -rf build');
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
    await browser?.close();
  });

  // Megabytes through a textarea, JSON checks, the socket and the hook take a loaded machine a
  // minute or more (a CI run beside three others took over 30 s for the 5 MB verdict): the
  // waits are for the states themselves, with room.
  it('runs a 5 MB payload: the hook answers and serve goes on', { timeout: 240_000 }, async () => {
    const { page } = ui;
    await page.getByTestId('bench-payload').fill(payloadOf(5), { timeout: 120_000 });
    await runWhenReady(page);
    await page
      .locator('[data-testid=bench-verdict-reason]', { hasText: 'no rm please' })
      .waitFor({ timeout: 120_000 });
    expect(ui.serve.running()).toBe(true);
  });

  // Pasting 17 MB keeps the page busy for seconds (tens of them on a loaded CI machine).
  it(
    'refuses a 17 MB payload with its size and the limit, and serve goes on',
    { timeout: 420_000 },
    async () => {
      const { page } = ui;
      await page.getByTestId('bench-payload').fill(payloadOf(17), { timeout: 120_000 });
      await runWhenReady(page);
      const error = page.getByTestId('bench-run-error');
      await expect
        .poll(() => error.innerText(), { timeout: 120_000 })
        .toMatch(/Too large to send \(17 MB; the limit is 16.8 MB\)/);
      await screenshot(page, 'bench-too-large');
      expect(ui.serve.running()).toBe(true);
      // The same tab still talks to the same server.
      await page.getByTestId('bench-payload').fill(payloadOf(0));
      await page.getByTestId('bench-run').click();
      await page.getByTestId('bench-run-error').waitFor({ state: 'detached' });
      expect(ui.errors).toEqual([]);
    },
  );
});
