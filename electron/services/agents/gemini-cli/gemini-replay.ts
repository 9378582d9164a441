import type { AgentReplay } from '../agent';
import { toolNameReplay } from '../tool-name-replay';

/**
 * Gemini's shell tool: `run_shell_command` with `{command, description?}` (spec §0, captured
 * BeforeTool payload), asked about in `BeforeTool`.
 */
export const geminiReplay: AgentReplay = toolNameReplay('run_shell_command', 'BeforeTool');
