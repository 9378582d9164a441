import type { FileProbe } from '../platform/file-probe';

export type TextRead =
  { kind: 'missing' } | { kind: 'text'; text: string } | { kind: 'error'; message: string };

/** A file's text through the pass's FileProbe: missing, its text, or the error in words. */
export async function probeText(files: FileProbe, file: string): Promise<TextRead> {
  const read = await files.readText(file);
  if (read.ok) return { kind: 'text', text: read.value };
  if (read.code === 'ENOENT' || read.code === 'ENOTDIR') return { kind: 'missing' };
  return { kind: 'error', message: read.message };
}
