import { describe, expect, it } from 'vitest';

import { events } from '../../../shared/contract/events';
import { isEventName } from '../../../shared/contract/names';
import { createElectronStub } from '../../helpers/electron-stub';

const stub = createElectronStub();

const {
  DeepLinkInbox,
  NAVIGATE_EVENT,
  deepLinkFromArgv,
  parseDeepLink,
  registerDeepLinkScheme,
  sendNavigation,
} = await import('../../../electron/main/deep-links');

describe('parsing hookyard:// links', () => {
  it('reads an audit entry link and an approval link', () => {
    expect(parseDeepLink('hookyard://audit/01HZX3K9Q2')).toEqual({
      target: 'audit',
      id: '01HZX3K9Q2',
    });
    expect(parseDeepLink('hookyard://approval/req_42-b')).toEqual({
      target: 'approval',
      id: 'req_42-b',
    });
  });

  it('accepts the trailing slash Windows may add and an upper-case scheme', () => {
    expect(parseDeepLink('hookyard://audit/abc/')).toEqual({ target: 'audit', id: 'abc' });
    expect(parseDeepLink('HOOKYARD://audit/abc')).toEqual({ target: 'audit', id: 'abc' });
  });

  it('rejects other targets, missing ids and extra path segments', () => {
    for (const link of [
      'hookyard://settings/abc',
      'hookyard://Audit/abc',
      'hookyard://audit/',
      'hookyard://audit',
      'hookyard://audit/abc/def',
      'hookyard:audit/abc',
      'hookyard:///audit/abc',
      'https://audit/abc',
      'hookyard://approval/abc//',
      `hookyard://audit/${'a'.repeat(129)}`,
    ]) {
      expect(parseDeepLink(link), link).toBeNull();
    }
  });

  it('rejects hostile strings: traversal, encoding, credentials, queries, control characters', () => {
    for (const link of [
      'hookyard://audit/../approval/abc',
      'hookyard://audit/..%2Fapproval%2Fabc',
      'hookyard://audit/%00',
      'hookyard://user:pass@audit/abc',
      'hookyard://audit:80/abc',
      'hookyard://audit/abc?approve=true',
      'hookyard://approval/abc#decide',
      'hookyard://audit/abc\n',
      'hookyard://audit/abc\u0000',
      ' hookyard://audit/abc',
      'hookyard://audit/ab c',
      'hookyard://audit/abc;rm -rf ~',
      'hookyard://audit/<script>',
      'hookyard://audit/ａｂｃ',
      `hookyard://audit/${'a'.repeat(100_000)}`,
      'javascript:alert(1)//hookyard://audit/abc',
    ]) {
      expect(parseDeepLink(link), JSON.stringify(link.slice(0, 60))).toBeNull();
    }
  });

  it('gives exactly what the contract event carries, so the preload lets it through', () => {
    expect(isEventName(NAVIGATE_EVENT)).toBe(true);
    const schema = events[NAVIGATE_EVENT];
    for (const link of [
      'hookyard://audit/01HZX3K9Q2',
      'hookyard://approval/req_42-b',
      `hookyard://approval/${'a'.repeat(128)}`,
    ]) {
      expect(schema.safeParse(parseDeepLink(link)).success, link).toBe(true);
    }
    for (const bad of [
      { target: 'audit', id: '../approval' },
      { target: 'settings', id: 'abc' },
      { target: 'approval', id: '' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('rejects values that are not strings', () => {
    for (const value of [
      null,
      undefined,
      42,
      {},
      ['hookyard://audit/abc'],
      new URL('hookyard://audit/abc'),
    ]) {
      expect(parseDeepLink(value)).toBeNull();
    }
  });
});

describe('links in a command line', () => {
  it('finds the link among Chromium switches (second launch on Windows and Linux)', () => {
    const argv = [
      'C:\\Hookyard\\Hookyard.exe',
      '--allow-file-access-from-files',
      'hookyard://approval/a1',
    ];
    expect(deepLinkFromArgv(argv)).toEqual({ target: 'approval', id: 'a1' });
  });

  it('takes the last link, and gives nothing for a command line without a valid one', () => {
    expect(deepLinkFromArgv(['app', 'hookyard://audit/old', 'hookyard://audit/new'])).toEqual({
      target: 'audit',
      id: 'new',
    });
    expect(deepLinkFromArgv(['app', '.', '--inspect'])).toBeNull();
    expect(deepLinkFromArgv(['app', 'hookyard://audit/ok', 'hookyard://evil/x'])).toBeNull();
  });
});

describe('delivering links', () => {
  it('holds the latest link until the window is ready, then delivers each one at once', () => {
    const delivered: unknown[] = [];
    const inbox = new DeepLinkInbox((link) => delivered.push(link));
    inbox.receive(parseDeepLink('hookyard://audit/first'));
    inbox.receive(parseDeepLink('hookyard://audit/second'));
    inbox.receive(null);
    expect(delivered).toEqual([]);
    inbox.open();
    expect(delivered).toEqual([{ target: 'audit', id: 'second' }]);
    inbox.receive(parseDeepLink('hookyard://approval/third'));
    inbox.receive(parseDeepLink('hookyard://nope/x'));
    expect(delivered).toEqual([
      { target: 'audit', id: 'second' },
      { target: 'approval', id: 'third' },
    ]);
  });

  it('sends the navigation event to the renderer, after its page has loaded', async () => {
    const { BrowserWindow } = stub.module;
    const window = new BrowserWindow({});
    window.record.loading = true;
    sendNavigation(window as never, { target: 'audit', id: 'e1' });
    expect(window.record.sent).toEqual([]);
    window.record.handlers.get('did-finish-load')?.();
    expect(window.record.sent).toEqual([
      { channel: NAVIGATE_EVENT, payload: { target: 'audit', id: 'e1' } },
    ]);
    window.record.loading = false;
    sendNavigation(window as never, { target: 'approval', id: 'a2' });
    expect(window.record.sent.at(-1)).toEqual({
      channel: 'app:navigate-requested',
      payload: { target: 'approval', id: 'a2' },
    });
  });

  it('registers the scheme only in the packaged app', () => {
    stub.module.app.isPackaged = false;
    registerDeepLinkScheme(stub.module.app);
    expect(stub.module.app.protocolClients).toEqual([]);
    stub.module.app.isPackaged = true;
    registerDeepLinkScheme(stub.module.app);
    registerDeepLinkScheme(stub.module.app);
    expect(stub.module.app.protocolClients).toEqual(['hookyard']);
    stub.module.app.isPackaged = false;
  });
});
