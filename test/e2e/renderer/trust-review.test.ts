import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { addShop, runRmOnTheBench, trustInReview } from './bench-steps';
import { type UiSession, useUiPage } from './ui-session';

const SETTINGS = 'home/code/shop/.claude/settings.json';

/** The project's Claude Code settings: a blocking guard before Bash, plus these Stop hooks. */
const settings = (...stops: string[]) =>
  JSON.stringify(
    {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [{ type: 'command', command: 'echo "no rm please" >&2; exit 2' }],
          },
        ],
        Stop: stops.map((command) => ({ hooks: [{ type: 'command', command }] })),
      },
    },
    null,
    2,
  );

/** ~/code/shop arrives with two project hooks; Claude Code's records mention the folder. */
async function writeShop(temp: TempHome): Promise<void> {
  await temp.write(SETTINGS, settings('echo "session over"'));
  await temp.write(
    'home/.claude.json',
    JSON.stringify({ projects: { [`${temp.home}/code/shop`]: {} } }),
  );
}

const trustSwitch = (page: Page) => page.getByTestId('workspace-trust');
const dialog = (page: Page) => page.getByTestId('trust-review-dialog');

/** Waits until the header's switch shows this state. */
const switchIs = (page: Page, on: boolean) =>
  page.locator(`[data-testid=workspace-trust][aria-checked=${on}]`).waitFor();

/** Adds ~/code/shop and trusts it the one way there is: the switch, then the whole review. */
async function trustShop(page: Page): Promise<void> {
  await addShop(page);
  await trustSwitch(page).click();
  await trustInReview(page);
  await switchIs(page, true);
}

