import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { AppFailure } from '../../../shared/result';

export const SHIM_NAME = 'hookyard-workspace-shim.js';
/** The shim's watch half (resources/shims/hookyard-watch.js), installed beside it. */
export const WATCH_SHIM_NAME = 'hookyard-watch.js';

/**
 * "Watch this hook": the shim records each run of the original into `spool` (a file the audit
 * import reads), with the environment variables and payload keys the hook's agent names as
 * evidence (`Agent.evidence.watchFacts`), under the label `hook` for the event `event`.
 */
export const WatchSpecSchema = z.object({
  since: z.string(),
  spool: z.string(),
  hook: z.string(),
  event: z.string(),
  env: z.array(z.string()),
  payloadKeys: z.array(z.string()),
});
export type WatchSpec = z.infer<typeof WatchSpecSchema>;

/**
 * An adopted user-level hook, kept in `<dataDir>/adopted/<id>.json`. The same file is the
 * shim's allowlist: `workspaces` are the roots where the original runs. The rest says how to put
 * the original back: a Claude Code handler's `command` value text as it was written, or where a
 * Cline hook file's original bytes wait.
 */
export const AdoptionRecordSchema = z.object({
  version: z.literal(1),
  id: z.string(),
  /** Null: every workspace (a hook adopted only to be watched, user-level or project). */
  workspaces: z.array(z.string()).nullable(),
  watch: WatchSpecSchema.optional(),
  /** The inventory id the hook had when it was adopted. */
  hookId: z.string(),
  sourcePath: z.string(),
  adoptedAt: z.string(),
  original: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('settings-handler'),
      event: z.string(),
      /** The exact JSON text of the handler's `command` value before adoption. */
      commandText: z.string(),
      /** The `command` the handler has while adopted (unique: it names this record). */
      adoptedCommand: z.string(),
    }),
    z.object({
      kind: z.literal('hook-file'),
      /** `<hooks folder>/.hookyard-adopted/<name>`: the original, bytes and mode kept. */
      storedPath: z.string(),
    }),
  ]),
});
export type AdoptionRecord = z.infer<typeof AdoptionRecordSchema>;

function adoptionFolder(dataDir: string): string {
  return path.join(dataDir, 'adopted');
}

/** The record (and allowlist) file of an adoption. */
export function adoptionPath(dataDir: string, id: string): string {
  if (!/^[\w-]+$/.test(id)) throw new AppFailure('invalid-request', 'failure.not-an-adoption-id');
  return path.join(adoptionFolder(dataDir), `${id}.json`);
}

/** Where adopted hooks find the shim: a copy in the data dir, so it outlives the app itself. */
export function installedShimPath(dataDir: string): string {
  return path.join(dataDir, 'shims', SHIM_NAME);
}

/** Parses a record's bytes; AppFailure('not-found') for a missing or damaged one. */
export function parseAdoption(bytes: Buffer | null, file: string): AdoptionRecord {
  try {
    return AdoptionRecordSchema.parse(JSON.parse(bytes?.toString('utf8') ?? ''));
  } catch {
    throw new AppFailure('not-found', 'failure.adoption-record-damaged', { file });
  }
}

/** Every readable adoption record, oldest first; damaged ones are skipped. Never throws. */
export async function listAdoptions(dataDir: string): Promise<AdoptionRecord[]> {
  const folder = adoptionFolder(dataDir);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const records = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        try {
          return parseAdoption(await fs.readFile(path.join(folder, name)), name);
        } catch {
          return null;
        }
      }),
  );
  return records
    .filter((record): record is AdoptionRecord => record !== null)
    .sort((a, b) => a.adoptedAt.localeCompare(b.adoptedAt));
}

/** The record's bytes as written: pretty JSON, so a curious user can read their allowlist. */
export function adoptionBytes(record: AdoptionRecord): Buffer {
  return Buffer.from(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
}
