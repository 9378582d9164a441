import type { Browser, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';

import { screenshot } from '../../helpers/browser';
import { COLOUR_RULES, formatViolations, isBlocking, runAxe } from './axe-check';
import { findLayoutProblems, formatLayoutProblems } from './layout-check';
import { SCREENS, type ScreenState } from './screens';
import {
  DESKTOP_WINDOW,
  startUiHome,
  type StartedHome,
  type UiContextOptions,
  useUiPage,
} from './ui-session';

/**
 * The screen states in two halves, one test file each (accessibility.test.ts and
 * accessibility-later-screens.test.ts): in one file they held one of the two test workers for
 * over 3 minutes. A state added to SCREENS lands in the second half.
 */
const HALF = Math.ceil(SCREENS.length / 2);
export const FIRST_SCREENS = SCREENS.slice(0, HALF);
export const LATER_SCREENS = SCREENS.slice(HALF);

/**
 * The page the checks run in: axe-core injected past the app's CSP, the desktop window's size,
 * and reduced motion, or colour transitions would be caught half-way after a switch.
 */
export const CHECKED_PAGE: UiContextOptions = {
  bypassCSP: true,
  reducedMotion: 'reduce',
  viewport: DESKTOP_WINDOW,
};

/**
 * Switches the UI to Simplified Chinese where the page is, as the sidebar's language switch does.
 * Forced: an open modal dialog makes the sidebar inert to the pointer, and the state on screen
 * (that dialog) is what is being checked.
 */
async function switchToChinese(page: Page): Promise<void> {
  await page.getByTestId('language-switch').selectOption('zh-CN', { force: true });
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
}

/**
 * One test per state: no serious or critical axe-core violation in light mode (every rule) and
 * dark mode (the colour rules), and text that fits in English and in Chinese.
 *
 * One session per state checks it in English, then switches the language in place and checks
 * the Chinese layout: a state reached once costs one serve and one walk to it, where two separate
 * suites cost two. Each state has a HOME and serve of its own; the page is the worker's, which
 * saves a browser page's start per state.
 */
export function checkScreens(browser: () => Browser, screens: readonly ScreenState[]): void {
  const openUi = useUiPage(browser, CHECKED_PAGE);
  // The next state's HOME and serve start while this one is checked: starting serve is a Node
  // process's work, checking is the browser's, and waiting for each in turn cost ~1 s a state.
  let ahead: { name: string; started: Promise<StartedHome> } | undefined;
  const discardAhead = async () => {
    const left = ahead;
    ahead = undefined;
    const home = await left?.started.catch(() => undefined);
    await home?.serve.stop();
    await home?.temp.cleanup();
  };
  afterAll(discardAhead);
  screens.forEach((screen, index) => {
    it(`finds no serious or critical violation on ${screen.name}, and its text fits in English and Chinese`, async () => {
      // Started ahead for this state unless a test between was skipped (`-t`) or failed first.
      const started = ahead?.name === screen.name ? ahead.started : undefined;
      if (!started) await discardAhead();
      ahead = undefined;
      const ui = await openUi(screen.setup, { started });
      const next = screens[index + 1];
      if (next) {
        ahead = { name: next.name, started: startUiHome(next.setup) };
        // Awaited by the next test; a failure here is that test's, not an unhandled rejection.
        ahead.started.catch(() => undefined);
      }
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
  });
}
