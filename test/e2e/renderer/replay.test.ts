import fs from 'node:fs/promises';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { addShop } from './bench-steps';
import { editorText } from './manage-steps';
import {
  COMMANDS,
  GUARD_V1,
  GUARD_SLOW,
  GUARD_V2,
  DRAFT_LINE,
  guardPath,
  replayBuildEntry,
  shadowRunDraft,
  writeReplayHome,
} from './replay-steps';
import { openUi, type UiSession } from './ui-session';

/** One side of a row of the case on view: its text, and the verdict kind when it is a verdict. */
function sideOf(page: Page, field: string, side: 'then' | 'now') {
  return page
    .getByTestId('replay-case')
    .locator(`[data-testid=replay-compare-row][data-field=${field}] td[data-side=${side}]`);
}

const summary = (page: Page) => page.getByTestId('replay-summary');

/**
 * What differs in the case on view, leaving out its duration: a loaded machine can make a hook
 * twice as slow, which the service rightly reports, but no test here is about speed.
 */
async function differsBeyondTiming(page: Page): Promise<string[]> {
  const fields = (await page.getByTestId('replay-case').getAttribute('data-differs')) ?? '';
  return fields.split(' ').filter((field) => field !== '' && field !== 'duration');
}

/** Case rows whose verdict changed. */
const verdictChanged = (page: Page) =>
  page.locator('[data-testid=replay-case-row][data-fields~=verdict]');

