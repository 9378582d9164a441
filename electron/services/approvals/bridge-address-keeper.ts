import fs from 'node:fs/promises';

import { type BridgeAddress, bridgeAddressFile, writeBridgeAddress } from './bridge-address';

/** How often the running bridge checks that its address file is still there. */
export const ADDRESS_CHECK_EVERY_MS = 2_000;

export interface AddressKeeper {
  dispose(): void;
}

/**
 * Writes the bridge's address file again whenever it is gone (the data folder or its approvals
 * folder deleted under the running app, a clean-up tool): without it every approver shim fails
 * closed and denies each tool use until Hookyard restarts. A stat on a timer, not a file
 * watcher: a watcher stops reporting once the folder it watches is deleted, which is the case
 * to cover. A file that exists is left alone, whatever it holds (another Hookyard may have
 * taken this data folder since). The bridge's Unix socket is not recreated: the shim falls back
 * to the HTTP endpoint when the socket file is missing.
 */
export function keepBridgeAddress(
  dataDir: string,
  address: BridgeAddress,
  onError: (error: unknown) => void,
  everyMs = ADDRESS_CHECK_EVERY_MS,
): AddressKeeper {
  let disposed = false;
  let checking = false;
  // A folder that cannot be written again fails every check: said once, until a write works.
  let failing = false;
  const check = async (): Promise<void> => {
    try {
      await fs.stat(bridgeAddressFile(dataDir));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || disposed) return;
      await writeBridgeAddress(dataDir, address);
    }
    failing = false;
  };
  const timer = setInterval(() => {
    // A slow disk must not stack checks.
    if (checking) return;
    checking = true;
    void check()
      .catch((error: unknown) => {
        if (!failing) onError(error);
        failing = true;
      })
      .finally(() => (checking = false));
  }, everyMs);
  timer.unref();
  return {
    dispose() {
      disposed = true;
      clearInterval(timer);
    },
  };
}
