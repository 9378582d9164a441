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
