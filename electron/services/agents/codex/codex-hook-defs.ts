import { CODEX_DEFAULT_TIMEOUT_SEC, codexHookKey, isCodexEvent } from './codex-events';

/** One handler as written in hooks.json or an inline `[[hooks.<Event>.hooks]]` table. */
export interface CodexHookDef {
  key: string;
  sourcePath: string;
  form: 'hooks.json' | 'config.toml';
  event: string;
  group: number;
  handler: number;
  matcher: string | null;
  /** `command`, or another handler type Codex names (mcpTool, prompt, agent). */
  type: string;
  command: string | null;
  timeoutSec: number;
  /** Problems that make Codex drop the handler (unknown event, no command). */
  problem: string | null;
  raw: string;
}

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lists every handler of a `hooks` object (the same shape in both forms: event → groups with
 * `matcher` and `hooks`). Keys follow Codex: group and handler indexes count within the event,
 * so the same hook keeps its key while other events change. Never throws.
 */
export function listCodexHookDefs(
  hooks: unknown,
  sourcePath: string,
  form: CodexHookDef['form'],
): CodexHookDef[] {
  if (!isTable(hooks)) return [];
  const defs: CodexHookDef[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group: unknown, g) => {
      if (!isTable(group) || !Array.isArray(group['hooks'])) return;
      const matcher = typeof group['matcher'] === 'string' ? group['matcher'] : null;
      group['hooks'].forEach((handler: unknown, h) => {
        const entry = isTable(handler) ? handler : {};
        const type = typeof entry['type'] === 'string' ? entry['type'] : 'command';
        const command = typeof entry['command'] === 'string' ? entry['command'] : null;
        const timeout = entry['timeout'] ?? entry['timeoutSec'];
        defs.push({
          key: codexHookKey(sourcePath, event, g, h),
          sourcePath,
          form,
          event,
          group: g,
          handler: h,
          matcher,
          type,
          command,
          timeoutSec:
            typeof timeout === 'number' && timeout > 0 ? timeout : CODEX_DEFAULT_TIMEOUT_SEC,
          problem: !isCodexEvent(event)
            ? `unknown event ${event}`
            : type === 'command' && !command
              ? 'a command hook without a command'
              : null,
          raw: JSON.stringify({ matcher, ...entry }),
        });
      });
    });
  }
  return defs;
}

/**
 * What in a hooks.json `hooks` value Codex cannot read, or null. Codex reads the file whole into
 * its types (serde), so one event that is not a list, one group or hook that is not an object,
 * or a group's `hooks` that is not a list fails the whole file: none of its hooks runs, and Codex
 * warns "failed to parse hooks config" (checked with the real codex 0.169.0). A group without
 * `hooks` is read as empty.
 */
export function codexHooksShapeProblem(hooks: unknown): string | null {
  if (hooks === undefined) return null;
  if (!isTable(hooks)) return '"hooks" is not an object';
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) return `"${event}" is not a list`;
    for (const [g, group] of groups.entries()) {
      if (!isTable(group)) return `group ${g} of "${event}" is not an object`;
      const handlers = group['hooks'];
      if (handlers === undefined) continue;
      if (!Array.isArray(handlers)) return `"hooks" of group ${g} of "${event}" is not a list`;
      const h = handlers.findIndex((handler) => !isTable(handler));
      if (h >= 0) return `hook ${h} of group ${g} of "${event}" is not an object`;
    }
  }
  return null;
}
