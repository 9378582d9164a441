import path from 'node:path';

import {
  CLINE_CLI_EXTENSIONS,
  CLINE_CLI_NAMES,
  type ClineEventName,
} from '../../../../shared/agents/cline-events';
import type { ClineVerdict, FolderEntry } from '../cline/hook-folder-types';
import { eventByLowerName, intendedEvent } from '../cline/hook-names';
import { ignoredVerdict } from '../cline/ignored-verdict';

/** Either the CLI skips the entry (with why), or it is a hook file for `event`. */
export type CliClassification =
  { kind: 'ignored'; verdict: ClineVerdict } | { kind: 'hook'; event: ClineEventName };

const EXTENSIONS = new Set<string>(CLINE_CLI_EXTENSIONS);
const CLI_NAMES = new Set<ClineEventName>(CLINE_CLI_NAMES);

/**
 * The CLI's name rules (spec §1.1, §2.2) without touching the file: only regular files;
 * `extname` lower-cased must be supported; the base name without that lower-cased extension,
 * trimmed and lower-cased, must be one of the 10 CLI names. The reasons name the first rule
 * that fails, and `event` says what an ignored file was probably meant for.
 */
export function classifyCliEntry(
  entry: Pick<FolderEntry, 'name' | 'kind' | 'linkTarget'>,
): CliClassification {
  const meant = intendedEvent(entry.name);
  const ignored = (key: ClineVerdict['reason']['key'], params = {}, event = meant) => ({
    kind: 'ignored' as const,
    verdict: ignoredVerdict(key, params, event),
  });
  if (entry.kind === 'directory') return ignored('reason.ignored-subfolder');
  if (entry.kind === 'symlink') {
    return ignored(
      entry.linkTarget === 'missing' ? 'reason.ignored-broken-symlink' : 'reason.ignored-symlink',
    );
  }
  if (entry.kind === 'other') return ignored('reason.ignored-not-regular-file');
  if (entry.name.startsWith('.')) return ignored('reason.ignored-dotfile');

  const written = path.posix.extname(entry.name);
  const extension = written.toLowerCase();
  if (!EXTENSIONS.has(extension)) {
    return ignored('reason.ignored-unsupported-extension', { extension: written });
  }
  const event = eventByLowerName(path.posix.basename(entry.name, extension).trim().toLowerCase());
  if (event && CLI_NAMES.has(event)) return { kind: 'hook', event };
  // Only the extension's case can be off here: basename(name, '.js') keeps `TASKCOMPLETE.JS` whole.
  if (meant && CLI_NAMES.has(meant)) {
    return ignored('reason.ignored-uppercase-extension', { extension: written });
  }
  if (meant) return ignored('reason.ignored-event-not-in-cli', { event: meant });
  return ignored(
    'reason.ignored-unknown-name',
    { name: path.posix.basename(entry.name, written) },
    null,
  );
}
