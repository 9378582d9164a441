import type { Dirent, Stats } from 'node:fs';
import fs from 'node:fs/promises';

/** A filesystem answer that never throws: the value, or the error code and message. */
export type Probe<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/**
 * Read-only, memoised file access for one discovery pass. Several dialects read the same
 * folders and settings files; each is read once. Nothing here writes.
 */
export class FileProbe {
  readonly #cache = new Map<string, Promise<Probe<unknown>>>();

  lstat(file: string): Promise<Probe<Stats>> {
    return this.#memo(`lstat:${file}`, () => fs.lstat(file));
  }

  stat(file: string): Promise<Probe<Stats>> {
    return this.#memo(`stat:${file}`, () => fs.stat(file));
  }

  readdir(dir: string): Promise<Probe<Dirent[]>> {
    return this.#memo(`readdir:${dir}`, () => fs.readdir(dir, { withFileTypes: true }));
  }

  /** The file's bytes, up to `maxBytes` (a larger file is cut, and `truncated` says so). */
  readBytes(
    file: string,
    maxBytes = 4 * 1024 * 1024,
  ): Promise<Probe<{ bytes: Buffer; truncated: boolean }>> {
    return this.#memo(`read:${maxBytes}:${file}`, async () => {
      const handle = await fs.open(file, 'r');
      try {
        // Size the buffer from the file, not the cap: most hooks are a few hundred bytes, and a
        // cap-sized buffer per file cost megabytes per discovery pass. The extra byte tells a
        // file that grew past the cap after fstat.
        const { size } = await handle.stat();
        const buffer = Buffer.alloc(Math.min(size, maxBytes) + 1);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return {
          bytes: buffer.subarray(0, Math.min(bytesRead, maxBytes)),
          truncated: bytesRead > maxBytes,
        };
      } finally {
        await handle.close();
      }
    });
  }

  async readText(file: string, maxBytes?: number): Promise<Probe<string>> {
    const read = await this.readBytes(file, maxBytes);
    return read.ok ? { ok: true, value: read.value.bytes.toString('utf8') } : read;
  }

  /** True when the current user may execute the file (POSIX X_OK). */
  async isExecutable(file: string): Promise<boolean> {
    const probe = await this.#memo(`x:${file}`, () =>
      fs.access(file, fs.constants.X_OK).then(() => true),
    );
    return probe.ok;
  }

  #memo<T>(key: string, run: () => Promise<T>): Promise<Probe<T>> {
    let cached = this.#cache.get(key);
    if (!cached) {
      cached = run().then(
        (value): Probe<unknown> => ({ ok: true, value }),
        (error: NodeJS.ErrnoException): Probe<unknown> => ({
          ok: false,
          code: error.code ?? 'EUNKNOWN',
          message: error.message,
        }),
      );
      this.#cache.set(key, cached);
    }
    return cached as Promise<Probe<T>>;
  }
}
