import fs from 'node:fs';
import path from 'node:path';

import type { HostPaths } from '../../platform/host-paths';

/** Where the external logs and the recorder's spool are. */
export interface ImportSources {
  /** `<claudeDir>/projects`: one transcript per session, subagents below it. */
  claudeProjectsDir: string;
  /** `$CLINE_HOOKS_LOG_PATH` or `<clineDataDir>/logs/hooks.jsonl`. */
  clineHooksLog: string;
  /** `<dataDir>/spool`: the recorder's files, one per agent. */
  spoolDir: string;
  /** `<CODEX_HOME>/sessions`: Codex rollouts, `YYYY/MM/DD/rollout-*.jsonl` (none when absent). */
  codexSessionsDir?: string;
  /** `~/.gemini/tmp`: Gemini session logs, `<project>/chats/session-*.jsonl` (none when absent). */
  geminiTmpDir?: string;
}

/** Resolves the sources the way the agents do (spec: Claude §5.1, Cline §8). */
export function importSources(
  paths: HostPaths,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): ImportSources {
  return {
    claudeProjectsDir: path.join(paths.claudeDir, 'projects'),
    clineHooksLog:
      env.CLINE_HOOKS_LOG_PATH?.trim() || path.join(paths.clineDataDir, 'logs', 'hooks.jsonl'),
    spoolDir: path.join(dataDir, 'spool'),
    codexSessionsDir: path.join(paths.codexHome, 'sessions'),
    geminiTmpDir: path.join(paths.geminiDir, 'tmp'),
  };
}

// projects/<slug>/<session>.jsonl and projects/<slug>/<session>/subagents/agent-<id>.jsonl.
const MAX_DEPTH = 4;

/**
 * Every JSONL file up to four levels below `projectsDir`, sorted: Claude transcripts
 * (`projects/<slug>/…`), Codex rollouts (`sessions/YYYY/MM/DD/…`), Gemini session logs
 * (`tmp/<project>/chats/…`). Symbolic links are not followed and Claude's `tool-results`
 * folders (hook output dumps, not JSONL) are skipped. A missing folder lists as empty.
 */
export function jsonlFilesBelow(projectsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < MAX_DEPTH && entry.name !== 'tool-results')
        walk(full, depth + 1);
      else if (entry.isFile() && entry.name.endsWith('.jsonl')) found.push(full);
    }
  };
  walk(projectsDir, 1);
  return found.sort();
}

/** The recorder's spool files (`<agent>.jsonl`), sorted. */
export function spoolFiles(spoolDir: string): string[] {
  try {
    return fs
      .readdirSync(spoolDir)
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => path.join(spoolDir, name))
      .sort();
  } catch {
    return [];
  }
}
