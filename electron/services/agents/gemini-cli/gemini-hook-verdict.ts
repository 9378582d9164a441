import type { Note, Reason } from '../../../../shared/schemas/hook';
import { isGeminiEvent } from './gemini-events';
import { geminiHookIdentity } from './gemini-hook-defs';
import type { LoadedLayer } from './gemini-discovery';

export interface GeminiVerdict {
  status: 'active' | 'never-runs' | 'disabled' | 'invalid';
  reason: Reason;
  notes: Note[];
}

const TOOL_EVENTS = new Set(['BeforeTool', 'AfterTool']);

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gemini's verdict on every hook of the loaded layers (spec §1–§3, §7): a skipped system file
 * runs nothing; `hooksConfig.enabled: false` in any layer that sets it switches all off (the
 * highest layer that sets it decides: system, workspace, user); the disabled lists are a union.
 */
export function judgeGeminiHooks(
  layers: readonly LoadedLayer[],
  roots: readonly string[],
  trusted: ReadonlyMap<string, ReadonlySet<string>>,
) {
  const switchOrder = ['system', 'workspace', 'user'] as const;
  const killer = switchOrder
    .flatMap((layer) =>
      layers.filter((l) => l.source.layer === layer && l.settings?.enabled != null),
    )
    .at(0);
  const disabledBy = new Map<string, string>();
  for (const layer of layers) {
    for (const name of layer.settings?.disabled ?? []) {
      if (!disabledBy.has(name)) disabledBy.set(name, layer.source.path);
    }
  }
  const runs = (layer: LoadedLayer) =>
    layer.source.state !== 'skipped' && layer.source.state !== 'switched-off';
  const all = layers.flatMap((l) => (runs(l) ? l.defs : []));
  const sequentialEvents = new Set(all.filter((d) => d.sequential).map((d) => d.event));
  const named = new Map<string, number>();
  for (const def of all) {
    const identity = geminiHookIdentity(def);
    named.set(identity, (named.get(identity) ?? 0) + 1);
  }
  return layers.flatMap((layer) =>
    layer.defs.map((def) => {
      const notes: Note[] = [];
      const verdict = (
        status: GeminiVerdict['status'],
        key: Reason['key'],
        params: Reason['params'] = {},
      ) => ({
        def,
        status,
        reason: { key, params },
        notes,
      });
      if (def.layer === 'workspace') {
        notes.push({ key: 'note.gemini-project-needs-folder-trust', params: {} });
        const root = roots.find((r) => def.sourcePath.startsWith(r));
        const fingerprint = `${def.name ?? ''}:${def.command ?? ''}`;
        if (root && !trusted.get(root)?.has(fingerprint))
          notes.push({ key: 'note.gemini-new-project-hook', params: {} });
      }
      notes.push({
        key: sequentialEvents.has(def.event) ? 'note.gemini-sequential' : 'note.gemini-parallel',
        params: { event: def.event },
      });
      // hooksConfig.disabled switches every hook of a name: the row's switch is not offered.
      const identity = geminiHookIdentity(def);
      if (identity && (named.get(identity) ?? 0) > 1)
        notes.push({ key: 'note.gemini-shared-name', params: { name: identity } });
      if (!isGeminiEvent(def.event))
        return verdict('invalid', 'reason.gemini-unknown-event', { event: def.event });
      if (def.type !== 'command' || !def.command)
        return verdict('invalid', 'reason.gemini-not-a-command');
      // A system file under an insecure folder, a switched-off extension: the layer says why.
      if (!runs(layer) && layer.source.reason)
        return verdict('never-runs', layer.source.reason.key, layer.source.reason.params);
      if (
        def.matcher &&
        TOOL_EVENTS.has(def.event) &&
        def.matcher !== '*' &&
        !compiles(def.matcher)
      ) {
        return verdict('never-runs', 'reason.gemini-invalid-matcher', { matcher: def.matcher });
      }
      if (killer?.settings?.enabled === false)
        return verdict('disabled', 'reason.gemini-all-hooks-off', { file: killer.source.path });
      const listedIn = disabledBy.get(identity);
      if (listedIn)
        return verdict('disabled', 'reason.gemini-disabled-by-name', {
          file: listedIn,
          name: identity,
        });
      return verdict('active', 'reason.gemini-active', { event: def.event });
    }),
  );
}
