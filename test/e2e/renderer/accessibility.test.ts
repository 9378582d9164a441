import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { COLOUR_RULES, formatViolations, isBlocking, runAxe } from './axe-check';
import { findLayoutProblems, formatLayoutProblems } from './layout-check';
import { SCREENS } from './screens';
import { DESKTOP_WINDOW, useUiPage } from './ui-session';

/**
 * Switches the UI to Simplified Chinese where the page is, as the sidebar's language switch does.
 * Forced: an open modal dialog makes the sidebar inert to the pointer, and the state on screen
 * (that dialog) is what is being checked.
 */
async function switchToChinese(page: Page): Promise<void> {
  await page.getByTestId('language-switch').selectOption('zh-CN', { force: true });
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
}

describe('every screen: accessibility (axe-core, light and dark) and text that fits, in English and Chinese', () => {
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

  // One session per screen state checks it in English (axe, light and dark, and layout), then
  // switches the language in place and checks the Chinese layout: a state reached once costs one
  // serve and one walk to it, where two separate suites cost two. Each state has a HOME and serve
  // of its own; the page is the file's, which saves a browser page's start per state.
  // Reduced motion: colour transitions would otherwise be caught half-way after the switch.
  const openUi = useUiPage(browser, {
    bypassCSP: true,
    reducedMotion: 'reduce',
    viewport: DESKTOP_WINDOW,
  });
  for (const screen of SCREENS) {
    it(`finds no serious or critical violation on ${screen.name}, and its text fits in English and Chinese`, async () => {
      const ui = await openUi(screen.setup);
      try {
        const { page } = ui;
        // The page is shared: the Chinese of the state before must not carry over.
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
        await screen.show(page, ui.temp);
        const light = (await runAxe(page)).filter(isBlocking);
        await page.emulateMedia({ colorScheme: 'dark' });
        // Dark mode changes colours only: the colour rules are all it can break.
        const dark = (await runAxe(page, COLOUR_RULES)).filter(isBlocking);
        const report = [
          formatViolations(`${screen.name} (light)`, light),
          formatViolations(`${screen.name} (dark)`, dark),
        ]
          .filter(Boolean)
          .join('\n');
        expect(report).toBe('');
        expect(formatLayoutProblems(screen.name, await findLayoutProblems(page))).toBe('');

        await page.emulateMedia({ colorScheme: 'light' });
        await switchToChinese(page);
        await screenshot(page, `zh-CN-${screen.name}`);
        expect(formatLayoutProblems(`${screen.name} (zh-CN)`, await findLayoutProblems(page))).toBe(
          '',
        );
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    });
  }

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
