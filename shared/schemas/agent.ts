import { z } from 'zod';

/**
 * The three hook runtimes Hookyard models. The Cline CLI (SDK runtime) and the Cline VS Code
 * extension read different folders and run the same file differently, so they are two dialects.
 */
export const AgentIdSchema = z.enum(['claude-code', 'cline-cli', 'cline-vscode']);
export type AgentId = z.infer<typeof AgentIdSchema>;
export const AGENT_IDS = AgentIdSchema.options;
