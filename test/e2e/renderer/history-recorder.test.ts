import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { openUi, type UiSession } from './ui-session';

// A settings file with its own hook and layout, which recording must leave as it found it.
const SETTINGS =
  '{\n    "model": "sonnet",\n    "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "echo bye"}]}]}\n}\n';

describe('recording from the history screen', () => {
  const browser = useBrowser();
  let ui: UiSession;
  let settingsFile = '';
  beforeAll(async () => {
    ui = await openUi(browser(), async (temp) => {
      settingsFile = await temp.write('home/.claude/settings.json', SETTINGS);
    });
    ui.page.setDefaultTimeout(15_000);
  }, 60_000);
  afterAll(async () => {
    await ui?.close();
  });

  it('records Claude Code at user level and stops again, leaving the file as it was', async () => {
    const { page } = ui;
    await page.getByTestId('screen-tab-history').click();
    await page.getByTestId('history-recorder').locator('summary').click();
    const claude = page.getByTestId('history-recorder-claude-code');
    await expect.poll(() => claude.getAttribute('data-state')).toBe('off');
    await page.getByTestId('history-record-claude-code').click();
    // Every event, chosen in the preview (its default is a smaller set); each tick asks again.
    await page.getByTestId('recorder-preview-choose').locator('summary').click();
    const events = page.getByTestId('recorder-preview-event').locator('input');
    for (const box of await events.all()) {
      if (await box.isChecked()) continue;
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByTestId('recorder-preview-confirm').click();
    await expect.poll(() => claude.getAttribute('data-state')).toBe('on');
    await expect.poll(() => claude.innerText()).toMatch(/Recording all \d+ events/);
    await screenshot(page, 'history-recorder');

    const recorded = JSON.parse(fs.readFileSync(settingsFile, 'utf8'));
    expect(recorded.model).toBe('sonnet');
    expect(recorded.hooks.Stop[0].hooks[0].command).toBe('echo bye');
    // The shell recorder on Linux and macOS, the Node one on Windows (recorderCommand()).
    const recorderArgs: string[] = recorded.hooks.PreToolUse[0].hooks[0].args;
    const script = recorderArgs.find((arg) => /hookyard-record\.(sh|js)$/.test(arg));
    expect(path.basename(script ?? '')).toBe(
      process.platform === 'win32' ? 'hookyard-record.js' : 'hookyard-record.sh',
    );

    await page.getByTestId('history-unrecord-claude-code').click();
    await expect.poll(() => claude.getAttribute('data-state')).toBe('off');
    expect(fs.readFileSync(settingsFile, 'utf8')).toBe(SETTINGS);
    expect(ui.errors).toEqual([]);
  });

  it('shows why an install was refused and installs nothing', async () => {
    const { page, temp } = ui;
    const own = '#!/bin/sh\necho mine\n';
    const file = await temp.write('home/Documents/Cline/Hooks/TaskStart', own, 0o755);
    await page.getByTestId('history-record-cline').click();
    await page.getByTestId('history-recorder').getByRole('alert').waitFor();
    await expect
      .poll(() => page.getByTestId('history-recorder-cline').getAttribute('data-state'))
      .toBe('off');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['TaskStart']);
    expect(fs.readFileSync(file, 'utf8')).toBe(own);
  });
});
