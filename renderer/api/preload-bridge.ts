import type { Result } from '../../shared/result';

/** What electron/preload exposes on `window.hookyard`: exactly the contract, nothing else. */
export interface PreloadBridge {
  invoke(channel: string, request: unknown): Promise<Result<unknown>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    hookyard?: PreloadBridge;
  }
}
