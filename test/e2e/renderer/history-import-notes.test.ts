import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { useUiPage } from './ui-session';

// An import that met lines it could not read says so, naming the first ones by file and byte
// with the reason: "Imported 1 entry" alone left a broken log looking complete.
describe('what an import could not read', () => {
  const browser = useBrowser();
  const openUi = useUiPage(browser);
  const openChineseUi = useUiPage(browser, { locale: 'zh-CN' });

  it('counts the unreadable lines of a Cline hooks log and names them', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write(
        'home/.cline/data/logs/hooks.jsonl',
        [
          'not json',
          '{"ts":"2026-01-01T00:00:00Z"}',
          '{"ts":"2026-01-01T00:00:00Z","hookName":"agent_start"}',
          '',
        ].join('\n'),
      );
    });
    try {
      const { page, temp } = ui;
      page.setDefaultTimeout(15_000);
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-import').click();
      await expect
        .poll(() => page.getByTestId('history-import-status').innerText())
        .toBe('Imported 1 entry');
      const skipped = page.getByTestId('history-import-skipped');
      await expect.poll(() => skipped.innerText()).toBe('2 lines could not be read');
      await expect.poll(() => skipped.getByTestId('history-import-skipped-first').count()).toBe(0);
      await skipped.locator('summary').click();
      const log = path.join(temp.home, '.cline/data/logs/hooks.jsonl');
      await expect
        .poll(() => skipped.locator('li').allInnerTexts())
        .toEqual([
          expect.stringMatching(new RegExp(`^${log}, byte 0: not JSON`)),
          `${log}, byte 9: no hookName field`,
        ]);
      await screenshot(page, 'history-import-skipped');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('says the lines it names are the first ones when there are more', async () => {
    const ui = await openUi(async (temp) => {
      const bad = Array.from({ length: 25 }, (_, index) => `bad line ${index}`);
      await temp.write('home/.cline/data/logs/hooks.jsonl', `${bad.join('\n')}\n`);
    });
    try {
      const { page } = ui;
      page.setDefaultTimeout(15_000);
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-import').click();
      const skipped = page.getByTestId('history-import-skipped');
      await expect
        .poll(() => skipped.locator('summary').innerText())
        .toBe('25 lines could not be read');
      await skipped.locator('summary').click();
      await expect
        .poll(() => skipped.getByTestId('history-import-skipped-first').innerText())
        .toBe('The first 20 of them:');
      await expect.poll(() => skipped.locator('li').count()).toBe(20);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('words the reasons in the reader’s language, the field as the log writes it', async () => {
    const ui = await openChineseUi(async (temp) => {
      await temp.write(
        'home/.cline/data/logs/hooks.jsonl',
        ['[1]', '{"ts":"2026-01-01T00:00:00Z"}', '{"hookName":"agent_start"}', ''].join('\n'),
      );
    });
    try {
      const { page, temp } = ui;
      page.setDefaultTimeout(15_000);
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-import').click();
      const skipped = page.getByTestId('history-import-skipped');
      await skipped.locator('summary').click();
      const log = path.join(temp.home, '.cline/data/logs/hooks.jsonl');
      await expect
        .poll(() => skipped.locator('li').allInnerTexts())
        .toEqual([
          `${log}，第 0 字节：不是 JSON 对象`,
          `${log}，第 4 字节：缺少 hookName 字段`,
          `${log}，第 34 字节：ts 中没有有效的时间`,
        ]);
      await expect.poll(() => skipped.locator('li code').first().innerText()).toBe('hookName');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
