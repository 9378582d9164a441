import type { RunText } from '../../../shared/i18n/run-text';
import type { AgentId } from '../../../shared/schemas/agent';
import type {
  EventDecision,
  HookControl,
  HookRunOutcome,
  HookRunStatus,
  SkippedHook,
  Verdict,
} from '../../../shared/schemas/run';
import type { HookRunSpec, RunOptions } from '../runner/hook-spec';
import type { SampleContext, ToolPreset, ToolPresetsByEvent } from '../runner/sample-payloads';
import type { HttpHookRequest } from '../runner/run-http';
import type { ProcessRequest } from '../runner/run-process';

/** A hook payload: the JSON object the agent sends on stdin. */
export type HookPayload = Readonly<Record<string, unknown>>;

interface PreparedBase {
  label: string;
  notes: RunText[];
  /** The agent does not wait for this hook. */
  background: boolean;
}

/** What a dialect decided to start for one hook: a process, a request, or nothing it can run. */
export type PreparedRun =
  | (PreparedBase & {
      kind: 'process';
      request: Omit<ProcessRequest, 'signal' | 'onChunk'>;
      /** CLAUDE_ENV_FILE given to the hook; read back, then removed with its folder. */
      envFile: string | null;
    })
  | (PreparedBase & {
      kind: 'http';
      request: Omit<HttpHookRequest, 'signal'>;
      /** Set when the agent would refuse to send it (allowedHttpHookUrls). */
      refusal: string | null;
    })
  | (PreparedBase & {
      kind: 'not-runnable';
      status: Extract<HookRunStatus, 'needs-model' | 'needs-mcp'>;
    });

/** A finished run before the dialect reads it. */
export type RunFacts = Omit<HookRunOutcome, 'control' | 'parseErrors'>;

export interface Interpretation {
  control: HookControl | null;
  parseErrors: RunText[];
  notes: RunText[];
}

export interface Selection {
  run: HookRunSpec[];
  skipped: SkippedHook[];
}

/**
 * One agent's way of running hooks: which hooks an event runs and in what order, how each is
 * started (argv, env, cwd, stdin, timeout, kill signal), how its output is read, and how the
 * answers of several hooks combine. `interpret` and `combine` are pure.
 */
export interface RunDialect {
  readonly agent: AgentId;
  /** Parallel or one after another, for this event and the hooks selected to run. */
  mode(event: string, run: readonly HookRunSpec[]): 'parallel' | 'sequential';
  /**
   * In sequential mode, the payload the next hook receives after `outcome` (an agent that passes
   * one hook's rewrite on to the next); absent: every hook gets the same payload.
   */
  nextPayload?(event: string, payload: HookPayload, outcome: HookRunOutcome): HookPayload;
  select(event: string, specs: readonly HookRunSpec[], payload: HookPayload): Selection;
  /** The events the test bench offers, in the agent's own order. */
  readonly sampleEvents: readonly string[];
  /** The events whose sample carries a tool call, and the presets each can carry. */
  readonly toolPresets: ToolPresetsByEvent;
  /**
   * A realistic payload for `event` set in the context's workspace; null for an unknown event.
   * `preset` (one of `toolPresets[event]`) replaces the tool call it carries.
   */
  samplePayload(
    event: string,
    context: SampleContext,
    preset?: ToolPreset,
  ): Record<string, unknown> | null;
  prepare(spec: HookRunSpec, payload: HookPayload, options: RunOptions): Promise<PreparedRun>;
  interpret(spec: HookRunSpec, facts: RunFacts): Interpretation;
  combine(
    event: string,
    outcomes: readonly HookRunOutcome[],
    payload: HookPayload,
  ): { decision: EventDecision; verdict: Verdict };
}
