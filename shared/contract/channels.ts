import { WhyRowSchema } from '../schemas/history-why';
import { z } from 'zod';

import { AgentIdSchema } from '../schemas/agent';
import {
  AgentTrustApplyRequestSchema,
  AgentTrustPreviewSchema,
  AgentTrustResultSchema,
} from '../schemas/agent-trust';
import {
  AlwaysAllowRequestSchema,
  ApprovalDecisionInputSchema,
  ApprovalDecisionResultSchema,
  ApprovalInstallRequestSchema,
  ApprovalRequestSchema,
  ApprovalRuleSchema,
  ApprovalStatusSchema,
  ApprovalUninstallRequestSchema,
} from '../schemas/approval';
import { AgentVersionsSchema } from '../schemas/agent-versions';
import { AppInfoSchema } from '../schemas/app';
import { EvidenceListRequestSchema, WatchedHookSchema } from '../schemas/evidence';
import {
  HistoryEntrySchema,
  HistoryHookStatSchema,
  HistoryHookStatsQuerySchema,
  HistoryIdSchema,
  HistoryExportRequestSchema,
  HistoryExportResultSchema,
  HistoryImportReportSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  HistorySessionQuerySchema,
  HistoryStatusSchema,
  HistoryTimelineQuerySchema,
  HistoryTimelineSchema,
} from '../schemas/history';
import {
  RecorderChangeSchema,
  RecorderInstallRequestSchema,
  RecorderPreviewSchema,
  RecorderStatusSchema,
  RecorderTargetSchema,
} from '../schemas/history-recorder';
import {
  BenchEventsSchema,
  BenchRunRequestSchema,
  PayloadSchema,
  SimulateRequestSchema,
  SimulationSchema,
  ToolPresetSchema,
} from '../schemas/bench';
import { InventorySchema, InventoryScopeSchema } from '../schemas/inventory';
import {
  AdoptionSchema,
  ChangeRecordSchema,
  ClaudeEntrySchema,
  ScriptCheckRequestSchema,
  ScriptCheckResultSchema,
  CreateHookRequestSchema,
  ScriptFileSchema,
  TrashItemSchema,
  TrustVerdictSchema,
} from '../schemas/editing';
import { GuardFixPreviewSchema } from '../schemas/guard-fix';
import { HookEntrySchema } from '../schemas/hook';
import {
  ReplayCancelRequestSchema,
  ReplayRunRequestSchema,
  ReplayRunResponseSchema,
  ReplaySaveCaseRequestSchema,
  ReplayShadowRequestSchema,
  ReplayShadowResponseSchema,
  ReplaySuiteRefSchema,
  ReplaySuiteRunSchema,
  ReplaySuitesRequestSchema,
  ReplaySuiteSummarySchema,
} from '../schemas/replay';
import { EventOutcomeSchema } from '../schemas/run';
import {
  TelemetrySettingsUpdateSchema,
  TelemetrySettingsViewSchema,
  TelemetryStatusSchema,
  TelemetryTestResultSchema,
} from '../schemas/telemetry';
import { DetectedWorkspaceSchema, ListedWorkspaceSchema } from '../schemas/workspace';
import type { ChannelName } from './names';
import { MAX_PATH_CHARS, MAX_SCRIPT_CHARS } from './limits';

type ChannelDefinition = { request: z.ZodType; response: z.ZodType };

const Empty = z.object({}).strict();
const WorkspaceId = z.object({ workspaceId: z.string().min(1) }).strict();
const HookRef = z
  .object({ scope: InventoryScopeSchema, hookId: z.string().min(1).max(64) })
  .strict();
/** The content hash a row was shown with (HookEntry.contentHash, TrustVerdict.contentHash). */
const ContentHash = z.string().regex(/^[0-9a-f]{64}$/);
/**
 * A hook as the user saw it: every request that changes a hook sends this, so that a repeated
 * or stale request is refused (conflict) instead of reaching another hook.
 */
const ShownHookRef = z
  .object({
    scope: InventoryScopeSchema,
    hookId: z.string().min(1).max(64),
    contentHash: ContentHash,
  })
  .strict();
