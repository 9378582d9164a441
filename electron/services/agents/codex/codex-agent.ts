import type { Agent } from '../agent';
import { codexRolloutsLog } from './codex-rollout-mapper';
import { codexShims } from './codex-shims';
import { codexApprovals } from './codex-approvals';
import { codexCapabilities } from './codex-capabilities';
import { CodexDialect } from './codex-dialect';
import { codexReplay } from './codex-replay';
import { codexTrust } from './codex-trust';
import { codexRunDialect } from './run/codex-run-dialect';
import { codexSwitch } from './codex-hook-switch';

/** Codex CLI: hooks.json / inline [hooks], trusted per hook in Codex, `Bash` in payloads. */
export function createCodexAgent(): Agent {
  return {
    id: 'codex',
    capabilities: codexCapabilities,
    discovery: new CodexDialect(),
    run: codexRunDialect,
    approvals: codexApprovals,
    // Its session log is imported as payloads to replay; recorded-then does not read answers from it yet.
    answersLog: null,
    logs: [codexRolloutsLog],
    // Switched with its own per-hook switch; Hookyard does not create, trash or adopt its hooks yet.
    editing: {
      switch: codexSwitch,
      trash: null,
      create: null,
      adopt: null,
      switchAllOff: null,
      entries: null,
    },
    replay: codexReplay,
    shims: codexShims,
    trust: codexTrust,
  };
}
