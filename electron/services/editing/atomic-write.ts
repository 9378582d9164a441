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

/** New bytes for a file, on disk (fsynced) in a temp file beside it, not yet in place. */
export interface StagedFile {
  /**
   * Renames the temp file over the file, after `beforeRename` (which may throw to cancel).
   * Throws the filesystem or `beforeRename` error unchanged; the temp file is removed then.
   */
  commit(beforeRename?: () => Promise<void>): Promise<void>;
  /** Removes the temp file of a write that will not happen; harmless after a commit. */
  discard(): Promise<void>;
}

/**
 * The slow half of an atomic write: a temp file in the same folder with the bytes, the mode
 * (exactly, the umask does not apply) and an fsync, so that the commit is only a rename.
 * Throws the filesystem error unchanged; no temp file is left then.
 */
export async function stageFile(
  file: string,
  data: string | Uint8Array,
  mode?: number,
): Promise<StagedFile> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await fs.open(temp, 'wx', mode ?? 0o600);
  const discard = () => fs.rm(temp, { force: true });
  try {
    try {
      await handle.writeFile(data);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    async commit(beforeRename) {
      try {
        await beforeRename?.();
        await fs.rename(temp, file);
      } catch (error) {
        await discard();
        throw error;
      }
    },
    discard,
  };
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
  const staged = await stageFile(file, data, mode);
  await staged.commit(options.beforeRename);
}
