import type { HookEntry } from '../../../shared/schemas/hook';
import type { ClaudeHandlerDef, HookRunSpec } from './hook-spec';
import { agentOf } from '../agents/registry';

function parseHandler(raw: string): ClaudeHandlerDef | null {
  try {
    const value = JSON.parse(raw) as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { type?: unknown }).type === 'string'
    ) {
      return value as ClaudeHandlerDef;
    }
  } catch {
    // `raw` may be capped or not JSON: fall back to the inventory's argv.
  }
  return null;
}

/**
 * The spec to run an inventory row: Cline, Codex and Gemini rows run their `handler.argv` with the
 * row's timeout (and Gemini's `env`); Claude Code rows run the handler definition kept in `raw`
 * (the JSON entry as written), else their argv in exec form.
 * `workspaceRoot` is the workspace the run is for (CLAUDE_PROJECT_DIR, Cline's cwd); `plugin` is
 * set for Claude Code plugin hooks. Returns null for a row without an event.
 */
export function specFromHookEntry(
  entry: HookEntry,
  workspaceRoot: string | null,
  plugin: HookRunSpec['plugin'] = null,
): HookRunSpec | null {
  if (entry.event === null) return null;
  const base: HookRunSpec = {
    id: entry.id,
    label: entry.handler.summary,
    agent: entry.agent,
    event: entry.event,
    scope: entry.scope,
    sourcePath: entry.sourcePath,
    workspaceRoot,
    matcher: entry.matcher,
    argv: entry.handler.argv,
    ...(entry.handler.sequential ? { sequential: true } : {}),
    // Milliseconds as the agent wrote them (Gemini's 1500 is 1.5 s in the row, 1500 here again).
    ...(entry.handler.timeoutSec !== null
      ? { timeoutMs: Math.round(entry.handler.timeoutSec * 1000) }
      : {}),
    ...(entry.handler.env ? { env: entry.handler.env } : {}),
  };
  // Only a settings entry has a handler object to run (a hook file runs as it is).
  if (!agentOf(entry.agent).capabilities.editsEntries) return base;
  const handler = parseHandler(entry.raw);
  return handler ? { ...base, handler, plugin } : { ...base, plugin };
}