describe('trusting a workspace is reviewing its hooks, in the real UI', () => {
  const browser = useBrowser();
  const openPage = useUiPage(browser);
  let ui: UiSession;
  beforeAll(async () => {}, 60_000);
  // Each test gets its own HOME, data dir and `hookyard serve`: none depends on another. They
  // take turns on one page (useUiPage).
  beforeEach(async () => {
    ui = await openPage(writeShop);
    ui.page.setDefaultTimeout(15_000);
  }, 60_000);
  afterEach(async () => {
    await ui?.close();
  });

  it('trusts the workspace once every hook is reviewed and trusted; the switch opens the same review', async () => {
    const { page } = ui;
    await addShop(page);
    await switchIs(page, false);
    await expect.poll(() => trustSwitch(page).innerText()).toContain('Not trusted');

    // The switch does not trust anything by itself: it opens the review.
    await trustSwitch(page).click();
    const items = dialog(page).getByTestId('review-item');
    await items.nth(1).waitFor();
    await expect.poll(() => items.count()).toBe(2);
    await screenshot(page, 'trust-review');
    await expect.poll(() => trustSwitch(page).getAttribute('aria-checked')).toBe('false');

    // Trusting some of them trusts those, not the workspace.
    await items.nth(1).getByTestId('review-select').uncheck();
    await dialog(page).getByTestId('trust-selected').click();
    await page
      .locator('[data-testid=trust-review-dialog] [data-testid=review-item]')
      .nth(1)
      .waitFor({
        state: 'detached',
      });
    await expect.poll(() => trustSwitch(page).getAttribute('aria-checked')).toBe('false');

    // Trusting the last one (the user ticks it again) trusts the workspace: the header says so.
    await dialog(page).getByTestId('review-select').check();
    await dialog(page).getByTestId('trust-selected').click();
    await dialog(page).getByTestId('trust-all-trusted').waitFor();
    await switchIs(page, true);
    await expect.poll(() => trustSwitch(page).innerText()).toContain('Trusted');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // And the bench runs the hooks it says are trusted.
    await runRmOnTheBench(page);
    await page.locator('[data-testid=bench-verdict][data-kind=blocked]').waitFor();
    expect(ui.errors).toEqual([]);
  });

  it('trusts a workspace with no project hook from the same review, which says so', async () => {
    const { page, temp } = ui;
    await temp.write(SETTINGS, '{}');
    await addShop(page);
    await trustSwitch(page).click();
    await dialog(page).getByTestId('trust-nothing').waitFor();
    await expect.poll(() => trustSwitch(page).getAttribute('aria-checked')).toBe('false');
    await dialog(page).getByTestId('trust-workspace').click();
    await switchIs(page, true);
    expect(ui.errors).toEqual([]);
  });

  it('asks again for a hook added later, without a blind "trust all"', async () => {
    const { page, temp } = ui;
    await trustShop(page);
    // With a direction control in it, which the review shows as such, not obeyed.
    await temp.write(SETTINGS, settings('echo "session over"', 'echo "and one more" #\u202eli'));
    await page.getByTestId('screen-tab-inventory').click();
    const review = page.getByTestId('open-trust-review');
    await review.filter({ hasText: 'Review 1 hook' }).waitFor();
    await switchIs(page, true);

    // The review lists just the new hook.
    await review.click();
    await dialog(page).getByTestId('review-item').first().waitFor();
    await expect.poll(() => dialog(page).getByTestId('review-item').count()).toBe(1);
    await expect
      .poll(() => dialog(page).getByTestId('review-item').innerText())
      .toContain('and one more');
    await expect
      .poll(() => dialog(page).locator('.hidden-char').allInnerTexts())
      .toEqual(['U+202E']);
    await dialog(page).getByTestId('trust-selected').click();
    await dialog(page).getByTestId('trust-all-trusted').waitFor();
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });

    // Off forgets what was trusted; on again is the review of everything, not a switch.
    await trustSwitch(page).click();
    await switchIs(page, false);
    await review.filter({ hasText: 'Review 3 hooks' }).waitFor();
    await trustSwitch(page).click();
    await dialog(page).getByTestId('review-item').nth(2).waitFor();
    await expect.poll(() => trustSwitch(page).getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    expect(ui.errors).toEqual([]);
  });

  it('refuses a changed hook on the bench and offers the review, which trusts it again', async () => {
    const { page, temp } = ui;
    await trustShop(page);
    // A change that keeps the hook's identity (its command): it is the same hook, changed.
    await temp.write(
      SETTINGS,
      settings('echo "session over"').replace('exit 2"', 'exit 2", "timeout": 7'),
    );
    await page.locator('[data-testid=trust-marker][data-trust=untrusted-changed]').waitFor();
    await runRmOnTheBench(page);
    const notice = page.locator('[data-testid=bench-untrusted][data-reason=changed-hook]');
    await notice.waitFor();
    // The workspace is trusted: nothing here tells the user to trust it first.
    await expect.poll(() => notice.innerText()).not.toContain('Trust this workspace');
    await notice.getByTestId('bench-trust').click();
    await dialog(page).getByTestId('review-diff').waitFor();
    await dialog(page).getByTestId('trust-selected').click();
    await dialog(page).getByTestId('trust-all-trusted').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('bench-trusted-now').waitFor();
    await page.getByTestId('bench-run').click();
    await page.locator('[data-testid=bench-verdict-reason]', { hasText: 'no rm please' }).waitFor();
    expect(ui.errors).toEqual([]);
  });

  it('asks before a destructive suite case in the trusted workspace, for the command, not for trust', async () => {
    const { page, temp } = ui;
    const suite = {
      version: 1,
      cases: [
        {
          name: 'rm is refused',
          agent: 'claude-code',
          event: 'PreToolUse',
          payload: {
            cwd: '${WORKSPACE}',
            hook_event_name: 'PreToolUse',
            tool_input: { command: 'rm -rf build' },
            tool_name: 'Bash',
          },
          expected: { verdict: 'blocked' },
        },
      ],
    };
    await temp.write('home/code/shop/.hookyard/tests/guard.json', JSON.stringify(suite, null, 2));
    await trustShop(page);
    await page.getByTestId('screen-tab-replay').click();
    const row = page.locator('[data-testid=replay-suite][data-name=guard]');
    await row.getByTestId('replay-suite-run').click();
    const asked = page.getByTestId('replay-untrusted');
    await asked.waitFor();
    const words = await asked.innerText();
    expect(words).toContain('rm -rf build');
    expect(words).not.toContain('Trust this workspace');
    expect(words).toContain('a tool call that can destroy data');
    await page.getByTestId('replay-untrusted-run').click();
    await page.locator('[data-testid=replay-suite][data-name=guard][data-status=passed]').waitFor();
    expect(ui.errors).toEqual([]);
  });
});
