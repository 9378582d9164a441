import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../helpers/browser';
import { formatViolations, isBlocking, runAxe } from './axe-check';
import { findLayoutProblems, formatLayoutProblems } from './layout-check';
import { SCREENS } from './screens';
import { DESKTOP_WINDOW, openUi } from './ui-session';

describe('accessibility of every screen (axe-core), light and dark', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports what it finds, readably (a nameless button, grey on grey)', async () => {
    const page = await browser.newPage();
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

  for (const screen of SCREENS) {
    it(`finds no serious or critical violation on ${screen.name}`, async () => {
      // Reduced motion: colour transitions would otherwise be caught half-way after the switch.
      const ui = await openUi(browser, screen.setup, {
        bypassCSP: true,
        reducedMotion: 'reduce',
        viewport: DESKTOP_WINDOW,
      });
      try {
        await screen.show(ui.page, ui.temp);
        const light = (await runAxe(ui.page)).filter(isBlocking);
        await ui.page.emulateMedia({ colorScheme: 'dark' });
        const dark = (await runAxe(ui.page)).filter(isBlocking);
        const report = [
          formatViolations(`${screen.name} (light)`, light),
          formatViolations(`${screen.name} (dark)`, dark),
        ]
          .filter(Boolean)
          .join('\n');
        expect(report).toBe('');
        // The English text must fit as well as the Chinese (zh-cn-layout.test.ts).
        expect(formatLayoutProblems(screen.name, await findLayoutProblems(ui.page))).toBe('');
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    });
  }

  it('follows the colour scheme of the OS, also when it changes while open', async () => {
    const ui = await openUi(browser);
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
