import type { AgentReplay } from '../agent';
import { toolNameReplay } from '../tool-name-replay';

/** Claude Code's shell tool: `Bash` with one `command` (several join with ` && `). */
export const claudeCodeReplay: AgentReplay = toolNameReplay('Bash');
