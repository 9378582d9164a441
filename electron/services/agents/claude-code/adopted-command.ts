import { adoptionPath, installedShimPath, SHIM_NAME } from '../../editing/adoption-record';
import { shellQuote } from '../../platform/shell-quote';

/**
 * The `command` an adopted handler gets: the shim, its allowlist, then the original command
 * run the way Claude Code runs a command without `args` on POSIX (`bash -c`), so the original
 * stays readable in the user's own settings file.
 */
export function adoptedClaudeCommand(dataDir: string, id: string, original: string): string {
  return [
    'node',
    shellQuote(installedShimPath(dataDir)),
    'claude-code',
    shellQuote(adoptionPath(dataDir, id)),
    'bash -c',
    shellQuote(original),
  ].join(' ');
}

// A shellQuote word: single quotes, each `'` inside written as `'\''`.
const QUOTED = String.raw`'((?:[^']|'\\'')*)'`;
/** adoptedClaudeCommand's shape: the shim, the agent, the record, then `bash -c '<original>'`. */
const ADOPTED = new RegExp(String.raw`^node ${QUOTED} claude-code ${QUOTED} bash -c ${QUOTED}$`);

/**
 * The command the user wrote, for a command Claude Code reports running (its transcripts name
 * the `command` as it is in the settings file): an adopted or watched hook's shim command gives
 * back its original, so the inventory row and History name the hook the user saw. Any other
 * command is itself.
 */
export function commandUserWrote(command: string): string {
  const match = ADOPTED.exec(command);
  if (!match?.[1]?.endsWith(`/${SHIM_NAME}`) || match[3] === undefined) return command;
  return match[3].replace(/'\\''/g, "'");
}
