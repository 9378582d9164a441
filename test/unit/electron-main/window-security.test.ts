import { beforeAll, describe, expect, it, vi } from 'vitest';

import { createElectronStub } from '../../helpers/electron-stub';

const stub = createElectronStub();

// Electron's security checklist (electronjs.org/docs/latest/tutorial/security), item by item,
// against what electron/main/window.ts really passes to Electron.
describe('the main window against the Electron security checklist', () => {
  let window: (typeof stub.windows)[number];

  beforeAll(async () => {
    const { createMainWindow } = await import('../../../electron/main/window');
    createMainWindow(stub.api, 'file:///app/out/renderer/index.html');
    window = stub.windows[0] as (typeof stub.windows)[number];
  });

  it('isolates and sandboxes the renderer and gives it no Node', () => {
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
  });

  it('adds a strict CSP to every response', () => {
    let headers: Record<string, string[]> = {};
    stub.session.headersListener?.(
      { responseHeaders: { 'x-other': ['1'] } },
      (result: { responseHeaders: Record<string, string[]> }) => {
        headers = result.responseHeaders;
      },
    );
    const policy = headers['Content-Security-Policy']?.[0] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(headers['x-other']).toEqual(['1']);
  });

  it('denies every permission request', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      const answer = vi.fn();
      stub.session.permissionHandler?.({}, permission, answer);
      expect(answer).toHaveBeenCalledWith(false);
    }
  });

  it('blocks window.open, navigation away and webviews', () => {
    expect(window.openHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    const navigation = { preventDefault: vi.fn() };
    window.handlers.get('will-navigate')?.(navigation, 'https://evil.example/');
    expect(navigation.preventDefault).toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    window.handlers.get('will-attach-webview')?.(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('opens only https links outside the app', async () => {
    const { openExternalSafely } = await import('../../../electron/main/window');
    for (const url of [
      'file:///etc/passwd',
      'http://example.com',
      'smb://host/share',
      'javascript:alert(1)',
    ])
      openExternalSafely(stub.api.shell, url);
    openExternalSafely(stub.api.shell, 'https://code.claude.com/docs/en/hooks');
    expect(stub.opened).toEqual(['https://code.claude.com/docs/en/hooks']);
  });
});
