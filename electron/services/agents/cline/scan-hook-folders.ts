import type { FileProbe } from '../../platform/file-probe';
import type {
  ClineVerdict,
  FolderEntry,
  FolderListing,
  HookFolder,
  JudgedEntry,
} from './hook-folder-types';
import { listHookFolder } from './hook-folder-listing';
import { mapLimit } from '../../map-limit';

/**
 * The subfolder where Hookyard keeps the Cline hooks it switched off (neither runtime looks into
 * subfolders). It is Hookyard's own, so it is not listed as an ignored entry: its files appear
 * as `disabled` rows instead.
 */
export const CLINE_DISABLED_FOLDER = '.hookyard-disabled';

/**
 * The subfolder where Hookyard keeps the original of a user-level hook file it adopted (the
 * file itself then calls the workspace shim). Hookyard's own, so it is not listed either.
 */
export const CLINE_ADOPTED_FOLDER = '.hookyard-adopted';

/** Files judged at once per pass: bounds open descriptors while heads are read. */
const JUDGE_CONCURRENCY = 32;

export interface ScannedRow {
  folder: HookFolder;
  entry: FolderEntry;
  verdict: ClineVerdict;
  raw: string;
}

export interface FolderScan {
  folders: Array<{ folder: HookFolder; listing: FolderListing }>;
  rows: ScannedRow[];
}

/** Judges one entry of one folder; must not throw (problems are verdicts). */
export type EntryJudge = (entry: FolderEntry, folder: HookFolder) => Promise<JudgedEntry>;

/**
 * Lists every folder (in parallel, through the shared FileProbe) and judges every entry, with
 * a bounded number of judgements in flight. Rows come out in folder order, then readdir order.
 */
export async function scanHookFolders(
  folders: HookFolder[],
  files: FileProbe,
  judge: EntryJudge,
): Promise<FolderScan> {
  const listed = await Promise.all(
    folders.map(async (folder) => ({ folder, listing: await listHookFolder(folder.path, files) })),
  );
  const pairs = listed.flatMap(({ folder, listing }) =>
    listing.entries
      .filter(
        (entry) => entry.name !== CLINE_DISABLED_FOLDER && entry.name !== CLINE_ADOPTED_FOLDER,
      )
      .map((entry) => ({ folder, entry })),
  );
  const rows = await mapLimit(pairs, JUDGE_CONCURRENCY, async ({ folder, entry }) => ({
    folder,
    entry,
    ...(await judge(entry, folder)),
  }));
  return { folders: listed, rows };
}
