import path from 'node:path';

import { AppFailure } from '../../../../../shared/result';
import type { AgentAdoption } from '../../adoption';
import { describeHead } from '../file-head';
import { extensionInterpreter, shebangInterpreter } from '../../cline-cli/cli-interpreter';
import {
  type AdoptionRecord,
  adoptionBytes,
  adoptionPath,
  installedShimPath,
  type WatchSpec,
} from '../../../editing/adoption-record';
import type { PlannedChange } from '../../../editing/edit-engine';
import { CLINE_ADOPTED_FOLDER } from '../scan-hook-folders';
import { assertMovableHookFile } from './cline-file-moves';
import { absentSnapshot } from '../../../editing/edit-engine';
import { readSnapshot } from '../../../editing/file-snapshot';
import { codedText } from '../../../../../shared/i18n/coded-text';

/** Where the original of an adopted hook file waits: `.hookyard-adopted/` beside it. */
function adoptedOriginalPath(file: string): string {
  return path.join(path.dirname(file), CLINE_ADOPTED_FOLDER, path.basename(file));
}

/**
 * The file an adopted Cline hook becomes: a Node script (the CLI runs it by its shebang, which
 * wins over any extension; VS Code executes it, with the original's mode) handing the original,
 * with the interpreter the CLI would have picked for it, to the shim.
 */
export function clineWrapper(
  shim: string,
  allowlist: string,
  file: string,
  argv: string[],
): string {
  const name = path.basename(file);
  return [
    '#!/usr/bin/env node',
    `// Adopted by Hookyard: runs only in the workspaces chosen in Hookyard. The original is kept in`,
    `// ${CLINE_ADOPTED_FOLDER}/${name}; release the hook in Hookyard to put it back byte for byte.`,
    `require(${JSON.stringify(shim)}).run(`,
    `  'cline',`,
    `  ${JSON.stringify(allowlist)},`,
    `  ${JSON.stringify(argv)},`,
    `);`,
    '',
  ].join('\n');
}

/**
 * Plans adopting a user-level Cline hook file: its original bytes and mode go to
 * `.hookyard-adopted/<name>` (which neither runtime reads) and the file becomes the wrapper,
 * keeping the original's mode (a file VS Code skips for lacking +x stays skipped there).
 */
export async function planAdoptFile(
  sourcePath: string,
  hookId: string,
  dataDir: string,
  id: string,
  workspaces: string[] | null,
  platform: NodeJS.Platform,
  watch?: WatchSpec,
): Promise<PlannedChange> {
  if (platform === 'win32' || sourcePath.toLowerCase().endsWith('.ps1')) {
    throw new AppFailure('invalid-request', 'failure.adopt-cline-posix-only');
  }
  await assertMovableHookFile(sourcePath);
  const source = await readSnapshot(sourcePath);
  const bytes = source.bytes ?? Buffer.alloc(0);
  const storedPath = adoptedOriginalPath(sourcePath);
  const stored = await absentSnapshot(storedPath);
  const head = describeHead(bytes.subarray(0, 8192));
  const interpreter =
    head.shebangTokens.length > 0
      ? shebangInterpreter(head.shebangTokens, platform)
      : extensionInterpreter(sourcePath, platform);
  const wrapper = clineWrapper(installedShimPath(dataDir), adoptionPath(dataDir, id), sourcePath, [
    ...interpreter,
    storedPath,
  ]);
  const record: AdoptionRecord = {
    version: 1,
    id,
    workspaces,
    ...(watch ? { watch } : {}),
    hookId,
    sourcePath,
    adoptedAt: new Date().toISOString(),
    original: { kind: 'hook-file', storedPath },
  };
  const mode = source.mode ?? 0o755;
  return {
    writes: [
      { kind: 'write', snapshot: stored, bytes, mode },
      { kind: 'write', snapshot: source, bytes: Buffer.from(wrapper, 'utf8'), mode },
      {
        kind: 'write',
        snapshot: await absentSnapshot(adoptionPath(dataDir, id)),
        bytes: adoptionBytes(record),
        mode: 0o600,
        json: 'strict',
      },
    ],
    summary: [codedText('change.hook-file-adopted', { file: sourcePath })],
  };
}

/**
 * Plans releasing an adopted hook file: the original's bytes and mode go back over the wrapper.
 * AppFailure('conflict') when the file is no longer this adoption's wrapper.
 */
export async function planReleaseFile(
  dataDir: string,
  record: AdoptionRecord,
): Promise<PlannedChange> {
  if (record.original.kind !== 'hook-file') throw new Error('not a hook file');
  const wrapper = await readSnapshot(record.sourcePath);
  if (!wrapper.bytes?.toString('utf8').includes(JSON.stringify(adoptionPath(dataDir, record.id)))) {
    throw new AppFailure('conflict', 'failure.adopted-wrapper-changed', {
      file: record.sourcePath,
    });
  }
  const stored = await readSnapshot(record.original.storedPath);
  if (stored.bytes === null) {
    throw new AppFailure('not-found', 'failure.adopted-original-missing', {
      file: record.original.storedPath,
    });
  }
  return {
    writes: [
      { kind: 'write', snapshot: wrapper, bytes: stored.bytes, mode: stored.mode ?? undefined },
      { kind: 'delete', snapshot: stored },
      { kind: 'delete', snapshot: await readSnapshot(adoptionPath(dataDir, record.id)) },
    ],
    summary: [codedText('change.hook-file-released', { file: record.sourcePath })],
  };
}

/** Both Cline runtimes' hooks go behind the shim as hook files replaced by a wrapper. */
export const clineAdoption: AgentAdoption = {
  kind: 'hook-file',
  planAdopt: (entry, { dataDir, id, workspaces, platform, watch }) =>
    planAdoptFile(entry.sourcePath, entry.id, dataDir, id, workspaces, platform, watch),
  planRelease: planReleaseFile,
};
