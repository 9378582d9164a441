import fs from 'node:fs';
import path from 'node:path';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags that keep it off this machine's closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The Chromium of this worker. The browser files run without isolation (vitest.config.mts), one
 * after another in a worker that keeps its modules, so they share it: launching and closing one
 * took ~2.5 s a file on a loaded machine. Playwright ends it when the worker process exits.
 */
let workerBrowser: Promise<Browser> | undefined;

/**
 * Contexts left open on purpose for the next file of this worker (the idle UI pages of
 * `test/e2e/renderer/ui-session.ts`): the clean-up after a file closes every other context.
 */
const keptContexts = new WeakSet<BrowserContext>();

/** Marks `context` as one the clean-up after a file leaves open (`keep`), or closes again. */
export function keepAcrossFiles(context: BrowserContext, keep: boolean): void {
  if (keep) keptContexts.add(context);
  else keptContexts.delete(context);
}

/**
 * Chromium for the test file, there from its first test to its last. Whatever a file leaves open
 * is closed after it, so that the next file starts clean: every context but the idle UI pages
 * kept for the next file's tests, which start clean as they are handed on (`ui-session.ts`).
 * Returns a getter, because the browser exists only once `beforeAll` has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser?.catch(() => undefined);
    // A file that crashed or closed the browser leaves the next one a fresh launch.
    if (!browser?.isConnected()) {
      workerBrowser = launchChromium();
      browser = await workerBrowser;
    }
  });
  afterAll(async () => {
    const left = browser?.contexts().filter((context) => !keptContexts.has(context)) ?? [];
    await Promise.all(left.map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is only there inside a test');
    return browser;
  };
}

/** Saves a full-page screenshot under test-results/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const folder = path.resolve(__dirname, '../../test-results');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Collects console errors and CSP violations, which a test should assert are absent. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
