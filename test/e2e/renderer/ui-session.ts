import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

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

/** How the browser context of a UI test is set up. */
export interface UiContextOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  /** Defaults to 1360×860; the desktop window opens at 1280×820 (`DESKTOP_WINDOW`). */
  viewport?: { width: number; height: number };
  /** Lets a test inject scripts (axe-core) past the app's CSP, which allows none inline. */
  bypassCSP?: boolean;
  /** 'reduce' turns transitions off, so that colours read right after a change are final. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** Prepares a fresh HOME for `hookyard serve`: files the test needs there, say. */
export type HomeSetup = (temp: TempHome) => Promise<void>;

/** Extra environment for `hookyard serve` (PATH with stub agent commands…). */
export type ServeEnv = (temp: TempHome) => NodeJS.ProcessEnv;

const VIEWPORT = { width: 1360, height: 860 };

const newUiContext = (browser: Browser, options: UiContextOptions): Promise<BrowserContext> =>
  browser.newContext({
    viewport: options.viewport ?? VIEWPORT,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });

/** A fresh HOME and data dir, prepared by `setup`, and the real `hookyard serve` on them. */
async function startHome(
  setup: HomeSetup,
  serveEnv: ServeEnv | undefined,
): Promise<{ temp: TempHome; serve: ServeProcess }> {
  const temp = await createTempHome();
  try {
    await setup(temp);
    const serve = await startServeProcess({
      home: temp.home,
      dataDir: temp.dataDir,
      env: serveEnv?.(temp),
    });
    return { temp, serve };
  } catch (error) {
    await temp.cleanup();
    throw error;
  }
}

/** Opens the UI of `serve` in `page` and waits until it shows. */
async function loadUi(page: Page, serve: ServeProcess): Promise<void> {
  await page.goto(serve.url);
  await page.getByTestId('sidebar-user-level').waitFor();
}

/**
 * A fresh HOME and data dir (prepared by `setup`), the real `hookyard serve` on it, and a page
 * with the UI loaded. Everything is torn down by `close()`.
 */
export async function openUi(
  browser: Browser,
  setup: HomeSetup = async () => {},
  options: UiContextOptions & { serveEnv?: ServeEnv } = {},
): Promise<UiSession> {
  // The server and the browser context start side by side: each takes most of a second on a
  // loaded machine, and every UI test pays for both.
  const [homeStart, contextStart] = await Promise.allSettled([
    startHome(setup, options.serveEnv),
    newUiContext(browser, options),
  ]);
  if (homeStart.status === 'rejected' || contextStart.status === 'rejected') {
    if (homeStart.status === 'fulfilled') {
      await homeStart.value.serve.stop();
      await homeStart.value.temp.cleanup();
    }
    if (contextStart.status === 'fulfilled') await contextStart.value.close();
    throw homeStart.status === 'rejected'
      ? homeStart.reason
      : (contextStart as PromiseRejectedResult).reason;
  }
  const { temp, serve } = homeStart.value;
  const context = contextStart.value;
  const page = await context.newPage();
  await slowDown(page);
  const errors = collectPageErrors(page);
  await loadUi(page, serve);
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

/**
 * One page that the tests of a file take turns on, each with its own HOME and serve, as
 * `openUi` gives them. Why: a fresh context and page took ~2 s to show the UI on a loaded
 * machine (a new renderer process compiles the 926 KB bundle afresh), the same page going on to
 * the next serve ~0.8 s. Each serve listens on a port of its own, a new origin, so the page
 * starts each test with nothing stored; `close()` also clears what it stored, in case a later
 * serve is given the same port. Returns the opener, which works from `beforeAll` on.
 */
export function useUiPage(
  browser: () => Browser,
  options: UiContextOptions = {},
): (setup?: HomeSetup, options?: { serveEnv?: ServeEnv }) => Promise<UiSession> {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  beforeAll(async () => {
    context = await newUiContext(browser(), options);
    page = await context.newPage();
    await slowDown(page);
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  return async (setup = async () => {}, { serveEnv } = {}) => {
    if (!page) throw new Error('useUiPage(): the page is only there inside a test');
    const shared = page;
    const { temp, serve } = await startHome(setup, serveEnv);
    // What an earlier test switched on this page (the colour scheme) goes back to the context's.
    await shared.emulateMedia({
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
    });
    // The earlier test's document was gone before its serve stopped (`close()`): whatever is
    // collected from here on is this test's.
    errors.length = 0;
    try {
      await loadUi(shared, serve);
    } catch (error) {
      await serve.stop();
      await temp.cleanup();
      throw error;
    }
    return {
      temp,
      serve,
      page: shared,
      errors,
      async close() {
        try {
          await shared.evaluate(() => {
            const { localStorage, sessionStorage } = globalThis as unknown as {
              localStorage: { clear(): void };
              sessionStorage: { clear(): void };
            };
            localStorage.clear();
            sessionStorage.clear();
          });
          // Leaves the UI before its server stops, so that its reconnect errors are not counted
          // against the next test.
          await shared.goto('about:blank');
        } finally {
          await serve.stop();
          await temp.cleanup();
        }
      },
    };
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
