import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { chooseRmOnTheBench, writeUserBlockingHook } from './bench-steps';
import { openUi, type UiSession } from './ui-session';

// What a user can paste either works or gets a clear "too large": a 5 MB payload used to end
// `hookyard serve` (the socket's 1 MiB frame limit, no error listener), and every tab with it;
// and pasted into the text area, it froze the window for over half a minute while Chromium laid
// it out. A large paste is now kept whole and shown as its size.
const payloadOf = (megabytes: number) =>
  JSON.stringify({
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command: `echo ${'x'.repeat(megabytes * 1_000_000)}` },
  });

/**
 * Pastes `text` over the whole field as Ctrl+A, Ctrl+V does: a paste event carrying it on the clipboard, on the focused
 * field (playwright's fill sets the value instead, which bypasses the paste handling).
 */
async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate((element, pasted) => {
    // The page's DOM, typed here: the tests are compiled without the DOM library.
    const dom = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, data: string): void };
      ClipboardEvent: new (type: string, init: object) => unknown;
    };
    const field = element as unknown as {
      focus(): void;
      select?: () => void;
      dispatchEvent(event: unknown): boolean;
    };
    const clipboard = new dom.DataTransfer();
    clipboard.setData('text/plain', pasted);
    field.focus();
    // Ctrl+A first, as a user replacing the sample does (the large-text panel has no select).
    field.select?.();
    field.dispatchEvent(
      new dom.ClipboardEvent('paste', {
        clipboardData: clipboard,
        bubbles: true,
        cancelable: true,
      }),
    );
  }, text);
}

/** Presses Run once the button takes it: no run still going, the payload checked. */
async function runWhenReady(page: Page): Promise<void> {
  const run = page.getByTestId('bench-run');
  await expect.poll(() => run.getAttribute('aria-disabled'), { timeout: 60_000 }).toBe('false');
  await run.click();
}

describe('the bench with a pasted payload of many megabytes', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeUserBlockingHook);
    ui.page.setDefaultTimeout(30_000);
    await chooseRmOnTheBench(ui.page);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  // Megabytes through the page, the socket and the hook take a loaded machine tens of seconds.
  it(
    'runs a 5 MB payload: shown by its size, the hook answers, serve goes on',
    { timeout: 120_000 },
    async () => {
      const { page } = ui;
      await paste(page.getByTestId('bench-payload'), payloadOf(5));
      await expect
        .poll(() => page.getByTestId('bench-payload-large').innerText())
        .toContain('5 MB');
      await runWhenReady(page);
      await page
        .locator('[data-testid=bench-verdict-reason]', { hasText: 'no rm please' })
        .waitFor({ timeout: 60_000 });
      expect(ui.serve.running()).toBe(true);
    },
  );

  it(
    'refuses a 17 MB payload with its size and the limit, and serve goes on',
    { timeout: 120_000 },
    async () => {
      const { page } = ui;
      // Pasted over the 5 MB one: it replaces it whole.
      await paste(page.getByTestId('bench-payload-large'), payloadOf(17));
      await expect
        .poll(() => page.getByTestId('bench-payload-large').innerText())
        .toContain('17 MB');
      await runWhenReady(page);
      const error = page.getByTestId('bench-run-error');
      await expect
        .poll(() => error.innerText())
        .toMatch(/Too large to send \(17 MB; the limit is 16.8 MB\)/);
      await screenshot(page, 'bench-too-large');
      expect(ui.serve.running()).toBe(true);
      // Cleared, the text area is back, and the same tab still talks to the same server.
      await page.getByTestId('bench-payload-clear').click();
      await page.getByTestId('bench-payload').fill(payloadOf(0));
      await page.getByTestId('bench-run').click();
      await page.getByTestId('bench-run-error').waitFor({ state: 'detached' });
      expect(ui.errors).toEqual([]);
    },
  );
});
