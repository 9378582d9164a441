import { ipcMain, type WebContents } from 'electron';

import { CHANNEL_NAMES, dispatch, type ContractHandlers } from '../../shared/contract';
import { AppFailure, err } from '../../shared/result';

/**
 * Registers every contract channel on ipcMain: sender check (only our own window's main frame),
 * then the shared dispatch (parse → handler → Result). Returns a function that unregisters them.
 */
export function registerIpc(
  handlers: ContractHandlers,
  isTrustedSender: (sender: WebContents, url: string) => boolean,
): () => void {
  const logger = { error: (message: string, error: unknown) => console.error(message, error) };
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, request: unknown) => {
      if (!event.senderFrame || !isTrustedSender(event.sender, event.senderFrame.url)) {
        return err(new AppFailure('unauthorized', 'window-not-allowed').toAppError());
      }
      return dispatch(handlers, channel, request, logger);
    });
  }
  return () => CHANNEL_NAMES.forEach((channel) => ipcMain.removeHandler(channel));
}
