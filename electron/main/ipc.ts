import type { IpcMainInvokeEvent } from 'electron';

import { CHANNEL_NAMES, dispatch, type ContractHandlers } from '../../shared/contract';
import { AppFailure, err } from '../../shared/result';
import type { ElectronApi } from './electron-api';

/** The part of ipcMain this file uses; the real one in the app, a recording one in tests. */
export type IpcMainLike = Pick<ElectronApi['ipcMain'], 'handle' | 'removeHandler'>;

/** What a call must show to be answered: who sent it. */
export type IpcCaller = Pick<IpcMainInvokeEvent, 'senderFrame'>;

export interface IpcOptions {
  /** Whether a page URL is one of the app's own (its file folder, or its dev server's origin). */
  isAppUrl: (url: string) => boolean;
  /** Keeps quitting waiting for a call that is being answered (an edit half written). */
  track: <T>(work: Promise<T>) => Promise<T>;
}

/**
 * Only the main frame of a page of ours may call: a frame inside it (an iframe, were one ever
 * let in) has a parent, and a page navigated away has another URL. A frame that is gone (null)
 * is refused too.
 */
export function isAppMainFrame(caller: IpcCaller, isAppUrl: (url: string) => boolean): boolean {
  const frame = caller.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/**
 * Registers every contract channel: the sender check, then the shared dispatch (parse → handler →
 * Result), tracked until it is answered. Returns a function that unregisters them.
 */
export function registerIpc(
  ipcMain: IpcMainLike,
  handlers: ContractHandlers,
  options: IpcOptions,
): () => void {
  const logger = { error: (message: string, error: unknown) => console.error(message, error) };
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, request: unknown) => {
      if (!isAppMainFrame(event, options.isAppUrl)) {
        return err(new AppFailure('unauthorized', 'failure.window-not-allowed').toAppError());
      }
      return options.track(dispatch(handlers, channel, request, logger));
    });
  }
  return () => CHANNEL_NAMES.forEach((channel) => ipcMain.removeHandler(channel));
}
