import type { HookScope, HookStatus, Note, Reason } from '../../../../shared/schemas/hook';
import type { ClineEventName } from '../../../../shared/agents/cline-events';

/** A hooks folder one Cline runtime reads, and the scope it gives the files there. */
export interface HookFolder {
  path: string;
  scope: Extract<HookScope, 'user' | 'workspace'>;
}

/** What a directory entry is, from readdir alone (a symlink is not followed). */
export type EntryKind = 'file' | 'directory' | 'symlink' | 'other';

/** What a symlink points at (`missing` when following it fails). */
export type LinkTarget = 'file' | 'directory' | 'other' | 'missing';

/** One entry of a hooks folder, known without reading its content. */
export interface FolderEntry {
  /** The name as shown: bytes that are not valid UTF-8 appear as U+FFFD. */
  name: string;
  /** `<folder>/<name>`: the path the runtimes use (only a display path for a non-UTF-8 name). */
  path: string;
  /** Unique in its folder: the name, or for a non-UTF-8 name its bytes with non-ASCII escaped. */
  locator: string;
  kind: EntryKind;
  /** Set for symlinks only. */
  linkTarget: LinkTarget | null;
  nonUtf8: boolean;
}

/** The outcome of reading one hooks folder. Never thrown: a failure is a state with a reason. */
export interface FolderListing {
  state: 'ok' | 'missing' | 'unreadable' | 'invalid';
  reason: Reason | null;
  entries: FolderEntry[];
}

/** One runtime's verdict on one folder entry. */
export interface ClineVerdict {
  status: HookStatus;
  reason: Reason;
  /** The canonical hook name the file serves (or was meant for); null when none. */
  event: ClineEventName | null;
  /** What the runtime would start; null when it never starts anything for this file. */
  argv: string[] | null;
  timeoutSec: number | null;
  notes: Note[];
}

/** A verdict plus what the row shows of the file and the notes a dialect adds. */
export interface JudgedEntry {
  verdict: ClineVerdict;
  /** The head of the file as text; empty when it was not read (ignored files, binaries). */
  raw: string;
}
