import os from 'node:os';
import path from 'node:path';

/**
 * The machine facts discovery depends on, resolved once and passed in, so that tests can point
 * every dialect at a temporary HOME.
 */
export interface HostPaths {
  home: string;
  platform: NodeJS.Platform;
  /** `<home>/Documents`: the Cline CLI uses it on every OS, without XDG or Known-Folder lookups. */
  documentsDir: string;
  /** `$CLINE_DIR` or `<home>/.cline`. */
  clineDir: string;
  /** `$CLINE_DATA_DIR` or `<clineDir>/data` (globalState.json, sessions, logs/hooks.jsonl). */
  clineDataDir: string;
  /** `$CLAUDE_CONFIG_DIR` or `<home>/.claude`. */
  claudeDir: string;
  /** `<home>/.claude.json`, Claude Code's global state (project list, trust). */
  claudeStateFile: string;
  /** The OS's managed policy settings file of Claude Code. */
  claudeManagedSettings: string;
  /** `$CODEX_HOME` or `<home>/.codex`: Codex CLI's config.toml, hooks.json and sessions. */
  codexHome: string;
  /** `<home>/.gemini`: Gemini CLI's user settings, extensions, trusted hooks and session logs. */
  geminiDir: string;
  /** `$GEMINI_CLI_SYSTEM_SETTINGS_PATH` or the OS's system settings file of Gemini CLI. */
  geminiSystemSettings: string;
  /** `PATH` as hooks would see it. */
  pathEnv: string;
}

const GEMINI_SYSTEM_SETTINGS: Partial<Record<NodeJS.Platform, string>> = {
  darwin: '/Library/Application Support/GeminiCli/settings.json',
  win32: 'C:\\ProgramData\\gemini-cli\\settings.json',
};

const MANAGED_SETTINGS: Partial<Record<NodeJS.Platform, string>> = {
  darwin: '/Library/Application Support/ClaudeCode/managed-settings.json',
  win32: 'C:\\Program Files\\ClaudeCode\\managed-settings.json',
};

/** Resolves HostPaths from an environment, the way the agents do. */
export function resolveHostPaths(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  overrides: Partial<HostPaths> = {},
): HostPaths {
  const home = overrides.home ?? homeFrom(env);
  const claudeDir = overrides.claudeDir ?? env.CLAUDE_CONFIG_DIR ?? path.join(home, '.claude');
  const clineDir = overrides.clineDir ?? (env.CLINE_DIR || path.join(home, '.cline'));
  return {
    home,
    platform,
    documentsDir: path.join(home, 'Documents'),
    clineDir,
    clineDataDir: env.CLINE_DATA_DIR || path.join(clineDir, 'data'),
    claudeDir,
    claudeStateFile: path.join(home, '.claude.json'),
    claudeManagedSettings: MANAGED_SETTINGS[platform] ?? '/etc/claude-code/managed-settings.json',
    codexHome: env.CODEX_HOME || path.join(home, '.codex'),
    geminiDir: path.join(home, '.gemini'),
    geminiSystemSettings:
      env.GEMINI_CLI_SYSTEM_SETTINGS_PATH ||
      (GEMINI_SYSTEM_SETTINGS[platform] ?? '/etc/gemini-cli/settings.json'),
    pathEnv: env.PATH ?? '',
    ...overrides,
  };
}

// The Cline SDK's order: HOME unless empty or "~", then USERPROFILE, then os.homedir().
function homeFrom(env: NodeJS.ProcessEnv): string {
  if (env.HOME && env.HOME !== '~') return env.HOME;
  if (env.USERPROFILE) return env.USERPROFILE;
  return os.homedir();
}
