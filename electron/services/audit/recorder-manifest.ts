import { createHash } from 'node:crypto';
import path from 'node:path';

import { z } from 'zod';

import type { PlannedWrite } from '../editing/edit-engine';
import { type FileSnapshot, readSnapshot } from '../editing/file-snapshot';
import { parseJsonOrNull } from '../json-or-null';

/**
 * What installing the recorder created around its entries in one settings file, so that
 * uninstalling takes exactly that away again: the file itself, or its `hooks` object. Without
 * it an uninstall could not tell a `"hooks": {}` the user wrote from one the recorder left.
 */
const RecorderManifestSchema = z.object({
  version: z.literal(1),
  file: z.string(),
  createdFile: z.boolean(),
  createdHooks: z.boolean(),
});
export type RecorderManifest = z.infer<typeof RecorderManifestSchema>;

/** `<dataDir>/recorder/<hash of the settings path>.json`. */
export function manifestPath(dataDir: string, settingsFile: string): string {
  const key = createHash('sha256').update(settingsFile).digest('hex').slice(0, 24);
  return path.join(dataDir, 'recorder', `${key}.json`);
}

/** The manifest's snapshot and what it says; a missing or damaged one reads as "created nothing". */
export async function readManifest(
  dataDir: string,
  settingsFile: string,
): Promise<{ snapshot: FileSnapshot; manifest: RecorderManifest | null }> {
  const snapshot = await readSnapshot(manifestPath(dataDir, settingsFile));
  if (snapshot.bytes === null) return { snapshot, manifest: null };
  const parsed = RecorderManifestSchema.safeParse(parseJsonOrNull(snapshot.bytes.toString('utf8')));
  return { snapshot, manifest: parsed.success ? parsed.data : null };
}

export function manifestWrite(snapshot: FileSnapshot, manifest: RecorderManifest): PlannedWrite {
  return {
    kind: 'write',
    snapshot,
    bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'),
    mode: 0o600,
    json: true,
  };
}