const Id = z.string().min(1).max(100);

/**
 * Every request channel, once: `domain:verb-noun` → request and response schemas. Electron's IPC,
 * the web transport and the renderer's clients are all typed from this table; a contract test
 * checks that each channel has a handler.
 */
export const channels = {
  'app:get-info': { request: Empty, response: AppInfoSchema },
  'workspaces:list': { request: Empty, response: z.array(ListedWorkspaceSchema) },
  'workspaces:list-detected': { request: Empty, response: z.array(DetectedWorkspaceSchema) },
  'workspaces:add': {
    request: z
      .object({
        roots: z.array(z.string().min(1).max(MAX_PATH_CHARS)).min(1).max(64),
        name: z.string().max(200).optional(),
      })
      .strict(),
    response: ListedWorkspaceSchema,
  },
  'workspaces:remove': { request: WorkspaceId, response: z.object({ removed: z.boolean() }) },
  'workspaces:set-trusted': {
    request: z.object({ workspaceId: z.string().min(1), trusted: z.boolean() }).strict(),
    response: ListedWorkspaceSchema,
  },
  'inventory:get': {
    request: z.object({ scope: InventoryScopeSchema }).strict(),
    response: InventorySchema,
  },
  'bench:list-events': {
    request: z.object({ agent: AgentIdSchema }).strict(),
    response: BenchEventsSchema,
  },
  'bench:sample-payload': {
    request: z
      .object({
        scope: InventoryScopeSchema,
        agent: AgentIdSchema,
        event: z.string().min(1).max(100),
        preset: ToolPresetSchema.optional(),
      })
      .strict(),
    response: z.object({ payload: PayloadSchema }),
  },
  'bench:run': { request: BenchRunRequestSchema, response: EventOutcomeSchema },
  'bench:cancel': {
    request: z.object({ runId: z.string().min(1).max(100) }).strict(),
    response: z.object({ cancelled: z.boolean() }),
  },
  'runner:simulate': { request: SimulateRequestSchema, response: SimulationSchema },
  'manage:disable-hook': { request: ShownHookRef, response: ChangeRecordSchema },
  'manage:enable-hook': { request: ShownHookRef, response: ChangeRecordSchema },
  'manage:disable-all': {
    request: z.object({ workspaceId: Id, agent: AgentIdSchema }).strict(),
    response: ChangeRecordSchema,
  },
  'manage:create-hook': {
    request: CreateHookRequestSchema,
    response: z.object({ change: ChangeRecordSchema, hookIds: z.array(z.string()) }),
  },
  'manage:delete-hook': {
    request: ShownHookRef,
    response: z.object({ change: ChangeRecordSchema, trashId: z.string() }),
  },
  /** "Trust in Codex": what trusting a hook in its own agent writes, then writing exactly that. */
  'manage:trust-preview': { request: HookRef, response: AgentTrustPreviewSchema },
  'manage:trust-apply': { request: AgentTrustApplyRequestSchema, response: AgentTrustResultSchema },
  'manage:list-trash': { request: Empty, response: z.array(TrashItemSchema) },
  'manage:restore-trash': {
    request: z.object({ trashId: Id }).strict(),
    response: ChangeRecordSchema,
  },
  'manage:list-changes': {
    request: z
      .object({
        limit: z.number().int().min(1).max(500).optional(),
        offset: z.number().int().min(0).optional(),
      })
      .strict(),
    response: z.object({
      changes: z.array(ChangeRecordSchema),
      total: z.number(),
      /** History lines that could not be read; they stay in the file as they are. */
      unreadable: z.number(),
    }),
  },
  'manage:restore-change': {
    request: z.object({ changeId: Id }).strict(),
    response: ChangeRecordSchema,
  },
  /** One file of a change as it was before and after it (null: absent), for its diff. */
  'manage:read-change-file': {
    request: z.object({ changeId: Id, file: z.string().min(1).max(4096) }).strict(),
    response: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
  },
  'manage:read-script': { request: HookRef, response: ScriptFileSchema },
  'manage:write-script': {
    request: z
      .object({
        scope: InventoryScopeSchema,
        hookId: z.string().min(1).max(64),
        content: z.string().max(MAX_SCRIPT_CHARS),
        baseHash: z.string().regex(/^[0-9a-f]{64}$/),
      })
      .strict(),
    response: z.object({ hash: z.string(), change: ChangeRecordSchema }),
  },
  'history:query': { request: HistoryQuerySchema, response: HistoryPageSchema },
  'history:get-session': { request: HistorySessionQuerySchema, response: HistoryPageSchema },
  'history:get-entry': {
    request: z.object({ id: HistoryIdSchema }).strict(),
    response: HistoryEntrySchema,
  },
  /** Every decision made on the tool call an entry is about (History's Why row). */
  'history:get-why': {
    request: z.object({ id: HistoryIdSchema }).strict(),
    response: WhyRowSchema,
  },
  'history:get-timeline': { request: HistoryTimelineQuerySchema, response: HistoryTimelineSchema },
  'history:get-hook-stats': {
    request: HistoryHookStatsQuerySchema,
    response: z.array(HistoryHookStatSchema),
  },
  /** The agent versions History holds entries of, for its version filter. */
  'history:list-agent-versions': { request: Empty, response: z.array(z.string()) },
  'history:get-status': { request: Empty, response: HistoryStatusSchema },
  'history:import': { request: Empty, response: HistoryImportReportSchema },
  /** Into the user's Downloads folder; the answer names the file. */
  'history:export': { request: HistoryExportRequestSchema, response: HistoryExportResultSchema },
  'history:reindex': {
    request: z.object({ fresh: z.boolean() }).strict(),
    response: z.object({ entries: z.number(), malformed: z.number() }),
  },
  'trust:review': {
    request: WorkspaceId,
    response: z.array(z.object({ hook: HookEntrySchema, verdict: TrustVerdictSchema })),
  },
  'trust:trust-hooks': {
    request: z
      .object({
        workspaceId: Id,
        hookIds: z.array(z.string().min(1).max(64)).max(1000),
        /**
         * Hook id → contentHash of the verdict the user reviewed, for every hook of `hookIds`; a
         * hook changed since is refused.
         */
        reviewed: z.record(z.string().min(1).max(64), ContentHash),
      })
      .strict(),
    response: z.array(TrustVerdictSchema),
  },
  // Audit recorder installer
  'history:recorder-status': { request: Empty, response: z.array(RecorderStatusSchema) },
  'history:recorder-preview': {
    request: RecorderInstallRequestSchema,
    response: RecorderPreviewSchema,
  },
  'history:recorder-install': {
    request: RecorderInstallRequestSchema,
    response: RecorderChangeSchema,
  },
  'history:recorder-uninstall': { request: RecorderTargetSchema, response: RecorderChangeSchema },
  // Watching hooks' real runs (issue 15)
  'evidence:list-watched': {
    request: EvidenceListRequestSchema,
    response: z.array(WatchedHookSchema),
  },
  'evidence:watch-hook': {
    request: z
      .object({
        scope: InventoryScopeSchema,
        hookId: z.string().min(1).max(64),
        contentHash: ContentHash,
      })
      .strict(),
    response: ChangeRecordSchema,
  },
  'evidence:unwatch-hook': {
    request: z.object({ adoptionId: Id }).strict(),
    response: ChangeRecordSchema,
  },
  // Per-workspace switching of user-level hooks
  'manage:list-adoptions': {
    request: z.object({ scope: InventoryScopeSchema }).strict(),
    response: z.array(AdoptionSchema),
  },
  'manage:adopt-hook': {
    request: z
      .object({
        scope: InventoryScopeSchema,
        hookId: z.string().min(1).max(64),
        contentHash: ContentHash,
        workspaceIds: z.array(Id).max(1000),
      })
      .strict(),
    response: ChangeRecordSchema,
  },
  'manage:release-hook': {
    request: z.object({ adoptionId: Id }).strict(),
    response: ChangeRecordSchema,
  },
  'manage:set-adopted-workspace': {
    request: z.object({ adoptionId: Id, workspaceId: Id, on: z.boolean() }).strict(),
    response: ChangeRecordSchema,
  },
  // Script checks in the editor
  'manage:check-script': { request: ScriptCheckRequestSchema, response: ScriptCheckResultSchema },
  // The JSON editor of a Claude Code settings entry
  'manage:read-entry': { request: HookRef, response: ClaudeEntrySchema },
  'manage:write-entry': {
    request: z
      .object({
        scope: InventoryScopeSchema,
        hookId: z.string().min(1).max(64),
        text: z.string().max(256 * 1024),
        baseHash: z.string().length(64),
      })
      .strict(),
    response: ChangeRecordSchema,
  },
  // approvals
  'approvals:pending': { request: Empty, response: z.array(ApprovalRequestSchema) },
  'approvals:decide': {
    request: ApprovalDecisionInputSchema,
    response: ApprovalDecisionResultSchema,
  },
  'approvals:always-allow': { request: AlwaysAllowRequestSchema, response: ApprovalRuleSchema },
  'approvals:rules': { request: Empty, response: z.array(ApprovalRuleSchema) },
  'approvals:save-rules': {
    request: z.object({ rules: z.array(ApprovalRuleSchema).max(1000) }).strict(),
    response: z.array(ApprovalRuleSchema),
  },
  'approvals:revoke-rule': { request: z.object({ id: Id }).strict(), response: z.void() },
  'approvals:status': { request: Empty, response: ApprovalStatusSchema },
  'approvals:install': { request: ApprovalInstallRequestSchema, response: ApprovalStatusSchema },
  'approvals:uninstall': {
    request: ApprovalUninstallRequestSchema,
    response: ApprovalStatusSchema,
  },
  // Replay and regression suites (issue 7)
  'replay:run': { request: ReplayRunRequestSchema, response: ReplayRunResponseSchema },
  'replay:shadow': { request: ReplayShadowRequestSchema, response: ReplayShadowResponseSchema },
  'replay:cancel': { request: ReplayCancelRequestSchema, response: z.void() },
  'replay:suites': {
    request: ReplaySuitesRequestSchema,
    response: z.array(ReplaySuiteSummarySchema),
  },
  'replay:save-case': {
    request: ReplaySaveCaseRequestSchema,
    response: z.object({ file: z.string() }),
  },
  'replay:run-suite': { request: ReplaySuiteRefSchema, response: ReplaySuiteRunSchema },
  // Export to OpenTelemetry (issue 16)
  'telemetry:get-settings': { request: Empty, response: TelemetrySettingsViewSchema },
  'telemetry:save-settings': {
    request: TelemetrySettingsUpdateSchema,
    response: TelemetrySettingsViewSchema,
  },
  'telemetry:get-status': { request: Empty, response: TelemetryStatusSchema },
  'telemetry:test-collector': {
    // The endpoint typed in the form (not saved yet), or null for the saved one.
    request: z.object({ endpoint: TelemetrySettingsUpdateSchema.shape.endpoint }).strict(),
    response: TelemetryTestResultSchema,
  },
  // Installed agent versions and guards that fail open (issue 15 §3, §5)
  'versions:list': { request: Empty, response: AgentVersionsSchema },
  'versions:refresh': { request: Empty, response: AgentVersionsSchema },
  'versions:dismiss-upgrade': {
    request: z.object({ agent: AgentIdSchema }).strict(),
    response: AgentVersionsSchema,
  },
  'guards:preview-fix': { request: ShownHookRef, response: GuardFixPreviewSchema },
  'guards:apply-fix': {
    request: ShownHookRef.extend({ baseHash: z.string().length(64) }).strict(),
    response: ChangeRecordSchema,
  },
} as const satisfies Record<ChannelName, ChannelDefinition>;

export type Channels = typeof channels;
export type { ChannelName };
/** What a caller sends: fields with defaults may be left out. */
export type RequestOf<K extends ChannelName> = z.input<Channels[K]['request']>;
/** What a handler receives: the request after parsing, defaults filled in. */
export type ParsedRequestOf<K extends ChannelName> = z.output<Channels[K]['request']>;
export type ResponseOf<K extends ChannelName> = z.infer<Channels[K]['response']>;
