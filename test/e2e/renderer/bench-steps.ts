import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import type { TempHome } from '../../helpers/temp-home';

/** A Claude Code settings file with one PreToolUse hook for Bash that blocks every call. */
export const BLOCKING_SETTINGS = JSON.stringify({
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [{ type: 'command', command: 'echo "no rm please" >&2; exit 2' }],
      },
    ],
  },
});

/** The blocking hook at user level, where it runs without any trust question. */
export async function writeUserBlockingHook(temp: TempHome): Promise<void> {
  await temp.write('home/.claude/settings.json', BLOCKING_SETTINGS);
}

/** The blocking hook as a project hook of ~/code/shop, which Claude Code's records mention. */
export async function writeShopBlockingHook(temp: TempHome): Promise<void> {
  await temp.write('home/code/shop/.claude/settings.json', BLOCKING_SETTINGS);
  const projects = { [`${temp.home}/code/shop`]: {} };
  await temp.write('home/.claude.json', JSON.stringify({ projects }));
}

/** Adds ~/code/shop from the detected folders and waits until it is the scope on screen. */
export async function addShop(page: Page): Promise<void> {
  await page
    .locator('[data-testid=detected-workspace][data-path$="/code/shop"]')
    .getByTestId('detected-workspace-add')
    .click();
  await page.locator('[data-testid=sidebar-workspace-shop][aria-current=page]').waitFor();
}

/** Waits until the payload editor holds a sample that contains `text`. */
export async function waitForPayload(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const editor = (
      globalThis as unknown as {
        document: { querySelector(s: string): { value: string } | null };
      }
    ).document.querySelector('[data-testid=bench-payload]');
    return editor?.value.includes(expected) ?? false;
  }, text);
}

/** Opens the bench on Claude Code › PreToolUse with the `rm -rf build` call in the payload. */
export async function chooseRmOnTheBench(page: Page): Promise<void> {
  await page.getByTestId('screen-tab-bench').click();
  await page.getByTestId('bench-agent-claude-code').check();
  await page.getByTestId('bench-event').selectOption('PreToolUse');
  await page.getByTestId('bench-preset').selectOption('bash-rm');
  await waitForPayload(page, 'rm -rf build');
}

/** Opens the bench, picks Claude Code, PreToolUse and the `rm -rf build` call, and presses Run. */
export async function runRmOnTheBench(page: Page): Promise<void> {
  await chooseRmOnTheBench(page);
  await page.getByTestId('bench-run').click();
}

/**
 * In the open trust review: trusts every hook it lists (as the user does after reading them),
 * waits until nothing is left to review and closes it.
 */
export async function trustInReview(page: Page): Promise<void> {
  const dialog = page.getByTestId('trust-review-dialog');
  await dialog.getByTestId('review-item').first().waitFor();
  await dialog.getByTestId('trust-selected').click();
  await dialog.getByTestId('trust-all-trusted').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Presses Run and waits for the verdict "blocked" with `reason` in its sentence. */
export async function runAndExpectBlock(page: Page, reason: string): Promise<void> {
  await page.getByTestId('bench-run').click();
  const verdict = page.getByTestId('bench-verdict');
  await expect.poll(() => verdict.getAttribute('data-kind')).toBe('blocked');
  await expect.poll(() => page.getByTestId('bench-verdict-sentence').innerText()).toContain(reason);
}
