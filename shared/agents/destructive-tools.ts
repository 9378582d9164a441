import type { ConsentText } from '../i18n/consent-text';

/**
 * Which tool calls a replay treats as destructive: replaying their payload asks first, because
 * a hook that acts on the payload (runs the command, touches the file) would do it for real.
 * Deliberately small and readable; a match asks for consent, it never blocks.
 *
 * | tool (Claude Code / Cline CLI / Cline VS Code)        | destructive when                          |
 * |-------------------------------------------------------|-------------------------------------------|
 * | Bash / run_commands / execute_command                 | a command matches DESTRUCTIVE_COMMANDS    |
 * | Write, Edit, MultiEdit, NotebookEdit / write_to_file, | the target path is outside the recorded   |
 * | replace_in_file, editor, apply_patch                  | cwd (or no cwd is known)                  |
 */

/** Tools that run shell commands, in each agent's naming. */
const SHELL_TOOLS: readonly string[] = ['Bash', 'run_commands', 'execute_command'];

/** Tools that write files, in each agent's naming. */
const FILE_WRITE_TOOLS: readonly string[] = [
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
  'write_to_file',
  'replace_in_file',
  'editor',
  'apply_patch',
];

/** Shell commands that destroy data or history, each with the words a consent prompt shows. */
const DESTRUCTIVE_COMMANDS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /(^|[\s;&|(])rm\s+(-\S*\s+)*-\S*[rf]/, what: 'rm -r / rm -f' },
  { pattern: /(^|[\s;&|(])rmdir\s/, what: 'rmdir' },
  {
    pattern: /git\s+push\s+(.*\s)?(--force\b|--force-with-lease\b|-f\b)/,
    what: 'git push --force',
  },
  { pattern: /git\s+reset\s+(.*\s)?--hard\b/, what: 'git reset --hard' },
  { pattern: /git\s+clean\s+(.*\s)?-\S*f/, what: 'git clean -f' },
  { pattern: /git\s+branch\s+(.*\s)?-D\b/, what: 'git branch -D' },
  { pattern: /(^|[\s;&|(])(dd|mkfs(\.\w+)?|shred|wipefs)\s/, what: 'dd / mkfs / shred' },
  { pattern: /find\s.*\s-delete\b/, what: 'find -delete' },
  { pattern: /(^|[\s;&|(])sudo\s/, what: 'sudo' },
  { pattern: /chmod\s+(.*\s)?-R\b|chown\s+(.*\s)?-R\b/, what: 'chmod -R / chown -R' },
  { pattern: />\s*\/dev\/(sd|nvme|disk)/, what: '> /dev/sd* / nvme* / disk*' },
];

/** A tool call reduced to what the table looks at. */
export interface ToolUseFacts {
  tool: string;
  /** The shell commands it runs (shell tools). */
  commands: readonly string[];
  /** The absolute or relative paths it writes (file tools). */
  paths: readonly string[];
}

/** Why replaying this tool call needs consent, as a code and params; null when it does not. */
export function destructiveReason(use: ToolUseFacts, cwd: string | null): ConsentText | null {
  if (SHELL_TOOLS.includes(use.tool)) {
    for (const command of use.commands) {
      const hit = DESTRUCTIVE_COMMANDS.find(({ pattern }) => pattern.test(command));
      if (hit)
        return {
          key: 'consent.destructive-command',
          params: { tool: use.tool, what: hit.what, command: command.slice(0, 200) },
        };
    }
    return null;
  }
  if (FILE_WRITE_TOOLS.includes(use.tool)) {
    const outside = use.paths.find((file) => !insideFolder(file, cwd));
    if (outside !== undefined)
      return { key: 'consent.writes-outside-folder', params: { tool: use.tool, file: outside } };
  }
  return null;
}

// Plain string logic (shared/ has no node:path): POSIX and Windows separators alike.
function insideFolder(file: string, folder: string | null): boolean {
  if (folder === null) return false;
  const absolute = /^([A-Za-z]:)?[\\/]/.test(file);
  if (!absolute) return !file.split(/[\\/]/).includes('..');
  const norm = (value: string) => value.replace(/\\/g, '/').replace(/\/+$/, '');
  const base = norm(folder);
  const target = norm(file);
  return target.startsWith(`${base}/`) && !target.slice(base.length).split('/').includes('..');
}
