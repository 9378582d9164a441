import os from 'node:os';

import { versionIn } from '../../../shared/guards/version-order';
import type { InstalledVersion } from '../../../shared/schemas/agent-versions';
import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import { runProcess } from '../runner/run-process';

/** `claude --version` starts a whole Node CLI: a few seconds on a loaded machine, never more. */
const VERSION_TIMEOUT_MS = 15_000;

/**
 * Asks the agent's command for its version (`<binary> --version`, found on the PATH of `env`).
 * Never throws: a missing command is `not-found`, an answer without a version `unreadable`.
 */
export async function readInstalledVersion(
  agent: AgentCapabilities,
  env: Readonly<Record<string, string>>,
): Promise<InstalledVersion> {
  const base = { agent: agent.agent, binary: agent.binary, readAt: new Date().toISOString() };
  if (agent.binary === null) return { ...base, state: 'no-command', version: null };
  const run = await runProcess({
    argv: [agent.binary, '--version'],
    cwd: os.tmpdir(),
    env,
    stdin: '',
    timeoutMs: VERSION_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    killGraceMs: 0,
    closeGraceMs: 500,
    capBytes: 64 * 1024,
  });
  if (run.spawnError?.code === 'ENOENT') return { ...base, state: 'not-found', version: null };
  const version = run.exitCode === 0 ? versionIn(run.stdout.text) : null;
  return { ...base, state: version ? 'found' : 'unreadable', version };
}
