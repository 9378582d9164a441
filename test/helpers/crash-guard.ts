import path from 'node:path';

import { agentOf } from '../../electron/services/agents/registry';
import { CRASH_COMMANDS } from '../../electron/services/guards/crash-commands';
import { guardReport } from '../../shared/guards/guard-report';
import type { GuardFailureMode, GuardOutcome } from '../../shared/schemas/agent-guards';

/** The file a crash guard leaves in its folder the moment the agent's shell starts it. */
export const GUARD_STARTED = 'guard-started';

/**
 * The drill's stand-in for `mode`, after a line that leaves GUARD_STARTED in `folder`: a guard
 * the agent skipped (untrusted, unmatched) would let the tool run too, so a fail-open check
 * proves first that the guard was started. The stand-in still fails the same way: the marker
 * is the shell starting, not the missing interpreter, and the exit code is the stand-in's.
 */
export function guardCommand(folder: string, mode: GuardFailureMode): string {
  return `touch ${JSON.stringify(path.join(folder, GUARD_STARTED))}; ${CRASH_COMMANDS[mode]}`;
}

interface ModeLine {
  mode: GuardFailureMode;
  outcome: GuardOutcome | null;
  checkedOn: string | null;
}

/**
 * Runs the real client once per mode, all at once (`toolRan` gives each its own HOME), and
 * returns what it did beside what Hookyard's fail-open report says for `event` at `version`:
 * equal when the facts hold and say they were checked on that version.
 */
export async function clientBesideReport(options: {
  agent: string;
  event: string;
  version: string;
  modes: readonly GuardFailureMode[];
  toolRan: (mode: GuardFailureMode) => Promise<boolean>;
}): Promise<{ client: ModeLine[]; report: ModeLine[] }> {
  const { agent, event, version, modes } = options;
  const report = guardReport(agentOf(agent).capabilities.guards, event, version, {});
  const ran = await Promise.all(modes.map((mode) => options.toolRan(mode)));
  const client = modes.map((mode, i) => {
    const line = report?.lines.find((each) => each.mode === mode);
    console.log(
      `${agent} ${version} ${event} ${mode}: tool ran ${ran[i]}; report says ${line?.outcome}`,
    );
    return { mode, outcome: ran[i] ? ('open' as const) : ('closed' as const), checkedOn: version };
  });
  const said = (report?.lines ?? []).filter((line) => modes.includes(line.mode));
  return {
    client,
    report: said.map(({ mode, outcome, checkedOn }) => ({ mode, outcome, checkedOn })),
  };
}
