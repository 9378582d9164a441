import type { BrowserWindow } from 'electron';

import type { EventName } from '../../shared/contract/names';
import type { NavigateRequest } from '../../shared/schemas/navigation';
import type { AppApi } from './electron-api';

/** The URL scheme Hookyard registers: `hookyard://audit/<entryId>`, `hookyard://approval/<id>`. */
export const DEEP_LINK_SCHEME = 'hookyard';

/** The pushed event that asks the renderer to show an entry. */
export const NAVIGATE_EVENT = 'app:navigate-requested' satisfies EventName;

/** A parsed link: what to show. Only ever selects a view; it never approves or runs anything. */
export type DeepLink = NavigateRequest;

// Whole-string matches rather than URL parsing: nothing is decoded or normalised, so `..`,
// `%2F`, credentials, ports, queries and fragments cannot slip through. Schemes are
// case-insensitive (RFC 3986); the rest is not.
const SCHEME = /^hookyard:\/\//i;
const TARGET_AND_ID = /^(audit|approval)\/([A-Za-z0-9_-]{1,128})\/?$/;

/**
 * Parses a `hookyard://` link from an untrusted source (any web page can open one). Returns
 * null for anything but exactly `hookyard://audit/<id>` or `hookyard://approval/<id>` with an id of
 * 1–128 letters, digits, `-` or `_` (one trailing slash allowed: Windows may add it).
 */
export function parseDeepLink(raw: unknown): DeepLink | null {
  if (typeof raw !== 'string' || raw.length > 300 || !SCHEME.test(raw)) return null;
  const match = TARGET_AND_ID.exec(raw.slice('hookyard://'.length));
  return match ? { target: match[1] as DeepLink['target'], id: match[2] as string } : null;
}

/**
 * The link in a command line (Windows and Linux pass it as an argument, among Chromium's
 * switches): the last argument with our scheme, parsed; null if there is none or it is invalid.
 */
export function deepLinkFromArgv(argv: readonly string[]): DeepLink | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  const candidate = [...argv].reverse().find((arg) => arg.toLowerCase().startsWith(prefix));
  return candidate === undefined ? null : parseDeepLink(candidate);
}

/**
 * Holds links that arrive before the window can show them (macOS sends `open-url` before
 * `ready`; Windows and Linux pass the first link in process.argv), keeps the latest, and hands it
 * over once `open()` is called; after that, each link is delivered at once. Null (an invalid or
 * absent link) is ignored.
 */
export class DeepLinkInbox {
  readonly #deliver: (link: DeepLink) => void;
  #open = false;
  #waiting: DeepLink | null = null;

  constructor(deliver: (link: DeepLink) => void) {
    this.#deliver = deliver;
  }

  receive(link: DeepLink | null): void {
    if (!link) return;
    if (this.#open) this.#deliver(link);
    else this.#waiting = link;
  }

  open(): void {
    this.#open = true;
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting) this.#deliver(waiting);
  }
}

/** Sends the navigation to the renderer, after its page has loaded if it is still loading. */
export function sendNavigation(window: BrowserWindow, link: DeepLink): void {
  const send = () => window.webContents.send(NAVIGATE_EVENT, link);
  if (window.webContents.isLoading()) window.webContents.once('did-finish-load', send);
  else send();
}

/**
 * Makes Hookyard the handler of `hookyard://` links. Only the packaged app registers: in
 * development the program would be the bare Electron binary. The installers also declare the
 * scheme (electron-builder.yml `protocols`); this covers Windows, where NSIS does not.
 */
export function registerDeepLinkScheme(
  app: Pick<AppApi, 'isPackaged' | 'isDefaultProtocolClient' | 'setAsDefaultProtocolClient'>,
): void {
  if (app.isPackaged && !app.isDefaultProtocolClient(DEEP_LINK_SCHEME)) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}
