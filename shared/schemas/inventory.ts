import { z } from 'zod';

import { HookEntrySchema, HookSourceSchema, ReasonSchema } from './hook';

/** Which hooks to list: user level only, or the effective set of one workspace. */
export const InventoryScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user') }),
  z.object({ kind: z.literal('workspace'), workspaceId: z.string().min(1) }),
]);
export type InventoryScope = z.infer<typeof InventoryScopeSchema>;

/** A workspace root that is not a folder now, and the sentence that says so. */
export const MissingRootSchema = z.object({ root: z.string(), reason: ReasonSchema });
export type MissingRoot = z.infer<typeof MissingRootSchema>;

export const InventorySchema = z.object({
  scope: InventoryScopeSchema,
  scannedAt: z.string(),
  hooks: z.array(HookEntrySchema),
  sources: z.array(HookSourceSchema),
  /** Roots of the workspace that were deleted or moved since it was added; [] at user level. */
  missingRoots: z.array(MissingRootSchema),
});
export type Inventory = z.infer<typeof InventorySchema>;
