import {
  type AgentGuards,
  GUARD_FAILURE_MODES,
  type GuardFailureMode,
  type GuardOutcome,
  type GuardSubject,
} from '../schemas/agent-guards';
import type { Handler } from '../schemas/hook';
import { compareVersions, inRange } from './version-order';

/** What the agent does when the guard fails one way; `outcome` null when no fact covers it. */
export interface GuardFailureLine {
  mode: GuardFailureMode;
  outcome: GuardOutcome | null;
  /** The client version the fact was checked on with the real client, if any. */
  checkedOn: string | null;
  /** Closed only because the handler carries the fix. */
  byFix: boolean;
}

/**
 * Where the fix stands for this hook: it is set and read, set but ignored by the installed
 * version, offered, waiting for an upgrade, or not offered because the version is unknown.
 */
export type GuardFixState =
  'applied' | 'ignored-by-version' | 'offered' | 'needs-upgrade' | 'version-unknown';

export interface GuardReport {
  subject: GuardSubject;
  lines: GuardFailureLine[];
  /** Null when the agent has no fix for this event. */
  fix: { state: GuardFixState; field: string; value: string; sinceVersion: string } | null;
}

/**
 * The fail-open report of one hook (issue 15 §3): for each failure mode, what its agent does at
 * `version` (the installed one; null when unknown, then every fact applies), given the handler's
 * `fields` (`onFailure`…). Null when the event cannot block.
 */
export function guardReport(
  guards: AgentGuards | null,
  event: string | null,
  version: string | null,
  fields: Readonly<Record<string, string>>,
): GuardReport | null {
  const subject = event === null ? undefined : guards?.events[event];
  if (!guards || !subject || event === null) return null;
  const fix = guards.fix && !guards.fix.ignoredOn.includes(event) ? guards.fix : null;
  const fixSet = fix !== null && fields[fix.field] === fix.value;
  const versionReadsFix =
    fix !== null && version !== null && compareVersions(version, fix.sinceVersion) >= 0;
  const fixWorks = fixSet && (version === null || versionReadsFix);
  const lines = GUARD_FAILURE_MODES.map((mode): GuardFailureLine => {
    const fact = guards.facts.find(
      (each) =>
        each.mode === mode &&
        (each.events === null || each.events.includes(event)) &&
        (version === null || inRange(version, each.versions)),
    );
    const byFix = fixWorks && fact?.outcome !== 'closed';
    return {
      mode,
      outcome: byFix ? 'closed' : (fact?.outcome ?? null),
      checkedOn: fact?.checkedOn ?? null,
      byFix,
    };
  });
  return {
    subject,
    lines,
    fix: fix && { ...fix, state: fixState(fixSet, version, versionReadsFix) },
  };
}

function fixState(set: boolean, version: string | null, versionReads: boolean): GuardFixState {
  if (set) return version === null || versionReads ? 'applied' : 'ignored-by-version';
  if (version === null) return 'version-unknown';
  return versionReads ? 'offered' : 'needs-upgrade';
}

/** Whether any failure mode lets the agent go on as if the guard had allowed. */
export function failsOpen(report: GuardReport): boolean {
  return report.lines.some((line) => line.outcome === 'open');
}

/** The handler fields a guard fix may set, as `guardReport` reads them. */
export function guardFieldsOf(handler: Handler): Record<string, string> {
  return handler.onFailure === undefined ? {} : { onFailure: handler.onFailure };
}
