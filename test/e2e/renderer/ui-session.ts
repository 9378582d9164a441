import type { Browser, Locator, Page } from 'playwright-core';

import { collectPageErrors } from '../../helpers/browser';
import { startServeProcess, type ServeProcess } from '../../helpers/serve-process';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

/**
 * Slows the page the way a loaded CI machine does, to show on a quiet machine the races it hits
 * (a read that does not wait for the state it expects fails under it):
 * HOOKYARD_E2E_CPU_THROTTLE=N runs the page N times slower (Chromium's CPU throttling), and
 * HOOKYARD_E2E_WS_DELAY_MS=N hands every message from the server to the page N ms late (a busy
 * server answers the agent's hook before the page hears of it).
 */
async function slowDown(page: Page): Promise<void> {
  const rate = Number(process.env.HOOKYARD_E2E_CPU_THROTTLE ?? '1');
  if (rate > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  const delay = Number(process.env.HOOKYARD_E2E_WS_DELAY_MS ?? '0');
  if (delay > 0) {
    await page.routeWebSocket(/./, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => void setTimeout(() => socket.send(message), delay));
    });
  }
}

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
  options: {
    locale?: string;
    colorScheme?: 'light' | 'dark';
    /** Defaults to 1360×860; the desktop window opens at 1280×820 (`DESKTOP_WINDOW`). */
    viewport?: { width: number; height: number };
    /** Lets a test inject scripts (axe-core) past the app's CSP, which allows none inline. */
    bypassCSP?: boolean;
    /** 'reduce' turns transitions off, so that colours read right after a change are final. */
    reducedMotion?: 'reduce' | 'no-preference';
    /** Extra environment for `hookyard serve` (PATH with stub agent commands…). */
    serveEnv?: (temp: TempHome) => NodeJS.ProcessEnv;
  } = {},
): Promise<UiSession> {
  const temp = await createTempHome();
  await setup(temp);
  // The server and the browser context start side by side: each takes most of a second on a
  // loaded machine, and every UI test pays for both.
  const [serveStart, contextStart] = await Promise.allSettled([
    startServeProcess({ home: temp.home, dataDir: temp.dataDir, env: options.serveEnv?.(temp) }),
    browser.newContext({
      viewport: options.viewport ?? { width: 1360, height: 860 },
      locale: options.locale ?? 'en-US',
      colorScheme: options.colorScheme ?? 'light',
      bypassCSP: options.bypassCSP ?? false,
      reducedMotion: options.reducedMotion ?? 'no-preference',
    }),
  ]);
  if (serveStart.status === 'rejected' || contextStart.status === 'rejected') {
    if (serveStart.status === 'fulfilled') await serveStart.value.stop();
    if (contextStart.status === 'fulfilled') await contextStart.value.close();
    await temp.cleanup();
    throw serveStart.status === 'rejected'
      ? serveStart.reason
      : (contextStart as PromiseRejectedResult).reason;
  }
  const serve = serveStart.value;
  const context = contextStart.value;
  const page = await context.newPage();
  await slowDown(page);
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

/** The size the desktop window opens at (electron/main/window.ts). */
export const DESKTOP_WINDOW = { width: 1280, height: 820 };

/** Whether the element holds the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      element ===
      (element as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument
        .activeElement,
  );
}

/** The data-testid of the focused element ('' for none), and whether it is inside `container`. */
export function focusInfo(
  page: Page,
  container?: string,
): Promise<{ testId: string; inside: boolean }> {
  return page.evaluate((selector) => {
    const { document } = globalThis as unknown as {
      document: {
        activeElement: { getAttribute(name: string): string | null; closest(s: string): unknown };
      };
    };
    const active = document.activeElement;
    return {
      testId: active?.getAttribute('data-testid') ?? '',
      inside: selector ? Boolean(active?.closest(selector)) : false,
    };
  }, container ?? '');
}
