import fs from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { openUi, type UiSession } from './ui-session';

const SETTINGS = '{\n  "model": "sonnet"\n}\n';

// Issue 13: installing the recorder shows what it will write, and writes only what was chosen.
describe('the recorder install preview', () => {
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

  it('shows the file, events and size first, writes nothing until confirmed, then only the chosen events', async () => {
    const { page } = ui;
    await page.getByTestId('screen-tab-history').click();
    await page.getByTestId('history-recorder').locator('summary').click();
    const claude = page.getByTestId('history-recorder-claude-code');
    await expect.poll(() => claude.getAttribute('data-state')).toBe('off');
    await page.getByTestId('history-record-claude-code').click();

    const preview = page.getByTestId('recorder-preview');
    await preview.waitFor();
    const file = preview.getByTestId('recorder-preview-file');
    await expect.poll(() => file.innerText()).toContain('.claude/settings.json');
    await expect.poll(() => file.innerText()).toMatch(/8 events: adds \d+ lines \([\d.]+ KB\)/);
    const ticked = () =>
      preview
        .getByTestId('recorder-preview-event')
        .locator('input:checked')
        .evaluateAll((boxes) => boxes.map((box) => (box as unknown as { value: string }).value));
    await expect.poll(() => ticked()).toContain('PreToolUse');
    await expect.poll(() => ticked()).toHaveLength(8);
    // Nothing is written by looking.
    expect(fs.readFileSync(settingsFile, 'utf8')).toBe(SETTINGS);

    // One more event: the sizes are asked again and grow.
    const before = Number(await file.getAttribute('data-lines'));
    await preview.getByTestId('recorder-preview-choose').locator('summary').click();
    await preview.locator('input[value="Notification"]').click();
    await expect.poll(() => file.getAttribute('data-lines').then(Number)).toBeGreaterThan(before);
    await expect.poll(ticked).toContain('Notification');
    await screenshot(page, 'recorder-install-preview');

    const chosen = await ticked();
    await page.getByTestId('recorder-preview-confirm').click();
    await preview.waitFor({ state: 'detached' });
    await expect.poll(() => claude.getAttribute('data-state')).toBe('partial');
    const written = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as {
      hooks: Record<string, unknown>;
    };
    expect(Object.keys(written.hooks).sort()).toEqual(chosen.sort());
    // Compact: one line per event's group, not a page of JSON.
    const lines = fs.readFileSync(settingsFile, 'utf8').split('\n').length;
    expect(lines).toBeLessThan(3 * 9 + 8);
    expect(ui.errors).toEqual([]);
  });

  it('cancel closes the preview and leaves the file as it was', async () => {
    const { page } = ui;
    await page.getByTestId('history-unrecord-claude-code').click();
    const claude = page.getByTestId('history-recorder-claude-code');
    await expect.poll(() => claude.getAttribute('data-state')).toBe('off');
    expect(fs.readFileSync(settingsFile, 'utf8')).toBe(SETTINGS);
    await page.getByTestId('history-record-claude-code').click();
    await page.getByTestId('recorder-preview').waitFor();
    await page.getByTestId('recorder-preview-cancel').click();
    await page.getByTestId('recorder-preview').waitFor({ state: 'detached' });
    expect(fs.readFileSync(settingsFile, 'utf8')).toBe(SETTINGS);
    expect(ui.errors).toEqual([]);
  });
});
