import { z } from 'zod';

import { SHIM_TARGETS } from '../agents/agent-ids';
import { AgentIdSchema } from './agent';

/**
 * Approvals: a tool use an agent asked Hookyard about (through the bridge), the user's or a
 * rule's answer, and the rules themselves. Shared by the bridge, the inbox and the tray.
 */

export const ApprovalFailModeSchema = z.enum(['open', 'closed']);
export type ApprovalFailMode = z.infer<typeof ApprovalFailModeSchema>;

/** What the inbox shows of a request: the command, a before/after of an edit, or the raw input. */
export const ApprovalPreviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('command'), command: z.string() }),
  z.object({ kind: z.literal('diff'), file: z.string(), before: z.string(), after: z.string() }),
  z.object({ kind: z.literal('json'), text: z.string() }),
]);
export type ApprovalPreview = z.infer<typeof ApprovalPreviewSchema>;

/** A pending request, as the inbox lists it. */
export const ApprovalRequestSchema = z.object({
  id: z.string(),
  agent: AgentIdSchema,
  /** `PreToolUse` or `PermissionRequest`. */
  event: z.string(),
  /** The workspace root (the agent's cwd), or null when the agent named none. */
  workspace: z.string().nullable(),
  sessionId: z.string().nullable(),
  toolName: z.string(),
  toolInput: z.record(z.string(), z.unknown()),
  preview: ApprovalPreviewSchema,
  /** Epoch ms. */
  receivedAt: z.number(),
  /** Epoch ms: when the fail-mode default applies, always before the agent's own hook timeout. */
  deadlineAt: z.number(),
  failMode: ApprovalFailModeSchema,
  /** The ask-me rule that matched, if any. */
  ruleId: z.string().nullable(),
  /**
   * Made by a hook Hookyard ran itself (the bench, `hookyard run`, a replay or suite with its own
   * hooks included), not by an agent: a test, kept out of the audit log.
   */
  selfRun: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

export const ApprovalVerdictSchema = z.enum(['allow', 'deny']);
export type ApprovalVerdict = z.infer<typeof ApprovalVerdictSchema>;

const ToolInput = z.record(z.string(), z.unknown());

/** The user's answer to one or many requests, from the inbox or a notification action. */
export const ApprovalDecisionInputSchema = z
  .object({
    ids: z.array(z.string().min(1).max(100)).min(1).max(500),
    decision: ApprovalVerdictSchema,
    /** Shown to the agent on deny. */
    reason: z.string().max(2000).optional(),
    /** The tool input as the user edited it; only with one id. */
    editedInput: ToolInput.optional(),
    via: z.enum(['inbox', 'notification']),
  })
  .strict()
  .refine((input) => !input.editedInput || input.ids.length === 1, {
    message: 'An edited input applies to exactly one request',
    path: ['editedInput'],
  });
export type ApprovalDecisionInput = z.infer<typeof ApprovalDecisionInputSchema>;

export const ApprovalDecisionResultSchema = z.object({
  decided: z.array(z.string()),
  /** Ids that were already answered (elsewhere, by the timeout) or never existed. */
  alreadyDecided: z.array(z.string()),
});
export type ApprovalDecisionResult = z.infer<typeof ApprovalDecisionResultSchema>;

/**
 * Who settled a request: a rule, the user (inbox or notification action), the fail-mode default
 * at the deadline, the agent hanging up before an answer (`abandoned`), or nobody because no
 * rule matched a Claude Code PreToolUse and its own permission check decides (`pass-through`).
 */
export const ApprovalDecidedBySchema = z.enum([
  'rule',
  'inbox',
  'notification',
  'timeout',
  'abandoned',
  'pass-through',
]);
export type ApprovalDecidedBy = z.infer<typeof ApprovalDecidedBySchema>;

export const ApprovalRuleScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('global') }).strict(),
  z.object({ kind: z.literal('workspace'), root: z.string().min(1).max(4096) }).strict(),
  z.object({ kind: z.literal('session'), sessionId: z.string().min(1).max(200) }).strict(),
]);
export type ApprovalRuleScope = z.infer<typeof ApprovalRuleScopeSchema>;

