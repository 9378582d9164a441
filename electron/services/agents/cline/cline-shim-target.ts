import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';

/**
 * Where Hookyard's shims install for Cline: one hook file in the folders both the CLI and the
 * VS Code extension read, so the two runtimes share one install target.
 */
export const CLINE_SHIM: NonNullable<AgentCapabilities['shim']> = {
  target: 'cline',
  labelKey: 'setup.agent.cline',
  writesHookFiles: true,
  modes: ['command'],
  userFile: 'Documents/Cline/Hooks',
  workspaceFile: '.clinerules/hooks',
  explainKey: 'setup.clineExplain',
  noteKey: null,
};
