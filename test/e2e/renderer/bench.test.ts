import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import {
  addShop,
  BLOCKING_SETTINGS,
  runRmOnTheBench,
  trustInReview,
  waitForPayload,
  writeShopBlockingHook,
  writeUserBlockingHook,
} from './bench-steps';
import { isFocused, type HomeSetup, useUiPage } from './ui-session';

describe('the test bench and the matcher simulator', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openPage = useUiPage(browser);
  /** A session whose waits fail within 10 s, naming what they waited for, before the test's 30 s. */
  const openUi = async (setup?: HomeSetup) => {
    const ui = await openPage(setup);
    ui.page.setDefaultTimeout(10_000);
    return ui;
  };

  it('runs a blocking hook of a trusted workspace and says the tool is blocked, and why', async () => {
    const ui = await openUi(writeShopBlockingHook);
    try {
      const { page } = ui;
      await addShop(page);
      await page.getByTestId('workspace-trust').click();
      await trustInReview(page);
      await page.locator('[data-testid=sidebar-workspace-shop][data-trusted=true]').waitFor();

      await runRmOnTheBench(page);
      const verdict = page.getByTestId('bench-verdict');
      await verdict.waitFor();
      await expect.poll(() => verdict.getAttribute('data-kind')).toBe('blocked');
      await expect.poll(() => verdict.locator('h3').innerText()).toBe('Blocked');
      const sentence = await page.getByTestId('bench-verdict-sentence').innerText();
      expect(sentence).toContain('tool blocked');
      expect(sentence).toContain('no rm please');
      await expect
        .poll(() => page.getByTestId('bench-verdict-reason').innerText())
        .toBe('no rm please');

      const card = page.getByTestId('outcome-card');
      await expect.poll(() => card.count()).toBe(1);
      await expect.poll(() => card.getByTestId('outcome-ending').innerText()).toBe('Exit code 2');
      await expect
        .poll(() => card.getByTestId('outcome-stderr').innerText())
        .toContain('no rm please');
      await expect
        .poll(() => card.getByTestId('outcome-duration').innerText())
        .toMatch(/ of .* allowed$/);
      await screenshot(page, 'bench-verdict');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('streams output live from "Test this hook", runs with Ctrl+Enter and cancels with Escape', async () => {
    const ui = await openUi(async (temp) => {
      const slow = { type: 'command', command: 'echo "working on it"; sleep 30' };
      const settings = { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [slow] }] } };
      await temp.write('home/.claude/settings.json', JSON.stringify(settings));
    });
    try {
      const { page } = ui;
      const row = page.locator('[data-testid=hook-row][data-agent=claude-code]').first();
      const hookId = await row.getAttribute('data-hook-id');
      await row.click();
      await page.getByTestId('detail-test-hook').click();
      const chosen = page.locator(`[data-testid=bench-hook][data-hook-id="${hookId}"] input`);
      await chosen.waitFor();
      await expect.poll(() => chosen.isChecked()).toBe(true);

      await page.getByTestId('bench-preset').selectOption('bash-rm');
      await waitForPayload(page, 'rm -rf build');
      await page.getByTestId('bench-payload').focus();
      await page.keyboard.press('Control+Enter');
      const live = page.getByTestId('bench-live-output');
      await live.filter({ hasText: 'working on it' }).waitFor();
      await expect.poll(() => live.getAttribute('data-hook-id')).toBe(hookId);

      await page.keyboard.press('Escape');
      const card = page.locator('[data-testid=outcome-card][data-status=cancelled]');
      await card.waitFor();
      await expect.poll(() => card.getByTestId('outcome-ending').innerText()).toBe('Cancelled');
      // Not "Nothing changes": that is what was left, not what the agent would do.
      await expect
        .poll(() => page.locator('#bench-verdict-headline').innerText())
        .toBe('Cancelled before the hooks finished');
      await expect.poll(() => isFocused(page.getByTestId('bench-payload'))).toBe(true);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('heads a run that changes nothing once, without a sentence repeating the headline', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write(
        'home/.claude/settings.json',
        JSON.stringify({
          hooks: {
            PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'true' }] }],
          },
        }),
      );
    });
    try {
      await runRmOnTheBench(ui.page);
      const verdict = ui.page.locator('[data-testid=bench-verdict][data-kind=no-change]');
      await verdict.waitFor();
      await expect.poll(() => verdict.locator('h3').innerText()).toBe('Nothing changes');
      // It read "Nothing changes" and under it "nothing changes".
      await expect.poll(() => ui.page.getByTestId('bench-verdict-sentence').count()).toBe(0);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('refuses a payload that is not JSON and says where it breaks', async () => {
    const ui = await openUi(writeUserBlockingHook);
    try {
      const { page } = ui;
      await page.getByTestId('screen-tab-bench').click();
      await waitForPayload(page, 'tool_name');
      const text = '{\n  "tool_name": "Bash"\n  "x": 1\n}';
      await page.getByTestId('bench-payload').fill(text);
      const error = page.getByTestId('json-error');
      await expect
        .poll(() => error.locator('.json-error-where').innerText())
        .toBe('Line 3, column 3:');
      await expect.poll(() => error.innerText()).toContain('Expected');
      await expect.poll(() => page.getByTestId('bench-run-refused').count()).toBe(1);

      // The button looks dimmed (aria-disabled) but still takes the click, and refuses.
      await page.getByTestId('bench-run').click({ force: true });
      await expect.poll(() => page.getByTestId('bench-empty').count()).toBe(1);
      const caret = await page
        .getByTestId('bench-payload')
        .evaluate((editor) => (editor as unknown as { selectionStart: number }).selectionStart);
      expect(caret).toBe(text.indexOf('"x"'));
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('shows why a hook of an untrusted workspace does not run, and trusts it from there', async () => {
    const ui = await openUi(writeShopBlockingHook);
    try {
      const { page } = ui;
      await addShop(page);
      await page.keyboard.press('Control+K');
      await page.getByTestId('palette-input').fill('open test bench');
      await page.keyboard.press('Enter');
      await page.getByTestId('bench-screen').waitFor();
      await page.getByTestId('bench-preset').selectOption('bash-rm');
      await waitForPayload(page, 'rm -rf build');
      await page.getByTestId('bench-run').click();

      const notice = page.getByTestId('bench-untrusted');
      await notice.waitFor();
      await expect.poll(() => notice.innerText()).toContain('This workspace is not trusted');
      await notice.getByTestId('bench-trust').click();
      await trustInReview(page);
      await page.getByTestId('bench-trusted-now').waitFor();
      await expect
        .poll(() => page.getByTestId('workspace-trust').getAttribute('aria-checked'))
        .toBe('true');

      await page.getByTestId('bench-run').click();
      await page.locator('[data-testid=bench-verdict][data-kind=blocked]').waitFor();
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('refuses a project hook changed since the workspace was trusted until it is trusted again', async () => {
    const ui = await openUi(writeShopBlockingHook);
    try {
      const { page, temp } = ui;
      await addShop(page);
      await page.getByTestId('workspace-trust').click();
      await trustInReview(page);
      await page.locator('[data-testid=sidebar-workspace-shop][data-trusted=true]').waitFor();
      await temp.write(
        'home/code/shop/.claude/settings.json',
        BLOCKING_SETTINGS.replace('no rm please', 'still no'),
      );
      await page
        .locator('[data-testid=hook-row]', { hasText: 'still no' })
        .waitFor({ timeout: 15_000 });

      await runRmOnTheBench(page);
      const notice = page.locator('[data-testid=bench-untrusted][data-reason=changed-hook]');
      await notice.waitFor();
      await expect.poll(() => notice.innerText()).toContain('new or changed since you trusted');
      await notice.getByTestId('bench-trust').click();
      await trustInReview(page);
      await page.getByTestId('bench-trusted-now').waitFor();

      await page.getByTestId('bench-run').click();
      await page.locator('[data-testid=bench-verdict][data-kind=blocked]').waitFor();
      await expect
        .poll(() => page.getByTestId('bench-verdict-reason').innerText())
        .toBe('still no');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('simulates the matchers: the hook fires for Bash and not for Write, with the reason', async () => {
    const ui = await openUi(writeUserBlockingHook);
    try {
      const { page } = ui;
      await page.getByTestId('screen-tab-simulator').click();
      await page.getByTestId('simulator-event').selectOption('PreToolUse');
      await page.getByTestId('simulator-tool-name').fill('Bash');
      await page.getByTestId('simulator-run').click();
      const claude = page.locator('[data-testid=sim-agent][data-agent=claude-code]');
      await claude.getByTestId('sim-fires').waitFor();
      await expect
        .poll(() => claude.getByTestId('sim-fires').innerText())
        .toContain('no rm please');
      await expect.poll(() => claude.getByTestId('sim-does-not-fire').count()).toBe(0);

      await page.getByTestId('simulator-tool-name').fill('Write');
      await page.getByTestId('simulator-tool-input').fill('{"file_path": "/tmp/a", "content": ""}');
      await page.keyboard.press('Control+Enter');
      const skipped = claude.getByTestId('sim-does-not-fire');
      await skipped.waitFor();
      await expect.poll(() => claude.getByTestId('sim-fires').count()).toBe(0);
      await expect
        .poll(() => skipped.getByTestId('sim-reason').innerText())
        .toContain('the matcher "Bash" does not select "Write" (tool_name) on this PreToolUse');
      await screenshot(page, 'bench-simulator');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
