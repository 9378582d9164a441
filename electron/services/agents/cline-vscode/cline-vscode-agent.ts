import type { Agent } from '../agent';
import { clineRecorded } from '../cline/cline-recorded';
import { clineShims } from '../cline/cline-shims';
import { clineEvidence } from '../cline/cline-evidence';
import { clineAdoption } from '../cline/edits/cline-adoption';
import { clineVscodeApprovals } from './cline-vscode-approvals';
import { CLINE_VSCODE_SURFACE, clineVscodeCapabilities } from './cline-vscode-capabilities';
import { ClineVscodeDialect } from './cline-vscode-dialect';
import { clineVscodeReplay } from './cline-vscode-replay';
import { vscodeRunDialect } from './run/vscode-run-dialect';

/** The Cline VS Code extension: the CLI's folders, its own names, 30 s, no `overrideInput`. */
export function createClineVscodeAgent(): Agent {
  return {
    id: 'cline-vscode',
    capabilities: clineVscodeCapabilities,
    discovery: new ClineVscodeDialect(),
    run: vscodeRunDialect,
    approvals: clineVscodeApprovals,
    replay: clineVscodeReplay,
    answersLog: null,
    recorded: clineRecorded,
    adoption: clineAdoption,
    evidence: clineEvidence(CLINE_VSCODE_SURFACE),
    shims: clineShims,
  };
}
