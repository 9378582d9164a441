import type { HookEntry, HookSource } from '../../../../shared/schemas/hook';
import { claudeContentHash, claudeHookIds } from './handler-identity';
import type { FoundHandler } from './hook-tree';
import type { LoadedSource } from './loaded-source';
import { type JudgeContext, type Judgement, judgeHandler } from './status-rules';

const AGENT = 'claude-code' as const;

interface JudgedRow {
  id: string;
  source: LoadedSource;
  found: FoundHandler;
  judged: Judgement;
}

/**
 * Turns loaded sources into inventory rows (one per handler, in source order) and source rows
 * (with their hook counts), then marks repeated commands: Claude Code runs an identical command
 * once per event, so every active repeat after the first gets the `deduplicated` note. Hooks of
 * different roots never meet in one session, so each root is compared with the machine-wide
 * hooks and itself only.
 */
export function buildRows(
  sources: LoadedSource[],
  context: JudgeContext,
): { hooks: HookEntry[]; sources: HookSource[] } {
  const rows: JudgedRow[] = sources.flatMap((source) => {
    const ids = claudeHookIds(source.path, source.document.handlers);
    return source.document.handlers.map((found, index) => ({
      id: ids[index] as string,
      source,
      found,
      judged: judgeHandler(source, found, context),
    }));
  });
  markRepeats(rows);
  return {
    hooks: rows.map(toHookEntry),
    sources: sources.map((source) => ({
      agent: AGENT,
      scope: source.scope,
      kind: source.kind,
      path: source.path,
      state: source.document.state,
      reason: source.document.reason,
      hookCount: source.document.handlers.length,
    })),
  };
}

function markRepeats(rows: JudgedRow[]): void {
  const shared = new Set<string>();
  const perRoot = new Map<string, Set<string>>();
  const machineWideFirst = [
    ...rows.filter((row) => row.source.root === null),
    ...rows.filter((row) => row.source.root !== null),
  ];
  for (const row of machineWideFirst) {
    const key = repeatKey(row);
    if (key === null) continue;
    const root = row.source.root;
    const own = root === null ? shared : (perRoot.get(root) ?? new Set<string>());
    if (root !== null) perRoot.set(root, own);
    if (shared.has(key) || own.has(key)) {
      row.judged.notes.push({ key: 'note.deduplicated', params: {} });
    } else {
      own.add(key);
    }
  }
}

function repeatKey({ found, judged }: JudgedRow): string | null {
  const handler = found.handler;
  if (judged.status !== 'active' || handler?.type !== 'command') return null;
  return JSON.stringify([judged.firesOn, handler.command, handler.args ?? null]);
}

function toHookEntry({ id, source, found, judged }: JudgedRow): HookEntry {
  const locator = `${found.event}/${found.groupIndex}/${found.handlerIndex}`;
  return {
    id,
    contentHash: claudeContentHash(found.event, found.matcher ?? null, found.value),
    agent: AGENT,
    scope: source.scope,
    event: found.event,
    sourcePath: source.path,
    position: found.position,
    locator,
    matcher: found.matcher ?? null,
    handler: judged.handler,
    status: judged.status,
    reason: judged.reason,
    notes: judged.notes,
    raw: found.raw,
  };
}
