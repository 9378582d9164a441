import fs from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { openUi, type UiSession } from './ui-session';

interface Written {
  hooks: Record<string, Array<{ hooks: Array<{ url?: string; onFailure?: string }> }>>;
}

// Issue 13: an approvals install must not lock the user out of their agent by default.
describe('the approvals fail mode', () => {
  const browser = useBrowser();
  let ui: UiSession;
  let settings = '';
  beforeAll(async () => {
    ui = await openUi(browser(), async (temp) => {
      settings = await temp.write('home/.claude/settings.json', '{}\n');
    });
    ui.page.setDefaultTimeout(15_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });
  const entry = async () =>
    (JSON.parse(await fs.readFile(settings, 'utf8')) as Written).hooks.PreToolUse?.[0]?.hooks[0];

  it('defaults to fail open, says what each mode means, and installs what was chosen', async () => {
    const { page } = ui;
    await page.getByTestId('screen-tab-approvals').click();
    await page.getByTestId('approvals-tab-setup').click();
    await page.getByTestId('setup-listening').waitFor();
    await expect.poll(() => page.getByTestId('setup-fail-open').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('setup-fail-closed').isChecked()).toBe(false);
    await expect
      .poll(() => page.getByTestId('setup-fail-open-means').innerText())
      .toMatch(
        /While Hookyard is not running, Claude Code works as if this hook were not there.*nothing is blocked/,
      );
    await expect
      .poll(() => page.getByTestId('setup-fail-closed-means').innerText())
      .toMatch(/denies every tool use in every project, until you start Hookyard again/);

    await page.getByTestId('setup-install').click();
    await page.getByTestId('setup-installed').waitFor();
    await expect.poll(async () => (await entry())?.url).toContain('fail=open');
    expect((await entry())?.onFailure).toBeUndefined();
    await page.getByTestId('setup-uninstall').click();
    await page.getByTestId('setup-no-installs').waitFor();

    // Fail closed only when the user picks it, after reading what it does.
    await page.getByTestId('setup-fail-closed').check();
    await page.getByTestId('setup-install').click();
    await page.getByTestId('setup-installed').waitFor();
    await expect.poll(async () => (await entry())?.onFailure).toBe('block');
    await page.getByTestId('setup-uninstall').click();
    await page.getByTestId('setup-no-installs').waitFor();
    await expect.poll(() => fs.readFile(settings, 'utf8')).toBe('{}\n');
    expect(ui.errors).toEqual([]);
  });
});
