import path from 'node:path';

import type { ReplayCase, ReplayOutcomeView, SuiteCase } from '../../../shared/schemas/replay';
import type { HookRunner } from '../runner/hook-runner';
import { fillTemplate } from '../runner/sample-payloads';
import { completePlan, type ReplayPlan } from './replay-plan';
import type { ReplayTargets } from './replay-targets';
import { WORKSPACE_PLACEHOLDER } from './suite-file';

/** The expected answer of a case as the "then" side of a comparison. */
function expectedView(entry: SuiteCase): ReplayOutcomeView {
  return {
    verdictKind: entry.expected.verdict,
    reason: entry.expected.reason ?? null,
    exitCode: null,
    stdout: '',
    stderr: '',
    context: entry.expected.context ?? null,
    rewrittenInput: null,
    durationMs: null,
  };
}

/**
 * A suite case as a replay plan in `workspace` (its id: `<suite>#<1-based index>`). Its hooks
 * are the event's whole set (narrowed to the case's `hooks` files), Hookyard's own left out
 * unless `includeOwn`.
 */
export async function planSuiteCase(
  entry: SuiteCase,
  id: string,
  workspace: string,
  deps: { targets: ReplayTargets; runner: HookRunner; includeOwn?: boolean },
): Promise<ReplayPlan> {
  const sources = entry.hooks?.map((source) => path.resolve(workspace, source));
  return completePlan(
    {
      entryId: id,
      agent: entry.agent,
      event: entry.event,
      fallbackTool: null,
      translated: false,
      payload: fillTemplate(entry.payload, { [WORKSPACE_PLACEHOLDER]: workspace }),
      cwd: workspace,
      then: expectedView(entry),
      blocked: null,
    },
    await deps.targets.scopeOf(workspace),
    (scope) => {
      const hooks = deps.targets.hooksFor(scope, {
        agent: entry.agent,
        event: entry.event,
        includeOwn: deps.includeOwn,
      });
      return sources ? hooks.filter((hook) => sources.includes(hook.sourcePath)) : hooks;
    },
    deps,
  );
}

/**
 * Whether a case passes: the verdict is the expected one, and so are the reason and the context
 * when the case names them. Its `differs` lists exactly what failed.
 */
export function judgeSuiteCase(entry: SuiteCase, replayed: ReplayCase): ReplayCase {
  const now = replayed.now;
  const differs: ReplayCase['differs'] = [];
  if (now.verdictKind !== entry.expected.verdict) differs.push('verdict');
  const reasonWrong = entry.expected.reason !== undefined && entry.expected.reason !== now.reason;
  // A wrong reason is a wrong answer: it is reported with the verdict.
  if (reasonWrong && !differs.includes('verdict')) differs.push('verdict');
  if (entry.expected.context !== undefined && entry.expected.context !== now.context)
    differs.push('context');
  return { ...replayed, differs };
}
