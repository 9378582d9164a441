import type { Agent } from '../agent';
import { geminiSessionsLog } from './gemini-session-mapper';
import { geminiShims } from './gemini-shims';
import { geminiApprovals } from './gemini-approvals';
import { geminiCapabilities } from './gemini-capabilities';
import { GeminiDialect } from './gemini-dialect';
import { geminiReplay } from './gemini-replay';
import { geminiRunDialect } from './run/gemini-run-dialect';

/** Gemini CLI: settings.json layers and extensions, `hooksConfig.disabled`, `run_shell_command`. */
export function createGeminiAgent(): Agent {
  return {
    id: 'gemini-cli',
    capabilities: geminiCapabilities,
    discovery: new GeminiDialect(),
    run: geminiRunDialect,
    approvals: geminiApprovals,
    // Its session log is imported as payloads to replay; recorded-then does not read answers from it yet.
    answersLog: null,
    logs: [geminiSessionsLog],
    replay: geminiReplay,
    shims: geminiShims,
  };
}
