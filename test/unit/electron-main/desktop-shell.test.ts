import fs from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startDesktopApp } from '../../../electron/main/desktop-app';

import { readBridgeAddress } from '../../../electron/services/approvals/bridge-address';
import { SECRET_HEADER } from '../../../electron/services/approvals/bridge-server';
import { createElectronStub } from '../../helpers/electron-stub';
import { sharedPath } from '../../helpers/shared-dir';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

const stub = createElectronStub();

interface MenuItem {
  id?: string;
  label?: string;
  click?: () => void;
}

// The desktop app as electron/main/index.ts starts it: the real services over a temp home, with
// the recording Electron stand-in where the app gets Electron.
describe('the desktop shell', () => {
  let temp: TempHome;
  const saved = { HOME: process.env.HOME };
  const window = () => stub.windows.at(-1) as (typeof stub.windows)[number];
  const trayItem = (id: string) =>
    (stub.trays[0]?.menu?.template as MenuItem[]).find((item) => item.id === id) as MenuItem;

  beforeAll(async () => {
    temp = await createTempHome();
    process.env.HOME = temp.home;
    vi.spyOn(console, 'info').mockImplementation(() => {});
    startDesktopApp(stub.api, {
      rendererUrl: 'file:///app/out/renderer/index.html',
      argv: ['Hookyard'],
      env: { HOOKYARD_DATA_DIR: temp.dataDir },
      loadUpdater: () => {
        throw new Error('a development build never loads the updater');
      },
    });
    await vi.waitFor(() => expect(stub.trays).toHaveLength(1), { timeout: 10_000 });
  });

  afterAll(async () => {
    process.env.HOME = saved.HOME;
    vi.restoreAllMocks();
    await temp.cleanup();
  });

  it('opens one window and a tray once the services are up', () => {
    expect(stub.windows).toHaveLength(1);
    expect(stub.ipcHandlers.size).toBeGreaterThan(0);
    expect(trayItem('open')).toBeDefined();
  });

  it('focuses the first window on a second launch and forwards its hookyard:// link', () => {
    const focused = window().focused;
    stub.module.app.emit(
      'second-instance',
      {},
      ['Hookyard', '--flag', 'hookyard://audit/e42'],
      '/',
    );
    expect(window().focused).toBe(focused + 1);
    expect(window().sent.at(-1)).toEqual({
      channel: 'app:navigate-requested',
      payload: { target: 'audit', id: 'e42' },
    });
  });

  it('drops an invalid link from open-url (macOS) but still claims it', () => {
    const sent = window().sent.length;
    const event = { preventDefault: vi.fn() };
    stub.module.app.emit('open-url', event, 'hookyard://approval/../../etc');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(window().sent).toHaveLength(sent);
  });

  it('creates the window again from the tray after it was closed', () => {
    window().windowHandlers.get('closed')?.();
    trayItem('open').click?.();
    expect(stub.windows).toHaveLength(2);
  });

  it('counts a waiting approval in the tray, notifies it, and answers it from the notification', async () => {
    const address = await readBridgeAddress(temp.dataDir);
    const payload = JSON.parse(
      await fs.readFile(
        sharedPath('fixtures', 'claude', 'payloads', 'PermissionRequest.Bash.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const shown = stub.notifications.length;
    // What the installed http hook sends: the agent's payload, the secret in a header.
    const answer = fetch(`${address?.httpUrl}?agent=claude-code&fail=closed&timeout=60`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: address?.secret ?? '' },
      body: JSON.stringify({ ...payload, cwd: temp.home }),
    });
    await vi.waitFor(() => expect(stub.notifications).toHaveLength(shown + 1));
    const notification = stub.notifications.at(-1) as (typeof stub.notifications)[number];
    expect(notification.options.title).toBe('Claude Code asks to use Bash');
    // The queue tells its listeners of changes at most every 50 ms: the tray may follow the
    // notification a moment later.
    await vi.waitFor(() => expect(trayItem('approvals').label).toBe('1 approval waiting…'));
    expect(stub.trays[0]?.tooltip).toBe('Hookyard — 1 approval waiting');

    trayItem('approvals').click?.();
    expect(window().sent.at(-1)).toMatchObject({
      channel: 'app:navigate-requested',
      payload: { target: 'approval' },
    });

    notification.handlers.get('action')?.({ actionIndex: 0 });
    const reply = await answer;
    expect(reply.status).toBe(200);
    expect(JSON.stringify(await reply.json())).toContain('allow');
    await vi.waitFor(() => expect(stub.trays[0]?.tooltip).toBe('Hookyard'));
    expect(trayItem('approvals').label).toBe('No approvals waiting');
    expect(notification.closed).toBe(true);
  });

  it('waits for the services to close before it quits', async () => {
    const event = { preventDefault: vi.fn() };
    stub.module.app.emit('will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(stub.trays[0]?.destroyed).toBe(true));
    await vi.waitFor(() => expect(stub.ipcHandlers.size).toBe(0));
    await vi.waitFor(() => expect(stub.module.app.quitCalls).toBe(1), { timeout: 10_000 });
    const again = { preventDefault: vi.fn() };
    stub.module.app.emit('will-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});
