import { z } from 'zod';

import { AGENT_IDS } from './enum-values';

/**
 * The three hook runtimes Hookyard models. The Cline CLI (SDK runtime) and the Cline VS Code
 * extension read different folders and run the same file differently, so they are two dialects.
 */
export const AgentIdSchema = z.enum(AGENT_IDS);
export type AgentId = z.infer<typeof AgentIdSchema>;
export { AGENT_IDS };
