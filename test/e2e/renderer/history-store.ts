import fs from 'node:fs/promises';
import path from 'node:path';

import { derivedAuditId } from '../../../electron/services/history/history-id';
import { auditFileName } from '../../../electron/services/history/history-log';
import type { HistoryAgent, HistoryEntry } from '../../../shared/schemas/history';
import type { TempHome } from '../../helpers/temp-home';

/** The one word only the generated store's RARE_INDEX-th entry carries in its payload. */
export const RARE_WORD = 'zanzibarquokka';
const RARE_INDEX = 41_234;

const SESSION_SIZE = 40;
const AGENTS: readonly HistoryAgent[] = ['claude-code', 'cline-cli', 'cline-vscode'];

const agentOf = (index: number): HistoryAgent => AGENTS[index % AGENTS.length] as HistoryAgent;
const sessionOf = (index: number): number => Math.floor(index / SESSION_SIZE);

/** How many entries the rare entry's session has for its agent (a session is per agent). */
export const RARE_SESSION_ENTRIES = Array.from(
  { length: SESSION_SIZE },
  (_, offset) => sessionOf(RARE_INDEX) * SESSION_SIZE + offset,
).filter((index) => agentOf(index) === agentOf(RARE_INDEX)).length;
const OUTCOMES = ['success', 'success', 'success', 'block', 'error', 'allow'];
const EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop'];
const TOOLS = ['Bash', 'Read', 'Write', 'Edit'];

function entryAt(index: number, timeMs: number, workspace: string): HistoryEntry {
  const agent = agentOf(index);
  const command = index === RARE_INDEX ? `echo ${RARE_WORD}` : `ls build/${index % 97}`;
  return {
    id: derivedAuditId(timeMs, `history-e2e-${index}`),
    ts: new Date(timeMs).toISOString(),
    kind: 'hook-run',
    source: agent === 'claude-code' ? 'claude-transcript' : 'cline-hooks-jsonl',
    agent,
    workspace,
    sessionId: `session-${sessionOf(index)}`,
    event: EVENTS[index % EVENTS.length] as string,
    tool: TOOLS[index % TOOLS.length] as string,
    hook: `${workspace}/.hooks/guard-${index % 7}.sh`,
    outcome: OUTCOMES[index % OUTCOMES.length] as string,
    durationMs: 5 + (index % 400),
    payload: { tool_name: 'Bash', tool_input: { command }, session_id: `session-${index}` },
    output: { stdout: index % 5 === 0 ? '{"decision":"approve"}' : '', stderr: '', exitCode: 0 },
    meta: {},
  };
}

/** Bump whenever what writeAuditLog writes changes: the first-page benchmark keys its stores by it. */
export const AUDIT_LOG_GENERATOR_VERSION = 1;

/** A HOME setup for openUi: `count` entries (writeAuditLog) of the workspace `~/code/shop`. */
export const shopAuditLog = (count: number) => (temp: TempHome) =>
  writeAuditLog(temp.dataDir, count, `${temp.home}/code/shop`);

/**
 * Writes `count` entries, one every two seconds up to now, straight into the store's log as
 * `hookyard serve` would find them after a crash before indexing: the service indexes them when
 * it opens.
 */
export async function writeAuditLog(
  dataDir: string,
  count: number,
  workspace: string,
): Promise<void> {
  const dir = path.join(dataDir, 'audit');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const now = Date.now() - 60_000;
  const day = new Date(now).toISOString().slice(0, 10);
  // In batches: a million lines joined at once would pass V8's largest string.
  const file = await fs.open(path.join(dir, auditFileName(day, 1)), 'w');
  try {
    for (let start = 0; start < count; start += 50_000) {
      const lines: string[] = [];
      for (let index = start; index < Math.min(count, start + 50_000); index += 1) {
        lines.push(JSON.stringify(entryAt(index, now - (count - index) * 2_000, workspace)));
      }
      await file.write(`${lines.join('\n')}\n`);
    }
  } finally {
    await file.close();
  }
}
