import path from 'node:path';

import type { Note } from '../../../../shared/schemas/hook';
import { CLINE_EVENTS, type ClineEventName } from '../../../../shared/agents/cline-events';
import type { FileHead } from '../cline/file-head';
import type { ClineVerdict } from '../cline/hook-folder-types';
import { commandName, extensionInterpreter, shebangInterpreter } from './cli-interpreter';

/** Blocking tool hooks are killed after 120 s; detached lifecycle hooks have no timeout. */
const TOOL_HOOK_TIMEOUT_SEC = 120;

/** The facts of one hook file the CLI would run. */
export interface CliFileFacts {
  path: string;
  event: ClineEventName;
  head: FileHead;
}

/** What the CLI's host offers a hook: the OS rules it follows and what is on PATH. */
export interface CliEnvironment {
  platform: NodeJS.Platform;
  which(command: string): string | null;
}

/**
 * The Cline CLI's verdict on one recognised hook file (spec §2.2, §3.1, §4): PreCompact is
 * never wired; otherwise the command is `[...interpreter, path]` (shebang first, then the
 * extension, else bash; the executable bit is irrelevant). An unreadable file or a binary
 * cannot work through an interpreter; an interpreter missing from PATH cannot start.
 */
export function cliFileVerdict(facts: CliFileFacts, environment: CliEnvironment): ClineVerdict {
  const { event, head } = facts;
  if (event === 'PreCompact') {
    const reason = { key: 'reason.cline-precompact-not-wired' as const, params: {} };
    return { status: 'never-runs', reason, event, argv: null, timeoutSec: null, notes: [] };
  }
  const byExtension = extensionInterpreter(facts.path, environment.platform);
  const interpreter =
    head.shebangTokens.length > 0
      ? shebangInterpreter(head.shebangTokens, environment.platform)
      : byExtension;
  const startable = startableInterpreter(interpreter, environment);
  const verdict = {
    event,
    argv: [...(startable ?? interpreter), facts.path],
    timeoutSec: CLINE_EVENTS[event].cliBlocking ? TOOL_HOOK_TIMEOUT_SEC : null,
    notes: interpreterNotes(facts, interpreter, byExtension),
  };
  if (head.readError !== null) {
    return {
      ...verdict,
      status: 'invalid',
      reason: { key: 'reason.unreadable', params: { message: head.readError } },
    };
  }
  if (head.binary) {
    const params = { interpreter: interpreter.join(' ') };
    return { ...verdict, status: 'invalid', reason: { key: 'reason.binary-file', params } };
  }
  if (!startable) {
    const params = { interpreter: interpreter[0] ?? '' };
    return {
      ...verdict,
      status: 'interpreter-missing',
      reason: { key: 'reason.interpreter-missing', params },
    };
  }
  return { ...verdict, status: 'active', reason: { key: 'reason.active', params: { event } } };
}

// On Windows a missing `py` launcher makes the CLI retry once with `python` (spec §3.1).
function startableInterpreter(interpreter: string[], environment: CliEnvironment): string[] | null {
  const [command, flag, ...rest] = interpreter;
  if (command !== undefined && environment.which(command)) return interpreter;
  const pyFallback = environment.platform === 'win32' && command === 'py' && flag === '-3';
  return pyFallback && environment.which('python') ? ['python', ...rest] : null;
}

function interpreterNotes(
  facts: CliFileFacts,
  interpreter: string[],
  byExtension: string[],
): Note[] {
  const { shebang } = facts.head;
  if (shebang === null) return [];
  const notes: Note[] = [];
  const [command = ''] = interpreter;
  const hasExtension = path.posix.extname(facts.path) !== '';
  if (hasExtension && commandName(command) !== commandName(byExtension[0] ?? '')) {
    notes.push({
      key: 'note.shebang-wins',
      params: { shebang, interpreter: interpreter.join(' ') },
    });
  }
  // `env -S node` is not special-cased: the CLI tries to start "-S".
  if (command.startsWith('-'))
    notes.push({ key: 'note.shebang-env-flag', params: { flag: command } });
  return notes;
}
