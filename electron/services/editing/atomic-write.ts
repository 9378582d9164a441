import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so that readers see the old bytes or the new bytes, never a mix: a temp file in
 * the same folder, fsync, then rename over the target. The temp file is removed on failure.
 */
export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array,
  mode?: number,
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await fs.open(temp, 'wx', mode ?? 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
