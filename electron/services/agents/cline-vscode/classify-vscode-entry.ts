import {
  CLINE_EVENT_NAMES,
  CLINE_EVENTS,
  type ClineEventName,
} from '../../../../shared/agents/cline-events';
import type { ClineVerdict, FolderEntry } from '../cline/hook-folder-types';
import { intendedEvent } from '../cline/hook-names';
import { ignoredVerdict } from '../cline/ignored-verdict';

/** Either the extension never looks at the entry (with why), or it is the hook file for `event`. */
export type VscodeClassification =
  { kind: 'ignored'; verdict: ClineVerdict } | { kind: 'hook'; event: ClineEventName };

const VSCODE_EVENTS = CLINE_EVENT_NAMES.filter((name) => CLINE_EVENTS[name].vscodeKnown);
const EXACT_NAMES = new Map<string, ClineEventName>(VSCODE_EVENTS.map((event) => [event, event]));
const FOLDED_NAMES = new Map<string, ClineEventName>(
  VSCODE_EVENTS.map((event) => [event.toLowerCase(), event]),
);
const WINDOWS_NAMES = new Map<string, ClineEventName>(
  VSCODE_EVENTS.map((event) => [`${event}.ps1`.toLowerCase(), event]),
);

/** The one file name the extension looks up for an event: `<Name>`, or `<Name>.ps1` on Windows. */
export function vscodeFileName(event: ClineEventName, platform: NodeJS.Platform): string {
  return platform === 'win32' ? `${event}.ps1` : event;
}

/**
 * The extension's lookup (spec §1.4, §2.2): for each of its 9 names it `stat`s exactly
 * `<dir>/<Name>` (`.ps1` on Windows), following symlinks, and needs a regular file. The
 * comparison is the file system's: exact on Linux, case-insensitive on the default macOS and
 * Windows volumes. No I/O here: the executable bit is checked by the caller.
 */
export function classifyVscodeEntry(
  entry: Pick<FolderEntry, 'name' | 'kind' | 'linkTarget'>,
  platform: NodeJS.Platform,
): VscodeClassification {
  const meant = intendedEvent(entry.name);
  const ignored = (
    key: ClineVerdict['reason']['key'],
    params = {},
    notes: ClineVerdict['notes'] = [],
  ) => ({
    kind: 'ignored' as const,
    verdict: ignoredVerdict(key, params, meant, notes),
  });
  if (entry.kind === 'directory') return ignored('reason.ignored-subfolder');
  if (entry.name.startsWith('.')) return ignored('reason.ignored-dotfile');
  const event = exactEvent(entry.name, platform);
  if (!event) {
    if (!meant) return ignored('reason.ignored-unknown-name', { name: entry.name });
    if (!CLINE_EVENTS[meant].vscodeKnown) {
      return ignored('reason.cline-event-not-in-vscode', { event: meant });
    }
    const expected = vscodeFileName(meant, platform);
    const notes =
      platform === 'win32' && entry.name.toLowerCase() === meant.toLowerCase()
        ? [{ key: 'note.windows-ps1-only' as const, params: { name: meant } }]
        : [];
    return ignored('reason.ignored-name-not-exact', { expected }, notes);
  }
  const target = entry.kind === 'symlink' ? entry.linkTarget : entry.kind;
  if (target === 'missing') return ignored('reason.ignored-broken-symlink');
  if (target === 'directory') return ignored('reason.ignored-subfolder');
  if (target !== 'file') return ignored('reason.ignored-not-regular-file');
  return { kind: 'hook', event };
}

// Default macOS and Windows volumes are case-insensitive, so `stat` finds any casing there.
function exactEvent(name: string, platform: NodeJS.Platform): ClineEventName | null {
  if (platform === 'win32') return WINDOWS_NAMES.get(name.toLowerCase()) ?? null;
  if (platform === 'darwin') return FOLDED_NAMES.get(name.toLowerCase()) ?? null;
  return EXACT_NAMES.get(name) ?? null;
}
