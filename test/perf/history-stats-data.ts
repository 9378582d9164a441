import type { HistoryEntryInput } from '../../shared/schemas/history';
import { prng } from './audit-bench-data';

/**
 * A synthetic audit log shaped like a real one, for the History statistics bench. The log of
 * audit-bench-data.ts draws every column independently and uniformly (40 hooks × 3 agents × 6
 * events × 24 workspaces in any mix, four entries a second): the worst case for rollups, since
 * nearly every entry makes a new rollup cell. A real log is correlated: a hook is configured for
 * one agent and event (and a tool matcher), a session runs in one workspace, most runs succeed,
 * a hook's durations cluster, and a year of one busy user or a small team is about ten million
 * entries (one every ~3 s). Bump REALISTIC_VERSION whenever what it writes changes: cached logs
 * are keyed by it. Version 3: written by bench-log-writer.ts (ids derived from the entry's number).
 */
export const REALISTIC_VERSION = 3;
export const REALISTIC_START = Date.parse('2025-01-01T00:00:00Z');
/** Mean milliseconds between entries: ten million entries span a year. */
export const REALISTIC_SPACING_MS = 3_150;

interface Hook {
  command: string;
  agent: 'claude-code' | 'cline-cli';
  event: string;
  tools: readonly (string | null)[];
  medianMs: number;
  weight: number;
}

const TOOLS = ['Bash', 'Bash', 'Bash', 'Read', 'Read', 'Edit', 'Write', 'Grep', 'Glob'];
export const realisticHooks: readonly Hook[] = [
  {
    command: 'node .claude/hooks/guard-bash.mjs',
    agent: 'claude-code',
    event: 'PreToolUse',
    tools: ['Bash'],
    medianMs: 35,
    weight: 8,
  },
  {
    command: 'node .claude/hooks/protect-paths.mjs',
    agent: 'claude-code',
    event: 'PreToolUse',
    tools: ['Edit', 'Write'],
    medianMs: 20,
    weight: 4,
  },
  {
    command: 'npx prettier --write',
    agent: 'claude-code',
    event: 'PostToolUse',
    tools: ['Edit', 'Write'],
    medianMs: 420,
    weight: 4,
  },
  {
    command: 'node .claude/hooks/audit-all.mjs',
    agent: 'claude-code',
    event: 'PreToolUse',
    tools: TOOLS,
    medianMs: 12,
    weight: 10,
  },
  {
    command: 'node .claude/hooks/log-tool.mjs',
    agent: 'claude-code',
    event: 'PostToolUse',
    tools: TOOLS,
    medianMs: 9,
    weight: 10,
  },
  {
    command: 'node .claude/hooks/prompt-guard.mjs',
    agent: 'claude-code',
    event: 'UserPromptSubmit',
    tools: [null],
    medianMs: 60,
    weight: 1,
  },
  {
    command: 'npm test --silent',
    agent: 'claude-code',
    event: 'Stop',
    tools: [null],
    medianMs: 2_500,
    weight: 1,
  },
  {
    command: 'node .claude/hooks/session-env.mjs',
    agent: 'claude-code',
    event: 'SessionStart',
    tools: [null],
    medianMs: 80,
    weight: 0.2,
  },
  {
    command: 'bash .clinerules/hooks/pre-tool.sh',
    agent: 'cline-cli',
    event: 'PreToolUse',
    tools: ['execute_command', 'read_file', 'write_to_file'],
    medianMs: 25,
    weight: 6,
  },
  {
    command: 'bash .clinerules/hooks/post-tool.sh',
    agent: 'cline-cli',
    event: 'PostToolUse',
    tools: ['execute_command', 'read_file', 'write_to_file'],
    medianMs: 18,
    weight: 6,
  },
  {
    command: 'bash .clinerules/hooks/task-complete.sh',
    agent: 'cline-cli',
    event: 'TaskComplete',
    tools: [null],
    medianMs: 900,
    weight: 0.5,
  },
];
const WORKSPACES = Array.from({ length: 14 }, (_, i) => `/home/dev/src/service-${i}`);
const WORDS =
  'build test lint deploy fix refactor read write file src lib index config server client npm run git status diff commit push'.split(
    ' ',
  );

/** Entries [start, start + count) of the realistic log: the same entries every run. */
export function makeRealisticInputs(start: number, count: number): HistoryEntryInput[] {
  const out: HistoryEntryInput[] = [];
  for (let i = start; i < start + count; i++) out.push(realisticEntry(i));
  return out;
}

// Sessions of 600 entries, each of one agent in one workspace (a few workspaces are busier).
function realisticEntry(i: number): HistoryEntryInput {
  const session = Math.floor(i / 600);
  const sessionRand = prng(session * 7 + 3);
  const agent = sessionRand() < 0.75 ? 'claude-code' : 'cline-cli';
  const workspace = WORKSPACES[
    Math.floor(sessionRand() * sessionRand() * WORKSPACES.length)
  ] as string;
  const rand = prng(i + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const hooks = realisticHooks.filter((hook) => hook.agent === agent);
  let roll = rand() * hooks.reduce((sum, hook) => sum + hook.weight, 0);
  const hook = hooks.find((candidate) => (roll -= candidate.weight) < 0) ?? (hooks[0] as Hook);
  const tool = pick(hook.tools);
  const kindRoll = rand();
  const kind = kindRoll < 0.85 ? 'hook-run' : kindRoll < 0.95 ? 'agent-event' : 'decision';
  const outcomeRoll = rand();
  const outcome =
    kind !== 'hook-run'
      ? pick(['allow', 'allow', 'allow', 'deny'])
      : outcomeRoll < 0.94
        ? 'success'
        : outcomeRoll < 0.97
          ? 'error'
          : outcomeRoll < 0.995
            ? 'block'
            : 'timeout';
  // A log-normal spread around the hook's median.
  const spread = Math.exp((rand() + rand() + rand() - 1.5) * 0.9);
  const sessionId = `${session.toString(16).padStart(8, '0')}-realistic`;
  const command = Array.from({ length: 5 }, () => pick(WORDS)).join(' ');
  return {
    ts: new Date(
      REALISTIC_START + Math.floor(i * REALISTIC_SPACING_MS + rand() * 1000),
    ).toISOString(),
    kind,
    source: 'recorder',
    agent,
    workspace,
    sessionId,
    event: hook.event,
    tool,
    hook: kind === 'agent-event' ? null : hook.command,
    outcome,
    durationMs: kind === 'hook-run' ? Math.round(hook.medianMs * spread) : null,
    payload: {
      session_id: sessionId,
      cwd: workspace,
      hook_event_name: hook.event,
      ...(tool ? { tool_name: tool, tool_input: { command } } : { prompt: command }),
    },
    output: { stdout: '', stderr: '', exitCode: outcome === 'error' ? 1 : 0 },
    meta: {},
  };
}