const Pattern = z.string().min(1).max(2000);

/**
 * One rule. Rules are ordered: the first that matches decides. Every given matcher must match
 * (AND); `tool` is always a glob, `command` and `path` are globs or regular expressions.
 */
export const ApprovalRuleSchema = z
  .object({
    id: z.string().min(1).max(100),
    scope: ApprovalRuleScopeSchema,
    agent: z.union([AgentIdSchema, z.literal('any')]).optional(),
    event: z.string().min(1).max(100).optional(),
    tool: Pattern.optional(),
    command: Pattern.optional(),
    path: Pattern.optional(),
    patternKind: z.enum(['glob', 'regex']),
    decision: z.enum(['allow', 'deny', 'ask']),
    /** What applies on timeout or when Hookyard cannot be reached. */
    failMode: ApprovalFailModeSchema,
    origin: z.enum(['user', 'always-allow']),
    createdAt: z.number(),
    label: z.string().max(200).optional(),
  })
  .strict();
export type ApprovalRule = z.infer<typeof ApprovalRuleSchema>;

/** The approvals installers know two families: Claude Code, and Cline (CLI and VS Code folders). */
export const ApprovalInstallAgentSchema = z.enum(SHIM_TARGETS);
export type ApprovalInstallAgent = z.infer<typeof ApprovalInstallAgentSchema>;

export const ApprovalInstallScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user') }).strict(),
  z.object({ kind: z.literal('workspace'), root: z.string().min(1).max(4096) }).strict(),
]);
export type ApprovalInstallScope = z.infer<typeof ApprovalInstallScopeSchema>;

export const ApprovalInstallModeSchema = z.enum(['http', 'command']);
export type ApprovalInstallMode = z.infer<typeof ApprovalInstallModeSchema>;

export const ApprovalInstallSchema = z.object({
  agent: ApprovalInstallAgentSchema,
  scope: ApprovalInstallScopeSchema,
  mode: ApprovalInstallModeSchema,
  failMode: ApprovalFailModeSchema,
});
export type ApprovalInstall = z.infer<typeof ApprovalInstallSchema>;

export const ApprovalStatusSchema = z.object({
  listening: z.boolean(),
  httpUrl: z.string().nullable(),
  socketPath: z.string().nullable(),
  installs: z.array(ApprovalInstallSchema),
});
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

export const ApprovalInstallRequestSchema = z
  .object({
    agent: ApprovalInstallAgentSchema,
    scope: ApprovalInstallScopeSchema,
    mode: ApprovalInstallModeSchema.optional(),
    failMode: ApprovalFailModeSchema,
  })
  .strict();
export type ApprovalInstallRequest = z.infer<typeof ApprovalInstallRequestSchema>;

export const ApprovalUninstallRequestSchema = z
  .object({ agent: ApprovalInstallAgentSchema, scope: ApprovalInstallScopeSchema })
  .strict();
export type ApprovalUninstallRequest = z.infer<typeof ApprovalUninstallRequestSchema>;

export const AlwaysAllowRequestSchema = z
  .object({
    id: z.string().min(1).max(100),
    scope: z.enum(['session', 'workspace', 'everywhere']),
  })
  .strict();
export type AlwaysAllowRequest = z.infer<typeof AlwaysAllowRequestSchema>;

/** How a request ended: the answer the agent gets, who gave it, and how long it waited. */
export const ApprovalSettlementSchema = z.object({
  request: ApprovalRequestSchema,
  /** `none`: no opinion, the agent's own permission rules apply. */
  decision: z.enum(['allow', 'deny', 'none']),
  decidedBy: ApprovalDecidedBySchema,
  /** The deciding rule, when a rule decided. */
  ruleId: z.string().nullable(),
  reason: z.string().nullable(),
  editedInput: ToolInput.nullable(),
  durationMs: z.number().nonnegative(),
});
export type ApprovalSettlement = z.infer<typeof ApprovalSettlementSchema>;
