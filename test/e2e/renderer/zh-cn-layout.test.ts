import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium, screenshot } from '../../helpers/browser';
import { findLayoutProblems, formatLayoutProblems } from './layout-check';
import { SCREENS } from './screens';
import { DESKTOP_WINDOW, openUi } from './ui-session';

describe('every screen in Simplified Chinese at the desktop window size', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('catches text that spills out of its box, and lets scrolling and titled truncation be', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(`
        <button style="width: 60px; white-space: nowrap" data-testid="spills">添加工作区并信任它</button>
        <p style="width: 80px; height: 18px; overflow: hidden">一段会换成好几行的说明文字会被截掉</p>
        <pre style="width: 60px; overflow: auto">a long line in a scroll box</pre>
        <span style="display: block; width: 60px; overflow: hidden; text-overflow: ellipsis;
          white-space: nowrap" title="/home/ana/code/shop">/home/ana/code/shop</span>
        <span style="display: block; width: 60px; overflow: hidden; text-overflow: ellipsis;
          white-space: nowrap">未信任的工作区名称</span>
        <span style="position: absolute; width: 1px; height: 1px; overflow: hidden">hidden</span>`);
      const problems = await findLayoutProblems(page);
      expect(problems.map((problem) => `${problem.kind} ${problem.element}`)).toEqual([
        'overflow button[data-testid=spills]',
        'overflow p',
        'truncated-without-title span',
      ]);
    } finally {
      await page.close();
    }
  });

  for (const screen of SCREENS) {
    it(`fits its text in its boxes on ${screen.name}`, async () => {
      const ui = await openUi(browser, screen.setup, {
        locale: 'zh-CN',
        viewport: DESKTOP_WINDOW,
        reducedMotion: 'reduce',
      });
      try {
        const { page } = ui;
        await screen.show(page, ui.temp);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
        await screenshot(page, `zh-CN-${screen.name}`);
        expect(formatLayoutProblems(screen.name, await findLayoutProblems(page))).toBe('');
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    });
  }
});
