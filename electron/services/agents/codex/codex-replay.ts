import type { AgentReplay } from '../agent';
import { toolNameReplay } from '../tool-name-replay';

/** Codex's shell tool as hooks see it: `Bash` with one `command` (spec §4). */
export const codexReplay: AgentReplay = toolNameReplay('Bash');
