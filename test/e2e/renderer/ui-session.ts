import type { Browser, Locator, Page } from 'playwright-core';

import { collectPageErrors } from '../../helpers/browser';
import { startServeProcess, type ServeProcess } from '../../helpers/serve-process';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

export interface UiSession {
  temp: TempHome;
  serve: ServeProcess;
  page: Page;
  /** Console errors and CSP violations seen so far; a test asserts there are none. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh HOME and data dir (prepared by `setup`), the real `hookyard serve` on it, and a page
 * with the UI loaded. Everything is torn down by `close()`.
 */
export async function openUi(
  browser: Browser,
  setup: (temp: TempHome) => Promise<void> = async () => {},
  options: { locale?: string; colorScheme?: 'light' | 'dark' } = {},
): Promise<UiSession> {
  const temp = await createTempHome();
  await setup(temp);
  const serve = await startServeProcess({ home: temp.home, dataDir: temp.dataDir });
  const context = await browser.newContext({
    viewport: { width: 1360, height: 860 },
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(serve.url);
  await page.getByTestId('sidebar-user-level').waitFor();
  return {
    temp,
    serve,
    page,
    errors,
    async close() {
      await context.close();
      await serve.stop();
      await temp.cleanup();
    },
  };
}

export const SCRIPT = '#!/bin/sh\necho "{}"\n';

/** Whether the element holds the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      element ===
      (element as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument
        .activeElement,
  );
}
