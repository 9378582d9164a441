import type { ApiClient } from './api-client';
import type { PreloadBridge } from './preload-bridge';

/** The desktop implementation: every call goes through the preload bridge to ipcMain. */
export function createIpcClient(bridge: PreloadBridge): ApiClient {
  return {
    invoke: (channel, request) => bridge.invoke(channel, request) as never,
    on: (event, listener) => bridge.on(event, listener as (payload: unknown) => void),
  };
}
