import path from 'node:path';

import type { CommandHandler } from './handler-validation';

/** What a command hook needs from the machine to start. */
export interface PlanEnv {
  platform: NodeJS.Platform;
  which(command: string): string | null;
  /** `${CLAUDE_PROJECT_DIR}`: the workspace root, when the hook is seen from one. */
  projectDir: string | null;
  /** `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PLUGIN_DATA}`, for plugin hooks. */
  pluginRoot: string | null;
  pluginData: string | null;
}

export interface CommandPlan {
  /** The argv Claude Code would start. */
  argv: string[];
  /** The program that must exist: the shell, or the exec-form command. */
  interpreter: string;
  /** True when that program is known to be missing (unknown placeholders are not judged). */
  missing: boolean;
}

/**
 * How Claude Code starts a command hook (spec §1.4): without `args` through bash on POSIX (or
 * PowerShell when `shell` is `powershell`, and on Windows without Git Bash), with `args` directly
 * (exec form) after substituting `${CLAUDE_PROJECT_DIR}`, `${CLAUDE_PLUGIN_ROOT}` and
 * `${CLAUDE_PLUGIN_DATA}` in each element. Never throws.
 */
export function planCommand(handler: CommandHandler, env: PlanEnv): CommandPlan {
  if (handler.args === undefined) {
    const shell = shellFor(handler, env);
    const argv =
      shell === 'bash'
        ? [shell, '-c', handler.command]
        : [shell, '-NoProfile', '-Command', handler.command];
    return { argv, interpreter: shell, missing: env.which(shell) === null };
  }
  const command = substitute(handler.command, env);
  const argv = [command, ...handler.args.map((arg) => substitute(arg, env))];
  return { argv, interpreter: command, missing: isMissing(command, env) };
}

function shellFor(handler: CommandHandler, env: PlanEnv): string {
  if (handler.shell === 'powershell') return powershell(env);
  if (env.platform === 'win32' && env.which('bash') === null) return powershell(env);
  return 'bash';
}

function powershell(env: PlanEnv): string {
  return env.platform === 'win32' && env.which('pwsh') === null ? 'powershell' : 'pwsh';
}

function substitute(text: string, env: PlanEnv): string {
  const values: Record<string, string | null> = {
    CLAUDE_PROJECT_DIR: env.projectDir,
    CLAUDE_PLUGIN_ROOT: env.pluginRoot,
    CLAUDE_PLUGIN_DATA: env.pluginData,
  };
  return text.replace(
    /\$\{(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

function isMissing(command: string, env: PlanEnv): boolean {
  // A placeholder Hookyard cannot fill (no project seen from a user-level target) is not judged.
  if (command === '') return true;
  if (/\$\{CLAUDE_[A-Z_]+\}/.test(command)) return false;
  const hasSeparator =
    command.includes('/') || (env.platform === 'win32' && command.includes('\\'));
  if (!hasSeparator) return env.which(command) === null;
  if (path.isAbsolute(command)) return env.which(command) === null;
  return env.projectDir === null
    ? false
    : env.which(path.resolve(env.projectDir, command)) === null;
}
