import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Extra steps of an atomic write; both are optional. */
export interface AtomicWriteOptions {
  /**
   * Runs after the new bytes are on disk in the temp file and just before the rename: a last
   * check (e.g. "the file has not changed since it was read") that may throw to cancel the write.
   */
  beforeRename?: () => Promise<void>;
}

/**
 * Writes a file so that readers see the old bytes or the new bytes, never a mix: a temp file in
 * the same folder, fsync, then rename over the target. The temp file is removed on failure.
 * With a `mode`, the file gets exactly that mode (the umask does not apply), so an edit keeps
 * the mode the file had. Throws the filesystem error (or the `beforeRename` error) unchanged;
 * nothing is written then.
 */
export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array,
  mode?: number,
  options: AtomicWriteOptions = {},
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await fs.open(temp, 'wx', mode ?? 0o600);
  try {
    try {
      await handle.writeFile(data);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await options.beforeRename?.();
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
