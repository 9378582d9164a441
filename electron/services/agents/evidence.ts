/** The facts a watched run or a recorded event carries, as the shims wrote them down. */
export interface RunFacts {
  /** Environment variables the agent gave the hook (only those `watchFacts.env` names). */
  env: Record<string, unknown>;
  /** The hook's payload, or its top-level facts (only those `watchFacts.payloadKeys` names). */
  payload: Record<string, unknown>;
}

/**
 * What an agent tells about hook runs as evidence (what really happened, not what its
 * configuration says). Optional on `Agent`: an agent without it is not offered "Watch".
 */
export interface AgentEvidence {
  /** What the watch shim keeps from each run: env variable names and top-level payload keys. */
  readonly watchFacts: { env: string[]; payloadKeys: string[] };
  /**
   * The surface the agent ran in (`<agent id>:<surface>`, e.g. `claude-code:print`: named in
   * renderer/features/inventory/evidence-text.ts), read from what the agent passed; null when nothing says.
   */
  surfaceOf(facts: RunFacts): string | null;
  /** How the agent reads a hook's exit: a success, a block (Claude Code's exit 2) or an error. */
  outcomeOf(exitCode: number | null, signal: string | null): 'success' | 'block' | 'error';
}
