import fs from 'node:fs/promises';

/** A file's text for the agents' discovery functions: missing, text, or the error in words. */
export async function readTextForDiscovery(
  file: string,
): Promise<
  { kind: 'missing' } | { kind: 'text'; text: string } | { kind: 'error'; message: string }
> {
  try {
    return { kind: 'text', text: await fs.readFile(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'error', message: (error as Error).message };
  }
}
