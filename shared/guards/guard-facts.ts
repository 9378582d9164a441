import {
  GUARD_FAILURE_MODES,
  type GuardFact,
  type GuardFailureMode,
  type GuardOutcome,
} from '../schemas/agent-guards';

/**
 * An agent's guard facts for every version and every guard event: one outcome per failure mode,
 * and the client version each was checked on with the real client, where one was.
 */
export function guardFactsForAllVersions(
  outcomes: Record<GuardFailureMode, GuardOutcome>,
  checkedOn: Partial<Record<GuardFailureMode, string>> = {},
): GuardFact[] {
  return GUARD_FAILURE_MODES.map((mode) => ({
    mode,
    outcome: outcomes[mode],
    events: null,
    versions: { from: null, until: null },
    checkedOn: checkedOn[mode] ?? null,
  }));
}

/** The same for an agent that goes on whichever way a guard fails, unchecked by a real client. */
export function failsOpenForAllVersions(): GuardFact[] {
  return guardFactsForAllVersions(
    Object.fromEntries(GUARD_FAILURE_MODES.map((mode) => [mode, 'open'])) as Record<
      GuardFailureMode,
      GuardOutcome
    >,
  );
}
