import { z } from 'zod';

import { InventoryScopeSchema } from './inventory';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What trusting a hook in its own agent (Codex) will write, before anything is written: the
 * agent's trust of it now, the file and the text, and where the copy from before is kept.
 */
export const AgentTrustPreviewSchema = z.object({
  hookId: z.string(),
  /** The hook's content hash as previewed: apply sends it back. */
  contentHash: z.string(),
  /** The agent's own word for its trust now (Codex: `untrusted`, `modified`, `trusted`). */
  status: z.string(),
  file: z.string(),
  text: z.string(),
  /** sha256 of `file` when previewed, null when it does not exist yet: apply sends it back. */
  base: Sha256.nullable(),
  backupDir: z.string(),
});
export type AgentTrustPreview = z.infer<typeof AgentTrustPreviewSchema>;

/** Apply exactly what was previewed: refused as a conflict when the hook or the file changed. */
export const AgentTrustApplyRequestSchema = z
  .object({
    scope: InventoryScopeSchema,
    hookId: z.string().min(1).max(64),
    contentHash: Sha256,
    text: z.string().max(8192),
    base: Sha256.nullable(),
  })
  .strict();
export type AgentTrustApplyRequest = z.infer<typeof AgentTrustApplyRequestSchema>;

/** The agent's trust afterwards and the copy of the file from before (null: there was none). */
export const AgentTrustResultSchema = z.object({
  status: z.string(),
  backup: z.string().nullable(),
});
export type AgentTrustResult = z.infer<typeof AgentTrustResultSchema>;
