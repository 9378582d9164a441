import type { AgentId } from '../../../shared/schemas/agent';
import type { HookScope } from '../../../shared/schemas/hook';
import type { ProcessRun } from './process-pool';
import type { StreamName } from './run-process';

/** A Claude Code handler as written in a settings file (spec §1.4); unknown fields are ignored. */
export interface ClaudeHandlerDef {
  type: 'command' | 'http' | 'prompt' | 'agent' | 'mcp_tool' | string;
  command?: string;
  args?: string[];
  shell?: 'bash' | 'powershell';
  url?: string;
  headers?: Record<string, string>;
  allowedEnvVars?: string[];
  /** Seconds. */
  timeout?: number;
  async?: boolean;
  asyncRewake?: boolean;
  onFailure?: 'continue' | 'block';
  if?: string;
  statusMessage?: string;
  prompt?: string;
  model?: string;
  server?: string;
  tool?: string;
}

/**
 * One hook to run, as the inventory describes it. Cline hooks carry the `argv` the agent would
 * start (HookEntry.handler.argv); Claude Code hooks carry their handler definition.
 */
export interface HookRunSpec {
  id: string;
  /** Shown in outcomes; defaults to the command, URL or file. */
  label?: string;
  agent: AgentId;
  /** The event as the user writes it (Claude Code key, Cline file base name). */
  event: string;
  scope: HookScope;
  sourcePath: string;
  /** The workspace the hook belongs to or runs for (CLAUDE_PROJECT_DIR, Cline's cwd). */
  workspaceRoot: string | null;
  /** Claude Code group matcher; null or absent matches everything. */
  matcher?: string | null;
  argv?: readonly string[] | null;
  handler?: ClaudeHandlerDef;
  /** Gemini CLI: its group is `sequential` (the event's hooks then run one after another). */
  sequential?: boolean;
  /**
   * The hook's own timeout as its inventory row read it (HookEntry.handler.timeoutSec, in ms):
   * what Codex and Gemini run by, whose rows carry no handler definition. Absent: the agent's
   * default.
   */
  timeoutMs?: number;
  /** Gemini CLI: the hook's own `env` (HookEntry.handler.env), set over the agent's environment. */
  env?: Readonly<Record<string, string>>;
  /** Claude Code plugin hooks: CLAUDE_PLUGIN_ROOT and CLAUDE_PLUGIN_DATA. */
  plugin?: { root: string; data: string } | null;
}

/** A piece of live output, for the UI to stream. */
export interface OutputChunk {
  hookId: string;
  stream: StreamName;
  text: string;
}

/** A hook started (elapsed 0) or finished (elapsed = the time it took), with its timeout. */
export interface HookProgress {
  hookId: string;
  phase: 'started' | 'finished';
  timeoutMs: number | null;
  elapsedMs: number;
}

/** How to run: the caller's context. Everything a hook sees is derived from these, nothing else. */
export interface RunOptions {
  /** Whether the hook's workspace is trusted; project hooks of an untrusted one are refused. */
  trusted: boolean;
  /** The agent's own environment, to take the base variables from (default: process.env). */
  hostEnv?: Readonly<Record<string, string | undefined>>;
  /** Variables the agent's process would also have (e.g. exported in the user's shell). */
  extraEnv?: Readonly<Record<string, string>>;
  /** Pass NODE_EXTRA_CA_CERTS from hostEnv: only when the agent itself would have it. */
  passNodeExtraCaCerts?: boolean;
  /** Overrides every timeout (tests use short ones). */
  timeoutMs?: number;
  /** Time between the polite kill signal and SIGKILL (default 1000 ms). */
  killGraceMs?: number;
  /** Per-stream output cap in bytes (default 1 MiB: head + tail). */
  capBytes?: number;
  signal?: AbortSignal;
  /** Runs a command hook's process (a ProcessPool's hosts); default: runProcess, in this process. */
  runProcess?: ProcessRun;
  onOutput?: (chunk: OutputChunk) => void;
  /** Told when each hook that gets to run starts and finishes (not for one refused before). */
  onProgress?: (progress: HookProgress) => void;
  /** The session's current directory (Claude Code runs hooks there); default from the payload. */
  cwd?: string;
  /** The exact stdin bytes to send instead of serialising the payload (replay of a capture). */
  stdin?: string;
  /** Claude Code: `cli` (interactive, default) or `sdk-cli` (`claude -p`). */
  claudeEntrypoint?: 'cli' | 'sdk-cli';
  /** Claude Code managed `allowedHttpHookUrls` (undefined: all allowed). */
  allowedHttpHookUrls?: readonly string[];
  /** Claude Code managed `httpHookAllowedEnvVars`, intersected with each hook's list. */
  httpHookAllowedEnvVars?: readonly string[];
  /** Cline CLI lifecycle hooks have no timeout in the agent; Hookyard still bounds them by this. */
  lifecycleCapMs?: number;
}
