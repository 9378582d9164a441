import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { formatViolations, isBlocking, runAxe } from './axe-check';
import { findLayoutProblems } from './layout-check';
import { CHECKED_PAGE, checkScreens, FIRST_SCREENS } from './screen-checks';
import { useUiPage } from './ui-session';

describe('the first screens: accessibility (axe-core, light and dark) and text that fits, in English and Chinese', () => {
  const browser = useBrowser();

  it('reports what it finds, readably (a nameless button, grey on grey)', async () => {
    const page = await browser().newPage();
    try {
      await page.setContent(`<main><h1>Check</h1>
        <button><svg width="8" height="8"></svg></button>
        <p style="color: #bbb; background: #ccc">faint</p></main>`);
      const report = formatViolations('sample', (await runAxe(page)).filter(isBlocking));
      expect(report).toContain('sample: [critical] button-name');
      expect(report).toContain('sample: [serious] color-contrast');
      expect(report).toMatch(/at p\n\s+Fix any of the following/);
    } finally {
      await page.close();
    }
  });

  it('catches text that spills out of its box, and lets scrolling and titled truncation be', async () => {
    const page = await browser().newPage();
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

  // The first half of the screen states (the second is in accessibility-later-screens.test.ts).
  checkScreens(browser, FIRST_SCREENS);

  const openUi = useUiPage(browser, CHECKED_PAGE);

  it('follows the colour scheme of the OS, also when it changes while open', async () => {
    const ui = await openUi();
    try {
      const { page } = ui;
      const background = () =>
        page.evaluate(() => {
          const view = globalThis as unknown as {
            document: { body: unknown };
            getComputedStyle(element: unknown): { backgroundColor: string; colorScheme: string };
          };
          const style = view.getComputedStyle(view.document.body);
          return `${style.backgroundColor} ${style.colorScheme}`;
        });
      await expect.poll(() => background()).toBe('rgb(255, 255, 255) light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => background()).toBe('rgb(22, 23, 26) dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => background()).toBe('rgb(255, 255, 255) light');
    } finally {
      await ui.close();
    }
  });
});
