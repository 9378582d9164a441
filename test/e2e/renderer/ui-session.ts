import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { collectPageErrors, keepAcrossFiles } from '../../helpers/browser';
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

/** A HOME with `hookyard serve` running on it, not yet shown in a page. */
export interface StartedHome {
  temp: TempHome;
  serve: ServeProcess;
}

/**
 * A fresh HOME and data dir, prepared by `setup`, and the real `hookyard serve` on them. A test
 * may start the next one while it checks the current one (`openUi`'s `started`).
 */
export async function startUiHome(
  setup: HomeSetup = async () => {},
  serveEnv?: ServeEnv,
): Promise<StartedHome> {
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

/** A page with what collects its errors, free for the next UI test or in use by one. */
interface UiPage {
  page: Page;
  errors: string[];
}

/**
 * The idle UI page of this worker for each set of context options, kept from one test to the
 * next and from one file to the next (the browser files share workers, vitest.config.mts). Why:
 * a fresh context and page took ~2 s to show the UI on a loaded machine (a new renderer process
 * compiles the 926 KB bundle afresh), the same page going on to the next serve ~0.8 s. Each
 * serve listens on a port of its own, a new origin, so the page starts each test with nothing
 * stored; `close()` also clears what it stored, in case a later serve is given the same port.
 * By browser: a relaunched browser (after a crash) starts with none.
 */
const idlePages = new WeakMap<Browser, Map<string, UiPage>>();

/** The options as a key: the same context whether an option was left out or given its default. */
function contextKey(options: UiContextOptions): string {
  return JSON.stringify([
    options.viewport ?? VIEWPORT,
    options.locale ?? 'en-US',
    options.colorScheme ?? 'light',
    options.bypassCSP ?? false,
    options.reducedMotion ?? 'no-preference',
  ]);
}

/** A new page, in a context of its own. */
async function newUiPage(browser: Browser, options: UiContextOptions): Promise<UiPage> {
  const context = await newUiContext(browser, options);
  const page = await context.newPage();
  await slowDown(page);
  return { page, errors: collectPageErrors(page) };
}

/** The worker's idle page for `options`, or a new one. */
async function takePage(browser: Browser, options: UiContextOptions): Promise<UiPage> {
  const idle = idlePages.get(browser);
  const key = contextKey(options);
  const kept = idle?.get(key);
  if (kept) {
    idle?.delete(key);
    keepAcrossFiles(kept.page.context(), false);
    if (!kept.page.isClosed()) return kept;
  }
  return newUiPage(browser, options);
}

/** Keeps `ui` for the next test with these options; one idle page per set is enough. */
async function putBack(browser: Browser, options: UiContextOptions, ui: UiPage): Promise<void> {
  let idle = idlePages.get(browser);
  if (!idle) idlePages.set(browser, (idle = new Map()));
  const key = contextKey(options);
  if (idle.has(key)) {
    await ui.page.context().close();
    return;
  }
  idle.set(key, ui);
  keepAcrossFiles(ui.page.context(), true);
}

/** Leaves the page as a fresh context would give it to the next test: nothing stored, no UI. */
async function clearPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { localStorage, sessionStorage } = globalThis as unknown as {
      localStorage: { clear(): void };
      sessionStorage: { clear(): void };
    };
    localStorage.clear();
    sessionStorage.clear();
  });
  // Leaves the UI before its server stops, so that its reconnect errors are not counted
  // against the next test.
  await page.goto('about:blank');
}

/** How `openUi` starts: the context, the serve and the page. */
export interface OpenUiOptions extends UiContextOptions {
  serveEnv?: ServeEnv;
  /** A HOME and serve the test started ahead (`startUiHome`), instead of `setup`'s. */
  started?: Promise<StartedHome>;
  /**
   * A page of its own, closed with the session and never handed on: for a test that changes the
   * page for good (`page.clock.install()`).
   */
  ownPage?: boolean;
}

/**
 * A fresh HOME and data dir (prepared by `setup`), the real `hookyard serve` on it, and a page
 * with the UI loaded: the worker's idle page for these options when there is one (see
 * `idlePages`). `close()` stops the serve and removes the HOME, and hands the page on.
 */
export async function openUi(
  browser: Browser,
  setup: HomeSetup = async () => {},
  options: OpenUiOptions = {},
): Promise<UiSession> {
  // The server and the browser page start side by side: each takes most of a second on a
  // loaded machine.
  const [homeStart, pageStart] = await Promise.allSettled([
    options.started ?? startUiHome(setup, options.serveEnv),
    options.ownPage ? newUiPage(browser, options) : takePage(browser, options),
  ]);
  if (homeStart.status === 'rejected' || pageStart.status === 'rejected') {
    if (homeStart.status === 'fulfilled') {
      await homeStart.value.serve.stop();
      await homeStart.value.temp.cleanup();
    }
    if (pageStart.status === 'fulfilled') await pageStart.value.page.context().close();
    throw homeStart.status === 'rejected'
      ? homeStart.reason
      : (pageStart as PromiseRejectedResult).reason;
  }
  const { temp, serve } = homeStart.value;
  const ui = pageStart.value;
  const { page, errors } = ui;
  const stop = async () => {
    await serve.stop();
    await temp.cleanup();
  };
  try {
    // What an earlier test switched on this page (the colour scheme) goes back to the context's.
    await page.emulateMedia({
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
    });
    // The earlier test's document was gone before its serve stopped (`close()`): whatever is
    // collected from here on is this test's.
    errors.length = 0;
    await loadUi(page, serve);
  } catch (error) {
    await page.context().close();
    await stop();
    throw error;
  }
  return {
    temp,
    serve,
    page,
    errors,
    async close() {
      try {
        if (options.ownPage) {
          await page.context().close();
        } else {
          // A page that cannot be cleared is not handed on.
          await clearPage(page).catch(async (error: unknown) => {
            await page.context().close();
            throw error;
          });
          await putBack(browser, options, ui);
        }
      } finally {
        await stop();
      }
    },
  };
}

/**
 * Binds `openUi` to the file's browser and context options: the opener the tests of a file call
 * (from `beforeAll` on). They take turns on the worker's idle page, each with its own HOME and
 * serve.
 */
export function useUiPage(
  browser: () => Browser,
  options: UiContextOptions = {},
): (
  setup?: HomeSetup,
  options?: Omit<OpenUiOptions, keyof UiContextOptions>,
) => Promise<UiSession> {
  return (setup, more = {}) => openUi(browser(), setup, { ...options, ...more });
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
