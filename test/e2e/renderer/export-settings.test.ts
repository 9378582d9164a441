import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { OtlpReceiver } from '../../helpers/otlp-receiver';
import { writeAuditLog } from './history-store';
import { openUi, type UiSession } from './ui-session';

const ENTRIES = 40;
const SECRET = 'Bearer e2e-collector-secret-4417';

describe('Settings › Export', () => {
  const browser = useBrowser();
  let ui: UiSession | null = null;
  let receiver: OtlpReceiver;
  beforeAll(async () => {}, 60_000);
  afterEach(async () => {
    await ui?.close();
    ui = null;
    await receiver?.down();
  });

  it('tests the collector, saves a header it never shows again, and sends the whole log', async () => {
    receiver = new OtlpReceiver();
    await receiver.up();
    receiver.faults.push({ status: 500 });
    ui = await openUi(browser(), (temp) => writeAuditLog(temp.dataDir, ENTRIES, temp.home));
    const { page } = ui;
    await page.getByTestId('screen-tab-telemetry').click();
    await page.getByTestId('export-title').waitFor();
    await expect.poll(() => page.getByTestId('export-state').textContent()).toBe('Off');

    await page.getByTestId('export-endpoint').fill(receiver.url);
    await page.getByTestId('export-test').click();
    const answer = page.getByTestId('export-test-result');
    await expect
      .poll(() => answer.textContent())
      .toBe('The collector did not take it: HTTP 500 collector says no');
    await page.getByTestId('export-test').click();
    await expect
      .poll(() => answer.textContent())
      .toBe('The collector answered: accepted (HTTP 200)');

    await page.getByTestId('export-add-header').click();
    await page.getByTestId('export-header-name-0').fill('authorization');
    await page.getByTestId('export-header-value-0').fill(SECRET);
    await page.getByTestId('export-share-counts').check();
    await page.getByTestId('export-enabled').check();
    await page.getByTestId('export-save').click();
    await page.getByTestId('export-saved').waitFor();

    await expect.poll(() => page.getByTestId('export-sent').textContent()).toBe(String(ENTRIES));
    await expect
      .poll(() => page.getByTestId('export-backlog').textContent())
      .toBe('0 bytes of the log');
    await expect.poll(() => page.getByTestId('export-state').textContent()).toBe('Up to date');
    const ids = receiver.accepted().map((record) => record.attributes['log.record.uid']);
    expect(new Set(ids).size).toBe(ENTRIES);
    const sent = receiver.requests.at(-1);
    expect(sent?.headers.authorization).toBe(SECRET);
    // Counts only: no command and no folder left the machine.
    expect(receiver.accepted().some((r) => 'hookyard.hook.command' in r.attributes)).toBe(false);

    // The value is write-only: the page shows that one is stored, never what it is.
    const value = page.getByTestId('export-header-value-0');
    await expect
      .poll(() => value.getAttribute('placeholder'))
      .toBe('Stored; leave empty to keep it');
    await expect.poll(() => value.inputValue()).toBe('');
    await expect.poll(() => page.content()).not.toContain('e2e-collector-secret');
    expect(ui.serve.output()).not.toContain('e2e-collector-secret');
    const settings = path.join(ui.temp.dataDir, 'telemetry', 'settings.json');
    expect(fs.statSync(settings).mode & 0o777).toBe(0o600);
    expect(ui.errors).toEqual([]);
  });

  it('says what is wrong with a header name or the endpoint as it is typed, and saves neither', async () => {
    ui = await openUi(browser());
    const { page } = ui;
    await page.getByTestId('screen-tab-telemetry').click();
    const save = page.getByTestId('export-save');
    await page.getByTestId('export-endpoint').fill('http://ana:pa55word@127.0.0.1:4318');
    await expect
      .poll(() => page.getByTestId('export-endpoint-error').textContent())
      .toBe(
        'A collector URL cannot carry a user or password: put them in an authorization header below.',
      );
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('export-test').isDisabled()).toBe(true);
    await page.getByTestId('export-endpoint').fill('file:///etc/passwd');
    await expect
      .poll(() => page.getByTestId('export-endpoint-error').textContent())
      .toBe('Enter an address that starts with http:// or https://.');
    await page.getByTestId('export-endpoint').fill('http://127.0.0.1:4318');
    await page.getByTestId('export-endpoint-error').waitFor({ state: 'detached' });
    await page.getByTestId('export-add-header').click();
    await page.getByTestId('export-header-name-0').fill('x scope');
    await expect
      .poll(() => page.getByTestId('export-header-name-0-error').textContent())
      .toBe(
        'A header name is one word of letters, digits and signs such as - (no spaces): x scope',
      );
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.getByTestId('export-header-name-0').fill('x-scope');
    await page.getByTestId('export-header-name-0-error').waitFor({ state: 'detached' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(ui.errors).toEqual([]);
  });

  it('speaks Simplified Chinese', async () => {
    ui = await openUi(browser(), async () => {}, { locale: 'zh-CN' });
    const { page } = ui;
    await page.getByTestId('screen-tab-telemetry').click();
    await expect.poll(() => page.getByTestId('export-title').textContent()).toBe('导出');
    await expect.poll(() => page.getByTestId('export-state').textContent()).toBe('关闭');
    expect(ui.errors).toEqual([]);
  });
});
