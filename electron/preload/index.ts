import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

import { isChannelName, isEventName } from '../../shared/contract/names';

/**
 * Exposes exactly the contract on `window.hookyard`: `invoke` for request channels, `on` for
 * pushed events. The IPC event object (with its sender) never reaches the page.
 */
contextBridge.exposeInMainWorld('hookyard', {
  invoke(channel: unknown, request: unknown) {
    if (!isChannelName(channel)) {
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid-request', message: `Unknown channel: ${String(channel)}` },
      });
    }
    return ipcRenderer.invoke(channel, request);
  },
  on(event: unknown, listener: (payload: unknown) => void) {
    if (!isEventName(event) || typeof listener !== 'function') return () => {};
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(event, wrapped);
    return () => ipcRenderer.removeListener(event, wrapped);
  },
});
