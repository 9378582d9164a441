import type { Agent } from '../agent';
import { clineHooksLog, clineRecorded } from '../cline/cline-recorded';
import { clineShims } from '../cline/cline-shims';
import { clineEvidence } from '../cline/cline-evidence';
import { clineAdoption } from '../cline/edits/cline-adoption';
import { clineCliApprovals } from './cline-cli-approvals';
import { CLINE_CLI_SURFACE, clineCliCapabilities } from './cline-cli-capabilities';
import { ClineCliDialect } from './cline-cli-dialect';
import { clineCliReplay } from './cline-cli-replay';
import { clineCliRunDialect } from './run/cline-cli-run-dialect';

/** The Cline CLI (SDK runtime): hook files named for events, SDK payloads, `tool_call`. */
export function createClineCliAgent(): Agent {
  return {
    id: 'cline-cli',
    capabilities: clineCliCapabilities,
    discovery: new ClineCliDialect(),
    run: clineCliRunDialect,
    approvals: clineCliApprovals,
    replay: clineCliReplay,
    answersLog: null,
    logs: [clineHooksLog],
    recorded: clineRecorded,
    adoption: clineAdoption,
    evidence: clineEvidence(CLINE_CLI_SURFACE),
    shims: clineShims,
  };
}
