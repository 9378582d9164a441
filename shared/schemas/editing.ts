import { z } from 'zod';

import { ChangeTextSchema } from '../i18n/change-text';
import { AgentIdSchema } from './agent';
import { InventoryScopeSchema } from './inventory';

/** What a recorded change did, in the words the "Changes" view shows. */
export const ChangeOperationSchema = z.enum([
  'disable',
  'enable',
  'disable-all',
  'create',
  'delete',
  'restore-from-trash',
  'restore',
  'edit',
  'adopt',
  'release',
]);
export type ChangeOperation = z.infer<typeof ChangeOperationSchema>;

/** One file's content before or after a change: a blob hash and mode, or absence (null hash). */
export const FileStateSchema = z.object({
  hash: z.string().nullable(),
  mode: z.number().nullable(),
});
export type FileState = z.infer<typeof FileStateSchema>;

/**
 * How to take one JSON value back when the exact bytes cannot be restored because something
 * else changed the file since (Claude Code rewrites settings.local.json on "always allow"):
 * set `jsonPath` back to `previous`, or remove it when `previous` is absent.
 */
export const JsonUndoSchema = z.object({
  jsonPath: z.array(z.string()),
  previous: z.object({ present: z.boolean(), value: z.unknown() }),
});
export type JsonUndo = z.infer<typeof JsonUndoSchema>;

export const FileChangeSchema = z.object({
  path: z.string(),
  before: FileStateSchema,
  after: FileStateSchema,
  /** Present where a semantic undo is possible after the file changed again. */
  jsonUndo: JsonUndoSchema.optional(),
});
export type FileChange = z.infer<typeof FileChangeSchema>;

/**
 * What a change did: one coded text per plan it carries out (a hook created for several agents
 * at once has one per plan), worded by the reader (shared/i18n/change-text.ts). A plain string is
 * a summary written by an earlier version, in English, and is shown as written.
 */
export const ChangeSummarySchema = z.union([z.array(ChangeTextSchema).min(1), z.string()]);
export type ChangeSummary = z.infer<typeof ChangeSummarySchema>;

/**
 * One entry of the change history (`<dataDir>/backups/index.jsonl`): when, which files, what
 * operation, which hooks. The bytes before and after are blobs in `<dataDir>/backups/blobs/`,
 * so every change can be restored — and a restore is a change of its own, itself undoable.
 */
export const ChangeRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  operation: ChangeOperationSchema,
  hookIds: z.array(z.string()),
  summary: ChangeSummarySchema,
  files: z.array(FileChangeSchema),
  /** For a restore: the change it took back. */
  restores: z.string().nullable(),
});
export type ChangeRecord = z.infer<typeof ChangeRecordSchema>;

export const TemplateLanguageSchema = z.enum([
  'bash',
  'python',
  'node',
  'typescript',
  'powershell',
]);

/** A new hook: for which agents, where, on which event, in which language. */
export const CreateHookRequestSchema = z
  .object({
    /** The agents that must run it (one hook file serves several Cline runtimes). */
    agents: z.array(AgentIdSchema).min(1).max(3),
    scope: InventoryScopeSchema,
    event: z.string().min(1).max(100),
    language: TemplateLanguageSchema,
    /** Claude Code only. */
    claude: z
      .object({
        layer: z.enum(['project', 'local']).optional(),
        name: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,60}$/, 'letters, digits, - and _ only')
          .optional(),
        matcher: z.string().max(500).optional(),
        timeoutSec: z.number().int().positive().max(3600).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type CreateHookRequest = z.infer<typeof CreateHookRequestSchema>;

/** One deleted hook in the trash, as the UI lists it. */
export const TrashItemSchema = z.object({
  id: z.string(),
  deletedAt: z.string(),
  hookId: z.string(),
  agent: AgentIdSchema,
  event: z.string().nullable(),
  originalPath: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

export const TrustStateSchema = z.enum(['trusted', 'untrusted-new', 'untrusted-changed']);

/** A project hook's trust, with what a review shows: the content now and the trusted one. */
export const TrustVerdictSchema = z.object({
  state: TrustStateSchema,
  hookId: z.string(),
  content: z.string(),
  /** SHA-256 of `content`: what "Trust" sends back, so that only what was reviewed is trusted. */
  contentHash: z.string(),
  trustedContent: z.string().nullable(),
  trustedAt: z.string().nullable(),
});
export type TrustVerdict = z.infer<typeof TrustVerdictSchema>;

export const ScriptFileSchema = z.object({
  hookId: z.string(),
  path: z.string(),
  content: z.string(),
  hash: z.string(),
  language: z.enum(['shell', 'python', 'javascript', 'typescript', 'powershell', 'text']),
});

// Per-workspace switching of user-level hooks (adopt / release).
/** An adopted user-level hook: where its original runs, and its inventory rows in a scope. */
export const AdoptionSchema = z.object({
  id: z.string(),
  sourcePath: z.string(),
  kind: z.enum(['settings-handler', 'hook-file']),
  /** The workspace roots where the original runs; elsewhere the shim answers "no opinion". */
  workspaces: z.array(z.string()),
  /** The rows of the asked scope that call this adoption. */
  hookIds: z.array(z.string()),
  /** Whether it runs in the asked workspace (every root allowed); null for the user scope. */
  onHere: z.boolean().nullable(),
});
export type Adoption = z.infer<typeof AdoptionSchema>;

// Script checks in the editor (bash -n, shellcheck, py_compile)
export const ScriptCheckRequestSchema = z
  .object({
    language: z.enum(['shell', 'python']),
    /** The editor's text, saved or not. */
    content: z.string().max(1024 * 1024),
  })
  .strict();
export type ScriptCheckRequest = z.infer<typeof ScriptCheckRequestSchema>;

export const ScriptFindingSchema = z.object({
  tool: z.enum(['bash', 'shellcheck', 'python']),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  /** shellcheck's rule, e.g. `SC2086`. */
  code: z.string().nullable(),
});
export type ScriptFinding = z.infer<typeof ScriptFindingSchema>;

export const ScriptCheckResultSchema = z.object({
  /** Which tools ran; an unavailable one is "not installed". */
  tools: z.array(
    z.object({ tool: z.enum(['bash', 'shellcheck', 'python']), available: z.boolean() }),
  ),
  findings: z.array(ScriptFindingSchema),
});
export type ScriptCheckResult = z.infer<typeof ScriptCheckResultSchema>;

// The JSON editor of a Claude Code settings entry
/** One handler object of a settings file, as its exact text, with the file's hash. */
export const ClaudeEntrySchema = z.object({
  hookId: z.string(),
  sourcePath: z.string(),
  locator: z.string(),
  text: z.string(),
  /** Sent back on save, so that a save over someone else's change is refused. */
  hash: z.string(),
});
export type ClaudeEntry = z.infer<typeof ClaudeEntrySchema>;
