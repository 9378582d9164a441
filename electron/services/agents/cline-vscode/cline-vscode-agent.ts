import type { Agent } from '../agent';
import { clineRecorded } from '../cline/cline-recorded';
import { clineShims } from '../cline/cline-shims';
import { clineEvidence } from '../cline/cline-evidence';
import { clineEditing } from '../cline/edits/cline-editing';
import { clineVscodeApprovals } from './cline-vscode-approvals';
import { CLINE_VSCODE_SURFACE, clineVscodeCapabilities } from './cline-vscode-capabilities';
import { ClineVscodeDialect } from './cline-vscode-dialect';
import { clineVscodeReplay } from './cline-vscode-replay';
import { vscodeRunDialect } from './run/vscode-run-dialect';
import { vscodeHookFolders } from './vscode-hook-folders';

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
    editing: clineEditing(vscodeHookFolders),
    evidence: clineEvidence(CLINE_VSCODE_SURFACE),
    shims: clineShims,
  };
}