describe('the replay view against the real `hookyard serve`', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeReplayHome);
    ui.page.setDefaultTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('replays a history entry: the same verdict while the hook is unchanged', async () => {
    const { page } = ui;
    await replayBuildEntry(page);
    await summary(page).waitFor();
    await expect
      .poll(() => page.getByTestId('replay-origin').innerText())
      .toBe('1 entry from the history');
    await expect.poll(() => sideOf(page, 'verdict', 'then').innerText()).toBe('Allowed');
    await expect.poll(() => sideOf(page, 'verdict', 'now').innerText()).toBe('Allowed');
    await expect.poll(() => differsBeyondTiming(page)).toEqual([]);
  });

  it('shows what differs, with a diff of the output, after the hook was edited on disk', async () => {
    const { page, temp } = ui;
    await expect.poll(() => fs.readFile(guardPath(temp), 'utf8')).toBe(GUARD_V1);
    await fs.writeFile(guardPath(temp), GUARD_V2);
    await page.getByTestId('replay-again').click();
    await page.locator('[data-testid=replay-case][data-differs~=verdict]').waitFor();
    await expect.poll(() => summary(page).getAttribute('data-differ')).toBe('1');

    const item = page.getByTestId('replay-case');
    expect((await item.getAttribute('data-differs'))?.split(' ')).toEqual(
      expect.arrayContaining(['verdict', 'exitCode', 'output']),
    );
    await expect
      .poll(() =>
        sideOf(page, 'verdict', 'then').locator('[data-verdict]').getAttribute('data-verdict'),
      )
      .toBe('allowed');
    await expect
      .poll(() =>
        sideOf(page, 'verdict', 'now').locator('[data-verdict]').getAttribute('data-verdict'),
      )
      .toBe('blocked');
    await expect.poll(() => sideOf(page, 'exitCode', 'then').innerText()).toBe('0');
    await expect.poll(() => sideOf(page, 'exitCode', 'now').innerText()).toBe('2');
    const changed = await item
      .locator('[data-testid=replay-compare-row][data-differs=true]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field')));
    expect(changed).toEqual(expect.arrayContaining(['verdict', 'exitCode', 'stdout', 'stderr']));
    expect(changed).not.toContain('context');
    const stderr = item.getByTestId('replay-stderr-diff');
    await expect
      .poll(() => stderr.locator('.diff-line.added').innerText())
      .toContain('builds are frozen until Friday');
    await expect
      .poll(() => item.getByTestId('replay-stdout-diff').locator('.diff-line.removed').innerText())
      .toContain('permissionDecision');
    await screenshot(page, 'replay');
  });

  it('replays the entry translated into Cline CLI’s dialect against the Cline hook, marked as such', async () => {
    const { page } = ui;
    await page.getByTestId('replay-translate').selectOption('cline-cli');
    const row = page.getByTestId('replay-case-row');
    await row.getByTestId('replay-translated').waitFor();
    await row.click();
    const item = page.getByTestId('replay-case');
    // Marked with the dialect it was recorded in, once the case's entry is fetched.
    await item
      .getByTestId('replay-translated')
      .filter({ hasText: 'translated from Claude Code' })
      .waitFor();
    await expect
      .poll(() => item.getByTestId('replay-payload').innerText())
      .toContain('"command": "npm run build"');
    // Claude Code allowed the build then; the Cline hook cancels it now. Raw output is another
    // dialect by design, so only the verdict is compared.
    await expect.poll(() => differsBeyondTiming(page)).toEqual(['verdict']);
    await expect
      .poll(() =>
        sideOf(page, 'verdict', 'then').locator('[data-verdict]').getAttribute('data-verdict'),
      )
      .toBe('allowed');
    await expect
      .poll(() => sideOf(page, 'reason', 'now').innerText())
      .toContain('no builds from Cline either');

    await page.getByTestId('replay-translate').selectOption('');
    await row.getByTestId('replay-translated').waitFor({ state: 'detached' });
    await row.click();
    await expect
      .poll(() =>
        sideOf(page, 'verdict', 'now').locator('[data-verdict]').getAttribute('data-verdict'),
      )
      .toBe('blocked');
  });

  it('saves the case into a suite of the workspace, and the suites panel runs it', async () => {
    const { page, temp } = ui;
    await addShop(page);
    await page.getByTestId('replay-suites-empty').waitFor();
    const save = page.getByTestId('replay-save');
    await expect.poll(() => save.getByTestId('replay-save-expected').inputValue()).toBe('blocked');
    await save.getByTestId('replay-save-suite').fill('frozen builds');
    await expect.poll(() => save.getByTestId('replay-save-submit').isDisabled()).toBe(true);
    await save.getByTestId('replay-save-suite').fill('frozen-builds');
    await save.getByTestId('replay-save-submit').click();
    await save.getByTestId('replay-saved').waitFor();
    const file = `${temp.home}/code/shop/.hookyard/tests/frozen-builds.json`;
    await expect.poll(() => save.getByTestId('replay-saved').innerText()).toContain(file);
    await expect.poll(() => fs.readFile(file, 'utf8')).toContain('npm run build');

    const suite = page.locator('[data-testid=replay-suite][data-name=frozen-builds]');
    await suite.waitFor();
    await suite.getByTestId('replay-suite-run').click();
    await page
      .locator('[data-testid=replay-suite][data-name=frozen-builds][data-status=passed]')
      .waitFor();
    await expect
      .poll(() => page.getByTestId('replay-origin').innerText())
      .toBe('Regression suite frozen-builds');
    await summary(page).and(page.locator('[data-same="1"][data-differ="0"]')).waitFor();
    await expect
      .poll(() => page.getByTestId('replay-case').locator('thead th').allInnerTexts())
      .toEqual(['Expected', 'Now']);
    await screenshot(page, 'replay-suites');
  });

  it('replays the history’s filtered set from the palette after asking about the destructive call', async () => {
    const { page } = ui;
    await page.getByTestId('screen-tab-history').click();
    await page.getByTestId('history-search').fill('');
    // Replays are recorded in the history too (source `replay`): keep to the bench's runs.
    await page.getByTestId('history-filter-source').selectOption('bench');
    await page
      .getByTestId('history-count')
      .filter({ hasText: `${COMMANDS.length} entries loaded` })
      .waitFor();
    // Keyboard first: from the palette.
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').fill('replay the filtered');
    await page.keyboard.press('Enter');
    const consent = page.getByTestId('replay-consent');
    await consent.waitFor();
    await expect
      .poll(() => consent.getByTestId('replay-consent-reason').getAttribute('data-code'))
      .toBe('destructive-tool');
    await expect
      .poll(() => consent.getByTestId('replay-consent-reason').innerText())
      .toContain('rm -rf build');
    await consent.getByTestId('replay-consent-run').click();
    await summary(page).waitFor();
    const rows = page.getByTestId('replay-case-row');
    await expect.poll(() => rows.count()).toBe(COMMANDS.length);
    // Each row says when its call was recorded, so that the calls can be told apart.
    const recorded = await rows
      .locator('time')
      .evaluateAll((all) => all.map((time) => time.getAttribute('datetime')));
    expect(new Set(recorded).size).toBe(COMMANDS.length);
    // Only the build's verdict changed (allowed then, blocked now).
    await expect.poll(() => verdictChanged(page).count()).toBe(1);
    await page.getByTestId('replay-only-differing').check();
    const shown = await rows.evaluateAll((all) => all.map((row) => row.dataset.differs));
    expect(shown.every((differs) => differs === 'true')).toBe(true);
    await expect.poll(() => verdictChanged(page).count()).toBe(1);
    expect(ui.errors).toEqual([]);
  });

  it('shows the progress of a long replay and cancels it', async () => {
    const { page, temp } = ui;
    await fs.writeFile(guardPath(temp), GUARD_SLOW);
    await page.getByTestId('replay-again').click();
    await page.getByTestId('replay-consent').getByTestId('replay-consent-run').click();
    const running = page.getByTestId('replay-running');
    // The service reports each finished case: wait for the first, then stop the rest.
    await running.locator('progress:not([value="0"])').waitFor();
    await expect
      .poll(() => running.locator('progress').getAttribute('max'))
      .toBe(String(COMMANDS.length));
    await running.getByTestId('replay-cancel').click();
    await page.getByTestId('replay-stopped').waitFor();
    await expect.poll(() => page.getByTestId('replay-summary').count()).toBe(0);
    expect(ui.errors).toEqual([]);
  });
});

