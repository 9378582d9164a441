import type { ApiClient } from './api-client';
import { createIpcClient } from './ipc-client';
import { createWsClient } from './ws-client';

/**
 * Picks the transport: the preload bridge inside Electron, otherwise the WebSocket of the server
 * that served this page (its token travels in the page URL and as a cookie).
 */
export function createApiClient(): ApiClient {
  if (window.hookyard) return createIpcClient(window.hookyard);
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createWsClient(`${scheme}//${window.location.host}/ws?token=${encodeURIComponent(token)}`);
}
