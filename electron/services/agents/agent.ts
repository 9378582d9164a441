import type { AgentId } from '../../../shared/schemas/agent';
import type { HistorySource } from '../../../shared/schemas/history';
import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import type { AgentLog, RecordedPayloads } from './agent-ingest';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { HostPaths } from '../platform/host-paths';
import type { AgentDialect } from './dialect';
import type { AgentEditing } from './editing';
import type { AgentEvidence } from './evidence';
import type { RunDialect } from './run-dialect';
import type { AgentShims } from './shim-install';

/** What Hookyard answers a tool use: allow or deny, or no opinion (the agent's own rules apply). */
export interface ApprovalVerdict {
  decision: 'allow' | 'deny' | 'none';
  /** Shown to the agent (and through it, the model) with a deny. */
  reason: string | null;
  /** The tool input as the user edited it, with an allow. */
  editedInput: Record<string, unknown> | null;
}

/** A tool use read out of an approval hook's payload, before the approvals service describes it. */
export interface ToolUseBasics {
  agent: AgentId;
  event: string;
  workspace: string | null;
  sessionId: string | null;
  toolName: string;
  toolInput: Record<string, unknown>;
}

/** The approvals part of an agent: reading the tool use it asks about and wording the answer. */
export interface AgentApprovals {
  /**
   * Whether this agent sent `payload` (an approval hook installed for its shim target, which may
   * serve several agents: both Cline runtimes run the same hook file).
   */
  sentBy(payload: unknown): boolean;
  /** The tool use; AppFailure('invalid-request') when the payload is not one of this agent's. */
  readToolUse(payload: unknown): ToolUseBasics;
  /** The response body the agent reads as `verdict` for `event`; `{}` is "no opinion". */
  answer(event: string, verdict: ApprovalVerdict): object;
  /**
   * Whether a tool use of `event` that no rule matches is left to the agent's own permission
   * check (no opinion) rather than asked: it asks through another hook when it would ask.
   */
  leavesUnruledToAgent(event: string): boolean;
}

/** A tool call as a payload carries it, in its agent's own naming. */
export interface ToolCallShape {
  name: string;
  input: Record<string, unknown>;
}

/** Cross-agent replay: how this agent names a shell call and where a payload carries it. */
export interface AgentReplay {
  /** The event that asks about a tool call before it runs (`PreToolUse`; Gemini's `BeforeTool`). */
  readonly toolEvent: string;
  /** The commands `call` runs when it is this agent's shell tool; null for any other tool. */
  shellCommands(call: ToolCallShape): string[] | null;
  /** The shell call running `commands` in this agent's naming. */
  shellCall(commands: string[]): ToolCallShape;
  /**
   * `sample` (a PreToolUse sample payload of this agent) carrying `call`; `original` is the
   * payload being translated (ids it carries may be kept).
   */
  withToolCall(
    sample: Record<string, unknown>,
    call: ToolCallShape,
    original: Readonly<Record<string, unknown>>,
  ): Record<string, unknown>;
}

/** Where an agent's own trust of a hook is asked and written. */
export interface HookTrustContext {
  paths: HostPaths;
  /** The workspace folder the hook belongs to (or the home folder for a user hook). */
  cwd: string;
  /** The environment the agent's own tools run with (PATH finds its binary). */
  env: NodeJS.ProcessEnv;
  /** Where a copy of each file from before the write is kept. */
  backupDir: string;
}

/** What trusting a hook in its agent writes, shown before it is written. */
export interface HookTrustPreview {
  hookId: string;
  status: string;
  /** The file the agent records trust in, and the text that goes there. */
  file: string;
  text: string;
}

/**
 * An agent that skips hooks until they are trusted in the agent itself (Codex): trusting one
 * through the agent's own mechanism, never a hash Hookyard computes. A hook changed since is
 * untrusted again.
 */
export interface AgentHookTrust {
  preview(hook: HookEntry, context: HookTrustContext): Promise<HookTrustPreview>;
  /** Writes what `preview` showed; refused when the file or the hook changed since. */
  apply(
    preview: HookTrustPreview,
    context: HookTrustContext,
  ): Promise<{ status: string; backup: string | null }>;
}

/**
 * One agent: everything Hookyard does with it, behind one interface. Services ask the registry
 * (`registry.ts`) for an agent and call it; nothing outside `services/agents/` names an agent id.
 * Parts an agent does not support are null (the capabilities say so to the renderer).
 */
export interface Agent {
  readonly id: AgentId;
  /** Its facts as data, declared once; the renderer receives exactly this. */
  readonly capabilities: AgentCapabilities;
  /** Finding its hooks (never writes). */
  readonly discovery: AgentDialect;
  /** Running its hooks the way the agent does. */
  readonly run: RunDialect;
  readonly approvals: AgentApprovals | null;
  readonly replay: AgentReplay;
  /**
   * The audit source of its own logs that record each hook's answer (Claude Code's transcripts),
   * from which a replay shows what happened then; null when its logs hold payloads only.
   */
  readonly answersLog: HistorySource | null;
  /** Its own logs that History imports. */
  readonly logs?: readonly AgentLog[];
  /** Reading the payloads the recorder spooled for it, when they are not Claude-shaped. */
  readonly recorded?: RecordedPayloads;
  /**
   * Writing Hookyard's recorder and approver into its files (History › Recording, Approvals ›
   * Connect); present exactly when `capabilities.shim` is. Agents of one shim target share one.
   */
  readonly shims?: AgentShims;
  /** Its edit plans (switch, trash, create, adopt), which the one EditEngine applies. */
  readonly editing: AgentEditing;
  /** Trusting a hook in the agent itself; absent for an agent without a trust of its own. */
  readonly trust?: AgentHookTrust;
  /** Evidence of real runs (watching, surfaces); absent where Hookyard cannot watch it yet. */
  readonly evidence?: AgentEvidence;
}