describe('a shadow run of an editor draft against the real `hookyard serve`', () => {
  const browser = useBrowser();
  let ui: UiSession;
  beforeAll(async () => {
    ui = await openUi(browser(), writeReplayHome);
    ui.page.setDefaultTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('counts the verdicts the draft agrees and disagrees with, without saving it', async () => {
    const { page, temp } = ui;
    await shadowRunDraft(page);
    const editor = page.getByTestId('editor-dialog');
    await expect.poll(() => editorText(page)).toContain(`input=$(cat)\n${DRAFT_LINE}\n`);
    const panel = editor.getByTestId('shadow-panel');
    await expect.poll(() => panel.getByTestId('shadow-event').inputValue()).toBe('PreToolUse');
    await expect.poll(() => panel.getByTestId('shadow-workspace').inputValue()).toBe('');

    const tests = COMMANDS.filter((command) => command.startsWith('npm test')).length;
    const counts = panel.getByTestId('shadow-summary');
    await counts.waitFor();
    await expect.poll(() => counts.getAttribute('data-disagree')).toBe(String(tests));
    await expect
      .poll(() => counts.getAttribute('data-agree'))
      .toBe(String(COMMANDS.length - tests));
    const rows = panel.getByTestId('replay-case-row');
    await expect.poll(() => rows.count()).toBe(tests);

    await rows.first().click();
    const item = panel.getByTestId('replay-case');
    await expect
      .poll(() => item.locator('thead th').allInnerTexts())
      .toEqual(['Saved hook', 'Draft']);
    await expect
      .poll(() =>
        sideOf(page, 'verdict', 'then').locator('[data-verdict]').getAttribute('data-verdict'),
      )
      .toBe('allowed');
    await expect
      .poll(() =>
        sideOf(page, 'verdict', 'now').locator('[data-verdict]').getAttribute('data-verdict'),
      )
      .toBe('blocked');
    await screenshot(page, 'replay-shadow');

    await panel.getByTestId('shadow-back').click();
    await editor.locator('.cm-content').waitFor();
    await expect.poll(() => editor.getAttribute('data-dirty')).toBe('true');
    await expect.poll(() => editorText(page)).toContain('grep -q npm.test');
    await expect.poll(() => fs.readFile(guardPath(temp), 'utf8')).toBe(GUARD_V1);
    expect(ui.errors).toEqual([]);
  });
});
