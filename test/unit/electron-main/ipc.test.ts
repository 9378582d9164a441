import { describe, expect, it } from 'vitest';

import { registerIpc } from '../../../electron/main/ipc';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { QuitGuard } from '../../../electron/services/quit-guard';
import { createElectronStub } from '../../helpers/electron-stub';
import { createTempHome, createTestServices } from '../../helpers/temp-home';

const isAppUrl = (url: string) => url.startsWith('file:///app/');
const appTop = { url: 'file:///app/index.html', parent: null };

describe('the IPC registration', () => {
  it('answers only the main frame of a page of the app', async () => {
    const stub = createElectronStub();
    const unregister = registerIpc(stub.api.ipcMain, {} as never, {
      isAppUrl,
      track: (work) => work,
    });
    const handler = stub.ipcHandlers.get('workspaces:list');
    const refused = { ok: false, error: { code: 'unauthorized' } };
    expect(
      await handler?.({ senderFrame: { url: 'https://evil.example/', parent: null } }, {}),
    ).toMatchObject(refused);
    // A frame inside the app's page (an iframe) with the app's URL is not the main frame.
    expect(
      await handler?.({ senderFrame: { url: 'file:///app/index.html', parent: appTop } }, {}),
    ).toMatchObject(refused);
    expect(await handler?.({ senderFrame: null }, {})).toMatchObject(refused);
    unregister();
    expect(stub.ipcHandlers.size).toBe(0);
  });

  it('keeps quitting waiting until a call being answered has its answer', async () => {
    const stub = createElectronStub();
    const temp = await createTempHome();
    const services = await createTestServices(temp);
    const guard = new QuitGuard();
    const unregister = registerIpc(stub.api.ipcMain, createContractHandlers(services), {
      isAppUrl,
      track: (work) => guard.track(work),
    });
    try {
      const answer = stub.ipcHandlers.get('workspaces:add')?.(
        { senderFrame: appTop },
        { roots: [temp.home] },
      ) as Promise<{ ok: boolean }>;
      expect(guard.pending).toBe(1);
      const drained = await guard.drain(10_000);
      expect(drained).toEqual({ drained: true, pending: 0 });
      expect(await answer).toMatchObject({ ok: true });
    } finally {
      unregister();
      await services.dispose();
      await temp.cleanup();
    }
  });
});
