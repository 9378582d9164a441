import fs from 'node:fs';
import path from 'node:path';

import type { HistoryDecision } from '../../../../../shared/schemas/history-why';
import { compileIfCondition } from '../if-condition';
import { parseJson } from '../json-tree';
import { obj, str } from '../../../history/ingest/line-mapper';
import { rootSettingsFiles } from '../settings-sources';

/** A permission rule found in a settings file: its text, the file and its 1-based line. */
export interface FoundRule {
  rule: string;
  file: string;
  line: number;
}

// The settings layers Claude Code names in `permissionDecision.ruleSource` (2.1.328, seen with
// the real client: `projectSettings` for a rule in <project>/.claude/settings.json), in the order
// Claude Code reads them when it names none. `policySettings`, `cliArg`, `session`: no file here.
const LAYERS = ['localSettings', 'projectSettings', 'userSettings'] as const;
// Which rule list decides each verdict: a deny or an ask rule rejects, an allow rule accepts.
const LISTS: Record<string, readonly string[]> = {
  reject: ['deny', 'ask'],
  accept: ['allow'],
};

/** The settings file of a layer, from the transcript's path and the session's cwd. */
function layerFile(layer: string, transcript: string, cwd: string | null): string | null {
  if (layer === 'userSettings') {
    // <claude dir>/projects/<slug>/<session>.jsonl (or …/subagents/agent-<id>.jsonl).
    const at = transcript.lastIndexOf(`${path.sep}projects${path.sep}`);
    return at === -1 ? null : path.join(transcript.slice(0, at), 'settings.json');
  }
  if (cwd === null) return null;
  const files = rootSettingsFiles(cwd);
  if (layer === 'projectSettings') return files.project;
  return layer === 'localSettings' ? files.local : null;
}

/**
 * The first rule of a settings file's `permissions.<list>` that selects the tool call, with its
 * line; null when the file is unreadable or no rule there matches (the file changed since).
 * Matching reads rules as Claude Code's permission-rule syntax (if-condition.ts).
 */
function ruleIn(
  file: string,
  lists: readonly string[],
  tool: string,
  input: unknown,
): FoundRule | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const parsed = parseJson(text);
  const { access } = parsed;
  const permissions = access.entries(parsed.root).find(([key]) => key === 'permissions')?.[1];
  for (const list of lists) {
    const rules = access.entries(permissions).find(([key]) => key === list)?.[1];
    for (const node of access.items(rules)) {
      const rule = access.value(node);
      if (typeof rule !== 'string' || !compileIfCondition(rule).test(tool, input)) continue;
      return { rule, file, line: access.position(node)?.line ?? 1 };
    }
  }
  return null;
}

/**
 * The permission rule behind a `permissionDecision` of `source: "config"`, as far as the
 * transcript and the settings files tell: Claude Code writes the layer (`ruleSource`) but not the
 * rule, so Hookyard reads that layer's file at import time and names the first rule of the
 * deciding list that selects the call, with its line. Without a `ruleSource` (an allow of a
 * compound command, `reasonType: "subcommandResults"`), every layer is searched in Claude Code's
 * order. What the transcript did say is kept even when no rule is found.
 */
export function ruleDecision(
  decision: Record<string, unknown>,
  call: { tool: string | null; input: unknown },
  where: { transcript: string; cwd: string | null },
): HistoryDecision {
  const verdict = str(decision.decision);
  const layer = str(decision.ruleSource);
  const lists = LISTS[verdict ?? ''] ?? [];
  const layers = layer === null ? LAYERS : [layer];
  let found: FoundRule | null = null;
  for (const each of layers) {
    const file = layerFile(each, where.transcript, where.cwd);
    if (file && call.tool) found = ruleIn(file, lists, call.tool, obj(call.input) ?? call.input);
    if (found) return { by: 'rule', verdict: verdictOf(verdict), layer: each, ...found };
  }
  return { by: 'rule', verdict: verdictOf(verdict), layer, rule: null, file: null, line: null };
}

/** Claude Code's `accept` / `reject` as History's verdict words. */
export function verdictOf(decision: string | null): string | null {
  if (decision === 'accept') return 'allow';
  return decision === 'reject' ? 'deny' : decision;
}
