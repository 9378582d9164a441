import type { HistoryEntryInput, HistoryEntryFilter } from '../../shared/schemas/history';

/**
 * The synthetic audit log of the audit benchmarks: deterministic, one entry every 250 ms (a
 * million entries span 2.9 days, ten million 29 days). Bump GENERATOR_VERSION whenever what it
 * writes changes: cached logs are keyed by it. Version 2: written by bench-log-writer.ts, with ids
 * derived from the entry's number instead of random ones.
 */
export const GENERATOR_VERSION = 2;
export const LOG_START = Date.parse('2026-01-01T00:00:00Z');

const WORDS =
  'alpha beta gamma delta build test lint deploy fix refactor read write file src lib index main config server client hook audit query page npm run git status diff commit push cargo make docker'.split(
    ' ',
  );
export const RARE = ['quetzalcoatl', 'zymurgyxx', 'xylophonia', 'brontosaurix', 'kumquatzz'];

/** A small deterministic PRNG so that every run benchmarks the same data. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pools = {
  agents: ['claude-code', 'cline-cli', 'cline-vscode'] as const,
  events: [
    'PreToolUse',
    'PostToolUse',
    'PreToolUse',
    'PostToolUse',
    'UserPromptSubmit',
    'Stop',
    'SessionStart',
    'Notification',
  ],
  tools: ['Bash', 'Read', 'Edit', 'Write', 'Grep', 'Glob', 'WebFetch'],
  outcomes: [
    'success',
    'success',
    'success',
    'success',
    'success',
    'success',
    'success',
    'error',
    'block',
    'allow',
    'deny',
    'timeout',
  ],
  kinds: ['hook-run', 'hook-run', 'hook-run', 'agent-event', 'decision'] as const,
  sources: ['recorder', 'claude-transcript', 'cline-hooks-jsonl'] as const,
  workspaces: Array.from({ length: 24 }, (_, i) => `/home/dev/src/project-${i}`),
  hooks: Array.from({ length: 40 }, (_, i) => `node .claude/hooks/check-${i}.mjs`),
  sessions: Array.from(
    { length: 4000 },
    (_, i) =>
      `${((i * 2654435761) >>> 0).toString(16).padStart(8, '0')}_${String(i).padStart(6, '0')}`,
  ),
};

export function makeInputs(start: number, count: number, t0: number): HistoryEntryInput[] {
  const rand = prng(start + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const out: HistoryEntryInput[] = [];
  for (let i = start; i < start + count; i++) {
    const event = pick(pools.events);
    const toolEvent = event.endsWith('ToolUse');
    const tool = toolEvent ? pick(pools.tools) : null;
    const sessionId = pools.sessions[Math.floor(i / 250) % pools.sessions.length] as string;
    const workspace = pick(pools.workspaces);
    const words = Array.from({ length: 5 }, () => pick(WORDS));
    if (i % 200_003 === 17) words.push(RARE[((i / 200_003) % RARE.length) | 0] as string);
    const command = words.join(' ');
    out.push({
      ts: new Date(t0 + i * 250).toISOString(),
      kind: pick(pools.kinds),
      source: pick(pools.sources),
      agent: pick(pools.agents),
      workspace,
      sessionId,
      event,
      tool,
      hook: pick(pools.hooks),
      outcome: pick(pools.outcomes),
      durationMs: Math.floor(rand() * rand() * 900),
      payload: {
        session_id: sessionId,
        cwd: workspace,
        hook_event_name: event,
        ...(toolEvent ? { tool_name: tool, tool_input: { command } } : { prompt: command }),
      },
      output: {
        stdout: rand() < 0.15 ? `{"decision":"${pick(['approve', 'block'])}"}` : '',
        stderr: '',
        exitCode: 0,
      },
      meta: {},
    });
  }
  return out;
}

/** The filters a user clicks: single values, pairs, triples, a time range, one session. */
export function querySpecs(rows: number): HistoryEntryFilter[] {
  const rand = prng(99);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const lastDay = new Date(LOG_START + rows * 250 - 86_400_000).toISOString();
  const specs: HistoryEntryFilter[] = [];
  for (let i = 0; i < 4; i++) {
    specs.push(
      { agent: pick(pools.agents) },
      { event: pick(pools.events) },
      { tool: pick(pools.tools) },
      { hook: pick(pools.hooks) },
      { outcome: 'timeout' },
      { sessionId: pick(pools.sessions.slice(0, Math.ceil(rows / 250))) },
      { workspace: pick(pools.workspaces) },
      { kind: 'decision', outcome: 'deny' },
      { agent: pick(pools.agents), event: pick(pools.events) },
      { hook: pick(pools.hooks), outcome: 'error' },
      { event: 'Stop', tool: 'Bash' },
      { agent: 'cline-cli', workspace: pick(pools.workspaces), outcome: 'block' },
      { hook: pick(pools.hooks), from: lastDay },
      { source: 'recorder', event: 'UserPromptSubmit', agent: pick(pools.agents) },
    );
  }
  return specs;
}

/**
 * Filters of the History insights: those the rollups are keyed on (none, one column, a time
 * range not on an hour), or with `unkeyed`, those they are not (two columns, words).
 */
export function statsSpecs(rows: number, unkeyed: boolean): HistoryEntryFilter[] {
  const lastDay = new Date(LOG_START + rows * 250 - 86_400_000 + 1_234_567).toISOString();
  if (unkeyed) {
    return [
      { agent: 'cline-cli', event: 'Stop' },
      { hook: pools.hooks[3] as string, outcome: 'error' },
      { workspace: pools.workspaces[5] as string, from: lastDay },
      { text: 'deploy' },
    ];
  }
  return [
    {},
    { agent: 'claude-code' },
    { event: 'PreToolUse' },
    { tool: 'Bash' },
    { outcome: 'timeout' },
    { hook: pools.hooks[7] as string },
    { workspace: pools.workspaces[2] as string },
    { from: lastDay },
    { hook: pools.hooks[1] as string, from: lastDay },
  ];
}
